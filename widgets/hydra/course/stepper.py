"""Round stepper: a complete round from a seed, trick by trick, forward and back.

The engine deals (``hydra.Round.new``), its example players play (``hydra.RuleBasedPlayer``), and
for each step the view shows the hands (all of them, or one seat's view from ``Round.view``),
the last trick with the engine's explanation, the parties as far as known, and the running score.

>>> from widgets.hydra.course.stepper import RoundStepper
>>> s = RoundStepper(seed=1)
>>> s.forward_button.click(); s.forward_button.click()
>>> s.trick
2
>>> s.seat_picker.value = 3            # seat 3's view: other hands hidden
>>> "seat 3" in s.hands_view.value
True
"""

from __future__ import annotations


import ipywidgets as W
from traitlets import Int, observe

import hydra

from widgets.common.base import Change, SnapshotMixin, Trait, esc, fit_layout, row_layout
from widgets.hydra.faces import cards_row_html
from .models import RoundTimeline
from .scoresheet import sheet_html
from .tricklab import explanation_html


class RoundStepper(SnapshotMixin, W.VBox):
    """Step through a round played by the engine's example players."""

    trick = Int(0)

    def __init__(self, seed: int = 1, dealer: int = 0, healthy: bool = False, solo: tuple[int, str] | None = None,
                 antrag: tuple[int, int | None] | None = None, **kwargs: Trait) -> None:
        """``solo=(seat, game_id)``: that seat calls morbus and plays that solo (R7);
        ``antrag=(seat, acceptor)``: that seat proposes an open Antrag, ``acceptor`` takes it (R9)."""
        super().__init__(**kwargs)
        self.healthy = healthy
        self.solo = solo
        self.antrag = antrag
        self.seed_box = W.IntText(value=seed, description="Seed:", layout=W.Layout(width="180px"))
        self.deal_button = W.Button(description="Deal and play", icon="random", layout=fit_layout())
        self.deal_button.on_click(lambda b: self.load(self.seed_box.value))
        self.back_button = W.Button(description="Back", icon="step-backward", layout=fit_layout())
        self.forward_button = W.Button(description="Forward", icon="step-forward", layout=fit_layout())
        self.back_button.on_click(lambda b: self.go(self.trick - 1))
        self.forward_button.on_click(lambda b: self.go(self.trick + 1))
        self.slider = W.IntSlider(value=0, min=0, max=10, description="Tricks played:",
                                  style={"description_width": "initial"})
        self.slider.observe(lambda c: self.go(c["new"]), names="value")
        self.seat_picker = W.Dropdown(options=[("all hands", -1)] + [(f"seat {s}'s view", s) for s in range(5)],
                                      value=-1, description="Show:")
        self.seat_picker.observe(lambda c: self._draw(), names="value")
        self.header = W.HTML()
        self.hands_view = W.HTML()
        self.trick_view = W.HTML()
        self.parties_view = W.HTML()
        self.score_view = W.HTML()
        self.children = [W.HBox([self.seed_box, self.deal_button], layout=row_layout()),
                         W.HBox([self.back_button, self.slider, self.forward_button, self.seat_picker],
                                layout=row_layout()),
                         self.header, self.hands_view, self.trick_view, self.parties_view, self.score_view]
        self.load(seed, dealer)

    def load(self, seed: int, dealer: int = 0) -> None:
        """Deal from ``seed`` and play the round; start before the first trick."""
        self.timeline = RoundTimeline(seed=seed, dealer=dealer, healthy=self.healthy, solo=self.solo,
                                      antrag=self.antrag)
        self.seed_box.value = seed
        self.slider.max = self.timeline.tricks
        self.seat_picker.options = [("all hands", -1)] + [(f"seat {s}'s view", s)
                                                          for s in self.timeline.final.seats]
        self.trick = 0
        self._draw()

    def go(self, trick: int) -> None:
        self.trick = max(0, min(trick, self.timeline.tricks))

    @observe("trick")
    def _moved(self, change: Change) -> None:
        if self.slider.value != self.trick:
            self.slider.value = self.trick
        self._draw()

    @property
    def round(self) -> hydra.Round:
        """The engine's Round after ``trick`` complete tricks."""
        return self.timeline.at_trick(self.trick)

    # --- drawing --------------------------------------------------------------------------
    def _hands_html(self, rnd: hydra.Round, seat: int) -> str:
        """All hands, or what ``seat`` sees (``Round.view``): its own hand and the others' sizes."""
        rows = []
        view = rnd.view(seat) if seat >= 0 else None
        for s in rnd.seats:
            if view is not None and s != seat:
                count = view.hand_sizes[s]
                rows.append(f"<div><span style='display:inline-block;width:5em'>seat {s}</span>"
                            f"<i>{count} hidden card{'s' if count != 1 else ''}</i></div>")
                continue
            cards = [str(c) for c in rnd.game.sorted(view.hand if view is not None else rnd.hands[s])]
            mark = " &#9664; leads next" if s == rnd.to_move and not rnd.is_over else ""
            rows.append(f"<div><span style='display:inline-block;width:5em'>seat {s}"
                        f"</span>{cards_row_html(cards, 34, gap=2, inline=True) if cards else '<i>no cards left</i>'}"
                        f"<span> {mark}</span></div>")
        return "".join(rows)

    def _parties_html(self, rnd: hydra.Round, seat: int) -> str:
        if rnd.formation is None:
            return ""
        if seat >= 0:
            knowledge = rnd.view(seat).knowledge
            if knowledge is None:                 # (never: the parties are formed)
                return ""
            return f"<p><b>Parties, as seat {seat} knows them:</b> {esc(knowledge.describe())}</p>"
        f = rnd.formation
        parts = "; ".join(f"{name}: seat{'s' if len(p) > 1 else ''} {', '.join(map(str, p))} (x{m})"
                          for name, p, m in zip(f.names, f.parties, f.multipliers))
        return f"<p><b>Parties ({esc(f.kind)}, all hands visible):</b> {esc(parts)}</p>"

    def _trick_html(self, rnd: hydra.Round) -> str:
        if not rnd.tricks:
            leader = rnd.to_move
            return f"<p>No trick played yet; seat {leader} leads the first trick (R8).</p>"
        t = rnd.tricks[-1]
        labels = [f"seat {s}" for s in t.seats]
        hl = ["winner" if i == t.winner else None for i in range(len(t.cards))]
        return (f"<b>Trick {len(rnd.tricks)}</b> ({t.eyes} eyes, to seat {t.winner_seat})"
                + cards_row_html([str(c) for c in t.cards], 56, highlights=hl, labels=labels)
                + explanation_html(t.explain(), list(t.seats)))

    def _draw(self) -> None:
        if not hasattr(self, "timeline"):
            return
        rnd = self.round
        seat = self.seat_picker.value
        final = self.timeline.final
        calls = ", ".join(self.timeline.calls_text(None if seat < 0 else seat))
        game = f"{final.game.name}"
        if final.contract and final.contract[0] == "solo":
            game += f", solo of seat {final.contract[1]}"
        elif final.proposal:
            taker = final.proposal.get("accepted_by")
            game += (f", open Antrag of seat {final.proposal['seat']}"
                     + (f" accepted by seat {taker}" if taker is not None else ", accepted by nobody"))
        self.header.value = (f"<p><b>Seed {self.timeline.seed}</b>, dealer seat {final.dealer}: {esc(game)}. "
                             f"Calls: {esc(calls)}. <b>{self.trick} of {self.timeline.tricks} tricks played.</b></p>")
        self.hands_view.value = self._hands_html(rnd, seat)
        self.trick_view.value = self._trick_html(rnd)
        self.parties_view.value = self._parties_html(rnd, seat)
        if rnd.formation is None or not rnd.tricks:
            self.score_view.value = ""
        elif seat >= 0 and not rnd.is_over:
            # a seat's view hides everything the seat cannot know, on the whole page: the score
            # sheet names the parties, so it shows only once the round is over (issue 9)
            self.score_view.value = (f"<p><i>Seat {seat} sees the score only when the last trick is taken: "
                                     "the score sheet would tell who is with whom.</i></p>")
        else:
            self.score_view.value = ("<b>Score</b>" if rnd.is_over else "<b>Score so far</b>") + sheet_html(rnd.sheet)
        self.back_button.disabled = self.trick == 0
        self.forward_button.disabled = self.trick >= self.timeline.tricks

    def snapshot_html(self) -> str:
        return "".join(w.value for w in (self.header, self.hands_view, self.trick_view,
                                           self.parties_view, self.score_view))
