"""Calls (R7), leading (R8) and the open Antrag (R9), driven through Round actions.

Expected orders and winners are worked out from the rules section "Spielfindung" and rulings
R7, R8, R9, R11: calls go clockwise from the dealer's left; a solo beats an Antrag; between two
of the same kind the player earlier from the dealer's left wins; the Antrag offer goes clockwise
from the proposer's left neighbour, skipping the proposer and a sitting-out dealer.
"""

import random
from collections import Counter

import pytest

import hydra
from hydra.hydra.calls import Declaration, winning_declaration

SUITS = "SRGE"
RANKS = ("9", "U", "O", "K", "10", "D")
CODES = [s + r for s in SUITS for r in RANKS] + ["HY"]
DECK_CODES = [c for c in CODES for _ in range(2)]


def order_from_left(dealer, players=5):
    """R7/R11: the playing seats clockwise from the dealer's left (the dealer of six sits out)."""
    seats = [(dealer + 1 + i) % players for i in range(players)]
    return seats[:-1] if players == 6 else seats


def hands_with(place, dealer=4, players=5, seed=0):
    """A full deal in which ``place`` {seat: codes} are in those hands; the other cards random.
    Key cards (EO, GO) not placed go to no seat with a placement, so placements stay exact."""
    place = {s: c.split() if isinstance(c, str) else list(c) for s, c in place.items()}
    rest = Counter(DECK_CODES)
    rest.subtract(Counter(c for h in place.values() for c in h))
    assert all(n >= 0 for n in rest.values())
    rest = list(rest.elements())
    seats = order_from_left(dealer, players)
    rng = random.Random(seed)
    keys = [c for c in rest if c in ("EO", "GO")]
    free = [c for c in rest if c not in ("EO", "GO")]
    rng.shuffle(free)
    hands = {s: list(place.get(s, [])) for s in seats}
    open_seats = [s for s in seats if s not in place] or seats
    for key in keys:
        target = min(open_seats, key=lambda s: len(hands[s]))
        hands[target].append(key)
    for c in free:
        target = next(s for s in seats if len(hands[s]) < 10)
        hands[target].append(c)
    assert all(len(h) == 10 for h in hands.values())
    return [hands.get(s, []) for s in range(players)]


def new_round(place, dealer=4, players=5, seed=0):
    rnd = hydra.Round(hands_with(place, dealer, players, seed), dealer=dealer, players=players)
    while rnd.phase == "throw-in":             # R6 is optional: keep every hand
        rnd.apply("keep")
    return rnd


def call_all(rnd, morbus=()):
    """Everybody calls, in the order the round asks; seats in ``morbus`` say morbus."""
    asked = []
    while rnd.phase == "calls":
        asked.append(rnd.to_move)
        rnd.apply("morbus" if rnd.to_move in morbus else "valeo")
    return asked


# --- R7: calls ------------------------------------------------------------------------------

@pytest.mark.parametrize("dealer", range(5))
def test_r7_calls_go_clockwise_from_the_dealers_left(dealer):
    rnd = new_round({}, dealer=dealer)
    assert rnd.phase == "calls"
    assert set(rnd.legal_actions()) == {"valeo", "morbus"}
    assert call_all(rnd) == order_from_left(dealer)


@pytest.mark.parametrize("dealer", range(6))
def test_r7_r11_six_players_dealer_is_not_asked(dealer):
    rnd = new_round({}, dealer=dealer, players=6)
    asked = call_all(rnd)
    assert asked == order_from_left(dealer, 6)
    assert dealer not in asked


@pytest.mark.parametrize("dealer", [2, 4])
def test_r7_all_valeo_is_a_healthy_game_led_from_dealers_left(dealer):
    """R7: all valeo -> healthy game, parties by key cards (R10); R8: the dealer's left leads."""
    left = (dealer + 1) % 5
    a, b = (dealer + 2) % 5, (dealer + 3) % 5
    rnd = new_round({left: "EO", a: "EO", b: "GO", dealer: "GO"}, dealer=dealer)
    call_all(rnd)
    assert rnd.phase == "play"
    assert rnd.kind == "normal"
    assert rnd.game.id == "normal"
    assert rnd.to_move == left
    assert set(map(tuple, rnd.parties)) == {tuple(sorted((left, a))), tuple(sorted((b, dealer))),
                                            ((dealer + 4) % 5,)}


def test_r7_morbus_players_declare_in_order_from_the_dealers_left():
    """R7: with dealer 2 the order is 3, 4, 0, 1, 2; morbus players 0, 3 and 1 declare 3, 0, 1."""
    rnd = new_round({}, dealer=2)
    call_all(rnd, morbus={0, 1, 3})
    asked = []
    while rnd.phase == "declare":
        asked.append(rnd.to_move)
        rnd.apply("solo:normal-solo")
    assert asked == [3, 0, 1]


