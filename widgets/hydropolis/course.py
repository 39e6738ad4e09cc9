"""The Hydropolis course's pages (issue 20): the bar on top and the way on at the bottom (the
learner's name in every link), and the static pictures: a card and its sides, the kinds of card,
half turns, the tutor's own deck, the P8 table and the seed's two readings.

>>> html = page_header("hydropolis-02-what-fits-where.ipynb", "Ada")
>>> 'href="hydropolis-01-cards-and-sides.ipynb?name=Ada"' in html, "<b>Hydropolis · 2." in html
(True, True)
>>> "the seed lists no cards" in deck_html().lower()
True
"""

from __future__ import annotations

from hydra.hydropolis import DECK, DECK_NOTE, RULINGS, Card, as_card, card_name, card_svg
from hydra.hydropolis.deck import FACES
from hydra.core.i18n import N_, _, language
from tutor.hydropolis.course import (COURSE, P8_EXAMPLES, PLAY_PAGE, SEED_ENGLISH, course_links, course_url,
                                     reading_lines, ruling_title, side_words)

from ..common.base import esc
from ..common.nav import nav_html, notebooks_dir
from ..common.rules import RULE_STYLE, cited_html

__all__ = ["COURSE_STYLE", "page_header", "page_bar", "course_nav_html", "page_footer", "sides_html", "kinds_html",
           "turn_html", "deck_html", "p8_table_html", "readings_html", "code"]

COURSE_STYLE = RULE_STYLE + """<style>
.hpc{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:16px;line-height:1.45;
 color:#1b1b1b;max-width:980px}
.hpc-course{display:flex;flex-wrap:wrap;gap:6px 10px;align-items:center;margin:0 0 8px 0}
.hpc-course a,.hpc-course b,.hpc-way a{display:inline-flex;align-items:center;min-height:44px;padding:0 10px;
 border-radius:8px;background:#eef3ee;color:#1a4f9c;text-decoration:none}
.hpc-course b{background:#1f3d2a;color:#ffd766}
.hpc-way{display:flex;flex-wrap:wrap;gap:8px;margin:12px 0}
.hpc-row{display:flex;flex-wrap:wrap;gap:10px;align-items:flex-start;margin:6px 0}
.hpc-card{display:flex;flex-direction:column;align-items:center;width:130px;font-size:13px;text-align:center}
.hpc-card code{font-size:14px;background:#f3f3f3;padding:0 4px;border-radius:4px}
.hpc-sides{display:grid;grid-template-columns:auto auto auto;align-items:center;justify-items:center;gap:4px;
 margin:6px 0;width:fit-content;max-width:100%}
.hpc-sides svg{max-width:100%;height:auto}
.hpc-sides .hpc-side{font-size:14px;background:#eef3fb;border-radius:6px;padding:2px 8px;text-align:center}
.hpc-note{background:#fff6d8;border-left:4px solid #e0b000;padding:6px 10px;border-radius:4px;margin:6px 0}
table.hpc-p8{border-collapse:collapse;font-size:15px}
table.hpc-p8 td,table.hpc-p8 th{border:1px solid #cfd8cf;padding:6px 8px;text-align:left;vertical-align:top}
table.hpc-p8 th{background:#eef3ee}
.hpc-yes{color:#1b5e20;font-weight:700}.hpc-no{color:#a0141e;font-weight:700}
.hpc-readings li{margin:4px 0}
.hpc-deck h4{margin:8px 0 2px 0}
@media (max-width:640px){.hpc-card{width:104px}table.hpc-p8{font-size:13px}
 table.hpc-p8 td,table.hpc-p8 th{padding:4px}}
</style>"""


def code(text: Card | str) -> str:
    """A card's notation as HTML code."""
    return f"<code>{esc(text)}</code>"


def _play_link(name: str | None) -> str:
    """The play page, once it is there (never a dead link)."""
    if (notebooks_dir() / PLAY_PAGE).is_file():
        return (f'<a class="hpc-play" href="{esc(course_url(PLAY_PAGE, name))}">'
                + esc(_("Play a game of Hydropolis")) + "</a>")
    return ""


