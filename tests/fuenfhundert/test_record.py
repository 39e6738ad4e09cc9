"""Round records: the spec's JSON format, golden playthroughs checked by hand, bad records."""

from __future__ import annotations

import copy
import json
import pathlib

import pytest

from hydra import fuenfhundert as fh
from hydra.core.errors import IllegalCard, NotationError, RuleError

GOLDEN = pathlib.Path(__file__).resolve().parent / "golden"


def golden(name: str) -> dict:
    return json.loads((GOLDEN / name).read_text(encoding="utf-8"))


# --- golden playthroughs -------------------------------------------------------------------------

def test_golden_seed_7_karo_F9_F10_F20_F21():
    """The seed's example round (7 Karo by the third player), completed by hand.

    Bids per F20: 6H, pass, 7D, pass, and the first player passes on his second turn. Laid away
    per F21: S5, S6, H4 („legt er seine 2 PIK Karten ab ... ein kleines HERZ zurück"). Tricks by
    hand: 1 HA (seat 2), 2 DJ right bower (seat 0), 3 JO over the left bower (seat 3), 4 D7 ruff
    (seat 2), 5 D10 (2), 6 CA (2), 7 D5 ruff (3), 8 D8 ruff (2), 9 DQ ruff (3), 10 D9 ruff (2):
    seats 0 and 2 take 7, the bid: 180 points, the others nothing (F10).
    """
    record = golden("seed-7-karo.json")
    r = fh.replay(record)
    assert r.bids == ["6H", "pass", "7D", "pass", "pass"]
    assert r.contract == "7D" and r.declarer == 2
    assert r.winners == [2, 0, 3, 2, 2, 2, 3, 2, 3, 2]
    assert r.tricks_won == (7, 3)
    assert r.points == (180, 0)
    assert {k: v for k, v in r.to_record().items()} == {k: v for k, v in record.items()
                                                          if k not in ("title", "description")}


def test_golden_seed_7_karo_bid_8_fails_F10():
    """The same cards with 8 Karo bid: 7 tricks are one short: minus 280, and 10 per trick (3) for
    the others."""
    record = golden("seed-7-karo.json")
    record["bids"] = ["6H", "pass", "8D", "pass", "pass"]
    r = fh.replay(record)
    assert r.tricks_won == (7, 3) and r.points == (-280, 30)


def test_golden_misere_made_three_card_tricks_F8_F22_F24():
    """Seat 1 bids Misère first (F24); the partner (seat 3) plays no card (F22); seat 0 takes all
    ten three-card tricks; Misère made: 250 for seats 1 and 3, 0 for seats 0 and 2 (F10)."""
    r = fh.replay(golden("misere-made.json"))
    assert r.contract == "misere" and r.declarer == 1 and r.partner_out == 3
    assert all(len(t) == 3 for t in r.tricks) and r.hand(3) == fh.parse_cards(
        "H8 D8 C8 C9 C10 S7 S8 S9 S10 JO")
    assert r.tricks_won == (10, 0) and r.points == (0, 250)


def test_golden_misere_lost_when_the_bidder_takes_one_trick_F8_F10():
    """The Misère deal with HA and H4 swapped (seat 1 holds HA). By hand: 1 H5 H9 HK (seat 0),
    2 HQ H6 HJ (0), 3 H4 HA H10: seat 1 must follow with its only Herz, the As, and wins. All ten
    tricks are still played (F8): 4-10 go to seat 0. Seat 1 took one trick: minus 250, and 10 per
    trick for the nine tricks of seats 0 and 2 (F10)."""
    record = golden("misere-made.json")
    record["hands"][0][0], record["hands"][1][0] = "H4", "HA"
    record["tricks"] = [["H5", "H9", "HK"], ["HQ", "H6", "HJ"], ["H4", "HA", "H10"],
                        ["D4", "D9", "DA"], ["DK", "D5", "D10"], ["DQ", "D6", "DJ"],
                        ["CA", "C5", "CJ"], ["CK", "C6", "CQ"], ["SA", "S5", "SJ"], ["SK", "S6", "SQ"]]
    r = fh.replay(record)
    assert r.winners == [0, 0, 1, 0, 0, 0, 0, 0, 0, 0] and r.leaders[3] == 1
    assert r.tricks_won == (9, 1) and r.points == (90, -250)


