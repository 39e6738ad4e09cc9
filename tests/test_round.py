"""The round as a state object (OpenSpiel style): phases, legal actions, apply, is-over (R6–R9, R11)."""

import pytest

import hydra
from hydra import IllegalCard, Round, RuleError


def healthy_round(seed=1, dealer=4, players=5):
    rnd = Round.new(seed=seed, dealer=dealer, players=players)
    while rnd.phase == "throw-in":
        rnd.apply("keep")
    while rnd.phase == "calls":
        rnd.apply("valeo")
    return rnd


def test_r7_r8_all_valeo_gives_healthy_game_led_by_dealers_left():
    """R7: all valeo -> a healthy game with normal trumps; R8: the dealer's left leads."""
    rnd = healthy_round(seed=1, dealer=4)
    assert rnd.phase == "play"
    assert rnd.game.id == "normal"
    assert rnd.to_move == 0
    assert rnd.kind in hydra.PARTY_KINDS


def test_r7_calls_go_clockwise_from_dealers_left():
    rnd = Round.new(seed=11, dealer=2)
    while rnd.phase == "throw-in":
        rnd.apply("keep")
    order = []
    while rnd.phase == "calls":
        order.append(rnd.to_move)
        rnd.apply("valeo")
    assert order == [3, 4, 0, 1, 2]


def test_r11_six_players_dealer_sits_out_and_scores_zero():
    """R11: with six players the dealer sits out and scores 0."""
    rnd = healthy_round(seed=3, dealer=2, players=6)
    assert 2 not in rnd.seats and rnd.hands[2] == []
    while not rnd.is_over:
        rnd.play(rnd.legal_cards()[0])
    assert rnd.points[2] == 0
    assert len(rnd.points) == 6


def test_r8_winner_of_a_trick_leads_the_next():
    rnd = healthy_round(seed=5)
    for _ in range(5):
        rnd.play(rnd.legal_cards()[0])
    assert rnd.to_move == rnd.tricks[0].winner_seat


def test_rejected_play_raises_illegal_card_and_changes_nothing():
    """A card the player does not hold, or one that breaks Bedienpflicht, changes nothing."""
    rnd = healthy_round(seed=8)
    rnd.play(rnd.legal_cards()[0])
    before = rnd.to_record(), rnd.to_move, [list(h) for h in rnd.hands]
    mover = rnd.to_move
    not_held = next(c for c in hydra.CARDS if c not in rnd.hands[mover])
    with pytest.raises(IllegalCard) as info:
        rnd.play(not_held)
    assert str(not_held) in str(info.value) and f"seat {mover}" in str(info.value)
    illegal = [c for c in rnd.hands[mover] if c not in rnd.legal_cards()]
    if illegal:
        with pytest.raises(IllegalCard) as info:
            rnd.play(illegal[0])
        assert "Bedienpflicht" in str(info.value) or "(R1)" in str(info.value)
    assert (rnd.to_record(), rnd.to_move, [list(h) for h in rnd.hands]) == before


def test_illegal_reasons_cover_exactly_the_cards_that_may_not_be_played():
    for seed in range(30):
        rnd = healthy_round(seed=seed)
        rnd.play(rnd.legal_cards()[0])
        legal = set(rnd.legal_cards())
        reasons = rnd.illegal_reasons()
        assert set(reasons) == set(rnd.hands[rnd.to_move]) - legal
        for card, text in reasons.items():
            assert card.german_name in text and ("Bedienpflicht" in text or "R1" in text)


def test_actions_before_play_are_refused_in_the_wrong_phase():
    rnd = Round.new(seed=2)
    while rnd.phase == "throw-in":
        rnd.apply("keep")
    with pytest.raises(RuleError, match="R8"):
        rnd.play("EO")
    with pytest.raises(RuleError, match="R9"):
        rnd.answer("accept")
    with pytest.raises(RuleError):
        rnd.apply("banana")
    with pytest.raises(RuleError):
        rnd.apply(42)


