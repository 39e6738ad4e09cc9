"""Progress store (SQLite, WAL, one transaction per answer), Leitner boxes and the quiz session."""

import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from tutor.progress import (INTERVALS, ProgressStore, choose_topic, clean_name, default_data_dir,
                            difficulty_for, next_box, TopicState)
from tutor.quiz import QuizSession, exercise_id_from_query

REPO = Path(__file__).resolve().parents[1]


def test_data_dir_from_environment(monkeypatch, tmp_path):
    monkeypatch.setenv("HYDRA_DATA_DIR", str(tmp_path / "x"))
    assert default_data_dir() == tmp_path / "x"
    monkeypatch.delenv("HYDRA_DATA_DIR")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    if sys.platform.startswith("linux"):
        assert default_data_dir() == tmp_path / "xdg" / "hydra-tutor"
    monkeypatch.setenv("HYDRA_DATA_DIR", str(tmp_path / "y"))
    store = ProgressStore()
    assert store.path == tmp_path / "y" / "progress.sqlite3" and store.path.exists()
    store.close()


def test_wal_mode_and_schema(tmp_path):
    with ProgressStore(tmp_path) as store:
        mode = store._db.execute("PRAGMA journal_mode").fetchone()[0]
        assert mode == "wal"


def test_names_are_cleaned_not_escaped():
    assert clean_name("  Ada \t Lovelace\n") == "Ada Lovelace"
    assert clean_name("<b>x</b>") == "<b>x</b>"           # escaping happens where it is shown
    assert len(clean_name("n" * 100)) == 40
    for bad in ("", "   ", "\x00\x01", None):
        with pytest.raises(ValueError):
            clean_name(bad)


def test_leitner_boxes():
    assert next_box(0, True) == 1 and next_box(4, True) == 5 and next_box(5, True) == 5
    assert next_box(5, False) == 1
    assert INTERVALS[1] < INTERVALS[3] < INTERVALS[5]
    assert difficulty_for(0) == 1 and difficulty_for(3) == 2 and difficulty_for(5) == 3


def test_missed_topics_come_back_sooner_than_mastered_ones():
    topics = ["a", "b", "c"]
    states = {"a": TopicState("a", box=5, seen=9, correct=9, due=40),
              "b": TopicState("b", box=1, seen=3, correct=1, due=11),
              "c": TopicState("c", box=3, seen=4, correct=4, due=12)}
    assert choose_topic(topics, states, answered=11) == "b"
    assert choose_topic(topics, states, answered=10) == "b"       # nothing due: the earliest due
    # new topics come in teaching order once nothing shaky is due
    assert choose_topic(["a", "n"], {"a": states["a"]}, answered=50) == "n"
    assert choose_topic(["x", "y"], {}, answered=0) == "x"


def test_spaced_repetition_in_a_session(tmp_path):
    with ProgressStore(tmp_path) as store:
        session = QuizSession(store)
        session.login("Bo")
        asked = []
        for _n in range(80):      # enough for a topic to reach box 4 and then a difficulty-3 exercise
            ex = session.next_exercise(kind="trick")
            asked.append(ex.topic.key)
            # always wrong on r1, always right elsewhere
            pick = ex.answer if ex.topic.code != "r1" else (ex.answer + 1) % 5
            session.answer(pick)
        stats = session.stats()
        assert stats.answered == 80 and stats.topics["t-r1"].box == 1
        assert asked.count("t-r1") > asked.count("t-suit")
        mastered = [k for k, s in stats.topics.items() if s.mastered]
        assert mastered and "t-r1" not in mastered


def test_score_streak_and_reload(tmp_path):
    store = ProgressStore(tmp_path)
    ada = store.learner("Ada")
    for ok in (True, True, False, True, True, True):
        store.record_answer(ada.id, "t-suit-1-0001", "t-suit", ok)
    store.close()
    again = ProgressStore(tmp_path)
    stats = again.stats(again.learner("ada").id)          # names are case-insensitive
    assert (stats.score, stats.answered, stats.streak, stats.best_streak) == (5, 6, 3, 3)
    assert stats.topics["t-suit"].box == 4 and stats.topics["t-suit"].seen == 6
    assert len(again.answers(ada.id)) == 6
    again.close()


def test_a_retried_answer_counts_once(tmp_path):
    with ProgressStore(tmp_path) as store:
        ada = store.learner("Ada")
        for _ in range(3):
            store.record_answer(ada.id, "t-suit-1-0001", "t-suit", True, answer_key="s1:1")
        assert store.stats(ada.id).answered == 1


def test_session_answers_once_per_exercise(tmp_path):
    with ProgressStore(tmp_path) as store:
        s = QuizSession(store)
        s.login("Cy")
        ex = s.open("t-dulle-1-0002")
        first = s.answer(ex.answer)
        second = s.answer((ex.answer + 1) % 5)
        assert first is second and s.stats().answered == 1
        with pytest.raises(ValueError):
            s.open("t-dulle-1-0003") and s.answer("nonsense")
        assert s.stats().answered == 1


def test_anonymous_session_keeps_score_in_memory():
    s = QuizSession(None)
    ex = s.open("t-suit-1-0001")
    s.answer(ex.answer)
    assert s.stats().score == 1 and s.stats().streak == 1
    with pytest.raises(ValueError):
        s.login("Ann")


def test_query_string():
    assert exercise_id_from_query("exercise=t-r1-2-8f3a") == "t-r1-2-8f3a"
    assert exercise_id_from_query("?foo=1&exercise=%3Cb%3E") == "<b>"
    assert exercise_id_from_query("foo=1") is None and exercise_id_from_query(None) is None


