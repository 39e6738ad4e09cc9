"""A lesson's frame: the navigation bar and the learner at the top, the exercises that count, and
the way on at the bottom. Progress is saved under the learner's name (``?name=`` in the page's
address, or typed in) in the quiz's SQLite file (:class:`tutor.course.LessonProgress`), so a reload
or a restarted server loses nothing.

In a notebook::

    lesson = LessonPage("03")        # shows the bar and the learner
    lesson.track("wedding", party_exercise(...))
    lesson.footer()                  # progress, previous and next lesson

>>> import tempfile
>>> from tutor.course import LessonProgress
>>> from widgets.hydra.course.tryit import eyes_exercise
>>> page = LessonPage("01-the-deck.ipynb", name="Ada", progress=LessonProgress(tempfile.mkdtemp()))
>>> ex = page.track("eyes-of-eichel", eyes_exercise("ED E10 EK EO"))
>>> ex.value = "28"; ex.check()
True
>>> page.state.right, page.state.status
(1, 'in progress')
>>> "1 of 3 exercises answered right" in page.footer().value
True
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable, Mapping
from typing import Protocol, TypeVar

import ipywidgets as W

from tutor.course import COURSE, DONE, Lesson, LessonProgress, LessonState, lesson, lesson_of_notebook
from hydra.core.i18n import _
from tutor.progress import clean_name

from ..common.base import SnapshotMixin, Trait, esc
from ..common.connection import saved_attr
from ..common.nav import learner_name, nav_html
from ..common.rules import RULE_STYLE
from ..common.touch import TOUCH_STYLE
from .tables import show_whole_cells

__all__ = ["LessonPage", "LESSON_STYLE", "CourseLearner", "open_progress", "Tracked"]


class Tracked(Protocol):
    """What a lesson counts toward its progress: an exercise's view that reports each checked answer and
    says under it whether it was saved (Hydra's :class:`widgets.hydra.course.tryit.TryIt` is one)."""

    status: W.HTML
    right: bool | None

    def on_check(self, callback: Callable[[bool], object]) -> None:  # object: a callback's result is not used
        ...


T = TypeVar("T", bound=Tracked)

LESSON_STYLE = """<style>
.hl-who{font-size:15px;margin:0 0 6px 0}
.hl-foot{border-top:2px solid #1f3d2a;margin-top:18px;padding-top:10px;font-size:16px}
.hl-foot .hl-next{display:inline-block;background:#1f5e3a;color:#fff;border-radius:6px;padding:6px 14px;
 text-decoration:none;font-weight:600;margin-left:12px}
.hl-foot .hl-prev{margin-right:12px}
.hl-done{color:#1d7a33;font-weight:600}
.hl-saved{color:#1d7a33;font-size:13px}
</style>"""


def open_progress(page: str) -> LessonProgress | None:
    """The learner's lesson progress store, or None (said on stderr) when it cannot be opened: an
    unwritable data directory means learning without saving, never a traceback."""
    try:
        return LessonProgress()
    except Exception as error:
        print(f"hydra {page}: progress store unavailable: {error!r}", file=sys.stderr)
        return None


class CourseLearner:
    """What the course's pages (the home page, a lesson's top, the step player) share about the learner:
    the progress store, opened on first use (:func:`open_progress`, ``PAGE`` naming the page on stderr),
    and the name box with its button, where Enter or a click logs in (each page's ``login``)."""

    #: The page's name in the line on stderr when the store cannot be opened.
    PAGE = "lesson"
    _progress: LessonProgress | None = None
    _progress_failed = False
    name_input: W.Text
    name_button: W.Button

    def login(self, name: str) -> str | None:  # pragma: no cover - every page has its own
        raise NotImplementedError

    @property
    def progress(self) -> LessonProgress | None:
        if self._progress is None and not self._progress_failed:
            self._progress = open_progress(self.PAGE)
            self._progress_failed = self._progress is None
        return self._progress

    def build_name_input(self, placeholder: str, button: str, width: str,
                         button_width: str = "auto") -> tuple[W.Text, W.Button]:
        """The name box (``width`` wide) and its ``button``, both wired to :meth:`login`."""
        self.name_input = W.Text(placeholder=placeholder, layout=W.Layout(width=width), continuous_update=False)
        self.name_button = W.Button(description=button, button_style="primary", layout=W.Layout(width=button_width))
        self.name_button.on_click(lambda _b: self.login(self.name_input.value))
        self.name_input.observe(lambda ch: ch["new"].strip() and self.login(ch["new"]), "value")
        return self.name_input, self.name_button


class LessonPage(CourseLearner, SnapshotMixin, W.VBox):
    """The top of lesson ``number`` (or of an earlier lesson's page, by its notebook's name, e.g.
    ``"01-the-deck.ipynb"``): the bar, who is learning, and how far they are."""

    def __init__(self, number: str | int | Lesson, name: str | None = None, progress: LessonProgress | None = None,
                 environ: Mapping[str, str] | None = None, **kwargs: Trait) -> None:
        super().__init__(**kwargs)
        found = lesson_of_notebook(str(number)) if str(number).endswith(".ipynb") else None
        if isinstance(number, Lesson):                                              # a 500 lesson too
            self.lesson = number
        else:
            self.lesson = found if found is not None else lesson(number)
        self._progress = progress
        self.name: str | None = None
        self.tracked: dict[str, Tracked] = {}
        self._unsaved: list[tuple[str, bool]] = []
        self._here: dict[str, bool] = {}                 # this page's answers: key -> right once
        self._footers: list[W.HTML] = []
        self.bar = W.HTML()
        self.who = W.HTML()
        self.who.add_class("hn-names")          # a long name without spaces wraps (NAV_STYLE)
        self.name_row = W.HBox(self.build_name_input(_("Your name"), _("Save my progress"), "220px"),
                               layout=W.Layout(align_items="center", flex_flow="row wrap"))
        self.add_class("hl-lesson")
        self.children = [W.HTML(LESSON_STYLE), self.bar, self.who, self.name_row]
        show_whole_cells()                               # the lesson's tables show every word
        if name is None:
            name = learner_name(environ)
        if name:
            self.login(name)
        self._draw()

    # --- the learner ----------------------------------------------------------------------------
    def login(self, name: str) -> str | None:
        """Learn as ``name`` from now on: saves this page's answers so far and reads the saved ones."""
        try:
            name = clean_name(name)
        except ValueError as error:
            self.who.value = f'<p class="hl-who" style="color:#a0141e">{esc(error)}</p>'
            return None
        self.name = name
        store = self.progress
        if store is not None:
            try:
                store.visit(name, self.lesson)
                while self._unsaved:
                    key, right = self._unsaved.pop(0)
                    store.answer(name, self.lesson, key, right)
            except Exception as error:
                print(f"hydra lesson: progress not saved: {error!r}", file=sys.stderr)
        self._draw()
        for key, tryit in self.tracked.items():
            self._mark_saved(key, tryit)
        return name

    @property
    def state(self) -> LessonState:
        """The learner's state in this lesson (this page's answers only, without a name)."""
        store = self.progress if self.name else None
        if store is not None and self.name:
            try:
                return store.state(self.name, self.lesson)
            except Exception as error:
                print(f"hydra lesson: progress unreadable: {error!r}", file=sys.stderr)
        return LessonState(self.lesson, True, frozenset(self._here),
                           frozenset(k for k, right in self._here.items() if right))

    # --- exercises ------------------------------------------------------------------------------
    def track(self, key: str, tryit: T) -> T:
        """Count ``tryit`` toward this lesson's progress as exercise ``key``; returns it (to show)."""
        if key not in self.lesson.exercises:
            raise KeyError(f"lesson {self.lesson.number} counts no exercise {key!r}: "
                           f"add it to tutor/course/lessons.py")
        self.tracked[key] = tryit
        tryit.on_check(functools.partial(self._answered, key))
        self._mark_saved(key, tryit)
        return tryit

    def _answered(self, key: str, right: bool) -> None:
        self._here[key] = self._here.get(key, False) or right
        saved = False
        if self.name and self.progress is not None:
            try:
                self.progress.answer(self.name, self.lesson, key, right)
                saved = True
            except Exception as error:
                print(f"hydra lesson: answer not saved: {error!r}", file=sys.stderr)
        elif not self.name:
            self._unsaved.append((key, right))
        tryit = self.tracked[key]
        if saved:
            tryit.status.value = '<span class="hl-saved">' + esc(_("Saved.")) + "</span>"
        elif not self.name:
            tryit.status.value = "<i>" + esc(_("Type your name at the top of the page to keep your progress.")) + "</i>"
        self._draw()

    def _mark_saved(self, key: str, tryit: Tracked) -> None:
        if self.name and key in self.state.right_keys and tryit.right is None:
            tryit.status.value = '<span class="hl-saved">' + esc(_("You answered this one right before.")) + "</span>"

    # --- drawing --------------------------------------------------------------------------------
    def footer(self) -> W.HTML:  # a _Footer: an HTML with its snapshot
        """The bottom of the lesson: progress, and the previous and next lesson (or home)."""
        html = _Footer()
        html.add_class("hl-footer")
        self._footers.append(html)
        self._draw()
        return html

    def snapshot_html(self) -> str:
        return self.bar.value + self.who.value

    def _footer_html(self, state: LessonState) -> str:
        item, name = self.lesson, self.name
        done = (' <span class="hl-done">' + esc(_("Lesson done!")) + "</span>" if state.status == DONE else "")
        before, after = COURSE.previous(item), COURSE.next(item)
        prev = (f'<a class="hl-prev" href="{esc(before.url(name))}">← {esc(_(before.title))}</a>'
                if before else "")
        if not COURSE.on_path(item):                      # an earlier lesson, kept as a reference page
            nxt = (f'<a class="hl-next" href="home.ipynb{"?name=" + esc(_quote(name)) if name else ""}">'
                   + esc(_("Back to the course")) + " →</a>")
        elif after is not None:
            nxt = (f'<a class="hl-next" href="{esc(after.url(name))}">'
                   + esc(_("Next: {number}. {title}").format(number=int(after.number), title=_(after.title)))
                   + " →</a>")
        else:
            nxt = (f'<a class="hl-next" href="quiz.ipynb{"?name=" + esc(_quote(name)) if name else ""}">'
                   + esc(_("The course is over: practise in the quiz")) + " →</a>")
        home = (f'<a class="text-link" href="home.ipynb{"?name=" + esc(_quote(name)) if name else ""}">'
                + esc(_("all lessons")) + "</a>")
        heading = (COURSE.heading(item) if COURSE.on_path(item)
                   else _("Reference page: {title}").format(title=_(item.title)))
        return (f'<div class="hl-foot"><p><b>{esc(heading)}</b>: {esc(state.sentence())}.{done}</p>'
                f"<p>{prev}{home}{nxt}</p></div>")

    def _bar_html(self) -> str:
        """The bar at the top (a page of another course draws its own), and every target 44 px (issue 34)."""
        return (nav_html(self.lesson.number if COURSE.on_path(self.lesson) else "reference", self.name) + TOUCH_STYLE
                + RULE_STYLE)                                   # a cited rule opens in place on every such page

    def _draw(self) -> None:
        state = self.state
        self.bar.value = self._bar_html()
        saved = saved_attr(self.progress is not None, bool(self.name))
        if self.name:
            self.who.value = (f'<p class="hl-who" {saved}>' + _("Learning as {name}: {progress} in this lesson "
                                                                  "(saved after every answer).").format(
                name="<b>" + esc(self.name) + "</b>", progress=esc(state.sentence())) + "</p>")
            self.name_row.layout.display = "none"
        else:
            invite = _("Type your name to keep your progress (the quiz uses the same name); or just read on.")
            self.who.value = f'<p class="hl-who" {saved}>' + esc(invite) + "</p>"
            self.name_row.layout.display = "flex"
        for footer in self._footers:
            footer.value = self._footer_html(state)


class _Footer(SnapshotMixin, W.HTML):
    def snapshot_html(self) -> str:
        return str(self.value)


def _quote(name: str | None) -> str:
    import urllib.parse
    return urllib.parse.quote_plus(name or "")

