"""Reservations (Vorbehalte): what a hand may announce, and which one is played (D8-D12).

>>> from hydra.doppelkopf.cards import dk_cards
>>> from hydra.doppelkopf.reservations import options
>>> hand = dk_cards("EO EO SK RK GK EK SU E10 G10 R10")
>>> [o for o in options(hand, "turnier") if not o.startswith("solo")]
['gesund', 'hochzeit:fehl', 'hochzeit:trumpf', 'hochzeit:erster']
>>> poor = dk_cards("SD SD SU EK E10 ED GK G10 GD RK")
>>> armut_trumps(poor, "turnier"), armut_trumps(poor, "hausrunde")   # turnier: Füchse not counted
(1, 3)
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from hydra.hydra.cards import Card
from hydra.core.errors import RuleError
from hydra.hydra.games import Game

from .cards import CARDS, dk_card
from .games import SOLO_IDS, normal_game, solo_rank

__all__ = ["HOCHZEIT_RULES", "options", "armut_trumps", "kings", "throw_in_kings", "resolve",
           "RESERVATION_RANK", "EO", "SD", "normalise_action", "throw_in_seats",
           "fail_cards", "eo_holders", "schweine_in_play", "schweine_holder", "hand_counts", "hands_counts",
           "options_of_counts", "option_words"]

EO = dk_card("EO")
SD = dk_card("SD")
#: The partner rules a tournament groom may announce (D9, turnier 5.1).
HOCHZEIT_RULES = {"fehl": "der erste Fehl-Stich", "trumpf": "der erste Trumpf-Stich",
                  "erster": "der erste Stich"}
_GESUND_AND_SOLOS = {rules: ("gesund",) + tuple("solo:" + g for g in ids) for rules, ids in SOLO_IDS.items()}
#: Precedence of reservations, lower first (D12).
RESERVATION_RANK = {"solo": 0, "armut": 1, "hochzeit": 2, "schmeissen": 3}


def kings(hand: Sequence[Card]) -> int:
    """How many Könige the hand holds."""
    n = 0
    for c in hand:
        if c.rank == "K":
            n += 1
    return n


def _count_eo(hand: Sequence[Card]) -> int:
    n = 0
    for c in hand:
        if c is EO:
            n += 1
    return n


def throw_in_kings(rules: str) -> int:
    """How many Könige allow throwing in: turnier five, hausrunde six (D12)."""
    return 5 if rules == "turnier" else 6


def armut_trumps(hand: Sequence[Card], rules: str) -> int:
    """Trumps counted for a Trumpfabgabe: normal trumps, in turnier without the Füchse (D11)."""
    counts = _ARMUT_COUNTS[rules]
    n = 0
    for c in hand:
        n += counts[c.index]
    return n


def _armut_counts(rules: str) -> tuple[int, ...]:
    """Per card index: 1 if the card counts as a trump for a Trumpfabgabe (D11), else 0."""
    game = normal_game(rules)
    return tuple(int(rank >= 0 and not (rules == "turnier" and i == SD.index))
                 for i, rank in enumerate(game.trump_rank))


_ARMUT_COUNTS = {rules: _armut_counts(rules) for rules in SOLO_IDS}
#: Per card index, packed: 1 if it counts as a trump for a Trumpfabgabe (bits 0-7, D11), 256 for a
#: Kreuz-Dame (bits 8-15, D8), 65536 for a König (bits 16 up, D12); exact for up to 255 cards.
_KINGS = frozenset(c.index for c in CARDS if c.rank == "K")
_PACKED = {rules: tuple(n + (256 if i == EO.index else 0) + (65536 if i in _KINGS else 0)
                        for i, n in enumerate(counts))
           for rules, counts in _ARMUT_COUNTS.items()}
_HOCHZEIT = {"hausrunde": ["hochzeit"], "turnier": ["hochzeit:" + r for r in HOCHZEIT_RULES]}


def options(hand: Sequence[Card], rules: str) -> list[str]:
    """The reservation actions a hand may choose from (D12): ``gesund`` always."""
    return options_of_counts(hand_counts(hand, rules), rules)


def hand_counts(hand: Sequence[Card], rules: str) -> int:
    """A hand's trumps for a Trumpfabgabe, Kreuz-Damen and Könige in one pass, packed (see _PACKED)."""
    if len(hand) > 255:
        raise RuleError(f"a Doppelkopf hand holds at most ten cards, not {len(hand)} (D2)", rule="D2")
    packed = _PACKED[rules]
    total = 0
    for c in hand:
        total += packed[c.index]
    return total


def hands_counts(hands: Sequence[Sequence[Card]], rules: str) -> list[int]:
    """:func:`hand_counts` of each hand, in one call (a round counts all four hands when dealt)."""
    return [hand_counts(hand, rules) for hand in hands]


def options_of_counts(total: int, rules: str) -> list[str]:
    """:func:`options` of a hand whose :func:`hand_counts` is ``total`` (D8, D11, D12)."""
    return list(option_words(total, rules))


@lru_cache(maxsize=1024)                   # a few hundred totals occur: each worked out once
def option_words(total: int, rules: str) -> tuple[str, ...]:
    """:func:`options_of_counts` as a tuple, shared (the same object for the same counts)."""
    out = list(_GESUND_AND_SOLOS[rules])
    trumps, eo, n_kings = total & 255, (total >> 8) & 255, total >> 16
    if eo == 2:
        out += _HOCHZEIT[rules]
    if trumps <= 3:
        out.append("armut")
    if rules == "hausrunde" and n_kings >= throw_in_kings(rules):
        out.append("schmeissen")
    return tuple(out)


