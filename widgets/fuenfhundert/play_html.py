"""The 500 play page's HTML: its style sheet and every string it shows, from :mod:`tutor.fuenfhundert`
objects. No widgets and no rules here; every text from outside (names, the engine's sentences) is
escaped.

>>> from tutor.fuenfhundert import FuenfhundertSession
>>> s = FuenfhundertSession(deal="2-0")
>>> "fp-seat-me" in seats_html(s) and "6 Karo" in bids_html(s)
True
>>> message_html("Not higher (F3, F4).", ("F3",), ok=False).count("✗")
1
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from hydra import fuenfhundert as fh
from hydra.core.i18n import _, ngettext
from tutor.fuenfhundert import (FuenfhundertSession, FuenfhundertStats, Reply, TrickReview, call_label, call_words,
                                team_word, upper_first)
from tutor.fuenfhundert.words import SEAT_NAMES, tricks_words
from tutor.rulebook import without_citations

from ..common.base import esc
from ..common.phone import PHONE_STYLE, done_trick_html, split_rule_ids, took_trick, trick_slots_html
from ..common.table_html import page_css, panel_css
from ..common.rules import RULE_STYLE, rule_in_place_html, rules_folded_html
from ..hydra.play_html import once
from .faces import card_svg
from .tables import score_table_html

__all__ = ["STYLE", "CARD_WIDTH", "rules_html", "message_html", "seats_html", "bids_html", "table_html",
           "replies_html", "hint_html", "done_html",
           "review_html", "score_html", "match_html", "deal_html", "laid_away_html"]

CARD_WIDTH = 60
SMALL = 46
def _won() -> str:
    return '<span class="fp-win">' + esc(_("won")) + "</span>"

STYLE = RULE_STYLE + """<style>
""" + page_css("fp") + """.fp-title p{margin:0 0 8px 0;color:#444}
.fp-board{background:#1f4f5e;border-radius:12px;padding:10px 14px;color:#fff}
.fp-board .widget-html-content{color:#fff}
.fp-status{font-size:18px;font-weight:600;margin:4px 0}
.fp-deal{color:#d8e6ea;font-size:13px;overflow-wrap:anywhere}
.fp-deal code{background:#2d6a7a;color:#fff;border-radius:4px;padding:0 4px}
.fp-deal a{color:#ffd766}
.fp-seats{display:flex;flex-wrap:wrap;gap:6px;margin:6px 0}
.fp-seat{background:#2d6a7a;border-radius:8px;padding:4px 8px;font-size:13px;min-width:130px}
.fp-seat b{font-size:14px}
.fp-seat-me{background:#fff3c4;color:#3a2c00}
.fp-seat-turn{outline:3px solid #ffd766}
.fp-contract{font-size:15px;margin:4px 0}
.fp-trick{display:flex;flex-wrap:wrap;gap:6px;min-height:40px;align-items:flex-start}
.fp-slot{text-align:center;font-size:12px;line-height:1.2}
.fp-slot svg{display:block;margin:0 auto}
.fp-tag{display:inline-block;border-radius:8px;padding:0 5px;font-size:12px;background:#fff3c4;color:#3a2c00}
.fp-seat .fp-tag{font-size:10px;padding:0 3px}
@media (max-width:720px){.fp-app .fh-course{font-size:12px;line-height:1.3}}
.fp-win{background:#ffd766;color:#3a2c00;border-radius:8px;padding:0 5px;font-weight:700}
.fp-msg{background:#fff3e0;color:#6b3400;border-radius:8px;padding:6px 10px;margin:4px 0;border-left:6px solid #e08a00}
""" + panel_css("fp") + """.fp-panel li{font-size:14px;margin:2px 0}
.fp-why{color:#555;font-style:italic}
.fp-bids{background:#f4f7f5;border-radius:10px;padding:6px 8px;margin:4px 0}
.fp-bidrow{flex-flow:row wrap !important;gap:4px;align-items:center;margin:2px 0}
.fp-bidrow{flex-wrap:nowrap !important;gap:3px !important}
.fp-bidrow button{flex:1 1 0;width:auto !important;min-width:0;padding:0 2px;height:auto;min-height:44px;
 white-space:normal;font-size:13px;line-height:1.15}
.fp-bidrow button.fp-low{text-decoration:line-through;opacity:.6}
.fp-hand{flex-flow:row wrap !important}
.fp-card.tp-card{--tp-face-w:60px;--tp-face-h:84px}
.fp-controls,.fp-choices{flex-flow:row wrap !important;gap:4px;align-items:center}
.fp-controls button,.fp-choices button{width:auto !important;min-width:max-content;padding:0 10px;height:auto;
 min-height:44px;white-space:normal}
.fp-whyfold{display:inline}
.fp-whyfold summary{display:inline-flex;align-items:center;min-height:44px;min-width:44px;cursor:pointer;
 color:#1a3f7a;font-size:13px}
.fp-earlier summary{cursor:pointer;color:#1a3f7a;font-size:13px}
.fp-title{display:flex;flex-wrap:wrap;align-items:baseline;gap:0 12px}
.fp-app button:focus-visible,.fp-app input:focus-visible,
.fp-app .jupyter-button:focus:enabled{outline:3px solid #ffb300 !important;outline-offset:2px}
.fp-table td,.fp-table th{padding:2px 8px;text-align:left}
@media (max-width:720px){
 .fp-slot svg{width:44px;height:auto}
 .fp-card.tp-card{--tp-face-w:44px;--tp-face-h:62px}
 .fp-title h1{font-size:22px}
 .fp-seat{min-width:0;flex:1 1 40%}
 .fp-score-table td,.fp-score-table th{padding:1px 4px;font-size:13px}
}
</style>""" + PHONE_STYLE


def rules_html(rules: Sequence[str]) -> str:
    """Each cited ruling as a link that opens it in place (its sentence and its English), never its id."""
    return " ".join(rule_in_place_html([r]) for r in dict.fromkeys(rules))


def message_html(text: str, rules: Sequence[str] = (), ok: bool = False, note: bool = False) -> str:
    """A refusal (✗, with its reason and rules), a done (✓), or a ``note`` about the page's link (a bad
    ``?deal=`` is not a move the rules refuse): clear without colour."""
    if not text:
        return ""
    css, mark = (("fp-msg", _("Note:")) if note else ("fp-msg fp-ok", "✓") if ok else
                 ("fp-msg", "✗ " + _("Not allowed:")))
    return (f'<div class="{css}" role="status"><b>{esc(mark)}</b> {esc(without_citations(text))} '
            f"{rules_html(rules)}</div>")


def seats_html(session: FuenfhundertSession) -> str:
    """A small chip per seat: who, partner or opponent, the dealer (D), cards left, tricks won, its last call."""
    view = session.view()
    last: dict[int, str] = {}
    for seat, call in view.bids:
        last[seat] = call
    boxes = []
    for seat in range(4):
        me = seat == session.seat
        name = _("You") if me else _seat_only(session, seat)
        role = "" if me else (_("partner") if seat == fh.partner_of(session.seat) else _("opponent"))
        size = view.hand_sizes[seat]
        held = ngettext("{count} card", "{count} cards", size).format(count=size)
        bits = [f"<b>{esc(name)}</b>" + (" · " + esc(_("D")) if seat == session.dealer else "")
                + (f' <span class="fp-tag">{esc(role)}</span>' if role else ""),
                esc(held) + (f", {esc(tricks_words(session.tricks_of(seat)))}"
                             if view.phase == "play" or session.over else "")]
        if seat == session.partner_out:
            title, said = _("sits out this Misère (F8)"), _("sits out (F8)")
            bits.append(f'<span class="tp-call" title="{esc(title)}">{esc(said)}</span>')
        elif seat in last:
            words = call_words(last[seat])
            bits.append(f'<span class="tp-call" title="{esc(words)}">{esc(call_label(last[seat]).split(" · ")[0])}'
                        "</span>")
        css = "fp-seat" + (" fp-seat-me" if me else "") + (" fp-seat-turn" if view.to_move == seat else "")
        title = (_("You (North)") if me else name) + (_(", the dealer") if seat == session.dealer else "")
        boxes.append(f'<div class="{css}" data-seat="{seat}" title="{esc(title)}">' + "<br>".join(bits) + "</div>")
    return '<div class="fp-seats">' + "".join(boxes) + "</div>"


def bids_html(session: FuenfhundertSession) -> str:
    """The calls so far, in the order said, each with its speaker (F4, F20)."""
    bids = session.view().bids
    if not bids:
        return ""
    items = "".join(f"<li><b>{esc(upper_first(session.who(s)))}</b>: {esc(call_words(c))}</li>"
                    for s, c in bids)
    rules = rules_folded_html(["F3", "F4", "F20"])
    return '<div class="fp-panel fp-calls"><h3>' + esc(_("The bidding")) + f" {rules}</h3><ol>{items}</ol></div>"


def _slot(card: str, caption: str, contract: fh.Contract | None, *, winner: bool = False,
          width: int = CARD_WIDTH) -> str:
    face = card_svg(card, width, contract=contract, mark="winner" if winner else None)
    return f'<div class="fp-slot">{face}<div>{caption}</div></div>'


def _name(session: FuenfhundertSession) -> Callable[[int], str]:
    """How a card's caption names its seat: "you", "South", "East" (the partner is known by the seat chips)."""
    return lambda seat: _seat_only(session, seat)


def _seat_only(session: FuenfhundertSession, seat: int) -> str:
    """A seat's name without "(your partner)" (the seat chips say who is the partner)."""
    return _(SEAT_NAMES[seat]) if seat != session.seat else session.who(seat)


def _trick(session: FuenfhundertSession, cards: Sequence[str], seats: Sequence[int], winner: int | None, *,
           lead: str = "", win: str, width: int = CARD_WIDTH) -> str:
    """A trick's cards, each over who played it (the tags ``lead`` and ``win`` after the first card's and the
    winner's name), the winner's card marked under the contract's names."""
    slots = trick_slots_html(cards, seats, winner, _name(session),
                             lambda card, caption, won: _slot(card, caption, session.contract, winner=won,
                                                              width=width),
                             lead=lead, win=win)
    return f'<div class="fp-trick">{slots}</div>'


def _line(text: str) -> str:
    """A sentence on the table instead of a trick, its rules as chips."""
    words, rules = split_rule_ids(text)
    return f"<div class='fp-trick'><i>{esc(words)}</i> {rules_html(rules)}</div>"


def table_html(session: FuenfhundertSession) -> str:
    """The contract and the trick on the table, the card winning so far marked in words too."""
    view = session.view()
    contract = session.contract_text()
    top = f'<div class="fp-contract">{esc(contract)}</div>' if contract else ""
    if view.ending == "redeal":
        return top + _line(_("All four passed: the cards are dealt again (F4)."))
    if session.over:
        return top + _line(_("The round is over: the score is below."))
    if view.phase != "play":
        if view.phase == "bidding":
            what = _("The bidding comes first (F4).")
        elif session.declarer == session.seat:
            what = _("You took the kitty and lay away three cards (F4, F21).")
        else:
            what = _("{who} took the kitty and lays away three cards (F4, F21).").format(
                who=upper_first(session.who(session.declarer)))
        return top + _line(what)
    trick = view.current_trick
    if not trick:
        if view.to_move == session.seat:
            return top + _line(_("No card on the table: you lead the next trick (F9)."))
        return top + _line(_("No card on the table: {who} leads the next trick (F9).").format(
            who=session.who(view.to_move)))
    best = session.winning_now()          # the engine says which card wins so far (F9)
    return top + _trick(session, [str(c) for _, c in trick], [s for s, _ in trick],
                        None if best is None else trick[best][0],
                        lead='<span class="fp-tag">' + esc(_("led")) + "</span>",
                        win='<span class="fp-win">' + esc(_("winning so far")) + "</span>")


def open_hand_html(session: FuenfhundertSession) -> str:
    """The Open Misère bidder's cards, open from the end of the first trick (F8, F23)."""
    view = session.view()
    if not view.open_hand:
        return ""
    faces = "".join(_slot(str(c), esc(c.german_name), session.contract, width=SMALL) for c in view.open_hand)
    whose = _("{who}'s open hand").format(who=upper_first(session.who(session.declarer)))
    return (f"<div><b>{esc(whose)}</b>{esc(once(' (F8, F23)', ()))}:"
            f'<div class="fp-trick">{faces}</div></div>')


#: A card's code in its name's bracket: "Karo-9 (D9, 9 of Diamonds)" says "Karo-9 (9 of Diamonds)".
_CODE_IN_NAME = re.compile(r"\((?:[SCDH](?:\d+|[JQKA])|JO), ")
#: A card's code alone in its name's bracket (a German name: "Karo-9 (D9)" says "Karo-9").
_CODE_ALONE = re.compile(r" \((?:[SCDH](?:\d+|[JQKA])|JO)\)")


def named(text: str) -> str:
    """``text`` with each card by its names, without its code (issue 34).

    >>> named("East plays Karo-9 (D9, 9 of Diamonds)")
    'East plays Karo-9 (9 of Diamonds)'
    """
    return _CODE_ALONE.sub("", _CODE_IN_NAME.sub("(", text))


#: How many of "What happened"'s last lines are open; the earlier ones are folded under one line.
SHOWN_REPLIES = 4


def replies_html(session: FuenfhundertSession, replies: Sequence[Reply]) -> str:
    """What happened after the learner's click, one line per action, each player's reason folded under
    "why?"; only the last lines open, the earlier ones (the bidding, at the first card) folded."""
    if not replies:
        return ""
    items = []
    why_q, why_said = _("why?"), _("Why:")
    for r in replies:
        why = (f' <details class="fp-whyfold"><summary>{esc(why_q)}</summary><span class="fp-why">'
               f'{esc(why_said)} {esc(named(once(r.reason, ())))}</span></details>' if r.reason else "")
        items.append(f"<li><b>{esc(upper_first(session.who(r.seat)))}</b> {esc(named(once(r.text, ())))}.{why}</li>")
    earlier, last = items[:-SHOWN_REPLIES], items[-SHOWN_REPLIES:]
    summary = _("{count} earlier").format(count=len(earlier))
    folded = (f'<details class="fp-earlier"><summary>{esc(summary)}</summary><ul>{"".join(earlier)}</ul>'
              "</details>" if earlier else "")
    head = esc(_("What happened"))
    return f'<div class="fp-panel fp-replies"><h3>{head}</h3>{folded}<ul>{"".join(last)}</ul></div>'


def hint_html(label: str, reason: str, rules: Sequence[str]) -> str:
    said = esc(_("Hint: the example player in your seat would {action}. Its reason: {reason}")).format(
        action=f"<b>{esc(label)}</b>", reason=esc(reason))
    return f'<div class="fp-hint" role="status">{said} {rules_html(rules)}</div>'


def done_html(session: FuenfhundertSession, now: str, item: TrickReview | None) -> str:
    """The table's trick area: ``now``, and over it the trick the learner's click completed (``item``),
    its winner marked, with the engine's why (widgets.common.phone)."""
    if item is None:
        return done_trick_html(now, "", "", "", "", None)
    trick = _trick(session, item.cards, item.seats, item.winner_seat, win=_won(), width=SMALL)
    return done_trick_html(now, trick, took_trick(_name(session)(item.winner_seat), item),
                           without_citations(item.sentence), rules_folded_html(item.rules), item.number,
                           session.over)


def review_html(session: FuenfhundertSession, item: TrickReview, title: str | None = None) -> str:
    title = _("Trick") if title is None else title
    took = (_("{who} took it.") if item.winner_seat != session.seat else _("{you} took it.")).format(
        who=f"<b>{esc(upper_first(session.who(item.winner_seat)))}</b>",
        you=f"<b>{esc(upper_first(session.who(item.winner_seat)))}</b>")
    return (f'<div class="fp-panel fp-review" data-trick="{item.number}"><h3>{esc(title)} {item.number}</h3>'
            + _trick(session, item.cards, item.seats, item.winner_seat, win=_won(), width=SMALL) +
            f"<p>{took} "
            f'<span class="fp-explain">{esc(without_citations(item.sentence))}</span> {rules_html(item.rules)}'
            "</p></div>")


def score_html(session: FuenfhundertSession) -> str:
    """The score and how it came about (F8, F10, F11), with the contract's row of the scoring table."""
    report = session.score()
    if report is None:
        return ""
    lines = "".join(f"<li>{esc(once(line, ()))}</li>" for line in report.lines)       # rules in words, no id
    head, table = _("The score"), _("The scoring table for this contract")
    counts = _("The bidders took {tricks}: that row counts.").format(tricks=tricks_words(report.tricks))
    return (f'<div class="fp-panel fp-score"><h3>{esc(head)}</h3><p><b>{esc(once(report.headline, ()))}</b></p>'
            f"<ul>{lines}</ul><details><summary>{esc(table)}</summary>"
            f"{score_table_html(report.contract)}<p>{esc(counts)}</p></details></div>")


def match_html(session: FuenfhundertSession, stats: FuenfhundertStats, saved: str) -> str:
    totals = session.match.totals
    rows = "".join(f"<tr><td>{esc(team_word(t, session.seat))}</td><td>{totals[t]}</td></tr>" for t in (0, 1))
    played = len(session.match.rounds)
    games = session.games_won
    won = (" " + _("Games won: your team {mine}, {others} {theirs}.").format(
        mine=games[0], others=team_word(1, session.seat), theirs=games[1]) if sum(games) else "")
    head, team, points = _("The game (to 500)"), _("team"), _("points")
    rounds = ngettext("{count} round in this game.", "{count} rounds in this game.", played).format(count=played)
    return (f'<div class="fp-panel fp-match"><h3>{esc(head)} {rule_in_place_html(["F11"])}</h3>'
            '<table class="fp-table">'
            f"<tr><th>{esc(team)}</th><th>{esc(points)}</th></tr>{rows}</table><p>{esc(rounds)}"
            f"{esc(won)} <span class='fp-saved'>{esc(stats.sentence())}</span> {esc(saved)}</p></div>")


def deal_html(session: FuenfhundertSession, href: str) -> str:
    deal, dealer, again = _("Deal"), _("dealer:"), _("replay this deal:")
    return (f'<div class="fp-deal">{esc(deal)} <code class="fp-code">{esc(session.code)}</code> · {esc(dealer)} '
            f"{esc(session.who(session.dealer))} · {esc(again)} "
            f'<a href="{esc(href)}">?deal={esc(session.code)}</a></div>')


def laid_away_html(session: FuenfhundertSession) -> str:
    cards = session.view().laid_away
    if not cards:
        return ""
    head = _("You laid away (nobody else sees them, F21)")
    return (f'<div class="fp-panel fp-laid"><h3>{esc(head)}</h3>'
            f'{esc(", ".join(fh.as_card(str(c)).name(session.contract) for c in cards))}</div>')
