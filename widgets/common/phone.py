"""The phone-first layout the three play pages share (Hydra, Doppelkopf, 500): a style sheet and the
pieces of HTML that are the same on every page.

- A card of the hand is one button: its picture above, its short name below, both inside the button's
  area (the button is pulled up over the picture, so a tap on the picture plays the card; the short name
  stays the button's label and accessible name, and a name of two lines makes the slot taller: it never
  spills out of its strip, issue 35).
- A trick the learner's click completed stays on the table: its cards, the winner marked and one line
  of the engine's why, above the next trick (whose cards already led stay in view), until the learner
  taps it or a short pause passes; then it fades and takes no room (:func:`done_trick_html`; with reduced
  motion asked for it stays until tapped).
- Seats are a row of small chips; buttons are at least 44 px tall and wide; long words wrap, nothing scrolls
  sideways at 400 px. A link in a line of small print (the deal's "replay this deal", "Play with friends")
  is a target of 44 px by invisible padding that reaches into the lines around it, so the line stays small.

>>> html = done_trick_html("<i>now</i>", "<b>cards</b>", "Seat 3 wins trick 2", "Why.", "", 2)
>>> 'data-trick="2"' in html and "tp-done" in html and "<i>now</i>" in html
True
>>> done_trick_html("<i>now</i>", "", "", "", "", None)
'<div class="tp-area"><div class="tp-now"><i>now</i></div></div>'
>>> item = TrickReview(3, ("EO", "G10"), (1, 0), 0, "G10 beats it.", (), eyes=13)
>>> took_trick("you", item), took_trick("seat 1", TrickReview(2, (), (), 1, "", ()))
('You take trick 3 (13 eyes)', 'Seat 1 takes trick 2')
>>> trick_slots_html(item.cards, item.seats, 0, lambda s: f"seat {s}", lambda c, caption, won: f"[{c}: {caption}]",
...                  lead="<i>led</i>", win="<b>won</b>")
'[EO: seat 1 <i>led</i>][G10: seat 0 <b>won</b>]'
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from hydra.core.i18n import _
from tutor.rulebook import rules_in_english
from tutor.table import TrickReview

from .base import esc
from .rules import rule_name

__all__ = ["PHONE_STYLE", "PAUSE_S", "touch_words", "split_rule_ids", "done_trick_html", "folded_html",
           "trick_slots_html", "took_trick", "rule_words"]

#: How long a completed trick stays on the table before the next one shows (seconds), unless tapped.
PAUSE_S = 4

PHONE_STYLE = """<style>
.hp-app,.fp-app{overflow-wrap:break-word}
.hp-app .widget-html:has(>.widget-html-content:empty),
.fp-app .widget-html:has(>.widget-html-content:empty){display:none}
.hp-app *,.fp-app *{box-sizing:border-box}
.hp-app .widget-html,.hp-app .widget-html-content,.fp-app .widget-html,.fp-app .widget-html-content{min-width:0}
.hp-board,.dkp-board{--tp-felt:#1f5e3a}
.fp-board{--tp-felt:#1f4f5e}
.hp-board,.fp-board{padding:6px 8px !important}
.tp-area{display:flex;flex-direction:column;min-width:0}
.tp-area>*{min-width:0}
.tp-done{display:block;pointer-events:none;cursor:pointer;order:-1}
.tp-seen{position:absolute;opacity:0;width:1px;height:1px;margin:0}
.tp-done-box{pointer-events:auto;background:var(--tp-felt,#1f5e3a);border:2px solid #ffd766;border-radius:10px;
 padding:4px 6px;margin-bottom:4px;overflow:hidden;animation:tp-away .5s ease-in PAUSEs forwards}
.tp-seen:checked~.tp-done-box{display:none}
.tp-seen:focus-visible~.tp-done-box{outline:3px solid #ffb300}
.tp-done-why{font-size:14px;line-height:1.3;margin-top:2px}
.tp-done-why b{color:#ffd766}
.tp-tap{font-size:12px;color:#d8eadf;white-space:nowrap}
.tp-done-cards{display:flex;flex-wrap:wrap;align-items:flex-end;gap:2px 6px}
.tp-done-cards>:first-child{flex:0 1 auto;min-width:0}
.tp-done-rules{margin-left:auto}
.tp-done-rules details.hr-rule[open]{position:relative;z-index:1}
@keyframes tp-away{from{opacity:1;max-height:480px}
 to{opacity:0;visibility:hidden;max-height:0;padding-top:0;padding-bottom:0;margin:0;border-width:0}}
@media (prefers-reduced-motion:reduce){.tp-done-box{animation:none}}
.tp-stay .tp-done-box{animation:none}
.tp-fold summary{cursor:pointer;min-height:44px;display:flex;align-items:center;gap:4px;color:#1a3f7a}
.tp-fold summary::before{content:"▸"}
.tp-fold[open] summary::before{content:"▾"}
.tp-fold summary::-webkit-details-marker{display:none}
.hp-app select,.fp-app select,.hyp-app select{min-height:44px}
.hp-app .widget-dropdown,.fp-app .widget-dropdown,.hyp-app .widget-dropdown,
.hp-app .widget-text,.fp-app .widget-text,.hyp-app .widget-text{height:auto;min-height:44px;align-items:center}
.hp-app input[type=text],.fp-app input[type=text],.hyp-app input[type=text]{min-height:44px;font-size:16px}
.hyp-app .widget-checkbox{height:auto;min-height:44px}
.hyp-app .widget-checkbox label{display:flex;align-items:center;gap:8px;min-height:44px;cursor:pointer}
.hyp-app .widget-checkbox input[type=checkbox]{width:44px;height:44px;margin:0}
.hp-app a:focus-visible,.hp-app summary:focus-visible,.fp-app a:focus-visible,.fp-app summary:focus-visible,
.fp-app button:focus-visible{outline:3px solid #ffb300 !important;outline-offset:2px}
.hp-app .widget-dropdown,.fp-app .widget-dropdown{height:auto}
.tp-fold p{margin:2px 0 6px 0}
.tp-card{--tp-face-w:64px;--tp-face-h:92px;--tp-strip:#e8e8e8;width:calc(var(--tp-face-w) + 8px);
 align-items:stretch;margin:0 3px 4px 0 !important;padding:0 !important}
.tp-card .widget-html-content{line-height:0;text-align:center}
.tp-card svg{width:var(--tp-face-w) !important;height:var(--tp-face-h) !important}
.tp-card .widget-html{margin:0 !important;height:var(--tp-face-h) !important;overflow:visible}
.tp-card>button.tp-pick{position:relative;width:100% !important;height:auto !important;min-height:44px;
 margin:calc(-1 * var(--tp-face-h)) 0 0 0 !important;padding:calc(var(--tp-face-h) + 2px) 1px 3px 1px;
 display:block;text-align:center;white-space:normal;overflow:visible;overflow-wrap:anywhere;hyphens:manual;
 background:linear-gradient(to bottom,transparent var(--tp-face-h),var(--tp-strip) var(--tp-face-h));
 color:#1b1b1b;font-weight:700;font-size:13px;line-height:1.15;border-radius:6px;box-shadow:none}
.tp-card.hp-legal>button.tp-pick,.tp-card.fp-legal>button.tp-pick{color:#fff}
.tp-card.hp-legal{--tp-strip:#2e8b57}
.tp-card.fp-legal{--tp-strip:#2e6f9e}
.hp-app button,.fp-app button{min-height:44px;min-width:44px}
.hp-deal a,.fp-deal a,.hyp-dealline a,a.play-with-friends{display:inline-block;padding:16px 4px;margin:-16px 0}
.hp-seats,.fp-seats{display:flex;flex-wrap:nowrap !important;gap:3px !important;margin:4px 0 !important}
.hp-seat,.fp-seat{flex:1 1 0 !important;min-width:0 !important;padding:2px 4px !important;font-size:12px !important;
 line-height:1.25;border-radius:6px}
.hp-seat b,.fp-seat b{font-size:12px !important}
.hp-seat,.fp-seat{overflow-wrap:anywhere}
.hp-seat .hp-tag,.fp-seat .fp-tag{font-size:10px;padding:0 3px;margin:0;max-width:100%;overflow:hidden;
 text-overflow:ellipsis;white-space:nowrap;vertical-align:bottom}
.tp-call{display:block;font-style:italic;white-space:normal;line-height:1.15}
.hp-status,.fp-status{font-size:16px !important;margin:2px 0 !important;line-height:1.3}
.hp-deal,.fp-deal{font-size:12px !important}
@media (max-width:720px){
 .hp-title h1,.fp-title h1,.hyp-title h1{font-size:18px !important;margin:2px 0 !important;line-height:1.2}
 .hp-title,.fp-title,.hyp-title{column-gap:8px !important}
 .hp-title .tp-fold summary,.fp-title .tp-fold summary,.hyp-title .tp-fold summary{font-size:13px}
 .hp-trick,.fp-trick,.dkp-trick{gap:3px !important}
 .hp-slot svg,.fp-slot svg{width:40px !important;height:auto}
 .tp-card{--tp-face-w:44px;--tp-face-h:63px;width:calc(var(--tp-face-w) + 4px);margin:0 2px 4px 0 !important}
 .tp-card>button.tp-pick{font-size:12px}
 .hp-slot,.fp-slot,.dkp-slot{font-size:11px !important;line-height:1.15 !important}
 .hp-deal,.fp-deal{font-size:11px !important;line-height:1.25}
 .hp-seat,.fp-seat{font-size:11px !important;line-height:1.2;padding:2px 3px !important}
 .tp-done-why{font-size:13px;line-height:1.25}
 .tp-done-box .hp-rule,.tp-done-box .fp-rule{font-size:11px;padding:0 5px;margin:1px 2px 0 0}
 .hp-status,.fp-status{font-size:15px !important}
}
</style>""".replace("PAUSEs", f"{PAUSE_S}s")


#: A rule's id as the engine's sentences cite it: R7, D12, F3, P12, a seed's section ("turnier 3", "4.2").
_RULE_ID = r"(?:[RDFP]\d+[a-z]?|(?:turnier|hausrunde)\s[\d.]+|\d+(?:\.\d+)+)"
_RULES_IN_BRACKETS = re.compile(r"\(([^()]*)\)")
_CLICK = {"click": "tap", "Click": "Tap", "clicking": "tapping", "Clicking": "Tapping", "clicks": "taps"}


def _without_ids(match: re.Match[str]) -> str:
    kept = [part for part in match.group(1).split(", ") if not re.fullmatch(_RULE_ID, part.strip())]
    return f"({', '.join(kept)})" if kept else ""


def split_rule_ids(text: str) -> tuple[str, list[str]]:
    """``text`` without its rule ids in brackets, and those ids (a page shows them as chips).

    >>> split_rule_ids("The calls come first; then the cards are played (R7, R8).")
    ('The calls come first; then the cards are played.', ['R7', 'R8'])
    """
    ids = [part.strip() for inner in _RULES_IN_BRACKETS.findall(text) for part in inner.split(", ")
           if re.fullmatch(_RULE_ID, part.strip())]
    return touch_words(text), ids


def touch_words(text: str) -> str:
    """A line of the table (the status line) as a phone shows it: "tap", not "click", and no rule's id as
    text (the rules are cited by the explanations' chips).

    >>> touch_words("Your call: valeo or morbus (a reservation, R7)?")
    'Your call: valeo or morbus (a reservation)?'
    >>> touch_words("Your turn: click a card (D7).")
    'Your turn: tap a card.'
    """
    text = _RULES_IN_BRACKETS.sub(_without_ids, text)
    text = re.sub(r"\b(" + "|".join(_CLICK) + r")\b", lambda m: _CLICK[m.group(1)], text)
    return re.sub(r"\s+([.,;:?!])", r"\1", text)


def done_trick_html(now: str, cards: str, headline: str, why: str, chips: str, number: int | None,
                    stay: bool = False) -> str:
    """The table's trick area: ``now`` (the trick being played, or what comes before play), and above it,
    when ``number`` is a trick the learner's last click completed, that trick: its ``cards`` (drawn by the
    page, the winner marked), the ``headline`` (who won it) and the engine's ``why`` with its rule
    ``chips`` (at the right end of the cards' row, so that they take no line of their own and the hand stays
    on a phone's first screen). A tap (it is a label of a checkbox) or the pause takes it away and shows ``now``; the
    last trick of a round (``stay``) stays until tapped (nothing comes after it)."""
    area = f'<div class="tp-now">{now}</div>'
    if number is not None:
        tap, go_on, tap_note = _("Tap to go on"), _("Go on to the next trick"), _("(tap to go on)")
        area += (f'<label class="tp-done{" tp-stay" if stay else ""}" data-trick="{number}" title="{esc(tap)}">'
                 f'<input type="checkbox" class="tp-seen" aria-label="{esc(go_on)}">'
                 f'<div class="tp-done-box" role="status"><div class="tp-done-cards"><div>{cards}</div>'
                 f'<span class="tp-done-rules">{chips}</span></div>'
                 f'<div class="tp-done-why"><b>{esc(headline)}</b>: {esc(rule_words(why))} '
                 f'<span class="tp-tap">{esc(tap_note)}</span></div></div></label>')
    return f'<div class="tp-area">{area}</div>'


def folded_html(summary: str, body: str, css: str = "") -> str:
    """``body`` (HTML) folded under a one-line ``summary``: open it with a tap."""
    return f'<details class="tp-fold {css}"><summary>{esc(summary)}</summary>{body}</details>'


def trick_slots_html(cards: Sequence[str], seats: Sequence[int], winner: int | None, name: Callable[[int], str],
                     slot: Callable[[str, str, bool], str], *, lead: str = "", win: str = "") -> str:
    """A trick's cards in the order played, each drawn by the page's ``slot(card, caption, won)``: the
    caption is the ``name`` of the seat that played it (escaped), the first card's followed by the tag
    ``lead`` and the ``winner``'s by the tag ``win`` (both HTML, in the page's words and colours)."""
    out = []
    for i, (card, seat) in enumerate(zip(cards, seats)):
        caption = esc(name(seat)) + (f" {lead}" if lead and i == 0 else "") + (f" {win}" if win and seat == winner
                                                                               else "")
        out.append(slot(card, caption, seat == winner))
    return "".join(out)


def took_trick(winner: str, item: TrickReview) -> str:
    """The headline over a trick the learner's click completed: who took it (``winner``, as the page names
    that seat), its number, and its eyes where the game counts them."""
    who = winner[:1].upper() + winner[1:]
    you = winner.lower() == _("you").lower()
    if item.eyes is None:
        said = _("You take trick {number}") if you else _("{who} takes trick {number}")
    else:
        said = _("You take trick {number} ({eyes} eyes)") if you else _("{who} takes trick {number} ({eyes} eyes)")
    return said.format(who=who, number=item.number, eyes=item.eyes)


def rule_words(text: str) -> str:
    """``text`` with every bracket of rules it cites said in words, in the page's language, never an id
    (:func:`tutor.rulebook.rules_in_english`, each rule by its name: :func:`widgets.common.rules.rule_name`).

    >>> rule_words("GD wins: no trump was played (rules: Wer erhält den Stich).")
    'GD wins: no trump was played (the rule: who takes the trick).'
    """
    said = rules_in_english(text, title=lambda rule: rule_name(rule.cite))
    nameless = _("Rule")                    # a rule the page's language has no name for (another game's, in German)
    if nameless == "Rule":
        return said
    for form in (_("the rule: {titles}"), _("the rules: {titles}")):
        bare = form.format(titles=nameless)
        said = said.replace(f" ({bare})", "").replace(f"; {bare})", ")")    # its link beside the line says it
    return said
