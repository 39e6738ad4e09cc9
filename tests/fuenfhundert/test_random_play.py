"""Thousands of seeded random rounds, with the invariants every round must keep (F1, F2, F8, F9,
F10), and the example players."""

from __future__ import annotations

import random

import pytest

from hydra import fuenfhundert as fh

from . import oracle

ROUNDS = 2000


def random_round(seed: int, suit_bids: bool) -> fh.Round:
    """A round played by a seeded random choice among the legal actions. With ``suit_bids`` the
    first call is a random bid below Misère and the rest pass, so that four-card tricks are common
    (a uniform random bidder mostly ends in Open Misère)."""
    rng = random.Random(seed)
    r = fh.Round.new(seed=seed, dealer=seed % 4)
    if suit_bids:
        r.apply(rng.choice([str(b) for b in fh.BIDS if b.value < 250 and not b.is_misere]))
    while not r.is_over:
        r.apply(rng.choice(r.legal_actions()))
    return r


def check_invariants(r: fh.Round) -> None:
    record = r.to_record()
    if r.ending == "redeal":
        assert r.points == (0, 0) and r.contract is None and record["tricks"] == []
        return
    contract = r.contract
    assert contract is not None and r.declarer is not None
    per_trick = 3 if contract.is_misere else 4
    played = [c for t in r.tricks for c in t]
    assert len(r.tricks) == 10 and all(len(t) == per_trick for t in r.tricks)            # F8, F9
    assert len(played) == len(set(played)) == 10 * per_trick                           # each card once
    assert sum(r.tricks_won) == 10                                                      # F9
    assert sorted(played + r.discard + [c for h in r.hands for c in h], key=fh.Card.sort_key) == list(fh.DECK)
    if contract.is_misere:
        assert r.hand(fh.partner_of(r.declarer)) == list(r.deal.hands[fh.partner_of(r.declarer)])   # F22
    # every trick's winner as the oracle reads F9; who played what, as any seat sees it
    table = r.view(0).tricks
    for number, trick in enumerate(r.tricks):
        assert tuple(c for _, c in table[number]) == trick and table[number][0][0] == r.leaders[number]
        index = oracle.winner([str(c) for c in trick], str(contract), r.joker_suits.get(number))
        assert r.winners[number] == table[number][index][0]
    # the score (F10) and the record's replay
    team = r.declarer % 2
    mine, theirs = fh.score(contract, r.tricks_won[team])
    assert r.points[team] == mine and r.points[1 - team] == theirs
    again = fh.replay(record)
    assert again.points == r.points and again.tricks_won == r.tricks_won and again.to_record() == record


@pytest.mark.parametrize("suit_bids", [True, False], ids=["suit-bids", "any-action"])
def test_F1_F8_F9_F10_random_rounds_keep_the_invariants_and_replay(suit_bids):
    kinds = set()
    for seed in range(ROUNDS):
        r = random_round(seed, suit_bids)
        check_invariants(r)
        kinds.add(r.contract.kind if r.contract else "redeal")
    assert {"suit", "no-trump", "open-misere"} <= kinds


def test_views_never_leak_other_hands_in_random_rounds_F22_F23():
    for seed in range(300):
        rng = random.Random(seed)
        r = fh.Round.new(seed=seed)
        while not r.is_over:
            for seat in range(4):
                view = r.view(seat)
                hidden = {c for s in range(4) if s != seat for c in r.hand(s)}
                if view.open_hand:                      # F23: the Open Misère bidder's cards only
                    assert r.contract == "open-misere" and r.tricks and seat != r.declarer
                    assert set(view.open_hand) == set(r.hand(r.declarer))
                    hidden -= set(view.open_hand)
                assert not view.cards_seen() & hidden, (seed, seat)
                assert "hands" not in vars(view) and view.hand == tuple(r.hand(seat))
            r.apply(rng.choice(r.legal_actions()))


def test_undo_and_copy_in_random_rounds():
    for seed in range(100):
        rng = random.Random(seed)
        r = fh.Round.new(seed=seed)
        while not r.is_over:
            before = r.to_record()
            branch = r.copy()
            r.apply(rng.choice(r.legal_actions()))
            assert branch.to_record() == before
            if rng.random() < 0.1:
                r.undo()
                assert r.to_record() == before
                r.apply(rng.choice(r.legal_actions()))


def test_random_player_and_rule_based_player_are_reproducible():
    a = fh.play_round(seed=9, player=fh.RandomPlayer(3))
    b = fh.play_round(seed=9, player=fh.RandomPlayer(3))
    assert a.to_record() == b.to_record()
    assert fh.play_round(seed=9).to_record() == fh.play_round(seed=9).to_record()
    mixed = fh.play_round(seed=9, player=[fh.RuleBasedPlayer(1), fh.RandomPlayer(2)] * 2)
    assert mixed.is_over


