"""Example players, so notebooks can play complete rounds from a seed.

* :class:`RandomPlayer` picks any legal action.
* :class:`RuleBasedPlayer` plays like a careful beginner: it says valeo,
  follows cheaply, takes a trick when it can win it cheaply, gives eyes to a
  partner who is surely winning, and keeps its high trumps.
* :class:`CallingPlayer` plays its cards the same way, and makes the calls its
  hand justifies: a solo, an Antrag, accepting an offered Antrag
  (:mod:`hydra.hydra.advice`). Both say why: ``advise(round)`` gives the action and
  its reason, for a learner's hint.

Players only see what their seat may know (:meth:`hydra.Round.view`).

>>> import hydra
>>> r = hydra.play_round(seed=5)
>>> r.is_over, len(r.tricks), sum(r.eyes)
(True, 10, 240)
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, TypeAlias

from .advice import Advice, Plan, accept_plan, antrag_plan, open_card_choice, return_choice, solo_plan
from .calls import antrag_pairs
from .cards import Card
from ..core.errors import Reason, RuleError
from .deal import Seed
from .games import get_game
from ..core.i18n import _

if TYPE_CHECKING:
    from .games import Game
    from .history import Action
    from .round import Round

__all__ = ["RandomPlayer", "RuleBasedPlayer", "CallingPlayer", "play_round"]

#: What seeds ``random.Random``.
#: One of the example players below.
_Player: TypeAlias = "RandomPlayer | RuleBasedPlayer | CallingPlayer"


class RandomPlayer:
    """Chooses uniformly among the legal actions (seeded)."""

    rng: random.Random

    def __init__(self, seed: Seed = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, rnd: Round) -> Action:
        return self.rng.choice(rnd.legal_actions())


class RuleBasedPlayer:
    """A simple, predictable player: cheap when it cannot win, cheap when it can."""

    rng: random.Random

    def __init__(self, seed: Seed = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, rnd: Round) -> Action:
        phase = rnd.phase
        if phase == "throw-in":
            return "keep"
        if phase == "calls":
            return "valeo"
        if phase in ("declare", "antrag-open", "antrag-return"):
            return rnd.legal_actions()[0]
        if phase == "antrag-offer":
            return "decline"
        return self._card(rnd)

    @staticmethod
    def _cost(game: Game, card: Card) -> tuple[int, int]:
        """How dear a card is to give away: eyes first, then its power as a trump."""
        return (card.eyes + (20 + game.trump_rank[card.index] * 3 if game.trump_rank[card.index] >= 0 else 0),
                card.index)

    def _card(self, rnd: Round) -> Card:
        return self._card_choice(rnd)[0]

    def _card_choice(self, rnd: Round) -> tuple[Card, Reason]:
        """The card and why (the reason is built only here; :meth:`choose` uses just the card)."""
        game = rnd.game
        legal = list(dict.fromkeys(rnd.legal_cards()))
        current_trick = rnd.current_trick
        trick = list(current_trick.cards) if current_trick else []
        cost = lambda c: self._cost(game, c)  # noqa: E731
        if not trick:
            fails = [c for c in legal if game.trump_rank[c.index] < 0]
            card = min(fails or legal, key=cost)
            said = (_("lead {card}: my cheapest plain card; I keep my trumps for later.") if fails else
                    _("lead {card}: I hold only trumps, and {card} is the cheapest of them."))
            return card, Reason(said.format(card=card), ())
        seat = rnd.to_move
        assert seat is not None and current_trick is not None      # a trick is being played: someone is to move
        current = current_trick.winner_seat
        view = rnd.view(seat)
        partner_wins = view.knowledge is not None and view.knowledge.together(seat, current) is True
        last = len(trick) == 4
        must = _must_follow(rnd, legal)
        if partner_wins and last:
            # the partner takes the trick: give it eyes, but not a high trump
            card = max(legal, key=lambda c: (c.eyes if game.trump_rank[c.index] < 7 else -1, -c.index))
            return card, Reason(_("play {card}: seat {seat} is surely my partner (R16) and takes this trick, so I "
                                  "give it eyes ({eyes}) but keep my highest trumps.").format(
                card=card, seat=current, eyes=card.eyes) + must, ("R16",))
        winning = [c for c in legal if game.winner(trick + [c]) == len(trick)]
        if winning:
            cheapest = min(winning, key=cost)
            high = game.trump_rank[cheapest.index] >= len(game.trumps) - 3
            eyes = sum(c.eyes for c in trick)
            if last or not high or eyes >= 20:
                return cheapest, Reason(_("play {card}: it takes the trick so far, and it is the cheapest card "
                                          "that does (rules: Wer erhält den Stich).").format(card=cheapest) + must,
                                        ("rules: Wer erhält den Stich",))
            card = min(legal, key=cost)
            return card, Reason(_("play {card}: only a high trump would take this trick, and its {eyes} eyes are "
                                  "not worth one yet; I play my cheapest card.").format(card=card, eyes=eyes)
                                + must, ())
        card = min(legal, key=cost)
        return card, Reason(_("play {card}: I cannot take this trick, so I play my cheapest card "
                              "(rules: Wer erhält den Stich).").format(card=card) + must,
                            ("rules: Wer erhält den Stich",))

    def advise(self, rnd: Round) -> Advice:
        """What this player does now for the seat to move, and why (the same action as :meth:`choose`)."""
        phase = rnd.phase
        if phase == "play":
            card, reason = self._card_choice(rnd)
            return Advice(card, reason)
        action = self.choose(rnd)
        reasons = {
            "throw-in": Reason(_("keep: throwing in is a choice, never forced, and this player always plays "
                                 "(R6)."), ("R6",)),
            "calls": Reason(_("valeo: this player always plays a healthy game (R7)."), ("R7",)),
            "antrag-offer": Reason(_("decline: this player never accepts an Antrag (R9)."), ("R9",)),
        }
        return Advice(action, reasons.get(phase, Reason(_("{action}: the first choice on offer (R7, R9).").format(
            action=action), ("R7", "R9"))))


def _must_follow(rnd: Round, legal: list[Card]) -> str:
    """' I must follow suit (...)' when some cards of the hand may not be played."""
    seat = rnd.to_move
    if seat is None or len(legal) == len(set(rnd.hand(seat))):
        return ""
    return " " + _("Only some of my cards may be played: I must follow (rules: Der Spielverlauf).")


class CallingPlayer(RuleBasedPlayer):
    """The rule-based player's card play, with the calls a hand justifies (the play dashboard's
    example players): a solo with a long, high trump suit, an Antrag instead of playing a secret
    proposal alone with a weak hand, and accepting an offered Antrag with trumps of its own
    (:mod:`hydra.hydra.advice`). Every choice has a reason (:meth:`advise`); a borderline hand is
    decided by a coin seeded from ``seed``, the seat, its hand and what it was offered, so the
    same seed gives the same choices however often it is asked.

    >>> import hydra
    >>> r = hydra.play_round(seed=3, player=CallingPlayer(3))
    >>> r.to_record() == hydra.play_round(seed=3, player=CallingPlayer(3)).to_record()
    True
    """

    seed: Seed

    def __init__(self, seed: Seed = None) -> None:
        super().__init__(seed)
        self.seed = seed

    def _rng(self, what: str, seat: int, hand: list[Card], extra: str = "") -> random.Random:
        """A coin for one decision: the same seed, seat, hand and question give the same coin."""
        cards = " ".join(sorted(str(c) for c in hand))
        return random.Random(f"{self.seed!r}|{what}|{seat}|{cards}|{extra}")

    def choose(self, rnd: Round) -> Action:
        action = self.advise(rnd).action
        assert isinstance(action, (str, Card))
        return action

    def _plans(self, seat: int, hand: list[Card]) -> tuple[Plan, Plan]:
        return (solo_plan(hand, self._rng("solo", seat, hand)),
                antrag_plan(hand, self._rng("antrag", seat, hand)))

    def advise(self, rnd: Round) -> Advice:
        phase, seat = rnd.phase, rnd.to_move
        if seat is None:
            raise RuleError("the round is over: nobody is to move (rules: Spielende)", rule="rules: Spielende")
        hand = rnd.hand(seat)
        if phase == "throw-in":
            return Advice("keep", Reason(_("keep: throwing in is a choice, never forced, and this hand can be "
                                           "played (R6)."), ("R6",)))
        if phase == "calls":
            solo, antrag = self._plans(seat, hand)
            if solo.call:
                return Advice("morbus", solo.reason)
            if antrag.call:
                return Advice("morbus", antrag.reason)
            why = antrag.reason if antrag_pairs(hand) else solo.reason
            return Advice("valeo", Reason(_("valeo, a healthy game: {why}").format(why=why),
                                          tuple(dict.fromkeys(("R7", *why.rules)))))
        if phase == "declare":
            solo, antrag = self._plans(seat, hand)
            legal = rnd.legal_actions()
            antrags = [a for a in legal if isinstance(a, str) and a.startswith("antrag")]
            if solo.call or not antrags:
                return Advice(f"solo:{solo.game}", solo.reason if solo.call else Reason(
                    _("{action}: after morbus a solo or an Antrag must be named, and this hand holds no pair for an "
                      "Antrag; the {game} is its strongest solo (R7).").format(
                        action=f"solo:{solo.game}", game=get_game(solo.game or "normal-solo").name), ("R7",)))
            action = antrags[0] if len(antrags) == 1 else f"antrag:{antrag.pair}"
            return Advice(action, antrag.reason if antrag.call else Reason(
                _("{action}: after morbus a solo or an Antrag must be named; {why}").format(action=action,
                                                                                         why=solo.reason), ("R7",)))
        if phase == "antrag-open":
            contract = rnd.contract
            assert contract is not None
            return open_card_choice(hand, contract[2])
        if phase == "antrag-offer":
            proposal = rnd.proposal
            assert proposal is not None
            shown = proposal["open_card"]
            plan = accept_plan(hand, shown, self._rng("accept", seat, hand, f"{proposal['seat']}:{shown}"))
            return Advice("accept" if plan.call else "decline", plan.reason)
        if phase == "antrag-return":
            given = [step.action for step in rnd.history()
                     if step.phase == "antrag-return" and step.seat == seat]
            return return_choice(hand, [str(a).partition(":")[2] for a in given])
        return self._solo_lead(rnd, seat, hand) or super().advise(rnd)

    def _solo_lead(self, rnd: Round, seat: int, hand: list[Card]) -> Advice | None:
        """A soloist with three or more trumps leads its highest one, to draw the opponents' trumps."""
        contract = rnd.contract
        if rnd.current_trick is not None or not contract or contract[0] != "solo" or contract[1] != seat:
            return None
        game = rnd.game
        trumps = [c for c in hand if game.is_trump(c)]
        if len(trumps) < 3:
            return None
        card = max(trumps, key=game.sort_key)
        return Advice(card, Reason(_("lead {card}: as the soloist with {count} trumps I lead my highest one, to "
                                     "draw the opponents' trumps (R8: the soloist leads).").format(
            card=card, count=len(trumps)), ("R8",)))


def play_round(seed: Seed = None, players: int = 5, dealer: int = 0,
               player: _Player | dict[int, _Player] | None = None, *, allow_throw_in: bool = False) -> Round:
    """Deal from ``seed`` and play a whole round with ``player`` (default :class:`RuleBasedPlayer`)
    in every seat; returns the finished :class:`~hydra.hydra.round.Round`.

    ``player`` may be one player for all seats or a dict seat -> player.
    """
    from .round import Round
    rnd = Round.new(seed=seed, players=players, dealer=dealer)
    if player is None:
        player = RuleBasedPlayer(seed)
    seats = player if isinstance(player, dict) else {s: player for s in range(players)}
    while not rnd.is_over:
        if rnd.phase == "throw-in" and not allow_throw_in:
            rnd.apply("keep")
            continue
        seat = rnd.to_move
        assert seat is not None                 # None only once the round is over
        rnd.apply(seats[seat].choose(rnd))
    return rnd
