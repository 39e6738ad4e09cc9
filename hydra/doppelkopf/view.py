"""What one seat may know (OpenSpiel's per-player observation): never another seat's hand.

>>> from hydra.doppelkopf import Round
>>> r = Round.new(seed=1, rules="turnier")
>>> v = r.view(2)
>>> v.seat, len(v.hand), v.hand_sizes, v.phase
(2, 10, (10, 10, 10, 10), 'reservations')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from hydra.hydra.cards import Card
from hydra.core.errors import RuleError
from hydra.hydra.games import Game
from hydra.core.seat_view import SeatViewCore

from .announcements import Announcements, Call
from .contracts import Armut
from .state import Action, Trick

__all__ = ["SeatView", "ViewedRound"]


class ViewedRound(Protocol):
    """What a view reads of a round (:class:`~hydra.doppelkopf.Round`'s public fields), so that this module
    never imports the round's, which builds its views here."""

    @property
    def seats(self) -> tuple[int, ...]: ...
    @property
    def rules(self) -> str: ...
    @property
    def phase(self) -> str: ...
    @property
    def to_move(self) -> int | None: ...
    @property
    def is_over(self) -> bool: ...
    @property
    def ending(self) -> str | None: ...
    @property
    def contract(self) -> str | None: ...
    @property
    def contract_seat(self) -> int | None: ...
    @property
    def game(self) -> Game: ...
    @property
    def calls(self) -> Announcements: ...
    @property
    def party(self) -> list[int]: ...
    @property
    def parties(self) -> tuple[tuple[int, ...], tuple[int, ...]] | None: ...
    @property
    def armut(self) -> Armut: ...
    @property
    def hands(self) -> list[list[Card]]: ...
    @property
    def declared(self) -> list[tuple[int, str]]: ...
    @property
    def tricks(self) -> list[Trick]: ...
    @property
    def trick(self) -> list[Card]: ...
    @property
    def points(self) -> tuple[int, ...]: ...
    def legal_actions(self) -> list[Action]: ...


@dataclass(frozen=True)
class SeatView(SeatViewCore[Card]):
    """A seat's view: its own hand, the public table, its own party where it knows it.

    Built on :class:`hydra.core.seat_view.SeatViewCore` (``seat``, ``phase``, ``to_move``, ``hand``,
    ``hand_sizes``, ``ending``), whose fields come first. ``hand_sizes`` lists the playing seats in the
    round's ``seats`` order (from the dealer's left, D2)."""
    rules: str
    reservations: tuple[tuple[int, str], ...]      # public: "vorbehalt" or "gesund" per seat
    contract: str | None                           # as the table sees it (a silent solo: normal)
    game: str | None
    own_party: str | None                          # "Re", "Kontra", or None while unknown
    public_parties: tuple[tuple[int, ...], tuple[int, ...]] | None
    announcements: tuple[Call, ...]
    tricks: tuple[tuple[tuple[Card, ...], tuple[int, ...], int], ...]
    trick: tuple[Card, ...]
    armut_public: tuple[tuple[str, int | bool | None], ...]   # who offered, how many cards, trumps back (D41, D51)
    legal_actions: tuple[Action, ...]
    points: tuple[int, ...] | None

    @classmethod
    def of(cls, rnd: ViewedRound, seat: int) -> SeatView:
        if isinstance(seat, bool) or seat not in rnd.seats:
            raise RuleError(f"seat {seat!r} does not play in this round (D2)", rule="D2")
        contract = rnd.contract
        public_contract = "normal" if contract == "silent-solo" else contract
        own: str | None = None
        public: tuple[tuple[int, ...], tuple[int, ...]] | None = None
        if contract is not None:
            if contract == "hochzeit" and rnd.calls.clarified == 0 and seat != rnd.contract_seat:
                own = None
            else:
                own = "Re" if rnd.party[seat] == 0 else "Kontra"
            if rnd.is_over or contract in ("solo", "armut") or (
                    contract == "hochzeit" and rnd.calls.clarified):
                public = rnd.parties
        armut: tuple[tuple[str, int | bool | None], ...] = ()
        dealt_armut = rnd.armut                       # (a copy at each read: read once)
        if dealt_armut:
            given, back = dealt_armut.get("given"), dealt_armut.get("returned_trumps")
            # D41: the Turnier's taker says how many trumps came back; D51: the Hausrunde's only whether
            # (the poor player, who gets the cards, and the taker know the number)
            told = rnd.rules == "turnier" or seat in (dealt_armut.get("seat"), dealt_armut.get("accepted_by"))
            armut = (("seat", dealt_armut.get("seat")), ("cards", len(given) if isinstance(given, list)
                                                            else 0),
                     ("accepted_by", dealt_armut.get("accepted_by")),
                     ("returned_trumps", back if told else None),
                     ("trump_returned", None if not isinstance(back, int) else back > 0))
        acts: list[Action] = rnd.legal_actions() if rnd.to_move == seat else []
        hands = rnd.hands                             # (a copy at each read: read once)
        return cls(
            seat=seat, rules=rnd.rules, phase=rnd.phase, to_move=rnd.to_move,
            hand=tuple(hands[seat]),
            hand_sizes=tuple(len(hands[s]) for s in rnd.seats),
            reservations=tuple((s, "gesund" if a == "gesund" else "vorbehalt") for s, a in rnd.declared),
            contract=public_contract,
            game=None if rnd.contract is None else (
                "normal" if contract == "silent-solo" else rnd.game.id),
            own_party=own, public_parties=public,
            announcements=tuple(rnd.calls.calls),
            tricks=tuple(rnd.tricks), trick=tuple(rnd.trick),
            armut_public=armut, legal_actions=tuple(acts),
            points=rnd.points if rnd.ending == "played" else None, ending=rnd.ending,
        )
