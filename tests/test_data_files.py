"""Every data file in the packages ships with them: pyproject.toml's package-data names it, so that
``pip install .`` copies it beside the module that reads it (hydra/doppelkopf/rulings.json, the
Doppelkopf rulings D1-D13 and D20 and up; tutor/course/glossary.json, the glossary; hydra/hydra/suits/*.svg,
the suits' symbols). A pattern is a path below its package, as setuptools reads it."""

from __future__ import annotations

import fnmatch
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
PACKAGES = ("hydra", "tutor", "widgets")


def _data_files() -> list[pathlib.Path]:
    return sorted(p for top in PACKAGES for p in (ROOT / top).rglob("*")
                  if p.is_file() and p.suffix not in (".py", ".pyc")
                  and not any(part == "__pycache__" or part.startswith(".") for part in p.relative_to(ROOT).parts))


def test_every_data_file_is_package_data():
    tomllib = pytest.importorskip("tomllib")                 # Python 3.11+; the check is the same on 3.10
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    listed = config["tool"]["setuptools"]["package-data"]
    files = _data_files()
    assert files, "no data files found: the test looks in the wrong place"
    missing = [str(p.relative_to(ROOT)) for p in files
               if not any(fnmatch.fnmatch(str(p.relative_to(package)), pattern)
                          for package in p.parents if (package / "__init__.py").is_file()
                          for pattern in listed.get(".".join(package.relative_to(ROOT).parts), []))]
    assert not missing, f"data files pyproject.toml's [tool.setuptools.package-data] does not name: {missing}"
