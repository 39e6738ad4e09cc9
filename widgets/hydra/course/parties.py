"""Party explorer: place the four key cards (or deal from a seed) and see the parties (R10).

The engine decides everything: ``hydra.form_parties`` gives the kind, the parties and their
multipliers; ``Round.view(seat)`` says what each seat knows about who is with whom as the key
cards fall during a round.

>>> from widgets.hydra.course.parties import PartyExplorer
>>> p = PartyExplorer()
>>> p.slots[0].value, p.slots[1].value, p.slots[2].value, p.slots[3].value = 0, 1, 2, 3
>>> p.parties.kind, p.parties.parties
('normal', ((0, 1), (2, 3), (4,)))
>>> p.slots[2].value = 0
>>> p.parties.kind
'engagement'
"""

from __future__ import annotations

from collections.abc import Sequence

import ipywidgets as W
from traitlets import Int, observe

import hydra
from hydra.hydra.parties import KEY_CARDS

from widgets.common.base import Change, SnapshotMixin, Trait, error_html, esc, fit_layout, row_layout
from widgets.hydra.faces import cards_row_html
from .models import KEY_SLOTS, RoundTimeline, key_hands, placement_of

_COLOURS = ("#1f6fd1", "#2d7a2d", "#c07000")


def parties_html(parties: hydra.Parties) -> str:
    """The engine's parties as an HTML table: name, seats, multiplier; then its description."""
    rows = "".join(
        f"<tr><td style='padding:2px 10px;color:{_COLOURS[i % 3]}'><b>{esc(name)}</b></td>"
        f"<td style='padding:2px 10px'>seat{'s' if len(p) > 1 else ''} {esc(', '.join(map(str, p)))}</td>"
        f"<td style='padding:2px 10px'>multiplier {m}</td></tr>"
        for i, (name, p, m) in enumerate(zip(parties.names, parties.parties, parties.multipliers)))
    return (f"<p><b>Party kind: {esc(hydra.kind_title(parties.kind))}</b></p><table>{rows}</table>"
            f"<p>{esc(parties.describe())}</p>")


def knowledge_html(rnd: hydra.Round) -> str:
    """What each seat knows about the parties in this state of the round (Round.view)."""
    items = []
    for seat in rnd.seats:
        view = rnd.view(seat)
        text = view.knowledge.describe() if view.knowledge is not None else "Play has not started."
        items.append(f"<li><b>seat {seat}</b>: {esc(text)}</li>")
    return "<ul style='margin-top:0'>" + "".join(items) + "</ul>"


