"""Issue 19: the 500 course in the same step form as Hydra's. Each lesson is a short series of steps
(one idea, a sentence or two, then the learner does it), played by the same step player; every task
is an exercise of the quiz's 500 kinds (the engine decides, no check logic in a cell or widget); a
miss says why and asks again, the answer comes after the second; progress is saved per learner and
shown on the home page; the earlier pages' saved answers still count; the rules text's ambiguities
stand on the rule notes page only, and German comes with its English."""

from __future__ import annotations

import json
import re
import tempfile
from pathlib import Path

import pytest

from tutor.course import LessonProgress
from tutor.fuenfhundert.course import FH_LESSONS, FH_MIGRATION, FH_STEP_LESSONS, RULE_NOTES, fh_lesson
from tutor.course.steps import Attempt
from tutor.exercises import kind_named, make_exercise
from tutor.games import TUTOR_GAMES, step_course
from widgets.course.home import HomePage
from widgets.course.steps import StepPlayer
from widgets.fuenfhundert.notes import NOTED, rule_notes_html

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
ALL_STEPS = [s for item in FH_STEP_LESSONS for s in item.steps]


def cells(notebook: str, kind: str) -> list[str]:
    data = json.loads((NOTEBOOKS / notebook).read_text(encoding="utf-8"))
    return ["".join(c["source"]) for c in data["cells"] if c["cell_type"] == kind]


@pytest.mark.parametrize("item", FH_LESSONS, ids=lambda item: item.number)
def test_each_page_is_one_cell_of_the_step_player(item):
    code = cells(item.notebook, "code")
    assert len(code) == 1
    assert f'build_step_player("{item.number}", game="fuenfhundert")' in code[0]
    assert item.steps and item.key == f"path-{item.number}"
    assert step_course(item.number, "fuenfhundert")[1] is item
    assert step_course(item.number)[1] is item                  # found through the registry of games


def test_the_registry_gives_each_game_its_course():
    assert [lesson.number for lesson, _ in TUTOR_GAMES["fuenfhundert"].course()] == ["500-1", "500-2", "500-3"]
    assert [lesson.number for lesson, _ in TUTOR_GAMES["hydra"].course()][:2] == ["01", "02"]


@pytest.mark.parametrize("step", ALL_STEPS, ids=lambda s: s.id)
def test_every_step_is_short_and_asks_a_500_exercise(step):
    assert step.task.family == "fuenfhundert"                           # the quiz's own 500 kinds
    assert kind_named(step.kind) in TUTOR_GAMES["fuenfhundert"].kinds
    assert step.words() <= 60, step.words()                              # a sentence or two and the question
    right = kind_named(step.kind).solution(step.task)
    assert step.task.check(right).correct


def test_every_kind_of_500_exercise_is_asked():
    assert {s.kind for s in ALL_STEPS} == {k.name for k in TUTOR_GAMES["fuenfhundert"].kinds}
    assert all(len(item.steps) <= 7 for item in FH_STEP_LESSONS)


def test_the_old_try_it_trick_is_a_step_of_the_fh_trick_kind_F5():
    """The page's "try it" box (D5 DA HJ D9 under 7 Karo: the left bower wins) is a step now."""
    step = fh_lesson("500-2")
    item = step_course(step.number)[2].step("500-2-bowers-3")
    assert item.kind == "fh-trick" and item.task.answer == 2
    go = Attempt(item)
    miss = go.answer(1)
    assert not miss.correct and "Try again" in miss.message and "left bower" in miss.message
    assert not go.answer(2).star


def wrong_of(step):
    ex = step.task
    if step.form == "pick-card":
        return next(i for i in range(len(ex.cards)) if i != ex.answer)
    if step.form == "choice":
        return next(c for c in ex.choices if c != kind_named(step.kind).solution(ex))
    if step.form == "number":
        return str(int(kind_named(step.kind).solution(ex)) + 10)
    return [str(c) for c in ex.hand if str(c) not in {str(a) for a in ex.answer}][:1] or []


@pytest.mark.parametrize("step", ALL_STEPS, ids=lambda s: s.id)
def test_a_miss_says_why_without_the_answer_and_the_second_shows_it(step):
    go = Attempt(step)
    first = go.answer(wrong_of(step))
    assert not first.correct and not first.solution_shown and first.message.endswith("Try again.")
    assert "Traceback" not in first.message and "Contract.parse" not in first.message
    if step.form == "number":
        assert str(kind_named(step.kind).solution(step.task)) not in first.message
    second = go.answer(wrong_of(step))
    assert second.solution_shown and "The answer:" in second.message and not second.done