# --- the spec's public names, as the spec writes them --------------------------------------------

def test_spec_replay_gives_bids_contract_tricks_won_and_points():
    r = fh.replay(golden("seed-7-karo.json"))
    assert (r.bids, str(r.contract), r.tricks_won, r.points) == (
        ["6H", "pass", "7D", "pass", "pass"], "7D", (7, 3), (180, 0))


def test_F4_four_passes_record_has_no_contract_and_zero_points():
    record = dict(golden("seed-7-karo.json"), bids=["pass"] * 4, discard=[], tricks=[])
    r = fh.replay(record)
    assert (r.phase, r.ending) == ("over", "redeal") and r.contract is None and r.points == (0, 0) and r.is_over
    round_ = fh.Round(fh.Deal.of(record["hands"], record["kitty"], record["dealer"]))
    for _ in range(4):
        round_.apply("pass")
    assert round_.to_record()["tricks"] == [] and round_.to_record()["discard"] == []
    del record["discard"], record["tricks"], record["joker_suits"]
    assert fh.replay(record).points == (0, 0)


def test_F7_joker_suits_in_a_record_lead_the_joker_with_the_named_suit():
    hands = golden("seed-7-karo.json")["hands"]
    hands[1][5], hands[3][1] = "JO", "SA"         # seat 1 holds the joker now
    r = fh.Round(fh.Deal.of(hands, "HA D9 D8", dealer=3))
    for call in ("pass", "6NT", "pass", "pass"):
        r.apply(call)
    assert r.contract == "6NT" and r.declarer == 1
    for card in ("SK", "SQ", "SJ"):
        r.apply(card)
    assert {"JO:S", "JO:C", "JO:D", "JO:H"} <= set(r.legal_actions()) and fh.JOKER not in r.legal_actions()
    r.apply("JO:H")
    assert [str(c) for c in r.legal_actions()] == ["H4"]     # seat 2 must follow Herz (F7)
    while not r.is_over:
        r.apply(r.legal_actions()[0])
    record = r.to_record()
    assert record["joker_suits"] == {"0": "H"} and record["tricks"][0][0] == "JO" and r.winners[0] == 1
    replayed = fh.replay(record)
    assert replayed.to_record() == record and replayed.points == r.points
    bad = dict(record, joker_suits={"1": "H"})     # trick 1 was not led with the joker
    with pytest.raises(RuleError) as caught:
        fh.replay(bad)
    assert caught.value.rule == "F7"
    unnamed = dict(record, joker_suits={})          # the joker led at no trump without a suit
    with pytest.raises(RuleError) as caught:
        fh.replay(unnamed)
    assert caught.value.rule == "F7"


# --- bad records ------------------------------------------------------------------------------------

@pytest.mark.parametrize("change, error, rule", [
    ({"game": "hydra"}, RuleError, "spec: round record"),
    ({"dealer": 4}, RuleError, "F2"),
    ({"kitty": ["HA", "D9"]}, RuleError, "F2"),
    ({"bids": ["6H", "pass", "6D"]}, RuleError, "F4"),                 # not higher
    ({"bids": ["6H", "pass", "7D", "pass", "pass", "8D"]}, RuleError, "F4"),   # after the end: discard
    ({"discard": ["S5", "S6", "HK"]}, IllegalCard, "F21"),              # seat 2 does not hold HK
    ({"tricks": [["HA", "H5", "S10", "HQ"]]}, IllegalCard, "F9"),       # seat 0 must follow Herz
    ({"tricks": [["HA", "H5", "HQ", "S10", "S9"]]}, RuleError, "F9"),
    ({"joker_suits": {"0": "H"}}, RuleError, "F7"),
    ({"trick": []}, RuleError, "spec: round record"),
    ({"tricks": "HA H5"}, RuleError, "spec: round record"),
])
def test_malformed_or_illegal_records_raise_with_the_rule(change, error, rule):
    record = dict(copy.deepcopy(golden("seed-7-karo.json")), **change)
    with pytest.raises(error) as caught:
        fh.replay(record)
    assert caught.value.rule == rule
    assert "round record" in str(caught.value)


