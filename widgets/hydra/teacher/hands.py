"""The scenario builder's cards: a palette of the 50-card deck, the hands of the playing seats,
dealing from a seed, filling the rest, swapping and removing cards.

:class:`HandEditing` is a mixin of :class:`widgets.hydra.teacher.builder.ScenarioBuilder`, which
provides ``scenario``, ``message``, ``show_message``, ``refresh``, ``load`` and ``_syncing``.
Every edit is the scenario's (``Scenario.add``/``swap``/``remove``), which asks the engine and
changes nothing if refused: a third copy of a card, an eleventh card, a seat that sits out.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

import ipywidgets as W

import hydra
from tutor.hydra.scenarios import HAND_SIZE, Scenario

from hydra.core.i18n import _

from widgets.common.base import esc
from widgets.hydra.cards import CardView, HandView
from .messages import said_html, seat_word
from .presenter import message_html, safe

__all__ = ["HandEditing", "PALETTE"]

PALETTE = 50
#: The card picker on a phone (issue 22): smaller cards, each picture its own button (the card's name its
#: label, issue 34) and a target of 44 px, so the 25 kinds of card take four rows of a 400 px screen, not eight.
#: On a wider screen each name wraps onto two lines under its card ("Schell-" above "König"), never cut off.
PICKER_STYLE = """<style>
.ht-picker-style{display:none !important}
.ht-palette>.widget-vbox>button{white-space:normal;overflow:visible;text-overflow:clip;overflow-wrap:anywhere;
 height:auto;min-height:44px;padding:2px 1px;font-size:12px;line-height:1.1}
