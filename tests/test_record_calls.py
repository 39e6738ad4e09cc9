"""What a round record keeps of the steps before play (R20), so a thrown-in round (R6, R13) and a
round with any calls (R7, R9, R14) replay to the same phase, points and history.

Old records (without ``calls`` or ``deal``) keep loading and replaying exactly as before (R20).
"""

import json
import random
from pathlib import Path

import pytest

import hydra

ROOT = Path(__file__).resolve().parent.parent
SAVED = sorted((ROOT / "scenarios").glob("*.json")) + sorted((ROOT / "tests" / "golden").glob("*.json"))


def steps(rnd):
    return [str(step) for step in rnd.history()]


def same(again, rnd):
    assert again.phase == rnd.phase
    assert again.to_move == rnd.to_move
    assert steps(again) == steps(rnd)
    assert again.ending == rnd.ending
    if rnd.phase in ("play", "over"):
        assert again.points == rnd.points
    assert again.to_record() == rnd.to_record()


def thrown_in():
    rnd = hydra.Round.new(seed=12, dealer=4)              # seat 1 may throw in (R6)
    assert rnd.phase == "throw-in" and rnd.to_move == 1
    rnd.apply("throw-in")
    return rnd


def test_r6_a_thrown_in_round_replays_thrown_in():
    rnd = thrown_in()
    assert rnd.phase == "over" and rnd.ending == "thrown-in" and rnd.thrown_in_by == 1
    record = json.loads(json.dumps(rnd.to_record()))
    assert record["calls"] == ["throw-in"]
    again = hydra.replay(record)
    assert again.ending == "thrown-in" and again.thrown_in_by == 1 and again.points == (0,) * 5   # R6
    same(again, rnd)


def test_r13_a_kept_hand_replays_with_its_keep():
    rnd = hydra.Round.new(seed=12, dealer=4)
    rnd.apply("keep")
    while rnd.phase != "play":
        rnd.apply(rnd.legal_actions()[0])
    rnd.play(rnd.legal_cards()[0])
    assert rnd.history()[1].action == "keep"
    assert "keep" not in rnd.to_record()["calls"]          # R20: a hand asked and not listed kept
    same(hydra.replay(rnd.to_record()), rnd)


def two_reservations():
    """Seats 0 and 2 say morbus (R7); seat 0 names an Antrag, seat 2 a solo, which beats it (R7, R14)."""
    for seed in range(200):
        rnd = hydra.Round.new(seed=seed, dealer=4)
        if rnd.phase != "calls" or not hydra.hydra.calls.antrag_pairs(rnd.hand(0)):
            continue
        for seat in rnd.seats:
            rnd.apply("morbus" if seat in (0, 2) else "valeo")
        first = next(a for a in rnd.legal_actions() if a.startswith("antrag"))
        rnd.apply(first)
        rnd.apply("solo:color-solo:S")
        return rnd, first
    raise AssertionError("no seed deals seat 0 an Antrag and no throw-in")


def test_r7_r14_every_call_and_reservation_is_kept():
    rnd, first = two_reservations()
    assert rnd.phase == "play" and rnd.contract == ("solo", 2, "color-solo:S")
    record = rnd.to_record()
    assert record["solo"] == {"seat": 2, "game": "color-solo:S"}
    assert record["calls"] == ["morbus", "valeo", "morbus", "valeo", "valeo", first, "solo:color-solo:S"]
    same(hydra.replay(record), rnd)
    assert hydra.replay(record).seen_actions() == rnd.seen_actions()          # R16: what the table heard


def test_r9_an_antrag_declined_then_accepted_is_kept():
    for seed in range(300):
        rnd = hydra.Round.new(seed=seed, dealer=4)
        if rnd.phase == "calls" and hydra.hydra.calls.antrag_pairs(rnd.hand(0)):
            break
    rnd.apply("morbus")
    for _ in range(4):
        rnd.apply("valeo")
    rnd.apply(rnd.legal_actions()[-1])                    # the Antrag (R7)
    rnd.apply(rnd.legal_actions()[0])                     # the open card (R9)
    rnd.apply("decline")
    rnd.apply("accept")
    for _ in range(3):
        rnd.apply(rnd.legal_actions()[0])
    assert rnd.phase == "play"
    same(hydra.replay(rnd.to_record()), rnd)


