"""What one seat can know during a round: its own hand, the table, and who is with whom.

In a healthy game the parties follow the key cards (R10), which stay hidden
until they are played. A seat knows its own key cards and every key card
played so far; :class:`PartyKnowledge` lists every placement of the still
hidden key cards that fits what the seat has seen, and from those says which
seats are surely together, surely apart, or not known yet. A solo and an
accepted open Antrag are announced at the table, so their parties are known
to all (R16), from the moment they are certain: a solo once it is named and no
later reservation can beat it (R7, R14), an Antrag once it is accepted, while
the acceptor still gives back its three cards (R9). :class:`Announced` is what
the whole table has heard and seen before play, the same for every seat.

>>> from hydra import Round
>>> r = Round.new(seed=1, dealer=4)
>>> for _ in range(5):
...     r.apply("valeo")
>>> v = r.view(0)
>>> v.hand == tuple(r.hand(0)), "hands" in vars(v)   # a view holds only the seat's own hand
(True, False)
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Container, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, NamedTuple, TypeAlias
from itertools import product

from .calls import Declaration, winning_declaration
from .cards import Card, parse_card
from .history import Step
from ..core.i18n import _
from .parties import EO, GO, Parties, classify, kind_name, proposal_parties, seats_said, solo_parties
from ..core.seat_view import SeatViewCore

if TYPE_CHECKING:
    from .round_fields import PlayedRound
    from .tricks import Trick

__all__ = ["Announced", "PartyKnowledge", "SeatView", "SeenAction", "announced", "possible_formations",
           "seen_actions"]

#: A view's contract: ``("solo", seat, game)``, or ``("antrag", seat, accepted_by)`` with None if nobody accepted.
_ViewContract: TypeAlias = "tuple[str, int, str] | tuple[str, int, int | None]"


def possible_formations(seat: int, own_hand: Sequence[Card], played: Collection[tuple[int, Card]],
                        hidden_counts: Mapping[int, int], seats: Collection[int], pair_holder: int | None = None,
                        shown: Collection[tuple[int, Card]] = (), no_trumps: Container[int] = ()) -> list[Parties]:
    """Every party formation (R10) consistent with what ``seat`` has seen (R16).

    ``played`` lists ``(seat, card)`` of cards played so far; ``hidden_counts``
    maps each other seat to how many unseen cards it still holds;
    ``pair_holder`` is a seat known to hold both Obers of one colour (an
    Antrag that nobody accepted, R9); ``shown`` lists ``(seat, card)`` of cards
    seen face up in a hand since the deal (that Antrag's open card);
    ``no_trumps`` are seats that did not follow a trump lead, so they hold no
    trump, and no key Ober, any more (rules: Der Spielverlauf).
    """
    hidden_counts = dict(hidden_counts)
    known = {EO: [seat] * own_hand.count(EO), GO: [seat] * own_hand.count(GO)}
    for key in (EO, GO):
        for s in seats:
            was_played = sum(1 for p, c in played if p == s and c is key)
            if s == seat:                                 # own cards: in hand now, or played
                known[key] += [seat] * was_played
                continue
            seen_in_hand = sum(1 for p, c in shown if p == s and c is key)
            known[key] += [s] * max(was_played, seen_in_hand)
            if seen_in_hand > was_played:             # still in that hand: not an unknown card
                hidden_counts[s] = hidden_counts.get(s, 0) - (seen_in_hand - was_played)
    known_eo, known_go = known[EO], known[GO]
    open_keys = [c for s, c in shown if s == pair_holder]
    others = [s for s in seats if s != seat and hidden_counts.get(s, 0) > 0 and s not in no_trumps]
    missing_eo, missing_go = 2 - len(known_eo), 2 - len(known_go)
    found: dict[tuple[str, tuple[tuple[int, ...], ...]], Parties] = {}
    for placement in product(others, repeat=missing_eo + missing_go):
        load: dict[int, int] = {}
        for s in placement:
            load[s] = load.get(s, 0) + 1
        if any(n > hidden_counts[s] for s, n in load.items()):
            continue
        eo = known_eo + list(placement[:missing_eo])
        go = known_go + list(placement[missing_eo:])
        if pair_holder is not None and not any(
                held.count(pair_holder) >= 2 + open_keys.count(key)      # the pair besides the open card
                for key, held in ((EO, eo), (GO, go))):
            continue
        formation = classify(eo, go, seats)
        found[(formation.kind, formation.parties)] = formation
    return list(found.values())


@dataclass(frozen=True)
class PartyKnowledge:
    """The formations a seat still considers possible."""
    seat: int
    possible: tuple[Parties, ...]

    @property
    def kind(self) -> str | None:
        """The party kind if it is certain, else None."""
        kinds = {f.kind for f in self.possible}
        return kinds.pop() if len(kinds) == 1 else None

    @property
    def possible_kinds(self) -> tuple[str, ...]:
        return tuple(sorted({f.kind for f in self.possible}))

    @property
    def is_certain(self) -> bool:
        return len({f.parties for f in self.possible}) == 1

    def together(self, a: int, b: int) -> bool | None:
        """True if surely in one party, False if surely not, None if not known yet."""
        answers = {f.together(a, b) for f in self.possible}
        return answers.pop() if len(answers) == 1 else None

    def partners(self) -> tuple[int, ...]:
        """Seats known to be in this seat's party."""
        seats = self.possible[0].seats if self.possible else ()
        return tuple(s for s in seats if s != self.seat and self.together(self.seat, s))

    def describe(self, seats: Callable[[Sequence[int]], str] | None = None) -> str:
        """What this seat knows of the parties, in the game's names (R10, R16); ``seats`` says a list of seats
        ("seat 1", "seats 1 and 2" unless given).

        >>> from hydra.hydra.parties import classify
        >>> PartyKnowledge(0, (classify([0, 1], [2, 3], range(5)),)).describe()
        'Known: a normal game; you play with seat 1 (R10).'
        """
        mates = self.partners()
        said = seats or _seat_list
        if self.is_certain:
            formation = self.possible[0]
            rule = {"solo": "R7", "proposal": "R9"}.get(formation.kind, "R10")
            known = (_("Known: {kind}; you play alone ({rule}).") if not mates else
                     _("Known: {kind}; you play with {seats} ({rule})."))
            return known.format(kind=kind_name(formation.kind), seats=said(mates) if mates else "", rule=rule)
        kinds = [kind_name(k) for k in self.possible_kinds]
        either = (_("{kinds} or {last}").format(kinds=", ".join(kinds[:-1]), last=kinds[-1]) if len(kinds) > 1
                  else kinds[0])
        if mates:
            return _("Not known yet: you surely play with {seats}; it may be {kinds}; the hidden Eichel-Ober and "
                     "Grün-Ober decide (R10).").format(seats=said(mates), kinds=either)
        return _("Not known yet: it may be {kinds}; the hidden Eichel-Ober and Grün-Ober decide (R10).").format(
            kinds=either)


def _seat_list(seats: Sequence[int]) -> str:
    """'seat 1', 'seats 1 and 2', 'seats 1, 2 and 4' (in German 'Platz 1 und Platz 2')."""
    return seats_said(sorted(seats), with_and=True)


class SeenAction(NamedTuple):
    """One action before play as a seat saw it: the phase, who acted, and what could be seen."""

    phase: str
    seat: int | None
    text: str


def seen_actions(history: Iterable[Step], viewer: int | None, proposer: int | None) -> tuple[SeenAction, ...]:
    """The actions before play as ``viewer`` saw them (``None``: the whole table, as a teacher sees it).

    Calls, declarations and answers are said aloud (R7, R9). Of an open Antrag
    the two Obers lie face down, so only the proposer knows which pair it is;
    the three cards given back go face down to the proposer (R9).
    """
    out: list[SeenAction] = []
    for step in history:
        if step.phase in ("deal", "play"):
            continue
        text = str(step.action)
        if viewer is not None and viewer != step.seat:
            if text.startswith("antrag:"):
                text = "antrag"
            elif text.startswith("return:") and viewer != proposer:
                text = "gives back a card (face down)"
        out.append(SeenAction(step.phase, step.seat, text))
    return tuple(out)


@dataclass(frozen=True)
class Announced:
    """What the whole table has heard and seen of the game so far (R7, R9, R14, R16): the same for
    every seat, and nothing of a hidden card (an Antrag's pair stays face down, R9).

    ``stage`` says where the game stands:

    * ``"throw-in"``, ``"thrown-in"``: a hand may be thrown in, or was (R6, R13);
    * ``"calls"``: valeo or morbus is being said (``morbus`` lists who said morbus so far, R7);
    * ``"reservations"``: the morbus players name solo or Antrag, and which one is played is not
      certain yet (R7, R14);
    * ``"solo"``: a solo is played (certain once named and no later reservation can beat it, R7);
    * ``"antrag"``: an open Antrag is played and offered round the table (R9): ``open_card`` once
      laid, ``declined`` who said no, ``to_ask`` who may still accept, in the order asked;
    * ``"antrag-accepted"``: ``accepted_by`` took it: proposer and acceptor against the other three;
    * ``"antrag-declined"``: nobody took it: a healthy game in which the proposer is known to hold
      both Obers of one colour (R9, R16);
    * ``"healthy"``: everyone said valeo (R7); the key cards decide the parties (R10).

    ``parties`` are the parties once the table knows them (a solo, an accepted Antrag), else None.
    """

    stage: str
    morbus: tuple[int, ...] = ()
    solos: tuple[tuple[int, str], ...] = ()
    antrags: tuple[int, ...] = ()
    to_name: tuple[int, ...] = ()
    soloist: int | None = None
    solo_game: str | None = None
    proposer: int | None = None
    open_card: Card | None = None
    declined: tuple[int, ...] = ()
    to_ask: tuple[int, ...] = ()
    accepted_by: int | None = None
    parties: Parties | None = None


def announced(rnd: PlayedRound) -> Announced:
    """What the whole table knows of ``rnd``'s game from the calls (R7, R9, R14, R16).

    >>> from hydra import Round
    >>> r = Round.new(seed=2)
    >>> for word in ("morbus", "valeo", "valeo", "valeo", "valeo"):
    ...     r.call(word)
    >>> announced(r).stage, announced(r).morbus, announced(r).to_name
    ('reservations', (1,), (1,))
    >>> r.declare("solo", "normal-solo")
    >>> a = announced(r)
    >>> a.stage, a.soloist, a.parties.parties
    ('solo', 1, ((1,), (0, 2, 3, 4)))
    """
    phase, seats = rnd.phase, rnd.seats
    if phase == "throw-in" or rnd.ending == "thrown-in":
        return Announced("throw-in" if phase == "throw-in" else "thrown-in")
    calls = rnd.calls
    morbus = tuple(s for s in seats if calls.get(s) == "morbus")
    declarations = rnd.declarations
    named = {d.seat for d in declarations}
    public = Announced("calls", morbus=morbus,
                       solos=tuple((d.seat, d.game) for d in declarations if d.kind == "solo" and d.game),
                       antrags=tuple(d.seat for d in declarations if d.kind == "antrag"),
                       to_name=tuple(s for s in morbus if s not in named) if len(calls) == len(seats) else ())
    contract = rnd.contract
    if phase == "calls":
        return public
    if contract is not None and contract[0] == "solo":
        return replace(public, stage="solo", soloist=contract[1], solo_game=contract[2],
                       parties=solo_parties(contract[1], seats))
    if phase == "declare":
        win = winning_declaration(declarations, rnd.dealer, rnd.players)
        # certain when no seat still to name a reservation could beat it, even with a solo (R7, R14)
        if win is not None and win.kind == "solo" and win.game and win == winning_declaration(
                [*declarations, *(Declaration(s, "solo", game="normal-solo") for s in public.to_name)],
                rnd.dealer, rnd.players):
            return replace(public, stage="solo", soloist=win.seat, solo_game=win.game,
                           parties=solo_parties(win.seat, seats))
        return replace(public, stage="reservations")
    if contract is None:
        return replace(public, stage="healthy")
    proposer = contract[1]
    at = seats.index(proposer)
    order = seats[at + 1:] + seats[:at]                   # offered from the proposer's left (R9)
    proposal = rnd.proposal or {}
    open_card = parse_card(proposal["open_card"]) if "open_card" in proposal else None
    acceptor: int | None = proposal.get("accepted_by")
    if acceptor is not None:
        return replace(public, stage="antrag-accepted", proposer=proposer, open_card=open_card,
                       declined=order[:order.index(acceptor)], accepted_by=acceptor,
                         parties=proposal_parties(proposer, acceptor, seats))
    if phase == "antrag-offer":
        asked = order.index(rnd.to_move) if rnd.to_move in order else len(order)
        return replace(public, stage="antrag", proposer=proposer, open_card=open_card, declined=order[:asked],
                       to_ask=order[asked:])
    if phase == "antrag-open":
        return replace(public, stage="antrag", proposer=proposer, to_ask=order)
    return replace(public, stage="antrag-declined", proposer=proposer, open_card=open_card, declined=order)


@dataclass(frozen=True)
class SeatView(SeatViewCore[Card]):
    """One seat's view of a round: nothing of the other hands but how many cards they hold.

    Built on :class:`hydra.core.seat_view.SeatViewCore` (``seat``, ``phase``, ``to_move``, ``hand``, a tuple
    of the seat's cards, ``hand_sizes`` by seat number, and ``ending``: how the round ended, ``played``
    or ``thrown-in``, None while it goes on), whose fields come first."""
    tricks: tuple[Trick, ...]
    current_trick: Trick | None
    game_id: str
    contract: _ViewContract | None
    knowledge: PartyKnowledge | None
    legal: tuple[Card, ...]
    #: What the table has heard and seen of the game (R7, R9, R16).
    table: Announced = Announced("calls")

    @classmethod
    def of(cls, rnd: PlayedRound, seat: int) -> SeatView:
        """The view of ``seat``: ``knowledge`` is None until the parties can be reasoned about, at the
        start of play, or as soon as a solo or an accepted Antrag makes them public (R16)."""
        knowledge: PartyKnowledge | None = None
        table = announced(rnd)
        if rnd.formation is None and table.parties is not None:
            knowledge = PartyKnowledge(seat, (table.parties,))             # announced at the table
        elif rnd.formation is not None:
            if rnd.formation.kind in ("solo", "proposal"):
                knowledge = PartyKnowledge(seat, (rnd.formation,))     # announced at the table
            else:
                tricks = list(rnd.tricks)
                if rnd.current_trick is not None:
                    tricks.append(rnd.current_trick)
                played = [(s, c) for t in tricks for s, c in zip(t.seats, t.cards)]
                is_trump = rnd.game.is_trump
                no_trumps = {s for t in tricks if t.is_trump_trick      # did not follow trump: has none
                             for s, c in zip(t.seats, t.cards) if not is_trump(c)}
                sizes = rnd.hand_sizes
                hidden = {s: sizes[s] for s in rnd.seats if s != seat}
                proposal = rnd.proposal
                pair_holder: int | None = None
                shown: list[tuple[int, Card]] = []
                if proposal and "accepted_by" not in proposal:     # declined: its open card was seen
                    pair_holder = proposal["seat"]
                    shown = [(proposal["seat"], parse_card(proposal["open_card"]))]
                knowledge = PartyKnowledge(seat, tuple(possible_formations(
                    seat, rnd.hand(seat), played, hidden, rnd.seats, pair_holder, shown, no_trumps)))
        contract: _ViewContract | None = None
        if rnd.contract and rnd.contract[0] == "solo":
            contract = rnd.contract
        elif rnd.proposal:
            contract = ("antrag", rnd.proposal["seat"], rnd.proposal.get("accepted_by"))
        legal = tuple(rnd.legal_cards()) if rnd.to_move == seat else ()
        return cls(seat, rnd.phase, rnd.to_move, tuple(rnd.hand(seat)), rnd.hand_sizes, rnd.tricks,
                   rnd.current_trick, rnd.game.id, contract, knowledge, legal, table, ending=rnd.ending)
