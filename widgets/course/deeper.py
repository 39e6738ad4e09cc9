"""The "Going deeper" page (issues 19, 34): what is off the learner's path, for the curious and for
teachers: the rules reference, the odds, the page for Doppelkopf players, the glossary, the teacher's
pages. Every link carries the name. No developer's words: how to run or change the tutor is in its
README, not on a learner's page.

>>> html = going_deeper_html("Ada")
>>> 'href="rules.ipynb?name=Ada"' in html, 'href="odds.ipynb?name=Ada"' in html
(True, True)
>>> 'href="doppelkopf-players.ipynb?name=Ada"' in html, "bash scripts/" in html, "01-the-deck" in html
(True, False, False)
"""

from __future__ import annotations

import os
from collections.abc import Mapping

import ipywidgets as W

from hydra.core.i18n import _
from tutor.course.lessons import SIDE_PAGES
from tutor.language import page_language

from ..common.base import SnapshotMixin, esc
from ..common.nav import learner_name, nav_html, page_link_html
from ..common.query import address_html

__all__ = ["going_deeper_html", "build_going_deeper"]

_STYLE = """<style>
.gd{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;max-width:760px;font-size:16px;line-height:1.45}
.gd li{margin:4px 0}
.gd li a{display:inline-flex;align-items:center;min-height:44px;color:#1a4f9c;text-decoration:underline}
</style>"""


def _side_pages_html(name: str | None) -> str:
    """The side pages of the course (the page for Doppelkopf players, the odds), each with its line."""
    return "".join(f'<li><a href="{esc(item.url(name))}">{esc(_(item.title))}</a>: {esc(_(item.deeper))}</li>'
                   for item in SIDE_PAGES)


def going_deeper_html(name: str | None = None) -> str:
    return (_STYLE + '<div class="gd"><h1>' + esc(_("Going deeper")) + "</h1>"
            "<p>" + esc(_("Off the learner's path: for the curious and for teachers.")) + "</p>"
            "<h2>" + esc(_("For the curious")) + "</h2><ul>"
            f"<li>{page_link_html('rules', name)}: "
            + esc(_("every rule of the official rules by topic, in German and English, each with an example; "
                    "searchable.")) + "</li>"
            + _side_pages_html(name)
            + f"<li>{page_link_html('glossary', name)}: " + esc(_("the German and Latin words.")) + "</li></ul>"
            "<h2>" + esc(_("For teachers")) + "</h2><ul>"
            f"<li>{page_link_html('teacher', name)}: " + esc(_("build, present and share scenarios.")) + "</li>"
            f"<li>{page_link_html('teacher-scenarios', name)}.</li></ul></div>")


class _Page(SnapshotMixin, W.HTML):
    def snapshot_html(self) -> str:
        return str(self.value)


def build_going_deeper(environ: Mapping[str, str] | None = None) -> _Page:
    environ = os.environ if environ is None else environ
    page_language(environ)                      # ?lang=, else the browser's language (issue 33)
    name = learner_name(environ)
    return _Page(nav_html("going-deeper", name) + going_deeper_html(name) + (address_html(name=name) if name else ""))
