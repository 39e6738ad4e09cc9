""""How many points?" exercises: one party's points after a finished round played by the engine's
players (R5: ``hydra.play_round`` and ``hydra.party_points``). The same kind answers a course's
question about a party given by its eyes, multiplier and bonus (:meth:`PointsKind.of`).

>>> ex = POINTS.of(65, 2, 5)
>>> POINTS.check(ex, "19").explanation
'5 + 2 x round(65/10) = 5 + 2 x 7 = 19 points (R5).'
"""

from __future__ import annotations

import random

import hydra
from hydra.core.i18n import N_, _

from tutor.exercises.answers import whole_number
from tutor.hydra.quiz.dealing import NORMAL
from tutor.exercises.kind import NUMBER, QuizKindBase, Response, register
from tutor.exercises.model import Exercise, Feedback, Topic
from .game import FAMILY, normal_game

__all__ = ["POINTS", "PointsKind"]


def _party_block(sheet, index) -> list:
    """The score sheet's lines of one party (the engine's words)."""
    lines, current = sheet.lines(), -1
    out = []
    for line in lines:
        if not line.startswith(" "):
            current += 1
        if current == index:
            out.append(line.strip())
    return out


def _check_points(ex: Exercise, response) -> Feedback:
    points = hydra.party_points(*ex.given)              # the engine's answer (R5)
    value = whole_number(response, _("Type a whole number of points, for example 7, then press Check."))
    if value < 0:
        raise ValueError(_("Points are never negative (R5): each player gets the party's bonus points "
                           "plus its multiplier times its eyes in tenths, so {value} cannot be it. "
                           "Type a whole number of 0 or more.").format(value=value))
    correct = value == points
    headline = _("Right!") if correct else _("Not quite: not {value}.").format(value=value)
    return Feedback(correct, headline, _("Each player of the party gets {points} points.").format(points=points),
                    _explanation(ex, points), (), ex.rules, {})


def _explanation(ex: Exercise, points: int) -> str:
    """A party of a played round: the score sheet's lines; a party given by numbers: R5's formula."""
    if ex.explanation:
        return ex.explanation
    eyes, multiplier, bonus = ex.given
    return _("{bonus} + {multiplier} x round({eyes}/10) = {bonus} + {multiplier} x {tenths} = {points} points "
             "(R5).").format(bonus=bonus, multiplier=multiplier, eyes=eyes, points=points,
                             tenths=(points - bonus) // multiplier if multiplier else 0)


class PointsKind(QuizKindBase, name="points", letter="s", form=NUMBER,
                 title=N_("How many points?"), short="how many points"):
    """"How many points?": type the points each player of one party gets (R5)."""

    def make(self, exercise_id: str, topic: Topic, difficulty: int, rng: random.Random) -> Exercise:
        """A finished round played by the engine's players; ask one party's points (R5)."""
        best: tuple[hydra.ScoreSheet, int] | None = None
        gap = 99
        for _attempt in range(12):
            sheet = hydra.play_round(seed=rng.randrange(2 ** 31)).result
            for index in range(len(sheet.parties)):
                # one idea per level: bonus points, and eyes that round half up (x4, x5, x6)
                level = (sheet.bonus[index] > 0) + (sheet.eyes[index] % 10 in (4, 5, 6))
                if abs(level - (difficulty - 1)) < gap:
                    best, gap = (sheet, index), abs(level - (difficulty - 1))
            if gap == 0:
                break
        assert best is not None                       # every round has a party
        sheet, index = best
        seats = sheet.parties[index]
        who = ", ".join(f"seat {s}" for s in seats)
        party = _(sheet.names[index])
        facts = [_("Kind of game: {kind} ({count} parties).").format(kind=hydra.kind_title(sheet.kind),
                                                                     count=len(sheet.parties)),
                 _("The party “{party}”: {players}.").format(party=party, players=who),
                 _("Its eyes in the finished round: {eyes} of 240.").format(eyes=sheet.eyes[index]),
                 _("Its multiplier: {multiplier} (R5: the number of players outside the party; "
                   "a soloist has 3).").format(multiplier=sheet.multipliers[index])]
        mine = [b for b in sheet.bonuses if b.party == index]
        facts += [_("Bonus: {bonus}").format(bonus=b.text) for b in mine] or [_("No bonus points for this party.")]
        points = sheet.party_points[index]
        assert points == hydra.party_points(sheet.eyes[index], sheet.multipliers[index], sheet.bonus[index])
        return Exercise(family=FAMILY,
            kind=POINTS.name, id=exercise_id, topic=topic, difficulty=difficulty, game=NORMAL,
            prompt=_("How many points does each player of “{party}” get? Type the number, "
                     "then press Check.").format(party=party),
            answer=points, explanation=" ".join(_party_block(sheet, index)), rules=("R5",),
            details=tuple(_party_block(sheet, index)), facts=tuple(facts),
            given=(sheet.eyes[index], sheet.multipliers[index], sheet.bonus[index]))

    def of(self, eyes: int, multiplier: int, bonus: int = 0) -> Exercise:
        """The question about a party given by its eyes, its multiplier and its bonus points."""
        return Exercise(family=FAMILY, game=normal_game(),
                        kind=self.name, given=(eyes, multiplier, bonus), rules=("R5",),
                        prompt=_("A party with multiplier {multiplier} took {eyes} eyes and {bonus} bonus "
                                 "points. How many points does each of its players get?").format(
                                     multiplier=multiplier, eyes=eyes, bonus=bonus))

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        """A whole number (or its text): the engine's points for the party and how they come."""
        return _check_points(exercise, response)

    def solution(self, exercise: Exercise) -> str:
        return str(hydra.party_points(*exercise.given))


POINTS = register(PointsKind())
