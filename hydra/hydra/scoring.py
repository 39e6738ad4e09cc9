"""Eyes, bonuses and points: the score sheet of a round (R3, R4, R5).

Every player of a party gets ``bonus + multiplier * round_half_up(eyes / 10)``
(R5). Bonuses: a trick of 40 to 49 eyes (a *Doppelkopf*) gives its winner's
party 5, a trick of 50 or more eyes (a *Hydra*) 10 (R3); each Schell-Daus
(the *Fuchs*) that an opponent played into the trick gives 5 (*Fuchs
gefangen*, R4), but not in trump and color solos.

>>> from hydra import party_points
>>> party_points(65, 2, bonus=5), party_points(64, 2), party_points(5, 4)
(19, 12, 4)
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass

from collections.abc import Callable, Sequence

from .cards import TOTAL_EYES, Card
from ..core.errors import RuleError
from .games import Game, get_game
from ..core.i18n import N_, _
from .parties import Parties
from .tricks import Trick

__all__ = ["party_points", "round_half_up", "Bonus", "ScoreSheet", "score_round", "trick_bonuses",
           "DOPPELKOPF_EYES", "HYDRA_EYES", "BONUS_NAMES", "bonus_name"]

#: R3: a trick of this many eyes or more is a Doppelkopf (5 bonus points) ...
DOPPELKOPF_EYES, DOPPELKOPF_BONUS = 40, 5
#: ... and of this many or more a Hydra (10, not 15).
HYDRA_EYES, HYDRA_BONUS = 50, 10
#: R4: catching an opponent's Fuchs.
FUCHS_BONUS = 5


# object: any value may come in (a page, a file, a caller); it is checked here
def _check_int(value: object, name: str, low: int, high: int, rule: str) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise RuleError(f"{name} must be a whole number from {low} to {high}, not {value!r} ({rule})",
                        rule=rule)


def _tenths(eyes: int) -> int:
    """R5's rounding, the one place it is written: tenths of the eyes, half up."""
    return (eyes + 5) // 10


def round_half_up(eyes: int) -> int:
    """Tenths of the eyes, rounded half up (R5): 65 -> 7, 64 -> 6, 5 -> 1."""
    _check_int(eyes, "eyes", 0, TOTAL_EYES, "R5")
    return _tenths(eyes)


def party_points(eyes: int, multiplier: int, bonus: int = 0) -> int:
    """Points for each player of a party (R5): ``bonus + multiplier * round_half_up(eyes / 10)``."""
    _check_int(multiplier, "the multiplier", 1, 4, "R5")
    _check_int(bonus, "the bonus", 0, 10_000, "R3, R4")
    return bonus + multiplier * round_half_up(eyes)


@dataclass(frozen=True)
class Bonus:
    """One bonus: which party, what for (``doppelkopf``, ``hydra``, ``fuchs``), from which trick (1-based)."""
    party: int
    kind: str
    trick: int
    points: int
    rule: str
    text: str


def trick_bonuses(trick: Trick, number: int, party_of: Callable[[int], int],
                  game: Game | str | None = None) -> list[Bonus]:
    """The bonuses a complete trick gives its winner's party (R3, R4): the one place each is decided.

    ``party_of`` gives a seat's party index; ``game`` defaults to the trick's own.
    """
    return _bonuses((trick,), number, party_of, None if game is None else get_game(game), None)


def _bonuses(tricks: Sequence[Trick], first: int, party_of: Callable[[int], int],
             game: Game | None, party_eyes: list[int] | None) -> list[Bonus]:
    """:func:`trick_bonuses` of each trick in turn (numbered from ``first``): the one place each
    bonus rule is written. A whole round's tricks are scored in this one pass, which also adds
    each trick's eyes to its winner's party in ``party_eyes`` (when given; by ``party_of``)."""
    out: list[Bonus] = []
    number = first - 1
    fuchs = None if game is None else game.fuchs                       # None in trump and color solos
    for trick in tricks:
        number += 1
        eyes = trick.eyes
        if party_eyes is not None:
            party_eyes[party_of(trick.winner_seat)] += eyes
        if game is None:
            fuchs = trick.game.fuchs
        if eyes < DOPPELKOPF_EYES:                                     # the common case: nothing, ...
            if fuchs is None:
                continue
            for card in trick.cards:                                   # ... unless the Fuchs is in it
                if card is fuchs:
                    break
            else:
                continue
        _add_bonuses(out, trick, number, party_of, eyes, fuchs)
    return out


