"""Property tests (hypothesis): a laid card always fits (P8), scores are never negative and the
neighbours part never exceeds 8 (P11), replay gives the same points, undo restores the state."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from hydra.hydropolis import Game

games = st.tuples(st.integers(2, 5), st.integers(0, 10 ** 6), st.booleans(), st.integers(20, 120))


def _play(players: int, seed: int, wrench: bool, target: int, picks: list[int]) -> Game:
    game = Game(players, seed=seed, wrench=wrench, target=target)
    for pick in picks:
        if game.over:
            break
        actions = game.legal_actions()
        game.apply(actions[pick % len(actions)])
    return game


@settings(max_examples=40, deadline=None)
@given(games, st.lists(st.integers(0, 1000), min_size=0, max_size=80))
def test_P8_P11_every_lay_fits_and_scores_in_bounds(params, picks):
    players, seed, wrench, target = params
    game = Game(players, seed=seed, wrench=wrench, target=target)
    for pick in picks:
        if game.over:
            break
        actions = game.legal_actions()
        action = actions[pick % len(actions)]
        if isinstance(action, str):
            game.apply(action)
            continue
        assert game.table.check(action.card, action.cell) is None
        expected = game.table.score(action.card, action.cell)
        score = game.apply(action)
        assert score is not None and score == expected
        assert score.total >= 0 and min(score.parts.values()) >= 0 and 0 <= score.neighbours <= 8
        assert score.total == sum(score.parts.values())
        assert game.table.top(action.cell) is action.card
    assert all(p >= 0 for p in game.points)


@settings(max_examples=30, deadline=None)
@given(games, st.lists(st.integers(0, 1000), min_size=0, max_size=90))
def test_replay_of_the_record_gives_the_same_points_table_and_history(params, picks):
    game = _play(*params, picks)
    again = Game.replay(game.to_record())
    assert again.points == game.points and again.table == game.table and again.history() == game.history()
    assert again.over == game.over and again.winners == game.winners and again.hands == game.hands


@settings(max_examples=30, deadline=None)
@given(games, st.lists(st.integers(0, 1000), min_size=1, max_size=70))
def test_undo_restores_the_state_before_the_last_action(params, picks):
    game = _play(*params, picks[:-1])
    if game.over:
        return
    before = (game.to_record(), game.points, game.wrenches, [list(h) for h in game.hands], game.table.copy(),
              game.to_move, game.phase, game.legal_actions())
    actions = game.legal_actions()
    game.apply(actions[picks[-1] % len(actions)])
    game.undo()
    assert (game.to_record(), game.points, game.wrenches, [list(h) for h in game.hands], game.table,
            game.to_move, game.phase, game.legal_actions()) == before
