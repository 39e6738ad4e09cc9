"""The words of the rulings the Hydropolis course shows where the seed reads two ways (P6, P8, P11, P21,
P22): their titles, the readings' names and what each says, marked for the catalog so that the course's
pages say them in the page's language (issue 33). The rulings themselves are data of the engine
(:mod:`hydra.hydropolis.rulings`, in English); a test keeps this list and theirs the same.

>>> from hydra.hydropolis import RULINGS
>>> RULINGS["P21"].title in RULING_WORDS
True
"""

from __future__ import annotations

from hydra.core.i18n import N_

__all__ = ["COURSE_RULINGS", "RULING_WORDS"]

#: The rulings whose readings the course's pages show.
COURSE_RULINGS = ("P6", "P8", "P11", "P21", "P22")

RULING_WORDS: frozenset[str] = frozenset({
    N_("The table's edge"),
    N_("edge forbids nothing"),
    N_("The edge is not a card: it forbids nothing and connects nothing."),
    N_("edge is empty"),
    N_("The edge counts as an empty card edge, so no pipe may face it."),
    N_("What a card must fit"),
    N_("empty fits empty"),
    N_("An empty edge may face an empty edge."),
    N_("empty needs cap"),
    N_("'Nur Verschlusskappen dürfen an leere Kartenkanten grenzen' to the letter: an empty edge may face only a "
       "cap."),
    N_("Points for one laid card"),
    N_("pipe end scores"),
    N_("Only the new card's pipe ends score in the pipes part."),
    N_("capped side scores"),
    N_("A capped side of a pipe piece that meets a pipe also scores 2 or 3."),
    N_("A draw is not a pass"),
    N_("only empty pile passes"),
    N_("A pass is a turn without a lay or a draw, possible only with the pile empty; drawing keeps the game "
       "going."),
    N_("draw is pass"),
    N_("Every turn without a lay is a pass, so when every player in turn could only draw, the game would end "
       "with cards still in the pile."),
    N_("A pass lasts one turn"),
    N_("pass for one turn"),
    N_("'Passen' is one turn without a card; the game ends when all pass in a row."),
    N_("pass drops out"),
    N_("A player who passed is out for the rest of the game, and the game ends when every player has passed "
       "once, in a row or not."),
})
