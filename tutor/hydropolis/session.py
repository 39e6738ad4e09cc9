"""Play a game of Hydropolis yourself: the plain model behind ``notebooks/hydropolis-play.ipynb``.

The learner takes seat 0 and lays first; the other seats are the example player of
:mod:`.player` (it lays what scores the most and says why). Every rule is the engine's
(:mod:`hydra.hydropolis`): this session passes the learner's taps to
:meth:`~hydra.hydropolis.Game.apply`, says the engine's sentence when it refuses, draws only from the
learner's :meth:`~hydra.hydropolis.Game.view`, takes back moves through the engine's
:meth:`~hydra.hydropolis.Game.undo` and tells what happened from its
:meth:`~hydra.hydropolis.Game.history`. It is a :class:`tutor.table.TableSession`.

A game is named by a link code ``SEED-0`` (``?deal=4711-0``; the ``-0`` is the seat that lays first,
like the dealer of the other games' links: in Hydropolis always seat 0, P12), with the options
``players`` (2 to 5), ``target`` (P13) and ``wrench`` (the variant, P14) as query keys of their own.

>>> s = HydropolisSession(deal="7-0", players=2)
>>> s.code, s.my_turn, len(s.view().hand), s.scores()
('7-0', True, 3, (0, 0))
>>> lay = s.hint().action
>>> s.act(lay).ok, s.scores()[0] > 0, s.my_turn
(True, True, True)
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable, Mapping

import hydra
from hydra import hydropolis as hp
from hydra.core.errors import NotationError, RuleError
from hydra.core.i18n import N_, _, ngettext
from hydra.core.record_json import WrittenRecord
from tutor import links
from tutor.progress import ProgressStore
from tutor.table import Hint, LearnerSeat, Outcome, sentence

from .player import best_move, held_card, lay_words, parts_words
from .records import HydropolisRecords, HydropolisStats

__all__ = ["HydropolisSession", "DealLinkError", "parse_deal", "deal_code", "seat_word", "PLAYERS", "SEAT"]

SEAT = 0
PLAYERS = 3
_FORM = N_("A deal link of Hydropolis looks like ?deal=4711-0 (a deal number, a dash and 0, the seat that lays "
         "first), with &players=3 (2 to 5), &target=100 and &wrench=1 if you like.")
OVER = N_("This game is over: press “New game” to play another.")
#: What the options are called in a link's error sentence.
_PLAYERS_WORDS = N_("players")
_TARGET_WORDS = N_("points for the target")


#: The game of :data:`hydra.GAMES` this page plays.
ENGINE_GAME = "hydropolis"


class DealLinkError(ValueError):
    """A ``?deal=`` link (or its options) that names no game of Hydropolis; the message is a sentence."""


def deal_code(seed: int) -> str:
    """``'4711-0'``: the game of seed 4711 (seat 0 lays first, P12)."""
    return links.deal_code(seed, 0)


def parse_deal(text: str | None) -> int:
    """The seed of a link code, or :class:`DealLinkError` with a sentence.

    >>> parse_deal(" 4711-0 ")
    4711
    >>> parse_deal("12-3")
    Traceback (most recent call last):
    ...
    tutor.hydropolis.session.DealLinkError: “12-3” is not a game of Hydropolis: it has no dealer, seat 0 lays first, so the code ends in -0 (P12). A deal link of Hydropolis looks like ?deal=4711-0 (a deal number, a dash and 0, the seat that lays first), with &players=3 (2 to 5), &target=100 and &wrench=1 if you like.
    """  # noqa: E501 - a doctest's expected error message is one line
    seed, _dealer = links.parse_deal_code(text, players=1, game=_("a game of Hydropolis"),
                                          dealer_rule=_("it has no dealer, seat 0 lays first, so the code ends in "
                                                        "-0 (P12)"),
                                          error=DealLinkError, form=_(_FORM))
    return seed


def _whole(value: int | str, name: str, low: int, high: int, rule: str) -> int:
    if isinstance(value, int) and not isinstance(value, bool):
        number = value
    elif isinstance(value, str) and value.strip().isdigit() and len(value.strip()) <= 6:
        number = int(value)
    else:
        raise DealLinkError(_("“{shown}” is not a number of {name}: give a whole number from {low} to {high} "
                              "({rule}). {form}").format(shown=str(value)[:40], name=_(name), low=low, high=high,
                                                         rule=rule, form=_(_FORM)))
    if not low <= number <= high:
        raise DealLinkError(_("{number} is not a number of {name}: Hydropolis takes {low} to {high} ({rule}). "
                              "{form}").format(number=number, name=_(name), low=low, high=high, rule=rule,
                                               form=_(_FORM)))
    return number


def seat_word(seat: int, me: int = SEAT) -> str:
    """``'you'`` or ``'Player 2'`` (seats count from 1 for learners), in the page's language."""
    return _("you") if seat == me else _("Player {number}").format(number=seat + 1)


