"""Lesson 07's live Doppelkopf side: the same question asked of ``hydra.doppelkopf`` (rule sets
``hausrunde`` and ``turnier``) and of ``hydra``, answered side by side.

A plain model (no widgets): every answer is the engines'. Nothing here decides a rule; it picks
examples (by searching the engines' answers) and words the engines' results for a learner, with
the rule ids they rest on (D-ids of ``docs/rulings-doppelkopf.md``, R-ids and the Hydra rules'
sections).

>>> [v.card for v in who_wins("R10 EO R10 SK")]                 # D5 and R2: which Herz-10 wins
['R10', 'R10', 'R10']
>>> [v.winner for v in who_wins("R10 EO R10 SK")]
[2, 0, 2]
>>> [l.played for l in ladders("color-solo:E")]                  # the Turnier has no Kreuz-Solo (D3)
[True, False, True]
>>> [p.key for p in points()]
['colour-solo', 'hochzeit-alone', 'gegen-die-alten', 'fuechse-armut', 'hausrunde-120']
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

import hydra
from hydra.cards import Card
from hydra.doppelkopf import RULINGS, Round, card_name, dk_cards, explain_trick, games, get_game
from hydra.doppelkopf.compare import SET_NAMES, Example, Outcome, difference, hydra_game
from hydra.doppelkopf.games import GAME_IDS, TITLES
from hydra.doppelkopf.reservations import armut_trumps, options
from hydra.doppelkopf.scoring import ScoreLine, game_lines, sonderpunkte, winner
from hydra.games import SOLO_GAMES, Game
from hydra.scoring import FUCHS_BONUS, party_points, round_half_up
from hydra.tricks import RULE_SOLO

__all__ = ["SIDES", "SIDE_NAMES", "SideLadder", "Verdict", "Point", "contracts", "ladders", "who_wins",
           "hydra_name", "RULE_CARDS", "points", "point", "colour_solo", "hochzeit_alone", "gegen_die_alten",
           "fuechse_armut", "hausrunde_120", "play_hochzeit", "ARMUT_HAND", "winner_at", "dk_deck",
           "hydra_fifth_cards", "quotes", "GROOM_HAND"]

#: The Hydra rules' section that lists the trumps of the normal game ("Die Spielkarten").
RULE_CARDS = "rules: Die Spielkarten"
#: The three sides of the lesson, in the order shown.
SIDES = ("hausrunde", "turnier", "hydra")
SIDE_NAMES = dict(SET_NAMES)


# --- names ------------------------------------------------------------------------------------

def hydra_name(card: Card | str) -> str:
    """A Hydra card for a Doppelkopf player: ``'Eichel-Ober = Kreuz-Dame (EO)'``; the 9s and the
    Hydra have no Doppelkopf name.

    >>> hydra_name("EO"), hydra_name("HY"), hydra_name("G9")
    ('Eichel-Ober = Kreuz-Dame (EO)', 'Hydra (HY)', 'Grün-9 (G9)')
    """
    c = hydra.as_card(card)
    french = "" if c.suit is None or c.rank == "9" else " = " + card_name(c).split(" (")[0]
    return f"{c.german_name}{french} ({c})"


def dk_deck() -> tuple[str, ...]:
    """The 20 different Doppelkopf cards (D1), the normal game's trumps first, highest first."""
    game = get_game("normal", "turnier")
    order = list(game.ladder()) + [c for s in ("E", "G", "R") for c in reversed(game.fail_suits.get(s, ()))]
    return tuple(str(c) for c in order)


def hydra_fifth_cards() -> tuple[str, ...]:
    """Cards the fifth (Hydra) player may add: every Hydra card (the 9s and the Hydra too)."""
    return tuple(str(c) for c in hydra.get_game("normal").ladder()) + tuple(
        str(c) for s in ("E", "G", "R", "S") for c in reversed(hydra.get_game("normal").fail_suits.get(s, ())))


def contracts() -> tuple[tuple[str, str], ...]:
    """The games a learner can pick: (label, Doppelkopf game id), every game of either rule set."""
    return tuple((TITLES[g] + ("" if g in GAME_IDS["turnier"] else " (Hausrunde only)"), g)
                 for g in GAME_IDS["hausrunde"])


