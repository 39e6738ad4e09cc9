"""How likely is each party kind (R10) in a random deal? Exact odds by counting, and a simulation.

Only the four key cards (two Eichel-Ober ``EO``, two Grün-Ober ``GO``) decide the parties of a
healthy game. :func:`party_kind_odds` enumerates every way the dealt hands can hold them (how many
``EO`` and how many ``GO`` each playing seat gets), weighs each way with the multivariate
hypergeometric probability of a random deal, builds tiny hands holding only the key cards, and asks
:func:`hydra.form_parties` for the kind: R10 is decided by the engine, not here.
:func:`simulate_party_kinds` deals many seeded random hands with :func:`hydra.deal` to check it.
Standard library only.

>>> odds = party_kind_odds()
>>> sum(odds.values())
Fraction(1, 1)
>>> odds["wedding"] == Fraction(5 * 10 * 9 * 8 * 7, 50 * 49 * 48 * 47)
True
>>> sorted(odds, key=odds.get, reverse=True)[:2]
['engagement', 'normal']
"""

from __future__ import annotations

import random
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Iterator
from fractions import Fraction
from math import factorial, prod

from .deal import deal, playing_seats
from .parties import form_parties
from ..core.registry import Seed

__all__ = ["compositions", "key_card_placements", "party_kind_odds", "simulate_party_kinds",
           "HAND_SIZE", "KEY_COPIES"]

#: Cards per playing seat (R12) and copies of each key card in the deck.
HAND_SIZE = 10
KEY_COPIES = 2


def compositions(total: int, parts: int) -> Iterator[tuple[int, ...]]:
    """Every tuple of ``parts`` non-negative integers summing to ``total``.

    >>> list(compositions(2, 2))
    [(0, 2), (1, 1), (2, 0)]
    """
    if parts == 1:
        yield (total,)
        return
    for first in range(total + 1):
        for rest in compositions(total - first, parts - 1):
            yield (first,) + rest


def _multinomial(n: int, ks: Iterable[int]) -> int:
    return factorial(n) // prod(factorial(k) for k in ks)


def key_card_placements(players: int = 5,
                        dealer: int = 0) -> Iterator[tuple[tuple[int, ...], tuple[int, ...], Fraction]]:
    """Yield ``(eo_counts, go_counts, probability)`` for every way the playing seats can hold the
    key cards: ``eo_counts[i]`` Eichel-Obers and ``go_counts[i]`` Grün-Obers at the i-th playing
    seat. The probability is multivariate hypergeometric: of all deals of the 50 cards into hands
    of ten, the share that gives exactly these counts.

    >>> sum(p for _, _, p in key_card_placements()) == 1
    True
    """
    seats = playing_seats(players, dealer)
    n = len(seats)
    deck = n * HAND_SIZE
    others = deck - 2 * KEY_COPIES
    all_deals = _multinomial(deck, [HAND_SIZE] * n)
    for eo in compositions(KEY_COPIES, n):
        for go in compositions(KEY_COPIES, n):
            rest = [HAND_SIZE - e - g for e, g in zip(eo, go)]
            if min(rest) < 0:
                continue
            ways = _multinomial(KEY_COPIES, eo) * _multinomial(KEY_COPIES, go) * _multinomial(others, rest)
            yield eo, go, Fraction(ways, all_deals)


def party_kind_odds(players: int = 5, dealer: int = 0) -> dict[str, Fraction]:
    """{party kind: exact probability (Fraction)} of a random deal, kinds by ``hydra.form_parties``."""
    seats = playing_seats(players, dealer)
    odds: defaultdict[str, Fraction] = defaultdict(Fraction)        # Fraction() is 0
    for eo, go, probability in key_card_placements(players, dealer):
        hands: list[list[str]] = [[] for _ in range(players)]
        for seat, e, g in zip(seats, eo, go):
            hands[seat] = ["EO"] * e + ["GO"] * g
        kind = form_parties(hands, dealer=dealer if players == 6 else None).kind
        odds[kind] += probability
    return dict(sorted(odds.items(), key=lambda item: -item[1]))


def simulate_party_kinds(deals: int, seed: Seed = 0, players: int = 5, dealer: int = 0,
                         progress: Callable[[list[int]], Iterable[int]] | None = None) -> Counter[str]:
    """Deal ``deals`` seeded random rounds with :func:`hydra.deal` and count the party kinds.

    ``progress`` may wrap the loop (for example ``tqdm.tqdm``); the counts depend only on ``seed``.

    >>> sum(simulate_party_kinds(50, seed=1).values())
    50
    """
    rng = random.Random(seed)
    seeds = [rng.getrandbits(64) for _ in range(deals)]
    loop = progress(seeds) if progress is not None else seeds
    counts: Counter[str] = Counter()
    for one in loop:
        hands = deal(seed=one, players=players, dealer=dealer).hands
        counts[form_parties(hands, dealer=dealer if players == 6 else None).kind] += 1
    return counts
