"""Hydropolis's quiz kinds (issue 20) over many seeds: "may this card go here?" (P7, P8, P10),
"where may this card go?" (P7, P8) and "how many points?" (P11).

For every topic and difficulty: the kind's solution always checks right and agrees with the
engine (Table.check / Table.fits / Table.score, asked afresh here); every wrong answer is graded
wrong and says why; the id round-trips; and the quiz (session and dashboard) shows the game's
table and card, counts the answer for the topic and offers the topics in the progress panel.
"""

from __future__ import annotations

import re
import tempfile
import xml.etree.ElementTree as ET

import pytest

from hydra import hydropolis as hp
from tutor import ProgressStore, QuizSession
from tutor.exercises import TOPICS, make_exercise, parse_id
from tutor.hydropolis.quiz.kinds import HP_MAY, HP_POINTS, HP_WHERE, VERDICTS, table_of
from tutor.exercises.topics import format_id

SEEDS = range(25)
HP_TOPICS = [t for t in TOPICS.values() if t.family == "hydropolis"]
CASES = [(t.key, d) for t in HP_TOPICS for d in (1, 2, 3)]


def test_hydropolis_topics_cite_its_rulings():
    assert {t.kind for t in HP_TOPICS} == {"hp-may", "hp-where", "hp-points"}
    assert {t.rule for t in HP_TOPICS} <= {"P7", "P8", "P11"}
    assert all(t.rule in hp.RULINGS for t in HP_TOPICS)


@pytest.mark.parametrize("key,difficulty", CASES)
def test_solution_is_right_and_the_engines(key, difficulty):
    for seed in SEEDS:
        ex = make_exercise(f"{key}-{difficulty}-{seed:04x}")
        s = ex.setting
        table = table_of(s)
        assert len(table.laid) >= 3                               # a table to think about
        fb = ex.check(_kind(ex).solution(ex))
        assert fb.correct and fb.headline == "Right!" and fb.answer_text and fb.explanation
        if ex.kind == HP_MAY.name:
            reason = table.check(s.card, s.cell)                  # P10: the engine's sentence
            assert (ex.answer == "fits") == (reason is None)
            assert ex.explanation == (str(reason) if reason is not None else ex.explanation)
        elif ex.kind == HP_WHERE.name:
            cells = {str(c) for c in table.open_cells() if table.fits(s.card, c)}
            assert ex.answer == cells and cells and set(ex.choices) == {str(c) for c in table.open_cells()}
            assert set(ex.answer) < set(ex.choices)               # not every cell: a real question
        else:
            score = table.score(s.card, s.cell)                    # P11: the four parts
            assert ex.answer == score.total >= 0
            assert f"= {score.total} point" in fb.explanation
            assert all(f"{name} {n}" in fb.explanation for name, n in score.parts.items())
            assert tuple(fb.details) == tuple(score.reasons)


@pytest.mark.parametrize("key,difficulty", CASES)
def test_every_wrong_answer_says_why(key, difficulty):
    for seed in range(0, 25, 3):
        ex = make_exercise(f"{key}-{difficulty}-{seed:04x}")
        for wrong in _wrong_answers(ex):
            fb = ex.check(wrong)
            assert not fb.correct and fb.headline.startswith("Not quite")
            assert fb.answer_text and fb.explanation
            assert "Traceback" not in fb.explanation and "Cell(" not in fb.answer_text + " ".join(fb.details)
            if ex.kind == HP_WHERE.name:
                assert fb.details                                 # each wrong or missed cell said


def _kind(ex):
    return {k.name: k for k in (HP_MAY, HP_WHERE, HP_POINTS)}[ex.kind]


def _wrong_answers(ex):
    if ex.kind == HP_MAY.name:
        return [v for v in VERDICTS if v != ex.answer]
    if ex.kind == HP_WHERE.name:
        right = list(HP_WHERE.solution(ex))
        other = [c for c in ex.choices if c not in ex.answer]
        out = [right + other[:1]]
        if len(right) > 1:
            out.append(right[1:])
        return out
    return [str(ex.answer + 1), str(max(0, ex.answer - 1)) if ex.answer else "1"]


