"""Every difference between the rule sets ``hausrunde``, ``turnier`` and Hydra, from the rule data.

Each :class:`Difference` says what each rule set decides, cites its rulings (D-ids of
``docs/rulings-doppelkopf.md``, R-ids of ``hydra-rulings.md``) with their German quotes, and,
where the outcome differs, carries an :class:`Example` the engines computed: the same four
cards with a different winner, or the same tricks with different points. Examples are found
by searching (over a game's trumps and fail cards, over eye splits, over hands), never written
down by hand, so they change with the engines.

The differences live in three modules, one per idea, on the pieces of :mod:`.compare_model`:
:mod:`.compare_tricks` (the cards and who takes a trick), :mod:`.compare_calls` (what is said:
parties, reservations, announcements, throwing in) and :mod:`.compare_scores` (Sonderpunkte and
who wins). This module puts them in order; every name it offered is still importable here.

>>> from hydra.doppelkopf.compare import differences, difference
>>> d = difference("equal-cards")
>>> d.rules
('D5', 'R2')
>>> d.example is not None and len({o.value for o in d.example.outcomes}) > 1
True
>>> [o.rule_set for o in d.example.outcomes]
['hausrunde', 'turnier', 'hydra']
>>> all(x.topic for x in differences())
True
"""

from __future__ import annotations

from functools import lru_cache

from hydra.core.i18n import language

from . import compare_calls as calls
from . import compare_scores as scores
from . import compare_tricks as tricks
from .compare_model import (HYDRA_RULES, SET_NAMES, SETS, Difference, Example, Outcome, cards_text, find_trick,
                            hydra_game)

__all__ = ["SETS", "SET_NAMES", "HYDRA_RULES", "Outcome", "Example", "Difference", "differences", "difference",
           "hydra_game", "find_trick", "cards_text"]


def differences() -> tuple[Difference, ...]:
    """Every difference, in the order a Doppelkopf player meets them (computed once for each language: their
    sentences are said in the page's language, issue 33)."""
    return _differences(language())


@lru_cache(maxsize=4)
def _differences(_language: str) -> tuple[Difference, ...]:
    return (tricks.deck(), tricks.normal_trumps(), tricks.equal_cards(), tricks.schweine(), tricks.solos(),
            tricks.mixed_solo(), calls.parties(), calls.reservations(), calls.announcements(), scores.winning(),
            scores.against_the_old(), scores.herzstich(), scores.fuchs_in_solo(), scores.last_trick(),
            calls.throwing_in())


def difference(key: str) -> Difference:
    """The difference with that key (``'equal-cards'``, ``'schweine'``, ...); KeyError if none."""
    for d in differences():
        if d.key == key:
            return d
    raise KeyError(key)
