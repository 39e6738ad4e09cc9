"""Ask the class (issue 12): the model (codes, join, one answer, late join, distribution, reveal),
the answers the engine gives (who wins: rules: Wer erhält den Stich, R1; legal cards: rules: Der
Spielverlauf, R1; the example player's choice; parties: R10), kill-safety and classes never mixing,
and the panels as plain objects."""

from __future__ import annotations

import random
import re
import subprocess
import sys
import textwrap

from urllib.parse import urlencode

import pytest

import hydra
from tutor.classroom import (CODE_LENGTH, CODE_LETTERS, ClassError, ClassStore, LearnerClass, QuestionError,
                             TeacherClass, check_positions, class_options, clean_code, is_multi, make_question,
                             new_code)
from tutor.progress import ProgressStore
from tutor.hydra.scenarios import Line, load_library


#: The teacher's page as Voilà starts its kernel when it was opened on the network address.
ON_THE_NETWORK = {"VOILA_REQUEST_URL": "http://192.0.2.7:8866/voila/render/teacher.ipynb?scenario=r01"}


def line_at(name: str, at: int) -> Line:
    line = Line(load_library(name))
    line.go(at)
    return line


@pytest.fixture
def data(tmp_path):
    return tmp_path


@pytest.fixture
def room(data):
    teacher = TeacherClass(ClassStore(data))
    teacher.open()
    return teacher


# --- codes ---------------------------------------------------------------------------------------

def test_codes_are_short_and_unambiguous():
    codes = {new_code(random.Random(i)) for i in range(300)}
    assert all(len(c) == CODE_LENGTH and set(c) <= set(CODE_LETTERS) for c in codes)
    assert not set("IL01O") & set(CODE_LETTERS)          # nothing to mistake for another character
    assert len(codes) > 290
    assert clean_code(" ab-c d2 ") == "ABCD2"


def test_two_classes_get_different_codes(data):
    store = ClassStore(data)
    a, b = store.open_class(rng=random.Random(1)), store.open_class(rng=random.Random(1))
    assert a.code != b.code                               # the same first draw is taken: drawn again


# --- joining -------------------------------------------------------------------------------------

def test_wrong_code_is_a_sentence(data, room):
    with pytest.raises(ClassError, match="There is no class with the code ZZZZZ"):
        LearnerClass(ClassStore(data)).join("zzzzz", "Ada")
    with pytest.raises(ClassError, match="type the class code"):
        LearnerClass(ClassStore(data)).join("  ", "Ada")


def test_expired_and_ended_codes_are_refused(data):
    clock = [1000.0]
    store = ClassStore(data, clock=lambda: clock[0])
    info = store.open_class(hours=1)
    store.join(info.code, "Ada")
    clock[0] += 3601
    with pytest.raises(ClassError, match="has ended"):
        store.join(info.code, "Bo")
    assert store.now(info.id).ended
    other = store.open_class()
    store.end(other.id)
    with pytest.raises(ClassError, match="has ended"):
        store.join(other.code, "Bo")


def test_a_name_is_used_once_per_class_and_the_token_rejoins(data, room):
    code = room.room.code
    ada = LearnerClass(ClassStore(data)).join(code, "Ada")
    with pytest.raises(ClassError, match="already used in this class"):
        LearnerClass(ClassStore(data)).join(code, "  ada ")        # capitals and spaces do not count
    again = LearnerClass(ClassStore(data)).join(code, "ADA", token=ada.token)   # a reload rejoins
    assert again.id == ada.id
    other = TeacherClass(ClassStore(data))
    other.open()
    assert LearnerClass(ClassStore(data)).join(other.room.code, "Ada").id != ada.id   # another class


# --- questions: the engine's answers ---------------------------------------------------------------

