"""The Fünfhundert (500) short course as lessons (issue 19): three pages, each with exercises that
count, saved per learner beside the Hydra lessons' (:class:`tutor.course.LessonProgress`, lesson
numbers ``500-1`` to ``500-3``). The exercises are the quiz's own 500 kinds (``tutor.exercises.fh_*``),
asked by fixed ids, so a page asks the same questions every time.

>>> [item.number for item in FH_LESSONS]
['500-1', '500-2', '500-3']
>>> fh_lesson("500-02-bowers-and-joker.ipynb").exercises
('ft-bowers-1-0001', 'ft-joker-1-0001')
"""

from __future__ import annotations

from .lessons import Lesson

__all__ = ["FH_LESSONS", "fh_lesson", "RULE_NOTES"]

#: The 500 course in order: a :class:`Lesson` each (number ``500-N``), its exercises by quiz id.
FH_LESSONS: tuple[Lesson, ...] = (
    Lesson("500-1", "500-01-deck-and-bids.ipynb", "The deck and the bids",
           "the 43 cards and the joker, the deal and the kitty, the bids and their order",
           ("fb-strain-1-0001", "fb-misere-1-0001")),
    Lesson("500-2", "500-02-bowers-and-joker.ipynb", "Bowers and the joker",
           "the trumps of a contract, the right and left bower, the joker, who wins a trick",
           ("ft-bowers-1-0001", "ft-joker-1-0001")),
    Lesson("500-3", "500-03-misere-and-scoring.ipynb", "Misère, scoring and a full round",
           "Misère and Open Misère, the scoring table, the game to 500, a whole round",
           ("ft-misere-1-0001", "fs-made-1-0001", "fs-failed-1-0001")),
)

#: The page where the rules text's open points and the tutor's choices stand (F20 and up).
RULE_NOTES = "500-rule-notes.ipynb"


def fh_lesson(key: str) -> Lesson:
    """The 500 lesson by its number (``500-2``) or notebook; KeyError if there is none."""
    for item in FH_LESSONS:
        if key in (item.number, item.notebook):
            return item
    raise KeyError(f"there is no 500 lesson {key!r}")
