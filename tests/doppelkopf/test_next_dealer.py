"""D45: who deals next. After a played round the dealer's left; a round thrown in (D38) or a
Trumpfabgabe nobody takes (D11) is dealt again by the same dealer."""

from __future__ import annotations

import pytest

from hydra.doppelkopf import RULINGS, Round, next_dealer, play_round
from hydra.core.errors import RuleError


@pytest.mark.parametrize("dealer", range(4))
def test_D45_a_played_round_passes_the_deal_left(dealer):
    rnd = play_round(seed=5, rules="turnier", dealer=dealer)
    assert rnd.phase == "over" and rnd.ending == "played"
    assert next_dealer(dealer, rnd.ending) == (dealer + 1) % 4


def test_D45_five_players_pass_the_deal_round_the_table():
    assert [next_dealer(d, "played", players=5) for d in range(5)] == [1, 2, 3, 4, 0]


@pytest.mark.parametrize("phase", ["thrown-in", "redeal"])
def test_D45_a_deal_that_is_no_game_is_dealt_again_by_the_same_dealer(phase):
    assert next_dealer(2, phase) == 2


def test_D45_a_thrown_in_round_from_the_engine_keeps_its_dealer():
    for seed in range(1, 3000):                      # a hand with five Könige may throw in (D38)
        rnd = Round.new(seed=seed, rules="turnier", dealer=1)
        if "schmeissen" in rnd.legal_actions():
            rnd.apply("schmeissen")
            assert rnd.phase == "over" and rnd.ending == "thrown-in"
            assert next_dealer(1, rnd.ending) == 1
            return
    pytest.fail("no deal with a throw-in found")


def test_D45_an_unfinished_round_has_no_next_dealer_yet():
    rnd = Round.new(seed=3, rules="hausrunde")
    with pytest.raises(RuleError, match="D45") as raised:
        next_dealer(0, rnd.ending)
    assert raised.value.rule == "D45"
    with pytest.raises(RuleError, match="does not say how the round ended"):
        next_dealer(0, "over")                       # every finished round's phase: not its ending
    with pytest.raises(RuleError, match="D2"):
        next_dealer(7, "played")


def test_D45_names_both_readings_and_plays_the_same_dealer():
    chosen = [r.name for r in RULINGS["D45"].readings if r.chosen]
    assert chosen == ["same-dealer"]
    assert {r.name for r in RULINGS["D45"].readings} == {"same-dealer", "next-dealer"}
