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
from hydra.core.i18n import N_, _, ngettext

from .kind import Response
from .model import Exercise, Feedback

__all__ = ["ORDINALS", "NOTHING_SELECTED", "check_pick", "check_select", "new_details", "picked_position",
           "whole_number"]

#: Check pressed with no card selected: asked to finish, as "Which parties?" asks, not graded
#: (some card of a hand may always be played, so no selection is never the answer).
NOTHING_SELECTED = N_("Select every card you may play (there is always at least one), then press Check.")

#: A game's card (hydra.Card, a 500 card, ...): ``Exercise.cards`` holds the game's own.
C = TypeVar("C")

#: The cards of a trick by their place (through ``_()`` where shown).
ORDINALS = (N_("first"), N_("second"), N_("third"), N_("fourth"), N_("fifth"))


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


def whole_number(response: Response, ask: str = "") -> int:
    """The whole number a response gives (an int or its text, spaces around it allowed);
    ValueError(``ask``), a sentence for the learner, for anything else.

    >>> whole_number(" 42 "), whole_number(7)
    (42, 7)
    """
    try:
        return int(str(response).strip())
    except ValueError:
        raise ValueError(ask or _("Type a whole number, then press Check.")) from None


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
    answer = _("The trick goes to {card}, the {place} card, played by seat {seat}.").format(
        card=name(ex.cards[winner]), place=_(ORDINALS[winner]), seat=ex.seats[winner])
    picked = (said or name)(ex.cards[pick])
    if not correct and str(ex.cards[pick]) == str(ex.cards[winner]):     # two equal cards: say which
        picked = _("the {place} card, {card},").format(place=_(ORDINALS[pick]), card=picked)
    headline = _("Right!") if correct else _("Not quite: {card} does not win this trick.").format(card=picked)
    return Feedback(correct, headline, answer, explanation, details, rules, marks)


# object: parse gives the kind's own value, compared only
def check_select(ex: Exercise, response: Response, parse: Callable[[str], object],
                 name: Callable[[str], str], order: Sequence[str], lead: str = N_("You may play")) -> Feedback:
    """Grade card codes, one per selected hand card, against ``ex.answer`` (the engine's legal
    codes) with ``ex.reasons`` (code, the engine's reason) for the illegal ones. ``parse`` checks
    a code (raising ValueError), ``order`` is the hand's codes in display order, ``lead`` begins
    the answer ("You may play: ...")."""
    if isinstance(response, str):
        response = response.replace(",", " ").split()
    ask = _("Select cards from your hand, then press Check.")
    if not isinstance(response, Iterable):
        raise ValueError(ask)
    try:
        picked = Counter(str(parse(str(c))) for c in response)
    except (TypeError, ValueError):
        raise ValueError(ask) from None
    if not picked:                          # never an answer: some card may always be played
        raise ValueError(_(NOTHING_SELECTED))
    held = Counter(str(c) for c in ex.hand)
    if any(n > held[code] for code, n in picked.items()):
        raise ValueError(_("Select cards from your hand only, then press Check."))
    legal = Counter({code: n for code, n in held.items() if code in ex.answer})
    correct = picked == legal
    reasons = dict(ex.reasons)
    rank = {code: i for i, code in enumerate(order)}
    details = [reasons[code] for code in sorted(set(picked) - ex.answer, key=rank.__getitem__)]
    missed = sorted(legal - picked, key=rank.__getitem__)
    if missed:
        words = [name(code) if picked[code] == 0 or legal[code] == 1 else
                 _("your second {card} (both copies may be played)").format(card=name(code)) for code in missed]
        details.append(ngettext("You left out {cards}: it may be played as well.",
                                "You left out {cards}: they may be played as well.", len(missed)).format(
                                    cards=", ".join(words)))
    if correct:
        details.extend(r for _c, r in ex.reasons)
    marks = {i: "legal" if str(card) in ex.answer else "illegal" for i, card in enumerate(ex.hand)}
    shown = ", ".join(name(c) for c in sorted(ex.answer, key=rank.__getitem__))
    answer = (_("{lead}: {cards}.").format(lead=_(lead), cards=shown) if len(ex.answer) < len(held)
              else _("Every card is legal here: {cards}.").format(cards=shown))
    return Feedback(correct, _("Right!") if correct else _("Not quite."), answer, ex.explanation,
                    new_details(details, ex.explanation), ex.rules, marks)


def new_details(details: Sequence[str], explanation: str) -> tuple[str, ...]:
    """``details`` once each, without those the explanation already says.

    >>> new_details(["a.", "b.", "a."], "Why: b.")
    ('a.',)
    """
    return tuple(d for d in dict.fromkeys(details) if d not in explanation)
