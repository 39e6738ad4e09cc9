"""The course as a whole: the lessons in order, the tutor's other pages, where each link goes,
and each learner's progress through the lessons (saved beside the quiz's, under the same name).

* :mod:`~tutor.course.lessons`: :data:`LESSONS` (number, notebook, title, the exercises that count)
  and :data:`PAGES` (home, quiz, play a round, teacher, glossary), with their links;
* :mod:`~tutor.course.progress`: :class:`LessonProgress`, lesson exercises in the quiz's SQLite file;
* :mod:`~tutor.course.glossary`: the German (and Latin) words the tutor uses.

The server that serves the pages is :mod:`tutor.server` (its own folder).

>>> from tutor.course import LESSONS, lesson
>>> lesson("03").title, lesson(3).next.number
('A trick and following suit', '04')
"""

from .glossary import GLOSSARY, Term, glossary_link, term
from .lessons import (LESSONS, REFERENCE_LESSONS, Lesson, lesson, lesson_of_notebook, notebook_url, reference_lesson,
                      step_url)
from .pages import HOME, OTHER_GAMES, PAGES, Page, forward_target, page, page_url
from .progress import DONE, IN_PROGRESS, NOT_STARTED, LessonProgress, LessonState

__all__ = ["GLOSSARY", "Term", "glossary_link", "term", "HOME", "LESSONS", "REFERENCE_LESSONS", "reference_lesson",
           "step_url", "OTHER_GAMES", "PAGES", "Lesson", "Page",
           "forward_target", "lesson", "lesson_of_notebook", "page", "page_url", "notebook_url", "DONE", "IN_PROGRESS",
           "NOT_STARTED", "LessonProgress", "LessonState"]
