"""Example players: ``choose(round) -> action``, seeded and reproducible.

* :class:`RandomPlayer` picks any legal action.
* :class:`RuleBasedPlayer` makes reservations and announcements from its hand
  and says why (``.reason``, a :class:`hydra.core.errors.Reason` citing the rules),
  follows cheaply, and takes tricks when it can do so cheaply.

>>> from hydra import doppelkopf as dk
>>> r = dk.play_round(seed=5, rules="turnier")
>>> r.is_over, sum(r.points)
(True, 0)
>>> p = dk.RuleBasedPlayer(seed=1)
>>> r = dk.Round.from_deal(["EO EO SK RK GK EK SU E10 G10 R10", "SD SD S10 RD GD ED RU GU EU R10",
...                         "SO SO RO RO GO GO S10 SK RK GK", "EK ED E10 G10 GD RD SU RU GU EU"],
...                        rules="turnier", dealer=3)
>>> p.choose(r), p.reason.rules
('hochzeit:erster', ('D8', 'D9'))
"""

from __future__ import annotations

import random
from collections.abc import Hashable
from typing import Protocol

from hydra.hydra.cards import Card
from hydra.core.errors import Reason
from hydra.core.i18n import _
from hydra.hydra.games import Game

from .round import Action, Round

__all__ = ["Player", "RandomPlayer", "RuleBasedPlayer", "play_round"]


class Player(Protocol):
    def choose(self, rnd: Round) -> Action: ...


class RandomPlayer:
    """Chooses uniformly among the legal actions (seeded)."""

    def __init__(self, seed: Hashable | None = None) -> None:
        # a seed is whatever random.Random takes; typed Hashable as the round's seed is
        self.rng = random.Random(seed)  # type: ignore[arg-type]

    def choose(self, rnd: Round) -> Action:
        return self.rng.choice(rnd.legal_actions())


def _strength(hand: list[Card], game: Game) -> tuple[int, int]:
    """(trumps, high trumps: the top four places of the ladder)."""
    ranks = [game.trump_rank[c.index] for c in hand if game.trump_rank[c.index] >= 0]
    return len(ranks), sum(1 for r in ranks if r >= len(game.trumps) - 4)


