"""What every card game's session does the same way with its engine round (:class:`EngineSeat`): the
deal's link code, whose turn, whether it is over, the learner's seat view, the legal actions as the
engine writes them, how many steps the history holds, and the round's record. A game's session adds
what is its own (``happened``, ``scores``, ``result``, the public facts its page draws), and never more
than the learner's seat may know."""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sized
from typing import Protocol

from hydra.core.record_json import WrittenRecord
from hydra.core.registry import SeatViewProtocol

from .. import links

__all__ = ["EngineSeat"]


class EngineRound(Protocol):
    """What :class:`EngineSeat` asks of a card game's round (Hydra's, 500's, Doppelkopf's)."""

    @property
    def dealer(self) -> int: ...

    @property
    def to_move(self) -> int | None: ...

    @property
    def is_over(self) -> bool: ...

    def history(self) -> Sized: ...

    def view(self, seat: int) -> SeatViewProtocol: ...

    # object: each game's own action, written out with str()
    def legal_actions(self) -> Iterable[object]: ...

    # object: JSON-ready values (hydra.core.record_json.WrittenRecord)
    def to_record(self) -> Mapping[str, object]: ...


class EngineSeat:
    """The base of a game's session: ``round`` is the engine's round (an :class:`EngineRound`; each
    game's session names its own class), ``seat`` the learner's seat."""

    round: EngineRound
    seat: int
    rng: random.Random
    seed: int                           # the deal's number (the SEED of its link code)

    @property
    def code(self) -> str:
        """This round's link code ``SEED-DEALER`` (``?deal=CODE`` deals it again)."""
        return links.deal_code(self.seed, self.round.dealer)

    def new_seed(self) -> int:
        """A new deal's number (the ``SEED`` of its link code ``SEED-DEALER``)."""
        return self.rng.randrange(1, 1_000_000)

    @property
    def my_turn(self) -> bool:
        """Whether the learner is to move."""
        return bool(self.round.to_move == self.seat)

    @property
    def over(self) -> bool:
        """Whether the round has ended (played out, or ended without play: a throw-in, a redeal)."""
        return bool(self.round.is_over)

    @property
    def step(self) -> int:
        """How many steps the engine's history holds (the deal first): a page marks its drawing with it."""
        return len(self.round.history())

    def view(self) -> SeatViewProtocol:
        """The learner's seat view (the engine's ``view(seat)``): never another player's hidden cards."""
        return self.round.view(self.seat)

    def legal_actions(self) -> list[str]:
        """The learner's legal actions as the engine writes them (empty when it is not their turn)."""
        return [str(a) for a in self.round.legal_actions()] if self.my_turn and not self.over else []

    def record(self) -> WrittenRecord:
        """The engine's round record (JSON), which replays to the same round."""
        return dict(self.round.to_record())