WRITER = textwrap.dedent("""
    import sys, time
    sys.path.insert(0, {repo!r})
    from tutor.progress import ProgressStore
    store = ProgressStore({data!r})
    ada = store.learner("Ada")
    n = 0
    while True:
        store.record_answer(ada.id, "t-suit-1-%04x" % n, "t-suit", n % 3 != 0, answer_key="k%d" % n)
        n += 1
        print(n, flush=True)
""")


def test_killing_the_writer_mid_answer_loses_nothing_committed(tmp_path):
    proc = subprocess.Popen([sys.executable, "-c", WRITER.format(repo=str(REPO), data=str(tmp_path))],
                            stdout=subprocess.PIPE, text=True)
    acknowledged = 0
    deadline = time.monotonic() + 60
    while acknowledged < 40 and time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        acknowledged = int(line)
    os.kill(proc.pid, signal.SIGKILL)                   # killed in the middle of its next write
    proc.wait()
    assert acknowledged >= 40
    con = sqlite3.connect(str(tmp_path / "progress.sqlite3"))
    assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    con.close()
    with ProgressStore(tmp_path) as store:
        stats = store.stats(store.learner("Ada").id)
        rows = len(store.answers(stats.learner.id))
        # every acknowledged answer is there, and the learner's counters agree with the answers
        assert rows >= acknowledged and stats.answered == rows
        assert stats.topics["t-suit"].seen == rows


# --- issue 11 ------------------------------------------------------------------------------------

OLD_SCHEMA = """
CREATE TABLE learners (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE COLLATE NOCASE,
    created REAL NOT NULL, score INTEGER NOT NULL DEFAULT 0, answered INTEGER NOT NULL DEFAULT 0,
    streak INTEGER NOT NULL DEFAULT 0, best_streak INTEGER NOT NULL DEFAULT 0);
CREATE TABLE topics (learner_id INTEGER NOT NULL REFERENCES learners(id), topic TEXT NOT NULL,
    box INTEGER NOT NULL DEFAULT 0, seen INTEGER NOT NULL DEFAULT 0,
    correct INTEGER NOT NULL DEFAULT 0, due INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (learner_id, topic));
CREATE TABLE answers (id INTEGER PRIMARY KEY, learner_id INTEGER NOT NULL REFERENCES learners(id),
    exercise_id TEXT NOT NULL, topic TEXT NOT NULL, correct INTEGER NOT NULL, response TEXT,
    answered_at REAL NOT NULL, answer_key TEXT UNIQUE);
CREATE INDEX answers_by_learner ON answers (learner_id);
"""


def test_mastered_needs_a_right_answer_at_difficulty_three(tmp_path):
    """Problem 12: four of four right at difficulties 1 and 2 is "good", not "mastered"."""
    with ProgressStore(tmp_path) as store:
        ada = store.learner("Ada")
        for n, difficulty in enumerate((1, 1, 2, 2)):
            stats = store.record_answer(ada.id, f"t-r1-{difficulty}-{n:04x}", "t-r1", True)
        state = stats.topics["t-r1"]
        assert state.box == 4 and not state.mastered and stats.mastered == 0
        assert difficulty_for(state.box) == 3                # so the next one is hard
        stats = store.record_answer(ada.id, "t-r1-3-0009", "t-r1", True)
        assert stats.topics["t-r1"].mastered and stats.topics["t-r1"].hard_correct == 1


def test_an_old_progress_file_opens_and_keeps_everything(tmp_path):
    """The schema only grows: a file written before hard_correct existed opens, keeps its
    learners and answers, and learns its right difficulty-3 answers from them."""
    db = sqlite3.connect(str(tmp_path / "progress.sqlite3"))
    db.executescript(OLD_SCHEMA)
    db.execute("INSERT INTO learners VALUES (1, 'Ada', 0, 5, 5, 5, 5)")
    db.execute("INSERT INTO topics VALUES (1, 't-r1', 5, 5, 5, 99)")
    for n, (ex, ok) in enumerate([("t-r1-1-0001", 1), ("t-r1-2-0002", 1), ("t-r1-3-0003", 1),
                                  ("t-r1-3-0004", 1), ("t-r1-3-0005", 0)]):
        db.execute("INSERT INTO answers (learner_id, exercise_id, topic, correct, answered_at, "
                   "answer_key) VALUES (1, ?, 't-r1', ?, 0, ?)", (ex, ok, f"k{n}"))
    db.commit()
    db.close()
    with ProgressStore(tmp_path) as store:
        stats = store.stats(store.learner("ada").id)
        assert (stats.score, stats.answered) == (5, 5)
        assert stats.topics["t-r1"].hard_correct == 2 and stats.topics["t-r1"].mastered
        assert len(store.answers(1)) == 5
    with ProgressStore(tmp_path) as store:                      # and again: migrated once
        assert store.stats(1).topics["t-r1"].hard_correct == 2


def test_answers_without_a_name_move_to_the_learner_once(tmp_path):
    """Problem 5, in the session: answers before login are saved at login, once."""
    with ProgressStore(tmp_path) as store:
        session = QuizSession(store)
        ex = session.open("t-suit-1-0001")
        session.answer(ex.answer)
        session.login("Ada")
        session.login("Ada")
        assert store.stats(session.learner.id).answered == 1
        assert store.answers(session.learner.id) == [("t-suit-1-0001", "t-suit", True)]
