"""The tables' store: each table, its seats and each round's actions, on SQLite or PostgreSQL
(:mod:`~tutor.database`).

A table is a row (its game, its code, the host's key, a ``version`` every write raises, which the
pages poll); a seat a person took is a row (name, the seat's key, whether an example player plays it
while the person is away); a round is a row (its deal's seed, its dealer, its points once over); and
every action of a round is a row numbered from 1 (UNIQUE per round: a second tab sending the same
action again is refused by the number, nothing is played twice). The round itself is never stored:
replaying its actions through the engine rebuilds it (:mod:`~tutor.tables.referee`), so a server
killed mid-trick resumes every table where its last written action left it.

>>> import tempfile
>>> store = TableStore(tempfile.mkdtemp(), environ={})
>>> table = store.open_table("hydra")
>>> table.game, table.players, len(table.code)
('hydra', 5, 5)
>>> ada = store.join(table.code, "Ada")
>>> ada.seat, ada.name, store.join(table.code, "ada", token=ada.token) == ada
(0, 'Ada', True)
>>> try:
...     store.join(table.code, "ADA")
... except TableError as error:
...     print(error)
The name “ADA” is already taken at this table: please add a letter or choose another name.
"""

from __future__ import annotations

import json
import os
import random
import secrets
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass

import hydra
from hydra.core.i18n import _
from tutor.classroom.store import CODE_LENGTH, ClassError, clean_code, new_code
from tutor.progress import clean_name

from ..database import Conflict, Database, Row, Writer, connect

__all__ = ["TableStore", "TableError", "TableInfo", "SeatInfo", "RoundRow", "Action", "TABLE_HOURS"]

#: A table's code works this long after it was opened.
TABLE_HOURS = 12.0


class TableError(ValueError):
    """A sentence for the player: a wrong code, a name taken, an action refused."""


@dataclass(frozen=True)
class TableInfo:
    id: int
    code: str
    game: str               # an id of hydra.GAMES
    players: int
    started: bool
    closed: bool
    version: int
    host: str = ""          # the host's key (only the host's page knows it)
    class_id: int | None = None


@dataclass(frozen=True)
class SeatInfo:
    """A person's seat (seats count from 0 inside; a page names them by the person's name)."""
    table_id: int
    code: str
    seat: int
    name: str
    token: str = ""         # the seat's key in the page's address (``member=``): F5 rejoins with it
    away: bool = False      # an example player plays it until the person is back


@dataclass(frozen=True)
class RoundRow:
    id: int
    number: int             # 1, 2, ... in the match
    seed: int
    dealer: int
    points: tuple[int, ...] | None    # per seat, once the round is over
    ending: str | None


@dataclass(frozen=True)
class Action:
    seq: int                # 1, 2, ... in the round
    seat: int
    action: str             # the engine's notation (str of a legal action)


_SCHEMA = """
CREATE TABLE IF NOT EXISTS together_tables (
    id {id},
    code TEXT NOT NULL UNIQUE,
    game TEXT NOT NULL,
    players INTEGER NOT NULL,
    host TEXT NOT NULL,
    created REAL NOT NULL,
    expires REAL NOT NULL,
    started INTEGER NOT NULL DEFAULT 0,
    closed INTEGER NOT NULL DEFAULT 0,
    version INTEGER NOT NULL DEFAULT 0,
    class_id INTEGER,
    away_after REAL NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS together_seats (
    id {id},
    table_id INTEGER NOT NULL REFERENCES together_tables(id),
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    folded TEXT NOT NULL,
    token TEXT NOT NULL,
    away INTEGER NOT NULL DEFAULT 0,
    joined REAL NOT NULL,
    UNIQUE (table_id, seat),
    UNIQUE (table_id, folded)
);
CREATE TABLE IF NOT EXISTS together_rounds (
    id {id},
    table_id INTEGER NOT NULL REFERENCES together_tables(id),
    number INTEGER NOT NULL,
    seed INTEGER NOT NULL,
    dealer INTEGER NOT NULL,
    dealt REAL NOT NULL DEFAULT 0,
    points TEXT,
    ending TEXT,
    UNIQUE (table_id, number)
);
CREATE TABLE IF NOT EXISTS together_actions (
    id {id},
    round_id INTEGER NOT NULL REFERENCES together_rounds(id),
    seq INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    action TEXT NOT NULL,
    at REAL NOT NULL,
    UNIQUE (round_id, seq)
)
"""

