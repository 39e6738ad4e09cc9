"""Who wins and the game points (D30, D31, D34, D35, D37)."""

from __future__ import annotations

from hydra.doppelkopf.scoring import game_lines, winner


def test_turnier_without_limits_re_needs_121_D30():
    assert winner("turnier", (121, 119), (5, 5), (0, 0)) == 0
    assert winner("turnier", (120, 120), (5, 5), (0, 0)) == 1


def test_turnier_missed_limit_scored_as_if_reached_for_the_other_party_D30_D31():
    """D30: Re announced keine 60 but Kontra made 70: Kontra wins; 1 + 2 steps as if reached +
    2 announced + 1 against the Alten = 6."""
    assert winner("turnier", (170, 70), (8, 2), (2, 0)) == 1
    lines = game_lines("turnier", 1, (170, 70), (8, 2), (2, 0))
    assert sum(ln.points for ln in lines) == 6 and all(ln.party == 1 for ln in lines)


def test_hausrunde_120_when_only_kontra_said_doppelt_D34():
    assert winner("hausrunde", (120, 120), (5, 5), (0, 0), doppelt=(False, True)) == 0
    assert winner("hausrunde", (120, 120), (5, 5), (0, 0), doppelt=(True, True)) == 1


def test_hausrunde_120_against_keine_90_D35():
    """D35: Kontra reaches 120 against Re's keine 90: 1 + 1 announced + 1 against = 3."""
    lines = game_lines("hausrunde", 1, (120, 120), (5, 5), (1, 0))
    assert sum(ln.points for ln in lines) == 3


def test_schwarz_needs_no_trick_D31_D35():
    assert winner("turnier", (240, 0), (10, 0), (4, 0)) == 0
    assert winner("turnier", (240, 0), (9, 1), (4, 0)) == 1      # 0 eyes, but a trick


def test_both_limits_missed_nobody_wins_D37():
    assert winner("hausrunde", (120, 120), (5, 5), (1, 1)) is None
    assert game_lines("hausrunde", None, (120, 120), (5, 5), (1, 1)) == []
