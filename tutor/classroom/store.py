"""The class store: classes, members, questions and answers in the tutor's SQLite file, or on a
PostgreSQL server when ``HYDRA_DATABASE_URL`` is set (:mod:`tutor.database`, issue 32).

Every page under Voilà has its own kernel, so the teacher's page and the learners' pages talk only
through this store: the same file as the learners' progress (``progress.sqlite3`` in
``HYDRA_DATA_DIR``; under JupyterHub every learner shares that directory). It uses WAL mode and
one ``BEGIN IMMEDIATE`` transaction per write with ``synchronous = FULL``, so a write that
returned survives a server kill. UNIQUE constraints keep one answer per learner and question and
one name per class; every read and write names its class, so nothing of another class is shown.

>>> import tempfile
>>> store = ClassStore(tempfile.mkdtemp())
>>> room = store.open_class()
>>> len(room.code), set(room.code) <= set(CODE_LETTERS)
(5, True)
>>> ada = store.join(room.code.lower(), "Ada")
>>> try:
...     store.join(room.code, "ADA")
... except ClassError as error:
...     print(error)
The name “ADA” is already used in this class: please add a letter or choose another name.
>>> store.close()
"""

from __future__ import annotations

import json
import os
import random
import secrets
import time
from collections.abc import Mapping
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from hydra.core.i18n import _
from tutor.exercises.model import Exercise
from tutor.database import Conflict, Params, Row, connect
from tutor.progress import DB_NAME, clean_name, default_data_dir

from .questions import check_positions, class_options, dumps_class, loads_class, short_kind

__all__ = ["ClassStore", "ClassError", "ClassInfo", "Member", "Pushed", "Now", "Tally", "Given",
           "CODE_LETTERS", "CODE_LENGTH", "CLASS_HOURS", "new_code", "clean_code"]

#: Letters and digits that cannot be mistaken for one another (no I, L, O, 0 or 1).
CODE_LETTERS = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 5
#: A class's code works this long after the teacher opened it.
CLASS_HOURS = 4.0


class ClassError(ValueError):
    """A sentence for the learner or teacher: a wrong or expired code, a name taken, a second answer."""


def new_code(rng: random.Random | None = None) -> str:
    """A short class code, e.g. ``K7QM3``."""
    pick = rng.choice if rng is not None else secrets.choice
    return "".join(pick(CODE_LETTERS) for _n in range(CODE_LENGTH))


# code: any value a page or a link gave; checked here
def clean_code(text: object) -> str:
    """A typed code in the store's form: capitals, without spaces or dashes.

    >>> clean_code(" k7q-m3 ")
    'K7QM3'
    """
    if not isinstance(text, str) or not text.strip():
        raise ClassError(_("Please type the class code shown on the teacher's screen."))
    return "".join(ch for ch in text.upper() if ch.isalnum())[:12]


@dataclass(frozen=True)
class ClassInfo:
    id: int
    code: str
    created: float
    expires: float
    closed: bool
    teacher: str = ""     # the teacher's token (only the teacher's page knows it): resumes the class


@dataclass(frozen=True)
class Member:
    id: int
    class_id: int
    code: str
    name: str
    token: str            # the page's proof that it is this member when it rejoins


@dataclass(frozen=True)
class Pushed:
    """A question as pushed to one class: its number in the class and whether it is revealed."""
    id: int
    class_id: int
    seq: int
    question: Exercise    # a class exercise (tutor.hydra.quiz.class_kinds)
    revealed: bool


@dataclass(frozen=True)
class Now:
    """The one small row a learner's page polls: the class's current question and its state."""
    question_id: int | None
    version: int          # grows with every push and reveal
    ended: bool


@dataclass(frozen=True)
class Tally:
    """The answers to one question: how many, how many right, how many picked each option."""
    members: int
    answers: int
    right: int
    counts: tuple[int, ...]


@dataclass(frozen=True)
class Given:
    """A learner's answer as saved."""
    chosen: tuple[int, ...]
    correct: bool


