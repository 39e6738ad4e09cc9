"""Rulings read against the seeds line by line (issue 24): a reizen bid in a Hochzeit (D48), the Schweine
of a Hochzeit played alone (D43), the Fuchs in solos (D36), the Turnier's limit steps (D31), two Karlchen
beaten (D49), Schweine without an announcement (D50), what the table hears of a Trumpfabgabe (D51)."""

from __future__ import annotations

from hydra import doppelkopf as dk
from hydra.doppelkopf.compare import difference
from hydra.doppelkopf.reservations import eo_holders
from hydra.doppelkopf.scoring import sonderpunkte
from tutor.doppelkopf.rulecard import RuleCard, choices, rows

from .dk_helpers import play

# The issue's position (hausrunde, dealer 3): seat 0 holds both Kreuz-Damen, seat 1 a Damensolo
BID_HANDS = ["EO EO GK G10 SK SK S10 S10 SU SU", "GK G10 GD GD RO RO SO SO GO GO",
             "R10 R10 EU EU GU GU RU RU SD SD", "ED ED E10 E10 EK EK RD RD RK RK"]
# each trick in the order played; trick 1 goes to seat 2 (R10), the Hochzeit's partner
BID_TRICKS = ["GK GD R10 EK", "R10 ED EO RO", "EU ED EO RO", "G10 GK EU E10", "GU E10 SK SO",
              "G10 GU EK SK", "RU RD S10 SO", "GD RU RD S10", "SD RK SU GO", "GO SD RK SU"]


def _bid_round() -> dk.Round:
    r = dk.Round.from_deal(BID_HANDS, rules="hausrunde", dealer=3)
    for action in ("hochzeit", "solo:queen-solo", "gesund", "gesund"):
        r.apply(action)
    for action in ("passen", "reizen", "passen", "passen"):    # seat 2 outbids the Damensolo (D40)
        r.apply(action)
    assert r.contract == "hochzeit" and r.contract_seat == 0 and r.bidding is not None
    assert r.bidding.holder == 2 and r.bidding.level == 1      # seat 2's bid: Doppelt
    return r


def test_a_reizen_bid_counts_for_the_bidders_party_after_the_klaerungsstich_D48_D24():
    """D48 (H77, H92, H127): seat 2 won the reizen with a Doppelt and becomes the groom's partner (Re) in
    trick 1; the Doppelt is Re's one, so Kontra (seat 3) may still say its own and Re (seat 0) may not."""
    r = _bid_round()
    assert [(c.seat, c.call, c.bid) for c in r.calls.calls] == [(2, "doppelt", True)]   # said in the reizen
    play(r, BID_TRICKS[:1])
    assert r.partner == 2 and r.parties == ((0, 2), (1, 3))
    assert r.calls.doppelt_parties == [1, 0]                   # Re's Doppelt, not Kontra's
    r.apply(dk.dk_card("R10"))                                 # seat 2 leads trick 2
    assert r.to_move == 3 and "doppelt" in r.legal_actions()   # Kontra has said nothing yet
    r.apply("doppelt")
    r.apply(dk.dk_card("ED"))
    assert r.to_move == 0 and "doppelt" not in r.legal_actions()   # one Doppelt per party (D24)
    assert "doppelt" in str(r.calls.refusal(0, "doppelt", 0, r.cards_played))


def test_the_hochzeit_position_of_issue_24_played_to_its_score_D48_D35_D36():
    """The whole round: Re (seats 0 and 2) takes 155 eyes; Re's bid and Kontra's Doppelt double twice."""
    r = play(_bid_round(), BID_TRICKS, {5: ["doppelt"]})      # seat 3 says Kontra's Doppelt in trick 2
    res = r.result
    assert r.parties == ((0, 2), (1, 3))
    assert res.eyes == (155, 85) and res.tricks == (6, 4) and res.winner == 0
    assert res.doublings == 2
    assert [(ln.party, ln.what, ln.points, ln.doubled) for ln in res.lines] == [
        (0, "gewonnen", 1, True), (0, "unter 90 gespielt", 1, True),
        (1, "Fuchs gefangen (Stich 9)", 1, False), (1, "Fuchs gefangen (Stich 10)", 1, False)]
    assert res.value == 2 * 4 - 2 and res.points == (6, -6, 6, -6)
    assert dk.replay(r.to_record()).points == res.points       # the record replays to the same score


