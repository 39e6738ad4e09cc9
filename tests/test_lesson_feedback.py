"""Issue 19: a miss in a lesson says why *that* answer is wrong. Lesson 07's "R10 EO R10 S9 SD": picking
the first R10 says it is the first card, that the trick goes to the third card, the other R10, and the
rule (R2); before, it said only "R10 (Rot-10, the Dulle) wins", as if the learner had been right."""

from __future__ import annotations

from widgets.hydra.course.tryit import winner_exercise


def test_the_first_dulle_miss_says_it_is_the_other_r10():
    tryit = winner_exercise("R10 EO R10 S9 SD")
    tryit.value = 0
    assert tryit.check() is False
    said = tryit.feedback.value
    assert "The first card, the Dulle (Rot-10), does not win this trick" in said      # by name (issue 33)
    # the rule a link that opens its sentence in place (issue 34)
    assert "the third card" in said and "the second one played wins. <details" in said and "rule: equal cards" in said


def test_a_right_answer_is_not_told_it_missed():
    tryit = winner_exercise("R10 EO R10 S9 SD")
    tryit.value = 2
    assert tryit.check() is True and "does not win" not in tryit.feedback.value


def test_lesson05_bonus_trick_asks_what_it_says():
    """Lesson 05's "doppelkopf-trick" said "a Doppelkopf, a Hydra, or neither?" in a comment but asked
    for the eyes; it now asks that question, and the engine's count makes the trick a Hydra (R3). (Issue
    34: the page gave way to the rules reference, whose "hydra-trick" example is the engine's too.)"""
    import hydra
    from tutor.hydra.reference import rule
    from tutor.hydra.reference.examples import work_out
    from hydra.hydra.scoring import HYDRA_EYES
    from tutor.hydra.quiz.lesson_facts import lesson_fact        # the question the cell shows (issue 21)
    ex = lesson_fact("doppelkopf-trick")
    assert [c.label for c in ex.choices] == ["a Doppelkopf", "a Hydra", "neither"]
    assert "a Doppelkopf" in ex.prompt and "a Hydra" in ex.prompt and "or neither?" in ex.prompt
    assert hydra.Trick("R10 ED E10 GD SD", leader=0).eyes >= HYDRA_EYES and ex.answer == "a Hydra"
    assert "10 bonus points for a Hydra" in work_out(rule("hydra-trick")).text
