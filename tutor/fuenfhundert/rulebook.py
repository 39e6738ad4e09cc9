"""What the 500 rules say where the tutor cites them (:mod:`tutor.rulebook`): each ruling (``F9``) with the
rules text's sentence the engine reads, and its English in the learner's language. 500's entry in the
tutor's registry names :data:`BOOK` (``tutor.games.Listing.rules``).

>>> BOOK.rule_text("F9").cite, BOOK.names_a_card("D5, 5 of Diamonds", "Karo-5"), BOOK.names_a_card("D5", "")
('F9', True, False)
"""

from __future__ import annotations

import re

from hydra.core.i18n import _

from ..rulebook import RuleBook, RuleText

__all__ = ["BOOK", "rule_text"]

#: 500's cards are named "Karo-5 (D5, 5 of Diamonds)": its code may look like an id (D5), the bracket names a card.
_CARD = re.compile(r"^(?:[SCDH](?:\d+|[JQKA])|JO), (?:\w+ of (?:Spades|Clubs|Diamonds|Hearts)|Joker)$")


def rule_text(cite: str) -> RuleText:
    """What the 500 ruling ``cite`` says (never raises; an unknown one has no sentence)."""
    from hydra.fuenfhundert import rulings as fr
    chosen = [r for r in fr.readings(cite) if r.engine]
    german = (chosen[0].quote,) if chosen else ()
    english = fr.rule_text(cite) if cite in fr.RULINGS else ""
    said = _(english) if english else ""                          # in the learner's language (issue 33)
    first = re.split(r"[;:,.(]", english)[0].strip() if english else ""     # 500's rulings have no titles
    if len(first) > 48:                                         # a long first clause: its start, a word whole
        first = first[:48].rsplit(" ", 1)[0] + "…"
    title = (first[:1].lower() + first[1:]) if first else "the rule"
    return RuleText(cite, title, german, said)


def names_a_card(inside: str, _before: str) -> bool:
    """Whether the bracket ``(inside)`` names a card ("D5, 5 of Diamonds"), not a ruling."""
    return _CARD.match(inside.strip()) is not None


#: 500's rulings (F1 ...).
BOOK = RuleBook(r"F\d{1,2}", rule_text, names_a_card)
