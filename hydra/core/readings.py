"""One way to read an open sentence of a rules text: the shared shape of every game's rulings.

A ruling settles a sentence that can be read more than one way; each way is a :class:`Reading`, and
the one the engine plays is ``chosen``. The games' rulings modules (``hydra.doppelkopf.rulings``,
``hydra.hydropolis.rulings``) list theirs; this module names no game.

>>> Reading("karo-solo", "no Schweine from trick 4", chosen=True).chosen
True
>>> ruling_markdown("P1 Sides", ['> "a quote"'], "Decided.", [Reading("a", "one way", chosen=True)])
['## P1 Sides', '', '> "a quote"', '', 'Decided.', '', '- `a` **(played)**: one way', '']
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

__all__ = ["Reading", "ruling_markdown"]


@dataclass(frozen=True)
class Reading:
    """One way to read an open sentence; ``chosen`` is the one the engine plays."""
    name: str
    text: str
    chosen: bool = False


def ruling_markdown(heading: str, quotes: Iterable[str], decision: str, readings: Iterable[Reading]) -> list[str]:
    """One ruling in a generated rulings document: its heading, the quoted sentences (already
    formatted), the decision, and each reading with the one played marked."""
    out = [f"## {heading}", "", *quotes, "", decision]
    readings = list(readings)
    if readings:
        out.append("")
        out += [f"- `{r.name}`{' **(played)**' if r.chosen else ''}: {r.text}" for r in readings]
    out.append("")
    return out
