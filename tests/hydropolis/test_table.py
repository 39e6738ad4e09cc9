"""The table: the spec's worked examples 1-8 and the rules P5-P11 that decide them."""

from __future__ import annotations

import pytest

from hydra.core.errors import NotationError, RuleError
from hydra.hydropolis import CELLS, Card, Cell, Table


def chain() -> Table:
    """Worked examples 1-4 build on each other from the start card .b.b at (4,4)."""
    return Table.start(".b.b")


def parts(score):
    return (score.covering, score.neighbours, score.caps, score.pipes, score.total)


def test_example_1_straight_beside_the_start_card_P8_P11():
    table = chain()
    assert table.check(".b.b", (5, 4)) is None
    assert parts(table.lay(".b.b", (5, 4))) == (0, 1, 0, 3, 4)


def test_example_2_red_capped_pipe_against_blue_scores_2_for_the_pipe_P11():
    table = chain()
    table.lay(".b.b", (5, 4))
    assert parts(table.lay(".R.r", (6, 4))) == (0, 1, 0, 2, 3)


def test_example_3_a_cap_card_must_be_turned_P4_P8_P11():
    table = chain()
    table.lay(".b.b", (5, 4))
    table.lay(".R.r", (6, 4))
    reason = table.check("...B", (3, 4))
    assert reason is not None and reason.rules == ("P8",)
    assert "E side is empty and meets the blue pipe on the W side of `.b.b` at (4,4)" in reason
    assert "Eine leere Kartenkante darf nicht an ein Rohr anschließen" in reason
    assert Card.parse("...B").turned() is Card.parse(".B..")
    assert parts(table.lay(".B..", (3, 4))) == (0, 1, 1, 0, 2)


def test_example_4_cap_against_cap_and_no_connection_P8_then_a_cap_on_the_table_scores_P11():
    table = chain()
    table.lay(".b.b", (5, 4))
    table.lay(".R.r", (6, 4))
    table.lay(".B..", (3, 4))
    no_link = table.check(".R..", (7, 4))
    assert no_link is not None and "makes no connection" in no_link and no_link.rules == ("P8",)
    cap_on_cap = table.check("...R", (7, 4))
    assert cap_on_cap is not None and "a cap may not meet a cap" in cap_on_cap
    assert "W side is a red cap and meets the red cap on the E side of `.R.r` at (6,4)" in cap_on_cap
    assert parts(table.lay(".r.r", (7, 4))) == (0, 1, 1, 0, 2)


def test_example_5_a_pipe_into_an_empty_edge_and_no_connection_P8():
    table = Table.start(".b.b")
    dead_end = table.check("b.b.", (4, 3))
    assert dead_end is not None and "S side is a blue pipe and meets the empty N side of `.b.b` at (4,4)" in dead_end
    assert "Rohr-Sackgassen" in dead_end
    empty = table.check(".bb.", (4, 5))
    assert empty is not None and "makes no connection" in empty
    assert not table.fits("b.b.", (4, 3)) and not table.fits(".bb.", (4, 5))


def test_example_6_covering_a_leaky_card_P7_P9_P11():
    table = Table.start(".b.b")
    table.lay(".b.b*", (5, 4))
    table.lay(".r.r", (6, 4))
    score = table.lay(".r.r", (5, 4))
    assert parts(score) == (5, 2, 0, 5, 12)
    assert table.stack((5, 4)) == (Card.parse(".b.b*"), Card.parse(".r.r"))
    assert table.top((5, 4)) is Card.parse(".r.r")
    assert "covering: 5 for covering the leaky `.b.b*` at (5,4)" in score.reasons[0]


def test_example_7_diagonal_neighbours_count_P5_P11():
    table = Table.start(".b.b")
    table.lay(".bb.", (3, 4))
    score = table.lay("bb..", (3, 5))
    assert parts(score) == (0, 2, 0, 3, 5)
    assert score.around == [Cell(3, 4), Cell(4, 4)]


def wrench_table(diagonals: int) -> Table:
    table = Table.start("bbbb")
    table.lay(".b.b*", (5, 4))
    table.lay("bbbb", (6, 4))
    table.lay("b.b.", (4, 3))
    if diagonals == 2:
        table.lay("b.b.", (6, 3))
    return table


def test_example_8_fifteen_points_in_one_lay_P11_P14():
    assert parts(wrench_table(2).score(".b.b", (5, 4))) == (5, 4, 0, 6, 15)
    assert wrench_table(1).score(".b.b", (5, 4)).total == 14


def test_P6_the_table_edge_forbids_nothing_and_a_card_off_the_table_is_refused():
    table = Table.start(".b.b")
    for col in range(5, 9):
        table.lay(".b.b", (col, 4))             # the last one's E pipe faces the table's edge
    assert table.top((8, 4)) is Card.parse(".b.b")
    reason = table.check(".b.b", (9, 4))
    assert reason is not None and reason.rules == ("P6",) and "(9,4) is off the table" in reason
    with pytest.raises(RuleError) as info:
        table.lay(".b.b", (9, 4))
    assert info.value.rule == "P6" and "Tischkante" in str(info.value)
    assert Table.SIZE == 9 and len(CELLS) == 81


