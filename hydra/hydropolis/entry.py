"""Hydropolis's entry in the registry of games (:data:`hydra.GAMES`, issue 21)."""

from __future__ import annotations

from hydra.errors import RuleError
from hydra.registry import GameEntry, Seed

from .game import TARGET, Game
from .record import replay

__all__ = ["HYDROPOLIS"]


def new_round(seed: Seed = None, dealer: int = 0, *, players: int = 3, target: int = TARGET,
              wrench: bool = False) -> Game:
    """A new game of Hydropolis for 2 to 5 players (P12). It has no dealer: seat 0 lays first,
    so ``dealer`` must be 0."""
    if dealer != 0:
        raise RuleError(f"Hydropolis has no dealer: seat 0 lays first, so the dealer is 0, not {dealer!r} "
                        "(P12)", rule="P12")
    return Game(players, seed=seed, target=target, wrench=wrench)


HYDROPOLIS = GameEntry(id="hydropolis", title="Hydropolis", seats=(2, 3, 4, 5), new_round=new_round,
                       replay=replay)
