"""The problems of a (partial) teacher scenario, and notes worth telling the class.

Every rule is asked of the engine: the seats (``playing_seats``), the copies of each card
(``check_copies``), the contract (``check_solo_game``, ``check_antrag``) and finally
``hydra.replay`` of the whole record. This module only collects the engine's answers so that
a teacher sees every problem at once.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import hydra
from hydra.calls import check_antrag, check_solo_game
from hydra.cards import check_copies
from hydra.deal import PACKETS

if TYPE_CHECKING:
    from .model import Scenario

__all__ = ["HAND_SIZE", "Problem", "problems", "notes"]

#: Cards dealt to each playing seat (R12: packets of 3, 4 and 3).
HAND_SIZE = sum(PACKETS)


@dataclass(frozen=True)
class Problem:
    """One thing wrong (or still missing) in a scenario: a plain sentence and the rule."""
    text: str
    rule: str
    seat: int | None = None
    todo: bool = False           # True: not wrong, just not finished (cards still to place)

    def __str__(self) -> str:
        return self.text


def problems(scenario: Scenario, with_tricks: bool = True) -> list[Problem]:
    """Every problem of a (partial) scenario at once, in plain words with the rule.

    Thin orchestration over the engine: the seats (R11), each hand's size and the copies of
    each card (the engine's ``check_copies``), the contract (``check_solo_game``,
    ``check_antrag``), and finally ``hydra.replay`` of the whole record, which reports the
    first rule a trick breaks. An empty list means the engine accepts the scenario.
    """
    out = []
    s = scenario
    try:
        seats = hydra.playing_seats(s.players, s.dealer)
    except hydra.RuleError as error:
        return [Problem(str(error), error.rule)]
    if len(s.hands) != s.players:
        return [Problem(f"a round of {s.players} players needs {s.players} hands, got "
                        f"{len(s.hands)} (R11)", "R11")]
    try:
        hands = [hydra.as_cards(h) for h in s.hands]
    except hydra.HydraError as error:
        return [Problem(str(error), "notation")]
    for seat, hand in enumerate(hands):
        if seat not in seats:
            if hand:
                out.append(Problem(f"seat {seat} deals and sits out with six players, so it holds no "
                                   f"cards, but it holds {len(hand)} (R11)", "R11", seat))
        elif len(hand) > HAND_SIZE:
            out.append(Problem(f"seat {seat} holds {len(hand)} cards; every playing seat is dealt "
                               f"{HAND_SIZE} (R12)", "R12", seat))
        elif len(hand) < HAND_SIZE:
            missing = HAND_SIZE - len(hand)
            out.append(Problem(f"seat {seat} holds {len(hand)} cards: {missing} more to place; every "
                               f"playing seat is dealt {HAND_SIZE} (R12)", "R12", seat, todo=True))
    everything = [c for h in hands for c in h]
    for card in hydra.CARDS:                      # one sentence per card with a third copy
        copies = [c for c in everything if c is card]
        try:
            check_copies(copies, where="the hands")
        except hydra.RuleError as error:
            out.append(Problem(str(error), error.rule))
    out.extend(_contract_problems(s, hands, seats))
    if out:
        return out
    try:
        hydra.replay(s.to_record(with_tricks=with_tricks))
    except hydra.HydraError as error:
        return [Problem(str(error), getattr(error, "rule", "notation"))]
    return []


def _contract_problems(s: Scenario, hands: list[list[hydra.Card]], seats: tuple[int, ...]) -> list[Problem]:
    out = []
    if s.solo and s.proposal:
        out.append(Problem("a round has a solo or an Antrag, never both: a solo beats an Antrag (R7)",
                           "R7"))
    if s.solo:
        seat = s.solo.get("seat")
        if seat not in seats:
            out.append(Problem(f"the soloist must be a playing seat, not {seat!r} (R11)", "R11"))
        try:
            game: Any = s.solo.get("game")           # whatever it is, the engine says what is wrong
            check_solo_game(game)
        except hydra.HydraError as error:
            out.append(Problem(str(error), getattr(error, "rule", "R7")))
    if s.proposal:
        p = s.proposal
        seat = p.get("seat")
        if seat not in seats:
            out.append(Problem(f"the proposer must be a playing seat, not {seat!r} (R11)", "R11"))
        else:
            try:
                check_antrag(hands[seat], p.get("pair"), seat=seat)
            except hydra.HydraError as error:
                if len(hands[seat]) == HAND_SIZE or getattr(error, "rule", None) == "R9":   # both pairs
                    out.append(Problem(str(error), getattr(error, "rule", "R9"), seat))
                else:
                    out.append(Problem(f"{error} (place the key Obers in seat {seat}'s hand)",
                                       getattr(error, "rule", "R9"), seat, todo=True))
        acc = p.get("accepted_by")
        if acc is not None and (acc not in seats or acc == seat):
            out.append(Problem(f"seat {acc} cannot accept: the proposer and a sitting-out dealer cannot "
                               "accept an Antrag (R9)", "R9"))
        if acc is not None and len(p.get("returned") or []) != 3:
            out.append(Problem("the acceptor gives back exactly three cards of the thirteen it holds: "
                               f"choose three, not {len(p.get('returned') or [])} (R9)", "R9", acc,
                               todo=True))
    return out


def notes(scenario: Scenario) -> list[str]:
    """Things worth telling the class that are not problems: hands that may throw in (R6)."""
    out = []
    for seat in scenario.seats:
        hand = scenario.hands[seat]
        if len(hand) == HAND_SIZE:
            try:
                reason = hydra.throw_in_reason(hand)
            except hydra.HydraError:
                reason = None
            if reason:
                out.append(f"seat {seat}: {reason}; in this scenario it keeps its cards and plays.")
    return out
