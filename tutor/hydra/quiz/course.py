"""The course's "try it" kinds: questions about cards and hands a notebook gives, answered by the
engine when the learner checks (the course also asks :data:`~tutor.hydra.quiz.trick.TRICK` and
:data:`~tutor.hydra.quiz.points.POINTS` questions about a given trick or party).

* :data:`PLAYABLE`: pick a card of your hand that you may play on this trick;
* :data:`TRUMP`: is this card a trump in this game?
* :data:`EYES`: how many eyes are these cards worth?
* :data:`PARTY_KIND`: which kind of game do these key cards make (R10)?

>>> ex = TRUMP.of("SD")
>>> fb = TRUMP.check(ex, True)
>>> fb.correct, fb.explanation.startswith("SD (Schell-Daus, the Fuchs) is a trump in the normal game")
(True, True)
>>> EYES.check(EYES.of("ED E10 EK EO"), "28").explanation
'11 (ED) + 10 (E10) + 4 (EK) + 3 (EO) = 28 eyes.'
"""

from __future__ import annotations

from collections.abc import Iterable

import hydra
import hydra.hydra.parties
from hydra.hydra.cards import SUIT_NAMES, CardLike
from hydra.core.i18n import _, ngettext

from tutor.exercises.answers import whole_number
from tutor.exercises.kind import CHOICE, NUMBER, PICK_CARD, Choice, KindBase, Response, register
from tutor.exercises.model import Exercise, Feedback
from .game import FAMILY, normal_game
from .game import hydra_game

__all__ = ["PLAYABLE", "TRUMP", "EYES", "PARTY_KIND", "PlayableKind", "TrumpKind", "EyesKind",
           "PartyKindKind", "describe_card", "ordinal"]


def _feedback(correct: bool, explanation: str, rules: tuple[str, ...] = ()) -> Feedback:
    return Feedback(correct, _("Right!") if correct else _("Not quite."), "", explanation, (), rules, {})


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th, 11th ...

    >>> [ordinal(n) for n in (1, 2, 3, 4, 11, 22)]
    ['1st', '2nd', '3rd', '4th', '11th', '22nd']
    """
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}" + {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def describe_card(game: hydra.Game, card: CardLike) -> str:
    """A sentence on one card's place and eyes in ``game`` (the engine's order and notes)."""
    card = hydra.as_card(card)
    eyes = f"{card.eyes} eye" + ("" if card.eyes == 1 else "s")
    from_top = game.trump_place(card)
    if from_top is not None:
        count = len(game.trumps)
        place = count - from_top + 1
        text = (f"{card} ({card.name()}) is a trump in the {game.name}: number {place} of "
                f"{count} counted from the lowest, so "
                f"{'the highest' if from_top == 1 else 'the ' + ordinal(from_top) + ' highest'}. "
                f"It is worth {eyes}.")
    else:
        suit = game.suit_of(card)
        cards = list(game.fail_suits[suit])
        place = cards.index(card) + 1
        text = (f"{card} ({card.name()}) is a fail card (not a trump) of "
                f"{SUIT_NAMES[suit][0]} in the {game.name}: number {place} of "
                f"{len(cards)} in its suit, counted from the lowest. It is worth {eyes}.")
    note = dict(game.special_cards()).get(str(card))
    if note:
        text += " " + note
    return text


class PlayableKind(KindBase, name="playable", title="Which card may I play?", form=PICK_CARD):
    """"Which card may I play?": pick one card of the hand that may be played on the trick."""

    def of(self, hand: Iterable[CardLike] | str, trick: Iterable[CardLike] | str,
           game: hydra.Game | str = "normal") -> Exercise:
        """The question for a hand (as held) and the trick so far."""
        held = tuple(hydra.as_cards(hand))
        cards = tuple(hydra.as_cards(trick))
        g = hydra.get_game(game)
        return Exercise(family=FAMILY, kind=self.name, game=g, hand=held, cards=cards,
                        prompt=f"In the {g.name}, the trick so far is {' '.join(map(str, cards))}. "
                               "Your hand is shown. Pick a card you may play.")

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        """The position of a card in the hand: may it be played (``hydra.legal_cards``), and if
        not, the engine's reason (``hydra.illegal_reasons``)."""
        card = exercise.hand[int(str(response))]
        legal = hydra.legal_cards(exercise.hand, exercise.cards, hydra_game(exercise))
        if card in legal:
            shown = ", ".join(str(c) for c in legal)
            return _feedback(True, _("{card} may be played. All your legal cards here: {cards}.").format(
                card=card, cards=shown))
        reason = hydra.illegal_reasons(exercise.hand, exercise.cards, hydra_game(exercise))[card]
        return _feedback(False, reason, tuple(getattr(reason, "rules", ())))

    def solution(self, exercise: Exercise) -> int:
        legal = hydra.legal_cards(exercise.hand, exercise.cards, hydra_game(exercise))
        return next(i for i, c in enumerate(exercise.hand) if c in legal)


