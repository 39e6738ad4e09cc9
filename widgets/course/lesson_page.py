"""The shared lesson page (``notebooks/lesson.ipynb?game=GAME&lesson=NUMBER``, issue 36): any game's lesson of
steps, drawn from its tutor entry's course (:attr:`tutor.games.TutorGame.course`) by the course's step player,
so a game whose lessons are data of its entry needs no page of its own. A game or lesson the tutor does not
have gets a sentence and the way home, never a traceback.
"""

from __future__ import annotations

import os
from collections.abc import Mapping

import ipywidgets as W

from hydra.core.i18n import _
from tutor.course import page_url
from tutor.games import TUTOR_GAMES, step_course
from tutor.language import page_language
from tutor.links import query_value

from ..common.base import esc
from .steps import build_step_player

__all__ = ["build_lesson_page"]


def build_lesson_page(environ: Mapping[str, str] | None = None) -> W.Widget:
    """What ``lesson.ipynb`` shows: the step lesson ``?lesson=`` of the game ``?game=`` (with the step
    player's own ``?name=`` and ``?step=``), or a sentence where there is no such lesson."""
    from ..common.query import request_query_string
    env = dict(os.environ) if environ is None else dict(environ)
    query = request_query_string(env) if environ is None else env.get("QUERY_STRING", "")
    game = (query_value(query, "game") or "").strip().lower()[:40]
    number = (query_value(query, "lesson") or "").strip()[:40]
    if game in TUTOR_GAMES:
        try:
            step_course(number, game)
        except KeyError:
            pass
        else:
            return build_step_player(number, {**env, "QUERY_STRING": query}, game=game)
    page_language({**env, "QUERY_STRING": query})
    if not game:
        said = _("This page shows a game's lesson: open it from the map of the course.")
    elif game in TUTOR_GAMES:
        said = _("There is no lesson “{lesson}” of this game.").format(lesson=number)
    else:
        said = _("There is no game “{game}” with lessons here.").format(game=game)
    home = f'<a class="cs-link" href="{esc(page_url("home"))}">{esc(_("The map of the course"))}</a>'
    return W.HTML(f'<p class="cs-note">{esc(said)}</p><p>{home}</p>')
