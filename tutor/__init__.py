"""The Hydra rules tutor's quiz: exercises, progress and the quiz session.

Pure Python (standard library plus the ``hydra`` engine); the ipywidgets view
lives in ``widgets/quiz/``. Every rule question is answered by the engine:
this package only chooses what to ask and keeps score.

>>> from tutor import make_exercise
>>> ex = make_exercise("t-r1-1-0001")
>>> ex.id, ex.kind, ex.topic.rule
('t-r1-1-0001', 'trick', 'R1')
"""

from .exercises import (DIFFICULTIES, KINDS, TOPICS, Exercise, ExerciseIdError, Feedback, Topic,
                        available_topics, make_exercise, parse_id, random_exercise_id)
from .progress import ProgressStore, default_data_dir, clean_name
from .quiz import QuizSession

__all__ = ["DIFFICULTIES", "KINDS", "TOPICS", "Exercise", "ExerciseIdError", "Feedback", "Topic",
           "available_topics", "make_exercise", "parse_id", "random_exercise_id", "ProgressStore",
           "default_data_dir", "clean_name", "QuizSession"]