def quotes(*ids: str) -> tuple[tuple[str, str, str], ...]:
    """(rule id, rule set, German quote) for each D-id that has quotes."""
    return tuple((rid, rs, q) for rid in ids if rid in RULINGS for rs, q in RULINGS[rid].quotes)


# --- the trump ladders ------------------------------------------------------------------------

@dataclass(frozen=True)
class SideLadder:
    """One side's trumps (highest first) and fail suits for a chosen game, or why it has none."""
    side: str
    title: str
    played: bool
    trumps: tuple[str, ...] = ()
    fails: tuple[tuple[str, tuple[str, ...]], ...] = ()     # (suit letter, cards highest first)
    only_here: tuple[str, ...] = ()       # trumps here that are not trumps on the other game's side
    note: str = ""
    rules: tuple[str, ...] = ()


def _fails(game: Game) -> tuple[tuple[str, tuple[str, ...]], ...]:
    return tuple((s, tuple(str(c) for c in reversed(cs))) for s, cs in game.fail_suits.items())


def _not_played_turnier(game_id: str) -> str:
    solos = ", ".join(TITLES[g] for g in games("turnier")[1:])
    return f"The Turnier plays no {TITLES[game_id]}. Its solos are: {solos} (D3)."


def _not_played_hydra(game_id: str) -> str:
    solos = ", ".join(hydra.get_game(g).name for g in SOLO_GAMES)
    return f"Hydra has no {TITLES[game_id]}. Its solos are: {solos} ({RULE_SOLO})."


def ladders(game_id: str = "normal") -> tuple[SideLadder, SideLadder, SideLadder]:
    """The trump ladders of ``game_id`` (a Doppelkopf game id) in the Hausrunde, the Turnier and
    Hydra's game with the same idea (:func:`hydra.doppelkopf.compare.hydra_game`).

    >>> h, t, y = ladders("color-solo:S")
    >>> h.trumps[:3], y.trumps[:3]
    (('R10', 'EO', 'GO'), ('HY', 'SD', 'S10'))
    >>> "R10" in y.note and "R10" in h.only_here
    True
    """
    hy_id = hydra_game(game_id)
    hy = hydra.get_game(hy_id) if hy_id else None
    out: list[SideLadder] = []
    for rs in ("hausrunde", "turnier"):
        if game_id not in GAME_IDS[rs]:
            out.append(SideLadder(rs, TITLES[game_id], False, note=_not_played_turnier(game_id), rules=("D3",)))
            continue
        g = get_game(game_id, rs)
        only = tuple(str(c) for c in g.ladder() if hy is None or not hy.is_trump(c))
        rules: tuple[str, ...] = {"normal": ("D7",), "mixed-solo": ("D4",)}.get(game_id, ("D3",))
        note = ""
        r10 = dk_cards("R10")[0]
        if g.is_trump(r10):                                     # D5: which of two Herz-10 wins, from the game
            note = ("Of two Herz-10 the second one wins (D5)." if g.second_wins[r10.index] else
                    "Of two equal cards the first one played wins, the Herz-10 too (D5).")
            rules += ("D5",)
        out.append(SideLadder(rs, TITLES[game_id], True, tuple(str(c) for c in g.ladder()), _fails(g), only,
                              note, rules))
    if hy is None:
        out.append(SideLadder("hydra", TITLES[game_id], False, note=_not_played_hydra(game_id),
                              rules=(RULE_SOLO,)))
    else:
        dk = get_game(game_id, "hausrunde")
        only = tuple(str(c) for c in hy.ladder() if not dk.is_trump(c))
        lost = [c for c in dk.ladder() if not hy.is_trump(c)]
        note = ""
        hy_rules: tuple[str, ...] = ("R1", "R2")
        if lost:
            rule = RULE_SOLO if game_id != "normal" else RULE_CARDS
            note = ("Trumps in Doppelkopf but plain cards in Hydra's " + hy.name + ": "
                    + ", ".join(hydra_name(c) for c in lost) + f" ({rule}).")
            hy_rules = (rule,) + hy_rules
        out.append(SideLadder("hydra", hy.name, True, tuple(str(c) for c in hy.ladder()), _fails(hy), only,
                              note, hy_rules))
    return out[0], out[1], out[2]


