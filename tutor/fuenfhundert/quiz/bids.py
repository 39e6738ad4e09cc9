"""500 "which bid is higher?": two bids of the rules text's table (F3); the answer is the engine's
order of bids (``Contract`` compares by rank), the explanation its values.

>>> from tutor.exercises import make_exercise
>>> ex = make_exercise("fb-misere-1-0001")
>>> ex.answer == max(ex.choices)
True
"""

from __future__ import annotations

import random

from hydra import fuenfhundert as fh
from hydra.core.i18n import N_, _

from .common import FAMILY
from tutor.exercises.kind import CHOICE, Choice, QuizKindBase, Response, register
from tutor.exercises.model import Exercise, Feedback, Topic

__all__ = ["FH_BIDS", "FhBidsKind"]

MISERES = (fh.as_contract(fh.MISERE), fh.as_contract(fh.OPEN_MISERE))
PLAIN = tuple(b for b in fh.BIDS if not b.is_misere)


def _pair(code: str, difficulty: int, rng: random.Random) -> tuple[fh.Contract, fh.Contract]:
    while True:
        if code == "strain":                     # the same number of tricks, another suit or NT
            a = rng.choice(PLAIN)
            b = rng.choice([x for x in PLAIN if x.tricks == a.tricks and x is not a])
        elif code == "tricks":                   # more tricks in a lower suit against fewer in a higher
            a = rng.choice(PLAIN)
            b = rng.choice([x for x in PLAIN if x.tricks != a.tricks])
        else:                                    # a Misère against a trick bid (or the other Misère)
            a = rng.choice(MISERES)
            b = rng.choice(PLAIN + MISERES[:1] if a is MISERES[1] else PLAIN)
        gap = abs(a.value - b.value)
        close = {1: gap >= 100, 2: 40 <= gap <= 100, 3: gap <= 40}[difficulty]
        if close or rng.random() < 0.1:
            return (a, b) if rng.random() < 0.5 else (b, a)


def _label(c: fh.Contract) -> str:
    return c.name if c.is_misere else f"{c.name} ({c})"


#: Check pressed with no bid picked.
PICK_A_BID = N_("Pick one of the two bids, then press Check.")
#: L163 of the rules text: Open Misère wins the bidding at once (F3).
OPEN_MISERE_WINS = "gewinnt er die Gebotsrunde sofort"


def _why(a: fh.Contract, b: fh.Contract) -> str:
    hi, lo = (a, b) if a > b else (b, a)                   # the engine's order of bids (F3)
    if hi.value <= lo.value:                               # Open Misère against 10 Herz or 10 ohne Trumpf
        said = (_("{high} is higher: whoever bids it wins the bidding at once, so no bid can follow it; the rules "
                  "text says „{quote}“ (he wins the bidding at once). That holds against {low} too, though the "
                  "rules text's table gives it {points} points as well (F3).") if lo.value == hi.value else
                _("{high} is higher: whoever bids it wins the bidding at once, so no bid can follow it; the rules "
                  "text says „{quote}“ (he wins the bidding at once). That holds against {low} too, though the "
                  "rules text's table gives it {points} points (F3)."))
        return said.format(high=hi.name, quote=OPEN_MISERE_WINS, low=_label(lo), points=lo.value)
    return _("{high} is worth {high_points} points and {low} {low_points} in the rules text's table; a bid must "
             "be higher in that table to outbid another (F3).").format(high=_label(hi), high_points=hi.value,
                                                                       low=_label(lo), low_points=lo.value)


class FhBidsKind(QuizKindBase, name="fh-bids", letter="fb", form=CHOICE,
                 title=N_("Which bid is higher?"), short="500: which bid is higher"):
    """500 "Which bid is higher?": pick the higher of two bids."""

    def make(self, exercise_id: str, topic: Topic, difficulty: int, rng: random.Random) -> Exercise:
        a, b = _pair(topic.code, difficulty, rng)
        return Exercise(kind=self.name, id=exercise_id, topic=topic, difficulty=difficulty, family=FAMILY,
                        caption=_("500 · the bidding"),
                        prompt=_("Two bids: {one} and {other}. Which bid is higher, so that it may follow the other "
                                 "in the bidding?").format(one=self.choice_label(a), other=self.choice_label(b)),
                        choices=(a, b), answer=max(a, b), explanation=_why(a, b), rules=("F3",))

    def choice_label(self, choice: Choice) -> str:
        assert isinstance(choice, (fh.Contract, str)), choice       # a choice the kind made: a Contract
        return _label(fh.as_contract(choice))

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        if not isinstance(response, (fh.Contract, str)) or response == "":
            raise ValueError(_(PICK_A_BID))
        try:
            pick = fh.as_contract(response)                          # ValueError for a text of no bid
        except ValueError:
            raise ValueError(_(PICK_A_BID)) from None
        if pick not in exercise.choices:
            raise ValueError(_(PICK_A_BID))
        a, b = exercise.choices
        higher = a if a > b else b                 # the engine's order of bids (F3)
        correct = pick == higher
        headline = _("Right!") if correct else _("Not quite: {bid} is the lower bid.").format(
            bid=self.choice_label(pick))
        marks: dict[int, str] = {}
        return Feedback(correct, headline, _("The higher bid is {bid}.").format(bid=self.choice_label(higher)),
                        _why(a, b), (), ("F3",), marks)

    # object: each kind's own answer (a card, a seat, words), which its check compares
    def solution(self, exercise: Exercise) -> object:
        a, b = exercise.choices
        return a if a > b else b


FH_BIDS = register(FhBidsKind())
