"""The example players who take the empty seats of a table, per game of :data:`hydra.GAMES`: the same
players the play pages seat, each game's from its table entry (``tutor/<game>/together.py``); a game
without one plays its first legal action.

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

from tutor.games import table_game

__all__ = ["example_action", "EXAMPLE_NAMES"]

#: What the example players are called at a table (a seat is never a number on the page).
EXAMPLE_NAMES = ("Anna", "Bernd", "Clara", "Dieter", "Emil", "Frieda")


# Any: each game's round is its own class (the round protocol)
def example_action(game: str, rnd: Any, seed: int, seq: int) -> object:
    """What the example player to move in ``rnd`` (a round of ``game``) does as action number ``seq``:
    its game's table entry chooses (:attr:`tutor.games.TableGame.example_action`)."""
    return table_game(game).example_action(rnd, seed * 1009 + seq)