_SCHEMA = """
CREATE TABLE IF NOT EXISTS class_rooms (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    created REAL NOT NULL,
    expires REAL NOT NULL,
    question_id INTEGER,
    version INTEGER NOT NULL DEFAULT 0,
    closed INTEGER NOT NULL DEFAULT 0,
    teacher TEXT NOT NULL DEFAULT ''
);
CREATE TABLE IF NOT EXISTS class_members (
    id INTEGER PRIMARY KEY,
    class_id INTEGER NOT NULL REFERENCES class_rooms(id),
    name TEXT NOT NULL COLLATE NOCASE,
    token TEXT NOT NULL,
    joined REAL NOT NULL,
    UNIQUE (class_id, name)
);
CREATE TABLE IF NOT EXISTS class_questions (
    id INTEGER PRIMARY KEY,
    class_id INTEGER NOT NULL REFERENCES class_rooms(id),
    seq INTEGER NOT NULL,
    kind TEXT NOT NULL,
    data TEXT NOT NULL,
    pushed REAL NOT NULL,
    revealed INTEGER NOT NULL DEFAULT 0,
    UNIQUE (class_id, seq)
);
CREATE TABLE IF NOT EXISTS class_answers (
    id INTEGER PRIMARY KEY,
    question_id INTEGER NOT NULL REFERENCES class_questions(id),
    member_id INTEGER NOT NULL REFERENCES class_members(id),
    chosen TEXT NOT NULL,
    correct INTEGER NOT NULL,
    answered REAL NOT NULL,
    UNIQUE (question_id, member_id)
);
"""


