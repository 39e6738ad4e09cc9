"""The phases before play: throwing in, reservations, reizen and the Trumpfabgabe (D9-D12, D38-D42).

:meth:`Round.apply` hands every action before play to :func:`step`; nothing
else changes a round. An action that is not allowed raises a ``RuleError``
citing its rule and changes nothing.

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

from dataclasses import dataclass

from hydra.cards import Card
from hydra.errors import RuleError
from hydra.games import Game

from .cards import dk_card
from .games import normal_game
from .reservations import SD, resolve, schweine_in_play
from .round import Round


__all__ = ["step", "declare", "bid", "find_partner", "returnable_cards", "trick_game", "explain_played", "Bidding"]


@dataclass
class Bidding:
    """The reizen of the hausrunde (D40): who holds the solo, the level promised, who bids."""
    holder: int
    challenger: int
    level: int = 0          # 1 doppelt, 2 + keine 90, 3 + keine 60, 4 + keine 30, 5 + schwarz
    pending: bool = False   # a bid waits for the holder's answer


def _fail(rnd: Round, seat: int, text: str, rule: str) -> RuleError:
    legal = ", ".join(map(str, rnd.legal_actions()))
    return RuleError(f"{text!r} is not possible now: seat {seat} chooses one of {legal} "
                     f"(phase {rnd.phase}, {rule})", rule=rule)


def step(rnd: Round, seat: int, text: str) -> None:
    """Apply the action ``text`` of ``seat`` in a phase before play."""
    phase = rnd.phase
    if phase == "throw-in":
        _throw_in(rnd, seat, text)
    elif phase == "reservations":
        declare(rnd, seat, rnd.check_reservation(seat, text))
    elif phase == "reizen":
        bid(rnd, seat, text)
    elif phase == "armut-add":
        _armut_add(rnd, seat, text)
    elif phase == "armut-offer":
        _armut_offer(rnd, seat, text)
    elif phase == "armut-return":
        _armut_return(rnd, seat, text)
    else:                                                   # pragma: no cover - play is in Round
        raise _fail(rnd, seat, text, "D12")


def declare(rnd: Round, seat: int, action: str) -> None:
    """Record ``seat``'s reservation ``action``, already checked (D12); the next seat is asked, or
    after the last one the reservation that is played is found."""
    rnd.declared.append((seat, action))
    if rnd.queue:
        rnd.to_move = rnd.queue.pop(0)
    else:
        _resolve(rnd)


def _throw_in(rnd: Round, seat: int, text: str) -> None:
    """D38: in turnier five Könige may throw in before the reservations."""
    if text == "schmeissen":
        rnd.thrown_in_by = seat
        rnd.end("thrown-in")
    elif text == "weiter":
        if rnd.queue:
            rnd.to_move = rnd.queue.pop(0)
        else:
            rnd.queue = list(rnd.seats)
            rnd.phase, rnd.to_move = "reservations", rnd.queue.pop(0)
    else:
        raise _fail(rnd, seat, text, "D38")


def _resolve(rnd: Round) -> None:
    solos = [(s, a) for s, a in rnd.declared if a.startswith("solo:")]
    if rnd.rules == "hausrunde" and solos:                  # D40: a solo can be outbid
        holder = solos[0][0]
        rnd.queue = list(rnd.seats)
        rnd.queue.remove(holder)
        rnd.bidding = Bidding(holder, rnd.queue[0])
        rnd.phase, rnd.to_move = "reizen", rnd.queue.pop(0)
        return
    _play(rnd, resolve(rnd.declared, rnd.rules))


def _play(rnd: Round, chosen: tuple[int, str] | None) -> None:
    if chosen is None:
        rnd.start_play("normal")
        return
    seat, action = chosen
    kind, _, arg = action.partition(":")
    if kind == "solo":
        rnd.start_play("solo", seat, arg)
    elif kind == "hochzeit":
        rnd.hochzeit_rule = arg or None
        rnd.start_play("hochzeit", seat)
    elif kind == "armut":
        _armut_begin(rnd, seat)
    else:                                                   # schmeissen (hausrunde, D12)
        rnd.thrown_in_by = seat
        rnd.end("thrown-in")


def bid(rnd: Round, seat: int, text: str) -> None:
    """D40: the holder keeps the solo by promising as much as the challenger bids."""
    z = rnd.bidding
    assert z is not None
    if z.pending:
        if text not in ("halten", "passen"):
            raise _fail(rnd, seat, text, "D40")
        rnd.reizen.append((seat, text))
        z.pending = False
        z.level += 1
        if text == "halten":
            rnd.to_move = z.challenger
            return
        z.holder = z.challenger
    elif text == "reizen" and z.level < 5:
        rnd.reizen.append((seat, text))
        z.pending = True
        rnd.to_move = z.holder
        return
    elif text == "passen":
        rnd.reizen.append((seat, text))
    else:
        raise _fail(rnd, seat, text, "D40")
    if rnd.queue:
        z.challenger = rnd.to_move = rnd.queue.pop(0)
        return
    mine = _solos_of(rnd.declared, z.holder)
    if mine:
        rnd.start_play("solo", z.holder, mine[0][5:])
    else:                                                   # the solo was outbid: other reservations
        _play(rnd, resolve([(s, a) for s, a in rnd.declared if not a.startswith("solo:")], rnd.rules))


def _solos_of(declared: list[tuple[int, str]], holder: int) -> list[str]:
    return [a for s, a in declared if s == holder and a.startswith("solo:")]


def _armut_begin(rnd: Round, poor: int) -> None:
    """D41, D42: the poor player lays down all its trumps (turnier: the Füchse open)."""
    trump = normal_game(rnd.rules).trump_rank
    given = [c for c in rnd.hands[poor] if trump[c.index] >= 0]
    rnd.armut = {"seat": poor, "given": given, "returned": [], "accepted_by": None}
    if rnd.rules == "hausrunde" and len(given) == 2:
        rnd.phase, rnd.to_move = "armut-add", poor
        return
    _armut_offer_start(rnd)


def _armut_add(rnd: Round, seat: int, text: str) -> None:
    word, _, arg = text.partition(":")
    if word != "beilegen":
        raise _fail(rnd, seat, text, "D42")
    if arg != "keine":
        card = dk_card(arg)
        if card not in rnd.hands[seat] or normal_game(rnd.rules).trump_rank[card.index] >= 0:
            raise _fail(rnd, seat, text, "D42")
        given = rnd.armut["given"]
        assert isinstance(given, list)
        given.append(card)
    _armut_offer_start(rnd)


def _armut_offer_start(rnd: Round) -> None:
    poor = rnd.armut["seat"]
    assert isinstance(poor, int)
    given = rnd.armut["given"]
    assert isinstance(given, list)
    for c in given:
        rnd.hands[poor].remove(c)
    if rnd.rules == "turnier":                              # D41: from the poor player's left
        i = rnd.seats.index(poor)
        order = list(rnd.seats[i + 1:] + rnd.seats[:i])
    else:                                                   # D42: from the dealer's left
        order = [s for s in rnd.seats if s != poor]
    rnd.queue = order
    rnd.phase, rnd.to_move = "armut-offer", rnd.queue.pop(0)


def _armut_offer(rnd: Round, seat: int, text: str) -> None:
    given = rnd.armut["given"]
    assert isinstance(given, list)
    if text == "annehmen":
        rnd.armut["accepted_by"] = seat
        rnd.hands[seat].extend(given)
        rnd.queue = []
        if given:
            rnd.phase = "armut-return"
        else:
            _armut_finish(rnd)
    elif text == "ablehnen":
        if rnd.queue:
            rnd.to_move = rnd.queue.pop(0)
        else:                                               # D11: nobody takes it: deal again
            poor = rnd.armut["seat"]
            assert isinstance(poor, int)
            rnd.hands[poor].extend(given)
            rnd.end("redeal")
    else:
        raise _fail(rnd, seat, text, "D11")


def _armut_return(rnd: Round, seat: int, text: str) -> None:
    word, _, arg = text.partition(":")
    card: Card | None = dk_card(arg) if word == "zurueck" and arg else None
    if card is None or card not in rnd.returnable():
        raise _fail(rnd, seat, text, "D42" if rnd.rules == "hausrunde" else "D41")
    rnd.hands[seat].remove(card)
    returned = rnd.armut["returned"]
    given = rnd.armut["given"]
    assert isinstance(returned, list) and isinstance(given, list)
    returned.append(card)
    if len(returned) == len(given):
        _armut_finish(rnd)


def returnable_cards(rnd: Round) -> list[Card]:
    """Cards the Armut's acceptor (the seat to move) may still give back (D41, D42)."""
    seat = rnd.to_move
    assert seat is not None
    hand = rnd.hands[seat]
    if rnd.rules == "turnier":
        return list(dict.fromkeys(hand))
    given = rnd.armut["given"]
    returned = rnd.armut["returned"]
    assert isinstance(given, list) and isinstance(returned, list)
    trump = normal_game(rnd.rules).trump_rank
    fails = [c for c in hand if trump[c.index] < 0]
    k, done = len(given), len(returned)
    fails_back = sum(1 for c in returned if trump[c.index] < 0)
    need = min(k, fails_back + len(fails)) - fails_back
    if fails and need >= k - done:                          # D42: fail cards first
        return list(dict.fromkeys(fails))
    return list(dict.fromkeys(hand))


