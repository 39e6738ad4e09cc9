"""Lesson 07's Füchse in a Trumpfabgabe (Armut): how the Hausrunde and the Turnier count a weak
hand's trumps, a Turnier Trumpfabgabe of that hand played through the engine, and what Hydra has
instead.

A plain model (no widgets): the trumps are counted by :func:`hydra.doppelkopf.reservations.armut_trumps`,
the Trumpfabgabe is played through :class:`hydra.doppelkopf.Round` by the engine's example players
(:class:`hydra.doppelkopf.RuleBasedPlayer`) and scored by the engine; nothing here decides a rule.

>>> [o.value for o in fuechse_armut().examples[0].outcomes]
[4, 2, 5]
>>> play = play_trumpfabgabe()
>>> play.given, play.fuechse, play.taker                 # D41: all its trumps, the Füchse open
(('SD', 'SD', 'SU', 'RU'), ('SD', 'SD'), 1)
>>> [(c.number, c.points, c.rule) for c in play.caught]   # D33: a caught Fuchs, one Sonderpunkt
[(4, 1, 'D33')]
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

import hydra
from hydra.hydra.cards import Card
from hydra.doppelkopf import Round, RuleBasedPlayer, card_name, dk_cards
from hydra.doppelkopf.compare import Example, Outcome, cards_text
from hydra.doppelkopf.reservations import armut_trumps, options
from hydra.doppelkopf.scoring import ScoreLine
from hydra.core.i18n import N_, _, ngettext
from hydra.hydra.scoring import FUCHS_BONUS

from .course_mistakes import Point, deal_with, lines_text
from .course_tricks import SIDE_NAMES, hydra_name, quotes

__all__ = ["ARMUT_HAND", "ARMUT_DEALER", "CaughtFuchs", "ArmutRound", "play_trumpfabgabe", "fuechse_armut"]


#: A hand with both Füchse and two more trumps (D11, D41).
ARMUT_HAND = "SD SD SU RU EK E10 ED GK G10 RK"
#: The dealer of the played example: seat 0, the poor player, speaks first (from the dealer's left).
ARMUT_DEALER = 3
#: The Fuchs, the Karo-As (Hydra: Schell-Daus).
FUCHS = dk_cards("SD")[0]


@dataclass(frozen=True)
class CaughtFuchs:
    """A Fuchs caught, as the engine scored it: the trick (1-based number, cards in the order played,
    the seat of each card), who played the Fuchs, who won the trick, and the engine's score line."""
    number: int
    cards: tuple[str, ...]
    seats: tuple[int, ...]
    fuchs_seat: int
    winner: int
    what: str
    points: int
    rule: str
    party: str


@dataclass(frozen=True)
class ArmutRound:
    """A Turnier Trumpfabgabe played through the engine, step by step: the poor player's hand and the
    trumps it counts, the cards it lays down (the Füchse among them, not counted), the answers of the
    seats asked, who takes them and what comes back, the parties, each Fuchs caught, and the score."""
    poor: int
    dealer: int
    hand: tuple[str, ...]
    counted: int
    given: tuple[str, ...]
    fuechse: tuple[str, ...]
    answers: tuple[tuple[int, str], ...]
    taker: int
    returned: tuple[str, ...]
    returned_trumps: int
    re: tuple[int, ...]
    kontra: tuple[int, ...]
    caught: tuple[CaughtFuchs, ...]
    lines: tuple[ScoreLine, ...]
    announced: tuple[tuple[int, str], ...]
    doublings: int
    eyes: tuple[int, int]
    points: tuple[int, ...]


def _caught(rnd: Round, lines: Sequence[ScoreLine]) -> tuple[CaughtFuchs, ...]:
    """The engine's "Fuchs gefangen" lines, each with the trick it names (``Stich N``)."""
    out = []
    parties = rnd.parties or ((), ())
    for ln in lines:
        found = re.search(r"Fuchs gefangen \(Stich (\d+)\)", ln.what)
        if not found:
            continue
        number = int(found.group(1))
        cards, seats, w = rnd.tricks[number - 1]
        fuchs_seat = next((s for c, s in zip(cards, seats) if c is FUCHS and s not in parties[ln.party]), -1)
        out.append(CaughtFuchs(number, tuple(str(c) for c in cards), tuple(seats), fuchs_seat, seats[w],
                               ln.what, ln.points, ln.rule, ("Re", "Kontra")[ln.party]))
    return tuple(out)


