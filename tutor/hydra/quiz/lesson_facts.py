"""The reference lessons' own questions (lessons 01, 05, 06, 08, 09, 10): each is a fact about the
game the engine works out when the question is made, asked as a choice (:data:`FACT_CHOICE`) or as
a number (:data:`FACT_NUMBER`) of the exercise protocol. The notebook cells only show them
(``TryIt.of(lesson_fact(key, ...))``); earlier the cells defined these checks themselves.

Each question is registered under its lesson exercise key (``"cards-in-deck"``, ``"next-dealer"``
...), the key a learner's progress is saved under, so saved progress keeps its place. A few take
what the page has already worked out (the page's round, match or odds) as keyword arguments.

>>> ex = lesson_fact("cards-in-deck")
>>> ex.check("50").correct, ex.check("25").correct
(True, False)
>>> ex = lesson_fact("dealer-after-throw-in")
>>> from tutor.exercises import kind_named
>>> [kind_named(ex.kind).choice_label(c) for c in ex.choices]
['2', '3', '4']
>>> fb = ex.check(ex.choices[1]); fb.correct, fb.rules
(True, ('R6',))
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import hydra
import hydra.hydra.parties
from hydra.core.i18n import _
from hydra.hydra.scoring import DOPPELKOPF_EYES, HYDRA_EYES

from tutor.numbers import decimal, percent, whole
from tutor.exercises.answers import whole_number
from tutor.exercises.kind import CHOICE, NUMBER, KindBase, Response, register
from tutor.exercises.model import Exercise, Feedback
from .game import FAMILY, normal_game

__all__ = ["Choice", "FACT_CHOICE", "FACT_NUMBER", "FACTS", "lesson_fact", "FactChoiceKind", "FactNumberKind"]


@dataclass(frozen=True)
class Choice:
    """One answer to pick, shown by its words (``label``) and compared by its ``value``."""
    label: str
    value: Any  # Any: a fact's own value (a number, a card, a seat), compared only

    def __str__(self) -> str:
        return self.label


def _value(response: Response) -> object:  # object: the value a choice compares by (Choice.value)
    return response.value if isinstance(response, Choice) else response


def _feedback(correct: bool, explanation: str, rules: tuple[str, ...]) -> Feedback:
    return Feedback(correct, "Right!" if correct else "Not quite.", "", explanation, (), rules, {})


class FactChoiceKind(KindBase, name="fact-choice", title="Try it", form=CHOICE):
    """Pick the one right answer of ``Exercise.choices``; the engine's answer is ``Exercise.answer``
    (worked out when the question was made), its why ``Exercise.explanation``."""

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        if response is None:
            raise ValueError("Pick one of the answers, then press Check.")
        return _feedback(_value(response) == exercise.answer, exercise.explanation, exercise.rules)

    # object: each kind's own answer (a card, a seat, words), which its check compares
    def solution(self, exercise: Exercise) -> object:
        return next(c for c in exercise.choices if _value(c) == exercise.answer)


class FactNumberKind(KindBase, name="fact-number", title="Try it", form=NUMBER):
    """Type the whole number the engine worked out (``Exercise.answer``)."""

    def check(self, exercise: Exercise, response: Response) -> Feedback:
        number = whole_number(response)
        return _feedback(number == exercise.answer, exercise.explanation, exercise.rules)

    def solution(self, exercise: Exercise) -> str:
        return str(exercise.answer)


FACT_CHOICE = register(FactChoiceKind())
FACT_NUMBER = register(FactNumberKind())

#: The lessons' questions by their exercise key: each makes its exercise (keyword arguments: what
#: the page has worked out).
FACTS: dict[str, Callable[..., Exercise]] = {}


def _fact(key: str) -> Callable[[Callable[..., Exercise]], Callable[..., Exercise]]:
    def add(make: Callable[..., Exercise]) -> Callable[..., Exercise]:
        FACTS[key] = make
        return make
    return add


# given: each question's own arguments (odds=, round=, match=), passed on to the function that makes it
def lesson_fact(key: str, **given: Any) -> Exercise:
    """The lesson question saved under ``key``, with the engine's answer and why."""
    if key not in FACTS:
        raise KeyError(f"no lesson question {key!r}: the questions are {', '.join(FACTS)}")
    return FACTS[key](**given)


