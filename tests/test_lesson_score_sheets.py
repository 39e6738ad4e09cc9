"""The score sheet the earlier lessons 05 and 06 showed (issue 34: those pages gave way to the rules
reference; the sheet is the widget's, widgets.hydra.course.scoresheet.round_sheet_html): each line of the
engine's score sheet is one item of a flat list, the bonus lines with their "+" (R3, R4, R5), and the kind
of game is a sentence of its own (found by the QA pass: the bonus lines showed as nested bullets without
their "+"; lesson 05 said "... plays alone (R10) Its parties")."""

import hydra
from widgets.hydra.course.scoresheet import round_sheet_html


def test_score_sheet_with_each_bonus_one_item_of_a_flat_list():
    """Issue 19: a row per party, and each bonus line (R3, R4) is one item of one flat list; the round
    the earlier lesson 05 showed (seed 1)."""
    page = round_sheet_html(hydra.play_round(seed=1))
    bonuses = page.split("<p><b>Bonus points</b></p>", 1)[1]
    assert bonuses.count("<ul>") == 1 and "<ul><li>trick 9: seat 0 caught the Fuchs" in bonuses
    assert page.count('<td data-label="party">') == 3                     # Alten, Jungen, Ego
    assert "8.7 rounds to 9" in page


def test_the_kind_of_game_ends_its_sentence():
    """The engine's sentence for a kind of game ends where its rule is cited, so a page can go on with a
    sentence of its own (the rules reference's examples do: tests/test_reference.py)."""
    for kind in hydra.PARTY_KINDS:
        text = hydra.describe_kind(kind)
        assert text.count(hydra.kind_title(kind).split(" (")[0]) >= 1 and text.rstrip().endswith(")"), text
