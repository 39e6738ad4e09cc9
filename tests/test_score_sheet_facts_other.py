"""Issue 31: every line of the Hydra, 500 and Hydropolis score sheets states facts of its own round (R3-R5,
F8, F10, P11). Each explanation's stated facts are read back from its words and checked against the round,
counted here from its tricks or its table (not from the engine's sheet): who took how many eyes or tricks,
which trick held how many eyes, whose Fuchs was caught, which cells a laid card meets. Thousands of rounds
are played by random players and by the example players. (Doppelkopf: tests/doppelkopf/
test_score_sheet_facts.py.)"""

from __future__ import annotations

import random
import re

import pytest

import hydra
from hydra import fuenfhundert as fh
from hydra import hydropolis as hp
from hydra.hydra.players import RandomPlayer, RuleBasedPlayer
from tutor.fuenfhundert.score import score_report
from tutor.hydropolis.player import best_move
from widgets.hydra.course.scoresheet import round_sheet_html

SD = hydra.Card.parse("SD")


# --- Hydra (R3, R4, R5) --------------------------------------------------------------------------------------

def _hydra_rounds(kind: str, count: int):
    for seed in range(count):
        player = RandomPlayer(seed) if kind == "random" else RuleBasedPlayer(seed)
        rnd = hydra.play_round(seed, players=5 + seed % 2, dealer=seed % 5, player=player)
        if rnd.ending == "played" and rnd.tricks:
            yield rnd


