"""The referee of a table: every action checked by the engine and written to the store before any page
shows it; the round rebuilt by replaying the stored actions (issue 32).

A page never holds the round: it asks :meth:`Referee.live` for the table as the store has it. A move
(:meth:`Referee.act`) is checked in one write transaction: the seat's key belongs to this table, the
action's number is the next one (a second tab sending it again is refused by its number), the round is
not over, it is this seat's turn, the engine allows it (else the engine's sentence); then it is written,
and the example players in the empty (or left) seats move and are written too, until a person is to
move or the round is over. A refused action changes nothing.

>>> import tempfile
>>> from tutor.tables.store import TableStore
>>> ref = Referee(TableStore(tempfile.mkdtemp(), environ={}))
>>> table = ref.store.open_table("doppelkopf-turnier")
>>> ada = ref.store.join(table.code, "Ada")
>>> ref.start(table.code, table.host).ok
True
>>> live = ref.live(table.code)
>>> live.round.to_move == ada.seat or live.round.is_over
True
>>> ref.act(table.code, "forged", "gesund", 1).message
'This link is not one of the seats at the table ... join with your name, or open your own link again.'
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import hydra
from hydra.core.i18n import _

from ..table import sentence
from .players import EXAMPLE_NAMES, example_action
from tutor.database import Writer

from .store import RoundRow, SeatInfo, TableError, TableInfo, TableStore

__all__ = ["Referee", "Live", "Done", "seat_points"]


@dataclass(frozen=True)
class Done:
    """What came of a tap: done, or refused with a sentence (nothing changed)."""
    ok: bool
    message: str = ""


@dataclass
class Live:
    """A table as the store has it now: its seats, its rounds, the current round rebuilt."""
    table: TableInfo
    people: dict[int, SeatInfo]
    rounds: list[RoundRow]
    # Any: the game's own round (the round protocol); None before the host starts
    round: Any
    actions: int                      # how many actions the current round has (the next is actions + 1)

    @property
    def current(self) -> RoundRow | None:
        return self.rounds[-1] if self.rounds else None

    def name(self, seat: int | None) -> str:
        """A seat as the players see it: its person's name, or an example player's."""
        if seat is None:
            return ""
        person = self.people.get(seat)
        if person is None:
            return _("{name} (example player)").format(name=EXAMPLE_NAMES[seat % len(EXAMPLE_NAMES)])
        if person.away:
            return _("{name} (away: an example player plays)").format(name=person.name)
        return person.name

    def short_name(self, seat: int) -> str:
        """A seat's name alone, for a label under a card: the person's or the example player's."""
        person = self.people.get(seat)
        return person.name if person is not None else EXAMPLE_NAMES[seat % len(EXAMPLE_NAMES)]

    def names(self) -> list[str]:
        return [self.name(s) for s in range(self.table.players)]

    def named(self, text: str) -> str:
        """An engine's sentence with its seats named ('seats 1, 2' -> 'Bo, Clara'): nobody is a number."""
        def names(found: re.Match[str]) -> str:
            return ", ".join(self.name(int(n)) for n in re.findall(r"\d+", found.group(0)))
        said = re.sub(r"\b[Ss]eats? \d+(?:,? (?:and )?\d+)*", names, text)
        return re.sub(r"\bPlatz (\d+)\b", lambda found: self.name(int(found.group(1))), said)   # a German sentence's

    def humans(self) -> set[int]:
        """The seats a person plays now (not an example player, not away)."""
        return {s for s, p in self.people.items() if not p.away}

    def mark_away(self, seat: int) -> None:
        """The person of ``seat`` is away: an example player plays for them (as the store now says)."""
        person = self.people[seat]
        self.people[seat] = SeatInfo(self.table.id, self.table.code, seat, person.name, "", True)


# Any: the game's own round
def seat_points(rnd: Any, players: int) -> tuple[int, ...]:
    """A finished round's points per seat (500 counts per team: each seat gets its team's, F10)."""
    try:
        points = tuple(int(p) for p in rnd.points)
    except hydra.HydraError:                   # a round ended without play scores nothing
        return (0,) * players
    if len(points) == players:
        return points
    return tuple(points[s % len(points)] for s in range(players))


