"""Score sheet: every number shown is the engine's (ScoreSheet, party_points)."""

import hydra
from widgets.hydra.course.scoresheet import ScoreSheetView, bonus_table, score_table, seat_table


def test_tables_match_engine_sheet():
    rnd = hydra.play_round(seed=1)
    sheet = rnd.sheet
    table = score_table(rnd)
    assert list(table["points each"]) == list(sheet.party_points)
    assert list(table["eyes"]) == list(sheet.eyes) and sum(sheet.eyes) == 240
    assert list(seat_table(rnd)["points"]) == list(sheet.points)
    assert len(bonus_table(rnd)) == len(sheet.bonuses)


def test_view_shows_lines_and_calculator():
    rnd = hydra.play_round(seed=1)
    view = ScoreSheetView(rnd)
    for line in rnd.sheet.lines():
        assert line.strip().split(":")[0] in view.sheet_view.value
    view.eyes.value, view.multiplier.value, view.bonus.value = 64, 3, 0
    assert view.points == hydra.party_points(64, 3, 0) == 18
    assert "18 points" in view.formula.value


def test_record_and_partial_round():
    rnd = hydra.play_round(seed=2)
    record = rnd.to_record()
    record["tricks"] = record["tricks"][:4]
    view = ScoreSheetView(record)
    assert view.sheet.tricks_played == 4
    assert "4 tricks" in view.snapshot_html()
