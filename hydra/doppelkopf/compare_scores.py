"""The differences in the score: Sonderpunkte for a trick (Doppelkopf, Herzstich, a caught Fuchs,
Karlchen), who wins the game, and the point for winning against the Alten.

Each example is scored by the engines (:mod:`hydra.doppelkopf.scoring`, :mod:`hydra.hydra.scoring`); the
tricks are found by searching a pool of cards for one the rule sets score differently.

>>> d = herzstich()
>>> d.key, d.example is not None and d.example.differs
('herzstich', True)
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import replace

from hydra.hydra.cards import Card
from hydra.hydra.games import Game
from hydra.hydra.games import get_game as hydra_get_game
from hydra.hydra.scoring import (DOPPELKOPF_BONUS, DOPPELKOPF_EYES, FUCHS_BONUS, HYDRA_BONUS, HYDRA_EYES, party_points,
                           round_half_up)

from hydra.core.i18n import _, ngettext

from . import scoring as dk_scoring
from .cards import card_name, dk_cards
from .compare_model import SET_NAMES, Difference, Example, Outcome, hydra_game, quotes, readings
from .games import RULE_SETS, TITLES, get_game

__all__ = ["trick_sonderpunkte", "hydra_trick_bonus", "sonder_search", "herzstich", "fuchs_in_solo", "last_trick",
           "winning", "game_value", "against_the_old"]


def trick_sonderpunkte(rules: str, game: Game, trick: Sequence[Card], last: bool, *,
                       solo: bool) -> tuple[int, str]:
    """Sonderpunkte for the winner of one trick (won by seat 0, party 0; the others party 1)."""
    w = game.winner(trick)
    seats = tuple((i - w) % 4 for i in range(4))           # the winner sits at seat 0
    party_of = (0, 1, 1, 1) if solo else (0, 0, 1, 1)
    tricks = [(tuple(trick), seats, w)]
    if last:                                               # nine tricks before it: nothing special
        filler = tuple(dk_cards("EK EK GK GK"))
        tricks = [(filler, (0, 1, 2, 3), 0)] * 9 + tricks
    lines = dk_scoring.sonderpunkte(rules, game, tricks, party_of, solo=solo, kreuz_damen=False, win=None)
    mine = [ln for ln in lines if ln.party == 0]
    names = ", ".join(ln.what.split(" (Stich")[0] for ln in mine)
    return sum(ln.points for ln in mine), names


def hydra_trick_bonus(trick: Sequence[Card], game_id: str, partner_cards: int) -> int:
    """R3 and R4 for the four cards (no Hydra's fifth card): the winner's party's bonus."""
    eyes = sum(c.eyes for c in trick)
    bonus = HYDRA_BONUS if eyes >= HYDRA_EYES else DOPPELKOPF_BONUS if eyes >= DOPPELKOPF_EYES else 0
    game = hydra_get_game(game_id)
    w = game.winner(list(trick))
    fuchs = game.fuchs
    if fuchs is not None:
        own = {w, (w + 1) % 4} if partner_cards else {w}
        bonus += FUCHS_BONUS * sum(1 for i, c in enumerate(trick) if c is fuchs and i not in own)
    return bonus


def sonder_search(key: str, topic: str, says: tuple[tuple[str, str], ...], rules: tuple[str, ...],
                  game_id: str, pool_text: str, *, last: bool, solo: bool, with_hydra: bool,
                  reading_ids: tuple[str, ...] = ()) -> Difference:
    """The difference ``key``, with the first trick from ``pool_text`` the rule sets score differently."""
    games = {rs: get_game(game_id, rs) for rs in RULE_SETS}
    pool = dk_cards(pool_text)
    found: Example | None = None
    hy_id = hydra_game(game_id)
    for trick in itertools.product(pool, repeat=4):
        if max(trick.count(c) for c in trick) > 2:
            continue
        lines = {rs: trick_sonderpunkte(rs, games[rs], trick, last, solo=solo) for rs in RULE_SETS}
        values = {rs: n for rs, (n, _) in lines.items()}
        hy = hydra_trick_bonus(trick, hy_id, 0 if solo else 1) if with_hydra and hy_id else None
        if len(set(values.values()) | ({hy} if hy is not None else set())) > 1:
            outs = [Outcome(rs, ngettext("{rules}: {n} Sonderpunkt for the winner's party",
                                         "{rules}: {n} Sonderpunkte for the winner's party", values[rs])
                            .format(rules=SET_NAMES[rs], n=values[rs])
                            + (f" ({lines[rs][1]})" if lines[rs][1] else ""),
                            values[rs]) for rs in RULE_SETS]
            if hy is not None:
                outs.append(Outcome("hydra", _("Hydra: {n} bonus points for the winner's party (R3, R4)").format(n=hy),
                                    hy))
            where = (_("the last trick of the {game}") if last else _("a trick of the {game}")).format(
                game=TITLES[game_id])
            w = games["turnier"].winner(trick)
            found = Example("score", _("{where}; {card} wins").format(where=where, card=card_name(trick[w])),
                            tuple(str(c) for c in trick),
                            tuple(outs))
            break
    return Difference(key, topic, says, rules, quotes(*rules), found, readings(*reading_ids))


def herzstich() -> Difference:
    """Herzstich and Doppelkopf tricks (D33, D36, R3)."""
    return sonder_search(
        "herzstich", _("Herzstich and Doppelkopf tricks"),
        (("hausrunde", _("a trick of 40 eyes or more (Doppelkopf): 1 Sonderpunkt; no Herzstich")),
         ("turnier", _("a trick of 40 eyes or more (Doppelkopf): 1 Sonderpunkt; a trick of only Herz fail cards "
                       "(Herzstich): 1 Sonderpunkt")),
         ("hydra", _("40 to 49 eyes: 5 bonus points, 50 or more: 10 (R3); no Herzstich"))),
        ("D33", "D36", "R3"), "normal", "RD RK ED", last=False, solo=False, with_hydra=True)


def fuchs_in_solo() -> Difference:
    """A Fuchs caught in a solo (D33, D36, R4)."""
    found = sonder_search(
        "fuchs", _("Catching a Fuchs (Karo-As) in a solo"),
        (("hausrunde", _("Fuchs gefangen: 1 Sonderpunkt in every game of two parties and in a solo where the "
                         "Karo-As is a trump (the Karo solo, bought or from a Hochzeit: \"Dies gilt auch für ein "
                         "Farbensolo in Karo\": this also holds for a colour solo in Karo); not in the silent solo "
                         "(\"Es gibt auch hier keine Füchse\": there are no Füchse here either)")),
         ("turnier", _("Fuchs gefangen: 1 Sonderpunkt, in every game, solos too")),
         ("hydra", _("Fuchs gefangen: 5 bonus points, but not in trump and colour solos (R4)"))),
        ("D33", "D36", "R4"), "color-solo:S", "EO SD SK", last=False, solo=True, with_hydra=True,
        reading_ids=("D33",))
    return replace(found, readings=found.readings + readings("D36", only=("fuchs-where-trump", "no-fuchs-in-solo")))


def last_trick() -> Difference:
    """Karlchen and the Fuchs in the last trick (D33, D36)."""
    return sonder_search(
        "last-trick", _("Karlchen and Fuchs in the last trick"),
        (("hausrunde", _("Karlchen (Kreuz-Bube) wins the last trick: 1; each Karlchen of the other party beaten "
                         "in the last trick: 1 (two beaten: 2, D49)")),
         ("turnier", _("Karlchen wins the last trick: 1; a Fuchs wins the last trick: 1")),
         ("hydra", _("no points for the last trick"))),
        ("D33", "D36", "D49"), "normal", "EU GO EK", last=True, solo=False, with_hydra=False,
        reading_ids=("D49",))


def winning() -> Difference:
    """Who wins the game (D30, D34, R5)."""
    outs = []
    example = None
    for re_eyes in range(115, 126):
        eyes = (re_eyes, 240 - re_eyes)
        h = dk_scoring.winner("hausrunde", eyes, (5, 5), (0, 0), doppelt=(False, True))
        t = dk_scoring.winner("turnier", eyes, (5, 5), (0, 0))
        if h != t:
            party = ("Re", "Kontra")
            outs = [Outcome("hausrunde", _("Hausrunde, only Kontra said Doppelt: {party} wins").format(
                                party=party[h or 0]), h or 0),
                    Outcome("turnier", _("Turnier, Contra said: {party} wins").format(party=party[t or 0]), t or 0),
                    Outcome("hydra", _("Hydra: nobody wins or loses a game; each party scores its eyes "
                                       "(R5): {re} and {kontra} times its multiplier").format(
                                re=round_half_up(eyes[0]), kontra=round_half_up(eyes[1])), 2)]
            example = Example("score", _("Re took {re} eyes, Kontra {kontra}").format(re=eyes[0], kontra=eyes[1]), (),
                              tuple(outs))
            break
    return Difference(
        "winning", _("Who wins the game"),
        (("hausrunde", _("Re needs 121 eyes, or 120 if only Kontra said Doppelt")),
         ("turnier", _("Re needs 121 eyes; Contra does not change that")),
         ("hydra", _("no winner: every party scores its own eyes (R5), points are never negative"))),
        ("D30", "D31", "D34", "R5"), quotes("D34", "D30", "R5"), example,
        readings("D30", "D34") + readings("D31", only=("every-step", "announced-steps")))


def game_value(rules: str, eyes: tuple[int, int], solo: bool) -> int:
    """Points of one Kontra player (Kontra wins), before doubling, with "gegen die ..." points."""
    win = dk_scoring.winner(rules, eyes, (5, 5), (0, 0))
    lines = dk_scoring.game_lines(rules, win, eyes, (5, 5), (0, 0))
    lines += dk_scoring.sonderpunkte(rules, get_game("normal", rules), [], (0, 1, 1, 1) if solo else (0, 0, 1, 1),
                                     solo=solo, kreuz_damen=not solo, win=win)
    return sum(ln.points if ln.party == 1 else -ln.points for ln in lines)


def against_the_old() -> Difference:
    """Winning against the Alten or the Kreuz-Damen (D31, D36, R5)."""
    eyes = (110, 130)
    values = {rs: game_value(rs, eyes, solo=True) for rs in RULE_SETS}
    outs = [Outcome(rs, ngettext("{rules}: each of the three gets {n} game point (before the soloist's share is "
                                 "tripled)", "{rules}: each of the three gets {n} game points (before the soloist's "
                                 "share is tripled)", values[rs]).format(rules=SET_NAMES[rs], n=values[rs]),
                    values[rs])
            for rs in RULE_SETS]
    hy = party_points(eyes[1], 2)
    outs.append(Outcome("hydra", _("Hydra: each of the four opponents gets {n} points (R5: 2 x {eyes})").format(
        n=hy, eyes=round_half_up(eyes[1])), hy))
    example = Example("score", _("A solo: the soloist took {solo} eyes, the three others {others}").format(
        solo=eyes[0], others=eyes[1]), (),
                      tuple(outs))
    return Difference(
        "against", _("Winning against the Alten or the Kreuz-Damen"),
        (("hausrunde", _("Kontra beats the Kreuz-Damen: 1 Sonderpunkt, only where Re holds the Kreuz-Damen: "
                         "a normal game, a Hochzeit, and a silent solo (both Kreuz-Damen in one hand, no "
                         "reservation); not in an announced solo")),
         ("turnier", _("Kontra wins (\"gegen die Alten\": against the Alten): 1 more point, in a solo too")),
         ("hydra", _("no such point: a solo's opponents score their eyes times 2 (R5)"))),
        ("D31", "D36", "R5"), quotes("D31", "D36"), example,
        readings("D31", "D36", only=("also-in-solo", "not-in-solo", "kreuz-damen-holders", "any-kontra-win")))
