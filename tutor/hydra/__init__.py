"""What the tutor does with Hydra's own rules (the engine's game, the top of ``hydra/``), beside the
other games' ``tutor/<game>/``.

* :mod:`.session`: :class:`HydraSession`, play a round of Hydra yourself, the plain model behind
  ``notebooks/play.ipynb`` (the view is :mod:`widgets.hydra.play`), with :class:`HydraRecords`
  (rounds and points saved per learner) and the deal links (``?deal=SEED-DEALER``);
* :mod:`.table`: what the session gives a play page besides the moves (:class:`~.table.TableSeat`);
* :mod:`.calls`: the table's words for what a seat does (buttons' labels, calls as a seat saw them).

Hydra's quiz kinds are in :mod:`.quiz`, its course's steps in :mod:`.course`, its rules reference in
:mod:`.reference`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..lazy_names import names_loaded_on_use

if TYPE_CHECKING:  # the checker sees every name; at run time each is loaded with its module when first asked,
    # so that the game's quiz (its folder quiz/) loads without the play session (issue 36)
    from .session import (PLAYERS, SEAT, Choice, DealLinkError, Outcome, HydraRecords, HydraSession, PlayStats, Reply,
                          TrickReview, action_label, deal_code, from_environment_store, parse_deal, seen_text, to_you)

#: Where each name of the package lives (loaded on first use).
_EXPORTS = {
    "PLAYERS": "session",
    "SEAT": "session",
    "Choice": "session",
    "DealLinkError": "session",
    "Outcome": "session",
    "HydraRecords": "session",
    "HydraSession": "session",
    "PlayStats": "session",
    "Reply": "session",
    "TrickReview": "session",
    "action_label": "session",
    "deal_code": "session",
    "from_environment_store": "session",
    "parse_deal": "session",
    "seen_text": "session",
    "to_you": "session",
}


__getattr__ = names_loaded_on_use(__name__, _EXPORTS)

__all__ = ["HydraSession", "HydraRecords", "PlayStats", "Outcome", "Reply", "TrickReview", "Choice",
           "DealLinkError", "parse_deal", "deal_code", "action_label", "seen_text", "to_you", "SEAT", "PLAYERS",
           "from_environment_store"]
