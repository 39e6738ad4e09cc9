"""A round's history: every action in order, the deal first (OpenSpiel's chance action).

A :class:`Step` says who did what in which phase. The first step of every
round is the deal (phase ``"deal"``, no seat, the :class:`~hydra.hydra.deal.Deal`);
then come the throw-in choices (R6), the calls (R7), the declarations, the
open Antrag's steps (R9) and each card played. Replaying the steps through
:meth:`hydra.Round.apply` gives the same round again, which is how
:meth:`hydra.Round.undo` works.

>>> import hydra
>>> r = hydra.Round.new(seed=1, dealer=4)
>>> r.apply("valeo")
>>> [str(step) for step in r.history()]
['deal (seed 1, dealer 4)', 'seat 0: valeo']
"""

from __future__ import annotations

from hydra.core.history import Step as CoreStep

from .cards import Card
from .deal import Deal

__all__ = ["Action", "Step"]

#: What a player does: a word before play (``"valeo"``, ``"solo:color-solo:G"``, ``"open:GK"``,
#: ...), a card during play.
Action = str | Card


class Step(CoreStep[Action | Deal]):
    """One entry of a round's history: the phase it happened in, the seat, and the action (the core's
    :class:`~hydra.core.history.Step`, with Hydra's text for the deal)."""

    __slots__ = ()

    def __str__(self) -> str:
        if isinstance(self.action, Deal):
            deal = self.action
            seed = "" if deal.seed is None else f"seed {deal.seed!s}, "   # !s: as before, also for a bytes seed
            return f"deal ({seed}dealer {deal.dealer})"
        return f"seat {self.seat}: {self.action}"
