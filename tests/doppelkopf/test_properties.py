"""Thousands of seeded random rounds with invariants (OpenSpiel-style), both rule sets."""

from __future__ import annotations

from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hydra import doppelkopf as dk

ROUNDS = st.tuples(st.integers(0, 2**32 - 1), st.sampled_from(dk.RULE_SETS), st.sampled_from([4, 5]),
                   st.integers(0, 4), st.booleans(), st.sampled_from(["random", "rule-based"]))


def _play(seed, rules, players, dealer, schweine, kind):
    dealer %= players
    player = dk.RandomPlayer(seed) if kind == "random" else dk.RuleBasedPlayer(seed)
    rnd = dk.Round.new(seed=seed, rules=rules, dealer=dealer, players=players,
                       schweine=schweine and rules == "hausrunde")
    views_checked = 0
    while not rnd.is_over:
        if rnd.phase == "play" and views_checked < 3:
            _check_views(rnd)
            views_checked += 1
        rnd.apply(player.choose(rnd))
    return rnd


def _check_views(rnd):
    """A seat's view holds its own hand and public cards only (D2: no other hand leaks)."""
    public = Counter(c for t in rnd.tricks for c in t[0]) + Counter(rnd.trick)
    for seat in rnd.seats:
        view = rnd.view(seat)
        assert list(view.hand) == rnd.hands[seat]
        shown = Counter(view.hand) + Counter(c for t in view.tricks for c in t[0]) + Counter(view.trick)
        assert shown == Counter(view.hand) + public
        text = repr(view)
        for other in rnd.seats:
            if other != seat and rnd.hands[other]:
                hidden = " ".join(map(repr, rnd.hands[other]))
                assert hidden not in text


# 1,000 drawn rounds, not 2,500: CI's time (11 s of its CPU for this one test)
@settings(max_examples=1000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ROUNDS)
def test_random_rounds_keep_every_invariant_D1_D2_D10(params):
    """D1: 40 cards, 240 eyes; D2: seats and the dealer of five at 0; D10: points sum to zero."""
    rnd = _play(*params)
    dealt = [c for h in rnd.dealt for c in h]
    assert Counter(dealt) == Counter(dk.DECK) and len(dealt) == 40
    assert all(len(rnd.dealt[s]) == 10 for s in rnd.seats)
    if rnd.players == 5:
        assert rnd.dealt[rnd.dealer] == () and rnd.points[rnd.dealer] == 0
    assert sum(rnd.points) == 0
    if rnd.ending == "played":
        played = [c for t in rnd.tricks for c in t[0]]
        assert len(played) == 40 and Counter(played) == Counter(dk.DECK)
        assert sum(rnd.eyes) == 240
        re, kontra = rnd.parties
        assert sorted(re + kontra) == sorted(rnd.seats) and len(re) in (1, 2)
        if len(re) == 1:                                     # D10: the soloist's score x3
            assert rnd.points[re[0]] == -3 * rnd.points[kontra[0]]
    record = rnd.to_record()
    again = dk.replay(record)
    assert again.points == rnd.points and again.to_record() == record
    assert again.history() == rnd.history()


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6), st.sampled_from(dk.RULE_SETS), st.integers(1, 60))
def test_undo_is_replay_without_the_last_action_and_copy_is_independent(seed, rules, steps):
    rnd = dk.Round.new(seed=seed, rules=rules)
    player = dk.RandomPlayer(seed)
    for _ in range(steps):
        if rnd.is_over:
            break
        rnd.apply(player.choose(rnd))
    before = rnd.history()
    branch = rnd.copy()
    if not branch.is_over:
        branch.apply(player.choose(branch))
    assert rnd.history() == before                           # the copy does not touch the original
    rnd.undo()
    assert rnd.history() == before[:-1]
    deal = before[0]
    assert deal.phase == "deal" and deal.seat is None and str(deal.action).startswith("deal ")
    assert deal.action.hands == rnd.dealt and deal.action.dealer == rnd.dealer


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from(dk.RULE_SETS))
def test_the_winner_of_a_trick_leads_the_next_D10_D46(seed, rules):
    """D10: the dealer's left leads the first trick; D46: the winner of each trick leads the next."""
    rnd = dk.Round.new(seed=seed, rules=rules)
    player = dk.RandomPlayer(seed)
    while not rnd.is_over and rnd.phase != "play":
        rnd.apply(player.choose(rnd))
    if rnd.is_over:
        return
    assert rnd.to_move == rnd.seats[0]                                   # D10
    while not rnd.is_over:
        done = len(rnd.tricks)
        rnd.apply(player.choose(rnd))
        if len(rnd.tricks) > done and not rnd.is_over:
            _cards, seats, winner = rnd.tricks[-1]
            assert rnd.to_move == seats[winner]                          # D46