def test_winner_question_is_the_engines_trick_winner():
    line = line_at("r01-hydra-on-a-fail-trick", 50)          # trick 10 complete: the Hydra thrown (R1)
    q = make_question("winner", line)
    trick = line.round.tricks[-1]
    options = class_options(q)
    assert q.kind == "class-winner" and options == tuple(str(c) for c in trick.cards)
    assert q.answer == (hydra.trick_winner(trick.cards, line.round.game),)
    assert "HY" in options and options[q.answer[0]] == "SK"
    assert "R1" in q.explanation and q.prompt == "Which card takes this trick?"
    fb = q.check(q.answer[0])                                 # the protocol: the kind checks a card position
    assert fb.correct and "R1" in fb.rules and fb.answer_text.startswith("The answer: Schell-König")
    assert not q.check(options.index("HY")).correct


def test_legal_question_is_the_engines_legal_cards():
    line = line_at("r10-triple-engagement", 3)
    q = make_question("legal", line)
    legal = {str(c) for c in line.round.legal_cards()}
    options = class_options(q)
    assert is_multi(q) and {options[i] for i in q.answer} == legal == {"SK"}
    assert "must follow Schell" in " ".join(q.details) and "rules: Der Spielverlauf" in q.rules
    assert check_positions(q, [0])[1].correct and not check_positions(q, [0, 1])[1].correct
    assert q.check(("SK",)).correct and not q.check(("SK", options[1])).correct   # the protocol's response
    with pytest.raises(ValueError, match="at least one"):
        check_positions(q, [])
    with pytest.raises(ValueError, match="choose one of the cards"):
        check_positions(q, [len(options)])


def test_choice_question_is_the_example_players_card_with_its_reason():
    line = line_at("r01-hydra-on-a-fail-trick", 3)
    q = make_question("choice", line)
    advice = hydra.RuleBasedPlayer(3).advise(line.round)
    assert class_options(q)[q.answer[0]] == str(advice.action)
    assert str(advice.reason) in q.explanation
    with pytest.raises(ValueError, match="one card only"):
        check_positions(q, [0, 1])


def test_parties_question_is_the_engines_formation():
    line = line_at("r10-triple-engagement", 0)
    q = make_question("parties", line)
    assert class_options(q)[q.answer[0]] == line.round.formation.kind == "triple-engagement"
    assert "R10" in q.explanation and any("Eichel-Ober" in f for f in q.facts)
    assert not any(re.search(r"\b(EO|GO)\b", f) for f in q.facts)          # cards by name (issue 34)
    assert q.check("triple-engagement").correct and not q.check("normal").correct   # R10, by the kind


def test_a_position_that_cannot_be_asked_is_a_sentence():
    with pytest.raises(QuestionError, match="No card is on the table"):
        make_question("winner", line_at("r10-triple-engagement", 0))
    with pytest.raises(QuestionError, match="no question kind"):
        make_question("points", line_at("r10-triple-engagement", 0))


# --- answering -----------------------------------------------------------------------------------

def test_one_answer_per_learner_and_the_tally(data, room):
    code = room.room.code
    learners = [LearnerClass(ClassStore(data)) for _ in range(3)]
    for i, learner in enumerate(learners):
        learner.join(code, f"L{i}")
    room.push("winner", line_at("r01-hydra-on-a-fail-trick", 50))
    for learner in learners:
        assert learner.poll() == "question"
    right = room.current.question.answer[0]
    wrong = 1 - right if right < 2 else 0
    assert learners[0].answer([right]).correct
    assert not learners[1].answer([wrong]).correct
    with pytest.raises(ClassError, match="answered this question already"):
        learners[0].answer([wrong])
    with pytest.raises(ClassError, match="answered this question already"):   # past the page: the store
        learners[0].store.answer(learners[0].member, room.current.id, [wrong])
    assert room.count() == (2, 3)
    tally = room.tally()
    assert tally.answers == 2 and tally.right == 1
    assert tally.counts[right] == 1 and tally.counts[wrong] == 1 and sum(tally.counts) == 2
    with pytest.raises(ValueError, match="choose one card only"):
        learners[2].answer([0, 1])
    assert room.count() == (2, 3)                              # a refused answer counts nothing


