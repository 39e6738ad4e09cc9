"""Grading shared by the card games' kinds (Hydra, Doppelkopf, 500): a picked card position against
the engine's winner, and selected hand cards against the engine's legal cards with its reasons;
and reading a response as a card position or a whole number, as every kind that asks for one does.

The engine decides; these only compare the learner's response with its answer and phrase the
feedback (cards named by the game's own ``name`` function).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from typing import TypeVar
from hydra.i18n import _

from .kind import Response
from .model import Exercise, Feedback

__all__ = ["ORDINALS", "NOTHING_SELECTED", "check_pick", "check_select", "new_details", "picked_position",
           "whole_number"]

#: Check pressed with no card selected: asked to finish, as "Which parties?" asks, not graded
#: (some card of a hand may always be played, so no selection is never the answer).
NOTHING_SELECTED = "Select every card you may play (there is always at least one), then press Check."

#: A game's card (hydra.Card, a 500 card, ...): ``Exercise.cards`` holds the game's own.
C = TypeVar("C")

ORDINALS = ("first", "second", "third", "fourth", "fifth")


def picked_position(response: Response, n: int, ask: str) -> int:
    """The card position (0 .. n-1) a response picks: an int or its text; ValueError(``ask``), a
    sentence for the learner, for anything else.

    >>> picked_position("2", 5, "Tap one of the cards."), picked_position(0, 5, "Tap one of the cards.")
    (2, 0)
    >>> picked_position(5, 5, "Tap one of the cards.")
    Traceback (most recent call last):
    ...
    ValueError: Tap one of the cards.
    """
    try:
        pick = int(str(response))
    except ValueError:
        raise ValueError(ask) from None
    if not 0 <= pick < n:
        raise ValueError(ask)
    return pick


def whole_number(response: Response, ask: str = "Type a whole number, then press Check.") -> int:
    """The whole number a response gives (an int or its text, spaces around it allowed);
    ValueError(``ask``), a sentence for the learner, for anything else.

    >>> whole_number(" 42 "), whole_number(7)
    (42, 7)
    """
    try:
        return int(str(response).strip())
    except ValueError:
        raise ValueError(ask) from None


def check_pick(ex: Exercise, response: Response, winner: int, explanation: str, details: tuple[str, ...],
               rules: tuple[str, ...], name: Callable[[C], str], said: Callable[[C], str] | None = None,
               ask: str = "") -> Feedback:
    """Grade a picked card position (0 .. len(cards)-1) against the engine's ``winner``. ``name``
    names a card in the answer, ``said`` the picked card in the headline (default: ``name``);
    ``ask`` is the sentence for a response that picks no card (default: "Pick one of the 4
    cards: ...")."""
    n = len(ex.cards)
    pick = picked_position(response, n, ask or _("Tap one of the {n} cards.").format(n=n))
    correct = pick == winner
    marks = {winner: "winner"}
    if not correct:
        marks[pick] = "selected"
    answer = (f"The trick goes to {name(ex.cards[winner])}, the {ORDINALS[winner]} card, "
              f"played by seat {ex.seats[winner]}.")
    picked = (said or name)(ex.cards[pick])
    if not correct and str(ex.cards[pick]) == str(ex.cards[winner]):     # two equal cards: say which
        picked = f"the {ORDINALS[pick]} card, {picked},"
    headline = "Right!" if correct else f"Not quite: {picked} does not win this trick."
    return Feedback(correct, headline, answer, explanation, details, rules, marks)


def check_select(ex: Exercise, response: Response, parse: Callable[[str], object],
                 name: Callable[[str], str], order: Sequence[str], lead: str = "You may play") -> Feedback:
    """Grade card codes, one per selected hand card, against ``ex.answer`` (the engine's legal
    codes) with ``ex.reasons`` (code, the engine's reason) for the illegal ones. ``parse`` checks
    a code (raising ValueError), ``order`` is the hand's codes in display order, ``lead`` begins
    the answer ("You may play: ...")."""
    if isinstance(response, str):
        response = response.replace(",", " ").split()
    ask = "Select cards from your hand, then press Check."
    if not isinstance(response, Iterable):
        raise ValueError(ask)
    try:
        picked = Counter(str(parse(str(c))) for c in response)
    except (TypeError, ValueError):
        raise ValueError(ask) from None
    if not picked:                          # never an answer: some card may always be played
        raise ValueError(NOTHING_SELECTED)
    held = Counter(str(c) for c in ex.hand)
    if any(n > held[code] for code, n in picked.items()):
        raise ValueError("Select cards from your hand only, then press Check.")
    legal = Counter({code: n for code, n in held.items() if code in ex.answer})
    correct = picked == legal
    reasons = dict(ex.reasons)
    rank = {code: i for i, code in enumerate(order)}
    details = [reasons[code] for code in sorted(set(picked) - ex.answer, key=rank.__getitem__)]
    missed = sorted(legal - picked, key=rank.__getitem__)
    if missed:
        words = [name(code) if picked[code] == 0 or legal[code] == 1 else
                 f"your second {name(code)} (both copies may be played)" for code in missed]
        details.append(f"You left out {', '.join(words)}: {'they' if len(missed) > 1 else 'it'} "
                       "may be played as well.")
    if correct:
        details.extend(r for _c, r in ex.reasons)
    marks = {i: "legal" if str(card) in ex.answer else "illegal" for i, card in enumerate(ex.hand)}
    shown = ", ".join(name(c) for c in sorted(ex.answer, key=rank.__getitem__))
    answer = (f"{lead}: {shown}." if len(ex.answer) < len(held) else f"Every card is legal here: {shown}.")
    return Feedback(correct, "Right!" if correct else "Not quite.", answer, ex.explanation,
                    new_details(details, ex.explanation), ex.rules, marks)


def new_details(details: Sequence[str], explanation: str) -> tuple[str, ...]:
    """``details`` once each, without those the explanation already says.

    >>> new_details(["a.", "b.", "a."], "Why: b.")
    ('a.',)
    """
    return tuple(d for d in dict.fromkeys(details) if d not in explanation)
