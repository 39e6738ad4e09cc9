"""ipywidgets views of the Hydra engine for the course notebooks and the quiz.

Each widget is a thin view: it asks ``hydra`` who wins, what is legal, which parties,
how many points, and shows the answer. Importing this package is light: the widget
modules load on first use, and pandas/matplotlib only inside the functions that need them.

>>> import widgets
>>> widgets.TrumpLadder is widgets.ladder.TrumpLadder
True
"""

from __future__ import annotations

import importlib

_EXPORTS = {
    "CardView": "cards", "HandView": "cards",
    "TrumpLadder": "ladder",
    "TrickLab": "tricklab",
    "TryIt": "tryit", "ChoiceExercise": "tryit",
    "PartyExplorer": "parties",
    "ScoreSheetView": "scoresheet", "score_table": "scoresheet",
    "RoundStepper": "stepper",
    "make_panel": "base",
    "card_svg": "faces", "cards_row_html": "faces",
}
_MODULES = {"base", "cards", "faces", "ladder", "models", "tables", "tricklab", "tryit",
            "parties", "scoresheet", "stepper"}

__all__ = sorted(_EXPORTS)


def __getattr__(name):
    if name in _EXPORTS:
        module = importlib.import_module(f".{_EXPORTS[name]}", __name__)
        return getattr(module, name)
    if name in _MODULES:
        return importlib.import_module(f".{name}", __name__)
    raise AttributeError(f"module 'widgets' has no attribute {name!r}")


def __dir__():
    return sorted(set(globals()) | set(_EXPORTS) | _MODULES)
