""""Who wins this trick?" exercises: deal, let the players play legal cards, keep a trick
that shows the topic's idea, and grade a pick with the engine's explanation.

A trick is kept when ``hydra.explain_trick`` shows the topic's idea (its core features);
the difficulty is how many further ideas (traps) the trick shows besides, read off the same
explanation by :func:`_features`.

The same kind answers a course's "who wins?" question about a trick given as cards
(:meth:`TrickKind.of`): its check asks the engine then.

>>> from tutor.exercises import make_exercise
>>> ex = make_exercise("t-r1-1-0001")
>>> "hydra-low" in ex.features, ex.answer == hydra.trick_winner(ex.cards, ex.game)
(True, True)
>>> TRICK.check(TRICK.of("GK G9 GD HY G10"), 3).headline
'Not quite: HY does not win this trick.'
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import NamedTuple

import hydra
from hydra.cards import CardLike

from .dealing import NORMAL, deal, plant
from .kind import PICK_CARD, KindDefaults, register
from .model import Exercise, Feedback, Topic

__all__ = ["TRICK", "TrickKind", "TrickTopic", "TRICK_TOPICS"]

HY = hydra.HYDRA

R10 = hydra.DULLE


def _features(exp, game) -> frozenset:
    """The ideas (traps) a trick shows, read off the engine's explanation."""
    f = set()
    for step in exp.steps[1:]:
        v = step.verdict
        if v == "ruff":
            f.add("solo-hydra" if step.card is HY else "ruff")
        elif v == "higher-trump" and not exp.trump_trick:
            f.add("overruff")
        elif v in ("first-equal", "second-equal", "hydra-low"):
            f.add(v)
        elif v in ("off-suit", "not-trump", "under-trump") and step.card.eyes >= 10:
            f.add("high-card-loses")
    if game.id == "normal" or game.id == "normal-solo":
        led = exp.cards[0]
        if not exp.trump_trick and any(c.suit == led.suit and game.is_trump(c) for c in exp.cards[1:]):
            f.add("lookalike")                 # e.g. GO on a Grün trick: a trump, not Grün
        if any(c is hydra.FUCHS for c in exp.cards):
            f.add("fuchs")                     # SD looks like Schell but is the lowest trump
    if exp.trump_trick and _winner_card(exp) is HY and exp.winner > 0:
        f.add("hydra-top")
    if game.id != "normal" and any(game.is_trump(c) != NORMAL.is_trump(c) for c in exp.cards):
        f.add("solo-trump")
    return frozenset(f)


def _winner_card(exp):
    return exp.cards[exp.winner]


class TrickTopic(NamedTuple):
    """What a "who wins?" topic deals: its game(s), its core features (the topic's own idea) and
    a test on the engine's explanation that a trick shows the idea."""
    games: tuple[str, ...]
    core: frozenset[str]
    test: Callable[[hydra.TrickExplanation, hydra.Game], bool]


#: Per topic code ("r1"): what its tricks are dealt from and must show.
TRICK_TOPICS = {
    "suit": TrickTopic(("normal",), frozenset(),
             lambda e, g: not e.trump_trick and not g.is_trump(_winner_card(e))),
    "ruff": TrickTopic(("normal",), frozenset({"ruff"}), lambda e, g: "ruff" in _features(e, g)),
    "trump": TrickTopic(("normal",), frozenset(), lambda e, g: e.trump_trick and e.cards[0] is not HY),
    "equal": TrickTopic(("normal",), frozenset({"first-equal"}),
              lambda e, g: any(s.verdict == "first-equal" and s.card is _winner_card(e)
                               for s in e.steps)),
    "dulle": TrickTopic(("normal",), frozenset({"second-equal"}),
              lambda e, g: e.steps[e.winner].verdict == "second-equal" and _winner_card(e) is R10),
    "r1": TrickTopic(("normal",), frozenset({"hydra-low"}), lambda e, g: "hydra-low" in _features(e, g)),
    "hydras": TrickTopic(("normal",), frozenset({"second-equal", "hydra-top"}),
               lambda e, g: e.steps[e.winner].verdict == "second-equal" and _winner_card(e) is HY),
    "nsolo": TrickTopic(("normal-solo",), frozenset(), lambda e, g: True),
    "tsolo": TrickTopic(tuple(g for g in hydra.GAME_IDS if g.startswith("trump-solo")), frozenset({"solo-trump"}),
              lambda e, g: "solo-trump" in _features(e, g)),
    "csolo": TrickTopic(tuple(g for g in hydra.GAME_IDS if g.startswith("color-solo")), frozenset({"solo-trump"}),
              lambda e, g: "solo-trump" in _features(e, g)),
}


def _lead_card(code, hand, game, rng, want_suit=None):
    trumps = [c for c in hand if game.is_trump(c)]
    fails = [c for c in hand if not game.is_trump(c)]
    if code in ("trump", "dulle", "hydras"):
        pool = [c for c in trumps if c not in (HY, R10)] or trumps
    elif code in ("suit", "ruff", "equal", "r1"):
        pool = fails
        if want_suit is not None:
            pool = [c for c in fails if game.suit_of(c) == want_suit] or fails
    else:
        pool = hand
    return rng.choice(pool) if pool else None


def _follow_card(code, difficulty, hand, trick, game, rng, wanted):
    legal = hydra.legal_cards(hand, trick, game)
    for card in wanted:
        if card in legal and rng.random() < 0.9:
            return card
    if code == "equal":
        best = trick[hydra.trick_winner(trick, game)]
        if best in legal and rng.random() < 0.8:
            return best
    led = game.suit_of(trick[0])
    following = game.suit_of(legal[0]) == led
    if not following:
        trumps = [c for c in legal if game.is_trump(c) and c is not HY]
        plain = [c for c in legal if not game.is_trump(c)]
        if code in ("suit", "r1", "equal") and plain and rng.random() < 0.85:
            legal = plain
        elif code == "ruff" and trumps and rng.random() < 0.85:
            legal = trumps
        if difficulty == 1 and plain and legal is plain:
            low = sorted(plain, key=lambda c: c.eyes)[:2]
            legal = low
    return rng.choice(legal)


