"""The quiz's 500 kinds (issue 14): "who wins this trick?" (ft), "which cards may I play?" (fl),
"which bid is higher?" (fb) and "how many points?" (fs), graded and explained by
hydra.fuenfhundert (F3, F5-F10)."""

import pytest

from hydra import fuenfhundert as fh
from tutor.course.fuenfhundert_words import plain_cards
from tutor.exercises import TOPICS, kind_named, make_exercise

from test_fuenfhundert_names_qa import bare_codes

SEEDS = range(8)


def _ids(kind):
    return [f"{t.key}-{d}-{s:04x}" for t in TOPICS.values() if t.kind == kind for d in (1, 2, 3) for s in SEEDS]


@pytest.mark.parametrize("exercise_id", _ids("fh-trick"))
def test_fh_trick_is_the_engines(exercise_id):
    ex = make_exercise(exercise_id)
    c = ex.contract
    assert ex.family == "fuenfhundert" and len(ex.cards) == c.cards_per_trick   # F8: three in a Misère
    assert len(set(ex.cards)) == len(ex.cards)                                  # F1: every card once
    exp = fh.explain_trick(ex.cards, c)
    assert ex.answer == exp.winner == fh.trick_winner(ex.cards, c)
    fb = ex.check(ex.answer)
    assert fb.correct and fb.explanation == plain_cards(exp.sentence, c) and fb.rules == exp.rules
    assert [bare_codes(t) for t in (fb.explanation, *fb.details)] == [[]] * (1 + len(exp.steps))   # cards by name
    assert str(c) in ex.caption or c.name in ex.caption
    assert not ex.check((ex.answer + 1) % len(ex.cards)).correct
    if c.is_misere:                                      # F8: the bidder's partner sits out
        assert len(set(ex.seats)) == 3


def test_fh_trick_topics_show_their_idea():
    for s in SEEDS:
        bowers = make_exercise(f"ft-bowers-1-{s:04x}")
        c = bowers.contract
        # F5: the left bower (the other Bube of the trump colour) is in the trick and is a trump
        assert any(x.rank == "J" and x.suit != c.trump and c.is_trump(x) for x in bowers.cards)
        joker = make_exercise(f"ft-joker-1-{s:04x}")
        assert fh.JOKER in joker.cards and joker.cards[joker.answer] is fh.JOKER      # F6: the highest trump
        assert "F6" in joker.check(joker.answer).rules
        assert make_exercise(f"ft-misere-1-{s:04x}").contract.is_misere


@pytest.mark.parametrize("exercise_id", _ids("fh-legal"))
def test_fh_legal_is_the_engines(exercise_id):
    ex = make_exercise(exercise_id)
    assert ex.answer == {str(x) for x in fh.legal_cards(ex.hand, ex.cards, ex.contract)}
    assert dict(ex.reasons) == {str(k): plain_cards(v, ex.contract)
                                for k, v in fh.illegal_reasons(ex.hand, ex.cards, ex.contract).items()}
    assert all(bare_codes(r) == [] for _, r in ex.reasons) and bare_codes(ex.explanation) == []
    assert ex.check(kind_named(ex.kind).solution(ex)).correct
    if ex.reasons:
        wrong = ex.check([str(x) for x in ex.hand])
        said = (wrong.explanation,) + wrong.details                     # each reason once, in one or the other
        assert not wrong.correct and any("may not be played" in d for d in said)
        assert all((r in wrong.details) != (r in wrong.explanation) for _c, r in ex.reasons)


def test_fh_left_bower_reason_cites_f5():
    found = 0
    for s in range(30):
        ex = make_exercise(f"fl-leftbower-2-{s:04x}")
        left = {"S": "C", "C": "S", "D": "H", "H": "D"}[ex.contract.trump] + "J"   # the same colour's Bube
        for code, reason in ex.reasons:
            if code == left:
                assert "left bower" in reason and "(F5)" in reason
                found += 1
    assert found


@pytest.mark.parametrize("exercise_id", _ids("fh-bids"))
def test_fh_bids_higher_is_the_engines_order(exercise_id):
    ex = make_exercise(exercise_id)
    a, b = ex.choices
    # F3: by the table's value; Open Misère outranks every bid whatever its value
    if "open-misere" in (str(a), str(b)):
        higher = a if str(a) == "open-misere" else b
    else:
        higher = a if fh.bid_value(a) > fh.bid_value(b) else b
    assert ex.answer == higher and ex.check(higher).correct
    lower = b if higher == a else a
    wrong = ex.check(lower)
    assert not wrong.correct and wrong.rules == ("F3",) and "F3" in wrong.explanation


def test_fh_bids_open_misere_outranks_10_herz():
    # F3: Open Misère is worth 500 like 10 Herz, and outranks every bid
    kind = kind_named("fh-bids")
    for s in range(60):
        ex = make_exercise(f"fb-misere-3-{s:04x}")
        if set(map(str, ex.choices)) == {"open-misere", "10H"}:
            assert str(kind.solution(ex)) == "open-misere"


@pytest.mark.parametrize("exercise_id", _ids("fh-points"))
def test_fh_points_are_the_engines_score(exercise_id):
    ex = make_exercise(exercise_id)
    tricks, team = ex.given
    assert ex.answer == fh.score(ex.contract, tricks)[team]
    assert ex.check(str(ex.answer)).correct and ex.check(f"  {ex.answer} ").correct
    assert not ex.check(str(ex.answer + 10)).correct
    assert "F10" in ex.check(str(ex.answer)).rules


def test_fh_points_failed_and_misere():
    ex = make_exercise("fs-failed-1-0001")
    tricks, team = ex.given
    assert team == 0 and ex.answer == -ex.contract.value and tricks < ex.contract.tricks     # F10
    for s in SEEDS:
        m = make_exercise(f"fs-misere-2-{s:04x}")
        assert m.contract.is_misere and "F8" in m.check(str(m.answer)).rules


def test_fh_bad_responses():
    with pytest.raises(ValueError, match="whole number"):
        make_exercise("fs-made-1-0001").check("lots")
    with pytest.raises(ValueError, match="two bids"):
        make_exercise("fb-strain-1-0001").check("9NT-ish")
    with pytest.raises(ValueError, match="Pick one of the"):
        make_exercise("ft-suit-1-0001").check(9)
