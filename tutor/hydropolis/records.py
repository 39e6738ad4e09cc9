"""Games of Hydropolis played per learner, in the quiz's progress file (like the other play pages).

A table of its own (``hydropolis_games``) beside the other games' rounds; each row keeps the game's
whole record (the engine's JSON), so a saved game replays to the same points.

>>> import tempfile
>>> from tutor.progress import ProgressStore
>>> records = HydropolisRecords(ProgressStore(tempfile.mkdtemp()))
>>> ada = records.store.learner("Ada")
>>> records.add(ada.id, "7-0", '{"players": 2}', 54, True, key="k1")
>>> records.add(ada.id, "7-0", '{"players": 2}', 54, True, key="k1")        # a retried write counts once
>>> records.add(ada.id, "8-0", '{"players": 3}', 31, False, key="k2")
>>> records.stats(ada.id)
HydropolisStats(games=2, points=85, won=1, best=54)
>>> records.stats(ada.id).sentence()
'2 games of Hydropolis played, 85 points in all, 1 won (best game: 54 points).'
>>> records.saved(ada.id)[0]
('7-0', '{"players": 2}', 54)
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from tutor.progress import ProgressStore
from tutor.table import RoundsFile

__all__ = ["HydropolisRecords", "HydropolisStats", "NO_GAMES_YET"]

NO_GAMES_YET = "No games of Hydropolis played yet."

_SCHEMA = (
    """CREATE TABLE IF NOT EXISTS hydropolis_games (
        id INTEGER PRIMARY KEY,
        learner_id INTEGER NOT NULL,
        deal TEXT NOT NULL,
        record TEXT NOT NULL,
        points INTEGER NOT NULL,
        won INTEGER NOT NULL,
        played_at REAL NOT NULL,
        game_key TEXT UNIQUE
    )""",
    "CREATE INDEX IF NOT EXISTS hydropolis_games_by_learner ON hydropolis_games (learner_id)",
)


@dataclass(frozen=True)
class HydropolisStats:
    """A learner's saved games: how many, their points in all, how many won (alone or shared), the best."""

    games: int = 0
    points: int = 0
    won: int = 0
    best: int = 0

    def sentence(self) -> str:
        if not self.games:
            return NO_GAMES_YET
        return (f"{self.games} game{'s' if self.games != 1 else ''} of Hydropolis played, {self.points} points "
                f"in all, {self.won} won (best game: {self.best} points).")

    def plus(self, points: int, won: bool) -> HydropolisStats:
        return HydropolisStats(self.games + 1, self.points + points, self.won + int(won),
                               max(self.best, points) if self.games else points)


class HydropolisRecords(RoundsFile):
    """Saves finished games of Hydropolis (``key`` makes a retried write count once)."""

    def __init__(self, store: ProgressStore, *, timeout: float = 30.0) -> None:
        super().__init__(store, *_SCHEMA, timeout=timeout)

    def add(self, learner_id: int, deal: str, record: str, points: int, won: bool, key: str | None = None) -> None:
        """Save one finished game: its deal code, its record (JSON), the learner's points, won or not."""
        self.write(("INSERT OR IGNORE INTO hydropolis_games (learner_id, deal, record, points, won, played_at, "
                    "game_key) VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (learner_id, deal, record, points, int(won), time.time(), key)))

    def stats(self, learner_id: int) -> HydropolisStats:
        games, points, won, best = self.db.execute(
            "SELECT COUNT(*), COALESCE(SUM(points), 0), COALESCE(SUM(won), 0), COALESCE(MAX(points), 0) "
            "FROM hydropolis_games WHERE learner_id = ?", (learner_id,)).fetchone()
        return HydropolisStats(games, points, won, best)

    def saved(self, learner_id: int) -> list[tuple[str, str, int]]:
        """The learner's saved games, oldest first: deal code, record, points."""
        rows = self.db.execute("SELECT deal, record, points FROM hydropolis_games WHERE learner_id = ? ORDER BY id",
                               (learner_id,)).fetchall()
        return [(str(d), str(r), int(p)) for d, r, p in rows]
