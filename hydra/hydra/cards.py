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

Cards are separated by spaces or commas; the error for a bad token names it and
its character offset. :func:`parse_cards` also accepts a list of cards or card
strings, so every public function can take either.

>>> parse_cards("  r10,hy ")
[Card.parse('R10'), Card.parse('HY')]
>>> parse_cards("SD S11")
Traceback (most recent call last):
...
hydra.core.errors.NotationError: 'S11' at offset 3 is not a card: write a suit S, R, G or E followed by a rank 9, U, O, K, 10 or D, or HY for the Hydra

The card core (:mod:`hydra.core.deck`) makes these cards and reads their notation, as it
does 500's; this module gives Hydra's deck and what only Hydra's cards have.
"""  # noqa: E501 (a doctest's expected output is one line)

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Protocol

from ..core.deck import Deck, DeckCard
from ..core.errors import RuleError
from ..core.i18n import N_, _, language

__all__ = [
    "SUITS", "RANKS", "SUIT_NAMES", "RANK_NAMES", "EYES", "Card", "HYDRA",
    "CARDS", "DECK", "parse_card", "parse_cards", "as_card", "as_cards",
    "check_copies", "TOTAL_EYES", "deck_counts", "is_full_deck", "DULLE", "FUCHS", "TRUMP",
    "CardLike", "SpecialCards", "the_card",
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


class Card(DeckCard):
    """One of the 25 distinct cards. Immutable, hashable, interned.

    ``Card("E", "O")`` or ``Card.parse("EO")``; the joker is ``Card.parse("HY")``
    (suit ``None``, rank ``"HY"``). ``str(card)`` is the notation,
    ``repr(card)`` is code that gives the card back. The card core
    (:class:`hydra.core.deck.DeckCard`) gives all of that; Hydra's cards add their
    eyes, the Dulle and the Fuchs, and sort with ``<`` in deck order.
    """

    __slots__ = ("eyes",)

    eyes: int

    @classmethod
    def _make(cls, suit: str | None, rank: str, index: int, code: str) -> Card:
        self = super()._make(suit, rank, index, code)
        object.__setattr__(self, "eyes", EYES[rank])
        return self

    # Hashed by deck index, so a set of cards iterates in deck order wherever the engine builds one.
    def __hash__(self) -> int:
        return self.index

    def __lt__(self, other: object) -> bool:
        """Deck order (S, R, G, E; 9 up to D; the Hydra last), for sorting only."""
        if not isinstance(other, Card):
            return NotImplemented
        return self.index < other.index

    @property
    def is_hydra(self) -> bool:
        return self.suit is None

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

        In German the nickname keeps its own article (:mod:`hydra.core.i18n`):

        >>> from hydra.core.i18n import set_language
        >>> _ = set_language("de"); DULLE.name(), FUCHS.name(), HYDRA.name()
        ('Rot-10, die Dulle', 'Schell-Daus, der Fuchs', 'Hydra')
        >>> _ = set_language("en")
        """
        nick = self.nickname
        if nick and nick != self.german_name:
            if game is not None and self not in (game.dulle, game.fuchs):
                return self.german_name
            if language() == "de":
                return f"{self.german_name}, {_GERMAN_NICKNAMES[nick]}"
            return f"{self.german_name}, the {nick}"
        return self.german_name


#: German: a card's gender decides its article (der Schell-König, das Schell-Daus as the rules text says,
#: die Rot-Zehn, die Hydra); the ranks
#: 10 and 9 are said as words in a German sentence, and a nickname keeps its own article.
_GERMAN_RANK_WORDS = {"10": "Zehn", "9": "Neun"}
_GERMAN_ARTICLES = {"10": "die ", "9": "die ", "D": "das "}
_GERMAN_NICKNAMES = {"Dulle": "die Dulle", "Fuchs": "der Fuchs", "Hydra": "die Hydra"}


