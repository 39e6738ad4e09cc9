"""Each learner's progress through the lessons, in the quiz's SQLite file, under the same name.

The quiz's store (:class:`tutor.progress.ProgressStore`) knows the learners; this module adds two
tables of its own to the same file (``store.path``), through its own connection in the same WAL
mode, one transaction per write: which lessons a learner opened, and each lesson exercise's tries
and whether it was answered right. A lesson is *not started*, *in progress* (opened, or some
exercises answered) or *done* (every exercise it counts answered right once).

>>> import tempfile
>>> from tutor.course import lesson
>>> progress = LessonProgress(tempfile.mkdtemp())
>>> from tutor.course import reference_lesson
>>> progress.state("Ada", reference_lesson("05")).status
'not started'
>>> progress.answer("Ada", reference_lesson("05"), "points-65-x2", True).status
'in progress'
>>> for key in ("points-44-x4", "doppelkopf-trick", "fuchs-caught"):
...     state = progress.answer("ada", reference_lesson("05"), key, True)
>>> state.status, state.right, state.total
('done', 4, 4)

A step lesson (issue 19) counts its steps: done (answered without the solution), with a star for a
first try; a step whose solution was shown comes back (:meth:`LessonProgress.due_steps`):

>>> state = progress.step_answer("Ada", lesson("01"), "01-win-1", done=True, star=True)
>>> state = progress.step_answer("Ada", lesson("01"), "01-win-2", done=False, star=False)
>>> state.right, state.total, sorted(state.stars), sorted(state.again)
(1, 3, ['01-win-1'], ['01-win-2'])
>>> progress.close()
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from hydra.core.i18n import N_, _, ngettext

from ..database import Params
from ..progress import ProgressStore, Store, Transaction, create_tables, due_after, next_box, open_db
from .lessons import COURSE, LESSONS, Lesson

__all__ = ["LessonProgress", "LessonState", "StepRecord", "NOT_STARTED", "IN_PROGRESS", "DONE", "MIGRATION",
           "OLD_LESSON_DONE", "MORE_MIGRATION", "MORE_LESSON_DONE"]

#: A lesson's status, as saved and compared (shown through ``_()``).
NOT_STARTED, IN_PROGRESS, DONE = N_("not started"), N_("in progress"), N_("done")

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
);
CREATE TABLE IF NOT EXISTS course_steps (
    learner_id INTEGER NOT NULL,
    step TEXT NOT NULL,
    lesson TEXT NOT NULL,
    tries INTEGER NOT NULL DEFAULT 0,
    done INTEGER NOT NULL DEFAULT 0,
    star INTEGER NOT NULL DEFAULT 0,
    again INTEGER NOT NULL DEFAULT 0,
    box INTEGER NOT NULL DEFAULT 0,
    due INTEGER NOT NULL DEFAULT 0,
    last_at REAL NOT NULL,
    PRIMARY KEY (learner_id, step)
)
"""

#: Saved answers of the default course's earlier lessons (now reference pages) that count for a step of its
#: path: (earlier lesson, its exercise) -> the step that asks the same (:attr:`tutor.course.plan.Course.migration`).
MIGRATION: dict[tuple[str, str], str] = dict(COURSE.migration)
#: An earlier lesson of the default course finished counts every step of these lessons of its path as done
#: (:attr:`tutor.course.plan.Course.finished_counts`).
OLD_LESSON_DONE: dict[str, tuple[str, ...]] = dict(COURSE.finished_counts)
#: Another course's earlier pages (the 500 course's module adds its own): (earlier lesson, its
#: exercise) -> the step asking the same, and an earlier lesson's exercises -> the new lessons that
#: count as done once all of them were answered right.
MORE_MIGRATION: dict[tuple[str, str], str] = {}
MORE_LESSON_DONE: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {}


@dataclass(frozen=True)
class StepRecord:
    """One step's saved state for one learner."""

    tries: int
    done: bool
    star: bool
    again: bool
    due: int