def _choices(values: Iterable[Any], label: Callable[[Any], str] = str) -> tuple[Choice, ...]:  # Any: as Choice.value
    return tuple(Choice(label(v), v) for v in values)


def _number(prompt: str, answer: int, why: str, rules: tuple[str, ...], cards: str = "") -> Exercise:
    return Exercise(family=FAMILY, game=normal_game(),
                    kind=FACT_NUMBER.name, prompt=prompt, answer=answer, explanation=why, rules=rules,
                    cards=tuple(hydra.as_cards(cards)) if cards else ())


def _choice(prompt: str, choices: tuple[Choice, ...], answer: str | int | None, why: str, rules: tuple[str, ...],
            cards: Iterable[hydra.Card] | str = ()) -> Exercise:
    return Exercise(family=FAMILY, game=normal_game(),
                    kind=FACT_CHOICE.name, prompt=prompt, choices=choices, answer=answer, explanation=why,
                    rules=rules, cards=tuple(hydra.as_cards(cards)))


# --- lesson 01: the deck ---------------------------------------------------------------------------

@_fact("cards-in-deck")
def _cards_in_deck() -> Exercise:
    n = len(hydra.DECK)
    kinds = len(set(hydra.DECK))
    return _number("How many cards are in the Hydra deck?", n,
                   f"{kinds} different cards, each twice: {n} cards in the deck.", ("rules: Die Spielkarten",))


# --- lesson 05: scoring -----------------------------------------------------------------------------

@_fact("doppelkopf-trick")
def _doppelkopf_trick() -> Exercise:
    cards = "R10 ED E10 GD SD"
    trick = hydra.Trick(cards, leader=0)
    eyes = trick.eyes
    right = "a Hydra" if eyes >= HYDRA_EYES else "a Doppelkopf" if eyes >= DOPPELKOPF_EYES else "neither"
    counted = ", ".join(f"{c} {c.eyes}" for c in trick.cards)
    why = (f"The trick holds {eyes} eyes ({counted}): {DOPPELKOPF_EYES} to {HYDRA_EYES - 1} is a Doppelkopf "
           f"(5 bonus points), {HYDRA_EYES} or more a Hydra (10 bonus points) (R3).")
    return _choice(f"A trick of {cards}: is it a Doppelkopf ({DOPPELKOPF_EYES} to {HYDRA_EYES - 1} eyes), a Hydra "
                   f"({HYDRA_EYES} or more), or neither?", _choices(["a Doppelkopf", "a Hydra", "neither"]),
                   right, why, ("R3",), cards)


@_fact("fuchs-caught")
def _fuchs_caught() -> Exercise:
    cards = "EO SD R9 RK GK"
    trick = hydra.Trick(cards, leader=0)
    # seat 0 leads; the party of seats 0 and 1 (the Alten) wins the trick with its own Fuchs in it
    sheet = hydra.score_round(hydra.hydra.parties.classify([0, 1], [2, 3], range(5)), [trick])
    bonus = sheet.bonus[0]
    if sheet.bonuses:
        why = "; ".join(b.text for b in sheet.bonuses)
    else:
        why = (f"{bonus} bonus points: the Fuchs (SD) was played by seat 1, one of the Alten themselves, and your "
               "own party's Fuchs is not caught: only an opponent's Fuchs counts (Fuchs gefangen, R4). The trick "
               f"holds {trick.eyes} eyes, under {DOPPELKOPF_EYES}, so it is no Doppelkopf either (R3).")
    return _number("Seats 0 and 1 are the Alten. Seat 0 leads EO, seat 1 plays SD (the Fuchs), then R9 RK GK. "
                   "How many bonus points do the Alten get for this trick?", bonus, why, ("R4", "R3"), cards)


