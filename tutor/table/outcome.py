"""What the play pages' sessions hand their views: a click's outcome, a button, a reviewed trick.

Each game has its own table lines (``Reply``: Hydra's carry the card, 500's and Doppelkopf's the
example player's reason), so :class:`Outcome` is generic in them.

>>> Outcome(False, "It is seat 2's turn, not yours (R8).", ("R8",)).ok
False
>>> sentence("a trump was led"), sentence(" Done! ")
('A trump was led.', 'Done!')
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

__all__ = ["Outcome", "Choice", "Hint", "TrickReview", "sentence", "without_rules", "named_rules"]

#: A game's reply (covariant: an outcome with no replies, ``Outcome[NoReturn]``, is every game's outcome).
ReplyT = TypeVar("ReplyT", covariant=True)


@dataclass(frozen=True)
class Outcome(Generic[ReplyT]):
    """What came of a click: done or refused (``message`` says why, ``rules`` cites it), and the
    example players' replies."""

    ok: bool
    message: str = ""
    rules: tuple[str, ...] = ()
    replies: tuple[ReplyT, ...] = ()


@dataclass(frozen=True)
class Choice:
    """A button: the engine's action and the learner's words for it."""

    action: str
    label: str


@dataclass(frozen=True)
class Hint:
    """What the example player would do in the learner's seat, and why; ``card``: the card to click for
    it, where that is how the page does it (Doppelkopf's cards given back or added)."""

    action: str
    label: str
    reason: str
    rules: tuple[str, ...]
    card: str | None = None


@dataclass(frozen=True)
class TrickReview:
    """One complete trick: its cards and who played them, the winner, the engine's why; ``eyes`` where
    the game counts them (Hydra, Doppelkopf; None in 500, which counts tricks)."""

    number: int
    cards: tuple[str, ...]
    seats: tuple[int, ...]
    winner_seat: int
    sentence: str
    rules: tuple[str, ...]
    eyes: int | None = None


def sentence(text: str | BaseException) -> str:
    """An engine's message as a sentence: a capital first, a full stop last (unless it ends in one)."""
    words = str(text).strip()
    return words[:1].upper() + words[1:] + ("" if words.endswith((".", "!", "?")) else ".")


def without_rules(text: str, shown: Sequence[str]) -> str:
    """``text`` without the list of rules it closes with ("… (rules: Der Spielverlauf, Bedienpflicht).")
    when every rule of that list is in ``shown`` (the page shows them as chips): each rule said once.

    >>> without_rules("Follow suit (rules: Der Spielverlauf, Bedienpflicht).", ["Der Spielverlauf", "Bedienpflicht"])
    'Follow suit.'
    >>> without_rules("Follow suit (rules: Bedienpflicht).", ["Der Spielverlauf"])
    'Follow suit (rules: Bedienpflicht).'
    >>> without_rules("A trump beats it (R3).", ["R3"]), without_rules("Seat 2 takes it (22 eyes).", ["R3"])
    ('A trump beats it.', 'Seat 2 takes it (22 eyes).')
    """
    found = re.search(r"\s*\((?:rules?: )?([^()]*)\)(\.?)\s*$", text)
    if not found:
        return text
    named = [part.strip() for part in found.group(1).split(",")]
    if not named or not all(name in shown for name in named):
        return text
    return text[:found.start()] + found.group(2)


def named_rules(text: str) -> set[str]:
    """The rules ``text`` names in its own words, "(rules: Der Spielverlauf, Bedienpflicht)": a page shows
    no chip for those (each rule said once).

    >>> sorted(named_rules("You must follow (rules: Der Spielverlauf, Bedienpflicht). EU is a trump."))
    ['Bedienpflicht', 'Der Spielverlauf']
    """
    return {name.strip() for group in re.findall(r"\(rules?: ([^()]*)\)", text) for name in group.split(",")}
