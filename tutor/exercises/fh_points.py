"""500 "how many points?": a contract and the tricks the bidders took; the learner types the
bidders' (or the opponents') points for the round, graded with ``hydra.fuenfhundert.score`` (F10;
a Misère is made with no trick at all, F8).

>>> from tutor.exercises import make_exercise
>>> ex = make_exercise("fs-failed-1-0001")
>>> ex.check(str(ex.answer)).correct
True
"""

from __future__ import annotations

import random

from hydra import fuenfhundert as fh

from .fh_common import FAMILY, board_caption
from .kind import NUMBER, QuizKindBase, Response, register
from .model import Exercise, Feedback, Topic

__all__ = ["FH_POINTS", "FhPointsKind"]

PLAIN = tuple(b for b in fh.BIDS if not b.is_misere)
MISERES = (fh.as_contract(fh.MISERE), fh.as_contract(fh.OPEN_MISERE))
TEAMS = ("the bidders", "the opponents")


def _explain(contract: fh.Contract, tricks: int) -> str:
    bidders, opponents = fh.score(contract, tricks)
    if fh.made(contract, tricks):
        need = "no trick at all (F8)" if contract.is_misere else f"at least {contract.tricks} tricks"
        who = "The bidder" if contract.is_misere else "The bidders"
        return (f"{who} needed {need} and took {tricks}: they made {contract.name}, so they score "
                f"its value from the table, {bidders}, and the opponents score {opponents} (F10).")
    need = "no trick (F8)" if contract.is_misere else f"{contract.tricks} tricks"
    who = "The bidder" if contract.is_misere else "The bidders"
    return (f"{who} needed {need} but took {tricks}: they failed, so they lose the value of "
            f"{contract.name}, {bidders}; the opponents score 10 for each of their {10 - tricks} "
            f"trick{'s' if 10 - tricks != 1 else ''}, "
            f"{opponents} (F10).")


class FhPointsKind(QuizKindBase, name="fh-points", letter="fs", form=NUMBER,
                   title="How many points?", short="500: how many points"):
    """500 "How many points?": type one team's points for the round."""

    def make(self, exercise_id: str, topic: Topic, difficulty: int, rng: random.Random) -> Exercise:
        while True:
            contract = rng.choice(MISERES if topic.code == "misere" else PLAIN)
            if contract.is_misere:
                tricks = 0 if rng.random() < 0.5 else rng.randint(1, 3)
            elif topic.code == "made":
                tricks = rng.randint(contract.tricks, 10) if difficulty > 1 else contract.tricks
            else:
                tricks = rng.randint(max(0, contract.tricks - 4), contract.tricks - 1)
            team = 0 if difficulty == 1 else rng.randrange(2)
            if topic.code == "made" and team == 1 and rng.random() < 0.7:
                continue                          # the opponents' 0 is asked now and then only
            break
        answer = fh.score(contract, tricks)[team]
        facts = (f"The bidders played {contract.name} ({contract}) and took {tricks} of the ten tricks; "
                 f"the opponents took {10 - tricks}." if not contract.is_misere else
                 f"The bidder played {contract.name} alone and took {tricks} trick{'s' if tricks != 1 else ''}.",)
        return Exercise(kind=self.name, id=exercise_id, topic=topic, difficulty=difficulty, family=FAMILY,
                        caption=board_caption(contract), setting=contract, given=(tricks, team),
                        prompt=f"How many points do {TEAMS[team]} score for this round? Type the number "
                               "(a minus sign for a loss).",
                        facts=facts, answer=answer, explanation=_explain(contract, tricks), rules=("F10",))

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        text = str(response if response is not None else "").strip().replace("−", "-")
        try:
            value = int(text)
        except ValueError:
            raise ValueError("Type a whole number of points, such as 180 or -180.") from None
        tricks, team = exercise.given
        right = fh.score(exercise.setting, tricks)[team]          # the engine decides
        correct = value == right
        headline = "Right!" if correct else f"Not quite: not {value}."
        rules = ("F10", "F8") if exercise.setting.is_misere else ("F10",)
        return Feedback(correct, headline, f"{TEAMS[team].capitalize()} score {right}.",
                        _explain(exercise.setting, tricks), (), rules)

    def miss_reason(self, exercise: Exercise, response: Response, feedback: Feedback) -> str:
        """Why the number is wrong without giving the number: made or failed, and what that scores."""
        tricks, team = exercise.given
        contract = exercise.setting
        who = "The bidder" if contract.is_misere else "The bidders"
        if fh.made(contract, tricks):
            how = ("made their bid, so they score its value from the table" if team == 0 else
                   "made their bid, and the opponents of a bid that was made score nothing for their tricks")
        else:
            how = ("failed, so they lose the value of their bid from the table (a minus number)" if team == 0 else
                   "failed, and the opponents score 10 for each trick they won")
        rule = "F8, F10" if contract.is_misere else "F10"
        return f"{feedback.headline.replace('Not quite: not', 'Not')} {who} {how} ({rule})."

    def solution(self, exercise: Exercise) -> str:
        return str(fh.score(exercise.setting, exercise.given[0])[exercise.given[1]])


FH_POINTS = register(FhPointsKind())