# --- lesson 06: a full round ------------------------------------------------------------------------

@_fact("seat-0-points")
def _seat_0_points(round: hydra.Round) -> Exercise:
    """``round``: the round over whose score sheet the page shows."""
    row = next(r for r, seats in zip(round.sheet.rows(), round.sheet.parties) if 0 in seats)
    why = (f"Seat 0 plays in the {row['party']}: {row['eyes']} eyes count {row['rounded']}, times the multiplier "
           f"{row['multiplier']}, plus {row['bonus']} bonus: {row['points each']} points (R5).")
    return _number("Look at the score sheet above: how many points does seat 0 get for this round?",
                   round.points[0], why, ("R5",))


# --- lesson 08: how likely is each party kind -------------------------------------------------------

def _kind_choices(kinds: Iterable[str]) -> tuple[Choice, ...]:
    return _choices(kinds, hydra.kind_title)


@_fact("most-likely")
def _most_likely(odds: Mapping[str, Fraction]) -> Exercise:
    """``odds``: each party kind's exact probability (``hydra.hydra.odds.party_kind_odds()``)."""
    best = max(odds, key=lambda k: odds[k])
    return _choice(_("Which party kind is the most likely in a random deal?"), _kind_choices(sorted(odds)), best,
                   _("The {kind} comes up in {share} of deals (exact, by counting the key cards' places, R10).").format(
                       kind=hydra.kind_title(best), share=percent(float(odds[best]), 1)), ("R10",))


@_fact("normal-or-secret")
def _normal_or_secret(odds: Mapping[str, Fraction]) -> Exercise:
    n, s = odds["normal"], odds["secret-proposal"]
    return _choice(_("Which is more likely: a normal game (Alten, Jungen, Ego) or a secret proposal?"),
                   _kind_choices(("normal", "secret-proposal")), "normal" if n > s else "secret-proposal",
                   _("normal: {normal}, secret proposal: {secret}; the ratio is {ratio} (the key cards decide the "
                     "kind, R10).").format(normal=percent(float(n), 2), secret=percent(float(s), 2),
                                           ratio=decimal(float(n / s), 3)), ("R10",))


@_fact("wedding-rate")
def _wedding_rate(odds: Mapping[str, Fraction]) -> Exercise:
    one_in = 1 / float(odds["wedding"])
    options = (20, 50, 220, 1000)
    return _choice(_("A wedding (one player with all four key Obers) comes about once in how many deals?"),
                   _choices(options, whole), min(options, key=lambda x: abs(x - one_in)),
                   _("About once in {deals} deals (R10).").format(deals=whole(round(one_in))), ("R10",))


# --- lesson 09: the calls in practice ---------------------------------------------------------------

def _calls(seed: int, actions: Iterable[str]) -> hydra.Round:
    """The round of this deal (dealer seat 0) after these calls (the engine checks each one)."""
    rnd = hydra.Round.new(seed=seed, dealer=0)
    for action in actions:
        rnd.apply(action)
    return rnd


@_fact("may-propose")
def _may_propose() -> Exercise:
    rnd = _calls(2, ["morbus", "valeo", "valeo", "valeo", "valeo"])
    can = any(str(a).startswith("antrag") for a in rnd.legal_actions())
    hand = rnd.game.sorted(rnd.hand(1))
    why = (f"Seat 1 holds {' '.join(map(str, hand))}: " + (
        "two equal key Obers, so it may (R7, R9)." if can else
        "no two equal key Obers (both EO or both GO), so only a solo is allowed (R7)."))
    return _choice("Deal 2: seat 1 says morbus. May seat 1 name an Antrag?", _choices(["yes", "no"]),
                   "yes" if can else "no", why, ("R7", "R9"), hand)


