"""A page of the 500 course as a lesson (issue 19): the learner's name and progress at the top
(saved like the Hydra lessons', :mod:`tutor.course.fuenfhundert_course`), exercises of the quiz's 500
kinds in the page, and the way on at the bottom, every link with the name.

An exercise asks again after a miss: the first miss says only what was wrong ("Herz-4 does not win
this trick") and asks again; the second shows the answer and the engine's reasons. An exercise
counts as done only when it was answered right before its answer was shown.

>>> import tempfile
>>> from tutor.course import LessonProgress
>>> page = FhLessonPage("500-02-bowers-and-joker.ipynb", name="Ada", progress=LessonProgress(tempfile.mkdtemp()))
>>> ex = page.exercise("ft-bowers-1-0001")
>>> ex.value = 0; ex.check(), "Try again" in ex.feedback.value, "right bower" in ex.feedback.value
(False, True, False)
>>> ex.value = 1; ex.check(), "Herz-Bube (HJ, the right bower)" in ex.feedback.value
(False, True)
>>> ex.value = 3; ex.check(), page.state.right           # right, but after the answer was shown
(True, 0)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.course import LessonProgress
from tutor.course.fuenfhundert_course import fh_lesson
from tutor.exercises import CHOICE, NUMBER, PICK_CARD, Exercise, kind_named, make_exercise

from ..common.base import esc
from ..course.lesson import LessonPage
from ..course.tryit import TryIt
from .faces import cards_html, course_end_html, page_header

__all__ = ["FhLessonPage", "FhTryIt"]


class FhTryIt(TryIt):
    """A 500 exercise of the quiz's kinds, asked in a lesson: try again after a first miss."""

    def __init__(self, exercise: Exercise, **kwargs: Any) -> None:
        kind = kind_named(exercise.kind)
        shown = list(exercise.hand or exercise.cards)
        options: list[tuple[str, Any]] | None
        if kind.form == PICK_CARD:
            options = [(f"{i + 1}: {c.name(exercise.setting)}", i) for i, c in enumerate(shown)]
        elif kind.form == CHOICE:
            options = [(kind.choice_label(c), c) for c in exercise.choices]
        elif kind.form == NUMBER:
            options = None
        else:
            raise ValueError(f"a 500 lesson cannot ask {kind.title!r} (answer form {kind.form!r})")
        super().__init__(exercise.prompt, lambda answer: (False, ""), options=options,
                         placeholder="a number" if options is None else "", **kwargs)
        self.exercise = exercise
        self.misses = 0
        self.solution_shown = False
        facts = "".join(f"<p>{esc(f)}</p>" for f in exercise.facts)
        caption = f'<p class="fh-caption"><b>{esc(exercise.caption)}</b></p>' if exercise.caption else ""
        cards = ""
        if shown:
            captions = (["led"] + [f"{i + 1}." for i in range(1, len(shown))]) if not exercise.hand else None
            cards = cards_html(shown, contract=exercise.setting, width=48, captions=captions)
        self._question.value = f"<b>Try it:</b> {caption}{facts}<p>{esc(exercise.prompt)}</p>{cards}"

    def check(self) -> bool | None:
        answer = self.choice.value
        if answer is None or (isinstance(answer, str) and not answer.strip()):
            self.feedback.value = "<p><i>Pick or type an answer first.</i></p>"
            return None
        try:
            fb = self.exercise.check(answer) if self.exercise is not None else None
        except ValueError as error:
            self.feedback.value = f'<p style="color:#a0141e">{esc(error)}</p>'
            return None
        assert fb is not None
        self.right = bool(fb.correct)
        if fb.correct:
            self.feedback.value = (f'<p style="color:#1d7a33" data-right="true"><b>✔ Right!</b> '
                                   f"{esc(fb.explanation)}</p>")
        else:
            self.misses += 1
            if self.misses == 1:
                self.feedback.value = (f'<p style="color:#a0141e" data-right="false"><b>✘ {esc(fb.headline)}</b> '
                                       "Try again.</p>")
            else:
                self.solution_shown = True
                self.feedback.value = (f'<p style="color:#a0141e" data-right="false"><b>✘ {esc(fb.headline)}</b> '
                                       f"{esc(fb.answer_text)} {esc(fb.explanation)}</p>")
        counted = self.right and not self.solution_shown        # done means: without the answer shown
        for callback in self._on_check:
            callback(counted)
        return self.right


class FhLessonPage(LessonPage):
    """The top of a page of the 500 course: its bar, the learner and the progress in this page."""

    def __init__(self, notebook: str, name: str | None = None, progress: LessonProgress | None = None,
                 environ: Mapping[str, str] | None = None, **kwargs: Any) -> None:
        super().__init__(fh_lesson(notebook), name=name, progress=progress, environ=environ, **kwargs)

    def exercise(self, key: str) -> FhTryIt:
        """The exercise ``key`` (a quiz id of this lesson), tracked toward its progress."""
        tryit = FhTryIt(make_exercise(key))
        self.track(key, tryit)
        return tryit

    def _bar_html(self) -> str:
        return page_header(self.lesson.notebook, self.name)

    def _footer_html(self, state: Any) -> str:
        done = ' <span class="hl-done">Done!</span>' if state.status == "done" else ""
        return (f'<div class="hl-foot"><p><b>500 · {esc(self.lesson.title)}</b>: {esc(state.sentence())}.{done}</p>'
                + course_end_html(self.lesson.notebook, self.name) + "</div>")
