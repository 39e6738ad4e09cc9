"""Issue 19: the 500 course is a course. Each page asks exercises of the quiz's 500 kinds (through the
exercise-kind protocol, by fixed ids), saves the learner's progress like the Hydra lessons (and the
home page shows it), asks again after a first miss and counts an exercise done only when it was
answered before its answer was shown; the rules text's ambiguities stand on the rule notes page, not
in the lessons, and the German the lessons quote comes with its English."""

from __future__ import annotations

import json
import re
import tempfile
from pathlib import Path

import pytest

from tutor.course import LessonProgress
from tutor.course.fuenfhundert_course import FH_LESSONS, RULE_NOTES
from tutor.exercises import make_exercise
from widgets.course.home import HomePage
from widgets.fuenfhundert.course import FhLessonPage
from widgets.fuenfhundert.notes import NOTED, rule_notes_html

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"


def cells(notebook: str, kind: str) -> list[str]:
    data = json.loads((NOTEBOOKS / notebook).read_text(encoding="utf-8"))
    return ["".join(c["source"]) for c in data["cells"] if c["cell_type"] == kind]


@pytest.mark.parametrize("item", FH_LESSONS, ids=lambda item: item.number)
def test_each_page_asks_its_exercises_and_ends_with_its_footer(item):
    code = cells(item.notebook, "code")
    assert f'FhLessonPage("{item.notebook}")' in code[0]
    assert re.findall(r'lesson\.exercise\("([^"]+)"\)', "\n".join(code)) == list(item.exercises)
    assert code[-1].strip() == "lesson.footer()"
    for key in item.exercises:
        assert make_exercise(key).family == "fuenfhundert"           # the quiz's own 500 kinds


@pytest.mark.parametrize("item", FH_LESSONS, ids=lambda item: item.number)
def test_the_ambiguities_are_on_the_rule_notes_page_not_in_the_lessons(item):
    text = "\n".join(cells(item.notebook, "code") + cells(item.notebook, "markdown"))
    assert "readings_html" not in text and "can be read two ways" not in text.replace("\n", " ")
    assert "Misère can be read two ways" not in text
    assert f"]({RULE_NOTES}" in text                     # the lesson links the notes
    notes = rule_notes_html()
    for rule in ("F3", "F6", "F10", "F20", "F21", "F22", "F23"):
        assert rule in NOTED and f'id="{rule}"' in notes


@pytest.mark.parametrize("item", FH_LESSONS, ids=lambda item: item.number)
def test_german_quoted_with_its_english(item):
    text = "\n".join(cells(item.notebook, "markdown"))
    quotes = re.findall(r"„[^“]+“(.{0,3})", text, flags=re.S)
    for after in quotes:
        assert after.lstrip()[:1] in ("(", ":"), after
    assert '"Der JOKER' not in text and '("das andere Team' not in text


def test_progress_is_saved_per_learner_and_shown_on_the_home_page():
    store = LessonProgress(tempfile.mkdtemp())
    page = FhLessonPage("500-01-deck-and-bids.ipynb", name="Ada", progress=store)
    strain = page.exercise("fb-strain-1-0001")
    strain.value = make_exercise("fb-strain-1-0001").answer
    assert strain.check() is True
    states = store.states("Ada", FH_LESSONS)
    assert states["500-1"].right == 1 and states["500-1"].status == "in progress"
    home = HomePage(name="Ada", progress=store)
    assert "in progress (1/2)" in home.fh_html.value
    assert 'href="500-01-deck-and-bids.ipynb?name=Ada"' in home.fh_html.value
    misere = page.exercise("fb-misere-1-0001")
    misere.value = make_exercise("fb-misere-1-0001").answer
    misere.check()
    assert "done" in HomePage(name="Ada", progress=store).fh_html.value
    assert store.states("Grace", FH_LESSONS)["500-1"].status == "not started"      # per learner


def test_a_miss_asks_again_and_the_answer_comes_after_the_second():
    store = LessonProgress(tempfile.mkdtemp())
    page = FhLessonPage("500-03-misere-and-scoring.ipynb", name="Ada", progress=store)
    ex = page.exercise("fs-failed-1-0001")
    solution = make_exercise("fs-failed-1-0001").answer
    ex.value = "5"
    assert ex.check() is False and "Try again" in ex.feedback.value and str(solution) not in ex.feedback.value
    ex.value = "6"
    assert ex.check() is False and str(solution) in ex.feedback.value          # now the answer and why
    ex.value = str(solution)
    assert ex.check() is True
    assert store.state("Ada", page.lesson).right == 0         # copied after the answer: not done
