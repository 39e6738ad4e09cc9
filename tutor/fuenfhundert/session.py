"""Play a round of 500 yourself: the plain model behind ``notebooks/500-play.ipynb``.

The learner takes seat 0 (North); the partner (South) and the opponents (East, West) are the
engine's example players, :class:`hydra.fuenfhundert.RuleBasedPlayer`, which say why they bid and
play as they do. Every rule is the engine's: this module passes the learner's clicks to
:meth:`hydra.fuenfhundert.Round.apply` and shows its reasons when it refuses; it shows the table as
:meth:`~hydra.fuenfhundert.Round.view` gives it to the learner's seat (never another hand, F21,
F22), keeps the game's total per team (F10, F11, the deal passing left, F25), takes back the
learner's last action with the replies to it, gives a hint (the example player's choice in the
learner's seat, and why), and saves the rounds played per learner (:mod:`tutor.fuenfhundert.records`).

A deal is named by a link code ``SEED-DEALER`` (``?deal=7-3``): the same code deals the same cards,
and the example players, seeded from it, answer the same way.

>>> s = FuenfhundertSession(deal="7-3")
>>> s.code, s.round.dealer, s.seat, s.my_turn              # North sits left of West: North bids first
('7-3', 3, 0, True)
>>> s.bid("pass").ok, s.round.phase != "bidding"
(True, True)
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import hydra
from hydra import fuenfhundert as fh
from hydra.core.errors import NotationError, RuleError
from hydra.core.i18n import N_, _, ngettext
from tutor import links
from tutor.links import deal_code
from tutor.fuenfhundert.course_words import notation_sentence, plain_cards
from tutor.hydra import DealLinkError
from tutor.progress import ProgressStore
from tutor.table import Choice, Hint, LearnerSeat, Outcome, TrickReview, sentence
from tutor.table.learner import SCORED

from .records import FuenfhundertRecords, FuenfhundertStats
from .score import ScoreReport, score_report
from .table import TableSeat
from .words import SEAT, call_label, call_words, rules_in, seat_word, upper_first

__all__ = ["FuenfhundertSession", "Outcome", "Reply", "BidOption", "Choice", "Hint", "TrickReview",
           "parse_deal", "deal_code", "DealLinkError"]

_FORM = N_("A deal link looks like ?deal=4711-2 (a deal number, a dash, the dealer's seat 0 to 3).")
OVER = N_("This round is over: press “Next round”.")


def parse_deal(text: str | None) -> tuple[int, int]:
    """``(seed, dealer)`` from a link code, or :class:`DealLinkError` with a sentence.

    >>> parse_deal(" 4711-2 ")
    (4711, 2)
    >>> parse_deal("12-4")
    Traceback (most recent call last):
    ...
    tutor.hydra.session.DealLinkError: “12-4” is not a deal of 500: the dealer is one of the seats 0 to 3 (F2). A deal link looks like ?deal=4711-2 (a deal number, a dash, the dealer's seat 0 to 3).
    """  # noqa: E501 - a doctest's expected error message is one line
    return links.parse_deal_code(text, players=4, game=_("a deal of 500"),
                                 dealer_rule=_("the dealer is one of the seats 0 to 3 (F2)"), error=DealLinkError,
                                 form=_(_FORM))


#: The game of :data:`hydra.GAMES` this page plays.
ENGINE_GAME = "fuenfhundert"


@dataclass(frozen=True)
class Reply:
    """One thing that happened at the table as the learner saw it, with the player's reason."""

    seat: int
    text: str
    reason: str = ""
    card: str | None = None


@dataclass(frozen=True)
class BidOption:
    """A bid button: the call, its label, and whether the engine allows it now."""

    call: str
    label: str
    legal: bool


class FuenfhundertSession(TableSeat, LearnerSeat[FuenfhundertStats]):
    """One learner's table in one browser tab: the round, the game, and what the learner did.

    ``deal`` is a link code (``'4711-2'``); without it a new deal is drawn with ``rng``
    (:class:`DealLinkError` for a bad code).
    """

    round: fh.Round

    def __init__(self, store: ProgressStore | None = None, deal: str | None = None,
                 rng: random.Random | None = None, seat: int = SEAT) -> None:
        self.sit_down(seat, store, FuenfhundertRecords, rng)
        self.replies: tuple[Reply, ...] = ()
        seed, dealer = (parse_deal(deal) if deal is not None       # a new deal: any of the four seats deals (F2)
                        else (self.new_seed(), self.rng.randrange(4)))
        self.match = fh.Match(dealer=dealer)
        self.games_won = [0, 0]
        self.deal(seed)

    # --- who ------------------------------------------------------------------------------------
    def who(self, seat: int | None) -> str:
        return seat_word(seat, self.seat)

    # --- dealing --------------------------------------------------------------------------------
    def deal(self, seed: int) -> None:
        """Deal round ``seed`` with the game's dealer; the example players act until the learner's turn."""
        self.seed = seed
        # through the engine's registry (issue 36), with the match's dealer (F25)
        rnd = hydra.GAMES[ENGINE_GAME].new_round(seed, self.match.dealer)
        assert isinstance(rnd, fh.Round)             # 500's entry deals 500's rounds (typed for mypy)
        self.round = rnd
        self.players = fh.RuleBasedPlayer(seed)     # seeded from the deal: a link replays their answers
        self.booked = False
        self.replies = tuple(self.others_move(self._example_move))

    def next_round(self) -> Outcome[Reply]:
        """The next round: the deal passes to the left (F25). After a game is won (F11) a new game
        starts at 0 to 0."""
        if not self.round.is_over:
            return Outcome(False, _("Finish this round first: all ten tricks are played, also after a bid is "
                                    "decided (F8, F9)."), ("F9",))
        message = ""
        if self.match.is_over:
            winner = self.match.winner
            assert winner is not None
            self.games_won[winner] += 1
            self.match = fh.Match(dealer=self.match.dealer)
            message = _("A new game starts at 0 to 0 (F11).")
        self.deal(self.new_seed())
        return Outcome(True, message, replies=self.replies)

    # --- the learner's turn ---------------------------------------------------------------------
    @property
    def sitting_out(self) -> bool:
        """In a Misère of the learner's partner the learner plays no card (F8, F22)."""
        return self.round.partner_out == self.seat

    def bid_options(self) -> list[BidOption]:
        """Every call of the bidding, pass first, then the bids from the lowest (F3); ``legal`` only
        for those the engine allows now (none when it is not the learner's turn to bid)."""
        legal = set(self.round.legal_actions()) if self.my_turn and self.round.phase == "bidding" else set()
        calls = [fh.PASS] + [str(b) for b in fh.BIDS]
        return [BidOption(c, call_label(c), c in legal) for c in calls]

    def bid(self, call: str) -> Outcome[Reply]:
        """The learner's call while bidding: pass or a bid; the engine's reason if it is refused."""
        if self.round.phase != "bidding":
            return self.refused(_("The bidding is over: now the cards are laid away and played (F4)."), ("F4",))
        return self.act(call)

    def choices(self) -> list[Choice]:
        """Leading the joker at no trump or in a Misère: one button per suit it may name (F7)."""
        if not self.my_turn or self.round.phase != "play":
            return []
        return [Choice(a, _("Lead the joker, naming {suit}").format(suit=fh.SUIT_NAMES[a[3]][0]))
                for a in self.round.legal_actions() if isinstance(a, str)]

    def click_card(self, card: str) -> Outcome[Reply]:
        """A click on a card of the learner's hand: lay it away (after winning the bidding, F21) or
        play it (F9); a card that may not be played is answered with the engine's reason."""
        rnd = self.round
        if rnd.is_over:
            return self.refused(_(OVER))
        try:
            played = fh.as_card(card)
        except NotationError as error:
            return self.refused(notation_sentence(error, str(card), "HJ"))
        if self.sitting_out:
            return self.refused(_("Your partner plays Misère alone: you lay your hand down and play no card "
                                  "this round (F8, F22)."), ("F8", "F22"))
        if not self.my_turn:
            rule = "F4" if rnd.phase in ("bidding", "discard") else "F9"
            return self.refused(_("It is {who}'s turn, not yours ({rule}).").format(who=self.who(rnd.to_move),
                                                                                   rule=rule), (rule,))
        if rnd.phase == "bidding":
            return self.refused(_("No card is played yet: first bid or pass (F4)."), ("F4",))
        if rnd.phase == "play" and played is fh.JOKER and self.choices():
            return self.refused(_("You lead the joker at no trump: name the suit it calls for with one of the "
                                  "buttons “Lead the joker, naming …” (F7)."), ("F7",))
        reasons = rnd.illegal_reasons()
        if played in reasons:
            reason = reasons[played]
            return self.refused(self.words(reason), tuple(getattr(reason, "rules", ())))
        return self.act(played)

    def lead_joker(self, suit: str) -> Outcome[Reply]:
        """Lead the joker at no trump or in a Misère and name ``suit`` (F7)."""
        return self.act(f"JO:{suit}")

    def act(self, action: fh.Action) -> Outcome[Reply]:
        """Apply the learner's action; then the example players act until it is the learner's turn
        again or the round is over. A refused action changes nothing and says which rule refuses it."""
        rnd = self.round
        if rnd.is_over:
            return self.refused(_(OVER))
        if not self.my_turn:
            return self.refused(_("It is {who}'s turn, not yours ({rule}).").format(who=self.who(rnd.to_move),
                                                                                   rule="F4, F9"), ("F4", "F9"))
        try:
            before = rnd.copy()
            rnd.apply(action, seat=self.seat)
        except RuleError as error:
            return self.refused(self.words(error), rules_in(str(error)) or (error.rule,))
        except NotationError as error:
            kind = "bid" if rnd.phase == "bidding" else "card"
            return self.refused(notation_sentence(error, str(action), "7H" if kind == "bid" else "HJ", kind))
        replies = [self.said(before, rnd.history()[-1].action, self.seat)] + self.others_move(self._example_move)
        self.replies = tuple(replies)
        return Outcome(True, replies=self.replies)

    def words(self, text: str | BaseException) -> str:
        """An engine sentence as the learner reads it: the cards by name under this round's contract."""
        return sentence(plain_cards(str(text), self.round.contract))

    @staticmethod
    def refused(message: str, rules: tuple[str, ...] = ()) -> Outcome[Reply]:
        return Outcome(False, message, rules or rules_in(message))

    def hint(self) -> Hint | None:
        """What the example player would do in the learner's seat now, and why (None when it is not
        the learner's turn)."""
        if not self.my_turn or self.round.is_over:
            return None
        action, reason = fh.RuleBasedPlayer(self.seed).choose_with_reason(self.round)
        phase = self.round.phase
        default = {"bidding": ("F3", "F4"), "discard": ("F21",)}.get(phase, ("F9",))
        text = str(action)
        if phase == "bidding":
            label = call_words(text)
        elif text.startswith("JO:"):
            label = _("lead the joker, naming {suit}").format(suit=fh.SUIT_NAMES[text[3]][0])
        else:
            said = _("lay away {card}") if phase == "discard" else _("play {card}")
            label = said.format(card=fh.as_card(text).name(self.round.contract))
        return Hint(text, label, self.words(reason), rules_in(reason) or default)

    def can_undo(self) -> bool:
        return not self.round.is_over and bool(self.my_actions())

    def my_actions(self) -> list[int]:
        """The positions in the history of the learner's own actions."""
        return [i for i, step in enumerate(self.round.history()) if step.seat == self.seat]

    def undo(self) -> Outcome[Reply]:
        """Take back the learner's last action and the example players' replies to it, through the engine's
        own ``Round.undo()`` (one action at a time, latest first)."""
        if self.round.is_over:
            return self.refused(_(SCORED))
        return self.take_back(self.round.history(), self.my_actions(), self.round.undo,
                              lambda step: _action_words(step.action, self.round.contract))

    # --- the example players --------------------------------------------------------------------
    def _example_move(self) -> list[Reply]:
        """The example player to move acts (:meth:`others_move`), and what the learner is told of it."""
        rnd = self.round
        seat = rnd.to_move
        assert seat is not None
        action, reason = self.players.choose_with_reason(rnd)
        before = rnd.copy()
        rnd.apply(action, seat=seat)
        return [self.said(before, action, seat, reason)]

    def said(self, before: fh.Round, action: fh.Action, seat: int, reason: str = "") -> Reply:
        """One action as the learner's seat saw it: a card laid away stays face down (F21)."""
        me = seat == self.seat
        text = str(action)
        if before.phase == "bidding":
            if text == fh.PASS:
                words = _("pass") if me else _("passes")
            else:
                words = (_("bid {bid}") if me else _("bids {bid}")).format(bid=call_words(text))
            return Reply(seat, words, self.words(reason) if reason else "")
        if before.phase == "discard":
            if me:
                return Reply(seat, _("lay away {card} (F21)").format(card=fh.as_card(text).name(before.contract)))
            return Reply(seat, _("lays away a card face down (F21)"))
        if text.startswith("JO:"):
            said = _("lead the joker and name {suit} (F7)") if me else _("leads the joker and names {suit} (F7)")
            line = said.format(suit=fh.SUIT_NAMES[text[3]][0])
            card = "JO"
        else:
            line = (_("play {card}") if me else _("plays {card}")).format(card=fh.as_card(text).name(before.contract))
            card = text
        rnd = self.round
        number = len(before.tricks) + 1
        if len(rnd.tricks) == number:
            line += _("; trick {number} goes to {who}").format(number=number, who=self.who(rnd.winners[number - 1]))
        return Reply(seat, line, sentence(plain_cards(reason, before.contract)) if reason else "", card)

    def book(self) -> None:
        """A finished round: into the game's total (F10, F25), and saved for the learner."""
        if not self.first_booking():
            return
        rnd = self.round
        self.match.add(rnd)
        if rnd.phase != "over" or rnd.contract is None or rnd.declarer is None:
            return                                              # all four passed: nothing to score (F4)
        team = self.seat & 1
        made = fh.made(rnd.contract, rnd.tricks_won[rnd.declarer & 1]) and (rnd.declarer & 1) == team
        self.keep_round(self.round_key(len(self.match.rounds), self.code), rnd.points[team], made, deal=self.code,
                        contract=str(rnd.contract), made=int(made))

    # --- what the learner's seat sees -------------------------------------------------------------
    def hand(self) -> list[str]:
        """The learner's cards as held: by suit, trumps last once there is a contract."""
        cards = list(self.view().hand)
        contract = self.round.contract
        ordered = contract.sorted(cards) if contract is not None else sorted(cards, key=lambda c: c.index)
        return [str(c) for c in ordered]

    def legal_cards(self) -> set[str]:
        """The cards the learner may click now (lay away or play), as the engine says."""
        if not self.my_turn or self.round.phase not in ("discard", "play"):
            return set()
        return {("JO" if str(a).startswith("JO:") else str(a)) for a in self.round.legal_actions()}

    def status(self) -> str:
        """What happens now, in a sentence."""
        rnd = self.round
        if rnd.ending == "redeal":
            return _("All four passed: nobody scores, and the next dealer deals again (F4, F25).")
        if rnd.is_over:
            report = self.score()
            assert report is not None
            return report.headline
        if self.sitting_out:
            return _("Your partner South plays Misère alone: you lay your hand down and watch (F8, F22).")
        if not self.my_turn:
            return _("{who} is to move.").format(who=upper_first(self.who(rnd.to_move)))
        if rnd.phase == "bidding":
            return _("Your call: click a bid higher than the last one, or pass (F3, F4).")
        if rnd.phase == "discard":
            left = 3 - len(rnd.discard)
            return ngettext("You won the bidding and took the kitty: click {count} more card to lay away (F4, F21).",
                            "You won the bidding and took the kitty: click {count} more cards to lay away (F4, F21).",
                            left).format(count=left)
        if self.choices():
            return _("Your lead: click a card, or lead the joker and name a suit (F7).")
        return (_("Your lead: click a card (F9).") if not rnd.current_trick
                else _("Your turn: click a card; the ones marked “may play” follow the rules (F9)."))

    def contract_text(self) -> str:
        rnd = self.round
        if rnd.contract is None or rnd.declarer is None:
            return ""
        text = _("Contract: {bid}, bid by {who}").format(bid=call_words(str(rnd.contract)), who=self.who(rnd.declarer))
        if rnd.contract.is_misere:
            out = rnd.partner_out
            text += (_("; you sit out (F8, F22)") if out == self.seat else
                     _("; {who} sits out (F8, F22)").format(who=self.who(out)))
        return text + "."

    def review_trick(self, number: int) -> TrickReview:
        view = self.view()
        trick = view.tricks[number - 1]
        explanation = self.round.explain_trick(number)
        assert explanation is not None
        return TrickReview(number, tuple(str(c) for _, c in trick), tuple(s for s, _ in trick),
                           self.round.winners[number - 1], self.words(explanation.sentence),
                           tuple(explanation.rules))

    def last_trick(self) -> TrickReview | None:
        count = len(self.round.tricks)
        return self.review_trick(count) if count else None

    def review(self) -> list[TrickReview]:
        return [self.review_trick(n) for n in range(1, len(self.round.tricks) + 1)]

    def score(self) -> ScoreReport | None:
        """How the round scored, once it is over (F8, F10, F11)."""
        return score_report(self.round, self.match, self.seat) if self.round.ending == "played" else None


def _action_words(action: fh.Action, contract: fh.Contract | None = None) -> str:
    text = str(action)
    if text.startswith("JO:"):
        return _("your lead of the joker")
    if isinstance(action, fh.Card):
        return _("your card {card}").format(card=action.name(contract))
    return _("your call “{call}”").format(call=call_words(text))
