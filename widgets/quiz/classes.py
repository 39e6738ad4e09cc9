"""The quiz's part in "Ask the class": the way to the class page (``class.ipynb``).

A class is answered on its own page (:mod:`widgets.classroom.page`), not inside the quiz: there
the question is at the top of a phone's screen, with nothing of the quiz's under it and no second
name box. The quiz keeps a folded "Ask the class" line with a link to the class page (with the
quiz's name), and an old class link, ``quiz.ipynb?class=CODE`` (with ``&name=`` and ``&member=``),
is sent on to ``class.ipynb`` with its whole query string: the quiz itself joins nothing, so the
class page joins the learner once.

>>> import tempfile, tutor
>>> from widgets.quiz import QuizApp
>>> app = QuizApp(tutor.QuizSession(tutor.ProgressStore(tempfile.mkdtemp())), exercise_id="t-r1-1-0001")
>>> "class.ipynb?class=K7QM3&amp;name=Ada" in class_panel(app, "class=K7QM3&name=Ada").value
True
"""

from __future__ import annotations

import html
import json
from urllib.parse import parse_qsl, urlencode

import ipywidgets as W

from hydra.core.i18n import _
from tutor.language import language_query
from tutor.links import query_value

from ..common.base import esc

__all__ = ["class_panel", "add_class_panel", "class_page_target", "redirect_html"]

#: The class page, relative to the quiz (both are served from the same folder).
CLASS_PAGE = "class.ipynb"


def class_page_target(query: str | None, name: str | None = None) -> str:
    """Where a class link of the quiz goes: the class page with the same keys (``class``, ``name``,
    ``member``); without ``?class=``, the class page with the quiz's name.

    >>> class_page_target("class=K7QM3&name=Ada&exercise=x")
    'class.ipynb?class=K7QM3&name=Ada'
    >>> class_page_target("", "Grace")
    'class.ipynb?name=Grace'
    """
    keys = {k: v for k, v in parse_qsl((query or "").lstrip("?")) if k in ("class", "name", "member") and v}
    if "name" not in keys and name:
        keys["name"] = name
    keys = {k: keys[k] for k in ("class", "name", "member") if k in keys} | language_query()
    return CLASS_PAGE + ("?" + urlencode(keys) if keys else "")


def redirect_html(target: str) -> str:
    """HTML that opens ``target`` in place of this page (``location.replace``, so Back does not
    return to the redirect), with a plain link for a browser that does not follow."""
    js = f"window.location.replace({json.dumps(target)})"
    link = f'<a class="text-link" href="{esc(target)}">' + esc(_("open the class page")) + "</a>"
    return ('<div class="hq-to-class" style="font-size:17px;margin:6px 0">'
            + _("You are joining a class: {link}.").format(link=link) + "</div>"
            f'<img src="data:," alt="" hidden style="display:none" onerror="{html.escape(js, quote=True)}">')


def class_panel(app: W.VBox, query: str | None, *, poll: bool = True) -> W.HTML:
    """The quiz's class line: a link to the class page, or, for a class link, the way on to it."""
    learner = getattr(app.session, "learner", None)
    name = learner.name if learner is not None else None
    target = class_page_target(query, name)
    if query_value(query, "class"):
        return W.HTML(redirect_html(target))
    link = (f'<a class="text-link" href="{esc(target)}">'
            + esc(_("Join it with the code from your teacher’s screen")) + "</a>")
    return W.HTML('<div class="hq-class-link" style="font-size:16px;margin:4px 0">'
                  + _("In a class? {link} (the class page).").format(link=link) + "</div>")


def add_class_panel(app: W.VBox, query: str | None) -> W.HTML:
    """Put the class line under the quiz's name row (a class link: at the top, and on its way)."""
    panel = class_panel(app, query)
    panel.add_class("hq-class")
    children = list(app.children)
    at = 0 if query_value(query, "class") else min(4, len(children))
    children.insert(at, panel)
    app.children = children
    return panel
