"""Every difference between the rule sets ``hausrunde``, ``turnier`` and Hydra, from the rule data.

Each :class:`Difference` says what each rule set decides, cites its rulings (D-ids of
``docs/rulings-doppelkopf.md``, R-ids of ``hydra-rulings.md``) with their German quotes, and,
where the outcome differs, carries an :class:`Example` the engines computed: the same four
cards with a different winner, or the same tricks with different points. Examples are found
by searching (over a game's trumps and fail cards, over eye splits, over hands), never written
down by hand, so they change with the engines.

>>> from hydra.doppelkopf.compare import differences, difference
>>> d = difference("equal-cards")
>>> d.rules
('D5', 'R2')
>>> d.example is not None and len({o.value for o in d.example.outcomes}) > 1
True
>>> [o.rule_set for o in d.example.outcomes]
['hausrunde', 'turnier', 'hydra']
>>> all(x.topic for x in differences())
True
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from hydra.cards import DECK as HYDRA_DECK
from hydra.cards import Card
from hydra.deal import throw_in_reason
from hydra.games import SOLO_GAMES, Game
from hydra.games import get_game as hydra_get_game
from hydra.scoring import (DOPPELKOPF_BONUS, DOPPELKOPF_EYES, FUCHS_BONUS, HYDRA_BONUS, HYDRA_EYES, party_points,
                           round_half_up)

from . import scoring as dk_scoring
from .announcements import Announcements
from .cards import CARDS, card_name, dk_cards
from .games import GAME_IDS, RULE_SETS, TITLES, get_game
from .reservations import throw_in_kings
from .round import Round
from .rulings import RULINGS, Reading

__all__ = ["SETS", "SET_NAMES", "Outcome", "Example", "Difference", "differences", "difference",
           "hydra_game", "find_trick", "cards_text"]

#: The three rule sets compared: the two Doppelkopf texts and Hydra.
SETS = RULE_SETS + ("hydra",)
SET_NAMES = {"hausrunde": "Hausrunde", "turnier": "Turnier", "hydra": "Hydra"}

#: Hydra's game for a Doppelkopf game id, where Hydra has one with the same idea (None: none).
_HYDRA_GAME = {"normal": "normal", "color-solo:S": "color-solo:S", "color-solo:E": "color-solo:E",
               "color-solo:G": "color-solo:G", "color-solo:R": "color-solo:R",
               "queen-solo": "trump-solo:O", "jack-solo": "trump-solo:U"}

#: Hydra's rulings quoted where they decide a difference (the spec's words, hydra-rulings.md).
HYDRA_RULES = {
    "R1": "When a fail suit is led, the Hydra is not a card of that suit for following.",
    "R2": "Of two identical cards the one played first ranks higher, except: of two Hydras the second "
          "ranks higher, in every game; of two R10 the second ranks higher in normal and normal-solo only.",
    "R3": "A trick of 40 to 49 eyes (Doppelkopf) gives its winner's party 5 bonus points; a trick of 50 "
          "or more eyes (Hydra) gives 10.",
    "R4": "Each SD that a player outside the winner's party played into a trick gives the winner's party "
          "5 bonus points; not in trump-solo and color-solo.",
    "R5": "Every player of a party gets bonus + multiplier * round_half_up(party_eyes / 10).",
    "R6": "A player holding five or more 9s, or at most one trump, may throw in before the calls.",
    "R7": "From the dealer's left each player says valeo or morbus ... A solo beats an Antrag.",
    "R10": "Key cards are the two EO and the two GO ... Otherwise three parties.",
}


@dataclass(frozen=True)
class Outcome:
    """What one rule set makes of an example: a sentence, and a value to compare (a winner's
    index, points)."""
    rule_set: str
    text: str
    value: int


@dataclass(frozen=True)
class Example:
    """An example the engines computed: ``kind`` is ``'trick'`` (the same cards, a different
    winner), ``'score'`` (the same tricks or eyes, different points) or ``'hand'``."""
    kind: str
    setting: str
    cards: tuple[str, ...]
    outcomes: tuple[Outcome, ...]

    @property
    def differs(self) -> bool:
        return len({o.value for o in self.outcomes}) > 1


@dataclass(frozen=True)
class Difference:
    """One point where the rule sets decide differently."""
    key: str
    topic: str
    says: tuple[tuple[str, str], ...]          # (rule set, what it says)
    rules: tuple[str, ...]                     # D-ids and R-ids
    quotes: tuple[tuple[str, str, str], ...]   # (rule id, rule set, quote)
    example: Example | None = None
    readings: tuple[tuple[str, Reading], ...] = ()   # (ruling id, a named reading)

    def says_for(self, rule_set: str) -> str:
        return dict(self.says).get(rule_set, "")


def hydra_game(game_id: str) -> str | None:
    """Hydra's game with the same idea as a Doppelkopf game (None where Hydra has none).

    >>> hydra_game("queen-solo"), hydra_game("ace-solo")
    ('trump-solo:O', None)
    """
    return _HYDRA_GAME.get(game_id)


def cards_text(cards: Iterable[Card | str]) -> str:
    """Cards by their French names: ``'Herz-10 (R10), Kreuz-Dame (EO)'``."""
    return ", ".join(card_name(c) for c in cards)


Winner = Callable[[Sequence[Card]], int]


def find_trick(sides: Sequence[tuple[str, Winner]], pool: Sequence[Card], *, pairs: bool | None = None,
               size: int = 4) -> tuple[Card, ...] | None:
    """The first trick of ``size`` cards from ``pool`` (each card at most twice; ``pairs=True``:
    only tricks holding two equal cards, ``False``: none) that the ``sides`` give to different cards.

    >>> from hydra.doppelkopf import get_game
    >>> h, t = get_game("normal", "hausrunde"), get_game("normal", "turnier")
    >>> trick = find_trick([("h", h.winner), ("t", t.winner)], dk_cards("R10 EO"), pairs=True)
    >>> [str(c) for c in trick], h.winner(trick), t.winner(trick)
    (['R10', 'R10', 'EO', 'EO'], 1, 0)
    """
    for trick in itertools.product(pool, repeat=size):
        counts = {c: trick.count(c) for c in trick}
        most = max(counts.values())
        if most > 2 or (pairs is not None and pairs != (most == 2)):
            continue
        winners = {fn(trick) for _, fn in sides}
        if len(winners) > 1:
            return trick
    return None


def _trick_example(setting: str, trick: Sequence[Card], sides: Sequence[tuple[str, str, Winner]]) -> Example:
    outs = []
    for rule_set, label, fn in sides:
        w = fn(trick)
        outs.append(Outcome(rule_set, f"{label}: {card_name(trick[w])} wins (card {w + 1})", w))
    return Example("trick", setting, tuple(str(c) for c in trick), tuple(outs))


def _ladder(game: Game) -> str:
    return " > ".join(card_name(c) if c in CARDS else f"the Hydra ({c})" for c in game.ladder())


def _quotes(*ids: str) -> tuple[tuple[str, str, str], ...]:
    out: list[tuple[str, str, str]] = []
    for rid in ids:
        if rid in RULINGS:
            out += [(rid, rs, q) for rs, q in RULINGS[rid].quotes]
        elif rid in HYDRA_RULES:
            out.append((rid, "hydra", HYDRA_RULES[rid]))
    return tuple(out)


def _readings(*ids: str) -> tuple[tuple[str, Reading], ...]:
    return tuple((rid, r) for rid in ids for r in RULINGS[rid].readings)


def _deck() -> Difference:
    dk_n, dk_eyes = 2 * len(CARDS), 2 * sum(c.eyes for c in CARDS)
    hy_n, hy_eyes = len(HYDRA_DECK), sum(c.eyes for c in HYDRA_DECK)
    text = f"{dk_n} cards (every card twice, no 9s), {dk_eyes} eyes, four players"
    return Difference(
        "deck", "The deck",
        (("hausrunde", text), ("turnier", text),
         ("hydra", f"{hy_n} cards (the 9s and two Hydras too), {hy_eyes} eyes, five players")),
        ("D1", "D2"), _quotes("D1"))


def _normal_trumps() -> Difference:
    dk_game = get_game("normal", "turnier")
    hy = hydra_get_game("normal")
    pool = tuple(sorted(set(dk_game.trumps) | {c for c in hy.trumps if c in CARDS} | set(dk_cards("ED EK")),
                        key=lambda c: -dk_game.sort_key(c)))
    trick = find_trick([("dk", dk_game.winner), ("hydra", hy.winner)], pool, pairs=False)
    example = None if trick is None else _trick_example(
        "Normal game", trick, (("turnier", "Doppelkopf (both rule sets)", dk_game.winner),
                               ("hydra", "Hydra", hy.winner)))
    return Difference(
        "normal-trumps", "Trumps of the normal game",
        (("hausrunde", "from the top: " + _ladder(dk_game)), ("turnier", "from the top: " + _ladder(dk_game)),
         ("hydra", "from the top: " + _ladder(hy) + "; Karo-König and Karo-10 are plain Karo (Schell) cards")),
        ("D7", "R1"), _quotes("R1"), example)


def _equal_cards() -> Difference:
    h, t = get_game("normal", "hausrunde"), get_game("normal", "turnier")
    hy = hydra_get_game("normal")
    pool = tuple(h.ladder())
    sides = [("hausrunde", h.winner), ("turnier", t.winner), ("hydra", hy.winner)]
    trick = find_trick(sides, pool, pairs=True)
    example = None if trick is None else _trick_example(
        "Normal game", trick, (("hausrunde", "Hausrunde", h.winner), ("turnier", "Turnier", t.winner),
                               ("hydra", "Hydra", hy.winner)))
    return Difference(
        "equal-cards", "Two equal cards",
        (("hausrunde", "the first of two equal cards wins, but the second Herz-10 beats the first wherever "
                       "the Herz-10 is a trump"),
         ("turnier", "the first of two equal cards always wins, the Herz-10 too"),
         ("hydra", "the first wins, except the second Hydra (always) and the second Herz-10 (normal games "
                   "only)")),
        ("D5", "R2"), _quotes("D5", "R2"), example)


def _schweine() -> Difference:
    plain = get_game("normal", "hausrunde")
    pigs = get_game("normal", "hausrunde", schweine=True)
    trick = find_trick([("plain", plain.winner), ("pigs", pigs.winner)], tuple(pigs.ladder()), pairs=False)
    example = None if trick is None else _trick_example(
        "Normal game", trick, (("hausrunde", "Hausrunde with Schweine", pigs.winner),
                               ("turnier", "without Schweine (Turnier, or a Hausrunde table without them)",
                                plain.winner)))
    return Difference(
        "schweine", "Schweine (both Karo-Asse in one hand)",
        (("hausrunde", "if the table agrees: both Karo-Asse (SD) are the highest trumps, above the "
                       "Herz-10, in the normal game only"),
         ("turnier", "no Schweine"),
         ("hydra", "no Schweine: the Schell-Daus (SD) is the Fuchs, the lowest trump")),
        ("D6", "D43"), _quotes("D6", "D43"), example)


def _solos() -> Difference:
    h_only = [g for g in GAME_IDS["hausrunde"] if g not in GAME_IDS["turnier"]]
    dk_game = get_game("color-solo:E", "hausrunde")
    hy = hydra_get_game("color-solo:E")
    pool = tuple(sorted(set(dk_game.trumps) | {c for c in hy.trumps if c in CARDS},
                        key=lambda c: -dk_game.sort_key(c)))
    trick = find_trick([("dk", dk_game.winner), ("hydra", hy.winner)], pool, pairs=False)
    example = None if trick is None else _trick_example(
        "Kreuz-Solo", trick, (("hausrunde", "Hausrunde Kreuz-Solo", dk_game.winner),
                              ("hydra", "Hydra colour solo Eichel (Kreuz)", hy.winner)))
    hydra_solos = ", ".join(hydra_get_game(g).name for g in SOLO_GAMES)
    return Difference(
        "solos", "Which solos there are, and their trumps",
        (("hausrunde", ", ".join(TITLES[g] for g in GAME_IDS["hausrunde"][1:]) +
          "; in a colour solo the Herz-10, the Damen and the Buben stay trumps"),
         ("turnier", ", ".join(TITLES[g] for g in GAME_IDS["turnier"][1:]) + "; no "
          + ", ".join(TITLES[g] for g in h_only)),
         ("hydra", hydra_solos + "; in a colour solo only that suit and the Hydras are trumps")),
        ("D3", "D4", "D39", "R7"), _quotes("D3", "D4", "D39"), example, _readings("D4", "D39"))


def _mixed_solo() -> Difference:
    """D4's two readings of Buben/Damen gemischt, each a Game built from data, searched for a trick."""
    played = get_game("mixed-solo", "hausrunde")
    low_up = [str(c) for c in reversed(dk_cards("EO EU GO GU RO RU SO SU"))]     # the other reading
    other = Game("mixed-solo", low_up, played.fail_suits, title="Buben/Damen gemischt (alternating)")
    trick = find_trick([("played", played.winner), ("other", other.winner)], tuple(played.ladder()), pairs=False)
    tutors = " (the tutor plays this)" if {r.name: r for r in RULINGS["D4"].readings}["damen-over-buben"].chosen else ""
    example = None if trick is None else _trick_example(
        "Buben/Damen gemischt", trick,
        (("hausrunde", f"Reading damen-over-buben{tutors}", played.winner),
         ("hausrunde", "Reading alternating", other.winner)))
    return Difference(
        "mixed-solo", "Buben/Damen gemischt: the order of its trumps",
        (("hausrunde", "all Damen and Buben are trumps; the text does not say in which order, so there are two "
                       "readings"),
         ("turnier", "no such solo"),
         ("hydra", "no such solo: a trump solo has one rank and the Hydras as trumps")),
        ("D4",), _quotes("D4"), example, _readings("D4"))


