"""What an exercise is: a :class:`Topic` tied to a rule, the :class:`Exercise` itself (the engine's
answer made when the exercise is made) and the :class:`Feedback` a learner reads after answering.

Plain frozen data: an exercise is graded by its kind (:func:`tutor.exercises.kind.kind_named`).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

import hydra

from hydra.core.i18n import _

from .dealing import NORMAL
from .kind import Response, kind_named

__all__ = ["Topic", "Exercise", "Feedback", "ExerciseIdError"]


class ExerciseIdError(ValueError):
    """An exercise id that cannot be read; the message is a sentence for the learner."""


@dataclass(frozen=True)
class Topic:
    """One idea to practise, tied to a rule (an R-id of the rulings or a rules section)."""
    key: str            # e.g. "t-r1": kind letter and code
    kind: str           # the kind's name: "trick", "legal", "dk-trick", ...
    code: str           # e.g. "r1"
    title: str
    rule: str
    needs: tuple[str, ...] = ()   # engine names this topic needs (hydra.form_parties, ...)
    #: What the topic teaches, said after the answer (the title names only the situation, so the
    #: heading does not give the answer away).
    lesson: str = ""
    #: Which game the topic belongs to: a key of :data:`tutor.games.TUTOR_GAMES` (the quiz's game
    #: selector, ``?game=``).
    family: str = "hydra"

    @property
    def available(self) -> bool:
        """Whether the engine offers what this topic needs."""
        return all(hasattr(hydra, name) for name in self.needs)


@dataclass(frozen=True)
class Feedback:
    """What the learner sees after answering: right or wrong, the answer and the engine's why."""
    correct: bool
    headline: str
    answer_text: str
    explanation: str
    details: tuple[str, ...] = ()
    rules: tuple[str, ...] = ()
    marks: dict[int, str] = field(default_factory=dict)  # card position -> 'winner'|'legal'|'illegal'|'selected'
    lesson: str = ""              # the topic's idea, said after the answer (quiz exercises)


@dataclass(frozen=True)
class Exercise:
    """One question of a kind (``kind``, see :mod:`tutor.exercises.kind`); :meth:`check` grades a
    response. A quiz exercise has an ``id``, a ``topic`` and a ``difficulty`` and carries the
    engine's ``answer``; a course exercise (made with a kind's ``of(...)``) has none of these and
    is answered by the engine when it is checked."""
    kind: str
    prompt: str
    game: hydra.Game = NORMAL
    id: str = ""
    topic: Topic | None = None
    difficulty: int = 0
    # cards, hand: Any, each game's own card type (its ``family`` says which; no type is common to them)
    cards: tuple[Any, ...] = ()            # the trick in the order played (or cards to count)
    seats: tuple[int, ...] = ()            # the seat that played each card of the trick
    leader: int = 0
    hand: tuple[Any, ...] = ()             # the learner's hand (legal cards), as held
    seat: int | None = None                # the learner's seat
    # Any: each kind's own answer, which only its check reads (trick: winner index; legal: frozenset of
    # codes; parties: (kind, frozenset of frozensets); points: int)
    answer: Any = None
    explanation: str = ""
    details: tuple[str, ...] = ()
    rules: tuple[str, ...] = ()
    reasons: tuple[tuple[str, str], ...] = ()   # legal: (code, reason) for each illegal card
    choices: tuple[Any, ...] = ()          # what to pick from (CHOICE...); Any: each kind's own Choice
    facts: tuple[str, ...] = ()            # parties/points: lines describing the deal or the round
    features: frozenset[str] = frozenset()
    hands: tuple[tuple[hydra.Card, ...], ...] = ()  # every seat's hand (trick: before the trick)
    given: tuple[int, ...] = ()            # points: the party's eyes, multiplier and bonus
    dealer: int | None = None
    #: Which game of the tutor's registry (:data:`tutor.games.TUTOR_GAMES`) this exercise is of:
    #: the registry entry says how a view draws and names its cards.
    family: str = "hydra"
    #: What the board says about the game in play when it is not ``game.name`` (a Doppelkopf rule
    #: set and game, a 500 contract).
    caption: str = ""
    #: The game's own setting the exercise is played in, read only by the game's kinds and its
    #: registry entry (a Doppelkopf rule set, a 500 contract, a Hydropolis table): Any, since each game's
    #: kinds read their own.
    setting: Any = None

    @property
    def title(self) -> str:
        """The question as a heading, e.g. "Who wins this trick?"."""
        return _(kind_named(self.kind).title)

    def check(self, response: Response) -> Feedback:
        """Grade a response (its shape is the kind's form: a card position, card codes, a choice
        and a party per seat, or a number or its text) with the engine's answer and why.

        Raises :class:`ValueError` with a learner sentence for a response of the wrong shape.
        """
        feedback = kind_named(self.kind).check(self, response)
        if self.topic is not None and self.topic.lesson and not feedback.lesson:
            feedback = replace(feedback, lesson=_(self.topic.lesson))
        return feedback
