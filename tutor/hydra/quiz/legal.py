""""Which cards may I play?" exercises: a trick under way and the learner's hand; the answer
is ``hydra.legal_cards``, and every illegal card comes with ``hydra.illegal_reasons``.

The difficulty is the hand's size and its traps: cards that wear the led suit's colour but
are trumps (or the Hydra).

>>> from tutor.exercises import make_exercise
>>> ex = make_exercise("l-follow-1-0001")
>>> ex.answer == {str(c) for c in hydra.legal_cards(ex.hand, ex.cards, ex.game)}
True
"""

from __future__ import annotations

import hydra

import random
from collections.abc import Iterable, Iterator
from dataclasses import replace

from hydra.hydra.cards import CardLike
from hydra.hydra.tricks import RULE_FOLLOW
from hydra.hydra.cards import the_card
from hydra.core.i18n import N_, _

from tutor.exercises.answers import check_select
from tutor.exercises.dealing import first_suiting
from tutor.hydra.quiz.dealing import NORMAL, deal, plant
from tutor.exercises.kind import SELECT_CARDS, QuizKindBase, Response, register
from tutor.exercises.model import Exercise, Feedback, Topic
from .game import FAMILY
from .game import hydra_game

__all__ = ["LEGAL", "LegalKind"]

HY = hydra.HYDRA

_LEGAL_GAMES = {"follow": ("normal",), "void": ("normal",), "trump": ("normal",), "r1": ("normal",),
                "solo": hydra.SOLO_GAMES[1:]}
_HAND_SIZES = {1: (3, 5), 2: (6, 8), 3: (8, 10)}


def _lookalikes(hand, trick, game) -> list:
    """Cards that wear the led suit's colour but are trumps (or the Hydra): the classic trap."""
    led = game.suit_of(trick[0])
    if led == hydra.TRUMP:
        return [c for c in hand if c is HY or (c.suit is not None and not game.is_trump(c)
                                               and NORMAL.is_trump(c))]
    return [c for c in hand if c is HY or (c.suit == led and game.suit_of(c) != led)]


def _legal_exercise(exercise_id, topic, difficulty, game, trick, leader, me, hand):
    hand = tuple(game.sorted(hand))
    legal = hydra.legal_cards(hand, trick, game)
    reasons = hydra.illegal_reasons(hand, trick, game)
    codes = frozenset(str(c) for c in legal)
    if reasons:
        shown = ", ".join(the_card(c, game) for c in game.sorted(dict.fromkeys(legal)))
        first = next(iter(reasons.values()))
        sentence = _("You may play {cards}.").format(cards=shown) + " " + first
    else:
        led = game.suit_of(trick[0])
        if led == hydra.TRUMP:
            sentence = _("A trump was led and you hold no trump, so you may play any of your cards "
                         "(rules: Der Spielverlauf, Bedienpflicht).")
        else:
            sentence = _("{suit} was led and you hold no {suit} card, so you may play "
                         "any of your cards (rules: Der Spielverlauf, Bedienpflicht).").format(suit=_suit(led))
            if HY in hand:
                sentence += " " + _("That includes the Hydra (R1).")
    t = hydra.Trick(trick, game, leader=leader)
    rules = tuple(dict.fromkeys(["R1" if "R1" in r.rules else RULE_FOLLOW for r in reasons.values()]
                                or [RULE_FOLLOW]))
    return Exercise(family=FAMILY,
        kind=LEGAL.name, id=exercise_id, topic=topic, difficulty=difficulty, game=game,
        prompt=_("It is your turn. Select every card you may play now, then press Check."),
        cards=tuple(t.cards), seats=tuple(t.seats), leader=leader, hand=hand, seat=me,
        answer=codes, explanation=sentence,
        details=tuple(reasons[c] for c in game.sorted(reasons)),
        rules=rules, reasons=tuple((str(c), r) for c, r in reasons.items()))


def _suit(letter):
    return hydra.hydra.cards.SUIT_NAMES[letter][0]


