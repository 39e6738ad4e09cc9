"""The course the home page teaches, the default game's (:data:`tutor.games.DEFAULT_GAME`), read from its line of
the tutor's registry (:attr:`tutor.games.Listing.course`; the course's types: :mod:`tutor.course.plan`), with the
links between its lessons (the tutor's other pages: :mod:`tutor.course.pages`).

Every page is a notebook in ``notebooks/``, served by one Voilà server at
``/voila/render/NAME.ipynb``; pages link each other relatively (``04-....ipynb?name=Ada``), so the
same links work in Voilà and in JupyterLab. A learner's name travels in the query string.

>>> lesson("02").notebook
'02-cards-and-eyes.ipynb'
>>> lesson("02").steps, lesson("02").exercises[:2], reference_lesson("05").steps
(True, ('02-eyes-1', '02-eyes-2'), False)
>>> reference_lesson("08").notebook, lesson_of_notebook("odds.ipynb").key
('odds.ipynb', '08')
>>> COURSE.previous(lesson("01")) is None, COURSE.next(LESSONS[-1]) is None, COURSE.on_path(reference_lesson("10"))
(True, True, False)
>>> notebook_url("02-cards-and-eyes.ipynb", "Ada Lovelace")
'02-cards-and-eyes.ipynb?name=Ada+Lovelace'
"""

from __future__ import annotations

from ..games import DEFAULT_GAME, TUTOR_GAMES, load_named
from .plan import Course, Lesson, notebook_url

__all__ = ["Lesson", "Course", "COURSE", "LESSONS", "REFERENCE_LESSONS", "SIDE_PAGES", "OLD_ADDRESSES",
           "old_address_target", "reference_lesson", "step_url", "lesson", "lesson_of_notebook", "notebook_url"]

#: The course the home page teaches: the default game's, as its registry line names it (none: no lessons).
COURSE: Course = load_named(TUTOR_GAMES.listing(DEFAULT_GAME).course, Course, Course)
#: Its lessons, in the order they are taught (every lesson is steps, issue 19); the home page introduces them.
LESSONS: tuple[Lesson, ...] = COURSE.lessons
#: The lessons of its earlier course: reference pages off the path, or gone (their old addresses lead on).
REFERENCE_LESSONS: tuple[Lesson, ...] = COURSE.earlier
#: The earlier lessons that are still pages (off the path).
SIDE_PAGES: tuple[Lesson, ...] = COURSE.side_pages

#: Every address of a page that is gone or renamed (issue 34) -> the address it leads to now: the earlier
#: course's pages -> their topic of the rules reference, the renamed side pages -> their new names, the
#: earlier course's index -> the home page. The front door's server redirects them (tutor.server.serve).
OLD_ADDRESSES: dict[str, str] = {"00-index.ipynb": "home.ipynb", **COURSE.old_addresses}


def old_address_target(notebook: str, query: str | None = None) -> str | None:
    """Where an old page's address leads now, with its query string kept (the learner's name, an
    exercise ...); None for a page that is still there.

    >>> old_address_target("01-the-deck.ipynb", "name=Ada+Lovelace")
    'rules.ipynb?topic=cards&name=Ada+Lovelace'
    >>> old_address_target("08-how-likely-is-each-party-kind.ipynb", "?name=Ada"), old_address_target("quiz.ipynb")
    ('odds.ipynb?name=Ada', None)
    """
    target = OLD_ADDRESSES.get(notebook.rsplit("/", 1)[-1])
    query = (query or "").lstrip("?")
    if target is None or not query:
        return target
    return target + ("&" if "?" in target else "?") + query


def lesson(number: int | str) -> Lesson:
    """The lesson with this number (``3``, ``'03'``); KeyError if there is none."""
    return COURSE.lesson(number)


def reference_lesson(number: int | str) -> Lesson:
    """The earlier course's lesson with this number (a reference page now); KeyError if none."""
    return COURSE.reference_lesson(number)


def lesson_of_notebook(notebook: str) -> Lesson | None:
    """The lesson (on the path, or an earlier one kept for reference) of this notebook."""
    return COURSE.of_notebook(notebook)


def step_url(step_id: str, name: str | None = None) -> str:
    """The link to one step (``02-cards-and-eyes.ipynb?step=02-eyes-3&name=Ada``).

    >>> step_url("02-eyes-3", "Ada Lovelace")
    '02-cards-and-eyes.ipynb?step=02-eyes-3&name=Ada+Lovelace'
    """
    return COURSE.step_url(step_id, name)
