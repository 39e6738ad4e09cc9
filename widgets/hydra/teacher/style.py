"""The teacher's dashboard's look: one stylesheet for the presenter, the builder and the app, and
the dashboard's buttons (big enough for a projector). A card of a hand says its name on its button
(``ht-card``: "Schell-" above "König", so a 48 px card shows the whole name; never its code, issue 34)."""

from __future__ import annotations

import ipywidgets as W

from widgets.common.rules import RULE_STYLE

__all__ = ["STYLE", "button"]

STYLE = RULE_STYLE + """<style>
.ht{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1d1d1d}
.ht h1{font-size:30px;margin:2px 0 4px 0;overflow-wrap:anywhere}
.ht .ht-desc{font-size:18px;line-height:1.35;max-width:1040px;margin:0 0 6px 0;overflow-wrap:anywhere}
.ht .ht-chip{display:inline-block;background:#fff3c4;color:#5a4300;border-radius:12px;padding:2px 12px;
 font-weight:600;margin-right:8px;font-size:15px}
.ht .ht-rule{display:inline-block;background:#e8eef9;color:#1a3f7a;border-radius:10px;padding:0 8px;
 margin-left:6px;font-size:13px;font-weight:600}
.ht-table{background:#e3f0e6;border:2px solid #1f5e3a;border-radius:12px;padding:10px 14px;color:#1d1d1d}
.ht-table .ht-head{font-size:19px;color:#1f3d2a;margin-bottom:2px}
.ht-table .ht-head b{color:#1f5e3a;font-size:23px}
.ht-none{font-size:16px;color:#666;padding-top:8px}
.ht-expl{background:#fff;color:#1d1d1d;border-radius:10px;padding:8px 14px;margin-top:8px;font-size:17px;
 border-left:8px solid #f2b600}
.ht-expl ol{margin:6px 0 0 0;padding-left:24px;font-size:15px;color:#333}
.ht-seat{font-size:17px;font-weight:600;min-width:110px;color:#1d1d1d;padding-top:6px}
.ht-seat.ht-move{color:#1f8a3a}
.ht-msg{background:#fdecea;color:#8e1b1b;border-radius:8px;padding:6px 12px;margin:6px 0;font-size:16px}
.ht-ok{background:#e8f5e9;color:#1b5e20;border-radius:8px;padding:6px 12px;margin:6px 0;font-size:16px}
.ht-todo{background:#eef3fb;color:#1a3f7a;border-radius:8px;padding:4px 12px;margin:3px 0;font-size:15px}
.ht-cmp table{border-collapse:collapse;font-size:15px}
.ht-cmp td,.ht-cmp th{padding:2px 8px;border-bottom:1px solid #e3e3e3;vertical-align:middle;text-align:left}
.ht-cmp tr.ht-diff td{background:#fff6d6}
.ht-sheet{font-size:15px;line-height:1.4}
.ht .widget-html-content{line-height:1.25}
.ht-cards .widget-html-content{line-height:0}
.ht-cards svg{max-width:100%;height:auto}
.ht-share input{width:60%;font-family:monospace;font-size:13px;color:#1a3f7a;border:1px solid #c5d3ea;
 border-radius:4px;padding:2px 6px;background:#fff}
.ht button{font-size:15px}
.ht .ht-card button{white-space:normal;overflow:visible;text-overflow:clip;overflow-wrap:break-word;
 height:auto;padding:2px 1px;font-size:12px;line-height:1.1}
.ht button, .ht select, .ht input[type=text], .ht input[type=number], .ht .widget-toggle-button{min-height:44px}
</style>"""


def button(text: str, tooltip: str = "", style: str = "", icon: str = "", width: str = "auto") -> W.Button:
    """A dashboard button, 44 px high (a target a finger hits too); ``tooltip`` defaults to the text."""
    return W.Button(description=text, tooltip=tooltip or text, button_style=style, icon=icon,
                    layout=W.Layout(width=width, height="44px"))
