"""What every game's seat view holds (the round protocol's ``view(seat)``, issue 21): whose view it is,
the phase, who is to move, the seat's own hand and how many cards each seat holds; never another
seat's cards. Imports no game.

Each game's ``SeatView`` is a frozen dataclass built on :class:`SeatViewCore` that adds what its table
shows (Hydra's tricks, contract and party knowledge, 500's bids and tricks, Hydropolis's table and pile,
Doppelkopf's reservations, calls and tricks).

>>> import hydra
>>> from hydra import fuenfhundert as fh
>>> from hydra.hydropolis import Game
>>> views = (hydra.Round.new(seed=3).view(2), fh.Round.new(seed=3).view(2), Game(3, seed=1).view(1))
>>> [(isinstance(v, SeatViewCore), v.seat, len(v.hand), v.hand_sizes) for v in views]
[(True, 2, 10, (10, 10, 10, 10, 10)), (True, 2, 10, (10, 10, 10, 10)), (True, 1, 3, (3, 3, 3))]
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Generic, TypeVar

__all__ = ["SeatViewCore"]

_Card = TypeVar("_Card")


@dataclass(frozen=True)
class SeatViewCore(Generic[_Card]):
    """One seat's view, the part every game shares: ``seat`` (whose view), ``phase``, ``to_move``
    (None when nobody is), ``hand`` (the seat's own cards) and ``hand_sizes`` (how many cards each
    seat holds, the one thing every seat knows of the others' hands).

    ``hand_sizes`` lists the seats by number, except in Doppelkopf, where it lists the playing seats
    from the dealer's left (the round's ``seats``, D2): a difference the round protocol keeps visible."""

    seat: int
    phase: str
    to_move: int | None
    hand: tuple[_Card, ...]
    hand_sizes: tuple[int, ...]
    #: How the round ended (the round's ``ending``: ``played``, ``thrown-in``, ``redeal``), None while it
    #: goes on; a keyword, after each game's own fields.
    ending: str | None = field(default=None, kw_only=True)
