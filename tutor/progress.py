"""Learner progress: score, streak and a Leitner box per topic, saved in SQLite.

Spaced repetition per topic: every topic sits in a Leitner box 1-5 (0 = not seen
yet). A right answer moves the topic one box up, a wrong one back to box 1. A topic
in box ``b`` comes back after ``INTERVALS[b]`` further answers, so missed topics
return soon and mastered ones rarely.

The store is one SQLite file in a per-user data directory (``HYDRA_DATA_DIR``, else
the platform's user data directory). It uses WAL mode and commits every answer in
its own transaction, so killing the server mid-answer loses at most that answer and
never corrupts the file; reopening it gives everything back. The same file keeps, in tables of
their own, the lessons' progress (:mod:`tutor.course.progress`) and every game's rounds played on its
play page (:mod:`tutor.table.records`).

>>> import tempfile
>>> store = ProgressStore(tempfile.mkdtemp())
>>> learner = store.learner("  Ada   Lovelace ")
>>> learner.name
'Ada Lovelace'
>>> stats = store.record_answer(learner.id, "t-r1-1-0001", "t-r1", correct=True)
>>> stats.score, stats.streak, stats.topics["t-r1"].box
(1, 1, 1)
>>> store.close()
"""

from __future__ import annotations

import os
import random
import sqlite3
import sys
import time
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import TypeVar

from hydra.core.i18n import _

__all__ = ["ProgressStore", "Learner", "TopicState", "Stats", "default_data_dir", "clean_name",
           "next_box", "due_after", "choose_topic", "difficulty_for", "count_answer", "NO_ANSWERS", "INTERVALS",
           "MAX_BOX", "DB_NAME", "NAME_MAX", "HARDEST", "difficulty_of", "name_is_cut", "open_db", "Transaction",
           "Store", "create_tables"]

DB_NAME = "progress.sqlite3"
MAX_BOX = 5
#: Answers until a topic in box b is asked again (box 1 = just missed or new).
INTERVALS = {0: 0, 1: 2, 2: 4, 3: 8, 4: 16, 5: 32}
NAME_MAX = 40
#: The difficulty a topic must be answered right at before it counts as mastered.
HARDEST = 3


def difficulty_of(exercise_id: str) -> int:
    """The difficulty written in an exercise id (``t-r1-3-8f3a`` -> 3); 1 if it has none.

    >>> difficulty_of("t-r1-3-8f3a"), difficulty_of("odd")
    (3, 1)
    """
    parts = exercise_id.split("-")
    return int(parts[2]) if len(parts) == 4 and parts[2].isdigit() else 1


def default_data_dir() -> Path:
    """``$HYDRA_DATA_DIR``, else the user data directory: ~/.local/share/hydra-tutor on Linux."""
    env = os.environ.get("HYDRA_DATA_DIR", "").strip()
    if env:
        return Path(env).expanduser()
    home = Path.home()
    if sys.platform.startswith("win"):
        base = Path(os.environ.get("LOCALAPPDATA") or os.environ.get("APPDATA") or home / "AppData/Local")
    elif sys.platform == "darwin":
        base = home / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or home / ".local" / "share")
    return base / "hydra-tutor"


# text: any value a page or a link gave; checked here
def name_is_cut(text: object) -> bool:
    """Whether :func:`clean_name` cuts this name (it keeps at most 40 characters).

    >>> name_is_cut("Ada"), name_is_cut("x" * 41)
    (False, True)
    """
    return isinstance(text, str) and len(" ".join(text.split())) > NAME_MAX


# text: any value a page or a link gave; checked here
def clean_name(text: object) -> str:
    """A learner's name: whitespace collapsed, control characters dropped, at most 40 characters.

    Raises ValueError with a learner sentence for an empty name, and under JupyterHub
    (``HYDRA_HUB_USER`` set by deploy/hub_voila.py) for any name but the hub login, which is
    then the result. The result is *not* HTML-escaped: escape it wherever it is shown.

    >>> clean_name(" <b>Bo</b>\\n ")
    '<b>Bo</b>'
    """
    if not isinstance(text, str):
        raise ValueError(_("Please type your name."))
    text = "".join(ch for ch in text if unicodedata.category(ch)[0] != "C" or ch in " \t\n")
    text = " ".join(text.split())[:NAME_MAX].strip()
    if not text:
        raise ValueError(_("Please type your name (letters, digits, spaces)."))
    login = os.environ.get("HYDRA_HUB_USER", "").strip()
    if login:                        # under JupyterHub (deploy/hub_voila.py) the login is the name
        login = " ".join(login.split())[:NAME_MAX]
        if text.casefold() != login.casefold():
            raise ValueError(_("You are logged in as “{login}”, so your progress is saved under that name only; "
                               "another name cannot be used here.").format(login=login))
        return login
    return text


