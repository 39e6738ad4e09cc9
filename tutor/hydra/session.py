"""Play a round of Hydra yourself: the plain model behind the play dashboard (``widgets/hydra/play.py``).

The learner takes one seat of a five-player Hydra round; the other four are the engine's example
players (:class:`hydra.hydra.players.CallingPlayer`, which call solos and Antrags and accept offers when
their hands justify it). Every rule is the engine's: this module passes the learner's clicks to
:meth:`hydra.Round.apply`, asks :meth:`hydra.Round.illegal_reasons` why a card may not be played,
shows the table as :meth:`hydra.Round.view` gives it to the learner's seat (R16: never more), and
asks the engine for the score sheet and each trick's explanation. It keeps the match total (the
deal passes left after every round, R11; a thrown-in round is dealt again by the same dealer, R6),
takes back the learner's last action with the example players' replies to it (undo), gives a hint
(what the example player would do in the learner's seat, and why), and saves the rounds played and
points per learner in the quiz's SQLite file (:class:`HydraRecords`).

A round's deal is named by a link code ``SEED-DEALER`` (``?deal=4711-2``): the same code deals the
same cards, and the example players, seeded from it, answer the same way.

>>> import tempfile
>>> session = HydraSession(deal="4711-4")
>>> session.code, session.round.dealer, session.seat
('4711-4', 4, 0)
>>> session.round.to_move == session.seat            # seat 0 sits left of the dealer: it calls first
True
>>> session.act("valeo").ok
True
>>> session.round.phase in ("play", "declare", "antrag-open", "antrag-offer", "antrag-return")
True
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence

import hydra
from hydra.core.i18n import N_, _, ngettext
from hydra.hydra.players import CallingPlayer

from .. import links
from .course.path_play import PathRound, report_round
from ..links import deal_code
from .calls import action_label, parties_words, seen_text, short_call, to_you
from .table import Reply, TableSeat
from ..progress import ProgressStore
from ..table import (Choice, Hint, LearnerSeat, Outcome, PlayStats, RoundsTable, TrickReview, from_environment_store,
                     sentence)
from ..table.learner import SCORED
from ..table.seat_names import seat_name, seats_in_text

__all__ = ["HydraSession", "HydraRecords", "PlayStats", "Outcome", "Reply", "TrickReview", "Choice",
           "DealLinkError", "parse_deal", "deal_code", "action_label", "seen_text", "to_you", "SEAT", "PLAYERS",
           "from_environment_store"]

#: The learner's seat, and the table's size: five players, nobody sits out (R11).
SEAT = 0
PLAYERS = 5


#: The game of :data:`hydra.GAMES` this page plays.
ENGINE_GAME = "hydra"


class DealLinkError(ValueError):
    """A ``?deal=`` link that names no deal; the message is the learner's sentence."""


def parse_deal(text: str | None) -> tuple[int, int]:
    """``(seed, dealer)`` from a link code (:func:`deal_code` makes it: ``'4711-2'`` is seed 4711 dealt by
    seat 2); :class:`DealLinkError` with a sentence if it is not one.

    >>> deal_code(4711, 2), parse_deal("4711-2")
    ('4711-2', (4711, 2))
    >>> parse_deal("12-9")
    Traceback (most recent call last):
    ...
    tutor.hydra.session.DealLinkError: “12-9” is not a deal: the dealer is one of the seats 0 to 4 (R11). A deal link looks like ?deal=4711-2 (a deal number, a dash, the dealer's seat).
    """  # noqa: E501 - a doctest's expected error message is one line
    return links.parse_deal_code(
        text, players=PLAYERS, game=_("a deal"),
        dealer_rule=_("the dealer is one of the seats 0 to {last} (R11)").format(last=PLAYERS - 1), error=DealLinkError,
        form=_("A deal link looks like ?deal=4711-2 (a deal number, a dash, the dealer's seat)."))


