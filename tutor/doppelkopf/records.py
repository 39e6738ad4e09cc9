"""Doppelkopf rounds and points per learner, in the quiz's progress file (a table of their own)."""

from __future__ import annotations

from ..table import PlayStats, RoundsTable

__all__ = ["DoppelkopfRecords"]


class DoppelkopfRecords(RoundsTable[PlayStats]):
    """Doppelkopf rounds and points per learner, in the quiz's progress file (``store.path``), a table of
    their own (Hydra's play statistics stay Hydra's); WAL, one transaction per write.

    >>> import tempfile
    >>> from ..progress import ProgressStore
    >>> records = DoppelkopfRecords(ProgressStore(tempfile.mkdtemp()))
    >>> ada = records.store.learner("Ada")
    >>> for _ in range(2):                      # a retried write counts once
    ...     records.add(ada.id, "turnier:26-3", "hochzeit", 3, "k1")
    >>> records.stats(ada.id)
    PlayStats(rounds=1, points=3, best=3, won=0)
    """

    TABLE, TALLY = "doppelkopf_rounds", PlayStats
    COLUMNS = ("deal TEXT NOT NULL", "kind TEXT NOT NULL", "points INTEGER NOT NULL")

    def add(self, learner_id: int, deal: str, kind: str, points: int, key: str) -> None:
        """Save one finished round (``deal`` is ``RULES:CODE``; ``key`` makes a retried write count once)."""
        self.insert(learner_id, key, deal=deal, kind=kind, points=points)
