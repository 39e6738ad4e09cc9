"""The differences in what is said before and during play: the parties and the Hochzeit, the
reservations and the Trumpfabgabe, announcements and their deadlines, throwing in.

The Hochzeit's example is played through :class:`hydra.doppelkopf.Round` on seeded deals until
the two rule sets find the groom's partner differently.

>>> announcements().example.outcomes[1].value        # the Turnier's deadline for Re and Contra
4
"""

from __future__ import annotations

from collections.abc import Sequence

from hydra.hydra.cards import Card
from hydra.hydra.deal import throw_in_reason
from hydra.core.i18n import _

from .announcements import HAUSRUNDE_CARD_COUNT, LIMITS as LIMIT_CALLS, Announcements
from .cards import dk_cards
from .compare_model import SET_NAMES, Difference, Example, Outcome, quotes, readings
from .games import RULE_SETS
from .reservations import throw_in_kings
from .round import Round

__all__ = ["announcements", "limit_deadlines", "announcements_said", "throwing_in", "hochzeit_round",
           "partner_said", "hochzeit_example", "parties",
           "reservations"]


def limit_deadlines(rules: str, reading: str = "trick") -> str:
    """The limits' deadlines of ``rules`` under D13's ``reading`` (``trick``, the engine's, or
    ``card-count``, a Hausrunde reading), as the largest card count for each.

    >>> limit_deadlines("hausrunde", "card-count")
    'keine 90 until card 9; keine 60 until card 14; keine 30 until card 16; schwarz until card 16'
    """
    if rules == "hausrunde" and reading == "card-count":
        return "; ".join(_("{call} until card {n}").format(call=c, n=HAUSRUNDE_CARD_COUNT[c]) for c in LIMIT_CALLS)
    a = Announcements(rules)
    return "; ".join(_("{call} until card {n}").format(call=c, n=a.deadline(c)) for c in LIMIT_CALLS)


def announcements_said(rules: str, reading: str = "trick") -> str:
    """What the announcements difference says for ``rules`` under D13's ``reading``.

    >>> announcements_said("hausrunde", "card-count")[:60]
    '"Doppelt" doubles (each player once, up to x16); keine 90 un'
    """
    if rules == "hausrunde":
        return _("\"Doppelt\" doubles (each player once, up to x16); {deadlines}").format(
            deadlines=limit_deadlines(rules, reading))
    return _("Re and Contra double; {deadlines}; a limit includes the ones below it").format(
        deadlines=limit_deadlines(rules, reading))


def announcements() -> Difference:
    """Announcements and their deadlines (D13, D21-D24, R7)."""
    t, h = Announcements("turnier"), Announcements("hausrunde")
    tr, hd = t.deadline("re"), h.deadline("doppelt")
    outs = (Outcome("hausrunde", _("Hausrunde: Doppelt may be said until {n} cards have been played").format(n=hd), hd),
            Outcome("turnier", _("Turnier: Re or Contra only until {n} cards have been played").format(n=tr), tr),
            Outcome("hydra", _("Hydra: no announcements; the calls valeo and morbus come before the first card"),
                    0))
    return Difference(
        "announcements", _("Announcements and their deadlines"),
        (("hausrunde", announcements_said("hausrunde")),
         ("turnier", announcements_said("turnier")),
         ("hydra", _("no announcements: valeo or morbus before play (R7)"))),
        ("D13", "D21", "D22", "D23", "D24", "D48", "R7"), quotes("D13", "D24", "D48", "R7"),
        Example("rule", _("An announcement after the fifth card"), (), outs),
        readings("D13", "D21", "D23", "D24", "D48"))


def throwing_in() -> Difference:
    """Throwing in: Könige in Doppelkopf, 9s and trumps in Hydra (D38, R6)."""
    filler = dk_cards("SU SU RU RU GU GU EU EU SO SO")
    kings = dk_cards("EK EK GK GK RK RK SK SK")
    example = None
    for n in range(1, 9):
        hand = kings[:n] + filler[:10 - n]
        may = {rs: n >= throw_in_kings(rs) for rs in RULE_SETS}
        hy = throw_in_reason(hand) is not None
        if len(set(may.values())) > 1:
            outs = tuple(Outcome(rs, (_("{rules}: may throw in") if may[rs] else _("{rules}: must play"))
                                 .format(rules=SET_NAMES[rs]), int(may[rs])) for rs in RULE_SETS)
            outs += (Outcome("hydra", _("Hydra: may throw in (R6 counts 9s and trumps, not Könige)") if hy else
                             _("Hydra: must play (R6 counts 9s and trumps, not Könige)"), int(hy)),)
            example = Example("hand", _("A hand with {n} Könige").format(n=n), tuple(str(c) for c in hand), outs)
            break
    return Difference(
        "throwing-in", _("Throwing in (schmeißen)"),
        (("hausrunde", _("{n} or more Könige, if no other reservation is announced").format(
            n=throw_in_kings("hausrunde"))),
         ("turnier", _("{n} or more Könige, before the reservations").format(n=throw_in_kings("turnier"))),
         ("hydra", _("five or more 9s, or at most one trump (R6)"))),
        ("D38", "R6"), quotes("D38", "R6"), example, readings("D38"))


