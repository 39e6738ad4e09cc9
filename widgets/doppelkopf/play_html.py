"""The Doppelkopf play page's HTML, from :mod:`tutor.doppelkopf` objects (strings, no widgets).

Cards are pictures with Doppelkopf's own words on them (``hydra.hydra.svg``'s ``deck="doppelkopf"``) and named as
Doppelkopf players say them (``Kreuz-Dame``, ``Pik-Zehn``): Hydra's notation (``EO``) is nowhere on the page,
not in the engine's sentences either (:func:`dk_words`); every text from outside is escaped.

>>> from tutor.doppelkopf import DoppelkopfSession
>>> s = DoppelkopfSession(rules="hausrunde", deal="26-3")
>>> "Hausrunde" in deal_html(s) and "dkp-seat-me" in seats_html(s)
True
"""

from __future__ import annotations

import dataclasses
import urllib.parse
from collections.abc import Sequence

from tutor.language import language_query
from tutor.links import SCHWEINE_KEY
from hydra.core.i18n import _, ngettext
from tutor.doppelkopf import SET_TITLES, DoppelkopfSession, Hint, Reply, TrickReview, action_label, short_name
from tutor.doppelkopf.words import dk_words
from tutor.hydra import PlayStats
from tutor.table.seat_names import names_list, seat_name, seats_in_text

from ..common.base import esc
from ..hydra.faces import card_svg
from .html import STYLE as DK_STYLE
from ..hydra.play_html import STYLE as HP_STYLE
from ..common.phone import done_trick_html, took_trick, trick_slots_html
from ..common.rules import rules_folded_html
from ..hydra.play_html import once, review_panel, rules_html

__all__ = ["STYLE", "SYMBOL", "CARD_WIDTH", "card_label", "card_face", "dk_words",
           "deal_html", "seats_html", "trick_html", "replies_html", "message_html",
           "hint_html", "done_html",
           "game_html", "deadlines_html", "review_html", "score_html", "match_html", "page_link",
           "table_words"]

SYMBOL = {"E": "♣", "G": "♠", "R": "♥", "S": "♦"}
#: The width of a card's picture in the hand and on the table (px; CSS draws them smaller on a phone).
CARD_WIDTH = 64
SMALL = 52

STYLE = HP_STYLE + DK_STYLE + """<style>
.dkp-rules-note{margin:2px 0 6px 0}
.dkp-settings{border-top:1px solid #e2ddd0;margin-top:6px;padding-top:4px}
.dkp-settings .widget-toggle-buttons{flex-wrap:wrap}
.dkp-parties{margin:2px 0 6px 0}
.dkp-board .hp-code{white-space:nowrap}
.dkp-hand{flex-flow:row wrap !important}
.dkp-board .dk-card{color:#1b1b1b}
.dkp-board .dk-card.red{color:#b0141e}
.dkp-slot{text-align:center;font-size:12px;line-height:1.2}
.dkp-slot svg{display:block;margin:0 auto}
.dkp-trick{display:flex;flex-wrap:wrap;gap:6px;min-height:40px;align-items:flex-start}
@media (max-width:720px){.dkp-slot svg{width:40px !important;height:auto}}
.dkp-choices{flex-flow:row wrap !important;gap:4px}
.dkp-choices button,.dkp-rules-pick button{width:auto !important;min-width:max-content;height:auto;min-height:44px;
 white-space:normal;padding:2px 10px}
.dkp-sheet td,.dkp-sheet th{padding:3px 6px;text-align:left;vertical-align:top;font-size:14px}
.dkp-sheet table{border-collapse:collapse}
.dkp-sheet tr{border-bottom:1px solid #e2ddd0}
@media (max-width:600px){.dkp-sheet table,.dkp-sheet tbody,.dkp-sheet tr{display:block}
 .dkp-sheet td{display:inline;padding:1px 3px}.dkp-sheet tr{padding:3px 0}.dkp-sheet th{display:none}}
</style>"""


def _esc(text: str) -> str:
    """``text`` escaped, as a Doppelkopf player reads it (:func:`dk_words`)."""
    return esc(dk_words(text))