# --- Leitner boxes (pure functions) ----------------------------------------------------------------

def next_box(box: int, correct: bool) -> int:
    """Right: one box up (at most 5). Wrong: back to box 1."""
    return min(MAX_BOX, max(box, 0) + 1) if correct else 1


def due_after(answered: int, box: int) -> int:
    """The learner's answer count at which a topic in ``box`` is due again."""
    return answered + INTERVALS[box]


def difficulty_for(box: int) -> int:
    """New and shaky topics at difficulty 1, better ones at 2, mastered ones at 3."""
    return 1 if box <= 1 else (2 if box <= 3 else 3)


@dataclass(frozen=True)
class TopicState:
    topic: str
    box: int = 0
    seen: int = 0
    correct: int = 0
    due: int = 0
    hard_correct: int = 0          # right answers at difficulty 3 (several traps)

    @property
    def mastery(self) -> float:
        """0.0 (new or just missed) to 1.0 (box 5)."""
        return 0.0 if self.box <= 1 else (self.box - 1) / (MAX_BOX - 1)

    @property
    def mastered(self) -> bool:
        """Box 4 or higher, and at least one exercise of the hardest difficulty answered right:
        four easy answers in a row are "good", not yet "mastered"."""
        return self.box >= 4 and self.hard_correct > 0


def choose_topic(topics: Iterable[str], states: dict[str, TopicState], answered: int,
                 rng: random.Random | None = None) -> str:
    """The topic to ask next: a due topic in the lowest box (a missed topic first), then a new
    topic in teaching order, then whichever comes due first. ``rng`` breaks ties."""
    rng = rng or random.Random(answered)
    topics = list(topics)
    if not topics:
        raise ValueError("no topics to choose from")
    seen = [t for t in topics if t in states and states[t].seen]
    new = [t for t in topics if t not in seen]
    due = [t for t in seen if states[t].due <= answered]
    if due:
        low = min(states[t].box for t in due)
        pool = [t for t in due if states[t].box == low]
        if low > 1 and new:                  # nothing shaky is due: time for something new
            return new[0]
        return rng.choice(pool)
    if new:
        return new[0]
    first = min(states[t].due for t in seen)
    return rng.choice([t for t in seen if states[t].due == first])


# --- the store -----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Learner:
    id: int
    name: str


@dataclass(frozen=True)
class Stats:
    """A learner's score, answers, streaks and topic boxes (``learner`` None: not saved)."""
    learner: Learner | None
    score: int
    answered: int
    streak: int
    best_streak: int
    topics: dict[str, TopicState]            # topic key -> TopicState

    @property
    def mastered(self) -> int:
        return sum(1 for s in self.topics.values() if s.mastered)


#: A learner who has not answered yet.
NO_ANSWERS = Stats(None, 0, 0, 0, 0, {})


def count_answer(stats: Stats, topic: str, correct: bool, difficulty: int = 1) -> Stats:
    """The statistics after one more answer on ``topic`` at ``difficulty``: score and streaks, and
    the topic's box (:func:`next_box`), counts and when it is due (:func:`due_after`).

    >>> s = count_answer(count_answer(NO_ANSWERS, "t-r1", True, 3), "t-r1", False)
    >>> s.score, s.answered, s.streak, s.best_streak, s.topics["t-r1"]
    (1, 2, 0, 1, TopicState(topic='t-r1', box=1, seen=2, correct=1, due=4, hard_correct=1))
    """
    correct = bool(correct)
    answered = stats.answered + 1
    old = stats.topics.get(topic, TopicState(topic))
    box = next_box(old.box, correct)
    state = TopicState(topic, box, old.seen + 1, old.correct + int(correct), due_after(answered, box),
                       old.hard_correct + int(correct and difficulty >= HARDEST))
    streak = stats.streak + 1 if correct else 0
    return Stats(stats.learner, stats.score + int(correct), answered, streak,
                 max(stats.best_streak, streak), {**stats.topics, topic: state})


