"""The game a class asks about, as the class's shared code needs it (issue 36: shared code names no game).

A class question is made of the position on the teacher's presenter (a scenario's line gone to a move),
by the game's own question kinds: the engine decides the answer and says why. :class:`ClassGame` is what
the classroom (``tutor/classroom/``, ``widgets/classroom/``) needs of that game: its question kinds and
their buttons' words, how a question is made, shown, graded and stored, and how its cards are drawn and
named. A game that can be asked about in class has one, named by its line of the tutor's registry
(:attr:`tutor.games.Listing.classroom`, ``"module:NAME"``); the class asks about the default game's
(:func:`class_game`), loaded when the classroom is first imported. Hydra's is
``tutor/hydra/classroom.py``.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from tutor.exercises.model import Exercise, Feedback

__all__ = ["ClassGame", "Position", "class_game"]

#: A position of the teacher's presenter, of the class's game's own type (Hydra's ``scenarios.Line``):
#: the classroom only hands it from the presenter to :attr:`ClassGame.make_question`, so it needs nothing of it.
Position = object


@dataclass(frozen=True)
class ClassGame:
    """What a class needs of the game it asks about (each a function of the game's own)."""

    #: The game's id in the tutor's registry (an :class:`~tutor.exercises.model.Exercise`'s ``family``).
    family: str
    #: The question kinds a teacher can push (the short word, e.g. ``"winner"``), with the button's words
    #: (constants marked ``N_``: a page shows them through ``_()``, in its own language).
    kind_titles: Mapping[str, str]
    #: What :attr:`make_question` raises when the position cannot be asked as that kind of question.
    question_error: type[ValueError]
    #: ``make_question(kind, position)``: the question of ``kind`` about the presenter's position.
    make_question: Callable[[str, Position], Exercise]
    #: The cards or choices a learner's buttons stand for.
    class_options: Callable[[Exercise], tuple[str, ...]]
    #: The options' words.
    class_labels: Callable[[Exercise], tuple[str, ...]]
    #: The right answer in words.
    answer_words: Callable[[Exercise], str]
    #: Whether a learner may choose more than one option.
    is_multi: Callable[[Exercise], bool]
    #: A learner's chosen positions, checked: the positions kept and the kind's feedback.
    check_positions: Callable[[Exercise, object], tuple[tuple[int, ...], Feedback]]  # object: as a page sends it
    #: A question's kind, the short word.
    short_kind: Callable[[Exercise], str]
    #: A question as the class store keeps it, and back (questions stored in earlier forms read too).
    dumps: Callable[[Exercise], str]
    loads: Callable[[str], Exercise]
    #: The question made again in the page's language (a class can mix languages).
    in_this_language: Callable[[Exercise], Exercise]
    #: A sentence with the game's cards said by their names, never their codes.
    cards_said: Callable[[str], str]
    #: A card's name from its code (anything else as it is).
    card_name: Callable[[str], str]
    #: ``cards_svg(codes, height, labels=...)``: a row of the game's cards, drawn.
    cards_svg: Callable[..., str]

    @property
    def kinds(self) -> tuple[str, ...]:
        """The question kinds a teacher can push, in the order of their buttons."""
        return tuple(self.kind_titles)


def _no_class_game() -> ClassGame:
    raise LookupError("no game of the tutor can be asked about in class (no line of tutor.games.TUTOR_GAMES "
                      "names a classroom)")


@functools.cache
def class_game() -> ClassGame:
    """The game a class asks about: the default game's :class:`ClassGame`, as its registry line names it.

    >>> game = class_game()
    >>> game.family, game.kinds[0], game.card_name("SK")
    ('hydra', 'winner', 'Schell-König')
    """
    from tutor.games import DEFAULT_GAME, TUTOR_GAMES, load_named
    return load_named(TUTOR_GAMES.listing(DEFAULT_GAME).classroom, ClassGame, _no_class_game)
