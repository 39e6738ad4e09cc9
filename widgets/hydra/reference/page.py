"""The rules reference for the curious (``notebooks/rules.ipynb``): every rule of the official rules text
by topic, each with its German sentence, its English (on an English page), a note where the tutor's rulings
settle an open point, and an example the engine worked out (:mod:`tutor.hydra.reference`); a search box shows only
the rules holding every word typed, in German or in English. A phone page: one column, every target at least
44 px, the cards as words (light, and read aloud as words). In German (``?lang=de``, issue 33) every
heading, note and example speaks German and each rule is its German sentence alone.

An old address of the earlier course (``01-the-deck.ipynb``) leads here with ``?topic=cards``
(tutor.server.serve): the page says so and opens at that topic. A link to one rule
(``rules.ipynb#rf-equal-cards``, :func:`tutor.hydra.reference.rules.rule_address`) opens the page at that rule.

>>> html = reference_html(topic_key="trumps")
>>> 'id="rf-hydra-on-a-fail-trick"' in html and 'lang="de"' in html and 'type="search"' in html
True
>>> "Trumps and the special cards" in html.split('class="rf-from"')[1][:300]
True
>>> html.index('id="rf-topic-trumps"') < html.index('class="rf-from"') < html.index('id="rf-trump-order"')
True
>>> "trump-solo:" in html or "secret-proposal:" in html
False
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import TYPE_CHECKING

from hydra import parse_card
from hydra.core.i18n import _, language
from tutor.language import page_language
from tutor.links import RULE_HEADINGS, query_value
from tutor.hydra.reference import TOPICS, Rule, rules_of, topic
from tutor.hydra.reference.examples import Worked, work_out
from tutor.hydra.reference.rules import words_of

from widgets.common.base import esc

if TYPE_CHECKING:
    from IPython.display import HTML
from widgets.common.connection import script_html

__all__ = ["reference_html", "build_reference", "REFERENCE_STYLE"]

REFERENCE_STYLE = """<style>
.rf{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:16px;line-height:1.45;color:#1d1d1d;
 max-width:820px}
