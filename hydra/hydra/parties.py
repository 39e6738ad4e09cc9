"""Parties (R10): who plays with whom, and each party's multiplier (R5).

In a healthy game the key cards are the two Eichel-Ober (EO) and the two
Grün-Ober (GO). If some player holds at least one of each, all key-card
holders form one party against the rest (engagements and the wedding);
otherwise there are three parties: the EO holders (in a normal game the
*Alten*, "the old ones"), the GO holders (the *Jungen*, "the young ones") and
the rest (the *Ego*). A solo is one against four; an accepted open Antrag is
two against three.

>>> import hydra
>>> p = hydra.form_parties([["EO"], ["EO"], ["GO"], ["GO"], []])
>>> p.kind, p.parties, p.multipliers, p.names
('normal', ((0, 1), (2, 3), (4,)), (3, 3, 4), ('Alten', 'Jungen', 'Ego'))
>>> hydra.form_parties([["EO", "GO"], ["EO"], [], ["GO"], []]).kind
'engagement'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .cards import Card, CardLike, as_cards, check_copies
from ..core.errors import RuleError
from ..core.i18n import N_, _, language

__all__ = ["Parties", "form_parties", "classify", "solo_parties", "proposal_parties", "PARTY_KINDS",
           "HEALTHY_KINDS", "describe_kind", "kind_name", "kind_title", "seats_said", "KEY_CARDS", "EO", "GO"]

EO, GO = Card.parse("EO"), Card.parse("GO")
KEY_CARDS = (EO, GO)

_KINDS = {
    "normal": N_("normal game: the two Eichel-Ober holders (Alten) and the two Grün-Ober holders "
              "(Jungen) are parties of two, the fifth player (Ego) plays alone (R10)"),
    "secret-proposal": N_("secret proposal (geheimer Antrag): one player has both Obers of one colour "
                       "and plays alone; the two holders of the other colour are a party, and the "
                       "last two players are the third party (R10)"),
    "double-secret-proposal": N_("double secret proposal: one player has both Eichel-Ober, another both "
                              "Grün-Ober; each plays alone and the other three are a party (R10)"),
    "engagement": N_("engagement (Verlobung): a player with an Eichel-Ober and a Grün-Ober plays with the "
                  "holders of the other two key cards, three against two (R10)"),
    "double-engagement": N_("double engagement: two players each hold an Eichel-Ober and a Grün-Ober; "
                         "they play together, two against three (R10)"),
    "triple-engagement": N_("triple engagement: one player holds three key Obers and plays with the "
                         "holder of the fourth, two against three (R10)"),
    "wedding": N_("wedding (Hochzeit): one player holds all four key Obers and plays alone against four "
               "(R10)"),
    "solo": N_("solo: the soloist plays alone against the other four; the soloist's multiplier is 3, "
            "each opponent's 2 (R5, R7)"),
    "proposal": N_("open Antrag: the proposer and the player who accepted play together, two against "
                "three (R9)"),
}
#: Each kind's name with its article, as a sentence says it (German articles differ by the word).
_KIND_NAMES = {"normal": N_("a normal game"), "secret-proposal": N_("a secret proposal (geheimer Antrag)"),
               "double-secret-proposal": N_("a double secret proposal"),
               "engagement": N_("an engagement (Verlobung)"), "double-engagement": N_("a double engagement"),
               "triple-engagement": N_("a triple engagement"), "wedding": N_("a wedding (Hochzeit)"),
               "solo": N_("a solo"), "proposal": N_("an open Antrag")}
#: Every party kind id.
PARTY_KINDS = tuple(_KINDS)
#: The kinds the key cards of a healthy game can make (R10); a solo (R7) and an accepted open
#: Antrag (R9) come from the calls instead.
HEALTHY_KINDS = tuple(k for k in PARTY_KINDS if k not in ("solo", "proposal"))


def describe_kind(kind: str) -> str:
    """A learner's sentence about a party kind, citing its rule."""
    try:
        return _(_KINDS[kind])
    except KeyError:
        raise RuleError(f"{kind!r} is not a party kind; the kinds are {', '.join(PARTY_KINDS)} (R10)",
                        rule="R10") from None


