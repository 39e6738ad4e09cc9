"""Hydra in the tutor's registry of games (:data:`tutor.games.TUTOR_GAMES`): its quiz kinds and
topics, its card faces (:mod:`hydra.hydra.svg`) and the rulings its feedback links to.

>>> GAME.label, [k.letter for k in GAME.kinds]
('Hydra', ['t', 'l', 'p', 's'])
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import hydra
from hydra.hydra.cards import the_card
from hydra.hydra.svg import card_svg
from hydra.hydra.tricks import RULE_FOLLOW, RULE_WIN

from hydra.core.i18n import N_, _

from tutor.games import PLAY_PAGE, Ladder, Page, TopicRow, TutorGame
from tutor.links import RULE_SUMMARIES
from tutor.exercises.model import Exercise
from tutor.hydra.quiz import basics, class_kinds, course, lesson_facts, path_kinds, round_steps, score_steps
from tutor.hydra.quiz.legal import LEGAL
from tutor.hydra.quiz.parties import PARTIES
from tutor.hydra.quiz.points import POINTS
from tutor.hydra.quiz.trick import TRICK
from tutor.hydra.quiz.game import hydra_game

if TYPE_CHECKING:
    from tutor.course.lessons import Lesson
    from tutor.course.steps import StepLesson

__all__ = ["GAME", "TOPICS"]

#: Hydra's kinds beyond the quiz's four, each registered by its module: the course's and the class's questions
#: (an exercise id of theirs is found by ``kind_named``, which loads every game's entry).
COURSE_KINDS = (basics, class_kinds, course, lesson_facts, path_kinds, round_steps, score_steps)

#: (kind, code, title: the situation only, rule, engine names needed, lesson: said after the answer)
TOPICS: tuple[TopicRow, ...] = (
    ("trick", "suit", N_("A fail suit led"), RULE_WIN, (),
     N_("On a fail trick without a trump, the highest card of the led suit wins")),
    ("trick", "ruff", N_("A fail suit led, and a trump in the trick"), RULE_WIN, (),
     N_("A trump played on a fail trick beats the led suit (the Hydra thrown there does not, R1)")),
    ("trick", "trump", N_("A trump led"), RULE_WIN, (), N_("On a trump trick the highest trump takes it")),
    ("trick", "equal", N_("Two equal cards"), "R2", (), N_("Of two equal cards the first one played ranks higher")),
    ("trick", "dulle", N_("Two Dullen"), "R2", (), N_("Of two Dullen in one trick the second one wins")),
    ("trick", "r1", N_("The Hydra on a fail trick"), "R1", (),
     N_("The Hydra thrown on a fail trick counts as the lowest card of the led suit")),
    ("trick", "hydras", N_("Two Hydras"), "R2", (), N_("Of two Hydras the second one played wins")),
    ("trick", "nsolo", N_("Tricks in a normal solo"), RULE_WIN, (),
     N_("A normal solo keeps the normal game's trumps")),
    ("trick", "tsolo", N_("Tricks in a trump solo"), RULE_WIN, (),
     N_("In a trump solo only the solo's rank and the Hydra are trumps")),
    ("trick", "csolo", N_("Tricks in a color solo"), RULE_WIN, (),
     N_("In a color solo only the solo's suit and the Hydra are trumps")),
    ("legal", "follow", N_("A fail suit led: your hand"), RULE_FOLLOW, (),
     N_("Holding a card of the led fail suit, you must play one")),
    ("legal", "void", N_("A fail suit led: another hand"), RULE_FOLLOW, (),
     N_("Holding no card of the led suit, you may play any card")),
    ("legal", "trump", N_("A trump led"), RULE_FOLLOW, (),
     N_("On a trump trick you must play a trump if you hold one")),
    ("legal", "r1", N_("Holding the Hydra"), "R1", (),
     N_("The Hydra is a trump, never a card of a fail suit, when following")),
    ("legal", "solo", N_("Following in a solo"), RULE_FOLLOW, (),
     N_("In a solo, the solo's trumps decide what follows suit")),
    ("parties", "r10", N_("Parties by the key cards"), "R10", ("form_parties",),
     N_("Who holds the Eichel-Ober and the Grün-Ober decides the kind of game and the parties")),
    ("points", "r5", N_("A party's points"), "R5", ("party_points", "play_round"),
     N_("Bonus plus multiplier times the eyes in tenths, rounded half up")),
)


# card: the quiz passes any game's card as object (TutorGame's hooks); a Hydra exercise holds Hydra's
def _face(_ex: Exercise, card: object, width: int, highlight: str | None, dim: bool, label: str | None = None) -> str:
    assert isinstance(card, (hydra.Card, str)), card
    return card_svg(card, width, highlight=highlight, dim=dim, label=label)


def _course() -> tuple[tuple[Lesson, StepLesson], ...]:
    from tutor.course.lessons import lesson                   # imported when asked: the course imports the quiz
    from tutor.hydra.course.path import step_lessons                # in the language in force
    return tuple((lesson(number), steps) for number, steps in step_lessons().items())


def _round_link(step_id: str, name: str | None) -> str:
    from tutor.hydra.course.path_play import play_link         # imported when asked: the course imports the quiz
    return play_link(step_id, name)


def _ladder(ex: Exercise) -> Ladder:
    game: hydra.Game = hydra_game(ex)
    return (_("Trump order in the {game}, highest first").format(game=game.name),
            tuple(("", the_card(c, game, article=False)) for c in game.ladder()),
            tuple(game.special_cards().values()))


#: Hydra's pages besides its lessons and its rules reference: the play page (the home page's "Play a round").
PAGES = (Page("play", "play.ipynb", N_("Play a round"), N_("play a whole round against the example players"),
              role=PLAY_PAGE),)
#: The home page's lead: the tutor's course is Hydra's ({count}: its lessons).
ABOUT = N_("Hydra is a five-player, 50-card descendant of Doppelkopf with up to three parties. The course "
           "teaches it in {count} lessons, one idea at a time, in short steps you do yourself on any phone; "
           "the quiz practises what you learnt.")


GAME = TutorGame(
    id="hydra", label="Hydra", tooltip=N_("Hydra: five players, fifty cards"),
    quiz_title=N_("Hydra rules quiz"), subtitle=N_("Five players, fifty cards, up to three parties."),
    engine=("hydra",), kinds=(TRICK, LEGAL, PARTIES, POINTS), topics=TOPICS, card_face=_face,
    rule_summaries=lambda: RULE_SUMMARIES, ladder=_ladder, pages=PAGES, about=ABOUT, course=_course,
    course_translated=True, table="tutor.hydra.together:TOGETHER", round_link=_round_link)
