"""The 500 course's rule notes (``notebooks/500-rule-notes.ipynb``, issue 19): the rules text's table
of points (``#table``, what F3 and F10 rest on), then the rulings where the rules text is silent or can
be read two ways, each with its readings and the German sentences it rests on, translated. The
lessons teach the choice and link here (``500-rule-notes.ipynb#F20``, ``#table``).

>>> html = rule_notes_html()
>>> 'id="F20"' in html and 'id="F3"' in html and "(the tutor plays this)" in html
True
>>> 'id="table"' in html and "<td>520</td>" in html
True
"""

from __future__ import annotations

import re
from hydra import fuenfhundert as fh
from hydra.fuenfhundert.rulings import RULINGS
from hydra.core.i18n import N_, _, language
from tutor.rulebook import rule_title

from ..common.base import esc
from ..common.rules import cited_html
from .tables import readings_html

__all__ = ["notes_intro_html", "rule_notes_html", "points_table_html", "NOTED", "TABLE_ROWS"]

#: The rules text's table of points ("Übersicht der Punkte"), as it names its rows: the row's heading in
#: the rules text, the suit's English (said on an English page), the bid's code in the engine.
TABLE_ROWS = (("PIK", "Spades", "S"), ("KREUZ", "Clubs", "C"), ("KARO", "Diamonds", "D"), ("HERZ", "Hearts", "H"),
              ("OHNE TRUMPF", "no trumps", "NT"))

#: The names of the two Misères as the table says them (the engine's names, through the catalog).
CONTRACT_NAMES = (N_("Misère"), N_("Open Misère"))

#: The rules the notes cover: every ruling with readings, and the tutor's own choices (F20 and up).
NOTED = tuple(r for r in RULINGS if fh.readings(r) or int(r[1:]) >= 20)

_STYLE = """<style>
.fh-note-rule{scroll-margin-top:64px;border-bottom:1px solid #e3e3e3;padding:6px 4px}
.fh-note-rule:target{background:#fff3c4}
.fh-points td:first-child,.fh-points th:first-child{text-align:left}
.fh-course a{display:inline-flex;align-items:center;min-height:44px}
</style>"""


def points_table_html() -> str:
    """The rules text's table of points: each bid's worth for 6 to 10 tricks, Misère and Open Misère, the
    numbers from the engine (``Contract.value``); a test checks them against the rules text."""
    head = "".join(f"<th>{n}</th>" for n in range(6, 11))
    rows = []
    for german, english, code in TABLE_ROWS:
        cells = "".join(f"<td>{fh.as_contract(f'{n}{code}').value}</td>" for n in range(6, 11))
        said = f' <span class="fh-en">({esc(english)})</span>' if language() == "en" else ""
        rows.append(f"<tr><th>{esc(german)}{said}</th>{cells}</tr>")
    single = "".join(f'<tr><th>{esc(_(c.name))}</th><td colspan="5">{c.value}</td></tr>'
                     for c in (fh.as_contract("misere"), fh.as_contract("open-misere")))
    about = _("What each bid is worth: a team that makes its bid scores this, a team that fails loses it "
              "(F10). A new bid must be worth more than the last one (F3). The rules text lists it under the "
              "heading Übersicht der Punkte (the overview of the points), one suit after the other; here each "
              "row is a suit and each column the tricks bid.")
    title, corner = _("The rules text’s table of points"), _("bid, tricks")
    return (f'<div class="fh-note-rule fh-page" id="table"><h3>{esc(title)}</h3><p>{cited_html(about)}</p>'
            f'<table class="fh-table fh-points"><tr><th>{esc(corner)}</th>{head}</tr>'
            + "".join(rows) + single + "</table></div>")


#: The rules text on six players, quoted as written, with its English beside it (said on an English page).
_SIX_PLAYERS = "„Für 6 Spieler gibt es besondere Sets, dann wird zusätzlich mit 2 und 3 sowie den neuen Karten 11,12 und 13 gespielt“ (for six players there are special sets; then 2 and 3 and the new cards 11, 12 and 13 are played as well)"  # noqa: E501 - the quote and its English in one string


def notes_intro_html() -> str:
    """The page's title and what it is: the rules text, the tutor's rulings, and six players, which the
    course does not teach (the rules text's sentence quoted as written; its English on an English page)."""
    six = _SIX_PLAYERS if language() == "en" else _SIX_PLAYERS.split(" (")[0]     # a German page: the quote alone
    paragraphs = (
        _("The tutor follows one German description of the game, Das Kartenspiel Fünfhundert / Fivehundret (the "
          "rules text). Where it is silent or can be read two ways, the tutor made a choice and wrote it down as "
          "a ruling. Each is here with the rules text's own words."),
        _("The lessons of the 500 course teach only the choice; this page says why. First comes the rules text's "
          "table of points, which the lessons speak of: what each bid is worth."),
        _("Six players: the course teaches the game for four. Six players need a special deck that adds the 2s "
          "and 3s and new cards 11, 12 and 13 (the rules text: {quote}); the tutor does not teach it.")
        .format(quote=six))
    return (_STYLE + '<div class="fh-page fh-intro"><h1>' + esc(_("Fünfhundert (500): the rule notes")) + "</h1>"
            + "".join(f"<p>{esc(p)}</p>" for p in paragraphs) + "</div>")


def rule_notes_html() -> str:
    """The table of points, then each noted rule: its title (its id is only the anchor a lesson links to,
    ``#F20``) and the tutor's decision, in the page's language, then its readings if it has them."""
    parts = [points_table_html()]
    for rule in NOTED:
        readings = readings_html(rule) if fh.readings(rule) else ""
        said = _(fh.rule_text(rule))
        # its first clause (a German sentence's comma opens a clause of the title: "Ein Team, das …")
        title = re.split(r"[;:,.(]" if language() == "en" else r"[;:.(]", said)[0].strip() or rule_title(rule)
        parts.append(f'<div class="fh-note-rule fh-page" id="{rule}"><h3>{esc(title[:1].upper() + title[1:])}</h3>'
                     f"<p>{cited_html(said)}</p>{readings}</div>")
    return _STYLE + "".join(parts)
