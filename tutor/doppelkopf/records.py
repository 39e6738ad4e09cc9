"""Doppelkopf rounds and points per learner, in the quiz's progress file (a table of their own)."""

from __future__ import annotations

import time

from ..progress import ProgressStore
from ..table import PlayStats, RoundsFile

__all__ = ["DoppelkopfRecords"]


class DoppelkopfRecords(RoundsFile):
    """Doppelkopf rounds and points per learner, in the quiz's progress file (``store.path``), a table of
    their own (Hydra's play statistics stay Hydra's); WAL, one transaction per write.

    >>> import tempfile
    >>> records = DoppelkopfRecords(ProgressStore(tempfile.mkdtemp()))
    >>> ada = records.store.learner("Ada")
    >>> for _ in range(2):                      # a retried write counts once
    ...     records.add(ada.id, "turnier:26-3", "hochzeit", 3, "k1")
    >>> records.stats(ada.id)
    PlayStats(rounds=1, points=3, best=3)
    """

    def __init__(self, store: ProgressStore, *, timeout: float = 30.0) -> None:
        super().__init__(store, "CREATE TABLE IF NOT EXISTS doppelkopf_rounds (id INTEGER PRIMARY KEY, learner_id "
                         "INTEGER NOT NULL, deal TEXT NOT NULL, kind TEXT NOT NULL, points INTEGER NOT NULL, played_at "
                         "REAL NOT NULL, round_key TEXT UNIQUE)", timeout=timeout)

    def add(self, learner_id: int, deal: str, kind: str, points: int, key: str) -> None:
        """Save one finished round (``deal`` is ``RULES:CODE``; ``key`` makes a retried write count once)."""
        self.write(("INSERT OR IGNORE INTO doppelkopf_rounds (learner_id, deal, kind, points, played_at, round_key) "
                    "VALUES (?, ?, ?, ?, ?, ?)", (learner_id, deal, kind, points, time.time(), key)))

    def stats(self, learner_id: int) -> PlayStats:
        rounds, points, best = self.db.execute(
            "SELECT COUNT(*), COALESCE(SUM(points), 0), COALESCE(MAX(points), 0) FROM doppelkopf_rounds "
            "WHERE learner_id = ?", (learner_id,)).fetchone()
        return PlayStats(rounds, points, best)
