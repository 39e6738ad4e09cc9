"""Rounds played per learner, in the quiz's progress file: what the play pages' records share.

Each game keeps a table of its own (``play_rounds``, ``doppelkopf_rounds``, ``play500_rounds``,
``hydropolis_games``), so each page counts its own game; :class:`RoundsFile` is the connection they
share the ways of: the store's file, WAL mode, one transaction per write. :class:`RoundsTable` is a
game's table of finished rounds on it (one row a round, a retried write counted once), and
:class:`PlayTally` what a learner's rows add up to; a game's records name their table and columns, and
its tally says it in the game's words.

>>> import tempfile
>>> rounds = RoundsFile(ProgressStore(tempfile.mkdtemp()), "CREATE TABLE IF NOT EXISTS t (x INTEGER)")
>>> rounds.write(("INSERT INTO t VALUES (?)", (1,)), ("INSERT INTO t VALUES (?)", (2,)))
>>> rounds.db.execute("SELECT SUM(x) FROM t").fetchone()
(3,)
>>> PlayStats().plus(-4).plus(21)
PlayStats(rounds=2, points=17, best=21, won=0)
"""

from __future__ import annotations

import sqlite3
import sys
import time
from dataclasses import dataclass, replace
from typing import ClassVar, Generic, TypeVar

from hydra.core.i18n import N_, _, ngettext

from ..progress import ProgressStore

__all__ = ["RoundsFile", "RoundsTable", "PlayTally", "PlayStats", "NO_STATS_YET", "SqlValue", "from_environment_store"]

#: A value of a saved round's column.
SqlValue = str | int | float | None

NO_STATS_YET = N_("No rounds played yet.")


class RoundsFile:
    """A connection of its own to the progress file (``store.path``): WAL mode, a busy timeout, and
    ``schema`` (statements) made sure of."""

    def __init__(self, store: ProgressStore, *schema: str, timeout: float = 30.0) -> None:
        self.store = store
        self.db = sqlite3.connect(str(store.path), timeout=timeout, isolation_level=None, check_same_thread=False)
        self.db.execute(f"PRAGMA busy_timeout = {int(timeout * 1000)}")
        self.db.execute("PRAGMA journal_mode = WAL")
        self.db.execute("PRAGMA synchronous = FULL")
        self.write(*[(sql, ()) for sql in schema if sql.strip()])

    def write(self, *statements: tuple[str, tuple[SqlValue, ...]]) -> None:
        """Run ``statements`` in one transaction."""
        self.db.execute("BEGIN IMMEDIATE")
        try:
            for sql, args in statements:
                self.db.execute(sql, args)
            self.db.execute("COMMIT")
        except BaseException:
            self.db.execute("ROLLBACK")
            raise

    def close(self) -> None:
        self.db.close()


TallyT = TypeVar("TallyT", bound="PlayTally")


@dataclass(frozen=True)
class PlayTally:
    """What a learner's saved rounds add up to: how many, their points in all, the best round, and how
    many the learner's side won (where a game counts that). A game's tally says it in its words: ``NONE``
    before the first round, then ``SAID`` (filled in with ``rounds``, ``s`` (a plural's s), ``points``,
    ``best`` and ``won``)."""

    NONE: ClassVar[str]
    SAID: ClassVar[str]

    rounds: int = 0
    points: int = 0
    best: int = 0
    won: int = 0

    def sentence(self) -> str:
        if not self.rounds:
            return _(self.NONE)
        return _(self.SAID).format(rounds=self.rounds, s="s" if self.rounds != 1 else "", points=self.points,
                                best=self.best, won=self.won)

    def plus(self: TallyT, points: int, won: bool = False) -> TallyT:
        """This tally and one round more of ``points`` (``won``: the learner's side won it)."""
        return replace(self, rounds=self.rounds + 1, points=self.points + points, won=self.won + int(won),
                       best=max(self.best, points) if self.rounds else points)


@dataclass(frozen=True)
class PlayStats(PlayTally):
    """A learner's saved rounds: how many, their points, the best round (Hydra's and Doppelkopf's pages)."""

    NONE = NO_STATS_YET
    SAID = "{rounds} round{s} played, {points} points in all (best round: {best})."

    def sentence(self) -> str:
        if not self.rounds:
            return _(self.NONE)
        return ngettext("{rounds} round played, {points} points in all (best round: {best}).",
                        "{rounds} rounds played, {points} points in all (best round: {best}).",
                        self.rounds).format(rounds=self.rounds, points=self.points, best=self.best)


class RoundsTable(RoundsFile, Generic[TallyT]):
    """A game's own table of finished rounds: ``learner_id``, the game's ``COLUMNS``, the time played and
    a unique ``KEY`` (a retried write counts once). Its :meth:`stats` are the game's ``TALLY`` of a
    learner's rows (points from the ``points`` column, rounds won from ``WON``).

    >>> import tempfile
    >>> class Rounds(RoundsTable[PlayStats]):
    ...     TABLE, COLUMNS, TALLY = "rounds", ("deal TEXT NOT NULL", "points INTEGER NOT NULL"), PlayStats
    >>> rounds = Rounds(ProgressStore(tempfile.mkdtemp()))
    >>> for key in ("k1", "k1", "k2"):
    ...     rounds.insert(7, key, deal="1-0", points=5)
    >>> rounds.stats(7)
    PlayStats(rounds=2, points=10, best=5, won=0)
    """

    TABLE: ClassVar[str]
    COLUMNS: ClassVar[tuple[str, ...]]      # "name TYPE" each, between learner_id and played_at
    TALLY: type[TallyT]
    KEY: ClassVar[str] = "round_key"
    WON: ClassVar[str] = "0"                # SQL: 1 for a row the learner's side won

    def __init__(self, store: ProgressStore, *, timeout: float = 30.0) -> None:
        columns = ("id INTEGER PRIMARY KEY", "learner_id INTEGER NOT NULL", *self.COLUMNS,
                   "played_at REAL NOT NULL", f"{self.KEY} TEXT UNIQUE")
        super().__init__(store, f"CREATE TABLE IF NOT EXISTS {self.TABLE} ({', '.join(columns)})",
                         f"CREATE INDEX IF NOT EXISTS {self.TABLE}_by_learner ON {self.TABLE} (learner_id)",
                         timeout=timeout)

    def insert(self, learner_id: int, key: str | None, /, **values: SqlValue) -> None:
        """Save one finished round: the game's ``values`` by column (``key``: counted once)."""
        names = ("learner_id", *values, "played_at", self.KEY)
        self.write((f"INSERT OR IGNORE INTO {self.TABLE} ({', '.join(names)}) VALUES "
                    f"({', '.join('?' * len(names))})", (learner_id, *values.values(), time.time(), key)))

    def stats(self, learner_id: int) -> TallyT:
        """The learner's saved rounds, added up."""
        rounds, points, best, won = self.db.execute(
            f"SELECT COUNT(*), COALESCE(SUM(points), 0), COALESCE(MAX(points), 0), COALESCE(SUM({self.WON}), 0) "
            f"FROM {self.TABLE} WHERE learner_id = ?", (learner_id,)).fetchone()
        return self.TALLY(rounds, points, best, won)


def from_environment_store() -> ProgressStore | None:
    """The quiz's store, where the server can write it (None: play without saving)."""
    try:
        return ProgressStore()
    except Exception as error:      # an unwritable data directory: play without saving
        print(f"hydra play: progress store unavailable: {error!r}", file=sys.stderr)
        return None
