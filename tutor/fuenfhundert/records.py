"""Rounds of 500 played and points, per learner, in the quiz's progress file.

A table of its own (``play500_rounds``) beside the Hydra rounds of :class:`tutor.hydra.HydraRecords`,
so each page counts its own game; the same file, the same WAL mode, one transaction per write
(:class:`tutor.table.RoundsTable`).

>>> import tempfile
>>> from tutor.progress import ProgressStore
>>> records = FuenfhundertRecords(ProgressStore(tempfile.mkdtemp()))
>>> ada = records.store.learner("Ada")
>>> records.add(ada.id, "7-1", "7D", True, 180, key="k1")
>>> records.add(ada.id, "7-1", "7D", True, 180, key="k1")        # a retried write counts once
>>> records.add(ada.id, "8-2", "8S", False, -240, key="k2")
>>> records.stats(ada.id)
FuenfhundertStats(rounds=2, points=-60, best=180, won=1)
>>> records.stats(ada.id).sentence()
'2 rounds of 500 played, -60 points in all for your team, which made its bid in 1 of them.'
"""

from __future__ import annotations

from dataclasses import dataclass

from hydra.core.i18n import N_, _, ngettext
from tutor.table import RoundsTable, PlayTally

__all__ = ["FuenfhundertRecords", "FuenfhundertStats", "NO_ROUNDS_YET"]

NO_ROUNDS_YET = N_("No rounds of 500 played yet.")


@dataclass(frozen=True)
class FuenfhundertStats(PlayTally):
    """A learner's saved rounds of 500: how many, the team's points in all, how many bids the team made
    (``won``)."""

    NONE = NO_ROUNDS_YET
    SAID = "{rounds} round{s} of 500 played, {points} points in all for your team, which made its bid in {won} of them."

    def sentence(self) -> str:
        if not self.rounds:
            return _(self.NONE)
        return ngettext("{rounds} round of 500 played, {points} points in all for your team, which made its bid in "
                        "{won} of them.",
                        "{rounds} rounds of 500 played, {points} points in all for your team, which made its bid in "
                        "{won} of them.", self.rounds).format(rounds=self.rounds, points=self.points, won=self.won)


class FuenfhundertRecords(RoundsTable[FuenfhundertStats]):
    """Saves finished rounds of 500 (``key`` makes a retried write count once)."""

    TABLE, TALLY, WON = "play500_rounds", FuenfhundertStats, "made"
    COLUMNS = ("deal TEXT NOT NULL", "contract TEXT NOT NULL", "made INTEGER NOT NULL", "points INTEGER NOT NULL")

    def add(self, learner_id: int, deal: str, contract: str, made: bool, points: int,
            key: str | None = None) -> None:
        """Save one finished round: its deal code, the contract, made or not, the learner's team's points."""
        self.insert(learner_id, key, deal=deal, contract=contract, made=int(made), points=points)
