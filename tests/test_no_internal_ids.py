"""Issue 19: no internal id ever reaches the screen. Party kinds are said by their names
(``hydra.kind_title``: "secret proposal (geheimer Antrag)", never ``secret-proposal``), games by
``hydra.Game.name`` (never ``trump-solo:9``), calls by the table's words (``tutor.hydra.calls.seen_text``:
"declares a solo: Grün-Solo", never ``solo:color-solo:G`` or ``open:ED``), lessons as lessons (never
"notebook 02"). The widgets and pages are rendered and their text is searched for ids."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest

import hydra
from tutor.course import LESSONS
from widgets.course.models import RoundTimeline
from widgets.course.odds import exact_table_html, odds_chart_svg
from widgets.course.scoresheet import ScoreSheetView, round_sheet_html, sheet_html
from widgets.course.stepper import RoundStepper
from widgets.course.tryit import party_exercise

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
#: What an internal id looks like on screen.
IDS = re.compile(r"(?<![\w-])(secret-proposal|double-secret-proposal|double-engagement|triple-engagement|"
                 r"(?:trump|color|normal)-solo(?::\w+)?|solo:[\w:-]+|open:\w+|antrag:\w+|return:\w+|"
                 r"notebook \d\d)(?![\w-])")
#: The lessons whose pages this issue's work covers here (01-04 are rebuilt as steps).
CHECKED = [item.notebook for item in LESSONS if item.number >= "05"]


def visible_text(markup: str) -> str:
    """What a reader sees of some HTML: no tags, no style or script, entities decoded."""
    markup = re.sub(r"<(style|script)\b.*?</\1>", " ", markup, flags=re.S | re.I)
    return html.unescape(re.sub(r"<[^>]+>", " ", markup))


def ids_in(text: str) -> list[str]:
    return [m.group(0) for m in IDS.finditer(text)]


def test_the_check_sees_an_id():
    assert ids_in("seat 0: solo:color-solo:G, seat 1: open:ED; see notebook 02") == [
        "solo:color-solo:G", "open:ED", "notebook 02"]
    assert ids_in("a secret proposal (geheimer Antrag), a Grün-Solo (a colour solo)") == []


def test_party_kind_answers_are_named():
    tryit = party_exercise(["EO EO", "GO", "GO", "", ""])
    labels = [label for label, _value in tryit.choice.options]
    assert "secret proposal (geheimer Antrag)" in labels and "triple engagement" in labels
    assert ids_in(" | ".join(labels)) == []


@pytest.mark.parametrize("seed", [0, 1, 2, 3, 4, 5, 6])
def test_score_sheets_name_the_kind_of_game(seed):
    rnd = hydra.play_round(seed=seed)
    assert ids_in(visible_text(sheet_html(rnd.sheet) + round_sheet_html(rnd))) == []
    assert ids_in(visible_text(ScoreSheetView(rnd).snapshot_html())) == []


def test_call_logs_say_the_calls_in_words():
    solo = RoundStepper(seed=1, solo=(0, "color-solo:G"))
    antrag = RoundStepper(seed=3, antrag=(1, 3))
    for stepper in (solo, antrag):
        stepper.go(1)
        assert ids_in(visible_text(stepper.header.value)) == [], stepper.header.value
    assert "declares a solo: Grün-Solo" in solo.header.value
    assert "lays ED face up" in " ".join(RoundTimeline(seed=3, antrag=(1, 3)).calls_text())


def test_odds_say_the_kinds_by_name():
    from hydra.odds import party_kind_odds
    exact = party_kind_odds()
    assert ids_in(visible_text(exact_table_html(exact) + odds_chart_svg(exact))) == []


def _shown(notebook: str) -> list[str]:
    """Everything a saved lesson shows: Markdown, outputs, and its widgets' words."""
    data = json.loads((NOTEBOOKS / notebook).read_text(encoding="utf-8"))
    texts = []
    for cell in data["cells"]:
        if cell["cell_type"] == "markdown":
            texts.append(visible_text("".join(cell["source"])))
        for out in cell.get("outputs", []):
            for kind in ("text/html", "text/markdown", "text/plain"):
                if kind in out.get("data", {}):
                    texts.append(visible_text("".join(out["data"][kind])))
                    break
    state = data.get("metadata", {}).get("widgets", {}).get("application/vnd.jupyter.widget-state+json", {})
    for model in state.get("state", {}).values():
        for key in ("value", "description", "_options_labels", "tooltip"):
            value = model.get("state", {}).get(key)
            if isinstance(value, str):
                texts.append(visible_text(value))
            elif isinstance(value, list):
                texts.append(" | ".join(map(str, value)))
    return texts


@pytest.mark.parametrize("notebook", CHECKED)
def test_a_lesson_shows_no_internal_id(notebook):
    found = [i for text in _shown(notebook) for i in ids_in(text)]
    assert found == []


@pytest.mark.parametrize("notebook", CHECKED)
def test_a_lesson_shows_no_pandas_row_numbers(notebook):
    """A pandas table shows its index (0, 1, 2 ...) and its ids; the lessons use tables that say
    what each row is and fit a phone (widgets.common.stack)."""
    data = json.loads((NOTEBOOKS / notebook).read_text(encoding="utf-8"))
    source = "\n".join("".join(c["source"]) for c in data["cells"] if c["cell_type"] == "code")
    assert "pd.DataFrame" not in source
