"""The quiz session: which exercise comes next, grading, and saving progress.

The widget (``widgets/quiz/``) is a thin view over :class:`QuizSession`; this
module is pure Python, so the whole quiz can be driven and tested without a browser.

>>> import tempfile
>>> session = QuizSession(ProgressStore(tempfile.mkdtemp()))
>>> session.login("Ada")
'Ada'
>>> ex = session.open("t-r1-1-0001")
>>> session.answer(ex.answer).correct
True
>>> session.stats().score
1
"""

from __future__ import annotations

import random
import uuid
from typing import TYPE_CHECKING
from dataclasses import replace

from .exercises import (Exercise, Feedback, Topic, available_topics, kind_named, make_exercise,
                        random_exercise_id)
from hydra.core.i18n import _

from .exercises import topics
from .exercises.topics import HYDRA, game_of_kind
from .games import TUTOR_GAMES
from .links import query_value
from .progress import NO_ANSWERS, Learner, ProgressStore, Stats, choose_topic, clean_name, count_answer, difficulty_for

__all__ = ["QuizSession", "exercise_id_from_query", "MIXED", "HYDRA", "no_such_game"]
if TYPE_CHECKING:                # GAMES's type (made at run time by __getattr__, below)
    from .exercises.topics import GAMES as GAMES
_LAZY = ("GAMES",)                              # made when first asked for (__getattr__, below)
__all__ += _LAZY

MIXED = "mixed"


def no_such_game(game: str) -> str:
    """The sentence for a ``?game=`` the quiz does not have, naming the games it has.

    >>> no_such_game("skat")  # doctest: +ELLIPSIS
    'There is no game “skat” in the quiz: use game=hydra, game=doppelkopf, ... or game=hydropolis.'
    """
    keys = [f"game={key}" for key in TUTOR_GAMES]
    return _("There is no game “{game}” in the quiz: use {games} or {last}.").format(
        game=game[:40], games=", ".join(keys[:-1]), last=keys[-1])


def exercise_id_from_query(query: str | None) -> str | None:
    """The ``exercise`` parameter of a query string (``QUERY_STRING``), or None.

    >>> exercise_id_from_query("exercise=t-r1-2-8f3a&x=1")
    't-r1-2-8f3a'
    >>> exercise_id_from_query("") is None
    True
    """
    value = query_value(query, "exercise")
    return None if value is None else value[:80]


