"""Parties of a healthy game (R10), the solo and the accepted Antrag (R5, R9), via form_parties.

The exhaustive test compares the engine with a small oracle written here from the text of R10
(and the rules section "Die Spieltypen"), independent of hydra.hydra.parties: for every placement of
the two Eichel-Ober and the two Grün-Ober among five seats it predicts the kind, the parties and
the multipliers (R5: the number of players outside the party).
"""

import itertools

import pytest

import hydra

from rulings_oracle import party_oracle as oracle



def key_hands(eo_seats, go_seats, players=5):
    hands = [[] for _ in range(players)]
    for s in eo_seats:
        hands[s].append("EO")
    for s in go_seats:
        hands[s].append("GO")
    return hands


# --- the oracle itself against the rules' worked kinds ------------------------------------------

def test_oracle_sizes_match_the_rules_text():
    """Rules "Gesunde Spiele": sizes of each kind, to keep the oracle honest."""
    sizes = lambda eo, go: tuple(len(p) for p in oracle(eo, go)[1])   # noqa: E731
    assert oracle([0, 1], [2, 3])[0] == "normal" and sizes([0, 1], [2, 3]) == (2, 2, 1)
    assert oracle([0, 0], [2, 3])[0] == "secret-proposal" and sizes([0, 0], [2, 3]) == (1, 2, 2)
    assert oracle([0, 0], [2, 2])[0] == "double-secret-proposal" and sizes([0, 0], [2, 2]) == (1, 1, 3)
    assert oracle([0, 1], [0, 3])[0] == "engagement" and sizes([0, 1], [0, 3]) == (3, 2)
    assert oracle([0, 1], [0, 1])[0] == "double-engagement" and sizes([0, 1], [0, 1]) == (2, 3)
    assert oracle([0, 0], [0, 1])[0] == "triple-engagement" and sizes([0, 0], [0, 1]) == (2, 3)
    assert oracle([0, 0], [0, 0])[0] == "wedding" and sizes([0, 0], [0, 0]) == (1, 4)


# --- every kind, worked by hand -----------------------------------------------------------------

@pytest.mark.parametrize("hands,kind,parties,multipliers", [
    # R10 normal: Alten 2, Jungen 2, Ego 1 -> multipliers 3, 3, 4
    ([["EO"], ["EO"], ["GO"], ["GO"], []], "normal", ((0, 1), (2, 3), (4,)), (3, 3, 4)),
    ([["GO"], [], ["EO"], ["GO"], ["EO"]], "normal", ((2, 4), (0, 3), (1,)), (3, 3, 4)),
    # secret proposal: 1, 2, 2 -> multipliers 4, 3, 3
    ([["EO", "EO"], ["GO"], [], ["GO"], []], "secret-proposal", ((0,), (1, 3), (2, 4)), (4, 3, 3)),
    ([[], ["EO"], ["GO", "GO"], [], ["EO"]], "secret-proposal", ((1, 4), (2,), (0, 3)), (3, 4, 3)),
    # double secret proposal: 1, 1, 3 -> 4, 4, 2
    ([[], ["GO", "GO"], [], ["EO", "EO"], []], "double-secret-proposal", ((3,), (1,), (0, 2, 4)),
     (4, 4, 2)),
    # engagement: 3 vs 2 -> 2, 3
    ([["EO", "GO"], ["EO"], [], ["GO"], []], "engagement", ((0, 1, 3), (2, 4)), (2, 3)),
    # double engagement: 2 vs 3 -> 3, 2
    ([[], ["EO", "GO"], [], [], ["GO", "EO"]], "double-engagement", ((1, 4), (0, 2, 3)), (3, 2)),
    # triple engagement: 2 vs 3 -> 3, 2
    ([["GO"], [], ["EO", "GO", "EO"], [], []], "triple-engagement", ((0, 2), (1, 3, 4)), (3, 2)),
    # wedding: 1 vs 4 -> 4, 1
    ([[], [], [], ["EO", "GO", "EO", "GO"], []], "wedding", ((3,), (0, 1, 2, 4)), (4, 1)),
])
def test_r10_every_kind(hands, kind, parties, multipliers):
    p = hydra.form_parties(hands)
    assert p.kind == kind
    assert tuple(map(tuple, p.parties)) == parties
    assert tuple(p.multipliers) == multipliers
    assert p.kind in hydra.PARTY_KINDS


def test_r10_normal_names_alten_jungen_ego():
    p = hydra.form_parties([["EO"], ["EO"], ["GO"], ["GO"], []])
    assert tuple(p.names) == ("Alten", "Jungen", "Ego")


def test_r10_full_hands_with_other_cards():
    hands = hydra.deal(3).hands
    p = hydra.form_parties(hands)
    eo = [s for s, h in enumerate(hands) for c in h if str(c) == "EO"]
    go = [s for s, h in enumerate(hands) for c in h if str(c) == "GO"]
    kind, parties, multipliers = oracle(eo, go)
    assert (p.kind, tuple(map(tuple, p.parties)), tuple(p.multipliers)) == (kind, parties, multipliers)


