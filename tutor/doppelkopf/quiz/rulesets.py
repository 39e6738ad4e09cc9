"""Doppelkopf "under which rule set?": the same four cards, and one card of them; under which rule
set (``hausrunde``, ``turnier``, both or neither) does the trick go to that card? The engine is asked
once per rule set (``hydra.doppelkopf.explain_trick``), and the feedback gives both explanations.

The classic case is two Herz-10 where the Herz-10 is a trump: the first wins in the Turnier, the
second in the Hausrunde (D5). Where the Herz-10 is a plain card (a Damen-, Buben- or As-Solo), the
first wins in both.

>>> from tutor.exercises import make_exercise
>>> ex = make_exercise("dr-dulle-1-0001")
>>> ex.answer in ("hausrunde", "turnier"), DK_RULESETS.check(ex, ex.answer).correct
(True, True)
"""

from __future__ import annotations

import random

import hydra
from hydra import doppelkopf as dk
from hydra.core.i18n import N_, _, language

from .common import FAMILY, RULE_SET_NAMES, deal4, named, plant4
from .common import dk_game
from tutor.exercises.kind import CHOICE, Choice, QuizKindBase, Response, register
from tutor.exercises.model import Exercise, Feedback, Topic

__all__ = ["DK_RULESETS", "DkRuleSetsKind", "BOTH", "NEITHER"]

BOTH = "both"
NEITHER = "neither"
CHOICES = ("hausrunde", "turnier", BOTH, NEITHER)
R10 = hydra.Card.parse("R10")
_GAMES = {"dulle": ("normal", "color-solo:S"),                  # the Herz-10 a trump in both rule sets
          "plain": ("queen-solo", "jack-solo", "ace-solo")}     # the Herz-10 a plain card in both
#: The question, with the card asked about the first or the second of two Herz-10 (or neither).
ASKED = (N_("In a {game}: under which rule set does this trick go to card {place}, {card}?"),
         N_("In a {game}: under which rule set does this trick go to card {place}, {card} (the first one)?"),
         N_("In a {game}: under which rule set does this trick go to card {place}, {card} (the second one)?"))


def winners(cards: tuple[hydra.Card, ...], game_id: str) -> dict[str, int]:
    """The winning card's position under each rule set (the engine decides)."""
    return {rs: dk.trick_winner(cards, game_id, rs) for rs in dk.RULE_SETS}


def _answer(cards: tuple[hydra.Card, ...], game_id: str, target: int) -> str:
    sets = [rs for rs, w in winners(cards, game_id).items() if w == target]
    return BOTH if len(sets) == 2 else sets[0] if sets else NEITHER


def _explain(cards: tuple[hydra.Card, ...], game_id: str) -> tuple[str, tuple[str, ...], tuple[str, ...]]:
    """Both rule sets' explanations (the engine's), the equal-card steps, and the rules cited."""
    exps = {rs: dk.explain_trick(cards, game_id, rs) for rs in dk.RULE_SETS}
    explanation = " ".join(_("{rules}: {why}").format(rules=RULE_SET_NAMES[rs], why=exps[rs].sentence)
                           for rs in dk.RULE_SETS)
    details = tuple(_("{rules}: {why}").format(rules=RULE_SET_NAMES[rs], why=s.text) for rs in dk.RULE_SETS
                    for s in exps[rs].steps
                    if s.verdict in ("first-equal", "second-equal"))
    return explanation, details, tuple(dict.fromkeys(r for rs in dk.RULE_SETS for r in exps[rs].rules))


