"""Teacher scenarios: build a round by hand, check it, play it forward, branch, save and share.

Pure Python (standard library and ``hydra``). Every rule is asked of the engine: a scenario is
checked by building ``hydra.Round`` / ``hydra.replay`` and by the engine's own checks
(``check_copies``, ``check_antrag``, ``check_solo_game``, ``playing_seats``); this module only
collects the engine's answers so that a teacher sees every problem at once.

>>> s = Scenario.dealt(seed=7, dealer=4)
>>> s.is_playable, problems(s)
(True, [])
>>> s.remove(0, s.hands[0][0]) and None      # take a card out: seat 0 now holds nine
>>> [p.rule for p in problems(s)]
['R12']
>>> line = Line(Scenario.dealt(seed=7, dealer=4))
>>> first = line.round.legal_cards()[0]
>>> line.play(first), len(line.cards)
(None, 1)
>>> line.back(); len(line.round.tricks), line.cursor
(0, 0)
>>> decode_scenario(encode_scenario(s)).hands == s.hands
True
"""

from __future__ import annotations

import base64
import json
import os
import random
import urllib.parse
import zlib
from dataclasses import dataclass, field
from pathlib import Path

import hydra
from hydra.calls import check_antrag, check_solo_game
from hydra.cards import check_copies, deck_counts
from hydra.deal import PACKETS

__all__ = ["Scenario", "Problem", "problems", "Line", "compare_lines", "encode_scenario",
           "decode_scenario", "scenario_from_query", "library_names", "load_library",
           "library_dir", "save_scenario", "load_scenario", "HAND_SIZE", "ScenarioError"]

#: Cards dealt to each playing seat (R12: packets of 3, 4 and 3).
HAND_SIZE = sum(PACKETS)
_DECK_RULE = "rules: Die Spielkarten"
_EXTRA_KEYS = ("title", "description", "shows", "deal")
_LINK_PREFIX = "z:"


class ScenarioError(ValueError):
    """A scenario, a file or a link that cannot be read (not a rule problem)."""


@dataclass(frozen=True)
class Problem:
    """One thing wrong (or still missing) in a scenario: a plain sentence and the rule."""
    text: str
    rule: str
    seat: int | None = None
    todo: bool = False           # True: not wrong, just not finished (cards still to place)

    def __str__(self):
        return self.text


def _codes(cards) -> list:
    return [str(c) for c in hydra.as_cards(list(cards))] if cards else []


