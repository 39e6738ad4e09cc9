"""What fits where (P5-P8, P10): the grid, the sides that meet, and every reason as a sentence.

A cell is ``(column, row)``, 0 to 8 each (P5, P6). Two cards meet only at the
four sides: ``E`` against the east neighbour's ``W``, ``S`` against the south
neighbour's ``N``. What a card must fit at each side is the table of P8; this
module holds it twice: as :func:`side_fault` (which names the :class:`Fault`) and as a bit mask
per card shape (:data:`FIT`), which the table uses to find every legal cell fast.

>>> Cell(5, 4), Cell.parse("(5,4)"), str(Cell(5, 4))
(Cell(col=5, row=4), Cell(col=5, row=4), '(5,4)')
>>> side_fault(0, 1) == PIPE_IN_EMPTY, side_fault(1, 1), side_fault(2, 2) == CAP_ON_CAP
(True, None, True)
"""

from __future__ import annotations

import re
from typing import NamedTuple

from hydra.core.errors import NotationError
from hydra.core.i18n import N_, _

from .cards import SIDES, Card

__all__ = ["Cell", "CELLS", "SIZE", "NEIGHBOURS", "AROUND", "OPPOSITE", "FIT", "side_fault", "Fault",
           "PIPE_IN_EMPTY", "DEAD_END", "CAP_ON_CAP", "NO_CONNECTION", "OFF_TABLE", "NOT_LEAKY",
           "NOT_BESIDE", "fits_code", "FITS_SHAPES", "ALL_SHAPES"]

#: The table is SIZE by SIZE cells (P6).
SIZE = 9
#: The side a card's side meets: N against S, E against W.
OPPOSITE = (2, 3, 0, 1)
_STEP = ((0, -1), (1, 0), (0, 1), (-1, 0))        # N, E, S, W as (column, row) steps

class Fault(NamedTuple):
    """A rule a card can break where it is laid: the rule's id, the seed's German sentence it rests on
    (as written) and the rule in English. A reason names all three (P10)."""

    rule: str
    seed: str
    why: str


OFF_TABLE = Fault("P6", "Die Tischkante bildet die natürliche Grenze des ausgelegten Rohrnetzes.",
                  N_("the table is 9 by 9 cells, (0,0) to (8,8)"))
NOT_LEAKY = Fault("P7", 'Oder er legt die neue Karte auf eine bestehende Karte mit einem "lecken Rohr"',
                  N_("a card may be laid on a card only if that card leaks"))
NOT_BESIDE = Fault("P7", "Der Spieler legt entweder eine Karte an den Rohrlauf an",
                   N_("a card is laid beside a card of the pipe network, side to side"))
PIPE_IN_EMPTY = Fault("P8", "Eine leere Kartenkante darf nicht an ein Rohr anschließen.",
                      N_("no pipe may end in an empty edge"))
DEAD_END = Fault("P8", 'Es darf also keine "Rohr-Sackgassen" geben.',
                 N_("no pipe may end in an empty edge: there are no dead ends"))
CAP_ON_CAP = Fault("P8", "Eine Verschlusskappe kann nicht direkt an eine andere Verschlusskappe anschließen.",
                   N_("a cap may not meet a cap"))
NO_CONNECTION = Fault("P8", "Die neue Karte muss mit ihrem Rohr oder ihrer Verschlusskappe mindestens an ein "
                            "bestehendes Rohr oder eine Verschlusskappe anschließen.",
                      N_("a new card must join a pipe or cap on the table with a pipe or cap of its own"))

_CELL = re.compile(r"^\s*\(?\s*(-?\d+)\s*[, ]\s*(-?\d+)\s*\)?\s*$")


