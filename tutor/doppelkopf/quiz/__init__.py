"""Doppelkopf's quiz (both rule sets): its kinds of exercise (who wins, which cards, which rule set) and
its entry in the tutor's registry of games (:mod:`~tutor.doppelkopf.quiz.entry`)."""
