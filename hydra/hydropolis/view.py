"""What one seat may know (P23): its own hand, the table, how many cards the others hold.

>>> from hydra.hydropolis import Game
>>> view = Game(3, seed=1).view(1)
>>> view.seat, len(view.hand), view.hand_sizes, view.pile, view.points
(1, 3, (3, 3, 3), 50, (0, 0, 0))
>>> hasattr(view, "hands"), hasattr(view, "deck")
(False, False)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from hydra.errors import RuleError

from .cards import Card
from .table import Lay, Table

if TYPE_CHECKING:
    from .game import Game

__all__ = ["SeatView"]


@dataclass(frozen=True)
class SeatView:
    """One seat's view: ``hand`` (its own), ``table`` (a copy), ``hand_sizes`` and ``pile`` (counts
    only), ``points``, ``wrenches``, ``to_move``, ``phase``, ``last`` (the last card laid), the
    game's ``target`` and ``wrench`` variant, and ``end`` and ``winners`` once it is over."""

    seat: int
    hand: tuple[Card, ...]
    table: Table
    hand_sizes: tuple[int, ...]
    pile: int
    points: tuple[int, ...]
    wrenches: tuple[int, ...]
    to_move: int | None
    phase: str
    last: Lay | None
    target: int
    wrench: bool
    end: str | None
    winners: tuple[int, ...]

    @classmethod
    def of(cls, game: Game, seat: int) -> SeatView:
        """The view of ``seat`` (0 to players - 1) in ``game``."""
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < game.players:
            raise RuleError(f"there is no seat {seat!r}: the seats are 0 to {game.players - 1} (P12)",
                            rule="P12")
        return cls(seat, tuple(game.hands[seat]), game.table.copy(), tuple(len(h) for h in game.hands),
                   game.pile_size, game.points, game.wrenches, game.to_move, game.phase, game.table.last,
                   game.target, game.wrench, game.end, game.winners)
