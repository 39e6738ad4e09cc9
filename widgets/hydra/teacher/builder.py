"""The scenario builder: set up a round by clicking, and see every problem the engine finds.

:class:`ScenarioBuilder` puts together the table and game controls
(:class:`~widgets.hydra.teacher.contract.ContractControls`) and the palette and hands
(:class:`~widgets.hydra.teacher.hands.HandEditing`) around one :class:`tutor.hydra.scenarios.Scenario`; after
every change it lists the engine's problems in plain words with the rule, and offers the
scenario to the presenter once the engine accepts it.

>>> b = ScenarioBuilder()
>>> b.deal_button.click()
>>> b.scenario.is_playable, "ready" in b.status.value
(True, True)
>>> b.palette_views["EO"].button.click()          # a third Eichel-Ober: refused, nothing changes
>>> "only two of each card" in b.message.value, b.scenario.counts()["EO"]
(True, 2)
"""

from __future__ import annotations

from collections.abc import Callable

import ipywidgets as W

import hydra
from hydra.core.i18n import _, ngettext
from tutor.hydra import scenarios as sc
from tutor.rulebook import rule_text
from tutor.hydra.scenarios import Scenario, problems

from widgets.common.base import Trait, esc
from widgets.common.rules import rule_in_place_html
from .contract import ContractControls
from .hands import HandEditing
from .messages import said_html
from .presenter import STYLE, message_html

__all__ = ["ScenarioBuilder"]


class ScenarioBuilder(ContractControls, HandEditing, W.VBox):
    """Set up a round by clicking; ``scenario`` is the :class:`tutor.hydra.scenarios.Scenario`."""

    def __init__(self, scenario: Scenario | None = None,
                 # object: a callback's result is not used
                 on_present: Callable[[Scenario], object] | None = None, **kwargs: Trait) -> None:
        super().__init__(**kwargs)
        self.add_class("ht")
        self.scenario = scenario.copy() if scenario is not None else Scenario.dealt(seed=1)
        self._on_present = on_present
        self._syncing = False
        self._make_contract_controls()
        self._make_hand_controls()
        self.title = W.Text(description=_("title"), style={"description_width": "initial"},
                            layout=W.Layout(width="520px"))
        self.description = W.Textarea(description=_("what it shows"), style={"description_width": "initial"},
                                      layout=W.Layout(width="720px", height="56px"))
        self.present_button = W.Button(description=_("Present"), icon="play", button_style="primary",
                                       layout=W.Layout(height="38px"))
        self.message = W.HTML()
        self.message.add_class("ht-builder-message")
        self.status = W.HTML()
        self.problems_html = W.HTML()
        self.title.observe(lambda c: self._texts_changed(), "value")
        self.description.observe(lambda c: self._texts_changed(), "value")
        self.present_button.on_click(lambda b: self._present())
        self.children = [
            W.HTML(STYLE + "<h2 style='margin:2px 0'>" + esc(_("Build a scenario")) + "</h2>"),
            W.HBox([self.players, self.dealer, self.game], layout=W.Layout(flex_flow="row wrap")),
            self._solo_box, self._antrag_box,
            W.HBox([self.seed, self.deal_button, self.fill_button, self.clear_button],
                   layout=W.Layout(flex_flow="row wrap")),
            W.HTML("<b>" + esc(_("Click a card to give it to the chosen seat.")) + "</b> "
                   + esc(_("Each card exists twice. Click a card in a hand to select it, then a card in another hand "
                           "to swap them."))),
            W.HBox([W.HTML("<b>" + esc(_("give to")) + "</b>&nbsp;"), self.target],
                   layout=W.Layout(align_items="center")),
            W.HBox([W.VBox([self._palette, self.message, self._hands, self.remove_button],
                           layout=W.Layout(flex="1 1 760px", min_width="0")),
                    self._problems_panel()],
                   layout=W.Layout(align_items="flex-start")),
            self.title, self.description, self.present_button]
        self.load(self.scenario)

    def _problems_panel(self) -> W.VBox:
        """The engine's problems beside the hands, where the teacher is clicking (issue 9)."""
        panel = W.VBox([W.HTML("<h3 style='margin:2px 0'>" + esc(_("What the engine says")) + "</h3>"), self.status,
                        self.problems_html],
                       layout=W.Layout(flex="0 1 400px", min_width="260px", margin="0 0 0 14px"))
        panel.add_class("ht-problems")
        return panel

    # --- whole scenario ---------------------------------------------------------------------
    def load(self, scenario: Scenario) -> None:
        """Show ``scenario`` in the builder (its tricks are kept until a card is changed)."""
        self.scenario = scenario.copy()
        self.picked = None
        self._sync_controls()
        self.refresh()

    def show_message(self, text: str) -> None:
        self.message.value = message_html(text)

    def _sync_controls(self):
        s = self.scenario
        self._syncing = True
        try:
            self._sync_contract()
            self.target.options = self._target_options()
            self.title.value = s.title
            self.description.value = s.description
        finally:
            self._syncing = False
        self._show_contract_boxes()

    def _texts_changed(self):
        if not self._syncing:
            self.scenario.title = self.title.value
            self.scenario.description = self.description.value

    # --- drawing ----------------------------------------------------------------------------
    def refresh(self) -> None:
        try:
            self._draw()
        except Exception:  # noqa: BLE001 - never a traceback
            self.show_message(_("Sorry, the builder could not redraw; nothing was changed."))

    def _draw(self):
        self._draw_palette()
        self._syncing = True
        try:
            self._choose_target()
            self._open_options()
        finally:
            self._syncing = False
        self._draw_hands()
        self._draw_problems()

    def _draw_problems(self):
        s = self.scenario
        found = problems(s)
        errors = [p for p in found if not p.todo]
        todo = [p for p in found if p.todo]
        if not found:
            notes = "".join(message_html(n, "todo") for n in sc.notes(s))
            try:
                rnd = hydra.replay(s.to_record())
                parties = rnd.formation.describe()
            except hydra.HydraError:
                parties = ""
            ready = _("The engine checked this scenario: ready to present.")
            self.status.value = message_html(f"{ready} {parties}", "ok") + notes
        else:
            things = ngettext("{n} thing to do", "{n} things to do", len(todo)).format(n=len(todo))
            said = (ngettext("{n} problem", "{n} problems", len(errors)).format(n=len(errors))
                    + (f", {things}" if todo else "") if errors else
                    _("Not finished yet: {things}").format(things=things))
            self.status.value = message_html(said, "msg" if errors else "todo")
        self.problems_html.value = "".join(
            f'<div class="ht-{"todo" if p.todo else "msg"}">{said_html(p.text)}'
            + ("" if p.rule in p.text or not rule_text(p.rule).english else " " + rule_in_place_html([p.rule]))
            + "</div>" for p in errors + todo)
        self.present_button.disabled = bool(found)

    def _present(self):
        if self._on_present is not None:
            self._on_present(self.scenario.copy())
