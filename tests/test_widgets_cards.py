"""Cards and hands: clicking selects, the faces come from the engine's renderer."""

import subprocess
import sys

import hydra
from widgets.hydra.cards import CardView, HandView


def test_card_click_toggles_selection_and_redraws():
    view = CardView("EO")
    before = view.snapshot_html()
    view.button.click()
    assert view.selected and view.button.button_style == "info"
    assert view.snapshot_html() != before            # drawn with the 'selected' highlight
    view.button.click()
    assert not view.selected


def test_hand_selection_and_limit():
    hand = HandView(cards="EO GK HY S9", max_selected=2)
    for i in (0, 1, 2):
        hand.cards_views[i].button.click()
    assert hand.selected == [1, 2] and hand.value == ("GK", "HY")
    hand.cards_views[1].button.click()               # clicking again deselects
    assert hand.value == ("HY",)


def test_hand_sorted_by_engine_order():
    hand = HandView(cards=["HY", "S9", "EO", "GK"], game="normal")
    assert hand.cards == [str(c) for c in hydra.get_game("normal").sorted(hydra.parse_cards("HY S9 EO GK"))]


def test_duplicates_are_distinct_cards():
    hand = HandView(cards="EO EO")
    hand.cards_views[1].button.click()
    assert hand.selected == [1] and hand.value == ("EO",)


def test_click_callback_and_not_selectable():
    clicks = []
    hand = HandView(cards="GK G9", selectable=False)
    hand.on_click(lambda i, code: clicks.append((i, code)))
    hand.cards_views[1].button.click()
    assert clicks == [(1, "G9")] and hand.selected == []


def test_static_snapshot_in_display_data():
    data = HandView(cards="EO GK", title="mine")._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in data
    assert "<svg" in data["text/html"] and "mine" in data["text/html"]


def test_package_import_is_light():
    code = ("import sys, widgets, widgets.hydra.cards, widgets.hydra.course.tryit, widgets.hydra.course.tricklab, "
            "widgets.hydra.course.parties, widgets.hydra.course.stepper, widgets.hydra.course.scoresheet; "
            "print('pandas' in sys.modules, 'matplotlib' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=__file__.rsplit("/tests/", 1)[0])
    assert out.stdout.split() == ["False", "False"]


def test_cards_share_their_layout_and_style_models() -> None:
    """Issue 23: every widget model is a message through the Voilà server to each learner's page;
    a card is three (its box, face and button), not seven."""
    import ipywidgets as W
    before = set(W.Widget.widgets)
    HandView(cards=hydra.CARDS[:10])
    HandView(cards=hydra.CARDS[10:20], buttons=False)
    made = len(set(W.Widget.widgets) - before)
    assert made <= 3 * 20 + 2 * 7 + 6, made


def test_a_hand_that_changes_keeps_its_cards_widgets_and_clicks_report_the_new_cards() -> None:
    """Issue 23: a hand drawn again (a card played, the next seat's hand) reuses its card views, so
    a page of calls makes tens of widget models, not hundreds; each view shows and reports its new card."""
    import ipywidgets as W
    hand = HandView(cards="EO GK S9 R10", selectable=False)
    clicked: list[tuple[int, str]] = []
    hand.on_click(lambda i, code: clicked.append((i, code)))
    before = set(W.Widget.widgets)
    hand.cards = ["HY", "SD", "RU"]
    hand.cards = ["GD", "G10", "ED", "EU"]
    assert len(set(W.Widget.widgets) - before) <= 3          # one new card's box, face and button
    assert [v.card for v in hand.cards_views] == ["GD", "G10", "ED", "EU"]
    assert [v.button.description for v in hand.cards_views] == ["GD", "G10", "ED", "EU"]
    assert hand.cards_views[1].button.tooltip == hydra.as_card("G10").name()
    hand.cards_views[3].button.click()
    hand.cards_views[0].button.click()
    assert clicked == [(3, "EU"), (0, "GD")]


def test_a_voila_page_gets_no_static_snapshot(monkeypatch) -> None:
    hand = HandView(cards="EO GK")
    assert "text/html" in hand._repr_mimebundle_()          # JupyterLab, nbconvert, nbval: the snapshot
    monkeypatch.setenv("VOILA_PREHEAT", "False")             # what Voilà sets in a page's kernel
    bundle = hand._repr_mimebundle_()
    assert "text/html" not in bundle and "application/vnd.jupyter.widget-view+json" in bundle