@dataclass
class Scenario:
    """A round as a teacher sets it up: seats, dealer, hands, the game, and tricks played.

    ``solo`` is ``{"seat", "game"}``; ``proposal`` is the record's open Antrag
    (``seat``, ``pair``, ``open_card``, ``accepted_by``, ``returned``). Hands hold
    card codes. Nothing here decides a rule: see :func:`problems`.
    """
    players: int = 5
    dealer: int = 4
    hands: list = field(default_factory=lambda: [[] for _ in range(5)])
    solo: dict | None = None
    proposal: dict | None = None
    tricks: list = field(default_factory=list)
    title: str = ""
    description: str = ""
    extra: dict = field(default_factory=dict)

    # --- making ---------------------------------------------------------------------------
    @classmethod
    def empty(cls, players: int = 5, dealer: int = 4) -> "Scenario":
        return cls(players, dealer, [[] for _ in range(players)])

    @classmethod
    def dealt(cls, seed=0, players: int = 5, dealer: int = 4) -> "Scenario":
        """The engine deals from ``seed`` (R12)."""
        deal = hydra.deal(seed, players, dealer)
        return cls(players, dealer, [_codes(h) for h in deal.hands],
                   extra={"deal": {"seed": seed, "cut": deal.cut}})

    @classmethod
    def from_record(cls, record) -> "Scenario":
        """From a round record (dict, JSON text or path); ``title``/``description`` kept."""
        try:
            record = hydra.load_record(record)
        except hydra.HydraError as error:
            raise ScenarioError(str(error)) from None
        try:
            players = record.get("players", 5)
            hands = [_codes(h) for h in record.get("hands", [])]
            tricks = [_codes(t) for t in record.get("tricks", [])]
        except (hydra.HydraError, TypeError) as error:
            raise ScenarioError(f"this is not a round record I can read: {error}") from None
        extra = {k: record[k] for k in ("shows", "deal") if k in record}
        return cls(players, record.get("dealer", 0), hands,
                   dict(record["solo"]) if record.get("solo") else None,
                   dict(record["proposal"]) if record.get("proposal") else None,
                   tricks, str(record.get("title", "")), str(record.get("description", "")), extra)

    def to_record(self, with_tricks: bool = True, with_extra: bool = True) -> dict:
        """The rulings' round record; ``title``, ``description`` (and notes) as extra keys."""
        record = {"players": self.players, "dealer": self.dealer,
                  "hands": [list(h) for h in self.hands]}
        if self.solo:
            record["solo"] = dict(self.solo)
        if self.proposal:
            record["proposal"] = {k: (list(v) if isinstance(v, list) else v)
                                  for k, v in self.proposal.items() if v is not None}
        record["tricks"] = [list(t) for t in self.tricks] if with_tricks else []
        if with_extra:
            if self.title:
                record["title"] = self.title
            if self.description:
                record["description"] = self.description
            record.update({k: v for k, v in self.extra.items() if k in _EXTRA_KEYS})
        return record

    def copy(self) -> "Scenario":
        return Scenario.from_record(json.loads(json.dumps(self.to_record())))

    def dumps(self) -> str:
        return json.dumps(self.to_record(), indent=1, ensure_ascii=False)

    # --- editing (every edit checks with the engine first and changes nothing if refused) -
    @property
    def seats(self) -> tuple:
        """The playing seats from the dealer's left (R11); () while players/dealer are wrong."""
        try:
            return hydra.playing_seats(self.players, self.dealer)
        except hydra.HydraError:
            return ()

    def counts(self) -> dict:
        """How many copies of each card (code) are placed in the hands."""
        counts = deck_counts(c for h in self.hands for c in hydra.as_cards(h))
        return {str(c): counts[c.index] for c in hydra.CARDS}

    def left(self, card) -> int:
        """How many copies of ``card`` are still free to place (the deck has two of each)."""
        return 2 - self.counts()[str(hydra.as_card(card))]

    def check_add(self, seat: int, card) -> str | None:
        """Why ``card`` cannot go into ``seat``'s hand, or None if it can."""
        try:
            card = hydra.as_card(card)
        except hydra.HydraError as error:
            return str(error)
        if seat not in self.seats:
            who = "sits out (R11)" if self.players == 6 and seat == self.dealer else "does not play (R11)"
            return f"seat {seat} {who}: with six players the dealer gets no cards"
        try:
            check_copies(hydra.as_cards([c for h in self.hands for c in h]) + [card],
                         where="the hands")
        except hydra.RuleError as error:
            return str(error)
        if len(self.hands[seat]) >= HAND_SIZE:
            return (f"seat {seat} already holds {len(self.hands[seat])} cards; every playing seat is "
                    f"dealt {HAND_SIZE} (R12)")
        return None

    def add(self, seat: int, card) -> str | None:
        """Put ``card`` into ``seat``'s hand; returns the reason (and changes nothing) if refused."""
        reason = self.check_add(seat, card)
        if reason is None:
            self.hands[seat].append(str(hydra.as_card(card)))
            self.tricks = []
        return reason

    def remove(self, seat: int, card) -> str | None:
        card = str(hydra.as_card(card))
        if card not in self.hands[seat]:
            return f"seat {seat} does not hold {card}"
        self.hands[seat].remove(card)
        self.tricks = []
        return None

    def swap(self, seat_a: int, card_a, seat_b: int, card_b) -> str | None:
        """Exchange one card of ``seat_a`` with one of ``seat_b``."""
        card_a, card_b = str(hydra.as_card(card_a)), str(hydra.as_card(card_b))
        for seat, card in ((seat_a, card_a), (seat_b, card_b)):
            if not 0 <= seat < len(self.hands) or card not in self.hands[seat]:
                return f"seat {seat} does not hold {card}"
        a, b = self.hands[seat_a], self.hands[seat_b]
        a[a.index(card_a)] = card_b
        b[b.index(card_b)] = card_a
        self.tricks = []
        return None

    def clear(self) -> None:
        self.hands = [[] for _ in range(self.players)]
        self.tricks = []

    def set_table(self, players: int, dealer: int) -> str | None:
        """Change the number of players or the dealer (R11). Hands stay with their seats; a seat
        that no longer plays (the six-player dealer, or seat 5 going back to five players) gives
        its cards back to the palette."""
        try:
            seats = hydra.playing_seats(players, dealer)
        except hydra.RuleError as error:
            return str(error)
        hands = [list(h) for h in self.hands][:players]
        hands += [[] for _ in range(players - len(hands))]
        hands = [h if s in seats else [] for s, h in enumerate(hands)]
        self.players, self.dealer, self.hands, self.tricks = players, dealer, hands, []
        if self.solo and self.solo.get("seat") not in seats:
            self.solo = dict(self.solo, seat=seats[0])
        if self.proposal and (self.proposal.get("seat") not in seats
                              or self.proposal.get("accepted_by") not in (None, *seats)):
            self.proposal = None
        return None

    def fill(self, seed=0) -> None:
        """Deal the cards not yet placed at random (seeded) to the seats short of ten."""
        counts = self.counts()
        rest = [c for c in counts for _ in range(2 - counts[c])]
        random.Random(seed).shuffle(rest)
        for seat in self.seats:
            while len(self.hands[seat]) < HAND_SIZE and rest:
                self.hands[seat].append(rest.pop())
        self.tricks = []

    # --- state --------------------------------------------------------------------------------
    @property
    def is_complete(self) -> bool:
        seats = self.seats
        return bool(seats) and all(len(self.hands[s]) == HAND_SIZE for s in seats)

    @property
    def is_playable(self) -> bool:
        return not problems(self)

    @property
    def game_label(self) -> str:
        if self.solo:
            try:
                return f"solo of seat {self.solo['seat']}: {hydra.get_game(self.solo['game']).name}"
            except (hydra.HydraError, KeyError):
                return "solo"
        if self.proposal:
            acc = self.proposal.get("accepted_by")
            return (f"open Antrag of seat {self.proposal.get('seat')}, "
                    + (f"accepted by seat {acc}" if acc is not None else "nobody accepts"))
        return "healthy game"


