"""Doppelkopf (both rule sets) at a table of friends (:mod:`tutor.tables`): its entry's
:class:`~tutor.games.TableGame`, the buttons' words, the example player, the reservations and
announcements said, its tricks and its score sheet as its play page says it, each seat said by its
player's name.
"""

from __future__ import annotations

from hydra.doppelkopf import RuleBasedPlayer, SeatView
from hydra.core.i18n import _

from ..games import LiveTable, TableGame, TrickRows, player_by, words_by
from ..rulebook import rules_in_page_words
from .round_text import score_lines
from .words import action_label

__all__ = ["TOGETHER"]


def _calls(live: LiveTable, seat: int) -> list[str]:
    """The reservations (Vorbehalt or gesund) and the announcements (Re, keine 90, ...) so far."""
    view = live.round.view(seat)
    out = [_("{name}: {call}").format(name=live.name(who), call=word) for who, word in view.reservations]
    out += [_("{name}: {call}").format(name=live.name(call.seat), call=str(call.call)) for call in view.announcements]
    return out


def _tricks(view: SeatView) -> TrickRows:
    """The tricks (cards, seats, winner) and the cards of the trick on the table (its seats unsaid)."""
    done = [([str(c) for c in cards], list(seats)) for cards, seats, _winner in view.tricks]
    return done, ([str(c) for c in view.trick], [None] * len(view.trick))


def _score(live: LiveTable, seat: int) -> list[str]:
    """The play page's score lines, its seats named; the table says each player's points itself."""
    said = _("Points this round: {points}.").partition("{")[0]          # in the page's language
    return [rules_in_page_words(live.named(line)) for line in score_lines(live.round, seat)
            if not line.startswith(said)]


#: Doppelkopf's table of friends, in both rule sets.
TOGETHER = TableGame(action_words=words_by(action_label), example_action=player_by(RuleBasedPlayer),
                     score_lines=_score, calls=_calls,
                     trick_rows=_tricks, views="widgets.doppelkopf.together:VIEWS")
