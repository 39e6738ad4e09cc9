"""Issue 34, "Nothing a learner does not need on screen", on the pages off the path: the page for Doppelkopf
players, the Doppelkopf comparison, Hydropolis's course and play page, 500's play page and rule notes, the
teacher's card picker and the class tally. No rule id as text (a cited rule is a small link that opens its
sentence in place, :mod:`widgets.common.rules`), no seat counted from 0 (the players by name), no card by
its code where a learner reads it (its name: "Eichel-Ober", a Doppelkopf card as Doppelkopf says it,
"Herz-Zehn"). The saved pages' Markdown and outputs and the widgets as drawn are searched."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests.test_no_internal_ids import SHOWN_ID, visible_text
from tests.test_no_internal_ids import shown as shown_text

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
#: A seat counted from 0, as a reader would see it.
SEAT = re.compile(r"\b[Ss]eats? \d")
#: A card's code where its name belongs: Hydra's notation after a name ("Kreuz-Dame (EO)") or standing alone
#: ("You play EO", "R10 is not a trump").
CARD_CODE = re.compile(r"\((?:[SRGE](?:10|[UOKD9]))\)|(?<![\w(-])(?:[EGRS](?:10|9|[DKOU])|HY)(?![\w-])")
#: A rule's id as text anywhere, in a bracket or not ("(D5)", "Why: D5, D7"): the pages say rules in words.
BARE_ID = re.compile(r"(?<![\w-])(?:R(?:[1-8]|1[1-9]|2\d)|[DFP]\d{1,2})(?![\w-])")


def shown(html: str) -> str:
    """What a reader sees before opening a rule; a card's picture keeps its code in its accessible name only."""
    return shown_text(re.sub(r"<svg\b.*?</svg>", " ", html, flags=re.S))


def _page_texts(notebook: str) -> list[str]:
    """What a saved page shows before anything is opened: its Markdown (the words in place folded) and its
    outputs, without the rules' folded sentences."""
    data = json.loads((NOTEBOOKS / notebook).read_text(encoding="utf-8"))
    texts = []
    for cell in data["cells"]:
        if cell["cell_type"] == "markdown":
            source = re.sub(r'<span class="hw-say">.*?</span></span>', "</span>", "".join(cell["source"]), flags=re.S)
            texts.append(shown(source))
        for out in cell.get("outputs", []):
            for kind in ("text/html", "text/markdown", "text/plain"):
                if kind in out.get("data", {}):
                    texts.append(shown("".join(out["data"][kind])))
                    break
    return texts


@pytest.mark.parametrize("notebook", ["doppelkopf-players.ipynb", "doppelkopf-differences.ipynb",
                                      "500-rule-notes.ipynb", "hydropolis-01-cards-and-sides.ipynb",
                                      "hydropolis-02-what-fits-where.ipynb", "hydropolis-03-scoring-and-a-game.ipynb"])
def test_a_page_off_the_path_shows_no_rule_id_or_seat_number(notebook):
    found = [m for text in _page_texts(notebook) for m in SHOWN_ID.findall(text) + SEAT.findall(text)]
    assert found == []


def test_the_page_for_doppelkopf_players_names_players_cards_and_rules():
    """Was: "seat 0" 7 times, about 90 rule ids, every card with Hydra's code ("Herz-10 (R10)")."""
    texts = _page_texts("doppelkopf-players.ipynb")
    assert [m for t in texts for m in SEAT.findall(t) + CARD_CODE.findall(t) + BARE_ID.findall(t)] == []
    saved = (NOTEBOOKS / "doppelkopf-players.ipynb").read_text(encoding="utf-8")
    assert saved.count('details class=\\"hr-rule\\"') > 20            # the rules open in place instead


def _widget_texts() -> list[str]:
    from widgets.doppelkopf.course_side import ColourSoloPoint, Exception120, SideBySide, points_html
    side = SideBySide()
    texts = []
    for _label, game in side.game.options:                      # every game's ladders and example trick
        side.game.value = game
        texts.append(side.snapshot_html())
    side.fifth.value = "HY"
    texts.append(side.snapshot_html())
    texts += [ColourSoloPoint(suit=s).snapshot_html() for s in "SRGE"]
    texts.append(points_html(("hochzeit-alone", "gegen-die-alten", "fuechse-armut")))
    texts += [Exception120(re_eyes=e, kontra_doppelt=d).snapshot_html() for e in (110, 120, 121) for d in (True, False)]
    return texts