@pytest.mark.parametrize("placement", list(itertools.product(range(5), repeat=4)))
def test_r10_exhaustive_against_oracle(placement):
    """R10 for all 625 placements of EO, EO, GO, GO among five seats."""
    eo, go = list(placement[:2]), list(placement[2:])
    p = hydra.form_parties(key_hands(eo, go))
    kind, parties, multipliers = oracle(eo, go)
    assert p.kind == kind
    assert tuple(map(tuple, p.parties)) == parties
    assert tuple(p.multipliers) == multipliers
    # every seat is in exactly one party; together() agrees with the partition
    assert sorted(s for party in p.parties for s in party) == [0, 1, 2, 3, 4]
    for a, b in itertools.combinations(range(5), 2):
        assert p.together(a, b) == any(a in q and b in q for q in parties)


@pytest.mark.parametrize("dealer", range(6))
@pytest.mark.parametrize("placement", [(0, 1, 2, 3), (0, 0, 1, 2), (1, 1, 2, 2), (0, 2, 0, 3),
                                       (4, 5, 4, 5), (2, 2, 3, 2), (3, 3, 3, 3)])
def test_r10_r11_six_hands_with_the_dealers_empty(dealer, placement):
    seats = [s for s in range(6) if s != dealer]
    eo = [seats[i % 5] for i in placement[:2]]
    go = [seats[i % 5] for i in placement[2:]]
    hands = key_hands(eo, go, players=6)
    p = hydra.form_parties(hands, dealer=dealer)
    kind, parties, multipliers = oracle(eo, go, seats)
    assert p.kind == kind
    assert tuple(map(tuple, p.parties)) == parties
    assert tuple(p.multipliers) == multipliers
    assert dealer not in [s for party in p.parties for s in party]


def test_r10_six_full_hands_dealer_found_by_the_empty_hand():
    d = hydra.deal(5, players=6, dealer=3)
    p = hydra.form_parties(d.hands)
    assert 3 not in [s for party in p.parties for s in party]
    assert sum(len(q) for q in p.parties) == 5


@pytest.mark.parametrize("hands", [
    [["EO", "EO"], ["EO"], ["GO"], ["GO"], []],            # a third Eichel-Ober
    [["EO"], ["EO"], ["GO"], [], []],                      # a Grün-Ober missing
    [[], [], [], [], []],                                  # no key cards
    [["EO"], ["EO"], ["GO"], ["GO"]],                      # four hands
    [["EO"], ["EO"], ["GO"], ["GO"], [], [], []],          # seven hands
    [["EO"] + ["S9", "S9", "R9", "R9", "G9", "G9", "E9", "E9", "SK", "SK"], ["EO"], ["GO"], ["GO"], []],
    [["EO"], ["EO"], ["GO"], ["GO"], ["S9"], ["S9"]],      # six hands, no empty dealer hand
    [["EO"], ["EO"], ["GO"], ["GO"], [], []],              # six hands, two empty
    None,
    5,
    [1, 2, 3, 4, 5],
    [None, None, None, None, None],
    [["EO"], ["EO"], ["GO"], ["GO"], ["XX"]],
    "EO EO GO GO S9",
])
def test_r10_bad_input_raises_rule_error_not_a_crash(hands):
    with pytest.raises(hydra.HydraError):
        hydra.form_parties(hands)


@pytest.mark.parametrize("hands,rule", [
    ([["EO", "EO"], ["EO"], ["GO"], ["GO"], []], "Die Spielkarten"),
    ([["EO"], ["EO"], ["GO"], [], []], "R10"),
    ([["EO"], ["EO"], ["GO"], ["GO"]], "R11"),
    ([["EO"] + ["S9", "S9", "R9", "R9", "G9", "G9", "E9", "E9", "SK", "SK"], ["EO"], ["GO"], ["GO"], []],
     "R12"),
])
def test_r10_bad_input_names_the_rule(hands, rule):
    with pytest.raises(hydra.RuleError) as info:
        hydra.form_parties(hands)
    assert rule in str(info.value)


def test_r10_six_hands_dealer_given_must_be_empty():
    hands = key_hands([0, 1], [2, 3], players=6)
    with pytest.raises(hydra.RuleError):
        hydra.form_parties(hands, dealer=0)          # seat 0 holds an EO but deals
    with pytest.raises(hydra.RuleError):
        hydra.form_parties(hands, dealer=6)


# --- solo and proposal parties (R5, R7, R9) ------------------------------------------------------

def test_solo_parties_one_against_four_multipliers_3_and_2():
    from hydra.hydra.parties import solo_parties
    p = solo_parties(2, (0, 1, 2, 3, 4))
    assert p.kind == "solo"
    assert tuple(map(tuple, p.parties)) == ((2,), (0, 1, 3, 4))
    assert tuple(p.multipliers) == (3, 2)             # R5: not 4 and 1


def test_proposal_parties_two_against_three():
    from hydra.hydra.parties import proposal_parties
    p = proposal_parties(3, 1, (0, 1, 2, 3, 4))
    assert p.kind == "proposal"
    assert tuple(map(tuple, p.parties)) == ((1, 3), (0, 2, 4))
    assert tuple(p.multipliers) == (3, 2)
