"""Cards, their notation and the 50-card deck.

A card is written ``<suit><rank>``: suits ``S`` Schell (Bells), ``R`` Rot
(Hearts), ``G`` Grün (Leaves), ``E`` Eichel (Acorns); ranks ``9``, ``U``
Unter, ``O`` Ober, ``K`` König, ``10``, ``D`` Daus. The joker is ``HY``,
the Hydra. Every one of the 25 cards is in the deck twice: 50 cards, 240 eyes.

>>> from hydra import Card, parse_cards
>>> card = Card.parse("eo")
>>> card, str(card), card.eyes, card.german_name, card.english_name
(Card.parse('EO'), 'EO', 3, 'Eichel-Ober', 'Ober of Acorns')
>>> [str(c) for c in parse_cards("SD, s9 HY")]
['SD', 'S9', 'HY']
>>> Card.parse("R10").nickname, Card.parse("SD").nickname
('Dulle', 'Fuchs')
>>> len(DECK), sum(c.eyes for c in DECK)
(50, 240)

Cards are interned: parsing the same notation twice gives the same object.

>>> Card.parse("GK") is Card("G", "K")
True
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable
from typing import ClassVar, Protocol

from .errors import NotationError, RuleError

__all__ = [
    "SUITS", "RANKS", "SUIT_NAMES", "RANK_NAMES", "EYES", "Card", "HYDRA",
    "CARDS", "DECK", "parse_card", "parse_cards", "as_card", "as_cards",
    "check_copies", "TOTAL_EYES", "deck_counts", "is_full_deck", "DULLE", "FUCHS", "TRUMP",
    "CardLike", "SpecialCards",
]

#: Suit letters in the deck's order, with their German and English names.
SUITS = ("S", "R", "G", "E")
SUIT_NAMES = {
    "S": ("Schell", "Bells"),
    "R": ("Rot", "Hearts"),
    "G": ("Grün", "Leaves"),
    "E": ("Eichel", "Acorns"),
}
#: Rank letters from low to high (plain order), with names.
RANKS = ("9", "U", "O", "K", "10", "D")
RANK_NAMES = {
    "9": ("9", "9"),
    "U": ("Unter", "Unter"),
    "O": ("Ober", "Ober"),
    "K": ("König", "King"),
    "10": ("10", "10"),
    "D": ("Daus", "Daus"),
}
#: Eyes (card points) per rank; the Hydra has none.
EYES = {"9": 0, "U": 2, "O": 3, "K": 4, "10": 10, "D": 11, "HY": 0}
TOTAL_EYES = 240

_BAD_CARD = ("is not a card: write a suit S, R, G or E followed by a rank "
             "9, U, O, K, 10 or D, or HY for the Hydra")


class Card:
    """One of the 25 distinct cards. Immutable, hashable, interned.

    ``Card("E", "O")`` or ``Card.parse("EO")``; the joker is ``Card.parse("HY")``
    (suit ``None``, rank ``"HY"``). ``str(card)`` is the notation,
    ``repr(card)`` is code that gives the card back.
    """

    __slots__ = ("suit", "rank", "index", "eyes", "_code")

    suit: str | None
    rank: str
    index: int
    eyes: int
    _code: str
    _cache: ClassVar[dict[tuple[str | None, str], Card]] = {}

    def __new__(cls, suit: str | None, rank: str) -> Card:
        try:
            return cls._cache[(suit, rank)]
        except (KeyError, TypeError):
            raise NotationError(
                f"{suit!r}, {rank!r} is not a card: suits are S, R, G, E; ranks 9, U, O, K, 10, D; "
                "the Hydra is Card(None, 'HY')", token=f"{suit}{rank}") from None

    @classmethod
    def _make(cls, suit: str | None, rank: str, index: int) -> Card:
        self = object.__new__(cls)
        object.__setattr__(self, "suit", suit)
        object.__setattr__(self, "rank", rank)
        object.__setattr__(self, "index", index)
        object.__setattr__(self, "eyes", EYES[rank])
        object.__setattr__(self, "_code", (suit or "") + rank if suit else "HY")
        cls._cache[(suit, rank)] = self
        return self

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self) -> tuple[Callable[[CardLike], Card], tuple[str]]:
        return (Card.parse, (self._code,))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> Card:
        return self

    def __hash__(self) -> int:
        return self.index

    def __str__(self) -> str:
        return self._code

    def __repr__(self) -> str:
        return f"Card.parse({self._code!r})"

    def __lt__(self, other: object) -> bool:
        """Deck order (S, R, G, E; 9 up to D; the Hydra last), for sorting only."""
        if not isinstance(other, Card):
            return NotImplemented
        return self.index < other.index

    @classmethod
    def parse(cls, text: CardLike) -> Card:
        """Parse one card; whitespace and lower case are accepted."""
        if isinstance(text, Card):
            return text
        if not isinstance(text, str):
            raise NotationError(f"{text!r} is not a card: expected text such as 'EO'", token=repr(text))
        token = text.strip()
        card = _BY_CODE.get(token) or (_BY_CODE.get(token.upper()) if token.isascii() else None)
        if card is None:
            offset = len(text) - len(text.lstrip())
            raise NotationError(f"{token!r} at offset {offset} {_BAD_CARD}", token=token, offset=offset)
        return card

    @property
    def is_hydra(self) -> bool:
        return self.suit is None

    @property
    def german_name(self) -> str:
        """``'Eichel-Ober'``, ``'Rot-10'``, ``'Hydra'``."""
        if self.suit is None:
            return "Hydra"
        return f"{SUIT_NAMES[self.suit][0]}-{RANK_NAMES[self.rank][0]}"

    @property
    def english_name(self) -> str:
        """``'Ober of Acorns'``, ``'10 of Hearts'``, ``'Hydra (joker)'``."""
        if self.suit is None:
            return "Hydra (joker)"
        return f"{RANK_NAMES[self.rank][1]} of {SUIT_NAMES[self.suit][1]}"

    @property
    def nickname(self) -> str | None:
        """The card's special name in a normal game: Dulle (R10), Fuchs (SD), Hydra."""
        return _NICKNAMES.get(self._code)

    def name(self, game: SpecialCards | None = None) -> str:
        """German name with the nickname, e.g. ``'Rot-10, the Dulle'``.

        Given a game (a :class:`hydra.Game`), the nickname appears only where
        that card is special: there is no Dulle and no Fuchs in trump and color
        solos.

        >>> from hydra import get_game
        >>> DULLE.name(), DULLE.name(get_game("color-solo:R"))
        ('Rot-10, the Dulle', 'Rot-10')
        """
        nick = self.nickname
        if nick and nick != self.german_name:
            if game is not None and self not in (game.dulle, game.fuchs):
                return self.german_name
            return f"{self.german_name}, the {nick}"
        return self.german_name

    def _repr_svg_(self) -> str:
        from .svg import card_svg  # the renderer is never needed by the core
        return card_svg(self)


