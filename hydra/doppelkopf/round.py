"""A Doppelkopf round as a closed state object (OpenSpiel style).

``Round.new(seed=..., rules=..., dealer=..., players=..., schweine=...)`` deals;
``phase``, ``to_move``, ``legal_actions()``, ``apply(action)`` (the only way the
state changes), ``history()``, ``undo()``, ``copy()``, ``view(seat)``,
``is_over``, ``points`` and ``to_record()``.

Phases: ``throw-in`` (turnier, five Könige), ``reservations``, ``reizen``
(hausrunde, a solo was announced), ``armut-add`` / ``armut-offer`` /
``armut-return`` (Trumpfabgabe), ``play``, then ``over``, ``thrown-in`` or
``redeal`` (nobody took the Armut).

>>> from hydra.doppelkopf import Round
>>> r = Round.new(seed=3, rules="turnier", dealer=3)
>>> r.phase, r.to_move
('reservations', 0)
>>> for _ in range(4):
...     r.apply("gesund")
>>> r.phase, r.contract, r.to_move
('play', 'normal', 0)
>>> while not r.is_over:
...     r.apply(r.legal_cards()[0])
>>> sum(r.eyes), sum(r.points)
(240, 0)
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from hydra.cards import Card
from hydra.errors import IllegalCard, RuleError
from hydra.games import Game

from .announcements import CALLS, LIMITS, Announcements
from .cards import card_name, dk_card, dk_cards
from .deal import NEXT_SEAT, TRICK_SEATS, check_hands, deal, playing_seats
from .explain import illegal_reason
from .games import check_rules, get_game, normal_game
from .reservations import (armut_trumps, check_option, eo_holders, fail_cards, hands_counts, normalise_action,
                           option_words, schweine_holder, schweine_in_play, throw_in_seats)
from .scoring import Score, score_round

if TYPE_CHECKING:
    from .view import SeatView

__all__ = ["Round", "PHASES", "Action", "Bidding"]

PHASES = ("throw-in", "reservations", "reizen", "armut-add", "armut-offer", "armut-return", "play",
          "over", "thrown-in", "redeal")
Action = Card | str
_BID_CALLS = ("doppelt",) + LIMITS
_BID_WORDS = ("reizen", "passen", "halten")


class Round:
    """One round from the deal to the score. Mutable through :meth:`apply` only."""

    # slots: a round has more attributes than Python shares keys for, and every step reads them
    __slots__ = ("seats", "rules", "players", "dealer", "schweine", "seed", "dealt", "hands", "_next",
                 "_rotations", "is_over", "_ids", "_distinct", "_suited", "_led", "_offered", "_counts", "_history",
                 "_options", "declared", "contract", "contract_seat", "solo_game", "hochzeit_rule",
                 "partner", "armut", "reizen", "bidding", "thrown_in_by", "game", "_follow", "party",
                 "calls", "tricks", "trick", "_leader", "cards_played", "_score", "queue", "phase",
                 "to_move")

    def __init__(self, hands: Sequence[Sequence[Card]], *, rules: str = "turnier", dealer: int = 0,
                 players: int = 4, schweine: bool = False, seed: Hashable | None = None,
                 _checked: bool = False) -> None:
        check_rules(rules)
        self.seats = playing_seats(players, dealer)
        if schweine and rules != "hausrunde":
            raise RuleError("there are no Schweine in 'turnier' (\"Schweinchen ... gibt es nicht\", D6)",
                            rule="D6")
        if not _checked:
            hands = check_hands(hands, players)
        self.rules, self.players, self.dealer, self.schweine, self.seed = (
            rules, players, dealer, bool(schweine), seed)
        self.dealt: tuple[tuple[Card, ...], ...] = (
            hands if hands.__class__ is tuple and _checked
            else tuple(tuple(h) for h in hands))
        self.hands: list[list[Card]] = [list(h) for h in hands]
        self._next, self._rotations = NEXT_SEAT[(players, dealer)], TRICK_SEATS[(players, dealer)]
        self.is_over = False                     # set with the last phase by end()
        self._history: list[tuple[int | None, Action]] = [(None, "deal")]  # before play (D2-D12)
        self._options: dict[int, tuple[str, ...]] = {}        # the reservations offered (shared)
        # in play, per seat: card indices beside the hand (two different Cards compare slowly, ints
        # fast), the distinct cards, and those by the suit they follow (D7); made by start_play
        self._ids: list[list[int]] = []
        self._distinct: list[dict[int, Card]] = []
        self._suited: list[dict[str, dict[int, Card]]] = []
        self._led = ""                                       # the suit led in the current trick
        self._offered: tuple[int, int, list[str]] | None = None   # (cards, seat, calls) allowed
        self.declared: list[tuple[int, str]] = []
        self.contract: str | None = None          # normal, solo, silent-solo, hochzeit, armut
        self.contract_seat: int | None = None
        self.solo_game: str | None = None
        self.hochzeit_rule: str | None = None
        self.partner: int | None = None
        self.armut: dict[str, object] = {}
        self.reizen: list[tuple[int, str]] = []             # the hausrunde's bids (D40)
        self.bidding: Bidding | None = None
        self.thrown_in_by: int | None = None
        self.game: Game = normal_game(rules)
        self._follow = self.game.follow                      # the game's suit per card index (D7)
        self.party: list[int] = [-1] * players
        self.calls = Announcements(rules)
        self.tricks: list[tuple[tuple[Card, ...], tuple[int, ...], int]] = []
        self.trick: list[Card] = []
        self._leader = self.cards_played = 0                # who led the current trick; cards played
        self._score: Score | None = None
        self._counts = hands_counts(self.hands, rules)          # as dealt: for D8, D11, D12, D38
        throwers = throw_in_seats(self.hands, self.seats, self._counts) if rules == "turnier" else []
        #: The seats still to be asked in the current phase before play; the phase steps in
        #: hydra.doppelkopf.contracts move it on (read-only for everyone else).
        self.queue: list[int] = throwers if throwers else list(self.seats)
        self.phase = "throw-in" if throwers else "reservations"
        self.to_move: int | None = self.queue.pop(0)

    # --- construction -------------------------------------------------------------------------
    @classmethod
    def new(cls, seed: Hashable | None = None, rules: str = "turnier", dealer: int = 0,
            players: int = 4, schweine: bool = False) -> Round:
        """Deal from a seed (D2) and start at the reservations."""
        check_rules(rules)
        return cls(deal(seed, players, dealer), rules=rules, dealer=dealer, players=players,
                   schweine=schweine, seed=seed, _checked=True)

    @classmethod
    def from_deal(cls, hands: Sequence[Sequence[Card | str] | str], rules: str = "turnier",
                  dealer: int = 0, players: int = 4, schweine: bool = False) -> Round:
        """A round from given hands (checked: 40 cards, D1; the sitting-out dealer holds none)."""
        return cls([dk_cards(h) for h in hands], rules=rules, dealer=dealer, players=players,
                   schweine=schweine)

    def copy(self) -> Round:
        """An independent copy (cheap: lists are copied, cards and games shared)."""
        other = object.__new__(Round)
        d = {name: getattr(self, name) for name in Round.__slots__}
        d["hands"] = [list(h) for h in self.hands]
        d["_history"] = list(self._history)
        d["_options"] = dict(self._options)
        d["_ids"] = [list(h) for h in self._ids]
        d["_distinct"] = [dict(h) for h in self._distinct]
        d["_suited"] = [dict({led: dict(cs) for led, cs in by.items() if led}, **{"": distinct})
                        for by, distinct in zip(self._suited, d["_distinct"])]
        d["declared"] = list(self.declared)
        d["armut"] = {k: list(v) if isinstance(v, list) else v for k, v in self.armut.items()}
        d["reizen"] = list(self.reizen)
        d["bidding"] = None if self.bidding is None else replace(self.bidding)
        d["party"] = list(self.party)
        d["calls"] = self.calls.copy()
        d["tricks"] = list(self.tricks)
        d["trick"] = list(self.trick)
        d["queue"] = list(self.queue)
        for name, value in d.items():
            setattr(other, name, value)
        return other

    def history(self) -> list[tuple[int | None, str]]:
        """The chance action (the deal) first, then every action as ``(seat, action)``."""
        return [(None, "deal " + " / ".join(" ".join(map(str, h)) for h in self.dealt))] + \
            [(seat, str(action)) for seat, action in self._actions_taken()]

    def _actions_taken(self) -> list[tuple[int, Action]]:
        """Every action after the deal: those before play as kept, then play's cards and calls from
        the tricks and the calls (a call with ``card_index`` k came before card k + 1; no bids)."""
        out: list[tuple[int, Action]] = [(s, a) for s, a in self._history[1:] if s is not None]
        if self.contract is None:
            return out
        calls = [c for c in self.calls.calls if not c.bid]
        cards = [(s, c) for t in self.tricks for s, c in zip(t[1], t[0])] + [*zip(self.trick_seats, self.trick)]
        j = 0
        for number, seat_card in enumerate(cards):
            while j < len(calls) and calls[j].card_index == number:
                out.append((calls[j].seat, calls[j].call))
                j += 1
            out.append(seat_card)
        out += [(c.seat, c.call) for c in calls[j:]]
        return out

    def undo(self) -> None:
        """Take back the last action: the history is replayed without it."""
        taken = self._actions_taken()
        if not taken:
            raise RuleError("there is nothing to take back: no action after the deal (D2)", rule="D2")
        other = Round(self.dealt, rules=self.rules, dealer=self.dealer, players=self.players,
                      schweine=self.schweine, seed=self.seed, _checked=True)
        for _seat, action in taken[:-1]:
            other.apply(action)
        for name in Round.__slots__:
            setattr(self, name, getattr(other, name))

    # --- state --------------------------------------------------------------------------------
    @property
    def trick_seats(self) -> list[int]:
        """The seats that played the cards of the current trick, in order."""
        return list(self._rotations[self._leader][:len(self.trick)])

    def end(self, phase: str) -> None:
        """End the round in ``phase`` (``over``, ``thrown-in`` or ``redeal``): nobody moves."""
        self.phase, self.to_move, self.is_over = phase, None, True

    def hand(self, seat: int) -> list[Card]:
        return list(self.hands[seat])

    @property
    def parties(self) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        """(Re seats, Kontra seats) once play has begun (a Hochzeit's partner once found)."""
        if self.contract is None:
            return None
        return (tuple(s for s in self.seats if self.party[s] == 0),
                tuple(s for s in self.seats if self.party[s] == 1))

    @property
    def schweine_seat(self) -> int | None:
        """The seat whose two Karo-Asse are the Schweine, the highest trumps of this round's game (D6,
        D43); None before play and without them (no Schweine at the table, nobody dealt both or still
        holding both when play began, a solo).

        >>> r = Round.new(seed=10, rules="hausrunde", schweine=True)
        >>> r.schweine_seat, [r.apply("gesund") for _ in range(4)] and r.schweine_seat
        (None, 1)
        """
        return schweine_holder(self.game, self.dealt, self.seats)

    @property
    def is_solo(self) -> bool:
        """One player against three: a solo, a silent solo, or a Hochzeit without partner (D9, D10)."""
        return self.contract is not None and self.party.count(0) == 1    # a sitting-out seat is -1

    @property
    def result(self) -> Score:
        """The score of the finished round (RuleError before it is over)."""
        if self.phase != "over":
            raise RuleError(f"the round is not finished (phase {self.phase!r})", rule="D2")
        if self._score is None:
            self._score = score_round(self)
        return self._score

    @property
    def eyes(self) -> tuple[int, int]:
        """Eyes per party (Re, Kontra) of the tricks played so far."""
        if self.phase == "over":
            return self.result.eyes
        eyes = [0, 0]
        for cards, seats, w in self.tricks:
            eyes[self.party[seats[w]]] += sum(c.eyes for c in cards)
        return eyes[0], eyes[1]

    @property
    def points(self) -> tuple[int, ...]:
        """Points per seat (the sitting-out dealer 0; they sum to zero)."""
        if self.phase in ("thrown-in", "redeal"):
            return (0,) * self.players
        return self.result.points

    # --- actions ------------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        """What the player to move may do: strings before play, cards and calls during play."""
        seat: int = self.to_move  # type: ignore[assignment]    # None only once it is over
        if self.phase == "play":
            # D7 (Game.legal) from tables: the seat's distinct cards of the led suit, else all of
            # them (led "" before the first card; "" holds all), each once in hand order (a test
            # checks that this is Game.legal's answer)
            by_suit = self._suited[seat]
            out: list[Action] = list((by_suit[self._led] or by_suit[""]).values())
            calls, n = self.calls, self.cards_played
            if n <= calls.open_until[self.party[seat]]:
                allowed = calls.allowed(seat, self.party[seat], n)
                if allowed:
                    self._offered = (n, seat, allowed)           # checked: apply trusts it
                    out += allowed
            return out
        phase = self.phase
        if seat is None:
            return []
        words: list[Action]
        if phase == "reservations":
            found = self._options.get(seat)
            if found is None:
                found = self._options[seat] = option_words(self._counts[seat], self.rules)
            words = list(found)
            return words
        if phase == "throw-in":
            return ["schmeissen", "weiter"]
        if phase == "reizen":
            assert self.bidding is not None
            if self.bidding.pending:
                return ["halten", "passen"]
            return ["reizen", "passen"] if self.bidding.level < 5 else ["passen"]
        if phase == "armut-add":
            fails = fail_cards(self.hands[seat], self.game)
            words = ["beilegen:keine"]
            words += ["beilegen:" + str(c) for c in fails]
            return words
        if phase == "armut-offer":
            return ["annehmen", "ablehnen"]
        if phase == "armut-return":
            words = ["zurueck:" + str(c) for c in self.returnable()]
            return words
        return []

    def legal_cards(self) -> list[Card]:
        """The cards the player to move may play (D7), both copies if held twice."""
        if self.phase != "play" or self.to_move is None:
            return []
        return self.game.legal(self.hands[self.to_move], self.trick)

    def apply(self, action: Action) -> None:
        """Apply one action of :meth:`legal_actions`; an illegal one raises and changes nothing."""
        seat: int = self.to_move  # type: ignore[assignment]    # None only once it is over
        if action.__class__ is Card and self.phase == "play":
            # D7 from the tables start_play built (tests check them against Game.legal)
            ids = self._ids[seat]
            i = action.index
            trick = self.trick
            if trick and self._follow[i] != self._led and self._suited[seat][self._led] and i in ids:
                raise self._not_following(action)
            try:
                pos = ids.index(i)
            except ValueError:
                raise self._not_held(action) from None
            del ids[pos]
            del self.hands[seat][pos]
            if i not in ids:                                   # the last copy: no longer legal
                by_suit = self._suited[seat]
                del by_suit[""][i]                             # (the same dict as _distinct[seat])
                del by_suit[self._follow[i]][i]
            self.cards_played += 1
            if not trick:                                      # the lead
                self._led, self._leader = self._follow[i], seat
            if len(trick) < 3:                                 # four cards a trick (D2)
                trick.append(action)                           # (history: from the tricks)
                self.to_move = self._next[seat]
                return
            # the trick goes to its winner: Game.winner written out for four cards (D5, D6, D7;
            # a test checks every trick against it)
            game = self.game
            power, second = game.power[self._led], game.second_wins
            a, b, c = trick                                    # and the fourth card, action
            index, best = 0, power[a.index]
            p = power[b.index]
            if p > best or (p == best and second[b.index]):
                index, best = 1, p
            p = power[c.index]
            if p > best or (p == best and second[c.index]):
                index, best = 2, p
            p = power[i]                                       # i: the fourth card, action
            if p > best or (p == best and second[i]):
                index = 3
            seats = self._rotations[self._leader]
            self.tricks.append(((a, b, c, action), seats, index))
            self.trick, self._led = [], ""
            if self.contract == "hochzeit" and self.calls.clarified == 0:
                _find_partner(self, seats[index], self._follow[a.index] == "T")
            if self.cards_played == 40:
                self.end("over")
            else:
                self.to_move = seats[index]                    # D46: the winner leads the next
            return
        if self.phase == "play":
            known = CALLS[self.rules]
            call = action if action in known else action.strip().lower() if isinstance(action, str) else ""
            if call in known:
                offered = self._offered                        # just allowed (D13): not checked again
                self.calls.say(seat, call, self.party[seat], self.cards_played, checked=(
                    offered is not None and offered[0] == self.cards_played and offered[1] == seat
                    and call in offered[2]))
                self._offered = None                           # (history: from the calls)
                return
            self.apply(dk_card(action))
            return
        if action.__class__ is str:                      # a word exactly as legal_actions lists
            phase = self.phase                           # it: what step() does after normalising
            if phase == "reservations":                  # and checking it (D12, D40)
                found = self._options.get(seat)
                if found is not None and action in found:
                    _declare(self, seat, action)
                    self._history.append((seat, action))
                    return
            elif phase == "reizen" and action in _BID_WORDS:
                _bid(self, seat, action)
                self._history.append((seat, action))
                return
        if seat is None:
            raise RuleError(f"the round is over (phase {self.phase!r}): no action is possible",
                            rule="D2")
        if not isinstance(action, str):
            raise RuleError(f"{action!r} is not an action now: seat {seat} chooses one of "
                            f"{', '.join(map(str, self.legal_actions()))} (phase {self.phase})",
                            rule="D12")
        text = normalise_action(action)
        _step(self, seat, text)
        self._history.append((seat, text))

    # --- play ---------------------------------------------------------------------------------
    def start_play(self, contract: str, seat: int | None = None, game_id: str | None = None) -> None:
        """Fix the contract, the game and the parties, and begin the first trick (D8-D11)."""
        rules, seats, party = self.rules, self.seats, self.party
        self.contract, self.contract_seat = contract, seat
        if contract == "normal":
            holders = eo_holders(self.hands, seats)
            if holders[0] == holders[1]:                         # D9: a silent solo
                self.contract, self.contract_seat = "silent-solo", holders[0]
                contract = "silent-solo"
            for s in seats:
                party[s] = 0 if s in holders else 1
        elif contract == "armut":
            for s in seats:
                party[s] = 0 if s in (seat, self.armut["accepted_by"]) else 1
        else:
            for s in seats:
                party[s] = 0 if s == seat else 1
        if contract == "solo":
            assert game_id is not None
            self.solo_game = game_id
            self.game = get_game(game_id, rules)
        elif contract == "silent-solo":
            self.game = get_game("color-solo:S", rules)
        else:
            pigs = self.schweine and schweine_in_play(self.dealt, self.hands, seats)       # D6, D43
            self.game = normal_game(rules, pigs)
        known = contract in ("solo", "hochzeit", "armut")
        self.calls = Announcements(rules, known=known, hochzeit=contract == "hochzeit")
        follow = self._follow = self.game.follow
        self._ids, self._distinct, self._suited = [], [], []
        for hand in self.hands:
            ids: list[int] = []
            distinct: dict[int, Card] = {}         # each card once, where it first is in the hand
            by_suit: dict[str, dict[int, Card]] = {"": distinct, "T": {}, "S": {}, "R": {}, "G": {},
                                                   "E": {}}
            for c in hand:          # a second copy is the same object: stored again, its place kept
                i = c.index
                ids.append(i)
                distinct[i] = c
                by_suit[follow[i]][i] = c
            self._ids.append(ids)
            self._distinct.append(distinct)
            self._suited.append(by_suit)
        self.phase, self.to_move = "play", seats[0]              # D10: the dealer's left leads
        if self.bidding is not None:    # D40: the bid's announcements; D48: in a Hochzeit for the
            bidder = self.bidding.holder    # bidder's party once the Klärungsstich is over (-1 until then)
            own = party[bidder] if contract != "hochzeit" or bidder == seat else -1
            for call in _BID_CALLS[:self.bidding.level]:
                self.calls.say(bidder, call, own, 0, bid=True)

    def _not_following(self, card: Card) -> IllegalCard:
        seat = self.to_move
        assert seat is not None
        return IllegalCard(f"trick {len(self.tricks) + 1}, seat {seat}: "      # D7: follow suit
                           + illegal_reason(self.hands[seat], self.trick, self.game, card),
                           rule="D7", card=card, seat=seat)

    def _not_held(self, card: Card) -> IllegalCard:
        dk_cards([card])                                       # D1 for a card not in the deck
        return IllegalCard(f"seat {self.to_move} cannot play {card_name(card)}: it is not in that "
                           f"hand (trick {len(self.tricks) + 1}, D7)", rule="D7", card=card,
                           seat=self.to_move)

    def returnable(self) -> list[Card]:
        """Cards the Armut's acceptor may still give back (D41, D42)."""
        return returnable_cards(self)

    # --- views and records --------------------------------------------------------------------
    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know: its own hand and the public table, no other hand."""
        from .view import SeatView
        return SeatView.of(self, seat)

    def to_record(self) -> dict[str, object]:
        """This round as a Doppelkopf round record (spec JSON); play in progress included."""
        from .record import to_record
        return to_record(self)

    def trick_game(self, number: int) -> Game:
        """The game trick ``number`` (1-based) was played with (D43: a Hochzeit alone, no Schweine after trick 3)."""
        return _trick_game(self, number)

    def explain_trick(self, number: int | None = None) -> object:
        """The explanation of trick ``number`` (1-based), or of the last trick (the current one if begun)."""
        return _explain_played(self, number)

    def armut_trumps(self, seat: int) -> int:
        return armut_trumps(self.hands[seat], self.rules)

    def check_reservation(self, seat: int, action: str) -> str:
        found = self._options.get(seat)
        if found is not None and action in found:
            return action
        return check_option(self.hands[seat], self.rules, action, seat)

    def __repr__(self) -> str:
        return (f"<doppelkopf.Round rules={self.rules!r} players={self.players} dealer={self.dealer} "
                f"phase={self.phase!r} tricks={len(self.tricks)} to_move={self.to_move}>")


from .contracts import (Bidding, bid as _bid, declare as _declare, explain_played as _explain_played,  # noqa: E402
                        find_partner as _find_partner, returnable_cards, step as _step, trick_game as _trick_game)
