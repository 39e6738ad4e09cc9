"""Scoring a round (F10) and the game to plus or minus 500 (F11, F25)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hydra import fuenfhundert as fh
from hydra.core.errors import RuleError


def test_F10_spec_example_exactly_as_written():
    assert fh.score("7H", tricks_won_by_bidders=8) == (200, 0)


@pytest.mark.parametrize("contract, tricks, points", [
    ("7S", 9, (140, 0)),          # the bid's value, not the tricks': bid 7 Pik, take 9: 140
    ("7S", 7, (140, 0)),
    ("7S", 6, (-140, 40)),        # failed: minus the value, 10 per trick for the others
    ("10NT", 10, (520, 0)),
    ("10NT", 9, (-520, 10)),
    ("6D", 0, (-80, 100)),
    ("misere", 0, (250, 0)),
    ("misere", 1, (-250, 90)),
    ("open-misere", 0, (500, 0)),
    ("open-misere", 3, (-500, 70)),
])
def test_F10_score(contract, tricks, points):
    assert fh.score(contract, tricks_won_by_bidders=tricks) == points


def test_F10_the_other_reading_tricks_taken():
    assert fh.score("7S", 9, reading="tricks taken") == (340, 0)
    assert fh.score("7S", 6, reading="tricks taken") == (-140, 40)
    assert [r.name for r in fh.readings("F10")] == ["bid value", "tricks taken"]
    with pytest.raises(RuleError):
        fh.score("7S", 9, reading="best of both")


@pytest.mark.parametrize("tricks", [-1, 11, 7.5, True, "7"])
def test_F10_tricks_must_be_0_to_10(tricks):
    with pytest.raises(RuleError) as caught:
        fh.score("7H", tricks_won_by_bidders=tricks)
    assert caught.value.rule == "F10"


@given(st.sampled_from(fh.BIDS), st.integers(0, 10))
def test_F10_exactly_one_team_moves_by_the_bid_value(contract, tricks):
    mine, theirs = fh.score(contract, tricks)
    if fh.made(contract, tricks):
        assert (mine, theirs) == (contract.value, 0)
    else:
        assert mine == -contract.value and theirs == 10 * (10 - tricks)


def test_F11_500_wins_and_minus_500_loses():
    assert fh.Match(totals=(500, 0)).winner == 0
    assert fh.Match(totals=(490, 0)).winner is None
    assert fh.Match(totals=(0, -500)).winner == 0
    assert fh.Match(totals=(-499, 0)).winner is None      # „mehr als 499 Minus-Punkte" loses
    assert fh.Match(totals=(-500, 120)).winner == 1


def test_F11_F25_a_match_books_rounds_and_passes_the_deal_left():
    m = fh.Match(dealer=2)
    dealers = []
    seed = 0
    while not m.is_over and seed < 200:
        dealers.append(m.dealer)
        m.play_round(seed=seed)
        seed += 1
    assert m.is_over and m.winner in (0, 1)
    assert dealers == [(2 + k) % 4 for k in range(len(dealers))]
    assert m.totals == tuple(map(sum, zip(*(r.points for r in m.rounds))))
    assert max(m.totals) >= 500 or min(m.totals) <= -500
    with pytest.raises(RuleError) as caught:
        m.add(m.new_round(seed=1))
    assert caught.value.rule == "F11"


def test_F25_a_redeal_passes_the_deal_too():
    m = fh.Match(dealer=1)
    r = m.new_round(seed=3)
    for _ in range(4):
        r.apply("pass")
    m.add(r)
    assert m.dealer == 2 and m.totals == (0, 0)


def test_F25_booking_a_round_of_the_wrong_dealer_or_unfinished_is_refused():
    m = fh.Match(dealer=0)
    with pytest.raises(RuleError) as caught:
        m.add(fh.Round.new(seed=1, dealer=0))
    assert caught.value.rule == "F9"
    r = fh.play_round(seed=1, dealer=3)
    with pytest.raises(RuleError) as caught:
        m.add(r)
    assert caught.value.rule == "F25"
