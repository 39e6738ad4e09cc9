"""The glossary page (``notebooks/glossary.ipynb``), built from the one glossary
(:data:`tutor.course.glossary.GLOSSARY`) and the one table of the rules' headings
(:data:`tutor.links.RULE_HEADINGS`).

A link from a lesson (``glossary.ipynb?name=Ada#stich``) opens the page at its word (issue 19): each
word is an element with the word's key as its id (a word the games use differently once per game, the
game's entry marked with its game, e.g. ``#hochzeit-doppelkopf``), shown below the fixed navigation bar
(``scroll-margin-top``) and marked while it is the address's target (``:target``). Voilà shows a page
only once its cells have run, after the browser would have jumped to the anchor, so a small script
scrolls to the word when it is there.

>>> html = glossary_html()
>>> '<div class="hg-word" id="stich">' in html and "who takes the trick" in html
True
"""

from __future__ import annotations

from hydra.core.i18n import _, language
from tutor.course.glossary import GAMES, GLOSSARY
from tutor.links import RULE_HEADINGS
from tutor.rulebook import rule_title

from ..common.base import esc
from ..common.connection import script_html
from ..common.rules import RULE_STYLE, cited_html, rule_in_place_html, rule_name

__all__ = ["glossary_html", "GLOSSARY_STYLE"]

GLOSSARY_STYLE = """<style>
.hg{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:16px;max-width:900px;color:#1d1d1d}
.hg .hg-word{margin:0;padding:10px 8px;border-bottom:1px solid #e3e3e3;border-radius:6px;scroll-margin-top:64px}
@media (max-width:820px){.hg .hg-word{scroll-margin-top:108px}}
.hg .hg-word>b{font-size:17px}
.hg .hg-en{color:#444}
.hg .hg-game{font-size:14px;background:#e8f1f8;color:#1a4f9c;border-radius:4px;padding:1px 6px}
.hg .hg-word p{margin:2px 0 0 0}
.hg .hg-word:target,.hg .hg-word.hg-here{background:#fff3c4}
.hg .hg-rule{color:#555;font-size:14px}
.hg h1{font-size:26px;margin:6px 0;color:#1f3d2a}
.hg h2{font-size:20px;margin:18px 0 6px 0;color:#1f3d2a}
</style>"""

_SCROLL = """(function () {
  var key = decodeURIComponent((window.location.hash || '').slice(1));
  if (!key) { return; }
  var tries = 0;
  (function look() {
    var el = document.getElementById(key);
    if (el) { el.classList.add('hg-here'); el.scrollIntoView({block: 'start'}); return; }
    if (++tries < 100) { setTimeout(look, 200); }
  })();
})();"""


def glossary_html() -> str:
    """The page's heading, every word of the glossary, then the headings of the rules the tutor cites: in
    the learner's language (a word's English beside it on the English page; a cited rule a small link that
    opens its sentence in place, never a bare id)."""
    english = language() == "en"
    words = "".join(
        f'<div class="hg-word" id="{t.key}"><b>{esc(t.word)}</b>'
        + (' <span class="hg-game">' + esc(_("in {game}").format(game=GAMES[t.game])) + "</span>"
           if "-" in t.key else "")
        + (f' <span class="hg-en">· {esc(t.english)}</span>' if english else "")
        + f"<p>{cited_html(t.said)}"
        + (f' <span class="hg-rule">{rule_in_place_html([t.rule], rule_name(t.rule))}</span>' if t.rule else "")
        + "</p></div>"
        for t in GLOSSARY)
    headings = "".join(
        f'<div class="hg-word" id="rules-{_slug(german)}"><b>{esc(german)}</b> '
        + (f'<span class="hg-en">· {esc(english_heading)}</span><p>'
           + esc(_("A heading of the official rules (the Regelwerk); the tutor cites it with its English: "
                   "{title}.").format(title=rule_title("rules: " + german)))
           if english else "<p>" + esc(_("A heading of the official rules (the Regelwerk).")))
        + "</p></div>"
        for german, english_heading in RULE_HEADINGS.items())
    intro = _("The German (and Latin) words of Hydra that the tutor uses, with what they mean. In a lesson, tap a "
              "word to see its meaning where it stands; this page lists them all, each with the rule that settles "
              "it, and the headings of the official rules.")
    return (GLOSSARY_STYLE + RULE_STYLE + '<div class="hg"><h1>' + esc(_("Glossary")) + "</h1><p>" + esc(intro)
            + "</p>" + words + "<h2>" + esc(_("The headings of the rules")) + "</h2>" + headings + "</div>"
            + script_html("glossary-word", _SCROLL))


def _slug(text: str) -> str:
    plain = text.lower().replace("ä", "ae").replace("ö", "oe").replace("ü", "ue").replace("ß", "ss")
    return "-".join("".join(ch if ch.isalnum() else " " for ch in plain).split())
