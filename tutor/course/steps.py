"""The course as a path of short steps (issue 19), lichess-"Learn" style: plain data and the rules of
an attempt, no widgets.

A :class:`Step` is one idea in a sentence or two (``text``), an optional live example (``example``:
cards drawn with the card pictures) and a "you do it" task (``task``): an exercise of one of the
tutor's kinds (:mod:`tutor.exercises.kind`), made with the kind's ``of(...)``, so the engine decides
every answer. A :class:`StepLesson` is a lesson's steps in order. Ids are stable (``02-eyes-3``:
lesson 02, its short name, the step's place), so ``?step=02-eyes-3`` links keep working.

:class:`Attempt` is one go at a step:

* a miss says why *that* answer is wrong, in the engine's words and naming the card tapped
  (:func:`miss_reason`), and asks again;
* a second miss shows the solution; the step is then *not* done and comes back later (the
  progress store schedules it with the quiz's Leitner boxes, :mod:`tutor.course.progress`);
* "done" means answered without the solution; a right answer at the first try earns a star.

>>> from tutor.hydra.quiz.trick import TRICK
>>> step = Step("03-tricks-9", "Of two Dullen the second one played wins.", TRICK.of("EO R10 GO R10 GU"))
>>> go = Attempt(step)
>>> print(go.answer(1).message)
That is the first Dulle (Rot-10): The Dulle (Rot-10) equals the Dulle played before it; of two Dullen the second one wins (R2). Try again.
>>> outcome = go.answer(3)
>>> outcome.correct, outcome.done, outcome.star
(True, True, False)
"""  # noqa: E501 - a doctest's expected output is one line

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import cast

from hydra.core.i18n import N_, _, ngettext

from ..exercises.model import CHOICE, NUMBER, PICK_CARD, SELECT_CARDS, Exercise, Feedback, kind_named

__all__ = ["Step", "StepLesson", "Attempt", "Outcome", "miss_reason", "solution_text", "MAX_MISSES", "WIN", "led"]

#: The question of a "which card wins" step, in every game's course.
WIN = N_("Tap the card that wins this trick.")


def led(what: str) -> str:
    """The question of a "which cards may you play" step: ``what`` was led ("Grün", "A trump")."""
    return _("{what} was led. Tap every card you may play, then Check.").format(what=what)


#: Misses before the solution is shown.
MAX_MISSES = 2



@dataclass(frozen=True)
class Step:
    """One screen of a lesson: the idea, an optional example and the task."""

    id: str
    text: str
    task: Exercise
    #: Cards shown as the live example above the task (the task's own cards are shown anyway).
    example: tuple[str, ...] = ()
    #: What to do, if it is not the task's own prompt (e.g. "Tap the card that wins this trick.").
    ask: str = ""
    #: Said after a miss, after the engine's reason (a number question: how to count).
    hint: str = ""
    #: A page to read more on, under the idea: (the link's words, the page's notebook with an
    #: optional ``#anchor``), e.g. the rules text's table on 500's rule notes page.
    see: tuple[str, ...] = ()

    @property
    def kind(self) -> str:
        return self.task.kind

    @property
    def form(self) -> str:
        return kind_named(self.task.kind).form

    @property
    def question(self) -> str:
        return self.ask or self.task.prompt

    @property
    def lesson_number(self) -> str:
        return self.id.split("-", 1)[0]

    def words(self) -> int:
        """How many words the learner reads on this step (idea and question)."""
        return len((self.text + " " + self.question).split())


@dataclass(frozen=True)
class StepLesson:
    """A lesson of steps: number ('02'), a short name used in step ids ('eyes'), title, the steps."""

    number: str
    slug: str
    title: str
    steps: tuple[Step, ...]

    def __post_init__(self) -> None:
        for place, step in enumerate(self.steps, 1):
            if step.id != f"{self.number}-{self.slug}-{place}":
                raise ValueError(f"step {step.id!r} should be {self.number}-{self.slug}-{place}")

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(s.id for s in self.steps)

    def step(self, step_id: str | None) -> Step:
        """The step of this id (or its place, '3'); the first one for anything unknown."""
        for place, step in enumerate(self.steps, 1):
            if step_id in (step.id, str(place)):
                return step
        return self.steps[0]

    def index(self, step_id: str | None) -> int:
        return self.steps.index(self.step(step_id))

    def knows(self, step_id: str) -> bool:
        """Whether ``step_id`` names one of this lesson's steps (its id, or its place, '3')."""
        return any(step_id in (step.id, str(place)) for place, step in enumerate(self.steps, 1))


@dataclass(frozen=True)
class Outcome:
    """What one answer gives: the learner's message, and where the attempt stands."""

    correct: bool
    message: str
    feedback: Feedback
    misses: int
    solution_shown: bool = False
    marks: dict[int, str] = field(default_factory=dict)

    @property
    def finished(self) -> bool:
        """Right, or the solution was shown: the learner goes on."""
        return self.correct or self.solution_shown

    @property
    def done(self) -> bool:
        """Answered without the solution."""
        return self.correct and not self.solution_shown

    @property
    def star(self) -> bool:
        """Right at the first try."""
        return self.correct and self.misses == 0


