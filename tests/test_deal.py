"""Dealing (R11, R12, rules "Spielvorbereitung") and throwing in (R6, rules "Spielfindung").

The expected deals are worked out here from the text of R12: the player right of the dealer cuts
``cut`` cards (5 to 45) from the top to the bottom; then the dealer gives packets of 3, then 4,
then 3 cards to each playing seat in turn, starting at the dealer's left; with six players the
dealer sits out. The throw-in oracle is written from R6: five or more 9s, or at most one trump
counted with the normal trumps (the Hydra included).
"""

import random
from collections import Counter

import pytest
from hypothesis import given, settings, strategies as st

import hydra

SUITS = "SRGE"
RANKS = ("9", "U", "O", "K", "10", "D")
CODES = [s + r for s in SUITS for r in RANKS] + ["HY"]
DECK_CODES = [c for c in CODES for _ in range(2)]
NORMAL_TRUMPS = set("SD SU RU GU EU SO RO GO EO R10 HY".split())


def codes(cards):
    return [str(c) for c in cards]


def expected_deal(deck, players, dealer, cut):
    """R12, written out: cut ``cut`` cards from top to bottom, then 3-4-3 from the dealer's left."""
    deck = list(deck)
    deck = deck[cut:] + deck[:cut]
    order = [(dealer + 1 + i) % players for i in range(players)]
    if players == 6:
        order = [s for s in order if s != dealer]          # R11: the dealer of six sits out
    hands = {s: [] for s in range(players)}
    top = 0
    for packet in (3, 4, 3):
        for seat in order:
            hands[seat] += deck[top:top + packet]
            top += packet
    assert top == 50
    return [hands[s] for s in range(players)]


def shuffled_deck(seed):
    deck = list(DECK_CODES)
    random.Random(seed).shuffle(deck)
    return deck


# --- R12: packets of 3, 4, 3 from the dealer's left after the cut -----------------------------

@pytest.mark.parametrize("players,dealer", [(5, d) for d in range(5)] + [(6, d) for d in range(6)])
@pytest.mark.parametrize("cut", [5, 6, 23, 44, 45])
def test_r12_deal_deck_packets_3_4_3_from_dealers_left(players, dealer, cut):
    """R12: after the cut, the first 3 cards go to dealer+1, the next 3 to dealer+2, ..."""
    deck = shuffled_deck(cut * 10 + dealer)
    dealt = hydra.deal_deck(deck, players=players, dealer=dealer, cut=cut)
    want = expected_deal(deck, players, dealer, cut)
    assert [Counter(codes(h)) for h in dealt.hands] == [Counter(h) for h in want]


def test_r12_first_packet_is_the_top_three_after_the_cut():
    """R12, worked by hand on the deck in deck order: cutting 5 moves S9 S9 SU SU SO to the
    bottom, so the dealer's left (seat 1 when seat 0 deals) gets SO SK SK first."""
    deck = codes(hydra.DECK)            # S9 S9 SU SU SO SO SK SK S10 S10 SD SD R9 ...
    assert deck[:6] == ["S9", "S9", "SU", "SU", "SO", "SO"]
    dealt = hydra.deal_deck(deck, players=5, dealer=0, cut=5)
    # after the cut the deck starts SO SK SK | S10 S10 SD | SD R9 R9 | ...
    first_packet_seat1 = ["SO", "SK", "SK"]
    first_packet_seat2 = ["S10", "S10", "SD"]
    assert Counter(first_packet_seat1) <= Counter(codes(dealt.hands[1]))
    assert Counter(first_packet_seat2) <= Counter(codes(dealt.hands[2]))
    # the five cut cards are the last ones dealt: the dealer's last packet of three gets
    # the last three of them (S9 S9 SU SU SO -> the last three are SU SU SO)
    assert Counter(["SU", "SU", "SO"]) <= Counter(codes(dealt.hands[0]))


@pytest.mark.parametrize("players,dealer", [(5, 0), (5, 3), (6, 0), (6, 2), (6, 5)])
@pytest.mark.parametrize("seed", range(8))
def test_r12_every_playing_seat_gets_ten_and_all_fifty_dealt_once(players, dealer, seed):
    """R12/R11: ten cards per playing seat, none for the six-player dealer, the full deck once."""
    d = hydra.deal(seed, players=players, dealer=dealer)
    sizes = [len(h) for h in d.hands]
    for seat in range(players):
        want = 0 if (players == 6 and seat == dealer) else 10
        assert sizes[seat] == want, (seat, sizes)
    assert Counter(c for h in d.hands for c in codes(h)) == Counter(DECK_CODES)
    assert 5 <= d.cut <= 45


@pytest.mark.parametrize("seed", [0, 1, 99, "text seed"])
def test_r12_same_seed_same_deal(seed):
    """Chance is explicit: the same seed deals the same cards (R12, house style)."""
    a = hydra.deal(seed, players=5, dealer=2)
    b = hydra.deal(seed, players=5, dealer=2)
    assert [codes(h) for h in a.hands] == [codes(h) for h in b.hands]
    assert a.cut == b.cut


