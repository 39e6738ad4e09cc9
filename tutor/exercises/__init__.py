"""Exercises: topics tied to rules, difficulties 1-3, reproducible from a short id, and one
object per kind of exercise that makes, checks and explains it.

An exercise id is ``<kind>-<topic>-<difficulty>-<seed>``, e.g. ``t-r1-2-8f3a``:
kind ``t`` (who wins this trick?), ``l`` (which cards may I play?), ``p`` (which
parties?) or ``s`` (how many points?); a topic code (see :data:`TOPICS`); a
difficulty 1 (one idea at a time) to 3 (several traps in one trick); and a seed of
1 to 8 hex digits. The same id always gives the same exercise.

Every rule question is answered by the engine (``hydra``): who wins, which cards
are legal, the parties and the points. The modules:

* :mod:`~tutor.exercises.kind`: the exercise-kind protocol (``make``/``of``, ``check``,
  ``solution``, and the answer ``form`` a view shows) and the registry of kinds;
* :mod:`~tutor.exercises.model`: :class:`Topic`, :class:`Exercise`, :class:`Feedback`;
* :mod:`~tutor.exercises.topics`: the quiz's kinds and topics, ids, :func:`make_exercise`;
* :mod:`~tutor.exercises.answers`: grading a picked card or selected cards, reading a number;
* :mod:`~tutor.exercises.dealing`: keeping the dealt trick or position that suits a difficulty;
* every game's kinds in its own folder, ``tutor/<game>/quiz/`` (Hydra's: :mod:`~tutor.hydra.quiz.trick`, who
  wins, :mod:`~tutor.hydra.quiz.legal`, which cards may I play, :mod:`~tutor.hydra.quiz.parties`,
  :mod:`~tutor.hydra.quiz.points` and the course's kinds), with the game's entry in the tutor's registry of
  games (:mod:`tutor.games`) in ``tutor/<game>/quiz/entry.py``: its kinds, topics, card faces and rulings,
  which the shared modules ask for.

>>> ex = make_exercise("t-dulle-1-2a")
>>> ex.game.name, len(ex.cards), ex.topic.rule
('normal game', 5, 'R2')
>>> ex.cards[ex.answer] == hydra.Card.parse("R10")
True
>>> make_exercise("t-dulle-1-2a") == ex
True
>>> parse_id("t-nope-1-2a")
Traceback (most recent call last):
...
tutor.exercises.model.ExerciseIdError: There is no topic “nope” for “who wins this trick?” exercises. Topics: suit, ruff, trump, equal, dulle, r1, hydras, nsolo, tsolo, csolo.
"""  # noqa: E501 - a doctest's expected error message is one line

from __future__ import annotations

from typing import TYPE_CHECKING

import hydra  # noqa: F401 - the doctest above

if TYPE_CHECKING:                # the lazy tables' types (made at run time by __getattr__, below)
    from .topics import GAMES, KIND_LETTER, KIND_TITLES, KINDS, QUIZ_KINDS, TOPICS

from .kind import (CHOICE, CHOICE_AND_GROUPS, FORMS, NUMBER, PICK_CARD, SELECT_CARDS, SELECT_CHOICES, ExerciseKind,
                   Form, QuizKind, kind_named, kinds)
from .model import Exercise, ExerciseIdError, Feedback, Topic
from .topics import (DIFFICULTIES, DIFFICULTY_NAMES, available_topics, clear_cache, format_id, game_kinds,
                     is_quiz_kind, make_exercise, parse_id, quiz_kind, random_exercise_id)

__all__ = ["KINDS", "KIND_TITLES", "DIFFICULTIES", "TOPICS", "Topic", "Exercise", "Feedback",
           "ExerciseIdError", "parse_id", "make_exercise", "random_exercise_id", "available_topics",
           "ExerciseKind", "QuizKind", "Form", "kind_named", "kinds", "QUIZ_KINDS", "quiz_kind", "game_kinds",
           "is_quiz_kind"]


def __getattr__(name: str) -> object:  # object: whichever lazily loaded name is asked for
    """The tables of every game's kinds and topics (``KINDS``, ``TOPICS``, ...), made when first asked for:
    making them loads every game (issue 36), so ``import tutor.exercises`` does not."""
    from . import topics
    if name in topics.LAZY_TABLES:
        return getattr(topics, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
