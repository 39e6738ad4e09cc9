"""Round records and replay (rulings: "Round record (JSON)", "Public interface"; R7, R8, R9, R11, R12).

A record holds the dealt hands, the outcome of the calls (solo or proposal) and the tricks in
the order played; replay works out who played each card from R8. Bad records must raise
NotationError or RuleError (IllegalCard for cards) naming what is wrong and the rule, never a
KeyError, IndexError, TypeError or AttributeError.
"""

import copy
import json
from collections import Counter

import pytest

import hydra

from rulings_oracle import CODES, DECK_CODES, build_record, eyes


KEYS = {0: "EO", 1: "EO", 2: "GO", 3: "GO"}      # dealer 4: Alten 0, 1; Jungen 2, 3; Ego 4

# Two tricks, worked by hand. Trick 1, led by seat 0: ED ED E10 EK EK, the first ED (seat 0) wins
# 40 eyes (Doppelkopf, R3). Trick 2, led by seat 0: SD (0) SU (1) R10 (2) SO (3) RU (4): the Dulle
# wins for seat 2 (Jungen) and catches the Alten's Fuchs (R4): 28 eyes, 5 bonus.
TWO_TRICKS = [["ED", "ED", "E10", "EK", "EK"], ["SD", "SU", "R10", "SO", "RU"]]


@pytest.fixture(scope="module")
def two_tricks():
    return build_record(TWO_TRICKS, [0, 2], place=KEYS)


def test_replay_dict_gives_kind_parties_eyes_bonus_points(two_tricks):
    rnd = hydra.replay(two_tricks)
    assert rnd.kind == "normal"
    assert tuple(map(tuple, rnd.parties)) == ((0, 1), (2, 3), (4,))
    assert tuple(rnd.eyes) == (40, 28, 0)
    assert tuple(rnd.bonus) == (5, 5, 0)
    # R5: Alten 5 + 3 * 4 = 17; Jungen 5 + 3 * 3 = 14; Ego 0
    assert tuple(rnd.points) == (17, 17, 14, 14, 0)
    assert rnd.phase == "play" and len(rnd.tricks) == 2
    assert rnd.to_move == 2                          # R8: the winner of trick 2 leads trick 3


def test_replay_json_text_and_path_agree(two_tricks, tmp_path):
    text = json.dumps(two_tricks)
    path = tmp_path / "round.json"
    path.write_text(text, encoding="utf-8")
    results = [hydra.replay(x) for x in (two_tricks, text, "  \n" + text, str(path), path)]
    for rnd in results:
        assert (rnd.kind, rnd.parties, tuple(rnd.eyes), tuple(rnd.bonus), tuple(rnd.points)) == \
            (results[0].kind, results[0].parties, tuple(results[0].eyes), tuple(results[0].bonus),
             tuple(results[0].points))
    assert hydra.Round.from_record(two_tricks).points == results[0].points


def test_partial_trick_counts_nothing_until_complete(two_tricks):
    """Rulings: a record with fewer than ten tricks replays to the state so far; its points apply
    R5 to the eyes of the completed tricks only."""
    record = dict(two_tricks, tricks=[TWO_TRICKS[0], TWO_TRICKS[1][:2]])
    rnd = hydra.replay(record)
    assert len(rnd.tricks) == 1
    assert [str(c) for c in rnd.current_trick.cards] == ["SD", "SU"]
    assert rnd.to_move == 2
    assert tuple(rnd.eyes) == (40, 0, 0)
    assert tuple(rnd.bonus) == (5, 0, 0)
    assert tuple(rnd.points) == (17, 17, 0, 0, 0)
    assert hydra.replay(rnd.to_record()).to_record() == rnd.to_record()


def test_record_without_tricks_is_a_round_about_to_start(two_tricks):
    rnd = hydra.replay(dict(two_tricks, tricks=[]))
    assert rnd.phase == "play" and rnd.to_move == 0          # R8
    assert tuple(rnd.points) == (0, 0, 0, 0, 0)
    assert rnd.kind == "normal"


# --- round trips --------------------------------------------------------------------------------

