"""The proof's start (issue 36): a sixth game that lives only under tests/ (Zwölf, ``tests/twelve_cards.py``),
registered at run time by one entry in hydra.GAMES and one in the tutor's registry, is played by the
every-game suite through the round protocol alone, and at a table of friends through the shared
referee, seat state and table page, with no change to any shared module for it.
"""

from __future__ import annotations

import pytest

import hydra
import test_every_game as every
import test_tables as tables
import test_tables_page as page
import twelve_cards as zwoelf
from tutor.games import table_game, tutor_game_of
from tutor.tables import TableStore, seat_state
from widgets.tables.views import table_views


@pytest.fixture(autouse=True)
def _registered():
    with zwoelf.registered():
        yield


def test_one_entry_in_each_registry_is_all_it_takes():
    assert list(hydra.GAMES)[-1] == zwoelf.ID and hydra.GAMES[zwoelf.ID] is zwoelf.ENTRY
    assert tutor_game_of(zwoelf.ID) is zwoelf.TUTOR
    assert table_game(zwoelf.ID) is zwoelf.TABLE and table_views(zwoelf.ID) is zwoelf.VIEWS


def test_the_every_game_suite_plays_it_through_the_protocol_alone():
    every.test_entry_is_a_game_entry_with_title_seats_and_what_it_has(zwoelf.ID)
    every.test_each_game_says_who_deals_next_R6_R11_D45_F25_P25(zwoelf.ID)
    every.test_random_rounds_end_over_and_replay(zwoelf.ID)
    every.test_undo_after_every_action_gives_back_the_state_before(zwoelf.ID)
    every.test_undo_with_only_the_deal_done_says_so(zwoelf.ID)
    every.test_a_record_of_a_round_in_progress_replays_to_the_same_history(zwoelf.ID)


def test_a_table_plays_a_match_of_it_and_no_page_data_shows_the_other_hand(tmp_path):
    def make_store():
        return TableStore(tmp_path, environ={})
    tables.test_every_game_plays_a_match_at_a_table(make_store, zwoelf.ID)
    tables.test_no_page_data_carries_another_seats_hidden_cards(lambda: TableStore(tmp_path / "2", environ={}),
                                                                 zwoelf.ID)


def test_the_table_page_plays_it_by_taps(tmp_path):
    _env, ada, bo = page._pages(tmp_path, zwoelf.ID)
    assert ada.state["title"] == "Zwölf (a test game)" and ada.state["hand"]
    mover = ada if ada.state["my_turn"] else bo
    faces = [box.children[0].value for box in mover.hand.children]
    assert all(f.startswith("<svg") and "data-card=" in f for f in faces)          # its own faces
    page._play_round(ada, bo)
    ada.tick()
    assert ada.state["over"] and ada.next_button.layout.display == "flex"
    assert sum(ada.state["totals"]) == zwoelf.TRICKS                                    # a point a trick
    assert "The score of this round" in ada.score.value and "Ada" in ada.score.value
    state = seat_state(ada.referee.live(ada.seat.code), ada.seat.seat)
    assert state["tricks_done"] == zwoelf.TRICKS and state["last_trick"] is None      # no explain_trick
