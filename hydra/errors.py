"""One family of errors, all :class:`ValueError` (as in python-chess).

* :class:`NotationError`: text that is not card or game notation.
* :class:`RuleError`: a legal-looking input that a rule forbids; ``.rule``
  names the ruling (``"R7"``) or the section of the official rules.
* :class:`IllegalCard`: a :class:`RuleError` for a card that may not be
  played now (not allowed, or not in the player's hand).

>>> import hydra
>>> try:
...     hydra.parse_cards("EO XZ")
... except hydra.NotationError as error:
...     print(error)
'XZ' at offset 3 is not a card: write a suit S, R, G or E followed by a rank 9, U, O, K, 10 or D, or HY for the Hydra
"""

from __future__ import annotations

__all__ = ["HydraError", "NotationError", "RuleError", "IllegalCard"]


class HydraError(ValueError):
    """Base class of every error the engine raises on purpose."""


class NotationError(HydraError):
    """Text that is not valid notation: names the bad token and its offset."""

    def __init__(self, message: str, *, token: str | None = None, offset: int | None = None):
        super().__init__(message)
        self.token = token
        self.offset = offset


class RuleError(HydraError):
    """Something a rule forbids. ``rule`` is the R-id or the rules' section."""

    def __init__(self, message: str, *, rule: str):
        super().__init__(message)
        self.rule = rule


class IllegalCard(RuleError):
    """A card that may not be played now (or that the player does not hold)."""

    def __init__(self, message: str, *, rule: str, card=None, seat: int | None = None):
        super().__init__(message, rule=rule)
        self.card = card
        self.seat = seat
