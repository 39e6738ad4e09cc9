"""A golden playthrough pins a whole game (P8, P11, P12, P13, P14): its record replays to the same
points, end and winners, and the first lays score as checked by hand."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hydra.hydropolis import Game

GOLDEN = sorted((Path(__file__).parent / "golden").glob("*.json"))


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_golden_playthrough_replays_exactly(path):
    golden = json.loads(path.read_text(encoding="utf-8"))
    game = Game.replay(golden["record"])
    assert list(game.points) == golden["points"] and list(game.wrenches) == golden["wrenches"]
    assert game.end == golden["end"] and list(game.winners) == golden["winners"]
    first = [[seat, str(s.card), list(s.cell), s.covering, s.neighbours, s.caps, s.pipes]
             for seat, s in game.scores[:3]]
    assert first == golden["first_scores"]
    assert game.to_record() == golden["record"]


def test_the_golden_game_starts_as_checked_by_hand():
    """Start card ...bO (a blue outlet) at (4,4); .b.b* at (3,4) joins its W pipe: 1 + 3 = 4;
    yyyy at (2,4) meets a blue pipe: 1 + 2 = 3; .b.b at (1,4) meets a yellow pipe: 1 + 2 = 3."""
    golden = json.loads(GOLDEN[0].read_text(encoding="utf-8"))
    assert golden["record"]["deck"][9] == "...bO"
    assert golden["first_scores"] == [[0, ".b.b*", [3, 4], 0, 1, 0, 3], [1, "yyyy", [2, 4], 0, 1, 0, 2],
                                      [2, ".b.b", [1, 4], 0, 1, 0, 2]]
