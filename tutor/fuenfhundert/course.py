"""The Fünfhundert (500) short course as lessons of steps (issue 19), in the same form as Hydra's
path (:mod:`tutor.course.steps`): each lesson a short series of steps, one idea in a sentence or
two, then the learner does it (taps the card that wins, every card they may play, picks the higher
bid, types the points). Every task is an exercise of the quiz's own 500 kinds
(``tutor.exercises.fh_*``), so the engine decides every answer; a trick given as cards is
``FH_TRICK.of(...)`` (the lessons' earlier "try it" box), the others are fixed quiz ids.

German game words are quoted with their translation; the rules text's open points and the tutor's
choices are on the rule notes page only (:data:`RULE_NOTES`).

Saved progress of the earlier 500 pages (lesson numbers ``500-1`` to ``500-3``, exercises by quiz
id) counts for the steps that ask the same (:data:`FH_MIGRATION`), and a page finished counts its
whole lesson done.

>>> [item.number for item in FH_LESSONS]
['500-1', '500-2', '500-3']
>>> [len(steps.steps) for steps in FH_STEP_LESSONS]
[5, 6, 5]
>>> fh_lesson("500-02-bowers-and-joker.ipynb").exercises[1]
'500-2-bowers-2'
"""

from __future__ import annotations

from hydra.core.i18n import N_, _, language, set_language

from ..exercises import make_exercise
from .quiz.trick import FH_TRICK
from ..course.lessons import Lesson
from ..course.progress import MORE_LESSON_DONE, MORE_MIGRATION
from ..course.steps import WIN, Step, StepLesson, led

__all__ = ["FH_LESSONS", "FH_STEP_LESSONS", "fh_step_lessons", "FH_MIGRATION", "fh_lesson", "fh_course", "RULE_NOTES"]

#: The page where the rules text's open points, the tutor's choices (F20 and up) and the rules text's
#: table of points stand; steps link it (``Step.see``).
RULE_NOTES = "500-rule-notes.ipynb"


def trump_win(contract: str) -> str:
    """The question of a "which card wins" step in the suit contract ``contract`` ("7 Herz")."""
    return _("The contract is {contract}: {suit} is trump. {win}").format(contract=contract,
                                                                         suit=contract.split()[-1], win=_(WIN))


def _no_trump_win() -> str:
    return _("The contract is 7 ohne Trumpf (no trumps). {win}").format(win=_(WIN))


def _table_link() -> tuple[str, str]:
    return _("The rules text's table of points, every bid's worth"), f"{RULE_NOTES}#table"


#: The lessons' titles (the registry's :data:`FH_LESSONS` names them before any language is chosen).
_TITLES = (N_("The deck and the bids"), N_("Bowers and the joker"), N_("Misère, scoring and a full round"))


def _lesson_1() -> StepLesson:
    return StepLesson("500-1", "deck", _TITLES[0], (
        Step("500-1-deck-1", _("Fünfhundert (500) is played by four, in two teams, with 43 cards, the joker among "
                               "them. Each player lays one card: four make a trick (Stich). At no trump the highest "
                               "card of the suit led wins (F1, F9)."),
             FH_TRICK.of("C9 CK C5 C10", "7NT"), example=("H4", "HJ", "HQ", "HK", "HA", "JO"), ask=_no_trump_win()),
        Step("500-1-deck-2", _("A card of another suit cannot win the trick, not even an As (Ace) (F9)."),
             FH_TRICK.of("S9 SK HA S5", "7NT"), ask=_no_trump_win()),
        Step("500-1-deck-3", _("Before the play each player bids (Gebot, a bid): how many of the ten tricks their "
                               "team will win, 6 to 10, and the trump suit. A new bid must be worth more in the "
                               "rules text's table of points (F3)."),
             make_exercise("fb-tricks-1-0001"), ask=_("Which bid is higher, so that it may follow the other?"),
             see=_table_link()),
        Step("500-1-deck-4", _("At the same number of tricks the suits rank Pik (Spades), Kreuz (Clubs), Karo "
                               "(Diamonds), Herz (Hearts), and ohne Trumpf (no trumps) above them all (F3)."),
             make_exercise("fb-strain-1-0001"), ask=_("Which bid is higher?")),
        Step("500-1-deck-5", _("Misère (250) is the bid to win no trick at all; Open Misère (500) is the same "
                               "with the hand laid open and beats every bid. Whoever says Passe (pass) is out of "
                               "the bidding (F3, F4)."),
             make_exercise("fb-misere-1-0001"), ask=_("Which bid is higher?"),
             see=(_("Where the rules text can be read two ways: Misère's place among the bids"),
                  f"{RULE_NOTES}#F3")),
    ))


