"""Rounds played per learner, in the quiz's progress file: what the three play pages' records share.

Each game keeps a table of its own (``play_rounds``, ``doppelkopf_rounds``, ``play500_rounds``,
``hydropolis_games``), so each page counts its own game; :class:`RoundsFile` is the connection they
share the ways of: the store's file, WAL mode, one transaction per write.

>>> import tempfile
>>> rounds = RoundsFile(ProgressStore(tempfile.mkdtemp()), "CREATE TABLE IF NOT EXISTS t (x INTEGER)")
>>> rounds.write(("INSERT INTO t VALUES (?)", (1,)), ("INSERT INTO t VALUES (?)", (2,)))
>>> rounds.db.execute("SELECT SUM(x) FROM t").fetchone()
(3,)
>>> PlayStats().plus(-4).plus(21)
PlayStats(rounds=2, points=17, best=21)
"""

from __future__ import annotations

import sqlite3
import sys
from dataclasses import dataclass

from ..progress import ProgressStore

__all__ = ["RoundsFile", "PlayStats", "NO_STATS_YET", "from_environment_store"]

NO_STATS_YET = "No rounds played yet."


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

    def write(self, *statements: tuple[str, tuple[object, ...]]) -> None:
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


@dataclass(frozen=True)
class PlayStats:
    """A learner's saved rounds: how many, their points, the best round (Hydra's and Doppelkopf's pages)."""

    rounds: int = 0
    points: int = 0
    best: int = 0

    def sentence(self) -> str:
        if not self.rounds:
            return NO_STATS_YET
        return (f"{self.rounds} round{'s' if self.rounds != 1 else ''} played, {self.points} points in all "
                f"(best round: {self.best}).")

    def plus(self, points: int) -> PlayStats:
        """These stats and one round more of ``points``."""
        return PlayStats(self.rounds + 1, self.points + points, max(self.best, points) if self.rounds else points)


def from_environment_store() -> ProgressStore | None:
    """The quiz's store, where the server can write it (None: play without saving)."""
    try:
        return ProgressStore()
    except Exception as error:      # an unwritable data directory: play without saving
        print(f"hydra play: progress store unavailable: {error!r}", file=sys.stderr)
        return None
