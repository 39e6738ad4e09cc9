"""Trick lab: the winner and explanation shown are the engine's; the palette never offers a third copy."""

import hydra
from widgets.hydra.course.tricklab import TrickLab


def click_palette(lab, code):
    lab.palette_view.cards_views[lab.palette_view.cards.index(code)].button.click()


def test_winner_and_explanation_from_engine():
    lab = TrickLab()
    for code in "GK G9 GD HY G10".split():
        click_palette(lab, code)
    e = hydra.explain_trick("GK G9 GD HY G10", "normal")
    assert lab.winner == e.winner
    assert lab.trick_view.highlights == {e.winner: "winner"}
    assert "the Hydra on a fail trick" in lab.explanation.value          # R1, in words (issue 34)


def test_game_change_keeps_the_trick_and_changes_winner():
    """Lesson 04 says "try the same cards in a color solo": changing the game keeps the trick (issue 9)."""
    lab = TrickLab("normal", trick="GK G9 GD HY G10")
    assert lab.winner == 2
    lab.picker.value = "color-solo:S"
    assert lab.model.trick == "GK G9 GD HY G10".split()
    assert lab.winner == hydra.trick_winner("GK G9 GD HY G10", "color-solo:S") == 3
    lab.picker.value = "normal"
    assert lab.winner == 2


def test_game_change_with_hands_keeps_only_legal_plays():
    lab = TrickLab("normal", hands=["EO GK S9", "E9 HY RK", "GO EK G9", "R9 SK GU", "SD G10 E10"], leader=0)
    lab.play("EO")
    lab.play("HY")                           # a trump was led: seat 1's only trump
    lab.picker.value = "color-solo:G"        # EO is an Eichel card now: seat 1 must follow with E9
    assert lab.model.trick == ["EO"]
    assert "HY" in lab.model.message


def test_palette_never_offers_a_third_copy():
    lab = TrickLab()
    click_palette(lab, "EO")
    click_palette(lab, "EO")
    index = lab.palette_view.cards.index("EO")
    assert index in lab.palette_view.dims
    assert lab.palette_view.cards_views[index].button.disabled
    assert lab.play("EO") is False and "two of each" in lab.message.value


def test_undo_and_clear():
    lab = TrickLab(trick="SU EO")
    lab.undo_button.click()
    assert lab.model.trick == ["SU"]
    lab.clear_button.click()
    assert lab.model.trick == [] and lab.winner is None


def test_complete_trick_refuses_more():
    lab = TrickLab(trick="S9 S9 SK SK S10")
    assert lab.play("E9") is False and "complete" in lab.message.value


def test_hands_mode_legal_and_reasons_from_engine():
    hands = ["GK EO S9", "G9 HY RK", "GO EK E9", "R9 SK GU", "SD G10 E10"]
    lab = TrickLab("normal", hands=hands, leader=0)
    lab.play("GK")
    view = lab.hand_views[1]
    legal = {str(c) for c in hydra.legal_cards("G9 HY RK", "GK")}
    assert {view.cards[i] for i, h in view.highlights.items() if h == "legal"} == legal
    view.cards_views[view.cards.index("HY")].button.click()        # illegal: shows why, not played
    assert lab.model.trick == ["GK"]
    assert "R1" in lab.message.value
    view.cards_views[view.cards.index("G9")].button.click()
    assert lab.model.trick == ["GK", "G9"]
    assert lab.model.next_seat == 2


def test_snapshot_has_trick_and_sentence():
    lab = TrickLab(trick="R10 EO R10")
    html = lab.snapshot_html()
    assert html.count("<svg") == 3 and "equal cards" in html        # R2, in words


def test_deal_hands_and_back_to_palette():
    lab = TrickLab()
    lab.seed_box.value, lab.size_box.value = 3, 4
    lab.deal_button.click()
    dealt = hydra.deal(seed=3).hands
    assert lab.model.hands == [[str(c) for c in h[:4]] for h in dealt]
    assert lab.model.next_seat == 1                                   # the dealer's left leads (R8)
    seat1 = lab.hand_views[1]
    legal = [seat1.cards[i] for i, h in seat1.highlights.items() if h == "legal"]
    assert legal == seat1.cards                                      # anything may be led
    seat1.cards_views[0].button.click()
    assert len(lab.model.trick) == 1
    lab.palette_button.click()
    assert lab.model.hands == [] and lab.model.trick == []
    assert lab.palette_view.layout.display is None