def _trick_lines(rules: str, game: Game, trick: Sequence[Card], last: bool, *, solo: bool) -> tuple[int, str]:
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


def _hydra_trick_bonus(trick: Sequence[Card], game_id: str, partner_cards: int) -> int:
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


def _sonder_search(key: str, topic: str, says: tuple[tuple[str, str], ...], rules: tuple[str, ...],
                   game_id: str, pool_text: str, *, last: bool, solo: bool, with_hydra: bool,
                   readings: tuple[str, ...] = ()) -> Difference:
    games = {rs: get_game(game_id, rs) for rs in RULE_SETS}
    pool = dk_cards(pool_text)
    found: Example | None = None
    hy_id = hydra_game(game_id)
    for trick in itertools.product(pool, repeat=4):
        if max(trick.count(c) for c in trick) > 2:
            continue
        lines = {rs: _trick_lines(rs, games[rs], trick, last, solo=solo) for rs in RULE_SETS}
        values = {rs: n for rs, (n, _) in lines.items()}
        hy = _hydra_trick_bonus(trick, hy_id, 0 if solo else 1) if with_hydra and hy_id else None
        if len(set(values.values()) | ({hy} if hy is not None else set())) > 1:
            outs = [Outcome(rs, f"{SET_NAMES[rs]}: {values[rs]} Sonderpunkt" + ("e" if values[rs] != 1 else "")
                            + " for the winner's party" + (f" ({lines[rs][1]})" if lines[rs][1] else ""),
                            values[rs]) for rs in RULE_SETS]
            if hy is not None:
                outs.append(Outcome("hydra", f"Hydra: {hy} bonus points for the winner's party (R3, R4)", hy))
            where = ("the last trick" if last else "a trick") + " of the " + TITLES[game_id]
            w = games["turnier"].winner(trick)
            found = Example("score", f"{where}; {card_name(trick[w])} wins", tuple(str(c) for c in trick),
                            tuple(outs))
            break
    return Difference(key, topic, says, rules, _quotes(*rules), found, _readings(*readings))


