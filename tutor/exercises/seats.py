"""The seats of an exercise as its learner sees them (issue 34): the players by name (500's by the
compass, as its table names them), "you" for the learner's own seat; never a seat counted from 0.
The exercises keep the engine's seat numbers; what a learner reads goes through :func:`said`, which
also says a Doppelkopf exercise's cards in Doppelkopf's own words ("Herz-Zehn", not "Herz-10 (R10)").

>>> from tutor.exercises import make_exercise
>>> ex = make_exercise("p-r10-2-4da1")
>>> said(ex, "It is {seat 1, seat 4} vs {seat 0}.")
'It is {Ben, Emil} vs {Ada}.'
"""

from __future__ import annotations

from collections.abc import Sequence

from ..games import TUTOR_GAMES, TutorGame
from ..table.seat_names import NAMES, seat_name, seats_in_text
from .model import Exercise

__all__ = ["names_of", "said", "seat_of", "game_words"]

def _entry(family: str) -> TutorGame | None:
    """The game of an exercise's ``family`` in the tutor's registry (None for a family it does not list)."""
    return TUTOR_GAMES[family] if family in TUTOR_GAMES else None


def names_of(family: str) -> Sequence[str]:
    """The players' names at a game's table (its entry's ``seat_names``: 500's by the compass, as its table
    names them, F2), else the tutor's own."""
    entry = _entry(family)
    return entry.seat_names if entry is not None and entry.seat_names else NAMES


def game_words(ex: Exercise, text: str) -> str:
    """``text`` in the words of the exercise's game (its entry's ``words``: a Doppelkopf exercise's cards in
    Doppelkopf's words, without Hydra's notation); any other game's text as it is."""
    entry = _entry(ex.family)
    return entry.words(text) if entry is not None and entry.words is not None else text


def said(ex: Exercise, text: str) -> str:
    """``text`` (the engine's or an exercise's) with its seats named as the learner sees them, in the
    words of the exercise's game (:func:`game_words`)."""
    return seats_in_text(game_words(ex, text), ex.seat, names_of(ex.family))


def seat_of(ex: Exercise, seat: int | None) -> str:
    """One seat of ``ex`` as the learner sees it: "you" or the player's name."""
    return seat_name(seat, ex.seat, names_of(ex.family))
