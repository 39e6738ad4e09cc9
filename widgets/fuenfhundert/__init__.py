"""Thin ipywidgets views of the 500 (Fünfhundert) engine; each page's model is in :mod:`tutor.fuenfhundert`.

* :mod:`~widgets.fuenfhundert.play`: the play page (``notebooks/500-play.ipynb``),
  :class:`~widgets.fuenfhundert.play.FuenfhundertPlayApp` and
  :func:`~widgets.fuenfhundert.play.build_fuenfhundert_play`:
  the learner bids and plays North, the partner and the opponents are the engine's example players;
  clicks wired to :class:`tutor.fuenfhundert.FuenfhundertSession`; :mod:`~widgets.fuenfhundert.play_html`:
  its style sheet and every HTML string it shows;
* :mod:`~widgets.fuenfhundert.faces`: the cards' faces; :mod:`~widgets.fuenfhundert.tables`: the
  500 rules' score table and the readings of the rules text;
  :mod:`~widgets.fuenfhundert.notes`: the rule notes page (``notebooks/500-rule-notes.ipynb``).
"""