def test_r7_solo_beats_antrag_even_when_the_antrag_sits_earlier():
    """R7: a solo beats an Antrag. Dealer 2: seat 3 (first) says Antrag, seat 1 (fourth) solo."""
    rnd = new_round({3: "EO EO", 0: "GO", 4: "GO"}, dealer=2)
    call_all(rnd, morbus={1, 3})
    assert rnd.to_move == 3
    rnd.apply("antrag")
    assert rnd.to_move == 1
    rnd.apply("solo:color-solo:G")
    assert rnd.phase == "play"
    assert rnd.kind == "solo"
    assert rnd.contract[:2] == ("solo", 1)
    assert rnd.game.id == "color-solo:G"
    assert rnd.to_move == 1                            # R8: the soloist leads


def test_r7_two_solos_earlier_from_dealers_left_wins_with_wrap():
    """R7 with dealer 2: seat 4 sits before seat 0 from the dealer's left (order 3, 4, 0, 1, 2)."""
    rnd = new_round({}, dealer=2)
    call_all(rnd, morbus={0, 4})
    assert rnd.to_move == 4
    rnd.apply("solo:trump-solo:U")
    rnd.apply("solo:color-solo:E")
    assert rnd.kind == "solo"
    assert rnd.contract == ("solo", 4, "trump-solo:U")
    assert rnd.parties == ((4,), (0, 1, 2, 3))
    assert rnd.to_move == 4


def test_r7_dealer_last_in_order_loses_a_tie_to_dealers_left():
    """Rules "Spielfindung": dealer and the player left of him both want a solo: the left one."""
    rnd = new_round({}, dealer=2)
    call_all(rnd, morbus={2, 3})
    rnd.apply("solo:normal-solo")          # seat 3
    rnd.apply("solo:normal-solo")          # seat 2, the dealer
    assert rnd.contract[1] == 3


def test_r7_two_antrags_earlier_from_dealers_left_wins_with_wrap():
    """R7 with dealer 2: seats 0 and 4 both hold a pair; seat 4 is earlier."""
    rnd = new_round({0: "GO GO", 4: "EO EO"}, dealer=2)
    call_all(rnd, morbus={0, 4})
    rnd.apply("antrag")
    rnd.apply("antrag")
    assert rnd.phase == "antrag-open"
    assert rnd.to_move == 4


def test_r7_winning_declaration_function():
    calls = [Declaration(0, "solo", game="normal-solo"), Declaration(4, "solo", game="color-solo:R")]
    assert winning_declaration(calls, dealer=2).seat == 4
    calls = [Declaration(3, "antrag", pair="EO"), Declaration(1, "solo", game="normal-solo")]
    assert winning_declaration(calls, dealer=2).seat == 1
    calls = [Declaration(1, "antrag", pair="EO"), Declaration(4, "antrag", pair="GO")]
    assert winning_declaration(calls, dealer=2).seat == 4
    six = [Declaration(0, "solo", game="normal-solo"), Declaration(4, "solo", game="normal-solo")]
    assert winning_declaration(six, dealer=3, players=6).seat == 4     # order 4, 5, 0, 1, 2
    assert winning_declaration([], dealer=0) is None


@pytest.mark.parametrize("hand", ["EO GO S9 R9", "EO S9", "GO R10 GU", "S9 R9 G9"])
def test_r7_check_antrag_without_a_pair_raises_citing_r7(hand):
    with pytest.raises(hydra.RuleError) as info:
        hydra.check_antrag(hand)
    assert "R7" in str(info.value)


@pytest.mark.parametrize("hand,pair", [("EO EO S9", "EO"), ("GO GO S9", "GO"), ("EO GO GO", "GO")])
def test_r7_check_antrag_with_a_pair(hand, pair):
    assert hydra.check_antrag(hand) == pair


def test_r7_check_antrag_names_the_pair_it_lacks():
    with pytest.raises(hydra.RuleError) as info:
        hydra.check_antrag("EO EO GO S9", pair="GO")
    assert "R7" in str(info.value)
    assert hydra.check_antrag("EO EO GO S9", pair="EO") == "EO"


def test_r7_round_declare_antrag_without_a_pair_is_refused():
    rnd = new_round({1: "EO GO", 2: "EO", 3: "GO"}, dealer=4)
    call_all(rnd, morbus={1})
    assert rnd.phase == "declare" and rnd.to_move == 1
    assert not any(a.startswith("antrag") for a in rnd.legal_actions())
    with pytest.raises(hydra.RuleError) as info:
        rnd.declare("antrag")
    assert "R7" in str(info.value)
    with pytest.raises(hydra.RuleError):
        rnd.apply("antrag")
    assert rnd.phase == "declare" and rnd.to_move == 1       # nothing changed
    rnd.apply("solo:normal-solo")                              # a solo is always allowed
    assert rnd.kind == "solo"


