"""The Doppelkopf table of one browser tab: :class:`DoppelkopfSession` (see the package's docstring)."""

from __future__ import annotations

import random

import hydra
from hydra.core.i18n import N_, _, ngettext
from hydra.hydra.cards import Card
from hydra.doppelkopf import (Round, RuleBasedPlayer, dk_card, explain_trick, illegal_reasons,
                              next_dealer)
from hydra.doppelkopf.explain import TrickExplanation, win_rule
from hydra.doppelkopf.reservations import SD, eo_holders
from hydra.doppelkopf.round import Action
from hydra.core.errors import HydraError, Reason, RuleError
from hydra.core.registry import GameEntry

from ..progress import ProgressStore
from ..table import LearnerSeat, PlayStats
from ..table.learner import SCORED
from ..table.seat_names import seat_name
from .records import DoppelkopfRecords
from .table import TableSeat
from .round_text import bid_line, deadline_lines, deadline_rule, game_lines, game_name, score_items, score_lines
from .words import (BEFORE_PLAY, CALL_MEANING, DEFAULT_RULES, HINT_WHY, PLAYERS, SCORE_RULE, SEAT, SET_TITLES,
                    SILENT_SOLO_AHEAD, SILENT_SOLO_GESUND, WORDS, PIGS_GONE, Choice, Hint, Outcome, Reply, ScoreItem,
                    TrickReview, action_label, deal_code, is_card, parse_deal, parse_rules, sentence, short_name,
                    table_line, taken_back_words)

__all__ = ["DoppelkopfSession"]


