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
>>> r.history()[0].seat, [str(step) for step in r.history()[1:3]], r.history()[1].phase
(None, ['seat 0: gesund', 'seat 1: gesund'], 'reservations')
>>> while not r.is_over:
...     r.apply(r.legal_cards()[0])
>>> sum(r.eyes), sum(r.points)
(240, 0)
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from hydra.core.record_json import WrittenRecord
from hydra.hydra.cards import Card
from hydra.core.errors import IllegalCard, RuleError
from hydra.core.history import Step
from hydra.core.i18n import _

from .announcements import CALLS, LIMITS, Announcements
from .cards import card_name, dk_card, dk_cards
from .contracts import ENDS, Bidding, Next, PrePlay, hochzeit_partner
from .deal import NEXT_SEAT, Deal, TRICK_SEATS, check_hands, deal, playing_seats
from .explain import illegal_reason
from .games import check_rules, get_game, normal_game
from .record_write import to_record
from .reservations import (check_option, eo_holders, fail_cards, hands_counts, normalise_action, option_words,
                           schweine_in_play, throw_in_seats)
from .scoring import Score, score_round
from .state import Action, RoundState
from .view import SeatView

__all__ = ["Round", "PHASES", "ENDINGS", "Action", "Bidding"]          # Bidding: hydra.doppelkopf.contracts

PHASES = ("throw-in", "reservations", "reizen", "armut-add", "armut-offer", "armut-return", "play", "over")
ENDINGS = ("played", "thrown-in", "redeal")     # Round.ending: played out, thrown in (D12, D38), not taken (D11)
_BID_CALLS = ("doppelt",) + LIMITS
_BID_WORDS = ("reizen", "passen", "halten")
_ASKING = frozenset(PHASES[:6])                          # the phases before play
_CALL_WORDS = {rules: frozenset(calls) for rules, calls in CALLS.items()}


