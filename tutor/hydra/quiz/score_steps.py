"""The scoring lesson's kinds (issue 19, lesson 07 of the path): one idea of the count each, answered
by the engine (``hydra.round_half_up``, ``hydra.party_points``, the parties' multipliers, the trick
bonuses). A wrong answer gets a sentence on why *that* answer is wrong, naming the rule, and never the
answer itself (the step player shows it after a second miss).

* :data:`EYES_LEFT` (``NUMBER``): all the parties' eyes make 240 (rules: Abrechnung);
* :data:`TENTHS` (``NUMBER``): what a party's eyes count, in tenths rounded half up (R5);
* :data:`MULTIPLIER` (``NUMBER``): the players outside your party; a soloist 3, an opponent 2 (R5);
* :data:`PARTY_POINTS` (``NUMBER``): bonus + multiplier x the tenths (R5);
* :data:`TRICK_BONUS` (``CHOICE``): a Doppelkopf or a Hydra trick (R3);
* :data:`FUCHS_CAUGHT` (``CHOICE``): an opponent's Fuchs in your trick, or your own party's (R4);
* :data:`BEST_PARTY` (``CHOICE``): whose players score the most (R5).

>>> TENTHS.check(TENTHS.of(75), "7").explanation
'Not 7: 75 eyes are 7.5 tenths, and a half rounds up (R5).'
>>> PARTY_POINTS.check(PARTY_POINTS.of(65, 2, 5), "24").explanation
'Not 24: the bonus points are added once, not multiplied (R5).'
>>> TRICK_BONUS.solution(TRICK_BONUS.of("R10 ED E10 GD SD"))
'Hydra'
"""

from __future__ import annotations

from collections.abc import Mapping

import hydra
from hydra.core.i18n import N_, _, ngettext
from hydra.hydra.scoring import DOPPELKOPF_EYES, HYDRA_EYES, trick_bonuses

from tutor.exercises.answers import whole_number
from tutor.exercises.kind import CHOICE, NUMBER, KindBase, Response, register
from tutor.exercises.model import Exercise, Feedback
from .game import FAMILY, normal_game

__all__ = ["EYES_LEFT", "TENTHS", "MULTIPLIER", "PARTY_POINTS", "TRICK_BONUS", "FUCHS_CAUGHT", "BEST_PARTY",
           "feedback"]

#: The sentence the rules text's count rests on (rules: Abrechnung, "Gesamt 240").
COUNT_RULE = "rules: Abrechnung, the count"


def feedback(correct: bool, explanation: str, rules: tuple[str, ...] = ()) -> Feedback:
    """The feedback of an answer; a right answer's why is a sentence of its own (it follows "Right!" and,
    after two misses, "The answer: 8.")."""
    for yes in ("Yes: ", "Right: ", _("Yes: ")):
        if correct and explanation.startswith(yes):
            explanation = explanation[len(yes)].upper() + explanation[len(yes) + 1:]
    return Feedback(correct, _("Right!") if correct else _("Not quite."), "", explanation, (), rules, {})


