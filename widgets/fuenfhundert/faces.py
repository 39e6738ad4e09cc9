"""Card faces of the 43-card 500 deck (F1) as SVG strings, and the page's style.

Presentation only: which card is a trump, a bower or the winner comes from :mod:`hydra.fuenfhundert`.

>>> svg = card_svg("HJ")
>>> svg.startswith("<svg") and "Herz-Bube (HJ" in svg
True
>>> "JOKER" in card_svg("JO") and 'data-card="JO"' in card_svg("JO")
True
"""

from __future__ import annotations

from collections.abc import Iterable
from urllib.parse import quote

from hydra import fuenfhundert as fh
from hydra.fuenfhundert.cards import CardLike
from hydra.fuenfhundert.contracts import ContractLike
from hydra.core.i18n import N_, _
from tutor.course import notebook_url

from ..common.base import esc
from ..common.nav import nav_html

__all__ = ["SYMBOLS", "STYLE", "card_svg", "cards_html", "card_name", "page_header"]

SYMBOLS = {"S": "♠", "C": "♣", "D": "♦", "H": "♥"}
_INK = {"S": "#1a1a1a", "C": "#1a1a1a", "D": "#c0262d", "H": "#c0262d"}
_MARK = {"winner": "#e0a100", "trump": "#2e6f9e", "bower": "#7a3fb0", "legal": "#2e6f9e"}

STYLE = """<style>
.fh-page{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:16px;line-height:1.45;
 color:#1b1b1b;max-width:980px}
.fh-row{display:flex;flex-wrap:wrap;gap:4px;align-items:flex-end;margin:4px 0}
.fh-card{display:inline-flex;flex-direction:column;align-items:center;font-size:11px;color:#444}
.fh-suitrow{margin:6px 0;padding:4px 8px;border-radius:6px;background:#f4f7f5}
.fh-suitrow.trumps{background:#e8f1f8;border-left:4px solid #2e6f9e}
.fh-suitrow h4{margin:0 0 2px 0;font-size:15px}
.fh-note{background:#fff8e0;border-left:4px solid #e0a800;padding:6px 10px;margin:8px 0;border-radius:4px}
.fh-bad{background:#fdecec;border-left:4px solid #a0141e;padding:6px 10px;border-radius:4px;color:#6b0d14}
.fh-steps{margin:4px 0;padding-left:20px}
.fh-table{border-collapse:collapse;margin:6px 0}
.fh-table td,.fh-table th{border:1px solid #cfd8d2;padding:3px 8px;text-align:right}
.fh-table th{background:#f4f7f5}
.fh-table td.hi{background:#fff3c4;font-weight:600}
.fh-course{font-size:15px;margin:2px 0 10px 0}
.jp-RenderedHTMLCommon .hn-bar a{color:#fff}
.jp-RenderedHTMLCommon .hn-bar .hn-here{color:#ffd766}
@media (max-width:600px){.fh-page{font-size:15px}.fh-table td,.fh-table th{padding:2px 4px;font-size:13px}}
@media (max-width:480px){.fh-table td,.fh-table th{padding:2px 3px;font-size:12px}
 .fh-table .fh-en{display:block;font-size:10px;font-weight:400}}
</style>"""

#: The short course's pages, in order: (notebook, title).
COURSE = (("500-01-deck-and-bids.ipynb", N_("The deck and the bids")),
          ("500-02-bowers-and-joker.ipynb", N_("Bowers and the joker")),
          ("500-03-misere-and-scoring.ipynb", N_("Misère, scoring and a full round")))


def card_name(card: CardLike, contract: ContractLike | None = None) -> str:
    """The learner's name of a card, German first: 'Herz-Bube (HJ, the right bower)' (F5)."""
    return fh.as_card(card).name(contract)


