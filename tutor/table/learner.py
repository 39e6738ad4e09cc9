"""Who sits at a play page's table, and when a finished round is saved for them.

A learner without a name plays all the same; the rounds they finish are kept in the tab and saved
for them once they type a name (``login``). Each game's session says what a round's row is
(its records' columns, by name) and keeps this tab's statistics (``here``, the game's tally).

>>> import tempfile
>>> from tutor.hydra import HydraRecords, PlayStats
>>> from tutor.progress import ProgressStore
>>> store = ProgressStore(tempfile.mkdtemp())
>>> seat = LearnerSeat[PlayStats]()
>>> seat.start_saving(store, HydraRecords(store), session_id="abc")
>>> seat.save_round(seat.round_key(1, "4711-2"), deal="4711-2", seat=0, kind="normal", points=21)   # kept: no name
>>> seat.login(" Ada "), seat.stats()
('Ada', PlayStats(rounds=1, points=21, best=21, won=0))
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from typing import Generic, NoReturn, TypeVar

from hydra.core.i18n import N_, _

from ..progress import Learner, ProgressStore, clean_name
from .outcome import Outcome
from .records import RoundsTable, SqlValue, TallyT

__all__ = ["LearnerSeat", "NOT_SAVED", "NOTHING_TO_TAKE_BACK", "SCORED"]

NOT_SAVED = N_("Rounds cannot be saved on this server, but you can still play.")
NOTHING_TO_TAKE_BACK = N_("There is nothing of yours to take back yet.")
SCORED = N_("This round is over and scored, so it cannot be taken back; press “Next round”.")

StepT = TypeVar("StepT")
SaidT = TypeVar("SaidT")


class LearnerSeat(Generic[TallyT]):
    """The learner at a table: their name (``learner``), the rounds not saved yet, and ``here``, this
    tab's statistics (all a learner without a name has). A session calls :meth:`start_saving` first."""

    rng: random.Random
    seat: int
    store: ProgressStore | None
    records: RoundsTable[TallyT] | None
    learner: Learner | None
    session_id: str
    unsaved: list[tuple[str | None, dict[str, SqlValue]]]
    here: TallyT
    replies: Sequence[object]               # the example players' last replies (each game's Reply)
    booked: bool                            # whether this round is booked yet (each deal sets it False)

    def sit_down(self, seat: int, store: ProgressStore | None, records: type[RoundsTable[TallyT]],
                 rng: random.Random | None) -> None:
        """The learner takes ``seat``; their rounds are saved to a game's ``records`` in ``store`` (None:
        play without saving), and this tab's tally starts at nothing."""
        self.rng, self.seat = rng or random.Random(), seat
        self.start_saving(store, records(store) if store is not None else None, rng=self.rng)
        self.here = records.TALLY()

    def start_saving(self, store: ProgressStore | None, records: RoundsTable[TallyT] | None, *,
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
            raise ValueError(_(NOT_SAVED))
        self.learner = self.store.learner(name)
        while self.unsaved:
            key, values = self.unsaved[0]
            self.records.insert(self.learner.id, key, **values)
            self.unsaved.pop(0)
        return self.learner.name

    def save_round(self, key: str | None, /, **values: SqlValue) -> None:
        """Save a finished round (its ``values`` by column; ``key``: :meth:`round_key`) for the learner, or
        keep it until they type a name."""
        if self.learner is not None and self.records is not None:
            self.records.insert(self.learner.id, key, **values)
        else:
            self.unsaved.append((key, values))

    @property
    def over(self) -> bool:  # pragma: no cover - the session's (EngineSeat's for the card games)
        """Whether the game (round) has ended."""
        raise NotImplementedError

    @property
    def my_turn(self) -> bool:  # pragma: no cover - the session's (EngineSeat's for the card games)
        """Whether the learner is to move."""
        raise NotImplementedError

    def book(self) -> None:  # pragma: no cover - the session's
        """A finished round into the session's totals and saved (:meth:`keep_round`), once
        (:meth:`first_booking`)."""
        raise NotImplementedError

    def others_move(self, move: Callable[[], Iterable[SaidT]]) -> list[SaidT]:
        """The example players move until it is the learner's turn or the game is over, and a game that
        is over is booked (:meth:`book`). ``move()`` makes the move of the player to move and gives what
        the learner is told of it (a game's replies); returned is all of it, oldest first."""
        said: list[SaidT] = []
        while not self.over and not self.my_turn:
            said += move()
        if self.over:
            self.book()
        return said

    def first_booking(self) -> bool:
        """Whether a finished round is booked now: True the first time, False after (a round counts once)."""
        if self.booked:
            return False
        self.booked = True
        return True

    def keep_round(self, key: str, points: int, won: bool = False, /, **values: SqlValue) -> None:
        """A finished round of the learner's: ``points`` (``won``: their side won it) into this tab's tally,
        and the round saved (its ``values`` by column besides ``points``; ``key``: :meth:`round_key`)."""
        self.here = self.here.plus(points, won)
        self.save_round(key, **values, points=points)

    def stats(self) -> TallyT:
        """Rounds played and points: the learner's saved ones, this tab's otherwise."""
        if self.learner is not None and self.records is not None:
            return self.records.stats(self.learner.id)
        return self.here

    # undo: the engine's undo, whatever it returns (object: not read); the Outcome has no replies, so it is
    # every game's (Outcome[NoReturn], Outcome being covariant in its replies)
    def take_back(self, history: Sequence[StepT], mine: Sequence[int], undo: Callable[[], object],
                  words: Callable[[StepT], str]) -> Outcome[NoReturn]:
        """Take back the learner's last action (``history[mine[-1]]``; ``mine``: where the learner's actions
        stand in the engine's ``history``) and the others' actions after it, one engine ``undo`` at a time,
        latest first (the example players' last replies are gone with them); ``words``: the learner's words
        for the action taken back ("your card EO")."""
        if not mine:
            return Outcome(False, _(NOTHING_TO_TAKE_BACK))
        for _step in range(len(history) - mine[-1]):
            undo()
        self.replies = ()
        return Outcome(True, _("Taken back: {action}, and what the others did after it.").format(
            action=words(history[mine[-1]])))
