"""Dealing for exercises: five hands of ten from a seeded shuffle, planting a card where an
exercise needs it (the deal stays a deal of the 50-card deck), and keeping the dealt trick or
position that suits a difficulty (every card game's "who wins?" and "which cards may I play?")."""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import TypeVar

import hydra

__all__ = ["NORMAL", "deal", "plant", "by_difficulty", "first_suiting"]

T = TypeVar("T")

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


def by_difficulty(candidates: Iterable[tuple[int, T]], difficulty: int, exercise_id: str) -> T:
    """Of dealt candidates, each with how many ideas (traps) it shows besides the topic's own, the
    first that suits ``difficulty`` (1: none, 2: one, 3: two or more), else the first of those
    nearest to it. It reads no further than the first that suits, so a generator dealing from an
    id's seeded ``rng`` deals no more: the id keeps its exercise.

    >>> by_difficulty(iter([(0, "a"), (2, "b"), (1, "c")]), 2, "t-r1-2-1")
    'c'
    >>> by_difficulty(iter([(0, "a"), (3, "b")]), 3, "t-r1-3-1"), by_difficulty(iter([(0, "a"), (3, "b")]), 2, "")
    ('b', 'a')
    """
    nearest: tuple[int, T] | None = None
    for extra, found in candidates:
        if extra == difficulty - 1 or (difficulty == 3 and extra >= 2):
            return found
        gap = abs(extra + 1 - difficulty)
        if nearest is None or gap < nearest[0]:
            nearest = (gap, found)
    if nearest is None:                           # pragma: no cover - the tests try many seeds
        raise RuntimeError(f"no trick found for {exercise_id}")
    return nearest[1]


def first_suiting(candidates: Iterable[tuple[bool, T]], exercise_id: str) -> T:
    """Of dealt candidates, each with whether it suits the difficulty, the first that does, else the
    first dealt. It reads no further than the first that suits (see :func:`by_difficulty`).

    >>> first_suiting(iter([(False, "a"), (True, "b"), (True, "c")]), "l-r1-1-1")
    'b'
    >>> first_suiting(iter([(False, "a"), (False, "b")]), "l-r1-1-1")
    'a'
    """
    first: tuple[T] | None = None
    for suits, found in candidates:
        if suits:
            return found
        first = first or (found,)
    if first is None:                             # pragma: no cover - the tests try many seeds
        raise RuntimeError(f"no position found for {exercise_id}")
    return first[0]
