"""The engine's fast paths (issue 8, speed) decide exactly what the checked paths decide.

A round makes its tricks with ``Trick.played`` (no re-check), finds the legal cards from each hand
grouped by suit (``Game.by_suit`` / ``Game.legal_from``), deals through precomputed packets and
shares the healthy game's parties between rounds. Each test compares one of them with the slow,
checked way over many seeded cases, so a fast path that drifts from the rule fails here.
"""

from __future__ import annotations

import random

import pytest

import hydra
from hydra.hydra.cards import DECK
from hydra.hydra.games import GAME_IDS, TRUMP, get_game
from hydra.hydra.parties import form_parties
from hydra.hydra.scoring import Bonus, ScoreSheet
from hydra.hydra.tricks import Trick

SEEDS = range(120)


def _random_round(seed: int) -> hydra.Round:
    """A round from the deal to the end, every choice (calls, solos, the Antrag, cards) random."""
    rng = random.Random(seed)
    rnd = hydra.Round.new(seed=seed, players=5 + seed % 2, dealer=seed % 5)
    while not rnd.is_over:
        actions = rnd.legal_actions()
        if rnd.phase == "calls":                  # mostly healthy games, a reservation now and then
            rnd.apply("morbus" if rng.random() < 0.15 else "valeo")
        elif rnd.phase == "throw-in":
            rnd.apply("keep")
        else:
            rnd.apply(rng.choice(actions))
    return rnd


@pytest.mark.parametrize("seed", SEEDS)
def test_played_tricks_are_the_tricks_the_checked_constructor_makes(seed):
    """rules: Wer erhält den Stich; R1, R2: a round's tricks (made by Trick.played) have the winner,
    the winning seat and the eyes that Trick() finds for the same cards."""
    rnd = _random_round(seed)
    for trick in rnd.tricks:
        checked = Trick(" ".join(map(str, trick.cards)), trick.game.id, trick.leader, seats=trick.seats)
        assert trick == checked
        assert (trick.winner, trick.winner_seat, trick.eyes) == (checked.winner, checked.winner_seat,
                                                                 checked.eyes)
        assert trick.winner_seat == trick.seats[hydra.trick_winner(list(trick.cards), trick.game)]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_legal_from_groups_agrees_with_legal(game_id):
    """rules: Der Spielverlauf (Bedienpflicht), R1: the grouped rule gives Game.legal's cards, in hand
    order, and Game.is_legal's answer for each card, for every game, hand and led card tried."""
    game = get_game(game_id)
    rng = random.Random(game_id)
    for _ in range(400):
        deck = list(DECK)
        rng.shuffle(deck)
        hand, trick = deck[:rng.randint(1, 10)], deck[10:10 + rng.randint(0, 4)]
        groups = game.by_suit(hand)
        assert len(groups) == len(game.suits) and game.suits[0] == TRUMP
        order = sorted(range(len(hand)), key=lambda i: (game.suits.index(game.suit_of(hand[i])), i))
        assert [c for cs in groups for c in cs] == [hand[i] for i in order]
        assert all(game.suits[game.suit_number[c.index]] == game.suit_of(c) for c in hand)
        led = game.suit_number[trick[0].index] if trick else None
        assert game.legal_from(hand, groups, led) == game.legal(hand, trick)
        for card in hand:
            assert game.may_follow(groups, led, game.suit_number[card.index]) == game.is_legal(hand, trick, card)


def test_by_suit_puts_the_hydra_with_the_trumps():
    """R1: the Hydra follows trump, never a fail suit, in every game."""
    for game_id in GAME_IDS:
        game = get_game(game_id)
        groups = dict(zip(game.suits, game.by_suit(hydra.parse_cards("HY G9 HY"))))
        assert [str(c) for c in groups[TRUMP] if str(c) == "HY"] == ["HY", "HY"]
        assert all(str(c) != "HY" for suit, cards in groups.items() if suit != TRUMP for c in cards)