@pytest.mark.parametrize("stop", range(1, 8))
def test_r20_a_round_stopped_during_the_calls_replays_there(stop):
    rnd, _ = two_reservations()
    while len(rnd.history()) > stop:
        rnd.take_back()
    again = hydra.replay(json.loads(json.dumps(rnd.to_record())))
    same(again, rnd)
    assert again.legal_actions() == rnd.legal_actions()


def test_r20_random_rounds_replay_to_the_same_history():
    phases = set()
    for seed in range(150):
        rng = random.Random(seed)
        rnd = hydra.Round.new(seed=seed, players=5 + seed % 2, dealer=seed % 5)
        for _ in range(rng.randrange(60)):
            if not rnd.legal_actions():
                break
            rnd.apply(rng.choice(rnd.legal_actions()))
        phases.add(rnd.ending or rnd.phase)
        same(hydra.replay(json.loads(json.dumps(rnd.to_record()))), rnd)
    assert {"thrown-in", "calls", "play", "played"} <= phases


def test_r20_calls_only_when_the_contract_does_not_say_them():
    rnd = hydra.play_round(seed=3)                        # all valeo (or a plain contract)
    record = rnd.to_record()
    assert "calls" not in record and record["deal"] == {"seed": 3, "cut": rnd.cut}
    same(hydra.replay(record), rnd)


@pytest.mark.parametrize("path", SAVED, ids=lambda p: p.name)
def test_r20_saved_records_replay_as_before(path):
    """A record without 'calls' replays as before: its contract's calls, no throw-in (R6 asked of nobody)."""
    saved = json.loads(path.read_text())
    record = saved.get("record", saved)                   # tests/golden/ wrap the record
    rnd = hydra.replay(record)
    assert "calls" not in rnd.to_record()
    assert not any(step.phase == "throw-in" for step in rnd.history())
    assert rnd.to_record()["tricks"] == record.get("tricks", [])
    assert hydra.replay(rnd.to_record()).to_record() == rnd.to_record()


def test_r12_r20_a_deal_that_does_not_deal_the_hands_is_left_out():
    record = hydra.play_round(seed=3).to_record()
    wrong = dict(record, deal={"seed": 4, "cut": record["deal"]["cut"]})
    rnd = hydra.replay(wrong)
    assert rnd.seed is None and "deal" not in rnd.to_record()
    assert hydra.replay(record).seed == 3


@pytest.mark.parametrize("calls, says", [
    ("valeo", "'calls' must list"),
    ([1, 2], "'calls' must list"),
    (["valeo"] * 5 + ["valeo"], "call 6, 'valeo', comes after the calls are over"),
    (["solo:normal-solo"], "call 1: "),
])
def test_r20_bad_calls_are_refused(calls, says):
    record = hydra.play_round(seed=3).to_record()
    with pytest.raises(hydra.RuleError, match=says) as caught:
        hydra.replay(dict(record, calls=calls, tricks=[]))
    assert caught.value.rule in ("R20", "R7", "R6")


def test_r20_calls_that_contradict_the_solo_are_refused():
    rnd, _ = two_reservations()
    record = dict(rnd.to_record(), solo={"seat": 0, "game": "normal-solo"})
    says = "come to seat 2's solo color-solo:S, but the record's solo is {\"seat\": 0, \"game\": \"normal-solo\"}"
    with pytest.raises(hydra.RuleError, match=says) as caught:
        hydra.replay(record)
    assert caught.value.rule == "R20"


def test_r20_cards_before_the_calls_are_done_are_refused():
    rnd, _ = two_reservations()
    record = rnd.to_record()
    record = {k: v for k, v in record.items() if k != "solo"}
    record = dict(record, calls=record["calls"][:3], tricks=[[str(rnd.legal_cards()[0])]])
    with pytest.raises(hydra.RuleError, match="not in play") as caught:
        hydra.replay(record)
    assert caught.value.rule == "R20"