def test_late_joiner_gets_the_current_question_and_reveal_reaches_everyone(data, room):
    early = LearnerClass(ClassStore(data))
    early.join(room.room.code, "Early")
    room.push("legal", line_at("r10-triple-engagement", 3))
    late = LearnerClass(ClassStore(data))
    late.join(room.room.code, "Late")
    assert late.poll() == "question" and late.current.id == room.current.id
    assert early.poll() == "question"
    early.answer(list(room.current.question.answer))
    room.reveal()
    assert early.poll() == "reveal" and early.current.revealed
    assert late.poll() == "reveal"
    with pytest.raises(ClassError, match="answer has been shown"):
        late.answer([0])
    assert early.poll() is None                                # nothing new: nothing redrawn


def test_class_answers_count_in_quiz_progress_once(data, room):
    progress = ProgressStore(data)
    learner = LearnerClass(ClassStore(data), progress)
    member = learner.join(room.room.code, "Ada")
    room.push("winner", line_at("r01-hydra-on-a-fail-trick", 50))
    learner.poll()
    learner.answer(list(room.current.question.answer))
    ada = progress.learner("Ada")
    assert progress.stats(ada.id).score == 1 and progress.stats(ada.id).answered == 1
    LearnerClass(ClassStore(data), ProgressStore(data)).join(room.room.code, "Ada", token=member.token)
    assert progress.stats(ada.id).answered == 1                # rejoining counts it once
    assert progress.answers(ada.id)[0][1] == "class-winner"


def test_two_classes_never_mix(data):
    a, b = TeacherClass(ClassStore(data)), TeacherClass(ClassStore(data))
    a.open()
    b.open()
    in_a, in_b = LearnerClass(ClassStore(data)), LearnerClass(ClassStore(data))
    in_a.join(a.room.code, "Ada")
    in_b.join(b.room.code, "Bo")
    a.push("winner", line_at("r01-hydra-on-a-fail-trick", 50))
    assert in_b.poll() is None and in_b.current is None        # b's learner sees nothing of a
    b.push("legal", line_at("r10-triple-engagement", 3))
    in_a.poll()
    in_b.poll()
    assert in_a.current.question.kind == "class-winner" and in_b.current.question.kind == "class-legal"
    with pytest.raises(ClassError, match="not one of this class"):
        in_b.store.answer(in_b.member, a.current.id, [0])      # an answer to another class's question
    with pytest.raises(ClassError, match="not one of this class"):
        in_b.store.question(b.room.id, a.current.id)
    in_a.answer([0])
    assert b.count() == (0, 1) and a.count() == (1, 1)


KILLED = textwrap.dedent("""
    import os, sys
    sys.path.insert(0, {root!r})
    from tutor.classroom import ClassStore, LearnerClass, TeacherClass
    from tutor.hydra.scenarios import Line, load_library
    data = {data!r}
    teacher = TeacherClass(ClassStore(data)); teacher.open()
    line = Line(load_library("r01-hydra-on-a-fail-trick")); line.go(50)
    teacher.push("winner", line)
    learner = LearnerClass(ClassStore(data)); learner.join(teacher.room.code, "Ada"); learner.poll()
    learner.answer([0])
    print(teacher.room.code, flush=True)
    os.kill(os.getpid(), 9)                                   # kill -9 right after the writes returned
""")


