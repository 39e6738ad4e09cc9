"""What the Hydra session gives a play page besides the moves (:class:`TableSeat`): the learner's seat
view, the protocol's ``happened``, ``scores`` and ``result`` (:class:`tutor.table.TableSession`), and the
public facts the page draws (the dealer, the hand in the game's order, the game's name, what lies on the
table, R7-R11, R16). A page reads none of these from the round itself."""

from __future__ import annotations

from dataclasses import dataclass

import hydra
from hydra.i18n import _

from ..table import EngineSeat
from ..table.seat_names import seat_name

__all__ = ["TableSeat", "Reply"]

#: The table's size: five players, nobody sits out (R11).
PLAYERS = 5


@dataclass(frozen=True)
class Reply:
    """One thing that happened at the table, as the learner's seat saw it."""

    seat: int | None
    text: str
    card: str | None = None


class TableSeat(EngineSeat):
    """The learner's seat at a Hydra table (a base of :class:`tutor.hydra.HydraSession`)."""

    round: hydra.Round

    def who(self, seat: int | None) -> str:
        return seat_name(seat, self.seat)

    def status(self) -> str:  # pragma: no cover - the session's
        raise NotImplementedError

    def calls_seen(self, you: bool = True) -> list[Reply]:  # pragma: no cover - the session's
        raise NotImplementedError

    def view(self) -> hydra.SeatView:
        """The learner's seat view (the engine's ``view(seat)``, R16): never another player's hand."""
        return self.round.view(self.seat)

    @property
    def dealer(self) -> int:
        """Who dealt this round (public, R11)."""
        return self.round.dealer

    def happened(self) -> list[str]:
        """What happened this round, oldest first, from the engine's history as the learner's seat saw it
        (R9, R16): the calls as seen, then each card played, and who took each trick."""
        view = self.view()
        out = [f"{self.who(self.dealer).capitalize()} dealt (R11)."]
        out += [f"{self.who(r.seat).capitalize()} {r.text}." for r in self.calls_seen()]
        tricks = list(view.tricks) + ([view.current_trick] if view.current_trick is not None else [])
        for number, trick in enumerate(tricks, 1):
            for card, seat in zip(trick.cards, trick.seats):
                out.append(f"{self.who(seat).capitalize()} {'play' if seat == self.seat else 'plays'} {card}.")
            if number <= len(view.tricks):
                winner = self.who(trick.winner_seat)
                out.append(f"Trick {number} goes to {winner} ({trick.eyes} eyes).")
        return out

    def scores(self) -> tuple[int, ...]:
        """The points per seat this round (0 each until the round is scored, R5)."""
        return tuple(self.round.points) if self.round.is_over else (0,) * PLAYERS

    def result(self) -> str:
        """Once over: the round's points and who scored most (R5); a throw-in scores nothing (R6)."""
        if not self.round.is_over:
            return ""
        if self.round.ending == "thrown-in":
            return self.status()
        points = self.round.points
        best = max(points)
        top = [self.who(s) for s, p in enumerate(points) if p == best]
        return (f"The round is over: you score {points[self.seat]} points; the most, {best}, "
                f"{'go' if len(top) > 1 or top == ['you'] else 'goes'} to {' and '.join(top)} (R5).")

    def hand(self) -> list[str]:
        """The learner's hand in the order of the game on the table."""
        return [str(c) for c in self.round.game.sorted(self.view().hand)]

    def card_name(self, card: str) -> str:
        """A card's name in the game on the table (its trumps)."""
        return str(hydra.as_card(card).name(self.round.game))

    def game_name(self) -> str:
        """The game as the table knows it; an accepted Antrag by its own name, with the trumps it uses (R9)."""
        rnd = self.round
        if self.view().table.stage == "antrag-accepted":
            return f"open Antrag, with the trumps of the {rnd.game.name} (R9)"
        if rnd.ending == "thrown-in":
            return "none, the hand was thrown in (R6)"
        if rnd.kind is None:                               # the calls decide it (R7)
            return "not decided yet"
        return str(rnd.game.name)

    def table_words(self) -> str:
        """What lies on the table while no card is: the round's end, an Antrag, or who leads (R7, R8, R9)."""
        rnd = self.round
        if rnd.is_over:
            return "The round is over: the score sheet and the review of every trick are below."
        if rnd.phase == "play":
            leader = rnd.leader
            return (f"No card on the table: {self.who(leader)} lead{'s' if leader != self.seat else ''} the next "
                    "trick (R8).")
        proposal = rnd.proposal
        if proposal and rnd.phase == "antrag-offer":
            return _("On the table: {who}'s Antrag, two Obers face down and {card} face up (R9).").format(
                who=self.who(proposal["seat"]), card=hydra.Card.parse(str(proposal["open_card"])).name())
        if proposal and rnd.phase == "antrag-return":        # the acceptor has taken the three cards (R9)
            taker = self.who(proposal.get("accepted_by"))
            words = (_("{taker} took {who}'s Antrag (the two Obers and {card}) and give back three cards face down "
                       "(R9).") if taker == "you" else
                     _("{taker} took {who}'s Antrag (the two Obers and {card}) and gives back three cards face "
                       "down (R9)."))
            return words.format(taker=taker[:1].upper() + taker[1:], who=self.who(proposal["seat"]),
                                card=hydra.Card.parse(str(proposal["open_card"])).name())
        return "The calls come first; then the cards are played (R7, R8)."