def test_a_wrong_may_answer_names_the_rule_the_engine_names():
    ex = next(e for e in (make_exercise(f"hm-sides-1-{s:04x}") for s in range(40)) if e.answer == "empty-edge")
    fb = ex.check("fits")
    assert "P8" in fb.rules and "empty edge" in fb.explanation and "meets" in fb.explanation
    assert str(ex.setting.card) in fb.answer_text


@pytest.mark.parametrize("kind,bad", [("hm-place", "maybe"), ("hm-place", None), ("hw-fit", []),
                                      ("hw-fit", ["(9,9)"]), ("hw-fit", 5), ("hs-pipes", "seven"),
                                      ("hs-pipes", "")])
def test_bad_responses_get_a_sentence(kind, bad):
    ex = make_exercise(f"{kind}-1-0001")
    with pytest.raises(ValueError) as error:
        ex.check(bad)
    assert error.value.args[0].endswith(".") and "Check" in error.value.args[0]


@pytest.mark.parametrize("key", [t.key for t in HP_TOPICS])
def test_ids_round_trip(key):
    for seed in (0, 0x2a, 0xbeef):
        exercise_id = format_id(TOPICS[key], 2, seed)
        assert parse_id(exercise_id) == (TOPICS[key], 2, seed)
        ex = make_exercise(exercise_id)
        assert ex.id == exercise_id and make_exercise(exercise_id.upper()) == ex
        assert ex.family == "hydropolis" and ex.caption.startswith("Hydropolis")


def test_a_link_opens_the_exercise_in_the_hydropolis_quiz_and_counts_it():
    session = QuizSession(ProgressStore(tempfile.mkdtemp()))
    session.login("Ada")
    ex = session.open("hs-caps-2-0007")
    assert session.game == "hydropolis"
    assert session.answer(HP_POINTS.solution(ex)).correct
    stats = session.stats()
    assert stats.topics["hs-caps"].correct == 1 and stats.score == 1
    assert {t.family for t in session.topics()} == {"hydropolis"}
    nxt = session.next_exercise()                             # spaced repetition over its topics
    assert nxt.family == "hydropolis"


def test_the_dashboard_draws_the_table_and_the_card_with_names():
    from widgets.quiz import QuizApp
    app = QuizApp(QuizSession(ProgressStore(tempfile.mkdtemp())), exercise_id="hw-leaky-1-0003")
    ex = app.exercise
    assert app.game_picker.value == "hydropolis" and "Hydropolis rules quiz" in app.title.value
    svgs = re.findall(r"<svg.*?</svg>", app.picture.value, re.S)
    names = [ET.fromstring(svg).get("aria-label") for svg in svgs]
    assert names[0].startswith("Hydropolis table") and names[1] == hp.card_name(ex.setting.card)
    assert "tutor's own deck" in app.picture.value                # the seed lists no cards
    buttons = app.inputs["select-choices"].buttons
    assert [b.description for b in buttons if b.layout.display != "none"][:len(ex.choices)] == list(ex.choices)
    for button, cell in zip(buttons, ex.choices):
        button.value = cell in ex.answer
    app.check()
    assert app.session.feedback.correct and "may go here" in app.picture.value
    assert all(b.disabled for b in buttons[:len(ex.choices)])
    assert 'data-topic="hw-leaky"' in app.stats_html.value and 'data-topic="hm-place"' in app.stats_html.value


def test_number_keys_select_cells_and_enter_checks():
    """The keys of "where may this card go?": 1-9 and 0 toggle the cells' buttons, Enter checks."""
    from widgets.quiz import QuizApp
    app = QuizApp(QuizSession(None), exercise_id="hw-fit-1-0002")
    ex = app.exercise
    assert "select" in app.keys_hint.value
    for i, cell in enumerate(ex.choices):
        if cell in ex.answer:
            app.press(str((i + 1) % 10))
    assert len(ex.choices) >= 3
    app.press("3")
    app.press("3")                                            # pressed twice: as it was
    app.press("Enter")
    assert app.session.feedback is not None and app.session.feedback.correct
