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
from hydra.core.i18n import N_, _, ngettext

from .common import FAMILY, board_caption
from tutor.exercises.kind import NUMBER, QuizKindBase, Response, register
from tutor.exercises.model import Exercise, Feedback, Topic

__all__ = ["FH_POINTS", "FhPointsKind"]

PLAIN = tuple(b for b in fh.BIDS if not b.is_misere)
MISERES = (fh.as_contract(fh.MISERE), fh.as_contract(fh.OPEN_MISERE))
#: The team asked about; said "The bidders score 120." after the answer.
TEAMS = (N_("How many points do the bidders score for this round? Type the number (a minus sign for a loss)."),
         N_("How many points do the opponents score for this round? Type the number (a minus sign for a loss)."))
SCORED = (N_("The bidders score {points}."), N_("The opponents score {points}."))


def _explain(contract: fh.Contract, tricks: int) -> str:
    bidders, opponents = fh.score(contract, tricks)
    values = {"tricks": tricks, "contract": contract.name, "bidders": bidders, "opponents": opponents,
              "need": contract.tricks, "theirs": 10 - tricks}
    if fh.made(contract, tricks):
        said = (_("The bidder needed no trick at all (F8) and took {tricks}: they made {contract}, so they score "
                  "its value from the table, {bidders}, and the opponents score {opponents} (F10).")
                if contract.is_misere else
                _("The bidders needed at least {need} tricks and took {tricks}: they made {contract}, so they score "
                  "its value from the table, {bidders}, and the opponents score {opponents} (F10)."))
        return said.format(**values)
    said = (ngettext("The bidder needed no trick (F8) but took {tricks}: they failed, so they lose the value of "
                     "{contract}, {bidders}; the opponents score 10 for their {theirs} trick, {opponents} (F10).",
                     "The bidder needed no trick (F8) but took {tricks}: they failed, so they lose the value of "
                     "{contract}, {bidders}; the opponents score 10 for each of their {theirs} tricks, {opponents} "
                     "(F10).", 10 - tricks)
            if contract.is_misere else
            ngettext("The bidders needed {need} tricks but took {tricks}: they failed, so they lose the value of "
                     "{contract}, {bidders}; the opponents score 10 for their {theirs} trick, {opponents} (F10).",
                     "The bidders needed {need} tricks but took {tricks}: they failed, so they lose the value of "
                     "{contract}, {bidders}; the opponents score 10 for each of their {theirs} tricks, {opponents} "
                     "(F10).", 10 - tricks))
    return said.format(**values)


#: Why a number is wrong, without the number: by (a Misère, the team asked about, the bid made).
_MISSED = {
    (False, 0, True): N_("Not {number}. The bidders made their bid, so they score its value from the table ({rules})."),
    (False, 0, False): N_("Not {number}. The bidders failed, so they lose the value of their bid from the table "
                          "(a minus number) ({rules})."),
    (False, 1, True): N_("Not {number}. The bidders made their bid, and the opponents of a bid that was made score "
                         "nothing for their tricks ({rules})."),
    (False, 1, False): N_("Not {number}. The bidders failed, and the opponents score 10 for each trick they won "
                          "({rules})."),
    (True, 0, True): N_("Not {number}. The bidder made the Misère, so they score its value from the table ({rules})."),
    (True, 0, False): N_("Not {number}. The bidder failed, so they lose the value of the Misère from the table "
                         "(a minus number) ({rules})."),
    (True, 1, True): N_("Not {number}. The bidder made the Misère, and the opponents of a bid that was made score "
                        "nothing for their tricks ({rules})."),
    (True, 1, False): N_("Not {number}. The bidder failed, and the opponents score 10 for each trick they won "
                         "({rules})."),
}


class FhPointsKind(QuizKindBase, name="fh-points", letter="fs", form=NUMBER,
                   title=N_("How many points?"), short="500: how many points"):
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
        facts = (_("The bidders played {contract} ({code}) and took {tricks} of the ten tricks; the opponents took "
                   "{theirs}.").format(contract=contract.name, code=contract, tricks=tricks, theirs=10 - tricks)
                 if not contract.is_misere else
                 ngettext("The bidder played {contract} alone and took {tricks} trick.",
                          "The bidder played {contract} alone and took {tricks} tricks.", tricks).format(
                              contract=contract.name, tricks=tricks),)
        return Exercise(kind=self.name, id=exercise_id, topic=topic, difficulty=difficulty, family=FAMILY,
                        caption=board_caption(contract), setting=contract, given=(tricks, team),
                        prompt=_(TEAMS[team]),
                        facts=facts, answer=answer, explanation=_explain(contract, tricks), rules=("F10",))

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        text = str(response if response is not None else "").strip().replace("−", "-")
        try:
            value = int(text)
        except ValueError:
            raise ValueError(_("Type a whole number of points, such as 180 or -180.")) from None
        tricks, team = exercise.given
        right = fh.score(exercise.setting, tricks)[team]          # the engine decides
        correct = value == right
        headline = _("Right!") if correct else _("Not quite: not {number}.").format(number=value)
        rules = ("F10", "F8") if exercise.setting.is_misere else ("F10",)
        return Feedback(correct, headline, _(SCORED[team]).format(points=right),
                        _explain(exercise.setting, tricks), (), rules)

    def miss_reason(self, exercise: Exercise, response: Response, feedback: Feedback) -> str:
        """Why the number is wrong without giving the number: made or failed, and what that scores."""
        tricks, team = exercise.given
        contract = exercise.setting
        said = _MISSED[(contract.is_misere, team, fh.made(contract, tricks))]
        return _(said).format(number=str(response).strip(), rules="F8, F10" if contract.is_misere else "F10")

    def solution(self, exercise: Exercise) -> str:
        return str(fh.score(exercise.setting, exercise.given[0])[exercise.given[1]])


FH_POINTS = register(FhPointsKind())
