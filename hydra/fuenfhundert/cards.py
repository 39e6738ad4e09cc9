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

Cards are separated by spaces or commas, in any case; a bad token is named with
its offset. A card or a list of cards or card strings is accepted too.

>>> Card.parse(" d10 "), parse_cards("HJ, d10 JO")
(Card.parse('D10'), [Card.parse('HJ'), Card.parse('D10'), Card.parse('JO')])
>>> Card.parse("C4")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
hydra.core.errors.NotationError: 'C4' at offset 0 is not a card: write a suit S, C, D or H followed by ...
>>> parse_cards("HJ HZ")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
hydra.core.errors.NotationError: 'HZ' at offset 3 is not a card: write a suit S, C, D or H followed by a rank ...
>>> as_cards(["hj", "JO"])
[Card.parse('HJ'), Card.parse('JO')]
>>> as_cards(["HJ", 7])
Traceback (most recent call last):
...
hydra.core.errors.NotationError: item 1 (7) is not a card: expected text such as 'HJ'

The card core (:mod:`hydra.core.deck`) makes these cards and reads their notation, as it
does Hydra's; this module gives 500's deck and what only 500's cards have.

Six players need a special deck with 2, 3, 11, 12 and 13 in it: that game is
not part of the tutor (F1).
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from hydra.core.deck import Deck, DeckCard
from hydra.core.errors import NotationError
from hydra.core.i18n import N_, _, language

from .bids import bid_trump, read_bid

__all__ = ["SUITS", "RANKS", "SUIT_NAMES", "RANK_NAMES", "COLOUR", "SAME_COLOUR", "Card", "Trumps", "JOKER",
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


@runtime_checkable
class Trumps(Protocol):
    """What a card's role asks of a contract (:class:`hydra.fuenfhundert.Contract` is one): its trump
    suit, None at no trump and in Misère. A bid's notation (``"7H"``) does as well."""

    @property
    def trump(self) -> str | None: ...


class Card(DeckCard):
    """One of the 43 cards. Immutable, hashable, interned; ``str()`` is the notation.

    ``card.index`` is the card's place in :data:`DECK` (0..42): the engine's
    lookup tables are indexed by it. ``suit`` is ``None`` for the joker. The card
    core (:class:`hydra.core.deck.DeckCard`) gives all of that, and the names; 500's
    cards add their roles under a contract (the bowers, the joker).
    """

    __slots__ = ()

    def role(self, contract: Trumps | str | None = None) -> str | None:
        """The card's special role under a contract: 'the right bower', 'the left bower',
        'the highest trump' or 'the highest card' (the joker), else None (F5-F7).

        ``contract`` is a bid string such as ``"7H"`` or a :class:`Contract`.

        >>> Card.parse("CJ").role("9S"), Card.parse("JO").role("misere"), Card.parse("HJ").role("8S")
        ('the left bower', 'the highest card', None)
        """
        if contract is None:
            return None
        if isinstance(contract, str):
            trump = bid_trump(read_bid(contract))
        elif isinstance(contract, Trumps):
            trump = contract.trump
        else:
            raise NotationError(f"{contract!r} is not a contract: give a bid such as '7H'",
                                token=repr(contract), offset=0)
        if self.suit is None:
            return N_("the highest card") if trump is None else N_("the highest trump")
        if self.rank != "J" or trump is None:
            return None
        if self.suit == trump:
            return N_("the right bower")
        if self.suit == SAME_COLOUR[trump]:
            return N_("the left bower")
        return None

    def name(self, contract: Trumps | str | None = None) -> str:
        """The learner's name: German first, then the notation and the English name or role.

        >>> Card.parse("JO").name("7D"), Card.parse("SA").name()
        ('Joker (JO, the highest trump)', 'Pik-As (SA, Ace of Spades)')
        """
        role = self.role(contract)
        if role:
            return _("{card} ({code}, {role})").format(card=self.german_name, code=self._code, role=_(role))
        if language() != "en":          # in German the German name says it all (no English name beside it)
            return self.german_name
        return f"{self.german_name} ({self._code}, {self.english_name})"


#: The 43 cards in deck order: Pik, Kreuz, Karo, Herz from low to high, then the joker (F1), made by
#: 500's deck (``Card.deck``), which the card core describes.
_DECK: Deck[Card] = Card.new_deck(
    suits=SUIT_NAMES, ranks=RANK_NAMES, joker=JOKER_CODE, joker_names=("Joker", "Joker"), example="HJ",
    bad_card=("is not a card: write a suit S, C, D or H followed by a rank 4 to 10, J, Q, K or A "
              "(Pik and Kreuz start at 5), or JO for the joker"),
    bad_pair=("is not a card of the 43-card deck (F1): suits are S, C, D, H; ranks 4 to 10, J, Q, K, A; "
              "the joker is Card(None, 'JO')"),
    leave_out=(("S", "4"), ("C", "4")), draw="hydra.fuenfhundert.svg:card_svg")
DECK: tuple[Card, ...] = _DECK.cards
#: The joker.
JOKER = DECK[-1]

CardLike = Card | str


#: Parse one card (see :meth:`Card.parse`).
parse_card = _DECK.parse
#: Cards separated by spaces or commas (a bad token is named with its offset), or a list of cards.
parse_cards = _DECK.parse_cards
#: A :class:`Card` from a card or its notation.
as_card = _DECK.as_card
#: A list of cards from a string, a card, or an iterable of cards or strings.
as_cards = _DECK.as_cards
