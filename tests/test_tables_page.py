"""The table page's widgets (issue 32, widgets/tables): two players' pages at one table, played to the
end of a round by taps on their own pages; the score and the match table at the end, the next round
with the dealer moved on, F5 (a page built again from its address) back at the seat, the host's
"an example player plays for them", and no widget of one page holding a card only another seat holds."""

from __future__ import annotations

import re

import ipywidgets as W
import pytest

from widgets.tables import build_table


def _pages(tmp_path, game="hydra"):
    env = {"HYDRA_DATA_DIR": str(tmp_path)}
    ada = build_table({**env, "QUERY_STRING": f"game={game}"}, poll=False)
    ada.name_input.value = "Ada"
    ada.open_button.click()
    bo = build_table({**env, "QUERY_STRING": f"table={ada.seat.code}&name=Bo"}, poll=False)
    ada.start_button.click()
    bo.tick()
    return env, ada, bo


def _texts(widget) -> str:
    """Every word a page's widgets hold (their HTML and their buttons' words)."""
    out = []
    stack = [widget]
    while stack:
        w = stack.pop()
        if isinstance(w, W.HTML):
            out.append(w.value)
        elif isinstance(w, W.Button):
            out.append(w.description)
        stack.extend(getattr(w, "children", ()))
    return "\n".join(out)


def _tap(page):
    """The page's player taps: a word's button if there is one (valeo first), else the first marked card."""
    words = page.words.children
    if words:
        pick = next((b for b in words if b.description.startswith("Valeo")), words[0])
        pick.click()
        return
    legal = [box for box in page.hand.children if "tt-legal" in box._dom_classes]
    legal[0].children[1].click()


def _play_round(ada, bo):
    for _ in range(200):
        for page in (ada, bo):
            page.tick()
        if ada.state["over"]:
            return
        mover = ada if ada.state["my_turn"] else bo
        assert mover.state["my_turn"]
        _tap(mover)
    raise AssertionError("the round did not end")


def test_a_round_by_taps_then_the_score_the_match_and_the_next_round(tmp_path):
    env, ada, bo = _pages(tmp_path)
    assert ada.lobby.value == "" and "tt-status" in bo.status.value
    first_dealer = ada.state["dealer"]
    _play_round(ada, bo)
    for page in (ada, bo):
        page.tick()
        assert "The score of this round" in page.score.value and "points" in page.score.value
        assert "The match so far" in page.match.value and "Total" in page.match.value
        assert page.next_button.layout.display == "flex"
        assert not re.search(r"\bseats? \d", page.score.value + page.table.value)
    bo.next_button.click()
    ada.tick()
    assert ada.state["round"] == 2
    if ada.state["match"][0]["ending"] == "played":
        names = ada.state["names"]
        assert names.index(ada.state["dealer"]) == (names.index(first_dealer) + 1) % 5     # R11


def test_f5_brings_a_player_back_and_a_refused_tap_says_why(tmp_path):
    env, ada, bo = _pages(tmp_path)
    waiting = bo if ada.state["my_turn"] else ada
    if not waiting.state["my_turn"]:
        seq = waiting.state["seq"]
        waiting.hand.children[0].children[1].click()
        assert "turn, not yours" in waiting.message.value and waiting.state["seq"] == seq
    again = build_table({**env, "QUERY_STRING": f"table={bo.seat.code}&member={bo.seat.token}"}, poll=False)
    assert again.seat == bo.seat and again.state["hand"] == bo.state["hand"]
    forged = build_table({**env, "QUERY_STRING": f"table={bo.seat.code}&member=0000"}, poll=False)
    assert forged.seat is None and "not one of the seats" in forged.message.value


