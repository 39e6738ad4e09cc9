"""SVG pictures of Hydropolis cards and the table: pure functions that return strings, cards and
cells given as notation too (the drawing itself is :mod:`~.faces`' and :mod:`~.board_svg`'s).

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

from .board_svg import draw_table
from .cards import CardLike, as_card, card_name
from .faces import PIPE_COLOURS, face_svg
from .table import CellLike, Table, as_cell

__all__ = ["card_svg", "table_svg", "PIPE_COLOURS"]


def card_svg(card: CardLike, width: float = 120, *, label: str | None = None) -> str:
    """One card as an SVG string, ``width`` pixels wide (its height is half that).

    ``label`` replaces the accessible name (default :func:`card_name`).

    >>> 'width="80" height="40"' in card_svg(".y..T", width=80)
    True
    """
    return face_svg(as_card(card), width, label if label is not None else card_name(card))


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
    return draw_table(table, width, marks={as_cell(c) for c in marked}, last=last,
                      ask=None if asked is None else as_cell(asked), window=window)