def card_svg(card: CardLike, width: int = 54, *, contract: ContractLike | None = None, mark: str | None = None) -> str:
    """One card face: rank and suit large in the corner, the suit large below; the joker a star. ``mark``
    'winner', 'trump' or 'bower' draws a coloured frame; 'legal' a frame and a tick (it may be played)."""
    c = fh.as_card(card)
    w, h = width, round(width * 1.4)
    ink = _INK.get(c.suit or "", "#5b2a86")
    stroke = _MARK.get(mark or "", "#666")
    sw = 4 if mark else 1.5
    title = esc(card_name(c, contract))
    font = 'font-family="Georgia,serif" font-weight="bold"'
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" '
           f'role="img" aria-label="{title}" data-card="{c}"><title>{title}</title>'
           f'<rect x="2" y="2" width="{w - 4}" height="{h - 4}" rx="{w / 12:.0f}" fill="#fffdf7" '
           f'stroke="{stroke}" stroke-width="{sw}"/>']
    if c.suit is None:
        out.append(f'<text x="{w / 2}" y="{h * 0.5:.1f}" font-size="{w / 2.2:.0f}" text-anchor="middle" '
                   f'fill="{ink}">★</text><text x="{w / 2}" y="{h * 0.75:.1f}" font-size="{w / 6:.0f}" '
                   f'{font} text-anchor="middle" fill="{ink}">JOKER</text>')
    else:
        sym = SYMBOLS[c.suit]
        # the rank large in the corner (a third of the card's width: 16 px on a phone's 48 px card)
        fit = f' textLength="{w * 0.42:.1f}" lengthAdjust="spacingAndGlyphs"' if len(c.rank) > 1 else ""
        out.append(f'<text x="{w * 0.08:.1f}" y="{w * 0.36:.1f}" font-size="{w / 2.9:.0f}" {font} '
                   f'fill="{ink}"{fit}>{esc(c.rank)}</text><text x="{w * 0.1:.1f}" y="{w * 0.64:.1f}" '
                   f'font-size="{w / 4:.0f}" fill="{ink}">{sym}</text>'
                   f'<text x="{w * 0.6:.1f}" y="{h * 0.86:.1f}" font-size="{w / 2:.0f}" text-anchor="middle" '
                   f'fill="{ink}">{sym}</text>')
    if mark == "legal":           # a tick, so that what may be played is not told by colour alone
        out.append(f'<circle cx="{w * 0.8:.1f}" cy="{w * 0.2:.1f}" r="{w * 0.15:.1f}" fill="{stroke}"/>'
                   f'<path d="M{w * 0.72:.1f},{w * 0.2:.1f} l{w * 0.06:.1f},{w * 0.07:.1f} l{w * 0.1:.1f},'
                   f'-{w * 0.12:.1f}" fill="none" stroke="#fff" stroke-width="{max(w / 25, 1.5):.1f}" '
                   'stroke-linecap="round"/>')
    out.append("</svg>")
    return "".join(out)


def cards_html(cards: Iterable[CardLike], *, contract: ContractLike | None = None, width: int = 54,
               marks: dict[int, str] | None = None, captions: list[str] | None = None) -> str:
    """A row of card faces; ``marks`` maps a position to 'winner', 'trump' or 'bower'."""
    items = []
    for i, card in enumerate(cards):
        cap = f"<span>{esc(captions[i])}</span>" if captions and i < len(captions) else ""
        items.append(f'<span class="fh-card">{card_svg(card, width, contract=contract, mark=(marks or {}).get(i))}'
                     f"{cap}</span>")
    return '<div class="fh-row">' + "".join(items) + "</div>"


#: What each page of the short course teaches next (its "Next:" link's words).
_NEXT_WORDS = {"500-02-bowers-and-joker.ipynb": "which cards are trumps once the bidding is over, and who wins a trick",
               "500-03-misere-and-scoring.ipynb": "playing Misère, the score of a round and a whole round"}


def course_end_html(notebook: str, name: str | None = None) -> str:
    """The way on at the bottom of a page of the 500 course: the page before and the next one (or back
    to the start, and to a round of 500), each link with the learner's name (issue 19)."""
    pages = [nb for nb, _ in COURSE]
    at = pages.index(notebook)

    def link(nb: str, text: str) -> str:
        return f'<a href="{esc(nb + (f"?name={quote(name)}" if name else ""))}">{esc(text)}</a>'

    parts = []
    if at > 0:
        parts.append(f"<b>Before:</b> {link(pages[at - 1], f'500 · {at} · {COURSE[at - 1][1]}')}")
    if at + 1 < len(pages):
        nb, title = COURSE[at + 1]
        parts.append(f"<b>Next:</b> {link(nb, f'500 · {at + 2} · {title}')}: {esc(_NEXT_WORDS[nb])}.")
    else:
        parts.append(f"<b>Back to the start:</b> {link(pages[0], f'500 · 1 · {COURSE[0][1]}')} · "
                     f"<b>Now play:</b> {link('500-play.ipynb', 'a round of 500')}")
    return '<p class="fh-page fh-way-on">' + " · ".join(parts) + "</p>"


def page_header(notebook: str, name: str | None = None) -> str:
    """The shared bar (home, quiz, glossary ...) and the 500 course's own before / after links."""
    links = []
    for n, (nb, title) in enumerate(COURSE, 1):
        href = esc(notebook_url(nb, name))
        if nb == notebook:
            links.append(f"<b>500 · {n}. {esc(_(title))}</b>")
        else:
            links.append(f'<a href="{href}">500 · {n}. {esc(_(title))}</a>')
    notes = "500-rule-notes.ipynb"      # the rules text's table and its readings (tutor.fuenfhundert.course.RULE_NOTES)
    words = _("Rule notes: the table of points, where the rules text can be read two ways")
    links.append(f"<b>{esc(words)}</b>" if notebook == notes
                 else f'<a href="{esc(notebook_url(notes, name))}">{esc(words)}</a>')
    here = "fuenfhundert-notes" if notebook == notes else "fuenfhundert"       # the bar links the notes elsewhere
    label, course = esc(_("Fünfhundert course")), esc(_("Fünfhundert (500) course:"))
    return (STYLE + nav_html(here, name) + f'<nav class="fh-course fh-page" aria-label="{label}">'
            + course + " " + " · ".join(links) + "</nav>")
