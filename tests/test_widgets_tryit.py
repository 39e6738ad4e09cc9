"""Try-it exercises answer at once, right or wrong, with the engine's reason."""

import hydra
from widgets.hydra.course.tryit import (TryIt, eyes_exercise, legal_exercise, party_exercise, points_exercise,
                           trump_exercise, winner_exercise)


def answer(ex, value):
    ex.value = value
    ex.check_button.click()
    return ex.right


def test_winner_exercise():
    ex = winner_exercise("R10 EO R10 S9 SD")
    assert answer(ex, 0) is False and "rule: equal cards</span>" in ex.feedback.value      # R2, in place
    assert answer(ex, hydra.trick_winner("R10 EO R10 S9 SD")) is True


def test_legal_exercise_gives_engine_reason():
    ex = legal_exercise("HY G9 EO RK", "GK")
    assert answer(ex, 0) is False and "rule: the Hydra on a fail trick" in ex.feedback.value   # R1
    assert answer(ex, 1) is True


def test_trump_and_eyes_and_points():
    assert answer(trump_exercise("SD"), True) is True
    assert answer(trump_exercise("R10", "color-solo:G"), True) is False
    assert answer(eyes_exercise("ED E10 EK EO"), "28") is True
    ex = points_exercise(65, 2, 5)
    assert answer(ex, "19") is True and "rule: points</span>" in ex.feedback.value        # R5, in place


def test_party_exercise():
    ex = party_exercise(["EO EO", "GO GO", "S9", "R9", "E9"])
    assert answer(ex, "double-secret-proposal") is True
    assert answer(ex, "normal") is False


def test_bad_input_gets_a_sentence_not_a_traceback():
    ex = eyes_exercise("ED")
    assert answer(ex, "eleven") is False and "not an answer" in ex.feedback.value
    ex.value = ""
    ex.check_button.click()
    assert ex.right is None and "first" in ex.feedback.value


def test_custom_check():
    ex = TryIt("2+2?", lambda a: (a == "4", "four"))
    assert answer(ex, "4") is True and "four" in ex.feedback.value


def test_unreadable_or_blank_input_is_a_plain_sentence():
    """Found by the QA pass: typed text that is no number was echoed as a Python repr ('abc'), a very
    long one in full, and spaces alone were graded as an answer; now the words say what to type, the
    echo is short and has no repr quotes, and spaces count as no answer."""
    ex = points_exercise(65, 2, 5)
    assert answer(ex, "abc") is False
    assert "'abc'" not in ex.feedback.value and "“abc”" in ex.feedback.value
    assert "whole number" in ex.feedback.value
    assert answer(ex, "x" * 300) is False and "x" * 41 not in ex.feedback.value
    ex.value = "   "
    ex.check_button.click()
    assert ex.right is None and "first" in ex.feedback.value
