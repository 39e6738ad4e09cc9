"""What a 500 round is, to read: :class:`RoundState`, the base of :class:`~hydra.fuenfhundert.Round`.

The round's state is private (issue 21): only :mod:`hydra.fuenfhundert.round`, through
:meth:`Round.apply <hydra.fuenfhundert.Round.apply>`, changes it. Here it is named for readers
(the tutor, the widgets, the view, the record) by read-only properties: what cannot change
(a number, a contract, the deal) as it is, each list or dict as a copy, so that changing
what a reader got changes nothing in the round.

>>> from hydra import fuenfhundert as fh
>>> r = fh.Round.new(seed=1)
>>> r.phase = "over"
Traceback (most recent call last):
...
AttributeError: property 'phase' of 'Round' object has no setter
>>> r.hands[1].clear(); r.bids.append("7H"); len(r.hand(1)), r.bids
(10, [])
"""

from __future__ import annotations

from collections.abc import Sequence

from hydra.core.read_only import ReadOnly, read_copy, read_only, read_tuple

from .cards import Card
from .contracts import Contract
from .deal import Deal, check_seat, partner_of

__all__ = ["RoundState", "Action"]

#: An action: the deal (chance), a call, a card, or "JO:<suit>" to lead the joker at no trump.
Action = Deal | Card | str


class RoundState:
    """The state of one round, read-only: ``phase``, ``to_move`` (None when over), ``dealer``, ``bids``
    (the calls in the order said) and ``bid_seats``, ``contract`` and ``declarer`` (once bidding is
    over), ``discard``, ``tricks`` (complete tricks, each a tuple of cards from its leader), ``leaders``
    and ``winners`` (seat per trick), ``joker_suits`` (trick index -> named suit), ``tricks_won`` and
    ``points`` per team."""

    # slots: every step reads them; copy() and undo() copy them one by one
    __slots__ = ("_deal", "_dealer", "_hands", "_phase", "_seat", "_bids", "_bid_seats", "_passed",
                 "_high", "_high_seat", "_contract", "_declarer", "_discard", "_tricks", "_leaders",
                 "_winners", "_joker_suits", "_trick", "_trick_seats", "_led", "_won", "_next",
                 "_history", "_legal", "_terms", "_per_trick", "_over")
    _deal: Deal
    _dealer: int
    _hands: list[list[Card]]
    _phase: str
    _seat: int
    _bids: list[str]
    _bid_seats: list[int]
    _passed: list[bool]
    _high: Contract | None
    _high_seat: int
    _contract: Contract | None
    _declarer: int | None
    _discard: list[Card]
    _tricks: list[tuple[Card, ...]]
    _leaders: list[int]
    _winners: list[int]
    _joker_suits: dict[int, str]
    _trick: list[Card]
    _trick_seats: list[int]
    _led: int
    _won: list[int]
    _next: tuple[int, ...]
    _history: list[Deal | Card | str]               # the actions (hydra.fuenfhundert.round.Action)
    _legal: Sequence[Deal | Card | str] | None
    _terms: Contract
    _per_trick: int

    # --- the state, read-only (no Python call: see hydra.core.read_only) -----------------------------
    deal: ReadOnly[Deal] = read_only("_deal", "The deal (the chance action): the hands, the kitty, the dealer.")
    dealer: ReadOnly[int] = read_only("_dealer", "The dealer's seat.")
    contract: ReadOnly[Contract | None] = read_only("_contract", "The contract, once the bidding is won.")
    declarer: ReadOnly[int | None] = read_only("_declarer", "Who won the bidding, once it is over.")
    is_over: ReadOnly[bool] = read_only("_over", "True once the round is over (all tricks played, or a redeal): "
                                          "phase ``over``, nobody moves.")

    # --- lists and dicts, as copies (hydra.core.read_only.read_copy; the hands a list of copies) -------
    @property
    def hands(self) -> list[list[Card]]:
        """Each seat's cards now (the engine's full knowledge; players get ``view``), as copies."""
        return [h[:] for h in self._hands]

    bids: ReadOnly[list[str]] = read_copy("_bids", "The calls in the order said.")
    bid_seats: ReadOnly[list[int]] = read_copy("_bid_seats", "The seat of each call in ``bids``.")
    discard: ReadOnly[list[Card]] = read_copy("_discard", "The cards the bid winner has laid away so far (F21).")
    tricks: ReadOnly[list[tuple[Card, ...]]] = read_copy(
        "_tricks", "The complete tricks, each a tuple of cards from its leader.")
    leaders: ReadOnly[list[int]] = read_copy("_leaders", "The seat that led each complete trick.")
    winners: ReadOnly[list[int]] = read_copy("_winners", "The seat that won each complete trick.")
    joker_suits: ReadOnly[dict[int, str]] = read_copy(
        "_joker_suits", "Trick index (from 0) -> the suit the led joker named at no trump or in a Misère (F7).")

    # --- what follows from it -------------------------------------------------------------------
    # phase: a plain property, as RoundProtocol's phase is: mypy --strict does not match a ReadOnly
    # descriptor of this base class against the protocol where Match and the entry check Round
    @property
    def phase(self) -> str:
        """The phase, one of hydra.fuenfhundert.round.PHASES."""
        return self._phase

    @property
    def ending(self) -> str | None:
        """How the round ended (phase ``over``): ``played`` (ten tricks) or ``redeal`` (all four passed,
        F4); None while it goes on."""
        if self._phase != "over":
            return None
        return "redeal" if self._contract is None else "played"

    @property
    def to_move(self) -> int | None:
        """The seat whose turn it is, or None when the round is over."""
        return None if self.is_over else self._seat

    @property
    def kitty(self) -> tuple[Card, ...]:
        return self._deal.kitty

    current_trick: ReadOnly[tuple[Card, ...]] = read_tuple(
        "_trick", "The cards of the trick in progress, from its leader (empty between tricks).")
    current_trick_seats: ReadOnly[tuple[int, ...]] = read_tuple("_trick_seats", "Who played them.")
    tricks_won_by_seat: ReadOnly[tuple[int, ...]] = read_tuple("_won", "Tricks won per seat.")

    @property
    def partner_out(self) -> int | None:
        """In a Misère, the bidder's partner, who plays no card (F8, F22)."""
        if self._contract is not None and self._contract.is_misere and self._declarer is not None:
            return partner_of(self._declarer)
        return None

    def hand(self, seat: int) -> list[Card]:
        """A seat's cards now (the engine's full knowledge; players get ``view``)."""
        return list(self._hands[check_seat(seat)])

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        """How many cards each seat holds now: what every seat can see of the others."""
        return tuple(len(h) for h in self._hands)

    @property
    def tricks_won(self) -> tuple[int, int]:
        """Tricks won per team: (seats 0 and 2, seats 1 and 3) (F2)."""
        won = self._won
        return won[0] + won[2], won[1] + won[3]
