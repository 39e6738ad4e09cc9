"""What the tutor does with the Doppelkopf engine (``hydra.doppelkopf``), both rule sets.

* Lesson 07's live Doppelkopf side: :mod:`.course_side` (what the lesson imports), with
  :mod:`.course_tricks` (the cards' names, each side's trumps, who wins a trick), :mod:`.course_mistakes`
  (the teaching points) and :mod:`.course_armut` (a Trumpfabgabe played through);
* :mod:`.rulecard`: a table's own rule card (``?rules=...``), the model of ``widgets/doppelkopf/rulecard.py``;
* Play a round of Doppelkopf yourself, the plain model behind ``widgets/doppelkopf/play.py``:
  :mod:`.session` (the table of one tab), :mod:`.round_text` (the game, the deadlines and the score
  sheet in sentences), :mod:`.words` (links, labels, the table's lines, what each score line means),
  :mod:`.records` (rounds and points saved per learner).

The learner takes seat 0 of a four-player round in one of the seeds' two rule sets (``hausrunde``,
``turnier``); the other three seats are the engine's example players
(:class:`hydra.doppelkopf.RuleBasedPlayer`). Every rule is the engine's: clicks go to
:meth:`hydra.doppelkopf.Round.apply`, a card that may not be played is explained by
:func:`hydra.doppelkopf.illegal_reasons`, the table is what :meth:`~hydra.doppelkopf.Round.view` gives
the learner's seat, and the score is the engine's sheet (each line with its D-id), explained line by line.

A deal is named by a link code ``SEED-DEALER`` (``?deal=4711-2``, the dealer one of the seats 0 to 3):
the same code deals the same cards, and the example players (seeded from it) answer the same way.

>>> from tutor.doppelkopf import DoppelkopfSession
>>> session = DoppelkopfSession(rules="turnier", deal="26-3")
>>> session.code, session.rules, session.round.dealer, session.my_turn
('26-3', 'turnier', 3, True)
>>> [c.label for c in session.choices()][:2]
['Gesund: a silent solo (you hold both Kreuz-Damen)', 'Solo: Karo-Solo (Trumpfsolo)']
>>> session.act("hochzeit:erster").ok, session.round.contract
(True, 'hochzeit')
"""


from __future__ import annotations

from typing import TYPE_CHECKING

from ..lazy_names import names_loaded_on_use

if TYPE_CHECKING:  # the checker sees every name; at run time each is loaded with its module when first asked,
    # so that the game's quiz (its folder quiz/) loads without the play session (issue 36)
    from .records import DoppelkopfRecords
    from .session import DoppelkopfSession
    from .words import (DEFAULT_RULES, SCHWEINE_LINE, SEAT, SET_TITLES, Choice, DoppelkopfLinkError, Hint, Outcome,
                        Reply, ScoreItem, TrickReview, action_label, deal_code, parse_deal, parse_rules,
                        parse_schweine, short_name)

#: Where each name of the package lives (loaded on first use).
_EXPORTS = {
    "DoppelkopfRecords": "records",
    "DoppelkopfSession": "session",
    "DEFAULT_RULES": "words",
    "SCHWEINE_LINE": "words",
    "SEAT": "words",
    "SET_TITLES": "words",
    "Choice": "words",
    "DoppelkopfLinkError": "words",
    "Hint": "words",
    "Outcome": "words",
    "Reply": "words",
    "ScoreItem": "words",
    "TrickReview": "words",
    "action_label": "words",
    "deal_code": "words",
    "parse_deal": "words",
    "parse_rules": "words",
    "parse_schweine": "words",
    "short_name": "words",
}


__getattr__ = names_loaded_on_use(__name__, _EXPORTS)

__all__ = ["DoppelkopfSession", "DoppelkopfRecords", "DoppelkopfLinkError", "Outcome", "Reply", "Hint", "Choice",
           "TrickReview", "ScoreItem", "parse_rules", "parse_schweine", "parse_deal", "deal_code", "action_label",
           "short_name", "DEFAULT_RULES", "SET_TITLES", "SCHWEINE_LINE", "SEAT"]
