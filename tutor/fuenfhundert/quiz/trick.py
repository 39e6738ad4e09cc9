"""500 "who wins this trick?": a trick played legally from a seeded deal under a contract shown on
the board (a suit contract, no trump or Misère, three cards then: F8); graded and explained by
``hydra.fuenfhundert.explain_trick``, whose steps carry their F-ids.

The difficulty is how many further ideas the trick shows besides the topic's own, read off the
engine's explanation: a ruff, an over-ruff, a bower, the left bower leaving its suit, the joker,
a high card that cannot win.

>>> from tutor.exercises import make_exercise
>>> ex = make_exercise("ft-bowers-1-0001")
>>> ex.answer == fh.trick_winner(ex.cards, ex.setting)
True
>>> FH_TRICK.check(ex, ex.answer).correct
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import NamedTuple

from hydra import fuenfhundert as fh
from hydra.fuenfhundert.contracts import ContractLike
from hydra.fuenfhundert.tricks import Cards
from tutor.fuenfhundert.course_words import plain_cards
from hydra.core.i18n import N_, _

from tutor.exercises.answers import check_pick
from tutor.exercises.dealing import by_difficulty
from .common import FAMILY, board_caption, deal_hands, name_in, trick_seats
from tutor.exercises.kind import PICK_CARD, QuizKindBase, Response, register
from tutor.exercises.model import Exercise, Feedback, Topic

__all__ = ["FH_TRICK", "FhTrickKind", "FH_TRICK_TOPICS", "fh_features", "joker_suit_of"]

JO = fh.JOKER
FH_TRICK_NAME = "fh-trick"
SUIT_BIDS = tuple(b for b in fh.BIDS if b.kind == "suit" and b.tricks <= 8)
NT_BIDS = tuple(b for b in fh.BIDS if b.kind == "no-trump" and b.tricks <= 8)
MISERE = (fh.as_contract(fh.MISERE), fh.as_contract(fh.OPEN_MISERE))


def _bower(card: fh.Card, contract: fh.Contract) -> bool:
    return card.rank == "J" and contract.is_trump(card)


def fh_features(exp: fh.TrickExplanation) -> frozenset[str]:
    """The ideas a 500 trick shows, read off the engine's explanation."""
    c = exp.contract
    f = set()
    ruffed = False
    for step in exp.steps[1:]:
        if step.verdict == "ruff":
            f.add("ruff")
            ruffed = True
        elif step.verdict == "higher-trump" and ruffed:
            f.add("overruff")
        elif step.verdict in ("off-suit", "under-trump", "lower-suit", "under-joker") and \
                step.card.rank in ("A", "K"):
            f.add("high-card-loses")
    for card in exp.cards:
        if card is JO:
            f.add("joker")
        elif _bower(card, c):
            f.add("bower")
            if card.suit != c.trump:
                f.add("left-bower")
    return frozenset(f)


class FhTrickTopic(NamedTuple):
    """The contracts a topic deals and a test on the engine's explanation."""
    contracts: tuple[fh.Contract, ...]
    core: frozenset[str]
    test: Callable[[fh.TrickExplanation], bool]


def _trump_led(e: fh.TrickExplanation) -> bool:
    return e.contract.is_trump(e.cards[0])


FH_TRICK_TOPICS = {
    "suit": FhTrickTopic(SUIT_BIDS, frozenset(),
                         lambda e: not _trump_led(e) and not e.contract.is_trump(e.cards[e.winner])),
    "ruff": FhTrickTopic(SUIT_BIDS, frozenset({"ruff"}), lambda e: "ruff" in fh_features(e)),
    "bowers": FhTrickTopic(SUIT_BIDS, frozenset({"bower", "left-bower"}),
                           lambda e: "left-bower" in fh_features(e) and JO not in e.cards),
    "joker": FhTrickTopic(SUIT_BIDS, frozenset({"joker"}), lambda e: JO in e.cards),
    "notrump": FhTrickTopic(NT_BIDS, frozenset(), lambda e: True),
    "misere": FhTrickTopic(MISERE, frozenset(), lambda e: True),
}


