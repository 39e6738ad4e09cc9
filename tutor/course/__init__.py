"""The course as a whole: the lessons in order, the tutor's other pages, where each link goes,
and each learner's progress through the lessons (saved beside the quiz's, under the same name).

* :mod:`~tutor.course.lessons`: :data:`COURSE`, the default game's course, and its :data:`LESSONS` (number,
  notebook, title, the exercises that count; their types: :mod:`~tutor.course.plan`);
* :mod:`~tutor.course.pages`: :data:`PAGES` (home, quiz, play a round, teacher, glossary), with their links;
* :mod:`~tutor.course.progress`: :class:`LessonProgress`, lesson exercises in the quiz's SQLite file;
* :mod:`~tutor.course.glossary`: the German (and Latin) words the tutor uses.

The server that serves the pages is :mod:`tutor.server` (its own folder).

>>> from tutor.course import COURSE, lesson
>>> lesson("03").title, COURSE.next(lesson(3)).number
('A trick and following suit', '04')
"""

from .glossary import GLOSSARY, Term, glossary_link, term
from .lessons import (COURSE, LESSONS, REFERENCE_LESSONS, Lesson, lesson, lesson_of_notebook, notebook_url,
                      reference_lesson, step_url)
from .pages import HOME, OTHER_GAMES, PAGES, Page, forward_target, page, page_url
from .progress import DONE, IN_PROGRESS, NOT_STARTED, LessonProgress, LessonState

__all__ = ["COURSE", "GLOSSARY", "Term", "glossary_link", "term", "HOME", "LESSONS", "REFERENCE_LESSONS",
           "reference_lesson", "step_url", "OTHER_GAMES", "PAGES", "Lesson", "Page",
           "forward_target", "lesson", "lesson_of_notebook", "page", "page_url", "notebook_url", "DONE", "IN_PROGRESS",
           "NOT_STARTED", "LessonProgress", "LessonState"]
