"""Lesson 05's "A score sheet from a real round", as saved in notebooks/05-scoring.ipynb: each line of the
engine's score sheet is one item of a list, the bonus lines with their "+" (R3, R4, R5), and the kind of
game is a sentence of its own (found by the QA pass: the bonus lines showed as nested bullets without
their "+", and "... plays alone (R10) Its parties")."""

import json
from pathlib import Path

import mistune

NOTEBOOK = Path(__file__).resolve().parents[1] / "notebooks" / "05-scoring.ipynb"


def _sheet_outputs() -> list[str]:
    cells = json.loads(NOTEBOOK.read_text(encoding="utf-8"))["cells"]
    cell = next(c for c in cells if c["cell_type"] == "code" and "rnd.sheet.lines()" in "".join(c["source"]))
    return ["".join(o["data"]["text/markdown"]) for o in cell["outputs"] if "text/markdown" in o.get("data", {})]


def test_score_sheet_lines_are_one_flat_list_with_the_bonus_plus_signs():
    intro, sheet = _sheet_outputs()
    page = mistune.html(sheet)
    assert page.count("<ul>") == 1, page                       # no list nested in a list
    assert "<li>+ 5: trick" in page, page                      # a bonus line keeps its "+" (R3, R4)
    assert page.count("<li>") == len(sheet.splitlines())


def test_kind_of_game_ends_its_sentence():
    intro, _sheet = _sheet_outputs()
    assert "(R10). Its parties:" in intro
