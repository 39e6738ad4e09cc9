"""What the Doppelkopf kinds share: the seeded deal of the 40-card deck (D1) to four seats (D2),
the board's caption (rule set and game) and the French card names learners read.

Presentation and dealing only: every rule is decided by :mod:`hydra.doppelkopf`.

>>> board_caption("hausrunde", "normal")
'Doppelkopf · Hausrunde rules · Normalspiel'
>>> named(hydra.Card.parse("EO"))
'Kreuz-Dame (EO)'
"""

from __future__ import annotations

import random

import hydra
from hydra import doppelkopf as dk
from hydra.core.i18n import _
from tutor.exercises.model import Exercise

__all__ = ["FAMILY", "RULE_SET_NAMES", "board_caption", "named", "deal4", "plant4", "dk_game"]

FAMILY = "doppelkopf"
#: How a rule set is shown to learners.
RULE_SET_NAMES = {"hausrunde": "Hausrunde", "turnier": "Turnier"}


def board_caption(rule_set: str, game_id: str) -> str:
    """What the board says: the game, the rule set and the Doppelkopf game in play."""
    return _("Doppelkopf · {rules} rules · {game}").format(rules=RULE_SET_NAMES[rule_set], game=dk.TITLES[game_id])


def named(card: hydra.Card) -> str:
    """A card as a Doppelkopf learner reads it: ``Kreuz-Dame (EO)``."""
    return dk.card_name(card)


def deal4(rng: random.Random) -> list[list[hydra.Card]]:
    """Four hands of ten from a seeded shuffle of the 40-card deck (D1, D2)."""
    deck = list(dk.DECK)
    rng.shuffle(deck)
    return [deck[i * 10:(i + 1) * 10] for i in range(4)]


def plant4(hands: list[list[hydra.Card]], card: hydra.Card, seat: int, rng: random.Random) -> None:
    """Move one copy of ``card`` into ``hands[seat]`` by a swap (the deal stays a deal)."""
    if hands[seat].count(card) >= 2:
        return
    for other in range(4):
        if other != seat and card in hands[other]:
            swap = [c for c in hands[seat] if c != card]
            give = rng.choice(swap)
            hands[other][hands[other].index(card)] = give
            hands[seat][hands[seat].index(give)] = card
            return


def dk_game(ex: Exercise) -> hydra.Game:
    """The Doppelkopf game ``ex`` is played in (its games are Hydra's game type, D1: the normal game, a solo)."""
    if not isinstance(ex.game, hydra.Game):
        raise TypeError(f"the Doppelkopf exercise {ex.id or ex.kind!r} names no game: {ex.game!r}")
    return ex.game
