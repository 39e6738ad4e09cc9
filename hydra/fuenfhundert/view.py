"""What one seat may know during a round: its own hand and the table, never another hand.

A seat sees its own cards, every call and card played (and by whom), the
contract, and the tricks won. The bid winner also knows the three cards it
laid away (F21). In an Open Misère everyone sees the bidder's remaining cards
from the end of the first trick (F8, F23); the Misère partner's hand stays
face down (F22).

>>> from hydra import fuenfhundert as fh
>>> r = fh.Round.new(seed=3)
>>> v = r.view(2)
>>> v.hand == tuple(r.hand(2)), v.open_hand, v.legal_actions     # seat 1 is to move, not 2
(True, (), ())
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from hydra.core.seat_view import SeatViewCore

from .cards import Card
from .contracts import Contract
from .state import Action

__all__ = ["SeatView", "ViewedRound"]


class ViewedRound(Protocol):
    """What a view reads of a round (:class:`~hydra.fuenfhundert.Round`'s public fields), so that this
    module never imports the round's, which builds its views here."""

    @property
    def dealer(self) -> int: ...
    @property
    def phase(self) -> str: ...
    @property
    def to_move(self) -> int | None: ...
    @property
    def ending(self) -> str | None: ...
    @property
    def hand_sizes(self) -> tuple[int, ...]: ...
    @property
    def bids(self) -> list[str]: ...
    @property
    def bid_seats(self) -> list[int]: ...
    @property
    def contract(self) -> Contract | None: ...
    @property
    def declarer(self) -> int | None: ...
    @property
    def discard(self) -> list[Card]: ...
    @property
    def tricks(self) -> list[tuple[Card, ...]]: ...
    @property
    def leaders(self) -> list[int]: ...
    @property
    def partner_out(self) -> int | None: ...
    @property
    def current_trick(self) -> tuple[Card, ...]: ...
    @property
    def current_trick_seats(self) -> tuple[int, ...]: ...
    @property
    def joker_suits(self) -> dict[int, str]: ...
    @property
    def tricks_won(self) -> tuple[int, int]: ...
    def hand(self, seat: int) -> list[Card]: ...
    def legal_actions(self) -> list[Action]: ...


@dataclass(frozen=True)
class SeatView(SeatViewCore[Card]):
    """One seat's knowledge. ``hand`` is the seat's own (:class:`~hydra.core.seat_view.SeatViewCore`); no
    field holds another seat's hand, except ``open_hand``: the Open Misère bidder's cards, laid open
    after the first trick (F23)."""
    dealer: int
    bids: tuple[tuple[int, str], ...]
    contract: str | None
    declarer: int | None
    laid_away: tuple[Card, ...]
    tricks: tuple[tuple[tuple[int, Card], ...], ...]
    current_trick: tuple[tuple[int, Card], ...]
    joker_suits: tuple[tuple[int, str], ...]
    tricks_won: tuple[int, int]
    open_hand: tuple[Card, ...]
    legal_actions: tuple[Action, ...]

    @classmethod
    def of(cls, rnd: ViewedRound, seat: int) -> SeatView:
        """The view of ``seat`` in ``rnd`` (see :meth:`Round.view`)."""
        contract, declarer, done = rnd.contract, rnd.declarer, rnd.tricks
        open_hand: tuple[Card, ...] = ()
        if (contract is not None and contract.kind == "open-misere" and done
                and declarer is not None and seat != declarer):
            open_hand = tuple(rnd.hand(declarer))               # F8, F23: open after trick 1
        out, leaders = rnd.partner_out, rnd.leaders
        tricks = tuple(tuple(zip(_seats(leaders[n], len(t), out), t)) for n, t in enumerate(done))
        return cls(
            seat=seat, dealer=rnd.dealer, phase=rnd.phase, to_move=rnd.to_move, ending=rnd.ending,
            hand=tuple(rnd.hand(seat)), hand_sizes=rnd.hand_sizes,
            bids=tuple(zip(rnd.bid_seats, rnd.bids)),
            contract=str(contract) if contract is not None else None, declarer=declarer,
            laid_away=tuple(rnd.discard) if seat == declarer else (),
            tricks=tricks,
            current_trick=tuple(zip(rnd.current_trick_seats, rnd.current_trick)),
            joker_suits=tuple(sorted(rnd.joker_suits.items())), tricks_won=rnd.tricks_won,
            open_hand=open_hand,
            legal_actions=tuple(rnd.legal_actions()) if rnd.to_move == seat else ())

    def cards_seen(self) -> set[Card]:
        """Every card this view shows (own hand, laid-away cards, tricks, an open hand)."""
        seen = set(self.hand) | set(self.laid_away) | set(self.open_hand)
        seen |= {c for t in self.tricks for _, c in t} | {c for _, c in self.current_trick}
        seen |= {a for a in self.legal_actions if isinstance(a, Card)}
        return seen


def _seats(leader: int, cards: int, out: int | None) -> tuple[int, ...]:
    """Who played each of a complete trick's ``cards``: from its leader, skipping the sitting-out seat."""
    seats = [leader]
    while len(seats) < cards:
        nxt = (seats[-1] + 1) & 3
        if nxt == out:
            nxt = (nxt + 1) & 3
        seats.append(nxt)
    return tuple(seats)
