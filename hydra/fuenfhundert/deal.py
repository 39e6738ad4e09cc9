"""Seats, teams and the deal (F1, F2): the chance action that starts every round.

Seats 0..3 sit clockwise; seats 0 and 2 play against 1 and 3 (F2). The
dealer gives 3 cards to each seat from the left, 1 to the kitty, 4 to each,
1 to the kitty, 3 to each, 1 to the kitty. The same seed deals the same cards.

>>> from hydra import fuenfhundert as fh
>>> d = fh.deal(seed=7, dealer=0)
>>> [len(h) for h in d.hands], len(d.kitty), d == fh.deal(seed=7, dealer=0)
([10, 10, 10, 10], 3, True)
>>> fh.team_of(0), fh.team_of(3), fh.partner_of(1)
(0, 1, 3)
"""

from __future__ import annotations

import random
from operator import itemgetter
from dataclasses import dataclass, field
from collections.abc import Iterable

from hydra.core.errors import RuleError
from hydra.core.registry import Seed

from .cards import DECK, Card, CardLike, as_cards

__all__ = ["Deal", "deal", "team_of", "partner_of", "TEAMS", "check_seat", "dealing_order", "dealing_positions",
           "next_dealer"]

#: The two teams, by seat (F2).
TEAMS = ((0, 2), (1, 3))
_RANGE = range(len(DECK))


def team_of(seat: int) -> int:
    """The team (0 or 1) of a seat: 0 and 2 against 1 and 3 (F2)."""
    return seat & 1


def partner_of(seat: int) -> int:
    """The seat across the table (F2)."""
    return (seat + 2) & 3


# object: any value may come in (a page, a file, a caller); it is checked here
def check_seat(seat: object, what: str = "seat") -> int:
    """A seat number 0..3, or :class:`RuleError` (F2)."""
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat <= 3:
        raise RuleError(f"the {what} must be a seat from 0 to 3, not {seat!r}: four players sit at "
                        "seats 0, 1, 2, 3 clockwise (F2)", rule="F2")
    return seat


def next_dealer(dealer: int, ending: str = "played", players: int = 4) -> int:
    """Who deals after a round dealt by ``dealer``: the dealer's left, after every round, a redeal after
    four passes included (F25); ``ending`` and ``players`` are asked by the registry of games and change
    nothing here (four players, F1).

    >>> next_dealer(3), next_dealer(1, "redeal")
    (0, 2)
    """
    return (check_seat(dealer, "dealer") + 1) & 3


def dealing_order(dealer: int) -> tuple[int, ...]:
    """The seats from the dealer's left, the dealer last (F2, F4)."""
    return tuple((dealer + 1 + k) & 3 for k in range(4))


@dataclass(frozen=True)
class Deal:
    """The chance action that starts a round: four hands of ten, the kitty of three, the dealer.

    ``str(deal)`` shows it; two deals are equal when they deal the same cards.
    The seed (if the deal came from one) is kept for reference only.
    """
    hands: tuple[tuple[Card, ...], ...]
    kitty: tuple[Card, ...]
    dealer: int = 0
    seed: Seed = field(default=None, compare=False)

    @classmethod
    def of(cls, hands: Iterable[str | Iterable[CardLike]], kitty: str | Iterable[CardLike],
           dealer: int = 0) -> Deal:
        """A deal from given hands (by seat) and kitty, checked against the 43-card deck (F1, F2).

        >>> Deal.of(["SA"] * 4, "JO C5 C6")
        Traceback (most recent call last):
        ...
        hydra.core.errors.RuleError: seat 0 holds 1 cards, but every seat is dealt ten (F2)
        """
        check_seat(dealer, "dealer")
        parsed = [tuple(as_cards(h)) for h in hands]
        rest = tuple(as_cards(kitty))
        if len(parsed) != 4:
            raise RuleError(f"a deal has four hands, one per seat, not {len(parsed)} (F2)", rule="F2")
        for seat, hand in enumerate(parsed):
            if len(hand) != 10:
                raise RuleError(f"seat {seat} holds {len(hand)} cards, but every seat is dealt ten (F2)",
                                rule="F2")
        if len(rest) != 3:
            raise RuleError(f"the kitty holds three cards, not {len(rest)} (F2)", rule="F2")
        every = [c for h in parsed for c in h] + list(rest)
        if len(set(every)) != len(DECK):
            twice = sorted({c for c in every if every.count(c) > 1}, key=Card.sort_key)
            what = (f"{twice[0]} is dealt {every.count(twice[0])} times" if twice
                    else "the cards are not the 43-card deck")
            raise RuleError(f"{what}: the deal must hold every card of the 43-card deck once (F1, F12)",
                            rule="F1")
        return cls(tuple(parsed), rest, dealer)

    def __str__(self) -> str:
        hands = " | ".join(" ".join(map(str, h)) for h in self.hands)
        return f"deal (dealer {self.dealer}): {hands} | kitty {' '.join(map(str, self.kitty))}"


def deal(seed: Seed = None, dealer: int = 0) -> Deal:
    """Shuffle the 43 cards with ``random.Random(seed)`` and deal them as F2 says.

    Each hand is sorted in deck order (the order cards are dealt in does not matter).
    """
    check_seat(dealer, "dealer")
    rng = random.Random(seed)
    rnd = rng.random
    keys = [rnd() for _ in _RANGE]
    deck = sorted(_RANGE, key=keys.__getitem__)     # a shuffled list of card indices
    picks = _PICKS[dealer]
    get = DECK.__getitem__
    hands = tuple(tuple(map(get, sorted(pick(deck)))) for pick in picks[:4])
    return Deal(hands, tuple(map(get, picks[4](deck))), dealer, seed)


def dealing_positions(dealer: int) -> list[tuple[int, ...]]:
    """Which places of the shuffled deck go to each seat and to the kitty (F2)."""
    places: list[list[int]] = [[], [], [], [], []]
    at = 0
    for packet in (3, 4, 3):            # F2: 3 each, 1 kitty, 4 each, 1 kitty, 3 each, 1 kitty
        for seat in dealing_order(dealer):
            places[seat] += range(at, at + packet)
            at += packet
        places[4].append(at)
        at += 1
    return [tuple(p) for p in places]


_PICKS = tuple(tuple(itemgetter(*p) for p in dealing_positions(d)) for d in range(4))
