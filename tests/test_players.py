"""The example players: legal play only, seeded and repeatable, and the rule-based player's habits."""

import pytest

import hydra


@pytest.mark.parametrize("make", [hydra.RandomPlayer, hydra.RuleBasedPlayer, hydra.hydra.players.CallingPlayer])
def test_players_only_choose_legal_actions_and_finish_rounds(make):
    for seed in range(60):
        player = make(seed)
        rnd = hydra.Round.new(seed=seed, players=5 + seed % 2, dealer=seed % 5)
        while not rnd.is_over:
            action = player.choose(rnd)
            assert action in rnd.legal_actions()
            rnd.apply(action)


def test_same_seed_same_round():
    """Chance is explicit: a seed fixes the deal and the players' choices."""
    assert hydra.play_round(seed=11).to_record() == hydra.play_round(seed=11).to_record()
    a = hydra.play_round(seed=11, player=hydra.RandomPlayer(3))
    b = hydra.play_round(seed=11, player=hydra.RandomPlayer(3))
    assert a.to_record() == b.to_record()


def test_rule_based_player_calls_valeo_and_keeps_its_hand():
    rnd = hydra.Round.new(seed=4)
    player = hydra.RuleBasedPlayer()
    assert player.choose(rnd) in ("valeo", "keep")


def test_rule_based_player_follows_cheaply_when_it_cannot_win():
    """On a Grün trick already won by GD, holding G9 and G10, it throws the G9 (no eyes)."""
    rnd = hydra.Round.new(seed=0)
    while rnd.phase != "play":
        rnd.apply("keep" if rnd.phase == "throw-in" else "valeo")
    seat = rnd.to_move
    hand = hydra.parse_cards("G9 G10 EK EK S9 S9 R9 R9 E9 E9")
    trick = hydra.parse_cards("GD")
    legal = hydra.legal_cards(hand, trick)
    costs = {c: hydra.RuleBasedPlayer._cost(rnd.game, c) for c in legal}
    assert min(costs, key=costs.get) == hydra.Card.parse("G9") and seat in rnd.seats


def test_rule_based_player_wins_more_eyes_than_random_play():
    """Not a rule, a sanity check of 'takes a trick when it can win it cheaply': over 60 rounds
    the rule-based seats 0..4 together take as many tricks, but seat 0 playing rule-based against
    random players earns more eyes on average than seat 0 playing randomly."""
    def seat0_eyes(seat0_player):
        total = 0
        for seed in range(60):
            players = {s: hydra.RandomPlayer(seed * 10 + s) for s in range(5)}
            players[0] = seat0_player
            rnd = hydra.play_round(seed=seed, dealer=4, player=players)
            total += rnd.eyes_by_seat[0]
        return total
    assert seat0_eyes(hydra.RuleBasedPlayer(1)) > seat0_eyes(hydra.RandomPlayer(1))


# --- the calling player (issue 10): solos, Antrags and accepting, with reasons --------------------

from hydra.hydra.advice import accept_plan, antrag_plan, solo_plan, strength  # noqa: E402
from hydra.hydra.players import CallingPlayer  # noqa: E402
import random  # noqa: E402


def calls_of(seed, player=None):
    """The actions before play of the round dealt from ``seed`` (dealer ``seed % 5``), as (phase,
    seat, action), with CallingPlayer(seed) in every seat."""
    player = player or CallingPlayer(seed)
    rnd = hydra.Round.new(seed=seed, dealer=seed % 5)
    steps = []
    while rnd.phase != "play" and not rnd.is_over:
        action = "keep" if rnd.phase == "throw-in" else player.choose(rnd)
        steps.append((rnd.phase, rnd.to_move, action))
        rnd.apply(action)
    return steps


def test_calling_player_calls_solos_and_antrags_and_accepts_over_10000_rounds():
    """R7, R9: over 10,000 seeded rounds the calling players call a solo, propose an Antrag and
    accept an offered one, each at least once (and also decline one, and say valeo)."""
    seen = {"solo": 0, "antrag": 0, "accept": 0, "decline": 0, "valeo": 0}
    for seed in range(10_000):
        for _phase, _seat, action in calls_of(seed):
            word = str(action).split(":")[0]
            if word in seen:
                seen[word] += 1
    assert all(n > 0 for n in seen.values()), seen
    assert seen["solo"] < 2_000 and seen["antrag"] < 3_000, seen      # not every hand is a solo


def test_calling_player_is_reproducible_from_its_seed():
    """The same seed gives the same calls and the same round, however often a choice is asked;
    another seed changes some borderline call."""
    for seed in range(40):
        a = hydra.play_round(seed=seed, player=CallingPlayer(seed))
        b = hydra.play_round(seed=seed, player=CallingPlayer(seed))
        assert a.to_record() == b.to_record()
    player = CallingPlayer(7)
    rnd = hydra.Round.new(seed=12)
    first = [player.advise(rnd) for _ in range(3)]
    assert len({(a.action, a.reason) for a in first}) == 1       # asking again does not move the coin
    differs = any(calls_of(seed, CallingPlayer(seed)) != calls_of(seed, CallingPlayer(seed + 1))
                  for seed in range(300))
    assert differs


