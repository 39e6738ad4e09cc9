"""Hydra's entry in the registry of games (:data:`hydra.GAMES`, issue 21)."""

from __future__ import annotations

from .record import replay
from .registry import GameEntry, Seed
from .round import Round

__all__ = ["HYDRA"]


def new_round(seed: Seed = None, dealer: int = 0, *, players: int = 5, cut: int | None = None) -> Round:
    """A new round of Hydra: five players, or six with the dealer sitting out (R11)."""
    return Round.new(seed, players=players, dealer=dealer, cut=cut)


HYDRA = GameEntry(id="hydra", title="Hydra", seats=(5, 6), new_round=new_round, replay=replay)