def problems(scenario: Scenario, with_tricks: bool = True) -> list:
    """Every problem of a (partial) scenario at once, in plain words with the rule.

    Thin orchestration over the engine: the seats (R11), each hand's size and the copies of
    each card (the engine's ``check_copies``), the contract (``check_solo_game``,
    ``check_antrag``), and finally ``hydra.replay`` of the whole record, which reports the
    first rule a trick breaks. An empty list means the engine accepts the scenario.
    """
    out = []
    s = scenario
    try:
        seats = hydra.playing_seats(s.players, s.dealer)
    except hydra.RuleError as error:
        return [Problem(str(error), error.rule)]
    if len(s.hands) != s.players:
        return [Problem(f"a round of {s.players} players needs {s.players} hands, got "
                        f"{len(s.hands)} (R11)", "R11")]
    try:
        hands = [hydra.as_cards(h) for h in s.hands]
    except hydra.HydraError as error:
        return [Problem(str(error), "notation")]
    for seat, hand in enumerate(hands):
        if seat not in seats:
            if hand:
                out.append(Problem(f"seat {seat} deals and sits out with six players, so it holds no "
                                   f"cards, but it holds {len(hand)} (R11)", "R11", seat))
        elif len(hand) > HAND_SIZE:
            out.append(Problem(f"seat {seat} holds {len(hand)} cards; every playing seat is dealt "
                               f"{HAND_SIZE} (R12)", "R12", seat))
        elif len(hand) < HAND_SIZE:
            missing = HAND_SIZE - len(hand)
            out.append(Problem(f"seat {seat} holds {len(hand)} cards: {missing} more to place; every "
                               f"playing seat is dealt {HAND_SIZE} (R12)", "R12", seat, todo=True))
    everything = [c for h in hands for c in h]
    for card in hydra.CARDS:                      # one sentence per card with a third copy
        copies = [c for c in everything if c is card]
        try:
            check_copies(copies, where="the hands")
        except hydra.RuleError as error:
            out.append(Problem(str(error), error.rule))
    out.extend(_contract_problems(s, hands, seats))
    if out:
        return out
    try:
        hydra.replay(s.to_record(with_tricks=with_tricks))
    except hydra.HydraError as error:
        return [Problem(str(error), getattr(error, "rule", "notation"))]
    return []


