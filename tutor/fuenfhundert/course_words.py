"""How the 500 (Fünfhundert) pages name cards and answer text that is not notation (no rule decided here).

The engine writes its sentences with the cards' codes (``HJ``, ``D10``, ``JO``): that is its notation
and its error texts, which tests and doctests rely on. A learner reads the cards' names, as the 500
pages name them everywhere (:meth:`hydra.fuenfhundert.Card.name`: the German name, then the code and
the English name or the card's role under the contract). :func:`plain_cards` puts the names into
an engine sentence; :func:`notation_sentence` says what was wrong with typed cards, from the
:class:`hydra.NotationError`'s ``token`` and ``offset``, with what to write instead.

>>> print(plain_cards("DA is a higher trump than DK, so it takes the lead.", "7D"))
Karo-As (DA, Ace of Diamonds) is a higher trump than Karo-König (DK, King of Diamonds), so it takes the lead.
>>> print(plain_cards("SA may not be played: Herz was led and you hold Herz (H5, HA) (F9)."))
Pik-As (SA, Ace of Spades) may not be played: Herz was led and you hold Herz (Herz-5, Herz-As) (F9).
>>> print(plain_cards("6S (6 Pik, 40) is not higher than 6D (6 Karo, 80) (F3)."))
6 Pik (40) is not higher than 6 Karo (80) (F3).
>>> print(plain_cards("Karo-Bube (DJ, the left bower) wins: DJ is the highest trump; 7H is the bid.", "7H"))
Karo-Bube (DJ, the left bower) wins: Karo-Bube is the highest trump; 7H is the bid.
"""

from __future__ import annotations

import re

from hydra import fuenfhundert as fh
from hydra.core.errors import NotationError
from hydra.fuenfhundert.cards import CardLike
from hydra.fuenfhundert.contracts import ContractLike

__all__ = ["plain_cards", "card_name", "notation_sentence", "bid_sentence", "CARDS_FORM", "BID_FORM"]

_CODE = r"(?:[SCDH](?:10|[4-9]|[JQKA])|JO)"
_WORD = r"[A-Za-zÄÖÜäöüß]+"
#: A card already named (``Herz-Bube (HJ, the right bower)``, ``Joker (JO, ...)``), a list of codes in
#: brackets (``(H5, HA)``), or a code on its own (not part of a bid such as ``7H`` or a word).
_PIECE = re.compile(rf"(?P<named>(?:{_WORD}-(?:{_WORD}|\d+)|Joker) \({_CODE}, [^()]*\))"
                    rf"|(?P<list>\({_CODE}(?:, {_CODE})*\))"
                    rf"|(?<![\w-])(?P<code>{_CODE})(?![\w-])(?!:[SCDH]\b)")
_ONE_CODE = re.compile(_CODE)
#: A bid's code followed by its name and value, as the engine writes a refused bid: ``6D (6 Karo, 80)``.
_BID = re.compile(r"(?<![\w-])(?:10|[6-9])(?:NT|[SCDH]) \((?P<name>[^(),]+), (?P<value>\d+)\)")

#: How to write cards, for every sentence that asks a learner to type them (F1, the notation).
CARDS_FORM = ("write each card as its suit letter S (Pik), C (Kreuz), D (Karo) or H (Herz) and then its rank "
              "4 to 10, J, Q, K or A (Pik and Kreuz start at 5), or JO for the joker, with a space between "
              "two cards")


def card_name(card: CardLike, contract: ContractLike | None = None) -> str:
    """The name the 500 pages give a card: ``'Herz-Bube (HJ, the right bower)'`` under 7 Herz: German
    first, then the notation and the role (F5)."""
    return fh.as_card(card).name(contract)


def plain_cards(text: str, contract: ContractLike | None = None, seen: set[str] | None = None) -> str:
    """``text`` (an engine sentence) with each card's code replaced by its name: the whole name
    (:func:`card_name`) where the card first comes up, its German name after that and inside a
    list in brackets; a bid's code before its name and value (``6D (6 Karo, 80)``) gives way to its
    name. Names already there, other bids (``7H``) and rule ids (``F3``) stay as they are.

    ``seen`` (the codes already named) carries "first comes up" over several sentences read one
    after the other, such as a trick's explanation and its steps; it is updated."""
    seen = set() if seen is None else seen

    def named(code: str) -> str:
        card = fh.as_card(code)
        if code in seen:
            return card.german_name
        seen.add(code)
        return card_name(card, contract)

    def replace(match: re.Match[str]) -> str:
        if match.group("named"):
            seen.update(_ONE_CODE.findall(match.group("named").split("(", 1)[1])[:1])
            return match.group("named")
        if match.group("list"):
            codes = _ONE_CODE.findall(match.group("list"))
            seen.update(codes)
            return "(" + ", ".join(fh.as_card(c).german_name for c in codes) + ")"
        return named(match.group("code"))

    return _PIECE.sub(replace, _BID.sub(r"\g<name> (\g<value>)", str(text)))