class Round(RoundState):
    """One round from the deal to the score. Mutable through :meth:`apply` only: its state is private,
    read through :class:`~hydra.doppelkopf.state.RoundState`'s read-only properties (issue 21)."""

    __slots__ = ()

    def __init__(self, hands: Sequence[Sequence[Card]], *, rules: str = "turnier", dealer: int = 0,
                 players: int = 4, schweine: bool = False, seed: Hashable | None = None,
                 check: bool = True) -> None:
        """A round of the given hands (checked: 40 cards, D1; the sitting-out dealer holds none),
        at the reservations (or the throw-in). ``check=False`` for hands that are a deal by construction
        (:meth:`new`'s, :meth:`undo`'s): checking them again made random rounds some 0.9 times as fast."""
        check_rules(rules)
        self._seats = seats = playing_seats(players, dealer)
        if schweine and rules != "hausrunde":
            raise RuleError("there are no Schweine in 'turnier' (\"Schweinchen ... gibt es nicht\": there are no "
                            "Schweinchen, D6)", rule="D6")
        if check:
            hands = check_hands(hands, players)
        self._rules, self._players, self._dealer, self._schweine, self._seed = (
            rules, players, dealer, bool(schweine), seed)
        self._dealt = tuple(tuple(h) for h in hands)
        self._hands = [list(h) for h in hands]
        self._next, self._rotations = NEXT_SEAT[(players, dealer)], TRICK_SEATS[(players, dealer)]
        self._history: list[tuple[str, int, str]] = []    # the steps before play (D2-D12), the deal not:
        #                                                     (phase, seat, word), made Steps by history()
        self._options: dict[int, tuple[str, ...]] = {}        # the reservations offered (shared)
        # in play, per seat: card indices beside the hand (two different Cards compare slowly, ints
        # fast), and the distinct cards, all ("") and by the suit they follow (D7); made by _start_play
        self._ids: list[list[int]] = []
        self._suited: list[dict[str, dict[int, Card]]] = []
        self._led = ""                                       # the suit led in the current trick
        self._offered: tuple[int, int, list[str]] | None = None   # (cards, seat, calls) allowed
        self._contract = self._contract_seat = self._solo_game = self._partner = None
        self._game = normal_game(rules)
        self._follow = self._game.follow                     # the game's suit per card index (D7)
        self._party = [-1] * players
        self._calls = Announcements(rules)
        self._tricks = []
        self._trick = []
        self._leader = self._cards_played = 0               # who led the current trick; cards played
        self._score = None
        self._counts = hands_counts(self._hands, rules)         # as dealt: for D8, D11, D12, D38
        self._pre = PrePlay(rules, seats)                    # the phases before play (D8-D12, D38-D42)
        first = self._pre.begin(throw_in_seats(self._hands, seats, self._counts) if rules == "turnier" else [])
        self._phase, self._to_move, self._ending, self._over = first.phase, first.seat, None, False

    # --- construction -------------------------------------------------------------------------
    @classmethod
    def new(cls, seed: Hashable | None = None, rules: str = "turnier", dealer: int = 0,
            players: int = 4, schweine: bool = False) -> Round:
        """Deal from a seed (D2) and start at the reservations."""
        return cls(deal(seed, players, dealer), rules=rules, dealer=dealer, players=players, schweine=schweine,
                   seed=seed, check=False)

    @classmethod
    def from_deal(cls, hands: Sequence[Sequence[Card | str] | str], rules: str = "turnier",
                  dealer: int = 0, players: int = 4, schweine: bool = False) -> Round:
        """A round from given hands (checked: 40 cards, D1; the sitting-out dealer holds none)."""
        return cls([dk_cards(h) for h in hands], rules=rules, dealer=dealer, players=players,
                   schweine=schweine)

    def copy(self) -> Round:
        """An independent copy (cheap: lists are copied, cards and games shared)."""
        other = object.__new__(Round)
        d = {name: getattr(self, name) for name in RoundState.__slots__}
        d["_hands"] = [list(h) for h in self._hands]
        d["_history"] = list(self._history)
        d["_options"] = dict(self._options)
        d["_ids"] = [list(h) for h in self._ids]
        d["_suited"] = [{led: dict(cs) for led, cs in by.items()} for by in self._suited]
        d["_pre"] = self._pre.copy()
        d["_party"] = list(self._party)
        d["_calls"] = self._calls.copy()
        d["_tricks"] = list(self._tricks)
        d["_trick"] = list(self._trick)
        for name, value in d.items():
            setattr(other, name, value)
        return other

    def history(self) -> list[Step[Action | Deal]]:
        """The chance action (the deal, a :class:`~hydra.doppelkopf.deal.Deal`) first, then every action
        as a :class:`~hydra.core.history.Step`: the phase, the seat, the word or the card."""
        out: list[Step[Action | Deal]] = [Step("deal", None, Deal(self._dealt, self._dealer, self._seed))]
        out += self._actions_taken()
        return out

    def _actions_taken(self) -> list[Step[Action]]:
        """Every action after the deal: those before play as kept, then play's cards and calls from
        the tricks and the calls (a call with ``card_index`` k came before card k + 1; no bids)."""
        out: list[Step[Action]] = [Step(*step) for step in self._history]
        if self._contract is None:
            return out
        calls = [c for c in self._calls.calls if not c.bid]
        cards = [(s, c) for t in self._tricks for s, c in zip(t[1], t[0])] + [*zip(self.trick_seats, self._trick)]
        j = 0
        for number, (seat, card) in enumerate(cards):
            while j < len(calls) and calls[j].card_index == number:
                out.append(Step("play", calls[j].seat, calls[j].call))
                j += 1
            out.append(Step("play", seat, card))
        out += [Step("play", c.seat, c.call) for c in calls[j:]]
        return out

    def undo(self) -> None:
        """Take back the last action: the history is replayed without it."""
        taken = self._actions_taken()
        if not taken:
            raise RuleError("there is nothing to take back: no action after the deal (D2)", rule="D2")
        other = Round(self._dealt, rules=self._rules, dealer=self._dealer, players=self._players,
                      schweine=self._schweine, seed=self._seed, check=False)
        for step in taken[:-1]:
            other.apply(step.action)
        for name in RoundState.__slots__:
            setattr(self, name, getattr(other, name))

    # --- the score ----------------------------------------------------------------------------
    def _end(self, how: str) -> None:
        """End the round (phase over; ending played, or ``how``: thrown-in, redeal): nobody moves."""
        self._phase, self._to_move, self._over = "over", None, True
        self._ending = "played" if how == "over" else how

    @property
    def result(self) -> Score:
        """The score of the finished round (RuleError before it is over)."""
        if self._ending != "played":
            raise RuleError(_("the round has no score: it has not been played out (D2)"), rule="D2")
        if self._score is None:
            self._score = score_round(self._rules, self._game, self._tricks, self._party, self._players,
                                      self._calls, self._contract, self.is_solo)
        return self._score

    @property
    def eyes(self) -> tuple[int, int]:
        """Eyes per party (Re, Kontra) of the tricks played so far."""
        if self._ending == "played":
            return self.result.eyes
        eyes = [0, 0]
        for cards, seats, w in self._tricks:
            eyes[self._party[seats[w]]] += sum(c.eyes for c in cards)
        return eyes[0], eyes[1]

    @property
    def points(self) -> tuple[int, ...]:
        """Points per seat (the sitting-out dealer 0; they sum to zero)."""
        if self._ending is not None and self._ending != "played":     # thrown in, dealt again: no score
            return (0,) * self._players
        return self.result.points

    # --- actions ------------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        """What the player to move may do: strings before play, cards and calls during play."""
        seat: int = self._to_move  # type: ignore[assignment]    # None only once it is over
        if self._phase == "play":
            # D7 (Game.legal) from tables: the seat's distinct cards of the led suit, else all of
            # them (led "" before the first card; "" holds all), each once in hand order (a test
            # checks that this is Game.legal's answer)
            by_suit = self._suited[seat]
            out: list[Action] = list((by_suit[self._led] or by_suit[""]).values())
            calls, n = self._calls, self._cards_played
            if n <= calls.open_until[self._party[seat]]:
                allowed = calls.allowed(seat, self._party[seat], n)
                if allowed:
                    self._offered = (n, seat, allowed)           # checked: apply trusts it
                    out += allowed
            return out
        phase = self._phase
        if seat is None:
            return []
        words: list[Action]
        if phase == "reservations":
            found = self._options.get(seat)
            if found is None:
                found = self._options[seat] = option_words(self._counts[seat], self._rules)
            return list(found)
        if phase == "throw-in":
            return ["schmeissen", "weiter"]
        if phase == "reizen":
            assert self._pre.bidding is not None
            if self._pre.bidding.pending:
                return ["halten", "passen"]
            return ["reizen", "passen"] if self._pre.bidding.level < 5 else ["passen"]
        if phase == "armut-add":
            fails = fail_cards(self._hands[seat], self._game)
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
        if self._phase != "play" or self._to_move is None:
            return []
        return self._game.legal(self._hands[self._to_move], self._trick)

    def apply(self, action: Action) -> None:
        """Apply one action of :meth:`legal_actions`; an illegal one raises and changes nothing."""
        seat: int = self._to_move  # type: ignore[assignment]    # None only once it is over
        if type(action) is Card and self._phase == "play":
            # D7 from the tables start_play built (tests check them against Game.legal)
            ids = self._ids[seat]
            i = action.index
            trick = self._trick
            if trick and self._follow[i] != self._led and self._suited[seat][self._led] and i in ids:
                raise self._not_following(action)
            try:
                pos = ids.index(i)
            except ValueError:
                raise self._not_held(action) from None
            del ids[pos]
            del self._hands[seat][pos]
            if i not in ids:                                   # the last copy: no longer legal
                by_suit = self._suited[seat]
                del by_suit[""][i]
                del by_suit[self._follow[i]][i]
            self._cards_played += 1
            if not trick:                                      # the lead
                self._led, self._leader = self._follow[i], seat
            if len(trick) < 3:                                 # four cards a trick (D2)
                trick.append(action)                           # (history: from the tricks)
                self._to_move = self._next[seat]
                return
            cards = (*trick, action)
            index = self._game.winner(cards)                   # the trick goes to its winner (D5, D6, D7)
            seats = self._rotations[self._leader]
            self._tricks.append((cards, seats, index))
            self._trick, self._led = [], ""
            if self._contract == "hochzeit" and self._calls.clarified == 0:
                self._hochzeit_trick(seats[index], self._follow[cards[0].index] == "T")
            if self._cards_played == 40:
                self._end("over")
            else:
                self._to_move = seats[index]                    # D46: the winner leads the next
            return
        if self._phase == "play":
            known = _CALL_WORDS[self._rules]        # (a set: a word hashed once, not compared along a tuple)
            call = (action if action in known else action.strip().lower()) if isinstance(action, str) else ""
            if call in known:
                offered = self._offered                        # just allowed (D13): not checked again
                checked = (offered is not None and offered[0] == self._cards_played and offered[1] == seat
                           and call in offered[2])
                self._calls.say(seat, call, self._party[seat], self._cards_played, bid=False, checked=checked)
                self._offered = None                           # (history: from the calls)
                return
            self.apply(dk_card(action))
            return
        if type(action) is str:                      # a word exactly as legal_actions lists
            phase = self._phase                           # it: what step() does after normalising
            if phase == "reservations":                  # and checking it (D12, D40)
                found = self._options.get(seat)
                if found is not None and action in found:
                    nxt = self._pre.declare(seat, action, self._hands)
                    if nxt[0] == "reservations":                # (the next seat: _go's common step)
                        self._to_move = nxt[1]
                    else:
                        self._go(nxt)
                    self._history.append((phase, seat, action))
                    return
            elif phase == "reizen" and action in _BID_WORDS:
                bid = self._pre.bid(seat, action, self._hands)
                if type(bid) is Next and bid[0] == "reizen":   # (the next seat: _go's common step)
                    self._to_move = bid[1]
                else:
                    self._go(bid, seat, action)
                self._history.append((phase, seat, action))
                return
        if seat is None:
            raise RuleError(f"the round is over (phase {self._phase!r}): no action is possible",
                            rule="D2")
        if not isinstance(action, str):
            raise RuleError(f"{action!r} is not an action now: seat {seat} chooses one of "
                            f"{', '.join(map(str, self.legal_actions()))} (phase {self._phase})",
                            rule="D12")
        text = normalise_action(action)
        phase = self._phase
        if phase == "reservations":
            text = self.check_reservation(seat, text)           # D8-D12: raises if not offered
        self._go(self._pre.step(phase, seat, text, self._hands), seat, text)
        self._history.append((phase, seat, text))

    def _go(self, nxt: Next | str, seat: int = -1, text: str = "") -> None:
        """Do what a step before play decided (hydra.doppelkopf.contracts), or raise its rule."""
        if isinstance(nxt, str):
            legal = ", ".join(map(str, self.legal_actions()))
            raise RuleError(f"{text!r} is not possible now: seat {seat} chooses one of {legal} "
                            f"(phase {self._phase}, {nxt})", rule=str(nxt))
        phase, to_move, contract, game_id, take, give = nxt        # (a tuple: unpacked fast)
        if not take and not give:                              # no cards change hands: the common
            if phase == "play":                                # steps, play begins or the next seat
                self._start_play(contract, to_move, game_id)
            elif phase in _ASKING:
                self._phase, self._to_move = phase, to_move
            else:
                self._end(phase)
            return
        hands = self._hands
        for s, cards in take:                                  # the Trumpfabgabe (D41, D42)
            for c in cards:
                hands[s].remove(c)
        for s, cards in give:
            hands[s].extend(cards)
        if phase == "play":
            self._start_play(contract, to_move, game_id)
        elif phase in ENDS:
            self._end(phase)
        else:
            self._phase, self._to_move = phase, to_move

    def _hochzeit_trick(self, winner: int, trump_led: bool) -> None:
        """D9, D28: the Hochzeit's partner is the first other winner of a trick that counts; D29: after
        the third trick without one the groom plays alone, a Karo solo from then on: no Schweine (D43)."""
        n = len(self._tricks)
        found = hochzeit_partner(self._pre.hochzeit_rule, self._contract_seat, winner, trump_led, n)
        if found is None:
            return
        if found >= 0:
            self._partner = found
            self._party[found] = 0
            self._calls.clarify(n, self._party)                # D48: a reizen bid now has its party
        else:
            self._calls.clarify(3, self._party)
            if self.schweine_seat is not None:                 # (the same suits to follow: only the SD moves)
                self._game = normal_game(self._rules)

    # --- play ---------------------------------------------------------------------------------
    def _start_play(self, contract: str, seat: int | None = None, game_id: str | None = None) -> None:
        """Fix the contract, the game and the parties, and begin the first trick (D8-D11)."""
        rules, seats, party = self._rules, self._seats, self._party
        self._contract, self._contract_seat = contract, seat
        if contract == "normal":
            holders = eo_holders(self._hands, seats)
            if holders[0] == holders[1]:                         # D9: a silent solo
                self._contract, self._contract_seat = "silent-solo", holders[0]
                contract = "silent-solo"
            for s in seats:
                party[s] = 0 if s in holders else 1
        elif contract == "armut":
            for s in seats:
                party[s] = 0 if s in (seat, self._pre.armut["accepted_by"]) else 1
        else:
            for s in seats:
                party[s] = 0 if s == seat else 1
        if contract == "solo":
            assert game_id is not None
            self._solo_game = game_id
            self._game = get_game(game_id, rules)
        elif contract == "silent-solo":
            self._game = get_game("color-solo:S", rules)
        else:
            pigs = self._schweine and schweine_in_play(self._dealt, self._hands, seats)       # D6, D43
            self._game = normal_game(rules, pigs)
        known = contract in ("solo", "hochzeit", "armut")
        self._calls = Announcements(rules, known, contract == "hochzeit")      # (known, hochzeit)
        follow = self._follow = self._game.follow
        self._ids, self._suited = [], []
        for hand in self._hands:
            # distinct: each card once, where it first is in the hand (a second copy is the same object)
            ids, distinct = [card.index for card in hand], {card.index: card for card in hand}
            by_suit: dict[str, dict[int, Card]] = {"": distinct, "T": {}, "S": {}, "R": {}, "G": {}, "E": {}}
            for k, card in distinct.items():
                by_suit[follow[k]][k] = card
            self._ids.append(ids)
            self._suited.append(by_suit)
        self._phase, self._to_move = "play", seats[0]              # D10: the dealer's left leads
        if self._pre.bidding is not None:    # D40: the bid's announcements; D48: in a Hochzeit for the
            bidder = self._pre.bidding.holder    # bidder's party once the Klärungsstich is over (-1 until then)
            own = party[bidder] if contract != "hochzeit" or bidder == seat else -1
            for call in _BID_CALLS[:self._pre.bidding.level]:
                self._calls.say(bidder, call, own, 0, True)        # (bid: by position, as in apply)

    def _not_following(self, card: Card) -> IllegalCard:
        seat = self._to_move
        assert seat is not None
        return IllegalCard(f"trick {len(self._tricks) + 1}, seat {seat}: "      # D7: follow suit
                           + illegal_reason(self._hands[seat], self._trick, self._game, card),
                           rule="D7", card=card, seat=seat)

    def _not_held(self, card: Card) -> IllegalCard:
        dk_cards([card])                                       # D1 for a card not in the deck
        return IllegalCard(f"seat {self._to_move} cannot play {card_name(card)}: it is not in that "
                           f"hand (trick {len(self._tricks) + 1}, D7)", rule="D7", card=card,
                           seat=self._to_move)

    # --- views and records --------------------------------------------------------------------
    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know: its own hand and the public table, no other hand."""
        return SeatView.of(self, seat)

    def to_record(self) -> WrittenRecord:
        """This round as a Doppelkopf round record (spec JSON); play in progress included."""
        return to_record(self)

    def check_reservation(self, seat: int, action: str) -> str:
        found = self._options.get(seat)
        if found is not None and action in found:
            return action
        return check_option(self._hands[seat], self._rules, action, seat)

    def __repr__(self) -> str:
        return (f"<doppelkopf.Round rules={self._rules!r} players={self._players} dealer={self._dealer} "
                f"phase={self._phase!r} tricks={len(self._tricks)} to_move={self._to_move}>")

