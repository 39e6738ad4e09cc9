"""A game of Fünfhundert: rounds until a team reaches 500 or falls to minus 500 (F11).

The deal passes to the left after every round, a redeal after four passes
included (F4, F25). Points are kept per team: team 0 is seats 0 and 2, team 1
seats 1 and 3 (F2).

>>> from hydra import fuenfhundert as fh
>>> m = fh.Match(dealer=0)
>>> for seed in range(3):
...     _ = m.play_round(seed=seed)
>>> m.dealer, len(m.rounds), m.totals == tuple(map(sum, zip(*(r.points for r in m.rounds))))
(3, 3, True)
>>> fh.Match(totals=(510, -20)).winner, fh.Match(totals=(-500, 30)).winner   # F11
(0, 1)
"""

from __future__ import annotations

from hydra.core.errors import RuleError
from hydra.core.match_core import MatchCore
from hydra.core.registry import Seed

from .deal import check_seat, next_dealer
from .players import RuleBasedPlayer
from .round import Round

__all__ = ["Match", "TARGET"]

#: The points that win (and, negative, lose) the game (F11).
TARGET = 500


class Match(MatchCore[Round]):
    """The rounds of one game, the running totals per team, and whose deal it is."""

    def __init__(self, dealer: int = 0, totals: tuple[int, int] = (0, 0)) -> None:
        self.dealer = check_seat(dealer, "dealer")
        self.rounds: list[Round] = []
        self._totals = [int(totals[0]), int(totals[1])]

    @property
    def totals(self) -> tuple[int, int]:
        """Points per team so far."""
        return self._totals[0], self._totals[1]

    @property
    def winner(self) -> int | None:
        """The winning team once the game is decided (F11), else None.

        A team at 500 or more wins; a team at minus 500 or less loses, and the other team wins.
        """
        for team in (0, 1):
            if self._totals[team] >= TARGET:
                return team
        for team in (0, 1):
            if self._totals[team] <= -TARGET:
                return 1 - team
        return None

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    def new_round(self, seed: Seed = None) -> Round:
        """Deal the next round, with the current dealer."""
        return Round.new(seed=seed, dealer=self.dealer)

    def add(self, rnd: Round) -> None:
        """Book a finished round: add its points (F10) and pass the deal to the left (F25)."""
        if self.is_over:
            raise RuleError(f"the game is over: team {self.winner} has won (F11)", rule="F11")
        if not rnd.is_over:
            raise RuleError("only a finished round can be booked: play all ten tricks first (F9)",
                            rule="F9")
        if rnd.dealer != self.dealer:
            raise RuleError(f"this round was dealt by seat {rnd.dealer}, but it is seat "
                            f"{self.dealer}'s deal (F25)", rule="F25")
        self.rounds.append(rnd)
        points = rnd.points
        self._totals[0] += points[0]
        self._totals[1] += points[1]
        self.dealer = next_dealer(self.dealer)

    def example_player(self, seed: Seed = None) -> RuleBasedPlayer:
        """The player of :meth:`play_round` (from :class:`~hydra.core.match_core.MatchCore`) by default."""
        return RuleBasedPlayer(seed)
