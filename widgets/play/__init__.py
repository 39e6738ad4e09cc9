"""The play dashboard that Voilà serves (``notebooks/play.ipynb``): the learner plays one seat of a
Hydra round against the example players.

* :mod:`~widgets.play.app`: :class:`PlayApp` and :func:`build_play`: the layout and the query
  string, clicks wired to :class:`tutor.play.PlaySession`;
* :mod:`~widgets.play.html`: the style sheet and every HTML string the dashboard shows.
"""

from .app import PlayApp, build_play

__all__ = ["PlayApp", "build_play"]