def seats_said(seats: Sequence[int], *, with_and: bool = False) -> str:
    """Seats as the engine's sentences write them, for a page to say by the players' names: in English
    "seat 1", "seats 1, 2" (``with_and``: "seats 1 and 2"); in another language each seat in its words
    ("Platz 1 und Platz 2"), never an English word on a German page (issue 33).

    >>> seats_said([0, 2]), seats_said([0, 2, 3], with_and=True), seats_said([4])
    ('seats 0, 2', 'seats 0, 2 and 3', 'seat 4')
    """
    numbers = [str(s) for s in seats]
    if language() == "en":
        if len(numbers) == 1:
            return "seat " + numbers[0]
        if with_and:
            return "seats " + ", ".join(numbers[:-1]) + " and " + numbers[-1]
        return "seats " + ", ".join(numbers)
    words = [_("seat {n}").format(n=n) for n in numbers]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + _(" and ") + words[-1]


def kind_title(kind: str) -> str:
    """A party kind's name as a learner reads it (a button, a table's row): the one place it is said,
    never the id (issue 19).

    >>> kind_title("secret-proposal"), kind_title("triple-engagement"), kind_title("normal")
    ('secret proposal (geheimer Antrag)', 'triple engagement', 'normal game')
    """
    return describe_kind(kind).split(":")[0]


def kind_name(kind: str) -> str:
    """A party kind's name with its article, as a sentence uses it (R10).

    >>> kind_name("engagement"), kind_name("proposal")
    ('an engagement (Verlobung)', 'an open Antrag')
    """
    if kind not in _KIND_NAMES:
        describe_kind(kind)                       # the error naming the kinds
    return _(_KIND_NAMES[kind])


@dataclass(frozen=True)
class Parties:
    """Who is with whom: ``parties`` are tuples of seats; multipliers per party (R5)."""
    kind: str
    parties: tuple[tuple[int, ...], ...]
    multipliers: tuple[int, ...]
    names: tuple[str, ...]

    def party_of(self, seat: int) -> int:
        """Index of the party the seat plays in."""
        for index, party in enumerate(self.parties):
            if seat in party:
                return index
        raise RuleError(f"seat {seat} does not play in this round (R11)", rule="R11")

    def together(self, a: int, b: int) -> bool:
        return self.party_of(a) == self.party_of(b)

    @property
    def seats(self) -> tuple[int, ...]:
        return tuple(sorted(s for p in self.parties for s in p))

    def describe(self) -> str:
        """The kind and each party with its seats and multiplier, in the learner's language (each seat
        written "seats 1, 2", which the tutor says by the players' names)."""
        groups = "; ".join(_("{party}: {seats} (multiplier {multiplier})").format(
            party=_(name), seats=seats_said(p), multiplier=m)
            for name, p, m in zip(self.names, self.parties, self.multipliers))
        kind = describe_kind(self.kind)
        return f"{kind[0].upper()}{kind[1:]}. {groups}."


def _multipliers(parties: Sequence[tuple[int, ...]], solo: bool = False) -> tuple[int, ...]:
    if solo:
        return (3, 2)                     # R5: in a solo the soloist has 3 and each opponent 2
    sizes = [len(party) for party in parties]
    playing = sum(sizes)
    return tuple([playing - size for size in sizes])