def test_a_groom_who_won_the_reizen_has_his_bid_at_once_D48():
    """The groom is Re from the start: his bid is Re's at once."""
    hands = [BID_HANDS[2], BID_HANDS[0], BID_HANDS[1], BID_HANDS[3]]   # seat 1 the groom, seat 2 the solo
    r = dk.Round.from_deal(hands, rules="hausrunde", dealer=0)
    for action in ("hochzeit", "solo:queen-solo", "gesund", "gesund"):
        r.apply(action)
    r.apply("reizen")                                           # seat 1, the groom, bids
    r.apply("passen")                                           # seat 2 gives its Damensolo up
    r.apply("passen")
    r.apply("passen")
    assert r.contract == "hochzeit" and r.contract_seat == 1
    assert r.calls.doppelt_parties == [1, 0] and r.calls.unbooked == ()


# Hausrunde with Schweine, dealer 3: seat 0 the groom, seat 2 holds both Karo-Asse
PIG_HANDS = ["EO EO R10 R10 GO GO RO RO SO SO", "EU EU GU GU RU RU SU SU GK GK",
             "SD SD S10 S10 SK SK ED ED E10 E10", "EK EK GD GD G10 G10 RD RD RK RK"]


def test_a_hochzeit_played_alone_has_no_schweine_from_the_fourth_trick_D43():
    """D43 (3.3, 3.2.3): the groom wins the first three tricks and plays a Farbsolo in Karo, which has no
    Schweine: in trick 4 the Kreuz-Dame beats the Karo-As."""
    r = dk.Round.from_deal(PIG_HANDS, rules="hausrunde", dealer=3, schweine=True)
    for action in ("hochzeit", "gesund", "gesund", "gesund"):
        r.apply(action)
    assert r.schweine_seat == 2
    play(r, ["R10 SU SK GD", "R10 SU SK G10", "GO RU S10 RD"])
    assert r.partner is None and r.is_solo and r.schweine_seat is None
    play(r, ["EO EU SD EK"])
    cards, seats, w = r.tricks[-1]
    assert str(cards[w]) == "EO" and seats[w] == 0
    assert r.trick_game(1).trumps[-1] == dk.dk_card("SD")      # the first three had them
    assert r.trick_game(4).trumps[-1] != dk.dk_card("SD")
    assert str(r.explain_trick(4).sentence).startswith("Kreuz-Dame (EO) wins")   # type: ignore[attr-defined]


def _karo_solo(seed: int, bought: bool) -> dk.Round:
    """Seat with both Kreuz-Damen: a silent solo, or a Karo solo it announces; the same cards played."""
    r = dk.Round.new(seed=seed, rules="hausrunde", dealer=3)
    holder = eo_holders(r.hands, r.seats)[0]
    while r.phase in ("reservations", "reizen"):
        r.apply("passen" if r.phase == "reizen" else
                "solo:color-solo:S" if bought and r.to_move == holder else "gesund")
    while not r.is_over:
        r.apply(r.legal_cards()[0])
    return r


def test_a_caught_fuchs_counts_in_a_karo_solo_but_not_in_the_silent_solo_D36():
    """D36 (6.2, 3.2.5): Sonderpunkte count in a solo, the Karo solo included; the silent solo has none."""
    silent, bought = _karo_solo(0, False), _karo_solo(0, True)
    assert (silent.contract, bought.contract, bought.solo_game) == ("silent-solo", "solo", "color-solo:S")
    assert [t[0] for t in silent.tricks] == [t[0] for t in bought.tricks]
    assert [ln.what for ln in bought.result.lines if "Fuchs" in ln.what] == ["Fuchs gefangen (Stich 4)"]
    assert not [ln for ln in silent.result.lines if "Fuchs" in ln.what]
    trick = [(tuple(dk.dk_cards("EO SD SK S10")), (0, 1, 2, 3), 0)]
    for game, want in (("color-solo:S", 1), ("queen-solo", 0), ("color-solo:E", 0)):
        lines = sonderpunkte("hausrunde", dk.get_game(game, "hausrunde"), trick, (0, 1, 1, 1), solo=True,
                             kreuz_damen=False, win=None)
        assert len(lines) == want, game


