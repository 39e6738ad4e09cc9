"""500 "which cards may I play?": a trick under way under a contract shown on the board, and the
learner's hand; the answer is ``hydra.fuenfhundert.legal_cards``, and every illegal card comes with
``hydra.fuenfhundert.illegal_reasons`` (F5-F9).

Topics: following a plain suit (F9), the left bower that belongs to the trump suit (F5), the
joker, always playable in a suit contract (F6) but at no trump only by a player void in the led
suit (F7), and the joker in a Misère, which a player void in the led suit must play (F8).

>>> from tutor.exercises import make_exercise
>>> ex = make_exercise("fl-joker-1-0001")
>>> ex.answer == {str(c) for c in fh.legal_cards(ex.hand, ex.cards, ex.setting)}, "JO" in map(str, ex.hand)
(True, True)
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from hydra import fuenfhundert as fh
from tutor.fuenfhundert.course_words import plain_cards
from hydra.core.i18n import N_, _

from tutor.exercises.answers import check_select
from .common import FAMILY, board_caption, deal_hands, name_in, trick_seats
from tutor.exercises.dealing import first_suiting
from tutor.exercises.kind import SELECT_CARDS, QuizKindBase, Response, register
from tutor.exercises.model import Exercise, Feedback, Topic

__all__ = ["FH_LEGAL", "FhLegalKind"]

JO = fh.JOKER
SUIT_BIDS = tuple(b for b in fh.BIDS if b.kind == "suit" and b.tricks <= 8)
NT_BIDS = tuple(b for b in fh.BIDS if b.kind == "no-trump" and b.tricks <= 8)
MISERES = (fh.as_contract(fh.MISERE), fh.as_contract(fh.OPEN_MISERE))
_CONTRACTS = {"follow": SUIT_BIDS, "leftbower": SUIT_BIDS, "joker": SUIT_BIDS + NT_BIDS}
_HAND_SIZES = {1: (3, 5), 2: (5, 7), 3: (7, 10)}


def _left_bower(contract: fh.Contract) -> fh.Card:
    return fh.as_card(fh.cards.SAME_COLOUR[contract.trump or 'H'] + "J")


def _make_misere(exercise_id: str, topic: Topic, difficulty: int, rng: random.Random) -> Exercise:
    """The joker in a Misère (F8): the learner holds it; mostly void in the led suit, so the joker
    is the only card allowed ("muss man den Joker ... direkt legen"), sometimes able to follow, so
    the joker may not be played (F7)."""
    lo, hi = _HAND_SIZES[difficulty]
    for _attempt in range(800):
        contract = rng.choice(MISERES)
        hands = deal_hands(rng)
        leader = rng.randrange(4)
        seats = trick_seats(leader, contract, leader)            # the leader bid: the partner sits out (F8)
        me = seats[rng.randrange(1, len(seats))]
        seats = seats[:seats.index(me) + 1]
        pool = [c for c in hands[leader] if c is not JO]
        trick = [rng.choice(pool)]
        for seat in seats[1:-1]:
            trick.append(rng.choice(fh.legal_cards([c for c in hands[seat] if c is not JO], trick, contract)))
        led = contract.suit_of(trick[0])
        forced = rng.random() < 0.7
        mine = [c for c in hands[me] if c is not JO and (not forced or contract.suit_of(c) != led)]
        if forced is False and not any(contract.suit_of(c) == led for c in mine):
            continue
        size = min(len(mine), rng.randint(lo, hi) - 1)
        hand = rng.sample(mine, size) + [JO]
        if not forced and not any(contract.suit_of(c) == led for c in hand):
            continue
        if len(hand) < 2 or len(set(hand) | set(trick)) != len(hand) + len(trick):
            continue
        return _exercise(exercise_id, topic, difficulty, contract, trick, seats, me, hand)
    raise RuntimeError(f"no position found for {exercise_id}")   # pragma: no cover - the tests try many


def _exercise(exercise_id: str, topic: Topic, difficulty: int, contract: fh.Contract, trick: list[fh.Card],
              seats: list[int], me: int, hand: list[fh.Card]) -> Exercise:
    held = tuple(contract.sorted(hand))
    legal = fh.legal_cards(held, trick, contract)
    reasons = fh.illegal_reasons(held, trick, contract)
    name = name_in(contract)
    said = {c: plain_cards(r, contract) for c, r in reasons.items()}     # the engine's reasons, cards by name
    if reasons:
        shown = ", ".join(name(c) for c in contract.sorted(list(legal)))
        # the first reason, as the list says it: said once
        sentence = _("You may play {cards}. {why}").format(cards=shown, why=next(iter(said.values())))
        rules = tuple(dict.fromkeys(r for reason in reasons.values() for r in reason.rules))
    else:
        sentence = _("{card} was led and you cannot follow it, so you may play any of your "
                     "cards (F9).").format(card=name(trick[0]))
        rules = ("F9",)
        if JO in held:
            sentence += " " + (_("That includes the joker: in a suit contract it may be played on any trick (F6).")
                               if not contract.no_trump else
                               _("That includes the joker: at no trump it may be played by a player who has no "
                                 "card of the led suit (F7)."))
            rules += ("F6",) if not contract.no_trump else ("F7",)
    return Exercise(
        kind=FH_LEGAL.name, id=exercise_id, topic=topic, difficulty=difficulty, family=FAMILY,
        caption=board_caption(contract), setting=contract,
        prompt=_("It is your turn. Select every card you may play now, then press Check."),
        cards=tuple(trick), seats=tuple(seats[:len(trick)]), leader=seats[0], hand=held, seat=me,
        answer=frozenset(str(c) for c in legal), explanation=sentence,
        details=tuple(said[c] for c in contract.sorted(list(reasons))), rules=rules,
        reasons=tuple((str(c), said[c]) for c in reasons))


_Found = tuple[fh.Contract, list[fh.Card], list[int], int, list[fh.Card]]


def _positions(code: str, difficulty: int, rng: random.Random) -> Iterator[tuple[bool, _Found]]:
    """Positions dealt for the topic ``code``, each with whether it suits ``difficulty``."""
    lo, hi = _HAND_SIZES[difficulty]
    for _attempt in range(800):
        contract = rng.choice(_CONTRACTS[code])
        hands = deal_hands(rng)
        leader = rng.randrange(4)
        seats = trick_seats(leader, contract, leader)
        me = seats[rng.randrange(1, len(seats))]
        seats = seats[:seats.index(me) + 1]
        pool = [c for c in hands[leader] if c is not JO and c is not (_left_bower(contract) if contract.trump
                                                                      else None)]
        if code == "leftbower":
            lb = _left_bower(contract)
            want = lb.suit if rng.random() < 0.6 else contract.trump
            pool = [c for c in pool if c.suit == want and c is not lb] or pool
        if not pool:
            continue
        trick = [rng.choice(pool)]
        for seat in seats[1:-1]:
            trick.append(rng.choice(fh.legal_cards(hands[seat], trick, contract)))
        hand = rng.sample(hands[me], rng.randint(lo, hi))
        if code == "joker" and JO not in hand:
            hand[0] = JO if JO not in trick else hand[0]
        if code == "leftbower" and _left_bower(contract) not in hand and _left_bower(contract) not in trick:
            hand[0] = _left_bower(contract)
        if len(set(hand)) != len(hand):
            continue
        legal = fh.legal_cards(hand, trick, contract)
        every = len(legal) == len(hand)
        if code == "follow":
            ok = not every and not contract.is_trump(trick[0])
        elif code == "leftbower":
            ok = _left_bower(contract) in hand
        else:
            ok = JO in hand
        if not ok:
            continue
        yield difficulty == 1 or not every, (contract, trick, seats, me, hand)


class FhLegalKind(QuizKindBase, name="fh-legal", letter="fl", form=SELECT_CARDS,
                  title=N_("Which cards may I play?"), short="500: which cards may I play"):
    """500 "Which cards may I play?": select every card of the hand that may be played."""

    def make(self, exercise_id: str, topic: Topic, difficulty: int, rng: random.Random) -> Exercise:
        if topic.code == "misere":
            return _make_misere(exercise_id, topic, difficulty, rng)
        found = first_suiting(_positions(topic.code, difficulty, rng), exercise_id)
        return _exercise(exercise_id, topic, difficulty, *found)

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        c = exercise.setting
        return check_select(exercise, response, fh.as_card, name_in(c),
                            [str(card) for card in c.sorted(list(fh.DECK))])

    def solution(self, exercise: Exercise) -> list[str]:
        return [str(c) for c in exercise.hand if str(c) in exercise.answer]


FH_LEGAL = register(FhLegalKind())
