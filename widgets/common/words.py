"""Words in place (issue 19): a German or game word opens its meaning where it stands.

A word is a focusable ``<span>`` (``tabindex="0"``) inside the sentence: a tap (or a click, or Tab)
focuses it and unfolds a short line under it, by CSS alone (``:focus-within``): the English, what it
means, the rule that settles it, and a link to the word on the glossary page (in a new tab, so the
lesson stays where it is). A tap elsewhere folds it again. A word opens its meaning in the sentence's
game (issue 31): in 500's steps "Stich" is 500's trick, and a link to a game's own entry
(``glossary.ipynb#hochzeit-doppelkopf``) opens that entry. It needs no script and no ``<details>``
(which would end the Markdown paragraph it stands in), and every entry comes from the one glossary,
:data:`tutor.course.glossary.GLOSSARY`. :data:`WORDS_STYLE` is carried by every page's navigation bar.

>>> html = word_html("Stiche", name="Ada")
>>> html.startswith('<span class="hw-word" tabindex="0" title="trick">Stiche<span class="hw-say"')
True
>>> "trick" in html and 'href="glossary.ipynb?name=Ada#stich"' in html
True
"""

from __future__ import annotations

import re

from hydra.core.i18n import _, language
from tutor.course import page_url
from tutor.course.glossary import GAMES, GLOSSARY, Term, entry, term
from tutor.games import DEFAULT_GAME, TUTOR_GAMES
from tutor.rulebook import without_citations

from .base import esc
from .rules import cited_html, rule_name

__all__ = ["WORDS_STYLE", "word_html", "meaning_html", "words_in_place", "words_in_text"]

_LINK = re.compile(r"\[([^\]\n]+)\]\(glossary\.ipynb#([\w-]+)\)")
_BY_KEY = {t.key: t for t in GLOSSARY}
#: The words a plain sentence opens in place: every glossary form, longest first, except the games'
#: own names, the words whose key is a game's id (a sentence saying "Hydra is a card game" means the game, not
#: the card).
_GAME_NAMES = set(TUTOR_GAMES)
_ALL_FORMS = {form for t in GLOSSARY if t.key not in _GAME_NAMES for form in t.all_forms}
_FORMS = re.compile(r"(?<![\w-])(" + "|".join(re.escape(f) for f in sorted(_ALL_FORMS, key=len, reverse=True))
                    + r")(?![\w-])")

WORDS_STYLE = """<style>
.hw-word{cursor:pointer;color:#1a4f9c;text-decoration:underline dotted;text-underline-offset:3px;
 padding:11px 0;outline-offset:2px;-webkit-tap-highlight-color:rgba(26,79,156,.2)}
.hw-word:focus{background:#fff3c4;border-radius:3px;outline:none}
.hw-word:focus-visible{outline:3px solid #ffb300}
.hw-word .hw-say{display:none}
.hw-word:focus .hw-say,.hw-word:focus-within .hw-say{display:inline-block;width:100%;
 box-sizing:border-box;margin:4px 0 6px 0;padding:6px 10px;
 background:#f4f7fb;border-left:4px solid #1a4f9c;border-radius:4px;font-size:15px;font-weight:400;font-style:normal;
 color:#1d1d1d;text-decoration:none;cursor:auto;max-width:40em;white-space:normal;line-height:1.4}
.hw-word .hw-say a{color:#1a4f9c;display:inline-block;padding:10px 0}
</style>"""


def meaning_html(t: Term, name: str | None = None) -> str:
    """The unfolded line: “Stich: trick. One card from each player … (rules …) · in the glossary”; a
    game's own entry says its game (“Hochzeit (in Doppelkopf): wedding. …”)."""
    rule = f" ({esc(rule_name(t.rule))})" if t.rule else ""
    href = page_url("glossary", name) + f"#{t.key}"
    game = " (" + esc(_("in {game}").format(game=GAMES[t.game])) + ")" if "-" in t.key else ""
    english = f" {esc(t.english)}." if language() == "en" else ""       # the English word, on an English page
    return (f'<span class="hw-say"><b>{esc(t.word)}</b>{game}:{english} {esc(without_citations(t.said))}{rule} '
            f'<a href="{esc(href)}" target="_blank" rel="noopener">' + esc(_("all the words in the glossary"))
            + "</a></span>")


def word_html(word: str | Term, text: str | None = None, name: str | None = None, game: str | None = None) -> str:
    """The word ``text`` (default: ``word``) that unfolds the meaning of the glossary's ``word`` (in
    ``game``, as :func:`tutor.course.glossary.term` finds it)."""
    t = word if isinstance(word, Term) else term(word, game)
    text = text if text is not None else (word if isinstance(word, str) else t.word)
    title = f' title="{esc(t.english)}"' if language() == "en" else ""
    return (f'<span class="hw-word" tabindex="0"{title}>{esc(text)}'
            f"{meaning_html(t, name)}</span>")


def words_in_place(markdown: str, name: str | None = None) -> str:
    """A lesson's Markdown with each link to a glossary word (``[Stiche](glossary.ipynb#stich)``) made
    the word that opens in place (the text a notebook keeps; the glossary link inside it gets the
    learner's name from the page's script).

    >>> words_in_place("A trick ([Stich](glossary.ipynb#stich)).").startswith('A trick (<span class="hw-word"')
    True
    >>> words_in_place("[the glossary](glossary.ipynb)")
    '[the glossary](glossary.ipynb)'
    """
    def one(found: re.Match[str]) -> str:
        t = _BY_KEY.get(found.group(2))
        if t is None:
            return found.group(0)
        text = found.group(1)
        bold = text.startswith("**") and text.endswith("**")
        inner = word_html(t, text.strip("*") if bold else text, name)
        return f"<b>{inner}</b>" if bold else inner
    return _LINK.sub(one, markdown)


def words_in_text(text: str, name: str | None = None, game: str = DEFAULT_GAME) -> str:
    """A plain sentence of ``game`` as HTML, its German and game words opening their meaning in that
    game in place (the first time each word stands in it; a word the game has no meaning of stays
    plain); the rest escaped.

    >>> html = words_in_text("Five cards make a trick (Stich) & the Dulle wins.")
    >>> html.count('class="hw-word"'), "&amp;" in html, html.startswith("Five cards make a trick (<span")
    (2, True, True)
    >>> words_in_text("The Rot-10 is no Rot card.").count("hw-word")    # Rot-10 is a card, not the suit
    1
    >>> "#stich-fuenfhundert" in words_in_text("Four cards make a trick (Stich).", game="fuenfhundert")
    True
    """
    seen: set[str] = set()

    def one(found: re.Match[str]) -> str:
        t = entry(found.group(1), game)
        if t is None or t.key in seen:
            return found.group(0)
        seen.add(t.key)
        return word_html(t, found.group(1), name)
    return cited_html(text, lambda part: _FORMS.sub(one, esc(part)))      # a cited rule opens in place too
