"""Shared helpers for the Doppelkopf tests: hand-built deals of the golden playthroughs."""

from __future__ import annotations

from hydra import doppelkopf as dk

# Damensolo deal (dealer 0, seat 1 leads): seat 1 holds all eight Damen and both Kreuz-As.
QUEEN_HANDS = [
    "SU SU SK SK S10 S10 SD SD E10 E10",      # seat 0
    "SO SO RO RO GO GO EO EO ED ED",          # seat 1: the soloist
    "GU GU GK GK G10 G10 GD GD EU EU",        # seat 2
    "RU RU RK RK R10 R10 RD RD EK EK",        # seat 3
]
# Each trick in the order played (seat 1, 2, 3, 0): the soloist wins all ten.
QUEEN_TRICKS = ["EO GD RD SD", "EO GD RD SD", "GO G10 R10 S10", "GO G10 R10 S10", "RO GK RK SK",
                "RO GK RK SK", "SO GU RU SU", "SO GU RU SU", "ED EU EK E10", "ED EU EK E10"]

# Hochzeit deal (dealer 0): seat 1 holds both EO; seat 3 wins trick 1 and is the partner.
HOCHZEIT_HANDS = [
    "E10 SK G10 E10 GO RD SK G10 S10 RU",     # seat 0
    "EK EO GK EO R10 RK RO SO RO SU",         # seat 1: the groom
    "EK S10 GD SU SD RD SO RU GU GU",         # seat 2
    "ED R10 GD ED SD RK GO GK EU EU",         # seat 3
]
HOCHZEIT_TRICKS = ["EK EK ED E10", "R10 SK EO S10", "GD G10 GK GD", "ED E10 EO SU", "R10 SD SD GO",
                   "RK RD RK RD", "SO GO SK RO", "GK G10 SO RU", "RO GU EU S10", "SU GU EU RU"]


def play(rnd: dk.Round, tricks: list[str], calls: dict[int, list[str]] | None = None) -> dk.Round:
    """Play the tricks card by card; ``calls[card_index]`` are said first by the player to move."""
    calls = calls or {}
    index = 0
    for trick in tricks:
        for card in trick.split():
            for call in calls.get(index, []):
                rnd.apply(call)
            rnd.apply(card)
            index += 1
    return rnd


def start(hands: list[str], rules: str, reservations: list[str], dealer: int = 0) -> dk.Round:
    rnd = dk.Round.from_deal(hands, rules=rules, dealer=dealer)
    for action in reservations:
        rnd.apply(action)
    while rnd.phase == "reizen":
        rnd.apply("passen")
    return rnd
