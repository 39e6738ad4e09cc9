"""Bad input raises the right error with its rule (D1, D2, D7, D12, D13, record format)."""

from __future__ import annotations

import pytest

from hydra import doppelkopf as dk
from hydra.core.errors import IllegalCard, NotationError, RuleError

from .dk_helpers import HOCHZEIT_HANDS, HOCHZEIT_TRICKS, play, start


def _record():
    rnd = start(HOCHZEIT_HANDS, "turnier", ["hochzeit:erster", "gesund", "gesund", "gesund"])
    return play(rnd, HOCHZEIT_TRICKS, {4: ["re"]}).to_record()


def test_bad_notation_names_the_token():
    with pytest.raises(NotationError) as info:
        dk.legal_cards("EO XQ", "")
    assert info.value.token == "XQ"


def test_nine_in_a_record_hand_D1():
    record = _record()
    record["hands"][0][0] = "S9"
    with pytest.raises(RuleError) as info:
        dk.replay(record)
    assert info.value.rule == "D1"


def test_wrong_deck_D1():
    hands = [h.replace("E10", "EO", 1) if i == 0 else h for i, h in enumerate(HOCHZEIT_HANDS)]
    with pytest.raises(RuleError) as info:
        dk.Round.from_deal(hands)
    assert info.value.rule == "D1"


def test_table_of_six_D2():
    with pytest.raises(RuleError) as info:
        dk.Round.new(seed=1, players=6)
    assert info.value.rule == "D2"


def test_illegal_card_not_following_D7():
    rnd = start(HOCHZEIT_HANDS, "turnier", ["hochzeit:erster", "gesund", "gesund", "gesund"])
    rnd.apply("EK")
    before = rnd.history()
    with pytest.raises(IllegalCard) as info:
        rnd.apply("SO")                                      # seat 2 holds EK: must follow Kreuz
    assert info.value.rule == "D7" and info.value.seat == 2
    assert rnd.history() == before                           # nothing changed


def test_card_not_in_hand_D7():
    rnd = start(HOCHZEIT_HANDS, "turnier", ["hochzeit:erster", "gesund", "gesund", "gesund"])
    with pytest.raises(IllegalCard):
        rnd.apply("ED")


def test_illegal_card_in_a_record_names_the_trick_D7():
    record = _record()
    record["tricks"][0][1] = "SO"
    with pytest.raises(IllegalCard) as info:
        dk.replay(record)
    assert "trick 1, card 2" in str(info.value) and info.value.rule == "D7"


def test_announcement_after_its_deadline_in_a_record_D13():
    record = _record()
    record["announcements"] = [{"seat": 1, "call": "re", "card_index": 8}]   # seat 1 leads trick 3?
    with pytest.raises(RuleError) as info:
        dk.replay(record)
    assert info.value.rule in ("D13", "D20")
    record["announcements"] = [{"seat": 3, "call": "re", "card_index": 12}]   # seat 3 leads trick 4
    with pytest.raises(RuleError) as info:
        dk.replay(record)
    assert info.value.rule == "D13"


def test_announcement_before_the_klaerungsstich_D26():
    rnd = start(HOCHZEIT_HANDS, "turnier", ["hochzeit:erster", "gesund", "gesund", "gesund"])
    with pytest.raises(RuleError) as info:
        rnd.apply("re")
    assert info.value.rule == "D26"


def test_unknown_reservation_D12():
    rnd = dk.Round.from_deal(HOCHZEIT_HANDS, rules="turnier")
    with pytest.raises(RuleError) as info:
        rnd.apply("pflichtsolo")
    assert info.value.rule == "D12"
    with pytest.raises(RuleError) as info:
        rnd.apply("solo:mixed-solo")                          # not a turnier solo
    assert info.value.rule == "D3"


@pytest.mark.parametrize("mutate, rule", [
    (lambda r: r.pop("players"), "spec: round record"),
    (lambda r: r.update(game="hydra"), "spec: round record"),
    (lambda r: r.update(rules="skat"), "spec: round record"),
    (lambda r: r.update(tricks="EO"), "spec: round record"),
    (lambda r: r.update(solo={"seat": 0, "game": "queen-solo"}), "D12"),
    (lambda r: r["tricks"][2].pop(), "D2"),
    (lambda r: r.update(announcements=[{"seat": 3}]), "spec: round record"),
])
def test_malformed_records(mutate, rule):
    record = _record()
    mutate(record)
    with pytest.raises(RuleError) as info:
        dk.replay(record)
    assert info.value.rule == rule


def test_record_json_text_errors():
    with pytest.raises(NotationError):
        dk.replay("{not json")
    with pytest.raises(RuleError):
        dk.replay("[1, 2]")


def test_no_action_after_the_end_D2():
    r = dk.play_round(seed=3)
    with pytest.raises(RuleError):
        r.apply("gesund")
    assert r.legal_actions() == []
