"""Test-wide set-up for the Hydra rules tutor.

- No test writes into a learner's data: HYDRA_DATA_DIR points at a fresh temporary directory for
  the whole session (set before any test module is imported, so code reading it at import time
  sees it too). Tests that need their own directory use pytest's ``tmp_path`` and monkeypatch it.
- ``repo_root`` gives the checkout's root, so tests never depend on the working directory, nor on
  anything outside the repository (``../shared`` is not there on every machine).
"""

import os
import tempfile
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[1]

_data_dir = tempfile.TemporaryDirectory(prefix="hydra-test-data-")
os.environ["HYDRA_DATA_DIR"] = _data_dir.name


def pytest_unconfigure(config):
    _data_dir.cleanup()


@pytest.fixture(scope="session")
def repo_root() -> Path:
    """The repository's root directory."""
    return REPO_ROOT
