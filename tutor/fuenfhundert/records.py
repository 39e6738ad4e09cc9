"""Rounds of 500 played and points, per learner, in the quiz's progress file.

A table of its own (``play500_rounds``) beside the Hydra rounds of :class:`tutor.hydra.PlayRecords`,
so each page counts its own game; the same file, the same WAL mode, one transaction per write.

>>> import tempfile
>>> from tutor.progress import ProgressStore
>>> records = Play500Records(ProgressStore(tempfile.mkdtemp()))
>>> ada = records.store.learner("Ada")
>>> records.add(ada.id, "7-1", "7D", True, 180, key="k1")
>>> records.add(ada.id, "7-1", "7D", True, 180, key="k1")        # a retried write counts once
>>> records.add(ada.id, "8-2", "8S", False, -240, key="k2")
>>> records.stats(ada.id)
Play500Stats(rounds=2, points=-60, made=1)
>>> records.stats(ada.id).sentence()
'2 rounds of 500 played, -60 points in all for your team, which made its bid in 1 of them.'
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from tutor.progress import ProgressStore
from tutor.table import RoundsFile

__all__ = ["Play500Records", "Play500Stats", "NO_ROUNDS_YET"]

NO_ROUNDS_YET = "No rounds of 500 played yet."

_SCHEMA = (
    """CREATE TABLE IF NOT EXISTS play500_rounds (
        id INTEGER PRIMARY KEY,
        learner_id INTEGER NOT NULL,
        deal TEXT NOT NULL,
        contract TEXT NOT NULL,
        made INTEGER NOT NULL,
        points INTEGER NOT NULL,
        played_at REAL NOT NULL,
        round_key TEXT UNIQUE
    )""",
    "CREATE INDEX IF NOT EXISTS play500_rounds_by_learner ON play500_rounds (learner_id)",
)


@dataclass(frozen=True)
class Play500Stats:
    """A learner's saved rounds of 500: how many, the team's points in all, how many bids made."""

    rounds: int = 0
    points: int = 0
    made: int = 0

    def sentence(self) -> str:
        if not self.rounds:
            return NO_ROUNDS_YET
        return (f"{self.rounds} round{'s' if self.rounds != 1 else ''} of 500 played, {self.points} points "
                f"in all for your team, which made its bid in {self.made} of them.")

    def plus(self, points: int, made: bool) -> Play500Stats:
        return Play500Stats(self.rounds + 1, self.points + points, self.made + int(made))


class Play500Records(RoundsFile):
    """Saves finished rounds of 500 (``key`` makes a retried write count once)."""

    def __init__(self, store: ProgressStore, *, timeout: float = 30.0) -> None:
        super().__init__(store, *_SCHEMA, timeout=timeout)

    def add(self, learner_id: int, deal: str, contract: str, made: bool, points: int,
            key: str | None = None) -> None:
        """Save one finished round: its deal code, the contract, made or not, the learner's team's points."""
        self.write(("INSERT OR IGNORE INTO play500_rounds (learner_id, deal, contract, made, points, played_at, "
                    "round_key) VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (learner_id, deal, contract, int(made), points, time.time(), key)))

    def stats(self, learner_id: int) -> Play500Stats:
        rounds, points, made = self.db.execute(
            "SELECT COUNT(*), COALESCE(SUM(points), 0), COALESCE(SUM(made), 0) FROM play500_rounds "
            "WHERE learner_id = ?", (learner_id,)).fetchone()
        return Play500Stats(rounds, points, made)