class PartyExplorer(SnapshotMixin, W.VBox):
    """Place the two Eichel-Obers and the two Grün-Obers among the seats by clicking, or deal
    from a seed; then step through that round card by card and watch what each seat knows."""

    step = Int(0)

    def __init__(self, placement: Sequence[int] = (0, 1, 2, 3), seed: int | None = None, **kwargs: Trait) -> None:
        super().__init__(**kwargs)
        self.slots = []
        rows = []
        for i, code in enumerate(KEY_SLOTS):
            toggle = W.ToggleButtons(options=[(f"seat {s}", s) for s in range(5)], value=placement[i],
                                     style={"button_width": "64px"})
            toggle.observe(self._placed, names="value")
            self.slots.append(toggle)
            name = hydra.as_card(code).german_name
            rows.append(W.HBox([W.HTML(cards_row_html([code], 30)),
                                W.HTML(f"<div style='width:150px;padding-top:8px'>{name} #{i % 2 + 1}</div>"),
                                toggle]))
        self.seed_box = W.IntText(value=seed if seed is not None else 1, description="Seed:",
                                  layout=fit_layout("180px"))
        self.deal_button = W.Button(description="Deal and play", icon="random", layout=fit_layout())
        self.deal_button.on_click(lambda b: self.deal(self.seed_box.value))
        self.result = W.HTML()
        self.step_slider = W.IntSlider(value=0, min=0, max=50, description="Cards played:",
                                       continuous_update=False, layout=fit_layout("520px"),
                                       style={"description_width": "initial"})
        self.step_slider.observe(lambda c: setattr(self, "step", c["new"]), names="value")
        self.next_key_button = W.Button(description="Next key card", icon="step-forward",
                                        tooltip="Jump to the next Eichel-Ober or Grün-Ober played",
                                        layout=fit_layout())
        self.next_key_button.on_click(lambda b: self.next_key_card())
        self.round_box = W.VBox()
        self.round_view = W.HTML()
        self.round_box.children = [W.HBox([self.step_slider, self.next_key_button], layout=row_layout()),
                                   self.round_view]
        self.round_box.layout.display = "none"
        self.timeline: RoundTimeline | None = None
        self.parties: hydra.Parties | None = None
        self.children = [W.HTML("<b>Where are the key cards?</b> Click a seat for each card."), *rows,
                         W.HBox([self.seed_box, self.deal_button], layout=row_layout()), self.result, self.round_box]
        if seed is not None:
            self.deal(seed)
        else:
            self._update()

    @property
    def placement(self) -> tuple[int, ...]:
        return tuple(t.value for t in self.slots)

    def place(self, placement: Sequence[int]) -> None:
        """Put the key cards at these seats (EO, EO, GO, GO) without a dealt round."""
        self.timeline = None
        self.round_box.layout.display = "none"
        self._setting = True
        for toggle, seat in zip(self.slots, placement):
            toggle.value = seat
        self._setting = False
        self._update()

    def deal(self, seed: int) -> None:
        """Deal from ``seed``, play the round as a healthy game, and show where the key cards are."""
        self.timeline = RoundTimeline(seed=seed, healthy=True)
        self.seed_box.value = seed
        self._setting = True
        for toggle, seat in zip(self.slots, placement_of(self.timeline.final.dealt)):
            toggle.value = seat
        self._setting = False
        self.step_slider.max = self.timeline.cards_played
        self.round_box.layout.display = None
        self.step_slider.value = 0
        self.step = 0
        self._update()

    def key_card_steps(self) -> list[int]:
        """The numbers of cards played after which a key card has just fallen (from the engine's tricks)."""
        if self.timeline is None:
            return []
        played = [c for t in self.timeline.final.tricks for c in t.cards]
        return [k + 1 for k, c in enumerate(played) if c in KEY_CARDS]

    def next_key_card(self) -> None:
        """Step to just after the next key card is played (or to the end)."""
        if self.timeline is None:
            return
        later = [k for k in self.key_card_steps() if k > self.step]
        self.step = later[0] if later else self.timeline.cards_played

    def _placed(self, change: Change) -> None:
        if getattr(self, "_setting", False):
            return
        if self.timeline is not None:            # a manual change leaves the dealt round
            self.timeline = None
            self.round_box.layout.display = "none"
        self._update()

    @observe("step")
    def _stepped(self, change: Change) -> None:
        if self.step_slider.value != self.step:
            self.step_slider.value = self.step
        self._draw_round()

    def _update(self) -> None:
        if not hasattr(self, "result"):
            return
        try:
            self.parties = hydra.form_parties(key_hands(self.placement))
            self.result.value = parties_html(self.parties)
        except hydra.HydraError as error:
            self.parties = None
            self.result.value = error_html(error)
        self._draw_round()

    def _round_html(self) -> str:
        if self.timeline is None:
            return ""
        rnd = self.timeline.at_card(self.step)
        played = [(s, c) for t in rnd.tricks for s, c in zip(t.seats, t.cards)]
        if rnd.current_trick is not None:
            played += list(zip(rnd.current_trick.seats, rnd.current_trick.cards))
        keys = [(s, str(c)) for s, c in played if c in KEY_CARDS]
        fallen = ", ".join(f"{c} by seat {s}" for s, c in keys) or "none yet"
        last = f"seat {played[-1][0]} played {played[-1][1]}" if played else "no card played yet"
        hands = "".join(
            f"<div><span style='display:inline-block;width:4em'>seat {s}</span>"
            + cards_row_html([str(c) for c in rnd.game.sorted(rnd.hands[s])], 28, gap=2, inline=True,
                             highlights=["selected" if c in KEY_CARDS else None
                                         for c in rnd.game.sorted(rnd.hands[s])])
            + "</div>" for s in rnd.seats)
        return (f"<p>Seed {self.timeline.seed}, {self.step} of {self.timeline.cards_played} cards played "
                f"({esc(last)}). Key cards played: {esc(fallen)}.</p>"
                f"<details><summary>cards still in the hands (key cards marked)</summary>{hands}</details>"
                f"<b>What each seat knows (Round.view):</b>{knowledge_html(rnd)}")

    def _draw_round(self) -> None:
        if hasattr(self, "round_view"):
            self.round_view.value = self._round_html()

    def snapshot_html(self) -> str:
        where = "; ".join(f"{code} #{i % 2 + 1}: seat {s}"
                          for i, (code, s) in enumerate(zip(KEY_SLOTS, self.placement)))
        seats = "".join(
            f"<div style='display:inline-block;margin-right:14px;vertical-align:top'>seat {s}"
            + (cards_row_html([c for c, at in zip(KEY_SLOTS, self.placement) if at == s], 30, gap=2)
               if s in self.placement else "<br><i>no key card</i>") + "</div>" for s in range(5))
        out = [f"<p><b>Key cards:</b> {esc(where)}</p>", seats, self.result.value]
        if self.timeline is not None:
            out.append(self._round_html())
        return "".join(out)
