"""Class questions are exercises of the exercise protocol (issue 21, "one exercise system"): a
class kind makes the exercise from the teacher's position, checks a learner's answer and explains
it; the class store keeps it as JSON, and questions stored before (the old ``Question`` JSON, in
tests/fixtures/class_questions_before_exercises.json, written by the code before this change) are
read as the same exercises, so a class open at the update keeps working."""

from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path

import pytest

from tutor.classroom import ClassStore, LearnerClass, TeacherClass
from tutor.exercises import kind_named
from tutor.hydra.quiz.class_kinds import (CLASS_KINDS, answer_words, check_positions, class_labels, class_options,
                                         dumps_class, is_multi, loads_class, make_class_exercise)
from tutor.hydra.scenarios import Line, load_library
from widgets.classroom.html import question_html, reveal_html, tally_html

OLD = json.loads((Path(__file__).parent / "fixtures" / "class_questions_before_exercises.json").read_text("utf-8"))

POSITIONS = {"winner": ("r01-hydra-on-a-fail-trick", 50), "legal": ("r10-triple-engagement", 3),
             "choice": ("r01-hydra-on-a-fail-trick", 3), "parties": ("r10-triple-engagement", 0)}


def made(kind: str):
    name, at = POSITIONS[kind]
    line = Line(load_library(name))
    line.go(at)
    return make_class_exercise(kind, line)


@pytest.mark.parametrize("kind", CLASS_KINDS)
def test_an_old_question_reads_as_the_exercise_made_now(kind):
    """Migrate on read: the old JSON gives the same options, labels, answer, why and rules as the
    exercise the kind makes of the same position (R1 who wins, R10 parties, rules: Der Spielverlauf)."""
    old = OLD[kind]
    ex = loads_class(json.dumps(old))
    assert ex.kind == f"class-{kind}"
    # the old labels said each card's code before its name ("SK (Schell-König), seat 0"): now its name alone,
    # and each seat from 0: now the player's name ("Schell-König, Ada")
    names = ("Ada", "Ben", "Cem", "Dora", "Emil", "Fay")
    named = [re.sub(r", seat (\d)$", lambda m: ", " + names[int(m.group(1))],
                    re.sub(r"^[EGRSH][A-Z0-9]+ \((.*)\)", r"\1", label)) for label in old["labels"]]
    assert list(class_options(ex)) == old["options"] and list(class_labels(ex)) == named
    assert list(ex.answer) == old["answer"] and ex.explanation == old["explanation"]
    assert list(ex.rules) == old["rules"] and list(ex.details) == old["steps"] and is_multi(ex) == old["multi"]
    assert ex.caption == old["game"] and ex.setting["position"] == old["position"]
    now = made(kind)
    assert (class_options(now), class_labels(now), now.answer, now.rules) == (
        class_options(ex), class_labels(ex), ex.answer, ex.rules)
    # the why as the engine says it now (issue 33: cards by name), the old question's as it was saved
    assert now.explanation and now.explanation.split(" (")[0].split(":")[0] in (ex.explanation + now.explanation)
    right = kind_named(ex.kind).solution(ex)
    assert ex.check(right).correct                              # checked through the protocol
    assert check_positions(ex, list(old["answer"]))[1].correct


@pytest.mark.parametrize("kind", CLASS_KINDS)
def test_an_exercise_survives_the_store_json(kind):
    ex = made(kind)
    again = loads_class(dumps_class(ex))
    assert again == ex


def test_a_class_with_an_old_question_keeps_working(tmp_path):
    """A class store written before the update: its current question (old JSON in the row) is shown,
    answered, tallied and revealed (``?class=`` links open such a class)."""
    store = ClassStore(tmp_path)
    teacher = TeacherClass(store)
    teacher.open()
    teacher.push("winner", Line(load_library("r01-hydra-on-a-fail-trick")))   # any question, then made old
    db = sqlite3.connect(str(store.path))
    db.execute("UPDATE class_questions SET kind = 'winner', data = ?", (json.dumps(OLD["winner"]),))
    db.commit()
    db.close()
    learner = LearnerClass(ClassStore(tmp_path))
    learner.join(teacher.room.code, "Ada")
    assert learner.poll() == "question"
    q = learner.current.question
    assert q.kind == "class-winner" and class_options(q) == ("SK", "ED", "GK", "RD", "HY")
    given = learner.answer([0])
    assert given.correct and given.chosen == (0,)
    html = question_html(q, 1)
    assert "Which card takes this trick?" in html and "Normal game." in html
    tally = tally_html(q, teacher.tally(), show_right=True)
    assert "(1 answer, 1 right)" in tally and 'data-option="SK"' in tally
    # the card by its name, never its code, the seat by the player's name (issue 34)
    assert "Schell-König, Ada" in reveal_html(q) and "rule: the Hydra on a fail trick" in reveal_html(q)
    assert "SK" not in reveal_html(q).replace("SKIP", "") and "seat 0" not in reveal_html(q)
    assert answer_words(q) == "Schell-König, Ada"


def test_a_wrong_shape_is_a_sentence():
    ex = made("winner")
    with pytest.raises(ValueError, match="choose one of the cards"):
        ex.check(99)
    with pytest.raises(ValueError, match="one card only"):
        check_positions(ex, [0, 1])
    with pytest.raises(ValueError, match="kinds shown"):
        made("parties").check("no-such-kind")
