"""Example players, so notebooks can play complete rounds from a seed.

* :class:`RandomPlayer` picks any legal action.
* :class:`RuleBasedPlayer` plays like a careful beginner: it says valeo,
  follows cheaply, takes a trick when it can win it cheaply, gives eyes to a
  partner who is surely winning, and keeps its high trumps.

Players only see what their seat may know (:meth:`hydra.Round.view`).

>>> import hydra
>>> r = hydra.play_round(seed=5)
>>> r.is_over, len(r.tricks), sum(r.eyes)
(True, 10, 240)
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, TypeAlias

if TYPE_CHECKING:
    from .cards import Card
    from .games import Game
    from .history import Action
    from .round import Round

__all__ = ["RandomPlayer", "RuleBasedPlayer", "play_round"]

#: What seeds ``random.Random``.
_Seed: TypeAlias = "int | float | str | bytes | bytearray | None"
#: One of the example players below.
_Player: TypeAlias = "RandomPlayer | RuleBasedPlayer"


class RandomPlayer:
    """Chooses uniformly among the legal actions (seeded)."""

    rng: random.Random

    def __init__(self, seed: _Seed = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, rnd: Round) -> Action:
        return self.rng.choice(rnd.legal_actions())


class RuleBasedPlayer:
    """A simple, predictable player: cheap when it cannot win, cheap when it can."""

    rng: random.Random

    def __init__(self, seed: _Seed = None) -> None:
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
        game = rnd.game
        legal = list(dict.fromkeys(rnd.legal_cards()))
        current_trick = rnd.current_trick
        trick = list(current_trick.cards) if current_trick else []
        cost = lambda c: self._cost(game, c)  # noqa: E731
        if not trick:
            fails = [c for c in legal if game.trump_rank[c.index] < 0]
            return min(fails or legal, key=cost)
        seat = rnd.to_move
        assert seat is not None and current_trick is not None      # a trick is being played: someone is to move
        current = current_trick.winner_seat
        view = rnd.view(seat)
        partner_wins = view.knowledge is not None and view.knowledge.together(seat, current) is True
        last = len(trick) == 4
        if partner_wins and last:
            # the partner takes the trick: give it eyes, but not a high trump
            return max(legal, key=lambda c: (c.eyes if game.trump_rank[c.index] < 7 else -1, -c.index))
        winning = [c for c in legal if game.winner(trick + [c]) == len(trick)]
        if winning:
            cheapest = min(winning, key=cost)
            high = game.trump_rank[cheapest.index] >= len(game.trumps) - 3
            if last or not high or sum(c.eyes for c in trick) >= 20:
                return cheapest
        return min(legal, key=cost)


def play_round(seed: _Seed = None, players: int = 5, dealer: int = 0,
               player: _Player | dict[int, _Player] | None = None, *, allow_throw_in: bool = False) -> Round:
    """Deal from ``seed`` and play a whole round with ``player`` (default :class:`RuleBasedPlayer`)
    in every seat; returns the finished :class:`~hydra.round.Round`.

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
