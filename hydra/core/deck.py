"""One card core for every deck of suits and ranks (issue 21): a :class:`Deck` and :class:`DeckCard`.

A game's deck is data: its suits and ranks in deck order with their German and
English names, its joker (a card without a suit), the pairs it leaves out and the
words of its errors. A game's card class is a :class:`DeckCard` subclass that adds
only what the game alone knows (Hydra's eyes and nicknames, 500's bowers); the
:class:`Deck` made from it holds the distinct cards, each interned with its
``index`` into the deck, and parses their notation. This module imports no game:
Hydra's deck (``hydra.hydra.cards``, also the Doppelkopf rule sets') and 500's
(``hydra.fuenfhundert.cards``) are two instances of it, and a new game's deck is a
third. A deck of two suits and three ranks:

>>> class Toy(DeckCard):
...     __slots__ = ()
>>> toy = Toy.new_deck(suits={"A": ("Apfel", "Apples"), "B": ("Birne", "Pears")},
...            ranks={"1": ("1", "1"), "2": ("2", "2"), "K": ("König", "King")},
...            joker="JK", joker_names=("Narr", "Fool"), example="A1",
...            bad_card="is not a card: write A or B and then 1, 2 or K, or JK",
...            bad_pair="is not a card of the toy deck", leave_out=(("B", "K"),))
>>> [str(c) for c in toy.cards]
['A1', 'A2', 'AK', 'B1', 'B2', 'JK']
>>> card = Toy.parse(" ak ")
>>> card, card.index, card.german_name, card.english_name, Toy("A", "K") is card
(Card.parse('AK'), 2, 'Apfel-König', 'King of Apples', True)
>>> toy.parse_cards("a1, jk"), toy.as_cards(["B2", Toy.parse("A2")])
([Card.parse('A1'), Card.parse('JK')], [Card.parse('B2'), Card.parse('A2')])
>>> toy.parse_cards("A1 BK")
Traceback (most recent call last):
...
hydra.core.errors.NotationError: 'BK' at offset 3 is not a card: write A or B and then 1, 2 or K, or JK
>>> toy.as_cards(["A1", 7])
Traceback (most recent call last):
...
hydra.core.errors.NotationError: item 1 (7) is not a card: expected text such as 'A1'
>>> sorted(toy.cards[::-1], key=Toy.sort_key) == list(toy.cards), toy.cards[-1].is_joker
(True, True)

Cards are fast where the engines need them to be: slots, the notation kept as a
string, identity for equality and hashing (every card is one object; Hydra's cards
hash to their index), the lookups as dicts read from the deck functions' closures.
A deck's ``parse_cards``, ``as_card`` and ``as_cards`` are what a game module
exports under those names.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Iterable, Mapping
from typing import Any, ClassVar, Generic, TypeVar

from .errors import Given, NotationError
from .i18n import _


__all__ = ["Deck", "DeckCard"]

#: A card class's own type, for the methods of :class:`DeckCard` that give back the subclass's cards.
_D = TypeVar("_D", bound="DeckCard")

_C = TypeVar("_C", bound="DeckCard")
_TOKEN = re.compile(r"[^\s,]+")


class DeckCard:
    """A card of a :class:`Deck`: ``suit`` (``None`` for the joker), ``rank``, ``index`` in the deck.

    Immutable and interned: ``Card(suit, rank)`` and ``Card.parse(text)`` give
    the deck's one object for that card, so ``is`` and ``==`` agree. ``str()`` is
    the notation, ``repr()`` is code that gives the card back. No ``__eq__``,
    ``__hash__`` or rich comparison of its own: identity keeps sets, dicts and
    ``==`` at C speed (a Python-level ``__lt__`` would route every ``==`` through
    a slow lookup); sort with ``key=Card.sort_key`` (deck order).
    """

    __slots__ = ("suit", "rank", "index", "_code")

    suit: str | None
    rank: str
    index: int
    _code: str
    #: The deck this card class belongs to (set by :meth:`new_deck`). Deck[Any]: a class variable cannot
    #: name the subclass's own type (``typing.Self`` is Python 3.11; the engine runs on 3.10 with the
    #: standard library only); the methods below read it as ``Deck[_D]``, and a game's module keeps the
    #: typed ``Deck[Card]`` that :meth:`new_deck` returns.
    deck: ClassVar[Deck[Any]]

    def __new__(cls: type[_D], suit: str | None, rank: str) -> _D:
        deck: Deck[_D] = cls.deck
        try:
            return deck.by_pair[(suit, rank)]
        except (KeyError, TypeError):
            text = _("{suit!r}, {rank!r} {bad_pair}")
            raise NotationError(text.format(suit=suit, rank=rank, bad_pair=_(cls.deck.bad_pair)),
                                token=f"{suit}{rank}") from None

    @classmethod
    def new_deck(cls: type[_D], *, suits: Mapping[str, tuple[str, str]], ranks: Mapping[str, tuple[str, str]],
                 joker: str,
                 joker_names: tuple[str, str], example: str, bad_card: str, bad_pair: str,
                 leave_out: Iterable[tuple[str, str]] = (), draw: str | None = None) -> Deck[_D]:
        """Make this card class's :class:`Deck` (its every card, made by :meth:`_make`) and bind the class
        to it (``cls.deck``), once, where the game defines its cards."""
        deck = Deck(cls, cls._make, suits=suits, ranks=ranks, joker=joker, joker_names=joker_names,
                    example=example, bad_card=bad_card, bad_pair=bad_pair, leave_out=leave_out, draw=draw)
        cls.deck = deck
        return deck

    @classmethod
    def _make(cls: type[_D], suit: str | None, rank: str, index: int, code: str) -> _D:
        """A new card; only :meth:`new_deck` makes cards (a game's class may add its own fields here)."""
        self = object.__new__(cls)
        object.__setattr__(self, "suit", suit)
        object.__setattr__(self, "rank", rank)
        object.__setattr__(self, "index", index)
        object.__setattr__(self, "_code", code)
        return self

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self: _D) -> tuple[Callable[[str], _D], tuple[str]]:
        return (type(self).parse, (self._code,))

    def __copy__(self: _D) -> _D:
        return self

    def __deepcopy__(self: _D, memo: dict[int, object]) -> _D:  # object: copy's memo holds any copied value
        return self

    def __str__(self) -> str:
        return self._code

    def __repr__(self) -> str:
        return f"Card.parse({self._code!r})"

    def sort_key(self) -> int:
        """Deck order (the suits in order, each low to high, the joker last): ``key=Card.sort_key``."""
        return self.index

    @classmethod
    def parse(cls: type[_D], text: str | _D) -> _D:
        """Parse one card; lower case and surrounding spaces are accepted."""
        deck: Deck[_D] = cls.deck
        return deck.parse(text)

    @property
    def is_joker(self) -> bool:
        """Whether this is the deck's joker (the card without a suit)."""
        return self.suit is None

    @property
    def german_name(self) -> str:
        """The German name, suit then rank (``'Eichel-Ober'``, ``'Herz-Bube'``), or the joker's."""
        return self._names()[0]

    @property
    def english_name(self) -> str:
        """The English name, rank of suit (``'Ober of Acorns'``, ``'Jack of Hearts'``), or the joker's."""
        return self._names()[1]

    def _names(self) -> tuple[str, str]:
        deck = type(self).deck
        if self.suit is None:
            return deck.joker_names
        (suit_de, suit_en), (rank_de, rank_en) = deck.suit_names[self.suit], deck.rank_names[self.rank]
        return f"{suit_de}-{rank_de}", f"{rank_en} of {suit_en}"

    def _repr_svg_(self) -> str | None:
        """The card's picture in Jupyter, drawn by its game's renderer (None: no picture)."""
        if self.deck.draw is None:
            return None
        module, _, name = self.deck.draw.partition(":")
        draw: Callable[[DeckCard], str] = getattr(importlib.import_module(module), name)
        return draw(self)


