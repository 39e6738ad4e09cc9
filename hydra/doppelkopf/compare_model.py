"""The pieces every comparison of ``hausrunde``, ``turnier`` and Hydra is made of.

:class:`Difference` (what each rule set decides, its rulings and quotes), :class:`Example` (an
example the engines computed) and :class:`Outcome` (what one rule set makes of it), plus the
searches and wordings the comparisons share. :mod:`hydra.doppelkopf.compare` assembles them.

>>> hydra_game("queen-solo"), SET_NAMES["turnier"]
('trump-solo:O', 'Turnier')
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from hydra.hydra.cards import Card
from hydra.hydra.games import Game
from hydra.core.i18n import _

from .cards import CARDS, card_name
from .games import RULE_SETS
from .rulings import RULINGS, Reading

__all__ = ["SETS", "SET_NAMES", "HYDRA_RULES", "Outcome", "Example", "Difference", "hydra_game", "cards_text",
           "Winner", "find_trick", "trick_example", "searched_example", "ladder_text", "quotes", "readings"]

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
    winner), ``'score'`` (the same tricks or eyes, different points), ``'hand'``, or ``'round'``
    (a round played through the engine, its steps shown as ``rows``: (what, cards) each)."""
    kind: str
    setting: str
    cards: tuple[str, ...]
    outcomes: tuple[Outcome, ...]
    rows: tuple[tuple[str, tuple[str, ...]], ...] = ()

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

    >>> from hydra.doppelkopf import dk_cards, get_game
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


def trick_example(setting: str, trick: Sequence[Card], sides: Sequence[tuple[str, str, Winner]]) -> Example:
    """The same cards given to each side's winner: ``sides`` are (rule set, label, winner function)."""
    outs = []
    for rule_set, label, fn in sides:
        w = fn(trick)
        said = _("{label}: {card} wins (card {n})").format(label=label, card=card_name(trick[w]), n=w + 1)
        outs.append(Outcome(rule_set, said, w))
    return Example("trick", setting, tuple(str(c) for c in trick), tuple(outs))


def searched_example(setting: str, pool: Sequence[Card], sides: Sequence[tuple[str, str, Winner]], *,
                     pairs: bool = False) -> Example | None:
    """The first trick from ``pool`` that the ``sides`` (rule set, label, winner function) give to different
    cards (:func:`find_trick`), as their :func:`trick_example`; None if there is none."""
    trick = find_trick([(label, fn) for _, label, fn in sides], pool, pairs=pairs)
    return None if trick is None else trick_example(setting, trick, sides)


def ladder_text(game: Game) -> str:
    """A game's trumps from the top, by their French names (the Hydra by its own)."""
    return " > ".join(card_name(c) if c in CARDS else _("the Hydra ({card})").format(card=c) for c in game.ladder())


def quotes(*ids: str) -> tuple[tuple[str, str, str], ...]:
    """(rule id, rule set, quote) for each D-id (the rulings' German quotes) and R-id (:data:`HYDRA_RULES`)."""
    out: list[tuple[str, str, str]] = []
    for rid in ids:
        if rid in RULINGS:
            out += [(rid, rs, q) for rs, q in RULINGS[rid].quotes]
        elif rid in HYDRA_RULES:
            out.append((rid, "hydra", HYDRA_RULES[rid]))
    return tuple(out)


def readings(*ids: str, only: tuple[str, ...] = ()) -> tuple[tuple[str, Reading], ...]:
    """(ruling id, reading) for every named reading of the D-ids (``only``: just the readings of those names,
    for a ruling that answers more than one question)."""
    return tuple((rid, r) for rid in ids for r in RULINGS[rid].readings if not only or r.name in only)
