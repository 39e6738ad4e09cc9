"""A game's course as data: its lessons (:class:`Lesson`) and their order (:class:`Course`), naming no game.

Each game that has a course keeps its own in its folder (Hydra's: ``tutor/hydra/course/lessons.py``) and
names it in its line of the tutor's registry (:attr:`tutor.games.Listing.course`); the course the home page
teaches, the default game's, is :data:`tutor.course.lessons.COURSE`.

>>> first = step_lesson("01", "01-a.ipynb", "First", "a", 2, "the start")
>>> second = step_lesson("02", "02-b.ipynb", "Second", "b", 1, "more")
>>> old = Lesson("01", "old-01.ipynb", "Before", "the old page", ("x",), reference=True, moved_to="rules.ipynb")
>>> course = Course((first, second), earlier=(old,))
>>> first.exercises, course.next(first) is second, course.previous(first), course.on_path(old)
(('01-a-1', '01-a-2'), True, None, False)
>>> course.heading(second), course.old_addresses
('Lesson 2 of 2: Second', {'old-01.ipynb': 'rules.ipynb'})
>>> course.step_url("02-b-1", "Ada Lovelace")
'02-b.ipynb?step=02-b-1&name=Ada+Lovelace'
"""

from __future__ import annotations

import urllib.parse
from collections.abc import Mapping
from dataclasses import dataclass, field

from hydra.core.i18n import _

from ..language import language_query

__all__ = ["Lesson", "Course", "step_lesson", "gone", "notebook_url"]


@dataclass(frozen=True)
class Lesson:
    """One lesson: ``number`` ('01'), its notebook, title, one line of what it teaches, and the
    keys of the exercises in it that count toward its progress (``lesson.track(KEY, ...)``)."""

    number: str
    notebook: str
    title: str
    summary: str
    exercises: tuple[str, ...]
    #: A lesson of steps (issue 19): ``exercises`` are its step ids (``02-eyes-3``), saved as steps.
    steps: bool = False
    #: A lesson of the earlier course, kept as a reference page off the path (its saved answers stay
    #: under its number).
    reference: bool = False
    #: An earlier lesson whose page is gone: where its old address leads now (issue 34).
    moved_to: str = ""
    #: An earlier lesson's page renamed: the address it had (issue 34).
    old_notebook: str = ""
    #: A side page's line on the "Going deeper" page (after its link).
    deeper: str = ""
    #: Saved answers of its earlier lessons that count for a step of its path: (earlier lesson, its exercise)
    #: -> the step that asks the same (a learner's progress is never lost to a redesign).
    migration: Mapping[tuple[str, str], str] = field(default_factory=dict)
    #: An earlier lesson finished counts every step of these lessons of its path as done (no stars).
    finished_counts: Mapping[str, tuple[str, ...]] = field(default_factory=dict)

    @property
    def key(self) -> str:
        """Where its answers are saved: a step lesson's are steps (``path-02``), the others' under
        their number (an earlier lesson 02's answers stay where they were)."""
        return f"path-{self.number}" if self.steps else self.number

    def url(self, name: str | None = None) -> str:
        return notebook_url(self.notebook, name)


def step_lesson(number: str, notebook: str, title: str, slug: str, count: int, summary: str) -> Lesson:
    """A lesson of ``count`` steps, ids ``NN-slug-1`` ... (the steps themselves are the game's)."""
    return Lesson(number, notebook, title, summary, tuple(f"{number}-{slug}-{i}" for i in range(1, count + 1)),
                  steps=True)


def gone(number: str, notebook: str, title: str, summary: str, exercises: tuple[str, ...], topic: str) -> Lesson:
    """An earlier lesson whose page gave way to the rules reference: its old address leads to ``topic``."""
    return Lesson(number, notebook, title, summary, exercises, reference=True, moved_to=f"rules.ipynb?topic={topic}")