def _contract_problems(s: Scenario, hands, seats) -> list:
    out = []
    if s.solo and s.proposal:
        out.append(Problem("a round has a solo or an Antrag, never both: a solo beats an Antrag (R7)",
                           "R7"))
    if s.solo:
        seat = s.solo.get("seat")
        if seat not in seats:
            out.append(Problem(f"the soloist must be a playing seat, not {seat!r} (R11)", "R11"))
        try:
            check_solo_game(s.solo.get("game"))
        except hydra.HydraError as error:
            out.append(Problem(str(error), getattr(error, "rule", "R7")))
    if s.proposal:
        p = s.proposal
        seat = p.get("seat")
        if seat not in seats:
            out.append(Problem(f"the proposer must be a playing seat, not {seat!r} (R11)", "R11"))
        else:
            try:
                check_antrag(hands[seat], p.get("pair"), seat=seat)
            except hydra.HydraError as error:
                if len(hands[seat]) == HAND_SIZE or "both pairs" in str(error):
                    out.append(Problem(str(error), getattr(error, "rule", "R9"), seat))
                else:
                    out.append(Problem(f"{error} (place the key Obers in seat {seat}'s hand)",
                                       getattr(error, "rule", "R9"), seat, todo=True))
        acc = p.get("accepted_by")
        if acc is not None and (acc not in seats or acc == seat):
            out.append(Problem(f"seat {acc} cannot accept: the proposer and a sitting-out dealer cannot "
                               "accept an Antrag (R9)", "R9"))
        if acc is not None and len(p.get("returned") or []) != 3:
            out.append(Problem("the acceptor gives back exactly three cards of the thirteen it holds: "
                               f"choose three, not {len(p.get('returned') or [])} (R9)", "R9", acc,
                               todo=True))
    return out


def notes(scenario: Scenario) -> list:
    """Things worth telling the class that are not problems: hands that may throw in (R6)."""
    out = []
    for seat in scenario.seats:
        hand = scenario.hands[seat]
        if len(hand) == HAND_SIZE:
            try:
                reason = hydra.throw_in_reason(hand)
            except hydra.HydraError:
                reason = None
            if reason:
                out.append(f"seat {seat}: {reason}; in this scenario it keeps its cards and plays.")
    return out


# --- playing forward, undo, branches ---------------------------------------------------------

