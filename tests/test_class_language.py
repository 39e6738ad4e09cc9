"""A class in two languages (issue 33): the teacher's dashboard in the teacher's language, each learner's
class page in theirs (``?lang=de``): the question is made again of its position in the learner's language,
with the same cards and answer; the page's links keep ``lang``; a card is said by its name (issue 34)."""

from __future__ import annotations

import pytest

from hydra.core.i18n import set_language
from tutor.classroom import ClassStore, TeacherClass, class_options
from tutor.language import forget_page_language
from tutor.hydra.scenarios import Line, load_library
from widgets.classroom.html import question_html, reveal_html
from widgets.classroom.page import build_class


@pytest.fixture(autouse=True)
def english_after():
    yield
    forget_page_language()


def line_at(name: str, at: int) -> Line:
    line = Line(load_library(name))
    line.go(at)
    return line


def test_an_english_teacher_and_a_german_learner(tmp_path):
    set_language("en")
    teacher = TeacherClass(ClassStore(tmp_path))
    room = teacher.open()
    pushed = teacher.push("legal", line_at("r10-triple-engagement", 3))
    assert "Which cards may Dora play now?" in question_html(pushed.question, pushed.seq, cards=False)
    page = build_class({"QUERY_STRING": f"class={room.code}&name=Ada&lang=de", "HYDRA_DATA_DIR": str(tmp_path)},
                       poll=False)
    panel = page.panel
    assert panel.model.member is not None and panel.model.current is not None       # joined: the question shown
    said = panel.question.value
    assert "Frage 1: Welche Karten darf Dora jetzt spielen? Wähle jede, dann sende." in said
    assert panel.send_button.description == "Meine Antwort senden"
    assert [b.description for b in panel.options][:2] == ["1. Schell-König", "2. Rot-König"]
    assert tuple(class_options(panel._question())) == class_options(pushed.question)      # the same choices
    panel.options[0].value = True
    assert panel.send()
    assert "Antwort gesendet: Schell-König." in panel.status.value
    teacher.reveal()
    assert panel.tick() == "reveal"
    shown = panel.reveal.value
    assert "Du hattest recht!" in shown and "Die Lösung:" in shown and "Dora darf Schell-König spielen." in shown
    assert "The answer" not in shown and "may play" not in shown
    # the links keep the language; the switch leads to this class page in English, the learner kept in it
    assert "lang=de" in page.back.value and "Zurück zum Quiz" in page.back.value
    assert 'data-hydra-lang="en"' in page.langs.value and f"class={room.code}" in page.langs.value
    assert "lang=de" in panel.rejoin.value
    # the teacher's page stays English
    set_language("en")
    assert "The answer:" in reveal_html(pushed.question) and "Dora may play Schell-König." in reveal_html(
        pushed.question)


def test_the_class_page_in_german_before_joining(tmp_path):
    page = build_class({"QUERY_STRING": "lang=de", "HYDRA_DATA_DIR": str(tmp_path)}, poll=False)
    panel = page.panel
    assert panel.join_button.description == "Der Klasse beitreten"
    assert panel.code_input.description == "Klassencode:" and "Gib den Code" in panel.header.value
    panel.code_input.value, panel.name_input.value = "NOPE1", "Ada"
    panel.join_button.click()
    assert panel.model.member is None and panel.message.value           # refused, in a sentence
