"""A whole game of Hydropolis, recorded, to step through on the course's third page (issue 20).

Two players with a short deck of 16 cards (a record may use any deck, spec "The tutor's deck"),
each laying the card that scores most (the first such, in the order of the engine's legal moves).
The record is written out here, so the page shows the same game whatever changes elsewhere;
every state shown is :func:`hydra.hydropolis.replay` of the record's first moves.

>>> steps = GameSteps()
>>> len(steps), steps.frame(0).points, steps.frame(len(steps) - 1).points == RECORD_POINTS
(12, (0, 0), True)
>>> print(steps.frame(1).text)
Player 1 lays `bbb.` at (4,5): 4 points (covering 0, neighbours 1, caps 0, pipes 3).
"""

from __future__ import annotations

from dataclasses import dataclass

from hydra.hydropolis import Game, Lay, Score, Table, replay
from hydra.core.i18n import _, ngettext

from .course import parts_said

__all__ = ["RECORD", "RECORD_POINTS", "Frame", "GameSteps", "player"]

#: The game: 2 players, 16 cards (the tutor's own cards, a short deck), played to its end.
RECORD: dict[str, object] = {
    "players": 2, "seed": None,
    "deck": ["yy..*", "bbb.", ".rr.", ".y.y*", "...rO", "yyyy", ".bb.", "r..r", "bb..", "yyyy", "b..b",
             ".B.b", ".R..", ".yyy", "bb..*", ".yy.*"],
    "moves": [["bbb.", 4, 5], [".y.y*", 5, 4], ["..yy*", 5, 4], ["..bb", 5, 4], ["r..r", 5, 5],
              ["b..b", 4, 6], [".b.B", 3, 6], [".r..O", 2, 6], "draw", "pass", "pass"],
    "target": 100, "wrench": False,
}
#: The points at the end of :data:`RECORD` (a test replays it).
RECORD_POINTS = (25, 20)


def player(seat: int) -> str:
    """'Player 1' for seat 0: the page counts from one."""
    return _("Player {number}").format(number=seat + 1)


@dataclass(frozen=True)
class Frame:
    """The game after ``number`` moves: the table, what the last move was and why, the hands (shown
    open, as a lesson may), the pile, the points, and the last lay's score."""

    number: int
    table: Table
    text: str
    hands: tuple[tuple[str, ...], ...]
    pile: int
    points: tuple[int, ...]
    score: Score | None
    over: bool


class GameSteps:
    """The frames of a recorded game, from the deal (frame 0) to its end."""

    # object: a saved record; the engine replays it
    def __init__(self, record: dict[str, object] | None = None) -> None:
        self.record = dict(record or RECORD)
        moves = self.record["moves"]                # a record is JSON (dict[str, object])
        if not isinstance(moves, list):
            raise ValueError("A game's record lists its moves (a JSON list under \"moves\").")
        self.moves: list[object] = list(moves)  # object: the record's moves, read by the engine

    def __len__(self) -> int:
        return len(self.moves) + 1

    def game(self, number: int) -> Game:
        """The game after the first ``number`` moves."""
        return replay({**self.record, "moves": self.moves[:number]})

    def frame(self, number: int) -> Frame:
        number = max(0, min(len(self) - 1, number))
        game = self.game(number)
        score = None
        if number == 0:
            first = game.table.last
            text = _("The deal: three cards to each player, and `{card}` turned up in the middle, at (4,4); it "
                     "scores for nobody (P12, P20). {player} begins.").format(card=first.card if first else "",
                                                                               player=player(0))
        else:
            before = self.game(number - 1)
            seat = before.to_move if before.to_move is not None else 0
            action = game.history()[-1].action
            if isinstance(action, Lay):
                score = game.last_score
                assert score is not None
                if action.card in before.hands[seat]:
                    said = ngettext("{player} lays `{card}` at {cell}: {total} point ({parts}).",
                                    "{player} lays `{card}` at {cell}: {total} points ({parts}).", score.total)
                else:
                    said = ngettext("{player} lays `{card}` (its card `{held}`, turned) at {cell}: {total} point "
                                    "({parts}).",
                                    "{player} lays `{card}` (its card `{held}`, turned) at {cell}: {total} points "
                                    "({parts}).", score.total)
                text = said.format(player=player(seat), card=action.card, held=action.card.turned(),
                                   cell=action.cell, total=score.total, parts=parts_said(score))
            elif action == "draw":
                text = _("{player} has no card that fits anywhere, either way round, so only draws one card and "
                         "now holds {count} (P12: Wenn keine Karte abgelegt werden kann, zieht der Spieler nur eine "
                         "Karte nach).").format(player=player(seat), count=len(game.hands[seat]))
            else:
                text = _("{player} has no card that fits and the pile is empty: a pass (P12, P21).").format(
                    player=player(seat))
            if game.over:
                best = max(game.points)
                names = [player(s) for s in game.winners]
                who = names[0] if len(names) == 1 else _("{first} and {last}").format(first=", ".join(names[:-1]),
                                                                                        last=names[-1])
                said = (_("{who} wins with {points} points.") if len(game.winners) == 1 else
                        _("{who} share the win with {points} points."))
                text += (" " + _("Every player has passed in turn, so the game ends (P13: Sämtliche Spieler passen).")
                         + " " + said.format(who=who, points=best))
        return Frame(number, game.table, text, tuple(tuple(str(c) for c in hand) for hand in game.hands),
                     game.pile_size, game.points, score, game.over)
