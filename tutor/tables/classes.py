"""The teacher's class in tables (issue 32): the joined learners seated at tables of the game's size
(the empty seats are example players), every table started at once, and the projector's overview of
the tables: the round, the trick, whose turn, the score so far and the tables that are stuck, never a
hand.

The teacher's key of the class is the host's key of its tables, so the teacher's dashboard starts them
(and lets an example player play for a learner who is gone). A learner's class page finds the learner's
seat by the class and the name (:meth:`~tutor.tables.TableStore.seat_in_class`) and links its table.

>>> import tempfile
>>> from tutor.tables import Referee, TableStore
>>> ref = Referee(TableStore(tempfile.mkdtemp(), environ={}))
>>> tables = seat_class(ref, 7, "key", ["Ada", "Bo", "Cy", "Di", "Ed", "Flo"], "doppelkopf-turnier")
>>> [len(ref.store.people(t.id)) for t in tables]
[3, 3]
>>> start_tables(ref, 7, "key")
[]
>>> [row["round"] for row in overview(ref, 7)]
[1, 1]
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

import hydra
from hydra.core.i18n import _

from .referee import Referee
from .state import SeatState, seat_state
from .store import TableError, TableInfo

__all__ = ["seat_class", "start_tables", "overview", "class_table_link", "STUCK_SECONDS"]

#: A table where nobody has moved for this long is shown as stuck on the projector.
STUCK_SECONDS = 90.0


def seat_class(referee: Referee, class_id: int, teacher: str, names: Sequence[str], game: str,
               rng: random.Random | None = None) -> list[TableInfo]:
    """Open as few tables of ``game`` as seat every learner of ``names`` (shuffled), the learners spread
    evenly over them, each table's host key the teacher's."""
    if not names:
        raise TableError(_("No learner has joined the class yet: tables are made of the learners who joined."))
    size = hydra.GAMES[game].seats[0]
    count = math.ceil(len(names) / size)
    order = list(names)
    (rng or random.Random()).shuffle(order)
    tables = [referee.store.open_table(game, class_id=class_id, host=teacher) for _n in range(count)]
    for i, name in enumerate(order):
        referee.store.join(tables[i % count].code, name)
    return tables


def start_tables(referee: Referee, class_id: int, teacher: str) -> list[str]:
    """Start every table of the class not started yet; the sentences of those that could not start."""
    problems = []
    for table in referee.store.tables_of_class(class_id):
        if not table.started and not table.closed:
            done = referee.start(table.code, teacher)
            if not done.ok:
                problems.append(done.message)
    return problems


def overview(referee: Referee, class_id: int) -> list[SeatState]:
    """One row per table of the class for the projector: who sits there, the round, the tricks done,
    whose turn, the points so far and whether it is stuck; nothing of any hand."""
    rows = []
    now = referee.store.clock()
    for table in referee.store.tables_of_class(class_id):
        if table.closed:
            continue
        live = referee.live(table.code)
        state = seat_state(live, 0)
        current = live.current
        last = referee.store.last_action_at(current.id) if current is not None else None
        stuck = (current is not None and not state["over"] and last is not None and now - last > STUCK_SECONDS)
        rows.append({"code": table.code, "title": state["title"], "names": state["short_names"],
                     "round": state["round"], "tricks": state.get("tricks_done", 0), "to_move": state["to_move"],
                     "over": state["over"], "totals": state["totals"], "stuck": stuck, "started": state["started"]})
    return rows


def class_table_link(referee: Referee, class_id: int, name: str, page: str = "table.ipynb") -> str | None:
    """The address of the table the teacher seated the class's learner ``name`` at, with the seat's key
    (``table.ipynb?table=CODE&member=KEY``); None while the learner has no table."""
    seat = referee.store.seat_in_class(class_id, name)
    return None if seat is None else f"{page}?table={seat.code}&member={seat.token}"
