"""What the Fünfhundert (500) kinds share: the seeded deal (``hydra.fuenfhundert.deal``), the
board's caption (the contract), card names, and the seats that play a trick (three in a Misère,
F8: the bidder's partner sits out).

Presentation and dealing only: every rule is decided by :mod:`hydra.fuenfhundert`.

>>> board_caption(fh.as_contract("7D"))
'500 · contract 7 Karo (7D), Karo is trump'
>>> board_caption(fh.as_contract("misere"))
'500 · contract Misère: no trump, the bidder plays alone'
"""

from __future__ import annotations

import random
from collections.abc import Callable

from hydra import fuenfhundert as fh
from hydra.fuenfhundert.cards import CardLike
from hydra.core.i18n import _

__all__ = ["FAMILY", "board_caption", "name_in", "deal_hands", "trick_seats"]

FAMILY = "fuenfhundert"


def board_caption(contract: fh.Contract) -> str:
    """What the board says about the contract in play."""
    if contract.is_misere:
        return _("500 · contract {contract}: no trump, the bidder plays alone").format(contract=contract.name)
    if contract.no_trump:
        return _("500 · contract {contract} ({code}): no trump").format(contract=contract.name, code=contract)
    return _("500 · contract {contract} ({code}), {suit} is trump").format(
        contract=contract.name, code=contract, suit=fh.SUIT_NAMES[contract.trump or 'H'][0])


def name_in(contract: fh.Contract) -> Callable[[CardLike], str]:
    """A function naming a card (or its code) as the engine names it under ``contract``."""
    def name(card: CardLike) -> str:
        return fh.as_card(card).name(contract)
    return name


def deal_hands(rng: random.Random) -> list[list[fh.Card]]:
    """Four hands of ten from the engine's seeded deal (the kitty stays aside)."""
    return [list(h) for h in fh.deal(rng.randrange(1 << 30)).hands]


def trick_seats(leader: int, contract: fh.Contract, bidder: int) -> list[int]:
    """The seats in playing order from ``leader``: all four, or three in a Misère (F8)."""
    seats = [(leader + i) % 4 for i in range(4)]
    if contract.is_misere:
        seats.remove((bidder + 2) % 4)
    return seats