#: How to write a bid (F3).
BID_FORM = ("a bid is 6 to 10 tricks and then S (Pik), C (Kreuz), D (Karo), H (Herz) or NT (ohne Trumpf), "
            "or misere, open-misere or pass (F3)")


def bid_sentence(token: str, example: str = "7H") -> str:
    """A sentence for a typed bid that is not a bid (F3).

    >>> print(bid_sentence("11H"))  # doctest: +ELLIPSIS
    What you typed, “11H”, is not a bid: there are only ten tricks, so a bid names 6 to 10 of them (F3). ...
    """
    upper = " ".join(str(token).split()).upper()
    numbers = re.fullmatch(r"(\d+)\s*(NT|[SCDH])", upper)
    swapped = re.fullmatch(r"(NT|[SCDH])\s*(10|[6-9])", upper)
    if numbers and not 6 <= int(numbers.group(1)) <= 10:
        fix = "there are only ten tricks, so a bid names 6 to 10 of them (F3)" if int(numbers.group(1)) > 10 \
            else "a bid names at least 6 of the ten tricks (F3)"
    elif numbers:
        fix = f"write it without a space, {numbers.group(1)}{numbers.group(2)}"
    elif swapped:
        fix = f"the number of tricks comes first, so write {swapped.group(2)}{swapped.group(1)}"
    else:
        fix = BID_FORM
    return f"What you typed, “{_shown(token)}”, is not a bid: {fix}. For example: {example}."


def _shown(token: str, limit: int = 24) -> str:
    """What the learner typed, quoted for a sentence: spaces tidied, cut after ``limit`` characters."""
    words = " ".join(str(token).split())
    return words if len(words) <= limit else words[:limit] + "…"


def _ordinal(number: int) -> str:
    return {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth"}.get(number, f"number {number}")


def notation_sentence(error: NotationError, typed: str, example: str = "H5 DJ HA JO", kind: str = "card") -> str:
    """A sentence for cards (``kind="card"``) or a bid (``kind="bid"``) typed that are not notation:
    which of them, what is wrong, what to write instead, with ``example``. Uses only the error's
    ``token`` and ``offset``; never the engine's text, which names the offset and quotes a repr.

    >>> try:
    ...     fh.parse_cards("H5 10h")
    ... except NotationError as error:
    ...     print(notation_sentence(error, "H5 10h"))
    The second card you typed, “10h”, is not a card: the suit comes first, so write H10. For example: H5 DJ HA JO.
    """
    token = str(error.token or "").strip()
    if kind == "bid":
        return bid_sentence(token)
    offset = error.offset if isinstance(error.offset, int) else 0
    before = typed[:offset] if isinstance(typed, str) else ""
    position = len([t for t in re.split(r"[\s,]+", before) if t]) + 1
    count = len([t for t in re.split(r"[\s,]+", typed) if t]) if isinstance(typed, str) else 1
    which = "What you typed" if count <= 1 else f"The {_ordinal(position)} card you typed"
    upper = token.upper()
    swapped = re.fullmatch(r"(10|[4-9JQKA])([SCDH])", upper)
    if swapped and swapped.group(2) + swapped.group(1) in _CODES:
        fix = f"the suit comes first, so write {swapped.group(2)}{swapped.group(1)}"
    elif upper in ("S4", "C4"):
        fix = "Pik and Kreuz start at 5, only Herz and Karo have a 4 (F1)"
    elif re.fullmatch(r"[SCDH](2|3|11|12|13)", upper):
        fix = ("the 2, 3, 11, 12 and 13 are only in the special deck for six players, which the tutor does not "
               "teach (F1)")
    elif upper in ("JOKER", "J0"):
        fix = "the joker is written JO"
    else:
        fix = CARDS_FORM
    return f"{which}, “{_shown(token)}”, is not a card: {fix}. For example: {example}."


_CODES = {str(c) for c in fh.DECK}
