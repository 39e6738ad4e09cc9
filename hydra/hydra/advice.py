"""Hand evaluation for the calls: when a hand justifies a solo, an Antrag, or accepting one.

The rules say what *may* be called (R7, R9); this module is the example
players' judgement of what is *worth* calling, with the reason in words a
learner can follow. Each function looks only at what the seat itself holds
or has seen (its own hand, an Antrag's open card), never at other hands.

* :func:`solo_plan`: the best solo for a hand, and whether it is strong
  enough: a long trump suit in that game with its highest cards.
* :func:`antrag_plan`: whether a hand with both Obers of one colour asks for
  a partner (an Antrag, R9) instead of playing a secret proposal alone (R10).
* :func:`accept_plan`: whether a hand offered an Antrag should accept it.

A borderline hand is decided by a seeded coin (``rng``), so a player's
choices are reproducible from its seed.

>>> import random
>>> plan = solo_plan("HY HY R10 R10 EO EO GO SO RU G9", random.Random(0))
>>> plan.call, plan.game
(True, 'normal-solo')
>>> plan.reason.startswith("morbus, then a solo (normal solo): 9 of my 10 cards are trumps"), plan.reason.rules
(True, ('R7',))
>>> antrag_plan("EO EO S9 S9 R9 GK GK EK E10 RU", random.Random(0)).call
True
>>> accept_plan("HY R10 GO SO RU GU S9 G9 GK RD", "EU", random.Random(0)).call
True
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass

from .calls import antrag_pairs
from .cards import Card, CardLike, as_card, as_cards, parse_card
from ..core.errors import Reason
from ..core.i18n import _
from .games import HEALTHY, SOLO_GAMES, Game, get_game

__all__ = ["Advice", "Plan", "HandStrength", "strength", "solo_plan", "antrag_plan", "accept_plan",
           "open_card_choice", "return_choice", "SOLO_TRUMPS", "SOLO_TOP", "SECRET_TRUMPS",
           "ACCEPT_TRUMPS"]

#: A solo wants this many trumps of ten in its game, with at least SOLO_TOP[n] of them among the
#: game's three highest cards (both copies count): 8 trumps and 2 high ones, or 7 and 4.
SOLO_TRUMPS = 7
SOLO_TOP = {7: 4, 8: 2, 9: 1, 10: 0}
#: A hand with both Obers of a colour and at least this many normal trumps plays alone (secret
#: proposal); with fewer it asks for a partner (Antrag).
SECRET_TRUMPS = 7
#: An offered Antrag is accepted with this many normal trumps (the open card counted if it is
#: one), at least one of them HY, R10 or a key Ober; or with one more trump and no high one.
ACCEPT_TRUMPS = 6


@dataclass(frozen=True)
class Advice:
    """An action and why: what an example player does, and the sentence it would say."""

    action: object            # a hydra.hydra.history.Action: a word before play, a Card during play
    reason: Reason

    def __str__(self) -> str:
        return f"{self.action}: {self.reason}"


@dataclass(frozen=True)
class Plan:
    """A decision about a call: whether to make it, which game or pair, and why."""

    call: bool
    reason: Reason
    game: str | None = None          # a solo's game id
    pair: str | None = None          # an Antrag's key pair


@dataclass(frozen=True)
class HandStrength:
    """How a hand stands in one game: its trumps, how many are among the three highest, its Dauses."""

    game: str
    trumps: int
    top: int
    dauses: int

    @property
    def key(self) -> tuple[int, int, int]:
        return (self.trumps, self.top, self.dauses)


def strength(hand: Iterable[CardLike] | str, game: Game | str = HEALTHY) -> HandStrength:
    """The hand's trumps in ``game``, those among its three highest cards, and its plain Dauses.

    >>> strength("HY HY R10 S9 SD", "normal")
    HandStrength(game='normal', trumps=4, top=3, dauses=0)
    """
    g = get_game(game)
    cards = as_cards(hand)
    trumps = [c for c in cards if g.is_trump(c)]
    top = sum(1 for c in trumps if (g.trump_place(c) or 99) <= 3)
    dauses = sum(1 for c in cards if not g.is_trump(c) and c.rank == "D")
    return HandStrength(g.id, len(trumps), top, dauses)


def _highest(game: Game) -> str:
    return ", ".join(str(c) for c in game.ladder()[:3])


def _coin(rng: random.Random, chance: float) -> bool:
    return rng.random() < chance


def solo_plan(hand: Iterable[CardLike] | str, rng: random.Random, *, dare: float = 0.25) -> Plan:
    """The strongest solo for ``hand`` and whether to call it (R7).

    A solo needs a long trump suit with its highest cards: at least 8 trumps with 2 of the game's
    three highest cards, or 7 with 4 of them. One short of that (7 trumps, 3 high ones) is a
    borderline hand: the player dares it with chance ``dare`` (seeded).
    """
    cards = as_cards(hand)
    best = max((strength(cards, g) for g in SOLO_GAMES), key=lambda s: (s.key, s.game == "normal-solo"))
    game = get_game(best.game)
    named = game.name                     # the learner's name for it ('normal solo'), not its id
    facts = _("{trumps} of my {cards} cards are trumps in it, {top} of them among its three highest "
              "({highest})").format(trumps=best.trumps, cards=len(cards), top=best.top, highest=_highest(game))
    need = SOLO_TOP.get(min(best.trumps, 10), 99)
    if best.trumps >= SOLO_TRUMPS and best.top >= need:
        return Plan(True, Reason(_("morbus, then a solo ({game}): {facts}, so I can take most tricks "
                                   "alone (R7).").format(game=named, facts=facts), ("R7",)), game=best.game)
    if best.trumps == SOLO_TRUMPS and best.top == need - 1 and _coin(rng, dare):
        return Plan(True, Reason(_("morbus, then a solo ({game}): {facts}; a close call, and I dare "
                                   "it (R7).").format(game=named, facts=facts), ("R7",)), game=best.game)
    return Plan(False, Reason(_("no solo: my best one would be {game}, where {facts}; a solo wants "
                                "at least {more} trumps with 2 of the three highest, or {trumps} with 4 "
                                "(R7).").format(game=named, facts=facts, more=SOLO_TRUMPS + 1, trumps=SOLO_TRUMPS),
                              ("R7",)), game=best.game)


def antrag_plan(hand: Iterable[CardLike] | str, rng: random.Random, *, dare: float = 0.5) -> Plan:
    """Whether a hand with both Obers of one colour should propose an Antrag (R7, R9).

    Without an Antrag such a hand plays alone when it holds no Ober of the other colour: a secret
    proposal (1 against 2 and 2) or, with all four Obers, a wedding (1 against 4) (R10). A strong
    hand (at least 7 normal trumps) keeps that secret for the multiplier; a weaker one asks for
    a partner. With 6 trumps it is a close call (chance ``dare``, seeded).
    """
    cards = as_cards(hand)
    pairs = antrag_pairs(cards)
    if not pairs:
        return Plan(False, Reason(_("no Antrag: it needs both Eichel-Obers (EO) or both Grün-Obers (GO) "
                                    "in one hand (R7)."), ("R7",)))
    pair = pairs[0]
    other = "GO" if pair == "EO" else "EO"
    if len(pairs) == 1 and parse_card(other) in cards:
        return Plan(False, Reason(_("no Antrag: with both {pair} and a {other} I play together with the "
                                    "holder of the other {other} anyway (R10).").format(pair=pair, other=other),
                                  ("R10",)), pair=pair)
    alone = (_("a wedding, alone against four") if len(pairs) == 2
             else _("a secret proposal, alone against two parties"))
    s = strength(cards, HEALTHY)
    if s.trumps >= SECRET_TRUMPS:
        return Plan(False, Reason(_("no Antrag: with both {pair} and {trumps} trumps I can play {alone}, "
                                    "for the higher multiplier (R10, R5).").format(pair=pair, trumps=s.trumps,
                                                                                   alone=alone),
                                  ("R10", "R5")), pair=pair)
    if s.trumps == SECRET_TRUMPS - 1 and _coin(rng, dare):
        return Plan(False, Reason(_("no Antrag: with both {pair} and {trumps} trumps I dare to play "
                                    "{alone} (R10, R5).").format(pair=pair, trumps=s.trumps, alone=alone),
                                  ("R10", "R5")), pair=pair)
    return Plan(True, Reason(_("morbus, then an Antrag with {pair}: with both {pair} I would play {alone}, "
                               "and {trumps} trumps are not enough for that, so I ask for a partner "
                               "(R7, R9).").format(pair=pair, alone=alone, trumps=s.trumps), ("R7", "R9")), pair=pair)


def accept_plan(hand: Iterable[CardLike] | str, open_card: CardLike, rng: random.Random, *,
                dare: float = 0.25) -> Plan:
    """Whether to accept an offered Antrag: the acceptor gets two key Obers and the open card and
    plays with the proposer, 2 against 3 (R9). A hand that brings trumps of its own accepts."""
    cards = as_cards(hand)
    shown = as_card(open_card)
    normal = get_game(HEALTHY)
    trumps = [c for c in [*cards, shown] if normal.is_trump(c)]
    high = [c for c in trumps if (normal.trump_place(c) or 99) <= 4]
    got = (_("{count} trumps with the open card {card}").format(count=len(trumps), card=shown)
           if normal.is_trump(shown) else _("{count} trumps").format(count=len(trumps)))
    highs = (_(", {count} of them HY, R10 or a key Ober").format(count=len(high)) if high
             else _(", none of them HY, R10 or a key Ober"))
    if (len(trumps) >= ACCEPT_TRUMPS and high) or len(trumps) >= ACCEPT_TRUMPS + 1:
        return Plan(True, Reason(_("accept: I hold {got}{highs}; with the two key Obers that makes a strong "
                                   "partner for the proposer, 2 against 3 (R9).").format(got=got, highs=highs),
                                 ("R9",)))
    if len(trumps) == ACCEPT_TRUMPS - 1 and high and _coin(rng, dare):
        return Plan(True, Reason(_("accept: I hold {got}{highs}; a close call, and I take it (R9).").format(
            got=got, highs=highs), ("R9",)))
    return Plan(False, Reason(_("decline: I hold only {got}{highs}; too weak to be the proposer's partner "
                                "(R9).").format(got=got, highs=highs), ("R9",)))


def open_card_choice(hand: Iterable[CardLike] | str, pair: str) -> Advice:
    """The card the proposer lays face up (R9): its best other trump, to make the offer worth taking
    (it goes to the partner, so it is not lost), else its best plain card."""
    cards = as_cards(hand)
    rest = list(cards)
    for _twice in range(2):
        rest.remove(parse_card(pair))
    normal = get_game(HEALTHY)
    trumps = [c for c in rest if normal.is_trump(c)]
    if trumps:
        card = max(trumps, key=normal.sort_key)
        why = _("my highest trump besides the two {pair}, so the offer is worth accepting").format(pair=pair)
    else:
        card = max(rest, key=lambda c: (c.eyes, c.index))
        why = _("no other trump; my plain card with the most eyes")
    return Advice(f"open:{card}", Reason(_("lay {card} face up: {why}; it goes to my partner (R9).").format(
        card=card, why=why), ("R9",)))


def return_choice(hand: Iterable[CardLike] | str, given: Iterable[CardLike] = ()) -> Advice:
    """The next card an acceptor gives back (R9): its cheapest plain card, keeping the trumps."""
    cards = as_cards(hand)
    left = list(cards)
    for c in as_cards(list(given)):
        left.remove(c)
    normal = get_game(HEALTHY)

    def cost(c: Card) -> tuple[int, int, int]:
        return (1 if normal.is_trump(c) else 0, c.eyes, normal.sort_key(c))

    card = min(left, key=cost)
    said = (_("give back {card}: my cheapest trump; the trumps stay with me (R9).") if normal.is_trump(card)
            else _("give back {card}: my cheapest plain card; the trumps stay with me (R9)."))
    return Advice(f"return:{card}", Reason(said.format(card=card), ("R9",)))
