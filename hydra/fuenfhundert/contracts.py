"""Bids and contracts: value and rank (F3), and each contract's card order (F5-F9); a bid's notation is
read in :mod:`hydra.fuenfhundert.bids`.

A bid is ``6S`` .. ``10NT`` (tricks, then ``S``, ``C``, ``D``, ``H`` or ``NT``),
``misere`` or ``open-misere``; ``pass`` is a call, not a bid. The winning bid
is the contract.

>>> from hydra import fuenfhundert as fh
>>> fh.bid_value("misere"), fh.bid_value("8S"), fh.bid_value("8C"), fh.bid_value("10NT")
(250, 240, 260, 520)
>>> c = fh.Contract.parse("7h")
>>> c, str(c), c.value, c.trump, c.name, c == "7H"
(Contract.parse('7H'), '7H', 200, 'H', '7 Herz', True)
>>> " ".join(map(str, c.ladder()))          # F5: joker, right bower, left bower, As, ...
'JO HJ DJ HA HK HQ H10 H9 H8 H7 H6 H5 H4'
>>> fh.Contract.parse("open-misere") > fh.Contract.parse("10NT")   # F3: Open Misère outranks all
True
"""

from __future__ import annotations

from .bids import BID_NAMES, MISERE, NO_TRUMP, OPEN_MISERE, PASS, canonical_bid, read_bid, suit_bid_value
from .cards import DECK, JOKER, RANKS, SAME_COLOUR, SUIT_NAMES, SUITS, Card

__all__ = ["Contract", "BIDS", "PASS", "MISERE", "OPEN_MISERE", "NO_TRUMP", "JOKER_SUIT",
           "bid_value", "parse_bid", "as_contract", "ContractLike", "SUIT_INDEX"]

#: The follow group of the joker at no trump and in Misère: it belongs to no suit (F7, F8).
JOKER_SUIT = 4
SUIT_INDEX = {s: i for i, s in enumerate(SUITS)}
_POWER_JOKER_NT = 1000