def play_trumpfabgabe(hand: str = ARMUT_HAND, seed: int = 0) -> ArmutRound | None:
    """A Turnier round where seat 0 holds ``hand`` (the other cards dealt in order, :func:`deal_with`):
    seat 0 offers a Trumpfabgabe, and the engine's example players (seeded) answer, give back and
    play to the end. None if the Turnier does not let this hand offer one (D11) or nobody takes it."""
    cards = dk_cards(hand)
    if "armut" not in options(cards, "turnier"):
        return None
    rnd = Round.from_deal(deal_with(cards), rules="turnier", dealer=ARMUT_DEALER)
    players = [RuleBasedPlayer(seed=seed + s) for s in range(4)]
    poor, answers = 0, []
    while rnd.phase not in ("play", "over"):
        seat = rnd.to_move
        assert seat is not None
        action = "armut" if seat == poor and rnd.phase == "reservations" else players[seat].choose(rnd)
        if rnd.phase == "armut-offer":
            answers.append((seat, str(action)))
        rnd.apply(action)
    if rnd.phase != "play" or rnd.contract != "armut":              # a solo or Hochzeit came first (D12)
        return None
    while not rnd.is_over:
        seat = rnd.to_move
        assert seat is not None
        rnd.apply(players[seat].choose(rnd))
    arm = rnd.armut
    given = [c for c in arm["given"] if isinstance(c, Card)] if isinstance(arm["given"], list) else []
    returned = [c for c in arm["returned"] if isinstance(c, Card)] if isinstance(arm["returned"], list) else []
    taker, back = arm["accepted_by"], arm["returned_trumps"]
    assert isinstance(taker, int) and isinstance(back, int)
    result = rnd.result
    parties = rnd.parties or ((), ())
    return ArmutRound(
        poor, ARMUT_DEALER, tuple(str(c) for c in cards), armut_trumps(cards, "turnier"),
        tuple(str(c) for c in given), tuple(str(c) for c in given if armut_trumps([c], "turnier") == 0),
        tuple(answers), taker, tuple(str(c) for c in returned), back, parties[0], parties[1],
        _caught(rnd, result.lines), tuple(result.lines), tuple((c.seat, c.call) for c in rnd.calls.calls),
        result.doublings, result.eyes, tuple(rnd.points))


#: Announcements as the Turnier's players say them.
_CALLS = {"re": N_("seat {seat} said Re"), "kontra": N_("seat {seat} said Contra")}


def _seats(seats: Sequence[int]) -> str:
    return _(" and ").join(_("seat {seat}").format(seat=s) for s in seats)


def played_example(play: ArmutRound) -> Example:
    """The played Trumpfabgabe as the lesson shows it: the Turnier's steps, and Hydra beside them."""
    fox = card_name(FUCHS)
    said = {"annehmen": N_("seat {seat} takes them"), "ablehnen": N_("seat {seat} says no")}
    asked = ", ".join(_(said[a]).format(seat=s) if a in said else f"seat {s} {a}" for s, a in play.answers)
    outs = [
        Outcome("turnier", _("Turnier: seat {seat} counts {counted} trumps, the Füchse not (D11), so it offers a "
                             "Trumpfabgabe. It lays down all its {count} trumps, {cards}: the {fuechse} Füchse among "
                             "them open for everyone to see, the others face down (D41).").format(
            seat=play.poor, counted=play.counted, count=len(play.given), cards=cards_text(play.given),
            fuechse=len(play.fuechse)), len(play.fuechse)),
        Outcome("turnier", _("Turnier: asked from seat {seat}'s left (D41): {asked}. Seat {taker} picks the cards up; "
                             "{re} are Re, {kontra} Kontra (D11).").format(
            seat=play.poor, asked=asked, taker=play.taker, re=_seats(play.re), kontra=_seats(play.kontra)), play.taker),
        Outcome("turnier", _("Turnier: seat {seat} gives back {count} cards, any it likes (D41): {cards}, and says how "
                             "many trumps were among them: {trumps} (D41).").format(
            seat=play.taker, count=len(play.returned), cards=cards_text(play.returned), trumps=play.returned_trumps),
                play.returned_trumps),
    ]
    for c in play.caught:
        outs.append(Outcome("turnier", _("Turnier, trick {number}: seat {seat} plays a Fuchs, the {fox}, and seat "
                                         "{winner} wins the trick: \"{what}\", {points} Sonderpunkt for {party} "
                                         "({rule}).").format(number=c.number, seat=c.fuchs_seat, fox=fox,
                                                             winner=c.winner, what=c.what, points=c.points,
                                                             party=c.party, rule=c.rule), c.points))
    if not play.caught:
        outs.append(Outcome("turnier", _("Turnier: no Fuchs was caught in this round (D33 gives a Sonderpunkt only "
                                         "for a caught one)."), 0))
    re_pts, kontra_pts = play.points[play.re[0]], play.points[play.kontra[0]]
    calls = ", ".join(_(_CALLS[c]).format(seat=s) if c in _CALLS else f"seat {s} {c}" for s, c in play.announced)
    doubled = ngettext("; announced: {calls}, so the game points are doubled {count} time (D32)",
                       "; announced: {calls}, so the game points are doubled {count} times (D32)",
                       play.doublings).format(calls=calls, count=play.doublings) if calls else ""
    outs.append(Outcome("turnier", _("Turnier, the score: Re {re_eyes} eyes, Kontra {kontra_eyes}; {lines}{doubled}: "
                                     "each Re player {re}, each Kontra player {kontra}.").format(
        re_eyes=play.eyes[0], kontra_eyes=play.eyes[1], lines=lines_text(play.lines), doubled=doubled,
        re=f"{re_pts:+d}", kontra=f"{kontra_pts:+d}"), re_pts))
    normal = hydra.get_game("normal")
    outs.append(Outcome("hydra", _("Hydra: no Trumpfabgabe, nothing laid down or given back; a weak hand has the "
                                   "Antrag instead (R9). The Fuchs ({card}) stays in its holder's hand as the lowest "
                                   "trump; caught by another party it brings {bonus} bonus points (R4).").format(
        card=hydra_name(normal.ladder()[-1]), bonus=FUCHS_BONUS), FUCHS_BONUS))
    rows = [(_("Laid down by seat {seat}: the Füchse open, the others face down").format(seat=play.poor), play.given),
            (_("Given back by seat {seat}").format(seat=play.taker), play.returned)]
    rows += [(_("Trick {number}, in the order played (seats {seats}): the Fuchs caught").format(
        number=c.number, seats=", ".join(map(str, c.seats))), c.cards) for c in play.caught]
    return Example("round", _("This hand in a Turnier round (seat {seat}, dealer {dealer}), played through the engine "
                              "by its example players").format(seat=play.poor, dealer=play.dealer),
                   play.given, tuple(outs), tuple(rows))


