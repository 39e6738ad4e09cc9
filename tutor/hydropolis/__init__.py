"""What the tutor does with the Hydropolis engine (issue 20).

* :mod:`.course`, :mod:`.course_game`: the course's logic (the P8 table's examples, scoring part by part, a
  recorded game);
* :mod:`.player`: the example player (the highest-scoring lay, with its reason);
* :mod:`.session`: :class:`HydropolisSession`, the learner's table (a :class:`tutor.table.TableSession`),
  for ``notebooks/hydropolis-play.ipynb``;
* :mod:`.records`: finished games saved per learner in the quiz's progress file.
"""

from .player import Choice, best_move
from .records import HydropolisRecords, HydropolisStats
from .session import PLAYERS, SEAT, DealLinkError, HydropolisSession, deal_code, parse_deal, replay_saved, seat_word

__all__ = ["Choice", "best_move", "HydropolisRecords", "HydropolisStats", "PLAYERS", "SEAT", "DealLinkError",
           "HydropolisSession", "deal_code", "parse_deal", "replay_saved", "seat_word"]
