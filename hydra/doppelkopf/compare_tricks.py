"""The differences in the cards and who takes a trick: the deck, the trumps of the normal game, two
equal cards, Schweine, the solos and the order of Buben/Damen gemischt.

Each example is a trick found by searching the games' winners (:func:`~hydra.doppelkopf.compare_model.find_trick`).

>>> [d.key for d in (deck(), equal_cards())]
['deck', 'equal-cards']
"""

from __future__ import annotations

from hydra.hydra.cards import DECK as HYDRA_DECK
from hydra.hydra.games import SOLO_GAMES, Game
from hydra.hydra.games import get_game as hydra_get_game
from hydra.core.i18n import N_, _

from .cards import CARDS, dk_cards
from .compare_model import Difference, ladder_text, quotes, readings, searched_example
from .games import GAME_IDS, TITLES, get_game
from .rulings import RULINGS

__all__ = ["deck", "normal_trumps", "equal_cards", "schweine", "solos", "mixed_solo", "SCHWEINE_SAID"]


def deck() -> Difference:
    """The deck: 40 cards and four players against 50 cards and five (D1, D2)."""
    dk_n, dk_eyes = 2 * len(CARDS), 2 * sum(c.eyes for c in CARDS)
    hy_n, hy_eyes = len(HYDRA_DECK), sum(c.eyes for c in HYDRA_DECK)
    text = _("{n} cards (every card twice, no 9s), {eyes} eyes, four players").format(n=dk_n, eyes=dk_eyes)
    return Difference(
        "deck", _("The deck"),
        (("hausrunde", text), ("turnier", text),
         ("hydra", _("{n} cards (the 9s and two Hydras too), {eyes} eyes, five players").format(n=hy_n, eyes=hy_eyes))),
        ("D1", "D2"), quotes("D1"))


def normal_trumps() -> Difference:
    """The normal game's trumps (D7, R1)."""
    dk_game = get_game("normal", "turnier")
    hy = hydra_get_game("normal")
    pool = tuple(sorted(set(dk_game.trumps) | {c for c in hy.trumps if c in CARDS} | set(dk_cards("ED EK")),
                        key=lambda c: -dk_game.sort_key(c)))
    example = searched_example(_("Normal game"), pool, (("turnier", _("Doppelkopf (both rule sets)"), dk_game.winner),
                                                        ("hydra", "Hydra", hy.winner)))
    return Difference(
        "normal-trumps", _("Trumps of the normal game"),
        (("hausrunde", _("from the top: {ladder}").format(ladder=ladder_text(dk_game))),
         ("turnier", _("from the top: {ladder}").format(ladder=ladder_text(dk_game))),
         ("hydra", _("from the top: {ladder}; Karo-König and Karo-10 are plain Karo (Schell) cards").format(
             ladder=ladder_text(hy)))),
        ("D7", "R1"), quotes("R1"), example)


def equal_cards() -> Difference:
    """Which of two equal cards wins (D5, R2)."""
    h, t = get_game("normal", "hausrunde"), get_game("normal", "turnier")
    hy = hydra_get_game("normal")
    example = searched_example(_("Normal game"), tuple(h.ladder()), (
        ("hausrunde", "Hausrunde", h.winner), ("turnier", "Turnier", t.winner), ("hydra", "Hydra", hy.winner)),
        pairs=True)
    return Difference(
        "equal-cards", _("Two equal cards"),
        (("hausrunde", _("the first of two equal cards wins, but the second Herz-10 beats the first wherever "
                         "the Herz-10 is a trump")),
         ("turnier", _("the first of two equal cards always wins, the Herz-10 too")),
         ("hydra", _("the first wins, except the second Hydra (always) and the second Herz-10 (normal games "
                     "only)"))),
        ("D5", "R2"), quotes("D5", "R2"), example)


