"""The round as a state object: the deal (F2), bidding (F3, F4, F20, F24), laying away (F21),
play (F8, F9, F22), views (F23), history, undo and copy."""

from __future__ import annotations

import pytest

from hydra import fuenfhundert as fh
from hydra.core.errors import IllegalCard, NotationError, RuleError
from hydra.fuenfhundert.deal import dealing_positions

from .test_record import golden


def seed_round() -> fh.Round:
    """The golden 7 Karo deal, before any call (dealer 3: seat 0 speaks first)."""
    record = golden("seed-7-karo.json")
    return fh.Round(fh.Deal.of(record["hands"], record["kitty"], record["dealer"]))


def bid(r: fh.Round, *calls: str) -> fh.Round:
    for call in calls:
        r.apply(call)
    return r


# --- F2: seats, teams, the deal --------------------------------------------------------------------

def test_F2_teams_are_0_and_2_against_1_and_3():
    assert [fh.team_of(s) for s in range(4)] == [0, 1, 0, 1]
    assert [fh.partner_of(s) for s in range(4)] == [2, 3, 0, 1]


def test_F2_dealing_3_kitty_4_kitty_3_kitty_from_the_dealers_left():
    seat0, seat1, seat2, seat3, kitty = dealing_positions(0)
    assert seat1 == (0, 1, 2, 13, 14, 15, 16, 30, 31, 32)
    assert seat2 == (3, 4, 5, 17, 18, 19, 20, 33, 34, 35)
    assert seat3 == (6, 7, 8, 21, 22, 23, 24, 36, 37, 38)
    assert seat0 == (9, 10, 11, 25, 26, 27, 28, 39, 40, 41)
    assert kitty == (12, 29, 42)
    assert dealing_positions(2)[3] == seat1              # the dealer's left gets the first packet


def test_F2_same_seed_same_deal_and_every_card_once():
    a, b = fh.deal(seed=11, dealer=1), fh.deal(seed=11, dealer=1)
    assert a == b and a != fh.deal(seed=12, dealer=1)
    cards = [c for h in a.hands for c in h] + list(a.kitty)
    assert sorted(cards, key=fh.Card.sort_key) == list(fh.DECK)
    assert fh.Round.new(seed=11, dealer=1).history()[0] == ("deal", None, a)
    assert fh.Round.new().deal.seed is not None                 # chance is explicit: a seed is drawn


def test_F2_a_deal_must_be_the_43_card_deck():
    record = golden("seed-7-karo.json")
    with pytest.raises(RuleError) as caught:
        fh.Deal.of(record["hands"][:3], record["kitty"])
    assert caught.value.rule == "F2"
    with pytest.raises(RuleError):
        fh.Round.new(seed=1, dealer=4)


# --- bidding ------------------------------------------------------------------------------------------

def test_F4_bidding_starts_at_the_dealers_left_and_goes_clockwise():
    r = fh.Round.new(seed=1, dealer=2)
    seats = []
    for call in ("6S", "6C", "6D", "6H"):
        seats.append(r.to_move)
        r.apply(call)
    assert seats == [3, 0, 1, 2] and r.phase == "bidding"


def test_F4_legal_calls_are_pass_and_every_higher_bid():
    r = bid(seed_round(), "8S")
    assert r.legal_actions()[:3] == ["pass", "misere", "8C"]
    assert r.legal_actions()[-1] == "open-misere" and "8S" not in r.legal_actions()


def test_F20_a_player_outbid_may_bid_again_and_bidding_ends_after_three_passes():
    r = bid(seed_round(), "6H", "pass", "7D", "pass")
    assert r.phase == "bidding" and r.to_move == 0       # seat 0 was outbid and speaks again
    bid(r, "7H", "8D", "pass")                           # seat 0 7H, seat 2 8D, seat 0 passes
    assert r.phase == "discard" and r.contract == "8D" and r.declarer == 2
    assert r.bids == ["6H", "pass", "7D", "pass", "7H", "8D", "pass"]
    assert [r.name for r in fh.readings("F20")] == ["round and round", "one round"]


def test_F4_a_player_who_passed_says_nothing_more():
    """„Wer einmal gepasst hat, darf in dieser Runde keine weiteren Gebote abgeben."""
    r = bid(seed_round(), "6H", "pass")
    with pytest.raises(RuleError) as caught:
        r.apply("7S", seat=1)
    assert caught.value.rule == "F4" and "has passed" in str(caught.value)
    assert "gepasst" in str(caught.value)
    assert r.bids == ["6H", "pass"] and r.to_move == 2      # nothing changed


def test_F4_a_bid_out_of_turn_is_refused():
    r = seed_round()
    with pytest.raises(RuleError) as caught:
        r.apply("6H", seat=2)
    assert caught.value.rule == "F4" and "seat 0's turn" in str(caught.value)
    r.apply("6H", seat=0)
    assert r.to_move == 1