def _lesson_2() -> StepLesson:
    return StepLesson("500-2", "bowers", _TITLES[1], (
        Step("500-2-bowers-1", _("In a suit contract the bid's suit is trump (Trumpf): a trump beats every card of "
                                 "another suit, even an As (F9)."),
             FH_TRICK.of("C5 CA H4 C9", "7H"), ask=trump_win("7 Herz")),
        Step("500-2-bowers-2", _("The Bube (Jack) of the trump suit is the right bower, the highest trump after the "
                                 "joker (F5)."),
             make_exercise("ft-bowers-1-0001"), ask=trump_win("7 Herz")),
        Step("500-2-bowers-3", _("The other Bube (Jack) of the same colour is the left bower: it counts as a trump of "
                                 "the trump suit, just below the right bower (F5)."),
             FH_TRICK.of("D5 DA HJ D9", "7D"), ask=trump_win("7 Karo")),
        Step("500-2-bowers-4", _("Follow the suit led if you can. The left bower belongs to the trump suit, not to "
                                 "its own (F5, F9)."),
             make_exercise("fl-leftbower-1-0001"),
             ask=_("Contract 8 Kreuz; {what}").format(what=led("Kreuz"))),
        Step("500-2-bowers-5", _("In a suit contract the joker is the highest trump of all (F6)."),
             make_exercise("ft-joker-1-0001"), ask=trump_win("8 Pik"),
             see=(_("Where the rules text can be read two ways: when the joker may be played"), f"{RULE_NOTES}#F6")),
        Step("500-2-bowers-6", _("At no trump the joker wins any trick it is in. Whoever leads it names a suit, and "
                                 "the others must follow that suit (F7)."),
             FH_TRICK.of("JO H5 HA D4", "7NT", joker_suit="H"),
             ask=_("The contract is 7 ohne Trumpf (no trumps); the joker was led and Herz (Hearts) named. "
                   "{win}").format(win=_(WIN))),
    ))


def _lesson_3() -> StepLesson:
    misere = _("The contract is Misère. {win}").format(win=_(WIN))
    return StepLesson("500-3", "score", _TITLES[2], (
        Step("500-3-score-1", _("In a Misère there is no trump and the bidder plays alone: the partner sits out, so "
                                "three cards make a trick (F8)."),
             FH_TRICK.of("H5 H9 D4", "misere"), ask=misere),
        Step("500-3-score-2", _("The bidder of a Misère wants to lose every trick; the highest card of the suit led "
                                "still wins each one (F8, F9)."),
             make_exercise("ft-misere-1-0001"), ask=misere),
        Step("500-3-score-3", _("A team that makes its bid scores the bid's value from the table: 6 Pik 40, 6 Kreuz "
                                "60, 6 Karo 80, 6 Herz 100, 6 ohne Trumpf (no trumps) 120, and 100 more for each "
                                "trick more bid (F10)."),
             make_exercise("fs-made-1-0001"), hint=_("Find the bid in the table."), see=_table_link()),
        Step("500-3-score-4", _("A team that fails loses the bid's value; the other team scores 10 for each trick it "
                                "won. The first team to reach 500 points wins the game (F10, F11)."),
             make_exercise("fs-failed-1-0001"),
             hint=_("9 Pik is worth 40 + 3 \u00d7 100 in the table.")),
        Step("500-3-score-5", _("A Misère is made only with no trick at all: it scores 250, an Open Misère 500; "
                                "otherwise the bidder loses that much (F8, F10)."),
             make_exercise("fs-misere-1-0001")),
    ))