def the_card(card: Card, game: SpecialCards | None = None, capital: bool = False, article: bool = True) -> str:
    """A card as a sentence names it, with its article, by its nickname where it is special in ``game``
    (never the notation): English "the Schell-König", "the Dulle (Rot-10)"; German "der Schell-König",
    "die Dulle (Rot-Zehn)" (in the learner's language, :mod:`hydra.core.i18n`). ``capital``: to begin a
    sentence; ``article=False``: the name alone, as a list says it ("Dulle (Rot-Zehn)").

    >>> from hydra.core.i18n import set_language
    >>> from hydra import get_game
    >>> the_card(Card.parse("SK")), the_card(DULLE), the_card(HYDRA, capital=True)
    ('the Schell-König', 'the Dulle (Rot-10)', 'The Hydra')
    >>> _ = set_language("de"); the_card(Card.parse("SK")), the_card(DULLE, capital=True), the_card(FUCHS)
    ('der Schell-König', 'Die Dulle (Rot-Zehn)', 'der Fuchs (Schell-Daus)')
    >>> _ = set_language("de"); the_card(DULLE, get_game("color-solo:R")), the_card(Card.parse("S9"), article=False)
    ('die Rot-Zehn', 'Schell-Neun')
    >>> _ = set_language("en")
    """
    special = card.nickname in ("Dulle", "Fuchs") and (game is None or card in (game.dulle, game.fuchs))
    if language() != "de":
        words = f"the {card.nickname} ({card.german_name})" if special else "the " + card.german_name
    elif card is HYDRA:
        words = "die Hydra"
    else:
        suit_de, rank_de = SUIT_NAMES[card.suit or ""][0], RANK_NAMES[card.rank][0]
        name = f"{suit_de}-{_GERMAN_RANK_WORDS.get(card.rank, rank_de)}"
        words = (f"{_GERMAN_NICKNAMES[card.nickname or '']} ({name})" if special
                 else _GERMAN_ARTICLES.get(card.rank, "der ") + name)
    if not article:
        words = words.split(" ", 1)[1]
    return words[:1].upper() + words[1:] if capital else words


#: A card or its notation: what every public function accepts for a card.
CardLike = Card | str

_NICKNAMES = {"R10": "Dulle", "SD": "Fuchs", "HY": "Hydra"}

#: Hydra's deck (``Card.deck``, typed here), which the card core describes: its suits, ranks, joker,
#: notation and the renderer of a card's picture.
_DECK: Deck[Card] = Card.new_deck(
    suits=SUIT_NAMES, ranks=RANK_NAMES, joker="HY", joker_names=("Hydra", "Hydra (joker)"), example="EO",
    bad_card=N_("is not a card: write a suit S, R, G or E followed by a rank 9, U, O, K, 10 or D, or HY for the "
               "Hydra"),
    bad_pair=N_("is not a card: suits are S, R, G, E; ranks 9, U, O, K, 10, D; the Hydra is Card(None, 'HY')"),
    draw="hydra.hydra.svg:card_svg")
#: The 25 distinct cards in deck order (index 0..24).
CARDS: tuple[Card, ...] = _DECK.cards
HYDRA = CARDS[-1]
#: The 50-card deck: every card twice, in deck order.
DECK: tuple[Card, ...] = tuple(c for c in CARDS for _ in range(2))

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


#: Parse one card (see :meth:`Card.parse`).
parse_card = _DECK.parse
#: Cards separated by spaces or commas, or a list of cards or card strings (see the examples above).
parse_cards = _DECK.parse_cards
#: A :class:`Card` from a card or its notation.
as_card = _DECK.as_card
#: A list of cards from a string, or from an iterable of cards or strings.
as_cards = _DECK.as_cards


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


#: Where :func:`check_copies` counts the cards (its ``where``), said after the copies ("in the hands").
_WHERE = {"these cards": N_("in these cards"), "the hands": N_("in the hands"), "the hand": N_("in the hand"),
          "the trick": N_("in the trick"), "the hand and the trick": N_("in the hand and the trick")}


def check_copies(cards: Iterable[Card], where: str = "these cards") -> None:
    """Raise :class:`RuleError` if any card occurs more than twice (the deck has two of each)."""
    counts = Counter(cards)
    extra = sorted(c for c, n in counts.items() if n > 2)
    if extra:
        card = extra[0]
        place = _(_WHERE[where]) if where in _WHERE else "in " + where
        raise RuleError(
            _("{count} copies of {card} ({name}) {where}, but the deck has only two of each card "
              "(rules: 'Die Spielkarten': 50 cards, every card twice)").format(
                count=counts[card], card=card, name=card.german_name, where=place),
            rule="rules: Die Spielkarten")
