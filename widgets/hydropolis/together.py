"""Hydropolis at the table page (:mod:`widgets.tables`): no tricks, so the board is the cards laid,
with the cells where the seat's moves go marked; its moves are the page's buttons in words."""

from __future__ import annotations

from collections.abc import Sequence
from hydra import hydropolis as hp
from hydra.core.i18n import N_, _

from ..tables.views import TableViews
from .table import seat_table_html

__all__ = ["VIEWS"]


def _board(view: hp.SeatView, legal: Sequence[str], hand: Sequence[str]) -> str:
    caption = (_("Green dashes: where your card may go (the buttons below say how).") if legal
               else _("The cards laid so far."))
    return seat_table_html(view.table, list(legal), list(hand), caption)


#: Hydropolis's drawings at a table.
VIEWS = TableViews(board=_board,
                   your_turn=N_("Your turn: tap a button to lay a card; the green dashes show where."))
