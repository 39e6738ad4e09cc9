"""The table of a "play a round" page, what every game's play page shares (Hydra, Doppelkopf, 500,
Hydropolis).

Only the pieces that mean the same at every table; every rule stays with the game's engine
(``hydra``, ``hydra.doppelkopf``, ``hydra.fuenfhundert``, ``hydra.hydropolis``) and each game's
session (``tutor.hydra``, ``tutor.doppelkopf``, ``tutor.fuenfhundert``, ``tutor.hydropolis``) asks it.

* :mod:`~tutor.table.outcome`: what a click came to (:class:`Outcome`), a button (:class:`Choice`),
  a hint (:class:`Hint`), a reviewed trick (:class:`TrickReview`), an engine's message as a sentence (:func:`sentence`);
* :mod:`~tutor.table.records`: rounds saved per learner in the quiz's progress file
  (:class:`RoundsFile`, :class:`RoundsTable`, :class:`PlayTally`, :class:`PlayStats`,
  :func:`from_environment_store`);
* :mod:`~tutor.table.learner`: who sits at the table, when a finished round is saved, and taking
  back the learner's last action (:class:`LearnerSeat`);
* :mod:`~tutor.table.session`: what a play page needs from any game's session (:class:`TableSession`);
* :mod:`~tutor.table.seat`: what the sessions of the card games (Hydra, Doppelkopf, 500) do the same way
  with their round (:class:`EngineSeat`).
"""

from .learner import LearnerSeat
from .outcome import Choice, Hint, Outcome, TrickReview, named_rules, sentence, without_rules
from .records import NO_STATS_YET, PlayStats, RoundsFile, RoundsTable, SqlValue, PlayTally, from_environment_store
from .seat import EngineSeat
from .session import PROTOCOL_NAMES, TRICK_PROTOCOL_NAMES, TableSession, TrickTableSession, TrickView, protocol_gaps

__all__ = ["LearnerSeat", "Choice", "Hint", "Outcome", "TrickReview", "sentence", "without_rules", "named_rules",
           "NO_STATS_YET", "PlayStats", "RoundsFile", "RoundsTable", "SqlValue", "PlayTally", "from_environment_store",
           "TableSession", "TrickTableSession", "TrickView", "EngineSeat", "PROTOCOL_NAMES", "TRICK_PROTOCOL_NAMES",
           "protocol_gaps"]
