"""Lesson 07's trump ladders and tricks: the same cards asked of ``hydra.doppelkopf`` (rule sets
``hausrunde`` and ``turnier``) and of ``hydra``, answered side by side.

A plain model (no widgets): every answer is the engines'. It names the cards for a Doppelkopf
player, lists each side's trumps for a game (:func:`ladders`) and asks each engine who wins a
trick (:func:`who_wins`), with the rule ids the answers rest on.

>>> [v.card for v in who_wins("R10 EO R10 SK")]                 # D5 and R2: which Herz-10 wins
['R10', 'R10', 'R10']
>>> [v.winner for v in who_wins("R10 EO R10 SK")]
[2, 0, 2]
>>> [l.played for l in ladders("color-solo:E")]                  # the Turnier has no Kreuz-Solo (D3)
[True, False, True]
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import hydra
from hydra.hydra.cards import Card
from hydra.doppelkopf import RULINGS, card_name, dk_cards, explain_trick, games, get_game
from hydra.doppelkopf.compare import SET_NAMES, hydra_game
from hydra.doppelkopf.games import GAME_IDS, TITLES
from hydra.hydra.games import SOLO_GAMES, Game
from hydra.core.i18n import _
from hydra.hydra.tricks import RULE_SOLO

__all__ = ["SIDES", "SIDE_NAMES", "RULE_CARDS", "SideLadder", "Verdict", "contracts", "ladders", "who_wins",
           "hydra_name", "dk_deck", "hydra_fifth_cards", "quotes"]

#: The Hydra rules' section that lists the trumps of the normal game ("Die Spielkarten").
RULE_CARDS = "rules: Die Spielkarten"
#: The three sides of the lesson, in the order shown.
SIDES = ("hausrunde", "turnier", "hydra")
SIDE_NAMES = dict(SET_NAMES)


# --- names ------------------------------------------------------------------------------------

def hydra_name(card: Card | str) -> str:
    """A Hydra card for a Doppelkopf player: ``'Eichel-Ober = Kreuz-Dame'``, by its names, never its
    code (issue 34); the 9s and the Hydra have no Doppelkopf name.

    >>> hydra_name("EO"), hydra_name("HY"), hydra_name("G9")
    ('Eichel-Ober = Kreuz-Dame', 'Hydra', 'Grün-9')
    """
    c = hydra.as_card(card)
    french = "" if c.suit is None or c.rank == "9" else " = " + card_name(c).split(" (")[0]
    return f"{c.german_name}{french}"


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
    return tuple((TITLES[g] if g in GAME_IDS["turnier"] else _("{game} (Hausrunde only)").format(game=TITLES[g]), g)
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
    return _("The Turnier plays no {game}. Its solos are: {solos} (D3).").format(game=TITLES[game_id], solos=solos)


def _not_played_hydra(game_id: str) -> str:
    solos = ", ".join(hydra.get_game(g).name for g in SOLO_GAMES)
    return _("Hydra has no {game}. Its solos are: {solos} ({rule}).").format(game=TITLES[game_id], solos=solos,
                                                                             rule=RULE_SOLO)


def ladders(game_id: str = "normal") -> tuple[SideLadder, SideLadder, SideLadder]:
    """The trump ladders of ``game_id`` (a Doppelkopf game id) in the Hausrunde, the Turnier and
    Hydra's game with the same idea (:func:`hydra.doppelkopf.compare.hydra_game`).

    >>> h, t, y = ladders("color-solo:S")
    >>> h.trumps[:3], y.trumps[:3]
    (('R10', 'EO', 'GO'), ('HY', 'SD', 'S10'))
    >>> "Rot-10 = Herz-10" in y.note and "R10" in h.only_here
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
            note = (_("Of two Herz-10 the second one wins (D5).") if g.second_wins[r10.index] else
                    _("Of two equal cards the first one played wins, the Herz-10 too (D5)."))
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
            note = _("Trumps in Doppelkopf but plain cards in Hydra's {game}: {cards} ({rule}).").format(
                game=hy.name, cards=", ".join(hydra_name(c) for c in lost), rule=rule)
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


