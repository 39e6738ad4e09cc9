"""What the Hydra session gives a play page besides the moves (:class:`TableSeat`): the learner's seat
view, the protocol's ``happened``, ``scores`` and ``result`` (:class:`tutor.table.TableSession`), and the
public facts the page draws (the dealer, the hand in the game's order, the game's name, what lies on the
table, R7-R11, R16). A page reads none of these from the round itself."""

from __future__ import annotations

from dataclasses import dataclass

import hydra
from hydra.core.i18n import _

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
        out = [_("{who} dealt (R11).").format(who=self.who(self.dealer).capitalize())]
        out += [f"{self.who(r.seat).capitalize()} {r.text}." for r in self.calls_seen()]
        tricks = list(view.tricks) + ([view.current_trick] if view.current_trick is not None else [])
        for number, trick in enumerate(tricks, 1):
            for card, seat in zip(trick.cards, trick.seats):
                said = _("{who} play {card}.") if seat == self.seat else _("{who} plays {card}.")
                out.append(said.format(who=self.who(seat).capitalize(), card=card))
            if number <= len(view.tricks):
                winner = self.who(trick.winner_seat)
                said = (_("Trick {number} goes to you ({eyes} eyes).") if trick.winner_seat == self.seat else
                        _("Trick {number} goes to {who} ({eyes} eyes)."))
                out.append(said.format(number=number, who=winner, eyes=trick.eyes))
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
        tops = [s for s, p in enumerate(points) if p == best]
        top = [self.who(s) for s in tops]
        said = (_("The round is over: you score {points} points; the most, {best}, go to {who} (R5).")
                if len(top) > 1 or tops == [self.seat] else
                _("The round is over: you score {points} points; the most, {best}, goes to {who} (R5)."))
        return said.format(points=points[self.seat], best=best, who=_(" and ").join(top))

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
            return _("open Antrag, with the trumps of the {game} (R9)").format(game=rnd.game.name)
        if rnd.ending == "thrown-in":
            return _("none, the hand was thrown in (R6)")
        if rnd.kind is None:                               # the calls decide it (R7)
            return _("not decided yet")
        return str(rnd.game.name)

    def table_words(self) -> str:
        """What lies on the table while no card is: the round's end, an Antrag, or who leads (R7, R8, R9)."""
        rnd = self.round
        if rnd.is_over:
            return _("The round is over: the score sheet and the review of every trick are below.")
        if rnd.phase == "play":
            leader = rnd.leader
            if leader == self.seat:
                return _("No card on the table: you lead the next trick (R8).")
            return _("No card on the table: {who} leads the next trick (R8).").format(who=self.who(leader))
        proposal = rnd.proposal
        if proposal and rnd.phase == "antrag-offer":
            return _("On the table: {who}'s Antrag, two Obers face down and {card} face up (R9).").format(
                who=self.who(proposal["seat"]), card=hydra.Card.parse(str(proposal["open_card"])).name())
        if proposal and rnd.phase == "antrag-return":        # the acceptor has taken the three cards (R9)
            taker = self.who(proposal.get("accepted_by"))
            words = (_("{taker} took {who}'s Antrag (the two Obers and {card}) and give back three cards face down "
                       "(R9).") if proposal.get("accepted_by") == self.seat else
                     _("{taker} took {who}'s Antrag (the two Obers and {card}) and gives back three cards face "
                       "down (R9)."))
            return words.format(taker=taker[:1].upper() + taker[1:], who=self.who(proposal["seat"]),
                                card=hydra.Card.parse(str(proposal["open_card"])).name())
        return _("The calls come first; then the cards are played (R7, R8).")
