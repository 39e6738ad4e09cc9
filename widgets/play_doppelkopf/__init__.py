"""The Doppelkopf play page that Voilà serves (``notebooks/doppelkopf-play.ipynb``): the learner plays one
seat of a Doppelkopf round, ``hausrunde`` or ``turnier``, against the engine's example players.

* :mod:`~widgets.play_doppelkopf.app`: :class:`DoppelkopfPlayApp` and :func:`build_doppelkopf_play`, the
  layout and the query string (``?rules=``, ``?deal=``, ``?name=``), clicks wired to
  :class:`tutor.play_doppelkopf.DoppelkopfSession`;
* :mod:`~widgets.play_doppelkopf.html`: the style sheet and every HTML string the page shows.
"""

from .app import DoppelkopfPlayApp, build_doppelkopf_play

__all__ = ["DoppelkopfPlayApp", "build_doppelkopf_play"]
