"""Who sits at a play page's table, and when a finished round is saved for them.

A learner without a name plays all the same; the rounds they finish are kept in the tab and saved
for them once they type a name (``login``). Each game's session says what a round's row is
(its records' ``add`` after the learner's id) and keeps this tab's statistics (``here``).

>>> import tempfile
>>> from tutor.hydra import PlayRecords
>>> from tutor.progress import ProgressStore
>>> store = ProgressStore(tempfile.mkdtemp())
>>> seat = LearnerSeat()
>>> seat.start_saving(store, PlayRecords(store), session_id="abc")
>>> seat.save_round("4711-2", 0, "normal", 21, seat.round_key(1, "4711-2"))      # kept: no name yet
>>> seat.login(" Ada "), seat.stats()
('Ada', PlayStats(rounds=1, points=21, best=21))
"""

from __future__ import annotations

import random
from typing import Any, Protocol

from ..progress import Learner, ProgressStore, clean_name

__all__ = ["LearnerSeat", "Records", "NOT_SAVED"]

NOT_SAVED = "Rounds cannot be saved on this server, but you can still play."


class Records(Protocol):
    """A game's saved rounds: ``add(learner_id, *row)`` and ``stats(learner_id)``."""

    def add(self, *args: Any, **kwargs: Any) -> None: ...

    def stats(self, learner_id: int) -> Any: ...


class LearnerSeat:
    """The learner at a table: their name (``learner``), the rounds not saved yet, and ``here``, this
    tab's statistics (all a learner without a name has). A session calls :meth:`start_saving` first."""

    store: ProgressStore | None
    records: Records | None
    learner: Learner | None
    session_id: str
    unsaved: list[tuple[object, ...]]
    here: Any

    def start_saving(self, store: ProgressStore | None, records: Records | None, *,
                     rng: random.Random | None = None, session_id: str | None = None) -> None:
        """Save to ``records`` in ``store`` (None: play without saving); ``session_id`` (else drawn from
        ``rng``) makes each round's key, so that a retried write counts once."""
        self.store, self.records, self.learner = store, records, None
        self.session_id = session_id or f"{(rng or random.Random()).getrandbits(48):012x}"
        self.unsaved = []

    def round_key(self, number: int, code: str) -> str:
        """The key of this tab's ``number``-th round (of deal ``code``)."""
        return f"{self.session_id}:{number}:{code}"

    def login(self, name: str) -> str:
        """Play as the learner of this name (rounds finished before in this tab are saved for them)."""
        name = clean_name(name)
        if self.store is None or self.records is None:
            raise ValueError(NOT_SAVED)
        self.learner = self.store.learner(name)
        while self.unsaved:
            self.records.add(self.learner.id, *self.unsaved[0])
            self.unsaved.pop(0)
        return self.learner.name

    def save_round(self, *row: object) -> None:
        """Save a finished round's ``row`` for the learner, or keep it until they type a name."""
        if self.learner is not None and self.records is not None:
            self.records.add(self.learner.id, *row)
        else:
            self.unsaved.append(row)

    def stats(self) -> Any:
        """Rounds played and points: the learner's saved ones, this tab's otherwise."""
        if self.learner is not None and self.records is not None:
            return self.records.stats(self.learner.id)
        return self.here