def test_F3_F4_a_bid_must_outrank_the_last():
    r = bid(seed_round(), "7H")
    for lower in ("7H", "7D", "6NT", "7S"):
        with pytest.raises(RuleError) as caught:
            r.apply(lower)
        assert caught.value.rule == "F4"
    r.apply("misere")                                    # 250 is above 7 Herz (200)
    assert r.bids == ["7H", "misere"]


def test_F3_open_misere_wins_the_bidding_at_once():
    """„gewinnt er die Gebotsrunde sofort"."""
    r = bid(seed_round(), "10NT", "open-misere")
    assert r.phase == "discard" and r.contract == "open-misere" and r.declarer == 1
    assert r.bids == ["10NT", "open-misere"]


def test_F24_misere_may_be_the_first_bid_and_is_outbid_by_8_kreuz():
    r = bid(seed_round(), "misere")
    assert "8S" not in r.legal_actions() and "8C" in r.legal_actions()
    bid(r, "8C", "pass", "pass", "pass")
    assert r.contract == "8C" and r.declarer == 1


def test_F4_four_passes_mean_a_redeal():
    r = bid(seed_round(), "pass", "pass", "pass", "pass")
    assert (r.phase, r.ending) == ("over", "redeal") and r.is_over and r.to_move is None and r.legal_actions() == []
    assert r.contract is None and r.points == (0, 0)
    with pytest.raises(RuleError) as caught:
        r.apply("6S")
    assert caught.value.rule == "F4"


def test_bad_call_notation_is_a_notation_error():
    r = seed_round()
    with pytest.raises(NotationError) as caught:
        r.apply("7X")
    assert caught.value.token == "7X"
    with pytest.raises(RuleError):
        r.apply(fh.JOKER)


# --- laying away (F4, F21) ------------------------------------------------------------------------

def test_F4_F21_the_winner_takes_the_kitty_and_lays_away_any_three_one_at_a_time():
    r = bid(seed_round(), "6H", "pass", "7D", "pass", "pass")
    assert len(r.hand(2)) == 13 and set(r.kitty) <= set(r.hand(2))
    assert r.to_move == 2 and set(r.legal_actions()) == set(r.hand(2))
    r.apply("HA")                                    # a kitty card goes back: allowed (F21, any three)
    r.apply("S5")
    assert r.phase == "discard"
    r.apply("S6")
    assert r.phase == "play" and r.to_move == 2 and len(r.hand(2)) == 10   # F9: the bid winner leads
    assert [str(c) for c in r.discard] == ["HA", "S5", "S6"]
    assert [x.name for x in fh.readings("F21")] == ["any three", "from the hand"]


def test_F21_laying_away_a_card_not_held_is_illegal():
    r = bid(seed_round(), "6H", "pass", "7D", "pass", "pass")
    with pytest.raises(IllegalCard) as caught:
        r.apply("HK")
    assert caught.value.rule == "F21" and caught.value.seat == 2
    with pytest.raises(RuleError) as caught:
        r.apply("pass")
    assert caught.value.rule == "F4" and "bidding is over" in str(caught.value)


# --- play ---------------------------------------------------------------------------------------------

def play_seed_round() -> fh.Round:
    return bid(seed_round(), "6H", "pass", "7D", "pass", "pass", "S5", "S6", "H4")


def test_F9_the_bid_winner_leads_and_the_trick_winner_leads_next():
    r = play_seed_round()
    assert r.to_move == 2
    for card in ("HA", "H5", "HQ", "S10"):
        r.apply(card)
    assert r.winners == [2] and r.to_move == 2
    for card in ("DK", "DA", "DJ", "C7"):
        r.apply(card)
    assert r.winners == [2, 0] and r.to_move == 0


def test_F9_an_illegal_card_raises_and_changes_nothing():
    r = play_seed_round()
    r.apply("HA")
    before = r.to_record()
    with pytest.raises(IllegalCard) as caught:
        r.apply("CQ")                               # seat 3 holds Herz
    assert caught.value.rule == "F9" and caught.value.seat == 3 and "trick 1" in str(caught.value)
    with pytest.raises(IllegalCard) as caught:
        r.apply("SA")                               # not seat 3's card
    assert "does not hold" in str(caught.value)
    assert r.to_record() == before and len(r.history()) == 10
    assert set(r.illegal_reasons()) == {fh.Card.parse(c) for c in ("DA", "CQ", "S8", "D4", "D5", "DQ")}


def test_F9_card_notation_is_accepted_as_an_action():
    r = play_seed_round()
    r.apply("ha")
    assert str(r.current_trick[0]) == "HA"


def test_F6_no_suit_is_named_for_the_joker_in_a_suit_contract():
    r = play_seed_round()
    with pytest.raises(RuleError) as caught:
        r.apply("JO:H")
    assert caught.value.rule in ("F6", "F9")