def _tenths_text(eyes: int) -> str:
    return _("{whole}.{tenth}").format(whole=eyes // 10, tenth=eyes % 10)


class EyesLeftKind(KindBase, name="eyes-left", title="How many eyes?", form=NUMBER):
    """"How many eyes did the last party take?": the 240 eyes of the deck, less the others' eyes."""

    def of(self, *others: int) -> Exercise:
        told = _("{some} and {last}").format(some=", ".join(map(str, others[:-1])), last=others[-1]) \
            if len(others) > 1 else str(others[0])
        return Exercise(family=FAMILY, game=normal_game(), kind=self.name, given=tuple(others), rules=(COUNT_RULE,),
                        prompt=_("{count} parties played. The others took {eyes} eyes. How many eyes did the last "
                                 "party take?").format(count=len(others) + 1, eyes=told))

    def solution(self, exercise: Exercise) -> str:
        return str(hydra.TOTAL_EYES - sum(exercise.given))

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        n = whole_number(response)
        total = sum(exercise.given) + n
        adds = " + ".join(map(str, (*exercise.given, n)))
        if str(n) == self.solution(exercise):
            return feedback(True, _("Yes: {sum} = {all}, all the eyes of the deck ({rule}).").format(
                sum=adds, all=hydra.TOTAL_EYES, rule=COUNT_RULE), exercise.rules)
        more = (_("Not {n}: {sum} = {total}, more than the {all} eyes of the deck; all the parties together always "
                  "have {all} ({rule}).") if total > hydra.TOTAL_EYES else
                _("Not {n}: {sum} = {total}, less than the {all} eyes of the deck; all the parties together always "
                  "have {all} ({rule})."))
        return feedback(False, more.format(n=n, sum=adds, total=total, all=hydra.TOTAL_EYES, rule=COUNT_RULE),
                        exercise.rules)


class TenthsKind(KindBase, name="tenths", title="What do the eyes count?", form=NUMBER):
    """"What do these eyes count?": a tenth of the eyes, rounded half up (R5)."""

    def of(self, eyes: int) -> Exercise:
        return Exercise(family=FAMILY, game=normal_game(), kind=self.name, given=(eyes,), rules=("R5",),
                        prompt=_("A party took {eyes} eyes. What do they count?").format(eyes=eyes))

    def solution(self, exercise: Exercise) -> str:
        return str(hydra.round_half_up(exercise.given[0]))

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        n, eyes = whole_number(response), exercise.given[0]
        right = hydra.round_half_up(eyes)
        if n == right:
            return feedback(True, _("Yes: {eyes} eyes are {tenths} tenths, which round to {n} (R5).").format(
                eyes=eyes, tenths=_tenths_text(eyes), n=right), ("R5",))
        if n == eyes // 10 and eyes % 10 >= 5:
            why = _("{eyes} eyes are {tenths} tenths, and a half rounds up").format(
                eyes=eyes, tenths=_tenths_text(eyes))
        elif n == eyes // 10 + 1 and eyes % 10 < 5:
            why = _("{eyes} eyes are {tenths} tenths, and less than a half rounds down").format(
                eyes=eyes, tenths=_tenths_text(eyes))
        elif n == eyes:
            why = _("the eyes count in tenths: take a tenth of them, then round")
        else:
            why = _("take a tenth of the eyes and round it, a half up")
        return feedback(False, _not(n, why), ("R5",))


#: A party of this many players in a healthy game, as the key cards make it (R10): the EO and GO
#: holders given to :func:`hydra.classify`, and the index of the party asked about.
_PARTY_OF_SIZE = {1: (((0, 1), (2, 3)), 2), 2: (((0, 1), (2, 3)), 0), 3: (((0, 1), (0, 2)), 0),
                  4: (((0, 0), (0, 0)), 1)}
#: The words of a solo question, by role.
_SOLO = {"soloist": N_("You play a solo, alone against the other four. What is your multiplier?"),
         "opponent": N_("Another player plays a solo; you are one of the four against the soloist. What is your "
                        "multiplier?")}


# object: a learner's answer as the step took it (a number, a word), said back as written
def _not(n: object, why: str, rule: str = "R5") -> str:
    """'Not 7: why (R5).'"""
    return _("Not {n}: {why} ({rule}).").format(n=n, why=why, rule=rule)


class MultiplierKind(KindBase, name="multiplier", title="What is your multiplier?", form=NUMBER):
    """"What is your multiplier?": the players outside your party; in a solo 3 and 2 (R5)."""

    def of(self, size: int = 0, solo: str = "") -> Exercise:
        """Your party of ``size`` players in a healthy game, or your ``solo`` role."""
        if solo:
            prompt = _(_SOLO[solo])
            size = 1 if solo == "soloist" else 4
        else:
            prompt = (_("Your party has {n} of the five players. What is your multiplier?").format(n=size) if size > 1
                      else _("You play alone in a party of one, against the other four. What is your multiplier?"))
        return Exercise(family=FAMILY, game=normal_game(),
                        kind=self.name, given=(size,), caption=solo, rules=("R5",), prompt=prompt)

    def _parties(self, exercise: Exercise) -> tuple[hydra.Parties, int]:
        if exercise.caption:
            return hydra.solo_parties(0, range(5)), 0 if exercise.caption == "soloist" else 1
        (eo, go), index = _PARTY_OF_SIZE[exercise.given[0]]
        return hydra.classify(eo, go, range(5)), index

    def solution(self, exercise: Exercise) -> str:
        parties, index = self._parties(exercise)
        return str(parties.multipliers[index])

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        n, size = whole_number(response), exercise.given[0]
        outside = 5 - size
        if str(n) == self.solution(exercise):
            why = (_("a soloist's multiplier is {n}").format(n=n) if exercise.caption == "soloist" else
                   _("each opponent of a soloist has {n}").format(n=n) if exercise.caption else
                   ngettext("{n} player is outside your party", "{n} players are outside your party",
                            outside).format(n=outside))
            return feedback(True, _("Yes: {why} (R5).").format(why=why), ("R5",))
        if exercise.caption and n == outside:
            why = _("{n} players are outside your party, but a solo has multipliers of its own: the soloist's and "
                    "each opponent's").format(n=outside)
        elif n == size:
            why = _("that is the players in your party; the multiplier counts the players outside it")
        else:
            why = _("count the players outside your party") if not exercise.caption else \
                _("a solo has multipliers of its own, one for the soloist and one for each opponent")
        return feedback(False, _not(n, why), ("R5",))


class PartyPointsKind(KindBase, name="party-points", title="How many points?", form=NUMBER):
    """"How many points each?": bonus + multiplier x the eyes in tenths, rounded half up (R5)."""

    def of(self, eyes: int, multiplier: int, bonus: int = 0, party: str = "") -> Exercise:
        """``party``: who took the eyes ("Your party" unless said), in the learner's language."""
        asked = (_("{party} took {eyes} eyes and {bonus} bonus points; its multiplier is {m}. How many points does "
                   "each of its players get?") if bonus else
                 _("{party} took {eyes} eyes; its multiplier is {m}. How many points does each of its players get?"))
        return Exercise(family=FAMILY, game=normal_game(),
                        kind=self.name, given=(eyes, multiplier, bonus), rules=("R5",),
                        prompt=asked.format(party=party or _("Your party"), eyes=eyes, bonus=bonus, m=multiplier))

    def solution(self, exercise: Exercise) -> str:
        return str(hydra.party_points(*exercise.given))

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        n = whole_number(response)
        eyes, m, bonus = exercise.given
        tenths = hydra.round_half_up(eyes)
        right = hydra.party_points(eyes, m, bonus)
        if n == right:
            sum_text = f"{bonus} + {m} × {tenths}" if bonus else f"{m} × {tenths}"
            return feedback(True, _("Yes: {eyes} eyes count {tenths}; {sum} = {n} points for each player of the "
                                    "party (R5).").format(eyes=eyes, tenths=tenths, sum=sum_text, n=right), ("R5",))
        if bonus and n == (bonus + tenths) * m:
            why = _("the bonus points are added once, not multiplied")
        elif bonus and n == m * tenths:
            why = _("the bonus points are added too")
        elif n == bonus + tenths:
            why = _("multiply what the eyes count by the multiplier")
        elif n in (bonus + m * eyes, bonus + m * eyes // 10):
            why = _("multiply the eyes counted in tenths and rounded, not the eyes themselves")
        elif eyes % 10 >= 5 and n == bonus + m * (eyes // 10):
            why = _("{eyes} eyes are {tenths} tenths, and a half rounds up").format(
                eyes=eyes, tenths=_tenths_text(eyes))
        elif eyes % 10 < 5 and n == bonus + m * (eyes // 10 + 1):
            why = _("{eyes} eyes are {tenths} tenths, and less than a half rounds down").format(
                eyes=eyes, tenths=_tenths_text(eyes))
        else:
            why = _("each player gets the bonus plus the multiplier times the eyes in tenths, rounded")
        return feedback(False, _not(n, why), ("R5",))


#: The trick-bonus answers, as the buttons read.
DOPPELKOPF, HYDRA_TRICK, NO_BONUS = "Doppelkopf", "Hydra", "neither"
#: The buttons' words, in the learner's language.
_BONUS_LABELS = {DOPPELKOPF: N_("Doppelkopf"), HYDRA_TRICK: N_("Hydra"), NO_BONUS: N_("neither")}
#: What each answer gives, said after it.
_GIVES = {DOPPELKOPF: N_("a Doppelkopf, 5 bonus points"), HYDRA_TRICK: N_("a Hydra, 10 bonus points"),
          NO_BONUS: N_("no bonus")}


class TrickBonusKind(KindBase, name="trick-bonus", title="A bonus trick?", form=CHOICE):
    """"Is this trick a Doppelkopf or a Hydra?": 40 to 49 eyes give 5 bonus points, 50 or more 10 (R3)."""

    def of(self, cards: str) -> Exercise:
        trick = hydra.Trick(cards, leader=0)
        return Exercise(family=FAMILY, game=normal_game(),
                        kind=self.name, cards=tuple(trick.cards), choices=(DOPPELKOPF, HYDRA_TRICK, NO_BONUS),
                        rules=("R3",), prompt=_("Which bonus does the party that takes this trick get?"))

    def _bonus(self, exercise: Exercise) -> str:
        bonuses = trick_bonuses(hydra.Trick(exercise.cards, leader=0), 1, lambda seat: 0)
        kinds = {b.kind for b in bonuses}
        return HYDRA_TRICK if "hydra" in kinds else DOPPELKOPF if "doppelkopf" in kinds else NO_BONUS

    def solution(self, exercise: Exercise) -> str:
        return self._bonus(exercise)

    # object: a choice as the exercise protocol hands it (Choice), said by its label
    def choice_label(self, choice: object) -> str:
        return _(_BONUS_LABELS.get(str(choice), str(choice)))

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        if response not in exercise.choices:
            raise ValueError(_("Tap one of the answers."))
        right = self._bonus(exercise)
        eyes = sum(c.eyes for c in exercise.cards)
        if response == right:
            count = " + ".join(str(c.eyes) for c in exercise.cards)
            return feedback(True, _("Yes: {sum} = {eyes} eyes, so {gives} (R3).").format(
                sum=count, eyes=eyes, gives=_(_GIVES[right])), ("R3",))
        if response == NO_BONUS:
            return feedback(False, _("There is a bonus: this trick holds {n} eyes or more; count them (R3).").format(
                n=DOPPELKOPF_EYES), ("R3",))
        elif response == HYDRA_TRICK:
            why = _("Not a Hydra: a Hydra trick holds {n} eyes or more, and this one holds fewer (R3).").format(
                n=HYDRA_EYES)
        elif eyes >= HYDRA_EYES:
            why = _("Not a Doppelkopf: a Doppelkopf holds {low} to {high} eyes, and this trick holds more "
                    "(R3).").format(
                low=DOPPELKOPF_EYES, high=HYDRA_EYES - 1)
        else:
            why = _("Not a Doppelkopf: a Doppelkopf holds {n} eyes or more, and this trick holds fewer (R3).").format(
                n=DOPPELKOPF_EYES)
        return feedback(False, why, ("R3",))


#: The Fuchs answers, as the buttons read.
FUCHS_BONUS, FUCHS_NOTHING = "5 points", "nothing"
_FUCHS_LABELS = {FUCHS_BONUS: N_("5 points"), FUCHS_NOTHING: N_("nothing")}


class FuchsCaughtKind(KindBase, name="fuchs-caught", title="Fuchs gefangen?", form=CHOICE):
    """"What does the Fuchs give?": an opponent's Fuchs in your trick 5 bonus points, your own party's
    nothing (R4)."""

    def of(self, cards: str, played_by: int, partner: bool) -> Exercise:
        """You lead the trick ``cards`` and take it; card ``played_by`` is the Fuchs, played by your
        partner or by an opponent."""
        trick = hydra.Trick(cards, leader=0)
        asked = (_("You led and took this trick. The Fuchs (SD) in it was played by your partner. What does the "
                   "Fuchs give your party?") if partner else
                 _("You led and took this trick. The Fuchs (SD) in it was played by an opponent. What does the "
                   "Fuchs give your party?"))
        return Exercise(family=FAMILY, game=normal_game(),
                        kind=self.name, cards=tuple(trick.cards), choices=(FUCHS_BONUS, FUCHS_NOTHING),
                        given=(played_by, int(partner)), rules=("R4",), prompt=asked)

    def _bonus(self, exercise: Exercise) -> int:
        played_by, partner = exercise.given
        trick = hydra.Trick(exercise.cards, leader=0)
        mine = {0, played_by} if partner else {0}
        bonuses = trick_bonuses(trick, 1, lambda seat: 0 if seat in mine else 1)
        return sum(b.points for b in bonuses if b.kind == "fuchs" and b.party == 0)

    def solution(self, exercise: Exercise) -> str:
        return FUCHS_BONUS if self._bonus(exercise) else FUCHS_NOTHING

    # object: a choice as the exercise protocol hands it (Choice), said by its label
    def choice_label(self, choice: object) -> str:
        return _(_FUCHS_LABELS.get(str(choice), str(choice)))

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        if response not in exercise.choices:
            raise ValueError(_("Tap one of the answers."))
        caught = self._bonus(exercise) > 0
        if response == self.solution(exercise):
            why = (_("an opponent's Fuchs in your trick is caught: Fuchs gefangen, 5 bonus points") if caught else
                   _("your own party's Fuchs is not caught, so it gives no bonus"))
            return feedback(True, _("Yes: {why} (R4).").format(why=why), ("R4",))
        why = (_("an opponent played it into your trick, so you caught it: Fuchs gefangen") if caught else
               _("your partner played it: only an opponent's Fuchs is caught, your own party's gives nothing"))
        return feedback(False, _not(self.choice_label(response), why, "R4"), ("R4",))


class BestPartyKind(KindBase, name="best-party", title="Who scores the most?", form=CHOICE):
    """"Whose players score the most?": each party's points by R5, from its eyes, multiplier and bonus."""

    def of(self, parties: Mapping[str, tuple[int, int, int]]) -> Exercise:
        """``parties``: name -> (eyes, multiplier, bonus)."""
        names = tuple(parties)
        facts = tuple((_("{party}: {eyes} eyes, multiplier {m}, {bonus} bonus points") if b else
                       _("{party}: {eyes} eyes, multiplier {m}")).format(party=n, eyes=e, m=m, bonus=b)
                      for n, (e, m, b) in parties.items())
        given = tuple(x for triple in parties.values() for x in triple)
        return Exercise(family=FAMILY, game=normal_game(),
                        kind=self.name, choices=names, given=given, facts=facts, rules=("R5",),
                        prompt=_("The round is over. Whose players get the most points each?"))

    def _points(self, exercise: Exercise) -> dict[str, int]:
        g = exercise.given
        return {n: hydra.party_points(g[3 * i], g[3 * i + 1], g[3 * i + 2]) for i, n in enumerate(exercise.choices)}

    def _sum(self, exercise: Exercise, name: str) -> str:
        i = exercise.choices.index(name)
        eyes, m, bonus = exercise.given[3 * i: 3 * i + 3]
        plus = f"{bonus} + " if bonus else ""
        return f"{plus}{m} × {hydra.round_half_up(eyes)} = {hydra.party_points(eyes, m, bonus)}"

    def solution(self, exercise: Exercise) -> str:
        points = self._points(exercise)
        return max(points, key=points.__getitem__)

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        if response not in exercise.choices:
            raise ValueError(_("Tap one of the parties."))
        name = str(response)
        if name == self.solution(exercise):
            others = "; ".join(_("the {party}: {sum}").format(party=n, sum=self._sum(exercise, n))
                               for n in exercise.choices if n != name)
            return feedback(True, _("Yes: the {party}'s players get {sum} points each; {others} (R5).").format(
                party=name, sum=self._sum(exercise, name), others=others), ("R5",))
        i = exercise.choices.index(name)
        most_eyes = max(exercise.given[0::3]) == exercise.given[3 * i]
        but = (_("Not the {party}: the {party} took the most eyes, but each of them gets {sum} points, and another "
                 "party's players get more; a smaller party has a bigger multiplier (R5).") if most_eyes else
               _("Not the {party}: the {party} each get {sum} points, and another party's players get more; a "
                 "smaller party has a bigger multiplier (R5)."))
        return feedback(False, but.format(party=name, sum=self._sum(exercise, name)), ("R5",))


EYES_LEFT = register(EyesLeftKind())
TENTHS = register(TenthsKind())
MULTIPLIER = register(MultiplierKind())
PARTY_POINTS = register(PartyPointsKind())
TRICK_BONUS = register(TrickBonusKind())
FUCHS_CAUGHT = register(FuchsCaughtKind())
BEST_PARTY = register(BestPartyKind())
