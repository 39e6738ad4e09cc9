"""The exercise-kind protocol: one object per kind of exercise makes exercises, checks a learner's
response and explains the answer, all by asking the engine.

A kind is named by :attr:`ExerciseKind.name` (``Exercise.kind``) and says how the learner answers
(:attr:`ExerciseKind.form`), so that a view can show any kind without knowing it:

========================  ====================================================  ==================
form                      the learner ...                                        response
========================  ====================================================  ==================
``PICK_CARD``             picks one card: of the hand if there is one, else of   its index
                          the trick (``Exercise.cards``)
``SELECT_CARDS``          selects every card of the hand that answers            card codes
``CHOICE``                picks one of ``Exercise.choices``                      the choice
``CHOICE_AND_GROUPS``     picks one of ``Exercise.choices`` and gives every      (choice, labels)
                          seat a group letter (seats with one letter go
                          together)
``NUMBER``                types a whole number                                   the text
``SELECT_CHOICES``        selects every one of ``Exercise.choices`` that         the choices
                          answers (e.g. every cell a card may go to)
========================  ====================================================  ==================

The quiz's kinds (:class:`QuizKind`) also make an exercise from an id's topic, difficulty and
seed; every kind that the course's "try it" widgets use makes one from the cards or numbers
given with ``of(...)``.

>>> from tutor.exercises import kind_named
>>> k = kind_named("trick")
>>> k.title, k.form
('Who wins this trick?', 'pick-card')
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Literal, Protocol, TypeVar

if TYPE_CHECKING:
    from .model import Exercise, Feedback, Topic

__all__ = ["Form", "PICK_CARD", "SELECT_CARDS", "CHOICE", "CHOICE_AND_GROUPS", "NUMBER", "SELECT_CHOICES", "FORMS",
           "Response", "Choice", "ExerciseKind", "QuizKind", "KindDefaults", "KindBase", "QuizKindBase", "register",
           "kind_named", "kinds"]

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


class KindDefaults:
    """What most kinds share: a choice is shown as it is."""

    def choice_label(self, choice: Choice) -> str:
        return str(choice)


class KindBase(KindDefaults):
    """An exercise kind's class: it says who it is in its ``class`` statement, the three things every
    kind names (:class:`ExerciseKind`), and checks and solves in its methods::

        class EyesKind(KindBase, name="eyes", title="How many eyes?", form=NUMBER):

    The ``name`` is ``Exercise.kind`` of its exercises, so a kind keeps it for good. A base of kinds
    (:class:`QuizKindBase`) names none of the three.
    """

    name: str
    title: str
    form: Form

    def __init_subclass__(cls, *, name: str | None = None, title: str | None = None,
                          form: Form | None = None) -> None:
        super().__init_subclass__()
        if name is None and title is None and form is None:         # a base of kinds
            return
        if name is None or title is None or form is None:
            raise TypeError(f"the exercise kind {cls.__name__} names its name, title and form")
        cls.name = name
        cls.title = title
        cls.form = form


class QuizKindBase(KindBase):
    """A quiz kind's class: it says who it is in its ``class`` statement, the five things an id, a
    heading and a view need (:class:`KindBase`'s three, the id's ``letter`` and the ``short`` words
    of an id's error message), and makes, checks and solves in its methods::

        class DkLegalKind(QuizKindBase, name="dk-legal", letter="dl", form=SELECT_CARDS,
                          title="Which cards may I play?", short="Doppelkopf: which cards may I play"):

    The ``letter`` begins the kind's exercise ids (``dl-follow-1-0001``): saved progress and shared
    ``?exercise=`` links hold it, so a kind keeps its letter and name for good.
    """

    letter: str
    short: str

    def __init_subclass__(cls, *, name: str | None = None, title: str | None = None, form: Form | None = None,
                          letter: str | None = None, short: str | None = None) -> None:
        super().__init_subclass__(name=name, title=title, form=form)
        if letter is None or short is None:
            raise TypeError(f"the quiz kind {cls.__name__} names its letter and short words")
        cls.letter = letter
        cls.short = short


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
        _load_every_game()
    return _KINDS[name]


def kinds() -> tuple[ExerciseKind, ...]:
    """Every kind of every game, in the order registered."""
    _load_every_game()
    return tuple(_KINDS.values())


def _load_every_game() -> None:
    """Import every game's quiz (each kind's module registers it): the games load when first used."""
    from ..games import TUTOR_GAMES
    list(TUTOR_GAMES.values())                  # each entry's module imports its game's kinds
