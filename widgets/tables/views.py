"""What the table page (:mod:`widgets.tables`) draws of a game in the game's own way: its card faces, a
board for a game without tricks, the turn's sentence. Each game's :class:`TableViews` lives in its
folder (``widgets/<game>/together.py``) and its tutor entry names it as data
(:attr:`tutor.games.TableGame.views`): the page reaches it through the registry alone.

>>> table_views("hydra").card_face("HY", 40, True).startswith("<svg")
True
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from hydra.core.i18n import N_
from tutor.games import load_named, table_game

from ..common.base import esc

__all__ = ["TableViews", "table_views", "notation_face"]


def notation_face(card: str, _width: int, _legal: bool) -> str:
    """A card (a tile, a word) as its notation, in bold."""
    return f"<b>{esc(card)}</b>"


@dataclass(frozen=True)
class TableViews:
    """A game's own drawings at a table."""

    #: A card's picture in the game's deck, ``card_face(card, width, legal)`` (the play pages' faces).
    card_face: Callable[[str, int, bool], str] = notation_face
    #: For a game without tricks: what is on the table as the seat sees it, as HTML,
    #: ``board(view, legal, hand)`` (the seat's view, its legal actions and its hand, as notation).
    # Any: the game's own seat view
    board: Callable[[Any, Sequence[str], Sequence[str]], str] | None = None
    #: The status line's sentence when it is the seat's turn (marked with ``N_``; the page translates it).
    your_turn: str = N_("Your turn: tap a card or a button; the marked cards may be played.")


@functools.cache
def table_views(game: str) -> TableViews:
    """The table views of ``game`` (an id of :data:`hydra.GAMES`), from its tutor entry; the plain
    defaults for a game that names none."""
    return load_named(table_game(game).views, TableViews, TableViews)
