"""No notebook cell checks an answer or holds logic of its own: a page's code cells build widgets
and call the tutor; a function defined in a cell belongs in tutor/ or widgets/ (issue 21: "no check
logic in notebook cells")."""

from __future__ import annotations

import json
import re
from pathlib import Path

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"

#: Pages where defining a function is the explicit point (a page teaching Python): none.
ALLOWED: set[str] = set()

DEF = re.compile(r"^\s*(async\s+)?def\s+\w+\s*\(", re.M)


def test_no_notebook_cell_defines_a_function():
    found = []
    for path in sorted(NOTEBOOKS.glob("*.ipynb")):
        if path.name in ALLOWED:
            continue
        for i, cell in enumerate(json.loads(path.read_text(encoding="utf-8"))["cells"]):
            if cell["cell_type"] == "code" and DEF.search("".join(cell["source"])):
                found.append(f"{path.name} cell {i}")
    assert not found, "functions defined in notebook cells (move them to tutor/ or widgets/): " + ", ".join(found)


def test_the_check_finds_a_def():
    assert DEF.search("x = 1\ndef check(answer):\n    return True")
    assert not DEF.search("lesson.track('k', fact_exercise('k'))  # undefined here")


def test_no_notebook_cell_gives_a_try_it_its_own_check():
    """A lesson's try-it is an exercise of a kind (``TryIt.of``, ``fact_exercise``, ``winner_exercise``
    ...): the kind checks the answer; a cell never hands ``TryIt(question, check)`` a check."""
    found = []
    for path in sorted(NOTEBOOKS.glob("*.ipynb")):
        for i, cell in enumerate(json.loads(path.read_text(encoding="utf-8"))["cells"]):
            if cell["cell_type"] == "code" and re.search(r"\bTryIt\(", "".join(cell["source"])):
                found.append(f"{path.name} cell {i}")
    assert not found, "try-its with a check of the cell's own: " + ", ".join(found)


#: Module names of earlier versions, which an import hook in ``widgets`` used to map to their new homes.
OLD_WIDGET_NAMES = ("base", "faces", "cards", "ladder", "tricklab", "tryit", "parties", "stepper", "scoresheet",
                    "models", "quiz_cards", "quiz_html", "teacher_builder", "teacher_contract", "teacher_hands",
                    "teacher_presenter")
OLD_NAME = re.compile(r"\bwidgets\.(" + "|".join(OLD_WIDGET_NAMES) + r")\b")


def test_notebooks_import_the_installed_package():
    """Issue 36: a page imports the tutor as installed (``pip install -e .``, which both set-up commands
    run): no cell edits ``sys.path``, and none imports a widget module by a name it had before it moved
    (the import hook that mapped those names is gone)."""
    found = []
    for path in sorted(NOTEBOOKS.glob("*.ipynb")):
        for i, cell in enumerate(json.loads(path.read_text(encoding="utf-8"))["cells"]):
            source = "".join(cell["source"])
            if cell["cell_type"] == "code" and ("sys.path" in source or OLD_NAME.search(source)):
                found.append(f"{path.name} cell {i}")
    assert not found, "cells that edit sys.path or import an old module name: " + ", ".join(found)


def test_the_old_names_are_gone():
    import importlib

    import pytest
    for name in OLD_WIDGET_NAMES:
        with pytest.raises(ModuleNotFoundError):
            importlib.import_module(f"widgets.{name}")