def test_a_miss_in_the_player_asks_again_and_the_answer_after_the_second():
    store = LessonProgress(tempfile.mkdtemp())
    player = StepPlayer("500-3", name="Ada", step="500-3-score-4", progress=store, game="fuenfhundert")
    solution = str(make_exercise("fs-failed-1-0001").answer)
    player.number_input.value = "5"
    assert player.check() is False and "Try again" in player.message.value
    assert solution not in player.message.value
    player.number_input.value = "6"
    assert player.check() is False and solution in player.message.value        # now the answer and why
    assert store.state("Ada", fh_lesson("500-3")).right == 0                     # not done: it comes back
    assert "500-3-score-4" in store.state("Ada", fh_lesson("500-3")).again


def test_progress_is_saved_per_learner_and_shown_on_the_home_page():
    store = LessonProgress(tempfile.mkdtemp())
    player = StepPlayer("500-1", name="Ada", progress=store, game="fuenfhundert")
    assert player.tap(player.step.task.answer) is True                            # first try: a star
    states = store.states("Ada", FH_LESSONS)
    assert states["500-1"].right == 1 and states["500-1"].stars == {"500-1-deck-1"}
    assert states["500-1"].status == "in progress"
    home = HomePage(name="Ada", progress=store)
    assert "1/5 steps, 1 ★" in home.fh_html.value
    assert 'href="500-01-deck-and-bids.ipynb?name=Ada"' in home.fh_html.value
    assert store.states("Grace", FH_LESSONS)["500-1"].status == "not started"      # per learner


def test_the_end_of_a_lesson_links_the_next_with_the_name():
    player = StepPlayer("500-1", name="Ada", step="end", progress=LessonProgress(tempfile.mkdtemp()),
                        game="fuenfhundert")
    assert 'href="500-02-bowers-and-joker.ipynb?name=Ada"' in player.end_links.value
    assert "Fünfhundert (500) · lesson 1 finished" in player.end.value
    last = StepPlayer("500-3", name="Ada", step="end", progress=LessonProgress(tempfile.mkdtemp()),
                      game="fuenfhundert")
    assert "cs-next-lesson" not in last.end_links.value


def test_saved_answers_of_the_earlier_pages_still_count():
    """The earlier pages saved their exercises under 500-N by quiz id: each counts for the step that
    asks the same exercise, and a page finished counts its whole lesson done."""
    store = LessonProgress(tempfile.mkdtemp())
    store.answer("Ada", fh_lesson("500-2").__class__("500-2", "x", "x", "x", ("ft-bowers-1-0001", "ft-joker-1-0001")),
                 "ft-bowers-1-0001", True)
    state = store.state("Ada", fh_lesson("500-2"))
    assert state.right_keys == {"500-2-bowers-2"}
    for old in ("fb-strain-1-0001", "fb-misere-1-0001"):
        store.answer("Ben", fh_lesson("500-1").__class__("500-1", "x", "x", "x", ()), old, True)
    assert store.state("Ben", fh_lesson("500-1")).status == "done"
    for (old, exercise), step in FH_MIGRATION.items():
        assert step_course(old)[2].step(step).task.id == exercise


@pytest.mark.parametrize("item", FH_LESSONS, ids=lambda item: item.number)
def test_the_ambiguities_are_on_the_rule_notes_page_not_in_the_lessons(item):
    steps = step_course(item.number)[2].steps
    text = " ".join(s.text + " " + s.question + " " + s.hint for s in steps)
    assert "read two ways" not in text and "rules text is silent" not in text and "reading" not in text
    notes = rule_notes_html()
    for rule in ("F3", "F6", "F10", "F20", "F21", "F22", "F23"):
        assert rule in NOTED and f'id="{rule}"' in notes
    assert RULE_NOTES in cells(item.notebook, "markdown")[0]


GERMAN = ("Gebot", "Passe", "Trumpf", "Stich", "Bube", "As")


@pytest.mark.parametrize("step", ALL_STEPS, ids=lambda s: s.id)
def test_german_words_come_with_their_english(step):
    """A German game word on a step's screen comes with its English there: "Bube (Jack)", "a bid (Gebot"."""
    text = step.text + " " + step.question
    for word in GERMAN:
        if re.search(rf"\b{word}\b", text):
            assert re.search(rf"\b{word}\b[^(.;:]{{0,12}}\(|\({word}\b|{word} \d+ \(|{word} \(", text), (word, text)