def test_writes_survive_a_killed_writer(data):
    from pathlib import Path
    root = str(Path(__file__).resolve().parents[1])
    proc = subprocess.run([sys.executable, "-c", KILLED.format(root=root, data=str(data))],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == -9, proc.stderr
    code = proc.stdout.strip()
    store = ClassStore(data)                                  # another connection, after the kill
    info = store.find(code)
    now = store.now(info.id)
    assert now.question_id is not None and store.question(info.id, now.question_id).question.kind == "class-winner"
    assert store.count(info.id, now.question_id) == (1, 1)
    assert store.members(info.id) == ["Ada"]


# --- the panels (plain objects) --------------------------------------------------------------------

def test_teacher_and_learner_panels(data):
    from widgets.classroom import LearnerPanel, TeacherPanel
    line = line_at("r01-hydra-on-a-fail-trick", 50)
    teacher = TeacherPanel(ClassStore(data), lambda: line, poll=False, environ=ON_THE_NETWORK)
    teacher.push_buttons["winner"].click()
    assert "Open a class first" in teacher.message.value
    teacher.open_button.click()
    code = teacher.model.room.code
    assert code in teacher.code.value
    # the whole address, host, port and path, as text and as a QR code (issue 23)
    assert f'data-address="http://192.0.2.7:8866/voila/render/class.ipynb?class={code}"' in teacher.code.value
    assert 'class="hc-qr" data-address="http://192.0.2.7:8866/' in teacher.qr.value and "<svg" in teacher.qr.value
    wrong = LearnerPanel(ClassStore(data), code="ZZZZZ", name="Bo", poll=False)
    assert "There is no class with the code ZZZZZ" in wrong.message.value
    panels = [LearnerPanel(ClassStore(data), code=code, name=f"L{i}", poll=False) for i in range(3)]
    taken = LearnerPanel(ClassStore(data), code=code, name="l0", poll=False)
    assert "already used" in taken.message.value and taken.model.member is None
    teacher.push_buttons["winner"].click()
    right = teacher.model.current.question.answer[0]
    for i, panel in enumerate(panels):
        assert panel.tick() == "question"
        panel.options[right if i < 2 else (right + 1) % 5].value = True
        panel.send_button.click()
        assert "Answer sent" in panel.status.value
    panels[0].options[0].value = True
    panels[0].send()
    assert "answered this question already" in panels[0].message.value or panels[0].options[0].disabled
    teacher.tick()
    assert "3 of 3 answered" in teacher.count.value
    teacher.tally_button.value = True
    assert 'data-count="2"' in teacher.tally.value and 'data-count="1"' in teacher.tally.value
    teacher.reveal_button.click()
    for i, panel in enumerate(panels):
        assert panel.tick() == "reveal"
        assert "The answer:" in panel.reveal.value and "rule: the Hydra on a fail trick" in panel.reveal.value
        assert ("You were right" in panel.reveal.value) == (i < 2)
        assert "Traceback" not in panel.reveal.value


def test_the_teachers_own_link_continues_a_class_after_a_reload(data):
    store = ClassStore(data)
    teacher = TeacherClass(store)
    room = teacher.open()
    learner = LearnerClass(ClassStore(data))
    learner.join(room.code, "Ada")
    teacher.push("winner", line_at("r01-hydra-on-a-fail-trick", 50))
    learner.poll()
    learner.answer([0])
    again = TeacherClass(ClassStore(data))                     # the reloaded page: a new kernel
    with pytest.raises(ClassError, match="is not the one that opened the class"):
        again.resume(room.code, "")                            # the code alone (a learner) is not enough
    with pytest.raises(ClassError, match="is not the one that opened the class"):
        again.resume(room.code, "0" * 16)
    again.resume(room.code.lower(), room.teacher)
    assert again.current.id == teacher.current.id and again.count() == (1, 1)
    again.reveal()
    assert learner.poll() == "reveal"


def test_build_teacher_resumes_the_class_from_its_cookie_not_its_address():
    """Issues 23 and 35: the dashboard's own address carries the scenario, the position and the class's
    code, never the teacher's key (a projector shows the address); the key is kept in a cookie of the
    tutor's pages, which the reload's request brings back (``HTTP_COOKIE``), so F5 continues the class
    where it was. An old link's ``&teacher=`` still works and leaves the address; the address without
    the cookie (another browser) continues nothing."""
    from tutor.classroom import cookie_name
    from widgets.hydra.teacher import build_teacher
    app = build_teacher({"QUERY_STRING": "scenario=r01-hydra-on-a-fail-trick&at=46"})
    assert app.address_query() == {"scenario": "r01-hydra-on-a-fail-trick", "at": "46", "class": None,
                                   "teacher": None}
    app.classroom.open_button.click()
    room = app.classroom.model.room
    keys = app.address_query()
    assert keys["class"] == room.code and keys["teacher"] is None and keys["at"] == "46"
    assert app.key_cookies() == {cookie_name(room.code): room.teacher}
    assert "hydra-address" in app.address.value and "hydra-teacher-key" in app.address.value
    assert room.teacher in app.address.value.split('class="hydra-teacher-key"')[1]     # in the cookie alone
    app.presenter.next_button.click()                          # the address follows the position
    assert app.address_query()["at"] == "47"
    app.classroom.push_buttons["winner"].click()
    query = urlencode({k: v for k, v in app.address_query().items() if v})
    cookie = f"_xsrf=2|x; {cookie_name(room.code)}={room.teacher}"
    again = build_teacher({"QUERY_STRING": query, "HTTP_COOKIE": cookie})   # F5: a new kernel, the same address
    assert again.classroom.model.room.id == room.id and again.presenter.position == 47
    assert "Question 1:" in again.classroom.question.value and "0 of 0 answered" in again.classroom.count.value
    assert again.address_query()["class"] == room.code
    old = build_teacher({"QUERY_STRING": f"{query}&teacher={room.teacher}"})   # an old link with its key
    assert old.classroom.model.room.id == room.id and old.address_query()["teacher"] is None
    assert old.key_cookies() == {cookie_name(room.code): room.teacher}
    assert '&quot;teacher&quot;: null' in old.address.value                # taken out of the address
    stranger = build_teacher({"QUERY_STRING": query})
    assert "is not the one that opened the class" in stranger.classroom.message.value
    assert stranger.classroom.model.room is None and stranger.key_cookies() == {}
    wrong = build_teacher({"QUERY_STRING": query, "HTTP_COOKIE": f"{cookie_name(room.code)}={'0' * 16}"})
    assert wrong.classroom.model.room is None
    again.classroom.end_button.click()                        # an ended class leaves the address and the cookie
    assert again.address_query()["class"] is None
    assert again.key_cookies() == {cookie_name(room.code): None}


def test_class_links_of_the_quiz_go_to_the_class_page(data):
    """Issue 23: the quiz joins nothing (one name box, on the class page); ``quiz.ipynb?class=`` is
    sent on to ``class.ipynb`` with its keys, and the quiz links the class page with its name."""
    import tutor
    from widgets.quiz import QuizApp
    from widgets.quiz.classes import class_page_target, class_panel
    code = ClassStore(data).open_class().code
    app = QuizApp(tutor.QuizSession(tutor.ProgressStore(data)), exercise_id="t-r1-1-0001")
    app.login("Grace")
    assert 'href="class.ipynb?name=Grace"' in class_panel(app, "").value
    sent = class_panel(app, f"class={code}&name=Ada&member=abc").value
    assert f"window.location.replace(&quot;class.ipynb?class={code}&amp;name=Ada&amp;member=abc&quot;)" in sent
    assert class_page_target(f"class={code}") == f"class.ipynb?class={code}"
    assert ClassStore(data).members(ClassStore(data).find(code).id) == []     # nobody joined by the quiz


def test_the_class_page_joins_once_and_its_address_rejoins(data):
    """Issue 23: the class page (notebooks/class.ipynb) joins with the name typed once; its address
    then carries the member's token, and that address (F5, the banner's Reload, a re-opened tab)
    joins the same learner again with their answer; the same name without the token is refused."""
    from widgets.classroom.page import build_class
    teacher = TeacherClass(ClassStore(data))
    room = teacher.open()
    env = {"HYDRA_DATA_DIR": str(data)}
    page = build_class({**env, "QUERY_STRING": f"class={room.code}"}, poll=False)
    assert page.panel.model.member is None and page.panel.code_input.value == room.code
    page.panel.name_input.value = "Ada"
    page.panel.join_button.click()
    member = page.panel.model.member
    assert member is not None and "quiz.ipynb?name=Ada" in page.back.value
    assert f"&quot;member&quot;: &quot;{member.token}&quot;" in page.panel.rejoin.value   # into the address
    teacher.push("winner", line_at("r01-hydra-on-a-fail-trick", 50))
    assert page.panel.tick() == "question"
    right = teacher.current.question.answer[0]
    page.panel.options[right].value = True
    page.panel.send_button.click()
    query = urlencode({"class": room.code, "name": "Ada", "member": member.token})
    again = build_class({**env, "QUERY_STRING": query}, poll=False)           # F5 with that address
    assert again.panel.model.member.id == member.id and again.panel.message.value == ""
    assert "Answer sent" in again.panel.status.value and again.panel.options[right].value
    elsewhere = build_class({**env, "QUERY_STRING": f"class={room.code}&name=ada"}, poll=False)
    assert "already used" in elsewhere.panel.message.value and elsewhere.panel.model.member is None
    assert teacher.count() == (1, 1)


# --- the texts of issue 23 -----------------------------------------------------------------------

def test_a_game_name_keeps_its_capitals():
    """"Trump solo: ober." was the question's game line (str.capitalize lowers the rest)."""
    from widgets.classroom.html import game_sentence, question_html
    line = line_at("r07-solo-beats-antrag", 3)
    assert line.round.game.name == "Ober-Solo (a trump solo)"          # the game's name (issue 22)
    html = question_html(make_question("winner", line), 1)
    assert "Ober-Solo (a trump solo)." in html and "ober-solo" not in html
    assert game_sentence("trump solo: Ober") == "Trump solo: Ober."      # capitalize() made it "ober."
    assert game_sentence("normal game") == "Normal game."


def test_the_reveal_names_each_rule_once():
    """The reveal said "rules: rules: Der Spielverlauf · rules: Wer erhält den Stich, rules: Solo · ..."."""
    from widgets.classroom.html import reveal_html
    line = Line(load_library("r01-hydra-wins-in-a-solo"))
    line.go(40)
    q = make_question("winner", line)
    assert len(q.rules) > len(set(q.rules)) or any(", " in r for r in q.rules)   # the engine's list, as it is
    rules = reveal_html(q).split('class="hc-rules"', 1)[1].split("</div>", 1)[0]
    labels = re.findall(r"<summary><span>([^<]*)</span>", rules)        # each opens in place (issue 34)
    assert labels == ["rule: following suit", "rule: the solos", "rule: who takes the trick",
                      "rule: the Hydra on a fail trick"]


def test_the_tally_counts_one_answer_in_the_singular(data, room):
    from widgets.classroom.html import tally_html
    learner = LearnerClass(ClassStore(data))
    learner.join(room.room.code, "Ada")
    room.push("winner", line_at("r01-hydra-on-a-fail-trick", 50))
    learner.poll()
    learner.answer([room.current.question.answer[0]])
    html = tally_html(room.current.question, room.tally())
    assert "(1 answer, 1 right)" in html and "answers" not in html


def test_a_double_click_on_send_counts_once_and_says_no_error(data, room):
    """A double click on Send showed "Answer sent" and a red "You have answered this question already"."""
    from widgets.classroom import LearnerPanel
    panel = LearnerPanel(ClassStore(data), code=room.room.code, name="Ada", poll=False)
    room.push("winner", line_at("r01-hydra-on-a-fail-trick", 50))
    panel.tick()
    panel.options[0].value = True
    panel.send_button.click()
    panel.send_button.click()
    assert panel.message.value == "" and "Answer sent" in panel.status.value
    assert room.count() == (1, 1)


def test_a_second_tab_shows_whether_the_answer_was_right(data, room):
    """The same learner in two tabs (the same token): one answers, the other's reveal says so too."""
    from widgets.classroom import LearnerPanel
    first = LearnerPanel(ClassStore(data), code=room.room.code, name="Ada", poll=False)
    second = LearnerPanel(ClassStore(data), code=room.room.code, name="Ada", poll=False,
                          token=first.model.member.token)
    room.push("winner", line_at("r01-hydra-on-a-fail-trick", 50))
    assert first.tick() == "question" and second.tick() == "question"
    first.options[room.current.question.answer[0]].value = True
    first.send_button.click()
    room.reveal()
    assert second.tick() == "reveal"
    assert "You were right!" in second.reveal.value


def test_the_projector_hides_the_answer_while_a_class_is_open():
    """Issues 23 and 35: while a class is open the presenter shows no winner mark, no legal-card colours
    and no "Explain trick" unless the teacher shows them ("Show winner and legal cards", off by
    default), and never while a question is open: a push turns the toggle off and hides them before
    the question is stored; after the reveal they stay hidden until the teacher shows them."""
    from widgets.hydra.teacher import build_teacher
    app = build_teacher({"QUERY_STRING": "scenario=r01-hydra-on-a-fail-trick&at=47"})
    p, panel = app.presenter, app.classroom
    winner_mark = "#1f8a3a"                                     # the winner's frame (hydra.hydra.svg HIGHLIGHTS)
    p.explain_button.value = True

    def greens():
        return [v for row in p._hands.children for box in getattr(row, "children", ())
                for v in getattr(box, "children", ()) if getattr(v, "highlight", None) == "legal"]

    def shown() -> bool:
        return winner_mark in p._trick.value and bool(p._explain.value) and bool(greens())

    def hidden() -> bool:
        return (winner_mark not in p._trick.value and p._explain.value == "" and p.explain_button.disabled
                and greens() == [] and "wins" not in p._trick.value and "ht-answers-hidden" in app._dom_classes)
    assert shown() and "ht-answers-hidden" not in app._dom_classes      # no class: the presenter as it was
    panel.open_button.click()
    assert hidden() and not panel.show_button.value                     # a class: hidden from the start
    panel.show_button.value = True
    assert shown() and "ht-answers-hidden" not in app._dom_classes
    seen = []                                    # what the projector showed when the question was stored
    store_push = panel.model.push
    panel.model.push = lambda *a, **k: (seen.append(hidden()), store_push(*a, **k))[1]
    panel.push_buttons["winner"].click()
    assert seen == [True], "hidden before the question is stored"
    assert hidden() and not panel.show_button.value and panel.show_button.disabled
    panel.show_button.value = True                                      # a click that slipped through
    assert hidden()
    panel.reveal_button.click()
    assert not panel.show_button.disabled
    panel.show_button.value = False
    assert hidden()
    panel.show_button.value = True
    assert shown()
    panel.end_button.click()
    assert shown() and "ht-answers-hidden" not in app._dom_classes


def test_the_front_door_sends_a_class_address_to_the_class_page():
    """`start-tutor` sets HYDRA_PUBLIC_URL: the address shown is short (``http://IP:8866/?class=CODE``)
    and the front door (tutor.server.serve) sends it to the class page; the teacher's own address
    (with its key) still opens the dashboard."""
    from tutor.classroom import join_address
    from tutor.course import forward_target
    short = join_address("K7QM3", {"HYDRA_PUBLIC_URL": "http://192.168.1.20:8866/", **ON_THE_NETWORK})
    assert short == "http://192.168.1.20:8866/?class=K7QM3"
    assert forward_target("class=K7QM3") == "class.ipynb?class=K7QM3"
    assert forward_target("class=K7QM3&teacher=ab12") == "teacher.ipynb?class=K7QM3&teacher=ab12"
    assert join_address("K7QM3", ON_THE_NETWORK) == "http://192.0.2.7:8866/voila/render/class.ipynb?class=K7QM3"


def test_start_tutor_refuses_a_malformed_host_before_starting_anything():
    """`HYDRA_HOST` goes into Voilà's --Voila.ip and the printed address: a malformed one is a sentence
    and exit status 2, before the environment is set up or a server started."""
    import os
    from pathlib import Path
    script = Path(__file__).resolve().parents[1] / "scripts" / "start-tutor"
    out = subprocess.run(["bash", str(script)], capture_output=True, text=True, timeout=60,
                         env={**os.environ, "HYDRA_HOST": "192.168.1.20; rm -rf /"})
    assert out.returncode == 2
    assert "HYDRA_HOST must be an address like 192.168.1.20" in out.stderr
    assert "pip install" not in out.stderr and "Open http" not in out.stdout
