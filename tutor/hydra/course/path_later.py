"""The path's last lessons, step by step (issue 19): scoring, a whole round, a match.

7. counting the score: eyes to points, the multiplier, the bonuses (R3, R4, R5), one idea per step;
8. a whole round: the deal, throwing in, the calls, two tricks you play yourself in a round the engine
   deals, the count (R6, R7, R8, R12);
9. a match: the rounds add up, the deal passes on, a throw-in keeps it, the highest total wins (R5, R6,
   R11).

They come after the special cards (lesson 05) and the parties (lesson 06). Every task is an exercise of
the tutor's kinds, answered by the engine (:mod:`tutor.hydra.quiz.score_steps`,
:mod:`tutor.hydra.quiz.round_steps`).

>>> [len(item.steps) for item in later_lessons()]
[9, 6, 4]
"""

from __future__ import annotations

from tutor.hydra.quiz.basics import MATCH_LEADER
from tutor.hydra.quiz.round_steps import CALL_WINS, MATCH_TOTAL, PLAY_TO_WIN, SEAT, THROW_IN
from tutor.hydra.quiz.score_steps import (BEST_PARTY, EYES_LEFT, FUCHS_CAUGHT, MULTIPLIER, PARTY_POINTS, TENTHS,
                                         TRICK_BONUS)
from hydra.core.i18n import _

from tutor.course.lessons import lesson
from tutor.course.steps import Step, StepLesson

__all__ = ["later_lessons"]

# The rounds below were dealt and played by the engine's example players; the numbers shown are written
# here, so a page does not play them again when it opens (about a second), and tests/test_course_steps.py
# checks that they are still the engine's (tutor.hydra.quiz.round_steps.position, match_points, ...).
#: A round the engine deals (seed 184, Emil dealing): you (Ben) play two of its tricks yourself,
#: after 24 and 34 moves (calls and cards), then count it.
ROUND_SEED, TRICK_A, TRICK_B = 184, 24, 34
POSITION_A = ("EU SU HY GO R9 R9 RK", "GD GK SD G10", 4)          # Grün led
POSITION_B = ("EU HY GO R9 RK", "EU SU RO RU", 6)                # a trump led
#: Your party's eyes, multiplier and bonus at the end of that round.
YOUR_COUNT = (206, 2, 0)
#: The match of lesson 09: five rounds from seeds 0-4, Ada dealing first; Ada's points in the first
#: three, and everyone's totals after five.
MATCH_SEEDS = (0, 1, 2, 3, 4)
ADA_POINTS = (34, 27, 24)
MATCH_TOTALS = {"Ada": 118, "Ben": 156, "Cem": 143, "Dora": 162, "Emil": 171}


def later_lessons() -> tuple[StepLesson, ...]:
    """Lessons 07 to 09, their sentences in the language in force."""
    _07 = StepLesson("07", "score", lesson("07").title, (
        Step("07-score-1", _("After the last trick every party adds up the eyes in the tricks it took. Together the "
                             "parties always have all 240 eyes."),
             EYES_LEFT.of(105, 85)),
        Step("07-score-2", _("Eyes count in tenths, rounded: a half rounds up. So 65 eyes count 7, and 64 count 6 "
                             "(R5)."),
             TENTHS.of(75)),
        Step("07-score-3", _("The multiplier is the number of players outside your party (R5). A small party has a big "
                             "multiplier."),
             MULTIPLIER.of(2)),
        Step("07-score-4", _("A solo is different: the soloist has multiplier 3, and each of the four opponents 2 "
                             "(R5)."),
             MULTIPLIER.of(solo="soloist")),
        Step("07-score-5", _("Each player of a party gets the multiplier times what the eyes count (R5)."),
             PARTY_POINTS.of(64, 3)),
        Step("07-score-6", _("A trick of 40 to 49 eyes is a Doppelkopf: 5 bonus points for the party that takes it. A "
                             "trick of 50 or more is a Hydra: 10 (R3)."),
             TRICK_BONUS.of("R10 ED E10 GD SD")),
        Step("07-score-7", _("Taking an opponent's Fuchs in your trick is Fuchs gefangen: 5 bonus points. Your own "
                             "party's Fuchs gives nothing (R4)."),
             FUCHS_CAUGHT.of("EO SD R9 RK GK", 1, partner=True)),
        Step("07-score-8", _("The bonus points are added once, after multiplying: bonus + multiplier × the count "
                             "(R5)."),
             PARTY_POINTS.of(65, 2, 5)),
        Step("07-score-9", _("The same eyes are worth more to a smaller party. Compare the three parties of this "
                             "normal game."),
             BEST_PARTY.of({"Alten": (95, 3, 0), "Jungen": (65, 3, 0), "Ego": (80, 4, 0)})),
    ))

    _08 = StepLesson("08", "round", lesson("08").title, (
        Step("08-round-1", _("A round starts with the deal: the dealer gives each player ten cards, starting on the "
                             "left. The player on the dealer's left leads the first trick (R8, R12)."),
             SEAT.of("first", dealer=2)),
        Step("08-round-2", _("Before the calls, a player with five or more 9s, or at most one trump (the normal game's "
                             "trumps, the Hydra included), may throw in (schmeißen): the cards are dealt again."),
             THROW_IN.of("S9 R9 RK RD GK G10 GD E10 ED HY")),
        Step("08-round-3", _("Then each player says valeo (healthy) or morbus (a reservation, then naming a solo or an "
                             "Antrag). A solo beats an Antrag (R7)."),
             CALL_WINS.of(4, {1: "Antrag", 3: "solo"})),
        Step("08-round-4", _("All said valeo: ten tricks are played. In trick 4 you play last."),
             PLAY_TO_WIN.of(*POSITION_A), ask=_("Grün was led. Take the trick!")),
        Step("08-round-5", _("Whoever takes a trick leads the next one (R8). In trick 6 you play last again."),
             PLAY_TO_WIN.of(*POSITION_B),
             ask=_("A trump was led. Take the trick!")),
        Step("08-round-6", _("After the tenth trick each party counts the eyes in its tricks and scores, as in lesson "
                             "7."),
             PARTY_POINTS.of(*YOUR_COUNT, party=_("In this round your party")),
             hint=_("A tenth of the eyes, rounded; times the multiplier; plus the bonus.")),
    ))

    _09 = StepLesson("09", "match", lesson("09").title, (
        Step("09-match-1", _("A match is several rounds. Each player's points of every round are added up (rules: "
                             "Spielende, the end of the game)."),
             MATCH_TOTAL.of("Ada", ADA_POINTS)),
        Step("09-match-2", _("After each round the deal passes to the left (R11)."),
             SEAT.of("next-dealer", dealer=4, seed=3)),
        Step("09-match-3", _("After a throw-in nobody scores, and the same dealer deals again (R6)."),
             SEAT.of("after-throw-in", dealer=3, seed=12)),
        Step("09-match-4", _("The table agrees how many rounds to play, often one deal each. After the last round the "
                             "highest total wins the match (R5)."),
             MATCH_LEADER.of(MATCH_TOTALS)),
    ))
    return (_07, _08, _09)