def _upper(text: str) -> str:
    return text[:1].upper() + text[1:]


class HydropolisSession(LearnerSeat[HydropolisStats]):
    """One learner's table in one browser tab: the game, the options, and what the learner did.

    ``deal`` is a link code (``'4711-0'``); without it a new game is drawn with ``rng``.
    ``players``, ``target`` and ``wrench`` may be given as the link's strings
    (:class:`DealLinkError` with a sentence for a bad code or option).
    """

    seed: int
    game: hp.Game

    def __init__(self, store: ProgressStore | None = None, deal: str | None = None, rng: random.Random | None = None,
                 *, players: int | str | None = None, target: int | str | None = None,
                 wrench: bool | str | None = None) -> None:
        self.sit_down(SEAT, store, HydropolisRecords, rng)
        self.players = PLAYERS if players in (None, "") else _whole(players, _PLAYERS_WORDS, 2, 5, "P12")
        self.target = hp.TARGET if target in (None, "") else _whole(target, _TARGET_WORDS, 1, 999, "P13")
        if isinstance(wrench, str):
            flag = links.query_flag(wrench)
            if flag is None:
                raise DealLinkError(_("“{shown}” does not say whether to play with the wrench: write &wrench=1 or "
                                      "&wrench=0 (P14). {form}").format(shown=wrench[:40], form=_(_FORM)))
            wrench = flag
        self.wrench = bool(wrench)
        self.games = 0
        self.replies: tuple[str, ...] = ()
        self.new_game(parse_deal(deal) if deal is not None else None)

    # --- the game ---------------------------------------------------------------------------------
    def new_game(self, seed: int | None = None, *, players: int | str | None = None,
                 target: int | str | None = None, wrench: bool | None = None) -> Outcome[str]:
        """Deal a new game (``seed``, else a new one), with ``players``/``target``/``wrench`` changed if
        given; the example players move until it is the learner's turn (they never are first: seat 0 is)."""
        if players is not None:
            self.players = _whole(players, _PLAYERS_WORDS, 2, 5, "P12")
        if target is not None:
            self.target = _whole(target, _TARGET_WORDS, 1, 999, "P13")
        if wrench is not None:
            self.wrench = bool(wrench)
        self.seed = seed if seed is not None else self.rng.randrange(1, 1_000_000)
        # through the engine's registry (issue 36); the learner, seat 0, lays first (P24: the page's choice)
        game = hydra.GAMES[ENGINE_GAME].new_round(self.seed, 0, players=self.players, target=self.target,
                                                  wrench=self.wrench)
        assert isinstance(game, hp.Game)             # Hydropolis's entry deals its games (typed for mypy)
        self.game = game
        self.booked = False
        self.games += 1
        self.replies = tuple(self.others_move(self._example_move))
        return Outcome(True, _("A new game for {count} players: you lay first (P12).").format(count=self.players))

    @property
    def code(self) -> str:
        """This game's link code (``?deal=CODE`` deals it again, with :meth:`link_query`'s options)."""
        return deal_code(self.seed)

    def link_query(self) -> dict[str, str]:
        """The query keys that deal this game again: ``deal``, and the options that are not the default."""
        query = {"deal": self.code}
        if self.players != PLAYERS:
            query["players"] = str(self.players)
        if self.target != hp.TARGET:
            query["target"] = str(self.target)
        if self.wrench:
            query["wrench"] = "1"
        return query

    @property
    def step(self) -> int:
        """How many steps the game's history has (the deal first): the page marks its state with it."""
        return len(self.game.history())

    @property
    def my_turn(self) -> bool:
        return self.game.to_move == self.seat

    @property
    def over(self) -> bool:
        return self.game.over

    def view(self) -> hp.SeatView:
        """The learner's seat view: their hand, the table, the others' hand sizes, the points."""
        return self.game.view(self.seat)

    def legal_actions(self) -> list[str]:
        """The learner's legal moves as the engine writes them (``".b.b at (5,4)"``, ``"draw"``, ``"pass"``)."""
        return [str(a) for a in self.game.legal_actions()] if self.my_turn else []

    def cells_for(self, card: str) -> list[hp.Cell]:
        """The cells where the face ``card`` (as it would be laid) fits now (P6-P8)."""
        face = hp.as_card(card)
        return sorted({a.cell for a in self.game.legal_actions() if isinstance(a, hp.Lay) and a.card == face})

    def scores(self) -> tuple[int, ...]:
        return self.game.points

    def record(self) -> WrittenRecord:
        return self.game.to_record()

    # --- the learner's moves ------------------------------------------------------------------------
    def lay(self, card: str, cell: hp.Cell | tuple[int, int], turned: bool = False) -> Outcome[str]:
        """Lay the hand's ``card`` on ``cell``, half turned if ``turned`` (P4)."""
        try:
            face = hp.as_card(card)
        except NotationError as error:
            return self.refused(sentence(error))
        if face not in self.view().hand:
            return self.refused(_("`{card}` is not in your hand (P12).").format(card=face), ("P12",))
        if turned:
            face = face.turned()
        try:
            where = hp.as_cell(cell)
        except NotationError as error:
            return self.refused(sentence(error))
        return self.act(str(hp.Lay(face, where)))

    def act(self, action: str) -> Outcome[str]:
        """Apply the learner's move; then the example players move until it is the learner's turn again
        or the game is over. A refused move changes nothing and says which rule refuses it."""
        game = self.game
        if game.over:
            return self.refused(_(OVER), ("P13",))
        if not self.my_turn:
            return self.refused(_("It is {who}'s turn, not yours (P12).").format(who=seat_word(game.to_move or 0)),
                                ("P12",))
        hand = tuple(game.hands[self.seat])
        try:
            score = game.apply(action, seat=self.seat)
        except (RuleError, NotationError) as error:
            rule = getattr(error, "rule", None)
            return self.refused(self.words(error), (rule,) if isinstance(rule, str) else ())
        step = game.history()[-1]
        mine = self._said(step, score, hand)
        self.replies = (mine, *self.others_move(self._example_move))
        message = mine
        if score is not None:
            message = f"{mine} " + " ".join(sentence(r) for r in score.reasons)
        return Outcome(True, message, ("P11",) if score is not None else ("P12",), self.replies)

    def words(self, text: str | BaseException) -> str:
        """An engine sentence as the learner reads it: "seat 0" is "you", the others "Player 2" and so on.

        >>> HydropolisSession(deal="7-0").words("seat 0 can lay a card (such as x), so must; seat 2 cannot")
        'You can lay a card (such as x), so must; Player 3 cannot.'
        """
        me = self.seat
        said = re.sub(rf"\b[Ss]eat {me} does not\b", "you do not", str(text))
        said = re.sub(rf"\b[Ss]eat {me} (can|has|holds|is)\b",
                      lambda m: "you " + {"has": "have", "holds": "hold", "is": "are"}.get(m[1], m[1]), said)
        said = re.sub(r"\b[Ss]eat (\d)\b", lambda m: seat_word(int(m[1]), me), said)
        return sentence(said)

    @staticmethod
    def refused(message: str, rules: tuple[str, ...] = ()) -> Outcome[str]:
        return Outcome(False, message, rules)

    def hint(self) -> Hint | None:
        """The example player's choice in the learner's seat, and why (None when it is not their turn)."""
        if not self.my_turn:
            return None
        choice = best_move(self.game)
        if isinstance(choice.action, hp.Lay) and choice.held is not None:
            label = _("lay {lay}").format(lay=lay_words(choice.action, choice.held))
            return Hint(str(choice.action), label, choice.reason, choice.rules, str(choice.held))
        return Hint(str(choice.action), str(choice.action), choice.reason, choice.rules)

    def _mine(self) -> list[int]:
        return [i for i, step in enumerate(self.game.history()) if step.seat == self.seat]

    def can_undo(self) -> bool:
        return not self.game.over and bool(self._mine())

    def undo(self) -> Outcome[str]:
        """Take back the learner's last move and the example players' moves after it (the engine's undo)."""
        if self.game.over:
            return self.refused(_("This game is over and saved, so it cannot be taken back; press “New game”."),
                                ("P13",))
        return self.take_back(self.game.history(), self._mine(), self.game.undo, _taken_words)

    # --- what happened ------------------------------------------------------------------------------
    def happened(self) -> list[str]:
        """Every step of the game so far, oldest first, as the learner may know it (others' draws are
        counted, not shown), from the engine's history."""
        replay = hydra.GAMES[ENGINE_GAME].replay(dict(self.game.to_record(), moves=[]))   # the deal alone
        assert isinstance(replay, hp.Game)               # Hydropolis's entry replays its games (typed for mypy)
        out = [_("The first card, `{card}`, lies in the middle at (4,4) (P6).").format(card=replay.table.top((4, 4)))]
        for step in self.game.history()[1:]:
            hand = tuple(replay.hands[step.seat or 0])
            score = replay.apply(step.action)
            out.append(self._said(step, score, hand))
        return out

    def _said(self, step: hp.Step, score: hp.Score | None, hand: tuple[hp.Card, ...]) -> str:
        who = _upper(seat_word(step.seat or 0, self.seat))
        me = step.seat == self.seat
        action = step.action
        if isinstance(action, hp.Lay) and score is not None:
            held = held_card(hand, action)
            said = (ngettext("You lay {lay}: {count} point ({parts}).", "You lay {lay}: {count} points ({parts}).",
                             score.total) if me else
                    ngettext("{who} lays {lay}: {count} point ({parts}).",
                             "{who} lays {lay}: {count} points ({parts}).", score.total))
            return said.format(who=who, lay=lay_words(action, held), count=score.total, parts=parts_words(score))
        if action == hp.DRAW:
            return (_("You draw a card: no card fitted anywhere (P12).") if me else
                    _("{who} draws a card: no card fitted anywhere (P12).").format(who=who))
        return (_("You pass: no card fits and the draw pile is empty (P12).") if me else
                _("{who} passes: no card fits and the draw pile is empty (P12).").format(who=who))

    def _example_move(self) -> list[str]:
        """The example player to move lays the card that scores the most (:meth:`others_move`), and says why."""
        game = self.game
        seat = game.to_move
        assert seat is not None
        choice = best_move(game)
        hand = tuple(game.hands[seat])
        score = game.apply(choice.action, seat=seat)
        said = self._said(game.history()[-1], score, hand)
        if choice.options:
            said += " " + ngettext("Why: it scores the most of the {count} lay it could make (P11).",
                                   "Why: it scores the most of the {count} lays it could make (P11).",
                                   choice.options).format(count=choice.options)
        return [said]

    def book(self) -> None:
        if not self.first_booking():
            return
        won = self.seat in self.game.winners
        self.keep_round(self.round_key(self.games, self.code), self.game.points[self.seat], won, deal=self.code,
                        record=json.dumps(self.game.to_record()), won=int(won))

    # --- words --------------------------------------------------------------------------------------
    def result(self) -> str:
        """Once over: who won and why (P13, P14); ``""`` while the game goes on."""
        return result_sentence(self.game, self.seat, seat_word)

    def status(self) -> str:
        """What happens now, in a sentence."""
        game = self.game
        if game.over:
            return self.result()
        if not self.my_turn:
            return _("{who} is to move.").format(who=_upper(seat_word(game.to_move or 0)))
        actions = game.legal_actions()
        if actions == [hp.DRAW]:
            return _("None of your cards fits anywhere, either way round: draw a card (P12).")
        if actions == [hp.PASS]:
            return _("None of your cards fits anywhere and the draw pile is empty: pass (P12).")
        return _("Your turn: tap a card of your hand, then a cell marked green (Zugzwang: a card that fits must be "
                 "laid, P12).")

    def end_lines(self) -> list[str]:
        """Once over, the points per player, most first."""
        game = self.game
        order = sorted(range(game.players), key=lambda s: (-game.points[s], s))
        return [ngettext("{who}: {count} point", "{who}: {count} points", game.points[s]).format(
                    who=_upper(seat_word(s, self.seat)), count=game.points[s])
                + (ngettext(", {count} wrench", ", {count} wrenches", game.wrenches[s]).format(count=game.wrenches[s])
                   if game.wrench else "")
                + (_(" — wins") if s in game.winners else "") for s in order]