class AntragPlayer(hydra.RandomPlayer):
    """Random, but makes an Antrag whenever it can, so rounds include open Antrags."""

    def choose(self, rnd):
        actions = rnd.legal_actions()
        if rnd.phase == "calls":
            return "morbus" if hydra.hydra.calls.antrag_pairs(rnd.hand(rnd.to_move)) else "valeo"
        if rnd.phase == "declare":
            return self.rng.choice([a for a in actions if a.startswith("antrag")] or actions)
        if rnd.phase == "throw-in":
            return "keep"
        if rnd.phase == "antrag-offer":                   # often nobody accepts
            return "accept" if self.rng.random() < 0.3 else "decline"
        return self.rng.choice(actions)


def _rounds():
    out = [hydra.play_round(seed=s) for s in range(10)]
    out += [hydra.play_round(seed=s, players=6, dealer=s % 6) for s in range(10, 16)]
    out += [hydra.play_round(seed=s, players=5 + s % 2, dealer=s % 5, player=hydra.RandomPlayer(s))
            for s in range(30)]
    out += [hydra.play_round(seed=s, players=5 + s % 2, dealer=s % 5, player=AntragPlayer(s))
            for s in range(30)]
    return out


ROUNDS = _rounds()


def test_round_trip_sample_has_every_contract():
    records = [r.to_record() for r in ROUNDS]
    assert any("solo" in r for r in records)
    assert any(r.get("proposal", {}).get("accepted_by") is not None for r in records)
    assert any("proposal" in r and r["proposal"].get("accepted_by") is None for r in records)
    assert any(r["players"] == 6 for r in records)


@pytest.mark.parametrize("index", range(len(ROUNDS)))
def test_to_record_round_trips_through_replay(index):
    rnd = ROUNDS[index]
    record = rnd.to_record()
    again = hydra.replay(json.loads(json.dumps(record)))        # through JSON text as well
    assert again.to_record() == record
    assert again.kind == rnd.kind and again.parties == rnd.parties
    assert tuple(again.eyes) == tuple(rnd.eyes)
    assert tuple(again.bonus) == tuple(rnd.bonus)
    assert tuple(again.points) == tuple(rnd.points)
    assert again.is_over
    # the record follows the rulings' format, with R20's optional 'calls' and 'deal'
    assert set(record) <= {"players", "dealer", "hands", "solo", "proposal", "tricks", "calls", "deal"}
    assert again.seed == rnd.seed and [str(s) for s in again.history()] == [str(s) for s in rnd.history()]
    assert not ("solo" in record and "proposal" in record)
    assert len(record["hands"]) == record["players"]
    for seat, hand in enumerate(record["hands"]):
        assert len(hand) == (0 if record["players"] == 6 and seat == record["dealer"] else 10)
    assert Counter(c for h in record["hands"] for c in h) == Counter(DECK_CODES)
    if "solo" in record:
        assert record["solo"]["game"] != "normal"