@media (max-width:720px){
 .ht-palette>.widget-vbox{position:relative;margin:0 2px 2px 0 !important;padding-bottom:24px}
 .widget-hbox:has(>.widget-vbox>.ht-palette){flex-wrap:wrap}
 .widget-hbox:has(>.widget-vbox>.ht-palette)>.ht-problems{margin:8px 0 0 0 !important}
 .ht-palette svg{width:44px !important;height:auto}
 .ht-palette>.widget-vbox>button{position:absolute;left:0;top:0;width:100% !important;height:100% !important;
  margin:0;padding:0 0 1px 0;display:flex;align-items:flex-end;justify-content:center;font-size:9px;line-height:1.1;
  white-space:normal;overflow-wrap:anywhere;text-align:center;
  background:linear-gradient(to bottom,transparent calc(100% - 23px),#e8e8e8 calc(100% - 23px));box-shadow:none}
}
</style>"""


class HandEditing:
    """The palette and the hands of the builder's scenario (a mixin, see the module)."""

    if TYPE_CHECKING:                                       # what the builder provides
        scenario: Scenario
        message: W.HTML
        picked: tuple[int, str] | None
        target: W.ToggleButtons
        seed: W.BoundedIntText

        def show_message(self, text: str) -> None: ...
        def refresh(self) -> None: ...
        def load(self, scenario: Scenario) -> None: ...

    def _make_hand_controls(self):
        self.picked = None                                  # (seat, card) chosen for a swap
        self.seed = W.BoundedIntText(value=1, min=0, max=10**9, description=_("seed"),
                                     style={"description_width": "initial"}, layout=W.Layout(width="150px"))
        self.deal_button = W.Button(description=_("Deal from seed"), icon="random",
                                     layout=W.Layout(width="auto"))
        self.fill_button = W.Button(description=_("Fill the rest"), icon="magic", layout=W.Layout(width="auto"),
                                    tooltip=_("Deal the cards not yet placed to the seats short of ten"))
        self.clear_button = W.Button(description=_("Clear all hands"), icon="trash",
                                      layout=W.Layout(width="auto"))
        self.remove_button = W.Button(description=_("Remove card"), icon="minus", disabled=True,
                                      tooltip=_("Put the selected card back on the palette"))
        self.target = W.ToggleButtons(options=[], style={"button_width": "110px"})
        self.palette_views = {}
        palette = []
        for card in hydra.get_game("normal").order:
            view = CardView(str(card), width=PALETTE, selectable=False, named=True)
            view.on_click(lambda v: self.add_card(v.card))
            self.palette_views[str(card)] = view
            palette.append(view)
        style = W.HTML(PICKER_STYLE)
        style.add_class("ht-picker-style")
        self._palette = W.HBox([style, *palette], layout=W.Layout(flex_flow="row wrap"))
        self._palette.add_class("ht-palette")
        self.hand_views = []
        self._hands = W.VBox()
        self._rows = {}                        # seat: its row, label, hand and sitting-out words (_seat_row)
        self.deal_button.on_click(lambda b: self.deal())
        self.fill_button.on_click(lambda b: self.fill())
        self.clear_button.on_click(lambda b: self.clear())
        self.remove_button.on_click(lambda b: self.remove_picked())

    def _target_options(self):
        s = self.scenario
        return [(f"{seat_word(x)} ({len(s.hands[x])})", x) for x in s.seats]

    # --- cards ------------------------------------------------------------------------------
    @safe
    def add_card(self, card: str) -> None:
        """Give ``card`` to the chosen seat; a refused card changes nothing and says why."""
        seat = self.target.value
        if seat is None:
            self.show_message(_("Choose a seat first."))
            return
        reason = self.scenario.add(seat, card)
        if reason:
            self.show_message(reason)
            return
        self.message.value = ""
        if len(self.scenario.hands[seat]) >= HAND_SIZE:         # on to the next seat short of ten
            short = [x for x in self.scenario.seats if len(self.scenario.hands[x]) < HAND_SIZE]
            if short:
                after = [x for x in short if x > seat] or short
                self._target_next = after[0]
        self.refresh()

    @safe
    def pick(self, seat: int, card: str) -> None:
        """Select a card in a hand; picking a card in another hand swaps the two."""
        if self.picked is None or self.picked[0] == seat:
            self.picked = None if self.picked == (seat, card) else (seat, card)
            self.refresh()
            return
        (a, card_a), self.picked = self.picked, None
        reason = self.scenario.swap(a, card_a, seat, card)
        self.message.value = message_html(reason) if reason else message_html(
            _("Swapped: {card_a} went to {name}, {card} to {other}.").format(
                card_a=hydra.as_card(card_a).name(), name=seat_word(seat), card=hydra.as_card(card).name(),
                other=seat_word(a)), "ok")
        self.refresh()

    @safe
    def remove_picked(self) -> None:
        if self.picked is None:
            self.show_message(_("Click a card in a hand first."))
            return
        seat, card = self.picked
        self.picked = None
        self.scenario.remove(seat, card)
        self.target.value = seat
        self.message.value = ""
        self.refresh()

    @safe
    def deal(self) -> None:
        s = self.scenario
        dealt = dataclasses.replace(Scenario.dealt(self.seed.value, s.players, s.dealer), solo=s.solo,
                                    proposal=s.proposal, title=s.title, description=s.description)
        self.load(dealt)
        self.message.value = ""

    @safe
    def fill(self) -> None:
        self.scenario.fill(self.seed.value)
        self.message.value = ""
        self.refresh()

    @safe
    def clear(self) -> None:
        self.scenario.clear()
        self.picked = None
        self.message.value = ""
        self.refresh()

    # --- drawing ----------------------------------------------------------------------------
    def _draw_palette(self):
        for code, view in self.palette_views.items():
            left = self.scenario.left(code)
            view.label = _("{n} left").format(n=left) if left > 0 else _("none left")
            view.dim = left <= 0

    def _choose_target(self):
        """The seat the palette gives to: the next seat short of ten after a hand is full."""
        s = self.scenario
        target = getattr(self, "_target_next", None)
        self._target_next = None
        old = self.target.value if target is None else target
        self.target.options = self._target_options()
        self.target.value = old if old in s.seats else (s.seats[0] if s.seats else None)

    def _seat_row(self, seat):
        """Seat ``seat``'s row, made once: its label, its hand (a HandView, which keeps its cards' views as
        the hand changes) and what it says when the seat deals and sits out. Made anew at every card added
        or picked, the five hands were some 170 widget models a click, the old ones kept in the kernel."""
        if seat not in self._rows:
            view = HandView([], width=44, selectable=False, named=True)
            view.add_class("ht-card")          # each card's name on two lines (the style's ht-card), issue 34
            view.on_click(lambda index, code, seat=seat: self.pick(seat, code))
            label = W.HTML()
            self._rows[seat] = (W.HBox([label, view], layout=W.Layout(border_bottom="1px solid #eee")), label,
                                view, W.HTML())
        return self._rows[seat]

    def _draw_hands(self):
        s = self.scenario
        game = s.solo["game"] if s.solo and s.solo.get("game") in hydra.SOLO_GAMES else "normal"
        rows = []
        self.hand_views = {}
        for seat in range(s.players):
            row, label, view, out = self._seat_row(seat)
            if seat not in s.seats:
                sits = _("{name}: deals and sits out (R11)").format(name=seat_word(seat))
                out.value = f'<div class="ht-seat">{said_html(sits)}</div>'
                rows.append(out)
                continue
            view.game = game
            view.cards = [str(c) for c in hydra.as_cards(s.hands[seat])] if s.hands[seat] else []
            highlights = {}
            if self.picked and self.picked[0] == seat:
                i = view.cards.index(self.picked[1]) if self.picked[1] in view.cards else None
                if i is not None:
                    highlights[i] = "selected"
            view.highlights = highlights
            self.hand_views[seat] = view
            held = _("{held} of {size}").format(held=len(s.hands[seat]), size=HAND_SIZE)
            label.value = f'<div class="ht-seat">{esc(seat_word(seat))}<br><small>{esc(held)}</small></div>'
            rows.append(row)
        if tuple(rows) != self._hands.children:
            self._hands.children = rows
        self.remove_button.disabled = self.picked is None
