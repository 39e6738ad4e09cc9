"""A match (R11, R6, R5; rules "Spielende"): the deal passes to the left after each played round,
stays after a throw-in, points add up per player, the highest total wins."""

import random
from collections import Counter

import pytest

import hydra

SUITS = "SRGE"
RANKS = ("9", "U", "O", "K", "10", "D")
CODES = [s + r for s in SUITS for r in RANKS] + ["HY"]
DECK_CODES = [c for c in CODES for _ in range(2)]
NORMAL_TRUMPS = set("SD SU RU GU EU SO RO GO EO R10 HY".split())


def may_throw(hand):
    """R6: five or more 9s, or at most one normal trump."""
    return sum(c.endswith("9") for c in hand) >= 5 or sum(c in NORMAL_TRUMPS for c in hand) <= 1


def thrower_hands(dealer, players=5, seat=None, seed=0):
    """A deal in which the dealer's left (or ``seat``) holds five 9s and may throw in (R6)."""
    seat = (dealer + 1) % players if seat is None else seat
    mine = "S9 S9 R9 G9 E9 EO GO SU RK EK".split()
    rest = Counter(DECK_CODES)
    rest.subtract(Counter(mine))
    rest = list(rest.elements())
    random.Random(seed).shuffle(rest)
    others = [s for s in range(players) if s != seat and not (players == 6 and s == dealer)]
    hands = {seat: mine}
    for i, s in enumerate(others):
        hands[s] = rest[i * 10:(i + 1) * 10]
    return [hands.get(s, []) for s in range(players)]


def finish(rnd, seed=0):
    player = hydra.RuleBasedPlayer(seed)
    while not rnd.is_over:
        if rnd.phase == "throw-in":
            rnd.apply("keep")
        else:
            rnd.apply(player.choose(rnd))
    return rnd


@pytest.mark.parametrize("players,dealer", [(5, 0), (5, 3), (6, 0), (6, 4)])
def test_r11_deal_passes_left_after_each_played_round(players, dealer):
    m = hydra.Match(players=players, dealer=dealer)
    expected = dealer
    for seed in range(2 * players + 1):
        assert m.dealer == expected
        rnd = m.play_round(seed=seed)
        assert rnd.dealer == expected
        assert rnd.players == players
        expected = (expected + 1) % players
    assert m.dealer == expected
    assert len(m.rounds) == 2 * players + 1


def test_new_round_is_dealt_by_the_current_dealer():
    m = hydra.Match(players=6, dealer=5)
    rnd = m.new_round(seed=4)
    assert rnd.dealer == 5 and rnd.players == 6
    assert rnd.hand(0) and len(rnd.dealt[5]) == 0          # R11: the dealer of six sits out


@pytest.mark.parametrize("players,dealer", [(5, 2), (6, 3)])
def test_r6_r11_throw_in_keeps_the_dealer_and_scores_nothing(players, dealer):
    m = hydra.Match(players=players, dealer=dealer)
    m.play_round(seed=1)
    totals = list(m.totals)
    dealer = m.dealer
    rnd = hydra.Round(thrower_hands(dealer, players), dealer=dealer, players=players)
    assert rnd.phase == "throw-in"
    rnd.apply("throw-in")
    m.add(rnd)
    assert m.dealer == dealer                              # R6: the same dealer deals again
    assert list(m.totals) == totals
    assert len(m.rounds) == 2
    # the next played round passes the deal on
    again = finish(hydra.Round(thrower_hands(dealer, players, seed=1), dealer=dealer, players=players))
    m.add(again)
    assert m.dealer == (dealer + 1) % players


def test_r6_keeping_a_throwable_hand_is_a_played_round():
    m = hydra.Match(players=5, dealer=4)
    rnd = finish(hydra.Round(thrower_hands(4), dealer=4))
    assert rnd.phase == "over"
    m.add(rnd)
    assert m.dealer == 0                                     # R11: 4 + 1 mod 5


def test_r5_totals_add_up_points_per_player():
    m = hydra.Match(players=6, dealer=1)
    rounds = [m.play_round(seed=s) for s in range(9)]
    for seat in range(6):
        assert m.totals[seat] == sum(r.points[seat] for r in rounds)
    for r in rounds:
        assert r.points[r.dealer] == 0                       # R11: the sitting-out dealer scores 0
    assert all(t >= 0 for t in m.totals)


