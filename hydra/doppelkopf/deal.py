"""Seats and the deal (D2): four players, or five with the dealer sitting out; packets 3, 4, 3.

>>> from hydra.doppelkopf.deal import deal, playing_seats
>>> playing_seats(4, dealer=3), playing_seats(5, dealer=1)
((0, 1, 2, 3), (2, 3, 4, 0))
>>> hands = deal(seed=7, players=5, dealer=4)
>>> [len(h) for h in hands]
[10, 10, 10, 10, 0]
>>> hands == deal(seed=7, players=5, dealer=4)      # a seed deals the same cards again
True
"""

from __future__ import annotations

import random
from collections.abc import Hashable

from hydra.cards import Card
from hydra.errors import RuleError

from .cards import DECK

__all__ = ["PACKETS", "playing_seats", "check_table", "deal"]

#: Packet sizes dealt to each playing seat in turn, from the dealer's left (D2, turnier 2).
PACKETS = (3, 4, 3)


def check_table(players: object, dealer: object) -> None:
    """RuleError D2 unless 4 or 5 players and the dealer is one of them."""
    if isinstance(players, bool) or players not in (4, 5):
        raise RuleError(f"Doppelkopf is played by four, or by five with the dealer sitting out; "
                        f"got {players!r} players (D2)", rule="D2")
    if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < int(str(players)):
        raise RuleError(f"the dealer must be a seat from 0 to {int(str(players)) - 1}, not {dealer!r} "
                        "(D2)", rule="D2")


def playing_seats(players: int, dealer: int) -> tuple[int, ...]:
    """The seats that play, from the dealer's left clockwise; at five the dealer sits out (D2)."""
    check_table(players, dealer)
    order = tuple((dealer + 1 + i) % players for i in range(players))
    return order[:4]


def deal(seed: Hashable | None = None, players: int = 4, dealer: int = 0) -> tuple[tuple[Card, ...], ...]:
    """Shuffle the 40 cards with ``random.Random(seed)`` and deal 3, 4, 3 from the dealer's left."""
    seats = playing_seats(players, dealer)
    deck = list(DECK)
    _RNG.seed(seed)  # type: ignore[arg-type]
    _RNG.shuffle(deck)
    hands: list[list[Card]] = [[] for _ in range(players)]
    pos = 0
    for packet in PACKETS:
        for seat in seats:
            hands[seat] += deck[pos:pos + packet]
            pos += packet
    return tuple(tuple(h) for h in hands)


_RNG = random.Random()      # re-seeded for every deal: the same seed deals the same cards
