"""The phases before play: throwing in, reservations, reizen and the Trumpfabgabe (D9-D12, D38-D42).

:class:`PrePlay` keeps what these phases decide (the reservations declared, the seats still to be
asked, the reizen, the Armut) and changes only itself: each step returns a :class:`Next`, what the
round does next (who moves in which phase, the cards that change hands, the contract that is
played, or the end), and :meth:`Round.apply <hydra.doppelkopf.Round.apply>` applies it, so nothing
outside the round changes the round (issue 21). A step that is not allowed returns the rule's id
and changes nothing; the round raises the ``RuleError``.

>>> from hydra.doppelkopf import Round
>>> r = Round.from_deal(["EO EO SK RK GK EK SU E10 G10 R10", "SD SD S10 RD GD ED RU GU EU R10",
...                      "SO SO RO RO GO GO S10 SK RK GK", "EK ED E10 G10 GD RD SU RU GU EU"],
...                     rules="hausrunde", dealer=3)
>>> r.apply("hochzeit"); r.apply("gesund"); r.apply("solo:queen-solo"); r.apply("gesund")
>>> r.phase, r.to_move, r.legal_actions()          # the Damensolo of seat 2 can be outbid (D40)
('reizen', 0, ['reizen', 'passen'])
>>> for action in ("passen", "passen", "passen"):
...     r.apply(action)
>>> r.contract, r.solo_game, r.to_move             # D10: the dealer's left still leads
('solo', 'queen-solo', 0)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import NamedTuple, TypedDict

from hydra.hydra.cards import Card

from .cards import dk_card
from .games import normal_game
from .reservations import resolve

__all__ = ["PrePlay", "Next", "Bidding", "Armut", "ENDS", "hochzeit_partner"]

#: The phases that end a round before or after play: nobody moves any more.
ENDS = ("over", "thrown-in", "redeal")
Moves = tuple[tuple[int, tuple[Card, ...]], ...]


@dataclass(slots=True)
class Bidding:
    """The reizen of the hausrunde (D40): who holds the solo, the level promised, who bids. Changed
    only by its own methods, which PrePlay.bid calls."""
    holder: int
    challenger: int
    level: int = 0          # 1 doppelt, 2 + keine 90, 3 + keine 60, 4 + keine 30, 5 + schwarz
    pending: bool = False   # a bid waits for the holder's answer

    def answered(self, holds: bool) -> None:
        """The holder held (promises one level more and keeps the solo) or passed (the challenger holds it)."""
        self.pending = False
        self.level += 1
        if not holds:
            self.holder = self.challenger

    def bid(self) -> None:
        self.pending = True

    def challenged_by(self, seat: int) -> None:
        self.challenger = seat


class Armut(TypedDict, total=False):
    """The Trumpfabgabe (D41, D42), empty until a player is poor: who (``seat``), the cards laid down
    (``given``) and given back (``returned``), who took them (``accepted_by``), and once play begins how
    many trumps came back (``returned_trumps``)."""
    seat: int
    given: list[Card]
    returned: list[Card]
    accepted_by: int | None
    returned_trumps: int


class Next(NamedTuple):
    """What the round does after a step before play: ``phase`` is the next phase before play (then
    ``seat`` moves), ``"play"`` (``contract`` played by ``seat``, ``game_id`` for a solo) or an end
    (``thrown-in``, ``redeal``). First the cards of ``take`` leave their seats' hands, then those of
    ``give`` join theirs (the Trumpfabgabe, D41, D42)."""
    phase: str
    seat: int | None = None
    contract: str = ""
    game_id: str | None = None
    take: Moves = ()
    give: Moves = ()


#: The same step, made once: who moves next in which phase before play, ``_ASK[phase][seat]`` (seats 0-4;
#: by phase, then seat: no key tuple to build and hash at each step).
_ASK = {phase: tuple(Next(phase, seat) for seat in range(5))
        for phase in ("throw-in", "reservations", "reizen", "armut-add", "armut-offer", "armut-return")}

_NORMAL = Next("play", None, "normal")                  # nobody's reservation is played (D12)
#: ``_new_tuple(Next, (...))``: a Next with every field given, without NamedTuple's __new__ (a Python
#: call; a solo's is made in most random rounds)
_new_tuple = tuple.__new__


class PrePlay:
    """The state of the phases before play (one per round; the round reads it, :meth:`step` changes it)."""

    __slots__ = ("rules", "seats", "declared", "queue", "bidding", "reizen", "armut", "thrown_in_by",
                 "hochzeit_rule")

    def __init__(self, rules: str, seats: tuple[int, ...]) -> None:
        self.rules, self.seats = rules, seats
        self.declared: list[tuple[int, str]] = []
        #: The seats still to be asked in the current phase before play.
        self.queue: list[int] = []
        self.bidding: Bidding | None = None
        self.reizen: list[tuple[int, str]] = []             # the hausrunde's bids (D40)
        self.armut: Armut = {}
        self.thrown_in_by: int | None = None
        self.hochzeit_rule: str | None = None

    def copy(self) -> PrePlay:
        other = object.__new__(PrePlay)
        other.rules, other.seats = self.rules, self.seats
        other.bidding = None if self.bidding is None else replace(self.bidding)
        other.declared, other.queue, other.reizen = list(self.declared), list(self.queue), list(self.reizen)
        armut = other.armut = self.armut.copy()
        if "given" in armut:
            armut["given"] = list(armut["given"])
            armut["returned"] = list(armut["returned"])
        other.thrown_in_by, other.hochzeit_rule = self.thrown_in_by, self.hochzeit_rule
        return other

    def begin(self, throwers: list[int]) -> Next:
        """The first phase: D38's throwing in if a turnier hand has five Könige, else the reservations."""
        self.queue = throwers if throwers else list(self.seats)
        return _ASK["throw-in" if throwers else "reservations"][self.queue.pop(0)]

    def step(self, phase: str, seat: int, text: str, hands: Sequence[Sequence[Card]]) -> Next | str:
        """Apply the action ``text`` of ``seat`` in ``phase`` (a reservation already checked, D12);
        the rule's id if it is not possible now."""
        if phase == "throw-in":
            return self._throw_in(seat, text)
        if phase == "reservations":
            return self.declare(seat, text, hands)
        if phase == "reizen":
            return self.bid(seat, text, hands)
        if phase == "armut-add":
            return self._armut_add(seat, text, hands)
        if phase == "armut-offer":
            return self._armut_offer(seat, text)
        if phase == "armut-return":
            return self._armut_return(seat, text, hands)
        return "D12"                                        # pragma: no cover - play is in Round

    def declare(self, seat: int, action: str, hands: Sequence[Sequence[Card]]) -> Next:
        """Record ``seat``'s reservation ``action``, already checked (D12); the next seat is asked, or
        after the last one the reservation that is played is found."""
        self.declared.append((seat, action))
        if self.queue:
            return _ASK["reservations"][self.queue.pop(0)]
        return self._resolve(hands)

    def _throw_in(self, seat: int, text: str) -> Next | str:
        """D38: in turnier five Könige may throw in before the reservations."""
        if text == "schmeissen":
            self.thrown_in_by = seat
            return Next("thrown-in")
        if text == "weiter":
            if self.queue:
                return _ASK["throw-in"][self.queue.pop(0)]
            self.queue = list(self.seats)
            return _ASK["reservations"][self.queue.pop(0)]
        return "D38"

    def _resolve(self, hands: Sequence[Sequence[Card]]) -> Next:
        # D40: in the hausrunde a solo can be outbid (in the turnier the solos are not looked for here)
        solos = [s for s, a in self.declared if a.startswith("solo:")] if self.rules == "hausrunde" else []
        if solos:
            holder = solos[0]
            self.queue = list(self.seats)
            self.queue.remove(holder)
            self.bidding = Bidding(holder, self.queue[0])
            return _ASK["reizen"][self.queue.pop(0)]
        return self._play(resolve(self.declared, self.rules), hands)

    def _play(self, chosen: tuple[int, str] | None, hands: Sequence[Sequence[Card]]) -> Next:
        if chosen is None:
            return _NORMAL
        seat, action = chosen
        kind, _, arg = action.partition(":")
        if kind == "solo":
            return _new_tuple(Next, ("play", seat, "solo", arg, (), ()))
        if kind == "hochzeit":
            self.hochzeit_rule = arg or None
            return Next("play", seat, "hochzeit")
        if kind == "armut":
            return self._armut_begin(seat, hands)
        self.thrown_in_by = seat                            # schmeissen (hausrunde, D12)
        return Next("thrown-in")

    def bid(self, seat: int, text: str, hands: Sequence[Sequence[Card]]) -> Next | str:
        """D40: the holder keeps the solo by promising as much as the challenger bids."""
        z = self.bidding
        assert z is not None
        if z.pending:
            if text not in ("halten", "passen"):
                return "D40"
            self.reizen.append((seat, text))
            z.answered(text == "halten")
            if text == "halten":
                return _ASK["reizen"][z.challenger]
        elif text == "reizen" and z.level < 5:
            self.reizen.append((seat, text))
            z.bid()
            return _ASK["reizen"][z.holder]
        elif text == "passen":
            self.reizen.append((seat, text))
        else:
            return "D40"
        if self.queue:
            challenger = self.queue.pop(0)
            z.challenged_by(challenger)
            return _ASK["reizen"][challenger]
        mine = [a for s, a in self.declared if s == z.holder and a.startswith("solo:")]
        if mine:
            return _new_tuple(Next, ("play", z.holder, "solo", mine[0][5:], (), ()))
        # the solo was outbid: the other reservations
        return self._play(resolve([(s, a) for s, a in self.declared if not a.startswith("solo:")], self.rules), hands)

    def _armut_begin(self, poor: int, hands: Sequence[Sequence[Card]]) -> Next:
        """D41, D42: the poor player lays down all its trumps (turnier: the Füchse open)."""
        trump = normal_game(self.rules).trump_rank
        given = [c for c in hands[poor] if trump[c.index] >= 0]
        self.armut = {"seat": poor, "given": given, "returned": [], "accepted_by": None}
        if self.rules == "hausrunde" and len(given) == 2:
            return _ASK["armut-add"][poor]
        return self._armut_offer_start()

    def _armut_add(self, seat: int, text: str, hands: Sequence[Sequence[Card]]) -> Next | str:
        word, _, arg = text.partition(":")
        if word != "beilegen":
            return "D42"
        if arg != "keine":
            card = dk_card(arg)
            if card not in hands[seat] or normal_game(self.rules).trump_rank[card.index] >= 0:
                return "D42"
            self._given().append(card)
        return self._armut_offer_start()

    def _given(self) -> list[Card]:
        return self.armut["given"]

    def _returned(self) -> list[Card]:
        return self.armut["returned"]

    def _poor(self) -> int:
        return self.armut["seat"]

    def _armut_offer_start(self) -> Next:
        poor = self._poor()
        seats = self.seats
        if self.rules == "turnier":                         # D41: from the poor player's left
            i = seats.index(poor)
            order = list(seats[i + 1:] + seats[:i])
        else:                                               # D42: from the dealer's left
            order = [s for s in seats if s != poor]
        self.queue = order
        return Next("armut-offer", self.queue.pop(0), take=((poor, tuple(self._given())),))

    def _armut_offer(self, seat: int, text: str) -> Next | str:
        given = tuple(self._given())
        if text == "annehmen":
            self.armut["accepted_by"] = seat
            self.queue = []
            if given:
                return Next("armut-return", seat, give=((seat, given),))
            return self._armut_finish(give=((seat, given),))
        if text == "ablehnen":
            if self.queue:
                return _ASK["armut-offer"][self.queue.pop(0)]
            return Next("redeal", give=((self._poor(), given),))   # D11: nobody takes it: deal again
        return "D11"

    def _armut_return(self, seat: int, text: str, hands: Sequence[Sequence[Card]]) -> Next | str:
        word, _, arg = text.partition(":")
        card: Card | None = dk_card(arg) if word == "zurueck" and arg else None
        if card is None or card not in self.returnable(hands[seat]):
            return "D42" if self.rules == "hausrunde" else "D41"
        returned = self._returned()
        returned.append(card)
        take = ((seat, (card,)),)
        if len(returned) == len(self._given()):
            return self._armut_finish(take=take)
        return Next("armut-return", seat, take=take)

    def returnable(self, hand: Sequence[Card]) -> list[Card]:
        """Cards the Armut's acceptor, holding ``hand``, may still give back (D41, D42)."""
        if self.rules == "turnier":
            return list(dict.fromkeys(hand))
        given, returned = self._given(), self._returned()
        trump = normal_game(self.rules).trump_rank
        fails = [c for c in hand if trump[c.index] < 0]
        k, done = len(given), len(returned)
        fails_back = sum(1 for c in returned if trump[c.index] < 0)
        need = min(k, fails_back + len(fails)) - fails_back
        if fails and need >= k - done:                      # D42: fail cards first
            return list(dict.fromkeys(fails))
        return list(dict.fromkeys(hand))

    def _armut_finish(self, take: Moves = (), give: Moves = ()) -> Next:
        """The returned cards join the poor player's hand, and the Armut is played (D41, D42)."""
        poor, returned = self._poor(), self._returned()
        trump = normal_game(self.rules).trump_rank
        self.armut["returned_trumps"] = sum(1 for c in returned if trump[c.index] >= 0)
        return Next("play", poor, "armut", take=take, give=give + ((poor, tuple(returned)),))


def hochzeit_partner(rule: str | None, groom: int | None, winner: int, trump_led: bool,
                     trick: int) -> int | None:
    """D9, D28: after trick ``trick`` (1-3) of a Hochzeit still looking for its partner, the partner is the
    trick's ``winner`` if the trick counts (``rule``: fehl, trumpf, erster; None as erster) and it is
    not the groom; -1 after the third trick without one (D29: the groom plays alone); else None."""
    counts = rule in (None, "erster") or (rule == "trumpf") == trump_led
    if counts and winner != groom:
        return winner
    return -1 if trick == 3 else None
