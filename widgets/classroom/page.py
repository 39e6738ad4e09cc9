"""The learner's class page (``notebooks/class.ipynb``): the class and nothing else.

The address the teacher's screen shows (and its QR code) opens it: ``class.ipynb?class=K7QM3``.
The page asks for the name once (the code is already filled in), then shows the class's current
question large at the top with answer buttons a finger can hit, "Answer sent", the reveal, and a
link back to the quiz. Once joined, the page's address carries the class, the name and the
member's token (``?class=K7QM3&name=Ada&member=...``), so F5, the connection banner's "Reload"
and a re-opened tab join the same learner again, with their answer; the same name typed on
another device is refused (:meth:`tutor.classroom.ClassStore.join`).

>>> import tempfile
>>> from tutor.classroom import ClassStore
>>> data = tempfile.mkdtemp()
>>> code = ClassStore(data).open_class().code
>>> page = build_class({"QUERY_STRING": f"class={code}", "HYDRA_DATA_DIR": data})
>>> page.panel.code_input.value == code, page.panel.model.member is None
(True, True)
>>> page.panel.name_input.value = "Ada"; page.panel.join_button.click()
>>> page.panel.model.member.name, "member" in page.panel.rejoin.value
('Ada', True)
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping, MutableMapping
from urllib.parse import urlencode

import ipywidgets as W

from hydra.core.i18n import LANGUAGE_NAMES, _, language, languages
from tutor.classroom import ClassStore
from tutor.language import language_query, page_language
from tutor.links import query_value
from tutor.progress import ProgressStore

from ..common.base import esc
from ..common.language import LANGUAGE_STYLE
from .learner import LearnerPanel

__all__ = ["ClassPage", "build_class", "CLASS_PAGE_STYLE", "class_page_url"]

#: The class page on a phone (400x800) first: the question at the top in large type, answer
#: buttons and "Send" at least 44 px high (the usual minimum for a finger), nothing wider than the
#: screen; on a laptop the same, centred.
CLASS_PAGE_STYLE = """<style>
#rendered_cells, .voila-container{padding:4px 8px !important;max-width:760px !important;margin:0 auto !important}
.jp-Cell{padding:0 !important;margin:0 !important}
.jp-OutputArea-output{padding:0 !important}
.hc-page .hc-prompt{font-size:22px;line-height:1.25}
.hc-page .hc-title{font-size:15px;color:#1a3f7a;font-weight:700;margin:2px 0}
.hc-page .hc-options{gap:8px}
.hc-page .hc-options button{min-height:48px;font-size:17px;padding:6px 10px}
.hc-page .hc-options .widget-toggle-button{min-width:72px}
.hc-page button.hc-send, .hc-page button.hc-join{min-height:52px;font-size:18px;font-weight:700;padding:8px 18px}
.hc-page .hc-row .widget-text input{height:44px;font-size:18px}
.hc-page .hc-row .widget-text{height:auto}
.hc-page .widget-label{font-size:17px}
.hc-page .hc-cards svg{max-height:200px}
.hc-page .hc-back{font-size:16px;margin:14px 0 4px 0}
.hc-page .hc-back a{display:inline-block;padding:10px 4px;min-height:24px}
.hc-page .hc-reveal{font-size:17px}
.hc-page .hc-langs{float:right;font-size:15px}
</style>"""


def class_page_url(code: str | None = None, name: str | None = None, base: str = "class.ipynb") -> str:
    """The class page's address, relative to another page's: ``class.ipynb?class=K7QM3``.

    >>> class_page_url("K7QM3", "Ada")
    'class.ipynb?class=K7QM3&name=Ada'
    """
    query = {k: v for k, v in (("class", code), ("name", name)) if v}
    return base + ("?" + urlencode(query) if query else "")


class ClassPage(W.VBox):
    """The class page: the learner's class panel alone, with a way back to the quiz."""

    def __init__(self, panel: LearnerPanel, name: str | None = None) -> None:
        super().__init__()
        self.add_class("hc-page")
        self.panel = panel
        self.back = W.HTML()
        self.langs = W.HTML()
        self.children = [W.HTML(CLASS_PAGE_STYLE + LANGUAGE_STYLE), self.langs, panel, self.back]
        self._show_back(name)
        panel.also_on_join(self._show_back)
        if panel.model.member is not None:
            self._show_back(panel.model.member.name)

    def _show_back(self, name: str | None) -> None:
        self.langs.value = self._switch_html()
        keep = {**({"name": name} if name else {}), **language_query()}
        query = "?" + urlencode(keep) if keep else ""
        self.back.value = (f'<div class="hc-back"><a class="hc-to-quiz" href="quiz.ipynb{esc(query)}">'
                           + "&#8592; " + esc(_("Back to the quiz")) + "</a> "
                           + esc(_("(your class answers count in your quiz progress too)")) + "</div>")


    def _switch_html(self) -> str:
        """The language switch (issue 33): this class page in the other language, the learner kept in it."""
        member = self.panel.model.member
        keep = ({"class": member.code, "name": member.name, "member": member.token} if member is not None else
                {k: v for k, v in (("class", self.panel.code_input.value), ("name", self.panel.name_input.value)) if v})
        links = []
        for code in languages():
            if code != language():
                query = urlencode({**keep, "lang": code})
                links.append(f'<a href="?{esc(query)}" data-hydra-lang="{code}" lang="{code}" hreflang="{code}">'
                             f"{esc(LANGUAGE_NAMES[code])}</a>")
        label = esc(_("Language"))
        return f'<div class="hc-langs hn-langs" role="group" aria-label="{label}">{"".join(links)}</div>'


def _query(environ: MutableMapping[str, str]) -> str:
    from ..common.query import request_query_string       # a preheated kernel waits for the request
    return request_query_string(environ)


def build_class(environ: Mapping[str, str] | None = None, *, poll: bool = True) -> ClassPage:
    """The class page as Voilà runs it: ``?class=CODE`` (the code filled in), ``&name=NAME`` (joins
    at once) and ``&member=TOKEN`` (the page's own token: joins the same learner again)."""
    env: MutableMapping[str, str] = dict(os.environ if environ is None else environ)
    query = _query(env) if environ is None else env.get("QUERY_STRING", "") or ""
    page_language({**env, "QUERY_STRING": query})          # ?lang=de, else the browser's language (issue 33)
    data_dir = env.get("HYDRA_DATA_DIR") or None
    try:
        progress: ProgressStore | None = ProgressStore(data_dir)
    except Exception as error:                  # an unwritable data directory: the class still works?
        print(f"hydra class: progress store unavailable: {error!r}", file=sys.stderr)
        progress = None
    code = (query_value(query, "class") or "")[:12] or None
    name = (query_value(query, "name") or "")[:80] or None
    token = (query_value(query, "member") or "")[:32] or None
    store = ClassStore(progress.data_dir if progress is not None else data_dir)
    panel = LearnerPanel(store, progress, code=code, name=name, token=token, poll=poll)
    return ClassPage(panel, name)