def _add_bonuses(out: list[Bonus], trick: Trick, number: int, party_of: Callable[[int], int], eyes: int,
                 fuchs: Card | None) -> None:
    winner_seat = trick.winner_seat
    party = party_of(winner_seat)
    if eyes >= HYDRA_EYES:
        out.append(Bonus(party, "hydra", number, HYDRA_BONUS, "R3",
                         _("trick {number} holds {eyes} eyes ({least} or more: a Hydra), won by seat {seat}: "
                           "{bonus} bonus points (R3)").format(number=number, eyes=eyes, least=HYDRA_EYES,
                                                               seat=winner_seat, bonus=HYDRA_BONUS)))
    elif eyes >= DOPPELKOPF_EYES:
        out.append(Bonus(party, "doppelkopf", number, DOPPELKOPF_BONUS, "R3",
                         _("trick {number} holds {eyes} eyes ({least} to {most}: a Doppelkopf), won by seat "
                           "{seat}: {bonus} bonus points (R3)").format(
                             number=number, eyes=eyes, least=DOPPELKOPF_EYES, most=HYDRA_EYES - 1,
                             seat=winner_seat, bonus=DOPPELKOPF_BONUS)))
    for card, seat in zip(trick.cards, trick.seats):
        if card is fuchs and party_of(seat) != party:
            out.append(Bonus(party, "fuchs", number, FUCHS_BONUS, "R4",
                             _("trick {number}: seat {seat} caught the Fuchs of seat {opponent}, an opponent: "
                               "{bonus} bonus points (Fuchs gefangen, R4)").format(
                                 number=number, seat=winner_seat, opponent=seat, bonus=FUCHS_BONUS)))


#: The bonuses' names as a learner reads them (issue 19: never the ``kind`` id), R3 and R4.
BONUS_NAMES = {"doppelkopf": N_("a Doppelkopf (a trick of 40 to 49 eyes)"),
               "hydra": N_("a Hydra (a trick of 50 eyes or more)"),
               "fuchs": N_("Fuchs gefangen (an opponent's Fuchs caught)")}


def bonus_name(kind: str) -> str:
    """What a bonus is called: ``bonus_name("fuchs")`` is 'Fuchs gefangen (an opponent's Fuchs caught)'."""
    return _(BONUS_NAMES[kind])