def classify(eo_holders: Iterable[int], go_holders: Iterable[int], seats: Iterable[int]) -> Parties:
    """R10 from where the key cards are: ``eo_holders`` / ``go_holders`` list the seat of each copy."""
    eo, go = list(eo_holders), list(go_holders)
    seats = tuple(sorted(seats))
    kind: str
    names: tuple[str, ...]
    parties: tuple[tuple[int, ...], ...]
    both = set(eo) & set(go)
    if both:
        team = tuple(sorted(set(eo) | set(go)))
        rest = tuple(s for s in seats if s not in team)
        counts = Counter(eo + go)
        top = max(counts.values())
        if top == 4:
            kind, names = "wedding", (N_("Hochzeit (the wedding player)"), N_("opponents"))
        elif top == 3:
            kind, names = "triple-engagement", (N_("triple engagement pair"), N_("opponents"))
        elif len(both) == 2:
            kind, names = "double-engagement", (N_("double engagement pair"), N_("opponents"))
        else:
            kind, names = "engagement", (N_("engaged party"), N_("opponents"))
        parties = (team, rest)
    else:
        alten, jungen = tuple(sorted(set(eo))), tuple(sorted(set(go)))
        rest = tuple(s for s in seats if s not in alten and s not in jungen)
        parties = (alten, jungen, rest)
        if len(alten) == 2 and len(jungen) == 2:
            kind, names = "normal", ("Alten", "Jungen", "Ego")
        elif len(alten) == 1 and len(jungen) == 1:
            kind, names = "double-secret-proposal", (N_("Eichel-Ober pair"), N_("Grün-Ober pair"), "Trio-Partei")
        else:
            kind = "secret-proposal"
            names = (N_("Eichel-Ober holders") if len(alten) > 1 else N_("Eichel-Ober holder"),
                     N_("Grün-Ober holders") if len(jungen) > 1 else N_("Grün-Ober holder"), "Duo-Partei")
    return Parties(kind, parties, _multipliers(parties), names)


def solo_parties(soloist: int, seats: Iterable[int]) -> Parties:
    """A solo: the soloist against the other playing seats (R5, R7)."""
    rest = tuple(s for s in sorted(seats) if s != soloist)
    return Parties("solo", ((soloist,), rest), _multipliers((), solo=True), (N_("soloist"), N_("opponents")))


def proposal_parties(proposer: int, acceptor: int, seats: Iterable[int]) -> Parties:
    """An accepted open Antrag: proposer and acceptor against the other three (R9)."""
    pair = tuple(sorted((proposer, acceptor)))
    rest = tuple(s for s in sorted(seats) if s not in pair)
    return Parties("proposal", (pair, rest), (3, 2), (N_("Antrag pair"), N_("opponents")))


def form_parties(hands: Iterable[Iterable[CardLike] | str], dealer: int | None = None) -> Parties:
    """The parties of a healthy game from the hands (R10).

    ``hands`` lists each seat's cards (five hands, or six with the sitting-out
    dealer's empty). Partial hands are fine as long as the four key cards are
    all there, which lets a teacher place just the key cards.
    """
    try:
        hands = list(hands)
    except TypeError:
        raise RuleError(f"hands must be a list of five hands (R10), not {hands!r}", rule="R10") from None
    if len(hands) not in (5, 6):
        raise RuleError(f"form_parties needs five hands, or six with the dealer's empty; got {len(hands)} "
                        "(R11)", rule="R11")
    held: list[list[Card]] = [as_cards(h) for h in hands]
    for seat, hand in enumerate(held):
        if len(hand) > 10:
            raise RuleError(f"seat {seat} holds {len(hand)} cards; a hand has ten (R12)", rule="R12")
    check_copies([c for h in held for c in h], where="the hands")
    seats = list(range(len(held)))
    if len(held) == 6:
        if dealer is None:
            empty = [s for s, h in enumerate(held) if not h]
            if len(empty) != 1:
                raise RuleError("with six players the dealer sits out with an empty hand: give "
                                "dealer=... or leave exactly one hand empty (R11)", rule="R11")
            dealer = empty[0]
        if not isinstance(dealer, int) or not 0 <= dealer < 6:
            raise RuleError(f"the dealer must be a seat from 0 to 5, not {dealer!r} (R11)", rule="R11")
        if held[dealer]:
            raise RuleError(f"seat {dealer} deals and sits out, so its hand must be empty (R11)", rule="R11")
        seats.remove(dealer)
    eo = [s for s in seats for c in held[s] if c is EO]
    go = [s for s in seats for c in held[s] if c is GO]
    if len(eo) != 2 or len(go) != 2:
        raise RuleError(f"the parties of a healthy game follow the four key cards, but the hands hold "
                        f"{len(eo)} Eichel-Ober and {len(go)} Grün-Ober instead of two each (R10)",
                        rule="R10")
    return classify(eo, go, seats)