class Attempt:
    """One go at a step: :meth:`answer` until it is finished (right, or the solution shown)."""

    def __init__(self, step: Step) -> None:
        self.step = step
        self.misses = 0
        self.last: Outcome | None = None

    @property
    def finished(self) -> bool:
        return self.last is not None and self.last.finished

    # response: what the page sent, untyped (the ExerciseKind protocol's); the kind checks it
    def answer(self, response: object) -> Outcome:
        """Grade ``response`` (the task kind's shape; ValueError with a learner sentence if it has
        the wrong shape, which is no miss)."""
        if self.finished:
            assert self.last is not None
            return self.last
        ex = self.step.task
        feedback = ex.check(response)
        if feedback.correct:
            praise = _("Right, first try!") if self.misses == 0 else _("Right!")
            self.last = Outcome(True, f"{praise} {_why_right(ex, feedback)}".strip(), feedback, self.misses,
                                marks=dict(feedback.marks))
            return self.last
        self.misses += 1
        reason = miss_reason(ex, response, feedback)
        if self.misses < MAX_MISSES:
            hint = f" {self.step.hint}" if self.step.hint else ""
            marks = {k: v for k, v in feedback.marks.items() if v in ("selected", "illegal")
                     and (ex.hand or k == _pick(response))}
            if self.step.form == PICK_CARD:
                marks = {_pick(response): "selected"}
            elif self.step.form == SELECT_CARDS:
                marks = {}
            self.last = Outcome(False, f"{reason}{hint} " + _("Try again."), feedback, self.misses, marks=marks)
            return self.last
        if self.step.form == NUMBER:
            reason = _("Not {answer}.").format(answer=str(response).strip())
        self.last = Outcome(False, reason + " " + _("The answer: {answer}").format(answer=solution_text(ex)), feedback,
                            self.misses,
                            solution_shown=True, marks=dict(ex.check(kind_named(ex.kind).solution(ex)).marks))
        return self.last


# response: what the page sent, untyped (the ExerciseKind protocol's); a position, or -1
def _pick(response: object) -> int:
    try:
        return int(str(response))
    except (TypeError, ValueError):
        return -1


def _why_right(ex: Exercise, feedback: Feedback) -> str:
    if kind_named(ex.kind).form == SELECT_CARDS:
        return feedback.answer_text
    return _without_yes(feedback.explanation)


def _without_yes(text: str) -> str:
    """An explanation without its "Yes: " (in any language): the step says "Right!" before it."""
    for yes in ("Yes: ", "Yes, ", _("Yes: "), _("Yes, ")):
        text = text[len(yes):] if text.startswith(yes) else text
    return text


# response: what the page sent, untyped (the ExerciseKind protocol's), already checked by the kind
def miss_reason(ex: Exercise, response: object, feedback: Feedback) -> str:
    """Why *this* answer is wrong, in the engine's words, naming the card the learner tapped; never
    the whole solution."""
    own = getattr(kind_named(ex.kind), "miss_reason", None)      # a kind that says why itself
    if own is not None:
        return str(own(ex, response, feedback))
    if ex.kind == "legal" or (kind_named(ex.kind).form == SELECT_CARDS and ex.reasons):
        return _legal_miss(ex, response, feedback)
    if kind_named(ex.kind).form == NUMBER and ex.kind == "eyes":
        return _("Not {answer}: count each card's eyes and add them up.").format(answer=str(response).strip())
    return feedback.explanation


# response: what the page sent, untyped (the ExerciseKind protocol's): cards as text or a collection
def _legal_miss(ex: Exercise, response: object, feedback: Feedback) -> str:
    """The engine's reason for each card tapped that may not be played; for cards left out, how many
    (not which: that would be the answer)."""
    picked = (response.replace(",", " ").split() if isinstance(response, str)
              else [str(c) for c in cast(Iterable[object], response)])  # object: cards as their str()
    legal = [str(c) for c in cast(Iterable[object], kind_named(ex.kind).solution(ex))]  # object: cards as str()
    reasons = dict(ex.reasons)
    wrong = list(dict.fromkeys(code for code in picked if code in reasons))
    said = [reasons[wrong[0]]] if wrong else []
    if len(wrong) > 1:
        said.append(_("Nor may {cards}, for the same reason.").format(cards=", ".join(wrong[1:])))
    left = len(legal) - sum(1 for code in picked if code in legal)
    if left > 0:
        said.append(ngettext("One more of your cards may be played: which?",
                              "{count} more of your cards may be played: which?", left).format(count=left))
    return " ".join(said) or feedback.explanation


def solution_text(ex: Exercise) -> str:
    """The right answer and the engine's why."""
    kind = kind_named(ex.kind)
    right = kind.solution(ex)
    feedback = ex.check(right)
    if ex.kind == "trick":
        return feedback.explanation
    if kind.form == SELECT_CARDS:
        return f"{feedback.answer_text} {ex.explanation}".strip()
    text = _without_yes(feedback.explanation)
    if ex.kind == "deck-fact":
        return text
    if kind.form == PICK_CARD:
        card = str((ex.hand or ex.cards)[int(str(right))])
        if f"({card}," in text or f"({card})" in text:        # the engine's sentence names it already
            return text
        return f"{card}. {text[0].upper()}{text[1:]}"
    if kind.form == CHOICE:
        return f"{kind.choice_label(right)}. {text}"
    return f"{right}. {text}"
