"""The scenario builder's table and game controls: players and dealer (R11), and the game —
healthy, a solo (R7) or an open Antrag (R9) with its proposer, pair, open card and acceptor.

:class:`ContractControls` is a mixin of :class:`widgets.hydra.teacher.builder.ScenarioBuilder`, which
provides ``scenario``, ``message``, ``show_message``, ``refresh`` and ``_syncing`` (True while
the controls are filled from the scenario, so that their observers change nothing). Every rule is
the engine's: ``Scenario.set_table`` asks ``playing_seats``, ``hydra.antrag_pairs`` says who may
propose, and the builder lists the engine's problems with the contract.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import ipywidgets as W

from hydra.core.i18n import N_, _

import hydra
from hydra.hydra.calls import KEY_PAIRS

from .messages import seat_word
from .presenter import safe

__all__ = ["ContractControls", "GAMES", "dropdown"]

#: The kinds of game, their words constants (``N_``) said through ``_()`` where the dropdown is made.
GAMES = [(N_("healthy game"), "healthy"), (N_("solo"), "solo"), (N_("open Antrag"), "antrag")]


def dropdown(description: str, options: Sequence[tuple[str, str | int]], value: str | int | None = None,
             width: str = "180px") -> W.Dropdown:
    return W.Dropdown(description=description, options=options, value=value,
                      style={"description_width": "initial"}, layout=W.Layout(width=width))


class ContractControls:
    """Players, dealer and the game of the builder's scenario (a mixin, see the module)."""

    if TYPE_CHECKING:                                       # what the builder provides
        def show_message(self, text: str) -> None: ...

    def _make_contract_controls(self):
        self.players = W.ToggleButtons(options=[(_("5 players"), 5), (_("6 players"), 6)], value=5,
                                       style={"button_width": "90px"})
        self.dealer = dropdown(_("dealer"), [(seat_word(s), s) for s in range(5)], 4, "140px")
        self.game = dropdown(_("game"), [(_(words), kind) for words, kind in GAMES], "healthy", "200px")
        self.solo_seat = dropdown(_("soloist"), [], None, "150px")
        self.solo_game = dropdown(_("solo game"), [(hydra.get_game(g).name, g) for g in hydra.SOLO_GAMES],
                                  "normal-solo", "260px")
        self.proposer = dropdown(_("proposer"), [], None, "150px")
        # the cards by name, never their codes (issue 34)
        self.pair = dropdown(_("pair"), [(f"2 × {hydra.as_card(p).german_name}", p) for p in KEY_PAIRS], KEY_PAIRS[0],
                             "190px")
        self.open_card = dropdown(_("open card"), [], None, "200px")
        self.acceptor = dropdown(_("accepted by"), [], None, "190px")
        # the three cards the acceptor gives back, each chosen by name from the thirteen it then holds (R9)
        self.returned = [dropdown(_("gives back") if i == 0 else "", [], None, "230px" if i == 0 else "170px")
                         for i in range(3)]
        self._solo_box = W.HBox([self.solo_seat, self.solo_game])
        self._antrag_box = W.HBox([self.proposer, self.pair, self.open_card, self.acceptor, *self.returned],
                                  layout=W.Layout(flex_flow="row wrap"))
        for widget in (self.players, self.dealer):
            widget.observe(lambda change: self._table_changed(), "value")
        for widget in (self.game, self.solo_seat, self.solo_game, self.proposer, self.pair,
                       self.open_card, self.acceptor, *self.returned):
            widget.observe(lambda change: self._contract_changed(), "value")

    def _sync_contract(self):
        """Fill the controls from the scenario (the caller sets ``_syncing``)."""
        s = self.scenario
        self.players.value = s.players
        self.dealer.options = [(seat_word(x), x) for x in range(s.players)]
        self.dealer.value = s.dealer
        seats = [(seat_word(x), x) for x in s.seats]
        self.solo_seat.options = seats
        self.proposer.options = seats
        self.acceptor.options = [(_("nobody"), -1)] + seats
        if self.acceptor.value not in s.seats:
            self.acceptor.value = -1
        if s.solo:
            self.game.value = "solo"
            self.solo_seat.value = s.solo.get("seat") if s.solo.get("seat") in s.seats else s.seats[0]
            if s.solo.get("game") in hydra.SOLO_GAMES:
                self.solo_game.value = s.solo["game"]
        elif s.proposal:
            p = s.proposal
            self.game.value = "antrag"
            self.proposer.value = p.get("seat") if p.get("seat") in s.seats else s.seats[0]
            self.pair.value = p.get("pair") or (hydra.antrag_pairs(s.hands[self.proposer.value]) or KEY_PAIRS)[0]
            self._open_options()
            if p.get("open_card") in [code for _name, code in self.open_card.options]:
                self.open_card.value = p["open_card"]
            self.acceptor.value = p.get("accepted_by") if p.get("accepted_by") in s.seats else -1
            self._returned_options()
            for box, code in zip(self.returned, [*(p.get("returned") or []), None, None, None]):
                box.value = code if code in [value for _name, value in box.options] else None
        else:
            self.game.value = "healthy"

    def _open_options(self):
        s = self.scenario
        seat = self.proposer.value
        cards = [] if seat is None else [c for c in s.hands[seat] if c != self.pair.value]
        codes = list(dict.fromkeys(cards))
        old = self.open_card.value
        self.open_card.options = [(hydra.as_card(c).german_name, c) for c in codes]     # by name (issue 34)
        self.open_card.value = old if old in codes else (codes[0] if codes else None)

    def _returned_options(self):
        """Each "gives back" box offers the thirteen cards the acceptor holds once it took the Antrag's three
        (its hand, the pair twice and the open card), by name; none chosen is "–"."""
        s = self.scenario
        acceptor = self.acceptor.value
        taken = [self.pair.value, self.pair.value, self.open_card.value]
        cards = [] if acceptor in (None, -1) else [*s.hands[acceptor], *(c for c in taken if c)]
        options = [("–", None)] + [(hydra.as_card(c).german_name, c) for c in sorted(set(cards), key=cards.index)]
        for box in self.returned:
            old = box.value
            box.options = options
            box.value = old if old in cards else None
        for box in self.returned:
            box.layout.display = "none" if acceptor in (None, -1) else ""

    def _show_contract_boxes(self):
        self._solo_box.layout.display = "" if self.game.value == "solo" else "none"
        self._antrag_box.layout.display = "" if self.game.value == "antrag" else "none"

    @safe
    def _table_changed(self):
        if self._syncing:
            return
        players, dealer = self.players.value, self.dealer.value
        if dealer is None or dealer >= players:
            dealer = players - 1
        reason = self.scenario.set_table(players, dealer)
        if reason:
            self.show_message(reason)
        else:
            self.message.value = ""
        self._sync_controls()
        self.refresh()

    @safe
    def _contract_changed(self):
        if self._syncing:
            return
        s = self.scenario
        self._syncing = True
        try:
            if self.solo_seat.value is None and s.seats:
                self.solo_seat.value = s.seats[0]
            holders = [x for x in s.seats if hydra.antrag_pairs(s.hands[x])]
            if self.game.value == "antrag" and not s.proposal and holders:
                self.proposer.value = holders[0]         # a new Antrag: start with a seat that can make one
            if self.proposer.value is None and s.seats:
                self.proposer.value = holders[0] if holders else s.seats[0]
            if self.proposer.value is not None and hydra.antrag_pairs(s.hands[self.proposer.value]):
                pairs = hydra.antrag_pairs(s.hands[self.proposer.value])
                if self.pair.value not in pairs:
                    self.pair.value = pairs[0]
            self._open_options()
            self._returned_options()
        finally:
            self._syncing = False
        if self.game.value == "solo":
            s.set_contract(solo={"seat": self.solo_seat.value, "game": self.solo_game.value})
        elif self.game.value == "antrag":
            proposal = {"seat": self.proposer.value, "pair": self.pair.value,
                        "open_card": self.open_card.value}
            if self.acceptor.value not in (None, -1):
                proposal["accepted_by"] = self.acceptor.value
                proposal["returned"] = [box.value for box in self.returned if box.value]
            s.set_contract(proposal=proposal)
        else:
            s.set_contract()
        self.message.value = ""
        self._show_contract_boxes()
        self.refresh()