.rf h1{font-size:26px;margin:6px 0 4px 0;color:#1f3d2a}
.rf h2{font-size:21px;margin:22px 0 4px 0;color:#1f3d2a}
.rf section.rf-topic{scroll-margin-top:110px}
.rf h3{font-size:17px;margin:0 0 4px 0}
.rf .rf-lead{margin:0 0 8px 0}
.rf .rf-find{padding:6px 0}
.rf input[type=search]{width:100%;box-sizing:border-box;min-height:48px;font-size:17px;padding:6px 12px;
 border:2px solid #1f3d2a;border-radius:8px}
.rf .rf-count{font-size:14px;color:#444;margin:4px 0 0 0;min-height:20px}
.rf ul.rf-topics{display:flex;flex-wrap:wrap;gap:6px;margin:8px 0;padding:0 !important;list-style:none}
.rf .rf-topics a{display:inline-flex;align-items:center;min-height:44px;min-width:44px;padding:0 12px;
 box-sizing:border-box;border:1px solid #cfd8cf;border-radius:22px;background:#f4f8f4;color:#1a4f9c;
 text-decoration:none}
.rf .rf-sum{margin:0 0 6px 0;color:#444}
.rf .rf-rule{border:1px solid #d9e0d9;border-radius:10px;padding:10px 12px;margin:10px 0;scroll-margin-top:120px}
.rf .rf-rule.rf-here,.rf section.rf-here>h2{background:#fff8dc}
.rf blockquote{margin:4px 0;padding:4px 10px;border-left:4px solid #1f3d2a;background:#f4f7f4;font-style:italic}
.rf .rf-en{margin:4px 0}
.rf .rf-note{margin:4px 0;font-size:15px;color:#3a3a3a}
.rf .rf-src{font-size:13px;color:#555;margin:2px 0 0 0}
.rf .rf-ex{background:#fff8e0;border-left:4px solid #e0a800;border-radius:4px;padding:6px 10px;margin:6px 0 0 0}
.rf .rf-ex b{color:#5a4300}
.rf .rf-cards{display:flex;flex-wrap:wrap;gap:4px;margin:4px 0}
.rf .rf-card{display:inline-block;border:1px solid #999;border-radius:6px;padding:2px 7px;background:#fff;
 white-space:nowrap;font-size:15px}
.rf .rf-S{color:#8a6d00}.rf .rf-R{color:#b0141e}.rf .rf-G{color:#1d6b32}.rf .rf-E{color:#6b3f12}
.rf .rf-HY{color:#6a1b9a}
.rf .rf-card.rf-win{border:3px solid #1f8a3a;font-weight:700}
.rf .rf-card.rf-may{border:3px solid #2e9d4a;font-weight:700}
.rf .rf-card.rf-not{opacity:.55}
.rf.rf-searching ul.rf-topics{display:none}
.rf .rf-none{display:none;background:#fdecec;border-radius:6px;padding:8px 10px}
.rf .rf-hidden{display:none !important}
.rf .rf-from{background:#eef3fb;border-radius:8px;padding:8px 12px;margin:6px 0}
@media (max-width:640px){.rf{font-size:15px}.rf h1{font-size:23px}
 .rf ul.rf-topics{display:grid;grid-template-columns:1fr 1fr;gap:4px}
 .rf.rf-searching ul.rf-topics{display:none}
 .rf .rf-topics a{width:100%;font-size:14px;line-height:1.2;padding:2px 8px;border-radius:10px}}
</style>"""

#: The search box: every rule whose words (German and English, folded as tutor.hydra.reference.fold does:
#: lower case, no accents, ß as ss) hold every word typed stays; topics left empty hide; the count
#: says how many. An address with ?topic= opens at that topic.
_SCRIPT = r"""(function () {
  function fold(text) {
    return String(text || '').replace(/ß/g, 'ss').replace(/ẞ/g, 'ss').normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '').toLowerCase().split(/\s+/).filter(Boolean);
  }
  function filter(box) {
    var root = box.closest('.rf'), words = fold(box.value), shown = 0;
    root.classList.toggle('rf-searching', words.length > 0);    /* the topics make room for what is found */
    var rules = root.querySelectorAll('.rf-rule');
    for (var i = 0; i < rules.length; i++) {
      var text = rules[i].getAttribute('data-words'), ok = true;
      for (var k = 0; k < words.length; k++) { if (text.indexOf(words[k]) < 0) { ok = false; break; } }
      rules[i].classList.toggle('rf-hidden', !ok);
      if (ok) { shown++; }
    }
    var sections = root.querySelectorAll('section.rf-topic');
    for (var j = 0; j < sections.length; j++) {
      sections[j].classList.toggle('rf-hidden', !sections[j].querySelector('.rf-rule:not(.rf-hidden)'));
    }
    var count = root.querySelector('.rf-count'), none = root.querySelector('.rf-none');
    count.textContent = words.length ? (shown === 1 ? count.getAttribute('data-one')
      : count.getAttribute('data-many').replace('{n}', shown)) : '';
    none.style.display = shown ? 'none' : 'block';
  }
  document.addEventListener('input', function (ev) {
    if (ev.target && ev.target.classList && ev.target.classList.contains('rf-search')) { filter(ev.target); }
  });
  document.addEventListener('search', function (ev) {
    if (ev.target && ev.target.classList && ev.target.classList.contains('rf-search')) { filter(ev.target); }
  }, true);
  var key = '';
  try { key = new URLSearchParams(window.location.search).get('topic') || ''; } catch (e) { key = ''; }
  var hash = decodeURIComponent((window.location.hash || '').slice(1)), ids = [];
  if (/^rf-/.test(hash)) { ids.push(hash); }             /* one rule (#rf-equal-cards) or topic */
  if (key) { ids.push('rf-topic-' + key); }              /* an old page's topic (?topic=trumps) */
  if (!ids.length) { return; }
  var tries = 0;
  (function look() {
    for (var i = 0; i < ids.length; i++) {
      var el = document.getElementById(ids[i]);
      if (el) { el.classList.add('rf-here'); el.scrollIntoView({block: 'start'}); return; }
    }
    if (++tries < 100) { setTimeout(look, 200); }
  })();
})();"""


def _card(code: str, css: str = "") -> str:
    card = parse_card(code)
    suit = "HY" if card.is_hydra else card.suit
    return f'<span class="rf-card rf-{suit}{css}">{esc(card.german_name)}</span>'


def example_html(worked: Worked | None) -> str:
    """An example worked out by the engine: its cards (the winner marked; a hand with the cards it may
    play marked) and its sentence."""
    if worked is None:
        return ""
    cards = ""
    if worked.hand:
        cards = ('<div class="rf-cards">' + _("Led:") + " " + "".join(_card(c) for c in worked.cards) + "</div>"
                 '<div class="rf-cards">' + _("The hand:") + " " + "".join(
                     _card(c, " rf-may" if c in worked.legal else " rf-not") for c in worked.hand) + "</div>")
    elif worked.cards:
        cards = '<div class="rf-cards">' + "".join(
            _card(c, " rf-win" if i == worked.winner else "") for i, c in enumerate(worked.cards)) + "</div>"
    return '<div class="rf-ex"><b>' + esc(_("Example")) + f'</b>{cards}<div>{esc(worked.text)}</div></div>'


def _section_words(section: str) -> str:
    """Where the rule stands in the rules text: its section's German heading, with the heading's English on
    an English page."""
    english = RULE_HEADINGS.get(section) if language() == "en" else None
    return _("rules text, “{section}”").format(section=section) + (f" ({english})" if english else "")


def rule_html(item: Rule) -> str:
    """One rule: its title, the German sentence, its English (on an English page: a German page quotes the
    rule as written, needing no translation), the note, the section, the example."""
    note = f'<p class="rf-note">{esc(_(item.note))}</p>' if item.note else ""
    english = f'<p class="rf-en">{esc(item.english)}</p>' if language() == "en" else ""
    quote = "“{}”" if language() == "en" else "„{}“"
    return (f'<div class="rf-rule" id="rf-{esc(item.key)}" data-words="{esc(words_of(item))}">'
            f"<h3>{esc(_(item.title))}</h3>"
            f'<blockquote lang="de">{esc(quote.format(item.german))}</blockquote>'
            f"{english}{note}"
            f'<p class="rf-src">{esc(_section_words(item.section))}</p>'
            f"{example_html(work_out(item))}</div>")


def reference_html(topic_key: str | None = None) -> str:
    """The whole page: the search box, the topics, every rule; ``topic_key`` (from ``?topic=``): the
    topic an old address led to, said at the top and opened."""
    try:
        came = topic(topic_key) if topic_key else None
    except KeyError:
        came = None
    from_html = ""
    if came is not None:
        from_html = ('<p class="rf-from">' + esc(_("The page you opened is now part of this reference: its rules "
                                                   "are here, under “{topic}”, and the other topics above and "
                                                   "below.").format(topic=_(came.title))) + "</p>")
    contents = "".join(f'<li><a href="#rf-topic-{esc(t.key)}">{esc(_(t.title))}</a></li>' for t in TOPICS)
    sections = "".join(
        f'<section class="rf-topic" id="rf-topic-{esc(t.key)}"><h2>{esc(_(t.title))}</h2>'
        + (from_html if t is came else "")
        + f'<p class="rf-sum">{esc(_(t.summary))}</p>' + "".join(rule_html(r) for r in rules_of(t.key)) + "</section>"
        for t in TOPICS)
    return (REFERENCE_STYLE + '<div class="rf"><h1>' + esc(_("The rules of Hydra")) + "</h1>"
            + '<p class="rf-lead">' + esc(_("Every rule of Hydra's official rules, in German as they are written, "
                                            "with the English and an example the tutor worked out. Search in "
                                            "either language.")) + "</p>"
            + '<div class="rf-find"><input type="search" class="rf-search" aria-label="'
            + esc(_("Search the rules")) + '" placeholder="' + esc(_("Search: Stich, trick, Hochzeit …"))
            + '" autocomplete="off"><p class="rf-count" aria-live="polite" data-one="'
            + esc(_("1 rule")) + '" data-many="' + esc(_("{n} rules")) + '"></p></div>'
            + '<p class="rf-none">' + esc(_("No rule holds all these words. Try fewer words, or the German or "
                                            "English word.")) + "</p>"
            + '<ul class="rf-topics" aria-label="' + esc(_("Topics")) + f'">{contents}</ul>'
            + sections + "</div>" + script_html("rules-reference", _SCRIPT))


def build_reference(environ: Mapping[str, str] | None = None) -> HTML:
    """What notebooks/rules.ipynb shows below its bar: the page for the address's ``?topic=``, in the
    address's language (``?lang=``, else the browser's; the notebook's bar chose it already)."""
    from IPython.display import HTML
    environ = os.environ if environ is None else environ
    page_language(environ)
    return HTML(reference_html(query_value(environ.get("QUERY_STRING", ""), "topic")))
