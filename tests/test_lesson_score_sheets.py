"""The score sheets of lessons 05 and 06 as saved in their notebooks: each line of the engine's score
sheet is one item of a flat list, the bonus lines with their "+" (R3, R4, R5), and the kind of game
is a sentence of its own (found by the QA pass: the bonus lines showed as nested bullets without their
"+"; lesson 05 said "... plays alone (R10) Its parties", lesson 06 "The normal game: a normal game:
... plays alone (R10) seat 0 scores 40")."""

import json
from pathlib import Path

import mistune
import pytest

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
LESSONS = ["05-scoring.ipynb", "06-a-full-round.ipynb"]


def _markdown_outputs(notebook: str, marker: str) -> list[str]:
    cells = json.loads((NOTEBOOKS / notebook).read_text(encoding="utf-8"))["cells"]
    cell = next(c for c in cells if c["cell_type"] == "code" and marker in "".join(c["source"]))
    return ["".join(o["data"]["text/markdown"]) for o in cell["outputs"] if "text/markdown" in o.get("data", {})]


@pytest.mark.parametrize("notebook", LESSONS)
def test_score_sheet_lines_are_one_flat_list_with_the_bonus_plus_signs(notebook):
    sheet = _markdown_outputs(notebook, "rnd.sheet.lines()")[-1]
    page = mistune.html(sheet)
    assert page.count("<ul>") == 1, page                       # no list nested in a list
    assert "<li>+ 5: trick" in page, page                      # a bonus line keeps its "+" (R3, R4)
    assert page.count("<li>") == len(sheet.splitlines())


def test_lesson05_kind_of_game_ends_its_sentence():
    intro = _markdown_outputs("05-scoring.ipynb", "rnd.sheet.lines()")[0]
    assert "(R10). Its parties:" in intro


def test_lesson06_kind_of_game_said_once_and_ends_its_sentence():
    (text,) = _markdown_outputs("06-a-full-round.ipynb", "describe_kind(rnd.kind)")
    assert text.count("normal game") == 1 and "(R10). Points: seat 0 scores" in text, text
