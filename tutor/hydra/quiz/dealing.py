"""Hydra's deal for exercises: five hands of ten from a seeded shuffle of the 50-card deck, and planting a
card where an exercise needs it (the deal stays a deal)."""

from __future__ import annotations

import random
from collections.abc import Iterable

import hydra

__all__ = ["NORMAL", "deal", "plant"]

#: The normal game (R1): the game of Hydra's exercises unless a topic names a solo.
NORMAL = hydra.get_game("normal")


def deal(rng: random.Random) -> list[list[hydra.Card]]:
    """Five hands of ten from a seeded shuffle of the 50-card deck (each card at most twice)."""
    deck = list(hydra.DECK)
    rng.shuffle(deck)
    return [deck[i * 10:(i + 1) * 10] for i in range(5)]


def plant(hands: list[list[hydra.Card]], card: hydra.Card, seat: int, rng: random.Random,
          keep: Iterable[hydra.Card] = ()) -> None:
    """Move one copy of ``card`` into ``hands[seat]`` by swapping; the deal stays a deal."""
    keep = tuple(keep)
    if hands[seat].count(card) >= 2:
        return
    for other in range(5):
        if other != seat and card in hands[other] and card not in keep:
            swap = [c for c in hands[seat] if c != card and c not in keep]
            if not swap:
                return
            give = rng.choice(swap)
            hands[other][hands[other].index(card)] = give
            hands[seat][hands[seat].index(give)] = card
            return