class Line:
    """A line of play from a scenario: the cards played so far and a cursor (for stepping back).

    ``round`` is the engine's state at the cursor, rebuilt by ``hydra.replay`` of the record with
    the first ``cursor`` cards. Playing a card that differs from the next recorded one drops the
    rest of the line (use :meth:`branch` first to keep it).
    """

    def __init__(self, scenario: Scenario, name: str = "main line", cursor: int | None = None):
        self.scenario = scenario.copy()
        self.cards = [c for t in self.scenario.tricks for c in t]
        self.scenario.tricks = []
        self.name = name
        self._base = self.scenario.to_record(with_tricks=False, with_extra=False)
        self.message = ""
        self.cursor = len(self.cards) if cursor is None else cursor
        self._round = None
        self._rebuild()

    def _rebuild(self):
        cards = self.cards[:self.cursor]
        tricks = [cards[i:i + 5] for i in range(0, len(cards), 5)]
        self._round = hydra.replay(dict(self._base, tricks=tricks))

    @property
    def round(self):
        return self._round

    @property
    def played(self) -> list:
        return self.cards[:self.cursor]

    def play(self, card) -> str | None:
        """Play ``card`` for the seat to move; returns the engine's reason if it is refused."""
        try:
            card = hydra.as_card(card)
            trial = self._round.copy()
            trial.play(card)
        except hydra.HydraError as error:
            self.message = str(error)
            return self.message
        code = str(card)
        if self.cursor < len(self.cards) and self.cards[self.cursor] == code:
            pass
        else:
            self.cards = self.cards[:self.cursor] + [code]
        self.cursor += 1
        self._round = trial
        self.message = ""
        return None

    def back(self, n: int = 1) -> None:
        """Step back ``n`` cards (undo); the cards stay in the line for :meth:`forward`."""
        self.cursor = max(0, self.cursor - n)
        self.message = ""
        self._rebuild()

    def undo(self) -> None:
        """Take the last card back and forget it."""
        if self.cursor:
            self.cards = self.cards[:self.cursor - 1]
            self.cursor -= 1
        self.message = ""
        self._rebuild()

    def forward(self, n: int = 1) -> None:
        self.cursor = min(len(self.cards), self.cursor + n)
        self.message = ""
        self._rebuild()

    def go(self, cursor: int) -> None:
        self.cursor = max(0, min(len(self.cards), cursor))
        self._rebuild()

    def next_trick(self) -> None:
        """Forward to the end of the current trick (or of the next one, between tricks)."""
        target = (self.cursor // 5 + 1) * 5
        self.go(min(target, len(self.cards)))

    def previous_trick(self) -> None:
        target = ((self.cursor - 1) // 5) * 5 if self.cursor % 5 == 0 else (self.cursor // 5) * 5
        self.go(max(0, target))

    def start(self) -> None:
        self.go(0)

    def end(self) -> None:
        self.go(len(self.cards))

    def branch(self, name: str = "what if") -> "Line":
        """A new line that shares everything up to the cursor; play it differently."""
        other = object.__new__(Line)
        other.scenario = self.scenario
        other.cards = list(self.cards[:self.cursor])
        other.cursor = self.cursor
        other.name = name
        other._base = self._base
        other.message = ""
        other._round = self._round.copy()
        return other

    def to_scenario(self) -> Scenario:
        s = self.scenario.copy()
        cards = self.played
        s.tricks = [cards[i:i + 5] for i in range(0, len(cards), 5)]
        return s


def _trick_rows(rnd) -> list:
    rows = []
    for number, trick in enumerate(rnd.tricks, 1):
        rows.append({"trick": number, "cards": " ".join(map(str, trick.cards)),
                     "winner": trick.winner_seat, "eyes": trick.eyes})
    if rnd.current_trick is not None:
        t = rnd.current_trick
        rows.append({"trick": len(rnd.tricks) + 1, "cards": " ".join(map(str, t.cards)) + " ...",
                     "winner": None, "eyes": t.eyes})
    return rows


def compare_lines(a: Line, b: Line) -> dict:
    """Two lines side by side: tricks (cards, winners), parties and score sheets, and the diff."""
    ra, rb = a.round, b.round
    rows_a, rows_b = _trick_rows(ra), _trick_rows(rb)
    tricks = []
    for i in range(max(len(rows_a), len(rows_b))):
        x = rows_a[i] if i < len(rows_a) else None
        y = rows_b[i] if i < len(rows_b) else None
        tricks.append({"trick": i + 1, "a": x, "b": y,
                       "differs": (x or {}).get("cards") != (y or {}).get("cards")})
    sa, sb = ra.sheet, rb.sheet
    points = [{"seat": s, "a": sa.points[s], "b": sb.points[s], "diff": sb.points[s] - sa.points[s]}
              for s in range(ra.players)]
    eyes = [{"seat": s, "a": ra.eyes_by_seat[s], "b": rb.eyes_by_seat[s],
             "diff": rb.eyes_by_seat[s] - ra.eyes_by_seat[s]} for s in range(ra.players)]
    return {"names": (a.name, b.name), "tricks": tricks,
            "parties": (ra.formation.describe(), rb.formation.describe()),
            "kinds": (ra.kind, rb.kind), "points": points, "eyes": eyes,
            "sheets": (sa.lines(), sb.lines())}


# --- sharing: files, links, the library ------------------------------------------------------

def encode_scenario(scenario) -> str:
    """A compact, URL-safe code of a scenario (zlib + base64url of its record's JSON)."""
    record = scenario.to_record() if isinstance(scenario, Scenario) else hydra.load_record(scenario)
    text = json.dumps(record, separators=(",", ":"), ensure_ascii=False)
    packed = base64.urlsafe_b64encode(zlib.compress(text.encode("utf-8"), 9)).decode("ascii")
    return _LINK_PREFIX + packed.rstrip("=")


def decode_scenario(code: str) -> Scenario:
    """The scenario of a code made by :func:`encode_scenario`."""
    code = str(code).strip()
    if code.startswith(_LINK_PREFIX):
        code = code[len(_LINK_PREFIX):]
    try:
        raw = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))
        text = zlib.decompress(raw).decode("utf-8")
    except (ValueError, zlib.error, UnicodeDecodeError):
        raise ScenarioError("this link does not hold a scenario: it may be cut short; copy the "
                            "whole link again") from None
    return Scenario.from_record(text)