def _make_trick(exercise_id, topic, difficulty, rng) -> Exercise:
    games, core, test = TRICK_TOPICS[topic.code]
    fallback = None
    for _attempt in range(600):
        game = hydra.get_game(rng.choice(games))
        hands = deal(rng)
        leader = rng.randrange(5)
        order = list(hydra.seats_from(leader, 5))
        wanted = []
        want_suit = None
        if topic.code in ("dulle", "hydras"):
            card = R10 if topic.code == "dulle" else HY
            a, b = rng.sample(order[1:], 2)
            plant(hands, card, a, rng)
            plant(hands, card, b, rng, keep=(card,))
            wanted = [card]
        elif topic.code == "r1":
            seat = rng.choice(order[1:])
            plant(hands, HY, seat, rng)
            wanted = [HY]
            voids = [s for s in hydra.SUITS
                     if not any(game.suit_of(c) == s for c in hands[seat])]
            want_suit = rng.choice(voids) if voids else None
        lead = _lead_card(topic.code, hands[leader], game, rng, want_suit)
        if lead is None:
            continue
        if topic.code == "equal":
            plant(hands, lead, rng.choice(order[1:]), rng, keep=(lead,))
            wanted = [lead]
        trick = [lead]
        for seat in order[1:]:
            trick.append(_follow_card(topic.code, difficulty, hands[seat], trick, game, rng, wanted))
        exp = hydra.explain_trick(trick, game)
        if not test(exp, game):
            continue
        extra = len(_features(exp, game) - core)
        if extra == difficulty - 1 or (difficulty == 3 and extra >= 2):
            return _trick_exercise(exercise_id, topic, difficulty, game, trick, leader, exp, hands)
        if fallback is None or abs(extra + 1 - difficulty) < abs(fallback[0] + 1 - difficulty):
            fallback = (extra, game, trick, leader, exp, hands)
    if fallback is None:                         # pragma: no cover - the tests try many seeds
        raise RuntimeError(f"no trick found for {exercise_id}")
    _, game, trick, leader, exp, hands = fallback
    return _trick_exercise(exercise_id, topic, difficulty, game, trick, leader, exp, hands)


def _trick_exercise(exercise_id, topic, difficulty, game, trick, leader, exp, hands):
    t = hydra.Trick(trick, game, leader=leader)
    return Exercise(
        kind=TRICK.name, id=exercise_id, topic=topic, difficulty=difficulty, game=game,
        prompt="Which card wins this trick? Click it, or press 1 to 5.",
        cards=tuple(t.cards), seats=tuple(t.seats), leader=leader, answer=exp.winner,
        explanation=exp.sentence, details=tuple(s.text for s in exp.steps), rules=exp.rules,
        features=_features(exp, game), hands=tuple(tuple(game.sorted(h)) for h in hands))


def _ordinal(i):
    return ("first", "second", "third", "fourth", "fifth")[i]


class TrickKind(KindDefaults):
    """"Who wins this trick?": pick the card that wins; the engine's explanation says why."""

    name = "trick"
    title = "Who wins this trick?"
    form = PICK_CARD
    letter = "t"
    short = "who wins"

    def make(self, exercise_id: str, topic: Topic, difficulty: int, rng: random.Random) -> Exercise:
        return _make_trick(exercise_id, topic, difficulty, rng)

    def of(self, trick: Iterable[CardLike] | str, game: hydra.Game | str = "normal") -> Exercise:
        """The question about a trick given as cards in the order played (seat 0 leads)."""
        cards = tuple(hydra.as_cards(trick))
        g = hydra.get_game(game)
        return Exercise(kind=self.name, game=g, cards=cards, seats=tuple(range(len(cards))),
                        prompt=f"In the {g.name}, who wins this trick (cards in the order played)?")

    # response: what the page sent, untyped (the ExerciseKind protocol); checked here
    def check(self, exercise: Exercise, response: object) -> Feedback:
        """A card position 0-4: the engine's winner and its explanation."""
        return _check_trick(exercise, response)

    def solution(self, exercise: Exercise) -> int:
        return hydra.explain_trick(exercise.cards, exercise.game).winner


def _check_trick(ex: Exercise, response) -> Feedback:
    try:
        pick = int(response)
    except (TypeError, ValueError):
        raise ValueError("Pick one of the five cards: click it or press 1 to 5.") from None
    if not 0 <= pick < len(ex.cards):
        raise ValueError("Pick one of the five cards: click it or press 1 to 5.")
    exp = hydra.explain_trick(ex.cards, ex.game)        # the engine decides (again, for an exercise
    win = exp.winner                                     # made with the answer)
    card = ex.cards[win]
    correct = pick == win
    marks = {win: "winner"}
    if not correct:
        marks[pick] = "selected"
    answer = (f"The trick goes to {card} ({card.name()}), the {_ordinal(win)} card, "
              f"played by seat {ex.seats[win]}.")
    if correct:
        headline = "Right!"
    else:
        same = str(ex.cards[pick]) == str(card)          # two equal cards: say which one
        headline = (f"Not quite: the {_ordinal(pick)} card, {ex.cards[pick]}, does not win this trick." if same
                    else f"Not quite: {ex.cards[pick]} does not win this trick.")
    return Feedback(correct, headline, answer, exp.sentence, tuple(s.text for s in exp.steps),
                    exp.rules, marks)


TRICK = register(TrickKind())
