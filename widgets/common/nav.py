"""The tutor's navigation bar, shared by every page: Home, the lesson before and after, the quiz,
"Play a round", the teacher's dashboard and the glossary, each link carrying the learner's name
(and :mod:`.keep_name` adds it to the links a notebook's Markdown makes).

Pages link each other relatively (``quiz.ipynb?name=Ada``): the same links work in Voilà
(``/voila/render/NAME.ipynb``) and in JupyterLab. "Play a round" links ``play.ipynb`` once that
notebook exists, and says "coming soon" (no link) until then.

>>> html = nav_html("03", name="Ada")
>>> 'href="home.ipynb?name=Ada"' in html, 'href="02-cards-and-eyes.ipynb?name=Ada"' in html
(True, True)
>>> 'href="04-trumps.ipynb?name=Ada"' in html
True
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from tutor.course import COURSE, LESSONS, PAGES, Lesson, lesson, notebook_url, page_url
from tutor.games import COURSE_PAGE, DEFAULT_GAME, MORE_PAGE, PLAY_PAGE, TUTOR_GAMES, game_of_page, role_page
from hydra.core.i18n import N_, _
from tutor.language import not_yet_translated, page_speaks_languages
from tutor.links import query_value

from .base import esc
from .connection import connection_html, script_html
from .keep_name import keep_name_html, name_mark
from .keys import keys_html
from .language import LANGUAGE_STYLE, language_switch_html
from .rules import RULE_STYLE
from .text_boxes import text_boxes_html
from .words import WORDS_STYLE

if TYPE_CHECKING:
    import ipywidgets as W

__all__ = ["game_pages",
           "NAV_STYLE", "SCREEN_STYLE", "nav_html", "nav_bar", "page_scripts_html", "learner_name", "notebooks_dir",
           "page_exists", "page_link_html", "play_link_html"]

NAV_STYLE = """<style>
.hn-bar{position:sticky;top:0;z-index:30;box-sizing:border-box;min-height:48px;display:flex;
 flex-wrap:nowrap;align-items:center;gap:0 2px;white-space:nowrap;border-radius:6px;
 background:#1f3d2a;color:#fff;padding:0 6px;margin:0;box-shadow:0 1px 4px rgba(0,0,0,.35);
 font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:15px;line-height:1.2;scrollbar-width:thin}
.hn-bar a,.hn-bar .hn-here,.hn-bar .hn-soon,.hn-bar .hn-who{flex:0 0 auto;display:inline-flex;align-items:center;
 min-height:44px;padding:0 8px;box-sizing:border-box}