def _herzstich() -> Difference:
    return _sonder_search(
        "herzstich", "Herzstich and Doppelkopf tricks",
        (("hausrunde", "a trick of 40 eyes or more (Doppelkopf): 1 Sonderpunkt; no Herzstich"),
         ("turnier", "Doppelkopf: 1 Sonderpunkt; a trick of only Herz fail cards (Herzstich): 1 Sonderpunkt"),
         ("hydra", "40 to 49 eyes: 5 bonus points, 50 or more: 10 (R3); no Herzstich")),
        ("D33", "D36", "R3"), "normal", "RD RK ED", last=False, solo=False, with_hydra=True)


def _fuchs_in_solo() -> Difference:
    return _sonder_search(
        "fuchs", "Catching a Fuchs (Karo-As) in a solo",
        (("hausrunde", "Fuchs gefangen: 1 Sonderpunkt, but not in a solo (\"Es gibt auch hier keine Füchse\")"),
         ("turnier", "Fuchs gefangen: 1 Sonderpunkt, in every game, solos too"),
         ("hydra", "Fuchs gefangen: 5 bonus points, but not in trump and colour solos (R4)")),
        ("D33", "D36", "R4"), "color-solo:S", "EO SD SK", last=False, solo=True, with_hydra=True,
        readings=("D33",))