def _armut_finish(rnd: Round) -> None:
    poor = rnd.armut["seat"]
    returned = rnd.armut["returned"]
    assert isinstance(poor, int) and isinstance(returned, list)
    rnd.hands[poor].extend(returned)
    trump = normal_game(rnd.rules).trump_rank
    rnd.armut["returned_trumps"] = sum(1 for c in returned if trump[c.index] >= 0)
    rnd.start_play("armut", poor)


def find_partner(rnd: Round, winner: int, trump_led: bool) -> None:
    """D9, D28: the Hochzeit's partner is the first other winner of a trick that counts (the round
    asks after each trick until it is clarified)."""
    n = len(rnd.tricks)
    rule = rnd.hochzeit_rule
    counts = rule in (None, "erster") or (rule == "trumpf") == trump_led
    if counts and winner != rnd.contract_seat:
        rnd.partner = winner
        rnd.party[winner] = 0
        rnd.calls.clarify(n, rnd.party)                     # D48: a reizen bid now has its party
    elif n == 3:
        rnd.calls.clarify(3, rnd.party)                     # D29: the groom plays alone,
        if rnd.schweine_seat is not None:                   # a Karo solo from now on: no Schweine (D43)
            rnd.game = normal_game(rnd.rules)               # (the same suits to follow: only the SD moves)


def trick_game(rnd: Round, number: int) -> Game:
    """The game trick ``number`` (1-based) was played with: the round's game, except that a Hochzeit the
    groom plays alone had its Schweine in the first three tricks only (D43)."""
    if number <= 3 and rnd.contract == "hochzeit" and rnd.partner is None and rnd.schweine and \
            len(rnd.tricks) >= 3 and schweine_in_play(rnd.dealt, [list(h) for h in rnd.dealt], rnd.seats):
        return normal_game(rnd.rules, True)
    return rnd.game


def explain_played(rnd: Round, number: int | None) -> object:
    """Round.explain_trick: trick ``number`` (1-based; None: the current trick, else the last) explained with
    the game it was played in."""
    from .explain import explain_trick
    if not rnd.tricks and not rnd.trick:
        return None
    number = number or len(rnd.tricks) + (1 if rnd.trick else 0)
    game = trick_game(rnd, number)
    cards = list(rnd.tricks[number - 1][0]) if number <= len(rnd.tricks) else rnd.trick
    return explain_trick(cards, game, rnd.rules, game.trumps[-1:] == (SD,))