def test_r7_solo_beats_antrag_and_soloist_leads():
    """R7: a solo beats an Antrag; R8: the soloist leads the first trick."""
    for seed in range(200):
        rnd = Round.new(seed=seed, dealer=0)
        if rnd.phase != "calls":
            continue
        pair_holders = [s for s in rnd.seats if hydra.antrag_pairs(rnd.hands[s])]
        if not pair_holders:
            continue
        proposer = pair_holders[0]
        soloist = next(s for s in rnd.seats if s != proposer)
        while rnd.phase == "calls":
            rnd.apply("morbus" if rnd.to_move in (proposer, soloist) else "valeo")
        while rnd.phase == "declare":
            rnd.apply("solo:color-solo:E" if rnd.to_move == soloist else
                      next(a for a in rnd.legal_actions() if a.startswith("antrag")))
        assert rnd.phase == "play" and rnd.kind == "solo"
        assert rnd.to_move == soloist and rnd.game.id == "color-solo:E"
        assert rnd.formation.multipliers == (3, 2)
        return
    pytest.fail("no deal with a pair holder in 200 seeds")


def antrag_offered(dealer):
    """A round in phase antrag-offer: the first seat holding a key pair proposed, all others valeo."""
    for seed in range(300):
        rnd = Round.new(seed=seed, dealer=dealer)
        holders = [s for s in rnd.seats if hydra.antrag_pairs(rnd.hands[s])]
        if rnd.phase != "calls" or not holders:
            continue
        proposer = holders[0]
        while rnd.phase == "calls":
            rnd.apply("morbus" if rnd.to_move == proposer else "valeo")
        rnd.apply(next(a for a in rnd.legal_actions() if a.startswith("antrag")))
        assert rnd.phase == "antrag-open"
        rnd.apply(rnd.legal_actions()[0])                      # the open card
        return rnd, proposer
    pytest.fail("no deal with a pair holder in 300 seeds")


def test_r9_open_antrag_accepted_exchanges_three_cards():
    rnd, proposer = antrag_offered(dealer=4)
    assert rnd.phase == "antrag-offer" and rnd.to_move == rnd._next[proposer]   # R9: from the left
    acceptor = rnd.to_move
    rnd.apply("accept")
    assert len(rnd.hands[acceptor]) == 13 and len(rnd.hands[proposer]) == 7
    rnd.give_back(rnd.hands[acceptor][:3])
    assert rnd.phase == "play" and rnd.kind == "proposal"
    assert set(rnd.parties[0]) == {proposer, acceptor} and rnd.formation.multipliers == (3, 2)
    assert all(len(rnd.hands[s]) == 10 for s in rnd.seats)
    assert hydra.replay(rnd.to_record()).hands == rnd.hands


def test_r9_declined_antrag_falls_through_to_healthy_game():
    rnd, proposer = antrag_offered(dealer=1)
    asked = []
    while rnd.phase == "antrag-offer":
        asked.append(rnd.to_move)
        rnd.apply("decline")
    assert proposer not in asked and len(asked) == 4
    assert rnd.kind in ("secret-proposal", "double-secret-proposal", "triple-engagement", "wedding")
    assert rnd.hands[proposer] == list(rnd.dealt[proposer])


def test_r6_throw_in_ends_the_round_without_points():
    for seed in range(500):
        rnd = Round.new(seed=seed)
        if rnd.phase == "throw-in":
            thrower = rnd.to_move
            assert hydra.throw_in_reason(rnd.hands[thrower])
            rnd.apply("throw-in")
            assert rnd.is_over and rnd.phase == "over" and rnd.ending == "thrown-in" and rnd.thrown_in_by == thrower
            assert rnd.points == (0,) * 5
            return
    pytest.fail("no throw-in hand in 500 seeds")


def test_copy_branches_are_independent():
    rnd = healthy_round(seed=4)
    branch = rnd.copy()
    branch.play(branch.legal_cards()[-1])
    assert len(rnd.current_trick or ()) == 0 and len(branch.current_trick) == 1


def test_bad_hands_are_rejected_with_the_rule():
    deal = hydra.deal(seed=1)
    hands = [list(h) for h in deal.hands]
    with pytest.raises(RuleError, match="R12"):
        Round([hands[0] + [hands[1][0]]] + [hands[1][1:]] + hands[2:])
    third = [list(h) for h in deal.hands]
    third[0][0] = third[1][0] = third[2][0] = hydra.Card.parse("EO")
    with pytest.raises(RuleError):
        Round(third)
    with pytest.raises(RuleError, match="R11"):
        Round(hands, dealer=7)
    with pytest.raises(hydra.NotationError):
        Round([["XX"] * 10] * 5)


