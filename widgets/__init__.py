"""ipywidgets views of the tutor and its engine, for every game it teaches (Hydra, Doppelkopf in both
rule sets, Fünfhundert/500 and Hydropolis): the course's pages, the quiz, the play pages, the teacher's
dashboard and the class.

Each widget is a thin view: it shows what ``tutor`` and ``hydra`` decide (who wins, what is legal,
where a card fits, how many points) and decides no rule itself; a game's facts come from the
registries (``hydra.GAMES``, ``tutor.games.TUTOR_GAMES``), so shared views never name a game.
Importing this package is light: the widget modules load on first use, and pandas/matplotlib
only inside the functions that need them.

The views every game shares:

* :mod:`widgets.common`: HTML helpers and static snapshots, card faces, clickable cards, the navigation
  bar, keys, the connection banner, and the play pages' shared views (``play_page.py``: :class:`PlayPage`, the
  base of every game's play page; ``table.py``: :class:`TablePage`, the trick games' hand and tricks;
  ``table_html.py``: their title and panels' CSS; ``phone.py``: their phone-first layout and a trick's
  drawing);
* :mod:`widgets.course`: the course's pages: the home page, a lesson's frame, the step player that shows
  every game's lessons one step per screen (Hydra's and 500's), the glossary, try-it exercises and pandas
  tables (Hydra's own course widgets, the trump ladder, trick lab, party explorer, round stepper and score
  sheet, are in ``widgets.hydra.course``);
* :mod:`widgets.quiz`: the quiz dashboard served by Voilà, for every game (a game picker; each game's
  kinds of question from the registry);
* :mod:`widgets.hydra.teacher`: the teacher's dashboard (Hydra's scenario builder and presenter);
* :mod:`widgets.classroom`: the class panels (Ask the class).

One folder per game, named as in ``hydra/`` and ``tutor/``, each with its play page (``play.py``, its
HTML in ``play_html.py``) on :class:`widgets.common.table.TablePage` (Hydropolis's on
:class:`widgets.common.play_page.PlayPage`):

* :mod:`widgets.hydra`: Hydra's play page;
* :mod:`widgets.doppelkopf`: the Doppelkopf play page (either rule set), lesson 07's side by side, the
  page of differences between the Hausrunde, the Turnier and Hydra, and a table's own rule card;
* :mod:`widgets.fuenfhundert`: the 500 play page, the 500 deck's card faces, the 500 rules' tables and
  the rule notes page (its lessons are shown by the step player);
* :mod:`widgets.hydropolis`: the Hydropolis play page, the table a learner taps, and its course's pages.

The package's top level names the views a notebook of one's own is most likely to want, each
loaded on first use (every module is imported by its own name, ``widgets.hydra.course.ladder``; issue 36
dropped the import hook that let the flat names of earlier versions, ``widgets.tryit``, still import):

>>> import widgets
>>> widgets.TrumpLadder is __import__("widgets.hydra.course.ladder").hydra.course.ladder.TrumpLadder
True
"""

from __future__ import annotations

import importlib

_EXPORTS = {
    "CardView": "hydra.cards", "HandView": "hydra.cards",
    "TrumpLadder": "hydra.course.ladder",
    "TrickLab": "hydra.course.tricklab",
    "TryIt": "course.tryit",
    "PartyExplorer": "hydra.course.parties",
    "ScoreSheetView": "hydra.course.scoresheet", "score_table": "hydra.course.scoresheet",
    "RoundStepper": "hydra.course.stepper",
    "make_panel": "common.base",
    "card_svg": "hydra.faces", "cards_row_html": "hydra.faces",
}
_PACKAGES = {"common", "course", "quiz", "teacher"}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> object:  # object: whichever lazily loaded name is asked for
    if name in _EXPORTS:
        module = importlib.import_module(f".{_EXPORTS[name]}", __name__)
        return getattr(module, name)
    if name in _PACKAGES:
        return importlib.import_module(f".{name}", __name__)
    raise AttributeError(f"module 'widgets' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_EXPORTS) | _PACKAGES)
