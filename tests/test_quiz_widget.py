"""The quiz dashboard driven without a browser: set values, click buttons, read what is shown."""

import html
import json
import subprocess
import sys

import pytest

import tutor
from tutor import make_exercise
from widgets.quiz import QuizApp, build_quiz


@pytest.fixture
def store(tmp_path):
    s = tutor.ProgressStore(tmp_path)
    yield s
    s.close()


def app_for(store, exercise_id=None, name=None):
    return QuizApp(tutor.QuizSession(store), exercise_id=exercise_id, name=name)


def shown_cards(app):
    return [s for s in app.slots if s.layout.display != "none"]


def test_trick_exercise_is_drawn_with_game_seats_and_leader(store):
    app = app_for(store, "t-csolo-2-0007")
    ex = app.exercise
    assert ex.game.name in app.head.value and "Who wins this trick?" in app.head.value
    slots = shown_cards(app)
    assert len(slots) == 5
    for i, slot in enumerate(slots):
        assert f"{str(ex.cards[i])}:" in slot.picture.value          # the SVG's title names the card
        assert f"seat {ex.seats[i]}" in slot.picture.value
    assert "leads" in slots[0].picture.value and "leads" not in slots[1].picture.value


def test_right_answer_by_clicking_the_button(store):
    app = app_for(store, "t-r1-1-0001", name="Ada")
    ex = app.exercise
    app.slots[ex.answer].button.click()
    assert 'data-correct="true"' in app.feedback_html.value
    assert html.escape(ex.explanation) in app.feedback_html.value
    assert "(winner)" in app.slots[ex.answer].picture.value
    assert 'class="hq-big hq-score">1<' in app.stats_html.value
    assert store.stats(app.session.learner.id).score == 1
    # a second click on the same exercise changes nothing
    app.slots[(ex.answer + 1) % 5].button.click()
    assert store.stats(app.session.learner.id).answered == 1


def test_wrong_answer_by_key_then_enter_goes_on(store):
    app = app_for(store, "t-equal-1-0003")
    ex = app.exercise
    wrong = (ex.answer + 1) % 5
    app.press(str(wrong + 1))
    assert 'data-correct="false"' in app.feedback_html.value
    assert html.escape(str(ex.cards[wrong])) in app.feedback_html.value
    assert "(winner)" in app.slots[ex.answer].picture.value
    assert "(selected)" in app.slots[wrong].picture.value
    for step in ex.details:
        assert html.escape(step) in app.feedback_html.value
    app.press("Enter")
    assert app.exercise.id != "t-equal-1-0003" and app.feedback_html.value == ""


def test_keyboard_events_dispatch(store):
    app = app_for(store, "t-suit-1-0001")
    app._on_key({"key": str(app.exercise.answer + 1), "event": "keydown"})
    assert app.session.feedback.correct


def test_legal_cards_select_and_check(store):
    app = app_for(store, "l-trump-2-0004")
    ex = app.exercise
    assert "Which cards may I play?" in app.head.value and app.check_button.layout.display != "none"
    assert len(shown_cards(app)) == len(ex.hand)
    for i, card in enumerate(ex.hand):
        if str(card) in ex.answer:
            app.slots[i].button.click()
    assert app.selected == set(ex.answer)
    app.check_button.click()
    assert app.session.feedback.correct
    for i, card in enumerate(ex.hand):
        assert ("(may be played)" in app.slots[i].picture.value) == (str(card) in ex.answer)


def test_legal_cards_wrong_quotes_illegal_reasons(store):
    ex = next(make_exercise(f"l-follow-1-{s:04x}") for s in range(40)
              if make_exercise(f"l-follow-1-{s:04x}").reasons)
    app = app_for(store, ex.id)
    for i in range(len(ex.hand)):
        app.press(str(i + 1))                                  # select everything
    app.press("Enter")
    assert 'data-correct="false"' in app.feedback_html.value
    for _code, reason in ex.reasons:
        assert html.escape(reason) in app.feedback_html.value


def test_parties_and_points(store):
    if not tutor.TOPICS["p-r10"].available:
        pytest.skip("no form_parties in the engine yet")
    app = app_for(store, "p-r10-1-0001")
    ex = app.exercise
    kind, parts = ex.answer
    app.party_kind.value = kind
    for n, part in enumerate(sorted(parts, key=min)):
        for seat in part:
            app.party_seats[seat].value = "ABC"[n]
    app.check_button.click()
    assert app.session.feedback.correct and "R10" in app.feedback_html.value
    if tutor.TOPICS["s-r5"].available:
        app.kind_picker.value = "points"
        ex = app.exercise
        assert ex.kind == "points"
        app.points_input.value = str(ex.answer + 1)
        assert 'data-correct="false"' in app.feedback_html.value and "R5" in app.feedback_html.value


def test_points_typed_nonsense_gets_a_sentence(store):
    if not tutor.TOPICS["s-r5"].available:
        pytest.skip("no scoring in the engine yet")
    app = app_for(store, "s-r5-1-0001")
    app.points_input.value = "lots"
    assert "whole number" in app.message.value and app.session.feedback is None


def test_kind_picker_filters_exercises(store):
    app = app_for(store)
    for kind in ("trick", "legal"):
        app.kind_picker.value = kind
        for _ in range(3):
            assert app.exercise.kind == kind
            app.next_button.click()


def test_names_and_ids_are_escaped(store):
    app = app_for(store, "<script>alert(1)</script>", name="<img src=x onerror=alert(1)>")
    assert "<script>" not in app.message.value and "&lt;script&gt;" in app.message.value
    assert "<img" not in app.name_status.value and "&lt;img" in app.name_status.value
    assert "<img" not in app.stats_html.value
    assert app.exercise is not None                            # a fresh exercise instead


def test_errors_in_callbacks_become_a_sentence(store, monkeypatch, capsys):
    app = app_for(store, "t-suit-1-0001")

    def boom(*a, **k):
        raise RuntimeError("kaputt")
    monkeypatch.setattr(app.session, "answer", boom)
    app.slots[0].button.click()
    assert "Sorry, something went wrong" in app.message.value and "kaputt" not in app.message.value
    assert "Traceback" not in app.message.value
    assert "kaputt" in capsys.readouterr().err            # the kernel's log keeps the details


def test_from_environment_reads_the_query_string(tmp_path):
    app = build_quiz({"QUERY_STRING": "exercise=t-hydras-2-00ff&name=Zoe"})
    assert app.exercise.id == "t-hydras-2-00ff" and "Zoe" in app.name_status.value
    app.session.store.close()


def test_progress_comes_back_for_the_same_name(tmp_path):
    store = tutor.ProgressStore(tmp_path)
    app = app_for(store, "t-suit-1-0001", name="Max")
    app.pick(app.exercise.answer)
    store.close()
    again = tutor.ProgressStore(tmp_path)
    app2 = app_for(again, name="max")
    assert 'class="hq-big hq-score">1<' in app2.stats_html.value
    again.close()


def test_the_quiz_kernel_stays_light():
    code = ("import sys; sys.path.insert(0, '.');"
            "import widgets.quiz, tutor; app = widgets.quiz.QuizApp(exercise_id='t-r1-1-0001');"
            "app.pick(app.exercise.answer);"
            "import json; print(json.dumps(sorted(m for m in ('pandas', 'matplotlib', 'numpy') "
            "if m in sys.modules)))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=str(__import__("pathlib").Path(__file__).resolve().parents[1]))
    loaded = json.loads(out.stdout.strip().splitlines()[-1])
    assert "pandas" not in loaded and "matplotlib" not in loaded
