"""The score sheets of lessons 05 and 06 as saved in their notebooks: each line of the engine's score
sheet is one item of a flat list, the bonus lines with their "+" (R3, R4, R5), and the kind of game
is a sentence of its own (found by the QA pass: the bonus lines showed as nested bullets without their
"+"; lesson 05 said "... plays alone (R10) Its parties", lesson 06 "The normal game: a normal game:
... plays alone (R10) seat 0 scores 40")."""

import json
from pathlib import Path

import pytest

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
LESSONS = ["05-scoring.ipynb", "06-a-full-round.ipynb"]


def _markdown_outputs(notebook: str, marker: str) -> list[str]:
    cells = json.loads((NOTEBOOKS / notebook).read_text(encoding="utf-8"))["cells"]
    cell = next(c for c in cells if c["cell_type"] == "code" and marker in "".join(c["source"]))
    return ["".join(o["data"]["text/markdown"]) for o in cell["outputs"] if "text/markdown" in o.get("data", {})]


def _html_outputs(notebook: str, marker: str) -> list[str]:
    cells = json.loads((NOTEBOOKS / notebook).read_text(encoding="utf-8"))["cells"]
    cell = next(c for c in cells if c["cell_type"] == "code" and marker in "".join(c["source"]))
    return ["".join(o["data"]["text/html"]) for o in cell["outputs"] if "text/html" in o.get("data", {})]


@pytest.mark.parametrize("notebook", LESSONS)
def test_score_sheet_shown_once_with_each_bonus_one_item_of_a_flat_list(notebook):
    """Issue 19: the sheet is shown once per lesson (widgets.course.scoresheet.round_sheet_html), a row
    per party, and each bonus line (R3, R4) is one item of one flat list."""
    cells = json.loads((NOTEBOOKS / notebook).read_text(encoding="utf-8"))["cells"]
    sources = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")
    assert sources.count("round_sheet_html(rnd)") == 1
    for old in ("rnd.sheet.lines()", "score_table(", "seat_table(", "bonus_table("):
        assert old not in sources, old
    (page,) = _html_outputs(notebook, "round_sheet_html(rnd)")
    bonuses = page.split("<p><b>Bonus points</b></p>", 1)[1]
    assert bonuses.count("<ul>") == 1 and "<ul><li>trick 9: seat 0 caught the Fuchs" in bonuses
    assert page.count('<td data-label="party">') == 3                     # Alten, Jungen, Ego
    assert "8.7 rounds to 9" in page


def test_lesson05_kind_of_game_ends_its_sentence():
    (intro,) = _html_outputs("05-scoring.ipynb", "round_sheet_html(rnd)")
    assert "A round the engine played: a normal game, with the Alten (seats 2, 4)" in intro


def test_lesson06_kind_of_game_said_once_and_ends_its_sentence():
    (text,) = _markdown_outputs("06-a-full-round.ipynb", "describe_kind(rnd.kind)")
    assert text.count("normal game") == 1 and "(R10). Points: seat 0 scores" in text, text
