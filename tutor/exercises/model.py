"""What an exercise is: a :class:`Topic` tied to a rule, the :class:`Exercise` itself (the engine's
answer made when the exercise is made) and the :class:`Feedback` a learner reads after answering;
and what grades it: the kind protocols (:class:`ExerciseKind`, :class:`QuizKind`, the answer
:data:`Form`) and the registry of kinds by name (:func:`kind_named`).

Plain frozen data: an exercise is graded by its kind (:func:`kind_named`). An exercise and its kind
name each other, so both are here; :mod:`tutor.exercises.kind` has the kinds' base classes.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any, Literal, Protocol, TypeVar

import hydra

from hydra.core.i18n import _


__all__ = ["Topic", "Exercise", "GameInPlay", "Feedback", "ExerciseIdError", "Form", "PICK_CARD", "SELECT_CARDS",
           "CHOICE", "CHOICE_AND_GROUPS", "NUMBER", "SELECT_CHOICES", "FORMS", "Response", "Choice", "ExerciseKind",
           "QuizKind", "register", "kind_named", "kinds", "loads_every_game"]

class GameInPlay(Protocol):
    """The game an exercise is played in (a trick game's normal game, a solo, ...), as shared code reads it: its
    id and its name, which the board's heading shows; each game's kinds read their own game's type."""

    @property
    def id(self) -> str: ...
    @property
    def name(self) -> str: ...


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
    #: selector, ``?game=``); always said.
    family: str = field(kw_only=True)

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
    #: The game it is played in (the trick's trumps and ranks: a normal game, a solo), where its kind has one.
    game: GameInPlay | None = None
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
    hands: tuple[tuple[Any, ...], ...] = ()  # every seat's hand (trick: before the trick); Any: as cards
    given: tuple[int, ...] = ()            # points: the party's eyes, multiplier and bonus
    dealer: int | None = None
    #: Which game of the tutor's registry (:data:`tutor.games.TUTOR_GAMES`) this exercise is of:
    #: the registry entry says how a view draws and names its cards; always said.
    family: str = field(kw_only=True)
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


Form = Literal["pick-card", "select-cards", "choice", "choice-and-groups", "number", "select-choices"]
PICK_CARD: Form = "pick-card"
SELECT_CARDS: Form = "select-cards"
CHOICE: Form = "choice"
CHOICE_AND_GROUPS: Form = "choice-and-groups"
NUMBER: Form = "number"
SELECT_CHOICES: Form = "select-choices"
FORMS: tuple[Form, ...] = (PICK_CARD, SELECT_CARDS, CHOICE, CHOICE_AND_GROUPS, NUMBER, SELECT_CHOICES)

#: A learner's response as the page sent it (the table above says what each form sends), untyped
#: on purpose: a view passes on what its widget holds (an index, a text, a list, a pair), in any
#: shape. Every kind's ``check`` reads it and raises :class:`ValueError` with a sentence for the
#: learner where its shape is wrong, so the type is ``object``; the name says what it is.
Response = object
#: One of ``Exercise.choices`` as a view passes it back to :meth:`ExerciseKind.choice_label`: a
#: kind's own choice (a party kind's name, a player's name, a number, a bid ...), so ``object``;
#: each kind names its own.
Choice = object


class ExerciseKind(Protocol):
    """One kind of exercise: it makes exercises (with ``make`` or ``of``, whose arguments are the
    kind's own), checks a response and explains the answer."""

    #: ``Exercise.kind`` of its exercises, e.g. ``"trick"``.
    name: str
    #: The question as a heading, e.g. ``"Who wins this trick?"``.
    title: str
    #: How the learner answers (see the module).
    form: Form
    #: Whether a step of this kind is a round played on the game's play page (a course's step shows its
    #: link, with the learner's name, instead of asking on the step's screen).
    plays_a_round: bool

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        """Grade ``response`` with the engine and explain the answer in the engine's words.

        Raises :class:`ValueError` with a sentence for the learner for a response of the wrong
        shape (nothing is graded then)."""
        ...

    # object: each kind's own answer (a card, a seat, words), which its check compares
    def solution(self, exercise: Exercise) -> object:
        """A right response, in the shape :meth:`check` takes."""
        ...

    def choice_label(self, choice: Choice) -> str:
        """How one of ``exercise.choices`` is shown (``CHOICE``, ``CHOICE_AND_GROUPS`` and
        ``SELECT_CHOICES``)."""
        ...


class QuizKind(ExerciseKind, Protocol):
    """A kind the quiz asks: its exercises come from an id (``t-r1-2-8f3a``)."""

    #: The id's first letter, e.g. ``"t"``.
    letter: str
    #: A few words for an id's error message, e.g. ``"who wins"``.
    short: str

    def make(self, exercise_id: str, topic: Topic, difficulty: int, rng: random.Random) -> Exercise:
        """The exercise of a topic at a difficulty, dealt with ``rng`` (seeded from the id)."""
        ...


_KINDS: dict[str, ExerciseKind] = {}


K = TypeVar("K", bound=ExerciseKind)


def register(kind: K) -> K:
    """Make ``kind`` known by its name (each kind's module registers its object)."""
    if kind.form not in FORMS:
        raise ValueError(f"unknown answer form {kind.form!r} of the exercise kind {kind.name!r}")
    _KINDS[kind.name] = kind
    return kind


def kind_named(name: str) -> ExerciseKind:
    """The kind object of ``Exercise.kind`` (every game's kinds are loaded if it is not known yet)."""
    if name not in _KINDS:
        _LOADER[0]()
    return _KINDS[name]


def kinds() -> tuple[ExerciseKind, ...]:
    """Every kind of every game, in the order registered."""
    _LOADER[0]()
    return tuple(_KINDS.values())


def _nothing_to_load() -> None:
    """Before the tutor's registry of games says how to load them: the kinds imported so far."""


#: How every game's kinds are loaded (importing each game's quiz, whose modules register its kinds). The
#: tutor's registry of games names this module's types in its entries, so it lies above this module and
#: says how to load them (:func:`loads_every_game`, called by :mod:`tutor.exercises.topics`, which the
#: package imports before any kind can be asked for); this module never imports it.
_LOADER: list[Callable[[], object]] = [_nothing_to_load]


# object: whatever the loader returns is not used (it is called for what it imports)
def loads_every_game(load: Callable[[], object]) -> None:
    """Say how every game's kinds are loaded: ``load()`` imports every game's quiz (the tutor's registry
    of games, :mod:`tutor.exercises.topics`)."""
    _LOADER[0] = load