class DkRuleSetsKind(QuizKindBase, name="dk-rulesets", letter="dr", form=CHOICE,
                     title=N_("Under which rule set?"), short="Doppelkopf: under which rule set"):
    """Doppelkopf "Under which rule set?": hausrunde, turnier, both or neither."""

    def make(self, exercise_id: str, topic: Topic, difficulty: int, rng: random.Random) -> Exercise:
        for _attempt in range(800):
            game_id = rng.choice(_GAMES[topic.code])
            game = dk.get_game(game_id, "turnier")
            hands = deal4(rng)
            leader = rng.randrange(4)
            order = [(leader + i) % 4 for i in range(4)]
            a, b = rng.sample(order, 2)
            plant4(hands, R10, a, rng)
            plant4(hands, R10, b, rng)
            if topic.code == "plain" and R10 not in hands[leader]:
                continue                                   # a Herz trick, led with a Herz-10
            lead = R10 if R10 in hands[leader] and rng.random() < 0.5 else rng.choice(hands[leader])
            if topic.code == "plain":
                lead = R10
            hands[leader].remove(lead)
            trick = [lead]
            for seat in order[1:]:
                legal = dk.legal_cards(hands[seat], trick, game, "turnier")
                assert legal == dk.legal_cards(hands[seat], trick, game, "hausrunde")   # D7 in both
                pick = R10 if R10 in legal and rng.random() < 0.9 else rng.choice(legal)
                hands[seat].remove(pick)
                trick.append(pick)
            cards = tuple(trick)
            if cards.count(R10) != 2:
                continue
            if not any(st.verdict in ("first-equal", "second-equal")          # the two Herz-10 meet (D5)
                       for st in dk.explain_trick(cards, game_id, "turnier").steps):
                continue
            won = winners(cards, game_id)
            tens = [i for i, c in enumerate(cards) if c is R10]
            if difficulty == 1:
                target = rng.choice(tens)
            elif difficulty == 2:
                target = rng.choice(tens + list(won.values()))
            else:
                target = rng.randrange(4)
            return Exercise(
                kind=DK_RULESETS.name, id=exercise_id, topic=topic, difficulty=difficulty, game=game,
                family=FAMILY, caption=_("Doppelkopf · Hausrunde or Turnier? · {game}").format(
                    game=dk.TITLES[game_id]),
                prompt=_(ASKED[tens.index(target) + 1 if target in tens else 0]).format(
                    game=dk.TITLES[game_id], place=target + 1, card=named(cards[target])),
                cards=cards, seats=tuple(order), leader=leader, seat=target, choices=CHOICES,
                answer=_answer(cards, game_id, target), explanation=_explain(cards, game_id)[0],
                rules=_explain(cards, game_id)[2])
        raise RuntimeError(f"no trick found for {exercise_id}")   # pragma: no cover - tests try many seeds

    def choice_label(self, choice: Choice) -> str:
        if choice == BOTH:
            return _("Both")
        if choice == NEITHER:
            return _("Neither")
        return _("{rules} only").format(rules=RULE_SET_NAMES[str(choice)])

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        if response not in CHOICES:
            raise ValueError(_("Pick Hausrunde, Turnier, Both or Neither, then press Check."))
        game_id = dk_game(exercise).id
        target = exercise.seat if exercise.seat is not None else 0
        right = _answer(exercise.cards, game_id, target)              # the engine, once per rule set
        correct = response == right
        card = named(exercise.cards[target])
        if right == BOTH:
            answer = _("Under both rule sets the trick goes to card {place}, {card}.")
        elif right == NEITHER:
            answer = _("Under neither rule set does the trick go to card {place}, {card}.")
        else:
            answer = _("Only under the {rules} rules does the trick go to card {place}, {card}.")
        answer = answer.format(place=target + 1, card=card, rules=RULE_SET_NAMES.get(right, ""))
        explanation, details, rules = _explain(exercise.cards, game_id)
        marks = {target: "selected"}
        for w in set(winners(exercise.cards, game_id).values()):
            marks[w] = "winner"
        headline = _("Right!") if correct else _("Not quite: not {choice}.").format(
            choice=self.choice_label(response).lower() if language() == "en" else self.choice_label(response))
        return Feedback(correct, headline, answer, explanation, details, rules, marks)

    def solution(self, exercise: Exercise) -> str:
        return _answer(exercise.cards, dk_game(exercise).id, exercise.seat if exercise.seat is not None else 0)


DK_RULESETS = register(DkRuleSetsKind())
