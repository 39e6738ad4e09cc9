"""A match: several rounds, the deal passing left, running totals, the winner (R11, R5).

After each played round the deal passes to the left (``dealer + 1``); after a
throw-in (R6) the same dealer deals again. Points are added up per player;
the highest total wins the match (R5).

>>> import hydra
>>> m = hydra.Match(players=5, dealer=0)
>>> for seed in range(3):
...     _ = m.play_round(seed=seed)
>>> m.dealer, len(m.rounds), sum(m.totals) > 0
(3, 3, True)
>>> round_name(m.rounds[0]), round_name(m.rounds[2])        # the engine's words, not its ids
('engagement (Verlobung)', 'normal game')
"""

from __future__ import annotations

from collections.abc import Sequence

from .deal import check_players
from ..core.errors import RuleError
from ..core.i18n import _
from ..core.match_core import MatchCore
from .parties import describe_kind
from .players import RuleBasedPlayer
from ..core.registry import Seed
from .round import Round

__all__ = ["Match", "round_name", "next_dealer"]


def next_dealer(dealer: int, ending: str, players: int = 5) -> int:
    """Who deals after a round dealt by ``dealer`` that ended as ``ending`` says: the same dealer after
    a throw-in (R6: the round is repeated with the same dealer), else the dealer's left (R11).

    >>> next_dealer(4, "played"), next_dealer(4, "thrown-in"), next_dealer(5, "played", players=6)
    (0, 4, 0)
    """
    if ending == "thrown-in":
        return dealer
    return (dealer + 1) % players


def round_name(rnd: Round) -> str:
    """What game a round was, in the learner's words: its party kind as :func:`describe_kind`
    names it ('secret proposal (geheimer Antrag)'), a solo by its game ('Ober-Solo (a trump solo)', R7),
    'thrown in' (R6) or 'not decided yet'."""
    if rnd.thrown_in_by is not None:
        return "thrown in"
    if rnd.kind is None:
        return "not decided yet"
    if rnd.kind == "solo":
        return rnd.game.name
    return describe_kind(rnd.kind).split(":")[0]


class Match(MatchCore[Round]):
    """Rounds played so far, totals per player, and whose deal it is."""

    players: int
    dealer: int
    names: tuple[str, ...]
    rounds: list[Round]
    totals: list[int]

    def __init__(self, players: int = 5, dealer: int = 0, names: Sequence[str] | None = None,
                 totals: Sequence[int] | None = None) -> None:
        """``totals``: the points each player has so far (a match taken up again); none by default.

        >>> Match(totals=[12, 30, 7, 29, 4]).winner
        1
        """
        check_players(players, dealer)
        if totals is not None and len(totals) != players:
            raise RuleError(_("a match of {players} players needs {players} totals, got {count} (R5)").format(
                players=players, count=len(totals)), rule="R5")
        if names is not None and len(names) != players:
            raise RuleError(_("a match of {players} players needs {players} names, got {count} (R11)").format(
                players=players, count=len(names)), rule="R11")
        self.players, self.dealer = players, dealer
        self.names = tuple(names) if names is not None else tuple(f"seat {s}" for s in range(players))
        self.rounds = []          # finished rounds (thrown-in rounds included)
        self.totals = list(totals) if totals is not None else [0] * players

    def new_round(self, seed: Seed = None) -> Round:
        """Deal the next round with the current dealer."""
        return Round.new(seed=seed, players=self.players, dealer=self.dealer)

    def add(self, rnd: Round) -> None:
        """Book a finished round: add its points and pass the deal, or keep it after a throw-in."""
        if not rnd.is_over:
            raise RuleError(_("only a finished round can be booked: play all ten tricks first (rules: Spielende)"),
                            rule="rules: Spielende")
        if rnd.dealer != self.dealer or rnd.players != self.players:
            raise RuleError(_("this round was dealt by seat {dealt}, but it is seat {dealer}'s deal (R11)").format(
                dealt=rnd.dealer, dealer=self.dealer), rule="R11")
        self.rounds.append(rnd)
        if rnd.ending != "thrown-in":
            for seat, points in enumerate(rnd.points):
                self.totals[seat] += points
        self.dealer = next_dealer(self.dealer, rnd.ending or "played", self.players)

    def example_player(self, seed: Seed = None) -> RuleBasedPlayer:
        """The player of :meth:`play_round` (from :class:`~hydra.core.match_core.MatchCore`) by default."""
        return RuleBasedPlayer(seed)

    @property
    def leaders(self) -> tuple[int, ...]:
        """The seats with the highest total (more than one on a tie)."""
        best = max(self.totals)
        return tuple(s for s, t in enumerate(self.totals) if t == best)

    @property
    def winner(self) -> int | None:
        """The single seat with the highest total, or None on a tie (R5)."""
        leaders = self.leaders
        return leaders[0] if len(leaders) == 1 else None

    def standings(self) -> list[tuple[str, int]]:
        """(name, total) from the highest total down."""
        return sorted(zip(self.names, self.totals), key=lambda item: -item[1])
