"""Scoring (R3, R4, R5; rules "Abrechnung", "Bonuspunkte"), built from hand-made round records.

Each record is made with ``build_record``: the tricks are written in play order together with
the index of the card that wins (worked out by hand from "Wer erhält den Stich", R1, R2); the
helper works out who plays each card (R8: the dealer's left or the soloist leads, then the
winner), puts those cards in the hands, places the key cards, and fills the hands with the other
cards so that every play is legal (a player who did not follow is given no card of the led
suit). The expected eyes, bonuses and points are worked out by hand in each test. A second part
plays many random rounds and checks them against a scorer written here from R3-R5 and R10.
"""

from collections import Counter

import pytest

import hydra

from rulings_oracle import build_record, eyes



NORMAL_KEYS = {0: "EO", 1: "EO", 2: "GO", 3: "GO"}   # dealer 4: Alten 0, 1; Jungen 2, 3; Ego 4


def replay_one(trick, winner, **kw):
    kw.setdefault("place", NORMAL_KEYS)
    rnd = hydra.replay(build_record([trick], [winner], **kw))
    assert len(rnd.tricks) == 1
    return rnd


# --- R5: party points ---------------------------------------------------------------------------

@pytest.mark.parametrize("eyes_,mult,bonus,points", [
    (65, 2, 5, 19),            # the rules' worked example: 5 + 2 * 7
    (65, 1, 0, 7), (64, 1, 0, 6), (5, 1, 0, 1), (4, 1, 0, 0), (0, 4, 0, 0),
    (64, 3, 0, 18), (5, 4, 0, 4), (240, 4, 0, 96), (235, 2, 0, 48), (234, 2, 0, 46),
    (15, 3, 10, 16), (0, 2, 15, 15), (120, 3, 0, 36), (125, 3, 0, 39),
])
def test_r5_party_points(eyes_, mult, bonus, points):
    """R5: bonus + multiplier * round_half_up(eyes / 10); 65 -> 7, 64 -> 6, 5 -> 1."""
    assert hydra.party_points(eyes_, mult, bonus=bonus) == points


@pytest.mark.parametrize("eyes_", range(0, 241))
def test_r5_round_half_up(eyes_):
    tenths, rest = divmod(eyes_, 10)
    assert hydra.round_half_up(eyes_) == tenths + (1 if rest >= 5 else 0)


@pytest.mark.parametrize("args", [(-1, 2), (241, 2), (50, 0), (50, 5), (50, 2, -5)])
def test_r5_party_points_refuses_impossible_input(args):
    """R5: points are never negative; eyes are 0..240; the multiplier is 1..4."""
    with pytest.raises(hydra.RuleError):
        hydra.party_points(*args)


# --- R3: trick bonuses -------------------------------------------------------------------------

