"""What the tutor does with Hydra's own rules (the engine's game, the top of ``hydra/``), beside the
other games' ``tutor/<game>/``.

* :mod:`.session`: :class:`HydraSession`, play a round of Hydra yourself, the plain model behind
  ``notebooks/play.ipynb`` (the view is :mod:`widgets.hydra.play`), with :class:`HydraRecords`
  (rounds and points saved per learner) and the deal links (``?deal=SEED-DEALER``);
* :mod:`.table`: what the session gives a play page besides the moves (:class:`~.table.TableSeat`);
* :mod:`.calls`: the table's words for what a seat does (buttons' labels, calls as a seat saw them).

Hydra's quiz kinds are in ``tutor/exercises/`` and its course's logic in ``tutor/course/``.
"""

from .session import (PLAYERS, SEAT, Choice, DealLinkError, Outcome, HydraRecords, HydraSession, PlayStats, Reply,
                      TrickReview, action_label, deal_code, from_environment_store, parse_deal, seen_text, to_you)

__all__ = ["HydraSession", "HydraRecords", "PlayStats", "Outcome", "Reply", "TrickReview", "Choice",
           "DealLinkError", "parse_deal", "deal_code", "action_label", "seen_text", "to_you", "SEAT", "PLAYERS",
           "from_environment_store"]