def test_a_bid_out_of_order_in_a_record_is_refused_F4():
    """A second bid from a player who passed cannot even be written: bids skip passed players, so
    the call lands on the next seat, and 6S after 7D is not higher."""
    record = dict(golden("seed-7-karo.json"), bids=["6H", "pass", "7D", "pass", "6S"])
    with pytest.raises(RuleError) as caught:
        fh.replay(record)
    assert caught.value.rule == "F4" and "call 5" in str(caught.value)


def test_bad_card_notation_in_a_record_is_a_notation_error():
    record = golden("seed-7-karo.json")
    record["tricks"][1][2] = "DX"
    with pytest.raises(NotationError) as caught:
        fh.replay(record)
    assert caught.value.token == "DX"
    with pytest.raises(NotationError):
        fh.replay("{not json")
    with pytest.raises(NotationError):
        fh.replay(42)


def test_a_deal_with_a_card_twice_is_refused_F1():
    record = golden("seed-7-karo.json")
    record["hands"][0][0] = "HJ"                    # HJ twice, DJ missing
    with pytest.raises(RuleError) as caught:
        fh.replay(record)
    assert caught.value.rule == "F1" and "HJ" in str(caught.value)


def test_records_round_trip_through_json_text_and_files(tmp_path):
    record = golden("seed-7-karo.json")
    text = fh.dumps_record(fh.replay(record))
    assert fh.replay(text).points == (180, 0)
    path = tmp_path / "round.json"
    path.write_text(text, encoding="utf-8")
    assert fh.replay(str(path)).points == (180, 0)


# --- issue 24: a short record, joker_suits keys ------------------------------------------------

def test_F9_F10_a_short_record_is_a_round_in_progress_and_has_no_points_yet():
    """A record with nine tricks is not a finished round (F9: ten tricks): replay gives a round in
    progress, and asking it for points raises a RuleError with a sentence, not (0, 0) (F10)."""
    record = golden("seed-7-karo.json")
    record["tricks"] = record["tricks"][:9]
    r = fh.replay(record)
    assert r.contract == "7D" and r.tricks_won == (6, 3) and not r.is_over and r.phase == "play"
    with pytest.raises(RuleError) as caught:
        _ = r.points
    message = str(caught.value)
    assert caught.value.rule == "F10"
    assert "not over" in message and "9 of the ten tricks have been played" in message
    assert "(F9, F10)" in message
    record["tricks"] = record["tricks"][:1]
    with pytest.raises(RuleError, match="1 of the ten tricks has been played"):
        _ = fh.replay(record).points
    record["tricks"], record["discard"] = [], ["S5"]
    with pytest.raises(RuleError, match="laid away 1 of three cards"):
        _ = fh.replay(record).points
    record["discard"], record["bids"] = [], ["6H", "pass"]
    with pytest.raises(RuleError, match="bidding is still going on"):
        _ = fh.replay(record).points


def test_F7_a_joker_suits_key_given_as_a_number_says_the_key_must_be_text():
    """``{9: "H"}`` is refused because the key is a number, not because trick 9 does not exist:
    the key is the trick's index as text, as JSON writes it."""
    record = golden("seed-7-karo.json")
    for key in (9, "nine", True):
        with pytest.raises(RuleError) as caught:
            fh.replay(dict(record, joker_suits={key: "H"}))
        message = str(caught.value)
        assert caught.value.rule == "F7" and "no such trick" not in message
        assert "index of the trick (from 0) written as text, as in JSON" in message
    with pytest.raises(RuleError, match="is a number"):
        fh.replay(dict(record, joker_suits={9: "H"}))
    with pytest.raises(RuleError) as caught:                 # a key past the last trick
        fh.replay(dict(record, joker_suits={"12": "H"}))
    assert "the record has 10 tricks: its tricks are numbered 0 to 9" in str(caught.value)