@dataclass(frozen=True)
class Course:
    """A game's course: its ``lessons`` in the order they are taught (the path), and the lessons of an earlier
    course (``earlier``): kept as reference pages off the path, or gone, their old addresses leading on."""

    lessons: tuple[Lesson, ...] = ()
    earlier: tuple[Lesson, ...] = ()
    #: What the "Going deeper" page holds of it, its line under the page's link on the home page: its earlier
    #: lessons that are still pages (:attr:`side_pages`) and the rules; "": none of its own.
    deeper: str = ""
    #: Saved answers of its earlier lessons that count for a step of its path: (earlier lesson, its exercise)
    #: -> the step that asks the same (a learner's progress is never lost to a redesign).
    migration: Mapping[tuple[str, str], str] = field(default_factory=dict)
    #: An earlier lesson finished counts every step of these lessons of its path as done (no stars).
    finished_counts: Mapping[str, tuple[str, ...]] = field(default_factory=dict)

    def lesson(self, number: int | str) -> Lesson:
        """The lesson with this number (``3``, ``'03'``); KeyError if there is none."""
        text = f"{int(number):02d}" if str(number).strip().isdigit() else str(number)
        for item in self.lessons:
            if item.number == text:
                return item
        raise KeyError(f"there is no lesson {number!r}")

    def reference_lesson(self, number: int | str) -> Lesson:
        """The earlier course's lesson with this number (a reference page now); KeyError if none."""
        text = f"{int(number):02d}"
        for item in self.earlier:
            if item.number == text:
                return item
        raise KeyError(f"there is no earlier lesson {number!r}")

    def of_notebook(self, notebook: str) -> Lesson | None:
        """The lesson (on the path, or an earlier one kept for reference) of this notebook."""
        name = notebook.rsplit("/", 1)[-1]
        return next((item for item in self.lessons + self.earlier if item.notebook == name), None)

    def on_path(self, item: Lesson) -> bool:
        return item in self.lessons

    def previous(self, item: Lesson) -> Lesson | None:
        """The lesson before ``item`` on the path; None for the first and for a lesson off the path."""
        index = self.lessons.index(item) if item in self.lessons else 0
        return self.lessons[index - 1] if index > 0 else None

    def next(self, item: Lesson) -> Lesson | None:
        """The lesson after ``item`` on the path; None for the last and for a lesson off the path."""
        index = self.lessons.index(item) if item in self.lessons else len(self.lessons)
        return self.lessons[index + 1] if index + 1 < len(self.lessons) else None

    def heading(self, item: Lesson) -> str:
        """'Lesson 3 of 10: Calls and parties' (in the learner's language)."""
        return _("Lesson {number} of {count}: {title}").format(number=int(item.number), count=len(self.lessons),
                                                               title=_(item.title))

    @property
    def side_pages(self) -> tuple[Lesson, ...]:
        """The earlier lessons that are still pages (off the path)."""
        return tuple(item for item in self.earlier if not item.moved_to)

    @property
    def old_addresses(self) -> dict[str, str]:
        """The address of each earlier lesson that is gone or renamed -> the address it leads to now."""
        return {**{item.notebook: item.moved_to for item in self.earlier if item.moved_to},
                **{item.old_notebook: item.notebook for item in self.earlier if item.old_notebook}}

    def step_url(self, step_id: str, name: str | None = None) -> str:
        """The link to one step of a lesson of the path (``02-cards-and-eyes.ipynb?step=02-eyes-3&name=Ada``)."""
        return notebook_url(self.lesson(step_id.split("-", 1)[0]).notebook, name, step=step_id)


def notebook_url(notebook: str, name: str | None = None, **query: str) -> str:
    """The relative link to a page by its notebook (``500-rule-notes.ipynb``), with ``query``, the learner's
    name and the language the page's address chose (``lang=``, :func:`tutor.language.language_query`).

    >>> notebook_url("500-rule-notes.ipynb", "Ada")
    '500-rule-notes.ipynb?name=Ada'
    """
    params = {k: v for k, v in query.items() if v}
    if name:
        params["name"] = name
    for key, value in language_query().items():
        params.setdefault(key, value)
    joint = "&" if "?" in notebook else "?"            # a shared page's address names its game and lesson already
    return notebook + (joint + urllib.parse.urlencode(params) if params else "")
