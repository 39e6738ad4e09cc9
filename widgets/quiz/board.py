"""The quiz board's cards: a row of card places that shows a trick (pick the winner) or a hand
(select the legal cards), with the marks the feedback puts on them.

Each place is the card's picture with a caption (clickable when ``ipyevents`` is there) and a
numbered button under it. Presentation only: what a mark means comes from the exercise's
feedback, and the captions from :mod:`widgets.quiz.html`.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Any

import ipywidgets as W
from ipywidgets.widgets.widget_string import HTMLStyle

from hydra.core.i18n import _
from tutor.exercises import Exercise

from .html import card_face, hand_caption, trick_label, with_name

try:                                   # optional: clicks on the card pictures and keys 1-5 / Enter
    from ipyevents import Event as DomEvent
except Exception:                      # pragma: no cover - the buttons under the cards still work
    DomEvent = None

__all__ = ["SharedModels", "CardSlot", "CardRow", "DomEvent"]

CARD_WIDTH = 116
HAND_WIDTH = 84
MAX_SLOTS = 10


class SharedModels:
    """Layout and style models shared by widgets that never change them: every model is a
    message and a view in the browser, so fewer models make the first page faster."""

    def __init__(self) -> None:
        self.html_layout = W.Layout()
        self.html_style = HTMLStyle()
        self.button_layout = W.Layout(width="64px", height="30px")
        self.button_style = W.ButtonStyle()

    def html(self, value: str = "") -> W.HTML:
        return W.HTML(value, layout=self.html_layout, style=self.html_style)


class CardSlot(W.VBox):
    """One card place: the picture with its caption (clickable with ipyevents) and a numbered
    button under it."""

    # object: a callback's result is not used
    def __init__(self, index: int, on_pick: Callable[[int], object], shared: SharedModels) -> None:
        self.index = index
        self.picture = shared.html()
        self.button = W.Button(description=str((index + 1) % 10), tooltip=_("card {number}").format(number=index + 1),
                               layout=shared.button_layout, style=shared.button_style)
        self.button.on_click(lambda _b: on_pick(self.index))
        super().__init__([self.picture, self.button],
                         layout=W.Layout(align_items="center", margin="0 4px", display="none"))
        self.add_class("hq-slot")
        self.add_class(f"hq-slot-{index + 1}")
        self.events: Any = None  # Any: an ipyevents Event (optional, untyped) or None
        if DomEvent is not None:
            self.events = DomEvent(source=self.picture, watched_events=["click"])
            self.events.on_dom_event(lambda _e: on_pick(self.index))

    def show(self, svg: str, button_style: str = "", caption: str = "") -> None:
        self.picture.value = f'<div style="line-height:0">{svg}</div><div class="hq-cap">{caption}</div>'
        self.button.button_style = button_style
        self.layout.display = "flex"

    def hide(self) -> None:
        self.layout.display = "none"


class CardRow(W.HBox):
    """The board's card places; ``on_pick(index)`` is called when place ``index`` is clicked.

    Five places for a trick at first; a hand's sixth to tenth are made when first needed (every
    widget model is a message at start-up, and a start-up burst under load is what Voilà's
    iopub_timeout cuts off).
    """

    # object: a callback's result is not used
    def __init__(self, on_pick: Callable[[int], object], shared: SharedModels) -> None:
        self._on_pick = on_pick
        self._shared = shared
        self.slots = [CardSlot(i, on_pick, shared) for i in range(5)]
        super().__init__(self.slots, layout=W.Layout(flex_flow="row wrap", margin="6px 0"))

    def hide_all(self) -> None:
        for slot in self.slots:
            slot.hide()

    def show_trick(self, ex: Exercise, marks: dict[int, str] | None = None) -> None:
        """The five cards of a trick; after the answer the winner (and a wrong pick) marked."""
        marks = marks or {}
        for i, card in enumerate(ex.cards):
            style = {"winner": "success", "selected": "danger"}.get(marks.get(i, ""), "")
            self.slots[i].show(card_face(ex, card, CARD_WIDTH, highlight=marks.get(i)), style,
                               trick_label(ex, i))

    def show_hand(self, ex: Exercise, selected: Collection[int], marks: dict[int, str] | None = None) -> None:
        """The learner's hand with the selected positions; after Check, legal and illegal marked."""
        self._ensure(len(ex.hand))
        for i, card in enumerate(ex.hand):
            chosen = i in selected
            if marks:
                mark = marks.get(i)
                style = "success" if mark == "legal" else ""
                self.slots[i].show(card_face(ex, card, HAND_WIDTH, highlight=mark, dim=mark == "illegal"),
                                   style, with_name(ex, card, hand_caption(mark, chosen)))
            else:
                self.slots[i].show(card_face(ex, card, HAND_WIDTH, highlight="selected" if chosen else None),
                                   "info" if chosen else "", with_name(ex, card, "selected" if chosen else ""))

    def _ensure(self, n: int) -> None:
        if n > len(self.slots):
            self.slots += [CardSlot(i, self._on_pick, self._shared)
                           for i in range(len(self.slots), min(n, MAX_SLOTS))]
            self.children = self.slots