def _words(session: DoppelkopfSession, text: str) -> str:
    """A line of the table escaped, as the learner reads it: the players by name ("you", "Cem", never a
    seat counted from 0), its rules in words (never an id), the cards in Doppelkopf's words."""
    return _esc(once(seats_in_text(text, session.seat), ()))


def card_label(card: str) -> str:
    """A card's name under its picture: ``'Kreuz-Dame'``, ``'Pik-Zehn'``."""
    return dk_words(short_name(card))


def card_face(card: str, width: int = CARD_WIDTH, highlight: str | None = None) -> str:
    """A card's picture with Doppelkopf's words on it (As, König, Dame, Bube)."""
    return card_svg(card, width, highlight=highlight, deck="doppelkopf")


def page_link(session: DoppelkopfSession, name: str | None = None) -> str:
    """The link that deals this round again under this rule set (``?deal=&rules=``, ``&schweine=1`` at a table
    with Schweine, the learner's name)."""
    query = ({"deal": session.code, "rules": session.rules} | ({SCHWEINE_KEY: "1"} if session.schweine else {})
             | ({"name": name} if name else {}) | language_query())
    return "doppelkopf-play.ipynb?" + urllib.parse.urlencode(query)


def table_words(session: DoppelkopfSession) -> str:
    """``'Hausrunde rules'``, ``'Hausrunde rules with Schweine'``: the rule set as this table plays it."""
    title = _(SET_TITLES[session.rules])
    return _("{rules} with Schweine").format(rules=title) if session.schweine else title


def deal_html(session: DoppelkopfSession, name: str | None = None) -> str:
    link = page_link(session, name)
    pigs = f"&amp;{SCHWEINE_KEY}=1" if session.schweine else ""
    ruleset, deal, dealer, game, again = _("Rule set:"), _("deal"), _("dealer:"), _("game:"), _("replay this deal:")
    return (f'<div class="hp-deal" data-rules="{_esc(session.rules)}" data-schweine="{int(session.schweine)}">'
            f"{esc(ruleset)} <b>{_esc(table_words(session))}</b> · "
            f'{esc(deal)} <code class="hp-code">{_esc(session.code)}</code> · '
            f"{esc(dealer)} {_esc(session.who(session.dealer))} · "
            f"{esc(game)} {_esc(session.game_name())} · {esc(again)} "
            f'<a href="{_esc(link)}" style="color:#ffd766">'
            f"?deal={_esc(session.code)}&amp;rules={_esc(session.rules)}{pigs}</a></div>")


def seats_html(session: DoppelkopfSession) -> str:
    """A small chip per seat: who, the dealer (D), cards left, its party where public, and its current call
    (its last announcement, else its reservation while the reservations are said)."""
    view = session.view()
    said = dict(view.reservations)
    parties = view.public_parties
    boxes = []
    for seat in sorted(session.seats):
        i = session.seats.index(seat)
        me = seat == session.seat
        who = esc(seat_name(seat, session.seat).capitalize())
        size = view.hand_sizes[i]
        bits = [f"<b>{who}</b>" + (" · " + esc(_("D")) if seat == session.dealer else ""),
                ngettext("{count} card", "{count} cards", size).format(count=size)]
        party = view.own_party if me else (("Re" if seat in parties[0] else "Kontra") if parties else None)
        if party:
            bits.append(f'<span class="hp-tag hp-unknown">{_esc(party)}</span>')
        calls = [c.call for c in view.announcements if c.seat == seat]
        call = ""
        if calls:
            call = action_label(calls[-1])
        elif seat in said and view.phase != "play" and not session.over:
            own = session.own_reservation() if me else "gesund"     # your own, you know
            call = "gesund" if said[seat] == "gesund" else action_label(own) if me else _("Vorbehalt")
        if call:
            bits.append(f'<span class="tp-call" title="{_esc(call)}">{_esc(call)}</span>')
        css = "hp-seat" + (" hp-seat-me dkp-seat-me" if me else "") + (" hp-seat-turn" if view.to_move == seat else "")
        title = who + (_(", the dealer") if seat == session.dealer else "") + (_(", to move") if view.to_move == seat
                                                                               else "")
        boxes.append(f'<div class="{css}" data-seat="{seat}" title="{_esc(title)}">' + "<br>".join(bits) + "</div>")
    return '<div class="hp-seats">' + "".join(boxes) + "</div>"