# --- who wins a trick -------------------------------------------------------------------------

@dataclass(frozen=True)
class Verdict:
    """One side's answer to "who wins this trick?": the winner's index and card, the engine's
    sentence and steps, and the rules it cites. ``played`` False: this side has no such game;
    ``problem``: the cards cannot make a trick here (the engine's reason)."""
    side: str
    game: str
    played: bool
    winner: int | None = None
    card: str | None = None
    sentence: str = ""
    steps: tuple[str, ...] = ()
    rules: tuple[str, ...] = ()
    problem: str = ""


def who_wins(cards: Iterable[Card | str] | str, game_id: str = "normal",
             fifth: Card | str | None = None) -> tuple[Verdict, Verdict, Verdict]:
    """Who wins four Doppelkopf cards (in the order played) in the Hausrunde, the Turnier and
    Hydra; in Hydra a fifth player plays ``fifth`` (None: the four cards so far).

    >>> h, t, y = who_wins("SD R10 SK EO", "color-solo:S")
    >>> h.card, t.card, y.card                                   # in Hydra's Schell solo R10 is plain
    ('R10', 'R10', 'SD')
    >>> "rules: Solo" in y.rules
    True
    >>> who_wins("S9 EO EO SK")[0].problem[:30]
    'S9 is not a Doppelkopf card: b'
    """
    trick = [str(c) for c in (hydra.as_cards(cards) if isinstance(cards, str) else cards)]
    out: list[Verdict] = []
    for rs in ("hausrunde", "turnier"):
        title = TITLES[game_id]
        if game_id not in GAME_IDS[rs]:
            out.append(Verdict(rs, title, False, sentence=_not_played_turnier(game_id), rules=("D3",)))
            continue
        try:
            e = explain_trick(trick, game_id, rs)
        except ValueError as error:
            out.append(Verdict(rs, title, True, problem=str(error)))
            continue
        out.append(Verdict(rs, title, True, e.winner, str(e.cards[e.winner]), str(e.sentence),
                           tuple(str(s.text) for s in e.steps), tuple(e.sentence.rules) + tuple(
                               r for r in e.rules if r not in e.sentence.rules)))
    hy_id = hydra_game(game_id)
    if hy_id is None:
        out.append(Verdict("hydra", TITLES[game_id], False, sentence=_not_played_hydra(game_id),
                           rules=(RULE_SOLO,)))
    else:
        hy = hydra.get_game(hy_id)
        five = trick + ([str(hydra.as_card(fifth))] if fifth is not None else [])
        try:
            x = hydra.explain_trick(five, hy)
        except ValueError as error:
            out.append(Verdict("hydra", hy.name, True, problem=str(error)))
        else:
            out.append(Verdict("hydra", hy.name, True, x.winner, str(x.cards[x.winner]), x.sentence,
                               tuple(s.text for s in x.steps), x.rules))
    return out[0], out[1], out[2]


# --- what a Doppelkopf player gets wrong --------------------------------------------------------

@dataclass(frozen=True)
class Point:
    """One thing a Doppelkopf player most often gets wrong in Hydra, with examples the engines
    computed (:class:`hydra.doppelkopf.compare.Example`) and the rules they rest on."""
    key: str
    title: str
    mistake: str
    examples: tuple[Example, ...]
    rules: tuple[str, ...]
    quotes: tuple[tuple[str, str, str], ...] = ()


def _search_solo_trick(suit: str) -> tuple[Card, ...]:
    """The first four cards, a trump of the colour solo led in both games, that the Hausrunde and
    Hydra give to different cards, the Doppelkopf winner a card that is plain in Hydra."""
    dk = get_game(f"color-solo:{suit}", "hausrunde")
    hy = hydra.get_game(f"color-solo:{suit}")
    for trick in itertools.product(dk.ladder(), repeat=4):
        if len(set(trick)) == 4 and hy.is_trump(trick[0]):
            w = dk.winner(list(trick))
            if not hy.is_trump(trick[w]) and hy.winner(list(trick)) != w:
                return trick
    raise LookupError(suit)           # pragma: no cover - the engines always differ here