def test_r12_different_seeds_usually_differ():
    deals = {tuple(tuple(sorted(codes(h))) for h in hydra.deal(s).hands) for s in range(20)}
    assert len(deals) == 20


@pytest.mark.parametrize("seed", range(5))
def test_r12_deal_with_given_cut_matches_deal_deck_of_the_same_shuffle(seed):
    """The cut given to deal() is the cut of R12: two cuts of one shuffle differ by a rotation."""
    a = hydra.deal(seed, players=5, dealer=1, cut=5)
    b = hydra.deal(seed, players=5, dealer=1, cut=6)
    # rebuild the shuffled deck from deal a (invert the packets), then predict deal b
    order = [(1 + 1 + i) % 5 for i in range(5)]
    rotated = []
    taken = {s: 0 for s in order}
    for packet in (3, 4, 3):
        for s in order:
            rotated += codes(a.hands[s])[taken[s]:taken[s] + packet]
            taken[s] += packet
    deck = rotated[-5:] + rotated[:-5]         # undo the cut of 5
    want = expected_deal(deck, 5, 1, 6)
    assert [Counter(codes(h)) for h in b.hands] == [Counter(h) for h in want]


@pytest.mark.parametrize("cut", [0, 4, 46, 50, -1, 5.0, "10", True])
def test_r12_cut_must_be_5_to_45(cut):
    """R12: the player right of the dealer cuts at least 5 and at most 45 cards."""
    with pytest.raises(hydra.RuleError) as info:
        hydra.deal(1, players=5, dealer=0, cut=cut)
    assert "R12" in str(info.value)
    with pytest.raises(hydra.RuleError):
        hydra.deal_deck(DECK_CODES, players=5, dealer=0, cut=cut)


@pytest.mark.parametrize("cut", [5, 45])
def test_r12_cut_bounds_are_allowed(cut):
    assert hydra.deal(1, cut=cut).cut == cut


@pytest.mark.parametrize("players,dealer", [(4, 0), (7, 0), (0, 0), ("5", 0), (None, 0), (5.0, 0),
                                            (5, 5), (5, -1), (6, 6), (5, "0"), (5, None), (5, 1.0)])
def test_r11_bad_players_or_dealer_raise_rule_error_naming_r11(players, dealer):
    """R11: 5 players, or 6 with the dealer sitting out; the dealer is one of the seats."""
    with pytest.raises(hydra.RuleError) as info:
        hydra.deal(1, players=players, dealer=dealer)
    assert "R11" in str(info.value)
    with pytest.raises(hydra.RuleError) as info:
        hydra.deal_deck(DECK_CODES, players=players, dealer=dealer, cut=5)
    assert "R11" in str(info.value)


def test_deal_deck_needs_the_full_deck():
    """Rules "Die Spielkarten": 50 cards, each twice."""
    bad = list(DECK_CODES)
    bad[0] = "EO"                      # a third Eichel-Ober, one S9 missing
    with pytest.raises(hydra.RuleError):
        hydra.deal_deck(bad, players=5, dealer=0, cut=5)
    with pytest.raises(hydra.RuleError):
        hydra.deal_deck(DECK_CODES[:49], players=5, dealer=0, cut=5)


def test_r11_playing_seats_six_players():
    """R11: the dealer of six sits out; play order starts at the dealer's left."""
    assert tuple(hydra.playing_seats(6, 2)) == (3, 4, 5, 0, 1)
    assert tuple(hydra.playing_seats(5, 2)) == (3, 4, 0, 1, 2)


# --- R6: throwing in ----------------------------------------------------------------------------

def may_throw(hand):
    """R6 oracle: five or more 9s, or at most one trump counted with the normal trumps."""
    hand = codes(hydra.parse_cards(hand)) if isinstance(hand, str) else list(hand)
    nines = sum(1 for c in hand if c.endswith("9"))
    trumps = sum(1 for c in hand if c in NORMAL_TRUMPS)
    return nines >= 5 or trumps <= 1


@pytest.mark.parametrize("hand,may", [
    ("S9 R9 G9 E9 S9 EO GO SU RK EK", True),        # five 9s, plenty of trumps
    ("S9 R9 G9 E9 GK EO GO SU RK EK", False),       # four 9s, four trumps
    ("S9 R9 RK RD GK G10 GD E10 ED HY", True),      # R6: the Hydra is the only trump
    ("S9 R9 RK RD GK G10 GD E10 SD HY", False),     # R6: SD and HY are two trumps
    ("S9 R9 RK RD GK G10 GD E10 ED SD", True),      # only the Fuchs
    ("S9 R9 RK RD GK G10 GD E10 ED EK", True),      # no trump at all
    ("S9 R9 RK RD GK G10 GD E10 ED R10", True),     # only the Dulle
    ("S10 R9 RK RD GK G10 GD E10 GO EU", False),    # two trumps
])
def test_r6_throw_in_reason_examples(hand, may):
    assert may_throw(hand) is may                   # the oracle agrees with the hand-worked answer
    reason = hydra.throw_in_reason(hand)
    assert (reason is not None) is may
    if may:
        assert "R6" in reason


