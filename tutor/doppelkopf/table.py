"""What the Doppelkopf session gives a play page besides the moves (:class:`TableSeat`): the learner's seat
view, the protocol's ``legal_actions``, ``happened``, ``scores``, ``result`` and ``record``
(:class:`tutor.table.TableSession`), and the public facts the page draws (the seats, the dealer, the
trick on the table with the card winning so far, as the engine decides it, D7). A page reads none of
these from the round itself."""

from __future__ import annotations

from hydra.doppelkopf import Round, SeatView

from ..table.seat import EngineSeat
from .words import SCORE_RULE, action_label, is_card, short_name

__all__ = ["TableSeat"]

#: The reservations a seat may say (D12): only whether it has one is public before the game is known.
_RESERVATIONS = ("hochzeit", "armut", "solo")


class TableSeat(EngineSeat):
    """The learner's seat at a Doppelkopf table (a base of :class:`~.session.DoppelkopfSession`)."""

    round: Round
    dealer: int          # the session's: it deals the next round (D45)

    def who(self, seat: int | None) -> str:  # pragma: no cover - the session's
        raise NotImplementedError

    def view(self) -> SeatView:
        """The learner's seat view (the engine's ``view(seat)``): never another player's hidden cards."""
        return self.round.view(self.seat)

    @property
    def seats(self) -> tuple[int, ...]:
        """The seats that play this round, in the order of the view's ``hand_sizes``."""
        return tuple(self.round.seats)

    def own_reservation(self) -> str:
        """The learner's own reservation (``"gesund"`` if none was said): they know it, the others do not."""
        return dict(self.round.declared).get(self.seat, "gesund")

    def trick_now(self) -> tuple[tuple[str, ...], tuple[int, ...], int | None]:
        """The trick on the table: its cards, who played them, and who wins it so far (the engine's
        ``game.winner``, D7); ``((), (), None)`` when no card lies there."""
        rnd = self.round
        cards = list(rnd.trick)
        if not cards:
            return (), (), None
        seats = tuple(rnd.trick_seats)
        return tuple(str(c) for c in cards), seats, seats[rnd.game.winner(cards)]

    def happened(self) -> list[str]:
        """What happened this round, oldest first, from the engine's history as the learner's seat may know
        it: another seat's reservation is only "a reservation" (D12), cards given back or added to a
        Trumpfabgabe stay face down (D11, D42)."""
        out = [f"{self.who(self.dealer).capitalize()} dealt (D45)."]
        tricks, played = self.round.tricks, 0
        for step in self.round.history()[1:]:
            seat, action = step.seat, str(step.action)
            who, me = self.who(seat).capitalize(), seat == self.seat
            if is_card(action):
                out.append(f"{who} {'play' if me else 'plays'} {short_name(action)}.")
                played += 1
                number = played // len(self.seats)
                if played % len(self.seats) == 0 and number <= len(tricks):
                    _cards, seats, winner = tricks[number - 1]
                    out.append(f"Trick {number} goes to {self.who(seats[winner])} (D46).")
            elif not me and action.startswith(_RESERVATIONS):
                out.append(f"{who} has a reservation (Vorbehalt, D12).")
            elif not me and action.startswith(("zurueck:", "beilegen:")) and action != "beilegen:keine":
                verb = "gives back" if action.startswith("zurueck:") else "adds"
                out.append(f"{who} {verb} a card face down (D11, D42).")
            else:
                out.append(f"{who}: {action_label(action)}.")
        return out

    def scores(self) -> tuple[int, ...]:
        """The points per seat this round (0 each until it is scored)."""
        return tuple(self.round.points) if self.round.ending == "played" else (0,) * len(self.seats)

    def result(self) -> str:
        """Once over: the round's points by party, and the rule that scores them; ``""`` before."""
        rnd = self.round
        if not rnd.is_over:
            return ""
        if rnd.ending != "played":
            return "Nobody scores: the same dealer deals again (D45)."
        points = rnd.points
        mine = points[self.seat]
        won = "won" if mine > 0 else "lost" if mine < 0 else "drew"
        return f"The round is over: your party {won}, and you score {mine} points ({SCORE_RULE[rnd.rules]})."
