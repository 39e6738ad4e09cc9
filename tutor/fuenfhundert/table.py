"""What the 500 session gives a play page besides the moves (:class:`TableSeat`): the protocol's
``over``, ``legal_actions``, ``happened``, ``scores``, ``result`` and ``record``
(:class:`tutor.table.TableSession`), and the public facts the page draws (the dealer, the contract and
its bidder, the tricks each seat took, the card winning the trick so far, as the engine decides it,
F9). A page reads none of these from the round itself."""

from __future__ import annotations

from hydra import fuenfhundert as fh
from hydra.core.i18n import _

from ..table.seat import EngineSeat
from .words import call_words, upper_first

__all__ = ["TableSeat"]


class TableSeat(EngineSeat):
    """The learner's seat at a 500 table (a base of :class:`~.session.FuenfhundertSession`)."""

    round: fh.Round

    def who(self, seat: int | None) -> str:  # pragma: no cover - the session's
        raise NotImplementedError

    def status(self) -> str:  # pragma: no cover - the session's
        raise NotImplementedError

    def view(self) -> fh.SeatView:
        """The learner's seat view (the engine's ``view(seat)``): never another hand (F21, F22)."""
        view = self.round.view(self.seat)
        assert isinstance(view, fh.SeatView)
        return view

    @property
    def dealer(self) -> int:
        return self.round.dealer

    @property
    def contract(self) -> fh.Contract | None:
        """The contract once the bidding is won (public, F4)."""
        return self.round.contract

    @property
    def declarer(self) -> int | None:
        return self.round.declarer

    @property
    def partner_out(self) -> int | None:
        """The seat that sits out a Misère (F8, F22), or None."""
        return self.round.partner_out

    def tricks_of(self, seat: int) -> int:
        """How many tricks ``seat`` has taken this round (public, F9)."""
        return self.round.tricks_won_by_seat[seat]

    def winning_now(self) -> int | None:
        """Which card of the trick on the table wins it so far (its place in the trick), as the engine's
        explanation says (F9); None when no card lies there."""
        if not self.round.current_trick:
            return None
        explanation = self.round.explain_trick()
        return explanation.winner if explanation is not None else None

    def happened(self) -> list[str]:
        """What happened this round, oldest first, from the engine's history as the learner's seat may know
        it: the cards another seat lays away stay face down (F21)."""
        history = self.round.history()
        first = history[0].action
        assert isinstance(first, fh.Deal)
        replay = fh.Round(first)                       # (for the contract and the tricks as they were)
        out = [_("You dealt (F2).") if replay.dealer == self.seat else
               _("{who} dealt (F2).").format(who=upper_first(self.who(replay.dealer)))]
        for step in history[1:]:
            seat, phase, action, done = step.seat, step.phase, step.action, len(replay.tricks)
            contract = replay.contract
            replay.apply(action)
            who, text = upper_first(self.who(seat)), str(action)
            me = seat == self.seat
            if phase == "bidding":
                said = ((_("pass") if me else _("passes")) if text == fh.PASS else
                        (_("bid {bid}") if me else _("bids {bid}")).format(bid=call_words(text)))
            elif phase == "discard":
                said = (_("lay away {card} (F21)").format(card=fh.as_card(text).name(contract)) if me
                        else _("lays away a card face down (F21)"))
            elif text.startswith("JO:"):
                said = (_("play the joker, naming {suit}") if me else
                        _("plays the joker, naming {suit}")).format(suit=fh.SUIT_NAMES[text[3]][0])
            else:
                said = (_("play {card}") if me else _("plays {card}")).format(card=fh.as_card(text).name(contract))
            out.append(f"{who} {said}.")
            if phase == "play" and len(replay.tricks) > done:
                out.append(_("Trick {number} goes to {who}.").format(number=done + 1,
                                                                      who=self.who(replay.winners[done])))
        return out

    def scores(self) -> tuple[int, ...]:
        """The points per seat this round: each seat has its team's points (F10); 0 until it is scored."""
        if self.round.ending != "played":
            return (0,) * 4
        points = self.round.points
        return tuple(points[s & 1] for s in range(4))

    def result(self) -> str:
        """Once over: the score's headline (whether the bidders made their contract, F8, F10); ``""`` before."""
        return self.status() if self.round.is_over else ""