@settings(max_examples=300, deadline=None)
@given(st.permutations(DECK_CODES))
def test_r6_throw_in_reason_matches_oracle_on_random_hands(deck):
    for start in range(0, 50, 10):
        hand = deck[start:start + 10]
        assert (hydra.throw_in_reason(hand) is not None) is may_throw(hand), hand


def _hands_with(seat_hands, dealer=4, players=5, seed=0):
    """Fill a deal around given hands: ``seat_hands`` {seat: ten codes}; others get the rest,
    arranged so that they may not throw in (R6)."""
    rest = Counter(DECK_CODES)
    rest.subtract(Counter(c for h in seat_hands.values() for c in h))
    rest = list(rest.elements())
    others = [s for s in range(players) if s not in seat_hands and not (players == 6 and s == dealer)]
    rng = random.Random(seed)
    for _ in range(10000):
        rng.shuffle(rest)
        hands = {s: rest[i * 10:(i + 1) * 10] for i, s in enumerate(others)}
        if not any(may_throw(h) for h in hands.values()):
            break
    else:
        raise AssertionError("no filler")
    hands.update(seat_hands)
    return [list(hands.get(s, [])) for s in range(players)]


FIVE_NINES = "S9 S9 R9 G9 E9 EO GO SU RK EK".split()
ONLY_HYDRA = "R9 RK RD GK G10 GD E10 ED EK HY".split()


def test_r6_round_offers_throw_in_or_keep_to_a_thrower():
    """R6: throwing is the player's choice: the round offers 'throw-in' and 'keep'."""
    rnd = hydra.Round(_hands_with({2: FIVE_NINES}), dealer=4)
    assert rnd.phase == "throw-in"
    assert rnd.to_move == 2
    assert set(rnd.legal_actions()) == {"throw-in", "keep"}


def test_r6_keep_goes_on_to_the_calls():
    """R6: never forced; after 'keep' the calls start at the dealer's left (R7)."""
    rnd = hydra.Round(_hands_with({2: FIVE_NINES}), dealer=4)
    rnd.apply("keep")
    assert rnd.phase == "calls"
    assert rnd.to_move == 0
    assert not rnd.is_over


def test_r6_throw_in_ends_the_round_with_zero_points():
    rnd = hydra.Round(_hands_with({1: ONLY_HYDRA}), dealer=4)
    assert rnd.phase == "throw-in" and rnd.to_move == 1
    rnd.apply("throw-in")
    assert rnd.phase == "over" and rnd.ending == "thrown-in"
    assert rnd.is_over
    assert tuple(rnd.points) == (0, 0, 0, 0, 0)


def test_r6_every_hand_that_may_throw_is_asked():
    """R6: each player who may throw has the choice; the first keeping does not skip the second."""
    rnd = hydra.Round(_hands_with({1: ONLY_HYDRA, 3: FIVE_NINES}), dealer=4)
    asked = []
    while rnd.phase == "throw-in":
        asked.append(rnd.to_move)
        rnd.apply("keep")
    assert sorted(asked) == [1, 3]
    assert rnd.phase == "calls"


def test_r6_no_throw_in_phase_without_a_thrower():
    rnd = hydra.Round(_hands_with({}), dealer=4)
    assert rnd.phase == "calls"
    assert "throw-in" not in rnd.legal_actions()


@pytest.mark.parametrize("seed", range(300))
def test_r6_only_hands_that_may_throw_are_offered_the_throw(seed):
    rnd = hydra.Round.new(seed=seed, players=5 + seed % 2, dealer=seed % 5)
    throwers = [s for s in rnd.seats if may_throw(codes(rnd.hand(s)))]
    assert (rnd.phase == "throw-in") is bool(throwers)
    asked = []
    while rnd.phase == "throw-in":
        assert rnd.to_move in throwers
        asked.append(rnd.to_move)
        rnd.apply("keep")
    assert sorted(asked) == sorted(throwers)


@pytest.mark.parametrize("players, dealer", [(5, 0), (5, 3), (6, 2)])
def test_r12_every_seed_deals_what_random_shuffle_and_randint_deal(players, dealer):
    """R12: hydra.deal writes random.shuffle and random.randint(5, 45) out step for step (for
    speed); every seed must keep dealing exactly the cards it always dealt, so shared ?deal= and
    ?exercise= links and saved rounds stay the same."""
    import random as _random
    for seed in [*range(300), "abc", 2.5, 10 ** 30]:
        rng = _random.Random(seed)
        deck = list(hydra.DECK)
        rng.shuffle(deck)
        cut = rng.randint(5, 45)
        expected = hydra.deal_deck(deck, players=players, dealer=dealer, cut=cut)
        got = hydra.deal(seed, players=players, dealer=dealer)
        assert (got.hands, got.cut) == (expected.hands, cut), seed
