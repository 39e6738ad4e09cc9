"""What one seat can know during a round: its own hand, the table, and who is with whom.

In a healthy game the parties follow the key cards (R10), which stay hidden
until they are played. A seat knows its own key cards and every key card
played so far; :class:`PartyKnowledge` lists every placement of the still
hidden key cards that fits what the seat has seen, and from those says which
seats are surely together, surely apart, or not known yet. A solo and an
accepted open Antrag are announced at the table, so their parties are known
to all.

>>> from hydra import Round
>>> r = Round.new(seed=1, dealer=4)
>>> for _ in range(5):
...     r.apply("valeo")
>>> v = r.view(0)
>>> v.hand == r.hand(0), "hands" in vars(v)   # a view holds only the seat's own hand
(True, False)
"""

from __future__ import annotations

from collections.abc import Collection, Container, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple, TypeAlias
from itertools import product

from .cards import Card, parse_card
from .history import Step
from .parties import EO, GO, Parties, classify

if TYPE_CHECKING:
    from .round import Round
    from .tricks import Trick

__all__ = ["PartyKnowledge", "SeatView", "SeenAction", "possible_formations", "seen_actions"]

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

    def describe(self) -> str:
        if self.is_certain:
            formation = self.possible[0]
            mates = self.partners()
            who = ("you play alone" if not mates else
                   "you play with seat" + ("s " if len(mates) > 1 else " ") + ", ".join(map(str, mates)))
            rule = {"solo": "R7", "proposal": "R9"}.get(formation.kind, "R10")
            return f"Known: {formation.kind}; {who} ({rule})."
        mates = self.partners()
        known = (f"surely with seat{'s' if len(mates) > 1 else ''} {', '.join(map(str, mates))}; "
                 if mates else "")
        return (f"Not known yet: {known}still possible: {', '.join(self.possible_kinds)} "
                "(the hidden Eichel-Ober and Grün-Ober decide, R10).")


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
class SeatView:
    """One seat's view of a round: nothing of the other hands but how many cards they hold."""
    seat: int
    phase: str
    hand: list[Card]
    hand_sizes: tuple[int, ...]
    tricks: tuple[Trick, ...]
    current_trick: Trick | None
    to_move: int | None
    game_id: str
    contract: _ViewContract | None
    knowledge: PartyKnowledge | None
    legal: tuple[Card, ...]

    @classmethod
    def of(cls, rnd: Round, seat: int) -> SeatView:
        knowledge: PartyKnowledge | None = None
        if rnd.formation is not None:
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
        return cls(seat, rnd.phase, rnd.hand(seat), rnd.hand_sizes, rnd.tricks, rnd.current_trick,
                   rnd.to_move, rnd.game.id, contract, knowledge, legal)
