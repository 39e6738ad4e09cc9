"""Hydra's course widgets (issue 36: a game's course views in its own folder): the trump ladder
(:mod:`~widgets.hydra.course.ladder`), the trick lab (:mod:`~widgets.hydra.course.tricklab`), the party
explorer (:mod:`~widgets.hydra.course.parties`), the round stepper (:mod:`~widgets.hydra.course.stepper`),
the score sheet (:mod:`~widgets.hydra.course.scoresheet`), the calls (:mod:`~widgets.hydra.course.calls`),
the odds page (:mod:`~widgets.hydra.course.odds_page`, :mod:`~widgets.hydra.course.odds`); their plain
models are in :mod:`~widgets.hydra.course.models`. Importing this package is light: import the module of
the widget you need.
"""