class Cell(NamedTuple):
    """A cell of the table: ``col`` 0 to 8 growing east, ``row`` 0 to 8 growing south (P5)."""

    col: int
    row: int

    @classmethod
    def parse(cls, text: str) -> Cell:
        """``"(5,4)"``, ``"5,4"`` or ``"5 4"``; a :class:`~hydra.core.errors.NotationError` else.

        >>> Cell.parse("5;4")
        Traceback (most recent call last):
        ...
        hydra.core.errors.NotationError: '5;4' is not a cell: write its column and row, such as (5,4) (P5)
        """
        match = _CELL.match(text)
        if not match:
            raise NotationError(f"{text!r} is not a cell: write its column and row, such as (5,4) (P5)",
                                token=text, offset=0)
        return cls(int(match[1]), int(match[2]))

    @property
    def on_table(self) -> bool:
        """True if the cell lies on the table (P6)."""
        return 0 <= self.col < SIZE and 0 <= self.row < SIZE

    @property
    def number(self) -> int:
        """The cell's number, ``row * 9 + col`` (only for cells on the table)."""
        return self.row * SIZE + self.col

    def __str__(self) -> str:
        return f"({self.col},{self.row})"


#: Every cell of the table, by :attr:`Cell.number`.
CELLS: tuple[Cell, ...] = tuple(Cell(i % SIZE, i // SIZE) for i in range(SIZE * SIZE))
#: Per cell number: the (side, neighbour index) pairs of the cells that meet it (P5).
NEIGHBOURS: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((d, Cell(c.col + dc, c.row + dr).number) for d, (dc, dr) in enumerate(_STEP)
          if Cell(c.col + dc, c.row + dr).on_table) for c in CELLS)
#: Per cell number: the indexes of the up to eight cells around it, diagonals included (P11).
AROUND: tuple[tuple[int, ...], ...] = tuple(
    tuple(Cell(c.col + dc, c.row + dr).number for dr in (-1, 0, 1) for dc in (-1, 0, 1)
          if (dc or dr) and Cell(c.col + dc, c.row + dr).on_table) for c in CELLS)


def side_fault(new: int, table: int) -> Fault | None:
    """The P8 rule broken when a new side of shape ``new`` meets a table side of shape ``table``.

    Shapes as in :attr:`Card.kinds`: 0 empty, 1 pipe end, 2 cap. ``None`` if they fit.
    """
    if table == 1 and new == 0:
        return PIPE_IN_EMPTY
    if table == 0 and new == 1:
        return DEAD_END
    if table == 2 and new == 2:
        return CAP_ON_CAP
    return None


def fits_code(code: int, facing: int) -> bool:
    """Does a card of shape ``code`` (:attr:`Card.code`) fit a cell whose sides face ``facing``?

    ``facing`` has two bits per side (N lowest): 0 no card there, else the facing side's shape + 1.
    The P8 table and the connection rule, without the reasons.

    >>> fits_code(Card.parse(".b.b").code, 2 << 6), fits_code(Card.parse("b.b.").code, 1 << 4)
    (True, False)
    """
    connected = False
    for d in range(4):
        table = (facing >> 2 * d) & 3
        if not table:
            continue
        new = (code >> 2 * d) & 3
        if side_fault(new, table - 1):
            return False
        connected = connected or (new > 0 and table > 1)
    return connected


_SHAPES = tuple(code for code in range(256) if all((code >> 2 * d) & 3 < 3 for d in range(4)))
#: Every card shape, as bits by :attr:`Card.code`.
ALL_SHAPES = sum(1 << code for code in _SHAPES)


def _masks() -> tuple[tuple[int, ...], tuple[int, ...]]:
    """:data:`FIT` and :data:`FITS_SHAPES`, built side by side from :func:`side_fault`."""
    ok_f, link_f = [[0] * 3 for _ in range(4)], [[0] * 3 for _ in range(4)]   # [side][new] -> facings
    ok_c, link_c = [[0] * 4 for _ in range(4)], [[0] * 4 for _ in range(4)]   # [side][table] -> shapes
    for d in range(4):
        for new in range(3):
            for table in range(4):
                ok = table == 0 or side_fault(new, table - 1) is None
                link = ok and table > 1 and new > 0
                facings = sum(1 << f for f in range(256) if (f >> 2 * d) & 3 == table)
                shapes = sum(1 << c for c in _SHAPES if (c >> 2 * d) & 3 == new)
                if ok:
                    ok_f[d][new] |= facings
                    ok_c[d][table] |= shapes
                if link:
                    link_f[d][new] |= facings
                    link_c[d][table] |= shapes
    fit, fits_shapes = [0] * 256, [0] * 256
    for code in _SHAPES:
        sides = [(code >> 2 * d) & 3 for d in range(4)]
        fit[code] = (ok_f[0][sides[0]] & ok_f[1][sides[1]] & ok_f[2][sides[2]] & ok_f[3][sides[3]]
                     & (link_f[0][sides[0]] | link_f[1][sides[1]] | link_f[2][sides[2]] | link_f[3][sides[3]]))
    for f in range(256):
        sides = [(f >> 2 * d) & 3 for d in range(4)]
        fits_shapes[f] = (ok_c[0][sides[0]] & ok_c[1][sides[1]] & ok_c[2][sides[2]] & ok_c[3][sides[3]]
                          & (link_c[0][sides[0]] | link_c[1][sides[1]] | link_c[2][sides[2]]
                             | link_c[3][sides[3]]))
    return tuple(fit), tuple(fits_shapes)


#: Per card shape (0..255): a bit mask over the 256 facings, bit ``f`` set if the shape fits ``f``
#: (the same answer as :func:`fits_code`; a test checks every pair).
#: And per facing (0..255): a bit mask over the card shapes, bit ``code`` set if that shape fits it.
FIT, FITS_SHAPES = _masks()


def describe_side(card: Card, side: int) -> str:
    """``"the blue pipe"``, ``"the red cap"`` or ``"the empty"`` side wording for a reason."""
    kind = card.kinds[side]
    colour = {"b": "blue", "r": "red", "y": "yellow"}[card.colour]
    return "empty" if kind == 0 else f"{colour} {'pipe' if kind == 1 else 'cap'}"


def fault_reason(text: str, fault: Fault) -> str:
    """``text``, then the rule ``fault`` breaks in English, its id and the seed's German sentence (P10).

    >>> print(fault_reason("the new card's E side is a red cap and meets a red cap", CAP_ON_CAP)[:85])
    the new card's E side is a red cap and meets a red cap: a cap may not meet a cap (P8:
    """
    return _("{text}: {why} ({rule}: {seed})").format(text=text, why=_(fault.why), rule=fault.rule,
                                                      seed=fault.seed.rstrip("."))


def side_reason(card: Card, side: int, other: Card, cell: Cell, fault: Fault) -> str:
    """The P10 sentence for one side that does not fit.

    >>> print(side_reason(Card.parse("bb.."), 3, Card.parse(".b.b"), Cell(4, 4), PIPE_IN_EMPTY)[:96])
    the new card's W side is empty and meets the blue pipe on the E side of `.b.b` at (4,4): no pipe
    """
    mine, theirs = card.kinds[side], other.kinds[OPPOSITE[side]]
    said = _("{mine} and {theirs} of `{other}` at {cell}").format(
        mine=_(_NEW_SIDE[mine]).format(side=SIDES[side], colour=_(COLOUR_WORDS[card.colour])),
        theirs=_(_MEETS[theirs]).format(side=SIDES[OPPOSITE[side]], colour=_(COLOUR_WORDS[other.colour])),
        other=other, cell=cell)
    return fault_reason(said, fault)


#: Colours as adjectives in a reason ("a blue pipe"; German "ein Rohr (blau)").
COLOUR_WORDS = {"b": N_("blue"), "r": N_("red"), "y": N_("yellow")}
#: The new card's side (0 empty, 1 a pipe, 2 a cap), and the side it meets, in a reason.
_NEW_SIDE = (N_("the new card's {side} side is empty"), N_("the new card's {side} side is a {colour} pipe"),
             N_("the new card's {side} side is a {colour} cap"))
_MEETS = (N_("meets the empty {side} side"), N_("meets the {colour} pipe on the {side} side"),
          N_("meets the {colour} cap on the {side} side"))
