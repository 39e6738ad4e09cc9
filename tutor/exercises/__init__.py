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
* one module per kind: :mod:`~tutor.exercises.trick` (who wins), :mod:`~tutor.exercises.legal`
  (which cards may I play), :mod:`~tutor.exercises.parties` (which parties),
  :mod:`~tutor.exercises.points` (how many points), and :mod:`~tutor.exercises.course` (the
  course's try-it questions);
* :mod:`~tutor.exercises.dealing`: the seeded deal every kind starts from;
* the other games' kinds in their own modules (``dk_*``: Doppelkopf, ``fh_*``: 500, ``hp_*``:
  Hydropolis), and each game's entry in the tutor's registry of games (:mod:`tutor.games`) in
  ``quiz_<game>.py``: its kinds, topics, card faces and rulings, which the shared modules ask for.

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

from .basics import DECK_FACT, FIND_CARD, MATCH_LEADER
from .course import EYES, PARTY_KIND, PLAYABLE, TRUMP, describe_card
from .dealing import NORMAL, deal, plant
from .kind import (CHOICE, CHOICE_AND_GROUPS, FORMS, NUMBER, PICK_CARD, SELECT_CARDS, SELECT_CHOICES, ExerciseKind,
                   Form, QuizKind, kind_named, kinds)
from .legal import LEGAL
from .model import Exercise, ExerciseIdError, Feedback, Topic
from .parties import PARTIES, party_choices
from .points import POINTS
from .path_kinds import ANTRAG_PARTNER, KNOWN_PARTNER, PLAY_ROUND, SOLO_LEAD
from .round_steps import CALL_WINS, MATCH_TOTAL, PLAY_TO_WIN, SEAT, THROW_IN
from .score_steps import BEST_PARTY, EYES_LEFT, FUCHS_CAUGHT, MULTIPLIER, PARTY_POINTS, TENTHS, TRICK_BONUS
from .topics import (DIFFICULTIES, DIFFICULTY_NAMES, RULE_FOLLOW, RULE_WIN, available_topics, clear_cache,
                     format_id, make_exercise, parse_id, quiz_kind, random_exercise_id)
from .trick import TRICK, TRICK_TOPICS

__all__ = ["KINDS", "KIND_TITLES", "DIFFICULTIES", "TOPICS", "Topic", "Exercise", "Feedback",
           "ExerciseIdError", "parse_id", "make_exercise", "random_exercise_id", "available_topics",
           "ExerciseKind", "QuizKind", "Form", "kind_named", "kinds", "QUIZ_KINDS", "quiz_kind",
           "TRICK", "LEGAL", "PARTIES", "POINTS", "PLAYABLE", "TRUMP", "EYES", "PARTY_KIND",
           "FIND_CARD", "DECK_FACT", "MATCH_LEADER"]
#: The later lessons' kinds of the path (issue 19: scoring, a round, a match).
__all__ += ["EYES_LEFT", "TENTHS", "MULTIPLIER", "PARTY_POINTS", "TRICK_BONUS", "FUCHS_CAUGHT", "BEST_PARTY",
            "SEAT", "THROW_IN", "CALL_WINS", "PLAY_TO_WIN", "MATCH_TOTAL"]
#: The path's kinds of issue 34: hidden partners, who leads a solo, the Antrag's partner, a whole round.
__all__ += ["KNOWN_PARTNER", "SOLO_LEAD", "ANTRAG_PARTNER", "PLAY_ROUND"]


def __getattr__(name: str) -> object:  # object: whichever lazily loaded name is asked for
    """The tables of every game's kinds and topics (``KINDS``, ``TOPICS``, ...), made when first asked for:
    making them loads every game (issue 36), so ``import tutor.exercises`` does not."""
    from . import topics
    if name in topics.LAZY_TABLES:
        return getattr(topics, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
