"""The language switch (issue 33): English / Deutsch, in the navigation bar and on the home page.

Each choice is a link to this very page in that language (``?lang=de``, with the learner's name); the
script of :mod:`.keep_name` makes it the page's whole address (its step, exercise, deal ...) with
``lang=`` set. The language in force is shown, not linked.

>>> from tutor.language import page_language
>>> _ = page_language({"QUERY_STRING": "lang=de"})
>>> html = language_switch_html("Ada")
>>> 'href="?lang=en&amp;name=Ada"' in html, '<span class="hn-lang-here" lang="de">Deutsch</span>' in html
(True, True)
>>> 'href="?lang=de' in language_switch_html(others_only=True)
False
>>> _ = page_language({})
"""

from __future__ import annotations

import urllib.parse

from hydra.core.i18n import LANGUAGE_NAMES, _, language, languages

from .base import esc

__all__ = ["language_switch_html", "LANGUAGE_STYLE"]

#: The switch's links are touch targets of 44 px (issue 11).
LANGUAGE_STYLE = """<style>
.hn-langs{display:inline-flex;align-items:center;gap:4px;flex-wrap:wrap}
.hn-langs a,.hn-langs .hn-lang-here{display:inline-flex;align-items:center;justify-content:center;min-height:44px;
 min-width:44px;padding:0 10px;box-sizing:border-box;border-radius:6px}
.hn-langs .hn-lang-here{font-weight:700}
</style>"""


def language_switch_html(name: str | None = None, *, others_only: bool = False, short: bool = False) -> str:
    """The choice of language: a link to this page in each language the tutor speaks, the one in force
    shown bold (left out with ``others_only``); ``short`` labels (``DE``) for a narrow bar."""
    here = language()
    parts = []
    for code in languages():
        label = code.upper() if short else LANGUAGE_NAMES[code]
        if code == here:
            if not others_only:
                parts.append(f'<span class="hn-lang-here" lang="{code}">{esc(label)}</span>')
            continue
        query = urllib.parse.urlencode({"lang": code, **({"name": name} if name else {})})
        # the title in the language the link leads to: a learner who cannot read this page can read it
        title = {"de": "Auf Deutsch lesen", "en": "Read in English"}.get(code, LANGUAGE_NAMES[code])
        parts.append(f'<a href="?{esc(query)}" data-hydra-lang="{code}" lang="{code}" hreflang="{code}" '
                     f'title="{esc(title)}">{esc(label)}</a>')
    return '<span class="hn-langs" role="group" aria-label="' + esc(_("Language")) + '">' + "".join(parts) + "</span>"