class RuleBasedPlayer:
    """A careful beginner; ``reason`` says why it chose its last reservation or announcement."""

    def __init__(self, seed: Hashable | None = None) -> None:
        # a seed is whatever random.Random takes; typed Hashable as the round's seed is
        self.rng = random.Random(seed)  # type: ignore[arg-type]
        self.reason = Reason("")

    def choose(self, rnd: Round) -> Action:
        self.reason = Reason("")              # a card played says no reason; a call below sets its own
        legal = rnd.legal_actions()
        phase = rnd.phase
        seat = rnd.to_move
        assert seat is not None
        hand = rnd.view(seat).hand
        if phase == "throw-in":
            self.reason = Reason(_("keep the cards: five Könige are no reason to give up (D38)"), ("D38",))
            return "weiter"
        if phase == "reservations":
            return self._reserve(rnd, list(hand), [a for a in legal if isinstance(a, str)])
        if phase == "reizen":
            return "passen"
        if phase == "armut-add":
            return "beilegen:keine"
        if phase == "armut-offer":
            trumps, high = _strength(list(hand), rnd.game)
            said = (_("{trumps} trumps, {high} high: take the Armut (D11)") if trumps >= 7 else
                    _("{trumps} trumps, {high} high: decline (D11)"))
            self.reason = Reason(said.format(trumps=trumps, high=high), ("D11",))
            return "annehmen" if trumps >= 7 else "ablehnen"
        if phase == "armut-return":
            return min((a for a in legal if isinstance(a, str)),
                       key=lambda a: self._cost(rnd.game, Card.parse(a.partition(":")[2])))
        calls = [a for a in legal if isinstance(a, str)]
        if calls:
            call = self._announce(rnd, list(hand), calls)
            if call:
                return call
        return self._card(rnd, [a for a in legal if isinstance(a, Card)])

    def _reserve(self, rnd: Round, hand: list[Card], legal: list[str]) -> str:
        hochzeit = [a for a in legal if a.startswith("hochzeit")]
        if hochzeit:
            self.reason = Reason(_("both Kreuz-Damen: announce a Hochzeit (D8, D9)"), ("D8", "D9"))
            return hochzeit[-1]
        queens = sum(1 for c in hand if c.rank == "O")
        jacks = sum(1 for c in hand if c.rank == "U")
        trumps, high = _strength(hand, rnd.game)
        if queens >= 6 and "solo:queen-solo" in legal:
            self.reason = Reason(_("{count} Damen: a Damensolo (D10)").format(count=queens), ("D10",))
            return "solo:queen-solo"
        if jacks >= 6 and "solo:jack-solo" in legal:
            self.reason = Reason(_("{count} Buben: a Bubensolo (D10)").format(count=jacks), ("D10",))
            return "solo:jack-solo"
        if trumps >= 9 and high >= 3:
            self.reason = Reason(_("{trumps} trumps, {high} of the top four: a Karo-Solo (D3, D10)").format(
                trumps=trumps, high=high), ("D3", "D10"))
            return "solo:color-solo:S"
        if "armut" in legal:
            self.reason = Reason(_("at most three trumps: offer a Trumpfabgabe (D11)"), ("D11",))
            return "armut"
        self.reason = Reason(_("{trumps} trumps: no reservation (D12)").format(trumps=trumps), ("D12",))
        return "gesund"

    def _announce(self, rnd: Round, hand: list[Card], calls: list[str]) -> str | None:
        trumps, high = _strength(hand, rnd.game)
        first = [c for c in calls if c in ("re", "kontra", "doppelt")]
        if first and trumps >= 6 and high >= 2:
            word = {"re": "Re", "kontra": "Contra" if rnd.rules == "turnier" else "Kontra",
                    "doppelt": "Doppelt"}[first[0]]                   # as the rule set's text writes it
            rules = ("D32", "D13") if rnd.rules == "turnier" else ("D35", "D13")   # what it does, until when
            self.reason = Reason(_("{trumps} trumps, {high} of the top four: say {call} ({rules})").format(
                trumps=trumps, high=high, call=word, rules=", ".join(rules)), rules)
            return first[0]
        return None

    @staticmethod
    def _cost(game: Game, card: Card) -> tuple[int, int]:
        rank = game.trump_rank[card.index]
        return card.eyes + (20 + 3 * rank if rank >= 0 else 0), card.index

    def _card(self, rnd: Round, legal: list[Card]) -> Card:
        game = rnd.game
        legal = list(dict.fromkeys(legal))
        trick = list(rnd.trick)

        def cost(c: Card) -> tuple[int, int]:
            return self._cost(game, c)
        if not trick:
            fails = [c for c in legal if game.trump_rank[c.index] < 0]
            return min(fails or legal, key=cost)
        seat = rnd.to_move
        assert seat is not None
        current = rnd.trick_seats[game.winner(trick)]
        parties = rnd.view(seat).public_parties
        partner_wins = parties is not None and any(seat in p and current in p for p in parties)
        if partner_wins and len(trick) == 3:
            return max(legal, key=lambda c: (c.eyes if game.trump_rank[c.index] < 8 else -1, -c.index))
        winning = [c for c in legal if game.winner(trick + [c]) == len(trick)]
        if winning and not partner_wins:
            return min(winning, key=cost)
        return min(legal, key=cost)


def play_round(seed: Hashable | None = None, rules: str = "turnier", dealer: int = 0,
               players: int = 4, schweine: bool = False,
               player: Player | dict[int, Player] | None = None) -> Round:
    """Deal from ``seed`` and play a whole round (default :class:`RuleBasedPlayer` everywhere)."""
    rnd = Round.new(seed=seed, rules=rules, dealer=dealer, players=players, schweine=schweine)
    chosen: Player = player if player is not None and not isinstance(player, dict) else \
        RuleBasedPlayer(seed)
    seats = player if isinstance(player, dict) else {s: chosen for s in range(players)}
    while not rnd.is_over:
        assert rnd.to_move is not None
        rnd.apply(seats[rnd.to_move].choose(rnd))
    return rnd
