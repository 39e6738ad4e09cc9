"""SVG pictures of Hydropolis cards and the table: pure functions that return strings.

A card is drawn 2:1 as it lies (N on top): each pipe end as a pipe in its colour
running to the middle, each cap as a closed end (a thick plate at the side),
a leaky card with a crack and drops, a tap as a valve wheel and an outlet as a
drain. Every picture has ``role="img"``, an ``aria-label`` and a ``<title>`` from
:func:`~.cards.card_name`, and no ``id`` attributes, so pictures can share a page.

>>> import xml.etree.ElementTree as ET
>>> ET.fromstring(card_svg(".b.b*")).get("aria-label")
'blue straight pipe, W to E, leaky'
>>> from hydra.hydropolis import Table
>>> table = Table.start(".b.b")
>>> _ = table.lay(".B..", (3, 4))
>>> ET.fromstring(table_svg(table)).get("aria-label")
'Hydropolis table, 2 cards; last laid: blue cap card, a cap on E, at (3,4)'
"""

from __future__ import annotations

from collections.abc import Iterable
from xml.sax.saxutils import escape, quoteattr

from .cards import CardLike, as_card, card_name
from .rules import CELLS, SIZE
from .table import CellLike, Table, as_cell

__all__ = ["card_svg", "table_svg", "PIPE_COLOURS"]

W, H = 200, 100                   # one card (and one cell) in user units: 2:1, long sides N and S
PIPE = 22                         # pipe width
MARGIN = 28                       # room for the column and row numbers around the table
FONT = "DejaVu Sans, Verdana, Arial, Helvetica, sans-serif"
#: colour letter -> (pipe fill, dark outline)
PIPE_COLOURS = {"b": ("#2f7ed8", "#174a86"), "r": ("#d8453b", "#7f1d17"), "y": ("#e8b923", "#8a6a00")}
_END = ((W / 2, 0), (W, H / 2), (W / 2, H), (0, H / 2))     # the middle of the N, E, S and W sides
_MID = (W / 2, H / 2)


def _n(x: float) -> str:
    return f"{x:.1f}".rstrip("0").rstrip(".")


def _segments(segments: list[tuple[float, float, float, float]], joint: bool, fill: str, dark: str) -> str:
    """Pipes as straight segments: every outline first, then every fill, so joints show no seams;
    ``joint`` rounds the middle (where pipes meet, or a pipe ends inside the card)."""
    out = []
    for width, colour in ((PIPE + 6, dark), (PIPE, fill)):
        for x1, y1, x2, y2 in segments:
            out.append(f'<line x1="{_n(x1)}" y1="{_n(y1)}" x2="{_n(x2)}" y2="{_n(y2)}" stroke="{colour}" '
                       f'stroke-width="{width}"/>')
        if joint:
            out.append(f'<circle cx="{_n(_MID[0])}" cy="{_n(_MID[1])}" r="{_n(width / 2)}" fill="{colour}"/>')
    return "".join(out)


def _cap(side: int, fill: str, dark: str) -> str:
    """A closed end: a plate across the pipe at the side, wider than the pipe."""
    x, y = _END[side]
    long_ = PIPE + 18
    w, h = (long_, 12) if side in (0, 2) else (12, long_)
    x = min(max(x - w / 2, 2), W - w - 2)
    y = min(max(y - h / 2, 2), H - h - 2)
    return (f'<rect x="{_n(x)}" y="{_n(y)}" width="{_n(w)}" height="{_n(h)}" rx="3" fill="{fill}" '
            f'stroke="{dark}" stroke-width="3"/>')


def _leak(fill: str, dark: str) -> str:
    cx, cy = _MID
    crack = (f'<path d="M{_n(cx - 14)},{_n(cy - 6)} l7,6 l5,-7 l6,8 l6,-6" fill="none" stroke="#222" '
             f'stroke-width="2.5" stroke-linejoin="round"/>')
    drops = "".join(f'<path d="M{_n(cx + dx)},{_n(cy + 14 + dy)} q-5,8 0,10 q5,-2 0,-10 z" fill="{fill}" '
                    f'stroke="{dark}" stroke-width="1.5"/>' for dx, dy in ((-22, 4), (0, 12), (20, 6)))
    return crack + drops


def _tap(fill: str, dark: str) -> str:
    cx, cy = _MID
    spokes = f'M{_n(cx - 15)},{_n(cy)} h30 M{_n(cx)},{_n(cy - 15)} v30'
    return (f'<circle cx="{_n(cx)}" cy="{_n(cy)}" r="19" fill="#fff" stroke="{dark}" stroke-width="4"/>'
            f'<path d="{spokes}" stroke="{dark}" stroke-width="4"/>'
            f'<circle cx="{_n(cx)}" cy="{_n(cy)}" r="6" fill="{fill}" stroke="{dark}" stroke-width="2"/>')


def _outlet(fill: str, dark: str) -> str:
    cx, cy = _MID
    return (f'<circle cx="{_n(cx)}" cy="{_n(cy)}" r="20" fill="{fill}" stroke="{dark}" stroke-width="4"/>'
            f'<circle cx="{_n(cx)}" cy="{_n(cy)}" r="11" fill="#0d2b45" stroke="{dark}" stroke-width="2"/>'
            f'<path d="M{_n(cx - 7)},{_n(cy)} h14 M{_n(cx)},{_n(cy - 7)} v14" stroke="{fill}" stroke-width="2"/>')


