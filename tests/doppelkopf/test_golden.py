"""Golden playthroughs, checked by hand against the texts (expected points with the arithmetic)."""

from __future__ import annotations

from hydra import doppelkopf as dk

from .dk_helpers import HOCHZEIT_HANDS, HOCHZEIT_TRICKS, QUEEN_HANDS, QUEEN_TRICKS, play, start


def test_turnier_damensolo_schwarz_D10_D31_D33():
    """Turnier Damensolo, no announcements; the soloist wins every trick (D10, D31, D33)."""
    rnd = start(QUEEN_HANDS, "turnier", ["solo:queen-solo", "gesund", "gesund", "gesund"])
    assert rnd.contract == "solo" and rnd.to_move == 1          # D10: the dealer's left leads
    play(rnd, QUEEN_TRICKS)
    assert rnd.eyes == (240, 0)
    # 1 gewonnen + 4 steps reached (under 90, 60, 30, schwarz) = 5, no doubling;
    # Sonderpunkte (D33, also in a solo): two Füchse of seat 0 caught = +2; 5 + 2 = 7;
    # the soloist x3 = 21, each opponent -7.
    assert rnd.points == (-7, 21, -7, -7)
    assert rnd.result.winner == 0


def test_turnier_damensolo_with_re_and_schwarz_D21_D22_D32():
    """Re at card 0, keine 90 at card 4, schwarz at card 8: schwarz includes 60 and 30 (D22)."""
    rnd = start(QUEEN_HANDS, "turnier", ["solo:queen-solo", "gesund", "gesund", "gesund"])
    play(rnd, QUEEN_TRICKS, {0: ["re"], 4: ["keine 90"], 8: ["schwarz"]})
    # 1 gewonnen + 4 reached + 4 announced (90, 60, 30, schwarz) = 9; Re doubles: 18 (D32);
    # + 2 Füchse caught (not doubled) = 20; soloist 60, opponents -20 each.
    assert rnd.points == (-20, 60, -20, -20)


def test_hausrunde_damensolo_doppelt_and_all_limits_D23_D35_D36():
    """Hausrunde Damensolo: doppelt, then every limit in order (D23) at the soloist's leads."""
    rnd = start(QUEEN_HANDS, "hausrunde", ["solo:queen-solo", "gesund", "gesund", "gesund"])
    play(rnd, QUEEN_TRICKS, {0: ["doppelt"], 4: ["keine 90"], 8: ["keine 60"], 12: ["keine 30"],
                             16: ["schwarz"]})
    # 1 gewonnen + 4 "unter 90/60/30/schwarz gespielt" + 4 "abgesagt" = 9; one Doppelt: 18 (D35);
    # Sonderpunkte (D36): no Fuchs in a solo; the Karlchen (EU) of seat 2 is beaten in the last
    # trick: +1; 18 + 1 = 19; soloist 57, opponents -19 each.
    assert rnd.points == (-19, 57, -19, -19)


def test_turnier_hochzeit_first_trick_partner_D9_D26_D33():
    """Turnier Hochzeit 'erster': seat 3 wins trick 1 and is the partner; Re said at card 4."""
    rnd = start(HOCHZEIT_HANDS, "turnier", ["hochzeit:erster", "gesund", "gesund", "gesund"])
    play(rnd, HOCHZEIT_TRICKS, {4: ["re"]})
    assert rnd.partner == 3 and rnd.parties == ((1, 3), (2, 0))
    # Re eyes 29+27+36+26+35+13+19+17+8 = 210, Kontra 30 (trick 6).
    assert rnd.eyes == (210, 30)
    # 1 gewonnen + under 90 + under 60 = 3; Re doubles: 6. Sonderpunkte: Fuchs of seat 2 caught
    # in trick 5 (+1 Re), Herzstich RK RD RK RD in trick 6 (+1 Kontra), Karlchen makes the last
    # trick (+1 Re): net +1; 6 + 1 = 7.
    assert rnd.points == (-7, 7, -7, 7)


def test_hausrunde_hochzeit_doppelt_D9_D27_D36():
    """The same cards in the hausrunde: Klärungsstich 1, Doppelt at card 4 (D27)."""
    rnd = start(HOCHZEIT_HANDS, "hausrunde", ["hochzeit", "gesund", "gesund", "gesund"])
    play(rnd, HOCHZEIT_TRICKS, {4: ["doppelt"]})
    # 1 gewonnen + unter 90 + unter 60 = 3; one Doppelt: 6. Sonderpunkte (D36): Fuchs caught +1,
    # Karlchen makes the last trick +1 (no Herzstich in the hausrunde): 6 + 2 = 8.
    assert rnd.points == (-8, 8, -8, 8)


def test_golden_records_replay_to_the_same_points():
    rnd = start(HOCHZEIT_HANDS, "turnier", ["hochzeit:erster", "gesund", "gesund", "gesund"])
    play(rnd, HOCHZEIT_TRICKS, {4: ["re"]})
    again = dk.replay(rnd.to_record())
    assert again.points == rnd.points and again.parties == ((1, 3), (2, 0))
    assert again.eyes == (210, 30)
