"""The pieces of HTML of the Hydropolis play page (:mod:`widgets.hydropolis.play`): pure functions of the
learner's seat view and the session's sentences.

The table is :func:`hydra.hydropolis.table_svg`, cut to the cells in play (:func:`window`: the cards laid
and one cell around them), drawn as large as the page's zoom asks (``--hyp-cw``, a cell's width: 88 px on
a phone and 120 px wider, times the zoom, never under 88 px, so a cell is a 44 px target), under a
grid of buttons, one per cell, so that a tap on a cell lays the chosen card there.

>>> from hydra.hydropolis import Table
>>> window(Table.start(".b.b"))
(3, 3, 5, 5)
>>> svg = window_svg(Table.start(".b.b"), (3, 3, 5, 5))
>>> 'viewBox="600 300 600 300"' in svg and "calc(3 * var(--hyp-cw))" in svg
True
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from hydra import hydropolis as hp
from hydra.core.i18n import _, ngettext
from tutor.hydropolis.player import part_word
from tutor.rulebook import without_citations

from ..common.base import esc
from ..common.phone import PHONE_STYLE
from ..common.rules import RULE_STYLE, cited_html, rule_in_place_html

__all__ = ["STYLE", "CARD_WIDTH", "window", "window_svg", "message_html", "hint_html", "seats_html",
           "replies_html", "end_html", "fits_html", "rules_html", "happened_html", "scroll_html"]

#: The width of a card of the hand, in pixels (its height is half that, P1).
CARD_WIDTH = 88
_CELL_W, _CELL_H = 200, 100          # a cell in the table picture's units (hydra.hydropolis.svg)
_ROOT = re.compile(r'<svg ([^>]*?)width="[^"]*" height="[^"]*" viewBox="[^"]*" style="[^"]*"')

STYLE = PHONE_STYLE + RULE_STYLE + """<style>
.hyp-app{overflow-wrap:break-word;--hyp-base:88px;--hyp-f:1;--hyp-cw:max(88px,calc(var(--hyp-base) * var(--hyp-f)))}
@media (min-width:721px){.hyp-app{--hyp-base:120px}}
.hyp-app.hyp-z0{--hyp-f:.75}
.hyp-app.hyp-z1{--hyp-f:1}
.hyp-app.hyp-z2{--hyp-f:1.35}
.hyp-app.hyp-z3{--hyp-f:1.8}
.hyp-app *{box-sizing:border-box}
.hyp-app .widget-html:has(>.widget-html-content:empty){display:none}
.hyp-app .widget-html,.hyp-app .widget-html-content{min-width:0}
.hyp-app button{min-height:44px}
.hyp-title h1{margin:4px 0}
.hyp-status{font-size:16px;margin:2px 0;line-height:1.3}
.hyp-board{overflow:auto !important;max-width:100%;max-height:75vh;background:#e9efe6;border:1px solid #c4cfc0;
 border-radius:8px;padding:0 !important;-webkit-overflow-scrolling:touch;touch-action:pan-x pan-y pinch-zoom}
.hyp-stack{display:grid !important;width:max-content !important;min-width:max-content !important;
 flex:0 0 auto !important;margin:0 !important}
.hyp-stack>*{grid-area:1/1;margin:0 !important;padding:0 !important;width:max-content !important;
 max-width:none !important;overflow:visible !important}
.hyp-pic .widget-html-content{line-height:0;overflow:visible !important;width:max-content !important;
 max-width:none !important}
.hyp-pic svg{display:block}
.hyp-cells{gap:0 !important;z-index:1}
.hyp-cells>button.hyp-cell{width:100% !important;height:100% !important;min-height:0;min-width:0;margin:0;
 padding:2px 4px;background:transparent;border:0;box-shadow:none;display:flex;align-items:flex-start;
 justify-content:flex-start;font-size:11px;color:rgba(0,0,0,.5);font-weight:400;border-radius:0}
