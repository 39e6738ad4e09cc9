"""The proof's start (issue 36): a sixth game that lives only under tests/ (Zwölf, ``tests/twelve_cards.py``),
registered at run time by one entry in hydra.GAMES and one in the tutor's registry, is played by the
every-game suite through the round protocol alone, and at a table of friends through the shared
referee, seat state and table page, with no change to any shared module for it. Its plugin (an entry
point of the group ``hydra.games``) puts it in both registries; its quiz kind, its lesson of one step (on the
shared lesson page) and playing it alone against an example player (on the table page) are checked here in
Python, and in Chromium by ``tests/browser/test_sixth_game.py``.
"""

from __future__ import annotations

import logging

import pytest

import hydra
import test_every_game as every
import test_tables as tables
import test_tables_page as page
import twelve_cards as zwoelf
import zwoelf_plugin
from hydra.core.registry import GamePlugin, LazyGames, plugins
from tutor.course.steps import Attempt
from tutor.exercises import available_topics, make_exercise
from tutor.games import Listing, TutorGames, step_course, table_game, tutor_game_of
from tutor.tables import TableStore, seat_state
from widgets.course.lesson_page import build_lesson_page
from widgets.tables import build_table
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
    every.test_every_history_is_steps_the_deal_first_then_each_action_applied(zwoelf.ID)


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


@pytest.fixture
def _plugins_read_afresh():
    yield
    plugins.cache_clear()                                   # the next reader sees the path as it is again


@pytest.mark.usefixtures("_plugins_read_afresh")
def test_a_plugin_on_the_path_is_in_both_registries_the_first_time_they_are_asked(tmp_path, monkeypatch):
    zwoelf_plugin.write_dist_info(tmp_path)
    monkeypatch.syspath_prepend(str(tmp_path))
    plugins.cache_clear()                                   # (read once in a process: the path has changed)
    games, tutor_games = LazyGames({"other": "x:Y"}, plugged=True), TutorGames({}, plugged=True)
    assert list(games) == ["other", zwoelf.ID] and games[zwoelf.ID] is zwoelf.ENTRY
    assert list(tutor_games) == [zwoelf.ID] and tutor_games[zwoelf.ID] is zwoelf.TUTOR
    assert tutor_games.listing(zwoelf.ID).letters == ("zt",) and tutor_games.serving(zwoelf.ID) == zwoelf.ID
    assert list(LazyGames({}, plugged=False)) == []                  # a registry without plugins reads none


@pytest.mark.usefixtures("_plugins_read_afresh")
def test_a_broken_plugin_is_left_out_with_a_log_line(tmp_path, monkeypatch, caplog):
    zwoelf_plugin.write_dist_info(tmp_path, value="no_such_module_of_zwoelf:PLUGIN")
    zwoelf_plugin.write_dist_info(tmp_path, value="zwoelf_plugin:write_dist_info", name="not_a_plugin")
    monkeypatch.syspath_prepend(str(tmp_path))
    plugins.cache_clear()
    with caplog.at_level(logging.WARNING):
        assert list(LazyGames({"hydra": "hydra.hydra.entry:HYDRA"}, plugged=True)) == ["hydra"]
    assert "no_such_module_of_zwoelf:PLUGIN" in caplog.text and "is not a GamePlugin" in caplog.text


def test_a_plugin_game_whose_id_or_letters_another_game_has_is_left_out(caplog):
    clash = GamePlugin(engine={"hydra": "twelve_cards:ENTRY"},
                       tutor={"zwoelf": ("twelve_cards:TUTOR", ("zwoelf",), ("t",))})
    games = LazyGames({"hydra": "hydra.hydra.entry:HYDRA"})
    tutor_games = TutorGames({"hydra": Listing("tutor.hydra.quiz.entry:GAME", ("hydra",), ("t", "l", "p", "s"))})
    with caplog.at_level(logging.WARNING), games.adding(clash), tutor_games.adding(clash):
        assert list(games) == ["hydra"] and games["hydra"].id == "hydra" and list(tutor_games) == ["hydra"]
    assert "there is a game 'hydra' already" in caplog.text and "are another game's" in caplog.text


def test_its_quiz_kind_makes_grades_and_says_why():
    ex = make_exercise("zt-off-1-0001")
    assert ex.family == zwoelf.ID and ex.cards[0][0] != ex.cards[1][0] and ex.answer == 0
    right, wrong = ex.check(0), ex.check(1)
    assert right.correct and not wrong.correct and wrong.marks == {0: "winner", 1: "selected"}
    assert f"{ex.cards[1]} is not of the led suit" in wrong.explanation
    follow = make_exercise("zt-follow-2-00ab")
    assert follow.cards[0][0] == follow.cards[1][0] and follow.answer == int(follow.cards[1] > follow.cards[0])
    assert [t.key for t in available_topics(game=zwoelf.ID)] == ["zt-follow", "zt-off"]


def test_its_lesson_of_one_step_is_data_of_its_tutor_entry():
    game, lesson, steps = step_course("zw-1", zwoelf.ID)
    assert game is zwoelf.TUTOR and lesson.steps and len(steps.steps) == 1
    go = Attempt(steps.steps[0])
    miss = go.answer(0)
    assert not miss.correct and "G4 and G2 are both of the led suit G" in miss.message
    assert go.answer(1).correct


def test_the_table_page_plays_it_alone_against_an_example_player(tmp_path):
    alone = build_table({"QUERY_STRING": "game=zwoelf", "HYDRA_DATA_DIR": str(tmp_path)}, poll=False)
    alone.alone_button.click()
    assert alone.seat is None and "type your name" in alone.message.value        # a name first
    alone.name_input.value = "Ada"
    alone.alone_button.click()
    assert alone.state["started"] and alone.state["names"][1].endswith("(example player)")
    while not alone.state["over"]:
        assert alone.state["my_turn"]                          # the example player has moved already
        alone.act(alone.state["legal"][0])
    assert sum(alone.state["totals"]) == zwoelf.TRICKS and "Ada" in alone.score.value


def test_the_shared_lesson_page_draws_its_lesson_or_says_there_is_none():
    player = build_lesson_page({"QUERY_STRING": "game=zwoelf&lesson=zw-1"})
    assert player.game is zwoelf.TUTOR and player.step.id == "zw-1-tricks-1"
    assert player._card_words("G2") == "G2"                   # a card without a name of its own: its code
    assert "There is no lesson “zw-9” of this game." in build_lesson_page(
        {"QUERY_STRING": "game=zwoelf&lesson=zw-9"}).value
    assert "There is no game “nogame” with lessons here." in build_lesson_page(
        {"QUERY_STRING": "game=nogame&lesson=zw-1"}).value
    assert "open it from the map of the course" in build_lesson_page({"QUERY_STRING": ""}).value


def test_its_lessons_link_keeps_the_game_and_the_lesson_with_the_name():
    _game, lesson, _steps = step_course("zw-1", zwoelf.ID)
    assert lesson.url("Ada") == "lesson.ipynb?game=zwoelf&lesson=zw-1&name=Ada"
