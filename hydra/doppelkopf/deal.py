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
from collections.abc import Callable, Hashable, Sequence
from operator import itemgetter
from dataclasses import dataclass, field

from hydra.hydra.cards import Card
from hydra.core.errors import RuleError
from hydra.core.i18n import _

from .cards import DECK, dk_cards

__all__ = ["Deal", "PACKETS", "SEATS", "NEXT_SEAT", "TRICK_SEATS", "playing_seats", "check_table", "check_hands",
           "deal", "next_dealer"]

@dataclass(frozen=True, slots=True)
class Deal:
    """The deal as a round's history holds it, its first step (D2): the hands as dealt (the sitting-out
    dealer's empty), the dealer, and the seed (None for given hands; not compared: a replayed record deals
    the same hands without it)."""

    hands: tuple[tuple[Card, ...], ...]
    dealer: int
    seed: Hashable | None = field(default=None, compare=False)

    def __str__(self) -> str:
        return "deal " + " / ".join(" ".join(map(str, h)) for h in self.hands)


#: Packet sizes dealt to each playing seat in turn, from the dealer's left (D2, turnier 2).
PACKETS = (3, 4, 3)


# object: any value may come in (a page, a file, a caller); it is checked here
def check_table(players: object, dealer: object) -> None:
    """RuleError D2 unless 4 or 5 players and the dealer is one of them."""
    if isinstance(players, bool) or not isinstance(players, int) or players not in (4, 5):
        raise RuleError(f"Doppelkopf is played by four, or by five with the dealer sitting out; "
                        f"got {players!r} players (D2)", rule="D2")
    if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < players:
        raise RuleError(f"the dealer must be a seat from 0 to {players - 1}, not {dealer!r} "
                        "(D2)", rule="D2")


def check_hands(hands: Sequence[Sequence[Card]], players: int) -> list[list[Card]]:
    """Given hands as Doppelkopf cards; RuleError unless there are ``players`` of them holding the
    40-card deck exactly (D1, D2). (Compared by card index: the deck order of ``sorted``.)"""
    if not isinstance(hands, (list, tuple)) or len(hands) != players:
        raise RuleError(f"a table of {players} needs {players} hands (D2)", rule="D2")
    out = [dk_cards(h) for h in hands]
    if sorted([c.index for h in out for c in h]) != _DECK_INDICES:
        raise RuleError("the hands do not hold the 40-card deck exactly, every card twice (D1)", rule="D1")
    return out


_DECK_INDICES = sorted(c.index for c in DECK)


def playing_seats(players: int, dealer: int) -> tuple[int, ...]:
    """The seats that play, from the dealer's left clockwise; at five the dealer sits out (D2)."""
    found = SEATS.get((players, dealer)) if type(players) is int and type(dealer) is int \
        else None
    if found is not None:
        return found
    check_table(players, dealer)
    return _seats_of(players, dealer)


def _seats_of(players: int, dealer: int) -> tuple[int, ...]:
    return tuple((dealer + 1 + i) % players for i in range(players))[:4]


def _packets(players: int, dealer: int) -> tuple[tuple[int, ...], ...]:
    """The deck positions each seat receives, packets 3, 4, 3 from the dealer's left."""
    seats = playing_seats(players, dealer)
    positions: list[list[int]] = [[] for _ in range(players)]
    pos = 0
    for packet in PACKETS:
        for seat in seats:
            positions[seat] += range(pos, pos + packet)
            pos += packet
    return tuple(tuple(p) for p in positions)


def deal(seed: Hashable | None = None, players: int = 4, dealer: int = 0) -> tuple[tuple[Card, ...], ...]:
    """Shuffle the 40 cards with ``random.Random(seed)`` and deal 3, 4, 3 from the dealer's left."""
    check_table(players, dealer)
    deck = list(DECK)
    random.Random(seed).shuffle(deck)  # type: ignore[arg-type]   # a seed is whatever Random takes
    return tuple(get(deck) for get in _GETTERS[(players, dealer)])


def _none(deck: list[Card]) -> tuple[Card, ...]:
    return ()


#: The seats of every table (4 or 5 players, each dealer), computed once (D2): playing_seats of a table
#: known to be valid (a checked deal's).
SEATS = {(players, dealer): _seats_of(players, dealer) for players in (4, 5)
          for dealer in range(players)}
#: Per table, one getter per seat taking its ten cards from the shuffled deck.
_GETTERS: dict[tuple[int, int], tuple[Callable[[list[Card]], tuple[Card, ...]], ...]] = {
    table: tuple(itemgetter(*p) if p else _none for p in _packets(*table)) for table in SEATS}
#: Per table, the next playing seat clockwise after each seat (D2; the dealer of five sits out).
NEXT_SEAT = {table: [seats[(seats.index(s) + 1) % 4] if s in seats else 0 for s in range(table[0])]
             for table, seats in SEATS.items()}
#: Per table and leader, the seats of a trick in the order they play (D2).
TRICK_SEATS = {table: [(s, nxt[s], nxt[nxt[s]], nxt[nxt[nxt[s]]]) for s in range(len(nxt))]
               for table, nxt in NEXT_SEAT.items()}


def next_dealer(dealer: int, ending: str | None, players: int = 4) -> int:
    """Who deals after a round that ended as ``ending`` says (the round's ``ending``, D45): the dealer's
    left after a round that was played (``played``); the same
    dealer after a round thrown in (``thrown-in``, D38) or a Trumpfabgabe nobody took (``redeal``, D11),
    since such a deal is dealt again.

    >>> next_dealer(3, "played"), next_dealer(3, "thrown-in"), next_dealer(3, "redeal")
    (0, 3, 3)
    >>> next_dealer(4, "played", players=5)
    0
    >>> next_dealer(1, None)
    Traceback (most recent call last):
    ...
    hydra.core.errors.RuleError: the round has not ended: the next dealer is known once it is over, thrown in or not taken (D45)
    """  # noqa: E501 - a doctest's expected error message is one line
    check_table(players, dealer)
    if ending == "over":                 # a round's phase, which every finished round has: not enough here
        raise RuleError(_("'over' does not say how the round ended: the next dealer follows from the round's "
                          "ending, played, thrown-in or redeal (D45)"), rule="D45")
    if ending == "played":
        return (dealer + 1) % players
    if ending in ("thrown-in", "redeal"):
        return dealer
    raise RuleError(_("the round has not ended: the next dealer is known once it is over, thrown in or not taken "
                      "(D45)"), rule="D45")
