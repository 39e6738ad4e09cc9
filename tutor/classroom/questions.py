"""A class question is an exercise of the exercise protocol made from the position on the teacher's
screen by the kinds of the game the class asks about (:func:`tutor.classroom.game.class_game`, named by its
line of the tutor's registry): the engine's answer and why, each learner's answer checked, kept as JSON in
the class store (questions stored before, in earlier forms, are read as the same exercises). These are
the classroom's names for it.

>>> from tutor.hydra.scenarios import Line, load_library
>>> line = Line(load_library("r01-hydra-on-a-fail-trick")); line.go(47)
>>> q = make_question("winner", line)
>>> q.prompt, class_options(q), q.answer
('Which card is winning this trick so far?', ('SK', 'ED'), (0,))
>>> check_positions(q, (0,))[1].correct, check_positions(q, (1,))[1].correct
(True, False)
>>> cards_said("SK wins"), card_name("ED")
('Schell-König wins', 'Eichel-Daus')
"""

from __future__ import annotations

from collections.abc import Sequence

from tutor.exercises.model import Exercise, Feedback

from .game import ClassGame, Position, class_game

__all__ = ["make_question", "KINDS", "KIND_TITLES", "QuestionError", "answer_words", "check_positions",
           "class_labels", "class_options", "dumps_class", "is_multi", "loads_class", "short_kind",
           "in_this_language", "cards_said", "card_name", "cards_svg"]

_GAME: ClassGame = class_game()

#: The question kinds a teacher can push, with the button's words.
KIND_TITLES = _GAME.kind_titles
KINDS = _GAME.kinds
#: This position cannot be asked as that kind of question (a sentence for the teacher).
QuestionError = _GAME.question_error


def make_question(kind: str, line: Position) -> Exercise:
    """The class exercise of ``kind`` about the presenter's position."""
    return _GAME.make_question(kind, line)


def class_options(q: Exercise) -> tuple[str, ...]:
    """The cards or choices a learner's buttons stand for."""
    return _GAME.class_options(q)


def class_labels(q: Exercise) -> tuple[str, ...]:
    """The options' words."""
    return _GAME.class_labels(q)


def answer_words(q: Exercise) -> str:
    """The right answer in words."""
    return _GAME.answer_words(q)


def is_multi(q: Exercise) -> bool:
    """Whether a learner may choose more than one option."""
    return _GAME.is_multi(q)


def check_positions(q: Exercise, chosen: object) -> tuple[tuple[int, ...], Feedback]:   # object: as a page sends it
    """A learner's chosen positions, checked: the positions kept and the kind's feedback."""
    return _GAME.check_positions(q, chosen)


def short_kind(q: Exercise) -> str:
    """The teacher's word for the question's kind: ``"winner"``, ``"legal"`` ..."""
    return _GAME.short_kind(q)


def dumps_class(q: Exercise) -> str:
    """The question as the class store keeps it."""
    return _GAME.dumps(q)


def loads_class(text: str) -> Exercise:
    """A question as the class store keeps it (or in an earlier form)."""
    return _GAME.loads(text)


def in_this_language(q: Exercise) -> Exercise:
    """The question made again in the page's language (the teacher's and each learner's may differ)."""
    return _GAME.in_this_language(q)


def cards_said(text: str) -> str:
    """``text`` with the game's cards said by their names, never their codes."""
    return _GAME.cards_said(text)


def card_name(code: str) -> str:
    """A card's name from its code; anything else as it is."""
    return _GAME.card_name(code)


def cards_svg(codes: Sequence[str], width: int, labels: Sequence[str] | None = None) -> str:
    """A row of the game's cards, drawn (``width``: each card's slot in pixels)."""
    return _GAME.cards_svg(codes, width, labels=labels)