@dataclass(frozen=True, init=False)
class ScoreSheet:
    """The points of a round, line by line. Per party: eyes, bonuses, rounding, multiplier; per seat: points."""
    kind: str
    parties: tuple[tuple[int, ...], ...]
    names: tuple[str, ...]
    multipliers: tuple[int, ...]
    eyes: tuple[int, ...]
    bonuses: tuple[Bonus, ...]
    players: int
    tricks_played: int

    bonus: tuple[int, ...] = ()          # per party, in the order of ``parties`` (R3, R4)
    rounded: tuple[int, ...] = ()        # tenths of each party's eyes, rounded half up (R5)
    party_points: tuple[int, ...] = ()   # points for each player of each party (R5)
    points: tuple[int, ...] = ()         # per seat; a seat that sits out (six players) scores 0 (R11)

    def __init__(self, kind: str, parties: tuple[tuple[int, ...], ...], names: tuple[str, ...],
                 multipliers: tuple[int, ...], eyes: tuple[int, ...], bonuses: tuple[Bonus, ...],
                 players: int, tricks_played: int, bonus: tuple[int, ...] = (), rounded: tuple[int, ...] = (),
                 party_points: tuple[int, ...] = (), points: tuple[int, ...] = ()) -> None:
        """The sheet of the given eyes and bonuses; ``bonus``, ``rounded``, ``party_points`` and
        ``points`` are always computed from them (R5), whatever is given for them."""
        totals = [0] * len(parties)
        for b in bonuses:
            totals[b.party] += b.points
        tenths: list[int] = []
        each: list[int] = []
        per_seat = [0] * players
        # one pass over the parties (no map or comprehension: each is a call of its own on Python 3.11)
        for party, multiplier, party_eyes, party_bonus in zip(parties, multipliers, eyes, totals):
            tenth = _tenths(party_eyes)
            points_each = party_bonus + multiplier * tenth
            tenths.append(tenth)
            each.append(points_each)
            for seat in party:
                per_seat[seat] = points_each
        given = dict(kind=kind, parties=parties, names=names, multipliers=multipliers, eyes=eyes,
                     bonuses=bonuses, players=players, tricks_played=tricks_played, bonus=tuple(totals),
                     rounded=tuple(tenths), party_points=tuple(each), points=tuple(per_seat))
        for name, value in given.items():            # a frozen dataclass sets its fields so
            object.__setattr__(self, name, value)

    def lines(self) -> list[str]:
        """The sheet as sentences, one per step, for learners."""
        out = []
        for i, (name, party) in enumerate(zip(self.names, self.parties)):
            seats = f"seat{'s' if len(party) > 1 else ''} {', '.join(map(str, party))}"   # the tutor names them
            eyes = self.eyes[i]
            out.append(_("{party} ({seats}): {eyes} eyes; {tenths} rounds to {rounded} (R5)").format(
                party=_(name), seats=seats, eyes=eyes, tenths=_("{whole}.{tenth}").format(
                    whole=eyes // 10, tenth=eyes % 10), rounded=self.rounded[i]))
            for b in self.bonuses:
                if b.party == i:
                    out.append(f"  + {b.points}: {b.text}")
            out.append("  " + _("= {bonus} + {multiplier} x {rounded} = {points} points for each player "
                                "({why}, R5)").format(bonus=self.bonus[i], multiplier=self.multipliers[i],
                                                      rounded=self.rounded[i], points=self.party_points[i],
                                                      why=self._why_multiplier(i)))
        return out

    def _why_multiplier(self, party: int) -> str:
        """Why a party has its multiplier (R5): in a solo the soloist has 3 and each opponent 2;
        otherwise it is the number of players outside the party."""
        m = self.multipliers[party]
        if self.kind == "solo":
            return (_("multiplier {m}: the soloist's multiplier") if len(self.parties[party]) == 1
                    else _("multiplier {m}: each opponent of a soloist")).format(m=m)
        return _("multiplier {m}: the number of players outside the party").format(m=m)

    def rows(self) -> list[dict[str, str | int]]:
        """One dict per party, ready for a table."""
        return [{"party": name, "seats": ", ".join(map(str, p)), "eyes": e, "rounded": r,
                 "multiplier": m, "bonus": b, "points each": pts}
                for name, p, e, r, m, b, pts in zip(self.names, self.parties, self.eyes, self.rounded,
                                                    self.multipliers, self.bonus, self.party_points)]

    def to_csv(self) -> str:
        """The sheet as CSV: a row per party, then a row per seat."""
        buffer = io.StringIO()
        writer = csv.writer(buffer, lineterminator="\n")
        writer.writerow(["party", "seats", "eyes", "rounded", "multiplier", "bonus", "points each"])
        for row in self.rows():
            writer.writerow(list(row.values()))
        writer.writerow([])
        writer.writerow(["seat", "points"])
        for seat, pts in enumerate(self.points):
            writer.writerow([seat, pts])
        return buffer.getvalue()

    def __str__(self) -> str:
        return "\n".join(self.lines())


def score_round(parties: Parties, tricks: Sequence[Trick], players: int = 5) -> ScoreSheet:
    """Score the complete tricks of a round (all played in the round's one game) for the given
    :class:`~hydra.hydra.parties.Parties`."""
    index = {s: i for i, p in enumerate(parties.parties) for s in p}
    eyes = [0] * len(parties.parties)
    # a round's tricks are all played in its game: read once, not from every trick
    game = tricks[0].game if tricks else None
    bonuses = _bonuses(tricks, 1, index.__getitem__, game, eyes)     # the eyes added up on the way
    return ScoreSheet(parties.kind, parties.parties, parties.names, parties.multipliers, tuple(eyes),
                      tuple(bonuses), players, len(tricks))
