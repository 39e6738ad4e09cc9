"""Hydra's course, its lessons one step per screen (the shared step player is :mod:`widgets.course.steps`;
every game's list of lessons is :mod:`tutor.course.lessons`).

* :mod:`.path`: the first lessons' steps and every step lesson by its number (:func:`~.path.step_lessons`,
  :func:`~.path.step`), each step a text, a picture or a question of one of Hydra's quiz kinds;
* :mod:`.path_later` and :mod:`.path_whole_game`: the later lessons' steps (a whole round, a match, the
  solos and the Antrag taught before they are asked);
* :mod:`.path_play`: the steps that play whole rounds against the example players (their links, their reports).
"""