class Deck(Generic[_C]):
    """A deck of suits and ranks: its description, its distinct cards and their notation.

    ``Card.new_deck(suits=..., ranks=..., joker=..., ...)`` (``Card`` a
    :class:`DeckCard` subclass) makes the deck: every card by ``make`` (the class's
    own maker), suit by suit from the lowest rank, the joker last, and binds the
    class to this deck. ``suits`` and ``ranks`` map each
    letter to its German and English names, in deck order (ranks low to high);
    ``leave_out`` lists the (suit, rank) pairs the deck does not have; ``example``
    is a card the errors show, ``bad_card`` the words after a bad token and
    ``bad_pair`` those after a bad ``Card(suit, rank)``; ``draw`` names the function
    that draws a card as SVG (``"module:function"``, imported when first drawn).

    The deck's ``parse``, ``parse_cards``, ``as_card`` and ``as_cards`` are plain
    functions (made by :func:`_readers`), not methods: the engines call them in their
    hot paths, and a function reading its deck's tables from its closure is the
    cheapest call there is.
    """

    __slots__ = ("card_class", "suit_names", "rank_names", "joker", "joker_names", "example", "bad_card",
                 "bad_pair", "draw", "cards", "by_pair", "by_code", "parse", "parse_cards", "as_card",
                 "as_cards")

    card_class: type[_C]
    suit_names: Mapping[str, tuple[str, str]]
    rank_names: Mapping[str, tuple[str, str]]
    joker: str
    joker_names: tuple[str, str]
    example: str
    bad_card: str
    bad_pair: str
    draw: str | None
    #: The distinct cards in deck order (``card.index`` is the place here).
    cards: tuple[_C, ...]
    by_pair: dict[tuple[str | None, str], _C]
    #: Notation to card; its keys are all str, but as_card() looks up a card or its notation in it.
    by_code: dict[_C | str, _C]
    #: One card from its notation (or the card itself).
    parse: Callable[[_C | str], _C]
    #: Cards separated by spaces or commas, or a list of cards or their notation.
    parse_cards: Callable[[Iterable[_C | str] | str], list[_C]]
    #: A card from a card or its notation.
    as_card: Callable[[_C | str], _C]
    #: A list of cards from a string, a card, or an iterable of cards or their notation.
    as_cards: Callable[[Iterable[_C | str] | str], list[_C]]

    def __init__(self, card_class: type[_C], make: Callable[[str | None, str, int, str], _C], *,
                 suits: Mapping[str, tuple[str, str]],
                 ranks: Mapping[str, tuple[str, str]], joker: str, joker_names: tuple[str, str], example: str,
                 bad_card: str, bad_pair: str, leave_out: Iterable[tuple[str, str]] = (),
                 draw: str | None = None) -> None:
        self.card_class = card_class
        self.suit_names, self.rank_names = suits, ranks
        self.joker, self.joker_names, self.example = joker, joker_names, example
        self.bad_card, self.bad_pair, self.draw = bad_card, bad_pair, draw
        missing = set(leave_out)
        pairs: list[tuple[str | None, str]] = [(s, r) for s in suits for r in ranks if (s, r) not in missing]
        pairs.append((None, joker))
        self.cards = tuple(make(suit, rank, index, joker if suit is None else suit + rank)
                           for index, (suit, rank) in enumerate(pairs))
        self.by_pair = {(c.suit, c.rank): c for c in self.cards}
        self.by_code = {str(c): c for c in self.cards}
        self.parse, self.parse_cards, self.as_card, self.as_cards = _readers(self)


