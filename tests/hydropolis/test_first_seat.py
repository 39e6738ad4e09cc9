"""P24: the rules text names no dealer and not who lays first, so any seat may begin; the registry's
``dealer`` of a Hydropolis game is that seat (its GameEntry says it has no dealer, issue 36)."""

from __future__ import annotations

import json

import pytest

import hydra
from hydra.core.errors import RuleError
from hydra.hydropolis import Game
from hydra.hydropolis import replay


@pytest.mark.parametrize("first", range(4))
def test_P24_any_seat_lays_first_and_play_goes_on_in_seat_order(first):
    game = Game(4, seed=11, first=first)
    assert game.to_move == first and game.first == game.dealer == first
    assert game.hands == Game(4, seed=11).hands                  # the same hands whoever begins
    game.apply(game.legal_actions()[0])
    assert game.to_move == (first + 1) % 4


def test_P24_the_entry_takes_any_dealer_as_the_seat_that_begins():
    entry = hydra.GAMES["hydropolis"]
    assert not entry.has_dealer
    game = entry.new_round(seed=3, dealer=2, players=3)
    assert game.to_move == 2 and game.dealer == 2


def test_P24_a_record_keeps_the_first_seat_and_old_records_begin_at_seat_0():
    game = Game(3, seed=5, first=1)
    for _ in range(4):
        game.apply(game.legal_actions()[0])
    record = json.loads(json.dumps(game.to_record()))
    assert record["first"] == 1
    again = replay(record)
    assert again.first == 1 and again.history() == game.history()
    old = Game(3, seed=5).to_record()
    assert "first" not in old and replay(old).first == 0     # records written before P24 replay as before


def test_P24_a_seat_that_is_not_at_the_table_cannot_begin():
    for first in (3, -1, True, "1"):
        with pytest.raises(RuleError, match="P24"):
            Game(3, seed=1, first=first)


def test_P24_undo_of_the_first_lay_gives_the_first_seat_its_turn_back():
    game = Game(2, seed=8, first=1)
    before = game.legal_actions()
    game.apply(before[0])
    game.undo()
    assert game.to_move == 1 and game.legal_actions() == before


@pytest.mark.parametrize("players", (2, 3, 4, 5))
def test_P25_at_a_table_the_next_game_begins_with_the_next_seat(players):
    """P25: game after game at one table, the seat after the last game's first seat begins, so every
    player begins in turn; the registry asks it as the game's next dealer."""
    entry = hydra.GAMES["hydropolis"]
    first, seen = 0, []
    for _ in range(players):
        game = entry.new_round(seed=5, dealer=first, players=players)
        seen.append(game.to_move)
        first = entry.next_dealer(first, "played", players)
    assert seen == list(range(players))
