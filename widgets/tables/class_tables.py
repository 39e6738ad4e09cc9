"""The teacher's class in tables (issue 32), on the teacher's dashboard: choose a game, seat the joined
learners at tables (the empty seats are example players), start them all, and the projector's overview
of every table (the round, the trick, whose turn, the points so far, a stuck table marked), never a
hand. A thin view over :mod:`tutor.tables.classes`.

>>> import tempfile
>>> from tutor.classroom import ClassInfo, ClassStore
>>> data = tempfile.mkdtemp()
>>> classes = ClassStore(data); room = classes.open_class()
>>> for name in ("Ada", "Bo", "Cy"):
...     _ = classes.join(room.code, name)
>>> panel = ClassTablesPanel(classes, lambda: room)
>>> panel.game_input.value = "fuenfhundert"; panel.seat_button.click(); panel.start_button.click()
>>> panel.overview.value.count('class="tt-table-row"')
1
"""

from __future__ import annotations

from collections.abc import Callable

import ipywidgets as W

import hydra
from hydra.core.i18n import _
from tutor.classroom import ClassInfo, ClassStore
from tutor.tables import Referee, SeatState, TableError, TableStore, overview, seat_class, start_tables

from ..common.base import esc

__all__ = ["ClassTablesPanel", "overview_html"]


def overview_html(rows: list[SeatState]) -> str:
    """Every table of the class for the projector: names, round, trick, whose turn, points, stuck."""
    if not rows:
        return ""
    out = []
    for row in rows:
        players = ", ".join(f"{esc(n)} {t}" for n, t in zip(row["names"], row["totals"]))
        if not row["started"]:
            now = _("not started")
        elif row["over"]:
            now = _("round {number} is over").format(number=row["round"])
        else:
            now = _("round {number}, {tricks} tricks done, {name} to move").format(
                number=row["round"], tricks=row["tricks"], name=row["to_move"])
        stuck = ' <b class="tt-stuck">' + esc(_("stuck?")) + "</b>" if row["stuck"] else ""
        out.append(f'<tr class="tt-table-row" data-code="{esc(row["code"])}"><td><b>{esc(row["code"])}</b></td>'
                   f"<td>{esc(now)}{stuck}</td><td>{players}</td></tr>")
    title = _("The tables")
    return (f'<div class="tt-overview"><b>{esc(title)}</b><table>{"".join(out)}</table></div>'
            "<style>.tt-overview td{padding:2px 8px;font-size:16px;border-bottom:1px solid #ddd}"
            ".tt-stuck{color:#b00020}</style>")


class ClassTablesPanel(W.VBox):
    """``room()`` gives the open class (its ``id`` and the teacher's key ``teacher``), or None."""

    def __init__(self, classes: ClassStore, room: Callable[[], ClassInfo | None]) -> None:
        super().__init__()
        self.room = room
        self.classes = classes
        self.referee = Referee(TableStore(classes.data_dir))
        self.game_input = W.Dropdown(options=[(hydra.GAMES[g].title, g) for g in hydra.GAMES],
                                     value=next(iter(hydra.GAMES)),
                                     description=_("Play:"), layout=W.Layout(width="auto"))
        self.seat_button = W.Button(description=_("Seat the class at tables"), layout=W.Layout(width="auto"))
        self.seat_button.add_class("tt-seat-class")
        self.seat_button.on_click(lambda _b: self._run(self.seat))
        self.start_button = W.Button(description=_("Start every table"), button_style="success",
                                     layout=W.Layout(width="auto"))
        self.start_button.add_class("tt-start-tables")
        self.start_button.on_click(lambda _b: self._run(self.start))
        self.message = W.HTML()
        self.overview = W.HTML()
        row = W.HBox([self.game_input, self.seat_button, self.start_button])
        row.add_class("hc-row")
        self.children = [row, self.message, self.overview]

    def _run(self, call: Callable[[], object]) -> None:  # object: a callback's result is not used
        try:
            call()
        except (TableError, ValueError) as error:
            self.message.value = f'<div class="hc-msg">{esc(str(error))}</div>'

    def _room(self) -> ClassInfo:
        room = self.room()
        if room is None:
            raise TableError(_("Open a class first: press “Ask the class”."))
        return room

    def seat(self) -> None:
        room = self._room()
        names = self.classes.members(room.id)
        tables = seat_class(self.referee, room.id, room.teacher, names, self.game_input.value)
        words = _("{count} tables: each learner finds theirs on their class page.").format(count=len(tables))
        self.message.value = f'<div class="hc-ok">{esc(words)}</div>'
        self.tick()

    def start(self) -> None:
        problems = start_tables(self.referee, self._room().id, self._room().teacher)
        self.message.value = "".join(f'<div class="hc-msg">{esc(p)}</div>' for p in problems)
        self.tick()

    def tick(self) -> None:
        room = self.room()
        self.overview.value = overview_html(overview(self.referee, room.id)) if room is not None else ""