class TrumpKind(KindBase, name="trump", title="Is it a trump?", form=CHOICE):
    """"Is it a trump?": yes or no for one card in one game (``Game.is_trump``)."""

    def of(self, card: CardLike, game: hydra.Game | str = "normal") -> Exercise:
        c = hydra.as_card(card)
        g = hydra.get_game(game)
        return Exercise(family=FAMILY, kind=self.name, game=g, cards=(c,), choices=(True, False),
                        prompt=f"Is {c} ({c.name()}) a trump in the {g.name}?")

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        """True (yes) or False (no): the engine's answer and the card's place in the game."""
        card = exercise.cards[0]
        return _feedback(response == hydra_game(exercise).is_trump(card), describe_card(hydra_game(exercise), card))

    def solution(self, exercise: Exercise) -> bool:
        return hydra_game(exercise).is_trump(exercise.cards[0])

    def choice_label(self, choice: Choice) -> str:
        return "yes" if choice else "no"


class EyesKind(KindBase, name="eyes", title="How many eyes?", form=NUMBER):
    """"How many eyes?": the eyes (Augen, card points) of some cards together."""

    def of(self, cards: Iterable[CardLike] | str) -> Exercise:
        return Exercise(family=FAMILY, game=normal_game(), kind=self.name, cards=tuple(hydra.as_cards(cards)),
                        prompt=_("How many eyes (Augen, card points) are these cards worth together?"))

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        """A whole number (or its text): the cards' eyes, added up."""
        total = sum(c.eyes for c in exercise.cards)
        parts = " + ".join(f"{c.eyes} ({c})" for c in exercise.cards)
        return _feedback(whole_number(response) == total,
                         ngettext("{sum} = {n} eye.", "{sum} = {n} eyes.", total).format(sum=parts, n=total))

    def solution(self, exercise: Exercise) -> str:
        return str(sum(c.eyes for c in exercise.cards))


class PartyKindKind(KindBase, name="party-kind", title="Which kind of game?", form=CHOICE):
    """"Which kind of game?": the kind the key cards make after a deal (``hydra.form_parties``)."""

    def of(self, hands: Iterable[Iterable[CardLike] | str], dealer: int | None = None) -> Exercise:
        """The question for the seats' hands (the key cards matter; other cards may be given)."""
        held = tuple(tuple(hydra.as_cards(h)) for h in hands)
        key_cards = hydra.hydra.parties.KEY_CARDS
        where = "; ".join(_("seat {seat}: {cards}").format(seat=s, cards=" ".join(str(c) for c in h if c in key_cards)
                                                             or "-") for s, h in enumerate(held))
        return Exercise(family=FAMILY, game=normal_game(),
                        kind=self.name, hands=held, dealer=dealer, choices=hydra.HEALTHY_KINDS,
                        prompt=_("The key cards sit like this ({where}). Which party kind is it?").format(where=where))

    def _parties(self, exercise: Exercise) -> hydra.Parties:
        kwargs: dict[str, int] = {} if exercise.dealer is None else {"dealer": exercise.dealer}
        return hydra.form_parties([list(h) for h in exercise.hands], **kwargs)

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        """A party kind's name: the engine's kind and its description."""
        parties = self._parties(exercise)
        return _feedback(response == parties.kind, parties.describe(), ("R10",))

    def solution(self, exercise: Exercise) -> str:
        return self._parties(exercise).kind

    def choice_label(self, choice: Choice) -> str:
        """A party kind by its name, never its id (issue 19)."""
        return hydra.kind_title(str(choice))


PLAYABLE = register(PlayableKind())
TRUMP = register(TrumpKind())
EYES = register(EyesKind())
PARTY_KIND = register(PartyKindKind())
