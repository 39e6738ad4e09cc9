"""One match core for every game's match (issue 21): Hydra's (R5, R11) and 500's (F11, F25) deal the next
round with the current dealer, play it out with the given player (the game's example player by default)
and book it, through MatchCore.play_round."""

from __future__ import annotations

import pytest

import hydra
from hydra import fuenfhundert as fh
from hydra.core.match_core import MatchCore


class Counting:
    """Wraps a player and counts the actions it chose."""

    def __init__(self, player):
        self.player, self.chosen = player, 0

    def choose(self, rnd):
        self.chosen += 1
        return self.player.choose(rnd)


@pytest.mark.parametrize("match, player, rules", [
    (hydra.Match(players=5, dealer=2), hydra.RandomPlayer(3), "R11"),
    (fh.Match(dealer=2), fh.RandomPlayer(3), "F25"),
])
def test_R11_F25_play_round_plays_every_action_with_the_given_player_and_books_the_round(match, player, rules):
    assert isinstance(match, MatchCore)
    counting = Counting(player)
    rnd = match.play_round(seed=4, player=counting)
    assert rnd.is_over and match.rounds == [rnd] and rnd.dealer == 2
    assert counting.chosen == len(rnd.history()) - 1 > 0         # every action but the deal
    if rnd.ending != "thrown-in":                                   # R6 keeps the deal; else it passes
        assert match.dealer == 3


def test_R5_F11_play_round_without_a_player_uses_the_games_example_player():
    for match in (hydra.Match(), fh.Match()):
        player = match.example_player(7)
        assert isinstance(player, (hydra.RuleBasedPlayer, fh.RuleBasedPlayer))
        played = type(match)().play_round(seed=7)
        assert played.history() == match.play_round(seed=7, player=player).history()


def test_a_match_core_needs_the_games_rounds_booking_and_player():
    with pytest.raises(TypeError):
        MatchCore()          # abstract: new_round, add and example_player are each game's