def fuechse_armut(hand: str = ARMUT_HAND) -> Point:
    """The Füchse in a Trumpfabgabe: the Turnier does not count them (and lays them open), the
    Hausrunde does (D11, D41, D42); the Turnier's Trumpfabgabe played through the engine to a caught
    Fuchs (D33); Hydra has no Trumpfabgabe, its Fuchs is the lowest trump (R4).

    >>> p = fuechse_armut()
    >>> [o.value for o in p.examples[0].outcomes]                  # trumps counted; Hydra: Fuchs bonus
    [4, 2, 5]
    >>> p.examples[0].outcomes[1].text.count("may offer")
    1
    >>> p.examples[1].kind, [label.split(":")[0] for label, _ in p.examples[1].rows]
    ('round', ['Laid down by seat 0', 'Given back by seat 1', 'Trick 4, in the order played (seats 1, 2, 3, 0)'])
    """
    cards = dk_cards(hand)
    outs: list[Outcome] = []
    for rs in ("hausrunde", "turnier"):
        n = armut_trumps(cards, rs)
        may = "armut" in options(cards, rs)
        why = (_("the Füchse are not counted, and are laid open beside the trumps given") if rs == "turnier"
               else _("the Füchse count as trumps like any other"))
        rules = "D11, D41" if rs == "turnier" else "D11, D42"
        text = (_("{side}: {count} trumps counted ({why}), so this hand may offer a Trumpfabgabe ({rules}).") if may
                else _("{side}: {count} trumps counted ({why}), so this hand may not offer a Trumpfabgabe (at most "
                       "three) ({rules})."))
        outs.append(Outcome(rs, text.format(side=SIDE_NAMES[rs], count=n, why=why, rules=rules), n))
    given = _armut_given(cards)
    if given:
        offered = _("Offered, it gives {cards}: all its trumps, the Füchse with them.").format(
            cards=", ".join(card_name(c) for c in given))
        outs = outs[:1] + [Outcome("turnier", outs[1].text + " " + offered, outs[1].value)]
    normal = hydra.get_game("normal")
    lowest = normal.ladder()[-1]
    outs.append(Outcome("hydra", _("Hydra: no Trumpfabgabe; a weak hand has the Antrag instead (R9). The Fuchs "
                                   "({card}) is the lowest trump of the normal game; caught by the other party it "
                                   "brings {bonus} bonus points (R4).").format(card=hydra_name(lowest),
                                                                               bonus=FUCHS_BONUS), FUCHS_BONUS))
    examples = [Example("hand", _("The same hand offered as a Trumpfabgabe"), tuple(str(c) for c in cards),
                        tuple(outs))]
    play = play_trumpfabgabe(hand)
    if play is not None:
        examples.append(played_example(play))
    return Point(
        "fuechse-armut", _("The Füchse in a Trumpfabgabe"),
        _("A Trumpfabgabe needs at most three trumps. The Turnier does not count the Füchse (Karo-Asse) and lays them "
          "open beside the trumps given; the Hausrunde counts them. Hydra has no Trumpfabgabe at all."),
        tuple(examples), ("D11", "D41", "D42", "D33", "R4", "R9"), quotes("D11", "D41", "D33"))


def _armut_given(cards: Sequence[Card]) -> tuple[Card, ...]:
    """The cards a Turnier Trumpfabgabe of ``cards`` (seat 0) gives, played through the engine (none if
    the Turnier does not let this hand offer one, D11)."""
    if "armut" not in options(cards, "turnier"):
        return ()
    rnd = Round.from_deal(deal_with(cards), rules="turnier", dealer=ARMUT_DEALER)
    for action in ["armut"] + ["gesund"] * 3:                      # seat 0 offers, the others are healthy
        rnd.apply(action)
    given = rnd.armut.get("given") if rnd.phase == "armut-offer" else None
    return tuple(c for c in given if isinstance(c, Card)) if isinstance(given, list) else ()