#: A card or its notation: what every public function accepts for a card.
CardLike = Card | str

_NICKNAMES = {"R10": "Dulle", "SD": "Fuchs", "HY": "Hydra"}

#: The 25 distinct cards in deck order (index 0..24).
CARDS: tuple[Card, ...] = tuple(
    [Card._make(s, r, i * len(RANKS) + j) for i, s in enumerate(SUITS) for j, r in enumerate(RANKS)]
    + [Card._make(None, "HY", len(SUITS) * len(RANKS))]
)
HYDRA = CARDS[-1]
#: Notation to card; its keys are all str, but as_card() looks up a CardLike in it.
_BY_CODE: dict[CardLike, Card] = {str(c): c for c in CARDS}
_LOOKUP: dict[CardLike, Card] = {**_BY_CODE, **{c: c for c in CARDS}}
#: The 50-card deck: every card twice, in deck order.
DECK: tuple[Card, ...] = tuple(c for c in CARDS for _ in range(2))

_TOKEN = re.compile(r"[^\s,]+")
_SEPARATOR = re.compile(r"[\s,]*")

#: The Dulle (R10, R2) and the Fuchs (SD, R4): special in normal games only (see ``Game.dulle``).
DULLE = CARDS[SUITS.index("R") * len(RANKS) + RANKS.index("10")]
FUCHS = CARDS[SUITS.index("S") * len(RANKS) + RANKS.index("D")]
#: A trump's "suit" for following: what ``Game.suit_of`` gives for every trump.
TRUMP = "T"