def _last_trick() -> Difference:
    return _sonder_search(
        "last-trick", "Karlchen and Fuchs in the last trick",
        (("hausrunde", "Karlchen (Kreuz-Bube) wins the last trick: 1; each Karlchen of the other party beaten "
                       "in the last trick: 1"),
         ("turnier", "Karlchen wins the last trick: 1; a Fuchs wins the last trick: 1"),
         ("hydra", "no points for the last trick")),
        ("D33", "D36"), "normal", "EU GO EK", last=True, solo=False, with_hydra=False)


def _winning() -> Difference:
    outs = []
    example = None
    for re_eyes in range(115, 126):
        eyes = (re_eyes, 240 - re_eyes)
        h = dk_scoring.winner("hausrunde", eyes, (5, 5), (0, 0), doppelt=(False, True))
        t = dk_scoring.winner("turnier", eyes, (5, 5), (0, 0))
        if h != t:
            party = ("Re", "Kontra")
            outs = [Outcome("hausrunde", f"Hausrunde, only Kontra said Doppelt: {party[h or 0]} wins", h or 0),
                    Outcome("turnier", f"Turnier, Contra said: {party[t or 0]} wins", t or 0),
                    Outcome("hydra", "Hydra: nobody wins or loses a game; each party scores its eyes "
                            f"(R5): {round_half_up(eyes[0])} and {round_half_up(eyes[1])} "
                            "times its multiplier", 2)]
            example = Example("score", f"Re took {eyes[0]} eyes, Kontra {eyes[1]}", (), tuple(outs))
            break
    return Difference(
        "winning", "Who wins the game",
        (("hausrunde", "Re needs 121 eyes, or 120 if only Kontra said Doppelt"),
         ("turnier", "Re needs 121 eyes; Contra does not change that"),
         ("hydra", "no winner: every party scores its own eyes (R5), points are never negative")),
        ("D30", "D34", "R5"), _quotes("D34", "D30", "R5"), example, _readings("D30", "D34"))


