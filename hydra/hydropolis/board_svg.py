"""The drawing of a Hydropolis table: the grid, each stack's top card, the marks.

It reads a table's public face only (:class:`DrawnTable`: its cells, each cell's stack and the last
card laid), so the table module draws itself with it (``Table._repr_svg_``) and this module never
imports the table's; :func:`hydra.hydropolis.svg.table_svg` is the public face that takes notation.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Protocol
from xml.sax.saxutils import escape, quoteattr

from hydra.core.i18n import _, ngettext

from .cards import Card, card_name
from .faces import FONT, MARGIN, H, W, card_inner, svg_number, svg_root
from .rules import CELLS, SIZE, Cell

__all__ = ["DrawnTable", "draw_table"]


class LaidCard(Protocol):
    """A card laid on a cell (a table's :class:`~hydra.hydropolis.table.Lay`)."""

    @property
    def card(self) -> Card: ...
    @property
    def cell(self) -> Cell: ...


class DrawnTable(Protocol):
    """What the drawing reads of a table (a :class:`~hydra.hydropolis.table.Table` is one)."""

    @property
    def cells(self) -> Sequence[Cell]: ...
    @property
    def last(self) -> LaidCard | None: ...
    def stack(self, cell: Cell) -> Sequence[Card]: ...


def _number(x: float, y: float, text: str) -> str:
    return (f'<text x="{svg_number(x)}" y="{svg_number(y)}" font-family="{FONT}" font-size="20" fill="#555" '
            f'text-anchor="middle" dominant-baseline="middle">{escape(text)}</text>')


def draw_table(table: DrawnTable, width: float = 720, *, marks: Collection[Cell] = (), last: bool = True,
               ask: Cell | None = None, window: int | None = None) -> str:
    """The table as a 9 by 9 grid (see :func:`hydra.hydropolis.svg.table_svg`, which takes cells as
    notation too): each top card drawn in its cell, a stack with its height, ``marks`` outlined in
    green, the last card laid framed in orange unless ``last=False``, ``ask`` framed in blue with a
    question mark, and with ``window`` only the cards' part of the grid and that many cells around."""
    c0 = r0 = 0
    c1 = r1 = SIZE - 1
    if window is not None:
        cells = [*table.cells, *marks, *([ask] if ask is not None else [])]
        c0 = max(0, min(c.col for c in cells) - window)
        c1 = min(SIZE - 1, max(c.col for c in cells) + window)
        r0 = max(0, min(c.row for c in cells) - window)
        r1 = min(SIZE - 1, max(c.row for c in cells) + window)
    out = [f'<rect x="0" y="0" width="{SIZE * W}" height="{SIZE * H}" fill="#e9efe6"/>']
    for i in range(SIZE):
        out.append(_number(i * W + W / 2, r0 * H - MARGIN / 2, str(i)))
        out.append(_number(c0 * W - MARGIN / 2, i * H + H / 2, str(i)))
    out.append(f'<path d="{"".join(f"M{i * W},0 v{SIZE * H} " for i in range(SIZE + 1))}'
               f'{"".join(f"M0,{i * H} h{SIZE * W} " for i in range(SIZE + 1))}" stroke="#c4cfc0" '
               f'stroke-width="2" fill="none"/>')
    last_lay = table.last if last else None
    for cell in CELLS:
        x, y = cell.col * W, cell.row * H
        stack = table.stack(cell)
        if stack:
            name = _("{card} at {cell}").format(card=card_name(stack[-1]), cell=cell)
            if len(stack) > 1:
                name += ngettext(", on {n} covered card", ", on {n} covered cards", len(stack) - 1).format(
                    n=len(stack) - 1)
            if last_lay is not None and last_lay.cell == cell:
                name += _(", laid last")
            badge = ""
            if len(stack) > 1:
                badge = (f'<circle cx="{W - 16}" cy="16" r="13" fill="#333"/>'
                         f'<text x="{W - 16}" y="17" font-family="{FONT}" font-size="16" fill="#fff" '
                         f'text-anchor="middle" dominant-baseline="middle">{len(stack)}</text>')
            out.append(f'<g transform="translate({x} {y})" role="img" aria-label={quoteattr(name)}>'
                       f'<title>{escape(name)}</title>{card_inner(stack[-1])}{badge}</g>')
        if cell in marks:
            name = _("{cell}: a card may go here").format(cell=cell)
            out.append(f'<g role="img" aria-label={quoteattr(name)}><title>{escape(name)}</title>'
                       f'<rect x="{x + 5}" y="{y + 5}" width="{W - 10}" height="{H - 10}" rx="10" '
                       f'fill="#2e9d4a" fill-opacity="0.18" stroke="#2e9d4a" stroke-width="5" '
                       f'stroke-dasharray="14 8"/></g>')
    if last_lay is not None:
        x, y = last_lay.cell.col * W, last_lay.cell.row * H
        out.append(f'<rect x="{x + 2}" y="{y + 2}" width="{W - 4}" height="{H - 4}" rx="8" fill="none" '
                   f'stroke="#f08c00" stroke-width="7"/>')
    if ask is not None:
        x, y = ask.col * W, ask.row * H
        name = _("{cell}: the cell asked about").format(cell=ask)
        out.append(f'<g role="img" aria-label={quoteattr(name)}><title>{escape(name)}</title>'
                   f'<rect x="{x + 6}" y="{y + 6}" width="{W - 12}" height="{H - 12}" rx="10" '
                   f'fill="#1565c0" fill-opacity="0.12" stroke="#1565c0" stroke-width="8"/>'
                   f'<text x="{x + W / 2}" y="{y + H / 2}" font-family="{FONT}" font-size="44" '
                   f'font-weight="bold" fill="#1565c0" text-anchor="middle" dominant-baseline="middle">?'
                   f'</text></g>')
    count = sum(len(table.stack(c)) for c in table.cells)
    name = ngettext("Hydropolis table, {n} card", "Hydropolis table, {n} cards", count).format(n=count)
    if last_lay is not None:
        name += _("; last laid: {card}, at {cell}").format(card=card_name(last_lay.card), cell=last_lay.cell)
    vb = (c0 * W - MARGIN, r0 * H - MARGIN, (c1 - c0 + 1) * W + MARGIN + 4, (r1 - r0 + 1) * H + MARGIN + 4)
    return svg_root("".join(out), width, vb, name)

