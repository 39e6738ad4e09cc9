"""The presenter's panels as HTML, drawn from what the engine says: a trick's explanation, the main
line and a what-if side by side (:func:`tutor.hydra.scenarios.compare_lines`) and the score sheet with
its CSV download. Plain functions, no widgets; :class:`~widgets.hydra.teacher.presenter.Presenter` shows them.
"""

from __future__ import annotations

import base64

import hydra
from hydra.hydra.svg import hand_svg
from tutor.hydra.scenarios import Line, compare_lines

from hydra.core.i18n import N_, _, ngettext

from widgets.common.base import esc
from widgets.common.rules import rule_in_place_html
from .messages import said_html, seat_word

__all__ = ["explain_html", "compare_html", "sheet_html"]


def explain_html(trick: hydra.Trick) -> str:
    """Why the trick goes where it goes: the engine's sentence and its steps (``Trick.explain``)."""
    e = trick.explain()
    steps = "".join(f"<li>{said_html(st.text)}</li>" for st in e.steps)
    return f'<div class="ht-expl"><b>{said_html(e.sentence)}</b><ol>{steps}</ol></div>'


def compare_html(main: Line, what_if: Line) -> str:
    """The main line and the what-if, trick by trick, with the points, eyes and parties of each
    ("" if the engine cannot compare them)."""
    try:
        diff = compare_lines(main, what_if)
    except hydra.HydraError:
        return ""
    rows = []
    for t in diff["tricks"]:
        cells = []
        for side in ("a", "b"):
            x = t[side]
            if x is None:
                cells.append("<td>-</td><td></td>")
                continue
            cards = x["cards"].replace(" ...", "").split()
            winner = "" if x["winner"] is None else esc(seat_word(x["winner"]))
            cells.append(f'<td class="ht-cards">{hand_svg(cards, 40)}</td><td><b>{winner}</b></td>')
        cls = ' class="ht-diff"' if t["differs"] else ""
        rows.append(f"<tr{cls}><td>{t['trick']}</td>{''.join(cells)}</tr>")
    points = "".join(
        f"<tr><td>{esc(seat_word(p['seat']))}</td><td>{p['a']}</td><td>{p['b']}</td><td><b>{p['diff']:+d}</b></td>"
        f"<td>{e['a']}</td><td>{e['b']}</td></tr>" for p, e in zip(diff["points"], diff["eyes"]))

    def heads(*words: str) -> str:
        return "".join(f"<th>{esc(_(w))}</th>" for w in words)
    side_by_side, so_far = esc(_("Main line and what if, side by side")), esc(_("Points so far"))
    main_said, what_if_said = esc(_("Parties, main line:")), esc(_("Parties, what if:"))
    tricks = heads(N_("trick"), N_("main line"), N_("winner"), N_("what if"), N_("winner"))
    return (f"<h3>{side_by_side}</h3>"
            f"<table><tr>{tricks}</tr>"
            + "".join(rows) + "</table>"
            f"<h3>{so_far} {rule_in_place_html(['R5'])}</h3><table><tr>"
            + heads(N_("player"), N_("points, main line"), N_("points, what if"), N_("difference"),
                    N_("eyes, main line"), N_("eyes, what if")) + "</tr>"
            + points + "</table>"
            f"<div style=\"margin:8px 0\"><b>{main_said}</b> {said_html(diff['parties'][0])}<br>"
            f"<b>{what_if_said}</b> {said_html(diff['parties'][1])}</div>")


def sheet_html(rnd: hydra.Round, title: str) -> str:
    """The round's score sheet so far, its points and a CSV download named after ``title``."""
    sheet = rnd.sheet
    lines = "".join(f"<div>{said_html(line)}</div>" for line in sheet.lines())
    points = ", ".join(_("{name}: {points}").format(name=seat_word(s), points=p) for s, p in enumerate(sheet.points))
    data = base64.b64encode(sheet.to_csv().encode("utf-8")).decode("ascii")
    name = "".join(ch if ch.isalnum() else "-" for ch in (title or "round"))[:40]
    after = ngettext("Score sheet after {n} trick", "Score sheet after {n} tricks", len(rnd.tricks)).format(
        n=len(rnd.tricks))
    return (f"<h3>{esc(after)}</h3>{lines}"
            + "<p><b>" + esc(_("Points:")) + f"</b> {esc(points)}</p>"
            f'<a download="{esc(name.lower())}-score.csv" '
            f'href="data:text/csv;base64,{data}">' + esc(_("Download the score sheet (CSV)")) + "</a>")
