"""The Hydropolis play page's view (widgets/hydropolis/play.py) and the TableSession protocol (tutor/table):
taps pass to the session, the page draws from the learner's seat view, links and names are read like the
other play pages, a bad link is a note and our own fault is not a refusal (issues 20, 21)."""

from __future__ import annotations

import pytest

from hydra import hydropolis as hp
from tutor.hydropolis import HydropolisSession
from tutor.hydra import HydraSession
from tutor.fuenfhundert import FuenfhundertSession
from tutor.doppelkopf import DoppelkopfSession
from tutor.table import PROTOCOL_NAMES, TableSession, protocol_gaps
from widgets.hydropolis.play import HydropolisPlayApp
from widgets.hydropolis.play_html import window, window_svg


def test_every_play_session_is_a_table_session():
    """Issue 21, one play page: every game's session has every name of the protocol (the older three since
    tests/test_table_session.py)."""
    for cls in (HydropolisSession, HydraSession, FuenfhundertSession, DoppelkopfSession):
        assert protocol_gaps(cls) == [], cls
    assert isinstance(HydropolisSession(deal="1-0"), TableSession)


def test_a_class_with_nothing_lacks_every_name():
    class Nothing:
        pass
    assert protocol_gaps(Nothing) == list(PROTOCOL_NAMES)


def test_a_card_tapped_marks_its_cells_and_turn_turns_it():
    """P4, P8: the chosen card's cells are the engine's; Turn shows the turned face and its own cells."""
    app = HydropolisPlayApp(deal="7-0", players="2")
    session = app.session
    for index, card in enumerate(list(app.hand_cards)):
        app.click(index)
        marked = {c for c, b in app.cell_buttons.items() if "hyp-fit" in b._dom_classes}
        assert marked == set(session.cells_for(card))
        app.turn()
        turned = str(hp.as_card(card).turned())
        assert app.card_buttons[index].description == turned
        marked = {c for c, b in app.cell_buttons.items() if "hyp-fit" in b._dom_classes}
        assert marked == set(session.cells_for(turned))
        app.click(index)                               # a second tap lets it go
        assert app.chosen is None and not any("hyp-fit" in b._dom_classes for b in app.cell_buttons.values())


def test_a_tap_on_a_cell_lays_the_card_and_says_its_points():
    app = HydropolisPlayApp(deal="7-0", players="2")
    hint = app.session.hint()
    assert hint is not None and hint.card is not None
    app.hint()                                          # the hint chooses the card, turned as it lays it
    assert app.chosen == hint.card and "Its reason" in app.hint_html.value
    action = hp.parse_action(hint.action)
    assert isinstance(action, hp.Lay)
    app.tap_cell(action.cell)
    assert "✓" in app.message.value and "covering" in app.message.value
    assert app.session.scores()[0] > 0 and app.chosen is None
    assert 'data-step="' in app.status.value and "laid last" in app.picture.value


def test_a_tap_without_a_card_or_on_a_full_cell_gets_a_sentence():
    """P7: a cell that holds a card that is not leaky takes no card; the engine says so."""
    app = HydropolisPlayApp(deal="7-0", players="2")
    app.tap_cell(hp.Cell(4, 4))
    assert "Tap a card of your hand first" in app.message.value
    app.click(0)
    top = app.session.view().table.top((4, 4))
    assert top is not None and not top.leaky                     # deal 7-0's first card, a red cross
    app.tap_cell(hp.Cell(4, 4))
    assert "Not allowed" in app.message.value and "rule: Where a card goes" in app.message.value   # P7, in place
    app.turn()
    app.turn()
    assert app.turned is False


def test_the_table_is_cut_to_the_cells_in_play():
    table = hp.Table.start(".b.b")
    assert window(table) == (3, 3, 5, 5)
    table.lay(".b.b", (5, 4))
    assert window(table) == (3, 3, 6, 5)
    svg = window_svg(table, window(table), marked=[(6, 4)])
    assert 'viewBox="600 300 800 300"' in svg and "a card may go here" in svg and "laid last" in svg


