"""Lesson 07's live Doppelkopf side: the same question asked of ``hydra.doppelkopf`` (rule sets
``hausrunde`` and ``turnier``) and of ``hydra``, answered side by side.

A plain model (no widgets): every answer is the engines'. Nothing here decides a rule; it picks
examples (by searching the engines' answers) and words the engines' results for a learner, with
the rule ids they rest on (D-ids of ``docs/rulings-doppelkopf.md``, R-ids and the Hydra rules'
sections). The model is in three modules, one per idea; every name is importable from here too:

* :mod:`tutor.doppelkopf.course_tricks`: the cards' names, each side's trumps, who wins a trick
  (its examples: which Herz-10 wins, D5 and R2; the Turnier has no Kreuz-Solo, D3);
* :mod:`tutor.doppelkopf.course_mistakes`: the teaching points (:class:`Point`) a Doppelkopf
  player most often gets wrong: a colour solo, a Hochzeit alone, "gegen die Alten", 120 eyes;
* :mod:`tutor.doppelkopf.course_armut`: the Füchse in a Trumpfabgabe, a Turnier one played through.

>>> [p.key for p in points()]
['colour-solo', 'hochzeit-alone', 'gegen-die-alten', 'fuechse-armut', 'hausrunde-120']
"""

from __future__ import annotations

from functools import lru_cache

from hydra.core.i18n import language

from .course_armut import ARMUT_HAND, ArmutRound, CaughtFuchs, fuechse_armut, play_trumpfabgabe
from .course_mistakes import (GROOM_HAND, Point, colour_solo, gegen_die_alten, hausrunde_120, hochzeit_alone,
                                  play_hochzeit, winner_at)
from .course_tricks import (RULE_CARDS, SIDE_NAMES, SIDES, SideLadder, Verdict, contracts, dk_deck,
                                hydra_fifth_cards, hydra_name, ladders, quotes, who_wins)

__all__ = ["SIDES", "SIDE_NAMES", "SideLadder", "Verdict", "Point", "contracts", "ladders", "who_wins",
           "hydra_name", "RULE_CARDS", "points", "point", "colour_solo", "hochzeit_alone", "gegen_die_alten",
           "fuechse_armut", "hausrunde_120", "play_hochzeit", "ARMUT_HAND", "winner_at", "dk_deck",
           "hydra_fifth_cards", "quotes", "GROOM_HAND", "ArmutRound", "CaughtFuchs", "play_trumpfabgabe"]


def points() -> tuple[Point, ...]:
    """The five things a Doppelkopf player most often gets wrong in Hydra (computed once per language)."""
    return _points(language())


@lru_cache(maxsize=4)
def _points(lang: str) -> tuple[Point, ...]:
    return (colour_solo("S"), hochzeit_alone(), gegen_die_alten(), fuechse_armut(), hausrunde_120())


def point(key: str) -> Point:
    """The point with that key; KeyError if none."""
    for p in points():
        if p.key == key:
            return p
    raise KeyError(key)
