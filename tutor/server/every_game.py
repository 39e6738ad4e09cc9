"""Every game, loaded once where kernels are made: imported last by the kernel template that every page's
kernel is forked from (:data:`tutor.server.kernel_fork.TEMPLATE_IMPORTS`) and by each warm kernel
(:data:`tutor.server.serve.WARM_IMPORTS`).

Importing the tutor loads no game (issue 36), so a page that offers every game (the quiz's game picker, the home
page's courses, the glossary) would load each game's quiz entry and engine in each of its kernels, a few tenths of
a CPU-second a page. Here the tutor's registry of games loads them all, through the registry alone, before any
kernel is forked from the template.
"""

from __future__ import annotations

from tutor.exercises import Topic, available_topics
from tutor.games import TUTOR_GAMES, TutorGame

__all__ = ["ENTRIES", "TOPICS"]

#: Every game's entry in the tutor's registry (its quiz kinds, its pages, and so its engine).
ENTRIES: tuple[TutorGame, ...] = tuple(TUTOR_GAMES.values())
#: The quiz's topics of every game (the tables the quiz makes when it first lists them).
TOPICS: tuple[Topic, ...] = tuple(available_topics())
