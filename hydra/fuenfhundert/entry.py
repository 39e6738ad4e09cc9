"""Fünfhundert's entry in the registry of games (:data:`hydra.GAMES`, issue 21)."""

from __future__ import annotations

from hydra.core.registry import GameEntry, Seed

from .deal import next_dealer
from .record import replay
from .round import ENDINGS, Action, Round

__all__ = ["FUENFHUNDERT"]


def new_round(seed: Seed = None, dealer: int = 0) -> Round:
    """A new round of 500: four players in two teams (F1), no options."""
    return Round.new(seed, dealer=dealer)


FUENFHUNDERT: GameEntry[Action] = GameEntry(id="fuenfhundert", title="Fünfhundert (500)", seats=(4,),
                                            new_round=new_round, replay=replay, next_dealer=next_dealer,
                                            endings=ENDINGS)