_Found = tuple[hydra.Game, list[hydra.Card], int, int, list[hydra.Card]]


def _positions(code: str, difficulty: int, rng: random.Random) -> Iterator[tuple[bool, _Found]]:
    """Positions dealt for the topic ``code``, each with whether it suits ``difficulty``."""
    lo, hi = _HAND_SIZES[difficulty]
    for _attempt in range(800):
        game = hydra.get_game(rng.choice(_LEGAL_GAMES[code]))
        hands = deal(rng)
        leader = rng.randrange(5)
        k = rng.randrange(1, 5)
        order = hydra.seats_from(leader, k + 1)
        me = order[-1]
        if code == "r1":
            plant(hands, HY, me, rng)
        pool = hands[leader]
        if code == "trump":
            pool = [c for c in pool if game.is_trump(c)] or pool
        elif code in ("follow", "void"):
            pool = [c for c in pool if not game.is_trump(c)] or pool
        trick = [rng.choice(pool)]
        for seat in order[1:-1]:
            trick.append(rng.choice(hydra.legal_cards(hands[seat], trick, game)))
        size = rng.randint(lo, hi)
        full = hands[me]
        hand = rng.sample(full, size)
        if code == "r1" and HY not in hand:
            hand[0] = HY
        legal = hydra.legal_cards(hand, trick, game)
        every = len(set(legal)) == len(set(hand))
        ok = {"follow": not every and game.suit_of(trick[0]) != hydra.TRUMP,
              "void": every and game.suit_of(trick[0]) != hydra.TRUMP,
              "trump": game.suit_of(trick[0]) == hydra.TRUMP and not every,
              "r1": HY in hand,
              "solo": not every or rng.random() < 0.2}[code]
        if not ok:
            continue
        traps = len(_lookalikes(hand, trick, game))
        good = (traps == 0) if difficulty == 1 else (traps >= 1 if difficulty == 3 else True)
        if code == "r1":
            good = True
        yield good, (game, trick, leader, me, hand)


class LegalKind(QuizKindBase, name="legal", letter="l", form=SELECT_CARDS,
                title=N_("Which cards may I play?"), short="which cards may I play"):
    """"Which cards may I play?": select every card of the hand that may be played now."""

    def make(self, exercise_id: str, topic: Topic, difficulty: int, rng: random.Random) -> Exercise:
        found = first_suiting(_positions(topic.code, difficulty, rng), exercise_id)
        return _legal_exercise(exercise_id, topic, difficulty, *found)

    def of(self, hand: Iterable[CardLike] | str, trick: Iterable[CardLike] | str,
           game: hydra.Game | str = "normal") -> Exercise:
        """The question for a hand (shown sorted as held) and the trick so far (seat 0 led); the
        answer and each illegal card's reason are the engine's."""
        g = hydra.get_game(game)
        cards = tuple(hydra.as_cards(trick))
        held = tuple(hydra.as_cards(hand))
        ex = _legal_exercise("", None, 0, g, list(cards), 0, len(cards) % 5, held)
        return replace(ex, prompt=_("Tap every card you may play, then Check."))

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        """Card codes, one per selected card (a list, or one string of codes): the engine's legal cards and, for each
        illegal card chosen, the engine's reason."""
        return _check_legal(exercise, response)

    def solution(self, exercise: Exercise) -> list[str]:
        """Every legal card of the hand, each copy once (a hand's two RO: both)."""
        return [str(c) for c in exercise.hand if str(c) in exercise.answer]


def _check_legal(ex: Exercise, response: Response) -> Feedback:
    """Grade card codes, one per selected card: a hand holding a card twice is answered with
    both copies when both may be played (the learner selects cards, not card names)."""
    order = [str(c) for c in hydra_game(ex).sorted({str(c) for c in ex.hand})]
    return check_select(ex, response, hydra.Card.parse, lambda code: the_card(hydra.Card.parse(code), hydra_game(ex)),
                        order, lead=N_("Legal here"))


LEGAL = register(LegalKind())
