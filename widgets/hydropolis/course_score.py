"""Scoring part by part, and a whole game stepped through (issue 20, P11-P13).

:class:`ScoreView` lays one card of the spec's worked examples and draws where each point comes from
on the table: ``+1`` on every neighbour (outlined), ``+3``/``+2`` on a side where pipes join, ``+1 cap``
where a cap meets a pipe of its colour, ``+5`` on a covered leak; beside it the four parts of
:meth:`Table.score <hydra.hydropolis.Table.score>`. :class:`GameStepper` steps through a recorded
game with Back and Next.

>>> view = ScoreView()
>>> view.choose("covering")
>>> "12 points" in view.parts.value and "+5 covering" in view.table_view.picture.value
True
>>> stepper = GameStepper()
>>> stepper.next_button.click(); stepper.number
1
>>> stepper.end_button.click(); "Player 1 wins with 25 points" in stepper.text.value
True
"""

from __future__ import annotations

import html

import ipywidgets as W

from hydra.hydropolis import Score
from hydra.core.i18n import N_, _, language, ngettext
from tutor.hydropolis.course import SCORE_EXAMPLES, SEED_ENGLISH, WRENCH_POINTS, breakdown, score_example
from tutor.hydropolis.course_game import GameSteps, player

from ..common.base import SnapshotMixin, Trait, esc
from ..common.rules import cited_html, rule_in_place_html
from .course import COURSE_STYLE, code
from .table import TableView

__all__ = ["ScoreView", "GameStepper", "SCORE_STYLE"]

SCORE_STYLE = """<style>
.hps .hps-pick .widget-toggle-button{min-height:44px;width:auto;padding:0 10px}
.hps .hps-pick .widget-toggle-buttons{display:flex;flex-wrap:wrap;gap:4px}
table.hps-parts{border-collapse:collapse;font-size:15px;margin:6px 0;max-width:100%}
table.hps-parts td,table.hps-parts th{border-bottom:1px solid #dde3dd;padding:5px 8px;text-align:left;
 vertical-align:top}
table.hps-parts td.hps-n{font-weight:700;text-align:right;white-space:nowrap}
table.hps-parts tr.hps-total td{border-top:2px solid #1f3d2a;font-weight:700}
.hps-steps{display:flex;flex-wrap:wrap;gap:6px;align-items:center}
.hps-steps button{min-height:44px;min-width:44px}
.hps-text{font-size:16px;background:#eef3fb;border-radius:8px;padding:8px 12px;margin:6px 0}
.hps-hands{font-size:14px}
@media (max-width:640px){table.hps-parts{font-size:13px}table.hps-parts td,table.hps-parts th{padding:4px}}
</style>"""

_SCORE_LEGEND = N_("Orange frame: the card just laid. Blue outline, +1: a neighbour (diagonals count). "
                   "On the card's sides: +3 same-colour pipes, +2 pipes of two colours, +1 cap.")

#: The wrench's sentence of the seed (its English: tutor.hydropolis.course.SEED_ENGLISH).
_WRENCH = ("Hat ein Spieler in einem einzigen Zug mindestens 15 Punkte erreicht, erhält er zusätzlich "
           "einen Schraubenschlüssel.")
assert _WRENCH in SEED_ENGLISH


def parts_html(score: Score) -> str:
    """The four parts of a score, each with why, and the total (P11)."""
    rows = "".join(f'<tr><td>{esc(p.name)}</td><td class="hps-n">{p.points}</td><td>{cited_html(p.why)}</td></tr>'
                   for p in breakdown(score).parts)
    english = f", in English: “{esc(SEED_ENGLISH[_WRENCH])}”" if language() == "en" else ""
    wrench = ("<p><b>" + esc(_("{points} points in one move").format(points=score.total)) + "</b>: "
              + esc(_("in the variant that earns a wrench")) + f" (Schraubenschlüssel: „{_WRENCH}“"
              + english + f") {rule_in_place_html(['P14'])}</p>"
              if score.total >= WRENCH_POINTS else "")
    why = rule_in_place_html(["P11"])
    total = esc(ngettext("{total} point for {card} at {cell}", "{total} points for {card} at {cell}",
                         score.total)).format(total=score.total, card=code(score.card), cell=esc(score.cell))
    heads = ("<th>" + esc(_("part")) + "</th><th>" + esc(_("points")) + "</th><th>" + esc(_("why"))
             + f" {why}</th>")
    return (f'<table class="hps-parts"><tr>{heads}</tr>{rows}'
            + '<tr class="hps-total"><td>' + esc(_("total")) + f'</td><td class="hps-n">{score.total}</td>'
            f"<td>{total}</td></tr></table>{wrench}")


