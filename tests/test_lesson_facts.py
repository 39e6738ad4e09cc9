"""The reference lessons' own questions (tutor/hydra/quiz/lesson_facts.py): the engine works out the
answer when the question is made, the fact kinds check it; the notebook cells only show them.
Each question keeps the exercise key its lesson saves progress under."""

from __future__ import annotations

import pytest

import hydra
from hydra.hydra.odds import party_kind_odds
from tutor.course.lessons import LESSONS, REFERENCE_LESSONS
from tutor.exercises import kind_named
from tutor.hydra.quiz.lesson_facts import FACT_CHOICE, FACT_NUMBER, FACTS, Choice, lesson_fact


@pytest.fixture(scope="module")
def odds():
    return party_kind_odds()


def given(key: str, odds) -> dict:
    if key == "seat-0-points":
        return {"round": hydra.play_round(seed=1, dealer=0)}
    if key == "match-winner":
        match = hydra.Match(players=5, dealer=0)
        for seed in range(5):
            match.play_round(seed=seed)
        return {"match": match}
    if key in ("most-likely", "normal-or-secret", "wedding-rate"):
        return {"odds": odds}
    return {}


def test_every_question_is_saved_under_its_lessons_key():
    """A learner's saved progress keeps its keys: each question is one its lesson counts."""
    counted = {key for lesson in LESSONS + REFERENCE_LESSONS for key in lesson.exercises}
    assert set(FACTS) <= counted
    assert len(FACTS) == 15          # the 15 check functions that were defined in the cells


@pytest.mark.parametrize("key", sorted(FACTS))
def test_the_solution_is_right_and_every_other_answer_wrong(key, odds):
    ex = lesson_fact(key, **given(key, odds))
    kind = kind_named(ex.kind)
    assert kind in (FACT_CHOICE, FACT_NUMBER)
    right = kind.solution(ex)
    fb = ex.check(right)
    assert fb.correct and fb.explanation and fb.rules
    if kind is FACT_CHOICE:
        wrong = [c for c in ex.choices if c != right]
        assert wrong and all(not ex.check(c).correct for c in wrong)
        assert all(isinstance(c, Choice) and c.label for c in ex.choices)
    else:
        assert not ex.check(str(int(right) + 1)).correct
        with pytest.raises(ValueError, match="whole number"):
            ex.check("many")


def test_the_deck_has_100_cards():
    """Rules: Die Spielkarten: 25 different cards, each twice."""
    ex = lesson_fact("cards-in-deck")
    assert ex.answer == 50 and ex.check(" 50 ").correct and not ex.check("25").correct
    assert ex.explanation == "25 different cards, each twice: 50 cards in the deck."


def test_bonus_trick_is_a_hydra_by_its_eyes():
    """R3: 40 to 49 eyes make a Doppelkopf, 50 or more a Hydra; R10 ED E10 GD SD hold 53."""
    ex = lesson_fact("doppelkopf-trick")
    assert ex.answer == "a Hydra" and ex.rules == ("R3",)
    assert "53 eyes" in ex.explanation and "R10 10, ED 11, E10 10, GD 11, SD 11" in ex.explanation


def test_own_fuchs_is_not_caught():
    """R4: only an opponent's Fuchs is caught; the Alten's own SD gives them no bonus."""
    ex = lesson_fact("fuchs-caught")
    assert ex.answer == 0 and "R4" in ex.rules and "R4" in ex.explanation


def test_seat_0_points_are_the_round_sheets():
    """R5: a player's points are the party's rounded eyes times the multiplier plus the bonus."""
    rnd = hydra.play_round(seed=1, dealer=0)
    ex = lesson_fact("seat-0-points", round=rnd)
    assert ex.answer == rnd.points[0] and ex.check(str(rnd.points[0])).correct
    assert "(R5)" in ex.explanation


def test_party_kind_odds_questions(odds):
    """R10: the key cards decide the kind; the exact odds say which comes up most."""
    best = max(odds, key=lambda k: odds[k])
    assert lesson_fact("most-likely", odds=odds).answer == best
    assert lesson_fact("normal-or-secret", odds=odds).answer == "normal"
    assert lesson_fact("wedding-rate", odds=odds).answer == 220          # 1 in 234.6
    labels = [c.label for c in lesson_fact("most-likely", odds=odds).choices]
    assert all("-" not in label for label in labels)                 # party kinds by name, not id


def test_calls_questions():
    """R7: a solo beats an Antrag, an Antrag needs two equal key Obers; R9: the first to accept is
    the partner, and an Antrag nobody accepts goes through to a healthy game (R10)."""
    assert lesson_fact("may-propose").answer == "no"
    assert lesson_fact("solo-beats-antrag").answer == "seat 4's solo"
    assert lesson_fact("antrag-partner").answer == 3
    assert lesson_fact("declined-antrag").answer == "a healthy game"
    assert len(lesson_fact("may-propose").cards) == 10               # seat 1's hand is shown


def test_match_questions():
    """R11: the deal passes to the left; R6: after a throw-in the same dealer deals again;
    R5: the highest total wins the match."""
    assert lesson_fact("next-dealer").answer == 0
    assert lesson_fact("dealer-after-throw-in").answer == 3
    match = hydra.Match(players=5, dealer=0)
    for seed in range(5):
        match.play_round(seed=seed)
    ex = lesson_fact("match-winner", match=match)
    assert ex.answer == match.winner and "(R5)" in ex.explanation


def test_unknown_question():
    with pytest.raises(KeyError, match="no lesson question"):
        lesson_fact("nope")
