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
'Not quite: the Hydra does not win this trick.'
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator
from typing import NamedTuple

import hydra
from hydra.hydra.cards import CardLike
from hydra.hydra.cards import the_card
from hydra.core.i18n import N_, _

from tutor.exercises.answers import check_pick
from tutor.exercises.dealing import by_difficulty
from tutor.hydra.quiz.dealing import NORMAL, deal, plant
from tutor.exercises.kind import PICK_CARD, QuizKindBase, Response, register
from tutor.exercises.model import Exercise, Feedback, Topic
from .game import FAMILY
from .game import hydra_game

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


_Found = tuple[hydra.Game, list[hydra.Card], int, hydra.TrickExplanation, list[list[hydra.Card]]]


def _tricks(code: str, difficulty: int, rng: random.Random) -> Iterator[tuple[int, _Found]]:
    """Tricks dealt for the topic ``code`` that show its idea, each with how many more it shows."""
    games, core, test = TRICK_TOPICS[code]
    for _attempt in range(600):
        game = hydra.get_game(rng.choice(games))
        hands = deal(rng)
        leader = rng.randrange(5)
        order = list(hydra.seats_from(leader, 5))
        wanted = []
        want_suit = None
        if code in ("dulle", "hydras"):
            card = R10 if code == "dulle" else HY
            a, b = rng.sample(order[1:], 2)
            plant(hands, card, a, rng)
            plant(hands, card, b, rng, keep=(card,))
            wanted = [card]
        elif code == "r1":
            seat = rng.choice(order[1:])
            plant(hands, HY, seat, rng)
            wanted = [HY]
            voids = [s for s in hydra.SUITS
                     if not any(game.suit_of(c) == s for c in hands[seat])]
            want_suit = rng.choice(voids) if voids else None
        lead = _lead_card(code, hands[leader], game, rng, want_suit)
        if lead is None:
            continue
        if code == "equal":
            plant(hands, lead, rng.choice(order[1:]), rng, keep=(lead,))
            wanted = [lead]
        trick = [lead]
        for seat in order[1:]:
            trick.append(_follow_card(code, difficulty, hands[seat], trick, game, rng, wanted))
        exp = hydra.explain_trick(trick, game)
        if test(exp, game):
            yield len(_features(exp, game) - core), (game, trick, leader, exp, hands)


def _trick_exercise(exercise_id, topic, difficulty, game, trick, leader, exp, hands):
    t = hydra.Trick(trick, game, leader=leader)
    return Exercise(family=FAMILY,
        kind=TRICK.name, id=exercise_id, topic=topic, difficulty=difficulty, game=game,
        prompt=_("Which card wins this trick? Tap it."),
        cards=tuple(t.cards), seats=tuple(t.seats), leader=leader, answer=exp.winner,
        explanation=exp.sentence, details=tuple(s.text for s in exp.steps), rules=exp.rules,
        features=_features(exp, game), hands=tuple(tuple(game.sorted(h)) for h in hands))


class TrickKind(QuizKindBase, name="trick", letter="t", form=PICK_CARD,
                title=N_("Who wins this trick?"), short="who wins"):
    """"Who wins this trick?": pick the card that wins; the engine's explanation says why."""

    def make(self, exercise_id: str, topic: Topic, difficulty: int, rng: random.Random) -> Exercise:
        found = by_difficulty(_tricks(topic.code, difficulty, rng), difficulty, exercise_id)
        return _trick_exercise(exercise_id, topic, difficulty, *found)

    def of(self, trick: Iterable[CardLike] | str, game: hydra.Game | str = "normal") -> Exercise:
        """The question about a trick given as cards in the order played (seat 0 leads)."""
        cards = tuple(hydra.as_cards(trick))
        g = hydra.get_game(game)
        return Exercise(family=FAMILY, kind=self.name, game=g, cards=cards, seats=tuple(range(len(cards))),
                        prompt=_("In the {game}, who wins this trick (cards in the order played)?").format(game=g.name))

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        """A card position 0-4: the engine's winner and its explanation."""
        return _check_trick(exercise, response)

    def solution(self, exercise: Exercise) -> int:
        return hydra.explain_trick(exercise.cards, hydra_game(exercise)).winner

    def miss_reason(self, exercise: Exercise, response: Response, feedback: Feedback) -> str:
        """Why the card tapped (a position, as the step page sends it) does not win, in the engine's words:
        the card that beat it, or why it never led; never the whole solution (a course's step)."""
        try:
            pick = int(str(response))
        except (TypeError, ValueError):
            return feedback.explanation
        if not 0 <= pick < len(exercise.cards):
            return feedback.explanation
        return _trick_miss(exercise, pick)


#: A second copy of the card that wins, named by which one it is.
_ORDINALS = (N_("That is the first {card}: {why}"), N_("That is the second {card}: {why}"))
#: The engine's verdicts of a card that never led the trick, and of one that took the lead.
_LOSING = {"lower-suit", "off-suit", "hydra-low", "under-trump", "lower-trump", "first-equal", "not-trump"}
_TAKES_LEAD = {"higher-suit", "higher-trump", "ruff", "second-equal", "lead"}


def _trick_miss(ex: Exercise, pick: int) -> str:
    exp = hydra.explain_trick(ex.cards, hydra_game(ex))
    card, winner = ex.cards[pick], ex.cards[exp.winner]
    steps = exp.steps
    if card == winner:                                  # the other one of two equal cards
        later = max(pick, exp.winner)
        copy = sum(1 for c in ex.cards[:pick] if c == card)
        return _(_ORDINALS[min(copy, len(_ORDINALS) - 1)]).format(card=the_card(card, hydra_game(ex), article=False),
                                                                   why=steps[later].text)
    mine = steps[pick]
    if mine.verdict in _LOSING:
        return mine.text
    for step in steps[pick + 1:]:                       # it led for a while: who beat it
        if step.verdict in _TAKES_LEAD - {"lead"}:
            beaten = step.text
            break
    else:                                               # pragma: no cover - the winner beat it
        beaten = exp.sentence
    return _("{card} does not win: {why}").format(card=the_card(card, hydra_game(ex), capital=True), why=beaten)


def _check_trick(ex: Exercise, response: Response) -> Feedback:
    exp = hydra.explain_trick(ex.cards, hydra_game(ex))        # the engine decides (again, for an exercise
    return check_pick(ex, response, exp.winner, exp.sentence,   # made with the answer)
                      tuple(s.text for s in exp.steps), exp.rules, _card_named(hydra_game(ex)),
                      ask=_("Tap one of the five cards."))


def _card_named(game: hydra.Game) -> Callable[[hydra.Card], str]:
    """How the answer names a card: "the Grün-König" (never its notation)."""
    return lambda card: the_card(card, game)


TRICK = register(TrickKind())
