"""Trump ladder: shows the engine's trumps, fail suits and special cards for the picked game."""

import pytest

import hydra
from widgets.hydra.course.ladder import TrumpLadder


@pytest.mark.parametrize("game_id", hydra.GAME_IDS)
def test_ladder_matches_engine(game_id):
    ladder = TrumpLadder()
    ladder.picker.value = game_id
    game = hydra.get_game(game_id)
    assert ladder.value == game_id
    assert ladder.trumps.cards == [str(c) for c in game.trumps]          # low to high
    ladder.order.value = "highest first"
    assert ladder.trumps.cards == [str(c) for c in game.ladder()]
    assert set(ladder.fails) == set(game.fail_suits)
    for suit, view in ladder.fails.items():
        assert view.cards == [str(c) for c in reversed(game.fail_suits[suit])]     # highest first now
    for text in game.special_cards().values():
        assert text.split(":")[0] in ladder._special.value


def test_click_shows_place_and_eyes():
    ladder = TrumpLadder("normal")
    ladder.order.value = "highest first"
    assert ladder.trumps.labels[0] == "#11"
    ladder.trumps.cards_views[1].button.click()       # the Dulle, second from the top
    assert "R10" in ladder.info.value and "10 eyes" in ladder.info.value
    assert "2nd highest" in ladder.info.value
    ladder.fails["G"].cards_views[0].button.click()   # GD (highest first)
    assert "fail card" in ladder.info.value and "11 eyes" in ladder.info.value


def test_solo_hydra_note():
    ladder = TrumpLadder("trump-solo:K")
    ladder.show("HY")
    assert "R1" in ladder.info.value
    assert "Dulle" not in ladder.trumps.snapshot_html()
