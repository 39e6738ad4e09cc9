"""Doppelkopf (both rule sets) in the tutor's registry of games (:data:`tutor.games.TUTOR_GAMES`):
its quiz kinds and topics (spec doppelkopf.md, docs/rulings-doppelkopf.md; the rule set is on the
board), Hydra's card faces with Doppelkopf's words, the French card names and its rulings.

>>> GAME.label, [k.letter for k in GAME.kinds]
('Doppelkopf', ['dt', 'dl', 'dr'])
"""

from __future__ import annotations

from collections.abc import Mapping

import hydra
from hydra import doppelkopf as dk
from hydra.core.i18n import N_, _
from hydra.hydra.svg import card_svg

from tutor.games import COURSE_PAGE, PLAY_PAGE, Ladder, Page, TopicRow, TutorGame
from .common import RULE_SET_NAMES
from .legal import DK_LEGAL
from .rulesets import DK_RULESETS
from .trick import DK_TRICK
from .common import dk_game
from tutor.exercises.model import Exercise

__all__ = ["GAME", "TOPICS"]

TOPICS: tuple[TopicRow, ...] = (
    ("dk-trick", "suit", N_("A fail suit led"), "D7", (),
     N_("On a fail trick without a trump, the highest card of the led suit wins")),
    ("dk-trick", "ruff", N_("A fail suit led, and a trump in the trick"), "D7", (),
     N_("A trump played on a fail trick beats every card of the led suit")),
    ("dk-trick", "trump", N_("A trump led"), "D7", (), N_("On a trump trick the highest trump takes it")),
    ("dk-trick", "equal", N_("Two equal cards"), "D5", (),
     N_("Of two equal cards the first one played wins")),
    ("dk-trick", "dulle", N_("Two Herz-10"), "D5", (),
     N_("Of two Herz-10 the first wins in the Turnier rules, the second in the Hausrunde")),
    ("dk-trick", "solo", N_("Tricks in a solo"), "D7", (),
     N_("A solo has its own trumps: a card that is a trump in the Normalspiel may be a plain card")),
    ("dk-legal", "follow", N_("A fail suit led, your hand"), "D7", (),
     N_("Holding a card of the led fail suit, you must play one")),
    ("dk-legal", "void", N_("A fail suit led, another hand"), "D7", (),
     N_("Holding no card of the led suit, you may play any card")),
    ("dk-legal", "trump", N_("A trump led"), "D7", (),
     N_("On a trump trick you must play a trump if you hold one")),
    ("dk-legal", "lookalike", N_("Damen and Buben in your hand"), "D7", (),
     N_("In the Normalspiel the Damen, Buben and the Herz-10 are trumps, never cards of their suit")),
    ("dk-legal", "solo", N_("Following in a solo"), "D7", (),
     N_("In a solo, the solo's trumps decide what follows suit")),
    ("dk-rulesets", "dulle", N_("The same four cards, two Herz-10"), "D5", (),
     N_("Where the Herz-10 is a trump, of two the first wins in the Turnier and the second in the Hausrunde")),
    ("dk-rulesets", "plain", N_("The same four cards in a solo without the Herz-10 as trump"), "D5", (),
     N_("Where the Herz-10 is a plain card, the first of two wins in both rule sets")),
)

#: The rulings the reference under a Doppelkopf board summarises (the trick rules).
REFERENCE_RULES = ("D1", "D3", "D4", "D5", "D6", "D7")


# card: the quiz passes any game's card as object (TutorGame's hooks); Doppelkopf's are Hydra's cards
def _face(_ex: Exercise, card: object, width: int, highlight: str | None, dim: bool,
          _label: str | None = None) -> str:
    assert isinstance(card, (hydra.Card, str)), card
    return card_svg(card, width, highlight=highlight, dim=dim, deck="doppelkopf")


# card: the quiz passes any game's card as object (TutorGame's hooks); this one names its own
def _name(_ex: Exercise, card: object) -> str:
    """The French name under a card ("Kreuz-Dame"): the picture shows Hydra's card."""
    return dk.card_name(card).split(" (")[0] if isinstance(card, hydra.Card) else ""


def _summaries() -> Mapping[str, str]:
    return {r: dk.RULINGS[r].decision for r in REFERENCE_RULES}


def _ladder(ex: Exercise) -> Ladder:
    if not (ex.cards or ex.hand):
        return None
    heading = (_("Trump order in the {game} ({rules} rules), highest first") if ex.setting else
               _("Trump order in the {game}, highest first"))
    return (heading.format(game=dk_game(ex).name, rules=RULE_SET_NAMES.get(ex.setting, ex.setting)),
            tuple(("", dk.card_name(c)) for c in dk_game(ex).ladder()), ())


#: Doppelkopf's pages, in the home page's order: the differences are its course (the bar's "Course").
PAGES = (
    Page("doppelkopf-differences", "doppelkopf-differences.ipynb", N_("Doppelkopf: Hausrunde, Turnier and Hydra"),
         N_("every difference between the two Doppelkopf rule sets and Hydra, each with an example the engines "
            "worked out"), role=COURSE_PAGE),
    Page("doppelkopf-rule-card", "doppelkopf-rule-card.ipynb", N_("Your table's Doppelkopf rule card"),
         N_("choose a rule set and its options, print or share a one-page summary")),
    Page("doppelkopf-play", "doppelkopf-play.ipynb", N_("Play a round of Doppelkopf"),
         N_("play one seat of four in the Hausrunde or the Turnier rule set against the example players"),
         role=PLAY_PAGE),
)


def _words(text: str) -> str:
    """An exercise's text with Doppelkopf's names of the cards (tutor.doppelkopf.words.dk_words)."""
    from ..words import dk_words                  # imported when asked: it brings the play pages' words
    return dk_words(text)


GAME = TutorGame(
    id="doppelkopf", label="Doppelkopf", tooltip=N_("Doppelkopf in the Hausrunde or Turnier rules"),
    quiz_title=N_("Doppelkopf rules quiz"),
    subtitle=N_("Doppelkopf in the Hausrunde or the Turnier rules: the board says which."),
    engine=("doppelkopf-hausrunde", "doppelkopf-turnier"), kinds=(DK_TRICK, DK_LEGAL, DK_RULESETS),
    topics=TOPICS, card_face=_face, rule_summaries=_summaries, ladder=_ladder, card_name=_name,
    pages=PAGES, table="tutor.doppelkopf.together:TOGETHER", words=_words)