class ClassStore:
    """Classes in ``<data_dir>/progress.sqlite3`` (the learners' progress file), or on the PostgreSQL
    server of ``HYDRA_DATABASE_URL`` (``environ``: the environment to read it from)."""

    def __init__(self, data_dir: str | os.PathLike[str] | None = None, *, timeout: float = 30.0,
                 clock: Callable[[], float] = time.time, environ: Mapping[str, str] | None = None) -> None:
        self.data_dir = Path(data_dir) if data_dir is not None else default_data_dir()
        self.data_dir.mkdir(parents=True, exist_ok=True)
        self.path = self.data_dir / DB_NAME
        self.clock = clock
        self.db = connect(self.data_dir, environ)
        self.db.create(_SCHEMA.replace("id INTEGER PRIMARY KEY", "id {id}"))
        if self.db.kind == "sqlite":
            columns = {row[1] for row in self.db.read("PRAGMA table_info(class_rooms)")}
            if "teacher" not in columns:          # a file from before the teacher's token
                with self.db.write() as w:
                    w.execute("ALTER TABLE class_rooms ADD COLUMN teacher TEXT NOT NULL DEFAULT ''")

    def close(self) -> None:
        self.db.close()

    def __enter__(self) -> ClassStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _one(self, sql: str, params: Params) -> Row | None:
        rows = self.db.read(sql, params)
        return rows[0] if rows else None

    # --- classes ------------------------------------------------------------------------------
    def open_class(self, hours: float = CLASS_HOURS, rng: random.Random | None = None) -> ClassInfo:
        """A new class with a code no other class has."""
        now = self.clock()
        for _attempt in range(50):
            code = new_code(rng)
            teacher = secrets.token_hex(8)
            try:
                with self.db.write() as w:
                    room = w.insert("INSERT INTO class_rooms (code, created, expires, teacher) VALUES (?, ?, ?, ?)",
                                    (code, now, now + hours * 3600, teacher))
                return ClassInfo(room, code, now, now + hours * 3600, False, teacher)
            except Conflict:
                continue
        raise ClassError(_("No free class code was found; please try again."))

    # code: any value a page or a link gave; checked here
    def find(self, code: object) -> ClassInfo:
        """The open class with this code; a wrong, ended or expired code is a sentence."""
        code = clean_code(code)
        row = self._one("SELECT id, code, created, expires, closed FROM class_rooms WHERE code = ?", (code,))
        if row is None:
            raise ClassError(_("There is no class with the code {code}. Check the code on the teacher's screen: "
                               "{n} letters and digits, e.g. K7QM3.").format(code=code, n=CODE_LENGTH))
        info = ClassInfo(row[0], row[1], row[2], row[3], bool(row[4]))
        if info.closed or self.clock() > info.expires:
            raise ClassError(_("The class {code} has ended (a class code works for {hours} hours). Ask your teacher "
                               "for the new code.").format(code=code, hours=f"{CLASS_HOURS:g}"))
        return info

    # code: any value a page or a link gave; checked here
    def resume(self, code: object, teacher: str) -> tuple[ClassInfo, Pushed | None]:
        """The teacher's page again (a reload, a restarted server): the open class with this code and
        the teacher's token, and its current question. A learner who knows only the code cannot."""
        info = self.find(code)
        row = self._one("SELECT teacher, question_id FROM class_rooms WHERE id = ?", (info.id,))
        if not teacher or row is None or row[0] != teacher:
            raise ClassError(_("This browser is not the one that opened the class {code}: it cannot ask, reveal or "
                               "end anything there. Press “Ask the class” for a class of your own.").format(
                                   code=info.code))
        info = ClassInfo(info.id, info.code, info.created, info.expires, info.closed, row[0])
        return info, (self.question(info.id, row[1]) if row[1] is not None else None)

    def end(self, class_id: int) -> None:
        with self.db.write() as w:
            w.execute("UPDATE class_rooms SET closed = 1, version = version + 1 WHERE id = ?", (class_id,))

    # --- members ------------------------------------------------------------------------------
    def join(self, code: object, name: str, token: str | None = None) -> Member:
        """Join the class with this code under ``name``; the same name again is refused unless the
        page shows the token it got (a reload or a lost connection rejoins)."""
        room = self.find(code)
        name = clean_name(name)
        with self.db.write() as w:
            w.lock("class_rooms", room.id)
            rows = w.rows("SELECT id, name, token FROM class_members WHERE class_id = ? AND lower(name) = lower(?)",
                          (room.id, name))
            row = rows[0] if rows else None
            if row is not None:
                if token is None or token != row[2]:
                    raise ClassError(_("The name “{name}” is already used in this class: please add a letter or "
                                       "choose another name.").format(name=name))
                return Member(row[0], room.id, room.code, row[1], row[2])
            token = secrets.token_hex(8)
            member = w.insert("INSERT INTO class_members (class_id, name, token, joined) VALUES (?, ?, ?, ?)",
                              (room.id, name, token, self.clock()))
        return Member(member, room.id, room.code, name, token)

    def members(self, class_id: int) -> list[str]:
        return [r[0] for r in self.db.read("SELECT name FROM class_members WHERE class_id = ? ORDER BY id",
                                           (class_id,))]

    # --- questions ----------------------------------------------------------------------------
    def push(self, class_id: int, question: Exercise) -> Pushed:
        """Make ``question`` the class's current question (the one before stays saved)."""
        with self.db.write() as w:
            w.lock("class_rooms", class_id)
            rows = w.rows("SELECT closed FROM class_rooms WHERE id = ?", (class_id,))
            if not rows or rows[0][0]:
                raise ClassError(_("This class has ended: open a new one to ask a question."))
            seq = w.rows("SELECT COALESCE(MAX(seq), 0) + 1 FROM class_questions WHERE class_id = ?", (class_id,))[0][0]
            qid = w.insert("INSERT INTO class_questions (class_id, seq, kind, data, pushed) VALUES (?, ?, ?, ?, ?)",
                           (class_id, seq, short_kind(question), dumps_class(question), self.clock()))
            w.execute("UPDATE class_rooms SET question_id = ?, version = version + 1 WHERE id = ?", (qid, class_id))
        return Pushed(qid, class_id, seq, question, False)

    def now(self, class_id: int) -> Now:
        """The class's current question and state: one row by its key (what pages poll)."""
        row = self._one("SELECT question_id, version, closed, expires FROM class_rooms WHERE id = ?", (class_id,))
        if row is None:
            return Now(None, 0, True)
        return Now(row[0], row[1], bool(row[2]) or self.clock() > row[3])

    def question(self, class_id: int, question_id: int) -> Pushed:
        """A question of this class (a question of another class is not found)."""
        row = self._one("SELECT id, class_id, seq, data, revealed FROM class_questions "
                             "WHERE id = ? AND class_id = ?", (question_id, class_id))
        if row is None:
            raise ClassError(_("That question is not one of this class's."))
        return Pushed(row[0], row[1], row[2], loads_class(row[3]), bool(row[4]))

    def reveal(self, class_id: int, question_id: int) -> None:
        with self.db.write() as w:
            changed = w.execute("UPDATE class_questions SET revealed = 1 WHERE id = ? AND class_id = ?",
                                (question_id, class_id))
            if changed != 1:
                raise ClassError(_("That question is not one of this class's."))
            w.execute("UPDATE class_rooms SET version = version + 1 WHERE id = ?", (class_id,))

    # --- answers ------------------------------------------------------------------------------
    def answer(self, member: Member, question_id: int, chosen: object) -> Given:
        """Save a learner's one answer (checked against the engine's answer stored with it)."""
        with self.db.write() as w:
            rows = w.rows("SELECT q.data, q.revealed, r.closed, r.expires FROM class_questions q "
                          "JOIN class_rooms r ON r.id = q.class_id WHERE q.id = ? AND q.class_id = ?",
                          (question_id, member.class_id))
            row = rows[0] if rows else None
            if row is None:
                raise ClassError(_("That question is not one of this class's."))
            if row[2] or self.clock() > row[3]:
                raise ClassError(_("The class has ended, so answers are no longer taken."))
            if row[1]:
                raise ClassError(_("The answer has been shown already, so this question takes no more answers."))
            picked, feedback = check_positions(loads_class(row[0]), chosen)   # the kind grades it
            correct = feedback.correct
            try:
                w.insert("INSERT INTO class_answers (question_id, member_id, chosen, correct, answered) "
                         "VALUES (?, ?, ?, ?, ?)", (question_id, member.id, json.dumps(list(picked)),
                                                    int(correct), self.clock()))
            except Conflict:
                raise ClassError(_("You have answered this question already: your first answer counts.")) from None
        return Given(picked, correct)

    def given(self, member: Member, question_id: int) -> Given | None:
        """This member's answer to the question, if any."""
        row = self._one("SELECT chosen, correct FROM class_answers WHERE question_id = ? AND member_id = ?",
                             (question_id, member.id))
        return None if row is None else Given(tuple(json.loads(row[0])), bool(row[1]))

    def answers_of(self, member: Member) -> list[tuple[Pushed, Given]]:
        """Every answer this member gave in the class, with its question (to count in progress)."""
        out = []
        for qid, chosen, correct in self.db.read(
                "SELECT a.question_id, a.chosen, a.correct FROM class_answers a JOIN class_questions q "
                "ON q.id = a.question_id WHERE a.member_id = ? AND q.class_id = ? ORDER BY a.id",
                (member.id, member.class_id)):
            out.append((self.question(member.class_id, qid), Given(tuple(json.loads(chosen)), bool(correct))))
        return out

    def count(self, class_id: int, question_id: int) -> tuple[int, int]:
        """(answers to the question, members of the class): the teacher's live count."""
        answers = self.db.read("SELECT COUNT(*) FROM class_answers a JOIN class_questions q ON "
                               "q.id = a.question_id WHERE a.question_id = ? AND q.class_id = ?",
                               (question_id, class_id))[0][0]
        members = self.db.read("SELECT COUNT(*) FROM class_members WHERE class_id = ?", (class_id,))[0][0]
        return int(answers), int(members)

    def tally(self, class_id: int, question_id: int) -> Tally:
        """How many picked each option (a learner choosing several cards counts for each)."""
        pushed = self.question(class_id, question_id)
        counts = [0] * len(class_options(pushed.question))
        right = answers = 0
        for chosen, correct in self.db.read("SELECT chosen, correct FROM class_answers WHERE question_id = ?",
                                            (question_id,)):
            answers += 1
            right += int(correct)
            for i in json.loads(chosen):
                if 0 <= i < len(counts):
                    counts[i] += 1
        return Tally(self.count(class_id, question_id)[1], answers, right, tuple(counts))
