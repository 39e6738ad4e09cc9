"""Thin ipywidgets views of the Hydropolis engine (issue 20): the table a learner taps
(:mod:`.table`), the course's pages (``course*.py``) and the play page (:mod:`.play`)."""
