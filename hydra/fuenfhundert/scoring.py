"""Scoring a round (F10).

A team that makes its bid (at least that many tricks; in a Misère no trick at
all) scores the bid's value and the other team nothing. A team that fails
scores minus the value, and the other team 10 points per trick it won.

>>> from hydra import fuenfhundert as fh
>>> fh.score("7H", tricks_won_by_bidders=8)
(200, 0)
>>> fh.score("7S", tricks_won_by_bidders=9)                 # the bid's value, not the tricks' (F10)
(140, 0)
>>> fh.score("7S", tricks_won_by_bidders=9, reading="tricks taken")   # the other reading of F10
(340, 0)
>>> fh.score("8NT", tricks_won_by_bidders=5)
(-320, 50)
>>> fh.score("misere", tricks_won_by_bidders=1)
(-250, 90)
"""

from __future__ import annotations

from hydra.core.errors import RuleError

from .contracts import ContractLike, as_contract

__all__ = ["score", "made", "READING_BID_VALUE", "READING_TRICKS_TAKEN"]

READING_BID_VALUE = "bid value"
READING_TRICKS_TAKEN = "tricks taken"


def made(contract: ContractLike, tricks_won_by_bidders: int) -> bool:
    """Whether the bidders made their contract (F10; in a Misère: no trick at all, F8)."""
    terms = as_contract(contract)
    if terms.is_misere:
        return tricks_won_by_bidders == 0
    return tricks_won_by_bidders >= terms.tricks


def score(contract: ContractLike, tricks_won_by_bidders: int,
          reading: str = READING_BID_VALUE) -> tuple[int, int]:
    """(bidders' points, opponents' points) for one round (F10).

    ``reading`` picks the named reading of F10: ``"bid value"`` (the engine's)
    or ``"tricks taken"`` (the table row of the tricks actually taken, when the
    bid is made with more tricks than bid).
    """
    terms = as_contract(contract)
    tricks = tricks_won_by_bidders
    if isinstance(tricks, bool) or not isinstance(tricks, int) or not 0 <= tricks <= 10:
        raise RuleError(f"the bidders win 0 to 10 tricks, not {tricks!r}: a round has ten tricks "
                        "(F9, F10)", rule="F10")
    if reading not in (READING_BID_VALUE, READING_TRICKS_TAKEN):
        raise RuleError(f"{reading!r} is not a reading of F10: use 'bid value' or 'tricks taken'",
                        rule="F10")
    if made(terms, tricks):
        value = terms.value
        if reading == READING_TRICKS_TAKEN and not terms.is_misere and tricks > terms.tricks:
            value += 100 * (tricks - terms.tricks)
        return value, 0
    return -terms.value, 10 * (10 - tricks)
