"""Doppelkopf at the table page (:mod:`widgets.tables`): Hydra's card faces with Doppelkopf's words."""

from __future__ import annotations

from ..tables.views import TableViews
from .play_html import card_face

__all__ = ["VIEWS"]


def _face(card: str, width: int, legal: bool) -> str:
    return card_face(card, width, "legal" if legal else None)


#: Doppelkopf's drawings at a table (both rule sets).
VIEWS = TableViews(card_face=_face)