class SpecialCards(Protocol):
    """What :meth:`Card.name` asks of a game: its Dulle and Fuchs, where they are special."""

    @property
    def dulle(self) -> Card | None: ...

    @property
    def fuchs(self) -> Card | None: ...


def parse_card(text: CardLike) -> Card:
    """Parse one card (see :meth:`Card.parse`)."""
    return Card.parse(text)


def parse_cards(text: Iterable[CardLike] | str) -> list[Card]:
    """Parse cards separated by spaces or commas.

    Also accepts a list of cards or card strings, so every public function can
    take either. The error for a bad token names it and its character offset.

    >>> parse_cards("  r10,hy ")
    [Card.parse('R10'), Card.parse('HY')]
    >>> parse_cards("SD S11")
    Traceback (most recent call last):
    ...
    hydra.errors.NotationError: 'S11' at offset 3 is not a card: write a suit S, R, G or E followed by a rank 9, U, O, K, 10 or D, or HY for the Hydra
    """  # noqa: E501 (a doctest's expected output is one line)
    if isinstance(text, str):
        cards: list[Card] = []
        for match in _TOKEN.finditer(text):
            token = match.group()
            card = _BY_CODE.get(token) or (_BY_CODE.get(token.upper()) if token.isascii() else None)
            if card is None:
                raise NotationError(f"{token!r} at offset {match.start()} {_BAD_CARD}",
                                    token=token, offset=match.start())
            cards.append(card)
        return cards
    return as_cards(text)


def as_card(card: CardLike) -> Card:
    """A :class:`Card` from a card or its notation."""
    if card.__class__ is Card:
        return card
    return _BY_CODE.get(card) or Card.parse(card)


def as_cards(cards: Iterable[CardLike] | str) -> list[Card]:
    """A list of cards from a string, or from an iterable of cards or strings."""
    if isinstance(cards, str):
        return parse_cards(cards)
    if isinstance(cards, Card):
        return [cards]
    try:
        items = list(cards)
    except TypeError:
        raise NotationError(f"{cards!r} is not a list of cards", token=repr(cards)) from None
    try:
        fast = [_LOOKUP.get(item) for item in items]
    except TypeError:          # an unhashable item: the slow path names it
        fast = [None]
    if None not in fast:
        # mypy cannot narrow list[Card | None] by ``None not in``; a cast() would add a call to this hot path
        return fast  # type: ignore[return-value]
    out: list[Card] = []
    for position, item in enumerate(items):
        if item.__class__ is Card:
            out.append(item)
            continue
        if not isinstance(item, str):
            raise NotationError(f"item {position} ({item!r}) is not a card", token=repr(item), offset=position)
        token = item.strip()
        card = _BY_CODE.get(item) or (_BY_CODE.get(token.upper()) if token.isascii() else None)
        if card is None:
            raise NotationError(f"{item.strip()!r} (card {position + 1} of the list) {_BAD_CARD}",
                                token=item, offset=position)
        out.append(card)
    return out


def deck_counts(cards: Iterable[Card]) -> list[int]:
    """How many of each of the 25 cards (by ``card.index``) are among ``cards``."""
    counts = [0] * len(CARDS)
    for card in cards:
        counts[card.index] += 1
    return counts


def is_full_deck(cards: Iterable[Card]) -> bool:
    """Whether ``cards`` are exactly the 50-card deck: every card twice."""
    return deck_counts(cards) == _TWO_EACH


_TWO_EACH = [2] * len(CARDS)


def check_copies(cards: Iterable[Card], where: str = "these cards") -> None:
    """Raise :class:`RuleError` if any card occurs more than twice (the deck has two of each)."""
    counts = Counter(cards)
    extra = sorted(c for c, n in counts.items() if n > 2)
    if extra:
        card = extra[0]
        raise RuleError(
            f"{counts[card]} copies of {card} ({card.german_name}) in {where}, but the deck has "
            "only two of each card (rules: 'Die Spielkarten': 50 cards, every card twice)",
            rule="rules: Die Spielkarten")