def test_the_doppelkopf_side_by_side_and_its_points_say_things_in_words():
    texts = [shown(t) for t in _widget_texts()]
    assert [m for t in texts for m in SEAT.findall(t) + CARD_CODE.findall(t) + BARE_ID.findall(t)] == []
    assert any("Herz-Zehn" in t for t in texts) and any("Dora" in t or "Ada" in t for t in texts)


def test_the_comparisons_examples_cite_rules_as_links():
    """Was: "(R5)" and "(R3, R4)" in the comparison's example outcomes."""
    from hydra.doppelkopf.compare import differences
    from widgets.doppelkopf.html import difference_html
    html = "".join(difference_html(d) for d in differences())
    text = shown(html)
    assert SHOWN_ID.findall(text) == [] and SEAT.findall(text) == [] and CARD_CODE.findall(text) == []
    assert "normal-solo" not in text and "round_half_up" not in text          # the spec's words, not a learner's


def test_hydropolis_play_page_says_its_rules_in_place_and_its_wrench_box_is_plain():
    """Was: "(P13)", "(P14)" as text, the checkbox "Wrench variant (P14)"."""
    from widgets.hydropolis.play import HydropolisPlayApp
    app = HydropolisPlayApp(deal="1-0", wrench="1")
    assert app.wrench_box.description == "Wrench variant"
    texts = [shown(c.value) for c in app.children if hasattr(c, "value") and isinstance(c.value, str)]
    texts += [shown(c.value) for box in app.children if hasattr(box, "children")
              for c in box.children if isinstance(getattr(c, "value", None), str)]
    assert [m for t in texts for m in SHOWN_ID.findall(t)] == []
    assert "[rule]" in " ".join(texts)                       # the rules as links that open in place


def test_500s_panels_name_their_rules_in_words():
    """Was: "The bidding (F3, F4, F20)", "The game (to 500, F11)"."""
    from widgets.fuenfhundert.play_html import named
    from widgets.fuenfhundert.play import FuenfhundertPlayApp
    app = FuenfhundertPlayApp(deal="4711-0")
    for _ in range(40):
        acts = app.session.legal_actions()
        if not acts:
            break
        app.press(acts[0])
    texts = [shown(w.value) for w in (app.replies, app.match) if isinstance(getattr(w, "value", None), str)]
    assert [m for t in texts for m in SHOWN_ID.findall(t)] == []
    assert "(C6, " not in " ".join(texts) and named("Kreuz-6 (C6, 6 of Clubs)") == "Kreuz-6 (6 of Clubs)"


def test_what_happened_on_hydras_play_page_names_the_cards():
    """Was: "You play EO"."""
    from widgets.hydra.play import HydraPlayApp
    app = HydraPlayApp(deal="4711-4")
    for _ in range(30):
        app.press(app.session.legal_actions()[0])
        if " play" in visible_text(app.replies.value) and "trick" in visible_text(app.replies.value):
            break
    text = visible_text(app.replies.value)
    assert " play" in text and CARD_CODE.findall(text) == []


def test_the_teachers_card_picker_says_each_cards_name():
    """Was: the buttons "S9", "EO"."""
    from widgets.hydra.teacher.builder import ScenarioBuilder
    builder = ScenarioBuilder()
    assert builder.palette_views["EO"].button.description == "Eichel-Ober"
    assert builder.palette_views["S9"].button.description == "Schell-9"


def test_the_class_tally_names_the_cards(tmp_path):
    """Was: the bars "SK", "ED", "GK" on the projector."""
    from tutor.classroom import ClassStore, LearnerClass, TeacherClass
    from tutor.hydra.scenarios import Line, load_library
    from widgets.classroom.html import tally_html
    teacher = TeacherClass(ClassStore(tmp_path))
    teacher.open()
    line = Line(load_library("r01-hydra-on-a-fail-trick"))
    line.go(50)
    teacher.push("winner", line)
    learner = LearnerClass(ClassStore(tmp_path))
    learner.join(teacher.room.code, "Ada")
    assert learner.poll() == "question"
    learner.answer([0])
    tally = tally_html(learner.current.question, teacher.tally(), show_right=True)
    bars = [visible_text(cell) for cell in re.findall(r"<tr[^>]*><td>(.*?)</td>", tally)]
    assert bars and all(CARD_CODE.findall(bar) == [] for bar in bars)
    assert any(bar.startswith("Schell-König") for bar in bars), bars
