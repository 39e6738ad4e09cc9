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

from ..table.seat_names import NAMES, seat_name, seats_in_text
from .model import Exercise

__all__ = ["names_of", "said", "seat_of", "game_words"]

def names_of(family: str) -> Sequence[str]:
    """The players' names at a game's table (500's by the compass, as its table names them, F2)."""
    if family == "fuenfhundert":
        from ..fuenfhundert.words import SEAT_NAMES
        return SEAT_NAMES
    return NAMES


def game_words(ex: Exercise, text: str) -> str:
    """``text`` with a Doppelkopf exercise's cards in Doppelkopf's words, without Hydra's notation
    (:func:`tutor.doppelkopf.words.dk_words`); any other game's text as it is."""
    if ex.family != "doppelkopf":
        return text
    from ..doppelkopf.words import dk_words
    return dk_words(text)


def said(ex: Exercise, text: str) -> str:
    """``text`` (the engine's or an exercise's) with its seats named as the learner sees them, in the
    words of the exercise's game (:func:`game_words`)."""
    return seats_in_text(game_words(ex, text), ex.seat, names_of(ex.family))


def seat_of(ex: Exercise, seat: int | None) -> str:
    """One seat of ``ex`` as the learner sees it: "you" or the player's name."""
    return seat_name(seat, ex.seat, names_of(ex.family))
