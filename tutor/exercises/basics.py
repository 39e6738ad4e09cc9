"""The first lessons' kinds (issue 19): questions a newcomer answers before any trick is played,
each answered by the engine.

* :data:`FIND_CARD` (``PICK_CARD``): tap the card that is what the question asks (a suit, a rank, a
  trump, the most eyes, no eyes, the highest trump); a miss names the card tapped and what it is;
* :data:`DECK_FACT` (``NUMBER``): how many cards in the deck, different cards, cards in a hand,
  tricks in a round (from ``hydra.DECK``, ``hydra.CARDS`` and ``hydra.deal``);
* :data:`MATCH_LEADER` (``CHOICE``): who wins a match with these totals (``hydra.Match``, R5).

>>> ex = FIND_CARD.of("RK GO E10 S9", "suit:G")
>>> FIND_CARD.check(ex, 1).correct, FIND_CARD.check(ex, 0).explanation
(True, 'RK (Rot-König) is a Rot card, not a Grün card.')
>>> DECK_FACT.check(DECK_FACT.of("deck"), "50").correct
True
>>> MATCH_LEADER.check(MATCH_LEADER.of({"Ada": 12, "Ben": 30, "Cem": 7, "Dora": 0, "Emil": 9}), "Ben").correct
True
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import hydra
from hydra.cards import RANK_NAMES, SUIT_NAMES, CardLike

from .kind import CHOICE, NUMBER, PICK_CARD, KindDefaults, register
from .model import Exercise, Feedback

__all__ = ["FIND_CARD", "DECK_FACT", "MATCH_LEADER", "FindCardKind", "DeckFactKind", "MatchLeaderKind",
           "WANTS", "FACTS"]

NORMAL = hydra.get_game("normal")


def _feedback(correct: bool, explanation: str, rules: tuple[str, ...] = (), marks: dict[int, str] | None = None
              ) -> Feedback:
    return Feedback(correct, "Right!" if correct else "Not quite.", "", explanation, (), rules, marks or {})


def _eyes(n: int) -> str:
    return f"{n} eye" + ("" if n == 1 else "s")


def _a(word: str) -> str:
    """'an Ober', 'a König'."""
    return ("an " if word[0] in "AEIOU" else "a ") + word


def _suit_word(card: hydra.Card) -> str:
    return SUIT_NAMES[card.suit][0] if card.suit else "no suit"


#: What a FIND_CARD question can ask for: its words ("the Grün card") by key.
WANTS = {
    **{f"suit:{s}": f"a {SUIT_NAMES[s][0]} card" for s in SUIT_NAMES},
    **{f"rank:{r}": _a(RANK_NAMES[r][0]) for r in RANK_NAMES},
    "hydra": "the Hydra",
    "trump": "a trump",
    "most-eyes": "the card worth the most eyes",
    "no-eyes": "the card worth no eyes",
    "highest-trump": "the highest trump",
}


class FindCardKind(KindDefaults):
    """"Find the card": tap the card of ``cards`` that is ``want`` (see :data:`WANTS`)."""

    name = "find-card"
    title = "Find the card"
    form = PICK_CARD

    def of(self, cards: Iterable[CardLike] | str, want: str, game: hydra.Game | str = "normal") -> Exercise:
        if want not in WANTS:
            raise KeyError(f"unknown card to find {want!r}; one of {', '.join(WANTS)}")
        shown = tuple(hydra.as_cards(cards))
        g = hydra.get_game(game)
        ex = Exercise(kind=self.name, game=g, cards=shown, caption=want,
                      prompt=f"Tap {WANTS[want]}.")
        if len(self._answers(ex)) != 1:
            raise ValueError(f"{' '.join(map(str, shown))}: exactly one card must be {WANTS[want]}")
        return ex

    def _is(self, ex: Exercise, card: hydra.Card) -> bool:
        want, game = ex.caption, ex.game
        if want.startswith("suit:"):
            return card.suit == want[5:]
        if want.startswith("rank:"):
            return card.rank == want[5:]
        if want == "hydra":
            return card is hydra.HYDRA
        if want == "trump":
            return game.is_trump(card)
        if want == "most-eyes":
            return card.eyes == max(c.eyes for c in ex.cards)
        if want == "no-eyes":
            return card.eyes == 0
        if want == "highest-trump":
            places = [game.trump_place(c) for c in ex.cards if game.is_trump(c)]
            return game.is_trump(card) and game.trump_place(card) == min(p for p in places if p is not None)
        raise KeyError(want)

    def _answers(self, ex: Exercise) -> list[int]:
        return [i for i, c in enumerate(ex.cards) if self._is(ex, c)]

    def _what(self, ex: Exercise, card: hydra.Card) -> str:
        """What ``card`` is, in the words of the question asked."""
        want, game = ex.caption, ex.game
        named = f"{card} ({card.name()})"
        if want.startswith("suit:"):
            return (f"{named} is a {_suit_word(card)} card, not a {SUIT_NAMES[want[5:]][0]} card."
                    if card.suit else f"{named} has no suit: it is the joker.")
        if want.startswith("rank:"):
            rank = RANK_NAMES[want[5:]][0]
            return (f"{named} is {_a(RANK_NAMES[card.rank][0])}, not {_a(rank)}." if card.rank
                    else f"{named} is the joker, not {_a(rank)}.")
        if want == "hydra":
            return f"{named} is not the Hydra: the Hydra is the joker, HY."
        if want == "trump":
            return (f"{named} is a trump." if game.is_trump(card)
                    else f"{named} is not a trump: it is a plain {_suit_word(card)} card.")
        if want in ("most-eyes", "no-eyes"):
            best = max(c.eyes for c in ex.cards)
            more = "" if want == "no-eyes" or card.eyes == best else ", and another card here is worth more"
            return f"{named} is worth {_eyes(card.eyes)}{more}."
        if want == "highest-trump":
            if not game.is_trump(card):
                return f"{named} is not a trump."
            place = game.trump_place(card)
            return f"{named} is the {_nth(place)} highest of the {len(game.trumps)} trumps; a higher one is here."
        raise KeyError(want)

    def check(self, exercise: Exercise, response: object) -> Feedback:
        """A card position: whether that card is the one asked for, and what it is."""
        try:
            pick = int(str(response))
        except (TypeError, ValueError):
            raise ValueError("Tap one of the cards.") from None
        if not 0 <= pick < len(exercise.cards):
            raise ValueError("Tap one of the cards.")
        card = exercise.cards[pick]
        right = self._is(exercise, card)
        answer = self._answers(exercise)[0]
        marks = {answer: "winner"}
        if right:
            text = f"Yes: {card} ({card.name()}) is {WANTS[exercise.caption]}."
            if exercise.caption in ("most-eyes", "no-eyes"):
                text = f"Yes: {card} ({card.name()}) is worth {_eyes(card.eyes)}."
        else:
            marks[pick] = "selected"
            text = self._what(exercise, card)
        return _feedback(right, text, marks=marks)

    def solution(self, exercise: Exercise) -> int:
        return self._answers(exercise)[0]


def _nth(place: int | None) -> str:
    from .course import ordinal
    return "first" if place == 1 else ordinal(place or 0)


#: What a DECK_FACT question asks, by key: (the question, a hint said with a miss).
FACTS = {
    "deck": ("How many cards are in the Hydra deck?",
             "Five players get ten cards each, and no card is left over."),
    "different": ("How many different cards are there (counting each pair once)?",
                  "The 50 cards hold every card twice."),
    "hand": ("How many cards does each of the five players get?",
             "The 50 cards are shared out evenly among the five players."),
    "tricks": ("How many tricks are played in a round?",
               "Each player plays one card in every trick, until every hand is empty."),
}


class DeckFactKind(KindDefaults):
    """"How many?": a number about the deck or the deal, counted by the engine."""

    name = "deck-fact"
    title = "How many?"
    form = NUMBER

    def of(self, fact: str) -> Exercise:
        if fact not in FACTS:
            raise KeyError(f"unknown fact {fact!r}; one of {', '.join(FACTS)}")
        return Exercise(kind=self.name, caption=fact, prompt=FACTS[fact][0])

    def solution(self, exercise: Exercise) -> str:
        fact = exercise.caption
        if fact == "deck":
            return str(len(hydra.DECK))
        if fact == "different":
            return str(len(hydra.CARDS))
        deal = hydra.deal(seed=1)
        return str(len(deal.hands[0]))          # ten cards each, so ten tricks (one card each per trick)

    def check(self, exercise: Exercise, response: object) -> Feedback:
        try:
            n = int(str(response).strip())
        except (TypeError, ValueError):
            raise ValueError("Type a whole number.") from None
        right = str(n) == self.solution(exercise)
        question, hint = FACTS[exercise.caption]
        text = f"Yes, {n}. {hint}" if right else f"Not {n}. {hint}"
        return _feedback(right, text)


class MatchLeaderKind(KindDefaults):
    """"Who wins the match?": the players' totals after the last round; the engine's winner (R5)."""

    name = "match-leader"
    title = "Who wins the match?"
    form = CHOICE

    def of(self, totals: Mapping[str, int]) -> Exercise:
        names = tuple(totals)
        return Exercise(kind=self.name, choices=names, given=tuple(totals.values()),
                        prompt="The match is over. Who wins it?",
                        facts=tuple(f"{n}: {t} points" for n, t in totals.items()))

    def _match(self, exercise: Exercise) -> hydra.Match:
        match = hydra.Match(players=len(exercise.choices), names=list(exercise.choices))
        match.totals = list(exercise.given)
        return match

    def solution(self, exercise: Exercise) -> str:
        winner = self._match(exercise).winner
        if winner is None:
            raise ValueError("a tie has no single winner")
        return str(exercise.choices[winner])

    def check(self, exercise: Exercise, response: object) -> Feedback:
        if response not in exercise.choices:
            raise ValueError("Tap one of the names.")
        match = self._match(exercise)
        best = dict(match.standings())
        mine = best[str(response)]
        right = response == self.solution(exercise)
        text = (f"Yes: {response} has the highest total, {mine} points (R5)." if right else
                f"{response} has {mine} points, and someone has more: the highest total wins the match (R5).")
        return _feedback(right, text, ("R5",))


FIND_CARD = register(FindCardKind())
DECK_FACT = register(DeckFactKind())
MATCH_LEADER = register(MatchLeaderKind())
