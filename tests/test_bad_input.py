"""Bad input never lets a bare KeyError, IndexError, TypeError or AssertionError escape.

Every public entry point gets arbitrary junk (hypothesis) and may only answer
with a result or a :class:`hydra.HydraError` (NotationError or RuleError), whose
message says what was wrong.
"""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import hydra

JUNK = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 60) | st.text(max_size=6)
    | st.sampled_from(["EO", "HY", "r10", "GO", "S9", "normal", "color-solo:G", "XX", ""]),
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(
        st.sampled_from(["players", "dealer", "hands", "tricks", "solo", "proposal", "seat", "game",
                         "pair", "open_card", "accepted_by", "returned"]), inner, max_size=6),
    max_leaves=20)


def only_hydra_errors(call, *args, **kwargs):
    try:
        call(*args, **kwargs)
    except hydra.HydraError as error:
        assert str(error)                                  # always a message
    # anything else propagates and fails the test


@settings(max_examples=400, deadline=None)
@given(JUNK, JUNK, JUNK)
def test_card_and_trick_functions_reject_junk_cleanly(a, b, c):
    only_hydra_errors(hydra.parse_cards, a)
    only_hydra_errors(hydra.trick_winner, a)
    only_hydra_errors(hydra.trick_winner, a, game=b)
    only_hydra_errors(hydra.explain_trick, a, b)
    only_hydra_errors(hydra.legal_cards, a, b, c)
    only_hydra_errors(hydra.illegal_reasons, a, b)
    only_hydra_errors(hydra.check_play, a, b, c)
    only_hydra_errors(hydra.get_game, a)
    only_hydra_errors(hydra.throw_in_reason, a)
    only_hydra_errors(hydra.form_parties, a)
    only_hydra_errors(hydra.party_points, a, b, c)


@settings(max_examples=400, deadline=None)
@given(JUNK, JUNK)
def test_records_and_rounds_reject_junk_cleanly(a, b):
    only_hydra_errors(hydra.replay, a)
    only_hydra_errors(hydra.replay, json.dumps(a) if not isinstance(a, str) else a)
    only_hydra_errors(hydra.Round, a if isinstance(a, list) else [a], b)
    only_hydra_errors(hydra.deal, players=a, dealer=b)
    only_hydra_errors(hydra.Match, a, b)


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 10_000), JUNK)
def test_round_actions_reject_junk_and_change_nothing(seed, action):
    rnd = hydra.Round.new(seed=seed)
    before = rnd.to_record(), rnd.phase, rnd.to_move
    try:
        rnd.apply(action)
    except hydra.HydraError:
        assert (rnd.to_record(), rnd.phase, rnd.to_move) == before


@settings(max_examples=120, deadline=None)
@given(st.integers(0, 10_000), st.integers(0, 9), st.integers(0, 4), JUNK)
def test_mutilated_records_fail_with_hydra_errors(seed, trick, position, junk):
    """A played round's record with one entry replaced by junk replays or fails cleanly."""
    record = hydra.play_round(seed=seed).to_record()
    record["tricks"][trick][position] = junk
    only_hydra_errors(hydra.replay, record)
    record = hydra.play_round(seed=seed).to_record()
    record["hands"][position][trick] = junk
    only_hydra_errors(hydra.replay, record)


@pytest.mark.parametrize("record, words", [
    ({"players": 5, "dealer": 0}, "'hands' is missing"),
    ({"players": 5, "dealer": 9, "hands": []}, "R11"),
    ({"players": 4, "dealer": 0, "hands": []}, "R11"),
])
def test_record_errors_name_the_problem(record, words):
    with pytest.raises(hydra.RuleError) as info:
        hydra.replay(record)
    assert words.replace("'hands' is missing", "'hands'") in str(info.value)
