"""What the tutor does with the 500 (Fünfhundert) engine (``hydra.fuenfhundert``).

* :mod:`~tutor.fuenfhundert.course`: the short course as lessons of steps (``notebooks/500-0*.ipynb``);
* :mod:`~tutor.fuenfhundert.course_words`: how the 500 pages name cards in the engine's sentences;

Play a round of 500 yourself, the plain, testable model behind ``notebooks/500-play.ipynb`` (the view
is :mod:`widgets.fuenfhundert.play`):

* :mod:`~tutor.fuenfhundert.session`: :class:`FuenfhundertSession`, the learner's table (deal links, bids,
  laying away, cards, the example players' replies, hint, undo, the last trick, the next round);
* :mod:`~tutor.fuenfhundert.score`: the score of a round and how it came about (F8, F10, F11);
* :mod:`~tutor.fuenfhundert.records`: rounds and points saved per learner;
* :mod:`~tutor.fuenfhundert.words`: the learner's words for seats, teams and calls.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..lazy_names import names_loaded_on_use

if TYPE_CHECKING:  # the checker sees every name; at run time each is loaded with its module when first asked,
    # so that the game's quiz (its folder quiz/) loads without the play session (issue 36)
    from .records import FuenfhundertRecords, FuenfhundertStats
    from .score import ScoreReport, score_report
    from .session import (BidOption, Choice, DealLinkError, Hint, Outcome, FuenfhundertSession, Reply, TrickReview,
                          deal_code, parse_deal)
    from .words import SEAT, SEAT_NAMES, call_label, call_words, seat_word, team_word, upper_first

#: Where each name of the package lives (loaded on first use).
_EXPORTS = {
    "FuenfhundertRecords": "records",
    "FuenfhundertStats": "records",
    "ScoreReport": "score",
    "score_report": "score",
    "BidOption": "session",
    "Choice": "session",
    "DealLinkError": "session",
    "Hint": "session",
    "Outcome": "session",
    "FuenfhundertSession": "session",
    "Reply": "session",
    "TrickReview": "session",
    "deal_code": "session",
    "parse_deal": "session",
    "SEAT": "words",
    "SEAT_NAMES": "words",
    "call_label": "words",
    "call_words": "words",
    "seat_word": "words",
    "team_word": "words",
    "upper_first": "words",
}


__getattr__ = names_loaded_on_use(__name__, _EXPORTS)

__all__ = ["FuenfhundertSession", "FuenfhundertRecords", "FuenfhundertStats", "ScoreReport", "score_report",
           "BidOption", "Choice", "DealLinkError", "Hint", "Outcome", "Reply", "TrickReview", "deal_code", "parse_deal",
           "SEAT", "SEAT_NAMES", "call_label", "call_words", "seat_word", "team_word", "upper_first"]
