"""What Hydropolis's rules say where the tutor cites them (:mod:`tutor.rulebook`): each ruling (``P7``) with
the rules text's sentences and its English. Hydropolis's entry in the tutor's registry names :data:`BOOK`
(``tutor.games.Listing.rules``).

>>> BOOK.rule_text("P99").title
'the rule'
"""

from __future__ import annotations

from ..rulebook import RuleBook, RuleText, unknown_rule

__all__ = ["BOOK", "rule_text"]


def rule_text(cite: str) -> RuleText:
    """What the Hydropolis ruling ``cite`` says (never raises; an unknown one has no sentence)."""
    from hydra.hydropolis.rulings import RULINGS
    ruling = RULINGS.get(cite)
    if ruling is None:
        return unknown_rule(cite)
    return RuleText(cite, ruling.title, ruling.quotes, ruling.decision)


#: Hydropolis's rulings (P1 ...).
BOOK = RuleBook(r"P\d{1,2}", rule_text)
