"""Hydropolis's quiz: its kinds of exercise (may it go there, where does it fit, the points) and its
entry in the tutor's registry of games (:mod:`~tutor.hydropolis.quiz.entry`)."""
