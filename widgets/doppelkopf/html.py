"""HTML for the Doppelkopf pages: the differences and the rule card (strings, no widgets).

>>> from hydra.doppelkopf.compare import difference
>>> html = difference_html(difference("equal-cards"))
>>> "Herz-Zehn" in html and "Herz-10 (R10)" not in html and "(D5)" not in html and "dk-ex" in html
True
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from hydra.doppelkopf.cards import FRENCH_SUITS
from hydra.doppelkopf.compare import SET_NAMES, Difference, Example
from hydra.doppelkopf.rulings import RULINGS
from tutor.doppelkopf.rulecard import Choice, RuleCard, Row, choices, other_set
from tutor.doppelkopf.words import dk_words, short_name
from tutor.rulebook import rule_text, rule_title
from tutor.table.seat_names import NAMES, seats_in_text
from hydra.core.i18n import N_, _, language

from ..common.base import esc
from ..common.rules import RULE_STYLE, cited_html
from ..common.rules import rule_name as common_rule_name

__all__ = ["STYLE", "cards_html", "example_html", "quote_html", "difference_html", "differences_html", "card_html",
           "rule_card_html", "said_html", "rule_titles"]

_SYMBOL = {"E": "&#9827;", "G": "&#9824;", "R": "&#9829;", "S": "&#9830;"}
_RED = {"R", "S"}

STYLE = RULE_STYLE + """<style>
.dk-controls button,.dk-controls .widget-toggle-button{min-height:44px;height:auto;white-space:normal}
.dk-controls .widget-dropdown select{min-height:44px}
.dk-controls .widget-checkbox{height:auto;min-height:44px}
.dk-controls .widget-checkbox label{display:flex;align-items:center;gap:10px;min-height:44px;cursor:pointer}
.dk-controls .widget-checkbox input[type=checkbox]{width:44px;height:44px;margin:0}
.dk-page{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:16px;line-height:1.45;
 color:#1b1b1b;max-width:980px}
.dk-page h1{font-size:26px;margin:6px 0 4px 0}
.dk-diff{border:1px solid #cfd8d2;border-radius:8px;padding:10px 14px;margin:12px 0;break-inside:avoid}
.dk-diff h2{font-size:19px;margin:0 0 6px 0}
.dk-says{display:grid;grid-template-columns:repeat(auto-fit,minmax(220px,1fr));gap:8px;margin:6px 0}
.dk-says div{background:#f4f7f5;border-radius:6px;padding:6px 9px}
.dk-says b{display:block;color:#1f3d2a}
.dk-ex{background:#fff8e0;border-left:4px solid #e0a800;padding:6px 10px;margin:8px 0;border-radius:4px}
.dk-ex ul{margin:4px 0 0 0;padding-left:20px}
.dk-card{display:inline-block;border:1px solid #999;border-radius:5px;padding:1px 6px;margin:2px 3px 2px 0;
 background:#fff;white-space:nowrap;font-size:15px}
.dk-card.red{color:#b0141e}
.dk-rules{font-size:14px;color:#444}
.dk-rules q{font-style:italic}
.dk-readings{font-size:14px;margin:4px 0 0 0}
.dk-rules>summary,.dk-readings>summary{min-height:44px;display:flex;align-items:center;gap:6px;cursor:pointer}
.dk-rules>summary::before,.dk-readings>summary::before{content:"▸"}
.dk-rules[open]>summary::before,.dk-readings[open]>summary::before{content:"▾"}
.dk-rules>summary::-webkit-details-marker,.dk-readings>summary::-webkit-details-marker{display:none}
.dk-mark{display:inline-block;background:#ffd766;color:#3a2a00;border-radius:4px;padding:0 6px;font-size:13px;
 font-weight:600;margin-left:6px}
.dk-rc table{border-collapse:collapse;width:100%}
.dk-rc td,.dk-rc th{border-bottom:1px solid #d5ddd8;padding:6px 8px;vertical-align:top;text-align:left}
.dk-rc tr.differs td:first-child{border-left:5px solid #e0a800}
.dk-rc .other{font-size:13px;color:#555;margin-top:3px}
.dk-share{word-break:break-all;font-size:14px}
.dk-bad{background:#fdecec;border-left:4px solid #a0141e;padding:6px 10px;border-radius:4px;color:#6b0d14}
@media (max-width:600px){.dk-page{font-size:15px}.dk-rc td,.dk-rc th{padding:4px}
 .dk-rc table,.dk-rc tbody,.dk-rc tr,.dk-rc td{display:block}.dk-rc th{display:none}
 .dk-rc td{border-bottom:none}.dk-rc td.ids::before{content:"Rules: "}
 .dk-rc tr{border-bottom:1px solid #d5ddd8;padding:4px 0}}
@media print{.hn-bar,.hn-nav,.dk-controls,.dk-noprint,.dk-bad{display:none !important}
 .dk-page{max-width:none;font-size:12pt}.dk-diff{border-color:#999}
 .dk-rc tr.differs td:first-child{border-left:5px solid #000}}
</style>"""


_DEALER = re.compile(r"\b([Dd])ealer (\d)\b")
#: A rule's id with words after it in one bracket ("(R6 counts 9s and trumps)").
_ID_THEN_WORDS = re.compile(r"\(([RDFP]\d{1,2}) ([a-z][^()]*)\)")
#: A card by its code in a sentence ("R10 is not a trump"), said by its name.
_CODE = re.compile(r"(?<![\w(-])([SRGE])(10|9|[DKOU])(?![\w-])|(?<![\w-])HY(?![\w-])")


def _card_word(found: re.Match[str]) -> str:
    if found.group(0) == "HY":
        return "Hydra"
    if found.group(2) == "9":                                   # Hydra's 9s: no Doppelkopf card
        return f"{FRENCH_SUITS[found.group(1)]}-9"
    return short_name(found.group(0))


def said_html(text: str) -> str:
    """An engine's sentence as a learner reads it (issue 34): the players by name, never a seat counted from 0;
    the cards by their Doppelkopf names ("Herz-Zehn", not "Herz-10 (R10)", also on Hydra's side of the
    comparison); each cited rule a small link that opens its sentence in place.

    >>> said_html("R10 is not a trump; E9 and HY are.")
    'Herz-Zehn is not a trump; Kreuz-9 and Hydra are.'
    >>> html = said_html("Seat 2 wins with Herz-10 (R10) (D5); dealer 3.")
    >>> html.startswith("Cem wins with Herz-Zehn; <details"), "dealer Dora" in html, "(D5)" in html
    (True, True, False)
    """
    text = _DEALER.sub(lambda m: f"{m.group(1)}ealer {NAMES[int(m.group(2))]}", seats_in_text(text))
    text = _ID_THEN_WORDS.sub(r"(\2) (\1)", text)                 # "(R6 counts 9s)": "(counts 9s)" and the rule
    return cited_html(dk_words(_CODE.sub(_card_word, dk_words(text))))


def rule_name(rule: str) -> str:
    """A cited rule's name in the page's language: a Doppelkopf ruling's title (D7: "Bedienen"), Hydra's
    ruling's (R2: "gleiche Karten"); in English as :func:`tutor.rulebook.rule_title` says it."""
    if language() == "en":
        return rule_title(rule)
    if rule in RULINGS:
        return dk_words(_(RULINGS[rule].title))
    return common_rule_name(rule)


def rule_titles(ids: Iterable[str]) -> str:
    """Cited rules named in words, never by their ids: "equal cards, Following suit"."""
    titles: dict[str, str] = {}
    for r in ids:
        titles.setdefault(rule_name(r).casefold(), rule_name(r))
    return ", ".join(titles.values())


def cards_html(cards: Iterable[str]) -> str:
    """Cards as chips with their French names: ``<span class="dk-card red">&#9829; Herz-10 (R10)</span>``."""
    out = []
    for c in cards:
        suit = c[0]
        cls = "dk-card red" if suit in _RED else "dk-card"
        out.append(f'<span class="{cls}" title="{esc(FRENCH_SUITS[suit])}">{_SYMBOL[suit]} {esc(short_name(c))}'
                   "</span>")
    return "".join(out)


#: An example's heading by its kind, when the rule sets answer it differently.
_HEADS = {"trick": N_("The same cards, a different winner"), "score": N_("The same play, different points"),
          "hand": N_("The same hand, a different answer"), "rule": N_("The same moment, a different answer"),
          "tricks": N_("The same tricks, a different partner"), "round": N_("The same hand, played through")}
_COMPUTED = N_("Computed by the engines")
_SAME = N_("The same answer on every side")
#: What an example is, and how the engines found its answers (``{setting}``: the example's setting).
_IN_ORDER = N_("{setting} (in the order played), computed by the engines:")
_COMPUTED_FROM = N_("{setting}, computed by the engines:")
_TRICK = N_("Trick {n}:")


def example_html(e: Example) -> str:
    """An example the engines computed: its cards (trick by trick, or each step of a round played
    through under its label) and each rule set's answer."""
    head = _(_HEADS.get(e.kind, _COMPUTED) if e.differs else _SAME)
    if e.rows:                          # a round played through: each step's cards under its label
        cards = "".join(f'<div class="ds-step" data-step="{i}"><div class="ds-note">{said_html(label)}:</div>'
                        f"{cards_html(row)}</div>" for i, (label, row) in enumerate(e.rows))
    elif e.kind == "tricks":            # several tricks of four cards
        cards = "".join(f"<div>{esc(_(_TRICK).format(n=i // 4 + 1))} {cards_html(e.cards[i:i + 4])}</div>"
                        for i in range(0, len(e.cards), 4))
    else:
        cards = f"<div>{cards_html(e.cards)}</div>" if e.cards else ""
    how = esc(_(_IN_ORDER if e.kind in ("trick", "tricks") else _COMPUTED_FROM)).format(setting=said_html(e.setting))
    items = "".join(f'<li data-side="{esc(o.rule_set)}">{said_html(o.text)}</li>' for o in e.outcomes)
    return (f'<div class="dk-ex" data-kind="{esc(e.kind)}"><b>{esc(head)}</b> &middot; {how}'
            f"{cards}<ul>{items}</ul></div>")


def quote_html(rid: str, rules: str, quote: str) -> str:
    """One rule's sentence in a *Why* list: a ruling's German quote with its English beside it (issue 31);
    Hydra's rule (``rules == "hydra"``) is the tutor's own summary, so it stands without quotation marks. On a
    German page a quote stands alone (it needs no translation), and Hydra's rule is its rules text's sentence."""
    name = f"<b>{esc(rule_name(rid))}</b> ({esc(SET_NAMES[rules])})"
    if rules == "hydra":
        german = rule_text(rid).german
        if language() != "en" and german:
            return f'<li>{name}: <q lang="de">{esc(german[0].replace("*", ""))}</q></li>'
        said = rule_text(rid).english or quote              # the tutor's words for a learner, not the spec's
        return f"<li>{name}: {said_html(said)}</li>"
    if language() != "en":
        return f'<li>{name}: <q lang="de">{esc(quote)}</q></li>'
    english = RULINGS[rid].english_of(quote)
    return (f'<li>{name}: <q lang="de">{esc(quote)}</q> '
            f'<span class="dk-en">(in English: “{esc(english)}”)</span></li>')


def _rules_html(d: Difference) -> str:
    quotes = "".join(quote_html(rid, rs, q) for rid, rs, q in d.quotes)
    why = _("Why: {rules}").format(rules=rule_titles(d.rules))
    return f'<details class="dk-rules"><summary>{esc(why)}</summary><ul>{quotes}</ul></details>'


def _readings_html(d: Difference) -> str:
    if not d.readings:
        return ""
    ours = " " + _("(the tutor plays this)")
    items = "".join(f"<li><b>{esc(rule_name(rid))}</b>{esc(ours) if r.chosen else ''}"
                    f": {said_html(_(r.text))}</li>" for rid, r in d.readings)
    two_ways = _("Where the text can be read two ways")
    return f'<details class="dk-readings"><summary>{esc(two_ways)}</summary><ul>{items}</ul></details>'


def difference_html(d: Difference) -> str:
    """One difference: what each rule set says, its example, its rules and quotes."""
    says = "".join(f'<div data-side="{esc(rs)}"><b>{esc(SET_NAMES[rs])}</b>{said_html(text)}</div>'
                   for rs, text in d.says)
    example = example_html(d.example) if d.example is not None and d.example.differs else ""
    return (f'<section class="dk-diff" id="dk-{esc(d.key)}" data-key="{esc(d.key)}"><h2>{esc(d.topic)}</h2>'
            f'<div class="dk-says">{says}</div>{example}{_rules_html(d)}{_readings_html(d)}</section>')


def differences_html(diffs: Iterable[Difference]) -> str:
    body = "".join(difference_html(d) for d in diffs)
    return f'<div class="dk-page">{body}</div>'


def card_html(card: RuleCard) -> str:
    """The printable rule card: the table's rule set, options and readings; rows where the other rule
    set differs are marked."""
    other = other_set(card.rules)
    differs = _("differs from the {rules}").format(rules=SET_NAMES[other])
    mark = f'<span class="dk-mark">{esc(differs)}</span>'
    lines = []
    row: Row
    from tutor.doppelkopf.rulecard import rows
    for row in rows(card):
        other_text = (f'<div class="other">{esc(SET_NAMES[other])}: {cited_html(row.other)}</div>' if row.differs
                      else "")
        lines.append(f'<tr class="{"differs" if row.differs else "same"}"><td><b>{esc(row.topic)}</b>'
                     f"{mark if row.differs else ''}</td><td>{cited_html(row.text)}{other_text}</td>"
                     f'<td class="ids">{esc(", ".join(row.rules))}</td></tr>')
    picks = []
    c: Choice
    for c in choices(card.rules):
        name = card.pick(c.key)
        text = dict(c.options)[name]
        own = name != c.default
        not_ours = f"<span class=dk-mark>{_(NOT_OURS)}</span>" if own else ""
        picks.append(f'<tr class="{"differs" if own else "same"}"><td><b>{esc(c.ruling)}</b> {esc(_(c.title))}'
                     f"{not_ours}</td><td><code>{esc(name)}</code>: {cited_html(_(text))}</td></tr>")
    if card.rules != "hausrunde":
        title = _("Our table plays the {rules}")
    else:
        title = _("Our table plays the {rules} with Schweine") if card.schweine else _(
            "Our table plays the {rules} without Schweine")
    marked = _("Marked rows ({mark}) are decided differently by the {rules}.")
    readings = _("Where the text can be read two ways: our readings")
    heads = "".join(f"<th>{esc(_(h))}</th>" for h in _CARD_HEADS)
    before = _(_RULES_BEFORE).replace('"', "")
    style = f'<style>.dk-rc td.ids::before{{content:"{before}"}}</style>' if before != _RULES_BEFORE else ""
    return (f'{style}<div class="dk-page dk-rc" data-rules="{esc(card.to_param())}">'
            f"<h1>{esc(title.format(rules=SET_NAMES[card.rules]))}</h1>"
            f"<p>{esc(marked).format(mark=mark, rules=esc(SET_NAMES[other]))}</p>"
            f"<table><tr>{heads}</tr>{''.join(lines)}</table>"
            f"<h2>{esc(readings)}</h2><table>{''.join(picks)}</table>"
            "</div>")


#: The rule card's table's column headings.
_CARD_HEADS = (N_("Topic"), N_("What we play"), N_("Rules"))
#: Marks a reading the table picked that is not the engine's.
NOT_OURS = N_("not the tutor's reading")
#: On a phone the rules' column has no heading: each cell says it (the style's ``td.ids::before``).
_RULES_BEFORE = N_("Rules: ")


def rule_card_html(card: RuleCard) -> str:
    return card_html(card)