def colour_solo(suit: str = "S") -> Point:
    """A colour solo: in Doppelkopf the Herz-10, the Damen and the Buben stay trumps; in Hydra only
    the suit and the Hydras are (D3, rules: Solo).

    >>> p = colour_solo("S")
    >>> [o.value for o in p.examples[0].outcomes]                  # the Hausrunde, the Turnier, Hydra
    [1, 1, 0]
    >>> colour_solo("E").examples[0].outcomes[1].text[:24]
    'Turnier: no such solo; T'
    """
    game_id = f"color-solo:{suit}"
    trick = _search_solo_trick(suit)
    hy = hydra.get_game(game_id)
    outs: list[Outcome] = []
    w = hy.winner(list(trick))
    fifth = next(c for c in hydra.as_cards("E9 G9 R9 S9") if hy.winner(list(trick) + [c]) == w)
    for v in who_wins(trick, game_id, fifth):
        if not v.played:
            outs.append(Outcome(v.side, f"{SIDE_NAMES[v.side]}: no such solo; {v.sentence}", -1))
            continue
        assert v.winner is not None
        text = f"{SIDE_NAMES[v.side]} ({v.game}): {v.sentence}"
        if v.side == "hydra":
            dk_card = trick[outs[0].value]
            plain = [s for s in v.steps if RULE_SOLO in s and s.startswith(str(dk_card))]
            text += f" (The fifth player added {fifth}.) " + " ".join(plain[:1])
        outs.append(Outcome(v.side, text, v.winner))
    lost = [c for c in get_game(game_id, "hausrunde").ladder() if not hy.is_trump(c)]
    setting = (f"{TITLES[game_id]} against Hydra's {hy.name}; trumps only in Doppelkopf: "
               + ", ".join(card_name(c) for c in lost))
    return Point(
        "colour-solo", "A colour solo keeps the Herz-10, the Damen and the Buben as trumps, in Doppelkopf only",
        "In a Doppelkopf colour solo the Herz-10, the Damen and the Buben stay trumps above the suit. In "
        f"a Hydra colour solo only that suit and the two Hydras are trumps: a Dame or the Herz-10 is a plain "
        f"card of its own suit ({RULE_SOLO}).",
        (Example("trick", setting, tuple(str(c) for c in trick), tuple(outs)),),
        ("D3", RULE_SOLO, "R1"), quotes("D3"))


def _deal_with(hand: Sequence[Card]) -> list[list[Card]]:
    """A deal where seat 0 holds ``hand``; the other cards of the deck in order, dealt to seats 1-3."""
    rest = [c for c in dk_cards(" ".join(dk_deck())) for _ in range(2)]
    for c in hand:
        rest.remove(c)
    return [list(hand)] + [rest[i::3] for i in range(3)]


#: Both Kreuz-Damen and both Herz-10: the groom wins the first three tricks whatever the others play.
GROOM_HAND = "R10 R10 EO EO GO GO RO RO SO SO"


def play_hochzeit(rules: str) -> Round:
    """The groom (seat 0, dealer 3) announces the Hochzeit (Turnier: the first fail trick), leads the
    two Herz-10 and a Kreuz-Dame; everyone else plays its first legal card; to the end."""
    rnd = Round.from_deal(_deal_with(dk_cards(GROOM_HAND)), rules=rules, dealer=3)
    call = "hochzeit" if rules == "hausrunde" else "hochzeit:fehl"
    rnd.apply(call)
    while rnd.phase == "reservations":
        rnd.apply("gesund")
    leads = dk_cards("R10 R10 EO")
    while not rnd.is_over:
        if rnd.to_move == 0 and len(rnd.tricks) < 3 and not rnd.trick:
            rnd.apply(leads[len(rnd.tricks)])
        else:
            rnd.apply(rnd.legal_cards()[0])
    return rnd


