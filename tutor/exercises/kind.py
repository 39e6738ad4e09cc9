"""The exercise kinds: one object per kind of exercise makes exercises, checks a learner's
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

from .model import (CHOICE, CHOICE_AND_GROUPS, FORMS, NUMBER, PICK_CARD, SELECT_CARDS, SELECT_CHOICES, Choice,
                    ExerciseKind, Form, QuizKind, Response, kind_named, kinds, register)

__all__ = ["Form", "PICK_CARD", "SELECT_CARDS", "CHOICE", "CHOICE_AND_GROUPS", "NUMBER", "SELECT_CHOICES", "FORMS",
           "Response", "Choice", "ExerciseKind", "QuizKind", "KindDefaults", "KindBase", "QuizKindBase", "register",
           "kind_named", "kinds"]

class KindDefaults:
    """What most kinds share: a choice is shown as it is, and the exercise is asked on its own screen."""

    plays_a_round = False

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