_SCHEMA = """
CREATE TABLE IF NOT EXISTS languages (
    learner_id INTEGER PRIMARY KEY REFERENCES learners(id),
    language TEXT NOT NULL,
    saved REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS learners (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE COLLATE NOCASE,
    created REAL NOT NULL,
    score INTEGER NOT NULL DEFAULT 0,
    answered INTEGER NOT NULL DEFAULT 0,
    streak INTEGER NOT NULL DEFAULT 0,
    best_streak INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS topics (
    learner_id INTEGER NOT NULL REFERENCES learners(id),
    topic TEXT NOT NULL,
    box INTEGER NOT NULL DEFAULT 0,
    seen INTEGER NOT NULL DEFAULT 0,
    correct INTEGER NOT NULL DEFAULT 0,
    due INTEGER NOT NULL DEFAULT 0,
    hard_correct INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (learner_id, topic)
);
CREATE TABLE IF NOT EXISTS answers (
    id INTEGER PRIMARY KEY,
    learner_id INTEGER NOT NULL REFERENCES learners(id),
    exercise_id TEXT NOT NULL,
    topic TEXT NOT NULL,
    correct INTEGER NOT NULL,
    response TEXT,
    answered_at REAL NOT NULL,
    answer_key TEXT UNIQUE
);
CREATE INDEX IF NOT EXISTS answers_by_learner ON answers (learner_id);
"""


def open_db(path: Path, timeout: float) -> sqlite3.Connection:
    """The progress file as every store opens it: no implicit transactions (each write takes its own,
    :class:`Transaction`), WAL, foreign keys on, and up to ``timeout`` seconds' wait for another
    kernel's write lock."""
    db = sqlite3.connect(str(path), timeout=timeout, isolation_level=None, check_same_thread=False)
    db.execute(f"PRAGMA busy_timeout = {int(timeout * 1000)}")
    db.execute("PRAGMA journal_mode = WAL")
    db.execute("PRAGMA synchronous = FULL")
    db.execute("PRAGMA foreign_keys = ON")
    return db


