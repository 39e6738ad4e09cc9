"""What the tutor does with the Hydropolis engine (issue 20).

* :mod:`.course`, :mod:`.course_game`: the course's logic (the P8 table's examples, scoring part by part, a
  recorded game);
* :mod:`.player`: the example player (the highest-scoring lay, with its reason);
* :mod:`.session`: :class:`HydropolisSession`, the learner's table (a :class:`tutor.table.TableSession`),
  for ``notebooks/hydropolis-play.ipynb``;
* :mod:`.records`: finished games saved per learner in the quiz's progress file.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..lazy_names import names_loaded_on_use

if TYPE_CHECKING:  # the checker sees every name; at run time each is loaded with its module when first asked,
    # so that the game's quiz (its folder quiz/) loads without the play session (issue 36)
    from .player import Choice, best_move
    from .records import HydropolisRecords, HydropolisStats
    from .session import PLAYERS, SEAT, DealLinkError, HydropolisSession, deal_code, parse_deal, replay_saved, seat_word

#: Where each name of the package lives (loaded on first use).
_EXPORTS = {
    "Choice": "player",
    "best_move": "player",
    "HydropolisRecords": "records",
    "HydropolisStats": "records",
    "PLAYERS": "session",
    "SEAT": "session",
    "DealLinkError": "session",
    "HydropolisSession": "session",
    "deal_code": "session",
    "parse_deal": "session",
    "replay_saved": "session",
    "seat_word": "session",
}


__getattr__ = names_loaded_on_use(__name__, _EXPORTS)

__all__ = ["Choice", "best_move", "HydropolisRecords", "HydropolisStats", "PLAYERS", "SEAT", "DealLinkError",
           "HydropolisSession", "deal_code", "parse_deal", "replay_saved", "seat_word"]