def card_inner(card: CardLike) -> str:
    """The drawing of ``card`` in a box ``0..200 x 0..100`` (no ``<svg>`` around it)."""
    c = as_card(card)
    fill, dark = PIPE_COLOURS[c.colour]
    out = [f'<rect x="1.5" y="1.5" width="{W - 3}" height="{H - 3}" rx="8" fill="#fbf8ef" stroke="#6b6b6b" '
           f'stroke-width="3"/>']
    pipes = [side for side, kind in enumerate(c.kinds) if kind == 1]
    caps = [side for side, kind in enumerate(c.kinds) if kind == 2]
    if c.is_pipe_piece:                                       # every end runs to the middle
        out.append(_segments([(*_END[side], *_MID) for side in pipes + caps], True, fill, dark))
    else:                                                     # a cap card: short stubs, closed at the side
        stubs = [(x, y, x + (_MID[0] - x) * 0.45, y + (_MID[1] - y) * 0.45) for x, y in (_END[s] for s in caps)]
        out.append(_segments(stubs, False, fill, dark))
    for side in caps:
        out.append(_cap(side, fill, dark))
    if c.kind == "tap":
        out.append(_tap(fill, dark))
    elif c.kind == "outlet":
        out.append(_outlet(fill, dark))
    if c.leaky:
        out.append(_leak(fill, dark))
    return "".join(out)


def _root(inner: str, width: float, vb: tuple[float, float, float, float], name: str) -> str:
    height = width * vb[3] / vb[2]
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{_n(width)}" height="{_n(height)}" '
            f'viewBox="{" ".join(_n(v) for v in vb)}" style="max-width:100%;height:auto" role="img" '
            f'aria-label={quoteattr(name)}><title>{escape(name)}</title>{inner}</svg>')


def card_svg(card: CardLike, width: float = 120, *, label: str | None = None) -> str:
    """One card as an SVG string, ``width`` pixels wide (its height is half that).

    ``label`` replaces the accessible name (default :func:`card_name`).

    >>> 'width="80" height="40"' in card_svg(".y..T", width=80)
    True
    """
    name = label if label is not None else card_name(card)
    return _root(card_inner(card), width, (0, 0, W, H), name)


def _number(x: float, y: float, text: str) -> str:
    return (f'<text x="{_n(x)}" y="{_n(y)}" font-family="{FONT}" font-size="20" fill="#555" '
            f'text-anchor="middle" dominant-baseline="middle">{escape(text)}</text>')


def table_svg(table: Table, width: float = 720, *, marked: Iterable[CellLike] = (),
              last: bool = True, asked: CellLike | None = None, window: int | None = None) -> str:
    """The table as a 9 by 9 grid, ``width`` pixels wide: each top card drawn in its cell, a stack
    with its height, ``marked`` cells (such as where a card fits) outlined in green, and the
    last card laid framed in orange (``last=False`` leaves the frame out). ``asked`` frames one
    cell in blue with a question mark (a quiz's "this cell?"); ``window`` shows only the cards'
    part of the grid and ``window`` cells around it (None: the whole table).

    >>> svg = table_svg(Table.start(".b.b"), marked=[(5, 4)])
    >>> svg.count('role="img"'), "may go here" in svg
    (3, True)
    >>> svg = table_svg(Table.start(".b.b"), asked=(3, 4), window=1)
    >>> 'viewBox="372 272' in svg, "the cell asked about" in svg
    (True, True)
    """
    marks = {as_cell(c) for c in marked}
    ask = None if asked is None else as_cell(asked)
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
            name = f"{card_name(stack[-1])} at {cell}"
            if len(stack) > 1:
                name += f", on {len(stack) - 1} covered card{'s' if len(stack) > 2 else ''}"
            if last_lay is not None and last_lay.cell == cell:
                name += ", laid last"
            badge = ""
            if len(stack) > 1:
                badge = (f'<circle cx="{W - 16}" cy="16" r="13" fill="#333"/>'
                         f'<text x="{W - 16}" y="17" font-family="{FONT}" font-size="16" fill="#fff" '
                         f'text-anchor="middle" dominant-baseline="middle">{len(stack)}</text>')
            out.append(f'<g transform="translate({x} {y})" role="img" aria-label={quoteattr(name)}>'
                       f'<title>{escape(name)}</title>{card_inner(stack[-1])}{badge}</g>')
        if cell in marks:
            name = f"{cell}: a card may go here"
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
        name = f"{ask}: the cell asked about"
        out.append(f'<g role="img" aria-label={quoteattr(name)}><title>{escape(name)}</title>'
                   f'<rect x="{x + 6}" y="{y + 6}" width="{W - 12}" height="{H - 12}" rx="10" '
                   f'fill="#1565c0" fill-opacity="0.12" stroke="#1565c0" stroke-width="8"/>'
                   f'<text x="{x + W / 2}" y="{y + H / 2}" font-family="{FONT}" font-size="44" '
                   f'font-weight="bold" fill="#1565c0" text-anchor="middle" dominant-baseline="middle">?'
                   f'</text></g>')
    count = sum(len(table.stack(c)) for c in table.cells)
    name = f"Hydropolis table, {count} card{'s' if count != 1 else ''}"
    if last_lay is not None:
        name += f"; last laid: {card_name(last_lay.card)}, at {last_lay.cell}"
    vb = (c0 * W - MARGIN, r0 * H - MARGIN, (c1 - c0 + 1) * W + MARGIN + 4, (r1 - r0 + 1) * H + MARGIN + 4)
    return _root("".join(out), width, vb, name)

