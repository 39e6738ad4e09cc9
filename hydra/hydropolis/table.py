"""The table: a 9 by 9 grid of cells, the cards on it, and where a card may go (P5-P11).

The table keeps, as cards are laid, the cells a card could go to (empty cells
beside a card, and leaky cards), grouped by what their four sides face. A card
then fits a cell if its shape fits that facing (:data:`~.rules.FIT`), so
:meth:`Table.legal_moves` looks at a few groups of cells, not at every cell.

>>> table = Table.start(".b.b")
>>> table.fits(".b.b", (5, 4)), table.fits("bb..", (5, 4))
(True, False)
>>> reason = table.check("bb..", (5, 4))
>>> print(reason[:96])
the new card's W side is empty and meets the blue pipe on the E side of `.b.b` at (4,4): no pipe
>>> reason.rules
('P8',)
>>> table.lay(".b.b", (5, 4)).total
4
>>> [str(move) for move in table.legal_moves([".B.."])]
['.B.. at (3,4)', '...B at (6,4)']
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar, NamedTuple

from hydra.core.i18n import _
from hydra.core.errors import NotationError, Reason, RuleError

from .board_svg import draw_table
from .cards import Card, CardLike, as_card
from .rules import (ALL_SHAPES, AROUND, CELLS, FIT, FITS_SHAPES, NEIGHBOURS, NO_CONNECTION, NOT_BESIDE,
                    NOT_LEAKY, OFF_TABLE, OPPOSITE, SIZE, Cell, Fault, fault_reason, side_fault,
                    side_reason)
from .score import Score

__all__ = ["Table", "Lay", "CellLike", "as_cell", "shapes_of"]

#: A cell or its ``(column, row)`` pair.
CellLike = Cell | tuple[int, int]
_START = Cell(4, 4)


def as_cell(cell: CellLike | str) -> Cell:
    """``cell`` as a :class:`Cell` (from a Cell, a pair of ints or ``"(5,4)"``)."""
    if isinstance(cell, Cell):
        return cell
    if isinstance(cell, str):
        return Cell.parse(cell)
    try:
        col, row = cell
    except (TypeError, ValueError):
        raise NotationError(f"{cell!r} is not a cell: give its column and row, such as (5, 4) (P5)") from None
    if not (isinstance(col, int) and isinstance(row, int)) or isinstance(col, bool) or isinstance(row, bool):
        raise NotationError(f"{cell!r} is not a cell: its column and row are whole numbers (P5)")
    return Cell(col, row)


class Lay(NamedTuple):
    """A move that lays ``card`` (its face as laid, P4) on ``cell``; ``str()`` is ``".b.b at (5,4)"``."""

    card: Card
    cell: Cell

    def __str__(self) -> str:
        return f"{self.card} at {self.cell}"


_LAYS: dict[Card, tuple[Lay, ...]] = {}


def _lays(card: Card) -> tuple[Lay, ...]:
    lays = _LAYS.get(card)
    if lays is None:
        lays = _LAYS[card] = tuple(Lay(card, cell) for cell in CELLS)
    return lays


def shapes_of(cards: Iterable[CardLike]) -> int:
    """The shapes (:attr:`Card.code`) of ``cards`` and of their turned faces, as bits."""
    shapes = 0
    for card in cards:
        card = as_card(card)
        shapes |= 1 << card.code | 1 << card.turned().code
    return shapes


def _reason(text: str, fault: Fault) -> Reason:
    return Reason(fault_reason(text, fault), (fault.rule,))


class Table:
    """The cards on the table. Change it only with :meth:`lay`; :meth:`copy` is cheap.

    ``SIZE`` is 9: cells ``(0,0)`` to ``(8,8)``; the first card lies at ``(4,4)`` (P6).
    """

    SIZE: ClassVar[int] = SIZE
    __slots__ = ("_top", "_under", "_facing", "_open", "_dead", "_group", "_scratch", "laid", "shapes")

    def __init__(self, shapes: int = ALL_SHAPES) -> None:
        """An empty table; :meth:`start` lays the first card.

        ``shapes`` (a bit per :attr:`Card.code`) are the shapes of the cards that may come: open
        cells that none of them fits are kept apart, so :meth:`legal_moves` skips them. It is a
        hint for speed only: a card of any other shape is judged the same.
        """
        #: The card shapes this table expects (bits by :attr:`Card.code`; all shapes by default).
        self.shapes = shapes
        self._top: list[Card | None] = [None] * (SIZE * SIZE)
        self._under: dict[int, list[Card]] = {}
        self._facing = [0] * (SIZE * SIZE)              # per cell, what its four sides face (2 bits each)
        self._open: dict[int, int] = {}                  # facing -> the cells a card could go to (bits)
        self._dead: dict[int, int] = {}                  # the same for facings no expected shape fits
        self._group = [-1] * (SIZE * SIZE)               # per cell, its facing if it is open, else -1
        self._scratch = [0] * 256                        # for legal_moves: all 0 between calls
        #: Every card laid, in order, as ``Lay``s: the first card first, the last card laid last.
        self.laid: list[Lay] = []

    @classmethod
    def start(cls, card: CardLike, *, shapes: int = ALL_SHAPES) -> Table:
        """A table with ``card`` face up in the middle, ``(4,4)``, as written (P6, P12).

        ``shapes`` is a hint for speed (see :class:`Table`), such as ``shapes_of(deck)``.
        """
        table = cls(shapes)
        table.restore(_START, [card])
        table.laid.append(Lay(as_card(card), _START))
        return table

    def copy(self) -> Table:
        """An independent copy (cards are shared: they never change)."""
        other = Table(self.shapes)
        other.laid = list(self.laid)
        for index in range(SIZE * SIZE):
            card = self.top(CELLS[index])
            if card is not None:
                other.restore(CELLS[index], self.stack(CELLS[index]))
        return other

    def restore(self, cell: CellLike, stack: Iterable[CardLike]) -> None:
        """Put ``stack`` (bottom card first) on an empty ``cell`` without any check (for copies)."""
        index = as_cell(cell).number
        for card in stack:
            self._place(as_card(card), index)

    # --- reading the table ---------------------------------------------------------------------
    def top(self, cell: CellLike) -> Card | None:
        """The card on top at ``cell`` (only it takes part, P9), or None."""
        cell = as_cell(cell)
        return self._top[cell.number] if cell.on_table else None

    def stack(self, cell: CellLike) -> tuple[Card, ...]:
        """Every card at ``cell``, the bottom one first and the top one last (P9)."""
        cell = as_cell(cell)
        if not cell.on_table or self._top[cell.number] is None:
            return ()
        top = self._top[cell.number]
        assert top is not None
        return (*self._under.get(cell.number, ()), top)

    @property
    def cells(self) -> tuple[Cell, ...]:
        """The cells that hold a card, row by row."""
        return tuple(CELLS[i] for i, card in enumerate(self._top) if card is not None)

    @property
    def last(self) -> Lay | None:
        """The last card laid and its cell (the first card when nothing else is laid)."""
        return self.laid[-1] if self.laid else None

    def open_cells(self) -> tuple[Cell, ...]:
        """The cells a card could go to by P7 (empty beside a card, or a leaky card), row by row."""
        bits = 0
        for cells in (*self._open.values(), *self._dead.values()):
            bits |= cells
        return tuple(CELLS[i] for i in range(SIZE * SIZE) if bits >> i & 1)

    # --- the rules -----------------------------------------------------------------------------
    def fits(self, card: CardLike, cell: CellLike) -> bool:
        """True if ``card``, as written, may be laid on ``cell`` (P6-P8)."""
        cell = as_cell(cell)
        if not cell.on_table:
            return False
        group = self._group[cell.number]
        return group >= 0 and bool(FIT[as_card(card).code] >> group & 1)

    def check(self, card: CardLike, cell: CellLike) -> Reason | None:
        """None if ``card`` fits at ``cell``, else the first rule it breaks, as a sentence (P10).

        >>> table = Table.start(".b.b")
        >>> print(table.check(".b.b", (9, 4)))  # doctest: +ELLIPSIS
        (9,4) is off the table: the table is 9 by 9 cells, (0,0) to (8,8) (P6: Die Tischkante bildet ...)
        >>> print(table.check(".b.b", (4, 4)))  # doctest: +ELLIPSIS
        (4,4) holds `.b.b`, which is not leaky: a card may be laid on a card only if that card leaks (P7: ...)
        """
        card, cell = as_card(card), as_cell(cell)
        if not cell.on_table:
            return _reason(_("{cell} is off the table").format(cell=cell), OFF_TABLE)
        index = cell.number
        below = self._top[index]
        if below is not None and not below.leaky:
            said = (_("{cell} holds `{below}`, which is not leaky") if below.is_pipe_piece else
                    _("{cell} holds `{below}`, which is not leaky, and a cap never leaks"))
            return _reason(said.format(cell=cell, below=below), NOT_LEAKY)
        meets = [(side, other) for side, other in self._meets(index)]
        if below is None and not meets:
            return _reason(_("{cell} is empty and no card lies at any of its sides").format(cell=cell), NOT_BESIDE)
        connected = False
        for side, other in meets:
            theirs = other.kinds[OPPOSITE[side]]
            fault = side_fault(card.kinds[side], theirs)
            if fault is not None:
                n = CELLS[index + (-SIZE, 1, SIZE, -1)[side]]
                return Reason(side_reason(card, side, other, n, fault), (fault.rule,))
            connected = connected or (card.kinds[side] > 0 and theirs > 0)
        if not connected:
            return _reason(_("`{card}` at {cell} makes no connection: none of its pipes or caps meets a "
                             "pipe or cap on the table").format(card=card, cell=cell), NO_CONNECTION)
        return None

    def _meets(self, index: int) -> list[tuple[int, Card]]:
        top = self._top
        return [(side, card) for side, j in NEIGHBOURS[index] if (card := top[j]) is not None]

    def _fault(self, card: Card, cell: Cell) -> RuleError:
        reason = self.check(card, cell)
        assert reason is not None
        return RuleError(_("`{card}` may not go to {cell}: {reason}").format(card=card, cell=cell, reason=reason),
                         rule=reason.rules[0])

    def score(self, card: CardLike, cell: CellLike) -> Score:
        """The points ``card`` would score at ``cell`` (P11); the :class:`RuleError` of :meth:`check`
        if it does not fit there."""
        card, cell = as_card(card), as_cell(cell)
        if not self.fits(card, cell):
            raise self._fault(card, cell)
        return self._score(card, cell.number)

    def _score(self, card: Card, index: int) -> Score:
        top = self._top
        around = [CELLS[j] for j in AROUND[index] if top[j] is not None]
        meets = [(side, other, CELLS[j]) for side, j in NEIGHBOURS[index] if (other := top[j]) is not None]
        return Score(card, CELLS[index], top[index], around, meets)

    def lay(self, card: CardLike, cell: CellLike) -> Score:
        """Lay ``card`` (as written) on ``cell`` and return its points; the :class:`RuleError` of
        :meth:`check` (nothing changes) if it does not fit."""
        card = card if isinstance(card, Card) else as_card(card)
        col, row = cell if type(cell) is Cell else as_cell(cell)
        index = row * SIZE + col if 0 <= col < SIZE and 0 <= row < SIZE else -1
        if index < 0 or not (self._group[index] >= 0 and FIT[card.code] >> self._group[index] & 1):
            raise self._fault(card, as_cell(cell))
        top = self._top
        covered = top[index]
        meets = self._place(card, index)
        self.laid.append((_LAYS.get(card) or _lays(card))[index])
        return Score(card, CELLS[index], covered, [CELLS[j] for j in AROUND[index] if top[j] is not None], meets)

    def _place(self, card: Card, index: int) -> list[tuple[int, Card, Cell]]:
        """Put ``card`` on top at ``index`` and update the open cells; returns the cards it meets."""
        top, facing, group, open_, dead = self._top, self._facing, self._group, self._open, self._dead
        live = self.shapes
        below = top[index]
        if below is not None:
            self._under.setdefault(index, []).append(below)
        old = group[index]
        if old >= 0:
            self._close(index, old)
        top[index] = card
        if card.leaky:
            self._open_cell(index, facing[index])
        kinds = card.kinds
        meets = []
        for side, j in NEIGHBOURS[index]:
            shift = 2 * OPPOSITE[side]
            new = (facing[j] & ~(3 << shift)) | (kinds[side] + 1) << shift
            facing[j] = new
            old = group[j]
            other = top[j]
            if other is not None:
                meets.append((side, other, CELLS[j]))
            bit = 1 << j
            if old >= 0:
                where = open_ if FITS_SHAPES[old] & live else dead
                cells = where[old] ^ bit
                if cells:
                    where[old] = cells
                else:
                    del where[old]
            elif other is not None:
                continue
            group[j] = new
            where = open_ if FITS_SHAPES[new] & live else dead
            where[new] = where.get(new, 0) | bit
        return meets

    def _close(self, index: int, facing: int) -> None:
        where = self._open if FITS_SHAPES[facing] & self.shapes else self._dead
        cells = where[facing] & ~(1 << index)
        if cells:
            where[facing] = cells
        else:
            del where[facing]
        self._group[index] = -1

    def _open_cell(self, index: int, facing: int) -> None:
        self._group[index] = facing
        where = self._open if FITS_SHAPES[facing] & self.shapes else self._dead
        where[facing] = where.get(facing, 0) | 1 << index

    def legal_moves(self, hand: Iterable[CardLike]) -> list[Lay]:
        """Every ``Lay(card as laid, cell)`` that fits, for each card both ways round, each once.

        In the order of the hand (each card, then its turned face), each face's cells row by row.
        """
        faces: dict[Card, None] = {}
        shapes = 0
        for held in hand:
            card = held if type(held) is Card else as_card(held)
            turned = card.turned()
            faces[card] = faces[turned] = None
            shapes |= 1 << card.code | 1 << turned.code
        by_shape = self._scratch                         # card shape -> the cells it fits (bits)
        groups: Iterable[tuple[int, int]] = self._open.items()
        if shapes & ~self.shapes:                        # a shape the table was not told of
            groups = [*groups, *self._dead.items()]
        for facing, bits in groups:
            fit = FITS_SHAPES[facing] & shapes
            while fit:
                low = fit & -fit
                by_shape[low.bit_length() - 1] |= bits
                fit ^= low
        out: list[Lay] = []
        for face in faces:
            cells = by_shape[face.code]
            if cells:
                lays = _LAYS.get(face) or _lays(face)
                while cells:
                    low = cells & -cells
                    out.append(lays[low.bit_length() - 1])
                    cells ^= low
        for face in faces:
            by_shape[face.code] = 0
        return out

    def can_lay(self, hand: Iterable[Card]) -> bool:
        """True if some card of ``hand``, either way round, fits somewhere (Zugzwang, P12)."""
        shapes = 0
        for card in hand:
            shapes |= 1 << card.code | 1 << card.turned().code
        return any(FITS_SHAPES[facing] & shapes for facing in (*self._open, *self._dead))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Table):
            return NotImplemented
        return all(self.stack(c) == other.stack(c) for c in CELLS) and self.laid == other.laid

    # equal by value but mutable, so unhashable; typeshed types __hash__ as a method, not Optional
    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        cards = ", ".join(f"{lay.card} {lay.cell}" for lay in self.laid[:4])
        more = f", ... ({len(self.laid)} laid)" if len(self.laid) > 4 else ""
        return f"<hydropolis.Table {cards}{more}>"

    def _repr_svg_(self) -> str:
        return draw_table(self)
