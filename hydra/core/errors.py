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

import json

__all__ = ["HydraError", "NotationError", "RuleError", "IllegalCard", "Reason", "Given"]


class Reason(str):
    """A sentence for learners that carries the rules it cites as data.

    It is the sentence (a ``str``), so it prints and compares as one; ``rules``
    lists the R-ids or rules' sections it rests on, so no caller has to read
    them back out of the prose.

    >>> r = Reason("HY may not be played ... (R1).", ("R1",))
    >>> r.endswith("(R1)."), r.rules
    (True, ('R1',))
    """

    rules: tuple[str, ...]

    def __new__(cls, text: str, rules: tuple[str, ...] = ()) -> Reason:
        self = super().__new__(cls, text)
        self.rules = tuple(rules)
        return self

    def __add__(self, other: str) -> Reason:
        return Reason(str(self) + other, self.rules)

    def __radd__(self, other: str) -> Reason:
        return Reason(other + str(self), self.rules)


class Given:
    """A value a person gave (a scenario file's, a link's), for an error sentence: ``{value!r}`` writes
    Python's repr, as the English sentences always did; ``{value}`` the value as a person wrote it, for a
    translation (text as it is, a list's items with commas, anything else as JSON).

    >>> "{0!r} | {0}".format(Given(["EO", 2])), "{0!r} | {0}".format(Given("x"))
    ("['EO', 2] | EO, 2", "'x' | x")
    """

    __slots__ = ("value",)

    def __init__(self, value: object) -> None:  # object: any value a learner gave, shown as they gave it
        self.value = value

    def __repr__(self) -> str:
        return repr(self.value)

    def __format__(self, spec: str) -> str:
        return format(_plain(self.value), spec)


# object: whatever a person gave (a link's text, a file's value), said as written
def _plain(value: object) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, (list, tuple)):
        return ", ".join(map(_plain, value))
    if value is None or isinstance(value, (dict, bool, int, float)):
        return json.dumps(value, ensure_ascii=False, default=str)
    return str(value)


class HydraError(ValueError):
    """Base class of every error the engine raises on purpose."""


class NotationError(HydraError):
    """Text that is not valid notation: names the bad token and its offset."""

    def __init__(self, message: str, *, token: str | None = None, offset: int | None = None) -> None:
        super().__init__(message)
        self.token = token
        self.offset = offset


class RuleError(HydraError):
    """Something a rule forbids. ``rule`` is the R-id or the rules' section."""

    def __init__(self, message: str, *, rule: str) -> None:
        super().__init__(message)
        self.rule = rule


class IllegalCard(RuleError):
    """A card that may not be played now (or that the player does not hold)."""

    # card: whatever was played (a Card, or notation that did not parse), shown in the message
    def __init__(self, message: str, *, rule: str, card: object = None, seat: int | None = None) -> None:
        super().__init__(message, rule=rule)
        self.card = card
        self.seat = seat