def _trick(cards: Sequence[str], seats: Sequence[int], winner: int | None, session: DoppelkopfSession,
           done: bool) -> str:
    def slot(card: str, caption: str, won: bool) -> str:        # the winner is also said in words (its tag)
        return (f'<div class="dkp-slot">{card_face(card, SMALL, "winner" if won else None)}'
                f"<div>{caption}</div></div>")
    slots = trick_slots_html(cards, seats, winner, session.who, slot,
                             lead='<span class="hp-lead">' + esc(_("led") if done else _("leads")) + "</span>",
                             win='<span class="hp-win">' + esc(_("won") if done else _("winning")) + "</span>")
    return f'<div class="dkp-trick">{slots}</div>'


def trick_html(session: DoppelkopfSession) -> str:
    """The trick on the table, each card with who played it and the one winning so far marked."""
    view = session.view()
    if view.ending in ("thrown-in", "redeal"):
        said = _("No card is played in this deal and nobody scores: press Next round for the new deal.")
        return f'<div class="dkp-trick"><i>{_esc(said)}</i> {rules_html(["D45"])}</div>'
    if session.over:
        return ('<div class="dkp-trick"><i>' + esc(_("The round is over: the score and every trick are below."))
                + "</i></div>")
    if view.phase.startswith("armut"):
        return ('<div class="dkp-trick"><i>'
                + _esc(_("The Trumpfabgabe comes first, then the cards are played.")) + "</i> "
                f'{rules_html(["D11"])}</div>')
    if view.phase != "play":
        return ('<div class="dkp-trick"><i>'
                + _esc(_("The reservations come first, then the cards are played.")) + "</i> "
                f'{rules_html(["D12"])}</div>')
    cards, seats, winner = session.trick_now()        # the engine says who wins so far (D7)
    if not cards:
        said = (_("No card on the table: you lead the next trick.") if view.to_move == session.seat else
                _("No card on the table: {who} leads the next trick.").format(who=session.who(view.to_move)))
        return f'<div class="dkp-trick"><i>{_esc(said)}</i></div>'
    return _trick(cards, seats, winner, session, False)


def done_html(session: DoppelkopfSession, now: str, item: TrickReview | None) -> str:
    """The table's trick area: ``now``, and over it the trick the learner's click completed (``item``),
    its winner marked, with the engine's why (widgets.common.phone)."""
    if item is None:
        return done_trick_html(now, "", "", "", "", None)
    item = dataclasses.replace(item, sentence=dk_words(item.sentence))
    said = once(item.sentence, item.rules)
    return done_trick_html(now, _trick(item.cards, item.seats, item.winner_seat, session, True),
                           took_trick(session.who(item.winner_seat), item), said, rules_folded_html(item.rules),
                           item.number, session.over)


def replies_html(session: DoppelkopfSession, replies: Sequence[Reply]) -> str:
    """What happened after the learner's click, one line each, with the reason and its rules."""
    if not replies:
        return ""
    items = []
    for r in replies:
        name = session.who(r.seat).capitalize() if r.seat is not None else _("Table:")
        who = f"<b>{_esc(name)}</b> "
        why = f' <span class="dkp-why">— {_esc(once(r.reason, r.rules))}</span>' if r.reason else ""
        items.append(f"<li>{who}{_words(session, r.text)}{why} {rules_html(r.rules, r.text + ' ' + r.reason)}</li>")
    return '<div class="hp-panel hp-replies"><h3>' + esc(_("What happened")) + f'</h3><ul>{"".join(items)}</ul></div>'


def message_html(text: str, rules: Sequence[str] = (), ok: bool = False, note: bool = False) -> str:
    """A sentence for the learner; refused or done is said in words (✗ / ✓), not by colour alone; a
    ``note`` (about the page's link) is neither."""
    if not text:
        return ""
    head = _("Note: ") if note else "✓ " if ok else "✗ " + _("Not allowed: ")
    said = once(text, rules)
    return (f'<div class="{"hp-msg hp-ok" if ok else "hp-msg"}" role="status">{_esc(head + said)} '
            f"{rules_html(rules, said)}</div>")