@pytest.mark.parametrize("action", ["solo:normal", "solo: normal"])
def test_r7_a_solo_is_never_normal(action):
    rnd = new_round({}, dealer=4)
    call_all(rnd, morbus={0})
    assert "solo:normal" not in rnd.legal_actions()
    with pytest.raises(hydra.RuleError) as info:
        rnd.apply(action)
    assert "R7" in str(info.value)
    assert rnd.phase == "declare"


@pytest.mark.parametrize("game", hydra.SOLO_GAMES)
def test_r7_r8_every_solo_game_is_offered_and_changes_trumps(game):
    """R7: a solo is always allowed, with its game id; R8: the soloist leads the first trick."""
    rnd = new_round({}, dealer=0)
    call_all(rnd, morbus={3})
    assert "solo:" + game in rnd.legal_actions()
    rnd.apply("solo:" + game)
    assert rnd.game.id == game
    assert rnd.to_move == 3 and rnd.leader == 3
    assert rnd.parties == ((3,), (0, 1, 2, 4))
    kind, _, param = game.partition(":")
    if kind == "color-solo":
        assert rnd.game.is_trump(hydra.Card.parse(param + "9"))
    if kind == "trump-solo":
        assert rnd.game.is_trump(hydra.Card.parse("S" + param))
        assert not rnd.game.is_trump(hydra.Card.parse("SD")) or param == "D"


# --- R9: the open Antrag --------------------------------------------------------------------

def start_antrag(place, proposer, dealer=4, players=5, pair=None, seed=0):
    rnd = new_round(place, dealer=dealer, players=players, seed=seed)
    call_all(rnd, morbus={proposer})
    rnd.apply("antrag" + (":" + pair if pair else ""))
    assert rnd.phase == "antrag-open"
    assert rnd.to_move == proposer
    return rnd


def an_open_card(rnd, proposer, pair):
    return next(c for c in map(str, rnd.hand(proposer)) if c != pair)


@pytest.mark.parametrize("players,dealer,proposer", [(5, 4, 1), (5, 4, 4), (5, 2, 0), (6, 2, 4),
                                                     (6, 2, 0), (6, 0, 3), (6, 5, 4)])
def test_r9_offer_goes_clockwise_from_proposers_left(players, dealer, proposer):
    """R9: the offer goes clockwise from the proposer's left neighbour; the proposer and the
    sitting-out dealer (six players) are not asked."""
    rnd = start_antrag({proposer: "EO EO"}, proposer, dealer=dealer, players=players)
    rnd.apply("open:" + an_open_card(rnd, proposer, "EO"))
    asked = []
    while rnd.phase == "antrag-offer":
        assert set(rnd.legal_actions()) == {"accept", "decline"}
        asked.append(rnd.to_move)
        rnd.apply("decline")
    want = [(proposer + i) % players for i in range(1, players)]
    want = [s for s in want if not (players == 6 and s == dealer)]
    assert asked == want
    assert rnd.phase == "play"


def test_r9_first_accept_takes_the_three_cards_and_gives_back_three():
    rnd = start_antrag({1: "EO EO", 2: "GO", 0: "GO"}, proposer=1, dealer=4)
    before_1, before_3 = Counter(map(str, rnd.hand(1))), Counter(map(str, rnd.hand(3)))
    open_card = an_open_card(rnd, 1, "EO")
    rnd.apply("open:" + open_card)
    assert rnd.to_move == 2
    rnd.apply("decline")
    assert rnd.to_move == 3
    rnd.apply("accept")
    assert rnd.phase == "antrag-return" and rnd.to_move == 3
    hand3 = Counter(map(str, rnd.hand(3)))
    assert sum(hand3.values()) == 13
    assert hand3 == before_3 + Counter(["EO", "EO", open_card])
    assert sum(Counter(map(str, rnd.hand(1))).values()) == 7
    # R9: any three of the thirteen, even the received ones
    give = ["EO", open_card, next(c for c in before_3)]
    rnd.give_back(give)
    assert rnd.phase == "play"
    assert Counter(map(str, rnd.hand(1))) == before_1 - Counter(["EO", "EO", open_card]) + Counter(give)
    assert Counter(map(str, rnd.hand(3))) == hand3 - Counter(give)
    assert rnd.kind == "proposal"
    assert rnd.parties == ((1, 3), (0, 2, 4))
    assert rnd.formation.multipliers == (3, 2)
    assert rnd.game.id == "normal"
    assert rnd.to_move == 0                               # R8: not a solo, the dealer's left leads


