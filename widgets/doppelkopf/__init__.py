"""Thin ipywidgets views of the Doppelkopf engine, both rule sets: every rule comes from
``hydra.doppelkopf`` and each page's model from :mod:`tutor.doppelkopf`.

* :mod:`~widgets.doppelkopf.play`: the play page that Voilà serves (``notebooks/doppelkopf-play.ipynb``),
  :class:`~widgets.doppelkopf.play.DoppelkopfPlayApp` and :func:`~widgets.doppelkopf.play.build_doppelkopf_play`:
  the learner plays one seat of a round, ``hausrunde`` or ``turnier``, against the engine's example
  players; the layout and the query string (``?rules=``, ``?deal=``, ``?name=``), clicks wired to
  :class:`tutor.doppelkopf.DoppelkopfSession`; :mod:`~widgets.doppelkopf.play_html`: its style sheet and
  every HTML string it shows;
* :mod:`~widgets.doppelkopf.differences`: the page of differences between ``hausrunde``, ``turnier``
  and Hydra (from :mod:`hydra.doppelkopf.compare`);
* :mod:`~widgets.doppelkopf.rulecard`: a table's own rule card (the model is
  :mod:`tutor.doppelkopf.rulecard`); :mod:`~widgets.doppelkopf.html`: the cards and style both share;
* :mod:`~widgets.doppelkopf.course_side`: lesson 07's live Doppelkopf side (the model is
  :mod:`tutor.doppelkopf.course_side`).
"""