def test_the_host_lets_an_example_player_play_for_a_gone_player(tmp_path):
    env, ada, bo = _pages(tmp_path, "doppelkopf-turnier")
    assert [b.description for b in ada.host_tools.children if isinstance(b, W.Button)] == [
        "Bo is gone: an example player plays for them"]
    assert bo.host_tools.children == ()
    ada.host_tools.children[0].click()
    assert ada.state["to_move"] != ada.state["names"][bo.seat.seat]
    assert "away" in ada.state["names"][bo.seat.seat]
    ada.host_tools.children[0].click()                              # "Give Bo the seat back"
    assert ada.state["names"][bo.seat.seat] == "Bo"


@pytest.mark.parametrize("game", ["hydra", "doppelkopf-hausrunde", "fuenfhundert"])
def test_no_widget_of_a_page_holds_another_seats_hidden_card(tmp_path, game):
    env, ada, bo = _pages(tmp_path, game)
    live = ada.referee.live(ada.seat.code)
    for page, other in ((ada, bo), (bo, ada)):
        page.tick(force=True)
        words = set(re.split(r"[^A-Za-z0-9]+", _texts(page)))
        hidden = {str(c) for c in live.round.hand(other.seat.seat)} - set(page.state["hand"])
        assert hidden and not hidden & words, (game, hidden & words)


def test_after_the_hosts_time_an_example_player_takes_a_slow_seat_and_the_player_takes_it_back(tmp_path):
    env, ada, bo = _pages(tmp_path, "doppelkopf-turnier")
    ada.away_after.value = 60.0
    slow = ada if ada.state["my_turn"] else bo
    other = bo if slow is ada else ada
    assert not other.referee.replace_slow(ada.seat.code)                 # not yet a minute
    real = other.referee.store.clock
    other.referee.store.clock = lambda: real() + 61
    assert other.referee.replace_slow(ada.seat.code)                     # a minute without a move
    slow.tick(force=True)
    assert "away" in slow.state["names"][slow.seat.seat] and slow.back_button.layout.display == "flex"
    assert not slow.state["my_turn"] or slow.state["seq"] > 0
    slow.back_button.click()
    assert slow.state["names"][slow.seat.seat] == slow.seat.name and slow.back_button.layout.display == "none"


def test_a_page_shows_take_my_seat_back_only_to_a_player_who_is_away(tmp_path):
    """Before anyone sits down, and for a player at the table, there is no seat to take back: the button is
    hidden (it was drawn on the empty page that opens a table, a button that did nothing)."""
    opening = build_table({"HYDRA_DATA_DIR": str(tmp_path), "QUERY_STRING": "game=hydra"}, poll=False)
    assert opening.back_button.layout.display == "none"
    _env, ada, bo = _pages(tmp_path)
    assert ada.back_button.layout.display == "none" and bo.back_button.layout.display == "none"


def test_hydropolis_at_a_table_shows_the_cards_laid_and_moves_in_words(tmp_path):
    """Hydropolis has no tricks: the page draws the cards laid (the play page's picture, where a move may
    go marked), the hand with each card's name, and each move as a button in words, never the notation
    ('.b.b at (5,4)'); a tap on one lays the card for every page."""
    _env, ada, bo = _pages(tmp_path, "hydropolis")
    mover, other = (ada, bo) if ada.state["my_turn"] else (bo, ada)
    buttons = [b.description for b in mover.words.children]
    assert buttons and all(b.startswith(("Lay the ", "Draw a card", "Pass")) for b in buttons), buttons
    assert not any(re.search(r"[.brgyBRGY]{4}|\(\d+,\d+\)", b) for b in buttons), buttons
    assert "hpt-mark" in mover.table.value and "data-cell=" in mover.table.value
    assert "Green dashes" in mover.table.value and "tt-hp-card" in mover.table.value
    move = mover.state["legal"][0]
    mover.words.children[0].click()
    other.tick()
    assert other.state["seq"] == mover.state["seq"] == 1
    if " at (" in move:                                        # the card laid last is where the tap laid it
        last = re.search(r'class="hpt-cell[^"]*hpt-last[^"]*" data-cell="(\d+,\d+)"', other.table.value)
        assert last and f"({last.group(1)})" in move, (move, last)
