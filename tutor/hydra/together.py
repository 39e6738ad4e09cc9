"""Hydra at a table of friends (:mod:`tutor.tables`): its entry's :class:`~tutor.games.TableGame`, the
buttons' words, the example player, the calls as a seat heard them (R9), its tricks and its score sheet
(R3-R5), each seat said by its player's name.
"""

from __future__ import annotations

import hydra
from hydra.core.i18n import _
from hydra.hydra.players import CallingPlayer

from ..games import LiveTable, TableGame, TrickRows, player_by, words_by
from ..rulebook import rules_in_page_words
from .calls import action_label, seen_text

__all__ = ["TOGETHER"]


def _calls(live: LiveTable, seat: int) -> list[str]:
    """The calls before play as this seat saw them (R9: what is face down stays so)."""
    return [_("{name}: {call}").format(name=live.name(seen.seat), call=seen_text(seen.text))
            for seen in live.round.seen_actions(seat)]


def _tricks(view: hydra.SeatView) -> TrickRows:
    done = [([str(c) for c in trick.cards], list(trick.seats)) for trick in view.tricks]
    current = view.current_trick
    if current is None:
        return done, ([], [])
    return done, ([str(c) for c in current.cards], list(current.seats))


def _score(live: LiveTable, _seat: int) -> list[str]:
    """The score sheet of a round played out (R3-R5), its seats named; no rule ids (issue 34)."""
    rnd = live.round
    if rnd.ending != "played":
        return []
    return [rules_in_page_words(live.named(line)) for line in rnd.sheet.lines()]


#: Hydra's table of friends.
TOGETHER = TableGame(action_words=words_by(action_label), example_action=player_by(CallingPlayer),
                     score_lines=_score, calls=_calls,
                     trick_rows=_tricks, views="widgets.hydra.together:VIEWS")