def check_option(hand: Sequence[Card], rules: str, action: str, seat: int) -> str:
    """The action, or RuleError naming the rule that forbids it for this hand."""
    if action in options(hand, rules):
        return action
    kind = action.partition(":")[0]
    if kind == "hochzeit":
        if _count_eo(hand) < 2:
            raise RuleError(f"seat {seat} cannot announce a Hochzeit: that needs both Kreuz-Damen "
                            "(EO) in one hand (D8)", rule="D8")
        raise RuleError(f"{action!r}: in {rules} the Hochzeit is announced as "
                        + ("'hochzeit'" if rules == "hausrunde" else
                           "'hochzeit:fehl', 'hochzeit:trumpf' or 'hochzeit:erster'") + " (D9)", rule="D9")
    if kind == "armut":
        raise RuleError(f"seat {seat} cannot offer a Trumpfabgabe with "
                        f"{armut_trumps(hand, rules)} trumps: at most three (D11)", rule="D11")
    if kind == "schmeissen":
        raise RuleError(f"seat {seat} holds {kings(hand)} Könige: throwing in needs "
                        f"{throw_in_kings(rules)} or more (D12)", rule="D12")
    if kind == "solo":
        raise RuleError(f"{action!r} is not a solo of {rules}: "
                        f"{', '.join(SOLO_IDS[rules])} (D3, D12)", rule="D3")
    raise RuleError(f"{action!r} is not a reservation: say 'gesund' or one of "
                    f"{', '.join(options(hand, rules)[1:])} (D12)", rule="D12")


def resolve(declared: Sequence[tuple[int, str]], rules: str) -> tuple[int, str] | None:
    """The reservation that is played, of ``(seat, action)`` in order from the dealer's left.

    Solo before Trumpfabgabe before Hochzeit before throwing in (D12); between two of the same
    kind the one nearer the dealer's left, but in turnier a solo higher on its list first (D39).
    ``gesund`` answers are ignored; None means a normal game.

    >>> resolve([(1, "hochzeit:fehl"), (2, "solo:ace-solo"), (3, "solo:queen-solo")], "turnier")
    (3, 'solo:queen-solo')
    >>> resolve([(1, "hochzeit"), (2, "armut")], "hausrunde")
    (2, 'armut')
    """
    best: tuple[tuple[int, int, int], int, str] | None = None
    for order, (seat, action) in enumerate(declared):
        kind, _, arg = action.partition(":")
        if kind == "gesund":
            continue
        key = (RESERVATION_RANK[kind], solo_rank(rules, arg) if kind == "solo" else 0, order)
        if best is None or key < best[0]:
            best = (key, seat, action)
    return None if best is None else (best[1], best[2])


@lru_cache(maxsize=4096)
def normalise_action(action: str) -> str:
    """``'SOLO:color-solo:e'`` -> ``'solo:color-solo:E'``, ``'zurueck:sk'`` -> ``'zurueck:SK'``."""
    word, sep, arg = action.strip().partition(":")
    word = word.lower()
    if word == "solo":
        kind, sep2, param = arg.partition(":")
        arg = kind.lower() + sep2 + param.upper()
    elif word in ("beilegen", "zurueck"):
        arg = arg.lower() if arg.lower() == "keine" else arg.upper()
    else:
        arg = arg.lower()
    return word + sep + arg


def throw_in_seats(hands: list[list[Card]], seats: tuple[int, ...],
                   counts: Sequence[int] | None = None) -> list[int]:
    """The seats that may throw in before the reservations (turnier: five Könige, D38);
    ``counts``: each hand's :func:`hand_counts` in turnier, if known."""
    if counts is None:
        counts = [hand_counts(hand, "turnier") for hand in hands]
    return [s for s in seats if counts[s] >= _THROW_IN_TURNIER]


_THROW_IN_TURNIER = throw_in_kings("turnier") << 16      # Könige counted from bit 16 up (once, not each deal)


def fail_cards(hand: list[Card], game: Game) -> list[Card]:
    """The hand's fail cards, each once (what a poor player may add, D42)."""
    return [c for c in dict.fromkeys(hand) if game.trump_rank[c.index] < 0]


def eo_holders(hands: list[list[Card]], seats: tuple[int, ...]) -> list[int]:
    """The seats of the two Kreuz-Damen, once per card (D8, D9)."""
    return [s for s in seats for c in hands[s] if c is EO]


def schweine_in_play(dealt: tuple[tuple[Card, ...], ...], hands: list[list[Card]], seats: tuple[int, ...]) -> bool:
    """D6, D43: one player was dealt both Karo-Asse and still holds them."""
    return any(sum(1 for c in dealt[s] if c is SD) == 2 and sum(1 for c in hands[s] if c is SD) == 2
               for s in seats)


def schweine_holder(game: Game, dealt: Sequence[Sequence[Card]], seats: Sequence[int]) -> int | None:
    """The seat dealt both Karo-Asse if ``game`` has them on top as the Schweine (D6, D43: it still held
    both when play began), else None (the game of a solo, a table without Schweine, before play)."""
    if game.trumps[-1:] != (SD,):
        return None
    for s in seats:
        if sum(1 for c in dealt[s] if c is SD) == 2:
            return s
    return None                                             # pragma: no cover - the trumps say one has them
