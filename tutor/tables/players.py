"""The example players who take the empty seats of a table, per game of :data:`hydra.GAMES`: the same
players the play pages seat (Hydra's :class:`hydra.players.CallingPlayer`, Doppelkopf's and 500's
``RuleBasedPlayer``, Hydropolis's :func:`tutor.hydropolis.player.best_move`).

Each decision gets a player seeded from the round's deal and the action's number, so the same table
plays the same way however often it is rebuilt; what they choose is written to the store like every
other action (:mod:`~tutor.tables.referee`), never chosen again on a replay.

>>> import hydra
>>> rnd = hydra.GAMES["fuenfhundert"].new_round(seed=3)
>>> str(example_action("fuenfhundert", rnd, 3, 1)) in [str(a) for a in rnd.legal_actions()]
True
"""

from __future__ import annotations

from typing import Any

__all__ = ["example_action", "EXAMPLE_NAMES"]

#: What the example players are called at a table (a seat is never a number on the page).
EXAMPLE_NAMES = ("Anna", "Bernd", "Clara", "Dieter", "Emil", "Frieda")


# Any: each game's round is its own class (the round protocol)
def example_action(game: str, rnd: Any, seed: int, seq: int) -> object:
    """What the example player to move in ``rnd`` (a round of ``game``) does as action number ``seq``."""
    decision = seed * 1009 + seq
    if game == "hydra":
        from hydra.players import CallingPlayer
        return CallingPlayer(decision).choose(rnd)
    if game.startswith("doppelkopf"):
        from hydra.doppelkopf import RuleBasedPlayer
        return RuleBasedPlayer(decision).choose(rnd)
    if game == "fuenfhundert":
        from hydra.fuenfhundert import RuleBasedPlayer as FhPlayer
        return FhPlayer(decision).choose(rnd)
    if game == "hydropolis":
        from tutor.hydropolis.player import best_move
        return best_move(rnd).action
    return rnd.legal_actions()[0]            # a game added later: its first legal action until it has a player