def test_F8_F22_misere_partner_is_skipped_and_tricks_have_three_cards():
    r = fh.Round(fh.Deal.of(golden("misere-made.json")["hands"], "H7 D7 C7", dealer=0))
    bid(r, "misere", "pass", "pass", "pass", "H7", "D7", "C7")
    assert r.partner_out == 3 and r.phase == "play"
    order = []
    for _ in range(6):
        order.append(r.to_move)
        r.apply(r.legal_actions()[0])
    assert 3 not in order and len(r.tricks) == 2 and all(len(t) == 3 for t in r.tricks)
    with pytest.raises(RuleError) as caught:
        r.apply(r.legal_actions()[0], seat=3)
    assert caught.value.rule == "F8"
    for seat in (0, 1, 2):
        assert not set(r.view(seat).cards_seen()) & set(r.hand(3))        # F22: face down
    # F22 is the tutor's choice, not a reading of a sentence: the rules text says only that the
    # partner no longer plays (issue 24: the "face up" reading quoted no German sentence)
    assert fh.readings("F22") == () and "the tutor's choice" in fh.RULINGS["F22"]


def test_F23_open_misere_hand_is_open_after_the_first_trick():
    r = fh.Round(fh.Deal.of(golden("misere-made.json")["hands"], "H7 D7 C7", dealer=0))
    bid(r, "open-misere", "H7", "D7", "C7")
    assert r.contract == "open-misere" and all(r.view(s).open_hand == () for s in range(4))
    for _ in range(3):
        r.apply(r.legal_actions()[0])
    assert r.view(0).open_hand == tuple(r.hand(1)) == r.view(2).open_hand
    assert r.view(1).open_hand == ()                      # the bidder sees the own hand anyway
    assert [x.name for x in fh.readings("F23")] == ["after the first trick", "from the bid"]


# --- history, undo, copy, views -----------------------------------------------------------------------

def test_history_starts_with_the_deal_and_replays_to_the_same_state():
    r = play_seed_round()
    for _ in range(6):
        r.apply(r.legal_actions()[0])
    history = r.history()
    assert history[0].phase == "deal" and history[0].seat is None and isinstance(history[0].action, fh.Deal)
    assert [step.action for step in history[1:6]] == ["6H", "pass", "7D", "pass", "pass"]
    assert {step.phase for step in history[1:]} == {"bidding", "discard", "play"}
    assert all(step.seat == (r.dealer + 1 + i) % 4 for i, step in enumerate(history[1:5]))   # F4: from the left
    assert fh.Round.from_actions(history).to_record() == r.to_record()
    assert fh.Round.from_actions([step.action for step in history]).to_record() == r.to_record()


def test_undo_is_the_history_without_its_last_action():
    r = play_seed_round()
    r.apply("HA")
    r.apply("H5")
    r.undo()
    assert r.history()[-1] == ("play", 2, fh.Card.parse("HA")) and r.to_move == 3 and r.current_trick == (
        fh.Card.parse("HA"),)
    for _ in range(3):
        r.undo()
    assert r.phase == "discard" and r.discard == [fh.Card.parse("S5")] and len(r.hand(2)) == 12
    while len(r.history()) > 1:
        r.undo()
    assert r.phase == "bidding" and r.to_move == 0
    with pytest.raises(RuleError):
        r.undo()


def test_copy_is_independent():
    r = play_seed_round()
    c = r.copy()
    c.apply("HA")
    assert r.current_trick == () and len(r.hand(2)) == 10 and len(c.hand(2)) == 9
    assert len(r.history()) + 1 == len(c.history())


def test_views_hold_only_the_own_hand():
    r = play_seed_round()
    r.apply("HA")
    for seat in range(4):
        view = r.view(seat)
        assert view.hand == tuple(r.hand(seat))
        others = {c for s in range(4) if s != seat for c in r.hand(s)}
        assert not view.cards_seen() & others
        assert view.laid_away == (tuple(r.discard) if seat == 2 else ())
        assert (view.legal_actions != ()) == (seat == r.to_move)
    with pytest.raises(RuleError):
        r.view(4)


def test_F10_points_before_the_round_is_over_raise_a_rule_error():
    r = play_seed_round()
    assert not r.is_over
    with pytest.raises(RuleError, match="the round is not over, so it has no points yet"):
        _ = r.points


def test_F5_F6_round_explains_its_tricks_with_rule_ids():
    r = fh.replay(golden("seed-7-karo.json"))
    e = r.explain_trick(3)
    assert e.winner == 3 and e.rules == ("F5", "F9", "F6")
    assert e.sentence.startswith("Joker (JO, the highest trump) wins")
    assert r.explain_trick().cards == r.tricks[-1]
    with pytest.raises(RuleError):
        r.explain_trick(11)


def test_rule_based_player_gives_a_reason_for_every_action():
    r = fh.Round.new(seed=21)
    player = fh.RuleBasedPlayer(21)
    while not r.is_over:
        action, reason = player.choose_with_reason(r)
        assert action in r.legal_actions() and len(reason) > 20
        r.apply(action)