def _game_value(rules: str, eyes: tuple[int, int], solo: bool) -> int:
    """Points of one Kontra player (Kontra wins), before doubling, with "gegen die ..." points."""
    win = dk_scoring.winner(rules, eyes, (5, 5), (0, 0))
    lines = dk_scoring.game_lines(rules, win, eyes, (5, 5), (0, 0))
    lines += dk_scoring.sonderpunkte(rules, get_game("normal", rules), [], (0, 1, 1, 1) if solo else (0, 0, 1, 1),
                                     solo=solo, kreuz_damen=not solo, win=win)
    return sum(ln.points if ln.party == 1 else -ln.points for ln in lines)


def _against_the_old() -> Difference:
    eyes = (110, 130)
    values = {rs: _game_value(rs, eyes, solo=True) for rs in RULE_SETS}
    outs = [Outcome(rs, f"{SET_NAMES[rs]}: each of the three gets {values[rs]} game point"
                    + ("s" if values[rs] != 1 else "") + " (before the soloist's share is tripled)", values[rs])
            for rs in RULE_SETS]
    hy = party_points(eyes[1], 2)
    outs.append(Outcome("hydra", f"Hydra: each of the four opponents gets {hy} points (R5: 2 x "
                        f"{round_half_up(eyes[1])})", hy))
    example = Example("score", f"A solo: the soloist took {eyes[0]} eyes, the three others {eyes[1]}", (),
                      tuple(outs))
    return Difference(
        "against", "Winning against the Alten or the Kreuz-Damen",
        (("hausrunde", "Kontra beats the Kreuz-Damen: 1 Sonderpunkt, only where Re holds the Kreuz-Damen "
                       "(not in a solo)"),
         ("turnier", "Kontra wins (\"gegen die Alten\"): 1 more point, in a solo too"),
         ("hydra", "no such point: a solo's opponents score their eyes times 2 (R5)")),
        ("D31", "D36", "R5"), _quotes("D31", "D36"), example, _readings("D31", "D36"))


