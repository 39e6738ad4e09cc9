"""Play a round of 500 (``notebooks/500-play.ipynb``): the learner bids and plays North; the partner
and the opponents are the engine's example players.

* :mod:`~widgets.play500.app`: :class:`Play500App` and :func:`build_play500`, clicks wired to
  :class:`tutor.play500.Play500Session`;
* :mod:`~widgets.play500.html`: the style sheet and every HTML string the page shows.
"""

from .app import Play500App, build_play500

__all__ = ["Play500App", "build_play500"]