class HydraRecords(RoundsTable[PlayStats]):
    """Rounds played and points per learner, in the quiz's progress file (``store.path``), through a
    connection of its own in the same WAL mode, one transaction per write (as the lessons' progress).

    >>> import tempfile
    >>> records = HydraRecords(ProgressStore(tempfile.mkdtemp()))
    >>> ada = records.store.learner("Ada")
    >>> records.add(ada.id, "4711-2", 0, "normal", 21, key="k1")
    >>> records.add(ada.id, "4711-2", 0, "normal", 21, key="k1")       # a retried write counts once
    >>> records.stats(ada.id)
    PlayStats(rounds=1, points=21, best=21, won=0)
    """

    TABLE, TALLY = "play_rounds", PlayStats
    COLUMNS = ("deal TEXT NOT NULL", "seat INTEGER NOT NULL", "kind TEXT NOT NULL", "points INTEGER NOT NULL")

    def add(self, learner_id: int, deal: str, seat: int, kind: str, points: int, key: str | None = None) -> None:
        """Save one finished round (``key`` makes a retried write count once)."""
        self.insert(learner_id, key, deal=deal, seat=seat, kind=kind, points=points)


class HydraSession(TableSeat, LearnerSeat[PlayStats]):
    """One learner's table in one browser tab: the round, the match, and what the learner did.

    ``deal`` is a link code (``'4711-2'``); without it a new deal is drawn with ``rng``
    (:class:`DealLinkError` for a bad code).
    """

    round: hydra.Round
    players: CallingPlayer

    def __init__(self, store: ProgressStore | None = None, deal: str | None = None,
                 rng: random.Random | None = None, seat: int = SEAT) -> None:
        self.sit_down(seat, store, HydraRecords, rng)
        self.replies: tuple[Reply, ...] = ()
        if deal is not None:
            seed, dealer = parse_deal(deal)
        else:
            seed, dealer = self.new_seed(), self.rng.randrange(PLAYERS)   # a new deal: any seat deals
        self.match = hydra.Match(players=PLAYERS, dealer=dealer, names=self._names())
        self._deal(seed)

    # --- who ------------------------------------------------------------------------------------
    def _names(self) -> list[str]:
        return [seat_name(s, self.seat) for s in range(PLAYERS)]

    # --- dealing --------------------------------------------------------------------------------
    def _deal(self, seed: int) -> None:
        self.seed = seed
        # through the engine's registry (issue 36), with the match's dealer (R11)
        rnd = hydra.GAMES[ENGINE_GAME].new_round(seed, self.match.dealer, players=PLAYERS)
        assert isinstance(rnd, hydra.Round)          # Hydra's entry deals Hydra's rounds (typed for mypy)
        self.round = rnd
        self.players = CallingPlayer(seed)       # seeded from the deal: a link replays their answers too
        self.booked = False
        self.replies = tuple(self.others_move(self._example_move))

    def open_deal(self, code: str) -> None:
        """Start the match again from the deal of a link code (DealLinkError: nothing changes)."""
        seed, dealer = parse_deal(code)
        self.match = hydra.Match(players=PLAYERS, dealer=dealer, names=self._names())
        self._deal(seed)

    def next_round(self) -> Outcome[Reply]:
        """Deal the next round: the deal has passed left (R11), or after a throw-in the same dealer
        deals again (R6)."""
        if not self.round.is_over:
            return Outcome(False, _("Finish this round first: play all ten tricks (rules: Spielende)."),
                           ("rules: Spielende",))
        self._deal(self.new_seed())
        return Outcome(True, replies=self.replies)

    # --- the learner's turn -----------------------------------------------------------------------
    def choices(self) -> list[Choice]:
        """The buttons the learner may press before play (cards are clicked instead during play,
        and for the Antrag's open card and the cards given back)."""
        if not self.my_turn or self.round.phase in ("play", "antrag-open", "antrag-return"):
            return []
        return [Choice(a, action_label(a)) for a in self.round.legal_actions() if isinstance(a, str)]

    def act(self, action: hydra.Action) -> Outcome[Reply]:
        """The learner's action; then the example players reply until it is the learner's turn again
        or the round is over. A refused action changes nothing and says which rule refuses it."""
        if self.round.is_over:
            return Outcome(False, _("This round is over: press “Next round”."))
        if not self.my_turn:
            return Outcome(False, _("It is {who}'s turn, not yours (R8).").format(who=self.who(self.round.to_move)),
                           ("R8",))
        try:
            self.round.apply(action)
        except hydra.RuleError as error:
            return Outcome(False, sentence(error), (error.rule,))
        except hydra.NotationError as error:
            return Outcome(False, sentence(error))
        replies = [self._reply(self.round.history()[-1])] + self.others_move(self._example_move)
        self.replies = tuple(replies)
        return Outcome(True, replies=self.replies)

    def click_card(self, card: str | hydra.Card) -> Outcome[Reply]:
        """A click on a card of the learner's hand: play it, lay it face up (Antrag), or give it back
        (after accepting an Antrag); an illegal card is answered with the rule that forbids it."""
        rnd = self.round
        card = hydra.as_card(card)
        phase = rnd.phase
        if rnd.is_over:
            return Outcome(False, _("This round is over: press “Next round”."))
        if not self.my_turn:
            return Outcome(False, _("It is {who}'s turn, not yours (R8).").format(who=self.who(rnd.to_move)),
                           ("R8",))
        if phase == "antrag-open":
            action = f"open:{card}"
            if action not in rnd.legal_actions():
                return Outcome(False, _("{card} cannot be the open card: it must be another card of your "
                                        "hand than the two face-down Obers (R9).").format(card=card), ("R9",))
            return self.act(action)
        if phase == "antrag-return":
            action = f"return:{card}"
            if action not in rnd.legal_actions():
                return Outcome(False, _("You have no more {card} to give back (R9).").format(card=card), ("R9",))
            return self.act(action)
        if phase != "play":
            step = {"throw-in": N_("decide whether to throw in (R6)"), "calls": N_("say valeo or morbus (R7)"),
                    "declare": N_("name your solo or Antrag (R7)"),
                    "antrag-offer": N_("accept or decline the Antrag (R9)")}.get(phase, N_("finish the calls"))
            return Outcome(False, _("No card is played yet: first {step}.").format(step=_(step)), (_rule_of(step),))
        reasons = rnd.illegal_reasons()
        if card in reasons:
            reason = reasons[card]
            return Outcome(False, str(reason), tuple(getattr(reason, "rules", ())))   # a hydra.Reason
        if card not in rnd.hand(self.seat):
            return Outcome(False, _("{card} is not in your hand (rules: Der Spielverlauf).").format(card=card),
                           ("rules: Der Spielverlauf",))
        return self.act(card)

    def report_path_step(self, step_id: str | None, name: str | None) -> PathRound | None:
        """For a play step of the path (``?step=``; else None): whether this round counts for it, saved as
        done for ``name`` once the round asked for is played to the end (``tutor.hydra.course.path_play``)."""
        return report_round(step_id, self.code, self.round, name, self.store)

    def hint(self) -> Hint | None:
        """What the example player would do in the learner's seat now, and why (None when it is
        not the learner's turn): the protocol's :class:`~tutor.table.Hint`, ``card`` the card to click
        when the advice is a card."""
        if not self.my_turn or self.round.is_over:
            return None
        advice = self.players.advise(self.round)
        action = advice.action
        assert isinstance(action, (str, hydra.Card))            # a call's word or a card (hydra.Action)
        word, _colon, given = str(action).partition(":")
        card = str(action) if isinstance(action, hydra.Card) else given if word in ("open", "return") else None
        return Hint(str(action), action_label(action), str(advice.reason), advice.reason.rules, card)

    def can_undo(self) -> bool:
        return not self.round.is_over and any(s.seat == self.seat for s in self.round.history()[1:])

    def undo(self) -> Outcome[Reply]:
        """Take back the learner's last action and the example players' replies to it, one action at a time
        through the engine's own :meth:`hydra.Round.undo` (latest first)."""
        if self.round.is_over:
            return Outcome(False, _(SCORED))
        history = self.round.history()
        mine = [i for i, step in enumerate(history) if i > 0 and step.seat == self.seat]
        return self.take_back(history, mine, self.round.undo, _step_words)

    # --- the example players --------------------------------------------------------------------
    def _example_move(self) -> list[Reply]:
        """The example player to move acts (:meth:`others_move`), and what the learner is told of it."""
        rnd = self.round
        rnd.apply(self.players.choose(rnd))
        return [self._reply(rnd.history()[-1])]

    def _reply(self, step: hydra.Step) -> Reply:
        """What the learner is told of ``step`` (the learner's own in the second person: 'You play GD')."""
        rnd = self.round
        you = step.seat == self.seat
        if step.phase == "play":
            card = str(step.action)
            tricks = rnd.tricks
            if rnd.current_trick is None and tricks and step.seat == tricks[-1].seats[-1]:
                last = tricks[-1]
                if last.winner_seat == self.seat:           # said with "you" as its object
                    said = (_("play {card}; trick {number} goes to you ({eyes} eyes)") if you
                            else _("plays {card}; trick {number} goes to you ({eyes} eyes)"))
                else:
                    said = (_("play {card}; trick {number} goes to {who} ({eyes} eyes)") if you
                            else _("plays {card}; trick {number} goes to {who} ({eyes} eyes)"))
                return Reply(step.seat, said.format(card=card, number=len(tricks), who=self.who(last.winner_seat),
                                                    eyes=last.eyes), card)
            return Reply(step.seat, (_("play {card}") if you else _("plays {card}")).format(card=card), card)
        seen = [a for a in rnd.seen_actions(self.seat) if a.seat == step.seat and a.phase == step.phase]
        text = seen[-1].text if seen else str(step.action)
        return Reply(step.seat, seen_text(text, you=you))

    def book(self) -> None:
        """A finished round: into the match total, and saved for the learner (or kept until a name)."""
        if not self.first_booking():
            return
        rnd = self.round
        self.match.add(rnd)
        if rnd.ending == "thrown-in":
            return
        self.keep_round(self.round_key(len(self.match.rounds), self.code), rnd.points[self.seat], deal=self.code,
                        seat=self.seat, kind=rnd.kind or "")

    # --- what the learner's seat sees (R16) -----------------------------------------------------
    def calls_seen(self, you: bool = True) -> list[Reply]:
        """The actions before play as the learner's seat saw them (R9); ``you``: the learner's own
        in the second person ('You say valeo')."""
        return [Reply(a.seat, seen_text(a.text, you=you and a.seat == self.seat))
                for a in self.round.seen_actions(self.seat)]

    def seat_calls(self) -> dict[int, tuple[str, str]]:
        """Each seat's current call as the learner's seat saw it: the whole words and a short form for a
        seat's chip ('valeo', 'Antrag, HY face up'); the last call of a seat replaces its earlier ones."""
        calls: dict[int, tuple[str, str]] = {}
        for action in self.round.seen_actions(self.seat):
            short = short_call(action.text)
            if action.seat is None or short is None:                  # a card passed, not a call
                continue
            calls[action.seat] = (seen_text(action.text), short)
        return calls

    def parties_text(self) -> str:
        """What the learner's seat knows of the parties now (R16), never more: the engine's view says
        what is public (:class:`hydra.hydra.knowledge.Announced`), :func:`parties_words` phrases it."""
        return parties_words(self.view())

    def seat_party(self, seat: int) -> str:
        """'partner', 'opponent' or 'not known yet', as the learner's seat knows it (R16)."""
        if seat == self.seat:
            return "you"
        knowledge = self.view().knowledge
        together = None if knowledge is None else knowledge.together(self.seat, seat)
        return {True: N_("partner"), False: N_("opponent"), None: N_("not known yet")}[together]

    def status(self) -> str:
        """What happens now, in a sentence."""
        rnd = self.round
        if rnd.ending == "thrown-in":
            if rnd.thrown_in_by == self.seat:
                return _("You threw in (R6): nobody scores, and the same dealer deals again.")
            return _("{who} threw in (R6): nobody scores, and the same dealer deals again.").format(
                who=self.who(rnd.thrown_in_by).capitalize())
        if rnd.is_over:
            return _("The round is over: you score {points} points (R5).").format(points=rnd.points[self.seat])
        if not self.my_turn:
            return _("{who} is to move.").format(who=self.who(rnd.to_move).capitalize())
        left = 3 - self._given()
        return {"throw-in": _("Your hand may be thrown in (R6): throw in, or keep it?"),
                "calls": _("Your call: valeo (a healthy game) or morbus (a reservation, R7)?"),
                "declare": _("You said morbus: name a solo or an Antrag (R7)."),
                "antrag-open": _("Click the card to lay face up beside your two Obers (R9)."),
                "antrag-offer": _("An Antrag is offered to you: accept or decline (R9)?"),
                "antrag-return": ngettext("Click {count} more card to give back to the proposer (R9).",
                                          "Click {count} more cards to give back to the proposer (R9).",
                                          left).format(count=left),
                "play": (_("Your lead: click a card (R8).") if rnd.current_trick is None
                         else _("Your turn: click a card; the marked ones may be played."))}.get(rnd.phase, "")

    def _given(self) -> int:
        return sum(1 for s in self.round.history() if s.phase == "antrag-return" and s.seat == self.seat)

    def given_back(self) -> list[str]:
        """The cards the learner has given back so far (still in the hand until all three are given)."""
        return [str(s.action).partition(":")[2] for s in self.round.history()
                if s.phase == "antrag-return" and s.seat == self.seat and self.round.phase == "antrag-return"]

    def last_trick(self) -> TrickReview | None:
        """The last complete trick, with the engine's explanation."""
        count = len(self.round.tricks)
        return self.review_trick(count) if count else None

    def review_trick(self, number: int) -> TrickReview:
        trick = self.round.tricks[number - 1]
        explanation = self.round.explain_trick(number)
        assert explanation is not None
        return TrickReview(number, tuple(str(c) for c in trick.cards), tuple(trick.seats), trick.winner_seat,
                           explanation.sentence, tuple(explanation.rules), trick.eyes)

    def review(self) -> list[TrickReview]:
        """Every complete trick, with who won it and why (the engine's explanation)."""
        return [self.review_trick(n) for n in range(1, len(self.round.tricks) + 1)]

    def sheet_lines(self) -> list[str]:
        """The score sheet, line by line, every bonus with its rule (R3, R4, R5)."""
        rnd = self.round
        if rnd.formation is None:
            return []
        lines = [self._you_in(line) for line in rnd.sheet.lines()]
        points = ", ".join(f"{self.who(s)} {p}" for s, p in enumerate(rnd.points))
        return lines + [_("Points this round: {points}.").format(points=points)]

    def _you_in(self, line: str) -> str:
        """A sheet line with its seats said as the learner sees them (issue 34): 'opponents (seats 0, 3, 4)'
        becomes 'opponents (you, Dora and Emil)', 'soloist (seat 0)' 'soloist (you)', 'won by seat 1' 'won by
        Ben'."""
        return seats_in_text(line, self.seat)

    def totals(self) -> Sequence[int]:
        """The match total per seat."""
        return tuple(self.match.totals)

    def rounds_in_match(self) -> int:
        return sum(1 for r in self.match.rounds if r.ending == "played")


def _rule_of(text: str) -> str:
    found = re.search(r"\((R\d+)\)", text)
    return found.group(1) if found else "R7"


def _step_words(step: hydra.Step) -> str:
    """The learner's action taken back, as the undo's sentence says it ('your card GD')."""
    if isinstance(step.action, hydra.Card):
        return _("your card {card}").format(card=step.action)
    if isinstance(step.action, str):
        return _("your “{action}”").format(action=action_label(step.action))
    return _("your action")