@pytest.mark.parametrize("seed", SEEDS)
def test_a_rounds_legal_cards_are_games_legal_cards_at_every_step(seed):
    """rules: Der Spielverlauf: Round.legal_cards (the grouped hands) agrees with Game.legal on the
    mover's hand and the trick so far, through solos, the Antrag's exchange and six players."""
    rng = random.Random(seed)
    rnd = hydra.Round.new(seed=seed, players=5 + seed % 2, dealer=seed % 5)
    while not rnd.is_over:
        if rnd.phase != "play":
            rnd.apply("morbus" if rnd.phase == "calls" and rng.random() < 0.2 else
                      "keep" if rnd.phase == "throw-in" else
                      "valeo" if rnd.phase == "calls" else rng.choice(rnd.legal_actions()))
            continue
        trick = rnd.current_trick
        expected = rnd.game.legal(rnd.hand(rnd.to_move), list(trick.cards) if trick else [])
        assert rnd.legal_cards() == expected
        rnd.play(rng.choice(expected))


def test_a_copy_keeps_its_own_grouped_hands():
    """rules: Der Spielverlauf: playing on in a copy (a "what if" branch) leaves the original's legal
    cards as they were."""
    rnd = hydra.Round.new(seed=11)
    for _ in range(5):
        rnd.call("valeo")
    rnd.play(rnd.legal_cards()[0])
    before = rnd.legal_cards()
    branch = rnd.copy()
    while not branch.is_over:
        branch.play(branch.legal_cards()[-1])
    assert rnd.legal_cards() == before
    assert rnd.hand(rnd.to_move) == hydra.Round.new(seed=11).hand(rnd.to_move)


@pytest.mark.parametrize("players, dealer", [(5, 0), (5, 3), (6, 0), (6, 2), (6, 5)])
def test_deal_matches_random_shuffle_and_the_packets(players, dealer):
    """R12: shuffle with random.shuffle, cut with randint(5, 45), packets of 3, 4 and 3 from the
    dealer's left; R11: the six-player dealer sits out."""
    for seed in [*range(40), "Ada", b"seed", 2.5, -3, 2**70]:
        rng = random.Random(seed)
        deck = list(DECK)
        rng.shuffle(deck)
        cut = rng.randint(5, 45)
        deck = deck[cut:] + deck[:cut]
        order = [(dealer + 1 + i) % players for i in range(players)][:5]
        hands: list[list[object]] = [[] for _ in range(players)]
        position = 0
        for size in (3, 4, 3):
            for seat in order:
                hands[seat].extend(deck[position:position + size])
                position += size
        dealt = hydra.deal(seed, players, dealer)
        assert [list(h) for h in dealt.hands] == hands and dealt.cut == cut
        assert hydra.Deal(dealt.hands, dealer, players, cut, seed) == dealt   # a legal deal (R11, R12)


@pytest.mark.parametrize("seed", SEEDS)
def test_shared_healthy_parties_are_the_parties_of_the_hands(seed):
    """R10: the parties a healthy round starts with (shared between rounds with the same key cards)
    are form_parties of the dealt hands."""
    rnd = hydra.Round.new(seed=seed, players=5 + seed % 2, dealer=seed % 5)
    while rnd.phase == "throw-in":
        rnd.apply("keep")
    for _ in range(5):
        rnd.call("valeo")
    assert rnd.formation == form_parties(rnd.dealt, dealer=rnd.dealer if rnd.players == 6 else None)


def test_score_sheet_fields_are_always_computed():
    """R5: bonus, rounded, party points and points come from the eyes and bonuses, whatever is given."""
    bonus = Bonus(0, "doppelkopf", 3, 5, "R3", "trick 3")
    sheet = ScoreSheet("normal", ((0, 1), (2, 3), (4,)), ("Alten", "Jungen", "Ego"), (3, 3, 4),
                       (125, 65, 50), (bonus,), 5, 10, bonus=(99,), points=(1, 2, 3, 4, 5))
    assert sheet.bonus == (5, 0, 0)
    assert sheet.rounded == (13, 7, 5)
    assert sheet.party_points == (5 + 3 * 13, 3 * 7, 4 * 5)
    assert sheet.points == (44, 44, 21, 21, 20)
    assert Bonus(party=0, kind="doppelkopf", trick=3, points=5, rule="R3", text="trick 3") == bonus