.hn-bar a{color:#fff;text-decoration:none;border-radius:6px}
a.text-link{color:#1a4f9c;text-decoration:underline}
.hn-bar a:hover{background:rgba(255,255,255,.12)}
.hn-bar .hn-home{font-weight:700;font-size:16px}
.hn-bar .hn-here{font-weight:700;color:#ffd766}
.hn-bar .hn-quiz{font-weight:600;background:rgba(255,215,102,.18)}
.hn-bar .hn-soon{color:#c9d8cd;font-style:italic}
.hn-bar .hn-sep{flex:1 1 auto}
.hn-bar .hn-who{color:#c9d8cd;max-width:14em;overflow:hidden;text-overflow:ellipsis}
.hn-bar .hn-short{display:none}
.hn-bar a.hn-prev,.hn-bar a.hn-next{flex:0 1 auto;min-width:44px;overflow:hidden}
.hn-bar .hn-prev .hn-long,.hn-bar .hn-next .hn-long{min-width:0;overflow:hidden;text-overflow:ellipsis}
.hn-names{min-width:0;overflow-wrap:anywhere}
.hn-bar a:focus-visible{outline:3px solid #ffb300;outline-offset:-3px}
.hn-more{display:none;position:relative;flex:0 0 auto}
.hn-more>summary{list-style:none;cursor:pointer;display:inline-flex;align-items:center;justify-content:center;
 min-height:44px;min-width:44px;padding:0 8px;border-radius:6px;color:#fff}
.hn-more>summary::-webkit-details-marker{display:none}
.hn-more>summary:focus-visible{outline:3px solid #ffb300;outline-offset:-3px}
.hn-more[open]>summary{background:rgba(255,255,255,.16)}
.hn-menu{position:absolute;right:0;top:100%;z-index:31;display:flex;flex-direction:column;min-width:11em;
 background:#1f3d2a;border-radius:0 0 8px 8px;padding:4px;box-shadow:0 4px 10px rgba(0,0,0,.35)}
.hn-bar .hn-menu a,.hn-bar .hn-menu .hn-here,.hn-bar .hn-menu .hn-soon{min-height:44px;justify-content:flex-start}
@media (max-width:820px){.hn-bar .hn-long{display:none}.hn-bar .hn-short{display:inline}
 .hn-bar{font-size:14px;padding:0 2px;gap:0;flex-wrap:wrap}
 .hn-bar a,.hn-bar .hn-here,.hn-bar .hn-soon{padding:0 6px;min-width:44px;justify-content:center}
 .hn-bar .hn-sep{display:none}.hn-bar .hn-who{display:none}
 .hn-bar .hn-fold{display:none}.hn-more{display:block}}
@media (max-width:420px){.hn-bar a,.hn-bar .hn-here,.hn-bar .hn-soon{padding:0 4px}}
.jp-RenderedHTMLCommon .hn-bar a,.hn-bar a:visited{color:#fff}
.jp-RenderedHTMLCommon .hn-bar .hn-here{color:#ffd766}
.hn-contents{display:contents !important}
.hn-lang-note{font:14px system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#5a4300;background:#fff3c4;
 border-radius:6px;padding:4px 8px;margin:4px 0}
.hn-unclip{overflow-x:clip !important;overflow-y:visible !important}
@media print{.hn-bar{box-shadow:none}}
</style>"""


def notebooks_dir() -> Path:
    """The folder of the tutor's pages (``notebooks/`` in the repository)."""
    env = os.environ.get("HYDRA_NOTEBOOKS", "").strip()
    return Path(env) if env else Path(__file__).resolve().parents[2] / "notebooks"


def page_exists(key: str) -> bool:
    return (notebooks_dir() / PAGES[key].notebook.split("?", 1)[0]).is_file()


def learner_name(environ: Mapping[str, str] | None = None) -> str | None:
    """The learner's name from the page's query string (``?name=Ada``), or None."""
    environ = os.environ if environ is None else environ
    value = query_value(environ.get("QUERY_STRING", ""), "name")
    value = " ".join((value or "").split())[:40]
    return value or None


def page_link_html(key: str, name: str | None = None, text: str | None = None, **query: str) -> str:
    """``<a href="quiz.ipynb?name=...">Rules quiz</a>``."""
    return f'<a href="{esc(page_url(key, name, **query))}">{esc(text or _(PAGES[key].title))}</a>'


def play_link_html(name: str | None = None, text: str | None = None) -> str:
    """A link to "Play a round" when notebooks/play.ipynb exists, else "coming soon" (no dead link)."""
    if page_exists("play"):
        return page_link_html("play", name, text)
    soon = _("{page} (coming soon)").format(page=text or _(PAGES["play"].title))
    return '<span class="hn-soon">' + esc(soon) + "</span>"


def _lesson_link(item: Lesson, name: str | None, text: str) -> str:
    return f'<a href="{esc(item.url(name))}" title="{esc(COURSE.heading(item))}">{esc(text)}</a>'


def _two(long: str, short: str) -> str:
    """A label that is ``long`` on a wide screen and ``short`` on a phone (the bar stays one row)."""
    return f'<span class="hn-long">{long}</span><span class="hn-short">{short}</span>'


def _bar_link(href: str, label: str, css: str = "", title: str = "") -> str:
    cls = f' class="{css}"' if css else ""
    tip = f' title="{esc(title)}"' if title else ""
    return f'<a{cls} href="{esc(href)}"{tip}>{label}</a>'


#: The bar's page links, in order, with their label on a phone: the exercises come first. On a phone the
#: last two (``hn-fold``) fold under the menu (☰), so that the bar is one row.
_BAR_PAGES = (("quiz", N_("Exercises (quiz)"), N_("Exercises"), "hn-quiz"),
              ("glossary", N_("Glossary"), N_("Glossary"), "hn-fold"),
              ("play", N_("Play a round"), N_("Play"), ""),
              ("teacher", N_("Teacher's dashboard"), N_("Teacher"), "hn-fold"))

def game_pages(current: str) -> tuple[str | None, str]:
    """The keys of the course and the play page of the game ``current`` is a page of (its entry's pages:
    :func:`tutor.games.game_of_page`), the course None where the game has no course page (the default game's
    course is the lessons).

    >>> game_pages("hydropolis-play"), game_pages("doppelkopf-rule-card"), game_pages("05")
    (('hydropolis', 'hydropolis-play'), ('doppelkopf-differences', 'doppelkopf-play'), (None, 'play'))
    """
    game = TUTOR_GAMES[game_of_page(current)]
    course, play = role_page(game, COURSE_PAGE), role_page(game, PLAY_PAGE)
    if play is None:                          # a game without a play page: the default game's
        play = role_page(TUTOR_GAMES[DEFAULT_GAME], PLAY_PAGE)
    return (course.key if course else None), (play.key if play else "play")


#: Every page on a phone (issue 11): the notebooks' own tables (pandas) and pictures fit 400 px.
SCREEN_STYLE = """<style>
@media (max-width:640px){
 .jp-RenderedHTMLCommon table{font-size:12px}
 .jp-RenderedHTMLCommon table th,.jp-RenderedHTMLCommon table td{padding:3px 4px}
 .jp-RenderedHTMLCommon img{max-width:100%;height:auto}
}
</style>"""


#: The bar stays at the top of the screen as the page scrolls (issue 19): ``position: sticky``, in
#: the flow, so at rest it covers nothing (a fixed bar covered the teacher's dashboard). A sticky
#: element sticks inside its parent's box, under the nearest ancestor that clips or scrolls; Voilà
#: nests the bar in a cell's output, in widget boxes that scroll (``overflow: auto``). So the bar's
#: small wrappers (a header cell: no taller than the bar and a line or two) lend it their place in
#: the page (``display: contents``, not for a row of widgets side by side), and the page-sized boxes
#: above it stop clipping vertically (``.hn-unclip``); the page itself scrolls in ``#rendered_cells``.
_STICKY_SCRIPT = r"""(function () {
  if (window.__hydraStickyBar) { return; }
  window.__hydraStickyBar = true;
  function end(el) { return !el || el === document.body || el.id === 'rendered_cells'; }
  function column(el) {            /* a box whose children stack: a block, or a flex column */
    var cs = getComputedStyle(el);
    if (cs.display.indexOf('grid') >= 0) { return false; }
    return cs.display.indexOf('flex') < 0 || cs.flexDirection.indexOf('column') === 0;
  }
  function first(bar) {            /* the bar's cell goes first: a page's title cell came before it */
    var page = document.getElementById('rendered_cells'), cell = bar;   /* Voilà: its list of cells */
    while (cell && cell.parentElement && cell.parentElement.parentElement !== page) { cell = cell.parentElement; }
    var list = page && cell && cell.parentElement;
    if (!list || list.firstElementChild === cell) { return; }
    if (bar.getBoundingClientRect().top - list.getBoundingClientRect().top > 60) {
      list.insertBefore(cell, list.firstElementChild);
    }
  }
  function stick() {
    var bars = document.querySelectorAll('.hn-bar');
    if (bars.length) { first(bars[0]); }
    for (var i = 0; i < bars.length; i++) {
      var bar = bars[i], h = bar.getBoundingClientRect().height;
      if (!h || bar.getAttribute('data-stuck')) { continue; }
      bar.setAttribute('data-stuck', '1');
      var chain = [], el = bar.parentElement;
      while (!end(el) && el.getBoundingClientRect().height <= h + 130) { chain.push(el); el = el.parentElement; }
      var top = bar.parentElement;
      if (!end(el) && column(el)) {           /* the header's wrappers lend the bar their place */
        for (var k = 0; k < chain.length; k++) { chain[k].classList.add('hn-contents'); }
        top = el;
      }
      for (el = top; !end(el); el = el.parentElement) {
        var cs = getComputedStyle(el);
        if (cs.overflowX !== 'visible' || cs.overflowY !== 'visible') { el.classList.add('hn-unclip'); }
      }
    }
  }
  var shown = '';
  function unhide() {              /* a play page's finished trick that came under the bar is brought down */
    var box = document.querySelector('.tp-done .tp-done-box'), bar = document.querySelector('.hn-bar');
    if (!box || !bar) { return; }
    var key = box.parentElement.getAttribute('data-trick') + box.textContent;
    if (key === shown) { return; }
    shown = key;
    var under = bar.getBoundingClientRect().bottom, top = box.getBoundingClientRect().top;
    if (top < under && box.getBoundingClientRect().height) {
      box.style.scrollMarginTop = Math.ceil(under + 4) + 'px';
      box.scrollIntoView({block: 'start'});
    }
  }
  var timer = null;
  function soon() {
    if (timer === null) { timer = setTimeout(function () { timer = null; stick(); unhide(); }, 150); }
  }
  soon();
  new MutationObserver(soon).observe(document.documentElement, {childList: true, subtree: true});
})();"""


def sticky_bar_html() -> str:
    """The script that keeps the bar at the top of the screen (see :data:`_STICKY_SCRIPT`)."""
    return script_html("sticky-bar", _STICKY_SCRIPT)


def page_scripts_html() -> str:
    """What every page gets with its bar: the connection banner (:mod:`.connection`), the keys that
    work wherever the page has focus and a visible focus (:mod:`.keys`), tables that fit a phone, and text
    boxes that send their text before a tap on the button beside them (:mod:`.text_boxes`)."""
    return SCREEN_STYLE + WORDS_STYLE + connection_html() + keys_html() + keep_name_html() + text_boxes_html()


def _page_item(key: str, current: str, name: str | None, label: str, css: str = "") -> str:
    """The bar's item of the page ``key``: where the learner is (``current``), a page to come, or a link."""
    cls = f" {css}" if css else ""
    if key == current:
        return f'<span class="hn-here{cls}">{label}</span>'
    if key.endswith("play") and not page_exists(key):
        return (f'<span class="hn-soon{cls}">' + esc(_("{page} (coming soon)").format(page=_(PAGES[key].title)))
                + "</span>")
    return _bar_link(page_url(key, name), label, css, _(PAGES[key].title))


def _not_yet_translated_html() -> str:
    """Under the bar of a page still wholly English whose address asks for German (``?lang=de``, from a
    German page's link): that it is not translated yet, in German (issue 33)."""
    if page_speaks_languages():
        return ""
    note = not_yet_translated(os.environ.get("QUERY_STRING", ""))
    return f'<div class="hn-lang-note">{esc(note)}</div>' if note else ""


def nav_html(current: str, name: str | None = None, scripts: bool = True) -> str:
    """The bar for the page ``current``: a lesson number ('03') or a page key ('quiz', 'home' ...).

    One row at the top of the page, 48 px high (issue 19); on a phone the labels are short and the
    glossary and the teacher's dashboard fold under a menu (☰), so the bar stays one row (issue 35).
    On the pages of another game (its entry's :attr:`tutor.games.TutorGame.pages`) "Course" and "Play" lead
    to that game's pages, and its pages reached from its own alone are in the bar's menu.
    It is not fixed to the screen: a fixed bar covered the first controls of pages whose layout Voilà
    nests (the teacher's dashboard).
    Every link carries ``name``; the bar also carries the learner's name for :mod:`.keep_name`,
    which adds it to the links a notebook's Markdown makes.

    With ``scripts`` (the default) the bar carries :func:`page_scripts_html`; a page with its own
    banner may leave them out (the quiz's is also recognised by the script itself)."""
    parts = [_bar_link(page_url("home", name), "&#8962;&nbsp;" + _two(esc(_("Hydra tutor")), esc(_("Home"))),
                       "hn-home")]
    here: Lesson | None = None
    if current.isdigit():
        here = lesson(current)
    if here is not None:
        p, n = COURSE.previous(here), COURSE.next(here)
        if p is not None:
            words = "←&nbsp;" + _two(f"{int(p.number)}. {esc(_(p.title))}", f"{int(p.number)}")
            parts.append(_bar_link(p.url(name), words, "hn-prev", COURSE.heading(p)))
        lesson_of = _("Lesson {number} of {count}").format(number=int(here.number), count=len(LESSONS))
        parts.append(f'<span class="hn-here" title="{esc(COURSE.heading(here))}">'
                     + _two(esc(lesson_of), f"{int(here.number)}/{len(LESSONS)}") + "</span>")
        if n is not None:
            parts.append(_bar_link(n.url(name), _two(f"{int(n.number)}. {esc(_(n.title))}", f"{int(n.number)}")
                                   + "&nbsp;→", "hn-next", COURSE.heading(n)))
    else:
        course = game_pages(current)[0]
        if course is None:
            parts.append(_bar_link(LESSONS[0].url(name), esc(_("Course")), "hn-course", COURSE.heading(LESSONS[0])))
        else:
            parts.append(_bar_link(page_url(course, name), esc(_("Course")), "hn-course", _(PAGES[course].title)))
    parts.append('<span class="hn-sep"></span>')
    play = game_pages(current)[1]
    game = TUTOR_GAMES[game_of_page(current)]
    folded = []
    for key, long, short, css in _BAR_PAGES:
        if key == "play":
            key, long = play, (PAGES[play].label or long)
        parts.append(_page_item(key, current, name, _two(esc(_(long)), esc(_(short))), css))
        if css == "hn-fold":
            folded.append(_page_item(key, current, name, esc(_(long))))
    for extra in game.pages:                  # the game's pages reached from its own (500's rule notes)
        if extra.role == MORE_PAGE and current != extra.key:      # no link to the page itself
            href = notebook_url(extra.notebook, name)
            parts.append(_bar_link(href, esc(_(extra.label or extra.title)), "hn-fold"))
            folded.append(_bar_link(href, esc(_(extra.label or extra.title))))
    if page_speaks_languages():
        parts.append(language_switch_html(name, others_only=True, short=True))
    more = esc(_("More pages"))
    parts.append(f'<details class="hn-more"><summary aria-label="{more}" title="{more}">☰</summary>'
                 f'<div class="hn-menu">{"".join(folded)}</div></details>')
    if name:
        # a long name is cut with an ellipsis inside the bar; on a phone the page's own line says it
        parts.append(f'<span class="hn-who" title="{esc(name)}">·&nbsp;{esc(name)}</span>')
    bar = (NAV_STYLE + LANGUAGE_STYLE + RULE_STYLE + '<nav class="hn-bar" aria-label="' + esc(_("Hydra tutor")) + '">'
           + "".join(parts) + "</nav>" + _not_yet_translated_html()
           + name_mark(name) + sticky_bar_html())
    return bar + page_scripts_html() if scripts else bar + keep_name_html() + text_boxes_html()


def nav_bar(current: str, name: str | None = None) -> W.VBox:
    """The bar as an ipywidgets HTML (for a page made of widgets)."""
    from .base import make_panel
    import ipywidgets as W
    bar = make_panel([W.HTML(nav_html(current, name))])
    bar.add_class("hn-nav")
    return bar