def test_view_shows_only_the_seats_own_hand():
    """A seat's view never leaks other hands (OpenSpiel's per-player observation)."""
    for seed in range(20):
        rnd = healthy_round(seed=seed)
        for _ in range(seed % 30):
            rnd.play(rnd.legal_cards()[0])
        for seat in rnd.seats:
            view = rnd.view(seat)
            assert view.hand == tuple(rnd.hands[seat])
            text = repr(view.__dict__ if hasattr(view, "__dict__") else view)
            for other in rnd.seats:
                if other != seat and rnd.hands[other]:
                    assert repr(rnd.hands[other]) not in text and repr(tuple(rnd.hands[other])) not in text
            if view.knowledge is not None:
                assert rnd.formation in view.knowledge.possible or any(
                    f.parties == rnd.formation.parties for f in view.knowledge.possible)


def test_explanations_and_display():
    rnd = hydra.play_round(seed=9)
    assert rnd.explain_trick(1).winner == rnd.tricks[0].winner
    with pytest.raises(RuleError):
        rnd.explain_trick(11)
    html = rnd._repr_html_()
    assert "<svg" in html and "seat 0" in html


def test_r16_a_seat_void_in_trump_holds_no_hidden_key_ober():
    """R16: whoever did not follow a trump lead holds no trump, so no Eichel- or Grün-Ober, any more."""
    from hydra.hydra.knowledge import possible_formations
    hidden = {s: 10 for s in range(1, 5)}
    free = possible_formations(0, [], [], hidden, range(5))
    void = possible_formations(0, [], [], hidden, range(5), no_trumps={1})
    assert any(f.party_of(1) == 0 for f in free)            # without the inference seat 1 may hold keys
    for formation in void:                                   # with it, seat 1 is with the key-less rest
        rest = formation.parties[-1]
        assert 1 in rest
    assert {f.parties for f in void} < {f.parties for f in free}
    # and the engine's seat views use it: the true parties always stay possible (soundness)
    for seed in range(40):
        rnd = healthy_round(seed=seed)
        while not rnd.is_over:
            rnd.play(rnd.legal_cards()[-1])
            for seat in rnd.seats:
                assert rnd.formation.parties in [f.parties for f in rnd.view(seat).knowledge.possible]


def test_undo_takes_back_exactly_the_last_card():
    rnd = healthy_round(seed=21)
    records = [rnd.to_record()]
    for _ in range(12):
        rnd.play(rnd.legal_cards()[-1])
        records.append(rnd.to_record())
    calls = dict(rnd.calls)
    for expected in reversed(records[:-1]):
        rnd.undo()
        assert rnd.to_record() == expected and rnd.calls == calls
    assert rnd.phase == "play" and rnd.to_move == 0


def test_undo_takes_back_a_call_and_a_throw_in_too():
    """Issue 36: undo() takes back any action (R7's calls, R6's throw-in), not only a card (R8)."""
    rnd = hydra.Round.new(seed=21)
    with pytest.raises(RuleError, match="nothing to take back"):
        rnd.undo()                                        # only the deal (R12)
    before = (rnd.phase, rnd.to_move, rnd.legal_actions())
    rnd.apply(rnd.legal_actions()[0])
    rnd.undo()
    assert (rnd.phase, rnd.to_move, rnd.legal_actions()) == before and len(rnd.history()) == 1
    for seed in range(200):                               # a thrown-in round (R6) is taken back to the throw-in
        rnd = hydra.Round.new(seed=seed)
        if rnd.phase == "throw-in":
            break
    rnd.apply("throw-in")
    assert (rnd.phase, rnd.ending, rnd.to_move) == ("over", "thrown-in", None)
    rnd.undo()
    assert (rnd.phase, rnd.ending, rnd.thrown_in_by) == ("throw-in", None, None) and not rnd.is_over


def test_trick_knows_whether_trump_was_led():
    assert hydra.Trick("HY GK").is_trump_trick and hydra.Trick("HY GK").led_suit is None   # R1
    assert hydra.Trick("GK HY").led_suit == "G"
    assert hydra.Trick("GK", game="color-solo:G").is_trump_trick
