"""The Hydropolis table as a grid a learner taps (issue 20): a thin view, shared by the course and
any page that lays cards (the play page may use it too).

It shows the part of the 9 by 9 table in use (every card, marked or noted cell, and one cell more
around them, so there is room to lay), numbered by column and row, each card drawn by the engine's
:func:`~hydra.hydropolis.card_svg`; it scrolls inside its frame and zooms (two buttons), so it fits a
400 px phone. Cells can be marked (where a card fits), the last card laid is framed, and a cell may
carry notes (``+3`` on a side, ``+1`` in the middle). A tap on a cell calls ``on_tap(cell)``. Every
target is at least 44 px high.

>>> from hydra.hydropolis import Table
>>> view = TableView(Table.start(".b.b"), marked=[(5, 4)])
>>> view.window, len(view.taps.children)
((3, 3, 6, 5), 12)
>>> tapped = []
>>> view.on_tap(tapped.append)
>>> view.button((5, 4)).click(); tapped
[Cell(col=5, row=4)]
>>> 'aria-label="blue straight pipe, W to E at (4,4), laid last"' in view.picture.value
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TypeVar

import ipywidgets as W

from hydra.core.i18n import N_, _, ngettext
from hydra.hydropolis import CELLS, Cell, Lay, Table, as_cell, card_name, card_svg, parse_action
from hydra.hydropolis.table import CellLike

from ..common.base import SnapshotMixin, Trait, esc
from ..common.base import shared_model

__all__ = ["TableView", "TABLE_STYLE", "LEGEND", "table_html", "window_of", "ZOOMS", "seat_table_html"]

#: What the marks mean, under the table (a page may say it its own way).
LEGEND = N_("Orange frame: the card laid last. Green dashes: where the card you hold fits. Tap a cell to lay it "
          "there; scroll the table, or make it smaller or larger.")
#: Cell heights in px, from "zoomed out" to "zoomed in" (a cell is twice as wide as high).
ZOOMS = (44, 60, 84)

TABLE_STYLE = """<style>
.hpt{--h:60px;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;max-width:100%}
.hpt.hpt-z0{--h:44px}.hpt.hpt-z1{--h:60px}.hpt.hpt-z2{--h:84px}
@media (max-width:640px){.hpt.hpt-z1{--h:48px}.hpt.hpt-z2{--h:72px}}
.hpt .hpt-scroll{overflow:auto;max-width:100%;max-height:80vh;border:1px solid #c4cfc0;border-radius:8px;
 background:#e9efe6;-webkit-overflow-scrolling:touch;box-sizing:border-box}
.hpt .hpt-stack{position:relative;width:max-content;margin:0;padding:0;overflow:visible}
.hpt .hpt-stack>.jupyter-widgets,.hpt .hpt-stack .widget-html-content{margin:0;padding:0;line-height:1}
.hpt-grid{display:grid;grid-template-columns:24px repeat(var(--cols),calc(var(--h) * 2));
 grid-template-rows:24px repeat(var(--rows),var(--h));width:max-content}
.hpt-num{display:flex;align-items:center;justify-content:center;font-size:13px;color:#555}
.hpt-cell{position:relative;box-sizing:border-box;border:1px solid #c4cfc0;background:#e9efe6}
.hpt-cell svg{display:block;width:100%;height:100%}
.hpt-cell.hpt-mark::after{content:"";position:absolute;inset:3px;border:3px dashed #2e9d4a;border-radius:8px;
 background:rgba(46,157,74,.16)}
.hpt-cell.hpt-around::after{content:"";position:absolute;inset:2px;border:3px solid #1a4f9c;border-radius:8px}
.hpt-cell.hpt-last::before{content:"";position:absolute;inset:0;border:4px solid #f08c00;border-radius:8px;z-index:1}
.hpt-cell.hpt-off{background:repeating-linear-gradient(45deg,#ddd,#ddd 6px,#eee 6px,#eee 12px)}
.hpt-note{position:absolute;z-index:2;background:#1f3d2a;color:#fff;border-radius:10px;padding:1px 6px;
 font-size:13px;font-weight:700;line-height:1.3;white-space:nowrap;pointer-events:none}
.hpt-at-C{top:50%;left:50%;transform:translate(-50%,-50%)}
.hpt-at-N{top:2px;left:50%;transform:translateX(-50%)}.hpt-at-S{bottom:2px;left:50%;transform:translateX(-50%)}
.hpt-at-W{left:2px;top:50%;transform:translateY(-50%)}.hpt-at-E{right:2px;top:50%;transform:translateY(-50%)}
.hpt-at-C2{top:2px;left:2px;font-size:11px;padding:0 4px;line-height:1.2;opacity:.92}
.hpt-stackn{position:absolute;top:3px;right:3px;z-index:2;background:#333;color:#fff;border-radius:9px;
 font-size:12px;padding:0 5px;pointer-events:none}
.hpt .hpt-taps{position:absolute;top:24px;left:24px;margin:0;padding:0;gap:0}
.hpt .hpt-taps>.jupyter-widgets{margin:0}
.hpt .hpt-tap{width:100%;height:100%;min-height:44px;margin:0;padding:0;background:transparent;
 color:transparent;border:none;box-shadow:none;cursor:pointer;font-size:1px}
.hpt .hpt-tap:hover{background:rgba(26,79,156,.10)}
.hpt .hpt-tap:focus-visible{outline:3px solid #ffb300;outline-offset:-3px}
.hpt .hpt-zoom{display:flex;gap:6px;align-items:center;margin:4px 0;flex-wrap:wrap}
.hpt .hpt-zoom button{min-height:44px;min-width:44px}
.hpt-legend{font-size:13px;color:#444;margin:2px 0}
</style>"""


def window_of(table: Table, cells: Iterable[Cell], pad: int = 1) -> tuple[int, int, int, int]:
    """The columns and rows to show, ``(col0, row0, col1, row1)`` inclusive: every card and every
    cell in ``cells``, ``pad`` cells more around them, within the table (P6)."""
    used = [*table.cells, *cells]
    if not used:
        return 0, 0, Table.SIZE - 1, Table.SIZE - 1
    last = Table.SIZE - 1
    return (max(0, min(c.col for c in used) - pad), max(0, min(c.row for c in used) - pad),
            min(last, max(c.col for c in used) + pad), min(last, max(c.row for c in used) + pad))


def _cell_name(table: Table, cell: Cell) -> str:
    stack = table.stack(cell)
    if not stack:
        return _("{cell}, empty").format(cell=cell)
    covered = (ngettext(", on {n} covered card", ", on {n} covered cards", len(stack) - 1).format(n=len(stack) - 1)
               if len(stack) > 1 else "")
    return _("{card} at {cell}").format(card=card_name(stack[-1]), cell=cell) + covered


def table_html(table: Table, window: tuple[int, int, int, int], *, marked: Iterable[Cell] = (),
               around: Iterable[Cell] = (), notes: Mapping[Cell, Sequence[tuple[str, str]]] | None = None,
               last: bool = True) -> str:
    """The picture: numbers, then each cell of ``window`` with its top card, marks and notes."""
    c0, r0, c1, r1 = window
    marks, near = set(marked), set(around)
    notes = notes or {}
    last_cell = table.last.cell if last and table.last is not None else None
    out = ['<div class="hpt-num"></div>']
    out += [f'<div class="hpt-num">{c}</div>' for c in range(c0, c1 + 1)]
    for row in range(r0, r1 + 1):
        out.append(f'<div class="hpt-num">{row}</div>')
        for col in range(c0, c1 + 1):
            cell = Cell(col, row)
            css = ["hpt-cell"]
            if cell in marks:
                css.append("hpt-mark")
            if cell in near:
                css.append("hpt-around")
            if cell == last_cell:
                css.append("hpt-last")
            stack = table.stack(cell)
            name = _cell_name(table, cell) + (_(", laid last") if cell == last_cell else "") + (
                _(": a card may go here") if cell in marks else "")
            inner = card_svg(stack[-1], label=name) if stack else ""
            if len(stack) > 1:
                inner += f'<span class="hpt-stackn">{len(stack)}</span>'
            for where, text in notes.get(cell, ()):
                inner += f'<span class="hpt-note hpt-at-{esc(where)}">{esc(text)}</span>'
            label = "" if stack else f' role="img" aria-label="{esc(name)}"'
            out.append(f'<div class="{" ".join(css)}" data-cell="{col},{row}"{label}>{inner}</div>')
    count = sum(len(table.stack(c)) for c in table.cells)
    title = ngettext("Hydropolis table, {n} card, columns {c0} to {c1}, rows {r0} to {r1}",
                     "Hydropolis table, {n} cards, columns {c0} to {c1}, rows {r0} to {r1}", count).format(
        n=count, c0=c0, c1=c1, r0=r0, r1=r1)
    return (f'<div class="hpt-grid" role="group" aria-label="{esc(title)}" '
            f'style="--cols:{c1 - c0 + 1};--rows:{r1 - r0 + 1}">' + "".join(out) + "</div>")


def seat_table_html(table: Table, legal: Sequence[str], hand: Sequence[str], caption: str) -> str:
    """Hydropolis at a table of people (the table page): the cards laid, the cells where the player's
    ``legal`` moves go marked, columns and rows numbered, and the player's hand with each card's name;
    the moves themselves are the page's buttons in words.

    >>> html = seat_table_html(Table(), [".b.b at (5,4)"], [".b.b"], "Your move")
    >>> 'data-cell="5,4"' in html and "blue straight pipe" in html
    True
    """
    moves = [parse_action(a) for a in legal]
    marked = list(dict.fromkeys(m.cell for m in moves if isinstance(m, Lay)))
    board = table_html(table, window_of(table, marked), marked=marked)
    cards = "".join(f'<div class="tt-hp-card">{card_svg(card, 96)}<span>{esc(card_name(card))}</span></div>'
                    for card in hand)
    return (f'{TABLE_STYLE}<style>.tt-hp-hand{{display:flex;flex-wrap:wrap;gap:8px;margin:6px 0}}'
            f'.tt-hp-card{{display:flex;flex-direction:column;align-items:center;width:110px;font-size:13px;'
            f'text-align:center}}</style><div class="hpt hpt-z1 tt-hp"><div class="hpt-scroll">{board}</div>'
            f'<div class="hpt-legend">{esc(caption)}</div></div><div class="tt-hp-hand">{cards}</div>')


#: A cell as a page names it: a Cell, a pair of ints or ``"(5,4)"`` (:func:`hydra.hydropolis.as_cell`).
_At = TypeVar("_At", bound="CellLike | str")

class TableView(SnapshotMixin, W.VBox):
    """The table, tappable: ``show(table, marked=..., around=..., notes=...)`` redraws it, and
    ``on_tap(callback)`` is called with the :class:`Cell` tapped."""

    def __init__(self, table: Table | None = None, *, marked: Iterable[CellLike | str] = (),
                 around: Iterable[CellLike | str] = (),
                 notes: Mapping[_At, Sequence[tuple[str, str]]] | None = None, zoom: int = 1, pad: int = 1,
                 legend: str | None = None, **kwargs: Trait) -> None:
        super().__init__(**kwargs)
        self.add_class("hpt")
        self.pad = pad
        self.zoom = zoom
        self.add_class(f"hpt-z{zoom}")
        self._callbacks: list[Callable[[Cell], object]] = []  # object: a callback's result is not used
        self._buttons: dict[Cell, W.Button] = {}
        self.table = table if table is not None else Table.start(".b.b")
        self.window = (0, 0, 0, 0)
        self.picture = W.HTML()
        self.taps = W.GridBox()
        self.taps.add_class("hpt-taps")
        stack = W.Box([self.picture, self.taps])
        stack.add_class("hpt-stack")
        scroll = W.Box([stack])
        scroll.add_class("hpt-scroll")
        self.zoom_out = W.Button(description=_("− Smaller"), tooltip=_("Zoom out: smaller cards"))
        self.zoom_in = W.Button(description=_("+ Larger"), tooltip=_("Zoom in: larger cards"))
        self.zoom_out.on_click(lambda _b: self.set_zoom(self.zoom - 1))
        self.zoom_in.on_click(lambda _b: self.set_zoom(self.zoom + 1))
        bar = W.HBox([self.zoom_out, self.zoom_in])
        bar.add_class("hpt-zoom")
        text = _(LEGEND) if legend is None else legend
        self.legend = W.HTML(f'<div class="hpt-legend">{esc(text)}</div>' if text else "")
        self.children = [W.HTML(TABLE_STYLE), scroll, bar, self.legend]
        self.show(self.table, marked=marked, around=around, notes=notes)

    def on_tap(self, callback: Callable[[Cell], object]) -> None:  # object: a callback's result is not used
        """``callback(cell)`` after a cell is tapped."""
        self._callbacks.append(callback)

    def button(self, cell: Cell | tuple[int, int] | str) -> W.Button:
        """The tap target of ``cell`` (made on first use)."""
        cell = as_cell(cell)
        button = self._buttons.get(cell)
        if button is None:
            button = W.Button(description=str(cell), layout=shared_model("layout", width="100%", height="100%"))
            button.add_class("hpt-tap")
            button.add_class(f"hpt-c{cell.col}-{cell.row}")
            button.on_click(lambda _b, cell=cell: self._tapped(cell))
            self._buttons[cell] = button
        return button

    def _tapped(self, cell: Cell) -> None:
        for callback in self._callbacks:
            callback(cell)

    def set_zoom(self, zoom: int) -> None:
        zoom = max(0, min(len(ZOOMS) - 1, zoom))
        self.remove_class(f"hpt-z{self.zoom}")
        self.zoom = zoom
        self.add_class(f"hpt-z{zoom}")
        self.zoom_out.disabled = zoom == 0
        self.zoom_in.disabled = zoom == len(ZOOMS) - 1

    def show(self, table: Table | None = None, *, marked: Iterable[CellLike | str] = (),
             around: Iterable[CellLike | str] = (),
             notes: Mapping[_At, Sequence[tuple[str, str]]] | None = None, last: bool = True) -> None:
        """Draw ``table`` (the one shown, if None) with ``marked`` cells, ``around`` cells outlined and
        ``notes`` per cell."""
        if table is not None:
            self.table = table
        marks = [as_cell(c) for c in marked]
        near = [as_cell(c) for c in around]
        cell_notes = {as_cell(c): list(n) for c, n in (notes or {}).items()}
        self.window = window = window_of(self.table, [*marks, *near, *cell_notes], self.pad)
        self.picture.value = table_html(self.table, window, marked=marks, around=near, notes=cell_notes,
                                        last=last)
        c0, r0, c1, r1 = window
        self.taps.layout.grid_template_columns = f"repeat({c1 - c0 + 1}, calc(var(--h) * 2))"
        self.taps.layout.grid_template_rows = f"repeat({r1 - r0 + 1}, var(--h))"
        cells = [cell for cell in CELLS if c0 <= cell.col <= c1 and r0 <= cell.row <= r1]
        for cell in cells:                       # its name says what lies there, for a screen reader too
            button = self.button(cell)
            tip = _cell_name(self.table, cell)
            if button.tooltip != tip:
                button.tooltip = tip
                button.description = tip
        children = tuple(self.button(cell) for cell in cells)
        if children != self.taps.children:
            self.taps.children = children

    def snapshot_html(self) -> str:
        return TABLE_STYLE + f'<div class="hpt hpt-z{self.zoom}">{self.picture.value}</div>'
