"""The path's play steps (lesson 12, issue 34): a round the learner plays on the play page counts for
its step once it is played to the end.

The step links to the play page with the step's deal and id (:func:`play_link`:
``play.ipynb?deal=374-4&step=12-play-2&name=Ada``); the play page asks :func:`report_round` when a
round ends, and that saves the step as done in the learner's lesson progress when the round is the
one the step asks for (:data:`tutor.exercises.PLAY_ROUND` decides: played to the end, with the
learner's solo or Antrag).

>>> play_link("12-play-2", "Ada")
'play.ipynb?deal=374-4&step=12-play-2&name=Ada'
>>> is_play_step("12-play-2"), is_play_step("02-eyes-1"), is_play_step("nonsense")
(True, False, False)
"""

from __future__ import annotations

import sys
from dataclasses import dataclass

import hydra
from hydra.core.i18n import _

from tutor.hydra.quiz.path_kinds import PLAY_ROUND
from tutor.progress import ProgressStore
from tutor.course.lessons import lesson, step_url
from tutor.course.pages import page_url
from .path import step
from tutor.course.progress import LessonProgress

__all__ = ["PathRound", "play_link", "is_play_step", "report_round"]


def is_play_step(step_id: str | None) -> bool:
    """Whether ``step_id`` is one of the path's play steps."""
    try:
        return step_id is not None and step(step_id).kind == PLAY_ROUND.name
    except KeyError:
        return False


def play_link(step_id: str, name: str | None = None) -> str:
    """The play page at the step's deal, carrying the step (so the page reports the round) and the name."""
    return page_url("play", name, deal=str(step(step_id).task.given[0]), step=step_id)


@dataclass(frozen=True)
class PathRound:
    """What the play page says about a path step's round: whether it counted, and a sentence."""

    done: bool
    sentence: str
    back: str


def report_round(step_id: str | None, deal: str, rnd: hydra.Round, name: str | None,
                 store: ProgressStore | None) -> PathRound | None:
    """The round ``rnd`` of ``deal`` is over (or not): for a play step of the path (else None) say so,
    and save the step as done for ``name`` (answered right at the first go) if the round is the one
    the step asks for. Saving twice does no harm (a step once done stays done)."""
    if not is_play_step(step_id):
        return None
    assert step_id is not None
    here = step(step_id)
    back = step_url(step_id, name)
    where = _("lesson {lesson}, step {place}").format(lesson=int(here.lesson_number),
                                                     place=int(step_id.rsplit("-", 1)[1]))
    if deal != str(here.task.given[0]):
        return PathRound(False, _("This is not the round of {where} any more.").format(where=where), back)
    if not rnd.is_over:
        return PathRound(False, _("Play this round to the end: then it counts for {where}.").format(where=where),
                         back)
    result = PLAY_ROUND.check(here.task, rnd)
    if not result.correct:
        return PathRound(False, result.explanation, back)
    if not name:
        return PathRound(False, _("Played! Type your name below, and the path marks {where} done.").format(
            where=where), back)
    if store is None:
        return PathRound(False, _("Played! Your progress cannot be saved here, so the path cannot mark it."), back)
    progress: LessonProgress | None = None
    try:
        progress = LessonProgress(store)
        state = progress.state(name, lesson(here.lesson_number))
        if step_id not in state.right_keys:
            progress.step_answer(name, lesson(here.lesson_number), step_id, done=True, star=True)
    except Exception as error:                        # an unwritable store: say so, never a traceback
        print(f"hydra play: path step not saved: {error!r}", file=sys.stderr)
        return PathRound(False, _("Played! But your progress could not be saved just now."), back)
    finally:
        if progress is not None:
            progress.close()
    return PathRound(True, _("Done: this round counts for {where} of the path.").format(where=where), back)
