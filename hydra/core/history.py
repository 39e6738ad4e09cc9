"""A round's history, in one shape for every game: the deal first, then one step per action applied.

A :class:`Step` says the phase it happened in, the seat (None for the deal, the chance action) and the
action: the game's own deal first (a :class:`Dealt`: it says its seed), then each action as
``apply()`` took it, whose ``str()`` is its notation. Each game's ``history()`` returns these
(Hydra's and Hydropolis's steps build on it for their texts).

>>> step = Step("play", 2, "HA")
>>> step.phase, step.seat, step.action, str(step)
('play', 2, 'HA', 'seat 2: HA')
>>> step == ("play", 2, "HA")
True
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Generic, NamedTuple, Protocol, TypeVar

__all__ = ["Dealt", "Step"]

_T_co = TypeVar("_T_co", covariant=True)


class Dealt(Protocol):
    """The action of a history's first step: the game's own deal (Hydra's and 500's ``Deal``, Hydropolis's
    deck, Doppelkopf's hands), which says the seed it was shuffled from (None: dealt from given hands;
    Doppelkopf takes any hashable seed) and whose ``str()`` says it in words."""

    # Hashable | bytearray: what random.Random takes (hydra.core.registry.Seed, which this module may not
    # import: the registry imports it), and Doppelkopf's seed, any hashable
    @property
    def seed(self) -> Hashable | bytearray | None: ...


class Step(NamedTuple, Generic[_T_co]):
    """One entry of a round's history: the phase it happened in, the seat (None for the deal), and the
    action (the deal first, then what ``apply()`` took)."""

    phase: str
    seat: int | None
    action: _T_co

    def __str__(self) -> str:
        return str(self.action) if self.seat is None else f"seat {self.seat}: {self.action}"
