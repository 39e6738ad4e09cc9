"""Hydropolis at a table of friends (:mod:`tutor.tables`): its entry's :class:`~tutor.games.TableGame`,
the moves in words, the example player and who won and why (P13, P14) by the players' names. It has no
tricks: its table view draws the cards laid (``widgets/hydropolis/together.py``).
"""

from __future__ import annotations

from collections.abc import Sequence

from hydra import hydropolis as hp
from hydra.core.i18n import _

from ..games import LiveTable, TableGame
from ..rulebook import rules_in_page_words
from .player import best_move, move_label
from .session import result_sentence

__all__ = ["TOGETHER"]


def _words(action: str, hand: Sequence[str]) -> str:
    return move_label(action, list(hand))


def _example(rnd: hp.Game, _decision: int) -> object:  # object: the game's own action
    return best_move(rnd).action


def _score(live: LiveTable, seat: int) -> list[str]:
    """Who won and why, by the players' names."""
    said = result_sentence(live.round, seat, lambda s, me: _("you") if s == me else live.short_name(s))
    return [rules_in_page_words(said)] if said else []


#: Hydropolis's table of friends.
TOGETHER = TableGame(action_words=_words, example_action=_example, score_lines=_score,
                     views="widgets.hydropolis.together:VIEWS")
