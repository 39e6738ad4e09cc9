"""Doppelkopf cards: Hydra's notation without 9s and the Hydra, French names (D1).

The German suit letters stand for the French suits: ``E`` Kreuz, ``G`` Pik,
``R`` Herz, ``S`` Karo; ranks ``D`` As, ``10``, ``K`` König, ``O`` Dame,
``U`` Bube. Cards are :class:`hydra.hydra.cards.Card` objects, so the engine's
notation and :class:`hydra.hydra.games.Game` work unchanged.

>>> from hydra import doppelkopf as dk
>>> [dk.card_name(c) for c in dk.dk_cards("EO R10 SD")]
['Kreuz-Dame (EO)', 'Herz-10 (R10)', 'Karo-As (SD)']
>>> len(DECK), sum(c.eyes for c in DECK)
(40, 240)
>>> dk.dk_cards("Kreuz-Dame, herz-10")        # French names are accepted too
[Card.parse('EO'), Card.parse('R10')]
>>> dk.dk_cards("EO S9")
Traceback (most recent call last):
...
hydra.core.errors.RuleError: S9 is not a Doppelkopf card: both rule sets play without 9s, 40 cards (D1)
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from hydra.hydra.cards import Card, as_cards
from hydra.core.errors import RuleError
from hydra.hydra.svg import FaceWords

__all__ = ["SUITS", "RANKS", "FRENCH_SUITS", "FRENCH_RANKS", "CARDS", "DECK", "NICKNAMES", "FACE_WORDS",
           "card_name", "dk_card", "dk_cards", "check_copies", "CardsLike"]

#: Suit letters (Hydra notation) and ranks from low to high.
SUITS = ("S", "R", "G", "E")
RANKS = ("U", "O", "K", "10", "D")
#: The French names Doppelkopf players use.
FRENCH_SUITS = {"E": "Kreuz", "G": "Pik", "R": "Herz", "S": "Karo"}
FRENCH_RANKS = {"D": "As", "10": "10", "K": "König", "O": "Dame", "U": "Bube"}
#: The 20 distinct Doppelkopf cards and the 40-card deck (every card twice), D1.
CARDS: tuple[Card, ...] = tuple(Card(s, r) for s in SUITS for r in RANKS)
DECK: tuple[Card, ...] = tuple(c for c in CARDS for _ in range(2))
#: Nicknames of the texts: Dulle (R10), Fuchs (SD, seed 003 4.2), Karlchen (EU).
NICKNAMES = {"R10": "Dulle", "SD": "Fuchs", "EU": "Karlchen"}
#: The words ``hydra.hydra.svg`` writes on a Doppelkopf card (``deck="doppelkopf"``): its French name and
#: a corner index of its rank word's first letter (As, König, Dame, Bube: not "D" for the As).
FACE_WORDS = FaceWords(FRENCH_SUITS, FRENCH_RANKS, {"D": "A", "K": "K", "O": "D", "U": "B"}, NICKNAMES)

_IS_DK = frozenset(CARDS)
_BY_FRENCH = {f"{FRENCH_SUITS[c.suit]}-{FRENCH_RANKS[c.rank]}".lower(): c for c in CARDS
              if c.suit is not None}
_BY_FRENCH.update({k.replace("ö", "oe"): v for k, v in list(_BY_FRENCH.items())})
_FRENCH_TOKEN = re.compile(r"(kreuz|pik|herz|karo)-(as|10|könig|koenig|dame|bube)", re.IGNORECASE)

CardsLike = str | Iterable[Card | str]


def card_name(card: Card | str) -> str:
    """The French name a Doppelkopf learner reads, with the notation: ``'Kreuz-Dame (EO)'``."""
    c = dk_card(card)
    return f"{FRENCH_SUITS[str(c.suit)]}-{FRENCH_RANKS[c.rank]} ({c})"


def _d1(card: Card) -> RuleError:
    return RuleError(f"{card} is not a Doppelkopf card: both rule sets play without 9s, 40 cards (D1)",
                     rule="D1")


def dk_card(card: Card | str) -> Card:
    """One Doppelkopf card from a card, its notation or its French name (``'Kreuz-Dame'``)."""
    if isinstance(card, str):
        found = _BY_FRENCH.get(card.strip().lower())
        if found is not None:
            return found
    (c,) = dk_cards([card])
    return c


def dk_cards(cards: CardsLike) -> list[Card]:
    """Cards from notation (or a list of cards or strings); a 9 or HY raises RuleError D1.

    Bad notation raises :class:`hydra.core.errors.NotationError` naming the token.
    """
    if isinstance(cards, str) and _FRENCH_TOKEN.search(cards):
        cards = _FRENCH_TOKEN.sub(lambda m: str(_BY_FRENCH[m.group(0).lower()]), cards)
    out: list[Card] = as_cards(cards)
    for c in out:
        if c not in _IS_DK:
            raise _d1(c)
    return out


def check_copies(cards: Sequence[Card], where: str) -> None:
    """Raise RuleError D1 if a card occurs more than twice (the deck has each card twice)."""
    seen: dict[Card, int] = {}
    for c in cards:
        seen[c] = seen.get(c, 0) + 1
        if seen[c] > 2:
            raise RuleError(f"{seen[c]} copies of {card_name(c)} in {where}, but the 40-card deck "
                            "has every card twice (D1)", rule="D1")

