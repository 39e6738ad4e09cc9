"""Teacher mode: build a scenario by clicking, check it live, present it, save and share it.

* :class:`~widgets.hydra.teacher.builder.ScenarioBuilder`: players and dealer, the game (healthy, a solo,
  an open Antrag), hands filled from a palette of the 50-card deck (or dealt from a seed, then
  swapped); every problem the engine finds is listed at once, in plain words with the rule.
  Its parts: :mod:`widgets.hydra.teacher.contract` (table and game) and :mod:`widgets.hydra.teacher.hands`
  (palette and hands).
* :class:`~widgets.hydra.teacher.presenter.Presenter`: big cards, step trick by trick, explain, branch.
* :class:`~widgets.hydra.teacher.app.TeacherApp`: both, plus the scenario library, files and share
  links (``?scenario=NAME`` or ``?scenario=z:CODE``). :func:`build_teacher` reads ``QUERY_STRING``.

The scenario model is :mod:`tutor.hydra.scenarios`; every rule is the engine's.
"""

from .app import TeacherApp, build_teacher, saved_dir, scenario_json
from .builder import ScenarioBuilder
from .presenter import Presenter

__all__ = ["ScenarioBuilder", "TeacherApp", "build_teacher", "Presenter", "saved_dir", "scenario_json"]