#: Where the Hausrunde's Schweine count (D6, D43, D50): the differences page and the rule card say it.
SCHWEINE_SAID = N_("who was dealt both Karo-Asse (SD) and still holds them when play begins has the two highest "
                 "trumps, above the Herz-10, in a normal game, a Hochzeit and a Trumpfabgabe, never in a solo; a "
                 "Hochzeit the groom plays alone becomes a Karo solo after the third trick and loses them then "
                 "(D43); nobody has to announce them (D50)")


def schweine() -> Difference:
    """Schweine, the Hausrunde's option (D6, D43)."""
    plain = get_game("normal", "hausrunde")
    pigs = get_game("normal", "hausrunde", schweine=True)
    example = searched_example(_("Normal game"), tuple(pigs.ladder()), (
        ("hausrunde", _("Hausrunde with Schweine"), pigs.winner),
        ("turnier", _("without Schweine (Turnier, or a Hausrunde table without them)"), plain.winner)))
    return Difference(
        "schweine", _("Schweine (both Karo-Asse in one hand)"),
        (("hausrunde", _("if the table agrees: {schweine}").format(schweine=_(SCHWEINE_SAID))),
         ("turnier", _("no Schweine")),
         ("hydra", _("no Schweine: the Schell-Daus (SD) is the Fuchs, the lowest trump"))),
        ("D6", "D43", "D50"), quotes("D6", "D43", "D50"), example, readings("D43", "D50"))



def solos() -> Difference:
    """Which solos each rule set has, and their trumps (D3, D4, D39, R7)."""
    h_only = [g for g in GAME_IDS["hausrunde"] if g not in GAME_IDS["turnier"]]
    dk_game = get_game("color-solo:E", "hausrunde")
    hy = hydra_get_game("color-solo:E")
    pool = tuple(sorted(set(dk_game.trumps) | {c for c in hy.trumps if c in CARDS},
                        key=lambda c: -dk_game.sort_key(c)))
    example = searched_example("Kreuz-Solo", pool, (("hausrunde", _("Hausrunde Kreuz-Solo"), dk_game.winner),
                                                    ("hydra", _("Hydra colour solo Eichel (Kreuz)"), hy.winner)))
    hydra_solos = ", ".join(hydra_get_game(g).name for g in SOLO_GAMES)
    return Difference(
        "solos", _("Which solos there are, and their trumps"),
        (("hausrunde", _("{solos}; in a colour solo the Herz-10, the Damen and the Buben stay trumps").format(
            solos=", ".join(TITLES[g] for g in GAME_IDS["hausrunde"][1:]))),
         ("turnier", _("{solos}; no {others}").format(solos=", ".join(TITLES[g] for g in GAME_IDS["turnier"][1:]),
                                                     others=", ".join(TITLES[g] for g in h_only))),
         ("hydra", _("{solos}; in a colour solo only that suit and the Hydras are trumps").format(solos=hydra_solos))),
        ("D3", "D4", "D39", "R7"), quotes("D3", "D4", "D39"), example, readings("D4", "D39"))


def mixed_solo() -> Difference:
    """D4's two readings of Buben/Damen gemischt, each a Game built from data, searched for a trick."""
    played = get_game("mixed-solo", "hausrunde")
    low_up = [str(c) for c in reversed(dk_cards("EO EU GO GU RO RU SO SU"))]     # the other reading
    other = Game("mixed-solo", low_up, played.fail_suits, title="Buben/Damen gemischt (alternating)")
    chosen = {r.name: r for r in RULINGS["D4"].readings}["damen-over-buben"].chosen
    example = searched_example("Buben/Damen gemischt", tuple(played.ladder()), (
        ("hausrunde", _("Reading damen-over-buben (the tutor plays this)") if chosen else
         _("Reading damen-over-buben"), played.winner),
        ("hausrunde", _("Reading alternating"), other.winner)))
    return Difference(
        "mixed-solo", _("Buben/Damen gemischt: the order of its trumps"),
        (("hausrunde", _("all Damen and Buben are trumps; the text does not say in which order, so there are two "
                         "readings")),
         ("turnier", _("no such solo")),
         ("hydra", _("no such solo: a trump solo has one rank and the Hydras as trumps"))),
        ("D4",), quotes("D4"), example, readings("D4"))
