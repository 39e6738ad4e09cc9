"""A round as a closed state object (OpenSpiel style): whose turn, legal actions, apply.

Phases: ``bidding`` (F4), ``discard`` (the bid winner lays away three cards
one at a time, F21), ``play`` (ten tricks, F9), then ``over``: its ``ending`` is
``played``, or ``redeal`` when all four pass (F4). :meth:`Round.apply` is the only way the state
changes; :meth:`Round.history` lists every action applied as a step (phase, seat, action: a
:class:`~hydra.core.history.Step`), the deal (a chance action) first, so :meth:`Round.undo` is a
replay without the last one.

Actions: a call (``"pass"``, ``"7H"``, ``"misere"``, ...) while bidding; a
:class:`Card` while discarding and playing; and, to lead the joker at no trump
or in a Misère, the joker with the suit it names, such as ``"JO:H"`` (F7).

>>> from hydra import fuenfhundert as fh
>>> r = fh.Round.new(seed=1, dealer=0)
>>> r.phase, r.to_move, r.legal_actions()[:3]
('bidding', 1, ['pass', '6S', '6C'])
>>> for call in ("7D", "pass", "pass", "pass"):
...     r.apply(call)
>>> r.phase, r.contract, r.declarer, len(r.hand(1))      # the kitty is taken up (F4)
('discard', Contract.parse('7D'), 1, 13)
>>> [(step.phase, step.seat, str(step.action)) for step in r.history()[1:3]]
[('bidding', 1, '7D'), ('bidding', 2, 'pass')]
>>> while not r.is_over:
...     r.apply(r.legal_actions()[0])
>>> sum(r.tricks_won), len(r.history()), r.points == fh.replay(r.to_record()).points
(10, 48, True)
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from hydra.core.record_json import WrittenRecord
from hydra.core.errors import IllegalCard, NotationError, Reason, RuleError
from hydra.core.history import Step
from hydra.core.i18n import _
from hydra.core.registry import Seed

from .cards import JOKER, SUITS, Card, as_card
from .contracts import BIDS, OPEN_MISERE, PASS, SUIT_INDEX, Contract, parse_bid
from .deal import Deal, check_seat, deal, partner_of
from .rulings import SEED
from .scoring import score
from .state import Action, RoundState
from .tricks import NO_LEAD, TrickExplanation, explain_trick, playable, reason_for, winning_index
from .view import SeatView

__all__ = ["Round", "PHASES", "ENDINGS", "Action"]

PHASES = ("bidding", "discard", "play", "over")
#: How a finished round ended (``Round.ending``): ten tricks played, or all four passed and the next
#: dealer deals again (F4).
ENDINGS = ("played", "redeal")
_CALLS: tuple[str, ...] = tuple(b.bid for b in BIDS)
_JOKER_LEADS = tuple(f"JO:{s}" for s in SUITS)
_NEXT = (1, 2, 3, 0)


def _is_bid(text: str) -> bool:
    try:
        parse_bid(text)
    except NotationError:
        return False
    return True


class Round(RoundState):
    """One round from the deal to the score. Changed through :meth:`apply` only; ``copy()`` is cheap.

    Its state is private and read through :class:`~hydra.fuenfhundert.state.RoundState`'s read-only
    properties (``phase``, ``to_move``, ``dealer``, ``bids``, ``contract``, ``declarer``, ``tricks``,
    ``tricks_won``, ...); only this module writes it (issue 21). ``points`` once it is over.
    """

    __slots__ = ()

    def __init__(self, dealt: Deal) -> None:
        """Start a round from a deal (the chance action); see :meth:`new` to deal from a seed."""
        if not isinstance(dealt, Deal):
            raise RuleError(f"a round starts from a Deal, not {dealt!r} (F2)", rule="F2")
        self._deal = dealt
        self._dealer = dealt.dealer
        self._hands = [list(h) for h in dealt.hands]
        self._phase = "bidding"
        self._over = False
        self._seat = (dealt.dealer + 1) & 3                # F4: the dealer's left starts
        self._bids = []
        self._bid_seats = []
        self._passed = [False, False, False, False]
        self._high = None
        self._high_seat = -1
        self._contract = None
        self._declarer = None
        self._discard = []
        self._tricks = []
        self._leaders = []
        self._winners = []
        self._joker_suits = {}
        self._trick = []
        self._trick_seats = []
        self._led = NO_LEAD
        self._won = [0, 0, 0, 0]
        self._next = _NEXT
        self._history = [dealt]
        # the legal actions once asked for; in play a list of cards (with "JO:x" to lead the joker)
        self._legal = None
        self._terms = BIDS[0]           # the contract's tables, once there is one
        self._per_trick = 4

    @classmethod
    def new(cls, seed: Seed = None, dealer: int = 0) -> Round:
        """Deal from ``seed`` (the same seed deals the same cards) and start the bidding.

        Without a seed one is drawn, and kept in ``round.deal.seed``.
        """
        if seed is None:
            seed = random.SystemRandom().randrange(2 ** 63)
        return cls(deal(seed, dealer))

    @classmethod
    def from_actions(cls, actions: Sequence[Action | Step[Action]]) -> Round:
        """The round reached by applying ``actions`` (a :meth:`history`, or its steps' actions) to a fresh
        round."""
        taken = [a.action if isinstance(a, Step) else a for a in actions]
        if not taken or not isinstance(taken[0], Deal):
            raise RuleError("a history starts with the deal, the chance action (F2)", rule="F2")
        rnd = cls(taken[0])
        for action in taken[1:]:
            rnd.apply(action)
        return rnd

    def copy(self) -> Round:
        """An independent copy (lists copied, cards and contract shared: they are immutable)."""
        other = object.__new__(Round)
        for name in RoundState.__slots__:
            value = getattr(self, name)
            if isinstance(value, list):
                value = [list(h) for h in value] if name == "_hands" else list(value)
            elif isinstance(value, dict):
                value = dict(value)
            setattr(other, name, value)
        return other

    # --- state (the rest, read-only, in RoundState: hydra/fuenfhundert/state.py) --------------
    @property
    def points(self) -> tuple[int, int]:
        """Points per team (F10) once the round is over; (0, 0) after a redeal (nobody scores, F4).

        A round in progress has no points yet: a round is ten tricks (F9), and it is
        scored when they are played (F10). Asking earlier raises :class:`RuleError`
        with a sentence saying how far the round is (a replayed short record, too).
        """
        if self._phase == "over" and self._contract is None:       # a redeal (F4)
            return 0, 0
        if self._phase != "over" or self._contract is None or self._declarer is None:
            raise RuleError(f"the round is not over, so it has no points yet: {self._progress()}; "
                            "a round is ten tricks and is scored when all ten are played (F9, F10)",
                            rule="F10")
        team = self._declarer & 1
        mine, theirs = score(self._contract, self.tricks_won[team])
        return (mine, theirs) if team == 0 else (theirs, mine)

    def _progress(self) -> str:
        """How far a round in progress is, in words (for :attr:`points`)."""
        if self._phase == "bidding":
            return "the bidding is still going on"
        if self._phase == "discard":
            return f"the bid winner has laid away {len(self._discard)} of three cards"
        done = len(self._tricks)
        return f"{done} of the ten tricks {'has' if done == 1 else 'have'} been played"

    def history(self) -> list[Step[Action]]:
        """Every action applied so far, the deal first, each as a step: the phase it was applied in, the
        seat (None for the deal) and the action as kept (a call's notation, a card, ``"JO:x"``)."""
        actions = self._history                         # the actions only (kept so, applied fast); the
        bids = len(self._bid_seats)                     # seats follow from the bidding and the tricks
        out: list[Step[Action]] = [Step("deal", None, actions[0])]
        out += [Step("bidding", seat, a) for seat, a in zip(self._bid_seats, actions[1:bids + 1])]
        laid = actions[bids + 1:bids + 4]
        if laid:
            out += [Step("discard", self._declarer, a) for a in laid]
        if len(actions) > bids + 4:
            seats: list[int] = []
            nxt, per_trick = self._next, self._per_trick
            for leader in self._leaders:
                seat = leader
                for _ in range(per_trick):
                    seats.append(seat)
                    seat = nxt[seat]
            seats += self._trick_seats
            out += [Step("play", seat, a) for seat, a in zip(seats, actions[bids + 4:])]
        return out

    # --- actions ------------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        """What the seat to move may do now (a new list each time)."""
        legal = self._legal
        if legal is None:
            if self._phase == "play":                             # the hot path
                hand, led = self._hands[self._seat], self._led
                if led >= 0:
                    legal = playable(hand, led, self._terms)
                elif self._terms.no_trump and JOKER in hand:
                    legal = self._compute_legal()
                else:
                    legal = hand      # not a copy: apply() checks against it before the card leaves it, then forgets it
            else:
                legal = self._compute_legal()
            self._legal = legal
        return list(legal)

    def _compute_legal(self) -> Sequence[Action]:
        phase = self._phase
        if phase == "play":
            hand = self._hands[self._seat]
            cards = playable(hand, self._led, self._terms)
            if self._led == NO_LEAD and self._terms.no_trump and JOKER in hand:
                at = cards.index(JOKER)                   # F7: a led joker names its suit
                return [*cards[:at], *_JOKER_LEADS, *cards[at + 1:]]
            return cards
        if phase == "bidding":
            start = 0 if self._high is None else self._high.rank + 1
            return [PASS, *_CALLS[start:]]
        if phase == "discard":
            return list(self._hands[self._seat])
        return []

    def apply(self, action: Action, seat: int | None = None) -> None:
        """Apply one action of the seat to move; ``seat``, if given, must be that seat (F4, F9).

        Anything the rules forbid raises :class:`RuleError` (:class:`IllegalCard`
        for a card) naming the ruling, and changes nothing.
        """
        if seat is not None and seat != self.to_move:
            self._out_of_turn(seat)
        phase = self._phase
        if phase == "play":                                   # the hot path, inlined
            legal = self._legal
            if legal is None:
                legal = self._legal = self._compute_legal()
            if action not in legal:
                action = self._normalise_play(action, legal)
            trick = self._trick
            if type(action) is Card:
                card: Card = action
                if not trick:
                    self._led = self._terms.follow[card.index]
            else:                                              # "JO:H": the joker led at no trump (F7)
                assert isinstance(action, str)                 # in play, legal holds cards and "JO:x"
                card = JOKER
                self._joker_suits[len(self._tricks)] = action[3]
                self._led = SUIT_INDEX[action[3]]
            seat_now = self._seat
            self._hands[seat_now].remove(card)
            trick.append(card)
            self._trick_seats.append(seat_now)
            self._history.append(action)
            self._legal = None
            if len(trick) < self._per_trick:
                self._seat = self._next[seat_now]
            else:
                self._finish_trick()
        elif phase == "bidding":
            self._bid(action)
        elif phase == "discard":
            self._lay_away(action)
        else:
            redeal = self._contract is None
            rule = "F4" if redeal else "F9"
            why = ("all four passed, so the next dealer deals again (F4)" if redeal
                   else "all ten tricks have been played (F9)")
            raise RuleError(f"{action!s} cannot be played: the round is over: {why}", rule=rule)

    def _out_of_turn(self, seat: int) -> None:
        check_seat(seat)
        if self.is_over:
            raise RuleError(f"seat {seat} cannot act: the round is over", rule="F9")
        rule = "F4" if self._phase in ("bidding", "discard") else "F9"
        extra = ""
        if self._phase == "bidding" and self._passed[seat]:
            extra = (f"; seat {seat} has passed and says nothing more this round (F4: "
                     f"'{SEED['passed']}')")
        elif self._phase == "play" and seat == self.partner_out:
            extra = "; in a Misère the bidder's partner plays no card (F8)"
            rule = "F8"
        raise RuleError(f"it is seat {self._seat}'s turn, not seat {seat}'s{extra} "
                        f"({rule})", rule=rule)

    def _bid(self, action: Action) -> None:
        if not isinstance(action, (str, Contract)):
            raise RuleError(f"{action!r} is not a call: while bidding, say 'pass' or a bid such as "
                            "'7H' (F4)", rule="F4")
        call = parse_bid(action)
        seat = self._seat
        high = self._high
        if call == PASS:
            self._passed[seat] = True
        else:
            assert isinstance(call, Contract)
            if high is not None and call.rank <= high.rank:
                raise RuleError(_("{bid} ({name}, {value}) is not higher than {high} ({high_name}, {high_value}): "
                                  "each bid must outrank the one before (F3, F4)").format(
                    bid=call, name=call.name, value=call.value, high=high, high_name=high.name,
                    high_value=high.value), rule="F4")
            self._high, self._high_seat = call, seat
        self._bids.append(str(call))
        self._bid_seats.append(seat)
        self._history.append(str(call))
        self._legal = None
        passed = self._passed.count(True)
        if call == OPEN_MISERE or (self._high is not None and passed == 3):
            self._end_bidding()                         # F3: Open Misère wins at once; F4
        elif passed == 4:
            self._end()                                   # F4: the next dealer deals again (no contract)
        else:
            nxt = self._next[seat]
            while self._passed[nxt]:
                nxt = self._next[nxt]
            self._seat = nxt

    def _end_bidding(self) -> None:
        contract, declarer = self._high, self._high_seat
        assert contract is not None
        self._contract, self._declarer = contract, declarer
        self._terms, self._per_trick = contract, contract.cards_per_trick
        self._hands[declarer] += self._deal.kitty          # F4: the winner takes the kitty
        self._phase, self._seat = "discard", declarer
        if contract.is_misere:                           # F8, F22: the partner is skipped
            out = partner_of(declarer)
            self._next = tuple(n if n != out else _NEXT[n] for n in _NEXT)

    def _lay_away(self, action: Action) -> None:
        card = self._card(action, "F21")
        hand = self._hands[self._seat]
        if card not in hand:
            raise IllegalCard(f"{card} cannot be laid away: seat {self._seat} does not hold it; the "
                              "bid winner lays away three of the thirteen cards in hand (F4, F21)",
                              rule="F21", card=card, seat=self._seat)
        hand.remove(card)
        self._discard.append(card)
        self._history.append(card)
        self._legal = None
        if len(self._discard) == 3:
            self._phase = "play"                          # F9: the bid winner leads

    def _card(self, action: Action, rule: str) -> Card:
        if type(action) is Card:
            return action
        if isinstance(action, str):
            try:
                return as_card(action)
            except NotationError:
                if action.strip().lower() == PASS or _is_bid(action):
                    raise RuleError(f"{action.strip()!r} is a call, but the bidding is over: seat "
                                    f"{self._seat} now {'plays' if self._phase == 'play' else 'lays away'} "
                                    "a card (F4)", rule="F4") from None
                raise
        raise RuleError(f"{action!r} is not a card: now seat {self._seat} plays or lays away a card "
                        f"({rule})", rule=rule)

    def _finish_trick(self) -> None:
        trick, seats = self._trick, self._trick_seats
        winner = seats[winning_index(trick, self._terms, self._led)]
        self._tricks.append(tuple(trick))
        self._leaders.append(seats[0])
        self._winners.append(winner)
        self._won[winner] += 1
        self._trick, self._trick_seats, self._led = [], [], NO_LEAD
        if len(self._tricks) == 10:
            self._end()
        else:
            self._seat = winner                           # F9: the trick's winner leads next

    def _end(self) -> None:
        """End the round (phase ``over``): nobody moves. Its ``ending`` follows from the contract
        (none after four passes: a redeal, F4)."""
        self._phase, self._over = "over", True

    def _normalise_play(self, action: Action, legal: Sequence[Action]) -> Action:
        """The legal action meant by ``action`` (notation, lower case), or the error that names why not."""
        seat, number = self._seat, len(self._tricks) + 1
        contract = self._contract
        assert contract is not None
        if isinstance(action, str) and ":" in action:
            head, _, suit = action.strip().partition(":")
            card, suit = as_card(head), suit.strip().upper()
            if card is not JOKER or suit not in SUITS:
                raise NotationError(f"{action!r} at offset 0 is not an action: only the joker names a "
                                    "suit, written JO:S, JO:C, JO:D or JO:H (F7)", token=action, offset=0)
            joker = f"JO:{suit}"
            if joker in legal:
                return joker
            if not contract.no_trump:
                raise RuleError(f"no suit is named for the joker in {contract.name}: it is the highest "
                                "trump, so a led joker calls for trumps; play JO (F6)", rule="F6")
            if self._trick:
                raise RuleError("only the player who leads the joker names a suit (F7); play JO",
                                rule="F7")
            card = JOKER
        else:
            card = self._card(action, "F9")
            if card in legal:
                return card
        where = f"trick {number}, seat {seat}"
        if card not in self._hands[seat]:
            raise IllegalCard(f"{where}: {card} cannot be played: seat {seat} does not hold it; a player "
                              "plays only cards of the own hand (F9)", rule="F9", card=card, seat=seat)
        if card is JOKER and not self._trick and contract.no_trump:
            raise RuleError(f"{where}: whoever leads the joker at no trump or in a Misère names the "
                            "suit it calls for: play JO:S, JO:C, JO:D or JO:H (F7)", rule="F7")
        reason = reason_for(self._hands[seat], self._led, contract, card)
        raise IllegalCard(f"{where}: {reason}", rule=reason.rules[0], card=card, seat=seat)

    def illegal_reasons(self) -> dict[Card, Reason]:
        """For each card of the mover's hand that may not be played now, the reason (with rule ids)."""
        if self._phase != "play" or self._led < 0 or self._contract is None:
            return {}
        hand = self._hands[self._seat]
        legal = set(playable(hand, self._led, self._contract))
        return {c: reason_for(hand, self._led, self._contract, c) for c in hand if c not in legal}

    def undo(self) -> None:
        """Take back the last action: the history is replayed without it."""
        if len(self._history) < 2:
            raise RuleError("there is nothing to take back: only the deal has happened", rule="F2")
        before = Round.from_actions(self._history[:-1])
        for name in RoundState.__slots__:
            setattr(self, name, getattr(before, name))

    def explain_trick(self, number: int | None = None) -> TrickExplanation | None:
        """The explanation of trick ``number`` (1-based), or of the trick in progress / the last one."""
        assert self._contract is not None or not self._tricks
        if number is None:
            if self._trick:
                suit = self._joker_suits.get(len(self._tricks))
                return explain_trick(self._trick, self._contract or "6NT", suit)
            number = len(self._tricks)
            if number == 0:
                return None
        if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= len(self._tricks):
            raise RuleError(f"there is no trick {number!r}: {len(self._tricks)} tricks are complete (F9)",
                            rule="F9")
        assert self._contract is not None
        return explain_trick(self._tricks[number - 1], self._contract, self._joker_suits.get(number - 1))

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know (:class:`~hydra.fuenfhundert.view.SeatView`): never another hand."""
        return SeatView.of(self, check_seat(seat))

    def to_record(self) -> WrittenRecord:
        """This round in the spec's round-record JSON format (play in progress included)."""
        tricks = [[str(c) for c in t] for t in self._tricks]
        if self._trick:
            tricks.append([str(c) for c in self._trick])
        return {"game": "fuenfhundert", "dealer": self._dealer,
                "hands": [[str(c) for c in h] for h in self._deal.hands],
                "kitty": [str(c) for c in self._deal.kitty], "bids": list(self._bids),
                "discard": [str(c) for c in self._discard],
                "joker_suits": {str(k): v for k, v in sorted(self._joker_suits.items())},
                "tricks": tricks}

    def __repr__(self) -> str:
        return (f"<fuenfhundert.Round dealer={self._dealer} phase={self._phase!r} "
                f"contract={str(self._contract) if self._contract else None} tricks={len(self._tricks)} "
                f"to_move={self.to_move}>")

