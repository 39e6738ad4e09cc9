"""Doppelkopf "which cards may I play?": a trick under way and the learner's hand, in a rule set and
game shown on the board; the answer is ``hydra.doppelkopf.legal_cards``, and every illegal card
comes with ``hydra.doppelkopf.illegal_reasons`` (D7).

The difficulty is the hand's size and its traps: Damen, Buben (and in the normal game the Herz-10
and the Karo cards) that wear a fail suit's colour but are trumps.

>>> from tutor.exercises import make_exercise
>>> ex = make_exercise("dl-follow-1-0001")
>>> ex.answer == {str(c) for c in dk.legal_cards(ex.hand, ex.cards, ex.game, ex.setting)}
True
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import hydra
from hydra import doppelkopf as dk
from hydra.core.i18n import N_, _

from tutor.exercises.answers import check_select
from .common import FAMILY, board_caption, deal4, named
from .common import dk_game
from tutor.exercises.dealing import first_suiting
from tutor.exercises.kind import SELECT_CARDS, QuizKindBase, Response, register
from tutor.exercises.model import Exercise, Feedback, Topic

__all__ = ["DK_LEGAL", "DkLegalKind"]

SOLOS = tuple(g for g in dk.GAME_IDS["hausrunde"] if g != "normal")
_GAMES = {"follow": ("normal",), "void": ("normal",), "trump": ("normal",), "lookalike": ("normal",),
          "solo": SOLOS}
_HAND_SIZES = {1: (3, 5), 2: (5, 7), 3: (7, 10)}


def _lookalikes(hand: list[hydra.Card], trick: list[hydra.Card], game: hydra.Game) -> list[hydra.Card]:
    """Cards that wear the led card's suit but follow another (a Dame on a Kreuz trick)."""
    led = trick[0]
    return [c for c in hand if c.suit == led.suit and game.follow[c.index] != game.follow[led.index]]


def _exercise(exercise_id: str, topic: Topic, difficulty: int, rule_set: str, game: hydra.Game,
              trick: list[hydra.Card], leader: int, me: int, hand: list[hydra.Card]) -> Exercise:
    held = tuple(game.sorted(hand))
    legal = dk.legal_cards(held, trick, game, rule_set)
    reasons = dk.illegal_reasons(held, trick, game, rule_set)
    if reasons:
        shown = ", ".join(named(c) for c in game.sorted(dict.fromkeys(legal)))
        sentence = _("You may play {cards}. {why}").format(cards=shown, why=next(iter(reasons.values())))
        rules = tuple(dict.fromkeys(r for reason in reasons.values() for r in reason.rules))
    else:
        led = game.follow[trick[0].index]
        sentence = (_("{card} was led and you hold no trump, so you may play any of your cards (D7).")
                    if game.is_trump(trick[0]) else
                    _("{card} was led and you hold no {suit} card, so you may play any of your cards (D7).")).format(
                        card=named(trick[0]), suit=dk.cards.FRENCH_SUITS.get(led, ""))
        rules = ("D7",)
    return Exercise(
        kind=DK_LEGAL.name, id=exercise_id, topic=topic, difficulty=difficulty, game=game,
        family=FAMILY, caption=board_caption(rule_set, game.id), setting=rule_set,
        prompt=_("It is your turn. Select every card you may play now, then press Check."),
        cards=tuple(trick), seats=tuple((leader + i) % 4 for i in range(len(trick))), leader=leader,
        hand=held, seat=me, answer=frozenset(str(c) for c in legal), explanation=sentence,
        details=tuple(str(reasons[c]) for c in game.sorted(reasons)), rules=rules,
        reasons=tuple((str(c), str(r)) for c, r in reasons.items()))


_Found = tuple[str, hydra.Game, list[hydra.Card], int, int, list[hydra.Card]]


def _positions(code: str, difficulty: int, rng: random.Random) -> Iterator[tuple[bool, _Found]]:
    """Positions dealt for the topic ``code``, each with whether it suits ``difficulty``."""
    lo, hi = _HAND_SIZES[difficulty]
    for _attempt in range(800):
        rule_set = rng.choice(dk.RULE_SETS)
        game = dk.get_game(rng.choice([g for g in _GAMES[code] if g in dk.games(rule_set)]), rule_set)
        hands = deal4(rng)
        leader = rng.randrange(4)
        k = rng.randrange(1, 4)
        order = [(leader + i) % 4 for i in range(k + 1)]
        me = order[-1]
        pool = hands[leader]
        if code == "trump":
            pool = [c for c in pool if game.is_trump(c)] or pool
        elif code in ("follow", "void", "lookalike"):
            pool = [c for c in pool if not game.is_trump(c)] or pool
        trick = [rng.choice(pool)]
        for seat in order[1:-1]:
            trick.append(rng.choice(dk.legal_cards(hands[seat], trick, game, rule_set)))
        hand = rng.sample(hands[me], rng.randint(lo, hi))
        legal = dk.legal_cards(hand, trick, game, rule_set)
        every = len(set(legal)) == len(set(hand))
        trump_led = game.is_trump(trick[0])
        traps = len(_lookalikes(hand, trick, game))
        ok = {"follow": not every and not trump_led,
              "void": every and not trump_led,
              "trump": trump_led and not every,
              "lookalike": not trump_led and traps > 0,
              "solo": not every or rng.random() < 0.2}[code]
        if not ok:
            continue
        good = (traps == 0) if difficulty == 1 else (traps >= 1 if difficulty == 3 else True)
        yield good or code == "lookalike", (rule_set, game, trick, leader, me, hand)


class DkLegalKind(QuizKindBase, name="dk-legal", letter="dl", form=SELECT_CARDS,
                  title=N_("Which cards may I play?"), short="Doppelkopf: which cards may I play"):
    """Doppelkopf "Which cards may I play?": select every card of the hand that may be played."""

    def make(self, exercise_id: str, topic: Topic, difficulty: int, rng: random.Random) -> Exercise:
        found = first_suiting(_positions(topic.code, difficulty, rng), exercise_id)
        return _exercise(exercise_id, topic, difficulty, *found)

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        legal = {str(c) for c in dk.legal_cards(exercise.hand, exercise.cards, dk_game(exercise),
                                                 exercise.setting)}
        assert legal == exercise.answer, "the engine decides"
        return check_select(exercise, response, dk.dk_card, lambda code: named(dk.dk_card(code)),
                            [str(c) for c in dk_game(exercise).sorted(dk.DECK)])

    def solution(self, exercise: Exercise) -> list[str]:
        return [str(c) for c in exercise.hand if str(c) in exercise.answer]


DK_LEGAL = register(DkLegalKind())