def hochzeit_round(hands: Sequence[Sequence[Card]], rules: str, call: str,
                   cards: Sequence[Card] | None) -> tuple[Round, list[Card]] | None:
    """A Hochzeit announced by the seat with both Kreuz-Damen, three tricks played through the engine:
    each seat plays its last legal card (or ``cards``, if all of them are legal here too)."""
    rnd = Round.from_deal([list(h) for h in hands], rules=rules, dealer=3)
    kreuz_dame = dk_cards("EO")[0]
    while rnd.phase == "reservations" and rnd.to_move is not None:
        rnd.apply(call if rnd.hand(rnd.to_move).count(kreuz_dame) == 2 else "gesund")
    played: list[Card] = []
    while rnd.phase == "play" and len(played) < 12:
        legal = rnd.legal_cards()
        card = legal[-1] if cards is None else cards[len(played)]
        if card not in legal:
            return None
        rnd.apply(card)
        played.append(card)
    return rnd, played


def partner_said(rnd: Round, groom: int, label: str) -> Outcome:
    """Who the engine made the groom's partner, in words (value: the partner's seat, -1: nobody)."""
    parties = rnd.parties or ((groom,), ())
    re = next(p for p in parties if groom in p)
    partner = next((s for s in re if s != groom), -1)
    text = (_("{label}: seat {partner} becomes the groom's partner").format(label=label, partner=partner)
            if partner >= 0 else
            _("{label}: nobody; the groom (seat {groom}) plays alone against three").format(label=label, groom=groom))
    return Outcome(rnd.rules, text, partner)


def hochzeit_example() -> Example | None:
    """Seeded deals searched for a Hochzeit whose three tricks find a partner in one rule set and
    none in the other (D9, D28)."""
    kreuz_dame = dk_cards("EO")[0]
    for seed in range(200):
        deal = Round.new(seed=seed, rules="turnier")
        hands = [deal.hand(s) for s in range(4)]
        grooms = [s for s in range(4) if hands[s].count(kreuz_dame) == 2]
        if not grooms:
            continue
        turnier = hochzeit_round(hands, "turnier", "hochzeit:fehl", None)
        if turnier is None:
            continue
        hausrunde = hochzeit_round(hands, "hausrunde", "hochzeit", turnier[1])
        if hausrunde is None or hausrunde[0].parties == turnier[0].parties:
            continue
        groom = grooms[0]
        return Example("tricks", _("A Hochzeit of seat {seat} (deal {seed}, dealer 3), its first three tricks")
                       .format(seat=groom, seed=seed),
                       tuple(str(c) for c in turnier[1]),
                       (partner_said(hausrunde[0], groom, _("Hausrunde (the first trick another player wins)")),
                        partner_said(turnier[0], groom,
                                     _("Turnier, announced \"den ersten Fehl-Stich\" (the first fail trick)"))))
    return None


def parties() -> Difference:
    """How the parties form (D8, D9, D28, D29, R10)."""
    return Difference(
        "parties", _("How the parties form"),
        (("hausrunde", _("the two Kreuz-Damen are Re; both in one hand: a Hochzeit, the partner is the first "
                         "other player to win one of the first three tricks")),
         ("turnier", _("the two Kreuz-Damen are Re; a Hochzeit names which trick finds the partner (the first "
                       "fail trick, trump trick or trick)")),
         ("hydra", _("the key cards are both Kreuz-Damen (EO) and both Pik-Damen (GO): two or three parties "
                     "(R10)"))),
        ("D8", "D9", "D28", "D29", "R10"), quotes("D8", "D9", "D28", "R10"), hochzeit_example(),
        readings("D28", "D29"))


def reservations() -> Difference:
    """Reservations and the Trumpfabgabe (D11, D12, D39-D42, R7)."""
    return Difference(
        "reservations", _("Reservations and Trumpfabgabe"),
        (("hausrunde", _("solo, Trumpfabgabe, Hochzeit, throwing in; two solos: the one nearer the dealer's "
                         "left unless outbid (reizen); with two trumps one fail card may go with them; the table "
                         "hears only whether a trump came back, not how many")),
         ("turnier", _("solo, Trumpfabgabe, Hochzeit; two solos: Trumpf-Solo before Damen-, Buben-Solo, "
                       "Fleischloser; the Füchse are laid open and not counted; the taker says how many trumps "
                       "came back")),
         ("hydra", _("valeo or morbus; a solo beats an Antrag; the earlier player from the dealer's left wins "
                     "(R7)"))),
        ("D11", "D12", "D39", "D40", "D41", "D42", "D51", "R7"), quotes("D12", "D41", "D42", "D51"), None,
        readings("D39", "D41", "D42", "D51"))