def result_sentence(game: hp.Game, seat: int, word: Callable[[int, int], str] = seat_word) -> str:
    """Once ``game`` is over, who won and why (P13, P14) as the player at ``seat`` reads it, each seat said
    by ``word(seat, me)`` (the play page's "you" and "Player 2", a table's names); ``""`` while it goes on.

    >>> session = HydropolisSession(deal="7-0")
    >>> result_sentence(session.game, 0)
    ''
    >>> while not session.over:
    ...     _ = session.act(session.legal_actions()[0]) if session.my_turn else None
    >>> result_sentence(session.game, 0, lambda s, me: ["Ada", "Bo", "Cem"][s]).endswith(")."), session.result() != ""
    (True, True)
    """
    if not game.over:
        return ""
    points = game.points
    winners = game.winners
    said = [word(s, seat) for s in winners]
    names = said[0]
    for name in said[1:]:                       # "Ada and Bo and Cem", as the English always said it
        names = _("{first} and {last}").format(first=names, last=name)
    you = seat in winners
    if game.end == "target":
        return (_("You reach the target of {target} points ({points}), so the game ends at once and you win (P13: "
                  "Ein Spieler hat eine vorher festgelegte Punktzahl erreicht).") if you else
                _("{who} reaches the target of {target} points ({points}), so the game ends at once and {who_} wins "
                  "(P13: Ein Spieler hat eine vorher festgelegte Punktzahl erreicht).")).format(
            who=_upper(names), who_=names, target=game.target, points=points[winners[0]])
    if game.end == "wrench":
        return (_("You have three wrenches (Schraubenschlüssel), so the game ends at once and you win, whatever the "
                  "points (P14).") if you else
                _("{who} has three wrenches (Schraubenschlüssel), so the game ends at once and {who_} wins, whatever "
                  "the points (P14).").format(who=_upper(names), who_=names))
    left = sum(len(h) for h in game.hands)
    why = ngettext("Every player passed in turn: no card in any hand fits on the table and the draw pile is empty "
                   "({count} card left in the hands), so the game ends (P13: Sämtliche Spieler passen).",
                   "Every player passed in turn: no card in any hand fits on the table and the draw pile is empty "
                   "({count} cards left in the hands), so the game ends (P13: Sämtliche Spieler passen).",
                   left).format(count=left)
    best = points[winners[0]]
    if len(winners) > 1:
        return why + " " + _("Most points wins: {names} share the win with {best} points each (P13).").format(
            names=names, best=best)
    if you:
        return why + " " + _("Most points wins: you win with {best} points (P13).").format(best=best)
    return why + " " + _("Most points wins: {who} wins with {best} points (P13).").format(who=names, best=best)


def _taken_words(step: hp.Step) -> str:
    """The learner's words for a move of theirs taken back."""
    taken = step.action
    if isinstance(taken, hp.Lay):
        return _("your `{card}` at {cell}").format(card=taken.card, cell=taken.cell)
    return _("your draw") if taken == hp.DRAW else _("your pass")


def replay_saved(record: str | Mapping[str, object]) -> hp.Game:  # object: a saved record; the engine checks it
    """A saved game's record, replayed by the engine."""
    game = hydra.GAMES[ENGINE_GAME].replay(dict(record) if isinstance(record, Mapping) else record)
    assert isinstance(game, hp.Game)                 # Hydropolis's entry replays its games (typed for mypy)
    return game
