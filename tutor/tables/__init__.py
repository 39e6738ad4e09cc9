"""Play together (issue 32): a table of learners plays one game of :data:`hydra.GAMES` from their own
phones, the tutor refereeing.

* :mod:`tutor.database`: SQLite (the progress file) or PostgreSQL (``HYDRA_DATABASE_URL``);
* :mod:`~tutor.tables.store`: tables, seats, rounds and every action of a round;
* :mod:`~tutor.tables.referee`: every action checked by the engine and written before any page shows
  it; rounds rebuilt by replaying their actions; the example players in the empty seats;
* :mod:`~tutor.tables.players`: the example player of each game;
* :mod:`~tutor.tables.state`: what one seat's page may show (built from the engine's ``view(seat)``);
* :mod:`~tutor.tables.classes`: the teacher's class in tables, and the projector's overview.

The page is ``notebooks/table.ipynb`` (``widgets/tables``).
"""

from .classes import STUCK_SECONDS, class_table_link, overview, seat_class, start_tables
from ..database import DATABASE_URL_ENV, Conflict, Database, connect
from .players import EXAMPLE_NAMES, example_action
from .referee import Done, Live, Referee, seat_points
from .state import SeatState, jsonable, seat_state, trick_rows
from .store import TABLE_HOURS, Action, RoundRow, SeatInfo, TableError, TableInfo, TableStore

__all__ = ["DATABASE_URL_ENV", "Conflict", "Database", "connect", "EXAMPLE_NAMES", "example_action", "Done", "Live",
           "Referee", "seat_points", "TABLE_HOURS", "Action", "RoundRow", "SeatInfo", "TableError", "TableInfo",
           "TableStore", "STUCK_SECONDS", "class_table_link", "overview", "seat_class", "start_tables", "jsonable",
           "seat_state", "trick_rows", "SeatState"]
