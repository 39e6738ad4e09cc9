"""The quiz dashboard that Voilà serves (``notebooks/quiz.ipynb``).

* :mod:`~widgets.quiz.app`: :class:`QuizApp` and :func:`build_quiz`: the query string, clicks and
  keys wired to :class:`tutor.quiz.QuizSession`;
* :mod:`~widgets.quiz.layout`: the dashboard's widgets in their places and the page's own words;
* :mod:`~widgets.quiz.board`: the row of card places that shows a trick or a hand with its marks;
* :mod:`~widgets.quiz.html`: the style sheet and every HTML string the dashboard shows;
* :mod:`~widgets.quiz.page`: the page's script: keys wherever the page has focus, and a sentence
  (with whether the last answer was saved) when the connection to the tutor is lost.
"""

from .app import QuizApp, build_quiz
from .page import page_script

__all__ = ["QuizApp", "build_quiz", "page_script"]