def test_P7_a_card_on_a_card_that_is_not_leaky_is_refused_with_a_sentence():
    table = Table.start(".b.b")
    with pytest.raises(RuleError) as info:
        table.lay(".b.b", (4, 4))
    assert info.value.rule == "P7" and "(4,4) holds `.b.b`, which is not leaky" in str(info.value)
    table.lay(".B..", (3, 4))
    reason = table.check(".B..", (3, 4))
    assert reason is not None and "a cap never leaks" in reason


def test_P7_an_empty_cell_with_no_card_at_its_sides_is_refused():
    reason = Table.start(".b.b").check(".b.b", (5, 5))
    assert reason is not None and reason.rules == ("P7",) and "no card lies at any of its sides" in reason


def test_P8_a_leaky_first_card_alone_cannot_be_covered():
    table = Table.start(".b.b*")
    reason = table.check(".b.b", (4, 4))
    assert reason is not None and "makes no connection" in reason
    assert table.legal_moves([".b.b", "bbbb"]) == [] or all(m.cell != Cell(4, 4) for m in
                                                             table.legal_moves([".b.b", "bbbb"]))


def test_P9_a_leaky_card_on_top_may_be_covered_again_and_only_the_top_card_counts():
    table = wrench_table(2)
    assert table.lay(".b.b*", (5, 4)).total == 15
    assert table.lay(".b.b*", (5, 4)).total == 15
    assert len(table.stack((5, 4))) == 3
    assert table.lay("b.b.", (6, 5)).neighbours == 2        # (6,4) and the stack at (5,4), once


def test_P10_checks_the_sides_in_the_order_N_E_S_W():
    table = Table.start("bbbb")
    reason = table.check("...B", (4, 5))               # its empty N side meets the S pipe
    assert reason is not None and "N side is empty and meets the blue pipe on the S side" in reason


def test_P11_caps_score_whichever_card_holds_the_cap_and_only_same_colour():
    table = Table.start(".B.b")                    # blue cap on E, pipe on W
    assert table.score(".b.b", (5, 4)).caps == 1    # the table's cap meets the new pipe
    assert table.score(".r.r", (5, 4)).caps == 0    # another colour: no cap point
    assert table.score(".B..", (3, 4)).caps == 1    # the new card's cap meets the table's pipe


def test_P11_a_capped_side_of_a_pipe_piece_does_not_score_as_a_pipe():
    table = Table.start(".b.b")
    score = table.score("...B", (5, 4))             # the new card is a cap card: no pipes part
    assert score.pipes == 0 and score.caps == 1
    capped = table.score(".b.B", (5, 4)) if table.fits(".b.B", (5, 4)) else None
    assert capped is not None and capped.pipes == 0 and capped.caps == 1


def test_P11_score_of_a_card_that_does_not_fit_raises_the_rule_error():
    with pytest.raises(RuleError) as info:
        Table.start(".b.b").score("bb..", (5, 4))
    assert info.value.rule == "P8" and "may not go to (5,4)" in str(info.value)


def test_fits_check_and_legal_moves_agree_on_every_cell():
    table = wrench_table(2)
    table.lay(".b.b*", (3, 4))
    hand = [Card.parse(c) for c in (".bb.", ".B..", "bbb.", ".r.r*")]
    expected = {(face, cell) for card in hand for face in (card, card.turned()) for cell in CELLS
                if table.check(face, cell) is None}
    assert all(table.fits(face, cell) == (table.check(face, cell) is None)
               for card in hand for face in (card, card.turned()) for cell in CELLS)
    moves = table.legal_moves(hand)
    assert len(moves) == len(set(moves)) and set(moves) == expected


def test_bad_cells_get_a_sentence():
    with pytest.raises(NotationError, match="is not a cell"):
        Table.start(".b.b").check(".b.b", "5;4")
    with pytest.raises(NotationError, match="not a cell"):
        Table.start(".b.b").check(".b.b", (5,))
    assert Cell.parse("(5,4)") == Cell(5, 4) == Cell.parse("5 4")


def test_the_shapes_hint_only_speeds_up_legal_moves_every_card_is_judged_the_same():
    from hydra.hydropolis.table import shapes_of
    moves = [".b.b*", "bbbb", "b.b.", ".bb.", ".B.b", "bb..*", ".b.b", "b..b"]
    hinted, full = Table.start(".b.b", shapes=shapes_of([".b.b"])), Table.start(".b.b")
    cells = [(5, 4), (6, 4), (6, 5), (6, 3), (7, 4), (5, 4), (3, 4), (6, 6)]
    for card, cell in zip(moves, cells):
        assert hinted.check(card, cell) == full.check(card, cell)
        if full.fits(card, cell):
            assert hinted.lay(card, cell) == full.lay(card, cell)
    hand = [Card.parse(c) for c in (".bb.", ".B..", "bbb.", ".r.r*", "b..b")]
    assert hinted.legal_moves(hand) == full.legal_moves(hand) and hinted.open_cells() == full.open_cells()
    assert hinted.can_lay(hand) == full.can_lay(hand) and hinted.copy() == full
    assert hinted.legal_moves([".b.b"]) == full.legal_moves([".b.b"])
    cross = Table.start("bbbb", shapes=shapes_of([".b.b"]))      # (4,3) above: no .b.b fits there
    assert [str(m) for m in cross.legal_moves(["b.b."])] == ["b.b. at (4,3)", "b.b. at (4,5)"]
    assert cross.can_lay([Card.parse("b.b.")]) and cross.open_cells() == Table.start("bbbb").open_cells()