def _follow(hand: list[fh.Card], trick: list[fh.Card], contract: fh.Contract, rng: random.Random,
            code: str, difficulty: int) -> fh.Card:
    legal = fh.legal_cards(hand, trick, contract)
    wanted = [c for c in legal if (code == "joker" and c is JO) or (code == "bowers" and _bower(c, contract))]
    if wanted and rng.random() < 0.8:
        return rng.choice(wanted)
    if difficulty == 1 and len(legal) > 2:
        legal = sorted(legal, key=lambda c: fh.RANKS.index(c.rank) if c.suit else 99)[:2]
    return rng.choice(legal)


def joker_suit_of(exercise: Exercise) -> str | None:
    """The suit named by a joker led at no trump or in a Misère (F7), kept in ``given`` as its index
    in ``fh.SUITS``; None for every other trick."""
    if exercise.given and exercise.cards and exercise.cards[0] is JO and exercise.setting.no_trump:
        return fh.SUITS[exercise.given[0]]
    return None


def _make_joker_lead(exercise_id: str, topic: Topic, difficulty: int, rng: random.Random) -> Exercise:
    """The joker led at no trump or in a Misère (F7, F8): the leader names a suit, the others follow
    it if they can (a Misère player void in it who held the joker would have had to play it: here
    the joker is led), and the joker wins."""
    for _attempt in range(800):
        contract = rng.choice(NT_BIDS + MISERE)
        hands = deal_hands(rng)
        leader = rng.randrange(4)
        bidder = leader if contract.is_misere and rng.random() < 0.5 else rng.randrange(4)
        if contract.is_misere and leader == (bidder + 2) % 4:
            continue
        seats = trick_seats(leader, contract, bidder)
        if JO not in hands[leader]:
            holder = next(h for h in hands if JO in h) if any(JO in h for h in hands) else None
            if holder is None:
                continue
            swap = rng.choice(hands[leader])
            holder[holder.index(JO)], hands[leader][hands[leader].index(swap)] = swap, JO
        suit = rng.choice(fh.SUITS)
        trick = [JO]
        for seat in seats[1:]:
            trick.append(rng.choice(fh.legal_cards(hands[seat], trick, contract, suit)))
        exp = fh.explain_trick(trick, contract, suit)
        followed = sum(contract.suit_of(c) == suit for c in trick[1:])
        if difficulty == 1 and followed < len(trick) - 1 and _attempt < 400:
            continue                                   # 1: everyone follows the named suit
        if difficulty > 1 and followed == len(trick) - 1 and _attempt < 400:
            continue                                   # 2, 3: someone cannot follow it
        if difficulty == 3 and not any(c.rank in ("A", "K") for c in trick[1:]) and _attempt < 400:
            continue                                   # 3: an As or König loses to the joker too
        return _exercise(exercise_id, topic, difficulty, contract, trick, seats, exp, suit)
    raise RuntimeError(f"no trick found for {exercise_id}")   # pragma: no cover - the tests try many


_Found = tuple[fh.Contract, list[fh.Card], list[int], fh.TrickExplanation]


def _tricks(code: str, difficulty: int, rng: random.Random) -> Iterator[tuple[int, _Found]]:
    """Tricks dealt for the topic ``code`` that show its idea, each with how many more it shows."""
    contracts, core, test = FH_TRICK_TOPICS[code]
    for _attempt in range(800):
        contract = rng.choice(contracts)
        hands = deal_hands(rng)
        bidder = rng.randrange(4)
        leader = rng.randrange(4)
        if contract.is_misere and leader == (bidder + 2) % 4:
            continue
        seats = trick_seats(leader, contract, bidder)
        pool = hands[leader]
        if code_wants_plain_lead(code):
            pool = [c for c in pool if not contract.is_trump(c) and c is not JO] or pool
        pool = [c for c in pool if not (c is JO and contract.no_trump)]   # a led joker names a suit
        if not pool:
            continue
        trick = [rng.choice(pool)]
        for seat in seats[1:]:
            trick.append(_follow(hands[seat], trick, contract, rng, code, difficulty))
        exp = fh.explain_trick(trick, contract)
        if test(exp):
            yield len(fh_features(exp) - core), (contract, trick, seats, exp)


