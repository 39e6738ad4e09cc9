"""The differences in the cards and who takes a trick: the deck, the trumps of the normal game, two
equal cards, Schweine, the solos and the order of Buben/Damen gemischt.

Each example is a trick found by searching the games' winners (:func:`~hydra.doppelkopf.compare_model.find_trick`).

>>> [d.key for d in (deck(), equal_cards())]
['deck', 'equal-cards']
"""

from __future__ import annotations

from hydra.cards import DECK as HYDRA_DECK
from hydra.games import SOLO_GAMES, Game
from hydra.games import get_game as hydra_get_game

from .cards import CARDS, dk_cards
from .compare_model import Difference, ladder_text, quotes, readings, searched_example
from .games import GAME_IDS, TITLES, get_game
from .rulings import RULINGS

__all__ = ["deck", "normal_trumps", "equal_cards", "schweine", "solos", "mixed_solo", "SCHWEINE_SAID"]


def deck() -> Difference:
    """The deck: 40 cards and four players against 50 cards and five (D1, D2)."""
    dk_n, dk_eyes = 2 * len(CARDS), 2 * sum(c.eyes for c in CARDS)
    hy_n, hy_eyes = len(HYDRA_DECK), sum(c.eyes for c in HYDRA_DECK)
    text = f"{dk_n} cards (every card twice, no 9s), {dk_eyes} eyes, four players"
    return Difference(
        "deck", "The deck",
        (("hausrunde", text), ("turnier", text),
         ("hydra", f"{hy_n} cards (the 9s and two Hydras too), {hy_eyes} eyes, five players")),
        ("D1", "D2"), quotes("D1"))


def normal_trumps() -> Difference:
    """The normal game's trumps (D7, R1)."""
    dk_game = get_game("normal", "turnier")
    hy = hydra_get_game("normal")
    pool = tuple(sorted(set(dk_game.trumps) | {c for c in hy.trumps if c in CARDS} | set(dk_cards("ED EK")),
                        key=lambda c: -dk_game.sort_key(c)))
    example = searched_example("Normal game", pool, (("turnier", "Doppelkopf (both rule sets)", dk_game.winner),
                                                     ("hydra", "Hydra", hy.winner)))
    return Difference(
        "normal-trumps", "Trumps of the normal game",
        (("hausrunde", "from the top: " + ladder_text(dk_game)), ("turnier", "from the top: " + ladder_text(dk_game)),
         ("hydra", "from the top: " + ladder_text(hy) + "; Karo-König and Karo-10 are plain Karo (Schell) cards")),
        ("D7", "R1"), quotes("R1"), example)


def equal_cards() -> Difference:
    """Which of two equal cards wins (D5, R2)."""
    h, t = get_game("normal", "hausrunde"), get_game("normal", "turnier")
    hy = hydra_get_game("normal")
    example = searched_example("Normal game", tuple(h.ladder()), (
        ("hausrunde", "Hausrunde", h.winner), ("turnier", "Turnier", t.winner), ("hydra", "Hydra", hy.winner)),
        pairs=True)
    return Difference(
        "equal-cards", "Two equal cards",
        (("hausrunde", "the first of two equal cards wins, but the second Herz-10 beats the first wherever "
                       "the Herz-10 is a trump"),
         ("turnier", "the first of two equal cards always wins, the Herz-10 too"),
         ("hydra", "the first wins, except the second Hydra (always) and the second Herz-10 (normal games "
                   "only)")),
        ("D5", "R2"), quotes("D5", "R2"), example)


#: Where the Hausrunde's Schweine count (D6, D43, D50): the differences page and the rule card say it.
SCHWEINE_SAID = ("who was dealt both Karo-Asse (SD) and still holds them when play begins has the two highest "
                 "trumps, above the Herz-10, in a normal game, a Hochzeit and a Trumpfabgabe, never in a solo; a "
                 "Hochzeit the groom plays alone becomes a Karo solo after the third trick and loses them then "
                 "(D43); nobody has to announce them (D50)")


def schweine() -> Difference:
    """Schweine, the Hausrunde's option (D6, D43)."""
    plain = get_game("normal", "hausrunde")
    pigs = get_game("normal", "hausrunde", schweine=True)
    example = searched_example("Normal game", tuple(pigs.ladder()), (
        ("hausrunde", "Hausrunde with Schweine", pigs.winner),
        ("turnier", "without Schweine (Turnier, or a Hausrunde table without them)", plain.winner)))
    return Difference(
        "schweine", "Schweine (both Karo-Asse in one hand)",
        (("hausrunde", "if the table agrees: " + SCHWEINE_SAID),
         ("turnier", "no Schweine"),
         ("hydra", "no Schweine: the Schell-Daus (SD) is the Fuchs, the lowest trump")),
        ("D6", "D43", "D50"), quotes("D6", "D43", "D50"), example, readings("D43", "D50"))



def solos() -> Difference:
    """Which solos each rule set has, and their trumps (D3, D4, D39, R7)."""
    h_only = [g for g in GAME_IDS["hausrunde"] if g not in GAME_IDS["turnier"]]
    dk_game = get_game("color-solo:E", "hausrunde")
    hy = hydra_get_game("color-solo:E")
    pool = tuple(sorted(set(dk_game.trumps) | {c for c in hy.trumps if c in CARDS},
                        key=lambda c: -dk_game.sort_key(c)))
    example = searched_example("Kreuz-Solo", pool, (("hausrunde", "Hausrunde Kreuz-Solo", dk_game.winner),
                                                    ("hydra", "Hydra colour solo Eichel (Kreuz)", hy.winner)))
    hydra_solos = ", ".join(hydra_get_game(g).name for g in SOLO_GAMES)
    return Difference(
        "solos", "Which solos there are, and their trumps",
        (("hausrunde", ", ".join(TITLES[g] for g in GAME_IDS["hausrunde"][1:]) +
          "; in a colour solo the Herz-10, the Damen and the Buben stay trumps"),
         ("turnier", ", ".join(TITLES[g] for g in GAME_IDS["turnier"][1:]) + "; no "
          + ", ".join(TITLES[g] for g in h_only)),
         ("hydra", hydra_solos + "; in a colour solo only that suit and the Hydras are trumps")),
        ("D3", "D4", "D39", "R7"), quotes("D3", "D4", "D39"), example, readings("D4", "D39"))


def mixed_solo() -> Difference:
    """D4's two readings of Buben/Damen gemischt, each a Game built from data, searched for a trick."""
    played = get_game("mixed-solo", "hausrunde")
    low_up = [str(c) for c in reversed(dk_cards("EO EU GO GU RO RU SO SU"))]     # the other reading
    other = Game("mixed-solo", low_up, played.fail_suits, title="Buben/Damen gemischt (alternating)")
    tutors = " (the tutor plays this)" if {r.name: r for r in RULINGS["D4"].readings}["damen-over-buben"].chosen else ""
    example = searched_example("Buben/Damen gemischt", tuple(played.ladder()), (
        ("hausrunde", f"Reading damen-over-buben{tutors}", played.winner),
        ("hausrunde", "Reading alternating", other.winner)))
    return Difference(
        "mixed-solo", "Buben/Damen gemischt: the order of its trumps",
        (("hausrunde", "all Damen and Buben are trumps; the text does not say in which order, so there are two "
                       "readings"),
         ("turnier", "no such solo"),
         ("hydra", "no such solo: a trump solo has one rank and the Hydras as trumps")),
        ("D4",), quotes("D4"), example, readings("D4"))
