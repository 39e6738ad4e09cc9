"""Test-wide set-up for the Hydra rules tutor.

- No test writes into a learner's data: HYDRA_DATA_DIR points at a fresh temporary directory for
  the whole session (set before any test module is imported, so code reading it at import time
  sees it too). Tests that need their own directory use pytest's ``tmp_path`` and monkeypatch it.
- After each test the process speaks English again (a test that drew a German page may not have said so), and
  a language a page kept for a learner's name (``?lang=de&name=Ada``, tutor/language.py) is forgotten after
  each test, so that a later test's page for the same name without ``lang=`` speaks as its address and
  browser say, whatever ran before it in the same worker.
- ``repo_root`` gives the checkout's root, so tests never depend on the working directory, nor on
  anything outside the repository (``../shared`` is not there on every machine).
- ``seed_text(name)`` gives a rules text of ``../shared/seeds`` (``"hydropolis.txt"``) to the tests
  that check quotes against it. Where the seeds are not beside the checkout (a user's clone) such a
  test skips and says so; with env CI set it fails instead, since CI has the seeds.
"""

import os
import tempfile
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[1]
SEEDS = REPO_ROOT.parent / "shared" / "seeds"

_data_dir = tempfile.TemporaryDirectory(prefix="hydra-test-data-")
os.environ["HYDRA_DATA_DIR"] = _data_dir.name


def pytest_unconfigure(config):
    _data_dir.cleanup()


@pytest.fixture(autouse=True)
def _no_kept_language():
    yield
    from tutor.language import forget_page_language
    from tutor.progress import DB_NAME
    forget_page_language()                      # this process speaks English again, as at its start
    path = Path(os.environ.get("HYDRA_DATA_DIR", _data_dir.name)) / DB_NAME
    if path.is_file():
        import sqlite3
        try:
            with sqlite3.connect(path, timeout=5) as db:
                # read first: a write is a transaction synced to disk, about 1 ms after each of 8,000 tests
                # of which few kept a language
                if db.execute("SELECT 1 FROM languages LIMIT 1").fetchone():
                    db.execute("DELETE FROM languages")
        except sqlite3.Error:                   # an older file without the table, or one a test broke
            pass


@pytest.fixture(scope="session")
def repo_root() -> Path:
    """The repository's root directory."""
    return REPO_ROOT


def read_seed(name: str) -> str:
    """The rules text ``name`` of ``../shared/seeds``; skips the test where it is not there, and fails
    it when env CI is set."""
    path = SEEDS / name
    if path.is_file():
        return path.read_text(encoding="utf-8")
    missing = f"the rules text {name} is not in ../shared/seeds beside this checkout ({SEEDS})"
    if os.environ.get("CI"):
        pytest.fail(f"{missing}; CI checks the quotes against it, so it must be there", pytrace=False)
    pytest.skip(f"{missing}: this test checks quotes against it and runs where the seeds are (CI)")


@pytest.fixture
def seed_text():
    """``seed_text(name)``: a rules text of ``../shared/seeds`` (see :func:`read_seed`)."""
    return read_seed
