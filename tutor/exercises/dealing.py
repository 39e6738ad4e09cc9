"""Dealing for exercises, what every card game's kinds share: keeping the dealt trick or position that
suits a difficulty ("who wins?" and "which cards may I play?"). Each game deals its own cards
(Hydra's: :mod:`tutor.hydra.quiz.dealing`)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TypeVar

__all__ = ["by_difficulty", "first_suiting"]

T = TypeVar("T")

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
