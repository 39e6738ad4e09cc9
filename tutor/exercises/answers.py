"""Grading shared by the card games' kinds (Hydra, Doppelkopf, 500): a picked card position against
the engine's winner, and selected hand cards against the engine's legal cards with its reasons.

The engine decides; these only compare the learner's response with its answer and phrase the
feedback (cards named by the game's own ``name`` function).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

from .model import Exercise, Feedback

__all__ = ["ORDINALS", "NOTHING_SELECTED", "check_pick", "check_select", "new_details"]

#: Check pressed with no card selected: asked to finish, as "Which parties?" asks, not graded
#: (some card of a hand may always be played, so no selection is never the answer).
NOTHING_SELECTED = "Select every card you may play (there is always at least one), then press Check."

ORDINALS = ("first", "second", "third", "fourth", "fifth")


# response: what the page sent, untyped (the ExerciseKind protocol); checked here
def check_pick(ex: Exercise, response: object, winner: int, explanation: str, details: tuple[str, ...],
               rules: tuple[str, ...], name: Callable[[object], str]) -> Feedback:
    """Grade a picked card position (0 .. len(cards)-1) against the engine's ``winner``."""
    n = len(ex.cards)
    try:
        # the page's response is untyped (object); int() raises TypeError/ValueError, caught below
        pick = int(response)  # type: ignore[call-overload]
    except (TypeError, ValueError):
        raise ValueError(f"Pick one of the {n} cards: click it or press 1 to {n}.") from None
    if not 0 <= pick < n:
        raise ValueError(f"Pick one of the {n} cards: click it or press 1 to {n}.")
    correct = pick == winner
    marks = {winner: "winner"}
    if not correct:
        marks[pick] = "selected"
    answer = (f"The trick goes to {name(ex.cards[winner])}, the {ORDINALS[winner]} card, "
              f"played by seat {ex.seats[winner]}.")
    picked = name(ex.cards[pick])
    if not correct and str(ex.cards[pick]) == str(ex.cards[winner]):     # two equal cards: say which
        picked = f"the {ORDINALS[pick]} card, {picked},"
    headline = "Right!" if correct else f"Not quite: {picked} does not win this trick."
    return Feedback(correct, headline, answer, explanation, details, rules, marks)


# response: what the page sent, untyped (the ExerciseKind protocol); checked here
def check_select(ex: Exercise, response: object, parse: Callable[[str], object],
                 name: Callable[[str], str], order: Sequence[str], lead: str = "You may play") -> Feedback:
    """Grade card codes, one per selected hand card, against ``ex.answer`` (the engine's legal
    codes) with ``ex.reasons`` (code, the engine's reason) for the illegal ones. ``parse`` checks
    a code (raising ValueError), ``order`` is the hand's codes in display order, ``lead`` begins
    the answer ("You may play: ...")."""
    if isinstance(response, str):
        response = response.replace(",", " ").split()
    try:
        # the page's response is untyped (object); one not iterable raises TypeError, caught below
        picked = Counter(str(parse(str(c))) for c in response)  # type: ignore[attr-defined]
    except (TypeError, ValueError):
        raise ValueError("Select cards from your hand, then press Check.") from None
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