def test_r5_highest_total_wins():
    m = hydra.Match(players=5, dealer=0)
    for s in range(7):
        m.play_round(seed=s)
    best = max(m.totals)
    leaders = tuple(s for s, t in enumerate(m.totals) if t == best)
    assert tuple(m.leaders) == leaders
    assert m.winner == (leaders[0] if len(leaders) == 1 else None)
    standings = m.standings()
    assert [t for _, t in standings] == sorted(m.totals, reverse=True)


def test_tie_has_no_single_winner():
    m = hydra.Match(players=5, dealer=0)
    assert m.winner is None                                  # all at 0
    assert tuple(m.leaders) == (0, 1, 2, 3, 4)


def test_add_refuses_an_unfinished_round():
    m = hydra.Match(players=5, dealer=0)
    rnd = m.new_round(seed=2)
    with pytest.raises(hydra.RuleError):
        m.add(rnd)
    assert m.dealer == 0 and m.rounds == []


def test_r11_add_refuses_a_round_dealt_by_the_wrong_seat():
    m = hydra.Match(players=5, dealer=0)
    rnd = hydra.play_round(seed=2, dealer=3)
    with pytest.raises(hydra.RuleError) as info:
        m.add(rnd)
    assert "R11" in str(info.value)
    assert m.dealer == 0 and list(m.totals) == [0] * 5


def test_r11_add_refuses_a_round_of_another_table_size():
    m = hydra.Match(players=5, dealer=0)
    with pytest.raises(hydra.RuleError):
        m.add(hydra.play_round(seed=2, players=6, dealer=0))


@pytest.mark.parametrize("players,dealer", [(4, 0), (7, 0), (5, 5), (6, -1), ("5", 0)])
def test_r11_bad_match_setup(players, dealer):
    with pytest.raises(hydra.RuleError) as info:
        hydra.Match(players=players, dealer=dealer)
    assert "R11" in str(info.value)


def test_names_must_match_the_table():
    with pytest.raises(hydra.RuleError):
        hydra.Match(players=5, names=["a", "b"])
    m = hydra.Match(players=5, names=list("abcde"))
    assert [n for n, _ in m.standings()] == list("abcde")


def test_round_name_uses_the_engines_words_never_an_id():
    """Lesson 10's match table (QA): a round's game is named as describe_kind names its party
    kind (R10), a solo by its game (R7), a throw-in as such (R6), never by an id like
    'triple-engagement' or 'secret-proposal'."""
    from hydra.hydra.match import round_name
    from hydra.hydra.parties import PARTY_KINDS

    seen = set()
    for seed in range(60):
        rnd = hydra.play_round(seed=seed)
        name = round_name(rnd)
        assert name not in PARTY_KINDS, name
        assert "-" not in name, name
        seen.add(rnd.kind)
        if rnd.kind == "solo":
            assert name == rnd.game.name
        else:
            assert hydra.describe_kind(rnd.kind).startswith(name + ":")
    assert {"secret-proposal", "triple-engagement"} <= seen
    m = hydra.Match(players=5, dealer=3)
    thrown = m.new_round(seed=12)
    thrown.apply("throw-in")
    assert round_name(thrown) == "thrown in"


def test_a_match_table_shows_no_party_kind_ids():
    """The earlier lesson 10's match table (issue 34: that page gave way to the rules reference): a
    stacked table of five rounds names each round's game in words (R10), in a cell of its own."""
    import re

    from hydra.hydra.match import round_name
    from hydra.hydra.parties import PARTY_KINDS
    from widgets.common.stack import stacked_table_html

    match = hydra.Match(players=5, dealer=0)
    rows = [[len(match.rounds), round_name(match.play_round(seed=seed))] for seed in range(5)]
    text = stacked_table_html(["round", "game"], rows)
    assert re.search(r"<td[^>]*>secret proposal \(geheimer Antrag\)</td>", text)   # a cell, stacked on a phone
    for kind in PARTY_KINDS:
        assert not re.search(rf"<td[^>]*>{re.escape(kind)}</td>", text), kind
