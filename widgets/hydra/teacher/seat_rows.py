"""The presenter's hands beside the table, kept from one step to the next.

Each place of the column is a row, made once: its seat's label (an HTML) and its hand, drawn as one
picture (an HTML) or, for the seat to move, as a card button per card: each card's view is made the first
time the card is to be played and shown again whenever it is (at most the deck's cards, for each width). A
step (a card played, a step back, another line) changes their values and which rows show. Drawn anew at
every step, the column made about 60 widget models a card (five rows, their labels and hands, ten card
views of three models each) and kept the old ones in the kernel and in the page: the projector's page grew
by thousands over a round, and every step cost the kernel, the server and the browser the new models.

>>> rows = SeatRows(lambda card: None)
>>> rows.draw([SeatRow("<b>Ada</b>", pictured="<svg/>"), SeatRow("<b>Bo</b>", buttons=(
...     CardButton("R10", True, "Play it"), CardButton("S9", False, "Not now")), width=50)], bordered=True)
>>> len(rows.box.children), [v.card for v in rows.card_views(50)], rows.card_views(50)[1].button.disabled
(2, ['R10', 'S9'], True)
>>> first, s9 = rows.box.children[0], rows.card_views(50)[1]
>>> rows.draw([SeatRow("<b>Cleo</b>", buttons=(CardButton("S9", True, "Play it"),), width=50)], bordered=True)
>>> rows.box.children[0] is first, first.children[0].value, rows.card_views(50) == [s9], s9.button.disabled
(True, '<b>Cleo</b>', True, False)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import ipywidgets as W

from widgets.hydra.cards import CardView

__all__ = ["CardButton", "SeatRow", "SeatRows"]


@dataclass(frozen=True)
class CardButton:
    """A card of the hand to move: its code, whether it may be played (None: not told, a class question is
    open) and its button's tooltip."""

    card: str
    legal: bool | None
    tooltip: str


@dataclass(frozen=True)
class SeatRow:
    """One place of the column: the seat's label (HTML), and its hand as a picture (``pictured``, HTML) or as
    card buttons (``buttons``, each ``width`` px wide)."""

    label: str
    pictured: str | None = None
    buttons: tuple[CardButton, ...] = ()
    width: int = 50


class SeatRows:
    """The column of hands (:attr:`box`); a tap on a card button calls ``play(card)``."""

    def __init__(self, play: Callable[[str], object]) -> None:  # object: a callback's result is not used
        self.box = W.VBox()
        self._play = play
        self._rows: list[tuple[W.HBox, W.HTML, W.HTML]] = []     # per place: the row, its label, its picture
        self._buttons: dict[int, W.HBox] = {}                      # per width: the row of card buttons
        self._views: dict[tuple[int, str, int], CardView] = {}     # per width, card and which of a kind: its view
        self._bordered = W.Layout(border_bottom="1px solid #e6e6e6", padding="2px 0")
        self._plain = W.Layout()

    def card_views(self, width: int) -> list[CardView]:
        """The card views of ``width`` shown now, in their order."""
        row = self._buttons.get(width)
        return [v for v in row.children if isinstance(v, CardView)] if row is not None else []

    def draw(self, rows: Sequence[SeatRow], bordered: bool) -> None:
        """Show ``rows`` (with a line under each if ``bordered``)."""
        while len(self._rows) < len(rows):
            label, picture = W.HTML(), W.HTML()
            picture.add_class("ht-cards")
            self._rows.append((W.HBox([label, picture]), label, picture))
        shown = []
        for (row, label, picture), seat in zip(self._rows, rows):
            label.value = seat.label
            if seat.pictured is not None:
                picture.value = seat.pictured
                hand: W.Widget = picture
            else:
                hand = self._card_buttons(seat.buttons, seat.width)
            if row.children != (label, hand):
                row.children = (label, hand)
            layout = self._bordered if bordered else self._plain
            if row.layout is not layout:
                row.layout = layout
            shown.append(row)
        if tuple(shown) != self.box.children:
            self.box.children = tuple(shown)

    def _card_buttons(self, cards: Sequence[CardButton], width: int) -> W.HBox:
        row = self._buttons.get(width)
        if row is None:
            row = self._buttons[width] = W.HBox(layout=W.Layout(flex_flow="row wrap"))
            row.add_class("ht-mover")
        shown = []
        seen: dict[str, int] = {}
        for card in cards:
            # each card keeps its own view (two of a kind, each its own): a tap on a picture that a step has
            # taken away plays the card it showed, which the engine refuses, never the card shown there now
            nth = seen[card.card] = seen.get(card.card, 0) + 1
            view = self._views.get((width, card.card, nth))
            if view is None:
                # the card's name on its button, on two lines (ht-card's style): never its code (issue 34)
                view = self._views[(width, card.card, nth)] = CardView(card.card, width=width, selectable=False,
                                                                      named=True)
                view.add_class("ht-card")
                view.on_click(lambda v: self._play(v.card))
            view.highlight = "legal" if card.legal else None
            view.dim = card.legal is False
            # after the card's own drawing (which gives the button its name and no colour)
            view.button.button_style = "success" if card.legal else ""
            view.button.disabled = card.legal is False
            view.button.tooltip = card.tooltip
            shown.append(view)
        if row.children != tuple(shown):
            row.children = tuple(shown)
        return row