@dataclass(frozen=True)
class LessonState:
    """One learner's state in one lesson: which of its exercises were answered right."""

    lesson: Lesson
    visited: bool
    answered: frozenset[str]          # exercises tried at least once
    right_keys: frozenset[str]        # exercises answered right at least once
    stars: frozenset[str] = frozenset()   # steps answered right at the first try (step lessons)
    again: frozenset[str] = frozenset()   # steps whose solution was shown and not answered since

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
        """'2 of 5 exercises answered right' (or that there are none); '2 of 6 steps done'."""
        if not self.total:
            return _("no exercises")
        if self.lesson.steps:
            return ngettext("{right} of {total} step done", "{right} of {total} steps done",
                            self.total).format(right=self.right, total=self.total)
        return ngettext("{right} of {total} exercise answered right", "{right} of {total} exercises answered right",
                        self.total).format(right=self.right, total=self.total)


class LessonProgress(Store):
    """Lesson progress of every learner, in the quiz's progress file (``data_dir`` or a store)."""

    def __init__(self, store: ProgressStore | str | os.PathLike[str] | None = None, *,
                 timeout: float = 30.0) -> None:
        self.store = store if isinstance(store, ProgressStore) else ProgressStore(store, timeout=timeout)
        self._own_store = not isinstance(store, ProgressStore)
        self.path = Path(self.store.path)
        self._db = open_db(self.path, timeout)
        with Transaction(self._db) as db:
            create_tables(db, _SCHEMA)

    def close(self) -> None:
        super().close()
        if self._own_store:
            self.store.close()

    def learner_id(self, name: str) -> int:
        """The quiz's learner of this name (created if new; ValueError for an empty name)."""
        return self.store.learner(name).id

    def _write(self, sql: str, args: Params) -> None:
        with Transaction(self._db) as db:
            db.execute(sql, args)

    def visit(self, name: str, lesson: Lesson) -> LessonState:
        """The learner opened the lesson."""
        now = time.time()
        self._write("INSERT INTO lesson_visits (learner_id, lesson, first_at, last_at) VALUES (?, ?, ?, ?) "
                    "ON CONFLICT (learner_id, lesson) DO UPDATE SET last_at = excluded.last_at",
                    (self.learner_id(name), lesson.key, now, now))
        return self.state(name, lesson)

    def answer(self, name: str, lesson: Lesson, exercise: str, correct: bool) -> LessonState:
        """One answer to a lesson exercise; right once counts for good (a later miss is a try)."""
        correct = bool(correct)
        self._write("INSERT INTO lesson_exercises (learner_id, lesson, exercise, tries, right, last_right, "
                    "last_at) VALUES (?, ?, ?, 1, ?, ?, ?) ON CONFLICT (learner_id, lesson, exercise) DO "
                    "UPDATE SET tries = tries + 1, right = MAX(right, excluded.right), "
                    "last_right = excluded.last_right, last_at = excluded.last_at",
                    (self.learner_id(name), lesson.key, exercise, int(correct), int(correct), time.time()))
        return self.state(name, lesson)

    def state(self, name: str, lesson: Lesson) -> LessonState:
        return self.states(name, [lesson])[lesson.number]

    # --- steps (issue 19) ---------------------------------------------------------------------
    def step_answer(self, name: str, lesson: Lesson, step: str, *, done: bool, star: bool) -> LessonState:
        """One finished go at a step: ``done`` (answered without the solution; ``star``: at the first
        try of the learner's first go at this step: a step practised again earns none) or not (the
        solution was shown: the step comes back after a few more steps, like a missed quiz topic in
        Leitner box 1)."""
        if step not in lesson.exercises:
            raise KeyError(f"lesson {lesson.number} has no step {step!r}")
        learner = self.learner_id(name)
        row = self._db.execute("SELECT box, tries FROM course_steps WHERE learner_id = ? AND step = ?",
                               (learner, step)).fetchone()
        box = next_box(row[0] if row else 0, bool(done))
        star = bool(star) and not (row and row[1])       # a star is for the step's very first go only
        due = due_after(self.steps_answered(name), box)
        self._write("INSERT INTO course_steps (learner_id, step, lesson, tries, done, star, again, box, due, last_at) "
                    "VALUES (?, ?, ?, 1, ?, ?, ?, ?, ?, ?) ON CONFLICT (learner_id, step) DO UPDATE SET "
                    "tries = tries + 1, done = MAX(done, excluded.done), star = MAX(star, excluded.star), "
                    "again = excluded.again, box = excluded.box, due = excluded.due, last_at = excluded.last_at",
                    (learner, step, lesson.key, int(bool(done)), int(bool(done and star)), int(not done), box, due,
                     time.time()))
        return self.state(name, lesson)

    def steps_answered(self, name: str) -> int:
        """How many goes at steps this learner finished (the clock of the steps' repetition)."""
        row = self._db.execute("SELECT COALESCE(SUM(tries), 0) FROM course_steps WHERE learner_id = ?",
                               (self.learner_id(name),)).fetchone()
        return int(row[0])

    def step_records(self, name: str, lesson: Lesson) -> dict[str, StepRecord]:
        """The saved steps of a step lesson (migrated answers of the earlier lessons included)."""
        learner = self.learner_id(name)
        records = {step: StepRecord(tries, bool(done), bool(star), bool(again), due)
                   for step, tries, done, star, again, due in self._db.execute(
                       "SELECT step, tries, done, star, again, due FROM course_steps "
                       "WHERE learner_id = ? AND lesson = ?", (learner, lesson.key))}
        for step in self._migrated(learner, lesson):
            if step not in records:
                records[step] = StepRecord(0, True, False, False, 0)
        return records

    def due_steps(self, name: str, lesson: Lesson) -> list[str]:
        """The steps of ``lesson`` whose solution was shown and whose time to come back has come."""
        now = self.steps_answered(name)
        records = self.step_records(name, lesson)
        return [s for s in lesson.exercises if s in records and records[s].again and records[s].due <= now]

    def _migrated(self, learner: int, lesson: Lesson) -> set[str]:
        """The steps of ``lesson`` that the learner's answers in the earlier lessons (Hydra's 01-04, the
        500 course's pages) count for."""
        got: set[str] = set()
        migration = {**MIGRATION, **MORE_MIGRATION}
        olds = sorted({old for old, _ in migration} | set(OLD_LESSON_DONE) | set(MORE_LESSON_DONE))
        rows = list(self._db.execute("SELECT lesson, exercise, right FROM lesson_exercises WHERE learner_id = ? "
                                     f"AND lesson IN ({', '.join('?' for _ in olds)})", (learner, *olds)))
        right: dict[str, set[str]] = {}
        for old, exercise, is_right in rows:
            if is_right:
                right.setdefault(old, set()).add(exercise)
                step = migration.get((old, exercise))
                if step in lesson.exercises:
                    got.add(step)
        from .lessons import reference_lesson
        done = {old: (reference_lesson(old).exercises, news) for old, news in OLD_LESSON_DONE.items()
                if lesson.number in news}
        done.update({old: row for old, row in MORE_LESSON_DONE.items() if lesson.number in row[1]})
        for old, (exercises, _news) in done.items():
            if set(exercises) <= right.get(old, set()):
                got.update(lesson.exercises)
        return got

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
        states = {}
        for item in lessons:
            if item.steps:
                records = self.step_records(name, item)
                states[item.number] = LessonState(
                    item, item.key in visited, frozenset(records),
                    frozenset(s for s, r in records.items() if r.done),
                    frozenset(s for s, r in records.items() if r.star),
                    frozenset(s for s, r in records.items() if r.again and not r.done))
            else:
                states[item.number] = LessonState(item, item.key in visited, frozenset(answered.get(item.key, ())),
                                                  frozenset(right.get(item.key, ())))
        return states
