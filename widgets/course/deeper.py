"""The "Going deeper" page (issue 19): what is off the learner's path, for teachers, developers and the
curious: how the tutor runs (the shell commands), the engine's names, the odds, the Doppelkopf
comparison and the course's earlier lessons (reference pages). Every link carries the name.

>>> html = going_deeper_html("Ada")
>>> 'href="01-the-deck.ipynb?name=Ada"' in html, "bash scripts/start-tutor" in html
(True, True)
>>> 'href="08-how-likely-is-each-party-kind.ipynb?name=Ada"' in html, 'href="10-a-match.ipynb?name=Ada"' in html
(True, True)
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Any

import ipywidgets as W

from tutor.course import REFERENCE_LESSONS, reference_lesson

from ..common.base import SnapshotMixin, esc
from ..common.nav import learner_name, nav_html, page_link_html
from ..common.query import address_html

__all__ = ["going_deeper_html", "build_going_deeper"]

_STYLE = """<style>
.gd{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;max-width:760px;font-size:16px;line-height:1.45}
.gd li{margin:4px 0}
.gd li a{display:inline-flex;align-items:center;min-height:44px}
.gd code{background:#f2f2f2;padding:1px 4px;border-radius:4px;overflow-wrap:anywhere}
</style>"""


#: The earlier lessons listed under "For the curious" (the side path for Doppelkopf players, the odds).
_CURIOUS = ("07", "08")


def _lesson_link(number: str, name: str | None) -> str:
    item = reference_lesson(number)
    return f'<a href="{esc(item.url(name))}">{esc(item.title)}</a>'


def going_deeper_html(name: str | None = None) -> str:
    earlier = "".join(f'<li><a href="{esc(item.url(name))}">{esc(item.title)}</a>: {esc(item.summary)}</li>'
                      for item in REFERENCE_LESSONS if item.number not in _CURIOUS)
    return (_STYLE + '<div class="gd"><h1>Going deeper</h1>'
            "<p>Off the learner's path: for the curious, for teachers and for developers.</p>"
            "<h2>For the curious</h2><ul>"
            f"<li>{page_link_html('index', name)}: every lesson and how the pages work.</li>"
            f"<li>{_lesson_link('07', name)}: a side path for Doppelkopf players.</li>"
            f"<li>{_lesson_link('08', name)}: the odds of each party kind, counted exactly.</li>"
            f"<li>{page_link_html('glossary', name)}: the German and Latin words.</li></ul>"
            "<h2>The course's earlier lessons</h2>"
            "<p>Longer reference pages, kept as they were; your answers there still count.</p>"
            f"<ul>{earlier}</ul>"
            "<h2>For teachers</h2><ul>"
            f"<li>{page_link_html('teacher', name)}: build, present and share scenarios.</li>"
            f"<li>{page_link_html('teacher-scenarios', name)}.</li></ul>"
            "<h2>For developers</h2><ul>"
            "<li>Run the tutor on your computer: <code>bash scripts/start-tutor</code> serves every page with "
            "Voilà at http://127.0.0.1:8866/.</li>"
            "<li>Read and change the pages in JupyterLab: <code>.venv/bin/jupyter lab notebooks/</code>, then "
            "<i>Run → Run All Cells</i>.</li>"
            "<li>The rules engine is the Python package <code>hydra</code> (standard library only): "
            "<code>hydra.explain_trick</code>, <code>hydra.legal_cards</code>, <code>hydra.play_round</code>, "
            "<code>hydra.Match</code>; the rulings R1 to R19 settle the rule book's open points.</li>"
            "<li>The course's steps are plain data in <code>tutor/course/path.py</code>; every answer is the "
            "engine's.</li></ul></div>")


class _Page(SnapshotMixin, W.HTML):
    def snapshot_html(self) -> str:
        return str(self.value)


def build_going_deeper(environ: Mapping[str, str] | None = None) -> Any:
    environ = os.environ if environ is None else environ
    name = learner_name(environ)
    return _Page(nav_html("going-deeper", name) + going_deeper_html(name) + (address_html(name=name) if name else ""))
