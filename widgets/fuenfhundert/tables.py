"""Static pieces of the 500 pages, each computed by the engine: the scoring table (F10) under the
play page's score, and a ruling's named readings on the rule notes page.

>>> "-240" in score_table_html("8S")
True
>>> "listed bids" in readings_html("F3")
True
"""

from __future__ import annotations

from hydra import fuenfhundert as fh
from hydra.core.i18n import _, language
from tutor.fuenfhundert.course_words import plain_cards

from ..common.base import esc
from ..common.rules import rule_in_place_html

__all__ = ["score_table_html", "readings_html"]


def score_table_html(contract: str) -> str:
    """What each number of the bidders' tricks scores under ``contract``, from ``fh.score`` (F10)."""
    c = fh.as_contract(contract)
    heads = (_("bidders' tricks"), _("bidders"), _("opponents"), _("made?"))
    rows = ["<tr>" + "".join(f"<th>{esc(h)}</th>" for h in heads) + "</tr>"]
    made, failed = _("made"), _("failed")
    for taken in range(0, 11):
        mine, theirs = fh.score(c, taken)
        ok = fh.made(c, taken)
        rows.append(f'<tr><td>{taken}</td><td{" class=hi" if ok else ""}>{mine}</td><td>{theirs}</td>'
                    f"<td>{esc(made if ok else failed)}</td></tr>")
    title = (f"{c.name} ({c.english_name}), worth {c.value}" if language() == "en" else
             _("{name}, worth {value}").format(name=c.name, value=c.value))
    return (f'<div class="fh-page"><h4>{esc(title)}</h4>'
            f'<table class="fh-table fh-score-table">' + "".join(rows) + "</table></div>")


def readings_html(rule: str) -> str:
    """The named readings of a ruling, the one the tutor plays first, each with its German sentence (and its
    English on an English page: a German page quotes the rules text as written, needing no translation)."""
    items = []
    plays, example_is = _("(the tutor plays this)"), _("Example: {example}")
    for r in fh.readings(rule):
        mark = f" <i>{esc(plays)}</i>" if r.engine else ""
        example = " " + esc(example_is.format(example=plain_cards(_(r.example)))) if r.example else ""
        english = (f' <span class="fh-translation">(in English: “{esc(r.translation)}”)</span>'
                   if r.translation and language() == "en" else "")
        items.append(f"<li><b>{esc(_(r.name))}</b>{mark}: {esc(plain_cards(_(r.summary)))}{example}<br>"
                     f"<q lang=\"de\">{esc(r.quote)}</q>{english}</li>")
    where = _("Where the rules text can be read two ways:")
    return (f'<div class="fh-page fh-readings"><p><b>{esc(where)}</b> {rule_in_place_html([rule])}</p>'
            "<ul>" + "".join(items) + "</ul></div>")
