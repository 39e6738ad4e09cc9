"""Hydra at the table page (:mod:`widgets.tables`): its card faces."""

from __future__ import annotations

from .faces import card_svg
from ..tables.views import TableViews

__all__ = ["VIEWS"]


def _face(card: str, width: int, legal: bool) -> str:
    return card_svg(card, width, highlight="legal" if legal else None)


#: Hydra's drawings at a table.
VIEWS = TableViews(card_face=_face)
