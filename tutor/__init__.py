"""What the tutor does with the engine, for every game it teaches (Hydra, Doppelkopf, 500,
Hydropolis): the exercises and the quiz, learners' progress, the course's logic, the teacher's
scenarios and the class, the links a page reads, what every game's play page shares
(``tutor/table/``: the learner's seat, the saved rounds), and one folder per game
(``tutor/hydra/``, ``tutor/doppelkopf/``, ``tutor/fuenfhundert/``, ``tutor/hydropolis/``: its play
session and its own pages' models).

Pure Python (standard library plus the ``hydra`` engine), but for the Voilà server that serves the
pages (``tutor/server/``: :mod:`tutor.server.serve` and its patches); the ipywidgets views live in
``widgets/``. Every rule question is answered by the engine: this package chooses what to ask,
grades against the engine's answer and keeps score. Each game's facts hang off the tutor's
registry of games (:mod:`tutor.games`); shared modules ask it and never name a game
(``docs/architecture.md``). The package exports the quiz's names:

>>> from tutor import make_exercise
>>> ex = make_exercise("t-r1-1-0001")
>>> ex.id, ex.kind, ex.topic.rule
('t-r1-1-0001', 'trick', 'R1')
"""

from .exercises import (DIFFICULTIES, Exercise, ExerciseIdError, Feedback, Topic, available_topics, make_exercise,
                        parse_id, random_exercise_id)
from .progress import ProgressStore, default_data_dir, clean_name
from .quiz import QuizSession

__all__ = ["DIFFICULTIES", "KINDS", "TOPICS", "Exercise", "ExerciseIdError", "Feedback", "Topic",
           "available_topics", "make_exercise", "parse_id", "random_exercise_id", "ProgressStore",
           "default_data_dir", "clean_name", "QuizSession"]


def __getattr__(name: str) -> object:  # object: whichever lazily loaded name is asked for
    """``KINDS`` and ``TOPICS``, made when first asked for (see :mod:`tutor.exercises`)."""
    if name in ("KINDS", "TOPICS"):
        from . import exercises
        return getattr(exercises, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