def test_r9_return_one_card_at_a_time_and_not_more_than_three():
    rnd = start_antrag({1: "GO GO", 2: "EO", 0: "EO"}, proposer=1, dealer=4)
    rnd.apply("open:" + an_open_card(rnd, 1, "GO"))
    rnd.apply("accept")                                    # seat 2 accepts
    hand = list(map(str, rnd.hand(2)))
    with pytest.raises(hydra.RuleError) as info:
        rnd.give_back(hand[:4])
    assert "R9" in str(info.value)
    rnd.apply("return:" + hand[0])
    rnd.apply("return:" + hand[1])
    assert rnd.phase == "antrag-return"
    rnd.apply("return:" + hand[2])
    assert rnd.phase == "play"
    assert rnd.parties == ((1, 2), (0, 3, 4))


def test_r9_cannot_give_back_a_card_not_held():
    rnd = start_antrag({1: "GO GO", 2: "EO", 0: "EO"}, proposer=1, dealer=4)
    rnd.apply("open:" + an_open_card(rnd, 1, "GO"))
    rnd.apply("accept")
    missing = next(c for c in CODES if Counter(map(str, rnd.hand(2)))[c] == 0)
    with pytest.raises(hydra.RuleError):
        rnd.give_back([missing, missing, missing])
    assert rnd.phase == "antrag-return"


@pytest.mark.parametrize("place,proposer,kind", [
    ({1: "EO EO", 2: "GO", 3: "GO"}, 1, "secret-proposal"),
    ({1: "GO GO", 0: "EO", 4: "EO"}, 1, "secret-proposal"),
    ({1: "EO EO", 3: "GO GO"}, 1, "double-secret-proposal"),
    ({1: "EO EO GO", 3: "GO"}, 1, "triple-engagement"),
    ({1: "EO EO GO GO"}, 1, "wedding"),
])
def test_r9_nobody_accepts_healthy_game_by_key_cards(place, proposer, kind):
    """R9: if everybody declines, the proposer takes the cards back; parties by key cards (R10)."""
    pair = "EO" if place[proposer].count("EO") == 2 else "GO"
    rnd = start_antrag(place, proposer, dealer=4, pair=pair if kind == "wedding" else None)
    dealt = Counter(map(str, rnd.hand(proposer)))
    rnd.apply("open:" + an_open_card(rnd, proposer, pair))
    while rnd.phase == "antrag-offer":
        rnd.apply("decline")
    assert rnd.phase == "play"
    assert rnd.kind == kind
    assert Counter(map(str, rnd.hand(proposer))) == dealt
    assert rnd.to_move == 0


def test_r9_open_card_must_be_another_card_of_the_proposers_hand():
    rnd = start_antrag({1: "EO EO", 2: "GO", 3: "GO"}, proposer=1, dealer=4)
    with pytest.raises(hydra.RuleError) as info:
        rnd.open_card("EO")                      # both EO are the face-down pair
    assert "R9" in str(info.value)
    missing = next(c for c in CODES if c not in map(str, rnd.hand(1)))
    with pytest.raises(hydra.RuleError):
        rnd.open_card(missing)
    assert rnd.phase == "antrag-open"
    offered = {a.split(":", 1)[1] for a in rnd.legal_actions()}
    assert offered == set(map(str, rnd.hand(1))) - {"EO"}


def test_r9_the_open_card_may_be_a_key_card_of_the_other_colour():
    rnd = start_antrag({1: "EO EO GO", 3: "GO"}, proposer=1, dealer=4)
    rnd.apply("open:GO")
    rnd.apply("accept")                          # seat 2
    assert Counter(map(str, rnd.hand(2)))["GO"] == 1 and Counter(map(str, rnd.hand(2)))["EO"] == 2


def test_r9_with_both_pairs_the_pair_must_be_named():
    rnd = new_round({1: "EO EO GO GO"}, dealer=4)
    call_all(rnd, morbus={1})
    assert {"antrag:EO", "antrag:GO"} <= set(rnd.legal_actions())
    assert "antrag" not in rnd.legal_actions()
    with pytest.raises(hydra.RuleError) as info:
        rnd.declare("antrag")
    assert "R9" in str(info.value)
    rnd.apply("antrag:GO")
    assert rnd.phase == "antrag-open"
    rnd.apply("open:EO")                          # GO GO face down, an EO face up
    rnd.apply("accept")
    assert Counter(map(str, rnd.hand(2)))["GO"] == 2


def test_r9_six_players_dealer_never_gets_the_cards():
    rnd = start_antrag({4: "EO EO", 0: "GO", 1: "GO"}, proposer=4, dealer=5, players=6)
    rnd.apply("open:" + an_open_card(rnd, 4, "EO"))
    assert rnd.to_move == 0                        # seat 5 deals and sits out
    rnd.apply("decline")
    rnd.apply("accept")                            # seat 1
    assert rnd.to_move == 1
    rnd.give_back(list(map(str, rnd.hand(1)))[:3])
    assert rnd.parties == ((1, 4), (0, 2, 3))
    assert rnd.points[5] == 0
