"""A checked answer in one sentence, for the course's "try it" widgets: the exercise's kind grades
the answer (:meth:`Exercise.check`); this says why *that* answer is wrong first ("the first card,
the Dulle (Rot-10), does not win: the trick goes to the Dulle, the third card"), then the rule (issue 19).

>>> from tutor.hydra.quiz.trick import TRICK
>>> right, why = tryit_verdict(TRICK.of("GK G9 GD HY G10"), 3)
>>> right, why.startswith("The Hydra does not win this trick. The trick goes to the Grün-Daus, the third card")
(False, True)
>>> tryit_verdict(TRICK.of("GK G9 GD HY G10"), 2)[0]
True
"""

from __future__ import annotations

from collections.abc import Callable

from .kind import Response
from .model import Exercise

__all__ = ["tryit_verdict"]


def tryit_verdict(exercise: Exercise, answer: Response,
                  reword: Callable[[str], str] | None = None) -> tuple[bool, str]:
    """(right, why) for ``answer`` to ``exercise``, graded by its kind; ``reword`` may change the
    explanation's words, never the verdict. A ValueError of the kind (an answer of the wrong
    shape) passes through."""
    feedback = exercise.check(answer)
    why = feedback.explanation
    if not feedback.correct:
        miss = feedback.headline.removeprefix("Not quite").lstrip(":. ").rstrip(".")
        lead = f"{miss[:1].upper()}{miss[1:]}. " if miss else ""
        why = f"{lead}{feedback.answer_text} {why}".strip()
    return feedback.correct, reword(why) if reword else why
