"""Doppelkopf "who wins this trick?": four cards played legally from a seeded deal, in either rule
set (``hausrunde``, ``turnier``) and a game of that rule set, the rule set and game on the board;
graded and explained by ``hydra.doppelkopf.explain_trick`` (its steps carry their D-ids).

The difficulty is how many further ideas (traps) the trick shows besides the topic's own, read off
the engine's explanation (a ruff, an over-ruff, equal cards, a high card that cannot win, the Fuchs,
a Dame or Bube that wears the led suit but is a trump).

>>> from tutor.exercises import make_exercise
>>> ex = make_exercise("dt-dulle-1-0001")
>>> ex.answer == dk.trick_winner(ex.cards, ex.game, ex.setting), ex.cards.count(hydra.DULLE)
(True, 2)
>>> DK_TRICK.check(ex, ex.answer).correct
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import NamedTuple

import hydra
from hydra import doppelkopf as dk
from hydra.core.i18n import N_, _

from tutor.exercises.answers import check_pick
from tutor.exercises.dealing import by_difficulty
from .common import FAMILY, board_caption, deal4, named, plant4
from .common import dk_game
from tutor.exercises.kind import PICK_CARD, QuizKindBase, Response, register
from tutor.exercises.model import Exercise, Feedback, Topic

__all__ = ["DK_TRICK", "DkTrickKind", "DK_TRICK_TOPICS", "dk_features"]

R10 = hydra.Card.parse("R10")
FUCHS = hydra.Card.parse("SD")
SOLOS = tuple(g for g in dk.GAME_IDS["hausrunde"] if g != "normal")


def dk_features(exp: dk.TrickExplanation) -> frozenset[str]:
    """The ideas (traps) a Doppelkopf trick shows, read off the engine's explanation."""
    game = exp.game
    normal = dk.get_game("normal", exp.rules_set)
    led_trump = game.is_trump(exp.cards[0])
    f = set()
    for step in exp.steps[1:]:
        v = step.verdict
        if v == "ruff":
            f.add("ruff")
        elif v == "higher-trump" and not led_trump:
            f.add("overruff")
        elif v in ("first-equal", "second-equal"):
            f.add(v)
        elif v in ("off-suit", "under-trump", "lower-suit", "lower-trump") and step.card.eyes >= 10:
            f.add("high-card-loses")
    led = exp.cards[0]
    if not led_trump and any(c.suit == led.suit and game.is_trump(c) for c in exp.cards[1:]):
        f.add("lookalike")                          # e.g. EO on a Kreuz trick: a trump, not Kreuz
    if game.id == "normal" and FUCHS in exp.cards:
        f.add("fuchs")                              # the Karo-As looks like Karo, is a trump
    if game.id != "normal" and any(game.is_trump(c) != normal.is_trump(c) for c in exp.cards):
        f.add("solo-trump")
    return frozenset(f)


class DkTrickTopic(NamedTuple):
    """What a topic deals (its games) and must show (a test on the engine's explanation)."""
    games: tuple[str, ...]
    core: frozenset[str]
    test: Callable[[dk.TrickExplanation], bool]


def _winner(e: dk.TrickExplanation) -> hydra.Card:
    return e.cards[e.winner]


#: Per topic code: the games dealt and what a kept trick must show.
DK_TRICK_TOPICS = {
    "suit": DkTrickTopic(("normal",), frozenset(),
                         lambda e: not e.game.is_trump(e.cards[0]) and not e.game.is_trump(_winner(e))),
    "ruff": DkTrickTopic(("normal",), frozenset({"ruff"}), lambda e: "ruff" in dk_features(e)),
    "trump": DkTrickTopic(("normal",), frozenset(), lambda e: e.game.is_trump(e.cards[0])),
    "equal": DkTrickTopic(("normal",), frozenset({"first-equal"}),
                          lambda e: any(s.verdict == "first-equal" and s.card is _winner(e)
                                        for s in e.steps)),
    "dulle": DkTrickTopic(("normal",), frozenset({"first-equal", "second-equal"}),
                          lambda e: e.cards.count(R10) == 2),
    "solo": DkTrickTopic(SOLOS, frozenset({"solo-trump"}), lambda e: "solo-trump" in dk_features(e)),
}


def _lead(code: str, hand: list[hydra.Card], game: hydra.Game, rng: random.Random) -> hydra.Card | None:
    trumps = [c for c in hand if game.is_trump(c)]
    fails = [c for c in hand if not game.is_trump(c)]
    if code in ("trump", "dulle"):
        pool = [c for c in trumps if c != R10] or trumps
    elif code in ("suit", "ruff", "equal"):
        pool = fails
    else:
        pool = hand
    return rng.choice(pool) if pool else None


