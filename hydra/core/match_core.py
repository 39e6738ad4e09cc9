"""What a match of any game does: deal the next round with the dealer whose turn it is, play it out,
book it. Each game's ``Match`` says how (its rounds, its example player, what booking a round adds up
and whose deal is next); this module never imports a game.

Hydra's match (:class:`hydra.Match`: points per seat, R5, R11) and 500's
(:class:`hydra.fuenfhundert.Match`: points per team, F11, F25) share :meth:`MatchCore.play_round`.

>>> import hydra
>>> from hydra import fuenfhundert as fh
>>> isinstance(hydra.Match(), MatchCore), isinstance(fh.Match(), MatchCore)
(True, True)
>>> m = fh.Match()
>>> rnd = m.play_round(seed=5, player=fh.RandomPlayer(5))
>>> rnd.is_over, m.rounds == [rnd], m.dealer
(True, True, 1)
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any, Generic, Protocol, TypeVar

from .registry import Seed

__all__ = ["MatchCore", "Chooser"]



class _PlayedRound(Protocol):
    """What a match asks of its rounds (a part of :class:`hydra.core.registry.RoundProtocol`; the whole
    protocol as a bound is not matched by mypy through the rounds' read-only descriptors)."""

    @property
    def to_move(self) -> int | None: ...

    # Any: the chooser's action is the game's own (a card, a word)
    def apply(self, action: Any, /) -> object: ...


_R = TypeVar("_R", bound=_PlayedRound)
_R_contra = TypeVar("_R_contra", contravariant=True)


class Chooser(Protocol[_R_contra]):
    """A player: chooses the next action of the seat to move in a round."""

    def choose(self, rnd: _R_contra, /) -> object: ...  # object: the game's own action type


class MatchCore(ABC, Generic[_R]):
    """The rounds of one match in the order played, and whose deal it is."""

    dealer: int
    rounds: list[_R]

    @abstractmethod
    def new_round(self, seed: Seed = None) -> _R:
        """Deal the next round, with the current dealer."""

    @abstractmethod
    def add(self, rnd: _R) -> None:
        """Book a finished round: add its points and pass the deal as the game's rules say."""

    @abstractmethod
    def example_player(self, seed: Seed = None) -> Chooser[_R]:
        """The player :meth:`play_round` plays every seat with when none is given."""

    def play_round(self, seed: Seed = None, player: Chooser[_R] | None = None) -> _R:
        """Deal and play one round (``player`` for every seat: the game's example player by default),
        then book it."""
        chosen = player or self.example_player(seed)
        rnd = self.new_round(seed)
        while rnd.to_move is not None:           # the round protocol: nobody is to move once it is over
            rnd.apply(chosen.choose(rnd))
        self.add(rnd)
        return rnd
