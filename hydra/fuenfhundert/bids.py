"""The bid notation of Fünfhundert (F3): reading a bid as said or typed, its trump suit and its value,
without the cards. A bid is ``6S`` .. ``10NT`` (tricks, then ``S``, ``C``, ``D``, ``H`` or ``NT``),
``misere`` or ``open-misere``; ``pass`` is a call, not a bid.

The cards (a card's role under a bid, :meth:`hydra.fuenfhundert.cards.Card.role`) and the contracts
(each bid's card order, :mod:`hydra.fuenfhundert.contracts`) both read bids here, so neither imports
the other to read one.

>>> read_bid(" 7 h "), read_bid("Misère"), bid_trump("7H"), bid_trump("6NT"), bid_trump("misere")
('7H', 'misere', 'H', None, None)
>>> BID_NAMES[:3], BID_NAMES[-1], suit_bid_value("8C")
(('6S', '6C', '6D'), 'open-misere', 260)
"""

from __future__ import annotations

from hydra.core.errors import NotationError, RuleError

__all__ = ["PASS", "MISERE", "OPEN_MISERE", "NO_TRUMP", "STRAINS", "BID_NAMES", "bid_trump", "canonical_bid",
           "read_bid", "suit_bid_value"]

PASS = "pass"
MISERE = "misere"
OPEN_MISERE = "open-misere"
NO_TRUMP = "NT"
#: What a bid of tricks names after their number: a trump suit or no trump.
STRAINS = ("S", "C", "D", "H", NO_TRUMP)
_BASE = {"S": 40, "C": 60, "D": 80, "H": 100, NO_TRUMP: 120}   # F3: the seed's table for 6 tricks
_BAD_BID = ("is not a bid: write 6 to 10 tricks followed by S, C, D, H or NT (such as 7H or 6NT), "
            "or misere, open-misere or pass")
_ALIASES = {"misère": MISERE, "open misere": OPEN_MISERE, "open misère": OPEN_MISERE,
            "open-misère": OPEN_MISERE, "openmisere": OPEN_MISERE}


def _strain(bid: str) -> str:
    return NO_TRUMP if bid.endswith(NO_TRUMP) else bid[-1]


def suit_bid_value(bid: str) -> int:
    """The value of a bid of tricks (F3): the seed's table, 40/60/80/100/120 for six tricks, 100 more per
    trick."""
    strain = _strain(bid)
    return _BASE[strain] + 100 * (int(bid[:-len(strain)]) - 6)


def _bid_names() -> tuple[str, ...]:
    ordered = sorted((f"{n}{s}" for n in range(6, 11) for s in STRAINS), key=suit_bid_value)
    ordered.insert(ordered.index("8C"), MISERE)   # F3: 250, above 8 Pik (240), below 8 Kreuz (260)
    ordered.append(OPEN_MISERE)                   # F3: Open Misère outranks every bid
    return tuple(ordered)


#: Every bid's notation from the lowest bid to the highest (F3).
BID_NAMES: tuple[str, ...] = _bid_names()
_KNOWN = frozenset(BID_NAMES)


def canonical_bid(text: str) -> str | None:
    """A bid's notation (``"7H"``, ``"misere"``) from the text, case and spaces free; None if it is none."""
    if text in _KNOWN:
        return text
    token = " ".join(text.split()).lower()
    token = _ALIASES.get(token, token)
    if token in _KNOWN:
        return token
    token = token.replace(" ", "").upper()
    return token if token in _KNOWN else None


# text: what was typed or passed, checked here to be text
def read_bid(text: object) -> str:
    """A bid's notation from the text; a :class:`NotationError` for what is no bid, a :class:`RuleError` for
    ``pass`` (a call, not a bid: F3, F4).

    >>> read_bid("11H")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    hydra.core.errors.NotationError: '11H' at offset 0 is not a bid: write 6 to 10 tricks ...
    """
    if not isinstance(text, str):
        raise NotationError(f"{text!r} is not a bid: expected text such as '7H'", token=repr(text), offset=0)
    found = canonical_bid(text)
    if found is None:
        token = text.strip()
        offset = len(text) - len(text.lstrip())
        if token.lower() == PASS:
            raise RuleError("'pass' is a call, not a bid: it has no value and cannot be a "
                            "contract (F3, F4)", rule="F3")
        raise NotationError(f"{token!r} at offset {offset} {_BAD_BID}", token=token, offset=offset)
    return found


def bid_trump(bid: str) -> str | None:
    """The trump suit of a bid's notation (``"7H"``: ``"H"``); None at no trump and in Misère (F7, F8)."""
    if bid in (MISERE, OPEN_MISERE):
        return None
    strain = _strain(bid)
    return None if strain == NO_TRUMP else strain
