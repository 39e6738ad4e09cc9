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

from .records import FuenfhundertRecords, FuenfhundertStats
from .score import ScoreReport, score_report
from .session import (BidOption, Choice, DealLinkError, Hint, Outcome, FuenfhundertSession, Reply, TrickReview,
                      deal_code, parse_deal)
from .words import SEAT, SEAT_NAMES, call_label, call_words, seat_word, team_word, upper_first

__all__ = ["FuenfhundertSession", "FuenfhundertRecords", "FuenfhundertStats", "ScoreReport", "score_report",
           "BidOption", "Choice", "DealLinkError", "Hint", "Outcome", "Reply", "TrickReview", "deal_code", "parse_deal",
           "SEAT", "SEAT_NAMES", "call_label", "call_words", "seat_word", "team_word", "upper_first"]
