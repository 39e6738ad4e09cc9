"""Cards of Fünfhundert, their notation and the 43-card deck (F1).

A card is written suit first: ``S`` Pik, ``C`` Kreuz, ``D`` Karo, ``H`` Herz,
then the rank ``4`` .. ``10``, ``J`` Bube, ``Q`` Dame, ``K`` König, ``A`` As.
The joker is ``JO``. Herz and Karo run from 4, Kreuz and Pik from 5 (F1).

>>> from hydra import fuenfhundert as fh
>>> card = fh.Card.parse("hj")
>>> card, str(card), card.german_name, card.english_name
(Card.parse('HJ'), 'HJ', 'Herz-Bube', 'Jack of Hearts')
>>> card.name("7H"), fh.Card.parse("DJ").name("7H"), card.name("6NT")
('Herz-Bube (HJ, the right bower)', 'Karo-Bube (DJ, the left bower)', 'Herz-Bube (HJ, Jack of Hearts)')
>>> len(DECK), str(DECK[0]), str(DECK[-1])
(43, 'S5', 'JO')
>>> Card.parse("SA") is Card("S", "A")      # interned: one object per card
True

Six players need a special deck with 2, 3, 11, 12 and 13 in it: that game is
not part of the tutor (F1).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from hydra.errors import NotationError

__all__ = ["SUITS", "RANKS", "SUIT_NAMES", "RANK_NAMES", "COLOUR", "SAME_COLOUR", "Card", "JOKER",
           "DECK", "CardLike", "parse_card", "parse_cards", "as_card", "as_cards", "JOKER_CODE"]

#: Suit letters in deck order (also the bidding order, lowest first: F3).
SUITS = ("S", "C", "D", "H")
#: German and English names of each suit.
SUIT_NAMES = {"S": ("Pik", "Spades"), "C": ("Kreuz", "Clubs"), "D": ("Karo", "Diamonds"),
              "H": ("Herz", "Hearts")}
#: Ranks from low to high, in their plain order (no trump).
RANKS = ("4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
RANK_NAMES = {"4": ("4", "4"), "5": ("5", "5"), "6": ("6", "6"), "7": ("7", "7"), "8": ("8", "8"),
              "9": ("9", "9"), "10": ("10", "10"), "J": ("Bube", "Jack"), "Q": ("Dame", "Queen"),
              "K": ("König", "King"), "A": ("As", "Ace")}
#: The colour of each suit: the two jacks of one colour are the bowers (F5).
COLOUR = {"S": "black", "C": "black", "D": "red", "H": "red"}
#: The other suit of the same colour.
SAME_COLOUR = {"S": "C", "C": "S", "D": "H", "H": "D"}
JOKER_CODE = "JO"

_BAD_CARD = ("is not a card: write a suit S, C, D or H followed by a rank 4 to 10, J, Q, K or A "
             "(Pik and Kreuz start at 5), or JO for the joker")


class Card:
    """One of the 43 cards. Immutable, hashable, interned; ``str()`` is the notation.

    ``card.index`` is the card's place in :data:`DECK` (0..42): the engine's
    lookup tables are indexed by it. ``suit`` is ``None`` for the joker.
    """

    __slots__ = ("suit", "rank", "index", "_code")
    _cache: dict[tuple[str | None, str], Card] = {}
    suit: str | None
    rank: str
    index: int
    _code: str

    def __new__(cls, suit: str | None, rank: str) -> Card:
        try:
            return cls._cache[(suit, rank)]
        except (KeyError, TypeError):
            raise NotationError(
                f"{suit!r}, {rank!r} is not a card of the 43-card deck (F1): suits are S, C, D, H; "
                "ranks 4 to 10, J, Q, K, A; the joker is Card(None, 'JO')",
                token=f"{suit}{rank}", offset=0) from None

    @classmethod
    def _make(cls, suit: str | None, rank: str, index: int) -> Card:
        self = object.__new__(cls)
        object.__setattr__(self, "suit", suit)
        object.__setattr__(self, "rank", rank)
        object.__setattr__(self, "index", index)
        object.__setattr__(self, "_code", JOKER_CODE if suit is None else suit + rank)
        cls._cache[(suit, rank)] = self
        return self

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (Card.parse, (self._code,))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self

    # No __hash__ or __eq__ of its own: cards are interned, so identity is equality, and the
    # built-in identity hash keeps sets and dicts of cards fast.

    def __str__(self) -> str:
        return self._code

    def __repr__(self) -> str:
        return f"Card.parse({self._code!r})"

    # No rich comparisons either: defining __lt__ would route every == (list.remove, `in`)
    # through a slow Python-level lookup. Sort with ``key=Card.sort_key`` or Contract.sorted().
    def sort_key(self) -> int:
        """Deck order (S, C, D, H; low to high; the joker last): ``sorted(cards, key=Card.sort_key)``."""
        return self.index

    @classmethod
    def parse(cls, text: str | Card) -> Card:
        """Parse one card; lower case and surrounding spaces are accepted.

        >>> Card.parse(" d10 ")
        Card.parse('D10')
        >>> Card.parse("C4")  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        hydra.errors.NotationError: 'C4' at offset 0 is not a card: write a suit S, C, D or H followed by ...
        """
        if isinstance(text, Card):
            return text
        if not isinstance(text, str):
            raise NotationError(f"{text!r} is not a card: expected text such as 'HJ'",
                                token=repr(text), offset=0)
        token = text.strip()
        card = _BY_CODE.get(token) or _BY_CODE.get(token.upper())
        if card is None:
            offset = len(text) - len(text.lstrip())
            raise NotationError(f"{token!r} at offset {offset} {_BAD_CARD}", token=token, offset=offset)
        return card

    @property
    def is_joker(self) -> bool:
        return self.suit is None

    @property
    def german_name(self) -> str:
        """``'Herz-Bube'``, ``'Pik-As'``, ``'Joker'``."""
        if self.suit is None:
            return "Joker"
        return f"{SUIT_NAMES[self.suit][0]}-{RANK_NAMES[self.rank][0]}"

    @property
    def english_name(self) -> str:
        """``'Jack of Hearts'``, ``'10 of Diamonds'``, ``'Joker'``."""
        if self.suit is None:
            return "Joker"
        return f"{RANK_NAMES[self.rank][1]} of {SUIT_NAMES[self.suit][1]}"

    # contract: a Contract or a bid; object, as contracts.py imports this module
    def role(self, contract: object = None) -> str | None:
        """The card's special role under a contract: 'the right bower', 'the left bower',
        'the highest trump' or 'the highest card' (the joker), else None (F5-F7).

        ``contract`` is a bid string such as ``"7H"`` or a :class:`Contract`.

        >>> Card.parse("CJ").role("9S"), Card.parse("JO").role("misere"), Card.parse("HJ").role("8S")
        ('the left bower', 'the highest card', None)
        """
        if contract is None:
            return None
        from .contracts import Contract, as_contract
        if not isinstance(contract, (Contract, str)):
            raise NotationError(f"{contract!r} is not a contract: give a bid such as '7H'",
                                token=repr(contract), offset=0)
        terms = as_contract(contract)
        if self.suit is None:
            return "the highest card" if terms.trump is None else "the highest trump"
        if self.rank != "J" or terms.trump is None:
            return None
        if self.suit == terms.trump:
            return "the right bower"
        if self.suit == SAME_COLOUR[terms.trump]:
            return "the left bower"
        return None

    # contract: a Contract or a bid; object, as contracts.py imports this module
    def name(self, contract: object = None) -> str:
        """The learner's name: German first, then the notation and the English name or role.

        >>> Card.parse("JO").name("7D"), Card.parse("SA").name()
        ('Joker (JO, the highest trump)', 'Pik-As (SA, Ace of Spades)')
        """
        role = self.role(contract)
        return f"{self.german_name} ({self._code}, {role or self.english_name})"


#: The 43 cards in deck order: Pik, Kreuz, Karo, Herz from low to high, then the joker (F1).
DECK: tuple[Card, ...] = tuple(
    Card._make(suit, rank, index) for index, (suit, rank) in enumerate(
        [(s, r) for s in SUITS for r in RANKS if not (r == "4" and s in ("S", "C"))] + [(None, JOKER_CODE)]))
#: The joker.
JOKER = DECK[-1]
_BY_CODE: dict[str, Card] = {str(c): c for c in DECK}
_LOOKUP: dict[object, Card] = {**{k: v for k, v in _BY_CODE.items()}, **{c: c for c in DECK}}
_TOKEN = re.compile(r"[^\s,]+")

CardLike = Card | str


def parse_card(text: CardLike) -> Card:
    """Parse one card (see :meth:`Card.parse`)."""
    return Card.parse(text)


def parse_cards(text: str | Iterable[CardLike]) -> list[Card]:
    """Parse cards separated by spaces or commas; a bad token is named with its offset.

    Also accepts a list of cards or card strings.

    >>> parse_cards("HJ, d10 JO")
    [Card.parse('HJ'), Card.parse('D10'), Card.parse('JO')]
    >>> parse_cards("HJ HZ")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    hydra.errors.NotationError: 'HZ' at offset 3 is not a card: write a suit S, C, D or H followed by a rank ...
    """
    if isinstance(text, str):
        cards = []
        for match in _TOKEN.finditer(text):
            token = match.group()
            card = _BY_CODE.get(token) or _BY_CODE.get(token.upper())
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
    return _LOOKUP.get(card) or Card.parse(card)


def as_cards(cards: str | Card | Iterable[CardLike]) -> list[Card]:
    """A list of cards from a string, a card, or an iterable of cards or strings.

    >>> as_cards(["hj", "JO"])
    [Card.parse('HJ'), Card.parse('JO')]
    >>> as_cards(["HJ", 7])
    Traceback (most recent call last):
    ...
    hydra.errors.NotationError: item 1 (7) is not a card: expected text such as 'HJ'
    """
    if isinstance(cards, str):
        return parse_cards(cards)
    if isinstance(cards, Card):
        return [cards]
    try:
        items = list(cards)
    except TypeError:
        raise NotationError(f"{cards!r} is not a list of cards", token=repr(cards), offset=0) from None
    out = []
    for position, item in enumerate(items):
        try:
            card = _LOOKUP.get(item)
        except TypeError:       # unhashable
            card = None
        if card is None:
            if not isinstance(item, str):
                raise NotationError(f"item {position} ({item!r}) is not a card: expected text such "
                                    "as 'HJ'", token=repr(item), offset=position)
            token = item.strip()
            card = _BY_CODE.get(token.upper())
            if card is None:
                raise NotationError(f"{token!r} (item {position} of the list) {_BAD_CARD}",
                                    token=token, offset=position)
        out.append(card)
    return out
