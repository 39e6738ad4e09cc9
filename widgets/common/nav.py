"""The tutor's navigation bar, shared by every page: Home, the lesson before and after, the quiz,
"Play a round", the teacher's dashboard and the glossary, each link carrying the learner's name.

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
from typing import Any

from tutor.course import LESSONS, PAGES, Lesson, lesson, page_url
from tutor.links import query_value

from .base import esc
from .connection import connection_html
from .keys import keys_html

__all__ = ["NAV_STYLE", "SCREEN_STYLE", "nav_html", "nav_bar", "page_scripts_html", "learner_name", "notebooks_dir",
           "page_exists", "page_link_html", "play_link_html"]

NAV_STYLE = """<style>
.hn-bar{display:flex;flex-wrap:wrap;align-items:center;gap:4px 14px;background:#1f3d2a;color:#fff;
 border-radius:8px;padding:8px 14px;margin:0 0 10px 0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,
 sans-serif;font-size:15px;line-height:1.4}
.hn-bar a{color:#fff;text-decoration:none;border-bottom:1px solid rgba(255,255,255,.35)}
.hn-bar a:hover{border-bottom-color:#fff}
.hn-bar .hn-home{font-weight:700;font-size:16px}
.hn-bar .hn-here{font-weight:700;color:#ffd766}
.hn-bar .hn-soon{color:#c9d8cd;font-style:italic}
.hn-bar .hn-sep{flex:1 1 auto}
.hn-bar .hn-who{color:#c9d8cd;min-width:0;overflow-wrap:anywhere}
.hn-names{min-width:0;overflow-wrap:anywhere}
.hn-bar a:focus-visible{outline:3px solid #ffb300;outline-offset:2px}
</style>"""


def notebooks_dir() -> Path:
    """The folder of the tutor's pages (``notebooks/`` in the repository)."""
    env = os.environ.get("HYDRA_NOTEBOOKS", "").strip()
    return Path(env) if env else Path(__file__).resolve().parents[2] / "notebooks"


def page_exists(key: str) -> bool:
    return (notebooks_dir() / PAGES[key].notebook).is_file()


def learner_name(environ: Mapping[str, str] | None = None) -> str | None:
    """The learner's name from the page's query string (``?name=Ada``), or None."""
    environ = os.environ if environ is None else environ
    value = query_value(environ.get("QUERY_STRING", ""), "name")
    value = " ".join((value or "").split())[:40]
    return value or None


def page_link_html(key: str, name: str | None = None, text: str | None = None, **query: str) -> str:
    """``<a href="quiz.ipynb?name=...">Rules quiz</a>``."""
    return f'<a href="{esc(page_url(key, name, **query))}">{esc(text or PAGES[key].title)}</a>'


def play_link_html(name: str | None = None, text: str | None = None) -> str:
    """A link to "Play a round" when notebooks/play.ipynb exists, else "coming soon" (no dead link)."""
    if page_exists("play"):
        return page_link_html("play", name, text)
    return f'<span class="hn-soon">{esc(text or PAGES["play"].title)} (coming soon)</span>'


def _lesson_link(item: Lesson, name: str | None, text: str) -> str:
    return f'<a href="{esc(item.url(name))}" title="{esc(item.heading)}">{esc(text)}</a>'


#: Every page on a phone (issue 11): the notebooks' own tables (pandas) and pictures fit 400 px.
SCREEN_STYLE = """<style>
@media (max-width:640px){
 .jp-RenderedHTMLCommon table{font-size:12px}
 .jp-RenderedHTMLCommon table th,.jp-RenderedHTMLCommon table td{padding:3px 4px}
 .jp-RenderedHTMLCommon img{max-width:100%;height:auto}
}
</style>"""


def page_scripts_html() -> str:
    """What every page gets with its bar: the connection banner (:mod:`.connection`), the keys that
    work wherever the page has focus and a visible focus (:mod:`.keys`), and tables that fit a phone."""
    return SCREEN_STYLE + connection_html() + keys_html()


def nav_html(current: str, name: str | None = None, scripts: bool = True) -> str:
    """The bar for the page ``current``: a lesson number ('03') or a page key ('quiz', 'home' ...).

    With ``scripts`` (the default) the bar carries :func:`page_scripts_html`; a page with its own
    banner may leave them out (the quiz's is also recognised by the script itself)."""
    parts = [f'<a class="hn-home" href="{esc(page_url("home", name))}">&#8962; Hydra tutor</a>']
    here: Lesson | None = None
    if current.isdigit():
        here = lesson(current)
    if here is not None:
        if here.previous is not None:
            parts.append(_lesson_link(here.previous, name, f"← {int(here.previous.number)}. {here.previous.title}"))
        parts.append(f'<span class="hn-here">Lesson {int(here.number)} of {len(LESSONS)}</span>')
        if here.next is not None:
            parts.append(_lesson_link(here.next, name, f"{int(here.next.number)}. {here.next.title} →"))
    else:
        parts.append(_lesson_link(LESSONS[0], name, "Course"))
    parts.append('<span class="hn-sep"></span>')
    for key in ("quiz", "play", "teacher", "glossary"):
        if key == current:
            parts.append(f'<span class="hn-here">{esc(PAGES[key].title)}</span>')
        elif key == "play":
            parts.append(play_link_html(name))
        else:
            parts.append(page_link_html(key, name))
    if name:
        # a long name without spaces wraps inside the bar (overflow-wrap), never past its edge
        parts.append(f'<span class="hn-who" title="{esc(name)}">·&nbsp;{esc(name)}</span>')
    bar = NAV_STYLE + '<nav class="hn-bar" aria-label="Hydra tutor">' + "".join(parts) + "</nav>"
    return bar + page_scripts_html() if scripts else bar


def nav_bar(current: str, name: str | None = None) -> Any:
    """The bar as an ipywidgets HTML (for a page made of widgets)."""
    from .base import make_panel
    import ipywidgets as W
    bar = make_panel([W.HTML(nav_html(current, name))])
    bar.add_class("hn-nav")
    return bar