def page_header(notebook: str, name: str | None = None) -> str:
    """The tutor's bar (home, quiz, glossary ...) and the course's own pages, the name kept."""
    return page_bar(name) + course_nav_html(notebook, name)


def page_bar(name: str | None = None) -> str:
    """The tutor's bar alone: a page that draws it as a widget of its own lets it take the page's whole width
    (the bar's script lends it its wrappers' place only when they hold nothing else)."""
    return COURSE_STYLE + nav_html("hydropolis", name)


def course_nav_html(notebook: str, name: str | None = None) -> str:
    """The course's own pages, this one marked, and the play page."""
    links = [f"<b>{esc(link.title)}</b>" if link.here else f'<a href="{esc(link.href)}">{esc(link.title)}</a>'
             for link in course_links(notebook, name)]
    return (COURSE_STYLE + '<nav class="hpc hpc-course" aria-label="' + esc(_("Hydropolis course")) + '">'
            + "".join(links) + _play_link(name) + "</nav>")


def page_footer(notebook: str, name: str | None = None) -> str:
    """Before and next, and the play page after the last one."""
    pages = [nb for nb, _ in COURSE]
    at = pages.index(notebook)
    parts = []
    if at > 0:
        before = COURSE[at - 1]
        parts.append(f'<a href="{esc(course_url(before[0], name))}">'
                     + esc(_("← Before: {title}").format(title=_(before[1]))) + "</a>")
    if at + 1 < len(COURSE):
        after = COURSE[at + 1]
        parts.append(f'<a href="{esc(course_url(after[0], name))}">'
                     + esc(_("Next: {title} →").format(title=_(after[1]))) + "</a>")
    else:
        parts.append(_play_link(name) or f'<a href="{esc(course_url("home.ipynb", name))}">'
                                          + esc(_("Back to the front door")) + "</a>")
    return (COURSE_STYLE + '<nav class="hpc hpc-way" aria-label="' + esc(_("The way on")) + '">' + "".join(parts)
            + "</nav>")


def _card_box(text: str, width: int = 120, caption: str | None = None) -> str:
    """A card, its notation, what it is (``caption``, bold) and its accessible name."""
    card = as_card(text)
    lead = f"<b>{esc(caption)}</b><br>" if caption else ""
    return (f'<div class="hpc-card">{card_svg(card, width)}{code(card)}<span>{lead}{esc(card_name(card))}'
            f"</span></div>")


def sides_html(text: str = ".B.b") -> str:
    """One card drawn large, each side named around it (P1): N and S the long sides, E and W the short."""
    card = as_card(text)
    words = dict(side_words(card))
    keys = list(words)

    def side(i: int) -> str:
        return f'<div class="hpc-side"><b>{esc(keys[i])}</b><br>{esc(words[keys[i]])}</div>'

    return ('<div class="hpc"><div class="hpc-sides"><div></div>' + side(0) + "<div></div>" + side(3)
            + card_svg(card, 220) + side(1) + "<div></div>" + side(2) + "<div></div></div>"
            + "<p>" + esc(_("{code}: the four sides in the order N E S W, {name}.")).format(
                code=code(card), name=esc(card_name(card))) + "</p></div>")


_KINDS = ((".b.b", N_("a straight pipe (Rohr)")), ("..bb", N_("a corner")), ("bbb.", N_("a T piece")),
          ("rrrr", N_("a cross")), (".r.r*", N_("a leaky pipe (leckes Rohr): the mark *")),
          (".B.b", N_("a capped pipe: B is a cap")),
          (".Y..", N_("a cap card (Verschlusskappe): caps only, never leaky")),
          (".y..T", N_("a tap (Wasserhahn): the mark T")), ("...bO", N_("an outlet (Auslauf): the mark O")))


def kinds_html() -> str:
    """Every kind of card in the tutor's deck, with its notation and its accessible name (P1-P3)."""
    return '<div class="hpc"><div class="hpc-row">' + "".join(
        _card_box(text, 120, _(what)) for text, what in _KINDS) + "</div></div>"