class QuizSession:
    """One learner's quiz in one browser tab (one kernel)."""

    def __init__(self, store: ProgressStore | None = None, rng: random.Random | None = None) -> None:
        self.store = store
        self.rng = rng or random.Random()
        self.session_id = uuid.uuid4().hex[:12]
        self.learner: Learner | None = None
        self.kind: str = MIXED                 # or "trick", "legal", "parties", "points", "dk-trick", ...
        self.game: str = HYDRA                 # a key of GAMES (the tutor's registry of games)
        self.current: Exercise | None = None
        self.feedback: Feedback | None = None
        self.saved = True
        self._here = NO_ANSWERS           # this tab's answers (all a learner without a name has)
        # answers given before a name was typed: saved for the learner who then logs in
        self._unsaved: list[tuple[str, str, bool, str]] = []

    # who
    def login(self, name: str) -> str:
        """Switch to the learner with this name (created if new); returns the cleaned name."""
        name = clean_name(name)
        if self.store is None:
            raise ValueError(_("Progress cannot be saved here, but you can still practise."))
        self.learner = self.store.learner(name)
        self._save_unsaved()
        return self.learner.name

    def _save_unsaved(self) -> None:
        """The answers given in this tab before a name was typed, saved for the learner now (each
        with its own key, so a retried login saves them once)."""
        assert self.learner is not None and self.store is not None
        while self._unsaved:
            exercise_id, topic, correct, response = self._unsaved[0]
            self.store.record_answer(self.learner.id, exercise_id, topic, correct, response=response,
                                     answer_key=f"{self.session_id}:before-name:{exercise_id}:"
                                                f"{len(self._unsaved)}")
            self._unsaved.pop(0)

    # what
    def topics(self, kind: str | None = None) -> list[Topic]:
        """The topics of the game chosen (``self.game``), of one kind or of all (MIXED)."""
        kind = self.kind if kind is None else kind
        return [t for t in available_topics(None if kind == MIXED else kind, self.game)]

    def choose_game(self, game: str) -> None:
        """Practise another game (a key of GAMES); a kind of another game goes back to mixed."""
        if game not in TUTOR_GAMES:
            raise ValueError(no_such_game(game))
        self.game = game
        if self.kind != MIXED and game_of_kind(self.kind) != game:
            self.kind = MIXED

    def next_exercise(self, kind: str | None = None, game: str | None = None) -> Exercise:
        """A new exercise of the game chosen: the topic due next for this learner (spaced
        repetition), at the difficulty its box calls for."""
        if game is not None:
            self.choose_game(game)
        if kind is not None:
            self.kind = kind
        topics = self.topics()
        keys = [t.key for t in topics]
        states = self.stats().topics
        key = choose_topic(keys, states, self.stats().answered, self.rng)
        box = states[key].box if key in states else 0
        exercise_id = random_exercise_id(key, difficulty_for(box), self.rng)
        return self.open(exercise_id)

    def open(self, exercise_id: str) -> Exercise:
        """Open the exercise with this id (raises ExerciseIdError with a learner sentence)."""
        self.current = make_exercise(exercise_id)
        self.feedback = None
        if self.current.topic is not None and self.current.topic.family != self.game:
            self.choose_game(self.current.topic.family)      # a link to another game's exercise
        return self.current

    # answering
    def answer(self, response: object) -> Feedback:
        """Grade the current exercise and save the answer. Only the first answer of an
        exercise counts; asking again returns the same feedback."""
        if self.current is None:
            raise ValueError(_("There is no exercise yet: press Next."))
        if self.feedback is not None:
            return self.feedback
        feedback = self.current.check(response)       # ValueError: wrong shape, nothing counted
        self.feedback = feedback
        self._count(feedback.correct, response)
        return feedback

    def skip(self) -> Feedback:
        """Give up on the current exercise (Next before answering): it counts as a miss, and the
        feedback shows the engine's answer and why."""
        if self.current is None:
            raise ValueError(_("There is no exercise yet: press Next."))
        if self.feedback is not None:
            return self.feedback
        ex = self.current
        shown = ex.check(kind_named(ex.kind).solution(ex))      # the engine's answer, explained
        self.feedback = replace(shown, correct=False,
                                headline=_("Skipped: this counts as a miss, and the topic comes back soon."))
        self._count(False, "skipped")
        return self.feedback

    # response: what the page sent, untyped (the ExerciseKind protocol's); saved as text
    def _count(self, correct: bool, response: object) -> None:
        ex = self.current
        assert ex is not None and ex.topic is not None          # a quiz exercise was answered
        if self.learner is not None and self.store is not None:
            self.saved = False
            key = f"{self.session_id}:{ex.id}:{self._here.answered}"
            self.store.record_answer(self.learner.id, ex.id, ex.topic.key, correct,
                                     response=_response_text(response), answer_key=key)
            self.saved = True
        else:
            self._unsaved.append((ex.id, ex.topic.key, correct, _response_text(response)))
        self._here = count_answer(self._here, ex.topic.key, correct, ex.difficulty)

    def stats(self) -> Stats:
        """Score, streak and topic boxes: saved ones for a learner, this tab's otherwise."""
        if self.learner is not None and self.store is not None:
            return self.store.stats(self.learner.id)
        return self._here


# response: what the page sent, untyped (the ExerciseKind protocol's): one value or a collection
def _response_text(response: object) -> str:
    if isinstance(response, (list, tuple, set, frozenset)):
        return " ".join(sorted(str(r) for r in response)) if isinstance(response, (set, frozenset)) \
            else " ".join(str(r) for r in response)
    return str(response)


def __getattr__(name: str) -> object:  # object: whichever lazily loaded name is asked for
    """``GAMES`` (the quiz's games and their names), made when first asked for (see :mod:`tutor.exercises`)."""
    if name in _LAZY:
        return topics.GAMES
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
