"""The spec's stable public names, exactly as spec/doppelkopf.md writes them."""

from __future__ import annotations

import json

import pytest

from hydra import doppelkopf as dk
from hydra.core.errors import RuleError


def test_rule_sets():
    assert dk.RULE_SETS == ("hausrunde", "turnier")


def test_games_per_rule_set_D3():
    """D3: the tournament plays the Karo-Solo as its Trumpf-Solo and no other colour solo."""
    assert dk.games("turnier") == ("normal", "color-solo:S", "queen-solo", "jack-solo", "ace-solo")
    assert dk.games("hausrunde") == ("normal", "color-solo:S", "color-solo:E", "color-solo:G",
                                     "color-solo:R", "queen-solo", "jack-solo", "mixed-solo",
                                     "ace-solo")
    with pytest.raises(RuleError) as info:
        dk.get_game("color-solo:E", "turnier")
    assert info.value.rule == "D3"


def test_trick_winner_signature_and_defaults():
    assert dk.trick_winner(["EK", "E10", "ED", "EK"]) == 2
    assert dk.trick_winner("SK EK ED E10", game="normal", rules="turnier", schweine=False) == 0
    assert dk.trick_winner("ED EK EK E10", game="queen-solo", rules="hausrunde") == 0


def test_legal_cards_signature():
    legal = dk.legal_cards("EK SK R10 GD", "E10", game="normal", rules="turnier", schweine=False)
    assert [str(c) for c in legal] == ["EK"]
    assert [str(c) for c in dk.legal_cards("EK SK", [])] == ["EK", "SK"]


def test_replay_result_parties_eyes_points():
    r = dk.play_round(seed=21, rules="turnier")
    record = json.loads(json.dumps(r.to_record()))        # the record is JSON
    result = dk.replay(record)
    assert record["game"] == "doppelkopf" and record["rules"] == "turnier"
    assert set(record) >= {"players", "dealer", "hands", "announcements", "tricks"}
    re, kontra = result.parties
    assert sorted(re + kontra) == [0, 1, 2, 3]
    assert len(result.eyes) == 2 and sum(result.eyes) == 240
    assert len(result.points) == 4 and sum(result.points) == 0


def test_replay_five_players_dealer_scores_zero_D2():
    """D2: at a table of five the dealer sits out and scores 0."""
    r = dk.play_round(seed=8, rules="hausrunde", players=5, dealer=2)
    result = dk.replay(r.to_record())
    assert result.points[2] == 0 and len(result.points) == 5 and sum(result.points) == 0
    assert 2 not in result.parties[0] + result.parties[1]


def test_announcement_record_format_D13():
    """D13: announcements are {seat, call, card_index}, card_index = cards already played."""
    r = dk.Round.new(seed=2, rules="turnier")
    for _ in range(4):
        r.apply("gesund")
    seat = r.to_move
    call = "re" if r.party[seat] == 0 else "kontra"
    r.apply(call)
    assert r.to_record()["announcements"] == [{"seat": seat, "call": call, "card_index": 0}]
