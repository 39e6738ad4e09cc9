"""Score sheet: a round's points line by line (R3, R4, R5), from the engine's ``ScoreSheet``.

``score_table(sheet)``, ``seat_table(sheet)`` and ``bonus_table(sheet)`` give pandas tables
(pandas is imported inside them). ``ScoreSheetView`` shows a played round's sheet, and a
calculator where eyes, multiplier and bonus are typed in and ``hydra.party_points`` answers.

>>> import hydra
>>> from widgets.hydra.course.scoresheet import ScoreSheetView
>>> view = ScoreSheetView(hydra.play_round(seed=3))
>>> view.eyes.value, view.multiplier.value, view.bonus.value = 65, 2, 5
>>> view.points
19
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import ipywidgets as W

import hydra
from hydra.core.record_json import LoadedRecord

from widgets.common.base import SnapshotMixin, Trait, error_html, esc, fit_layout, row_layout
from widgets.common.stack import stacked_table_html

if TYPE_CHECKING:
    import pandas as pd

#: A score sheet, a Round (finished or in play: it has one), or a round record.
Source = hydra.ScoreSheet | hydra.Round | LoadedRecord


def _sheet(source: Source) -> hydra.ScoreSheet:
    """A ScoreSheet from a ScoreSheet, a Round (finished or in play) or a round record."""
    if isinstance(source, dict):
        source = hydra.replay(source)
    return source if isinstance(source, hydra.ScoreSheet) else source.sheet


def score_table(source: Source) -> pd.DataFrame:
    """One row per party: seats, eyes, rounded tenths, multiplier, bonus, points each (pandas)."""
    import pandas as pd
    sheet = _sheet(source)
    return pd.DataFrame(sheet.rows()).set_index("party")


def seat_table(source: Source) -> pd.DataFrame:
    """Points per seat (pandas): the party of each seat and its points."""
    import pandas as pd
    sheet = _sheet(source)
    party = {s: name for name, p in zip(sheet.names, sheet.parties) for s in p}
    return pd.DataFrame({"party": [party.get(s, "sits out") for s in range(sheet.players)],
                         "points": list(sheet.points)}, index=pd.RangeIndex(sheet.players, name="seat"))


def bonus_table(source: Source) -> pd.DataFrame:
    """Every bonus with its trick (pandas)."""
    import pandas as pd
    sheet = _sheet(source)
    rows = [{"trick": b.trick, "party": sheet.names[b.party], "kind": b.kind, "points": b.points,
             "rule": b.rule, "why": b.text} for b in sheet.bonuses]
    return pd.DataFrame(rows, columns=["trick", "party", "kind", "points", "rule", "why"])


def sheet_html(sheet: hydra.ScoreSheet) -> str:
    """The engine's lines (ScoreSheet.lines) and the points per seat, as HTML."""
    lines = "<br>".join(esc(line).replace("  ", "&nbsp;&nbsp;&nbsp;&nbsp;") for line in sheet.lines())
    seats = ", ".join(f"seat {s}: {p}" for s, p in enumerate(sheet.points))
    plural = "s" if sheet.tricks_played != 1 else ""
    head = f"<b>{esc(_kind_title(sheet.kind))}</b>, {sheet.tricks_played} trick{plural} scored"
    return (f"<p>{head}</p><p style='font-family:monospace;font-size:90%'>{lines}</p>"
            f"<p><b>Points per seat:</b> {esc(seats)}</p>")


def round_sheet_html(source: Source) -> str:
    """A played round's score, once (issue 19): what kind of game it was, one row per party (a table
    that stacks on a phone), every bonus in words, and each seat's points. Never an id.

    >>> html = round_sheet_html(hydra.play_round(seed=1))
    >>> "points each" in html and "normal game" in html and "normal:" not in html
    True
    """
    sheet = _sheet(source)
    rows = [[r["party"], r["seats"], r["eyes"], f"{int(r['eyes']) / 10:.1f} rounds to {r['rounded']} (R5)",
             r["multiplier"], r["bonus"], r["points each"]] for r in sheet.rows()]
    table = stacked_table_html(["party", "seats", "eyes", "eyes / 10, rounded", "multiplier", "bonus",
                                "points each"], rows)
    bonuses = ("<ul>" + "".join(f"<li>{esc(b.text)}</li>" for b in sheet.bonuses) + "</ul>" if sheet.bonuses
               else "<p>No bonus in this round: no trick of 40 eyes or more, and no Fuchs caught where it counts "
                    "(R3, R4).</p>")
    seats = ", ".join(f"seat {s}: {p}" for s, p in enumerate(sheet.points))
    return (f"<p>The game: <b>{esc(_kind_title(sheet.kind))}</b>. Each player of a party scores "
            "bonus + multiplier × its eyes in tenths (R5):</p>" + table
            + "<p><b>Bonus points</b></p>" + bonuses + f"<p><b>Points per seat:</b> {esc(seats)}</p>")


def _kind_title(kind: str) -> str:
    return hydra.kind_title(kind) if kind in hydra.PARTY_KINDS else kind


class ScoreSheetView(SnapshotMixin, W.VBox):
    """The score sheet of a round (or record), and a points calculator (R5) below it."""

    def __init__(self, source: Source | None = None, eyes: int = 65, multiplier: int = 2, bonus: int = 5,
                 **kwargs: Trait) -> None:
        super().__init__(**kwargs)
        self.sheet = _sheet(source) if source is not None else None
        self.sheet_view = W.HTML(sheet_html(self.sheet) if self.sheet is not None else "")
        self.eyes = W.IntSlider(value=eyes, min=0, max=240, description="Eyes:", continuous_update=True)
        self.multiplier = W.Dropdown(options=[1, 2, 3, 4], value=multiplier, description="Multiplier:")
        self.bonus = W.BoundedIntText(value=bonus, min=0, max=200, step=5, description="Bonus:",
                                      layout=fit_layout("200px"))
        self.formula = W.HTML()
        for w in (self.eyes, self.multiplier, self.bonus):
            w.observe(self._calc, names="value")
        self.points: int | None = None
        self.children = [self.sheet_view,
                         W.HTML("<b>Calculator:</b> points for each player of one party (R5)"),
                         W.HBox([self.eyes, self.multiplier, self.bonus], layout=row_layout()), self.formula]
        self._calc()

    def show(self, source: Source) -> None:
        """Show the sheet of another round, record or sheet."""
        self.sheet = _sheet(source)
        self.sheet_view.value = sheet_html(self.sheet)

    # change: ipywidgets' observe() change (a dict of name, old, new), unused: the widgets' values are read
    def _calc(self, change: object = None) -> None:
        e, m, b = self.eyes.value, self.multiplier.value, self.bonus.value
        try:
            self.points = hydra.party_points(e, m, b)
            tenths = hydra.round_half_up(e)
            self.formula.value = (f"<p>{b} bonus + {m} &times; round({e} / 10) = {b} + {m} &times; {tenths} = "
                                  f"<b>{self.points} points</b> for each player of the party "
                                  "(halves round up: 65 eyes count 7, 64 count 6; R5)</p>")
        except hydra.HydraError as error:
            self.points = None
            self.formula.value = error_html(error)

    def snapshot_html(self) -> str:
        return self.sheet_view.value + self.formula.value