def test_rule_based_player_bids_from_its_hand_with_a_reason():
    strong = fh.Deal.of([
        "JO HJ DJ HA HK HQ H10 SA CA DA",
        "S10 SJ SQ SK C10 CJ CQ CK H5 H6",
        "D4 D5 D6 D7 D8 D9 D10 DQ DK H4",
        "S5 S6 S7 S8 S9 C5 C6 C7 C8 C9",
    ], "H7 H8 H9", dealer=3)
    r = fh.Round(strong)
    action, reason = fh.RuleBasedPlayer(0).choose_with_reason(r)
    assert action == "7H" or (isinstance(action, str) and action.endswith("H"))
    assert "trumps" in reason and f"I bid {fh.as_contract(action).name} (" in reason     # by name, not '6H'
    r.apply(action)
    action, reason = fh.RuleBasedPlayer(0).choose_with_reason(r)       # seat 1: no 8-trick hand
    assert action == "pass" and "pass" in reason


def test_rule_based_player_passes_behind_its_partner_quoting_the_partner_advice_whole():
    """Issue 24: the reason quoted „sich nicht gegenseitig ... überbieten", dropping „mit
    unterschiedlichen Farben" (seed L77), which turns the advice into 'never outbid your partner';
    L77 goes on to raise in the partner's suit if needed. The reason quotes both sentences."""
    strong = fh.Deal.of([
        "JO HJ DJ HA HK HQ H10 SA CA DA",
        "S10 SJ SQ SK C10 CJ CQ CK H5 H6",
        "D4 D5 D6 D7 D8 D9 D10 DQ DK H4",
        "S5 S6 S7 S8 S9 C5 C6 C7 C8 C9",
    ], "H7 H8 H9", dealer=1)
    r = fh.Round(strong)
    for call in ("7D", "pass", "7H"):              # seat 2 bids, seat 3 passes, seat 0 bids
        r.apply(call)
    r.apply("pass")                                # seat 1
    action, reason = fh.RuleBasedPlayer(0).choose_with_reason(r)     # seat 2: partner seat 0 holds 7H
    assert r.bid_seats[-2] == 0 and action == "pass"
    assert "sich nicht gegenseitig mit unterschiedlichen Farben überbieten" in reason
    assert "eher für \u201c7 HERZ\u201d gehen und seinen Partner so unterstützen" in reason
    assert "raise in the partner's suit only if needed" in reason and "seed" not in reason
    assert fh.SEED["partners"] in reason and fh.SEED["partners-raise"] in reason


def test_rule_based_player_says_misere_with_a_low_hand_F24():
    low = fh.Deal.of([
        "S5 S6 S7 C5 C6 C7 D4 D5 H4 H5",
        "JO HJ DJ HA HK HQ H10 SA CA DA",
        "D6 D7 D8 D9 D10 DQ DK H6 H7 H8",
        "S10 SJ SQ SK C10 CJ CQ CK S8 S9",
    ], "C8 C9 H9", dealer=3)
    action, reason = fh.RuleBasedPlayer().choose_with_reason(fh.Round(low))
    assert action == "misere" and "Misère" in reason


def test_rule_based_players_finish_rounds_with_sensible_results():
    made = 0
    for seed in range(200):
        r = fh.play_round(seed=seed)
        check_invariants(r)
        if r.contract is not None and r.declarer is not None:
            made += fh.made(r.contract, r.tricks_won[r.declarer % 2])
    assert made > 100        # a careful beginner makes most of its own bids


def test_rule_based_player_raises_in_its_partners_suit_when_the_other_team_outbid_it():
    """Issue 24 (seed L77): „dann sollte er (falls notwendig) eher für 7 HERZ gehen und seinen
    Partner so unterstützen ... statt mit PIK gegen ihn zu gehen": seat 0 (Herz-Bube, Herz-As, but
    partner seat 2 bid 6 Pik and seat 3 outbid it with 6 Karo) raises to 7 Pik instead of 6 Herz."""
    r = fh.Round(fh.play_round(seed=18).deal)
    for call in ("pass", "6S", "6D"):              # seats 1, 2 (partner of 0), 3
        r.apply(call)
    assert r.to_move == 0
    action, reason = fh.RuleBasedPlayer(18).choose_with_reason(r)
    assert action == "7S"
    assert "my partner bid 6 Pik and the other team outbid it, so I raise in my partner's Pik to 7 Pik" in reason
    assert "rather than bid 6 Herz against it" in reason and fh.SEED["partners-raise"] in reason
