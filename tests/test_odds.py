"""hydra.hydra.odds: exact party-kind odds by counting, checked against a brute-force count and a simulation."""

from fractions import Fraction
from itertools import product
from math import perm, prod


import hydra
from hydra.hydra.odds import compositions, key_card_placements, party_kind_odds, simulate_party_kinds


def test_compositions_count():
    # stars and bars: C(2 + 5 - 1, 4) = 15 ways to spread two copies over five seats
    assert len(list(compositions(2, 5))) == 15
    assert all(sum(c) == 2 for c in compositions(2, 5))


def test_probabilities_sum_to_one():
    assert sum(p for _, _, p in key_card_placements()) == 1
    assert sum(party_kind_odds().values()) == 1


def test_every_healthy_kind_occurs():
    healthy = set(hydra.PARTY_KINDS) - {"solo", "proposal"}
    assert set(party_kind_odds()) == healthy


def test_matches_brute_force_over_distinguishable_copies():
    """Place the four physical key cards into the 50 deal slots: 5**4 seat assignments."""
    brute = {}
    for seats in product(range(5), repeat=4):
        counts = [seats.count(s) for s in range(5)]
        weight = Fraction(prod(perm(10, k) for k in counts), perm(50, 4))
        hands = [[] for _ in range(5)]
        for i, seat in enumerate(seats):
            hands[seat].append("EO" if i < 2 else "GO")
        kind = hydra.form_parties(hands).kind
        brute[kind] = brute.get(kind, 0) + weight
    assert brute == party_kind_odds()


def test_wedding_by_hand():
    # one seat (5 choices) gets all four key cards: 10*9*8*7 of the 50*49*48*47 ordered slots
    assert party_kind_odds()["wedding"] == Fraction(5 * 10 * 9 * 8 * 7, 50 * 49 * 48 * 47)


def test_six_players_same_odds():
    assert party_kind_odds(players=6, dealer=2) == party_kind_odds()


def test_simulation_is_seeded_and_close():
    n = 6000
    a = simulate_party_kinds(n, seed=11)
    assert a == simulate_party_kinds(n, seed=11)
    assert sum(a.values()) == n
    for kind, p in party_kind_odds().items():
        sd = (float(p) * (1 - float(p)) / n) ** 0.5
        assert abs(a[kind] / n - float(p)) < 5 * sd + 1e-9, kind


def test_progress_wrapper_is_used():
    seen = []

    def progress(items):
        seen.append(len(items))
        return items

    simulate_party_kinds(10, seed=0, progress=progress)
    assert seen == [10]