def test_the_fuchs_row_says_where_the_fuchs_counts_D36():
    d = difference("fuchs")
    hausrunde = d.says_for("hausrunde")
    assert "Karo" in hausrunde and "silent solo" in hausrunde and "not in a solo" not in hausrunde
    assert ("D36", "no-fuchs-in-solo") in [(rid, r.name) for rid, r in d.readings]
    assert "D36.2" in [c.key for c in choices("hausrunde")]


def test_the_schweine_row_says_what_the_engine_plays_D43():
    """The Schweine row: not in a solo, and a Hochzeit played alone drops them (D43)."""
    d = difference("schweine")
    row = next(r for r in rows(RuleCard("hausrunde", schweine=True)) if r.topic == d.topic)
    for text in (d.says_for("hausrunde"), row.text):
        assert "plays alone" in text and "Karo solo" in text and "never in a solo" in text
    assert ("D43", "trumpfsolo") in [(rid, r.name) for rid, r in d.readings]


def test_the_literal_limit_step_reading_is_named_D31():
    """D31 (T56): every step reached counts; "die angesagte Punktzahl" is the other reading, on the rule
    card and the differences page."""
    names = [r.name for r in dk.readings("D31")]
    assert "every-step" in names and "announced-steps" in names
    assert "D31.2" in [c.key for c in choices("turnier")]
    assert "announced-steps" in [r.name for rid, r in difference("winning").readings if rid == "D31"]


def test_two_karlchen_beaten_in_the_last_trick_are_two_points_D49():
    filler = (tuple(dk.dk_cards("EK EK GK GK")), (0, 1, 2, 3), 0)
    last = (tuple(dk.dk_cards("EU EU EO SK")), (0, 1, 2, 3), 2)
    lines = sonderpunkte("hausrunde", dk.get_game("normal", "hausrunde"), [filler] * 9 + [last], (1, 1, 0, 0),
                         solo=False, kreuz_damen=False, win=None)
    assert [ln.what for ln in lines] == ["Karlchen im letzten Stich überstochen"] * 2
    assert [r.name for r in dk.readings("D49")] == ["per-karlchen", "per-trick"]


def test_schweine_need_no_announcement_D50():
    """D50 (H139): nobody says "Schweine"; the holder's Karo-Asse are on top all the same."""
    r = dk.Round.from_deal(PIG_HANDS, rules="hausrunde", dealer=3, schweine=True)
    for action in ("hochzeit", "gesund", "gesund", "gesund"):
        r.apply(action)
    assert r.schweine_seat == 2 and r.game.trumps[-1] == dk.dk_card("SD")
    said = set()
    while not r.is_over:
        said |= {a for a in r.legal_actions() if isinstance(a, str)}
        r.apply(r.legal_cards()[0])
    assert said and not any("schwein" in a for a in said)
    assert [x.name for x in dk.readings("D50")] == ["automatic", "announced"]


POOR = ["SD SD SU EK E10 ED GK G10 GD RK", "SK SK S10 S10 RU RU GU GU EU EU",
        "SO SO RO RO GO GO EO EO R10 R10", "EK E10 ED GK G10 GD RK RD RD SU"]


def _armut(rules: str) -> dk.Round:
    r = dk.Round.from_deal(POOR, rules=rules, dealer=3)
    r.apply("armut")
    while r.phase == "reservations":
        r.apply("gesund")
    while r.phase == "armut-add":
        r.apply("beilegen:keine")
    r.apply("annehmen")                                         # seat 1 takes the trumps
    while r.phase == "armut-return":
        r.apply(r.legal_actions()[-1])
    assert r.phase == "play"
    return r


def test_the_hausrunde_tells_only_whether_trump_came_back_D51_D41():
    """D51 (H131): in the Hausrunde the other seats hear only whether a trump came back, not how many;
    the Turnier's taker says the number to everyone (D41)."""
    r = _armut("hausrunde")
    back = r.armut["returned_trumps"]
    assert isinstance(back, int) and back > 0
    public = {s: dict(r.view(s).armut_public) for s in r.seats}
    assert public[2]["returned_trumps"] is None and public[3]["returned_trumps"] is None
    assert public[2]["trump_returned"] is True
    assert public[0]["returned_trumps"] == back and public[1]["returned_trumps"] == back
    t = _armut("turnier")
    assert dict(t.view(2).armut_public)["returned_trumps"] == t.armut["returned_trumps"]