def named_steps(exp: fh.TrickExplanation) -> tuple[str, tuple[str, ...]]:
    """The engine's sentence and steps with the cards by name (each card's whole name once, then its
    German name), as the 500 pages name them."""
    seen: set[str] = set()
    sentence = plain_cards(exp.sentence, exp.contract, seen)
    return sentence, tuple(plain_cards(s.text, exp.contract, seen) for s in exp.steps)


def code_wants_plain_lead(code: str) -> bool:
    return code in ("suit", "ruff")


def _exercise(exercise_id: str, topic: Topic, difficulty: int, contract: fh.Contract, trick: list[fh.Card],
              seats: list[int], exp: fh.TrickExplanation, joker_suit: str | None = None) -> Exercise:
    explanation, details = named_steps(exp)
    named = fh.SUIT_NAMES[joker_suit][0] if joker_suit else ""
    facts = (_("The joker was led and its player named {suit}: everyone must follow {suit} if they "
               "can (F7).").format(suit=named),) if joker_suit else ()
    return Exercise(
        kind=FH_TRICK.name, id=exercise_id, topic=topic, difficulty=difficulty, family=FAMILY,
        caption=board_caption(contract), setting=contract,
        prompt=_("Which card wins this trick? Tap it."),
        cards=tuple(trick), seats=tuple(seats), leader=seats[0], answer=exp.winner,
        explanation=explanation, details=details, rules=exp.rules,
        features=fh_features(exp), facts=facts,
        given=(fh.SUITS.index(joker_suit),) if joker_suit else ())


class FhTrickKind(QuizKindBase, name=FH_TRICK_NAME, letter="ft", form=PICK_CARD,
                  title=N_("Who wins this trick?"), short="500: who wins"):
    """500 "Who wins this trick?": pick the card that wins under the contract on the board."""

    def make(self, exercise_id: str, topic: Topic, difficulty: int, rng: random.Random) -> Exercise:
        if topic.code == "jokerlead":
            return _make_joker_lead(exercise_id, topic, difficulty, rng)
        found = by_difficulty(_tricks(topic.code, difficulty, rng), difficulty, exercise_id)
        return _exercise(exercise_id, topic, difficulty, *found)

    def of(self, cards: Cards, contract: ContractLike, joker_suit: str | None = None) -> Exercise:
        """The question about a trick given as cards in the order played (``"H5 DJ HA JO"``) under a
        contract (``"7H"``, ``"misere"``), with the suit named for a led joker at no trump (F7): what
        the 500 course's steps ask (it was the lessons' "try it" box). Raises the engine's
        ValueError (a sentence) for cards that are no legal trick."""
        bid = fh.as_contract(contract)
        exp = fh.explain_trick(cards, bid, joker_suit)                  # the engine checks the trick
        trick = list(exp.cards)
        seats = list(range(len(trick)))
        topic = Topic("ft-of", FH_TRICK_NAME, "of", "A trick", "F9", family=FAMILY)
        ex = _exercise("", topic, 1, bid, trick, seats, exp, joker_suit)
        return replace(ex, prompt=_("Which card wins this trick? Tap it."))

    def miss_reason(self, exercise: Exercise, response: Response, feedback: Feedback) -> str:
        """Why the card tapped does not win, in the engine's words, without naming the winner: the
        engine's step for that card, or (if it led for a while) the step of the card that beat it."""
        exp = fh.explain_trick(exercise.cards, exercise.setting, joker_suit_of(exercise))
        pick = int(str(response))
        contract = exercise.setting
        mine = exp.steps[pick]
        if not mine.takes_lead:
            return plain_cards(mine.text, contract)
        beaten = next((s for s in exp.steps[pick + 1:] if s.takes_lead), None)
        name = exercise.cards[pick].name(contract)
        if beaten is None:                          # pragma: no cover - the winner is never a miss
            return feedback.headline
        return _("{card} does not win: {why}").format(card=name, why=plain_cards(beaten.text, contract))

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        exp = fh.explain_trick(exercise.cards, exercise.setting, joker_suit_of(exercise))   # the engine decides
        explanation, details = named_steps(exp)
        return check_pick(exercise, response, exp.winner, explanation, details, exp.rules, name_in(exercise.setting))

    def solution(self, exercise: Exercise) -> int:
        return fh.trick_winner(exercise.cards, exercise.setting, joker_suit_of(exercise))


FH_TRICK = register(FhTrickKind())