def _announcements() -> Difference:
    t, h = Announcements("turnier"), Announcements("hausrunde")
    tr, hd = t.deadline("re"), h.deadline("doppelt")
    outs = (Outcome("hausrunde", f"Hausrunde: Doppelt may be said until {hd} cards have been played", hd),
            Outcome("turnier", f"Turnier: Re or Contra only until {tr} cards have been played", tr),
            Outcome("hydra", "Hydra: no announcements; the calls valeo and morbus come before the first card",
                    0))
    limits = "; ".join(f"{c} until card {h.deadline(c)}" for c in ("keine 90", "keine 60", "keine 30", "schwarz"))
    tlimits = "; ".join(f"{c} until card {t.deadline(c)}" for c in ("keine 90", "keine 60", "keine 30", "schwarz"))
    return Difference(
        "announcements", "Announcements and their deadlines",
        (("hausrunde", f"\"Doppelt\" doubles (each player once, up to x16); {limits}"),
         ("turnier", f"Re and Contra double; {tlimits}; a limit includes the ones below it"),
         ("hydra", "no announcements: valeo or morbus before play (R7)")),
        ("D13", "D21", "D22", "D23", "D24", "R7"), _quotes("D13", "D24", "R7"),
        Example("rule", "An announcement after the fifth card", (), outs),
        _readings("D13", "D21", "D23", "D24"))


def _throwing_in() -> Difference:
    filler = dk_cards("SU SU RU RU GU GU EU EU SO SO")
    kings = dk_cards("EK EK GK GK RK RK SK SK")
    example = None
    for n in range(1, 9):
        hand = kings[:n] + filler[:10 - n]
        may = {rs: n >= throw_in_kings(rs) for rs in RULE_SETS}
        hy = throw_in_reason(hand) is not None
        if len(set(may.values())) > 1:
            outs = tuple(Outcome(rs, f"{SET_NAMES[rs]}: " + ("may throw in" if may[rs] else "must play"),
                                 int(may[rs])) for rs in RULE_SETS)
            outs += (Outcome("hydra", "Hydra: " + ("may throw in" if hy else "must play") +
                             " (R6 counts 9s and trumps, not Könige)", int(hy)),)
            example = Example("hand", f"A hand with {n} Könige", tuple(str(c) for c in hand), outs)
            break
    return Difference(
        "throwing-in", "Throwing in (schmeißen)",
        (("hausrunde", f"{throw_in_kings('hausrunde')} or more Könige, if no other reservation is announced"),
         ("turnier", f"{throw_in_kings('turnier')} or more Könige, before the reservations"),
         ("hydra", "five or more 9s, or at most one trump (R6)")),
        ("D38", "R6"), _quotes("D38", "R6"), example, _readings("D38"))


