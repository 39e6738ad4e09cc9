"""A whole round of 500 step by step, as ``fh.play_round(seed)`` played it: the deal and the kitty,
each call of the bidding, the three cards laid away, each trick with the engine's explanation, and
the score (F2-F4, F9, F10). Every state shown is ``fh.Round.from_actions`` of the round's history.

>>> s = RoundStepper(seed=2)
>>> s.step, "Deal" in s.view.value
(0, True)
>>> s.last.click(); s.over
True
>>> "240" in s.view.value
True
"""

from __future__ import annotations

from typing import Any

import ipywidgets as W

from hydra import fuenfhundert as fh
from tutor.fuenfhundert.course_words import plain_cards

from ..common.base import SnapshotMixin, esc, fit_layout
from .faces import STYLE, cards_html

__all__ = ["RoundStepper", "seat_name", "call_name", "bids_html"]

_SEATS = ("North", "East", "South", "West")


def seat_name(seat: int) -> str:
    """'Seat 0 (North, team North–South)' (F2: seats 0 and 2 play against 1 and 3)."""
    team = "North–South" if seat % 2 == 0 else "East–West"
    return f"{_SEATS[seat]} (team {team})"


def call_name(call: str) -> str:
    """'7 Karo (seven diamonds, 180 points)', 'Passe (pass)'."""
    if call == fh.PASS:
        return "Passe (pass)"
    c = fh.as_contract(call)
    return f"{c.name} ({c.english_name}, {c.value} points)"


def bids_html(bids: list[str], dealer: int) -> str:
    """The calls in the order said, each with its speaker, as F4 and F20 have the engine take them."""
    rows, seat, passed = [], (dealer + 1) % 4, set()
    for call in bids:
        while seat in passed:
            seat = (seat + 1) % 4
        rows.append(f"<li><b>{esc(_SEATS[seat])}</b>: {esc(call_name(call))}</li>")
        if call == fh.PASS:
            passed.add(seat)
        seat = (seat + 1) % 4
    return '<ol class="fh-steps">' + "".join(rows) + "</ol>"


class RoundStepper(SnapshotMixin, W.VBox):
    """Buttons « ◀ ▶ » over the round of ``seed``; ``step`` counts the actions shown after the deal."""

    def __init__(self, seed: int = 2, played: fh.Round | None = None, **kwargs: Any) -> None:
        """The round ``fh.play_round(seed)``, or ``played`` (a finished round) when given."""
        super().__init__(**kwargs)
        self.first, self.back, self.forward, self.last = (W.Button(description=d, layout=W.Layout(width="auto"))
                                                          for d in ("« Deal", "◀ Back", "Next ▶", "Score »"))
        self.forward.add_class("fh-next")
        self.first.on_click(lambda _b: self.go(0))
        self.back.on_click(lambda _b: self.go(self.step - 1))
        self.forward.on_click(lambda _b: self.go(self.step + 1))
        self.last.on_click(lambda _b: self.go(len(self.history) - 1))
        self.seed_box = W.BoundedIntText(value=seed, min=0, max=99999, description="Deal number:",
                                         style={"description_width": "initial"}, layout=fit_layout("200px"))
        self.seed_box.observe(lambda change: self.load(int(change["new"])), names="value")
        self.where = W.HTML()
        self.view = W.HTML()
        self.children = [W.HTML(STYLE), self.seed_box,
                         W.HBox([self.first, self.back, self.forward, self.last, self.where],
                                layout=W.Layout(flex_flow="row wrap")), self.view]
        self.add_class("fh-stepper")
        self.load(seed, played)

    def load(self, seed: int, played: fh.Round | None = None) -> None:
        """Play (or take) a new round and show its deal."""
        self.seed = seed
        self.round = played if played is not None else fh.play_round(seed)
        self.history = self.round.history()
        self.go(0)

    @property
    def over(self) -> bool:
        return self.step == len(self.history) - 1

    def go(self, step: int) -> None:
        self.step = max(0, min(step, len(self.history) - 1))
        self.where.value = f"<span class='fh-page'>step {self.step} of {len(self.history) - 1}</span>"
        self.view.value = self.state_html()

    def state_html(self) -> str:
        r = fh.Round.from_actions(self.history[:self.step + 1])
        contract = r.contract
        out = [f'<div class="fh-page fh-state" data-step="{self.step}" data-phase="{esc(r.phase)}">']
        if self.step == 0:
            out.append(f"<p class='fh-note'><b>Deal</b> (deal number {esc(self.seed)}: the same number always deals "
                       f"the same cards): {esc(_SEATS[r.dealer])} deals "
                       "3 cards to each, 1 to the kitty, 4 each, 1 to the kitty, 3 each, 1 to the kitty: ten "
                       "cards each and three in the kitty (F2).</p>")
        if r.bids:
            out.append("<h4>Bidding, from the dealer's left, clockwise (F4, F20)</h4>"
                       + bids_html(list(r.bids), r.dealer))
        if contract is not None and r.declarer is not None:
            out.append(f"<p><b>{esc(seat_name(r.declarer))}</b> won the bidding with "
                       f"<b>{esc(call_name(str(contract)))}</b>, takes the kitty and lays away three cards "
                       "that nobody sees (F4, F21).</p>")
        if r.phase == "redeal":
            out.append("<p class='fh-note'>All four passed: the next dealer deals again (F4, F25).</p>")
        if r.phase in ("bidding", "discard"):
            for seat in range(4):
                out.append(f"<h4>{esc(seat_name(seat))}</h4>"
                           + cards_html(r.hand(seat), width=40, contract=contract))
            if r.phase == "bidding":
                out.append("<h4>Kitty (face down on the table, shown here for the lesson)</h4>"
                           + cards_html(r.kitty, width=40))
        if r.current_trick:
            out.append(f"<h4>Trick {len(r.tricks) + 1} so far</h4>"
                       + cards_html(r.current_trick, contract=contract))
        elif r.tricks:
            n = len(r.tricks) - 1
            e = r.explain_trick(n + 1)
            if e is not None:
                out.append(f"<h4>Trick {n + 1}, led by {esc(_SEATS[r.leaders[n]])}, won by "
                           f"{esc(_SEATS[r.winners[n]])}</h4>"
                           + cards_html(r.tricks[n], contract=contract, marks={e.winner: "winner"})
                           + f"<p class='fh-note'>{esc(plain_cards(e.sentence, contract))}</p>")
        if r.tricks:
            won = r.tricks_won
            out.append(f"<p>Tricks so far: North–South {won[0]}, East–West {won[1]}.</p>")
        if r.phase == "over" and contract is not None and r.declarer is not None:
            team = r.declarer % 2
            taken = r.tricks_won[team]
            verdict = "made" if fh.made(contract, taken) else "failed"
            pts = r.points
            out.append(f"<p class='fh-note fh-score'><b>Score</b>: the bidder{'' if contract.is_misere else 's'} took "
                       f"{taken} trick{'' if taken == 1 else 's'} and "
                       f"{verdict} {esc(call_name(str(contract)))}. North–South {_signed(pts[0])}, East–West "
                       f"{_signed(pts[1])} (F10).</p>")
        out.append("</div>")
        return "".join(out)

    def snapshot_html(self) -> str:
        return STYLE + self.state_html()



def _signed(points: int) -> str:
    """'+240', '-100', '0'."""
    return f"{points:+d}" if points else "0"