@pytest.mark.parametrize("index", range(0, len(ROUNDS), 3))
@pytest.mark.parametrize("cut_at", [0, 1, 7, 23, 45, 49])
def test_prefix_of_a_record_replays_to_the_state_so_far(index, cut_at):
    rnd = ROUNDS[index]
    record = rnd.to_record()
    flat = [c for t in record["tricks"] for c in t]
    prefix = [flat[i:i + 5] for i in range(0, cut_at, 5)]
    if prefix:
        prefix[-1] = flat[(len(prefix) - 1) * 5:cut_at]
    partial = dict(record, tricks=[t for t in prefix if t])
    again = hydra.replay(partial)
    assert again.to_record() == partial
    assert len(again.tricks) == cut_at // 5
    # points from the completed tricks only: the same as the full round's first tricks
    done = rnd.tricks[:cut_at // 5]
    assert sum(again.eyes) == sum(sum(eyes(str(c)) for c in t.cards) for t in done)


def test_dumps_record_round_trips_and_keeps_extra_keys():
    rnd = ROUNDS[0]
    text = hydra.dumps_record(rnd, title="a round")
    data = json.loads(text)
    assert data["title"] == "a round"
    assert hydra.replay(text).points == rnd.points


# --- bad records --------------------------------------------------------------------------------

def healthy_record():
    return ROUNDS[0].to_record()


def proposal_record():
    """A record of an accepted Antrag in the rulings' format (no R20 'calls': the proposal says them)."""
    record = next(r.to_record() for r in ROUNDS if r.to_record().get("proposal", {}).get("accepted_by") is not None)
    record.pop("calls", None)
    return record


def expect_error(record, *fragments, error=(hydra.NotationError, hydra.RuleError)):
    with pytest.raises(hydra.HydraError) as info:
        hydra.replay(record)
    assert isinstance(info.value, error), type(info.value)
    message = str(info.value)
    for fragment in fragments:
        assert fragment in message, (fragment, message)
    return info.value


def test_card_not_in_hand_names_trick_seat_card_and_rule():
    record = healthy_record()
    leader = (record["dealer"] + 1) % 5
    missing = next(c for c in CODES if c not in record["hands"][leader])
    record["tricks"][0][0] = missing
    error = expect_error(record, "trick 1", f"seat {leader}", missing, "rules:", error=hydra.IllegalCard)
    assert error.seat == leader and str(error.card) == missing


def test_illegal_card_names_trick_seat_card_and_rule():
    """Rules "Der Spielverlauf" (Bedienpflicht): seat 1 holds EK but plays its Eichel-Ober
    (a trump) on an Eichel lead."""
    record = build_record([["E9", "EK", "EK", "ED", "E10"]], [3], place=KEYS)
    record["tricks"][0][1] = "EO"
    error = expect_error(record, "trick 1", "seat 1", "Eichel-Ober", "Bedienpflicht", error=hydra.IllegalCard)
    assert error.seat == 1


def test_illegal_later_card_names_the_right_trick():
    """Trick 3 is led by seat 2 (it won trick 2): G9 G9 GK GK G10 is legal; seat 3 playing its
    Grün-Ober (a trump) instead of G9 while holding G9 is not."""
    record = build_record(TWO_TRICKS + [["G9", "G9", "GK", "GK", "G10"]], [0, 2, 4], place=KEYS)
    assert len(hydra.replay(record).tricks) == 3
    record["tricks"][2][1] = "GO"
    error = expect_error(record, "trick 3", "seat 3", "Grün-Ober", error=hydra.IllegalCard)
    assert "trick 1," not in str(error)


def test_r1_hydra_as_only_trump_must_follow_a_trump_lead():
    """R1: a player whose only trump is the Hydra must play it when trump is led. Dealer 4; seat 0
    leads EU; seat 1 holds the Hydra and nine fail cards."""
    hands = ["EU EU EO EO SD SD R10 R10 HY SO",
             "HY S9 S9 SK SK S10 S10 R9 R9 RK",
             "GU GU GO RO RO SO RK RD RD G9",
             "RU RU GO SU G9 GK GK G10 G10 GD",
             "SU GD E9 E9 EK EK E10 E10 ED ED"]
    good = {"players": 5, "dealer": 4, "hands": [h.split() for h in hands],
            "tricks": [["EU", "HY", "GU", "RU", "SU"]]}
    rnd = hydra.replay(good)
    assert rnd.tricks[0].winner_seat == 1           # a Hydra in a trump trick is the highest trump
    assert rnd.to_move == 1
    for other in ["S9", "RK", "S10"]:
        bad = copy.deepcopy(good)
        bad["tricks"][0][1] = other
        expect_error(bad, "trick 1", "seat 1", hydra.Card.parse(other).german_name, "R1", error=hydra.IllegalCard)


def test_third_copy_is_refused():
    record = healthy_record()
    card = record["hands"][1][0]
    holders = [i for i, h in enumerate(record["hands"]) if card in h]
    victim = next(i for i in range(5) if i not in holders or record["hands"][i].count(card) < 2)
    swap = next(j for j, c in enumerate(record["hands"][victim]) if c != card)
    record["hands"][victim][swap] = card
    if Counter(c for h in record["hands"] for c in h)[card] < 3:
        record["hands"][(victim + 1) % 5][0] = card
    expect_error(record, card, "Die Spielkarten", error=hydra.RuleError)


def test_eleven_cards_are_refused():
    record = healthy_record()
    record["hands"][0].append(record["hands"][1].pop())
    expect_error(record, "seat 0", "11", "R12", error=hydra.RuleError)


@pytest.mark.parametrize("dealer", [5, -1, "0", None, 1.5, True])
def test_bad_dealer_is_refused_naming_r11(dealer):
    record = dict(healthy_record(), dealer=dealer)
    expect_error(record, "R11", error=hydra.RuleError)


@pytest.mark.parametrize("players", [4, 7, "5", None])
def test_bad_players_are_refused_naming_r11(players):
    expect_error(dict(healthy_record(), players=players), "R11", error=hydra.RuleError)


def test_six_player_dealer_with_cards_is_refused():
    record = next(r.to_record() for r in ROUNDS if r.players == 6)
    dealer = record["dealer"]
    other = (dealer + 1) % 6
    record["hands"][dealer] = record["hands"][other][:1]
    record["hands"][other] = record["hands"][other][1:]
    expect_error(record, error=hydra.RuleError)


def test_solo_with_game_normal_is_refused_naming_r7():
    record = dict(healthy_record(), solo={"seat": 1, "game": "normal"})
    expect_error(record, "R7", error=hydra.RuleError)


@pytest.mark.parametrize("solo", [{"seat": 1, "game": "bogus"}, {"seat": 1}, {"seat": 9, "game": "normal-solo"},
                                  {"seat": "1", "game": "normal-solo"}, [1, "normal-solo"], "normal-solo"])
def test_bad_solo_is_refused(solo):
    expect_error(dict(healthy_record(), solo=solo))


def test_solo_by_the_sitting_out_dealer_is_refused():
    record = next(r.to_record() for r in ROUNDS if r.players == 6)
    record = dict(record, solo={"seat": record["dealer"], "game": "normal-solo"}, tricks=[])
    record.pop("proposal", None)
    expect_error(record, "R11", error=hydra.RuleError)


def test_both_solo_and_proposal_are_refused():
    record = proposal_record()
    record["solo"] = {"seat": record["proposal"]["seat"], "game": "normal-solo"}
    expect_error(record, "R7", error=hydra.RuleError)


def test_accepted_by_the_proposer_is_refused():
    record = proposal_record()
    record["proposal"]["accepted_by"] = record["proposal"]["seat"]
    expect_error(record, "R9", error=hydra.RuleError)


def test_accepted_by_the_sitting_out_dealer_is_refused():
    record = next((r.to_record() for r in ROUNDS if r.players == 6
                   and r.to_record().get("proposal", {}).get("accepted_by") is not None), None)
    assert record is not None
    record.pop("calls", None)                            # the rulings' format: the proposal says the calls
    record["proposal"]["accepted_by"] = record["dealer"]
    expect_error(record, "R9", error=hydra.RuleError)


@pytest.mark.parametrize("returned", [[], ["S9"], None, "S9 R9 G9", 3])
def test_returned_not_three_cards_is_refused(returned):
    record = proposal_record()
    acceptor = record["proposal"]["accepted_by"]
    if isinstance(returned, list) and returned:
        returned = [record["hands"][acceptor][0]]
    record["proposal"]["returned"] = returned
    expect_error(record, "R9", error=hydra.RuleError)


def test_returned_four_cards_is_refused():
    record = proposal_record()
    acceptor = record["proposal"]["accepted_by"]
    record["proposal"]["returned"] = record["hands"][acceptor][:4]
    expect_error(record, "R9", error=hydra.RuleError)


def test_returned_cards_the_acceptor_does_not_hold_are_refused():
    record = proposal_record()
    p = record["proposal"]
    have = Counter(record["hands"][p["accepted_by"]]) + Counter([p["pair"], p["pair"], p["open_card"]])
    missing = next(c for c in CODES if have[c] == 0)
    p["returned"] = [missing, missing, missing]
    expect_error(record, "R9", missing, error=hydra.RuleError)


def test_open_card_must_be_another_card_of_the_proposer():
    record = proposal_record()
    p = record["proposal"]
    p["open_card"] = p["pair"]
    expect_error(record, "R9", error=hydra.RuleError)
    record = proposal_record()
    missing = next(c for c in CODES if c not in record["hands"][record["proposal"]["seat"]])
    record["proposal"]["open_card"] = missing
    expect_error(record, "R9", missing, error=hydra.RuleError)


def test_proposal_without_a_pair_is_refused_naming_r7():
    record = healthy_record()
    seat = next(s for s in range(5) if not hydra.hydra.calls.antrag_pairs(record["hands"][s]))
    record["proposal"] = {"seat": seat, "open_card": record["hands"][seat][0], "accepted_by": (seat + 1) % 5,
                          "returned": record["hands"][(seat + 1) % 5][:3]}
    expect_error(record, "R7", error=hydra.RuleError)


def test_returned_without_an_acceptor_is_refused():
    record = proposal_record()
    del record["proposal"]["accepted_by"]
    expect_error(record, "R9", error=hydra.RuleError)


def test_trick_with_six_cards_is_refused():
    record = healthy_record()
    record["tricks"][0].append("S9")
    expect_error(record, "trick 1", error=hydra.RuleError)


def test_eleven_tricks_are_refused():
    record = healthy_record()
    record["tricks"].append(["S9"])
    expect_error(record, error=hydra.RuleError)


@pytest.mark.parametrize("number", [0, 4, 8])
def test_partial_trick_that_is_not_the_last_is_refused(number):
    record = healthy_record()
    record["tricks"][number] = record["tricks"][number][:3]
    expect_error(record, f"trick {number + 1}", error=hydra.RuleError)


@pytest.mark.parametrize("text", ["{not json", "", "[1, 2]", "null", '{"players": 5,', "42"])
def test_invalid_json_is_a_notation_error(text):
    expect_error(text, error=hydra.NotationError)


@pytest.mark.parametrize("source", [None, 5, 1.5, ["players"], b"\xff\xfe"])
def test_not_a_record_is_refused(source):
    expect_error(source)


def test_missing_file_is_a_notation_error(tmp_path):
    expect_error(str(tmp_path / "nope.json"), error=hydra.NotationError)
    expect_error(tmp_path / "nope.json", error=hydra.NotationError)


@pytest.mark.parametrize("mutate", [
    lambda r: r.pop("hands"),
    lambda r: r.pop("players"),
    lambda r: r.pop("dealer"),
    lambda r: r.__setitem__("hands", "S9 S9"),
    lambda r: r.__setitem__("hands", None),
    lambda r: r["hands"].__setitem__(0, None),
    lambda r: r["hands"].__setitem__(0, 7),
    lambda r: r["hands"].__setitem__(0, [1] * 10),
    lambda r: r["hands"].__setitem__(0, [None] * 10),
    lambda r: r["hands"].__setitem__(0, [["EO"]] * 10),
    lambda r: r["hands"].__setitem__(0, ["XX"] * 10),
    lambda r: r["hands"].pop(),
    lambda r: r.__setitem__("tricks", "EO"),
    lambda r: r.__setitem__("tricks", None),
    lambda r: r.__setitem__("tricks", {"0": []}),
    lambda r: r["tricks"].__setitem__(0, "E9 EK EK ED E10"),
    lambda r: r["tricks"].__setitem__(0, None),
    lambda r: r["tricks"].__setitem__(0, [None] * 5),
    lambda r: r["tricks"].__setitem__(0, [5] * 5),
    lambda r: r["tricks"].__setitem__(0, [["EO"]] * 5),
    lambda r: r["tricks"].__setitem__(9, []),
    lambda r: r.__setitem__("proposal", "x"),
    lambda r: r.__setitem__("proposal", {"seat": None}),
    lambda r: r.__setitem__("proposal", {"seat": 0}),
    lambda r: r.__setitem__("solo", {"seat": None, "game": None}),
])
def test_malformed_records_raise_hydra_errors_not_crashes(mutate):
    record = copy.deepcopy(healthy_record())
    mutate(record)
    expect_error(record)


def test_non_card_in_a_trick_names_the_trick():
    record = healthy_record()
    record["tricks"][2][1] = "ZZ"
    expect_error(record, "trick 3", "ZZ", error=hydra.NotationError)


def test_an_illegal_play_changes_nothing():
    """Rules "Der Spielverlauf": an illegal card is taken back; the round state stays as it was."""
    record = build_record([["E9", "EK", "EK", "ED", "E10"]], [3], place=KEYS)
    rnd = hydra.replay(dict(record, tricks=[["E9"]]))
    before = (rnd.to_move, list(rnd.hand(1)), rnd.to_record())
    with pytest.raises(hydra.IllegalCard) as info:
        rnd.play("EO")                                  # seat 1 holds Eichel
    assert info.value.seat == 1 and str(info.value.card) == "EO"
    assert (rnd.to_move, list(rnd.hand(1)), rnd.to_record()) == before
    rnd.play("EK")
    assert rnd.to_move == 2


def test_non_card_in_a_trick_names_its_position():
    record = healthy_record()
    record["tricks"][2][1] = "ZZ"
    error = expect_error(record, "trick 3", "ZZ", error=hydra.NotationError)
    assert "card 0" not in str(error)
    assert "card 2" in str(error)
