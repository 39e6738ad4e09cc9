"""What the table page draws, as HTML strings from a seat's state (:func:`tutor.tables.seat_state`):
the lobby with the code, QR code and whole address, whose turn, the calls, the trick on the table, the
last trick with its winner and why, the score at the end and the match table. No rule is decided here.
"""

from __future__ import annotations

from hydra.core.i18n import _
from tutor.tables import SeatState

from ..classroom.html import qr_html
from ..common.base import esc
from .views import notation_face, table_views

__all__ = ["STYLE", "card_face", "lobby_html", "status_html", "table_html", "score_html", "match_html", "note"]

STYLE = """<style>
#rendered_cells, .voila-container{padding:4px 8px !important;max-width:760px !important;margin:0 auto !important}
.jp-Cell{padding:0 !important;margin:0 !important}
.jp-OutputArea-output{padding:0 !important}
.tt{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1d1d1d;max-width:100%}
.tt h2{font-size:21px;margin:4px 0;color:#1a3f7a}
.tt-row{flex-flow:row wrap !important;align-items:center;gap:4px}
.tt-row button, .tt-words button, .tt .tt-start, .tt .tt-next, .tt .tt-back,
 .tt .tt-replace{min-height:44px;height:auto !important;
 white-space:normal !important;font-size:16px}
.tt-row .widget-text input, .tt-row select{height:44px;font-size:17px}
.tt-code{font-size:44px;font-weight:800;letter-spacing:6px;color:#1a3f7a;line-height:1.1}
.tt-link{font-size:16px;font-weight:600;word-break:break-all}
.tt-qr svg{width:150px;height:150px}
.hc-qr-toggle{position:absolute;opacity:0;width:1px;height:1px}
.hc-qr{display:block;background:#fff;line-height:0;cursor:zoom-in}
.hc-qr svg{width:150px;height:150px}
.hc-qr-hint{display:block;font-size:12px;line-height:1.3;color:#555}
.hc-qr-toggle:checked + .hc-qr{position:fixed;inset:0;z-index:1000;display:flex;flex-direction:column;
 align-items:center;justify-content:center;background:#fff;cursor:zoom-out}
.hc-qr-toggle:checked + .hc-qr svg{width:min(92vh,92vw);height:min(92vh,92vw)}
.tt-seats{margin:4px 0;padding-left:20px;font-size:16px}
.tt-status{font-size:19px;font-weight:700;margin:4px 0}
.tt-status.tt-mine{color:#1f5e3a}
.tt-calls{font-size:14px;color:#333;margin:2px 0}
.tt-box{background:#f4f7fb;border-radius:10px;padding:4px 8px;margin:4px 0}
.tt-cards{display:flex;flex-wrap:wrap;gap:4px;align-items:flex-end}
.tt-cards{align-items:flex-start !important}
.tt-played{display:inline-flex;flex-direction:column;align-items:center;font-size:12px;line-height:1.2;
 max-width:64px;text-align:center;overflow-wrap:anywhere}
.tt-why{font-size:14px;margin:2px 0}
.tt-hand{flex-flow:row wrap !important;gap:2px}
.tt-card{width:auto !important;align-items:center}
.tt-card button{width:64px !important;min-height:44px;font-size:14px;padding:0 !important}
.tt-card.tt-legal button{background:#e8f5e9;border:2px solid #2e8b57}
.tt-msg{background:#fdecea;color:#8e1b1b;border-radius:8px;padding:6px 10px;margin:4px 0;font-size:16px}
.tt-ok{background:#e8f5e9;color:#1b5e20;border-radius:8px;padding:6px 10px;margin:4px 0;font-size:16px}
.tt-wait{background:#fff8e1;color:#5a4300;border-radius:8px;padding:6px 10px;margin:4px 0;font-size:16px}
.tt-match{overflow-x:auto}
.tt-match table{border-collapse:collapse;font-size:14px}
.tt-match td, .tt-match th{padding:2px 6px;border-bottom:1px solid #ddd;text-align:right}
.tt-match td:first-child, .tt-match th:first-child{text-align:left}
.tt-score{font-size:14px;margin:2px 0 2px 16px;padding:0}
</style>"""


def note(text: str, kind: str = "msg") -> str:
    """A sentence in a box: ``msg`` (refused), ``ok`` or ``wait``."""
    return f'<div class="tt-{kind}">{esc(text)}</div>' if text else ""


def card_face(game: str, card: str, width: int = 52, legal: bool = False) -> str:
    """A card's picture in its game's deck (the game's table views, :mod:`~widgets.tables.views`); a
    tile or a word, or a card its deck does not know, as text."""
    try:
        return table_views(game).card_face(card, width, legal)
    except Exception:                       # not a card of that deck: its notation
        return notation_face(card, width, legal)


