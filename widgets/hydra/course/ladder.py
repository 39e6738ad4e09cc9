"""Trump ladder: a game's trumps from high to low, its fail suits and its special cards.

>>> from widgets.hydra.course.ladder import TrumpLadder
>>> ladder = TrumpLadder()
>>> ladder.value = "color-solo:G"
>>> ladder.trumps.cards                   # from low to high
['G9', 'GU', 'GO', 'GK', 'G10', 'GD', 'HY']
>>> ladder.order.value = "highest first"
>>> ladder.trumps.cards_views[0].button.click()
>>> "highest" in ladder.info.value
True
"""

from __future__ import annotations


import ipywidgets as W
from traitlets import Unicode, link, observe

import hydra
from hydra.hydra.cards import SUIT_NAMES, CardLike

from widgets.common.base import Change, SnapshotMixin, Trait, esc, fit_layout, row_layout
from widgets.hydra.cards import HandView
from widgets.hydra.faces import cards_row_html
from .models import LadderModel


def game_options() -> list[tuple[str, str]]:
    """Dropdown options: (learner name (id), id) for every game id of the engine."""
    return [(f"{hydra.get_game(g).name} ({g})", g) for g in hydra.GAME_IDS]


class TrumpLadder(SnapshotMixin, W.VBox):
    """Pick a game id; see its trumps from low to high (or high to low: ``order``), its fail
    suits and its special cards. Click a card for its place and eyes (``info``). Each trump is
    labelled with its place counted from the lowest (1 = lowest)."""

    value = Unicode("normal")

    def __init__(self, game: hydra.Game | str = "normal", width: int = 52, **kwargs: Trait) -> None:
        super().__init__(**kwargs)
        self.model = LadderModel(game=str(hydra.get_game(game)))
        self.value = self.model.game
        self._width = width
        self.picker = W.Dropdown(options=game_options(), value=self.value, description="Game:",
                                 layout=fit_layout("420px"))
        link((self.picker, "value"), (self, "value"))
        self.order = W.ToggleButtons(options=["lowest first", "highest first"], value="lowest first",
                                     style={"button_width": "110px"})
        self.order.observe(lambda c: self._draw(), names="value")
        self.trumps = HandView(width=width, selectable=False, title="")
        self.trumps.on_click(lambda i, code: self.show(code))
        self._fail_box = W.VBox()
        self.fails: dict[str, HandView] = {}
        self._special = W.HTML()
        self.info = W.HTML("<i>Click a card to see its place and its eyes.</i>")
        self.children = [W.HBox([self.picker, self.order], layout=row_layout()), self.trumps, self._fail_box,
                         self._special, self.info]
        self._draw()

    def show(self, card: CardLike) -> None:
        """Show the engine's description of ``card`` in this game."""
        self.info.value = f"<p>{esc(self.model.describe(card))}</p>"

    @observe("value")
    def _changed(self, change: Change) -> None:
        if not hasattr(self, "info"):
            return
        self.model.game = self.value
        self.info.value = "<i>Click a card to see its place and its eyes.</i>"
        self._draw()

    def _draw(self) -> None:
        if not hasattr(self, "trumps"):
            return
        ascending = [str(c) for c in self.model.engine_game.trumps]
        n = len(ascending)
        high_first = self.order.value == "highest first"
        shown = list(reversed(ascending)) if high_first else ascending
        self.trumps.title = (f"Trumps of the {self.model.engine_game.name}, {self.order.value} "
                             f"({n} kinds, {2 * n} cards; numbers count from the lowest)")
        self.trumps.cards = shown
        self.trumps.labels = {i: f"#{n - i if high_first else i + 1}" for i in range(n)}
        rows = []
        self.fails = {}
        for suit, cards in self._fail_suits().items():
            view = HandView(cards=[str(c) for c in cards], width=self._width - 12, selectable=False,
                            title=f"{SUIT_NAMES[suit][0]} ({SUIT_NAMES[suit][1]})")
            view.on_click(lambda i, code: self.show(code))
            self.fails[suit] = view
            view.layout.margin = "0 18px 0 0"
            rows.append(view)
        self._fail_box.children = [W.HTML(f"<b>Fail suits (not trumps), {self.order.value}</b>"),
                                   W.HBox(rows, layout=W.Layout(flex_flow="row wrap"))]
        items = "".join(f"<li><b>{esc(code)}</b>: {esc(text)}</li>"
                        for code, text in self.model.special_cards().items())
        self._special.value = f"<b>Special cards</b><ul>{items}</ul>"

    def _fail_suits(self) -> dict[str, list[hydra.Card]]:
        suits = self.model.fail_suits()                       # highest first
        if self.order.value == "lowest first":
            suits = {s: list(reversed(cs)) for s, cs in suits.items()}
        return suits

    def snapshot_html(self) -> str:
        ascending = [str(c) for c in self.model.engine_game.trumps]
        n = len(ascending)
        high_first = self.order.value == "highest first"
        shown = list(reversed(ascending)) if high_first else ascending
        out = [f"<div><b>{esc(self.model.engine_game.name)}: trumps, {self.order.value} (#1 = lowest)</b></div>",
               cards_row_html(shown, 48, labels=[f"#{n - i if high_first else i + 1}" for i in range(n)]),
               f"<div><b>Fail suits, {self.order.value}</b></div>"]
        for suit, cards in self._fail_suits().items():
            out.append('<div style="display:inline-block;vertical-align:top;margin-right:18px">'
                       f"{esc(SUIT_NAMES[suit][0])}" + cards_row_html([str(c) for c in cards], 40)
                       + "</div>")
        out.append(f"<div>{self._special.value}</div>")
        return "".join(out)