def hochzeit_alone() -> Point:
    """A Hochzeit that finds no partner in the first three tricks: the groom plays alone, one against
    three, scored as a solo (D9, D28, D29); Hydra has no partner search (R10).

    >>> p = hochzeit_alone()
    >>> [o.value for o in p.examples[0].outcomes]                  # one player alone on every side
    [1, 1, 1]
    """
    outs: list[Outcome] = []
    cards: tuple[str, ...] = ()
    for rules in ("hausrunde", "turnier"):
        rnd = play_hochzeit(rules)
        re = rnd.parties[0] if rnd.parties else ()
        cards = tuple(str(c) for t in rnd.tricks[:3] for c in t[0])
        pts = rnd.points                            # the groom (seat 0) alone: Re is (0,), tested
        who = ("nobody else won one of the first three tricks" if rules == "hausrunde" else
               'nobody else won "der erste Fehl-Stich" (a fail trick) in the first three tricks')
        outs.append(Outcome(rules, f"{SIDE_NAMES[rules]}: {who}, so the groom plays alone, one against three, "
                            f"scored as a solo: at the end the groom gets {pts[0]:+d} and each other player "
                            f"{pts[1]:+d} (three times a player's share, D29).", len(re)))
    parties = hydra.form_parties([["EO", "EO", "GO", "GO"], [], [], [], []])
    outs.append(Outcome("hydra", f"Hydra: {hydra.describe_kind(parties.kind)}. There is no partner to find: "
                        "whoever holds all four key Obers plays alone from the first card.", 1))
    other = difference("parties").example
    examples = [Example("tricks", "A Hochzeit of seat 0, who wins the first three tricks (played through the "
                        "engine)", cards, tuple(outs))] + ([other] if other is not None and other.differs else [])
    return Point(
        "hochzeit-alone", "A Hochzeit that finds no partner",
        "In Doppelkopf the groom with both Kreuz-Damen looks for a partner in the first three tricks, and "
        "plays alone (scored as a solo) if none is found; which trick finds the partner differs between the "
        "Hausrunde and the Turnier. In Hydra there is no search: a hand with all four key Obers plays alone "
        "against four from the start (R10).",
        tuple(examples), ("D9", "D28", "D29", "R10"), quotes("D9", "D28", "D29"))


def _lines_text(lines: Sequence[ScoreLine]) -> str:
    return ", ".join(f"{ln.what} {ln.points} ({ln.rule}" + ("" if ln.doubled else ", a Sonderpunkt, never doubled")
                     + ")" for ln in lines)


def gegen_die_alten(re_eyes: int = 110) -> Point:
    """The Turnier's extra game point when Kontra wins, "gegen die Alten" (D31); the Hausrunde's
    Sonderpunkt "gegen die Kreuz-Damen" (D36); in Hydra the Alten are a party like any other (R5).

    >>> p = gegen_die_alten()
    >>> [o.value for o in p.examples[0].outcomes]                  # each Kontra player's points
    [2, 2, 33]
    >>> "gegen die Alten gewonnen 1 (D31)" in p.examples[0].outcomes[1].text
    True
    """
    eyes = (re_eyes, 240 - re_eyes)
    outs: list[Outcome] = []
    for rs in ("hausrunde", "turnier"):
        win = winner(rs, eyes, (5, 5), (0, 0))
        lines = game_lines(rs, win, eyes, (5, 5), (0, 0))
        lines += sonderpunkte(rs, get_game("normal", rs), [], (0, 0, 1, 1), solo=False, kreuz_damen=True, win=win)
        kontra = sum(ln.points if ln.party == 1 else -ln.points for ln in lines)
        party = "Kontra" if win == 1 else "Re"
        outs.append(Outcome(rs, f"{SIDE_NAMES[rs]}: {party} wins; {_lines_text(lines)}: each Kontra player "
                            f"{kontra:+d}, each Re player {-kontra:+d}.", kontra))
    normal = hydra.form_parties(["EO S9", "GO S9", "EO R9", "GO R9", "E9"])     # Alten, Jungen, Ego (R10)
    mult = normal.multipliers[normal.names.index("Alten")]
    alten = party_points(re_eyes, mult)
    outs.append(Outcome("hydra", f"Hydra: the Alten are just the party of the two Eichel-Obers (Kreuz-Damen). Nobody "
                        "wins or loses a game and nobody gets a point for beating them: each party scores its own "
                        f"eyes (R5). The Alten with {re_eyes} eyes get {mult} x {round_half_up(re_eyes)} "
                        f"= {alten} each.", alten))
    solo = difference("against").example
    examples = [Example("score", f"A normal game: Re (the Kreuz-Damen) took {eyes[0]} eyes, Kontra {eyes[1]}, "
                        "nothing announced", (), tuple(outs))] + ([solo] if solo is not None else [])
    return Point(
        "gegen-die-alten", "The tournament's point \"gegen die Alten\"",
        "In the Turnier Kontra gets one more game point for winning \"gegen die Alten\", in a solo too (D31); "
        "the Hausrunde gives a Sonderpunkt \"gegen die Kreuz-Damen\" instead, only where Re holds them (D36). "
        "In Hydra the Alten are the party of the Eichel-Obers, and beating them earns nothing extra (R5).",
        tuple(examples), ("D31", "D36", "R5"), quotes("D31", "D36"))