def check_hydra(rnd) -> int:
    sheet = rnd.sheet
    party_of = {s: i for i, p in enumerate(sheet.parties) for s in p}
    eyes = [0] * len(sheet.parties)
    for t in rnd.tricks:
        eyes[party_of[t.winner_seat]] += sum(c.eyes for c in t.cards)
    playing = sum(len(p) for p in sheet.parties)
    stated = 0
    party = -1
    bonus = [0] * len(sheet.parties)
    for line in sheet.lines():
        head = re.fullmatch(r"(.+) \(seats? ([\d, ]+)\): (\d+) eyes; (\d+)\.(\d) rounds to (\d+) \(R5\)", line)
        if head:
            seats = tuple(int(s) for s in head.group(2).split(", "))
            party = sheet.parties.index(seats)
            e = int(head.group(3))
            assert e == eyes[party] and (head.group(4), head.group(5)) == (str(e // 10), str(e % 10)), line
            assert int(head.group(6)) == (e + 5) // 10, line
            stated += 1
            continue
        big = re.fullmatch(r"  \+ (\d+): trick (\d+) holds (\d+) eyes \((.*)\), won by seat (\d+): .*", line)
        if big:
            t = rnd.tricks[int(big.group(2)) - 1]
            e = sum(c.eyes for c in t.cards)
            assert e == int(big.group(3)) >= 40 and t.winner_seat == int(big.group(5)), line
            assert party_of[t.winner_seat] == party and int(big.group(1)) == (10 if e >= 50 else 5), line
            bonus[party] += int(big.group(1))
            stated += 1
            continue
        fox = re.fullmatch(r"  \+ (\d+): trick (\d+): seat (\d+) caught the Fuchs of seat (\d+), an "
                           r"opponent: .*", line)
        if fox:
            t = rnd.tricks[int(fox.group(2)) - 1]
            assert t.winner_seat == int(fox.group(3)) and party_of[t.winner_seat] == party, line
            assert any(c is SD and s == int(fox.group(4)) for c, s in zip(t.cards, t.seats)), line
            assert party_of[int(fox.group(4))] != party and rnd.tricks[0].game.fuchs is SD, line
            bonus[party] += int(fox.group(1))
            stated += 1
            continue
        total = re.fullmatch(r"  = (\d+) \+ (\d+) x (\d+) = (\d+) points for each player \(multiplier (\d+): "
                             r"(.*), R5\)", line)
        assert total, line                                               # every line is one of these four
        b, m, r, p = (int(total.group(i)) for i in range(1, 5))
        assert b == bonus[party] and r == (eyes[party] + 5) // 10 and p == b + m * r, line
        why = total.group(6)
        if why == "the number of players outside the party":
            assert m == playing - len(sheet.parties[party]), line
        elif why == "the soloist's multiplier":
            assert len(sheet.parties[party]) == 1 and m == 3, line
        else:
            assert why == "each opponent of a soloist" and m == 2, line
        stated += 1
    return stated


@pytest.mark.parametrize("kind", ["random", "example"])
def test_every_hydra_sheet_line_states_true_facts_R3_R4_R5(kind):
    count = 3000 if kind == "random" else 200                    # (the example players think: slower)
    lines = 0
    for rnd in _hydra_rounds(kind, count):
        lines += check_hydra(rnd)
    assert lines > count * 3


def test_a_hydra_round_without_a_bonus_says_so_truly_R3_R4():
    """The round's page: "No bonus" is said only where no trick held 40 eyes and no Fuchs was caught where it
    counts (a caught Fuchs counts nothing in a trump or colour solo, R4)."""
    said = 0
    for rnd in _hydra_rounds("random", 400):
        html = round_sheet_html(rnd)
        if "No bonus in this round" in html:
            said += 1
            assert all(sum(c.eyes for c in t.cards) < 40 for t in rnd.tricks)
            assert not rnd.sheet.bonuses
            party_of = {s: i for i, p in enumerate(rnd.sheet.parties) for s in p}
            caught = any(c is SD and party_of[s] != party_of[t.winner_seat]
                         for t in rnd.tricks for c, s in zip(t.cards, t.seats))
            assert "no Fuchs caught where it counts" in html and (not caught or rnd.tricks[0].game.fuchs is None)
    assert said


# --- 500 (F8, F10, F11) ---------------------------------------------------------------------------------------

def check_500(rnd, match, seat: int) -> int:
    report = score_report(rnd, match, seat)
    bidders = rnd.declarer & 1
    took = sum(1 for w in rnd.winners if w & 1 == bidders)
    contract = rnd.contract
    stated = 0
    for line in report.lines:
        m = re.search(r"needed (\d+) of the ten tricks and took (\d+): (made|failed)", line) or \
            re.search(r"took (\d+) tricks?: (made|failed)", line)
        if m:
            if contract.is_misere:
                assert int(m.group(1)) == took and (m.group(2) == "made") == (took == 0), line
            else:
                assert int(m.group(1)) == contract.tricks and int(m.group(2)) == took, line
                assert (m.group(3) == "made") == (took >= contract.tricks), line
            stated += 1
        m = re.search(r"scores its value in the rules text's table, (\d+)", line)
        if m:
            assert int(m.group(1)) == contract.value == rnd.points[bidders], line
            stated += 1
        m = re.search(r"costs its value, (\d+), and the other team scores 10 for each trick it won: (\d+) × 10", line)
        if m:
            assert int(m.group(1)) == contract.value and -contract.value == rnd.points[bidders], line
            assert int(m.group(2)) == 10 - took and rnd.points[1 - bidders] == 10 * (10 - took), line
            stated += 1
        m = re.search(r"^This round: .* ([+-]?\d+), .* ([+-]?\d+)\.$", line)
        if m:
            assert (int(m.group(1)), int(m.group(2))) == rnd.points, line
            stated += 1
        m = re.search(r"^(.+) won the bidding with ", line)
        if m:
            assert m.group(1).lower() == ("you" if rnd.declarer == seat else fh_seat_name(rnd.declarer, seat)), line
            stated += 1
        if "wins the game (F11)" in line or "win the game (F11)" in line:
            assert match.winner is not None
            mine = line.startswith("Your team")
            assert mine == (match.winner == seat & 1), line
    return stated


def fh_seat_name(seat: int, me: int) -> str:
    from tutor.fuenfhundert.words import seat_word
    return seat_word(seat, me).lower()


@pytest.mark.parametrize("kind", ["random", "example"])
def test_every_500_score_line_states_true_facts_F10(kind):
    count = 3000 if kind == "random" else 600
    stated = rounds = 0
    for seed in range(count):
        match = fh.Match(dealer=seed % 4)
        player = fh.RandomPlayer(seed) if kind == "random" else fh.RuleBasedPlayer(seed)
        rnd = match.play_round(seed, player=player)
        if rnd.ending != "played":
            continue
        rounds += 1
        found = check_500(rnd, match, seed % 2)                     # the learner at North or East
        assert found >= 4, score_report(rnd, match, seed % 2).lines
        stated += found
    assert rounds > count // 2


def test_the_500_game_winner_is_named_for_a_learner_at_east_F11():
    """The sentence that ends a game names the winning team for the learner's seat, whichever it is."""
    match = fh.Match(dealer=0, totals=(480, -20))
    for seed in range(200):
        rnd = match.play_round(seed)
        if match.winner is not None:
            break
    assert match.winner is not None
    for seat in (0, 1):
        line = next(x for x in score_report(rnd, match, seat).lines if "the game (F11)" in x)
        assert line.startswith("Your team wins") == (match.winner == seat & 1), (seat, line)
        if match.winner != seat & 1:
            names = [fh_seat_name(s, seat).split(" (")[0] for s in fh.TEAMS[match.winner]]
            assert all(n.lower() in line.lower() for n in names), (seat, line)


# --- Hydropolis (P11) -----------------------------------------------------------------------------------------

STEP = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
CELL = r"\((\d+),(\d+)\)"


def check_lay(before: hp.Table, lay, score) -> int:
    stated = 0
    col, row = lay.cell
    around = [hp.Cell(col + dc, row + dr) for dc in (-1, 0, 1) for dr in (-1, 0, 1) if dc or dr]
    occupied = [c for c in around if 0 <= c.col <= 8 and 0 <= c.row <= 8 and before.top(c) is not None]
    for reason in score.reasons:
        text = str(reason)
        m = re.match(r"neighbours: (\d+) for the cards? at ((?:\(\d+,\d+\)(?:, )?)+)", text)
        if m:
            cells = [hp.Cell(int(a), int(b)) for a, b in re.findall(CELL, m.group(2))]
            assert int(m.group(1)) == len(cells) == len(occupied) and set(cells) == set(occupied), text
            stated += 1
        m = re.match(r"covering: 5 for covering the leaky `([^`]+)` at " + CELL, text)
        if m:
            below = before.top(lay.cell)
            assert below is not None and below.leaky and str(below) == m.group(1), text
            assert (int(m.group(2)), int(m.group(3))) == tuple(lay.cell), text
            stated += 1
        m = re.match(r"(caps|pipes): (\d+) for (?:its|the) (\w+) (cap|pipe) on its ([NESW]) side meeting the (\w+) "
                     r"(cap|pipe) of `([^`]+)` at " + CELL + r", (same colour|another colour)", text)
        if m:
            dc, dr = STEP[m.group(5)]
            cell = hp.Cell(int(m.group(9)), int(m.group(10)))
            assert cell == hp.Cell(col + dc, row + dr), text
            other = before.top(cell)
            assert other is not None and str(other) == m.group(8), text
            assert (m.group(11) == "same colour") == (other.colour == lay.card.colour), text
            stated += 1
    assert sum(1 for r in score.reasons) == 0 or stated, score.reasons
    return stated


@pytest.mark.parametrize("kind", ["random", "example"])
def test_every_hydropolis_score_reason_states_true_facts_P11(kind):
    stated = lays = 0
    for seed in range(60 if kind == "random" else 30):
        game = hp.Game(2 + seed % 3, seed=seed)
        rng = random.Random(seed)
        while game.phase == "play":
            action = rng.choice(game.legal_actions()) if kind == "random" else best_move(game).action
            before = game.table
            score = game.apply(action)
            if score is not None:
                lays += 1
                stated += check_lay(before, action if isinstance(action, hp.Lay) else game.last, score)
    assert lays > 800 and stated > lays
