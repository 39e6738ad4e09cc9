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
from typing import Protocol

from hydra.core.errors import RuleError
from hydra.core.seat_view import SeatViewCore

from .cards import Card
from .table import Lay, Table

__all__ = ["SeatView", "ViewedGame"]


class ViewedGame(Protocol):
    """What a view reads of a game (:class:`~.game.Game`'s public fields), so that this module never
    imports the game's, which builds its views here."""

    @property
    def players(self) -> int: ...
    @property
    def phase(self) -> str: ...
    @property
    def to_move(self) -> int | None: ...
    @property
    def ending(self) -> str | None: ...
    @property
    def hand_sizes(self) -> tuple[int, ...]: ...
    @property
    def table(self) -> Table: ...
    @property
    def pile_size(self) -> int: ...
    @property
    def points(self) -> tuple[int, ...]: ...
    @property
    def wrenches(self) -> tuple[int, ...]: ...
    @property
    def last(self) -> Lay | None: ...
    @property
    def target(self) -> int: ...
    @property
    def wrench(self) -> bool: ...
    @property
    def end(self) -> str | None: ...
    @property
    def winners(self) -> tuple[int, ...]: ...
    def hand(self, seat: int) -> list[Card]: ...


@dataclass(frozen=True)
class SeatView(SeatViewCore[Card]):
    """One seat's view: ``seat``, ``phase``, ``to_move``, ``hand`` (its own) and ``hand_sizes``
    (:class:`~hydra.core.seat_view.SeatViewCore`), ``table`` (a copy), ``pile`` (a count only),
    ``points``, ``wrenches``, ``last`` (the last card laid), the game's ``target`` and ``wrench``
    variant, and ``end`` and ``winners`` once it is over."""

    table: Table
    pile: int
    points: tuple[int, ...]
    wrenches: tuple[int, ...]
    last: Lay | None
    target: int
    wrench: bool
    end: str | None
    winners: tuple[int, ...]

    @classmethod
    def of(cls, game: ViewedGame, seat: int) -> SeatView:
        """The view of ``seat`` (0 to players - 1) in ``game``."""
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < game.players:
            raise RuleError(f"there is no seat {seat!r}: the seats are 0 to {game.players - 1} (P12)",
                            rule="P12")
        return cls(seat=seat, phase=game.phase, to_move=game.to_move, ending=game.ending, hand=tuple(game.hand(seat)),
                   hand_sizes=game.hand_sizes, table=game.table, pile=game.pile_size,
                   points=game.points, wrenches=game.wrenches, last=game.last, target=game.target,
                   wrench=game.wrench, end=game.end, winners=game.winners)