_TABLE = "SELECT id, code, game, players, started, closed, version, host, class_id, expires FROM together_tables "


class TableStore:
    """Tables on the database :func:`~tutor.database.connect` gives (or ``db``)."""

    def __init__(self, data_dir: str | os.PathLike[str] | None = None, *, environ: Mapping[str, str] | None = None,
                 db: Database | None = None, clock: Callable[[], float] = time.time) -> None:
        self.db = db if db is not None else connect(data_dir, environ)
        self.clock = clock
        self.db.create(_SCHEMA)

    def close(self) -> None:
        self.db.close()

    # --- tables ---------------------------------------------------------------------------------
    def open_table(self, game: str, players: int | None = None, *, hours: float = TABLE_HOURS,
                   rng: random.Random | None = None, class_id: int | None = None, host: str | None = None) -> TableInfo:
        """A new table of ``game`` (an id of :data:`hydra.GAMES`) for ``players`` (the game's first
        allowed number if None), with a code no other table has and the host's key (a new one, or
        ``host``: a class's tables have the teacher's key)."""
        if game not in hydra.GAMES:
            raise TableError(_("There is no game “{game}” to play at a table.").format(game=game))
        seats = hydra.GAMES[game].seats
        players = seats[0] if players is None else players
        if players not in seats:
            raise TableError(_("{title} is played by {numbers} players, not {players}.").format(
                title=hydra.GAMES[game].title, numbers=" or ".join(map(str, seats)), players=players))
        now = self.clock()
        for _attempt in range(50):
            code, key = new_code(rng), host or secrets.token_hex(8)
            try:
                with self.db.write() as w:
                    table_id = w.insert("INSERT INTO together_tables (code, game, players, host, created, expires, "
                                        "class_id) VALUES (?, ?, ?, ?, ?, ?, ?)",
                                        (code, game, players, key, now, now + hours * 3600, class_id))
                return TableInfo(table_id, code, game, players, False, False, 0, key, class_id)
            except Conflict:
                continue
        raise TableError(_("No free table code was found; please try again."))

    # code: any value a page or a link gave; checked here
    def find(self, code: object) -> TableInfo:
        """The open table with this code; a wrong, ended or expired code is a sentence."""
        try:
            code = clean_code(code)
        except ClassError:
            raise TableError(_("Please type the table's code.")) from None
        rows = self.db.read(_TABLE + "WHERE code = ?", (code,))
        if not rows:
            raise TableError(_("There is no table with the code {code}. Check the code: {length} letters and "
                               "digits, e.g. K7QM3.").format(code=code, length=CODE_LENGTH))
        row = rows[0]
        if row[5] or self.clock() > row[9]:
            raise TableError(_("The table {code} has closed. Open a new table to play again.").format(code=code))
        return _table(row)

    def table(self, table_id: int) -> TableInfo:
        return _table(self.db.read(_TABLE + "WHERE id = ?", (table_id,))[0])

    def tables_of_class(self, class_id: int) -> list[TableInfo]:
        return [_table(r) for r in self.db.read(_TABLE + "WHERE class_id = ? ORDER BY id", (class_id,))]

    def away_after(self, table_id: int) -> float:
        """After how many seconds without a move an example player takes the seat to move (0: never)."""
        rows = self.db.read("SELECT away_after FROM together_tables WHERE id = ?", (table_id,))
        return float(rows[0][0]) if rows else 0.0

    def set_away_after(self, w: Writer, table_id: int, seconds: float) -> None:
        w.execute("UPDATE together_tables SET away_after = ? WHERE id = ?", (max(0.0, float(seconds)), table_id))
        _bump(w, table_id)

    def version(self, table_id: int) -> int:
        """What a page polls: grows with every write at the table."""
        rows = self.db.read("SELECT version FROM together_tables WHERE id = ?", (table_id,))
        return int(rows[0][0]) if rows else -1

    def is_host(self, table: TableInfo, host: str) -> bool:
        row = self.db.read("SELECT host FROM together_tables WHERE id = ?", (table.id,))
        return bool(host) and bool(row) and secrets.compare_digest(str(row[0][0]), str(host))

    # --- seats ----------------------------------------------------------------------------------
    # code: any value a page or a link gave; checked here
    def join(self, code: object, name: object, token: str | None = None) -> SeatInfo:
        """Take the first free seat under ``name``; with the seat's key (F5, a lost connection) the same
        seat again, taken back from the example player if it was playing it."""
        table = self.find(code)
        if token:
            seat = self.seat_of(table, token)
            if seat.away:
                with self.db.write() as w:
                    w.execute("UPDATE together_seats SET away = 0 WHERE table_id = ? AND seat = ?",
                              (table.id, seat.seat))
                    _bump(w, table.id)
                seat = SeatInfo(seat.table_id, seat.code, seat.seat, seat.name, seat.token, False)
            return seat
        try:
            name = clean_name(name)
        except ValueError as error:
            raise TableError(str(error)) from None
        if table.started:
            raise TableError(_("The game at the table {code} has started: only the players who joined before "
                               "can come back (with their own link).").format(code=table.code))
        token = secrets.token_hex(8)
        with self.db.write() as w:
            w.lock("together_tables", table.id)
            taken = {r[0]: r[1] for r in w.rows("SELECT seat, folded FROM together_seats WHERE table_id = ?",
                                                (table.id,))}
            if name.casefold() in taken.values():
                raise TableError(_("The name “{name}” is already taken at this table: please add a letter or "
                                   "choose another name.").format(name=name))
            free = [s for s in range(table.players) if s not in taken]
            if not free:
                raise TableError(_("Every seat at the table {code} is taken.").format(code=table.code))
            try:
                w.insert("INSERT INTO together_seats (table_id, seat, name, folded, token, joined) "
                         "VALUES (?, ?, ?, ?, ?, ?)", (table.id, free[0], name, name.casefold(), token, self.clock()))
            except Conflict:
                raise TableError(_("Someone took that seat at the same moment: please press Join again.")) from None
            _bump(w, table.id)
        return SeatInfo(table.id, table.code, free[0], name, token)

    # token: as the address gave it (any text), checked against the table's keys
    def seat_of(self, table: TableInfo, token: object) -> SeatInfo:
        """The seat whose key this is, at this table; another table's key or a forged one is a sentence."""
        rows = self.db.read("SELECT seat, name, token, away FROM together_seats WHERE table_id = ? AND token = ?",
                            (table.id, str(token or "")))
        if not token or not rows:
            raise TableError(_("This link is not one of the seats at the table {code}: join with your name, "
                               "or open your own link again.").format(code=table.code))
        seat, name, key, away = rows[0]
        return SeatInfo(table.id, table.code, int(seat), str(name), str(key), bool(away))

    def people(self, table_id: int) -> dict[int, SeatInfo]:
        """The seats people took, by seat (without their keys)."""
        return {int(r[0]): SeatInfo(table_id, "", int(r[0]), str(r[1]), "", bool(r[2]))
                for r in self.db.read("SELECT seat, name, away FROM together_seats WHERE table_id = ?", (table_id,))}

    def set_away(self, w: Writer, table_id: int, seat: int, away: bool) -> int:
        changed = w.execute("UPDATE together_seats SET away = ? WHERE table_id = ? AND seat = ?",
                            (int(away), table_id, seat))
        _bump(w, table_id)
        return changed

    def seat_in_class(self, class_id: int, name: str) -> SeatInfo | None:
        """The seat the teacher gave the class's learner ``name`` (with its key), None if none."""
        rows = self.db.read("SELECT t.id, t.code, s.seat, s.name, s.token, s.away FROM together_seats s "
                            "JOIN together_tables t ON t.id = s.table_id "
                            "WHERE t.class_id = ? AND s.folded = ? AND t.closed = 0 ORDER BY t.id DESC",
                            (class_id, name.casefold()))
        if not rows:
            return None
        r = rows[0]
        return SeatInfo(int(r[0]), str(r[1]), int(r[2]), str(r[3]), str(r[4]), bool(r[5]))

    def last_action_at(self, round_id: int) -> float | None:
        """When the round's last action was written (when it was dealt, before its first)."""
        rows = self.db.read("SELECT COALESCE((SELECT MAX(at) FROM together_actions WHERE round_id = ?), "
                            "(SELECT dealt FROM together_rounds WHERE id = ?))", (round_id, round_id))
        return None if not rows or rows[0][0] is None else float(rows[0][0])

    # --- rounds and actions ---------------------------------------------------------------------
    def rounds(self, table_id: int) -> list[RoundRow]:
        return [_round(r) for r in self.db.read(
            "SELECT id, number, seed, dealer, points, ending FROM together_rounds WHERE table_id = ? ORDER BY number",
            (table_id,))]

    def actions(self, round_id: int, after: int = 0) -> list[Action]:
        return [Action(int(r[0]), int(r[1]), str(r[2])) for r in self.db.read(
            "SELECT seq, seat, action FROM together_actions WHERE round_id = ? AND seq > ? ORDER BY seq",
            (round_id, after))]

    def add_round(self, w: Writer, table_id: int, number: int, seed: int, dealer: int) -> RoundRow:
        try:
            rid = w.insert("INSERT INTO together_rounds (table_id, number, seed, dealer, dealt) VALUES (?, ?, ?, ?, ?)",
                           (table_id, number, seed, dealer, self.clock()))
        except Conflict:
            raise TableError(_("The next round has been dealt already.")) from None
        w.execute("UPDATE together_tables SET started = 1 WHERE id = ?", (table_id,))
        _bump(w, table_id)
        return RoundRow(rid, number, seed, dealer, None, None)

    def add_action(self, w: Writer, table_id: int, round_id: int, seq: int, seat: int, action: str) -> None:
        try:
            w.insert("INSERT INTO together_actions (round_id, seq, seat, action, at) VALUES (?, ?, ?, ?, ?)",
                     (round_id, seq, seat, action, self.clock()))
        except Conflict:
            raise TableError(_("That move was sent twice (from a second tab?): it counts once, and the table "
                               "has moved on.")) from None
        _bump(w, table_id)

    def finish_round(self, w: Writer, round_id: int, points: tuple[int, ...], ending: str) -> None:
        w.execute("UPDATE together_rounds SET points = ?, ending = ? WHERE id = ?", (json.dumps(list(points)), ending,
                                                                                round_id))


def _bump(w: Writer, table_id: int) -> None:
    w.execute("UPDATE together_tables SET version = version + 1 WHERE id = ?", (table_id,))


def _table(row: Row) -> TableInfo:
    return TableInfo(int(row[0]), str(row[1]), str(row[2]), int(row[3]), bool(row[4]), bool(row[5]),
                     int(row[6]), str(row[7]), None if row[8] is None else int(row[8]))


def _round(row: Row) -> RoundRow:
    points = None if row[4] is None else tuple(json.loads(str(row[4])))
    return RoundRow(int(row[0]), int(row[1]), int(row[2]), int(row[3]), points,
                    None if row[5] is None else str(row[5]))
