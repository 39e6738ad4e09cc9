"""Lesson 07's Füchse in a Trumpfabgabe (Armut): how the Hausrunde and the Turnier count a weak
hand's trumps, what the Turnier's Trumpfabgabe gives, and what Hydra has instead.

A plain model (no widgets): the trumps are counted by :func:`hydra.doppelkopf.reservations.armut_trumps`
and the Trumpfabgabe is played through :class:`hydra.doppelkopf.Round`; nothing here decides a rule.

>>> [o.value for o in fuechse_armut().examples[0].outcomes]
[4, 2, 5]
"""

from __future__ import annotations

from collections.abc import Sequence

import hydra
from hydra.cards import Card
from hydra.doppelkopf import Round, card_name, dk_cards
from hydra.doppelkopf.compare import Example, Outcome
from hydra.doppelkopf.reservations import armut_trumps, options
from hydra.scoring import FUCHS_BONUS

from .doppelkopf_mistakes import Point, deal_with
from .doppelkopf_tricks import SIDE_NAMES, hydra_name, quotes

__all__ = ["ARMUT_HAND", "fuechse_armut"]


#: A hand with both Füchse and two more trumps (D11, D41).
ARMUT_HAND = "SD SD SU RU EK E10 ED GK G10 RK"


def fuechse_armut(hand: str = ARMUT_HAND) -> Point:
    """The Füchse in a Trumpfabgabe: the Turnier does not count them (and lays them open), the
    Hausrunde does (D11, D41, D42); Hydra has no Trumpfabgabe, its Fuchs is the lowest trump (R4).

    >>> p = fuechse_armut()
    >>> [o.value for o in p.examples[0].outcomes]                  # trumps counted; Hydra: Fuchs bonus
    [4, 2, 5]
    >>> p.examples[0].outcomes[1].text.count("may offer")
    1
    """
    cards = dk_cards(hand)
    outs: list[Outcome] = []
    for rs in ("hausrunde", "turnier"):
        n = armut_trumps(cards, rs)
        may = "armut" in options(cards, rs)
        why = ("the Füchse are not counted, and are laid open beside the trumps given" if rs == "turnier"
               else "the Füchse count as trumps like any other")
        rules = "D11, D41" if rs == "turnier" else "D11, D42"
        outs.append(Outcome(rs, f"{SIDE_NAMES[rs]}: {n} trumps counted ({why}), so this hand "
                            + ("may offer a Trumpfabgabe" if may else "may not offer a Trumpfabgabe (at most three)")
                            + f" ({rules}).", n))
    given = _armut_given(cards)
    if given:
        outs = outs[:1] + [Outcome("turnier", outs[1].text + " Offered, it gives "
                                   + ", ".join(card_name(c) for c in given)
                                   + ": all its trumps, the Füchse with them.", outs[1].value)]
    normal = hydra.get_game("normal")
    lowest = normal.ladder()[-1]
    outs.append(Outcome("hydra", f"Hydra: no Trumpfabgabe (a weak hand has the Antrag instead, R9). The Fuchs "
                        f"({hydra_name(lowest)}) is the lowest trump of the normal game; caught by the other party "
                        f"it brings {FUCHS_BONUS} bonus points (R4).", FUCHS_BONUS))
    return Point(
        "fuechse-armut", "The Füchse in a Trumpfabgabe",
        "A Trumpfabgabe needs at most three trumps. The Turnier does not count the Füchse (Karo-Asse) and lays "
        "them open beside the trumps given; the Hausrunde counts them. Hydra has no Trumpfabgabe at all.",
        (Example("hand", "The same hand offered as a Trumpfabgabe", tuple(str(c) for c in cards), tuple(outs)),),
        ("D11", "D41", "D42", "R4", "R9"), quotes("D11", "D41"))


def _armut_given(cards: Sequence[Card]) -> tuple[Card, ...]:
    """The cards a Turnier Trumpfabgabe of ``cards`` (seat 0) gives, played through the engine."""
    rnd = Round.from_deal(deal_with(cards), rules="turnier", dealer=3)
    for action in ["armut"] + ["gesund"] * 3:                      # seat 0 offers, the others are healthy
        rnd.apply(action)
    given = rnd.armut.get("given") if rnd.phase == "armut-offer" else None
    return tuple(c for c in given if isinstance(c, Card)) if isinstance(given, list) else ()


