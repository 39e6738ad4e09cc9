"""The quiz's part in "Ask the class": the learner's class panel on the quiz page.

``?class=CODE`` (with ``?name=``, or the name typed in the quiz) joins the class at once; without
it the panel waits, folded, for a code typed on the page. Joining logs the quiz in under the same
name, and every class answer also counts in the learner's quiz progress (the same SQLite file).
``?member=`` is the page's token from an earlier join: a reload after a lost connection rejoins
as the same learner (:mod:`widgets.quiz.page` reloads with it).

>>> import tempfile, tutor
>>> from widgets.quiz import QuizApp
>>> from tutor.classroom import ClassStore
>>> data = tempfile.mkdtemp()
>>> code = ClassStore(data).open_class().code
>>> app = QuizApp(tutor.QuizSession(tutor.ProgressStore(data)), exercise_id="t-r1-1-0001")
>>> panel = class_panel(app, f"class={code}&name=Ada", poll=False)
>>> panel.model.member.name, app.session.learner.name
('Ada', 'Ada')
"""

from __future__ import annotations

import sys

import ipywidgets as W

from tutor.classroom import ClassStore
from tutor.links import query_value

from ..classroom import LearnerPanel

__all__ = ["class_panel", "add_class_panel"]


def class_panel(app: W.VBox, query: str | None, *, poll: bool = True) -> LearnerPanel | None:
    """The learner's class panel for the quiz ``app`` (None where progress cannot be saved)."""
    store = getattr(app.session, "store", None)
    if store is None:
        return None
    try:
        classes = ClassStore(store.data_dir)
    except Exception as error:                  # an unwritable file: the quiz still works
        print(f"hydra quiz: class store unavailable: {error!r}", file=sys.stderr)
        return None
    code = (query_value(query, "class") or "")[:12] or None
    learner = app.session.learner
    name = (query_value(query, "name") or "")[:80] or (learner.name if learner is not None else None)
    token = (query_value(query, "member") or "")[:32] or None
    return LearnerPanel(classes, store, code=code, name=name, token=token, poll=poll,
                        on_join=app.login_from_page, on_answer=lambda _correct: app.refresh_stats(),
                        name_source=lambda: app.session.learner.name if app.session.learner is not None else None)


def add_class_panel(app: W.VBox, query: str | None) -> LearnerPanel | None:
    """Put the class panel under the quiz's name row: open with ``?class=``, else folded."""
    panel = class_panel(app, query)
    if panel is None:
        return None
    fold = W.Accordion([panel], selected_index=0 if query_value(query, "class") else None)
    fold.set_title(0, "Ask the class: join with the code from your teacher's screen")
    fold.add_class("hq-class")
    children = list(app.children)
    children.insert(min(4, len(children)), fold)
    app.children = children
    return panel