def hint_html(hint: Hint | None) -> str:
    if hint is None:
        return '<div class="hp-hint" role="status">' + esc(_("No hint now: it is not your turn.")) + "</div>"
    said = esc(_("Hint: the example player in your seat would choose {choice}. Its reason: {reason}")).format(
        choice=f"<b>{_esc(hint.label)}</b>", reason=_esc(once(hint.reason, hint.rules)))
    return f'<div class="hp-hint" role="status">{said} {rules_html(hint.rules, once(hint.reason, hint.rules))}</div>'


def game_html(session: DoppelkopfSession) -> str:
    lines = session.game_text() or [_("The game is known when everyone has said gesund or a reservation (D12).")]
    items = "".join(f"<li>{_words(session, line)}</li>" for line in lines)
    return '<div class="hp-panel dkp-game"><h3>' + esc(_("The game and the parties")) + f"</h3><ul>{items}</ul></div>"


def deadlines_html(session: DoppelkopfSession) -> str:
    items = "".join(f"<li>{_words(session, line)}</li>" for line in session.deadlines())
    head = esc(_("Announcements and their deadlines"))
    return f'<div class="hp-panel dkp-deadlines"><h3>{head}</h3><ul>{items}</ul></div>'


def review_html(session: DoppelkopfSession, item: TrickReview, count: int, title: str | None = None) -> str:
    item = dataclasses.replace(item, sentence=dk_words(item.sentence))
    trick = _trick(item.cards, item.seats, item.winner_seat, session, True)
    return review_panel(session.who, item, count, _("Review") if title is None else title, trick)


def score_html(session: DoppelkopfSession) -> str:
    """The score sheet: every line (game points and Sonderpunkte) with what it means and its rule."""
    items = session.score()
    if not items and not session.score_summary():
        return ""
    extra = esc(_(" (a Sonderpunkt, never doubled)"))
    rows = "".join(f"<tr><td>{_esc(i.party)}</td><td>+{i.points}</td><td><b>{_esc(i.what)}</b>: "
                   f"{_words(session, i.meaning)}"
                   f"{'' if i.doubled else extra}</td><td>{rules_html([i.rule])}</td></tr>"
                   for i in items)
    summary = "".join(f"<p>{_words(session, line)}</p>" for line in session.score_summary())
    heads = "".join(f"<th>{esc(h)}</th>" for h in (_("for"), _("points"), _("why"), _("rule")))
    return ('<div class="hp-panel dkp-sheet hp-sheet"><h3>' + esc(_("Score sheet")) + f"</h3>{parties_html(session)}"
            f"<table><tr>{heads}</tr>{rows}</table>{summary}</div>")


def _seats(session: DoppelkopfSession, seats: Sequence[int]) -> str:
    """'you and Cem', 'Ben and Dora', 'you, Ben and Dora' (the players by name, issue 34)."""
    return names_list([session.who(s) for s in sorted(seats, key=lambda s: (s != session.seat, s))])


def parties_html(session: DoppelkopfSession) -> str:
    """Which seats were Re and which Kontra, the learner's party first said as "you"."""
    parties = session.view().public_parties
    if not parties:
        return ""
    re_seats, kontra = parties
    return (f'<p class="dkp-parties"><b>Re:</b> {_esc(_seats(session, re_seats))} · '
            f"<b>Kontra:</b> {_esc(_seats(session, kontra))}.</p>")


def match_html(session: DoppelkopfSession, stats: PlayStats, saved: str) -> str:
    rows = "".join(f"<tr><td>{_esc(session.who(s).capitalize())}</td><td>{t}</td></tr>"
                   for s, t in enumerate(session.totals))
    played = session.rounds_in_match()
    title = _("Match total under the {rules}").format(rules=_(SET_TITLES[session.rules]))
    seat, points = _("seat"), _("points")
    rounds = ngettext("{count} round in this match.", "{count} rounds in this match.", played).format(count=played)
    return (f'<div class="hp-panel hp-match"><h3>{_esc(title)}</h3>'
            f"<table><tr><th>{esc(seat)}</th><th>{esc(points)}</th></tr>{rows}</table><p>{esc(rounds)} "
            f'<span class="hp-saved">Doppelkopf: {_esc(stats.sentence())}</span> {_esc(saved)}</p></div>')