@_fact("solo-beats-antrag")
def _solo_beats_antrag() -> Exercise:
    rnd = _calls(17, ["valeo", "morbus", "valeo", "morbus", "valeo", "antrag", "solo:normal-solo"])
    assert rnd.contract is not None                  # the calls are over: a contract was made
    kind, seat, _ = rnd.contract
    played = f"seat {seat}'s {'solo' if kind == 'solo' else 'Antrag'}"
    return _choice("Deal 17, dealer seat 0: seat 2 says morbus and names an Antrag (it holds both Eichel-Obers); "
                   "seat 4 says morbus and names a normal solo. What is played?",
                   _choices(["seat 2's Antrag", "seat 4's solo"]), played,
                   f"The engine plays {played}: a solo beats an Antrag (R7).", ("R7",))


@_fact("antrag-partner")
def _antrag_partner() -> Exercise:
    rnd = _calls(7, ["morbus", "valeo", "valeo", "valeo", "valeo", "antrag", "open:ED", "decline", "accept",
                     "return:RD", "return:GK", "return:EK"])
    assert rnd.parties is not None                   # the Antrag was accepted: the parties are formed
    partner = next(s for party in rnd.parties if 1 in party for s in party if s != 1)
    return _choice("Deal 7: seat 1 proposes an Antrag with the Eichel-Daus face up. Seat 2 declines, seat 3 "
                   "accepts and gives back three cards. Which seat plays with seat 1?", _choices([0, 2, 3, 4]),
                   partner, f"Seat 2 declined and seat 3 accepted first: seats 1 and {partner} play together "
                   "against the other three (R9).", ("R9",))


@_fact("declined-antrag")
def _declined_antrag() -> Exercise:
    rnd = _calls(7, ["morbus", "valeo", "valeo", "valeo", "valeo", "antrag", "open:ED",
                     "decline", "decline", "decline", "decline"])
    healthy = rnd.phase == "play" and (rnd.proposal or {}).get("accepted_by") is None
    return _choice("Deal 7: seat 1's Antrag is declined by everybody. What happens?",
                   _choices(["the cards are dealt again", "seat 1 plays a solo", "a healthy game"]),
                   "a healthy game" if healthy else "seat 1 plays a solo",
                   "Nobody accepted, so the Antrag goes through and the key cards decide (R9, R10): "
                   f"a {str(rnd.kind).replace('-', ' ')}.", ("R9", "R10"))


# --- lesson 10: a match -----------------------------------------------------------------------------

@_fact("next-dealer")
def _next_dealer() -> Exercise:
    m = hydra.Match(players=5, dealer=4)
    m.play_round(seed=3)
    return _choice("Seat 4 dealt this round, and it was played to the end. Which seat deals next?",
                   _choices([0, 1, 3, 4]), m.dealer,
                   f"Seat 4 dealt; after the round the deal passes to the left, to seat {m.dealer} (R11).", ("R11",))


@_fact("dealer-after-throw-in")
def _dealer_after_throw_in() -> Exercise:
    m = hydra.Match(players=5, dealer=3)
    r = m.new_round(seed=12)
    r.apply("throw-in")
    m.add(r)
    return _choice("Seat 3 dealt, and a player threw in. Which seat deals next?", _choices([2, 3, 4]), m.dealer,
                   f"After a throw-in the same dealer deals again: seat {m.dealer} (R6).", ("R6",))


@_fact("last-trick")
def _last_trick() -> Exercise:
    # a rule of the table, not of the engine's state: the rules text says only the last trick may be
    # looked at again (Der Spielverlauf; looking at older ones is an irregularity)
    return _choice("Six tricks are played. Which tricks may you look at again?",
                   _choices(["none", "only the last trick", "all six"]), "only the last trick",
                   "The last trick may be looked at at any time; older tricks may not "
                   "(rules: Der Spielverlauf, Regelwidrigkeiten).", ("rules: Der Spielverlauf",))


@_fact("match-winner")
def _match_winner(match: hydra.Match) -> Exercise:
    """``match``: the match whose rounds the page shows."""
    return _choice("Look at the five rounds above: which seat wins the match?", _choices(range(5)), match.winner,
                   f"Seat {match.winner} has {max(match.totals)} points: the highest total wins the match (R5).",
                   ("R5",))

