"""Teacher scenarios (tutor/hydra/scenarios.py) and the curated library (scenarios/*.json).

Every library scenario is replayed by the engine, and each one is checked to really show its
point: the check below reads the engine's answer (tricks, winners, parties, score sheet), not
the scenario's own description.
"""

import json
import sys
import urllib.parse

import pytest

import hydra
from tutor.hydra import scenarios as sc
from tutor.hydra.scenarios import Line, Problem, Scenario, problems

NAMES = sc.library_names()


def load(name):
    record = json.loads((sc.library_dir() / f"{name}.json").read_text(encoding="utf-8"))
    return record, hydra.replay(record)


# --- the library shows what it says ---------------------------------------------------------

def _fail_led(rnd, t):
    return rnd.game.follow[t.cards[0].index] != "T"


def check_r01_hydra_on_a_fail_trick(rnd, t, shows):
    assert rnd.game.id == "normal" and _fail_led(rnd, t)
    assert hydra.HYDRA in t.cards and t.cards[t.winner] is not hydra.HYDRA
    step = t.explain().steps[t.cards.index(hydra.HYDRA)]
    assert step.rule == "R1" and "lowest" in step.text


def check_r01_hydra_wins_in_a_solo(rnd, t, shows):
    assert rnd.kind == "solo" and rnd.game.id.startswith("color-solo")
    assert _fail_led(rnd, t) and t.cards[t.winner] is hydra.HYDRA


def check_r02_second_dulle_wins(rnd, t, shows):
    r10 = hydra.as_card("R10")
    positions = [i for i, c in enumerate(t.cards) if c is r10]
    assert len(positions) == 2 and t.winner == positions[1]
    assert "R2" in t.explain().rules


def check_r02_first_equal_card_wins(rnd, t, shows):
    w = t.cards[t.winner]
    positions = [i for i, c in enumerate(t.cards) if c is w]
    assert len(positions) == 2 and t.winner == positions[0] and "R2" in t.explain().rules


def check_r03_hydra_trick_bonus(rnd, t, shows):
    assert t.eyes >= 50
    assert any(b.kind == "hydra" and b.points == 10 and b.trick == shows["trick"] for b in rnd.sheet.bonuses)


def check_r03_doppelkopf_bonus(rnd, t, shows):
    assert 40 <= t.eyes < 50
    assert any(b.kind == "doppelkopf" and b.points == 5 for b in rnd.sheet.bonuses)


def check_r04_fuchs_gefangen(rnd, t, shows):
    fuchs = hydra.as_card("SD")
    assert fuchs in t.cards
    assert any(b.kind == "fuchs" and b.trick == shows["trick"] for b in rnd.sheet.bonuses)


