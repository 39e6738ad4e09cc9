"""Hydropolis's entry in the registry of games (:data:`hydra.GAMES`, issue 21)."""

from __future__ import annotations

from hydra.core.registry import GameEntry, Seed

from .game import TARGET, Action, Game, next_first, replay

__all__ = ["HYDROPOLIS"]


def new_round(seed: Seed = None, dealer: int = 0, *, players: int = 3, target: int = TARGET,
              wrench: bool = False) -> Game:
    """A new game of Hydropolis for 2 to 5 players (P12). It has no dealer (the entry says so): the
    seat given as ``dealer`` lays first (P24)."""
    return Game(players, seed=seed, target=target, wrench=wrench, first=dealer)


HYDROPOLIS: GameEntry[Action] = GameEntry(id="hydropolis", title="Hydropolis", seats=(2, 3, 4, 5),
                                          new_round=new_round, replay=replay, next_dealer=next_first,
                                          has_dealer=False, has_tricks=False)
