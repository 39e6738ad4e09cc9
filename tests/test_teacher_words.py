"""Issue 34 on the teacher's pages: the dashboard, the projector's presenter, the scenario builder and the
scenarios page say the seats by the players' names (Ada, Ben ...) and make every cited rule a small link
that opens in place: no "Seat 0", no bare "(R1)", no internal id, on any scenario of the library, at its
start, at the trick it is about and at its end, with the explanation, the parties, the score sheet, a
seat's view and a what-if shown; in the builder's problems; and in the saved pages."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from test_no_internal_ids import SHOWN_ID, ids_in, shown
from tutor.hydra import scenarios as sc
from tutor.hydra.scenarios import Scenario
from widgets.hydra.teacher import Presenter, ScenarioBuilder, TeacherApp

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("HYDRA_DATA_DIR", str(tmp_path))


def what_is_shown(widget) -> str:
    """Every HTML value, every choice's label and every button's words below ``widget``."""
    out = []
    todo = [widget]
    while todo:
        w = todo.pop()
        for name in ("value", "description", "tooltip", "placeholder"):
            value = getattr(w, name, None)
            if isinstance(value, str) and name != "value" or isinstance(value, str) and "<" in value:
                out.append(value)
        for label in getattr(w, "_options_labels", ()) or ():
            out.append(label)
        todo.extend(getattr(w, "children", ()) or ())
    return "\n".join(out)


def bad_words(text: str) -> list[str]:
    seen = shown(text)
    return SHOWN_ID.findall(seen) + ids_in(seen)


def test_the_check_finds_a_seat_from_0_and_a_bare_rule():
    assert bad_words("<b>Seat 0 leads.</b> It wins (R1).") and bad_words("dealer: seat 4")
    assert bad_words('Ada leads. It wins <details class="hr-rule"><summary>rule</summary>(R1)</details>.') == []


@pytest.mark.parametrize("name", sc.library_names())
def test_the_presenter_names_seats_and_opens_rules_in_place(name):
    p = Presenter(sc.load_library(name))
    p.explain_button.value = p.parties_button.value = p.score_button.value = True
    screens = [what_is_shown(p)]
    p.next_button.click()
    p.branch_button.click()                                  # a what-if, compared with the main line
    rnd = p.line.round
    if not rnd.is_over and rnd.legal_cards():
        p.play_card(rnd.legal_cards()[-1])
    screens.append(what_is_shown(p))
    p.view_choice.value = p.line.round.seats[1]              # one seat's view: what it knows
    screens.append(what_is_shown(p))
    p.view_choice.value = -1
    while not p.line.round.is_over:
        p.trick_button.click()
    screens.append(what_is_shown(p))
    p.start_button.click()
    screens.append(what_is_shown(p))
    for screen in screens:
        assert bad_words(screen) == [], (name, bad_words(screen))
    assert "Ada" in screens[0] and 'class="hr-rule"' in "".join(screens)


def test_the_builder_says_its_problems_with_names_and_rules_in_place():
    s = Scenario.dealt(seed=7, dealer=4)
    s.hands[0].append(s.hands[1].pop())                      # eleven cards and nine (R12)
    s.hands[2].append("HY")                                  # a third Hydra (rules: Die Spielkarten)
    b = ScenarioBuilder(s)
    b.game.value = "antrag"                                  # and an Antrag nobody can make here (R9)
    text = what_is_shown(b)
    assert "Ada holds 11 cards" in text and "rule: dealing" in text and "rule: the cards" in text
    assert bad_words(text) == [], bad_words(text)
    b.players.value = 6                                      # the dealer sits out (R11)
    assert bad_words(what_is_shown(b)) == []


def test_the_dashboard_with_a_bad_link_and_a_scenario_says_no_seat_from_0():
    app = TeacherApp(sc.load_library("r11-six-players"), "r11-six-players")
    app.presenter.trick_button.click()
    text = what_is_shown(app)
    assert "dealer: Cem" in text and bad_words(text) == [], bad_words(text)
    record = Scenario.dealt(seed=1).to_record()
    record["hands"][0].append("EO")
    app.load_text(json.dumps(record))
    assert "Ada holds 11 cards" in app.message.value and bad_words(app.message.value) == []


@pytest.mark.parametrize("notebook", ["teacher-scenarios.ipynb", "teacher.ipynb"])
def test_the_saved_teacher_pages_say_no_seat_from_0_or_bare_rule(notebook):
    """The pages as saved (their outputs and the widgets' saved state) are what a reader first sees."""
    nb = json.loads((NOTEBOOKS / notebook).read_text(encoding="utf-8"))
    texts = []
    for cell in nb["cells"]:
        for out in cell.get("outputs", []):
            data = out.get("data", {})
            texts += ["".join(data.get(kind, "")) for kind in ("text/html", "text/markdown")]
        if cell["cell_type"] == "markdown":
            texts.append("".join(cell["source"]))
    for state in nb.get("metadata", {}).get("widgets", {}).get("application/vnd.jupyter.widget-state+json", {}) \
            .get("state", {}).values():
        values = state.get("state", {})
        texts += [str(values.get(k, "")) for k in ("value", "description", "tooltip")]
        texts += [str(label) for label in values.get("_options_labels", [])]
    text = "\n".join(t for t in texts if t)
    assert re.search(r"\b(Ada|Ben|Cem|Dora|Emil)\b", text)
    assert bad_words(text) == [], bad_words(text)[:10]


@pytest.mark.parametrize("name, at", [("r01-hydra-on-a-fail-trick", 47), ("r10-triple-engagement", 12),
                                      ("r09-open-antrag-accepted", 6), ("r11-six-players", 3)])
def test_a_class_question_on_the_projector_and_the_phones_names_seats_and_rules_in_place(tmp_path, name, at):
    """Every kind of question the position allows, pushed, answered, tallied and revealed: the projector's
    panel and a learner's say no seat from 0 and no bare rule id."""
    from tutor.classroom import KINDS, ClassStore
    from tutor.hydra.scenarios import Line
    from widgets.classroom import LearnerPanel, TeacherPanel
    line = Line(sc.load_library(name))
    line.go(at)
    teacher = TeacherPanel(ClassStore(tmp_path), lambda: line, poll=False,
                           environ={"VOILA_REQUEST_URL": "http://192.0.2.7:8866/voila/render/teacher.ipynb"})
    teacher.open_button.click()
    learner = LearnerPanel(ClassStore(tmp_path), code=teacher.model.room.code, name="Lu", poll=False)
    asked = 0
    for kind in KINDS:
        button = teacher.push_buttons.get(kind)
        if button is None or button.disabled:
            continue
        button.click()
        if learner.tick() != "question":
            continue                                           # this position cannot ask it: said in a sentence
        asked += 1
        teacher.tally_button.value = True
        teacher.reveal_button.click()
        learner.tick()
        for panel in (teacher, learner):
            text = what_is_shown(panel)
            assert bad_words(text) == [], (kind, bad_words(text))
        teacher.tally_button.value = False
    assert asked
