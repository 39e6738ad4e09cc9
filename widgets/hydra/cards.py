"""Hydra's clickable cards and hands, drawn with the engine's SVG faces, with a selection state.

>>> from widgets.hydra.cards import HandView
>>> hand = HandView(cards=["EO", "GK", "HY"], max_selected=1)
>>> hand.cards_views[1].button.click()
>>> hand.value
('GK',)
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable
from typing import Any

import ipywidgets as W
from traitlets import Bool, Dict, Int, List, Unicode, observe

import hydra
from hydra.hydra.cards import CardLike

from ..common.base import Change, SnapshotMixin, Trait, esc, shared_model
from .faces import card_svg, cards_row_html


def _button_layout(width: int, shown: bool) -> W.Widget:
    return shared_model("layout", width=f"{width + 4}px", height="26px", padding="0",
                        display=None if shown else "none")


def toggle_selection(selected: Iterable[int], index: int, max_selected: int = 0) -> list[int]:
    """The selection after clicking card ``index``: add it, or remove it if it was selected.

    With ``max_selected`` > 0 the oldest choice is dropped when the limit is reached.

    >>> toggle_selection([0, 2], 2), toggle_selection([0, 2], 5, max_selected=2)
    ([0], [2, 5])
    """
    selected = list(selected)
    if index in selected:
        selected.remove(index)
        return selected
    selected.append(index)
    if max_selected and len(selected) > max_selected:
        selected = selected[-max_selected:]
    return selected


class CardView(SnapshotMixin, W.VBox):
    """One card: its face (SVG) and a button under it. ``selected`` toggles on click
    when ``selectable``; ``on_click(callback)`` calls ``callback(card_view)``."""

    card = Unicode("HY")
    selected = Bool(False)
    selectable = Bool(True)
    highlight = Unicode(None, allow_none=True)
    dim = Bool(False)
    label = Unicode(None, allow_none=True)
    width = Int(64)
    #: The button says the card's name ("Schell-9"), not its code ("S9"): where a learner or a teacher picks
    #: cards by the button's words (the teacher's card picker, issue 34).
    named = Bool(False)

    def __init__(self, card: CardLike = "HY", **kwargs: Trait) -> None:
        kwargs.setdefault("layout", shared_model("layout", margin="0 3px 3px 0", align_items="center"))
        super().__init__(**kwargs)
        self.card = str(hydra.as_card(card))
        self._face = W.HTML(layout=shared_model("layout"), style=shared_model("html"))
        self.button = W.Button(description=self.card, tooltip=hydra.as_card(self.card).name(),
                               layout=_button_layout(self.width, True), style=shared_model("button"))
        self.button.on_click(self._clicked)
        self._callbacks: list[Callable[[CardView], object]] = []  # object: a callback's result is not used
        self.children = [self._face, self.button]
        self._draw()

    def on_click(self, callback: Callable[[CardView], object]) -> None:  # object: a callback's result is not used
        """``callback(card_view)`` after the card is clicked."""
        self._callbacks.append(callback)

    def _clicked(self, _button: W.Button) -> None:
        if self.selectable:
            self.selected = not self.selected
        for callback in self._callbacks:
            callback(self)

    @observe("card", "selected", "highlight", "dim", "label", "width", "named")
    def _redraw(self, change: Change) -> None:
        self._draw()

    def _draw(self) -> None:
        if not hasattr(self, "_face"):
            return
        hl = self.highlight or ("selected" if self.selected else None)
        self._face.value = card_svg(self.card, self.width, highlight=hl, dim=self.dim,
                                    label=self.label)
        self.button.description = hydra.as_card(self.card).german_name if self.named else self.card
        self.button.tooltip = hydra.as_card(self.card).name()
        self.button.button_style = "info" if self.selected else ""

    def snapshot_html(self) -> str:
        return self._face.value


class HandView(SnapshotMixin, W.VBox):
    """A row of clickable cards. ``selected`` holds the indices clicked (in click order),
    ``value`` the selected card codes; ``max_selected`` > 0 limits the selection.
    ``highlights`` / ``labels`` map an index to a highlight / label; ``dims`` lists dimmed indices.
    Give ``game`` to sort the hand as a player holds it in that game (the engine's order)."""

    cards = List(Unicode())
    selected = List(Int())
    max_selected = Int(0)
    selectable = Bool(True)
    game = Unicode(None, allow_none=True)
    highlights: Any = Dict()         # Any: a traitlets Dict (index -> highlight), untyped to mypy
    labels: Any = Dict()             # Any: a traitlets Dict (index -> label), untyped to mypy
    dims = List(Int())
    title = Unicode("")
    width = Int(56)
    buttons = Bool(True)
    named = Bool(False)              # each button says its card's name, not its code (CardView.named)

    def __init__(self, cards: Iterable[CardLike] | str = (), **kwargs: Trait) -> None:
        codes = [str(c) for c in hydra.as_cards(cards)] if cards else []
        super().__init__(**kwargs)
        self._title = W.HTML()
        self._row = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.cards_views: list[CardView] = []
        self._callbacks: list[Callable[[int, str], object]] = []  # object: a callback's result is not used
        self.children = [self._title, self._row]
        self.cards = codes          # draws the cards (_cards_changed); drawing them again made each twice
        if not self.cards_views:
            self._rebuild()

    def on_click(self, callback: Callable[[int, str], object]) -> None:  # object: a callback's result is not used
        """``callback(index, card_code)`` after a card is clicked."""
        self._callbacks.append(callback)

    @property
    def value(self) -> tuple[str, ...]:
        return tuple(self.cards[i] for i in self.selected if i < len(self.cards))

    @observe("cards", "game", "width")
    def _cards_changed(self, change: Change) -> None:
        if change["name"] in ("cards", "game") and self.game and self.cards:
            ordered = [str(c) for c in hydra.get_game(self.game).sorted(self.cards)]
            if ordered != list(self.cards):
                self.cards = ordered
                return
        self.selected = []
        self._rebuild()

    @observe("selected", "highlights", "labels", "dims", "title", "selectable", "buttons")
    def _state_changed(self, change: Change) -> None:
        self._restyle()

    def _rebuild(self) -> None:
        if not hasattr(self, "_row"):
            return
        # A card's view is kept where the hand still has a card of its width (it is drawn with the new
        # card): a hand that changes by a card made every card's widgets anew, and every new widget is
        # messages for the page's server (issue 23: a lesson of calls made ~400 models).
        same = all(v.width == self.width for v in self.cards_views)
        views = list(self.cards_views[:len(self.cards)]) if same else []
        for i, code in enumerate(self.cards):
            if i < len(views):
                views[i].card = code
                continue
            view = CardView(code, width=self.width, selectable=False, named=self.named)
            view.on_click(functools.partial(self._view_clicked, i))
            views.append(view)
        self.cards_views = views
        self._row.children = views
        self._restyle()

    def _view_clicked(self, index: int, view: CardView) -> None:
        self._clicked(index)

    def _clicked(self, index: int) -> None:
        if self.selectable:
            self.selected = toggle_selection(self.selected, index, self.max_selected)
        for callback in self._callbacks:
            callback(index, self.cards[index])

    def _restyle(self) -> None:
        if not hasattr(self, "_row"):
            return
        self._title.value = f"<b>{esc(self.title)}</b>" if self.title else ""
        for i, view in enumerate(self.cards_views):
            view.selected = i in self.selected
            view.highlight = self.highlights.get(i, self.highlights.get(str(i)))
            view.label = self.labels.get(i, self.labels.get(str(i)))
            view.dim = i in self.dims
            shown = view.button.layout.display != "none"
            if shown != self.buttons:
                view.button.layout = _button_layout(view.width, self.buttons)

    def snapshot_html(self) -> str:
        n = len(self.cards)
        hls = [self.highlights.get(i) or ("selected" if i in self.selected else None) for i in range(n)]
        title = f"<b>{esc(self.title)}</b><br>" if self.title else ""
        return title + cards_row_html(self.cards, self.width, highlights=hls,
                                      dims=[i in self.dims for i in range(n)],
                                      labels=[self.labels.get(i) for i in range(n)])