class Referee:
    """Plays every table of one store (one per page's kernel; the store is what they share)."""

    def __init__(self, store: TableStore, rng: random.Random | None = None) -> None:
        self.store = store
        self.rng = rng or random.Random()
        self._rounds: dict[int, tuple[int, int, Any]] = {}      # table id -> (round id, actions, round)

    # --- reading ----------------------------------------------------------------------------------
    def _rebuild(self, table: TableInfo, row: RoundRow) -> tuple[Any, int]:
        """The round ``row`` with its stored actions replayed through the engine (only the new ones when
        this kernel has the round already)."""
        cached = self._rounds.get(table.id)
        if cached is not None and cached[0] == row.id:
            _rid, done, rnd = cached
        else:
            entry = hydra.GAMES[table.game]
            options = {"players": table.players} if len(entry.seats) > 1 else {}
            rnd, done = entry.new_round(row.seed, row.dealer, **options), 0
        for action in self.store.actions(row.id, after=done):
            rnd.apply(action.action)
            done = action.seq
        self._rounds[table.id] = (row.id, done, rnd)
        return rnd, done

    # code: as the address gave it (any text); the store checks it
    def live(self, code: object) -> Live:
        """The table with this code as the store has it (TableError: a sentence)."""
        return self._live(self.store.find(code))

    def _live(self, table: TableInfo) -> Live:
        rounds = self.store.rounds(table.id)
        rnd, done = self._rebuild(table, rounds[-1]) if rounds else (None, 0)
        return Live(table, self.store.people(table.id), rounds, rnd, done)

    # --- writing ----------------------------------------------------------------------------------
    def _write(self, table: TableInfo, change: Callable[[Writer, Live], str]) -> Done:
        """``change(writer, live)`` in one transaction, with the table's row held; a TableError or an
        engine's refusal is the sentence, and nothing is written."""
        try:
            with self.store.db.write() as w:
                w.lock("together_tables", table.id)
                live = self._live(self.store.table(table.id))
                message = change(w, live)
        except TableError as error:
            self._rounds.pop(table.id, None)
            return Done(False, str(error))
        except BaseException:
            self._rounds.pop(table.id, None)         # the round may hold what was not written
            raise
        return Done(True, message or "")

    def _examples_move(self, w: Writer, live: Live) -> None:
        """The example players in the seats no person plays move until a person is to move or the round
        is over; every action is written; a finished round's points too."""
        row, rnd = live.current, live.round
        if row is None or rnd is None:
            return
        humans = live.humans()
        while not rnd.is_over and rnd.to_move not in humans:
            seq = live.actions + 1
            seat = rnd.to_move
            action = example_action(live.table.game, rnd, row.seed, seq)
            rnd.apply(action)
            self.store.add_action(w, live.table.id, row.id, seq, seat, str(action))
            live.actions = seq
            self._rounds[live.table.id] = (row.id, seq, rnd)
        if rnd.is_over and row.points is None:
            self.store.finish_round(w, row.id, seat_points(rnd, live.table.players), str(rnd.ending))

    def _check_host(self, table: TableInfo, host: str) -> None:
        if not self.store.is_host(table, host):
            raise TableError(_("Only the player who opened the table {code} can do that.").format(code=table.code))

    def _deal(self, w: Writer, live: Live) -> None:
        last = live.current
        entry = hydra.GAMES[live.table.game]
        if last is None:
            dealer = self.rng.randrange(live.table.players) if entry.has_dealer else 0
        else:                                         # each game's own rule (R6 R11, D45, F25, P25)
            dealer = entry.next_dealer(last.dealer, last.ending or "played", live.table.players)
        row = self.store.add_round(w, live.table.id, len(live.rounds) + 1, self.rng.randrange(1, 1_000_000), dealer)
        live.rounds.append(row)
        options = {"players": live.table.players} if len(entry.seats) > 1 else {}
        live.round, live.actions = entry.new_round(row.seed, row.dealer, **options), 0
        self._rounds[live.table.id] = (row.id, 0, live.round)
        self._examples_move(w, live)

    # code: as the address gave it (any text); the store checks it
    def _as_host(self, code: object, host: str, change: Callable[[Writer, Live], str]) -> Done:
        """``change`` (as :meth:`_write` runs it) if ``host`` is the host's key of the table ``code``."""
        try:
            table = self.store.find(code)
            self._check_host(table, host)
        except TableError as error:
            return Done(False, str(error))
        return self._write(table, change)

    # code: as the address gave it (any text); the store checks it
    def start(self, code: object, host: str) -> Done:
        """The host starts the match: the first round is dealt, the empty seats are example players."""
        def change(w: Writer, live: Live) -> str:
            if live.rounds:
                raise TableError(_("The game has started already."))
            self._deal(w, live)
            return ""
        return self._as_host(code, host, change)

    # code: as the address gave it (any text); the store checks it
    def next_round(self, code: object, token: str) -> Done:
        """Deal the next round of the match (any player at the table, or the host, once the round is over)."""
        try:
            table = self.store.find(code)
            if not self.store.is_host(table, token):
                self.store.seat_of(table, token)
        except TableError as error:
            return Done(False, str(error))

        def change(w: Writer, live: Live) -> str:
            if live.round is None:
                raise TableError(_("The game has not started yet: the host starts it once everyone has joined."))
            if not live.round.is_over:
                raise TableError(_("This round is not over yet: play it to the end first."))
            self._deal(w, live)
            return ""
        return self._write(table, change)

    # code: as the address gave it (any text); the store checks it
    def act(self, code: object, token: str, action: str, seq: int | None, round_number: int | None = None) -> Done:
        """The action ``action`` (the engine's notation) of the seat whose key is ``token``, as the page's
        action number ``seq`` (the actions it has seen + 1) of round ``round_number``."""
        try:
            table = self.store.find(code)
            seat = self.store.seat_of(table, token)
        except TableError as error:
            return Done(False, str(error))

        def change(w: Writer, live: Live) -> str:
            rnd, row = live.round, live.current
            if rnd is None or row is None:
                raise TableError(_("The game has not started yet: the host starts it once everyone has joined."))
            if (round_number is not None and round_number != row.number) or (seq is not None and seq <= live.actions):
                raise TableError(_("That move was sent twice (from a second tab?): it counts once, and the table "
                                   "has moved on."))
            if rnd.is_over:
                raise TableError(_("This round is over: deal the next round to play on."))
            if seq is not None and seq != live.actions + 1:
                raise TableError(_("Your page was behind the table: look again and play once more."))
            if rnd.to_move != seat.seat:
                raise TableError(_("It is {name}'s turn, not yours: wait until it is yours.").format(
                    name=live.name(rnd.to_move)))
            try:
                rnd.apply(action)
            except (ValueError, TypeError) as error:      # the engine's refusal: its rule in a sentence
                raise TableError(live.named(sentence(error))) from None
            live.actions += 1
            self.store.add_action(w, table.id, row.id, live.actions, seat.seat, str(action))
            self._rounds[table.id] = (row.id, live.actions, rnd)
            self._examples_move(w, live)
            return ""
        return self._write(table, change)

    # code: as the address gave it (any text); the store checks it
    def replace(self, code: object, host: str, seat: int, away: bool = True) -> Done:
        """The host lets an example player play a gone player's seat (``away``), or gives it back."""
        def change(w: Writer, live: Live) -> str:
            table = live.table
            if seat not in live.people:
                raise TableError(_("An example player plays that seat already."))
            self.store.set_away(w, table.id, seat, away)
            live.people[seat] = SeatInfo(table.id, table.code, seat, live.people[seat].name, "", away)
            self._examples_move(w, live)
            return ""
        return self._as_host(code, host, change)

    # code: as the address gave it (any text); the store checks it
    def set_away_after(self, code: object, host: str, seconds: float) -> Done:
        """The host's time: after ``seconds`` without a move (0: never) an example player takes the seat
        to move, until its player is back (:meth:`replace_slow`)."""
        def change(w: Writer, live: Live) -> str:
            self.store.set_away_after(w, live.table.id, seconds)
            return ""
        return self._as_host(code, host, change)

    # code: as the address gave it (any text); the store checks it
    def replace_slow(self, code: object) -> bool:
        """If the person to move has not moved for the host's time, an example player takes their seat
        (any page at the table asks, as it polls); whether it did."""
        live = self.live(code)
        wait = self.store.away_after(live.table.id)
        row, rnd = live.current, live.round
        if wait <= 0 or row is None or rnd is None or rnd.is_over or rnd.to_move not in live.humans():
            return False
        last = self.store.last_action_at(row.id)
        if last is None or self.store.clock() - last < wait:
            return False
        seat, seq = rnd.to_move, live.actions

        def change(w: Writer, again: Live) -> str:
            if again.actions != seq or again.round.to_move != seat:     # someone moved meanwhile
                return ""
            self.store.set_away(w, again.table.id, seat, True)
            again.mark_away(seat)
            self._examples_move(w, again)
            return ""
        return self._write(live.table, change).ok
