"""Teacher scenarios: build a round by hand, check it, play it forward, branch, save and share.

Pure Python (standard library and ``hydra``). Every rule is asked of the engine: a scenario is
checked by building ``hydra.Round`` / ``hydra.replay`` and by the engine's own checks
(``check_copies``, ``check_antrag``, ``check_solo_game``, ``playing_seats``); these modules only
collect the engine's answers so that a teacher sees every problem at once.

This module is the one to import; each idea has its own module:

* :mod:`tutor.hydra.scenarios.model`: the :class:`Scenario` (seats, dealer, hands, game, tricks) and
  its edits, to and from the rulings' round record;
* :mod:`tutor.hydra.scenarios.problems`: :func:`problems` of a partial scenario, :func:`notes`;
* :mod:`tutor.hydra.scenarios.play`: a :class:`Line` of play (undo, branches), :func:`compare_lines`;
* :mod:`tutor.hydra.scenarios.share`: links, files and the curated library;
* :mod:`tutor.hydra.scenarios.words`: a scenario's title and description in the teacher's language.

>>> s = Scenario.dealt(seed=7, dealer=4)
>>> s.is_playable, problems(s)
(True, [])
>>> s.remove(0, s.hands[0][0]) and None      # take a card out: seat 0 now holds nine
>>> [p.rule for p in problems(s)]
['R12']
>>> line = Line(Scenario.dealt(seed=7, dealer=4))
>>> first = line.round.legal_cards()[0]
>>> line.play(first), len(line.cards)
(None, 1)
>>> line.back(); len(line.round.tricks), line.cursor
(0, 0)
>>> decode_scenario(encode_scenario(s)).hands == s.hands
True
"""

from __future__ import annotations

from .model import Scenario, ScenarioError
from .play import Line, compare_lines
from .problems import HAND_SIZE, Problem, notes, problems  # noqa: F401 - sc.notes
from .share import (decode_scenario, encode_scenario, library_dir, library_names, load_library,
                             load_scenario, save_scenario, scenario_from_query,
                             share_query)  # noqa: F401 - sc.share_query, as before not in __all__
from .words import description_of, title_of

__all__ = ["Scenario", "Problem", "problems", "Line", "compare_lines", "encode_scenario",
           "decode_scenario", "scenario_from_query", "library_names", "load_library",
           "library_dir", "save_scenario", "load_scenario", "HAND_SIZE", "ScenarioError", "title_of",
           "description_of"]
