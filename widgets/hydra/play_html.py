"""The play dashboard's HTML: the style sheet and every string it shows, from :mod:`tutor.hydra`
objects. No widgets here; every text from outside (names, the engine's sentences) is escaped.

>>> from tutor.hydra import HydraSession
>>> s = HydraSession(deal="4711-4")
>>> "hp-seat-me" in seats_html(s)
True
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

import hydra
from hydra.core.i18n import _, ngettext

from tutor.rulebook import citations, rule_text, without_citations
from tutor.table.seat_names import seat_name
from tutor.hydra import HydraSession, PlayStats, Reply, TrickReview

from ..common.base import esc
from .faces import card_svg
from ..common.phone import PHONE_STYLE, done_trick_html, rule_words, split_rule_ids, took_trick, trick_slots_html
from ..common.table_html import page_css, panel_css
from ..common.rules import RULE_STYLE, cited_html, rule_in_place_html, rules_folded_html

__all__ = ["STYLE", "seats_html", "trick_html", "replies_html", "message_html", "hint_html", "parties_html",
           "calls_html", "done_html", "review_html",
           "review_panel", "sheet_html", "match_html", "deal_html", "rules_html",
           "CARD_WIDTH"]

CARD_WIDTH = 64
SMALL = 52

STYLE = RULE_STYLE + """<style>
""" + page_css("hp") + """.hp-title p{margin:0 0 8px 0;color:#555}
.hp-title{display:flex;flex-wrap:wrap;align-items:baseline;gap:0 12px}
.hp-board{background:#1f5e3a;border-radius:12px;padding:10px 14px;color:#fff}
.hp-board .widget-html-content{color:#fff}
.hp-status{font-size:18px;font-weight:600;margin:4px 0}
.hp-deal{color:#d8eadf;font-size:13px}
.hp-deal code{background:#2d7250;color:#fff;border-radius:4px;padding:0 4px}
.hp-seats{display:flex;flex-wrap:wrap;gap:6px;margin:6px 0}
.hp-seat{background:#2d7250;border-radius:8px;padding:4px 8px;font-size:13px;min-width:120px}
.hp-seat b{font-size:14px}
.hp-seat-me{background:#fff3c4;color:#3a2c00}
.hp-seat-turn{outline:3px solid #ffd766}
.hp-tag{display:inline-block;border-radius:8px;padding:0 6px;font-size:12px;margin-left:2px}
.hp-partner{background:#c9f2d4;color:#14532d}.hp-opponent{background:#ffd9d9;color:#7a1010}
.hp-unknown{background:#e5e7eb;color:#333}
.hp-trick{display:flex;flex-wrap:wrap;gap:6px;min-height:40px;align-items:flex-start}
.hp-slot{text-align:center;font-size:12px;line-height:1.2}
.hp-slot svg{display:block}
.hp-lead{background:#fff3c4;color:#5a4300;border-radius:8px;padding:0 5px}
.hp-win{background:#ffd766;color:#3a2c00;border-radius:8px;padding:0 5px;font-weight:700}
.hp-msg{background:#fff3e0;color:#7a3d00;border-radius:8px;padding:6px 10px;margin:4px 0;border-left:6px solid #e08a00}
""" + panel_css("hp") + """.hp-replies li,.hp-calls li{font-size:14px}
.hp-sheet div{font-size:14px;word-break:normal;overflow-wrap:break-word}
.hp-sheet .hp-sub{padding-left:18px}
.hp-match table{border-collapse:collapse;font-size:14px}
.hp-match td,.hp-match th{padding:2px 8px;text-align:left}
.hp-hand{flex-flow:row wrap !important}
.hp-controls{flex-flow:row wrap !important;gap:4px;align-items:center}
.hp-controls button,.hp-choices button{width:auto !important;min-width:max-content;padding:0 10px;height:auto;
 min-height:30px;white-space:normal}
.hp-choices{flex-flow:row wrap !important;gap:4px;align-items:center}
.hp-keys{font-size:13px;color:#555;margin:2px 0 4px 0}
.hp-app button:focus-visible,.hp-app select:focus-visible,.hp-app input:focus-visible,
.hp-app .jupyter-button:focus:enabled{outline:3px solid #ffb300 !important;outline-offset:2px}
@media (max-width:720px){
 .hp-slot svg{width:46px;height:auto}
 .hp-title h1{font-size:22px}
 .hp-seat{min-width:0;flex:1 1 40%}
}
</style>""" + PHONE_STYLE + """<style>
@media (max-width:720px){
 .hp-card.tp-card{--tp-face-w:37px;--tp-face-h:53px;width:44px}
 .hp-card.tp-card>button.tp-pick{font-size:11px;line-height:1.05}
}
</style>"""
#: On a phone a card's name ("Schell-König") takes two lines under its picture: the picture is a little smaller
#: and the name's lines tighter, so the hand of ten stays on the first screen with the table; the card stays
#: 44 px wide (a target's least, and its button's min-width: narrower, the button stuck out sideways).


def _tag(kind: str) -> str:
    css = {"partner": "hp-partner", "opponent": "hp-opponent"}.get(kind, "hp-unknown")
    return f'<span class="hp-tag {css}">{esc(_(kind))}</span>'


def once(text: str, rules: Sequence[str]) -> str:
    """``text`` without the brackets of rules that :func:`rules_html` opens in place beside it (each rule
    said once); a rule only the text cites is said in English words where it stands, never by its id."""
    beside = {rule_text(r).title for r in rules}
    return rule_words("".join(
        part if isinstance(part, str) else (f" ({part.rest})" if part.rest else "")
        if {r.title for r in part.rules} <= beside else
        " (" + ", ".join(filter(None, [part.rest, *(r.cite for r in part.rules)])) + ")"
        for part in citations(text)))


#: A Hydra card by its code in a sentence ("You play EO"); never inside a bracket ("Dulle (R10)") or a word.
_CODE = re.compile(r"(?<![\w(-])(?:[EGRS](?:10|9|[DKOU])|HY)(?![\w-])")


def cards_named(text: str) -> str:
    """``text`` with each card said by its name, never its code (issue 34); apply after :func:`once` (no
    rule ids are left to mistake for cards).

    >>> cards_named("You play EO; Ben plays R10 and HY (the rule: equal cards).")
    'You play Eichel-Ober; Ben plays Rot-10 and Hydra (the rule: equal cards).'
    """
    return _CODE.sub(lambda found: hydra.as_card(found.group(0)).german_name, text)


def rules_html(rules: Sequence[str], text: str = "") -> str:
    """A link per rule that opens it in place (its sentence and its English), each rule once (a reason may
    name a rule twice), in the order given; ``text`` is the sentence beside them (kept for the callers
    that pass it: its own citations open where they stand)."""
    titles = {rule_text(r).title: r for r in reversed(list(rules))}        # two ids of one rule: said once
    return " ".join(rule_in_place_html([r]) for r in dict.fromkeys(rules) if titles[rule_text(r).title] == r)


def seats_html(session: HydraSession) -> str:
    """A small chip per seat: who, the dealer (D), cards left, what the learner knows of its party (R16),
    and its current call before play (the whole words as the chip's tooltip)."""
    view = session.view()
    said = session.seat_calls()
    boxes = []
    for seat in range(len(view.hand_sizes)):
        me = seat == session.seat
        who = seat_name(seat, session.seat).capitalize()
        cards = view.hand_sizes[seat]
        table = view.table                       # R9: the proposer's two Obers and open card lie on the table
        laid = (2 + (table.open_card is not None)) if table.stage == "antrag" and table.proposer == seat else 0
        held = _("{count} cards").format(count=cards - laid) + (_(" + {count} laid").format(count=laid) if laid else "")
        bits = [f"<b>{esc(who)}</b>" + (" · " + esc(_("D")) if seat == session.dealer else ""), esc(held)]
        party = session.seat_party(seat)
        if not me and party != "not known yet":           # the parties panel says what is not known yet
            bits.append(_tag(party))
        full, short = said.get(seat, ("", ""))
        if short:
            bits.append(f'<span class="tp-call" title="{esc(full)}">{esc(short)}</span>')
        css = "hp-seat" + (" hp-seat-me" if me else "") + (" hp-seat-turn" if view.to_move == seat else "")
        dealer = _(", the dealer") if seat == session.dealer else ""
        boxes.append(f'<div class="{css}" data-seat="{seat}" title="{esc(who + dealer)}">' + "<br>".join(bits)
                     + "</div>")
    return '<div class="hp-seats">' + "".join(boxes) + "</div>"


def _trick(session: HydraSession, cards: Sequence[str], seats: Sequence[int], winner: int | None, *, lead: str = "",
           win: str, width: int = CARD_WIDTH) -> str:
    """A trick's cards, each over who played it (the tags ``lead`` and ``win`` after the first card's and the
    winner's name), the winner's card marked."""
    def slot(card: str, caption: str, won: bool) -> str:
        return (f'<div class="hp-slot">{card_svg(card, width, highlight="winner" if won else None)}'
                f"<div>{caption}</div></div>")
    lead_tag = f'<span class="hp-lead">{lead}</span>' if lead else ""
    slots = trick_slots_html(cards, seats, winner, session.who, slot, lead=lead_tag,
                             win=f'<span class="hp-win">{win}</span>')
    return f'<div class="hp-trick">{slots}</div>'


def trick_html(session: HydraSession) -> str:
    """The trick on the table: each card with who played it; the one winning so far marked."""
    view = session.view()
    trick = view.current_trick
    if trick is None:
        words, rules = split_rule_ids(session.table_words())          # the rules as chips, not as text
        return f'<div class="hp-trick"><i>{esc(words)}</i> {rules_html(rules)}</div>'
    return _trick(session, [str(c) for c in trick.cards], trick.seats, trick.winner_seat, lead=esc(_("leads")),
                  win=esc(_("winning")))


def replies_html(session: HydraSession, replies: Sequence[Reply]) -> str:
    """What happened after the learner's click, one line per action."""
    if not replies:
        return ""
    items = "".join(f"<li><b>{esc(session.who(r.seat).capitalize())}</b> {esc(cards_named(once(r.text, ())))}</li>"
                    for r in replies)                          # its rules in words, never an id
    return '<div class="hp-panel hp-replies"><h3>' + esc(_("What happened")) + f"</h3><ul>{items}</ul></div>"


def message_html(text: str, rules: Sequence[str] = (), ok: bool = False) -> str:
    if not text:
        return ""
    css = "hp-msg hp-ok" if ok else "hp-msg"
    said = once(text, rules)
    return f'<div class="{css}" role="status">{esc(said)} {rules_html(rules, said)}</div>'


# action: the example player's (hydra.Advice.action, typed object there: a word before play, a Card in play)
def hint_html(what: str, reason: str, rules: Sequence[str]) -> str:
    """The hint line: ``what`` the example player would choose (the action's label), and its reason."""
    said = _("{hint} the example player in your seat would choose {action}. Its reason: {reason}").format(
        hint="<b>" + esc(_("Hint:")) + "</b>", action=f"<b>{esc(what)}</b>", reason=esc(once(reason, rules)))
    return f'<div class="hp-hint" role="status">{said} {rules_html(rules, once(reason, rules))}</div>'


def parties_html(session: HydraSession) -> str:
    return ('<div class="hp-panel hp-parties"><h3>' + esc(_("What you know of the parties")) + "</h3>"
            + cited_html(session.parties_text()) + "</div>")           # its rules open in place


def calls_html(session: HydraSession) -> str:
    seen = session.calls_seen()
    if not seen:
        return ""
    items = "".join(f"<li>{esc(session.who(r.seat).capitalize())} {cited_html(r.text)}</li>"
                    for r in seen)                             # its rules in place, never an id
    return '<div class="hp-panel hp-calls"><h3>' + esc(_("The calls, as you saw them")) + f"</h3><ol>{items}</ol></div>"


def review_html(session: HydraSession, item: TrickReview, count: int, title: str | None = None) -> str:
    trick = _trick(session, item.cards, item.seats, item.winner_seat, lead=esc(_("led")), win=esc(_("won")),
                   width=SMALL)
    return review_panel(session.who, item, count, _("Review") if title is None else title, trick)


def done_html(session: HydraSession, now: str, item: TrickReview | None) -> str:
    """The table's trick area: ``now``, and over it the trick the learner's click completed (``item``),
    its winner marked, with the engine's why (widgets.common.phone)."""
    if item is None:
        return done_trick_html(now, "", "", "", "", None)
    said = once(item.sentence, item.rules)
    return done_trick_html(now, _trick(session, item.cards, item.seats, item.winner_seat, win=esc(_("won")),
                                       width=SMALL),
                           took_trick(session.who(item.winner_seat), item), said, rules_folded_html(item.rules),
                           item.number, session.over)


def review_panel(who: Callable[[int], str], item: TrickReview, count: int, title: str, trick: str) -> str:
    """A reviewed trick's panel (Hydra's and Doppelkopf's pages): ``title``, the ``trick`` drawn, who took it
    with how many eyes, and the engine's why with its rules."""
    heading = _("{title}: trick {number} of {count}").format(title=title, number=item.number, count=count)
    winner = who(item.winner_seat).capitalize()
    took = (_("{who} took it ({eyes} eyes).") if winner != _("You") else
            _("{you} took it ({eyes} eyes).")).format(who=f"<b>{esc(winner)}</b>", you=f"<b>{esc(winner)}</b>",
                                                      eyes=item.eyes)
    return (f'<div class="hp-panel hp-review" data-trick="{item.number}"><h3>{esc(heading)}</h3>{trick}'
            f"<p>{took} "
            f'<span class="hp-why">{esc(once(item.sentence, item.rules))}</span> '
            f"{rules_html(item.rules, item.sentence)}</p></div>")


def sheet_html(session: HydraSession) -> str:
    lines = session.sheet_lines()
    if not lines:
        return ""
    rows = "".join(f'<div class="{"hp-sub" if line.startswith(" ") else "hp-line"}">{esc(once(line.strip(), ()))}</div>'
                   for line in lines)
    return '<div class="hp-panel hp-sheet"><h3>' + esc(_("Score sheet")) + f"</h3>{rows}</div>"


def match_html(session: HydraSession, stats: PlayStats, saved: str) -> str:
    totals = session.totals()
    rows = "".join(f"<tr><td>{esc(session.who(s).capitalize())}</td><td>{t}</td></tr>"
                   for s, t in enumerate(totals))
    played = session.rounds_in_match()
    rounds = ngettext("{count} round in this match.", "{count} rounds in this match.", played).format(count=played)
    head = "<th>" + esc(_("seat")) + "</th><th>" + esc(_("points")) + "</th>"
    return ('<div class="hp-panel hp-match"><h3>' + esc(_("Match total")) + f"</h3><table><tr>{head}</tr>"
            f"{rows}</table><p>{esc(rounds)} "
            f'<span class="hp-saved">{esc(stats.sentence())}</span> {esc(saved)}</p></div>')


def deal_html(session: HydraSession) -> str:
    deal, dealer, game, again = _("Deal"), _("dealer:"), _("game:"), _("replay this deal:")
    return (f'<div class="hp-deal">{esc(deal)} <code class="hp-code">{esc(session.code)}</code> · '
            f"{esc(dealer)} {esc(session.who(session.dealer))} · {esc(game)} "
            f"{esc(without_citations(session.game_name()))} · {esc(again)} "
            f'<a href="play.ipynb?deal={esc(session.code)}" style="color:#ffd766">'
            f"?deal={esc(session.code)}</a></div>")
