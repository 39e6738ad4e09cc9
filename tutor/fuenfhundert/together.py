"""Fünfhundert (500) at a table of friends (:mod:`tutor.tables`): its entry's
:class:`~tutor.games.TableGame`, the bid buttons' words, the example player, the bids said, its tricks
and its score with the table's totals (each seat holds its team's points, F10).
"""

from __future__ import annotations

from collections.abc import Sequence

from hydra.fuenfhundert import Match, RuleBasedPlayer, SeatView
from hydra.core.i18n import _

from ..games import LiveTable, TableGame, TrickRows, player_by, words_by
from ..rulebook import rules_in_page_words
from .score import table_score_lines
from .words import call_label

__all__ = ["TOGETHER", "game_totals"]


def _calls(live: LiveTable, seat: int) -> list[str]:
    """The bids so far."""
    return [_("{name}: {call}").format(name=live.name(who), call=word) for who, word in live.round.view(seat).bids]


def _tricks(view: SeatView) -> TrickRows:
    """The tricks and the trick on the table, each as ((seat, card), ...)."""
    done = [([str(c) for _s, c in trick], [s for s, _c in trick]) for trick in view.tricks]
    current = view.current_trick
    return done, ([str(c) for _s, c in current], [s for s, _c in current])


def game_totals(points: Sequence[Sequence[int]]) -> tuple[int, int]:
    """The teams' points in the game now going on, given each finished round's points per seat in order
    (each seat holds its team's, F10): once a team has won (500 or more, or the other team at minus 500 or
    less, F11) the table's next round starts a new game at 0.

    >>> game_totals([(300, 0, 300, 0), (240, -20, 240, -20)]), game_totals([(300, 0), (240, -20), (40, 0)])
    ((540, -20), (40, 0))
    """
    totals = (0, 0)
    for row in points:
        if Match(totals=totals).is_over:
            totals = (0, 0)
        totals = (totals[0] + row[0], totals[1] + row[1])
    return totals


def _score(live: LiveTable, seat: int) -> list[str]:
    """The score of a round played out, with the game's totals at the table and its names."""
    rnd = live.round
    if rnd.ending != "played":
        return []
    team_totals = game_totals([r.points for r in live.rounds if r.points is not None])
    names = [live.short_name(s) for s in range(live.table.players)]
    return [rules_in_page_words(line) for line in table_score_lines(rnd, team_totals, seat, names)]


#: 500's table of friends.
TOGETHER = TableGame(action_words=words_by(call_label), example_action=player_by(RuleBasedPlayer),
                     score_lines=_score, calls=_calls,
                     trick_rows=_tricks, views="widgets.fuenfhundert.together:VIEWS")
