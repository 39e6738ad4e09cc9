"""The decks that write another game's words on Hydra's cards (:mod:`hydra.hydra.svg`'s ``deck=``).

Each entry names the game's :class:`hydra.hydra.svg.FaceWords` as ``"module:NAME"``, imported from the
game's package the first time such a face is drawn, so importing the renderer loads no game. It is
a registry of its own, beside :data:`hydra.GAMES`, so that the renderer reads it without importing
the package (which imports the renderer).

>>> from hydra.decks import DECK_WORDS
>>> DECK_WORDS["doppelkopf"]
'hydra.doppelkopf.cards:FACE_WORDS'
"""

from __future__ import annotations

__all__ = ["DECK_WORDS"]

#: deck name -> ``"module:NAME"`` of its :class:`hydra.hydra.svg.FaceWords`.
DECK_WORDS: dict[str, str] = {"doppelkopf": "hydra.doppelkopf.cards:FACE_WORDS"}
