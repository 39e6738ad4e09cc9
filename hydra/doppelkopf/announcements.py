"""Announcements (Ansagen) and their deadlines (D13, D20-D27).

Deadlines are the largest number of cards already played at which a call may
still be said (the record's ``card_index``). A call is said by the player to
move, before its card (D20).

>>> from hydra.doppelkopf.announcements import Announcements
>>> a = Announcements("turnier")
>>> a.deadline("re"), a.deadline("keine 90"), a.deadline("schwarz")
(4, 8, 20)
>>> h = Announcements("hausrunde")
>>> h.deadline("doppelt"), h.deadline("keine 60"), h.deadline("keine 30")
(5, 13, 17)
>>> a.refusal(0, "re", party=1, cards_played=0)
're: seat 0 is Kontra and says kontra, not re (turnier 3.1)'
"""

from __future__ import annotations

from dataclasses import dataclass

from hydra.core.errors import Reason, RuleError

__all__ = ["CALLS", "LIMITS", "LEVEL", "DEADLINES", "Call", "Announcements", "LIMIT_EYES"]

#: The limits in order; a party's level is how many of them it has announced.
LIMITS = ("keine 90", "keine 60", "keine 30", "schwarz")
LEVEL = {call: i + 1 for i, call in enumerate(LIMITS)}
#: The opponents must stay below this many eyes (schwarz: win no trick).
LIMIT_EYES = {1: 90, 2: 60, 3: 30, 4: 0}
#: Every call of a rule set, in the order legal actions list them.
CALLS = {"turnier": ("re", "kontra") + LIMITS, "hausrunde": ("doppelt",) + LIMITS}
#: D13: the largest ``card_index`` at which each call may be said (four cards a trick).
DEADLINES = {
    "turnier": {"re": 4, "kontra": 4, "keine 90": 8, "keine 60": 12, "keine 30": 16, "schwarz": 20},
    "hausrunde": {"doppelt": 5, "keine 90": 9, "keine 60": 13, "keine 30": 17, "schwarz": 17},
}
#: The card-count reading of the hausrunde text (5.1), shown to learners beside D13's trick reading.
HAUSRUNDE_CARD_COUNT = {"doppelt": 5, "keine 90": 9, "keine 60": 14, "keine 30": 16, "schwarz": 16}
_SOURCE = {"turnier": "turnier 3.1", "hausrunde": "hausrunde 5.1"}
#: (rules, clarified, hochzeit) -> (last, deadlines, limit deadlines, how many limit deadlines have
#: passed after k cards): computed once, shared, never changed in place.
_TABLES: dict[tuple[str, int, bool], tuple[int, dict[str, int], tuple[int, ...], tuple[int, ...]]] = {}


@dataclass(frozen=True)
class Call:
    """One announcement: who, what, and how many cards had been played (``bid``: from reizen)."""
    seat: int
    call: str
    card_index: int
    bid: bool = False


