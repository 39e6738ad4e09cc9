"""Thin ipywidgets views of Hydra's own pages (the engine's game, ``hydra/*.py``); the model is
:mod:`tutor.hydra`. Hydra's course widgets (trump ladder, trick lab, party explorer ...) are the
course's own base in :mod:`widgets.course`.

* :mod:`~widgets.hydra.play`: the play dashboard that Voilà serves (``notebooks/play.ipynb``),
  :class:`~widgets.hydra.play.HydraPlayApp` and :func:`~widgets.hydra.play.build_hydra_play`: the learner plays one
  seat of a Hydra round against the example players; the layout and the query string, clicks wired to
  :class:`tutor.hydra.HydraSession`;
* :mod:`~widgets.hydra.play_html`: the style sheet and every HTML string the dashboard shows.
"""
