"""Fünfhundert (500) in the tutor's registry of games (:data:`tutor.games.TUTOR_GAMES`): its quiz
kinds and topics (spec fuenfhundert.md, docs/rulings-fuenfhundert.md; the contract is on the
board), the 43-card deck's faces (:mod:`hydra.fuenfhundert.svg`) and its rulings.

>>> GAME.label, [k.letter for k in GAME.kinds]
('Fünfhundert (500)', ['ft', 'fl', 'fb', 'fs'])
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from hydra import fuenfhundert as fh
from hydra.core.i18n import N_, _
from hydra.fuenfhundert.svg import card_svg

from tutor.games import COURSE_PAGE, MORE_PAGE, PLAY_PAGE, Ladder, Page, TopicRow, TutorGame
from .bids import FH_BIDS
from .legal import FH_LEGAL
from .points import FH_POINTS
from .trick import FH_TRICK
from ..words import SEAT_NAMES
from tutor.exercises.model import Exercise

if TYPE_CHECKING:
    from tutor.course.lessons import Lesson
    from tutor.course.steps import StepLesson

__all__ = ["GAME", "TOPICS"]

TOPICS: tuple[TopicRow, ...] = (
    ("fh-trick", "suit", N_("A plain suit led"), "F9", (),
     N_("Without a trump in the trick, the highest card of the led suit wins")),
    ("fh-trick", "ruff", N_("A plain suit led, and a trump in the trick"), "F9", (),
     N_("A trump beats every card of another suit")),
    ("fh-trick", "bowers", N_("The Buben of the trump colour"), "F5", (),
     N_("The right bower (the trump suit's Bube) and the left bower (the other Bube of its colour) are "
     "the highest trumps after the joker; the left bower leaves its own suit")),
    ("fh-trick", "joker", N_("The joker in a suit contract"), "F6",
     (), N_("In a suit contract the joker is the highest trump")),
    ("fh-trick", "notrump", N_("A no-trump contract"), "F7", (),
     N_("At no trump the highest card of the led suit wins, and the joker wins any trick it is in")),
    ("fh-trick", "misere", N_("A Misère trick"), "F8", (),
     N_("A Misère is played at no trump with three players: the bidder's partner sits out")),
    ("fh-trick", "jokerlead", N_("The joker led at no trump or in a Misère"), "F7", (),
     N_("Whoever leads the joker at no trump or in a Misère names a suit; the others must follow it, "
     "and the joker wins the trick")),
    ("fh-legal", "follow", N_("A plain suit led"), "F9", (),
     N_("Holding a card of the led suit, you must play one")),
    ("fh-legal", "leftbower", N_("The left bower in your hand"), "F5", (),
     N_("The left bower belongs to the trump suit, not to its own")),
    ("fh-legal", "joker", N_("The joker in your hand"), "F6", (),
     N_("In a suit contract the joker may always be played; at no trump only when you cannot follow (F7)")),
    ("fh-legal", "misere", N_("The joker in your hand in a Misère"), "F8", (),
     N_("In a Misère a player who cannot follow the led suit and holds the joker must play it")),
    ("fh-bids", "strain", N_("Two bids of the same number of tricks"), "F3", (),
     N_("At the same number of tricks: Pik, Kreuz, Karo, Herz, then no trump")),
    ("fh-bids", "tricks", N_("Two bids of different numbers of tricks"), "F3", (),
     N_("Bids rank by their value in the table, not by the number of tricks alone")),
    ("fh-bids", "misere", N_("A Misère against a bid"), "F3", (),
     N_("Misère is worth 250, between 8 Pik and 8 Kreuz; Open Misère outranks every bid")),
    ("fh-points", "made", N_("A contract made"), "F10", (),
     N_("A team that makes its bid scores the bid's value, however many tricks more it took")),
    ("fh-points", "failed", N_("A contract failed"), "F10", (),
     N_("A team that fails loses the bid's value; the other team scores 10 for each trick it won")),
    ("fh-points", "misere", N_("A Misère scored"), "F8", (),
     N_("A Misère is made only with no trick at all: 250 points (Open Misère 500), else lost")),
)

#: The rulings the reference under a 500 board summarises.
REFERENCE_RULES = ("F3", "F5", "F6", "F7", "F8", "F9", "F10")


# card: the quiz passes any game's card as object (TutorGame's hooks); a 500 exercise holds 500's
def _face(_ex: Exercise, card: object, width: int, highlight: str | None, dim: bool,
          _label: str | None = None) -> str:
    assert isinstance(card, (fh.Card, str)), card
    return card_svg(card, width, highlight=highlight, dim=dim)


def _course() -> tuple[tuple[Lesson, StepLesson], ...]:
    from ..course import fh_course          # imported when asked: the course imports the quiz
    return fh_course()


def _summaries() -> Mapping[str, str]:
    return {r: fh.rule_text(r) for r in REFERENCE_RULES}


def _ladder(ex: Exercise) -> Ladder:
    if not (ex.cards or ex.hand):
        return None
    c = ex.setting
    lines = tuple(("", card.name(c)) for card in c.ladder()) if c is not None else ()
    return (_("Trump order in {game}, highest first").format(game=c.name if c is not None else "500"),
            lines or (("", _("No trumps in this contract: at no trump the joker is the highest card.")),), ())


#: 500's pages, in the home page's order: its course's first lesson, its play page and its rule notes (in its
#: pages' menu and under its lessons on the home page).
PAGES = (
    Page("fuenfhundert", "500-01-deck-and-bids.ipynb", N_("Fünfhundert (500): a short course"),
         N_("the deck and the kitty, the bids, the bowers and the joker, Misère and the scoring"), role=COURSE_PAGE),
    Page("fuenfhundert-play", "500-play.ipynb", N_("Play a round of 500"),
         N_("bid, take the kitty and play one seat with an example partner, to the score"), role=PLAY_PAGE),
    Page("fuenfhundert-notes", "500-rule-notes.ipynb", N_("The rule notes"),
         N_("the rules text’s table of points, and where it can be read two ways."), role=MORE_PAGE,
         label=N_("Rule notes")),
)
#: What the home page says of 500 above its lessons.
ABOUT = N_("Another game the tutor teaches: four players in two teams, 43 cards with the joker among them; "
           "its lessons are short steps, like Hydra’s.")


GAME = TutorGame(
    id="fuenfhundert", label="Fünfhundert (500)", tooltip=N_("Fünfhundert (500): bids, bowers and the joker"),
    quiz_title=N_("Fünfhundert (500) rules quiz"),
    subtitle=N_("Fünfhundert (500): bids, the bowers and the joker; the board shows the contract."),
    engine=("fuenfhundert",), kinds=(FH_TRICK, FH_LEGAL, FH_BIDS, FH_POINTS), topics=TOPICS,
    card_face=_face, rule_summaries=_summaries, ladder=_ladder, pages=PAGES, about=ABOUT,
    course=_course, course_translated=True, table="tutor.fuenfhundert.together:TOGETHER", seat_names=SEAT_NAMES)
