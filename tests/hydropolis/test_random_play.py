"""Random play through the round protocol, 2 to 5 players (P12, P13, P23): legal actions are there
until the end, each applies, the history grows by one per action, and a view hides the other hands."""

from __future__ import annotations

import random

import pytest

from hydra.hydropolis import Card, Game, Lay


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_P12_P13_random_games_keep_the_protocol(players):
    rng = random.Random(players)
    ends = set()
    for seed in range(75):
        game = Game(players, seed=seed, wrench=seed % 2 == 0)
        steps = 1
        assert len(game.history()) == 1 and game.history()[0].phase == "deal"
        while not game.over:
            assert game.phase == "play" and game.to_move is not None
            actions = game.legal_actions()
            assert actions                                        # never empty before the end
            assert all(isinstance(a, Lay) for a in actions) or actions in (["draw"], ["pass"])
            assert len({str(a) for a in actions}) == len(actions)
            seat = game.to_move
            view = game.view(seat)
            assert view.hand == tuple(game.hands[seat])
            assert view.hand_sizes == tuple(len(h) for h in game.hands) and view.pile == game.pile_size
            action = actions[rng.randrange(len(actions))]
            game.apply(str(action) if rng.random() < 0.2 else action)
            steps += 1
            assert len(game.history()) == steps and game.history()[-1].seat == seat
        assert game.phase == "over" and game.to_move is None and game.legal_actions() == []
        assert game.winners and game.end in ("passes", "target", "wrench")
        if game.end == "passes":
            assert all(game.points[w] == max(game.points) for w in game.winners)
        else:
            assert len(game.winners) == 1
        laid = [a for a in (s.action for s in game.history()[1:]) if isinstance(a, Lay)]
        assert len(laid) + 1 + sum(len(h) for h in game.hands) + game.pile_size == len(game.deck)
        assert sum(len(game.table.stack(c)) for c in game.table.cells) == len(laid) + 1
        assert all(isinstance(c, Card) for h in game.hands for c in h)
        ends.add(game.end)
    assert "passes" in ends and ("target" in ends or players > 3)