class DoppelkopfSession(TableSeat, LearnerSeat[PlayStats]):
    """One learner's Doppelkopf table in one browser tab: the round, the match, what the learner did.

    ``rules`` is a rule set (``DEFAULT_RULES`` if None), ``deal`` a link code (a new deal from ``rng``
    if None); :class:`DoppelkopfLinkError` for either when it names nothing. ``schweine``: the table
    plays with Schweine (D6), where the engine has them (Hausrunde); where it has not, the table plays
    without them and ``schweine_refused`` says why.
    """

    round: Round

    def __init__(self, store: ProgressStore | None = None, rules: str | None = None, deal: str | None = None,
                 rng: random.Random | None = None, seat: int = SEAT, schweine: bool = False) -> None:
        self.rules = DEFAULT_RULES if rules is None else parse_rules(rules)
        self.schweine, self.schweine_refused = bool(schweine), ""
        self.sit_down(seat, store, DoppelkopfRecords, rng)
        seed, dealer = (parse_deal(deal) if deal is not None      # a new deal: any seat deals
                        else (self.new_seed(), self.rng.randrange(PLAYERS)))
        self._start_match(seed, dealer)

    # --- the match and the deal ---------------------------------------------------------------------
    @property
    def engine(self) -> GameEntry[Action]:
        """The rule set's game in the engine's registry (:data:`hydra.GAMES`), which deals the rounds."""
        return hydra.GAMES[f"doppelkopf-{self.rules}"]

    def _start_match(self, seed: int, dealer: int) -> None:
        self.totals = [0] * PLAYERS
        self.finished: list[Round] = []
        self._deal(seed, dealer)

    def _deal(self, seed: int, dealer: int) -> None:
        self.seed, self.dealer = seed, dealer
        try:
            rnd = self.engine.new_round(seed, dealer, schweine=self.schweine)
        except RuleError as error:              # the engine has no Schweine in this rule set (D6)
            self.schweine, self.schweine_refused = False, self.no_schweine(error)
            rnd = self.engine.new_round(seed, dealer)
        assert isinstance(rnd, Round)                # Doppelkopf's entries deal its rounds (typed for mypy)
        self.round = rnd
        self.players = RuleBasedPlayer(seed)
        self.booked = False
        self.replies: tuple[Reply, ...] = _once(self.others_move(self._example_move))

    @property
    def code(self) -> str:
        """This round's link code (``?deal=CODE&rules=RULES`` deals it again)."""
        return deal_code(self.seed, self.dealer)

    @property
    def title(self) -> str:
        return _(SET_TITLES[self.rules])

    @property
    def table(self) -> str:
        """The table's rules as the rule card writes them: ``'hausrunde~schweine'`` with Schweine, else the set."""
        return self.rules + ("~schweine" if self.schweine else "")

    def open_deal(self, code: str) -> None:
        """A new match from a link code (DoppelkopfLinkError: nothing changes)."""
        self._start_match(*parse_deal(code))

    def set_rules(self, rules: str) -> Outcome[Reply]:
        """Play under another rule set: the same deal again from its start, as a new match (without
        Schweine where the engine has none, D6)."""
        self.rules, self.schweine_refused = parse_rules(rules), ""
        self._start_match(self.seed, self.dealer)
        gone = (" " + _("{error} This table now plays without them.").format(error=self.schweine_refused)
                if self.schweine_refused else "")
        return Outcome(True, _("Now playing the {rules}: deal {code} again from the start.").format(
            rules=self.title, code=self.code) + gone, replies=self.replies)

    def no_schweine(self, error: RuleError | None = None) -> str:
        """Why this table plays without Schweine (D6), in words (the engine's error names the set's id)."""
        own = _("There are no Schweine in the {rules}: they are the Hausrunde's choice (D6).").format(rules=self.title)
        return own if self.rules == "turnier" or error is None else sentence(str(error))

    def set_schweine(self, on: bool) -> Outcome[Reply]:
        """Play with Schweine or without (D6): the same deal again from its start, as a new match. The
        engine refuses them where its rule set has none (nothing changes then)."""
        if on and not self.schweine_allowed:
            return Outcome(False, self.no_schweine(), ("D6",))
        self.schweine, self.schweine_refused = bool(on), ""
        self._start_match(self.seed, self.dealer)
        said = (_("Now playing with Schweine (D6): deal {code} again from the start.") if on else
                _("Now playing without Schweine: deal {code} again from the start."))
        return Outcome(True, said.format(code=self.code), replies=self.replies)

    @property
    def schweine_allowed(self) -> bool:
        """Whether the engine deals this rule set with Schweine at all (D6: the Hausrunde's choice)."""
        try:
            self.engine.new_round(self.seed, self.dealer, schweine=True)
        except RuleError:
            return False
        return True

    @property
    def schweine_in_play(self) -> bool:
        """Whether this round's game has the Schweine on top: the engine names their holder (D6, D43)."""
        return self.round.schweine_seat is not None

    def next_round(self) -> Outcome[Reply]:
        """The next deal, by the engine's :func:`hydra.doppelkopf.next_dealer` (D45): the player left of
        the dealer deals; a round thrown in, or whose Trumpfabgabe nobody took, is dealt again by the
        same dealer."""
        if not self.round.is_over:
            return Outcome(False, _("Finish this round first: all ten tricks are played before the next deal (D2)."),
                           ("D2",))
        self._deal(self.new_seed(), next_dealer(self.dealer, self.round.ending, PLAYERS))
        return Outcome(True, replies=self.replies)

    # --- who ----------------------------------------------------------------------------------------
    def who(self, seat: int | None) -> str:
        return seat_name(seat, self.seat)

    # --- the learner's turn ---------------------------------------------------------------------------
    def choices(self) -> list[Choice]:
        """The buttons the learner may press now: the engine's legal actions that are words (reservations,
        reizen, the Trumpfabgabe's answers, announcements). Cards, including those given back or added
        to a Trumpfabgabe, are clicked instead."""
        if not self.my_turn:
            return []
        ahead = self.silent_solo_ahead
        return [Choice(a, _(SILENT_SOLO_GESUND) if a == "gesund" and ahead else action_label(a))
                for a in self.round.legal_actions() if isinstance(a, str)
                and not a.startswith("zurueck:") and not (a.startswith("beilegen:") and a != "beilegen:keine")]

    @property
    def silent_solo_ahead(self) -> bool:
        """Whether the learner, asked for a reservation, holds both Kreuz-Damen, so that gesund makes a
        silent solo (D9, D29): the engine's :func:`~hydra.doppelkopf.reservations.eo_holders` says who holds them."""
        rnd = self.round
        return rnd.phase == "reservations" and eo_holders(rnd.hands, rnd.seats) == [self.seat, self.seat]

    def act(self, action: str) -> Outcome[Reply]:
        """The learner's action, then the example players' replies until it is the learner's turn again
        or the round is over. A refused action changes nothing and says which rule refuses it."""
        rnd = self.round
        if rnd.is_over:
            return Outcome(False, _("This round is over: press “Next round”."))
        if not self.my_turn:
            return Outcome(False, _("It is {who}'s turn, not yours (D20).").format(who=self.who(rnd.to_move)), ("D20",))
        legal = rnd.legal_actions()
        if action not in legal and not is_card(action):
            refusal = (rnd.calls.refusal(self.seat, action, rnd.party[self.seat], rnd.cards_played)
                       if rnd.phase == "play" else None)
            if refusal is not None:
                return Outcome(False, sentence(refusal), refusal.rules)
            words = [action_label(a) for a in legal if isinstance(a, str)] or [_("a card")]
            rule = BEFORE_PLAY.get(rnd.phase, ("", "D13"))[1]
            return Outcome(False, _("“{action}” is not possible now: you may choose {choices} ({rule}).").format(
                action=action_label(action), choices=", ".join(words), rule=rule), (rule,))
        before = _news_key(rnd)
        try:
            rnd.apply(action)
        except RuleError as error:
            return Outcome(False, sentence(str(error)), (error.rule,))
        except HydraError as error:
            return Outcome(False, sentence(str(error)))
        replies = [self._reply(self.seat, before)] + self._news(before) + self.others_move(self._example_move)
        self.replies = _once(replies)
        return Outcome(True, replies=self.replies)

    def click_card(self, card: str | Card) -> Outcome[Reply]:
        """A click on a card of the learner's hand: play it, add it to a Trumpfabgabe or give it back after
        taking one; a card that may not be played is answered with the engine's reason."""
        rnd = self.round
        try:
            card = dk_card(card)
        except HydraError as error:
            return Outcome(False, sentence(str(error)), (getattr(error, "rule", "D1"),))
        if rnd.is_over:
            return Outcome(False, _("This round is over: press “Next round”."))
        if not self.my_turn:
            return Outcome(False, _("It is {who}'s turn, not yours (D20).").format(who=self.who(rnd.to_move)), ("D20",))
        name, phase = short_name(card), rnd.phase
        if card not in rnd.hand(self.seat):
            return Outcome(False, _("{card} is not in your hand (D7).").format(card=name), ("D7",))
        if phase == "armut-return":
            if f"zurueck:{card}" not in rnd.legal_actions():
                return Outcome(False, _("{card} cannot go back now: the cards you give back are fail cards as long "
                                        "as you hold any (D42).").format(card=name), ("D42",))
            return self.act(f"zurueck:{card}")
        if phase == "armut-add":
            if f"beilegen:{card}" not in rnd.legal_actions():
                return Outcome(False, _("{card} is a trump: with only two trumps you may add one fail card to the "
                                        "Trumpfabgabe, not a trump (D42).").format(card=name), ("D42",))
            return self.act(f"beilegen:{card}")
        if phase != "play":
            step, rule = BEFORE_PLAY.get(phase, (N_("wait for the others"), "D12"))
            return Outcome(False, _("No card is played yet: first {step} ({rule}).").format(step=_(step), rule=rule),
                           (rule,))
        if card not in rnd.legal_cards():
            view = rnd.view(self.seat)
            reason = illegal_reasons(list(view.hand), list(view.trick), rnd.game, rnd.rules,
                                     self.schweine_in_play).get(card)
            reason = reason or Reason(_("{card} may not be played now (D7).").format(card=name), ("D7",))
            return Outcome(False, str(reason), reason.rules)
        return self.act(str(card))

    def hint(self) -> Hint | None:
        """The example player's choice in the learner's seat now, and why (None: not your turn)."""
        if not self.my_turn or self.round.is_over:
            return None
        rnd = self.round.copy()
        player = RuleBasedPlayer(self.seed)
        action = player.choose(rnd)
        if isinstance(action, Card):
            reason = self._card_reason(rnd, action)
            return Hint(str(action), _("Play {card}").format(card=short_name(action)), str(reason), reason.rules,
                        str(action))
        word = action.partition(":")[0]
        why, rules = HINT_WHY.get(word, (N_("the example player's usual choice here"), ("D12",)))
        reason = player.reason if str(player.reason) else Reason(_(why), rules)
        card = action.partition(":")[2] if action.startswith(("zurueck:", "beilegen:")) else None
        return Hint(action, action_label(action), str(reason), reason.rules, card if card != "keine" else None)

    def _card_reason(self, rnd: Round, card: Card) -> Reason:
        """Why the example player picks this card (its way of playing), with the rule that limits it."""
        name, trick, game = short_name(card), list(rnd.trick), rnd.game
        if not trick:
            return Reason(_("it leads {card}: its cheapest card, a fail card where it has one, so that its high "
                            "trumps stay for later (any card may lead, D7)").format(card=name), ("D7",))
        if game.winner(trick + [card]) == len(trick):
            cites = win_rule(rnd.rules, game.id)                 # the section of this game's order (D52)
            return Reason(_("{card} takes the trick so far, and no cheaper card of those allowed does ({rules}, D7)")
                          .format(card=name, rules=", ".join(cites)), (*cites, "D7"))
        return Reason(_("it does not try to take this trick, so it plays {card}, the cheapest card it may play, or "
                        "adds eyes to its partner's trick (D7: follow suit if you can)").format(card=name), ("D7",))

    def can_undo(self) -> bool:
        return not self.round.is_over and any(step.seat == self.seat for step in self.round.history()[1:])

    def undo(self) -> Outcome[Reply]:
        """Take back the learner's last action and the example players' replies to it, through the
        engine's own ``Round.undo()`` (one action at a time, latest first)."""
        rnd = self.round
        if rnd.is_over:
            return Outcome(False, _(SCORED))
        history = rnd.history()
        mine = [i for i, step in enumerate(history) if i > 0 and step.seat == self.seat]
        return self.take_back(history, mine, rnd.undo, lambda step: taken_back_words(str(step.action)))

    # --- the example players and the table's lines ------------------------------------------------------
    def _example_move(self) -> list[Reply]:
        """The example player to move acts (:meth:`others_move`): its line and what became known by it."""
        rnd = self.round
        seat = rnd.to_move
        before = _news_key(rnd)
        rnd.apply(self.players.choose(rnd))
        return [self._reply(seat, before), *self._news(before)]

    def _reply(self, seat: int | None, before: tuple[object, ...]) -> Reply:  # object: _news_key's
        """The line for the last action, as the learner's seat may see it, with its reason."""
        rnd = self.round
        action = str(rnd.history()[-1].action)
        text, reason = table_line(rnd, action, str(before[0]), self.who, you=seat == self.seat), Reason("")
        if is_card(action):
            cards = list(rnd.tricks[-1][0]) if not rnd.trick else list(rnd.trick)
            step = self._explain(cards, len(rnd.tricks) + (1 if rnd.trick else 0)).steps[len(cards) - 1]
            reason = Reason(str(step.text), step.rules) if len(cards) > 1 else Reason("")
        elif action in CALL_MEANING:
            meaning, rules = CALL_MEANING[action]
            reason = Reason(_(meaning), rules)
        elif seat != self.seat and before[0] == "reservations":
            reason = (Reason(_("no reservation"), ("D12",)) if action == "gesund" else
                      Reason(_("which one is told only if it is the one played: a solo goes before a Trumpfabgabe, "
                               "and that before a Hochzeit"), ("D12",)))
        elif seat != self.seat and str(self.players.reason) and before[0] in ("armut-offer", "throw-in"):
            reason = self.players.reason
        elif before[0] == "reizen" and seat != self.seat:
            answer = len(rnd.reizen) > 1 and rnd.reizen[-2][1] == "reizen"
            reason = Reason({"reizen": _("bids one step more (Doppelt, then keine 90 and so on) to take the solo over"),
                             "halten": _("keeps its solo by promising as much as was bid"),
                             "passen": _("gives its solo up to the bidder") if answer else _("does not bid higher"),
                             }.get(action, action), ("D40",))
        if seat == self.seat:
            if action == "beilegen:keine":
                text = _("add no fail card")
            elif action.startswith(("zurueck:", "beilegen:")):
                said = _("give back {card}") if action.startswith("zurueck:") else _("add {card}")
                text = said.format(card=short_name(action.partition(":")[2]))
            elif before[0] == "reservations":
                text = _("choose {choice}").format(choice=action_label(action))
        return Reply(seat, text, str(reason), tuple(reason.rules))

    def _news(self, before: tuple[object, ...]) -> list[Reply]:  # object: _news_key's
        """What became public with the last action: the game, a Hochzeit's partner, a Trumpfabgabe's taker."""
        rnd, now = self.round, _news_key(self.round)
        out = []
        if before[0] == "reizen" and now[0] != "reizen" and rnd.bidding is not None:
            bid = [WORDS[c.call] for c in rnd.calls.calls if c.bid]
            holder = rnd.bidding.holder
            mine = holder == self.seat
            text = (_("You won the reizen") if mine else
                    _("{who} won the reizen").format(who=self.who(holder).capitalize()))
            if rnd.contract != "solo":
                text += (_(" without a solo of your own, so no solo is played: the other reservations decide the "
                           "game") if mine else
                         _(" without a solo of its own, so no solo is played: the other reservations decide the "
                           "game"))
            if bid:
                text += _("; the bid is announced: {bid}").format(bid=", ".join(_(b) for b in bid))
                if rnd.contract == "hochzeit" and holder != rnd.contract_seat:     # D48
                    text += _(", for the party the bidder belongs to once the Hochzeit's Klärungsstich is over "
                              "(D48)")
            elif now[0] != "play":                      # a Trumpfabgabe first: the bid is said when play begins
                text += _("; the bid is announced when play begins")
            out.append(Reply(None, text + " (D40).", "", ("D40",)))
        if before[0] != "reizen" and before[0] != "play" and now[0] == "play" and rnd.bidding is not None:
            out.append(Reply(None, bid_line(rnd, self.seat), "", ("D40", "D24", "D35")))
        if now[1] != before[1] or (now[0] != before[0] and now[0] in ("reizen", "armut-offer", "armut-add")):
            out += [Reply(None, line, "", ()) for line in self.game_text()]
        elif now[2] != before[2] and rnd.partner is not None:
            said = (_("You won a trick that counts: you are the Hochzeit's partner, Re (D9).")
                    if rnd.partner == self.seat else
                    _("{who} won a trick that counts: {who} is the Hochzeit's partner, Re (D9).").format(
                        who=self.who(rnd.partner)))
            out.append(Reply(None, said, "", ("D9",)))
        elif now[3] != before[3] and rnd.contract == "hochzeit" and rnd.partner is None:
            pigs = rnd.trick_game(1) is not rnd.game           # D43: the Karo solo has no Schweine
            alone = (_("No partner in the first three tricks: you play alone, as a solo (D29).")
                     if rnd.contract_seat == self.seat else
                     _("No partner in the first three tricks: {who} plays alone, as a solo (D29).").format(
                         who=self.who(rnd.contract_seat)))
            out.append(Reply(None, alone + (_(PIGS_GONE) if pigs else ""), "",
                             ("D29", "D43") if pigs else ("D29",)))
        return out

    def game_name(self) -> str:
        """The game as the table knows it: 'not decided yet' before play, a silent solo as a Normalspiel."""
        return game_name(self.round, self.seat)

    def game_text(self) -> list[str]:
        """What the table knows of the game and the parties now (never another seat's hand)."""
        return game_lines(self.round, self.seat)

    def book(self) -> None:
        if not self.first_booking():
            return
        rnd = self.round
        if rnd.ending != "played":
            return
        points = rnd.points
        for s in range(PLAYERS):
            self.totals[s] += points[s]
        self.finished.append(rnd)
        kind = f"{rnd.contract}:{rnd.solo_game}" if rnd.solo_game else str(rnd.contract)
        self.keep_round(self.round_key(len(self.finished), self.code), points[self.seat],
                        deal=f"{self.table}:{self.code}", kind=kind)

    # --- what the learner's seat sees ---------------------------------------------------------------------
    def status(self) -> str:
        """What happens now, in a sentence."""
        rnd = self.round
        if rnd.ending == "thrown-in":
            if rnd.thrown_in_by == self.seat:
                return _("You threw in (D38): nobody scores; the same dealer deals again (D45).")
            return _("{who} threw in (D38): nobody scores; the same dealer deals again (D45).").format(
                who=self.who(rnd.thrown_in_by).capitalize())
        if rnd.ending == "redeal":
            return _("Nobody took the Trumpfabgabe (D11): nobody scores; the same dealer deals again (D45).")
        if rnd.is_over:
            return _("The round is over: you score {points} points ({rules}).").format(
                points=rnd.points[self.seat], rules=SCORE_RULE[rnd.rules])
        if not self.my_turn:
            return _("{who} is to move.").format(who=self.who(rnd.to_move).capitalize())
        if rnd.phase == "play":
            calls = [c.label for c in self.choices()]
            lead = (_("Your turn: click a card (D7).") if rnd.trick else
                    _("Your lead: the player left of the dealer leads the first trick (D10); click a card.")
                    if not rnd.tricks else _("Your lead: you won the last trick, and a trick's winner leads "
                                             "the next one (D46); click a card."))
            also = _(" You may also announce {calls} ({rule}).").format(calls=_(" or ").join(calls),
                                                                        rule=self.deadline_rule())
            return lead + (also if calls else "")
        given, returned = rnd.armut.get("given"), rnd.armut.get("returned")      # lists of cards, once made
        left = (len(given) if isinstance(given, list) else 0) - (len(returned) if isinstance(returned, list) else 0)
        return {"throw-in": _("You hold five Könige or more: throw in (schmeißen), or play on (D38)?"),
                "reservations": _("Your reservation (Vorbehalt): gesund, or one the buttons offer (D12)?")
                + (" " + _(SILENT_SOLO_AHEAD) if self.silent_solo_ahead else ""),
                "reizen": _("A solo was announced: bid against it, hold it, or pass (reizen, D40)?"),
                "armut-add": _("You have only two trumps: click one fail card to add, or add none (D42)."),
                "armut-offer": _("A Trumpfabgabe is offered to you: take it, or decline (D11)?"),
                "armut-return": ngettext("Click {count} card to give back to the poor player ({rule}).",
                                         "Click {count} cards to give back to the poor player ({rule}).", left).format(
                                             count=left, rule="D41" if rnd.rules == "turnier" else "D42")
                }.get(rnd.phase, "")

    def hand(self) -> list[str]:
        """The learner's hand in the order of the current game: trumps first, highest first."""
        return [str(c) for c in reversed(self.round.game.sorted(self.round.hand(self.seat)))]

    def playable(self) -> set[str]:
        """The cards a click does something with now (marked on the page)."""
        rnd = self.round
        if not self.my_turn:
            return set()
        if rnd.phase == "play":
            return {str(c) for c in rnd.legal_cards()}
        return {a.partition(":")[2] for a in rnd.legal_actions() if isinstance(a, str)
                and a.startswith(("zurueck:", "beilegen:")) and a != "beilegen:keine"}

    def deadline_rule(self) -> str:
        """The rule that sets the announcement deadlines of this round: D13, in a Hochzeit D26 or D27."""
        return deadline_rule(self.round)

    def deadlines(self) -> list[str]:
        """Each announcement of the rule set and until when it may be said (D13; in a Hochzeit D26, D27)."""
        return deadline_lines(self.round)

    def last_trick(self) -> TrickReview | None:
        count = len(self.round.tricks)
        return self.review_trick(count) if count else None

    def review_trick(self, number: int) -> TrickReview:
        cards, seats, w = self.round.tricks[number - 1]
        sentence = self._explain(list(cards), number).sentence
        return TrickReview(number, tuple(str(c) for c in cards), tuple(seats), seats[w], str(sentence),
                           tuple(sentence.rules), sum(c.eyes for c in cards))

    def _explain(self, cards: list[Card], number: int) -> TrickExplanation:
        """Trick ``number`` explained with the game it was played in (D43: a Hochzeit played alone has its
        Schweine in the first three tricks only)."""
        game = self.round.trick_game(number)
        return explain_trick(cards, game, self.round.rules, game.trumps[-1:] == (SD,), self.round.played_alone(number))

    def score(self) -> list[ScoreItem]:
        """The engine's score sheet of the finished round, every line explained (empty before the end)."""
        return score_items(self.round, self.seat)

    def score_summary(self) -> list[str]:
        """How the lines make the points: the doubling, the Sonderpunkte, the soloist's three times."""
        return score_lines(self.round, self.seat)

    def rounds_in_match(self) -> int:
        return len(self.finished)


def _news_key(rnd: Round) -> tuple[object, ...]:  # object: compared only (phase, contract, partner, calls)
    return (rnd.phase, rnd.contract, rnd.partner, rnd.calls.clarified)


def _once(replies: list[Reply]) -> tuple[Reply, ...]:
    """The replies of one click, a table line said twice (the same news after two phases) once."""
    return tuple(r for i, r in enumerate(replies) if r.seat is not None or r not in replies[:i])