def _readers(deck: Deck[_C]) -> tuple[Callable[[_C | str], _C], Callable[[Iterable[_C | str] | str], list[_C]],
                                      Callable[[_C | str], _C], Callable[[Iterable[_C | str] | str], list[_C]]]:
    """The deck's ``parse``, ``parse_cards``, ``as_card`` and ``as_cards``, its tables in their closure."""
    card_class, bad_card, example = deck.card_class, deck.bad_card, deck.example
    by_code = deck.by_code
    lookup: dict[_C | str, _C] = {**by_code, **{c: c for c in deck.cards}}

    def card_of(token: str) -> _C | None:
        """The card a token writes, in any case (ASCII only: 'ſ'.upper() is 'S'), or None."""
        return by_code.get(token) or (by_code.get(token.upper()) if token.isascii() else None)

    def parse(text: _C | str) -> _C:
        """One card from its notation (or the card itself); a :class:`NotationError` names a bad one."""
        if type(text) is card_class:
            return text
        if not isinstance(text, str):
            raise NotationError(_("{text!r} is not a card: expected text such as {example!r}").format(
                                    text=Given(text), example=example),
                                token=repr(text), offset=0)
        token = text.strip()
        card = card_of(token)
        if card is None:
            offset = len(text) - len(text.lstrip())
            text = _("{token!r} at offset {offset} {bad_card}")
            raise NotationError(text.format(token=token, offset=offset, bad_card=_(bad_card)), token=token,
                                offset=offset)
        return card

    def parse_cards(text: Iterable[_C | str] | str) -> list[_C]:
        """Cards separated by spaces or commas (or a list of cards or their notation).

        The error for a bad token names it and its character offset.
        """
        if isinstance(text, str):
            cards: list[_C] = []
            for match in _TOKEN.finditer(text):
                token = match.group()
                card = by_code.get(token) or card_of(token)
                if card is None:
                    raise NotationError(_("{token!r} at offset {offset} {bad_card}").format(
                        token=token, offset=match.start(), bad_card=_(bad_card)),
                                        token=token, offset=match.start())
                cards.append(card)
            return cards
        return as_cards(text)

    def as_card(card: _C | str) -> _C:
        """A card from a card or its notation."""
        if type(card) is card_class:
            return card
        return by_code.get(card) or parse(card)

    def as_cards(cards: Iterable[_C | str] | str) -> list[_C]:
        """A list of cards from a string, a card, or an iterable of cards or their notation."""
        if isinstance(cards, str):
            return parse_cards(cards)
        if isinstance(cards, card_class):
            return [cards]
        try:
            items = list(cards)
        except TypeError:
            raise NotationError(_("{cards!r} is not a list of cards").format(cards=Given(cards)), token=repr(cards),
                                offset=0) from None
        try:
            fast = list(map(lookup.get, items))      # at C speed
        except TypeError:          # an unhashable item: the slow path names it
            fast = [None]
        if None not in fast:
            # mypy cannot narrow list[Card | None] by ``None not in``; a cast() would add a call to this hot path
            return fast  # type: ignore[return-value]
        out: list[_C] = []
        for position, item in enumerate(items):
            if type(item) is card_class:
                out.append(item)
                continue
            if not isinstance(item, str):
                text = _("item {position} ({item!r}) is not a card: expected text such as {example!r}")
                raise NotationError(text.format(position=position, item=Given(item), example=example), token=repr(item),
                                    offset=position)
            token = item.strip()
            card = card_of(token)
            if card is None:
                raise NotationError(_("{token!r} (card {number} of the list) {bad_card}").format(
                    token=token, number=position + 1, bad_card=_(bad_card)), token=token, offset=position)
            out.append(card)
        return out

    return parse, parse_cards, as_card, as_cards
