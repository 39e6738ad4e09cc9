"""One way to read an open sentence of a rules text: the shared shape of every game's rulings.

A ruling settles a sentence that can be read more than one way; each way is a :class:`Reading`, and
the one the engine plays is ``chosen``. The games' rulings modules (``hydra.doppelkopf.rulings``,
``hydra.hydropolis.rulings``) list theirs; this module names no game.

>>> Reading("karo-solo", "no Schweine from trick 4", chosen=True).chosen
True
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Reading"]


@dataclass(frozen=True)
class Reading:
    """One way to read an open sentence; ``chosen`` is the one the engine plays."""
    name: str
    text: str
    chosen: bool = False
