"""Each learner's progress through the lessons, in the quiz's SQLite file, under the same name.

The quiz's store (:class:`tutor.progress.ProgressStore`) knows the learners; this module adds two
tables of its own to the same file (``store.path``), through its own connection in the same WAL
mode, one transaction per write: which lessons a learner opened, and each lesson exercise's tries
and whether it was answered right. A lesson is *not started*, *in progress* (opened, or some
exercises answered) or *done* (every exercise it counts answered right once).

>>> import tempfile
>>> from tutor.course import lesson
>>> progress = LessonProgress(tempfile.mkdtemp())
>>> progress.state("Ada", lesson("01")).status
'not started'
>>> progress.answer("Ada", lesson("01"), "cards-in-deck", True).status
'in progress'
>>> for key in ("eyes-of-eichel", "eyes-of-a-mix"):
...     state = progress.answer("ada", lesson("01"), key, True)
>>> state.status, state.right, state.total
('done', 3, 3)
>>> progress.close()
"""

from __future__ import annotations

import os
import sqlite3
import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from ..progress import ProgressStore
from .lessons import LESSONS, Lesson

__all__ = ["LessonProgress", "LessonState", "NOT_STARTED", "IN_PROGRESS", "DONE"]

NOT_STARTED, IN_PROGRESS, DONE = "not started", "in progress", "done"

_SCHEMA = """
CREATE TABLE IF NOT EXISTS lesson_visits (
    learner_id INTEGER NOT NULL,
    lesson TEXT NOT NULL,
    first_at REAL NOT NULL,
    last_at REAL NOT NULL,
    PRIMARY KEY (learner_id, lesson)
);
CREATE TABLE IF NOT EXISTS lesson_exercises (
    learner_id INTEGER NOT NULL,
    lesson TEXT NOT NULL,
    exercise TEXT NOT NULL,
    tries INTEGER NOT NULL DEFAULT 0,
    right INTEGER NOT NULL DEFAULT 0,
    last_right INTEGER NOT NULL DEFAULT 0,
    last_at REAL NOT NULL,
    PRIMARY KEY (learner_id, lesson, exercise)
)
"""


@dataclass(frozen=True)
class LessonState:
    """One learner's state in one lesson: which of its exercises were answered right."""

    lesson: Lesson
    visited: bool
    answered: frozenset[str]          # exercises tried at least once
    right_keys: frozenset[str]        # exercises answered right at least once

    @property
    def total(self) -> int:
        return len(self.lesson.exercises)

    @property
    def right(self) -> int:
        return len(self.right_keys & set(self.lesson.exercises))

    @property
    def status(self) -> str:
        if self.total and self.right >= self.total:
            return DONE
        return IN_PROGRESS if (self.visited or self.answered) else NOT_STARTED

    def sentence(self) -> str:
        """'2 of 5 exercises answered right' (or that there are none)."""
        if not self.total:
            return "no exercises"
        return f"{self.right} of {self.total} exercise{'s' if self.total != 1 else ''} answered right"


class LessonProgress:
    """Lesson progress of every learner, in the quiz's progress file (``data_dir`` or a store)."""

    def __init__(self, store: ProgressStore | str | os.PathLike[str] | None = None, *,
                 timeout: float = 30.0) -> None:
        self.store = store if isinstance(store, ProgressStore) else ProgressStore(store, timeout=timeout)
        self._own_store = not isinstance(store, ProgressStore)
        self.path = Path(self.store.path)
        self._db = sqlite3.connect(str(self.path), timeout=timeout, isolation_level=None,
                                   check_same_thread=False)
        self._db.execute(f"PRAGMA busy_timeout = {int(timeout * 1000)}")
        self._db.execute("PRAGMA journal_mode = WAL")
        self._db.execute("PRAGMA synchronous = FULL")
        self._db.execute("BEGIN IMMEDIATE")
        try:
            for statement in _SCHEMA.split(";"):
                if statement.strip():
                    self._db.execute(statement)
            self._db.execute("COMMIT")
        except BaseException:
            self._db.execute("ROLLBACK")
            raise

    def close(self) -> None:
        self._db.close()
        if self._own_store:
            self.store.close()

    def __enter__(self) -> LessonProgress:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def learner_id(self, name: str) -> int:
        """The quiz's learner of this name (created if new; ValueError for an empty name)."""
        return self.store.learner(name).id

    def _write(self, sql: str, args: tuple[object, ...]) -> None:
        self._db.execute("BEGIN IMMEDIATE")
        try:
            self._db.execute(sql, args)
            self._db.execute("COMMIT")
        except BaseException:
            self._db.execute("ROLLBACK")
            raise

    def visit(self, name: str, lesson: Lesson) -> LessonState:
        """The learner opened the lesson."""
        now = time.time()
        self._write("INSERT INTO lesson_visits (learner_id, lesson, first_at, last_at) VALUES (?, ?, ?, ?) "
                    "ON CONFLICT (learner_id, lesson) DO UPDATE SET last_at = excluded.last_at",
                    (self.learner_id(name), lesson.number, now, now))
        return self.state(name, lesson)

    def answer(self, name: str, lesson: Lesson, exercise: str, correct: bool) -> LessonState:
        """One answer to a lesson exercise; right once counts for good (a later miss is a try)."""
        correct = bool(correct)
        self._write("INSERT INTO lesson_exercises (learner_id, lesson, exercise, tries, right, last_right, "
                    "last_at) VALUES (?, ?, ?, 1, ?, ?, ?) ON CONFLICT (learner_id, lesson, exercise) DO "
                    "UPDATE SET tries = tries + 1, right = MAX(right, excluded.right), "
                    "last_right = excluded.last_right, last_at = excluded.last_at",
                    (self.learner_id(name), lesson.number, exercise, int(correct), int(correct), time.time()))
        return self.state(name, lesson)

    def state(self, name: str, lesson: Lesson) -> LessonState:
        return self.states(name, [lesson])[lesson.number]

    def states(self, name: str, lessons: Iterable[Lesson] = LESSONS) -> dict[str, LessonState]:
        """Every lesson's state for this learner, by lesson number."""
        learner = self.learner_id(name)
        visited = {row[0] for row in self._db.execute(
            "SELECT lesson FROM lesson_visits WHERE learner_id = ?", (learner,))}
        answered: dict[str, set[str]] = {}
        right: dict[str, set[str]] = {}
        for number, exercise, is_right in self._db.execute(
                "SELECT lesson, exercise, right FROM lesson_exercises WHERE learner_id = ?", (learner,)):
            answered.setdefault(number, set()).add(exercise)
            if is_right:
                right.setdefault(number, set()).add(exercise)
        return {item.number: LessonState(item, item.number in visited,
                                         frozenset(answered.get(item.number, ())),
                                         frozenset(right.get(item.number, ())))
                for item in lessons}
