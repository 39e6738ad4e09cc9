"""The quiz's Doppelkopf kinds (issue 13): "who wins this trick?" (dt) and "which cards may I play?"
(dl) in either rule set, graded and explained by hydra.doppelkopf (D1, D5, D7 and the rule sets'
trick-taking sections)."""

from collections import Counter

import pytest

from hydra import doppelkopf as dk
from tutor.exercises import TOPICS, ExerciseIdError, kind_named, make_exercise
from tutor.quiz import QuizSession

DT = [t.key for t in TOPICS.values() if t.kind == "dk-trick"]
DL = [t.key for t in TOPICS.values() if t.kind == "dk-legal"]
SEEDS = range(8)
R10 = dk.dk_card("R10")


def _ids(keys):
    return [f"{k}-{d}-{s:04x}" for k in keys for d in (1, 2, 3) for s in SEEDS]


@pytest.mark.parametrize("exercise_id", _ids(DT))
def test_dk_trick_is_legal_play_and_the_engine_decides(exercise_id):
    ex = make_exercise(exercise_id)
    assert ex.family == "doppelkopf" and ex.setting in dk.RULE_SETS and len(ex.cards) == 4
    assert ex.game.id in dk.games(ex.setting)
    # D1: Doppelkopf cards only (no 9, no Hydra), no card more than twice
    assert all(c in dk.DECK for c in ex.cards) and max(Counter(ex.cards).values()) <= 2
    exp = dk.explain_trick(ex.cards, ex.game, ex.setting)
    assert ex.answer == exp.winner == dk.trick_winner(ex.cards, ex.game.id, ex.setting)
    fb = ex.check(ex.answer)
    assert fb.correct and fb.explanation == exp.sentence and fb.rules == exp.rules
    assert ex.caption.startswith("Doppelkopf · ") and dk.TITLES[ex.game.id] in ex.caption
    wrong = ex.check((ex.answer + 1) % 4)
    assert not wrong.correct and "does not win" in wrong.headline and "(" in wrong.headline  # French name
    for text in (fb.answer_text, fb.explanation, *fb.details):
        assert "Card.parse" not in text and "Traceback" not in text


def test_dk_trick_topics_show_their_idea():
    for s in SEEDS:
        dulle = make_exercise(f"dt-dulle-1-{s:04x}")
        assert dulle.cards.count(R10) == 2
        first, second = [i for i, c in enumerate(dulle.cards) if c is R10]
        if dulle.answer in (first, second):
            # D5: of two Herz-10 the second wins in the hausrunde, the first in the turnier
            assert dulle.answer == (second if dulle.setting == "hausrunde" else first)
            assert "D5" in dulle.check(dulle.answer).rules
        solo = make_exercise(f"dt-solo-2-{s:04x}")
        assert solo.game.id != "normal"
        ruff = make_exercise(f"dt-ruff-1-{s:04x}")
        assert not ruff.game.is_trump(ruff.cards[0]) and any(ruff.game.is_trump(c) for c in ruff.cards[1:])


def test_dk_dulle_comes_in_both_rule_sets():
    sets = {make_exercise(f"dt-dulle-1-{s:04x}").setting for s in range(20)}
    assert sets == {"hausrunde", "turnier"}


@pytest.mark.parametrize("exercise_id", _ids(DL))
def test_dk_legal_answer_and_reasons_are_the_engines(exercise_id):
    ex = make_exercise(exercise_id)
    legal = dk.legal_cards(ex.hand, ex.cards, ex.game, ex.setting)
    reasons = dk.illegal_reasons(ex.hand, ex.cards, ex.game, ex.setting)
    assert ex.answer == {str(c) for c in legal}
    assert dict(ex.reasons) == {str(c): str(r) for c, r in reasons.items()}
    right = ex.check(kind_named(ex.kind).solution(ex))
    assert right.correct and right.headline == "Right!"
    assert "D7" in right.rules                                    # D7: following suit
    if reasons:                                                   # choose every card: graded wrong, with the reason
        wrong = ex.check([str(c) for c in ex.hand])
        assert not wrong.correct
        said = (wrong.explanation,) + wrong.details                 # each reason once, in one or the other
        assert any("may not be played" in d and "(D7)" in d for d in said)


def test_dk_legal_lookalike_has_a_dame_or_bube_of_the_led_suit():
    for s in SEEDS:
        ex = make_exercise(f"dl-lookalike-2-{s:04x}")
        led = ex.cards[0]
        assert any(c.suit == led.suit and ex.game.is_trump(c) for c in ex.hand)


def test_dk_bad_responses_and_ids_give_sentences():
    ex = make_exercise("dt-suit-1-0001")
    for bad in (None, "x", 4, -1):
        with pytest.raises(ValueError, match="Tap one of the 4 cards"):
            ex.check(bad)
    legal = make_exercise("dl-follow-1-0001")
    with pytest.raises(ValueError, match="from your hand"):
        legal.check(["HY"])
    with pytest.raises(ExerciseIdError, match="no topic “r1”"):
        make_exercise("dt-r1-1-0001")


def test_session_game_choice_and_links():
    session = QuizSession(None)
    assert session.game == "hydra" and session.next_exercise().family == "hydra"
    ex = session.next_exercise(game="doppelkopf")
    assert ex.family == "doppelkopf" and {t.family for t in session.topics()} == {"doppelkopf"}
    session.next_exercise(kind="dk-legal")
    assert session.current.kind == "dk-legal"
    session.open("t-r1-1-0001")                      # a Hydra link switches back, kind mixed
    assert session.game == "hydra" and session.kind == "mixed"
    with pytest.raises(ValueError, match="no game"):
        session.choose_game("skat")


DR = [t.key for t in TOPICS.values() if t.kind == "dk-rulesets"]


@pytest.mark.parametrize("exercise_id", _ids(DR))
def test_dk_rulesets_asks_the_engine_once_per_rule_set(exercise_id):
    ex = make_exercise(exercise_id)
    target = ex.seat
    won = {rs: dk.trick_winner(ex.cards, ex.game.id, rs) for rs in dk.RULE_SETS}
    sets = [rs for rs in dk.RULE_SETS if won[rs] == target]
    expected = "both" if len(sets) == 2 else sets[0] if sets else "neither"
    assert ex.answer == expected and ex.cards.count(R10) == 2
    fb = ex.check(expected)
    assert fb.correct and "Hausrunde:" in fb.explanation and "Turnier:" in fb.explanation
    assert "D5" in fb.rules
    other = next(c for c in ex.choices if c != expected)
    assert not ex.check(other).correct
    with pytest.raises(ValueError, match="Hausrunde, Turnier, Both or Neither"):
        ex.check("skat")


def test_dk_rulesets_two_herz_10_split_the_rule_sets():
    # D5: where the Herz-10 is a trump, the first of two wins in the Turnier, the second in the Hausrunde
    for s in SEEDS:
        ex = make_exercise(f"dr-dulle-1-{s:04x}")
        first, second = [i for i, c in enumerate(ex.cards) if c is R10]
        assert ex.answer == {first: "turnier", second: "hausrunde"}[ex.seat]
        # where it is a plain card (Damen-, Buben-, As-Solo) the rule sets agree
        plain = make_exercise(f"dr-plain-1-{s:04x}")
        assert plain.game.id in ("queen-solo", "jack-solo", "ace-solo") and plain.answer in ("both", "neither")