def test_undo_and_a_new_game_with_options():
    app = HydropolisPlayApp(deal="7-0", players="2")
    assert app.undo_button.disabled
    hint = app.session.hint()
    assert hint is not None
    app.session.act(hint.action)
    app.show()
    assert not app.undo_button.disabled
    app.undo()
    assert "Taken back" in app.message.value and app.session.scores() == (0, 0)
    app.players_box.value, app.target_box.value, app.wrench_box.value = 4, 50, True
    app.next_round()
    assert app.session.players == 4 and app.session.target == 50 and app.session.wrench
    assert "🔧" in app.seats.value and "wrench variant on" in app.seats.value
    assert "players=4" in app.deal_info.value and "wrench=1" in app.deal_info.value
    assert "hydra-address" in app.status.value                    # a reload keeps the new game


def test_the_page_reads_its_link_and_saves_under_the_name(tmp_path, monkeypatch):
    """Like the other play pages: ?deal= (with the options) deals that game, ?name= logs in, a bad link is a
    note and a new game."""
    monkeypatch.setenv("HYDRA_DATA_DIR", str(tmp_path))
    app = HydropolisPlayApp.from_environment({"QUERY_STRING": "deal=12-0&players=2&target=30&name=%20Ada%20"})
    assert app.session.code == "12-0" and app.session.players == 2 and app.session.target == 30
    assert app.name == "Ada" and "Playing as <b>Ada</b>" in app.name_status.value
    for query, words in (("deal=12-9", "it has no dealer"), ("deal=x", "is not a game of Hydropolis"),
                         ("deal=1-0&players=9", "2 to 5")):
        bad = HydropolisPlayApp.from_environment({"QUERY_STRING": query})
        assert "Note:" in bad.message.value and words in bad.message.value
        assert "Here is a new game instead." in bad.message.value and "Traceback" not in bad.message.value


def test_our_own_fault_is_a_note_not_a_refusal(monkeypatch, capsys):
    from widgets.common.table import SORRY
    app = HydropolisPlayApp(deal="7-0")
    monkeypatch.setattr(app.session, "hint", lambda: {}["boom"])
    app.hint_button.click()
    assert SORRY in app.message.value and "Not allowed" not in app.message.value
    assert "KeyError" in capsys.readouterr().err


@pytest.mark.parametrize("players", [2, 3, 5])
def test_the_page_draws_only_the_learners_hand(players):
    """P23: the page shows the learner's hand and the others' hand sizes, never their cards."""
    app = HydropolisPlayApp(deal="9-0", players=str(players))
    game = app.session.game
    assert app.hand_cards == [str(c) for c in game.hands[0]]
    for seat in range(1, players):
        assert f"Player {seat + 1}" in app.seats.value
    assert app.seats.value.count("hyp-seat") >= players


def test_smaller_and_bigger_zoom_the_table():
    """A step bigger or smaller each press, between the smallest and the biggest; the style keeps a cell at
    least 88 px wide (44 px tall, the smallest target) at every step."""
    from widgets.hydropolis.play_html import STYLE
    app = HydropolisPlayApp(deal="7-0")
    assert not {"hyp-z0", "hyp-z2", "hyp-z3"} & set(app._dom_classes)      # drawn first at the width's size
    app.bigger.click()
    assert "hyp-z2" in app._dom_classes
    app.bigger.click()
    app.bigger.click()
    assert "hyp-z3" in app._dom_classes and "hyp-z2" not in app._dom_classes
    for _ in range(5):
        app.smaller.click()
    assert "hyp-z0" in app._dom_classes and "hyp-z3" not in app._dom_classes
    assert "--hyp-cw:max(88px," in STYLE


def test_a_learner_who_cannot_lay_draws_by_the_button():
    """P12: with no card that fits, the page shows “Draw a card”, the hint says why, and the draw is done."""
    app = HydropolisPlayApp(deal="7-0", players="2")
    app.session.game = hp.Game(2, deck=["b.b.", "b.b.", "b.b.", ".b.b", ".b.b", ".b.b", ".B..", ".r.r", ".r.r"])
    app.show()
    assert app.draw_button.layout.display is None and app.draw_button.description == "Draw a card"
    assert "draw a card." in app.status.value            # P12, in words (no rule id as text, issue 35)
    hint = app.session.hint()
    assert hint is not None and hint.action == "draw" and "only draws" in hint.reason
    app.draw_button.click()
    assert "✓" in app.message.value and "You draw a card" in app.message.value
    assert [str(c) for c in app.session.view().hand] == ["b.b.", "b.b.", "b.b.", ".r.r"]     # one card more
