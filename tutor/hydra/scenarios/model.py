"""The teacher's scenario: a round set up by hand (seats, dealer, hands, game, tricks), read from
and written to the rulings' round record, and edited one card at a time.

Nothing here decides a rule: every edit asks the engine first (``playing_seats``,
``check_copies``) and changes nothing if refused; :func:`tutor.hydra.scenarios.problems.problems` lists
everything still wrong.

>>> s = Scenario.empty()
>>> s.add(0, "EO"), s.add(1, "EO"), s.left("EO")
(None, None, 0)
>>> "only two of each card" in s.add(2, "EO")
True
"""

from __future__ import annotations

import dataclasses
import json
import os
import random
from collections.abc import Iterable
from dataclasses import dataclass, field

import hydra
from hydra.hydra.cards import CardLike, check_copies, deck_counts
from hydra.core.i18n import _
from hydra.core.record_json import LoadedRecord

from .problems import HAND_SIZE, problems

__all__ = ["Scenario", "ScenarioError"]

_EXTRA_KEYS = ("title", "description", "shows", "deal")


class ScenarioError(ValueError):
    """A scenario, a file or a link that cannot be read (not a rule problem)."""


def _codes(cards: Iterable[CardLike] | str | None) -> list[str]:
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
    hands: list[list[str]] = field(default_factory=lambda: [[] for _ in range(5)])
    solo: LoadedRecord | None = None
    proposal: LoadedRecord | None = None
    tricks: list[list[str]] = field(default_factory=list)
    title: str = ""
    description: str = ""
    extra: LoadedRecord = field(default_factory=dict)

    # --- making ---------------------------------------------------------------------------
    @classmethod
    def empty(cls, players: int = 5, dealer: int = 4) -> Scenario:
        return cls(players, dealer, [[] for _ in range(players)])

    @classmethod
    def dealt(cls, seed: int | str | None = 0, players: int = 5, dealer: int = 4) -> Scenario:
        """The engine deals from ``seed`` (R12)."""
        deal = hydra.deal(seed, players, dealer)
        return cls(players, dealer, [_codes(h) for h in deal.hands],
                   extra={"deal": {"seed": seed, "cut": deal.cut}})

    @classmethod
    def from_record(cls, record: LoadedRecord | str | bytes | os.PathLike[str]) -> Scenario:
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
            raise ScenarioError(_("this is not a round record I can read: {error}").format(error=error)) from None
        extra: LoadedRecord = {k: record[k] for k in ("shows", "deal", "calls") if k in record}
        return cls(players, record.get("dealer", 0), hands,
                   dict(record["solo"]) if record.get("solo") else None,
                   dict(record["proposal"]) if record.get("proposal") else None,
                   tricks, str(record.get("title", "")), str(record.get("description", "")), extra)

    def to_record(self, with_tricks: bool = True, with_extra: bool = True) -> LoadedRecord:
        """The rulings' round record; ``title``, ``description`` (and notes) as extra keys."""
        record = {"players": self.players, "dealer": self.dealer,
                  "hands": [list(h) for h in self.hands]}
        if self.solo:
            record["solo"] = dict(self.solo)
        if self.proposal:
            record["proposal"] = {k: (list(v) if isinstance(v, list) else v)
                                  for k, v in self.proposal.items() if v is not None}
        record["tricks"] = [list(t) for t in self.tricks] if with_tricks else []
        if self.extra.get("calls"):                     # R20: the steps before play, part of the round
            record["calls"] = list(self.extra["calls"])
        if with_extra:
            if self.title:
                record["title"] = self.title
            if self.description:
                record["description"] = self.description
            record.update({k: v for k, v in self.extra.items() if k in _EXTRA_KEYS})
        return record

    def copy(self) -> Scenario:
        return Scenario.from_record(json.loads(json.dumps(self.to_record())))

    def dumps(self) -> str:
        return json.dumps(self.to_record(), indent=1, ensure_ascii=False)

    # --- editing (every edit checks with the engine first and changes nothing if refused) -
    @property
    def seats(self) -> tuple[int, ...]:
        """The playing seats from the dealer's left (R11); () while players/dealer are wrong."""
        try:
            return hydra.playing_seats(self.players, self.dealer)
        except hydra.HydraError:
            return ()

    def counts(self) -> dict[str, int]:
        """How many copies of each card (code) are placed in the hands."""
        counts = deck_counts(c for h in self.hands for c in hydra.as_cards(h))
        return {str(c): counts[c.index] for c in hydra.CARDS}

    def left(self, card: CardLike) -> int:
        """How many copies of ``card`` are still free to place (the deck has two of each)."""
        card = hydra.as_card(card)
        return hydra.DECK.count(card) - self.counts()[str(card)]

    def check_add(self, seat: int, card: CardLike) -> str | None:
        """Why ``card`` cannot go into ``seat``'s hand, or None if it can."""
        try:
            card = hydra.as_card(card)
        except hydra.HydraError as error:
            return str(error)
        if seat not in self.seats:
            if self.players == 6 and seat == self.dealer:
                return _("seat {seat} sits out (R11): with six players the dealer gets no cards").format(seat=seat)
            return _("seat {seat} does not play (R11): with six players the dealer gets no cards").format(seat=seat)
        try:
            check_copies(hydra.as_cards([c for h in self.hands for c in h]) + [card],
                         where="the hands")
        except hydra.RuleError as error:
            return str(error)
        if len(self.hands[seat]) >= HAND_SIZE:
            return _("seat {seat} already holds {count} cards; every playing seat is dealt {size} (R12)").format(
                seat=seat, count=len(self.hands[seat]), size=HAND_SIZE)
        return None

    def add(self, seat: int, card: CardLike) -> str | None:
        """Put ``card`` into ``seat``'s hand; returns the reason (and changes nothing) if refused."""
        reason = self.check_add(seat, card)
        if reason is None:
            self.hands[seat].append(str(hydra.as_card(card)))
            self.tricks = []
        return reason

    def remove(self, seat: int, card: CardLike) -> str | None:
        card = str(hydra.as_card(card))
        if card not in self.hands[seat]:
            return _("seat {seat} does not hold {card}").format(seat=seat, card=card)
        self.hands[seat].remove(card)
        self.tricks = []
        return None

    def swap(self, seat_a: int, card_a: CardLike, seat_b: int, card_b: CardLike) -> str | None:
        """Exchange one card of ``seat_a`` with one of ``seat_b``."""
        card_a, card_b = str(hydra.as_card(card_a)), str(hydra.as_card(card_b))
        for seat, card in ((seat_a, card_a), (seat_b, card_b)):
            if not 0 <= seat < len(self.hands) or card not in self.hands[seat]:
                return _("seat {seat} does not hold {card}").format(seat=seat, card=card)
        a, b = self.hands[seat_a], self.hands[seat_b]
        a[a.index(card_a)] = card_b
        b[b.index(card_b)] = card_a
        self.tricks = []
        return None

    def clear(self) -> None:
        self.hands = [[] for _ in range(self.players)]
        self.tricks = []

    def set_contract(self, solo: LoadedRecord | None = None, proposal: LoadedRecord | None = None) -> None:
        """The game: a solo (``{"seat", "game"}``), an open Antrag (the record's ``proposal``), or
        neither (a normal game); the tricks played start again. :func:`problems` checks it."""
        self.solo, self.proposal, self.tricks = solo, proposal, []

    def with_tricks(self, tricks: list[list[str]]) -> Scenario:
        """A copy of this scenario with ``tricks`` (card codes) played."""
        return dataclasses.replace(self.copy(), tricks=tricks)

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

    def fill(self, seed: int | str | None = 0) -> None:
        """Deal the cards not yet placed at random (seeded) to the seats short of ten."""
        counts = self.counts()
        rest = [c for c in counts for _ in range(self.left(c))]
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
                return _("solo of seat {seat}: {game}").format(seat=self.solo["seat"],
                                                              game=hydra.get_game(self.solo["game"]).name)
            except (hydra.HydraError, KeyError):
                return _("solo")
        if self.proposal:
            acc = self.proposal.get("accepted_by")
            text = (_("open Antrag of seat {seat}, accepted by seat {acceptor}") if acc is not None else
                    _("open Antrag of seat {seat}, nobody accepts"))
            return text.format(seat=self.proposal.get("seat"), acceptor=acc)
        return _("healthy game")
