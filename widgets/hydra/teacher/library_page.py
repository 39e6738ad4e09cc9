"""What the teacher's scenarios page (``notebooks/teacher-scenarios.ipynb``) draws: its prose (each section's
heading and sentences, :func:`section_html`), its tables (wrapping on a phone, links 44 px high), the library's
rows (each scenario by its title, opening on the dashboard, with what it shows, seats by name and rules in
place), the what-if sentence and the share link. Every sentence goes through the catalog: the page speaks
the language its address asks for (``?lang=de``, issue 33), and its links to the dashboard keep it.

>>> from tutor.language import forget_page_language, page_language
>>> _ = page_language({"QUERY_STRING": "lang=de"})
>>> "Die Bibliothek" in section_html("library"), library_rows()[0][0].split(">")[0]
(True, '<a href="teacher.ipynb?scenario=r01-hydra-on-a-fail-trick&amp;lang=de"')
>>> forget_page_language()
"""

from __future__ import annotations

import urllib.parse
from collections.abc import Sequence

from IPython.display import HTML

import hydra
from hydra.core.i18n import N_, _
from tutor.hydra import scenarios as sc
from tutor.language import language_query

from widgets.common.base import esc
from .messages import said_html, seat_word

__all__ = ["TABLE_STYLE", "table", "library_rows", "section_html", "what_if_html", "share_link_html", "HEADS",
           "SECTIONS"]

TABLE_STYLE = ('<style>.ts-table{border-collapse:collapse;width:100%;max-width:1040px;font-size:15px;line-height:1.35}'
               '.ts-table td,.ts-table th{padding:4px 8px !important;border-bottom:1px solid #e3e3e3;'
               'text-align:left !important;vertical-align:top !important}'
               '.ts-table a{display:inline-flex;align-items:center;min-height:44px;font-weight:600}'
               '.ts-prose{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:16px;'
               'line-height:1.45;max-width:820px}'
               '.ts-prose a{display:inline-flex;align-items:center;min-height:44px}</style>')

#: The tables' headings, by the table: the library, the engine's check, the what-if comparison.
HEADS = {"library": (N_("scenario"), N_("what it shows")),
         "problems": (N_("what the engine says, with its rule"),),
         "compare": (N_("player"), N_("points, main line"), N_("points, what if"))}

#: The page's sections: a heading and its sentences (``{dashboard}``: the link to the dashboard; ``{explain}``,
#: ``{what_if}``, ``{sheet}``: the presenter's buttons, as they are labelled).
SECTIONS: dict[str, tuple[str, tuple[str, ...]]] = {
    "intro": (N_("Teacher scenarios, step by step"), (
        N_("What you will learn: how a teacher sets up a Hydra situation, checks it with the rules engine, plays "
           "it step by step in front of a class, asks “what if?”, and shares it as a file or a link."),
        N_("The {dashboard} is the page for the projector. This page shows the same pieces one at a time."))),
    "library": (N_("The library"), (
        N_("Every ruling and every kind of party has a ready-made scenario with a title and a sentence of what it "
           "shows. A title opens it on the dashboard."),)),
    "record": (N_("A scenario is a round record"), (
        N_("Players, dealer, hands, the game (healthy, a solo or an open Antrag) and the tricks played. The "
           "engine checks it and lists every problem at once, each with its rule."),)),
    "present": (N_("Present it: step, explain, branch"), (
        N_("The presenter plays the round card by card; a step back plays it again from the start to the card "
           "before. {what_if} branches: a second line of play from the same point, kept beside the first."),)),
    "share": (N_("Share it"), (
        N_("Download the scenario as a file, or make a short link: the dashboard opens a library scenario by its "
           "name and any other by a short code in the link."),)),
    "presenter": (N_("The presenter in this notebook"), (
        N_("The same presenter as on the dashboard: big cards, only legal cards clickable, {explain}, {what_if}, "
           "{sheet} with a CSV download."),)),
}


def _dashboard_link(query: dict[str, str] | None = None) -> str:
    """The dashboard's address, with ``query`` and the page's language."""
    full = {**(query or {}), **language_query()}
    return "teacher.ipynb" + ("?" + urllib.parse.urlencode(full) if full else "")


def section_html(key: str) -> str:
    """A section of the page's prose: its heading (the first section's a title) and its sentences."""
    heading, sentences = SECTIONS[key]
    dashboard, labels = _("teacher's dashboard"), {"explain": _("Explain trick"), "what_if": _("What if?"),
                                                    "sheet": _("Score sheet")}
    values = {"dashboard": f'<a href="{esc(_dashboard_link())}">{esc(dashboard)}</a>',
              **{key: f"<i>{esc(label)}</i>" for key, label in labels.items()}}
    tag = "h1" if key == "intro" else "h2"
    body = "".join("<p>" + esc(_(s)).format(**{k: v for k, v in values.items() if "{" + k + "}" in s}) + "</p>"
                   for s in sentences)
    return TABLE_STYLE + f'<div class="ts-prose"><{tag}>{esc(_(heading))}</{tag}>{body}</div>'


def table(head: Sequence[str], rows: Sequence[Sequence[object]]) -> HTML:  # object: a cell is shown as its str()
    """An HTML table: ``head``'s words (translated) escaped, each row's cells as the HTML given.

    >>> "<td>1</td>" in table(["n"], [[1]]).data
    True
    """
    th = "".join(f"<th>{esc(_(h))}</th>" for h in head)
    body = "".join("<tr>" + "".join(f"<td>{cell}</td>" for cell in row) + "</tr>" for row in rows)
    return HTML(TABLE_STYLE + f'<table class="ts-table"><tr>{th}</tr>{body}</table>')


def library_rows() -> list[list[str]]:
    """Every library scenario: its title, a link that opens it on the dashboard, and what it shows."""
    rows = []
    for name in sc.library_names():
        scenario = sc.load_library(name)
        rows.append([f'<a href="{esc(_dashboard_link({"scenario": name}))}">{esc(sc.title_of(scenario))}</a>',
                     said_html(sc.description_of(scenario))])
    return rows


def what_if_html(seat: int, legal: Sequence[hydra.Card], main: hydra.Card, other: hydra.Card | None) -> str:
    """What the what-if line may play instead of the main line's card."""
    said = _("{name} may play {cards}; the main line plays {card}, ").format(
        name=seat_word(seat), cards=", ".join(c.german_name for c in legal), card=main.german_name)
    said += (_("the what-if line {card}.").format(card=other.german_name) if other is not None
             else _("the what-if line has no other card."))
    return f"<p>{esc(said)}</p>"


def share_link_html(query: str) -> str:
    """The link that opens a scenario on the dashboard (``query``: :func:`tutor.hydra.scenarios.share_query`)."""
    extra = urllib.parse.urlencode(language_query())
    href = f"teacher.ipynb?{query}" + (f"&{extra}" if extra else "")
    return (f'<p><a href="{esc(href)}" style="display:inline-flex;align-items:center;min-height:44px">'
            + esc(_("Open this scenario on the dashboard")) + "</a> "
            + esc(_("(the link is {n} characters long).").format(n=len(query))) + "</p>")