.hyp-cells>button.hyp-cell:hover{background:rgba(255,255,255,.18)}
.hyp-cells>button.hyp-cell.hyp-fit{color:#135f2a;font-weight:700}
.hyp-cells>button.hyp-cell:focus-visible{outline:3px solid #ffb300;outline-offset:-3px}
.hyp-seats{display:flex;flex-wrap:wrap;gap:4px;margin:4px 0}
.hyp-seat{flex:1 1 0;min-width:84px;padding:3px 6px;border-radius:6px;background:#eef3f8;border:1px solid #c9d6e3;
 font-size:13px;line-height:1.3}
.hyp-seat.hyp-me{background:#e6f3ea;border-color:#7fbf94}
.hyp-seat.hyp-now{outline:2px solid #f08c00}
.hyp-hand{flex-wrap:wrap}
.hyp-card.tp-card{--tp-face-w:88px;--tp-face-h:44px;margin:0 4px 4px 0 !important}
.hyp-card>button.tp-pick{font-family:monospace}
.hyp-card.hyp-chosen{--tp-strip:#b35c00}
.hyp-card.hyp-chosen>button.tp-pick{outline:4px solid #f08c00;color:#fff}
.hyp-card.hyp-can{--tp-strip:#2e8b57}
.hyp-card.hyp-can>button.tp-pick{color:#fff}
.hyp-controls,.hyp-options{flex-wrap:wrap;gap:4px}
.hyp-controls button,.hyp-zoom button{width:auto !important;min-width:64px}
.hyp-msg{padding:6px 8px;border-radius:6px;background:#fdecea;border:1px solid #e0a39d;margin:4px 0}
.hyp-msg.hyp-ok{background:#eaf6ee;border-color:#9ccfaa}
.hyp-msg.hyp-note{background:#fff8e1;border-color:#e6c66b}
.hyp-hint{padding:6px 8px;border-radius:6px;background:#eef3fb;border:1px solid #9fb7dc;margin:4px 0}
.hyp-rule{display:inline-block;font-size:11px;padding:0 5px;border-radius:8px;background:#dde6f3;margin-left:2px}
.hyp-fits{font-size:13px;margin:2px 0}
.hyp-end{padding:8px;border-radius:8px;background:#fff8e1;border:2px solid #f08c00;margin:6px 0}
.hyp-replies li,.hyp-all li{margin:2px 0}
.hyp-deck,.hyp-dealline{font-size:12px;color:#555}
</style>"""


def window(table: hp.Table, extra: Iterable[hp.Cell | tuple[int, int]] = ()) -> tuple[int, int, int, int]:
    """The cells in play: the cards on the table (and ``extra``) and one cell around them, inside the
    table's edge (P6): ``(first column, first row, last column, last row)``."""
    cells = [*table.cells, *(hp.as_cell(c) for c in extra)]
    last = hp.Table.SIZE - 1
    return (max(0, min(c.col for c in cells) - 1), max(0, min(c.row for c in cells) - 1),
            min(last, max(c.col for c in cells) + 1), min(last, max(c.row for c in cells) + 1))


def window_svg(table: hp.Table, box: tuple[int, int, int, int],
               marked: Iterable[hp.Cell | tuple[int, int]] = ()) -> str:
    """:func:`hydra.hydropolis.table_svg` cut to the cells of ``box``, a cell ``--hyp-cw`` wide."""
    c0, r0, c1, r1 = box
    cols, rows = c1 - c0 + 1, r1 - r0 + 1
    svg = hp.table_svg(table, marked=marked)
    size = (f'width="{cols * _CELL_W}" height="{rows * _CELL_H}" '
            f'viewBox="{c0 * _CELL_W} {r0 * _CELL_H} {cols * _CELL_W} {rows * _CELL_H}" '
            f'style="width:calc({cols} * var(--hyp-cw));height:calc({rows} * var(--hyp-cw) / 2)"')
    return _ROOT.sub(lambda m: f"<svg {m.group(1)}{size}", svg, count=1)


_SCROLL_JS = ("var i=this;window.requestAnimationFrame(function(){try{var b=i.closest('.hyp-board');"
              "var l=b&&b.querySelector('.hyp-pic g[aria-label*=\\'laid last\\']');if(!l){return}"
              "var o=b.getBoundingClientRect(),r=l.getBoundingClientRect();"
              "if(r.left<o.left||r.right>o.right){b.scrollLeft+=r.left-o.left-(o.width-r.width)/2}"
              "if(r.top<o.top||r.bottom>o.bottom){b.scrollTop+=r.top-o.top-(o.height-r.height)/2}}catch(e){}})")


def scroll_html() -> str:
    """HTML that scrolls the table's frame so that the card laid last is in sight (on a phone the table is
    wider than the screen); it runs each time the picture is drawn (a broken image's onerror, as
    :func:`widgets.common.query.address_html`)."""
    return (f'<img class="hyp-scroll" src="data:," alt="" hidden style="display:none" '
            f'onerror="{esc(_SCROLL_JS)}">')


def rules_html(rules: Sequence[str]) -> str:
    """Each cited ruling as a link that opens it in place (its sentence and its English), never its id."""
    return " ".join(rule_in_place_html([r]) for r in dict.fromkeys(rules))


def message_html(text: str, rules: Sequence[str] = (), ok: bool = False, note: bool = False) -> str:
    """A refusal (✗ and the engine's sentence), a done (✓, the points) or a note about the link."""
    if not text:
        return ""
    css, mark = (("hyp-msg hyp-note", _("Note:")) if note else ("hyp-msg hyp-ok", "✓") if ok
                 else ("hyp-msg", _("✗ Not allowed:")))
    return (f'<div class="{css}" role="status"><b>{mark}</b> {esc(without_citations(text))} '
            f"{rules_html(rules)}</div>")


def hint_html(label: str, reason: str, rules: Sequence[str], action: str = "") -> str:
    """The example player's move in the learner's seat (``label``; a draw or a pass by ``action``) and why."""
    if action == hp.DRAW:
        said = _("<b>Hint:</b> the example player in your seat would <b>draw</b>. Its reason: {reason}")
    elif action == hp.PASS:
        said = _("<b>Hint:</b> the example player in your seat would <b>pass</b>. Its reason: {reason}")
    else:
        said = _("<b>Hint:</b> the example player in your seat would <b>{move}</b>. Its reason: {reason}")
    said = said.format(move=esc(label), reason=esc(without_citations(reason)))
    return f'<div class="hyp-hint" role="status">{said} {rules_html(rules)}</div>'


def seats_html(view: hp.SeatView, names: Sequence[str]) -> str:
    """A chip per player: who, points, cards in hand, wrenches (with the variant), whose turn."""
    chips = []
    for seat, name in enumerate(names):
        css = "hyp-seat" + (" hyp-me" if seat == view.seat else "") + (" hyp-now" if seat == view.to_move else "")
        points = f'<span class="hyp-points" data-seat="{seat}">{view.points[seat]}</span>'
        bits = [f"<b>{esc(name)}</b>",
                ngettext("{count} point", "{count} points", view.points[seat]).format(count=points),
                ngettext("{count} card", "{count} cards", view.hand_sizes[seat]).format(count=view.hand_sizes[seat])]
        if view.wrench:
            bits.append(f"{view.wrenches[seat]} 🔧")
        chips.append(f'<div class="{css}">' + " · ".join(bits) + "</div>")
    pile = ngettext("Draw pile: {count} card · target {target} points", "Draw pile: {count} cards · target {target} "
                    "points", view.pile).format(count=view.pile, target=view.target)
    if view.wrench:
        pile += " · " + _("wrench variant on {rule}").format(rule=rule_in_place_html(["P14"]))
    label = esc(_("Points per player"))
    return (f'<div class="hyp-seats" aria-label="{label}">{"".join(chips)}</div>'
            f'<div class="hyp-deck">{pile}</div>')


def fits_html(card: hp.Card, scores: Sequence[hp.Score]) -> str:
    """Where the chosen card fits, each cell with its points (P11), before it is laid."""
    if not scores:
        said = _("`{card}` fits nowhere as it is: tap “Turn” to try it turned half-way, or choose another card.")
        return f'<div class="hyp-fits">{esc(said.format(card=card))} {rule_in_place_html(["P4"])}</div>'
    cells = " · ".join(f"{esc(s.cell)}: <b>{s.total}</b> "
                       f"({esc(', '.join(f'{part_word(k)} {v}' for k, v in s.parts.items()))})" for s in scores)
    said = esc(_("`{card}` fits at").format(card=card))
    return f'<div class="hyp-fits"><b>{said}</b> {cells}</div>'


def replies_html(lines: Sequence[str]) -> str:
    if not lines:
        return ""
    items = "".join(f"<li>{cited_html(line)}</li>" for line in lines)
    title = esc(_("What happened"))
    return f'<div class="hyp-replies"><b>{title}</b><ul>{items}</ul></div>'


def happened_html(lines: Sequence[str]) -> str:
    items = "".join(f"<li>{cited_html(line)}</li>" for line in lines)
    moves = len(lines) - 1
    summary = ngettext("The whole game so far ({count} move)", "The whole game so far ({count} moves)",
                       moves).format(count=moves)
    return (f'<details class="tp-fold hyp-all"><summary>{esc(summary)}</summary>'
            f"<ol>{items}</ol></details>")


def end_html(result: str, lines: Sequence[str]) -> str:
    items = "".join(f"<li>{cited_html(line)}</li>" for line in lines)
    over = esc(_("Game over."))
    return (f'<div class="hyp-end" role="status"><b>{over}</b> {cited_html(result)}'
            f"<ul>{items}</ul></div>")