#: A hand with both Füchse and two more trumps (D11, D41).
ARMUT_HAND = "SD SD SU RU EK E10 ED GK G10 RK"


def fuechse_armut(hand: str = ARMUT_HAND) -> Point:
    """The Füchse in a Trumpfabgabe: the Turnier does not count them (and lays them open), the
    Hausrunde does (D11, D41, D42); Hydra has no Trumpfabgabe, its Fuchs is the lowest trump (R4).

    >>> p = fuechse_armut()
    >>> [o.value for o in p.examples[0].outcomes]                  # trumps counted; Hydra: Fuchs bonus
    [4, 2, 5]
    >>> p.examples[0].outcomes[1].text.count("may offer")
    1
    """
    cards = dk_cards(hand)
    outs: list[Outcome] = []
    for rs in ("hausrunde", "turnier"):
        n = armut_trumps(cards, rs)
        may = "armut" in options(cards, rs)
        why = ("the Füchse are not counted, and are laid open beside the trumps given" if rs == "turnier"
               else "the Füchse count as trumps like any other")
        rules = "D11, D41" if rs == "turnier" else "D11, D42"
        outs.append(Outcome(rs, f"{SIDE_NAMES[rs]}: {n} trumps counted ({why}), so this hand "
                            + ("may offer a Trumpfabgabe" if may else "may not offer a Trumpfabgabe (at most three)")
                            + f" ({rules}).", n))
    given = _armut_given(cards)
    if given:
        outs = outs[:1] + [Outcome("turnier", outs[1].text + " Offered, it gives "
                                   + ", ".join(card_name(c) for c in given)
                                   + ": all its trumps, the Füchse with them.", outs[1].value)]
    normal = hydra.get_game("normal")
    lowest = normal.ladder()[-1]
    outs.append(Outcome("hydra", f"Hydra: no Trumpfabgabe (a weak hand has the Antrag instead, R9). The Fuchs "
                        f"({hydra_name(lowest)}) is the lowest trump of the normal game; caught by the other party "
                        f"it brings {FUCHS_BONUS} bonus points (R4).", FUCHS_BONUS))
    return Point(
        "fuechse-armut", "The Füchse in a Trumpfabgabe",
        "A Trumpfabgabe needs at most three trumps. The Turnier does not count the Füchse (Karo-Asse) and lays "
        "them open beside the trumps given; the Hausrunde counts them. Hydra has no Trumpfabgabe at all.",
        (Example("hand", "The same hand offered as a Trumpfabgabe", tuple(str(c) for c in cards), tuple(outs)),),
        ("D11", "D41", "D42", "R4", "R9"), quotes("D11", "D41"))