def turn_html(text: str = ".bb.") -> str:
    """A card and the same card turned half-way (P4)."""
    card = as_card(text)
    return ('<div class="hpc"><div class="hpc-row">' + _card_box(str(card), 140, _("as written"))
            + _card_box(str(card.turned()), 140, _("turned half-way"))
            + "</div></div>")


#: The rows of the deck's table (hydra.hydropolis.deck.FACES), in words of the page's language.
_DECK_KINDS = {"straight pipes": N_("straight pipes"), "corners": N_("corners"), "T pieces": N_("T pieces"),
               "crosses": N_("crosses"), "leaky pipes": N_("leaky pipes"), "capped pipe": N_("capped pipe"),
               "cap card": N_("cap card"), "tap, outlet": N_("tap, outlet")}


def deck_html() -> str:
    """The tutor's own deck of 60 cards, by colour and kind, with the note that the seed lists none."""
    out = [f'<div class="hpc hpc-deck"><p class="hpc-note"><b>{esc(_(DECK_NOTE))}</b> '
           + esc(_("The seed (the one-page rules text) names the kinds of card (pipes, caps, leaky pipes, taps, "
                   "outlets) but not how many of each: the tutor chose these.")) + "</p>"]
    out.append("<h4>" + esc(_("Blue: 20 cards (red and yellow have the same 20, in their colour)")) + "</h4>")
    for kind, cards in FACES:
        out.append(f"<p><b>{len(cards)} {esc(_(_DECK_KINDS.get(kind, kind)))}</b>: "
                   + ", ".join(code(c) for c in cards) + "</p>")
    out.append("<p>" + esc(_("In all {count} cards: 20 in each of blue, red and yellow.").format(count=len(DECK)))
               + "</p></div>")
    return "".join(out)


def p8_table_html() -> str:
    """The P8 table: the new card's side against the side it meets on the table."""
    yes = '<span class="hpc-yes">' + esc(_("fits")) + "</span>"
    no = '<span class="hpc-no">' + esc(_("no")) + "</span>"
    by = {(e.new, e.facing): e for e in P8_EXAMPLES}
    rows = []
    new_side = {"empty": N_("new empty"), "pipe": N_("new pipe"), "cap": N_("new cap")}
    for new in ("empty", "pipe", "cap"):
        cells = "".join(f"<td>{yes if by[(new, facing)].fits else no}</td>" for facing in ("empty", "pipe", "cap"))
        rows.append(f"<tr><th>{esc(_(new_side[new]))}</th>{cells}</tr>")
    heads = (_("new side \\ table side"), _("empty ."), _("pipe b"), _("cap B"))
    return ('<div class="hpc"><table class="hpc-p8"><tr>' + "".join(f"<th>{esc(h)}</th>" for h in heads) + "</tr>"
            + "".join(rows) + "</table></div>")


def readings_html(rule: str, about: str = "") -> str:
    """Where the seed reads two ways: the seed's sentence (the first that holds ``about``), then the
    ruling's readings, the one the tutor plays first."""
    ruling = RULINGS[rule]
    quotes = [q for q in ruling.quotes if about in q][:1]
    quote = "".join(f'<blockquote><span lang="de">„{esc(q)}“</span>{in_english(q)}</blockquote>' for q in quotes)
    plays = " <i>" + esc(_("(the tutor plays this)")) + "</i>"
    items = "".join(f"<li><b>{esc(name)}</b>{plays if chosen else ''}: {cited_html(text)}"
                    "</li>" for name, text, chosen in reading_lines(rule))
    return ('<div class="hpc hpc-readings"><p><b>' + esc(_("Where the seed reads two ways ({title}):").format(
        title=ruling_title(rule))) + f"</b></p>{quote}<ul>{items}</ul></div>")


def in_english(quote: str) -> str:
    """' (in English: “…”)' beside a quote of the seed on an English page; nothing on a German page, where
    the seed's German speaks for itself."""
    if language() != "en":
        return ""
    return f" (in English: “{esc(SEED_ENGLISH[quote])}”)"
