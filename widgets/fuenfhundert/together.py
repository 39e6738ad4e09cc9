"""Fünfhundert (500) at the table page (:mod:`widgets.tables`): its own deck's faces."""

from __future__ import annotations

from ..tables.views import TableViews
from .faces import card_svg

__all__ = ["VIEWS"]


def _face(card: str, width: int, legal: bool) -> str:
    return card_svg(card, width, mark="legal" if legal else None)


#: 500's drawings at a table.
VIEWS = TableViews(card_face=_face)