class ScoreView(SnapshotMixin, W.VBox):
    """One laid card's points, drawn on the table, for each of the spec's scoring examples."""

    def __init__(self, start: str = "same-colour", **kwargs: Trait) -> None:
        super().__init__(**kwargs)
        self.add_class("hps")
        self.pick = W.ToggleButtons(options=[(_(e.title), e.key) for e in SCORE_EXAMPLES], value=start,
                                    style={"button_width": "auto"})
        self.pick.add_class("hps-pick")
        self.table_view = TableView(legend=_(_SCORE_LEGEND))
        self.parts = W.HTML()
        self.children = [W.HTML(COURSE_STYLE + SCORE_STYLE), self.pick, self.table_view, self.parts]
        self.pick.observe(lambda ch: self.choose(ch["new"]), "value")
        self.choose(start)

    def choose(self, key: str) -> None:
        item = score_example(key)
        if self.pick.value != key:
            self.pick.value = key
            return
        table = item.table()
        score = table.lay(item.card, item.cell)
        shown = breakdown(score)
        self.table_view.show(table, around=shown.around, notes=shown.notes)
        self.parts.value = parts_html(score)

    def snapshot_html(self) -> str:
        return COURSE_STYLE + SCORE_STYLE + self.table_view.snapshot_html() + self.parts.value


class GameStepper(SnapshotMixin, W.VBox):
    """A recorded game, move by move: Start, Back, Next, End."""

    def __init__(self, steps: GameSteps | None = None, **kwargs: Trait) -> None:
        super().__init__(**kwargs)
        self.add_class("hps")
        self.add_class("hps-game")
        self.steps = steps or GameSteps()
        self.number = 0
        self.start_button = W.Button(description=_("◀◀ Deal"), tooltip=_("Back to the deal"))
        self.back_button = W.Button(description=_("◀ Back"), tooltip=_("One move back"))
        self.next_button = W.Button(description=_("Next ▶"), button_style="primary", tooltip=_("The next move"))
        self.end_button = W.Button(description=_("End ▶▶"), tooltip=_("The end of the game"))
        for button, target in ((self.start_button, lambda: 0), (self.back_button, lambda: self.number - 1),
                               (self.next_button, lambda: self.number + 1),
                               (self.end_button, lambda: len(self.steps) - 1)):
            button.on_click(lambda _b, target=target: self.go(target()))
        self.where = W.HTML()
        bar = W.HBox([self.start_button, self.back_button, self.next_button, self.end_button, self.where])
        bar.add_class("hps-steps")
        self.text = W.HTML()
        self.table_view = TableView(legend=_(_SCORE_LEGEND))
        self.hands = W.HTML()
        self.children = [W.HTML(COURSE_STYLE + SCORE_STYLE), bar, self.text, self.table_view, self.hands]
        self.go(0)

    def go(self, number: int) -> None:
        """Show the game after ``number`` moves (0 is the deal)."""
        frame = self.steps.frame(number)
        self.number = frame.number
        last = len(self.steps) - 1
        self.start_button.disabled = self.back_button.disabled = self.number == 0
        self.next_button.disabled = self.end_button.disabled = self.number == last
        self.where.value = ('<span class="hpc">' + esc(_("Move {number} of {count}").format(number=self.number,
                                                                                               count=last)) + "</span>")
        self.text.value = f'<div class="hpc hps-text" role="status" aria-live="polite">{cited_html(frame.text)}</div>'
        if frame.score is not None:
            shown = breakdown(frame.score)
            self.table_view.show(frame.table, around=shown.around, notes=shown.notes)
        else:
            self.table_view.show(frame.table, last=frame.number == 0)
        points = " · ".join(f"{player(s)}: <b>{p}</b>" for s, p in enumerate(frame.points))
        hands = "".join("<li>" + esc(_("{player} holds").format(player=player(s))) + " "
                        + " ".join(code(c) for c in hand) + "</li>" for s, hand in enumerate(frame.hands))
        pile = ngettext("Draw pile: {count} card.", "Draw pile: {count} cards.", frame.pile).format(count=frame.pile)
        open_hands = html.escape(_("The hands, shown open for the lesson (at the table nobody sees another's "
                                   "hand {rule}):"), quote=False)
        self.hands.value = ('<div class="hpc hps-hands"><p>' + esc(_("Points: {points}.")).format(points=points)
                            + f" {esc(pile)}</p><p>" + open_hands.format(rule=rule_in_place_html(['P23']))
                            + f"</p><ul>{hands}</ul></div>")

    def snapshot_html(self) -> str:
        return COURSE_STYLE + SCORE_STYLE + self.text.value + self.table_view.snapshot_html() + self.hands.value