@pytest.mark.parametrize("trick,winner,trick_eyes,bonus,party", [
    (["E10", "E10", "EK", "EK", "ED"], 4, 39, 0, 2),      # 39 eyes, no bonus; Ego (seat 4) wins
    (["ED", "ED", "E10", "EK", "EK"], 0, 40, 5, 0),       # exactly 40: Doppelkopf
    (["ED", "ED", "EK", "GD", "GD"], 0, 48, 5, 0),        # seats 3, 4 do not follow
    (["E10", "E10", "G10", "G10", "S10"], 0, 50, 10, 0),  # exactly 50: Hydra, 10 not 15
    (["ED", "E10", "ED", "E10", "GD"], 0, 53, 10, 0),
])
def test_r3_trick_bonus(trick, winner, trick_eyes, bonus, party):
    """R3: 40-49 eyes -> 5; 50 or more -> 10 (not 15), to the winner's party."""
    assert sum(eyes(c) for c in trick) == trick_eyes
    rnd = replay_one(trick, winner)
    assert rnd.kind == "normal"
    assert rnd.parties == ((0, 1), (2, 3), (4,))
    want_eyes = [0, 0, 0]
    want_eyes[party] = trick_eyes
    assert tuple(rnd.eyes) == tuple(want_eyes)
    want_bonus = [0, 0, 0]
    want_bonus[party] = bonus
    assert tuple(rnd.bonus) == tuple(want_bonus)
    mult = (3, 3, 4)[party]
    pts = bonus + mult * ((trick_eyes + 5) // 10)
    want_points = [0] * 5
    for seat in ((0, 1), (2, 3), (4,))[party]:
        want_points[seat] = pts
    assert tuple(rnd.points) == tuple(want_points)


def test_r3_r4_doppelkopf_and_fuchs_in_one_trick():
    """Seat 3 (Jungen) ruffs the Eichel trick with SD, seat 4 (Ego) over-ruffs with SU (SU ranks
    above SD): 45 eyes -> 5 (R3), the caught Fuchs -> 5 (R4); 45 rounds up to 5 (R5)."""
    rnd = replay_one(["ED", "ED", "E10", "SD", "SU"], 4)
    assert tuple(rnd.eyes) == (0, 0, 45)
    assert tuple(rnd.bonus) == (0, 0, 10)
    assert tuple(rnd.points) == (0, 0, 0, 0, 10 + 4 * 5)


def test_r3_own_fuchs_in_a_hydra_trick_gives_only_the_trick_bonus():
    """Seat 4 ruffs with its own SD: 53 eyes -> 10 (R3), own Fuchs -> nothing (R4)."""
    rnd = replay_one(["ED", "ED", "E10", "E10", "SD"], 4)
    assert tuple(rnd.eyes) == (0, 0, 53)
    assert tuple(rnd.bonus) == (0, 0, 10)
    assert tuple(rnd.points) == (0, 0, 0, 0, 10 + 4 * 5)


# --- R4: Fuchs gefangen --------------------------------------------------------------------------

@pytest.mark.parametrize("trick,winner,party,trick_eyes,fuchs", [
    # seat 0 (Alten) leads its SD, seat 2 (Jungen) takes it with the Dulle: +5 for Jungen
    (["SD", "SU", "R10", "SO", "RU"], 2, 1, 28, 5),
    # seat 1 (Alten) plays SD into its partner's trick: a party's own SD gives nothing
    (["R10", "SD", "SU", "SO", "RU"], 0, 0, 28, 0),
    # two Foxes into seat 0's Hydra: seat 1's is its own party's, seat 2's (Jungen) counts
    (["HY", "SD", "SD", "SU", "SU"], 0, 0, 26, 5),
    # the Ego's Fox caught by the Alten
    (["HY", "SU", "RU", "GU", "SD"], 0, 0, 17, 5),
    # the Ego catches both Alten Foxes: in a three-party game every other party is outside
    (["SD", "SD", "SU", "SU", "HY"], 4, 2, 26, 10),
])
def test_r4_fuchs_gefangen_in_a_three_party_game(trick, winner, party, trick_eyes, fuchs):
    rnd = replay_one(trick, winner)
    assert rnd.kind == "normal"
    want_eyes, want_bonus = [0, 0, 0], [0, 0, 0]
    want_eyes[party], want_bonus[party] = trick_eyes, fuchs
    assert tuple(rnd.eyes) == tuple(want_eyes)
    assert tuple(rnd.bonus) == tuple(want_bonus)
    fuchs_bonuses = [b for b in rnd.sheet.bonuses if b.kind == "fuchs"]
    assert sum(b.points for b in fuchs_bonuses) == fuchs
    assert all("R4" in b.rule for b in fuchs_bonuses)


def test_r4_normal_solo_soloist_catches_a_fuchs():
    """R4: Fuchs gefangen counts in a normal solo (rulings' table: Fuchs yes)."""
    rnd = hydra.replay(build_record([["R10", "SD", "SU", "SO", "RU"]], [0],
                                    place={0: "EO EO", 1: "GO GO"}, solo=(2, "normal-solo")))
    assert rnd.kind == "solo"
    assert rnd.parties == ((2,), (0, 1, 3, 4))
    assert tuple(rnd.eyes) == (28, 0)
    assert tuple(rnd.bonus) == (5, 0)
    assert tuple(rnd.points) == (0, 0, 5 + 3 * 3, 0, 0)       # R5: the soloist's multiplier is 3


def test_r4_normal_solo_opponents_catch_the_soloists_fuchs():
    rnd = hydra.replay(build_record([["SD", "R10", "SU", "SO", "RU"]], [1],
                                    place={0: "EO EO", 1: "GO GO"}, solo=(2, "normal-solo")))
    assert tuple(rnd.eyes) == (0, 28)
    assert tuple(rnd.bonus) == (0, 5)
    assert tuple(rnd.points) == (11, 11, 0, 11, 11)          # 5 + 2 * 3, multiplier 2 each


@pytest.mark.parametrize("game,trick,place", [
    # trump-solo:O: seat 3 holds no Ober and no Hydra and throws its SD (a Schell card here)
    ("trump-solo:O", ["HY", "SD", "SO", "RO", "GO"], {0: "EO", 4: "EO GO"}),
    # color-solo:S: SD is a Schell trump; still no Fuchs
    ("color-solo:S", ["HY", "SD", "S9", "SU", "SO"], {0: "EO EO", 4: "GO GO"}),
    # color-solo:G: SD is a plain Schell card thrown by a seat without Grün
    ("color-solo:G", ["HY", "SD", "G9", "GU", "GO"], {0: "EO EO", 4: "GO"}),
])
def test_r4_no_fuchs_in_trump_and_color_solos(game, trick, place):
    rnd = hydra.replay(build_record([trick], [0], place=place, solo=(2, game)))
    assert rnd.game.id == game
    trick_eyes = sum(eyes(c) for c in trick)
    assert tuple(rnd.eyes) == (trick_eyes, 0)
    assert tuple(rnd.bonus) == (0, 0)
    assert tuple(rnd.points) == (0, 0, 3 * ((trick_eyes + 5) // 10), 0, 0)


def test_r3_trick_bonus_still_counts_in_a_color_solo():
    """R3 has no exception for solos: a 50-eye trick is a Hydra trick in color-solo:G too."""
    trick = ["ED", "E10", "ED", "E10", "EK"]          # 46 eyes, everybody follows Eichel
    rnd = hydra.replay(build_record([trick], [0], place={0: "EO EO", 4: "GO GO"},
                                    solo=(2, "color-solo:G")))
    assert tuple(rnd.eyes) == (46, 0)
    assert tuple(rnd.bonus) == (5, 0)
    assert rnd.points[2] == 5 + 3 * 5


# --- six players --------------------------------------------------------------------------------

def test_r11_six_player_dealer_scores_zero():
    """R11: with six players the dealer sits out and scores 0. Dealer 5: seats 0..4 play."""
    rnd = hydra.replay(build_record([["ED", "ED", "E10", "EK", "EK"]], [0], dealer=5, players=6,
                                    place=NORMAL_KEYS))
    assert rnd.parties == ((0, 1), (2, 3), (4,))
    assert len(rnd.points) == 6
    assert tuple(rnd.points) == (17, 17, 0, 0, 0, 0)


def test_r11_six_player_dealer_in_the_middle():
    """Dealer 2 of six: seat 3 leads; seat 2 holds nothing and scores 0."""
    rnd = hydra.replay(build_record([["ED", "ED", "E10", "EK", "EK"]], [0], dealer=2, players=6,
                                    place={3: "EO", 4: "EO", 5: "GO", 0: "GO"}))
    assert rnd.parties == ((3, 4), (0, 5), (1,))
    assert tuple(rnd.points) == (0, 0, 0, 17, 17, 0)


# --- many random rounds against a scorer written from R3, R4, R5, R8, R10 -----------------------

def oracle_parties(record):
    seats = [(record["dealer"] + 1 + i) % record["players"] for i in range(record["players"])]
    if record["players"] == 6:
        seats = seats[:-1]
    if record.get("solo"):
        s = record["solo"]["seat"]
        return [(s,), tuple(sorted(x for x in seats if x != s))], (3, 2)
    prop = record.get("proposal")
    if prop and prop.get("accepted_by") is not None:
        pair = tuple(sorted((prop["seat"], prop["accepted_by"])))
        return [pair, tuple(sorted(x for x in seats if x not in pair))], (3, 2)
    eo = [s for s in seats for c in record["hands"][s] if c == "EO"]
    go = [s for s in seats for c in record["hands"][s] if c == "GO"]
    if set(eo) & set(go):
        team = tuple(sorted(set(eo) | set(go)))
        parties = [team, tuple(sorted(x for x in seats if x not in team))]
    else:
        parties = [tuple(sorted(set(eo))), tuple(sorted(set(go))),
                   tuple(sorted(x for x in seats if x not in eo and x not in go))]
    return parties, tuple(5 - len(p) for p in parties)


class AntragPlayer(hydra.RandomPlayer):
    """Random, but says morbus and makes an Antrag whenever it holds a pair, and accepts an offer
    half of the time, so that the rounds include open Antrags, accepted and declined."""

    def choose(self, rnd):
        actions = rnd.legal_actions()
        if rnd.phase == "calls":
            pairs = hydra.hydra.calls.antrag_pairs(rnd.hand(rnd.to_move))
            return "morbus" if pairs else "valeo"
        if rnd.phase == "declare":
            antrag = [a for a in actions if a.startswith("antrag")]
            return self.rng.choice(antrag or actions)
        if rnd.phase == "throw-in":
            return "keep"
        return self.rng.choice(actions)


def random_rounds():
    out = []
    for seed in range(40):
        out.append(hydra.play_round(seed=500 + seed, players=5 + seed % 2, dealer=seed % 5,
                                    player=AntragPlayer(seed)))
    for seed in range(60):
        out.append(hydra.play_round(seed=seed, players=5 + seed % 2, dealer=seed % 5,
                                    player=hydra.RandomPlayer(seed)))
    for seed in range(20):
        out.append(hydra.play_round(seed=1000 + seed, players=5 + seed % 2, dealer=(seed * 3) % 5))
    return out


ROUNDS = random_rounds()


def test_random_rounds_cover_solos_proposals_and_healthy_games():
    kinds = Counter(r.kind for r in ROUNDS)
    assert kinds["solo"] > 0 and kinds["proposal"] > 0
    assert sum(n for k, n in kinds.items() if k not in ("solo", "proposal")) > 0


@pytest.mark.parametrize("index", range(len(ROUNDS)))
def test_r3_r4_r5_r8_random_round_against_the_oracle(index):
    rnd = ROUNDS[index]
    record = rnd.to_record()
    assert rnd.is_over and len(rnd.tricks) == 10
    parties, multipliers = oracle_parties(record)
    assert [tuple(p) for p in rnd.parties] == parties
    party_of = {s: i for i, p in enumerate(parties) for s in p}
    solo = record.get("solo")
    game = solo["game"] if solo else "normal"
    fuchs_counts = game in ("normal", "normal-solo")
    seats = list(rnd.seats)
    lead = solo["seat"] if solo else seats[0]                       # R8
    party_eyes = [0] * len(parties)
    bonus = [0] * len(parties)
    for trick in rnd.tricks:
        assert trick.seats[0] == lead                                # R8: winner leads next
        start = seats.index(lead)
        assert list(trick.seats) == [seats[(start + i) % 5] for i in range(5)]
        winner = trick.seats[trick.winner]
        p = party_of[winner]
        e = sum(eyes(str(c)) for c in trick.cards)
        party_eyes[p] += e
        if e >= 50:
            bonus[p] += 10                                           # R3
        elif e >= 40:
            bonus[p] += 5
        if fuchs_counts:
            for c, s in zip(trick.cards, trick.seats):
                if str(c) == "SD" and party_of[s] != p:
                    bonus[p] += 5                                    # R4
        lead = winner
    assert sum(party_eyes) == 240
    assert tuple(rnd.eyes) == tuple(party_eyes)
    assert sum(rnd.sheet.eyes) == 240
    assert tuple(rnd.bonus) == tuple(bonus)
    assert tuple(rnd.sheet.multipliers) == multipliers
    points = [0] * rnd.players                                       # R11: sitting-out dealer 0
    for p, party in enumerate(parties):
        for s in party:
            points[s] = bonus[p] + multipliers[p] * ((party_eyes[p] + 5) // 10)   # R5
    assert tuple(rnd.points) == tuple(points)
    assert all(x >= 0 for x in rnd.points)
    if rnd.players == 6:
        assert rnd.points[rnd.dealer] == 0


def test_r5_sheet_says_how_the_eyes_round_and_why_each_multiplier():
    """R5: 87 eyes are 8.7, which rounds to 9; in a solo the soloist has 3 and each opponent 2,
    which is not the number of opponents; otherwise the multiplier is the players outside."""
    solo = hydra.Round.new(seed=4)
    while solo.phase == "throw-in":
        solo.apply("keep")
    for seat in solo.seats:
        solo.call("morbus" if seat == solo.seats[0] else "valeo")
    solo.declare("solo", "color-solo:G")
    while not solo.is_over:
        solo.play(solo.legal_cards()[0])
    lines = solo.sheet.lines()
    eyes = solo.sheet.eyes[0]
    assert f"{eyes} eyes; {eyes // 10}.{eyes % 10} rounds to {(eyes + 5) // 10} (R5)" in lines[0]
    assert "multiplier 3: the soloist's multiplier, R5" in "\n".join(lines)
    assert "multiplier 2: each opponent of a soloist, R5" in "\n".join(lines)
    assert "number of opponents" not in "\n".join(lines)
    healthy = hydra.play_round(seed=3)
    text = "\n".join(healthy.sheet.lines())
    for m in healthy.sheet.multipliers:
        assert f"multiplier {m}: the number of players outside the party, R5" in text