_BUILT: dict[str, tuple[StepLesson, ...]] = {}


def fh_step_lessons(code: str | None = None) -> tuple[StepLesson, ...]:
    """The 500 course's step lessons in order, their sentences in the language ``code`` (the one in force by
    default): built once per language and process, as ``_()`` translates when it is called."""
    wanted = code or language()
    if wanted not in _BUILT:
        before = language()
        made = set_language(wanted)
        try:
            _BUILT[wanted] = _BUILT[made] = (_lesson_1(), _lesson_2(), _lesson_3())
        finally:
            set_language(before)
    return _BUILT[wanted]


#: The 500 course's step lessons in order, in English (ids, kinds and answers are the same in every language).
FH_STEP_LESSONS: tuple[StepLesson, ...] = fh_step_lessons("en")
_1, _2, _3 = FH_STEP_LESSONS

#: The 500 course in order: a :class:`Lesson` of steps each (number ``500-N``, saved as ``path-500-N``);
#: its notebook is the page it always was.
FH_LESSONS: tuple[Lesson, ...] = (
    Lesson("500-1", "500-01-deck-and-bids.ipynb", _1.title,
           N_("the 43 cards with the joker among them, a trick, the bids and their order"), _1.ids, steps=True),
    Lesson("500-2", "500-02-bowers-and-joker.ipynb", _2.title,
           N_("trumps, the right and left bower, the joker, who wins a trick"), _2.ids, steps=True),
    Lesson("500-3", "500-03-misere-and-scoring.ipynb", _3.title,
           N_("Misère, the scoring table, the game to 500"), _3.ids, steps=True),
)

#: The earlier 500 pages' exercises (saved under ``500-N`` by quiz id), and the step asking the same.
OLD_FH_EXERCISES: dict[str, tuple[str, ...]] = {
    "500-1": ("fb-strain-1-0001", "fb-misere-1-0001"),
    "500-2": ("ft-bowers-1-0001", "ft-joker-1-0001"),
    "500-3": ("ft-misere-1-0001", "fs-made-1-0001", "fs-failed-1-0001"),
}
FH_MIGRATION: dict[tuple[str, str], str] = {
    ("500-1", "fb-strain-1-0001"): "500-1-deck-4",
    ("500-1", "fb-misere-1-0001"): "500-1-deck-5",
    ("500-2", "ft-bowers-1-0001"): "500-2-bowers-2",
    ("500-2", "ft-joker-1-0001"): "500-2-bowers-5",
    ("500-3", "ft-misere-1-0001"): "500-3-score-2",
    ("500-3", "fs-made-1-0001"): "500-3-score-3",
    ("500-3", "fs-failed-1-0001"): "500-3-score-4",
}
for (_old, _exercise), _step in FH_MIGRATION.items():     # each step asks the old exercise itself
    _item = next(s for s in FH_STEP_LESSONS if s.number == _old)
    if _item.step(_step).id != _step or _item.step(_step).task.id != _exercise:   # pragma: no cover
        raise ValueError(f"{_step} does not ask {_exercise}")
MORE_MIGRATION.update(FH_MIGRATION)
MORE_LESSON_DONE.update({old: (exercises, (old,)) for old, exercises in OLD_FH_EXERCISES.items()})  # page finished


def fh_lesson(key: str) -> Lesson:
    """The 500 lesson by its number (``500-2``) or notebook; KeyError if there is none."""
    for item in FH_LESSONS:
        if key in (item.number, item.notebook):
            return item
    raise KeyError(f"there is no 500 lesson {key!r}")


def fh_course() -> tuple[tuple[Lesson, StepLesson], ...]:
    """The course as the game registry gives it (:attr:`tutor.games.TutorGame.course`)."""
    return tuple(zip(FH_LESSONS, fh_step_lessons()))