class Contract:
    """An immutable, interned bid/contract with the lookup tables of its card order.

    Tables indexed by ``card.index`` (the hot path of legal cards and trick winners):

    * ``follow[i]``: the suit (0..3, in ``SUITS`` order) the card belongs to for
      following. The left bower and, in a suit contract, the joker belong to the
      trump suit (F5, F6); at no trump and in Misère the joker belongs to no suit
      (``JOKER_SUIT``, F7, F8).
    * ``power[led][i]``: how strong card i is on a trick whose led suit is ``led``:
      1000 for the joker at no trump, 100 + its trump rank for a trump, its rank
      for a card of the led suit, -1 for a card that cannot win (F9).
    """

    __slots__ = ("bid", "kind", "tricks", "trump", "value", "rank", "follow", "power",
                 "trump_index", "is_misere", "no_trump", "cards_per_trick", "_order")
    bid: str
    kind: str
    tricks: int
    trump: str | None
    value: int
    rank: int
    follow: tuple[int, ...]
    power: tuple[tuple[int, ...], ...]
    trump_index: int
    is_misere: bool
    no_trump: bool
    cards_per_trick: int
    _order: tuple[int, ...]

    def __init__(self, bid: str, rank: int) -> None:
        set_ = object.__setattr__
        set_(self, "bid", bid)
        set_(self, "rank", rank)
        if bid in (MISERE, OPEN_MISERE):
            set_(self, "kind", bid)
            set_(self, "tricks", 0)
            set_(self, "trump", None)
            set_(self, "value", 250 if bid == MISERE else 500)
        else:
            strain = NO_TRUMP if bid.endswith(NO_TRUMP) else bid[-1]
            set_(self, "kind", "no-trump" if strain == NO_TRUMP else "suit")
            set_(self, "tricks", int(bid[:-len(strain)]))
            set_(self, "trump", None if strain == NO_TRUMP else strain)
            set_(self, "value", suit_bid_value(bid))
        set_(self, "is_misere", self.kind in (MISERE, OPEN_MISERE))
        set_(self, "no_trump", self.trump is None)
        set_(self, "cards_per_trick", 3 if self.is_misere else 4)    # F8: the partner sits out
        set_(self, "trump_index", -1 if self.trump is None else SUIT_INDEX[self.trump])
        follow = [SUIT_INDEX[c.suit] if c.suit else JOKER_SUIT for c in DECK]
        trump_rank = [-1] * len(DECK)
        for r, card in enumerate(reversed(self.ladder())):
            trump_rank[card.index] = r
            follow[card.index] = self.trump_index
        power = []
        for led in range(len(SUITS)):
            row = []
            for card in DECK:
                i = card.index
                if trump_rank[i] >= 0:
                    row.append(100 + trump_rank[i])
                elif card is JOKER:
                    row.append(_POWER_JOKER_NT)                       # F7, F9: wins any trick
                elif follow[i] == led:
                    row.append(RANKS.index(card.rank))
                else:
                    row.append(-1)
            power.append(tuple(row))
        set_(self, "follow", tuple(follow))
        set_(self, "power", tuple(power))
        # display order: each suit low to high (trumps last), the joker at the top
        order = sorted(range(len(DECK)), key=lambda i: (follow[i] == self.trump_index, follow[i],
                                                         power[follow[i] % 4][i]))
        set_(self, "_order", tuple(order))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Contract is immutable")

    def __repr__(self) -> str:
        return f"Contract.parse({self.bid!r})"

    def __str__(self) -> str:
        return self.bid

    def __eq__(self, other: object) -> bool:
        """A contract equals itself and its notation: ``Contract.parse('7H') == '7H'``."""
        if isinstance(other, Contract):
            return other is self
        if isinstance(other, str):
            found = _lookup(other)
            return found is self
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.bid)

    def __lt__(self, other: Contract) -> bool:
        """Bids compare by rank (F3): by value, with Open Misère above every other bid."""
        return self.rank < as_contract(other).rank

    def __le__(self, other: Contract) -> bool:
        return self.rank <= as_contract(other).rank

    def __gt__(self, other: Contract) -> bool:
        return self.rank > as_contract(other).rank

    def __ge__(self, other: Contract) -> bool:
        return self.rank >= as_contract(other).rank

    @classmethod
    def parse(cls, text: str | Contract) -> Contract:
        """Parse a bid. Case and spaces are free (``'7 h'``, ``'Misère'``, ``'open misere'``).

        >>> Contract.parse("11H")  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        hydra.core.errors.NotationError: '11H' at offset 0 is not a bid: write 6 to 10 tricks ...
        """
        if isinstance(text, Contract):
            return text
        return _lookup(text) or _BY_TEXT[read_bid(text)]      # read_bid: an error for what is no bid

    @property
    def name(self) -> str:
        """The German name the seed uses: '7 Herz', '6 ohne Trumpf', 'Misère', 'Open Misère'."""
        if self.kind == MISERE:
            return "Misère"
        if self.kind == OPEN_MISERE:
            return "Open Misère"
        if self.trump is None:
            return f"{self.tricks} ohne Trumpf"
        return f"{self.tricks} {SUIT_NAMES[self.trump][0]}"

    @property
    def english_name(self) -> str:
        """'seven hearts', 'six no trumps', 'misère', 'open misère'."""
        words = ("six", "seven", "eight", "nine", "ten")
        if self.is_misere:
            return "misère" if self.kind == MISERE else "open misère"
        strain = "no trumps" if self.trump is None else SUIT_NAMES[self.trump][1].lower()
        return f"{words[self.tricks - 6]} {strain}"

    def ladder(self) -> tuple[Card, ...]:
        """The trumps from the highest down (F5); empty at no trump and in Misère (F7, F8)."""
        if self.trump is None:
            return ()
        t, other = self.trump, SAME_COLOUR[self.trump]
        plain = [c for c in reversed(DECK) if c.suit == t and c.rank != "J"]
        return tuple([JOKER, Card(t, "J"), Card(other, "J")] + plain)

    def suit_cards(self, suit: str) -> tuple[Card, ...]:
        """The cards that belong to ``suit`` for following, from the highest down (F5, F7).

        >>> " ".join(map(str, Contract.parse("7H").suit_cards("D")))    # DJ is a Herz trump now
        'DA DK DQ D10 D9 D8 D7 D6 D5 D4'
        >>> " ".join(map(str, Contract.parse("6NT").suit_cards("C")))   # jacks between Q and 10
        'CA CK CQ CJ C10 C9 C8 C7 C6 C5'
        """
        if suit == self.trump:
            return self.ladder()
        s = SUIT_INDEX[suit]
        cards = [c for c in DECK if self.follow[c.index] == s]
        return tuple(sorted(cards, key=lambda c: -self.power[s][c.index]))

    def is_trump(self, card: Card) -> bool:
        """Whether ``card`` is a trump under this contract (the bowers and joker included)."""
        return self.trump_index >= 0 and self.follow[card.index] == self.trump_index

    def suit_of(self, card: Card) -> str | None:
        """The suit a card belongs to for following; None for the joker at no trump (F7)."""
        f = self.follow[card.index]
        return None if f == JOKER_SUIT else SUITS[f]

    def sorted(self, cards: list[Card]) -> list[Card]:
        """Cards as a player holds them: by suit, trumps last, each from low to high."""
        position = {i: n for n, i in enumerate(self._order)}
        return sorted(cards, key=lambda c: position[c.index])


#: Every bid from the lowest to the highest (F3).
BIDS: tuple[Contract, ...] = tuple(Contract(b, r) for r, b in enumerate(BID_NAMES))
_BY_TEXT: dict[str, Contract] = {c.bid: c for c in BIDS}

ContractLike = Contract | str


# text: any value (Contract.__eq__ compares with anything); only a bid's text is found
def _lookup(text: object) -> Contract | None:
    if not isinstance(text, str):
        return None
    found = _BY_TEXT.get(text)
    if found is not None:
        return found
    bid = canonical_bid(text)
    return None if bid is None else _BY_TEXT[bid]


def as_contract(contract: ContractLike) -> Contract:
    """A :class:`Contract` from a contract or its notation."""
    if type(contract) is Contract:
        return contract
    return Contract.parse(contract)


def parse_bid(text: str | Contract) -> Contract | str:
    """A call as said at the table: ``'pass'`` or a :class:`Contract`.

    >>> parse_bid(" Pass "), parse_bid("6nt")
    ('pass', Contract.parse('6NT'))
    """
    if isinstance(text, str) and text.strip().lower() == PASS:
        return PASS
    return Contract.parse(text)


def bid_value(bid: ContractLike) -> int:
    """The points a bid is worth (F3, F10): the seed's table, Misère 250, Open Misère 500.

    >>> bid_value("6S"), bid_value("7D"), bid_value("10H"), bid_value("open-misere")
    (40, 180, 500, 500)
    """
    return as_contract(bid).value