def library_dir() -> Path:
    """The folder of curated scenarios (``scenarios/`` at the repository root)."""
    env = os.environ.get("HYDRA_SCENARIOS")
    return Path(env) if env else Path(__file__).resolve().parents[1] / "scenarios"


def library_names() -> list:
    """The names of the library's scenarios (file names without ``.json``), sorted."""
    folder = library_dir()
    return sorted(p.stem for p in folder.glob("*.json")) if folder.is_dir() else []


def load_library(name: str) -> Scenario:
    name = str(name).strip()
    if name not in library_names():
        raise ScenarioError(f"there is no library scenario called {name!r}")
    return load_scenario(library_dir() / f"{name}.json")


def load_scenario(path) -> Scenario:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as error:
        raise ScenarioError(f"cannot read {str(path)!r}: {error.strerror}") from None
    return Scenario.from_record(text)


def save_scenario(scenario: Scenario, path) -> Path:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(scenario.dumps() + "\n", encoding="utf-8")
    return path


def scenario_from_query(query: str) -> Scenario | None:
    """``scenario=NAME`` (a library scenario) or ``scenario=z:CODE`` (an encoded one), or None."""
    values = urllib.parse.parse_qs(query or "").get("scenario")
    if not values:
        return None
    value = values[0].strip()
    if value in library_names():
        return load_library(value)
    if value.startswith(_LINK_PREFIX):
        return decode_scenario(value)
    raise ScenarioError(f"there is no scenario called {value!r}; the library has "
                        f"{', '.join(library_names()) or 'no scenarios'}")


def share_query(scenario: Scenario, name: str | None = None) -> str:
    """The query string that opens this scenario: a library name, else its code."""
    if name and name in library_names():
        return "scenario=" + urllib.parse.quote(name)
    return "scenario=" + encode_scenario(scenario)