def lobby_html(state: SeatState, address: str, host: bool) -> str:
    """Before the start: the code, the QR code and the whole address to join, and who sits where."""
    seats = "".join(f"<li>{esc(name)}</li>" for name in state["names"])
    wait = (_("Start when everyone has joined: the empty seats are played by example players.") if host
            else _("Waiting for the player who opened the table to start."))
    join, seated = _("Join this table: scan the QR code or open"), _("At the table:")
    return (f'<div class="tt-box tt-lobby"><div>{esc(join)}</div>'
            f'<div class="tt-link"><a class="tt-address" href="{esc(address)}" target="_blank">{esc(address)}</a>'
            f'</div><div class="tt-code" data-code="{esc(state["code"])}">{esc(state["code"])}</div>'
            f'<div class="tt-qr">{qr_html(address)}</div>'
            f'<div>{esc(seated)}</div><ul class="tt-seats">{seats}</ul>{note(wait, "wait")}</div>')


def status_html(state: SeatState) -> str:
    """Whose turn it is, in a sentence (the seat named, never numbered)."""
    if state["over"]:
        text, mine = _("The round is over."), False
    elif state["my_turn"]:                                 # the game's own sentence (no tricks: every move a button)
        text, mine = _(table_views(state["game"]).your_turn), True
    else:
        text, mine = _("{name} is to move.").format(name=state["to_move"]), False
    dealer = _(" {name} dealt.").format(name=state["dealer"]) if state.get("dealer") else ""
    head = _("Round {number}.").format(number=state["round"]) + dealer
    return (f'<div class="tt-calls">{esc(head)}</div>'
            f'<div class="tt-status{" tt-mine" if mine else ""}" data-my-turn="{int(mine)}" data-seq="{state["seq"]}" '
            f'data-round="{state["round"]}" data-over="{int(state["over"])}">{esc(text)}</div>')


def _played(game: str, cards: list[str], players: list[str]) -> str:
    return "".join(f'<span class="tt-played" data-card="{esc(c)}">{card_face(game, c, 44)}{esc(p)}</span>'
                   for c, p in zip(cards, players))


def table_html(state: SeatState) -> str:
    """The calls so far, the trick on the table, and the last complete trick with who won it and why."""
    game = state["game"]
    out = []
    trick = state.get("trick") or {}
    if trick.get("cards"):
        on_table = _("On the table:")
        out.append(f'<div class="tt-box tt-trick"><div>{esc(on_table)}</div>'
                   f'<div class="tt-cards">{_played(game, trick["cards"], trick["players"])}</div></div>')
    last = state.get("last_trick")
    if last:
        head = _("Trick {number} goes to {name}.").format(number=last["number"], name=last["winner"])
        out.append(f'<div class="tt-box tt-last" data-trick="{last["number"]}"><div><b>{esc(head)}</b></div>'
                   f'<div class="tt-cards">{_played(game, last["cards"], last["players"])}</div>'
                   f'<div class="tt-why">{esc(last["why"])}</div></div>')
    if state["calls"]:
        out.append(f'<div class="tt-calls tt-said">{esc(" · ".join(state["calls"]))}</div>')
    return "".join(out)


def score_html(state: SeatState) -> str:
    if not state["score"]:
        return ""
    lines = "".join(f"<li>{esc(line)}</li>" for line in state["score"])
    title = _("The score of this round")
    return (f'<div class="tt-box tt-end"><b>{esc(title)}</b>'
            f'<ul class="tt-score">{lines}</ul></div>')


def match_html(state: SeatState) -> str:
    """The match table: each finished round's points per player, and the totals."""
    if not state["match"]:
        return ""
    names: list[str] = state["names"]
    head = "".join(f"<th>{esc(n)}</th>" for n in state.get("short_names", names))
    round_words, total_word, title = _("Round {number}"), _("Total"), _("The match so far")
    rows = "".join(f'<tr><td>{esc(round_words.format(number=m["round"]))}</td>'
                   + "".join(f"<td>{p}</td>" for p in m["points"]) + "</tr>" for m in state["match"])
    total = (f'<tr class="tt-total"><td><b>{esc(total_word)}</b></td>'
             + "".join(f"<td><b>{t}</b></td>" for t in state["totals"]) + "</tr>")
    return (f'<div class="tt-box tt-match"><b>{esc(title)}</b>'
            f"<table><tr><th></th>{head}</tr>{rows}{total}</table></div>")
