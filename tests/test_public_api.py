"""The engine's stable public names, exactly as hydra-rulings.md ('Public interface') fixes them.

These are checked from outside the project too, so they follow the rulings to the letter.
"""

import json
from pathlib import Path

import pytest

import hydra

GOLDEN = sorted((Path(__file__).parent / "golden").glob("*.json"))


def test_parse_cards_and_str_round_trip():
    cards = hydra.parse_cards("SD, s9 HY")
    assert all(isinstance(c, hydra.Card) for c in cards)
    assert [str(c) for c in cards] == ["SD", "S9", "HY"]
    assert hydra.parse_cards(" ".join(str(c) for c in hydra.DECK)) == list(hydra.DECK)


def test_notation_error_is_a_value_error_naming_token_and_offset():
    with pytest.raises(hydra.NotationError) as info:
        hydra.parse_cards("EO, GO, Q7")
    assert isinstance(info.value, ValueError)
    assert "'Q7'" in str(info.value) and "offset 8" in str(info.value)
    assert info.value.offset == 8


def test_trick_winner_takes_str_or_card_and_returns_index_of_card():
    """R1 (Hydra low on a fail trick in a normal game) through the public name."""
    assert hydra.trick_winner(["GK", "G9", "GD", "HY", "G10"], game="normal") == 2
    assert hydra.trick_winner(hydra.parse_cards("GK G9 GD HY G10")) == 2
    assert hydra.trick_winner("GK G9 GD HY G10", game="color-solo:S") == 3
    assert hydra.trick_winner(["EO"]) == 0


def test_legal_cards_returns_cards_of_the_hand():
    hand = hydra.parse_cards("G9 HY EO GK")
    legal = hydra.legal_cards(hand, ["GD"], game="normal")
    assert legal == hydra.parse_cards("G9 GK") and all(c in hand for c in legal)
    assert hydra.legal_cards("G9 HY", ["SU"]) == hydra.parse_cards("HY")        # R1
    assert hydra.legal_cards("G9 HY", []) == hydra.parse_cards("G9 HY")


def test_form_parties_gives_kind_and_tuple_of_tuples_of_seats():
    deal = hydra.deal(seed=12)
    parties = hydra.form_parties([list(h) for h in deal.hands])
    assert parties.kind in ("normal", "secret-proposal", "double-secret-proposal", "engagement",
                            "double-engagement", "triple-engagement", "wedding")
    assert isinstance(parties.parties, tuple) and all(isinstance(p, tuple) for p in parties.parties)
    assert sorted(s for p in parties.parties for s in p) == [0, 1, 2, 3, 4]


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_replay_golden_playthroughs(path):
    """Golden playthroughs (checked by hand against R5 when they were made) replay exactly."""
    golden = json.loads(path.read_text())
    result = hydra.replay(golden["record"])
    assert result.kind == golden["kind"]
    assert [list(p) for p in result.parties] == golden["parties"]
    assert list(result.eyes) == golden["eyes"]
    assert list(result.bonus) == golden["bonus"]
    assert list(result.points) == golden["points"]
    assert [t.winner_seat for t in result.tricks] == golden["winners"]
    assert hydra.replay(json.dumps(golden["record"])).points == result.points


def test_replay_reads_a_record_file(tmp_path):
    golden = json.loads(GOLDEN[0].read_text())
    path = tmp_path / "round.json"
    path.write_text(json.dumps(golden["record"]))
    assert list(hydra.replay(path).points) == golden["points"]
    assert list(hydra.replay(str(path)).points) == golden["points"]


def test_record_in_progress_scores_completed_tricks_only():
    """A record with fewer than ten tricks replays to the state so far; points apply R5 to its eyes."""
    golden = json.loads((Path(__file__).parent / "golden" / "healthy-5.json").read_text())
    record = dict(golden["record"], tricks=golden["record"]["tricks"][:3] + [golden["record"]["tricks"][3][:2]])
    state = hydra.replay(record)
    assert len(state.tricks) == 3 and not state.is_over
    eyes = [sum(t.eyes for t in state.tricks if t.winner_seat in p) for p in state.parties]
    assert list(state.eyes) == eyes
    for party, e, b, m in zip(state.parties, state.eyes, state.bonus, state.formation.multipliers):
        assert all(state.points[s] == b + m * ((e + 5) // 10) for s in party)


def test_illegal_card_in_a_record_names_trick_seat_card_and_rule():
    golden = json.loads((Path(__file__).parent / "golden" / "healthy-5.json").read_text())
    record = json.loads(json.dumps(golden["record"]))
    first = record["tricks"][0]
    leader = 0                                           # dealer 4: seat 0 leads (R8)
    not_held = next(str(c) for c in hydra.CARDS if str(c) not in record["hands"][leader])
    record["tricks"] = [[not_held] + first[1:]]
    with pytest.raises(hydra.IllegalCard) as info:
        hydra.replay(record)
    message = str(info.value)
    assert isinstance(info.value, hydra.RuleError) and isinstance(info.value, ValueError)
    assert "trick 1" in message and "seat 0" in message and not_held in message
    assert "rules:" in message or "(R" in message


def test_rule_error_for_a_bad_record_is_a_value_error():
    with pytest.raises(hydra.RuleError) as info:
        hydra.replay({"players": 7, "dealer": 0, "hands": []})
    assert isinstance(info.value, ValueError) and "R11" in str(info.value)
    with pytest.raises(hydra.NotationError):
        hydra.replay("{not json")