class Transaction:
    """``with Transaction(db) as db:`` one write transaction, rolled back if the block raises.

    BEGIN IMMEDIATE takes the write lock at once, so two kernels writing at the same moment wait for
    each other (busy_timeout) instead of failing later."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    def __enter__(self) -> sqlite3.Connection:
        self.db.execute("BEGIN IMMEDIATE")
        return self.db

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.db.execute("COMMIT" if kind is None else "ROLLBACK")


_S = TypeVar("_S", bound="Store")


class Store:
    """What every store of the progress file shares: ``close()`` its connection, also at the end of a
    ``with`` block."""

    _db: sqlite3.Connection

    def close(self) -> None:
        self._db.close()

    def __enter__(self: _S) -> _S:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def create_tables(db: sqlite3.Connection, schema: str) -> None:
    """Run each statement of ``schema`` (``CREATE ... IF NOT EXISTS``; inside a transaction)."""
    for statement in schema.split(";"):
        if statement.strip():
            db.execute(statement)


class ProgressStore(Store):
    """Progress of every learner in ``<data_dir>/progress.sqlite3`` (created on first use)."""

    def __init__(self, data_dir: str | os.PathLike[str] | None = None, *, timeout: float = 30.0) -> None:
        self.data_dir = Path(data_dir) if data_dir is not None else default_data_dir()
        self.data_dir.mkdir(parents=True, exist_ok=True)
        self.path = self.data_dir / DB_NAME
        self._db = open_db(self.path, timeout)
        with self._transaction():
            create_tables(self._db, _SCHEMA)
            self._migrate(self._db)

    @staticmethod
    def _migrate(db: sqlite3.Connection) -> None:
        """Grow a file written by an older version (the schema only ever grows): topics gained
        ``hard_correct``, filled in from the saved answers' exercise ids (``t-r1-3-...``)."""
        columns = {row[1] for row in db.execute("PRAGMA table_info(topics)")}
        if "hard_correct" not in columns:
            db.execute("ALTER TABLE topics ADD COLUMN hard_correct INTEGER NOT NULL DEFAULT 0")
            db.execute(f"UPDATE topics SET hard_correct = (SELECT COUNT(*) FROM answers a WHERE "
                       f"a.learner_id = topics.learner_id AND a.topic = topics.topic AND a.correct = 1 "
                       f"AND a.exercise_id LIKE '%-{HARDEST}-%')")

    def _transaction(self) -> Transaction:         # one transaction per write
        return Transaction(self._db)

    # learners
    def learner(self, name: str) -> Learner:
        """The learner with this name (case-insensitive), created if new."""
        name = clean_name(name)
        with self._transaction() as db:
            row = db.execute("SELECT id, name FROM learners WHERE name = ?", (name,)).fetchone()
            if row is None:
                cur = db.execute("INSERT INTO learners (name, created) VALUES (?, ?)", (name, time.time()))
                row = (cur.lastrowid, name)
        return Learner(*row)

    def keep_language(self, name: str, code: str) -> None:
        """Save the language ``name`` chose (``"de"``); the page asks for it when its address says none."""
        learner = self.learner(name)
        with self._transaction() as db:
            db.execute("INSERT INTO languages (learner_id, language, saved) VALUES (?, ?, ?) ON CONFLICT(learner_id) "
                       "DO UPDATE SET language = excluded.language, saved = excluded.saved",
                       (learner.id, code, time.time()))

    def language_of(self, name: str) -> str | None:
        """The language ``name`` chose last, or None (no such learner, or none chosen)."""
        row = self._db.execute("SELECT l.language FROM languages l JOIN learners p ON p.id = l.learner_id "
                               "WHERE p.name = ?", (clean_name(name),)).fetchone()
        return str(row[0]) if row else None

    def learners(self) -> list[Learner]:
        return [Learner(*r) for r in self._db.execute("SELECT id, name FROM learners ORDER BY id")]

    # reading
    def stats(self, learner_id: int) -> Stats:
        return self._read_stats(self._db, learner_id)

    @staticmethod
    def _read_stats(db: sqlite3.Connection, learner_id: int) -> Stats:
        row = db.execute("SELECT id, name, score, answered, streak, best_streak FROM learners "
                         "WHERE id = ?", (learner_id,)).fetchone()
        if row is None:
            raise KeyError(f"no learner {learner_id}")
        topics = {t: TopicState(t, b, s, c, d, h) for t, b, s, c, d, h in db.execute(
            "SELECT topic, box, seen, correct, due, hard_correct FROM topics WHERE learner_id = ? "
            "ORDER BY topic",
            (learner_id,))}
        return Stats(Learner(row[0], row[1]), row[2], row[3], row[4], row[5], topics)

    def answers(self, learner_id: int) -> list[tuple[str, str, bool]]:
        """Every saved answer of a learner: (exercise_id, topic, correct) in order."""
        return [(e, t, bool(c)) for e, t, c in self._db.execute(
            "SELECT exercise_id, topic, correct FROM answers WHERE learner_id = ? ORDER BY id",
            (learner_id,))]

    def next_topic(self, learner_id: int, topics: Iterable[str], rng: random.Random | None = None) -> str:
        stats = self.stats(learner_id)
        return choose_topic(topics, stats.topics, stats.answered, rng)

    # writing
    def record_answer(self, learner_id: int, exercise_id: str, topic: str, correct: bool,
                      response: object = None, answer_key: str | None = None) -> Stats:
        """Save one answer and move the topic's box, all in one transaction.

        ``answer_key`` (e.g. session id + exercise id) makes a retried write count once. The
        difficulty is read from the exercise id (a right answer at difficulty 3 counts for
        mastery).
        """
        correct = bool(correct)
        difficulty = difficulty_of(exercise_id)
        with self._transaction() as db:
            if answer_key is None or not db.execute(
                    "SELECT 1 FROM answers WHERE answer_key = ?", (answer_key,)).fetchone():
                new = count_answer(self._read_stats(db, learner_id), topic, correct, difficulty)
                state = new.topics[topic]
                db.execute("INSERT INTO answers (learner_id, exercise_id, topic, correct, response, "
                           "answered_at, answer_key) VALUES (?, ?, ?, ?, ?, ?, ?)",
                           (learner_id, exercise_id, topic, int(correct),
                            None if response is None else str(response)[:200], time.time(), answer_key))
                db.execute("INSERT INTO topics (learner_id, topic, box, seen, correct, due, hard_correct) "
                           "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (learner_id, topic) DO UPDATE SET "
                           "box = excluded.box, seen = excluded.seen, correct = excluded.correct, "
                           "due = excluded.due, hard_correct = excluded.hard_correct",
                           (learner_id, topic, state.box, state.seen, state.correct, state.due,
                            state.hard_correct))
                db.execute("UPDATE learners SET score = ?, answered = ?, streak = ?, best_streak = ? "
                           "WHERE id = ?",
                           (new.score, new.answered, new.streak, new.best_streak, learner_id))
        return self.stats(learner_id)