def test_rule_based_player_choices_are_unchanged_and_its_advice_matches():
    """The default player still says valeo and declines (R7, R9), and advise() gives the action
    choose() takes, with a reason; CallingPlayer's advice is its choice too."""
    for seed in range(20):
        rnd = hydra.Round.new(seed=seed)
        rule_based, calling = hydra.RuleBasedPlayer(seed), CallingPlayer(seed)
        while not rnd.is_over:
            if rnd.phase == "throw-in":
                rnd.apply("keep")
                continue
            advice = rule_based.advise(rnd)
            assert advice.action == rule_based.choose(rnd) and str(advice.reason)
            assert calling.advise(rnd).action == calling.choose(rnd)
            if rnd.phase == "calls":
                assert advice.action == "valeo" and advice.reason.rules == ("R7",)
            rnd.apply(advice.action)


def test_card_reasons_cite_the_rule_that_decides():
    """During play the reason says why: a winning card cites 'rules: Wer erhält den Stich'."""
    rnd = hydra.play_round(seed=3)
    rules = set()
    for steps in range(1, 20):
        branch = hydra.Round.new(seed=3)
        for step in rnd.history()[1:steps + 6]:
            branch.apply(step.action)
        if branch.phase == "play":
            advice = hydra.RuleBasedPlayer(3).advise(branch)
            assert advice.action in branch.legal_actions()
            assert "<" not in advice.reason and "Card.parse" not in advice.reason
            rules.update(advice.reason.rules)
    assert "rules: Wer erhält den Stich" in rules


def test_solo_plan_wants_a_long_high_trump_suit():
    """R7: a solo is always allowed; the player calls one only with 8 trumps and 2 of the game's
    three highest, or 7 and 4."""
    rng = random.Random(0)
    assert solo_plan("HY HY R10 R10 EO EO GO SO RU G9", rng).call
    assert solo_plan("HY HY R10 R10 EO EO GO SO RU G9", rng).game == "normal-solo"
    assert solo_plan("G9 GU GO GK G10 GD GD HY S9 R9", rng).game == "color-solo:G"
    weak = solo_plan("S9 S9 R9 G9 GK EK E10 RU SO ED", rng)
    assert not weak.call and "R7" in weak.reason.rules
    assert strength("HY HY R10 S9 SD", "normal").top == 3


def test_antrag_plan_asks_for_a_partner_only_when_the_pair_would_play_alone():
    """R9, R10: both EO without a GO is a secret proposal (alone); an Antrag finds a partner. With a
    GO besides, the hand already has a partner (triple engagement), so no Antrag."""
    rng = random.Random(0)
    assert antrag_plan("EO EO S9 S9 R9 GK GK EK E10 RU", rng).call
    with_go = antrag_plan("EO EO GO S9 R9 GK GK EK E10 RU", rng)
    assert not with_go.call and with_go.reason.rules == ("R10",)
    strong = antrag_plan("EO EO HY HY R10 SO RO RU GU S9", rng)       # 9 trumps: plays alone
    assert not strong.call and "R10" in strong.reason.rules
    assert not antrag_plan("EO GO S9 S9 R9 GK GK EK E10 RU", rng).call


def test_accept_plan_takes_an_antrag_with_trumps_of_its_own():
    """R9: the acceptor gets the two key Obers and the open card; it accepts with enough trumps."""
    rng = random.Random(0)
    assert accept_plan("HY R10 GO SO RU GU S9 G9 GK RD", "EU", rng).call
    no = accept_plan("S9 S9 R9 G9 GK EK E10 ED RK GD", "EU", rng)
    assert not no.call and no.reason.startswith("decline") and no.reason.rules == ("R9",)


def test_calling_player_reads_only_its_own_seat():
    """R16: the player's choice for a seat is the same whatever the other hands hold: swapping two
    other seats' hands does not change seat 0's calls."""
    base = hydra.deal(21)
    hands = [list(h) for h in base.hands]
    swapped = [hands[0], hands[2], hands[1], hands[3], hands[4]]
    a = CallingPlayer(5).advise(hydra.Round(hands, dealer=4, throw_in=False))
    b = CallingPlayer(5).advise(hydra.Round(swapped, dealer=4, throw_in=False))
    assert a == b


def test_advice_reason_lists_each_rule_once_and_names_the_game_in_words():
    """R7: the example player's 'no solo' reason cites R7 once and names the solo as the learner
    knows it ('normal solo', Game.name), not by its internal id 'normal-solo' (QA, deal 12-0)."""
    from tutor.hydra import HydraSession

    hint = HydraSession(deal="12-0").hint()
    assert hint.action == "valeo"
    assert hint.rules == ("R7",)
    assert "would be normal solo," in hint.reason
    assert "normal-solo" not in hint.reason
    for seed in range(40):
        plan = solo_plan(hydra.Round.new(seed=seed).hand(0), random.Random(seed))
        assert plan.game is not None and plan.game not in str(plan.reason)
        assert hydra.get_game(plan.game).name in str(plan.reason)
        assert len(set(plan.reason.rules)) == len(plan.reason.rules)