def check_r05_points_rounded_half_up(rnd, t, shows):
    sheet = rnd.sheet
    assert any(e % 10 == 5 and r == e // 10 + 1 for e, r in zip(sheet.eyes, sheet.rounded))
    for party, pts in zip(sheet.parties, sheet.party_points):
        assert all(rnd.points[s] == pts for s in party)


def check_r06_a_hand_that_may_throw_in(rnd, t, shows):
    assert hydra.throw_in_reason(rnd.dealt[shows["seat"]])
    assert rnd.is_over                       # the seat kept its cards: the round was played


def check_r07_solo_beats_antrag(rnd, t, shows):
    assert rnd.kind == "solo" and shows["seat"] != rnd.contract[1]
    assert hydra.antrag_pairs(rnd.dealt[shows["seat"]])
    decls = [hydra.Declaration(shows["seat"], "antrag", pair=hydra.antrag_pairs(rnd.dealt[shows["seat"]])[0]),
             hydra.Declaration(rnd.contract[1], "solo", game=rnd.game.id)]
    assert hydra.winning_declaration(decls, rnd.dealer).kind == "solo"
    assert rnd.formation.multipliers == (3, 2)


def check_r08_the_soloist_leads(rnd, t, shows):
    assert rnd.kind == "solo" and rnd.tricks[0].leader == rnd.contract[1] != rnd.seats[0]


def check_r09_open_antrag_accepted(rnd, t, shows):
    assert rnd.kind == "proposal" and rnd.proposal["accepted_by"] is not None
    assert rnd.formation.parties[0] == tuple(sorted((rnd.proposal["seat"], rnd.proposal["accepted_by"])))


def check_r09_open_antrag_declined(rnd, t, shows):
    assert rnd.proposal is not None and "accepted_by" not in rnd.proposal
    assert rnd.kind == hydra.form_parties([list(h) for h in rnd.dealt]).kind


def check_r11_six_players(rnd, t, shows):
    assert rnd.players == 6 and not rnd.dealt[rnd.dealer] and rnd.points[rnd.dealer] == 0
    assert rnd.dealer not in rnd.seats


def check_r12_dealt_from_a_seed(rnd, t, shows, record):
    deal = hydra.deal(record["deal"]["seed"], record["players"], record["dealer"])
    assert [[str(c) for c in h] for h in deal.hands] == record["hands"]
    assert deal.cut == record["deal"]["cut"] and 5 <= deal.cut <= 45


def test_library_is_there():
    assert len(NAMES) >= 20


@pytest.mark.parametrize("name", NAMES)
def test_library_scenario_replays_and_shows_its_point(name):
    record, rnd = load(name)
    assert record["title"] and record["description"].endswith((".", ")"))
    shows = record["shows"]
    assert rnd.kind == shows["kind"]
    assert rnd.to_record() == {k: v for k, v in record.items() if k not in ("title", "description", "shows")}
    t = rnd.tricks[shows["trick"] - 1]
    if name.startswith("r10-"):
        kind = name[4:]
        assert rnd.kind == kind and rnd.formation.kind == hydra.form_parties([list(h) for h in rnd.dealt]).kind
        assert hydra.describe_kind(kind)[:20].lower() in record["description"].lower()
        return
    check = globals()["check_" + name.replace("-", "_")]
    if name.startswith("r12"):
        check(rnd, t, shows, record)
    else:
        check(rnd, t, shows)


def test_library_covers_every_ruling_and_party_kind():
    rulings, kinds = set(), set()
    for name in NAMES:
        record, rnd = load(name)
        rulings.update(record["shows"]["rulings"])
        kinds.add(rnd.kind)
    assert {f"R{i}" for i in range(1, 13)} <= rulings
    assert set(hydra.PARTY_KINDS) <= kinds


def test_library_generator_lists_every_file():
    # The JSON files are the curated scenarios; the generator (run by hand) wrote them. Its
    # output depends on the engine's example players, so the test checks the files themselves
    # (above) and that the generator and the folder name the same scenarios.
    sys.path.insert(0, str(sc.library_dir()))
    try:
        import make_library
    finally:
        sys.path.pop(0)
    assert sorted(entry[0] for entry in make_library.LIBRARY) == NAMES


# --- building a scenario ------------------------------------------------------------------

def test_dealt_scenario_is_playable_and_round_trips():
    s = Scenario.dealt(seed=3, dealer=1)
    assert problems(s) == [] and s.is_complete
    again = Scenario.from_record(s.dumps())
    assert again.hands == s.hands and again.dealer == 1
    assert hydra.replay(s.to_record()).phase == "play"


def test_third_copy_is_refused_and_changes_nothing():
    s = Scenario.empty()
    assert s.add(0, "EO") is None and s.add(1, "EO") is None
    before = json.dumps(s.to_record())
    reason = s.add(2, "EO")
    assert "only two of each card" in reason and "Die Spielkarten" in reason
    assert json.dumps(s.to_record()) == before
    assert s.left("EO") == 0 and s.left("GO") == 2


def test_eleventh_card_is_refused_and_changes_nothing():
    s = Scenario.dealt(seed=1)
    s.remove(1, s.hands[1][0])
    card = next(c for c, n in s.counts().items() if n < 2)
    reason = s.add(0, card)
    assert "R12" in reason and len(s.hands[0]) == 10
    assert s.add(1, card) is None and problems(s) == []


def test_problems_lists_everything_at_once():
    s = Scenario.dealt(seed=2)
    s.hands[0].append(s.hands[1].pop())           # 11 and 9 cards
    s.hands[2].append("HY")                        # a third Hydra
    s.hands[2].append("HY")                        # and a fourth
    s.solo = {"seat": 9, "game": "normal"}
    found = problems(s)
    rules = [p.rule for p in found]
    text = " ".join(p.text for p in found)
    assert "seat 0 holds 11 cards" in text and "seat 1 holds 9 cards" in text
    assert "4 copies of HY" in text
    assert "R11" in rules and "R7" in rules         # soloist not a seat; 'normal' is not a solo
    assert all(isinstance(p, Problem) and p.rule for p in found)


def test_partial_scenario_is_todo_not_error():
    s = Scenario.empty()
    s.add(0, "EO")
    found = problems(s)
    assert found and all(p.todo for p in found)
    s.fill(seed=5)
    assert s.is_complete and problems(s) == []


def test_six_players_dealer_sits_out():
    s = Scenario.dealt(seed=4, players=6, dealer=2)
    assert problems(s) == [] and s.hands[2] == []
    assert "sits out" in s.check_add(2, "S9")
    s.set_table(6, 0)                 # the new dealer's cards go back to the palette
    assert s.hands[0] == [] and any(p.todo for p in problems(s))


def test_swap_keeps_the_deck():
    s = Scenario.dealt(seed=6)
    a, b = s.hands[0][0], s.hands[3][4]
    assert s.swap(0, a, 3, b) is None
    assert b in s.hands[0] and a in s.hands[3] and problems(s) == []
    assert "does not hold" in s.swap(0, "EO", 1, s.hands[1][0]) if "EO" not in s.hands[0] else True


def test_contract_problems_come_from_the_engine():
    s = Scenario.dealt(seed=8)
    seat = next(x for x in s.seats if not hydra.antrag_pairs(s.hands[x]))
    s.proposal = {"seat": seat, "open_card": s.hands[seat][0]}
    found = problems(s)
    assert len(found) == 1 and found[0].rule == "R7" and "Antrag" in found[0].text
    s.proposal = None
    s.solo = {"seat": 0, "game": "trump-solo:O"}
    assert problems(s) == [] and hydra.replay(s.to_record()).kind == "solo"


def test_illegal_trick_in_a_record_names_the_rule():
    record, _ = load("r01-hydra-on-a-fail-trick")
    s = Scenario.from_record(record)
    s.tricks = [list(reversed(s.tricks[0]))]
    found = problems(s)
    assert len(found) == 1 and "trick 1" in found[0].text


def test_notes_tell_a_hand_may_throw_in():
    s = Scenario.from_record(load("r06-a-hand-that-may-throw-in")[0])
    assert any("R6" in n for n in sc.notes(s))


# --- playing forward, undo, branch ----------------------------------------------------------

def test_line_play_undo_and_illegal_card():
    line = Line(Scenario.dealt(seed=7))
    rnd = line.round
    card = rnd.legal_cards()[0]
    assert line.play(card) is None and line.cursor == 1
    follower = line.round
    hand = follower.hand(follower.to_move)
    illegal = [c for c in hand if c not in follower.legal_cards()]
    if illegal:
        before = line.cards[:]
        assert "cannot" in line.play(illegal[0]) or "must" in line.message
        assert line.cards == before and line.cursor == 1
    line.undo()
    assert line.cursor == 0 and line.cards == [] and not line.round.tricks


def test_line_steps_through_a_saved_round():
    record, full = load("r02-second-dulle-wins")
    line = Line(Scenario.from_record(record))
    assert line.round.is_over and line.cursor == 50
    line.start()
    assert line.cursor == 0
    line.next_trick()
    assert line.cursor == 5 and len(line.round.tricks) == 1
    line.forward(2)
    line.previous_trick()
    assert line.cursor == 5
    line.back(3)
    assert line.cursor == 2 and len(line.cards) == 50       # the rest is still there to step to
    line.play(line.cards[2])                                # the same card: the line is kept
    assert len(line.cards) == 50


def test_branch_and_compare():
    record, _ = load("r01-hydra-on-a-fail-trick")
    main = Line(Scenario.from_record(record))
    main.go(0)
    what_if = main.branch()
    legal = [str(c) for c in what_if.round.legal_cards()]
    other = next(c for c in legal if c != main.cards[0])
    assert what_if.play(other) is None
    assert main.cards[0] != what_if.cards[0] and len(main.cards) == 50
    while not what_if.round.is_over:
        what_if.play(what_if.round.legal_cards()[0])
    main.end()
    diff = sc.compare_lines(main, what_if)
    assert diff["tricks"][0]["differs"]
    assert len(diff["points"]) == 5 and all(p["diff"] == p["b"] - p["a"] for p in diff["points"])
    assert sum(e["a"] for e in diff["eyes"]) == sum(e["b"] for e in diff["eyes"]) == 240
    assert diff["kinds"][0] == diff["kinds"][1]


# --- sharing ----------------------------------------------------------------------------------

def test_link_round_trip_and_query():
    record, _ = load("r09-open-antrag-accepted")
    s = Scenario.from_record(record)
    code = sc.encode_scenario(s)
    assert code.startswith("z:") and all(ch.isalnum() or ch in "-_:" for ch in code)
    back = sc.decode_scenario(code)
    assert back.to_record() == s.to_record() and back.title == record["title"]
    query = sc.share_query(s)
    assert sc.scenario_from_query(query).to_record() == s.to_record()
    assert sc.scenario_from_query("scenario=r10-wedding").title == load("r10-wedding")[0]["title"]
    assert sc.scenario_from_query("other=1") is None
    assert sc.share_query(s, "r10-wedding") == "scenario=r10-wedding"
    with pytest.raises(sc.ScenarioError, match="cut short"):
        sc.decode_scenario(code[:20])
    with pytest.raises(sc.ScenarioError, match="no scenario called"):
        sc.scenario_from_query("scenario=" + urllib.parse.quote("no-such"))


def test_save_and_load(tmp_path):
    s = Scenario.dealt(seed=9)
    s.title, s.description = "Mine", "What it shows."
    path = sc.save_scenario(s, tmp_path / "mine.json")
    data = json.loads(path.read_text())
    assert data["title"] == "Mine" and hydra.replay(data).phase == "play"
    assert sc.load_scenario(path).to_record() == s.to_record()
    with pytest.raises(sc.ScenarioError):
        sc.load_scenario(tmp_path / "missing.json")
    (tmp_path / "bad.json").write_text("{not json")
    with pytest.raises(sc.ScenarioError, match="not valid JSON"):
        sc.load_scenario(tmp_path / "bad.json")


def test_score_sheet_csv_of_a_line():
    record, _ = load("r04-fuchs-gefangen")
    csv = Line(Scenario.from_record(record)).round.sheet.to_csv()
    assert csv.startswith("party,seats,eyes") and "seat,points" in csv


def test_r20_a_scenario_keeps_the_calls_of_its_record():
    """R20 (issue 21): a Hydra record keeps the calls its contract alone does not say (here two morbus,
    an Antrag beaten by a solo, R7, R14); a scenario made from it keeps them, so its round replays to
    the same history, and who said morbus is not lost."""
    for seed in range(200):
        rnd = hydra.Round.new(seed=seed, dealer=4)
        if rnd.phase == "calls" and hydra.hydra.calls.antrag_pairs(rnd.hand(0)):
            break
    for seat in rnd.seats:
        rnd.apply("morbus" if seat in (0, 2) else "valeo")
    rnd.apply(next(a for a in rnd.legal_actions() if a.startswith("antrag")))
    rnd.apply("solo:color-solo:S")
    record = rnd.to_record()
    assert len(record["calls"]) == 7
    scenario = Scenario.from_record(json.loads(json.dumps(record)))
    for again in (scenario.to_record(), scenario.to_record(with_extra=False), scenario.copy().to_record()):
        assert again["calls"] == record["calls"]
        assert [str(s) for s in hydra.replay(again).history()[1:]] == [str(s) for s in rnd.history()[1:]]
