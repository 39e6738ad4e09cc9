"""A hand of cards that draws itself in Jupyter.

>>> from hydra import Hand
>>> h = Hand("eo s9 HY r10")
>>> h, str(h), len(h), h.eyes
(Hand('EO S9 HY R10'), 'EO S9 HY R10', 4, 13)
>>> str(h.sorted("normal"))          # as a player holds it: fail suits, then trumps low to high
'S9 EO R10 HY'
>>> Hand("EO EO EO")
Traceback (most recent call last):
...
hydra.core.errors.RuleError: 3 copies of EO (Eichel-Ober) in the hand, but the deck has only two of each card (rules: 'Die Spielkarten': 50 cards, every card twice)
"""  # noqa: E501 - a doctest's expected error message is one line

from __future__ import annotations

from collections.abc import Iterable

from .cards import Card, CardLike, as_cards, check_copies
from .games import Game, get_game
from .svg import hand_svg

__all__ = ["Hand"]


class Hand(tuple[Card, ...]):
    """An immutable sequence of cards; ``str()`` is the notation, ``Hand(str(h)) == h``."""

    __slots__ = ()

    def __new__(cls, cards: Iterable[CardLike] | str = ()) -> Hand:
        cards = as_cards(cards)
        check_copies(cards, where="the hand")
        return super().__new__(cls, cards)

    def __str__(self) -> str:
        return " ".join(map(str, self))

    def __repr__(self) -> str:
        return f"Hand({str(self)!r})"

    @property
    def eyes(self) -> int:
        return sum(c.eyes for c in self)

    def sorted(self, game: Game | str = "normal") -> Hand:
        """The hand sorted for a game: fail suits S, R, G, E low to high, then trumps low to high."""
        return Hand(get_game(game).sorted(self))

    def _repr_svg_(self) -> str:
        return hand_svg(list(self))
