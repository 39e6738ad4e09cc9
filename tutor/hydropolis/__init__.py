"""Play a game of Hydropolis (``notebooks/hydropolis-play.ipynb``; the view is :mod:`widgets.hydropolis.play`).

* :mod:`.player`: the example player (the highest-scoring lay, with its reason);
* :mod:`.session`: :class:`HydropolisSession`, the learner's table (a :class:`tutor.table.TableSession`);
* :mod:`.records`: finished games saved per learner in the quiz's progress file.
"""

from .player import Choice, best_move
from .records import HydropolisRecords, HydropolisStats
from .session import PLAYERS, SEAT, DealLinkError, HydropolisSession, deal_code, parse_deal, replay_saved, seat_word

__all__ = ["Choice", "best_move", "HydropolisRecords", "HydropolisStats", "PLAYERS", "SEAT", "DealLinkError",
           "HydropolisSession", "deal_code", "parse_deal", "replay_saved", "seat_word"]
