"""What the games' trick explanations share (issue 21): one step per card, each step citing its rules,
and the explanation's rules are every rule cited, each once, in order of first use. Imports no game.

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class Step:
...     rules: tuple[str, ...]
>>> @dataclass(frozen=True)
... class Explanation(ExplainedByStep):
...     steps: tuple[Step, ...]
>>> Explanation((Step(("D7",)), Step(("D5", "D7")), Step(("D6",)))).rules
('D7', 'D5', 'D6')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

__all__ = ["CitesRules", "ExplainedByStep", "CardStep"]

_Card = TypeVar("_Card")


@dataclass(frozen=True)
class CardStep(Generic[_Card]):
    """What one card did in a trick, in any game: its place (``index``), the ``card``, the ``verdict``
    ("lead", "takes the lead", "does not beat" …) and whether it ``takes_lead``. A game's step adds
    how it says why (its sentence and the rules cited)."""

    index: int
    card: _Card
    verdict: str
    takes_lead: bool


class CitesRules(Protocol):
    """A step of an explanation: the rules that say what the card did."""

    @property
    def rules(self) -> tuple[str, ...]: ...


class ExplainedByStep:
    """The base of a game's trick explanation (a frozen dataclass with a ``steps`` field)."""

    steps: Sequence[CitesRules]

    @property
    def rules(self) -> tuple[str, ...]:
        """Every rule cited, in order of first use."""
        return tuple(dict.fromkeys(rule for step in self.steps for rule in step.rules))