def _hochzeit_round(hands: Sequence[Sequence[Card]], rules: str, call: str,
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


def _partner_said(rnd: Round, groom: int, label: str) -> Outcome:
    parties = rnd.parties or ((groom,), ())
    re = next(p for p in parties if groom in p)
    partner = next((s for s in re if s != groom), -1)
    text = (f"{label}: seat {partner} becomes the groom's partner" if partner >= 0 else
            f"{label}: nobody; the groom (seat {groom}) plays alone against three")
    return Outcome(rnd.rules, text, partner)


def _hochzeit_example() -> Example | None:
    """Seeded deals searched for a Hochzeit whose three tricks find a partner in one rule set and
    none in the other (D9, D28)."""
    kreuz_dame = dk_cards("EO")[0]
    for seed in range(200):
        deal = Round.new(seed=seed, rules="turnier")
        hands = [deal.hand(s) for s in range(4)]
        grooms = [s for s in range(4) if hands[s].count(kreuz_dame) == 2]
        if not grooms:
            continue
        turnier = _hochzeit_round(hands, "turnier", "hochzeit:fehl", None)
        if turnier is None:
            continue
        hausrunde = _hochzeit_round(hands, "hausrunde", "hochzeit", turnier[1])
        if hausrunde is None or hausrunde[0].parties == turnier[0].parties:
            continue
        groom = grooms[0]
        return Example("tricks", f"A Hochzeit of seat {groom} (deal {seed}, dealer 3), its first three tricks",
                       tuple(str(c) for c in turnier[1]),
                       (_partner_said(hausrunde[0], groom, "Hausrunde (the first trick another player wins)"),
                        _partner_said(turnier[0], groom,
                                      "Turnier, announced \"der erste Fehl-Stich\" (the first fail trick)")))
    return None


def _parties() -> Difference:
    return Difference(
        "parties", "How the parties form",
        (("hausrunde", "the two Kreuz-Damen are Re; both in one hand: a Hochzeit, the partner is the first "
                       "other player to win one of the first three tricks"),
         ("turnier", "the two Kreuz-Damen are Re; a Hochzeit names which trick finds the partner (the first "
                     "fail trick, trump trick or trick)"),
         ("hydra", "the key cards are both Kreuz-Damen (EO) and both Pik-Damen (GO): two or three parties (R10)")),
        ("D8", "D9", "D28", "D29", "R10"), _quotes("D8", "D9", "D28", "R10"), _hochzeit_example(),
        _readings("D28", "D29"))


def _reservations() -> Difference:
    return Difference(
        "reservations", "Reservations and Trumpfabgabe",
        (("hausrunde", "solo, Trumpfabgabe, Hochzeit, throwing in; two solos: the one nearer the dealer's "
                       "left unless outbid (reizen); with two trumps one fail card may go with them"),
         ("turnier", "solo, Trumpfabgabe, Hochzeit; two solos: Trumpf-Solo before Damen-, Buben-Solo, "
                     "Fleischloser; the Füchse are laid open and not counted"),
         ("hydra", "valeo or morbus; a solo beats an Antrag; the earlier player from the dealer's left wins "
                   "(R7)")),
        ("D11", "D12", "D39", "D40", "D41", "D42", "R7"), _quotes("D12", "D41", "D42"), None,
        _readings("D39", "D41", "D42"))


@lru_cache(maxsize=1)
def differences() -> tuple[Difference, ...]:
    """Every difference, in the order a Doppelkopf player meets them (computed once)."""
    return (_deck(), _normal_trumps(), _equal_cards(), _schweine(), _solos(), _mixed_solo(), _parties(),
            _reservations(),
            _announcements(), _winning(), _against_the_old(), _herzstich(), _fuchs_in_solo(), _last_trick(),
            _throwing_in())


def difference(key: str) -> Difference:
    """The difference with that key (``'equal-cards'``, ``'schweine'``, ...); KeyError if none."""
    for d in differences():
        if d.key == key:
            return d
    raise KeyError(key)
