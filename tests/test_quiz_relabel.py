"""Issue 33: a quiz page built before the learner's language was known (a preheated kernel builds it before
the request arrives) says itself again in that language: ``QuizApp.relabel``."""

from __future__ import annotations

import html
import re

import pytest

from hydra.core.i18n import set_language, translate


def visible(markup: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", re.sub(r"<style.*?</style>", " ", markup, flags=re.S)))


@pytest.fixture
def german():
    yield
    set_language("en")


def test_a_quiz_built_in_english_says_itself_again_in_german(tmp_path, german):
    from tutor import ProgressStore, QuizSession
    from widgets.quiz import QuizApp
    set_language("en")
    app = QuizApp(QuizSession(ProgressStore(tmp_path)), exercise_id="t-suit-1-0001")
    assert app.check_button.description == "Check"
    english_prompt = visible(app.prompt.value)
    set_language("de")
    app.relabel()
    assert app.check_button.description == translate("Check", "de") == "Prüfen"
    assert app.next_button.description == translate("Next", "de")
    assert app.exercise is not None and app.exercise.id == "t-suit-1-0001"        # the same exercise, said again
    assert visible(app.prompt.value) != english_prompt
    assert translate("Glossary", "de") in visible(app.nav.value)                   # the bar too
    assert "Glossary" not in visible(app.nav.value)


def test_relabel_keeps_the_kind_chosen(tmp_path, german):
    from tutor import ProgressStore, QuizSession
    from widgets.quiz import QuizApp
    set_language("en")
    app = QuizApp(QuizSession(ProgressStore(tmp_path)), exercise_id="t-suit-1-0001")
    kind = app.kind_picker.value
    english = [label for label, _value in app.kind_picker.options]
    set_language("de")
    app.relabel()
    assert app.kind_picker.value == kind
    german = [label for label, _value in app.kind_picker.options]
    assert len(german) == len(english) and all(de != en for de, en in zip(german, english))