class Announcements:
    """The announcements of one round and the rules for the next one.

    ``known`` says whether the parties are known from the start (solo, Hochzeit, Armut:
    one Doppelt per party, D24); ``clarified`` is the Hochzeit's Klärungsstich (1-3),
    0 while it is pending, and 1 in every other game (D26, D27).
    """

    __slots__ = ("rules", "calls", "doppelt_seats", "doppelt_parties", "said", "level",
                 "known", "clarified", "hochzeit", "last", "dl", "_limit_dl", "_passed", "open_until", "unbooked")
    last: int                               # set by _deadlines(): the tables of the case
    dl: dict[str, int]
    _limit_dl: tuple[int, ...]
    _passed: tuple[int, ...]
    open_until: list[int]                   # set by _open()

    # (known, hochzeit may come by position: a class called with keywords builds a dict of them)
    def __init__(self, rules: str, known: bool = False, hochzeit: bool = False) -> None:
        self.rules = rules
        self.calls: list[Call] = []
        self.doppelt_seats: set[int] = set()
        self.doppelt_parties = [0, 0]
        self.said = [False, False]           # turnier: Re said, Kontra said
        self.level = [0, 0]                  # limits per party (Re, Kontra)
        self.known = known
        self.hochzeit = hochzeit
        self.clarified = 0 if hochzeit else 1
        #: D48: a reizen bid said before a Hochzeit's Klärungsstich, its party not yet known (a tuple:
        #: copies share it)
        self.unbooked: tuple[Call, ...] = ()
        self._deadlines()
        self._open()

    def _deadlines(self) -> None:
        key = (self.rules, self.clarified, self.hochzeit)
        found = _TABLES.get(key)
        if found is None:                   # computed once per rule set and Klärungsstich
            found = _TABLES[key] = self._tables()
        self.last, self.dl, self._limit_dl, self._passed = found

    def _tables(self) -> tuple[int, dict[str, int], tuple[int, ...], tuple[int, ...]]:
        dl = {call: self.deadline(call) for call in DEADLINES[self.rules]}
        limit_dl = (0,) + tuple(dl[c] for c in LIMITS)
        last = self._last()
        passed = tuple(sum(1 for d in limit_dl[1:] if d < k) for k in range(last + 1))
        return last, dl, limit_dl, passed

    def copy(self) -> Announcements:
        other = object.__new__(Announcements)
        for name in self.__slots__:
            setattr(other, name, getattr(self, name))
        other.calls = list(self.calls)
        other.doppelt_seats = set(self.doppelt_seats)
        other.doppelt_parties = list(self.doppelt_parties)
        other.said = list(self.said)
        other.level = list(self.level)
        other.open_until = list(self.open_until)
        return other  # dl, _limit_dl and _passed are replaced, never changed in place

    def _last(self) -> int:
        """After this many cards no call is possible any more (a fast exit for play)."""
        if self.clarified == 0:
            return 11                       # pending Hochzeit: nothing until clarified
        extra = 4 * (self.clarified - 1) + (4 if self.rules == "hausrunde" else 0)   # D25 replies
        return max(DEADLINES[self.rules].values()) + extra

    def clarify(self, trick: int, party_of: list[int] | None = None) -> None:
        """The Hochzeit's partner was found (or not) with trick ``trick`` (1-3); a reizen bid waiting for
        its party now counts for the party ``party_of`` gives its bidder (D48)."""
        self.clarified = trick
        self._deadlines()
        waiting, self.unbooked = self.unbooked, ()
        if party_of is not None:
            for c in waiting:
                self._book(c.seat, c.call, party_of[c.seat])
        self._open()

    def _open(self) -> None:
        """``open_until[party]``: after this many cards :meth:`allowed` is empty for the party
        until the next call or Klärung (a bound that is never too low; the round skips asking).
        In turnier a party that has not said Re or Contra by its deadline says nothing more (D21); in the
        hausrunde a party that is :meth:`_done` says nothing more (its seats are never asked again)."""
        last = self.last
        if self.rules == "turnier" and self.clarified:
            said, level, dl_re, dl_top = self.said, self.level, self.dl["re"], self._limit_dl[4]
            self.open_until = [dl_re if not said[0] else dl_top if level[0] < 4 else -1,
                               dl_re if not said[1] else dl_top if level[1] < 4 else -1]
        elif self.rules == "hausrunde":
            self.open_until = [-1 if self._done(0) else last, -1 if self._done(1) else last]
        else:
            self.open_until = [last, last]

    def _done(self, party: int) -> bool:
        """Hausrunde: the party has said every limit (D23) and, the parties known, its one Doppelt (D24):
        :meth:`allowed` is empty for it from now on."""
        return self.level[party] == 4 and self.known and self.doppelt_parties[party] > 0

    def deadline(self, call: str) -> int:
        """The largest card_index at which ``call`` may be said (D13; shifted for a Hochzeit)."""
        base = DEADLINES[self.rules][call]
        c = self.clarified
        if c <= 1 and not self.hochzeit:
            return base
        if self.rules == "hausrunde" and call == "doppelt":
            return 4 * c + 3                # D27: until the own card of the trick after it
        return base + 4 * (c - 1)           # D26, D27: shifted by the tricks it took

    def problem(self, seat: int, call: str, party: int, cards_played: int) -> str | None:
        """The one check of a call: None if ``seat`` may say it now, else a short key."""
        rules = self.rules
        deadlines = DEADLINES[rules]
        if call not in deadlines:
            return "unknown"
        if self.clarified == 0 or (self.hochzeit and cards_played < 4 * self.clarified):
            return "hochzeit"
        late = cards_played > self.dl[call]
        if rules == "turnier":
            if call == "re" or call == "kontra":
                if (call == "re") != (party == 0):
                    return "wrong-party"
                if self.said[party]:
                    return "again"
            else:
                if not self.said[party]:
                    return "re-first"
                if LEVEL[call] <= self.level[party]:
                    return "lower"
            return "late" if late else None
        if call == "doppelt":
            if self.known and self.doppelt_parties[party]:
                return "party-doppelt"
            if seat in self.doppelt_seats:
                return "seat-doppelt"
            return "late-doppelt" if late and not self._reply(seat, cards_played) else None
        if LEVEL[call] != self.level[party] + 1:
            return "skipped"
        return "late" if late else None

    def refusal(self, seat: int, call: str, party: int, cards_played: int) -> Reason | None:
        """Why ``seat`` may not say ``call`` now (a sentence with its rules), or None if it may."""
        key = self.problem(seat, call, party, cards_played)
        if key is None:
            return None
        rules, src = self.rules, _SOURCE[self.rules]
        word = "Re" if party == 0 else "Kontra"
        if key == "unknown":
            return Reason(f"{call!r} is not an announcement in {rules}: "
                          f"{', '.join(CALLS[rules])} (D13)", ("D13",))
        if key == "hochzeit":
            return Reason(f"{call}: no announcement before the Hochzeit's Klärungsstich is over "
                          "(D26, D27)", ("D26", "D27"))
        if key == "wrong-party":
            return Reason(f"{call}: seat {seat} is {word} and says {word.lower()}, not {call} ({src})",
                          (src,))
        if key == "again":
            return Reason(f"{call} has already been said by this party ({src})", (src,))
        if key == "re-first":
            return Reason(f"{call}: the party must say {'Re' if party == 0 else 'Contra'} first "
                          "(\"Re bzw. Contra müssen ausdrücklich angesagt werden\", D21)", ("D21",))
        if key == "lower":
            return Reason(f"{call}: this party has already announced as much (D22)", ("D22",))
        if key == "party-doppelt":
            return Reason("doppelt: the parties are known, so each party says doppelt only once "
                          "(hausrunde 6.2, D24)", ("D24",))
        if key == "seat-doppelt":
            return Reason(f"doppelt: seat {seat} has already said doppelt (D24)", ("D24",))
        if key == "late-doppelt":
            return Reason(f"doppelt is too late: it may be said until {self.deadline(call)} cards "
                          "have been played, or in reply to another player's announcement with one "
                          "card less in hand (D13, D25)", ("D13", "D25"))
        if key == "skipped":
            want = LIMITS[self.level[party]] if self.level[party] < 4 else None
            return Reason(f"{call}: no announcement may be left out, so this party's next one is "
                          f"{want!r} (\"es darf aber keine ausgelassen werden\", D23)", ("D23",))
        return Reason(f"{call} is too late: it may be said until {self.deadline(call)} cards have "
                      f"been played, and {cards_played} have (D13)", ("D13",))

    def _reply(self, seat: int, cards_played: int) -> bool:
        """D25: a Doppelt in reply to another seat's announcement, one trick after its deadline."""
        for c in self.calls:
            # (dl: this case's deadline() of every call, made by _deadlines() at each Klärung)
            if c.seat != seat and c.card_index <= cards_played <= self.dl[c.call] + 4:
                return True
        return False

    def allowed(self, seat: int, party: int, cards_played: int) -> list[str]:
        """The calls ``seat`` may say now: the same as every call whose :meth:`problem` is None,
        written out for speed (a test checks that the two agree)."""
        if cards_played > self.last or (self.hochzeit and (
                self.clarified == 0 or cards_played < 4 * self.clarified)):
            return []
        level = self.level[party]
        if self.rules == "turnier":
            if not self.said[party]:
                return [("re", "kontra")[party]] if cards_played <= self.dl["re"] else []
            # the limits above the party's level whose deadline has not passed (deadlines rise)
            passed = self._passed[cards_played] if cards_played >= 0 else 0
            return list(LIMITS[level if level > passed else passed:])
        out: list[str] = []
        if not (self.known and self.doppelt_parties[party]) and seat not in self.doppelt_seats and (
                cards_played <= self.dl["doppelt"] or self._reply(seat, cards_played)):
            out.append("doppelt")
        if level < 4 and cards_played <= self._limit_dl[level + 1]:
            out.append(LIMITS[level])
        return out

    def say(self, seat: int, call: str, party: int, cards_played: int, bid: bool = False,
            checked: bool = False) -> None:
        """Record a call (RuleError with its rule if it is not allowed, unless it is a bid, or
        ``checked``: :meth:`allowed` listed it for this seat and card count, nothing said since).
        A bid with ``party`` -1 waits for the Hochzeit's Klärungsstich to know its party (D48)."""
        if not (bid or checked) and self.problem(seat, call, party, cards_played) is not None:
            why = self.refusal(seat, call, party, cards_played)
            assert why is not None
            raise RuleError(why, rule=why.rules[0] if why.rules else "D13")
        said = Call(seat, call, cards_played, bid)
        self.calls.append(said)
        if party < 0:                       # D48: booked by clarify()
            self.unbooked += (said,)
            return
        self._book(seat, call, party)

    def _book(self, seat: int, call: str, party: int) -> None:
        """Count a call for its seat and party: Doppelt, Re/Contra said, the party's limit level."""
        if call == "doppelt":
            self.doppelt_seats.add(seat)
            self.doppelt_parties[party] += 1
        elif call in ("re", "kontra"):
            self.said[party] = True
        else:
            self.level[party] = max(self.level[party], LEVEL[call])
        if self.rules == "turnier" or self.level[party] == 4:
            self._open()                    # (in hausrunde it changes only once a party is _done)

    @property
    def doublings(self) -> int:
        """How many times the game value doubles: Re/Contra (turnier) or each Doppelt (hausrunde)."""
        if self.rules == "turnier":
            return int(self.said[0]) + int(self.said[1])
        return len(self.doppelt_seats) if not self.known else sum(self.doppelt_parties)
