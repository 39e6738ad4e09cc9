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
HydropolisStats(rounds=2, points=85, best=54, won=1)
>>> records.stats(ada.id).sentence()
'2 games of Hydropolis played, 85 points in all, 1 won (best game: 54 points).'
>>> records.saved(ada.id)[0]
('7-0', '{"players": 2}', 54)
"""

from __future__ import annotations

from dataclasses import dataclass

from hydra.core.i18n import N_, _, ngettext
from tutor.table import RoundsTable, PlayTally

__all__ = ["HydropolisRecords", "HydropolisStats", "NO_GAMES_YET"]

NO_GAMES_YET = N_("No games of Hydropolis played yet.")


@dataclass(frozen=True)
class HydropolisStats(PlayTally):
    """A learner's saved games (a game of Hydropolis is one round): how many, their points in all, how
    many won (alone or shared), the best."""

    NONE = NO_GAMES_YET
    SAID = "{rounds} game{s} of Hydropolis played, {points} points in all, {won} won (best game: {best} points)."

    def sentence(self) -> str:
        if not self.rounds:
            return _(self.NONE)
        return ngettext("{rounds} game of Hydropolis played, {points} points in all, {won} won (best game: {best} "
                        "points).",
                        "{rounds} games of Hydropolis played, {points} points in all, {won} won (best game: {best} "
                        "points).", self.rounds).format(rounds=self.rounds, points=self.points, won=self.won,
                                                        best=self.best)

    @property
    def games(self) -> int:
        return self.rounds


class HydropolisRecords(RoundsTable[HydropolisStats]):
    """Saves finished games of Hydropolis (``key`` makes a retried write count once)."""

    TABLE, TALLY, WON, KEY = "hydropolis_games", HydropolisStats, "won", "game_key"
    COLUMNS = ("deal TEXT NOT NULL", "record TEXT NOT NULL", "points INTEGER NOT NULL", "won INTEGER NOT NULL")

    def add(self, learner_id: int, deal: str, record: str, points: int, won: bool, key: str | None = None) -> None:
        """Save one finished game: its deal code, its record (JSON), the learner's points, won or not."""
        self.insert(learner_id, key, deal=deal, record=record, points=points, won=int(won))

    def saved(self, learner_id: int) -> list[tuple[str, str, int]]:
        """The learner's saved games, oldest first: deal code, record, points."""
        rows = self.db.execute("SELECT deal, record, points FROM hydropolis_games WHERE learner_id = ? ORDER BY id",
                               (learner_id,)).fetchall()
        return [(str(d), str(r), int(p)) for d, r, p in rows]