def _follow(code: str, difficulty: int, hand: list[hydra.Card], trick: list[hydra.Card], game: hydra.Game,
            rule_set: str, rng: random.Random, wanted: tuple[hydra.Card, ...]) -> hydra.Card:
    legal = dk.legal_cards(hand, trick, game, rule_set)
    for card in wanted:
        if card in legal and rng.random() < 0.9:
            return card
    if code == "equal":
        best = trick[dk.trick_winner(trick, game, rule_set)]
        if best in legal and rng.random() < 0.8:
            return best
    trumps = [c for c in legal if game.is_trump(c)]
    plain = [c for c in legal if not game.is_trump(c)]
    if not game.is_trump(trick[0]) and not any(game.follow[c.index] == game.follow[trick[0].index]
                                               for c in legal):
        if code in ("suit", "equal") and plain and rng.random() < 0.85:
            legal = plain
        elif code == "ruff" and trumps and rng.random() < 0.85:
            legal = trumps
    if difficulty == 1 and len(legal) > 2:
        legal = sorted(legal, key=lambda c: c.eyes)[:2]
    return rng.choice(legal)


_Found = tuple[str, hydra.Game, list[hydra.Card], int, dk.TrickExplanation]


def _tricks(code: str, difficulty: int, rng: random.Random) -> Iterator[tuple[int, _Found]]:
    """Tricks dealt for the topic ``code`` that show its idea, each with how many more it shows."""
    games, core, test = DK_TRICK_TOPICS[code]
    for _attempt in range(800):
        rule_set = rng.choice(dk.RULE_SETS)
        choices = [g for g in games if g in dk.games(rule_set)]
        game = dk.get_game(rng.choice(choices), rule_set)
        hands = deal4(rng)
        leader = rng.randrange(4)
        order = [(leader + i) % 4 for i in range(4)]
        wanted: tuple[hydra.Card, ...] = ()
        if code == "dulle":
            a, b = rng.sample(order[1:], 2)
            plant4(hands, R10, a, rng)
            plant4(hands, R10, b, rng)
            wanted = (R10,)
        lead = _lead(code, hands[leader], game, rng)
        if lead is None:
            continue
        hands[leader].remove(lead)                 # played: it is in the trick now
        if code == "equal":
            plant4(hands, lead, rng.choice(order[1:]), rng)
            wanted = (lead,)
        trick = [lead]
        for seat in order[1:]:
            trick.append(_follow(code, difficulty, hands[seat], trick, game, rule_set, rng, wanted))
        exp = dk.explain_trick(trick, game, rule_set)
        if test(exp):
            yield len(dk_features(exp) - core), (rule_set, game, trick, leader, exp)


def _exercise(exercise_id: str, topic: Topic, difficulty: int, rule_set: str, game: hydra.Game,
              trick: list[hydra.Card], leader: int, exp: dk.TrickExplanation) -> Exercise:
    return Exercise(
        kind=DK_TRICK.name, id=exercise_id, topic=topic, difficulty=difficulty, game=game,
        family=FAMILY, caption=board_caption(rule_set, game.id), setting=rule_set,
        prompt=_("Which card wins this trick? Tap it."),
        cards=tuple(trick), seats=tuple((leader + i) % 4 for i in range(4)), leader=leader,
        answer=exp.winner, explanation=str(exp.sentence), details=tuple(str(s.text) for s in exp.steps),
        rules=exp.rules, features=dk_features(exp))


class DkTrickKind(QuizKindBase, name="dk-trick", letter="dt", form=PICK_CARD,
                  title=N_("Who wins this trick?"), short="Doppelkopf: who wins"):
    """Doppelkopf "Who wins this trick?": pick the card that wins in the rule set on the board."""

    def make(self, exercise_id: str, topic: Topic, difficulty: int, rng: random.Random) -> Exercise:
        found = by_difficulty(_tricks(topic.code, difficulty, rng), difficulty, exercise_id)
        return _exercise(exercise_id, topic, difficulty, *found)

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        exp = dk.explain_trick(exercise.cards, dk_game(exercise), exercise.setting)   # the engine decides
        return check_pick(exercise, response, exp.winner, str(exp.sentence),
                          tuple(str(s.text) for s in exp.steps), exp.rules, named)

    def solution(self, exercise: Exercise) -> int:
        return dk.trick_winner(exercise.cards, dk_game(exercise), exercise.setting)


DK_TRICK = register(DkTrickKind())
