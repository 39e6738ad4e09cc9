"""What Hydra's exercises say of their game: their family in the tutor's registry (:data:`FAMILY`), the game an
exercise is played in when its kind names none (Hydra's normal game, R1) and that game as Hydra's own type.

>>> ex = Exercise(kind="trick", prompt="?", family=FAMILY, game=normal_game())
>>> hydra_game(ex).name, hydra_game(ex) is normal_game()
('normal game', True)
"""

from __future__ import annotations

import hydra
from tutor.exercises.model import Exercise

__all__ = ["FAMILY", "normal_game", "hydra_game"]

#: Hydra's id in the tutor's registry (:data:`tutor.games.TUTOR_GAMES`): the family of its topics and exercises.
FAMILY = "hydra"


def normal_game() -> hydra.Game:
    """Hydra's normal game (R1): the game of an exercise whose kind plays no other."""
    return hydra.get_game("normal")


def hydra_game(ex: Exercise) -> hydra.Game:
    """The game ``ex`` is played in, as Hydra's game (a Hydra or Doppelkopf exercise's; the normal game for one
    that names none)."""
    game = ex.game
    if game is None:
        return normal_game()
    if not isinstance(game, hydra.Game):
        raise TypeError(f"the exercise {ex.id or ex.kind!r} is not played in one of Hydra's games: {game!r}")
    return game
