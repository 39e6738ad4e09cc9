"""The problems of a (partial) teacher scenario, and notes worth telling the class.

Every rule is asked of the engine: the seats (``playing_seats``), the copies of each card
(``check_copies``), the contract (``check_solo_game``, ``check_antrag``) and finally
``hydra.replay`` of the whole record. This module only collects the engine's answers so that
a teacher sees every problem at once.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

import hydra
from hydra.hydra.calls import check_antrag, check_solo_game
from hydra.hydra.cards import check_copies
from hydra.hydra.deal import PACKETS
from hydra.core.errors import Given
from hydra.core.i18n import _

__all__ = ["HAND_SIZE", "Problem", "problems", "notes", "ScenarioFields"]


class ScenarioFields(Protocol):
    """What the problems read of a teacher's scenario (:class:`tutor.hydra.scenarios.model.Scenario`'s public
    fields), so that this module never imports the model's, which asks it whether a scenario is complete."""

    players: int
    dealer: int
    hands: list[list[str]]
    # Any: the record's JSON values, as a teacher's file has them; the engine checks each
    solo: dict[str, Any] | None
    # Any: the record's JSON values, as a teacher's file has them; the engine checks each
    proposal: dict[str, Any] | None

    @property
    def seats(self) -> tuple[int, ...]: ...
    # Any: the record's JSON values (hydra.replay checks them)
    def to_record(self, with_tricks: bool = True, with_extra: bool = True) -> dict[str, Any]: ...

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


def problems(scenario: ScenarioFields, with_tricks: bool = True) -> list[Problem]:
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
        return [Problem(_("a round of {players} players needs {players} hands, got {count} (R11)").format(
            players=s.players, count=len(s.hands)), "R11")]
    try:
        hands = [hydra.as_cards(h) for h in s.hands]
    except hydra.HydraError as error:
        return [Problem(str(error), "notation")]
    for seat, hand in enumerate(hands):
        if seat not in seats:
            if hand:
                out.append(Problem(_("seat {seat} deals and sits out with six players, so it holds no cards, but it "
                                     "holds {count} (R11)").format(seat=seat, count=len(hand)), "R11", seat))
        elif len(hand) > HAND_SIZE:
            out.append(Problem(_("seat {seat} holds {count} cards; every playing seat is dealt {size} (R12)").format(
                seat=seat, count=len(hand), size=HAND_SIZE), "R12", seat))
        elif len(hand) < HAND_SIZE:
            missing = HAND_SIZE - len(hand)
            out.append(Problem(_("seat {seat} holds {count} cards: {missing} more to place; every playing seat is "
                                 "dealt {size} (R12)").format(seat=seat, count=len(hand), missing=missing,
                                                              size=HAND_SIZE), "R12", seat, todo=True))
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


def _contract_problems(s: ScenarioFields, hands: list[list[hydra.Card]], seats: tuple[int, ...]) -> list[Problem]:
    out = []
    if s.solo and s.proposal:
        out.append(Problem(_("a round has a solo or an Antrag, never both: a solo beats an Antrag (R7)"), "R7"))
    if s.solo:
        seat = s.solo.get("seat")
        if seat not in seats:
            text = _("the soloist must be a playing seat, not {seat!r} (R11)")
            out.append(Problem(text.format(seat=Given(seat)), "R11"))
        try:
            game: Any = s.solo.get("game")           # whatever it is, the engine says what is wrong
            check_solo_game(game)
        except hydra.HydraError as error:
            out.append(Problem(str(error), getattr(error, "rule", "R7")))
    if s.proposal:
        p = s.proposal
        seat = p.get("seat")
        if seat not in seats:
            text = _("the proposer must be a playing seat, not {seat!r} (R11)")
            out.append(Problem(text.format(seat=Given(seat)), "R11"))
        else:
            try:
                check_antrag(hands[seat], p.get("pair"), seat=seat)
            except hydra.HydraError as error:
                if len(hands[seat]) == HAND_SIZE or getattr(error, "rule", None) == "R9":   # both pairs
                    out.append(Problem(str(error), getattr(error, "rule", "R9"), seat))
                else:
                    text = _("{error} (place the key Obers in seat {seat}'s hand)").format(error=error, seat=seat)
                    out.append(Problem(text, getattr(error, "rule", "R9"), seat, todo=True))
        acc = p.get("accepted_by")
        if acc is not None and (acc not in seats or acc == seat):
            out.append(Problem(_("seat {seat} cannot accept: the proposer and a sitting-out dealer cannot accept an "
                                 "Antrag (R9)").format(seat=acc), "R9"))
        if acc is not None and len(p.get("returned") or []) != 3:
            out.append(Problem(_("the acceptor gives back exactly three cards of the thirteen it holds: choose "
                                 "three, not {count} (R9)").format(count=len(p.get("returned") or [])), "R9", acc,
                               todo=True))
    return out


def notes(scenario: ScenarioFields) -> list[str]:
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
                out.append(_("seat {seat}: {reason}; in this scenario it keeps its cards and plays.").format(
                    seat=seat, reason=reason))
    return out