def _armut_given(cards: Sequence[Card]) -> tuple[Card, ...]:
    """The cards a Turnier Trumpfabgabe of ``cards`` (seat 0) gives, played through the engine."""
    rnd = Round.from_deal(_deal_with(cards), rules="turnier", dealer=3)
    for action in ["armut"] + ["gesund"] * 3:                      # seat 0 offers, the others are healthy
        rnd.apply(action)
    given = rnd.armut.get("given") if rnd.phase == "armut-offer" else None
    return tuple(c for c in given if isinstance(c, Card)) if isinstance(given, list) else ()


def winner_at(re_eyes: int, kontra_doppelt: bool = True) -> tuple[Outcome, Outcome, Outcome]:
    """Who wins when Re took ``re_eyes`` eyes and only Kontra doubled (Doppelt in the Hausrunde,
    Contra in the Turnier); nothing else was announced (D30, D34, R5).

    >>> [o.text.split(":")[1].split(";")[0].strip() for o in winner_at(120)]
    ['Re wins', 'Kontra wins', 'nobody wins']
    >>> winner_at(120, kontra_doppelt=False)[0].value              # 1: Kontra
    1
    """
    eyes = (re_eyes, 240 - re_eyes)
    party = ("Re", "Kontra")
    h = winner("hausrunde", eyes, (5, 5), (0, 0), doppelt=(False, kontra_doppelt))
    t = winner("turnier", eyes, (5, 5), (0, 0))
    said_h = "only Kontra said Doppelt" if kontra_doppelt else "nobody said Doppelt"
    said_t = "Kontra said Contra" if kontra_doppelt else "nothing announced"
    need_h = next(e for e in range(241) if winner("hausrunde", (e, 240 - e), (5, 5), (0, 0),
                                                  doppelt=(False, kontra_doppelt)) == 0)
    need_t = next(e for e in range(241) if winner("turnier", (e, 240 - e), (5, 5), (0, 0)) == 0)
    h_text = f"Hausrunde: {party[h or 0]} wins; Re took {eyes[0]} eyes, {said_h}: Re needs {need_h} (D34)."
    t_text = f"Turnier: {party[t or 0]} wins; Re took {eyes[0]} eyes, {said_t}: Re needs {need_t} (D30, D31)."
    pair = hydra.form_parties(["EO S9", "EO S9", "GO R9", "GO R9", "E9"])      # two players together (R10)
    mult = pair.multipliers[pair.party_of(0)]
    y_text = (f"Hydra: nobody wins; each party scores its own eyes (R5): a party of two with {eyes[0]} eyes "
              f"gets {mult} x {round_half_up(eyes[0])} = {party_points(eyes[0], mult)} points each, whatever "
              "was said.")
    return (Outcome("hausrunde", h_text, h if h is not None else -1),
            Outcome("turnier", t_text, t if t is not None else -1), Outcome("hydra", y_text, 2))


def hausrunde_120(re_eyes: int = 120) -> Point:
    """The Hausrunde's exception: Re wins with 120 eyes if only Kontra said Doppelt (D34).

    >>> [o.value for o in hausrunde_120().examples[0].outcomes]     # 0: Re, 1: Kontra, 2: nobody
    [0, 1, 2]
    """
    return Point(
        "hausrunde-120", "The Hausrunde's 120-eye exception",
        "Re needs 121 eyes, but in the Hausrunde 120 are enough if only Kontra said Doppelt (D34). The Turnier "
        "knows no such exception (D30). In Hydra nobody wins a game: every party scores its own eyes (R5).",
        (Example("score", f"Re took {re_eyes} eyes, Kontra {240 - re_eyes}; only Kontra doubled",
                 (), winner_at(re_eyes)),),
        ("D34", "D30", "R5"), quotes("D34", "D30"))


@lru_cache(maxsize=1)
def points() -> tuple[Point, ...]:
    """The five things a Doppelkopf player most often gets wrong in Hydra (computed once)."""
    return (colour_solo("S"), hochzeit_alone(), gegen_die_alten(), fuechse_armut(), hausrunde_120())


def point(key: str) -> Point:
    """The point with that key; KeyError if none."""
    for p in points():
        if p.key == key:
            return p
    raise KeyError(key)
