"""500's quiz: its kinds of exercise (who wins, which cards, the bids, the points) and its entry in the
tutor's registry of games (:mod:`~tutor.fuenfhundert.quiz.entry`)."""
