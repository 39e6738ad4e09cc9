"""Lesson 08's simulation, run only when the learner asks: the exact odds are shown at once, and a
button deals N seeded random rounds with the engine to compare (about 0.5 ms a deal).

>>> from hydra.hydra.odds import party_kind_odds
>>> panel = SimulationPanel(party_kind_odds(), sizes=(200,))
>>> panel.result.value == ""
True
>>> _ = panel.run(200); "simulated %" in panel.result.value and "200 deals" in panel.result.value
True
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from fractions import Fraction

import ipywidgets as W

from hydra.core.i18n import N_, _
from hydra.hydra.odds import simulate_party_kinds
from hydra.hydra.parties import kind_title

from tutor.numbers import decimal, percent, whole

from widgets.common.base import SnapshotMixin, Trait, esc, fit_layout, row_layout

__all__ = ["SimulationPanel", "odds_chart_svg", "exact_table_html"]

_EXACT, _SIMULATED = "#7b1fa2", "#e09a00"


def exact_table_html(exact: Mapping[str, Fraction]) -> str:
    """The exact odds as a table: the fraction, the percentage, and 'about 1 in N deals'."""
    rows = "".join(f"<tr><td>{esc(kind_title(kind))}</td><td>{whole(p.numerator)}/{whole(p.denominator)}</td>"
                   f"<td>{percent(float(p), 3)}</td><td>"
                   + esc(_("1 in {deals}").format(deals=decimal(1 / float(p), 1))) + "</td></tr>"
                   for kind, p in exact.items())
    head = "".join(f"<th>{esc(_(h))}</th>" for h in (N_("party kind"), N_("exact probability"), N_("percent"),
                                                     N_("about")))
    return f"<table><tr>{head}</tr>" + rows + "</table>"


def odds_chart_svg(exact: Mapping[str, Fraction], simulated: Mapping[str, float] | None = None,
                   width: int = 760, height: int = 260) -> str:
    """A bar chart (SVG) of the exact percentages, and the simulated ones beside them if given."""
    kinds = list(exact)
    title = _("Party kinds in a random deal")
    top = max([100 * float(p) for p in exact.values()] + list((simulated or {}).values())) * 1.15
    left, bottom, plot_h = 40, 60, height - 80
    slot = (width - left - 10) / len(kinds)
    bar = slot * (0.38 if simulated else 0.6)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
             f'viewBox="0 0 {width} {height}" style="max-width:100%;height:auto" '
             f'font-family="sans-serif" font-size="12"><title>{esc(title)}</title>']
    for tick in range(0, int(top) + 1, 10):
        y = 20 + plot_h - plot_h * tick / top
        parts.append(f'<line x1="{left}" x2="{width - 10}" y1="{y:.1f}" y2="{y:.1f}" stroke="#e5e5e5"/>'
                     f'<text x="{left - 4}" y="{y + 4:.1f}" text-anchor="end" fill="#555">{tick}%</text>')
    for i, kind in enumerate(kinds):
        x0 = left + i * slot + slot * 0.1
        values = [(100 * float(exact[kind]), _EXACT)]
        if simulated:
            values.append((simulated.get(kind, 0.0), _SIMULATED))
        for j, (value, colour) in enumerate(values):
            h = plot_h * value / top
            x = x0 + j * bar
            parts.append(f'<rect x="{x:.1f}" y="{20 + plot_h - h:.1f}" width="{bar - 2:.1f}" height="{h:.1f}" '
                         f'fill="{colour}"><title>{esc(kind_title(kind))}: {percent(value / 100, 2)}</title></rect>')
        words = kind_title(kind).split(" (")[0].split()          # 'secret proposal', 'normal game'
        parts.append(f'<text x="{x0 + slot * 0.4:.1f}" y="{height - bottom + 56}" text-anchor="middle" '
                     f'fill="#333">{esc(" ".join(words))}</text>' if len(" ".join(words)) < 14 else
                     f'<text x="{x0 + slot * 0.4:.1f}" y="{height - bottom + 48}" text-anchor="middle" '
                     f'fill="#333">{esc(" ".join(words[:-1]))}</text>'
                     f'<text x="{x0 + slot * 0.4:.1f}" y="{height - bottom + 62}" text-anchor="middle" '
                     f'fill="#333">{esc(words[-1])}</text>')
    legend = [(_("exact"), _EXACT)] + ([(_("simulated"), _SIMULATED)] if simulated else [])
    for k, (label, colour) in enumerate(legend):
        parts.append(f'<rect x="{width - 200 + 95 * k}" y="4" width="12" height="12" fill="{colour}"/>'
                     f'<text x="{width - 184 + 95 * k}" y="14">{esc(label)}</text>')
    return "".join(parts) + "</svg>"


class SimulationPanel(SnapshotMixin, W.VBox):
    """Choose how many deals, press Simulate: a progress bar, then the comparison table and chart."""

    def __init__(self, exact: Mapping[str, Fraction], sizes: Sequence[int] = (1_000, 10_000, 40_000),
                 seed: int = 2026, **kwargs: Trait) -> None:
        super().__init__(**kwargs)
        self.exact, self.seed = dict(exact), seed
        self.size = W.ToggleButtons(options=[(_("{deals} deals").format(deals=whole(n)), n) for n in sizes],
                                    value=sizes[0],
                                    style={"button_width": "auto"})
        self.button = W.Button(description=_("Simulate"), button_style="primary", icon="play", layout=fit_layout())
        self.button.on_click(lambda _b: self.run(self.size.value))
        self.bar = W.IntProgress(value=0, min=0, max=1, layout=fit_layout("300px", visibility="hidden"))
        self.result = W.HTML()
        self.counts: Counter[str] | None = None
        self.children = [W.HBox([self.size, self.button, self.bar], layout=row_layout()),
                         self.result]

    def snapshot_html(self) -> str:
        return self.result.value or "<p><i>" + esc(_("(press Simulate on the live page to deal)")) + "</i></p>"

    def _progress(self, seeds: list[int]) -> Iterator[int]:
        self.bar.max, self.bar.value = len(seeds), 0
        step = max(1, len(seeds) // 50)
        for i, one in enumerate(seeds, 1):
            if i % step == 0:
                self.bar.value = i
            yield one

    def run(self, deals: int) -> Counter[str]:
        """Deal ``deals`` seeded rounds (the same every time) and show how they compare."""
        self.button.disabled = True
        self.bar.layout.visibility = "visible"
        try:
            counts = simulate_party_kinds(deals, seed=self.seed, progress=self._progress)
        finally:
            self.button.disabled = False
            self.bar.layout.visibility = "hidden"
        self.counts = counts
        self.result.value = self._html(counts, deals)
        return counts

    def _html(self, counts: Counter[str], deals: int) -> str:
        rows, simulated = [], {}
        for kind, p in self.exact.items():
            share = 100 * counts[kind] / deals
            simulated[kind] = share
            error = 100 * (float(p) * (1 - float(p)) / deals) ** 0.5
            off = (share - 100 * float(p)) / error
            rows.append(f"<tr><td>{esc(kind_title(kind))}</td><td>{decimal(100 * float(p), 3)}</td>"
                        f"<td>{decimal(share, 3)}</td><td>{decimal(error, 3)}</td>"
                        f"<td>{'+' if off >= 0 else '−'}{decimal(abs(off), 2)}</td></tr>")
        head = "".join(f"<th>{esc(_(h))}</th>" for h in (N_("party kind"), N_("exact %"), N_("simulated %"),
                                                         N_("std. error %"), N_("difference / std. error")))
        said = _("{deals} (seed {seed}): every simulated share lies within a few standard errors of the exact "
                 "one.").format(deals="<b>" + esc(_("{deals} deals").format(deals=whole(deals))) + "</b>",
                                seed=self.seed)
        return (f"<p>{said}</p><table><tr>{head}</tr>" + "".join(rows) + "</table>"
                + odds_chart_svg(self.exact, simulated))


