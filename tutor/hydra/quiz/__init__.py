"""Hydra's quiz: its kinds of exercise (who wins, which cards, which parties, how many points; the course's
and the class's questions) and its entry in the tutor's registry of games (:mod:`~tutor.hydra.quiz.entry`)."""
