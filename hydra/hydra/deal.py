"""Seats, shuffling, the cut and the deal (R11, R12), and throwing in (R6).

Seats are numbered 0..n-1 clockwise; the dealer's left is ``dealer + 1``
(R11). With six players the dealer sits out. The player right of the dealer
cuts 5 to 45 cards; the dealer then deals packets of 3, 4 and 3 to each
playing seat, starting at the dealer's left (R12).

>>> from hydra import deal
>>> d = deal(seed=7, players=5, dealer=4)
>>> [len(h) for h in d.hands], d.playing_seats, 5 <= d.cut <= 45
([10, 10, 10, 10, 10], (0, 1, 2, 3, 4), True)
>>> d == deal(seed=7, players=5, dealer=4)     # the same seed deals the same cards
True
>>> six = deal(seed=7, players=6, dealer=2)
>>> [len(h) for h in six.hands], six.playing_seats
([10, 10, 0, 10, 10, 10], (3, 4, 5, 0, 1))
"""

from __future__ import annotations

import random
from dataclasses import InitVar, dataclass

from collections.abc import Callable, Iterable
from itertools import chain
from operator import attrgetter, itemgetter

from .cards import CARDS, DECK, Card, CardLike, as_cards, deck_counts, is_full_deck
from ..core.errors import Given, RuleError
from ..core.i18n import _
from .games import get_game
from ..core.registry import Seed   # what random.Random takes as a seed, one type for every game

__all__ = ["Deal", "deal", "deal_deck", "playing_seats", "check_players", "throw_in_reason",
           "can_throw_in", "may_throw_in", "PACKETS", "next_seat", "seats_from", "Seed"]

#: Packet sizes dealt to each playing seat in turn (R12).
PACKETS = (3, 4, 3)
_NORMAL = get_game("normal")
_INDEX = attrgetter("index")
_ONLY_CARDS = {Card}
_IS_NINE = tuple(int(c.rank == "9") for c in CARDS)                      # R6, by card index
_IS_TRUMP = tuple(int(_NORMAL.trump_rank[c.index] >= 0) for c in CARDS)  # normal trumps, Hydra included
_NINE_TRUMP = tuple(16 * nine + trump for nine, trump in zip(_IS_NINE, _IS_TRUMP))
_DECK_INDICES = sorted(card.index for card in DECK)
#: random.shuffle's steps for the deck: (i, bits of i + 1), i from the last position down to 1.
_SHUFFLE_STEPS = tuple((i, (i + 1).bit_length()) for i in range(len(DECK) - 1, 0, -1))


# object: any value may come in (a page, a file, a caller); it is checked here
def check_players(players: object, dealer: object) -> None:
    """Raise :class:`RuleError` unless there are 5 or 6 players and the dealer is one of them (R11)."""
    if isinstance(players, bool) or not isinstance(players, int) or players not in (5, 6):
        raise RuleError(_("Hydra is played by 5 players, or by 6 with the dealer sitting out; got {players!r} "
                          "players (R11)").format(players=Given(players)), rule="R11")
    if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < players:
        raise RuleError(_("the dealer must be a seat from 0 to {last}; got {dealer!r} (R11)").format(
            last=players - 1, dealer=Given(dealer)), rule="R11")


def playing_seats(players: int, dealer: int) -> tuple[int, ...]:
    """The seats that play, in order from the dealer's left (R11); the dealer of six sits out."""
    if type(players) is int and type(dealer) is int:     # not a bool: True == 1 as a key
        known = _SEATS.get((players, dealer))
        if known is not None:
            return known
    check_players(players, dealer)
    order = tuple((dealer + 1 + i) % players for i in range(players))
    seats = _SEATS[(players, dealer)] = order[:-1] if players == 6 else order
    return seats


#: (players, dealer) -> the playing seats, for the sizes and dealers already checked.
_SEATS: dict[tuple[int, int], tuple[int, ...]] = {}


def next_seat(seat: int, players: int = 5, dealer: int = 0) -> int:
    """The seat that plays after ``seat``: clockwise, seat + 1, passing over a six-player
    dealer who sits out (R11).

    >>> next_seat(4), next_seat(1, players=6, dealer=2), next_seat(5, players=6, dealer=0)
    (0, 3, 1)
    """
    order = playing_seats(players, dealer)
    return order[(order.index(seat) + 1) % len(order)]


def seats_from(leader: int, count: int = 5, players: int = 5, dealer: int = 0) -> tuple[int, ...]:
    """``count`` seats in playing order from ``leader`` (R11): who plays the cards of a trick.

    >>> seats_from(3), seats_from(4, 3, players=6, dealer=5)
    ((3, 4, 0, 1, 2), (4, 0, 1))
    """
    order = playing_seats(players, dealer)
    start = order.index(leader)
    return tuple(order[(start + i) % len(order)] for i in range(count))


@dataclass(frozen=True)
class Deal:
    """A dealt round: each seat's ten cards (the six-player dealer's hand is empty).

    A Deal is always a legal deal: making one checks the players and dealer
    (R11), ten cards for every playing seat (R12) and the 50-card deck
    exactly (rules: Die Spielkarten). It is the chance step that begins every
    round's history.

    >>> Deal((("EO",) * 10,) * 5, dealer=0)
    Traceback (most recent call last):
    ...
    hydra.core.errors.RuleError: EO appears 50 times; the deck has two of each card (rules: Die Spielkarten)
    """
    hands: tuple[tuple[Card, ...], ...]
    dealer: int
    players: int = 5
    cut: int | None = None
    seed: Seed = None
    #: False for hands dealt by :func:`deal` and :func:`deal_deck`, a legal deal by construction: not
    #: checked again (with the checks, Hydra's random rounds ran some 0.83-0.93 times as fast,
    #: ``benchmarks/engine.py --against``). Not a field.
    check: InitVar[bool] = True

    def __post_init__(self, check: bool) -> None:
        if not check:
            return
        seats = playing_seats(self.players, self.dealer)
        hands = self.hands
        if len(hands) != self.players:
            raise RuleError(_("a round of {players} players needs {players} hands, got {count} (R11)").format(
                players=self.players, count=len(hands)), rule="R11")
        if not set(map(type, chain.from_iterable(hands))) <= _ONLY_CARDS:     # notation: parse it
            object.__setattr__(self, "hands", hands := tuple(tuple(as_cards(h)) for h in hands))
        indices = sorted(map(_INDEX, chain.from_iterable(hands)))          # at C speed
        for seat, hand in enumerate(hands):
            want = 10 if seat in seats else 0
            if len(hand) != want:
                text = (_("seat {seat} holds {count} cards, but every playing seat is dealt ten (R12)") if want else
                        _("seat {seat} holds {count} cards, but the six-player dealer sits out with no cards (R11)"))
                raise RuleError(text.format(seat=seat, count=len(hand)), rule="R12")
        if indices != _DECK_INDICES:
            counts = deck_counts(c for h in hands for c in h)
            third = [c for c in CARDS if counts[c.index] > 2]
            text = (_("{card} appears {count} times; the deck has two of each card (rules: Die Spielkarten)")
                    if third else _("the hands do not hold the 50-card deck exactly (rules: Die Spielkarten)"))
            raise RuleError(text.format(card=third[0] if third else "", count=counts[third[0].index] if third else 0),
                            rule="rules: Die Spielkarten")

    @property
    def playing_seats(self) -> tuple[int, ...]:
        return playing_seats(self.players, self.dealer)

    def __str__(self) -> str:
        return "\n".join(f"seat {s}: {' '.join(map(str, h))}" if h else f"seat {s}: (sits out)"
                         for s, h in enumerate(self.hands))


def deal_deck(deck: Iterable[CardLike] | str, players: int = 5, dealer: int = 0, cut: int = 5) -> Deal:
    """Deal a given 50-card deck (top card first) after cutting ``cut`` cards (R12)."""
    check_players(players, dealer)
    cards = as_cards(deck)
    if not is_full_deck(cards):
        raise RuleError(_("a deal needs the full deck: all 25 cards twice, 50 cards (rules: Die Spielkarten)"),
                        rule="rules: Die Spielkarten")
    return _deal_packets(cards, players, dealer, cut, None)


def _deal_packets(deck: list[Card], players: int, dealer: int, cut: int, seed: Seed) -> Deal:
    """Cut the full deck (checked, or shuffled from DECK) and deal it in packets (R12).

    The hands are a legal deal by construction (ten cards for each playing seat, the deck
    exactly), so the Deal is made without checking them again.
    """
    if isinstance(cut, bool) or not isinstance(cut, int) or not 5 <= cut <= 45:
        raise RuleError(_("the player right of the dealer cuts at least 5 and at most 45 cards, not {cut!r} "
                          "(R12)").format(cut=Given(cut)), rule="R12")
    deck = deck[cut:] + deck[:cut]
    getters = _PACKET_GETTERS.get((players, dealer)) or _packet_getters(players, dealer)
    hands = tuple([get(deck) if get else () for get in getters])
    return Deal(hands, dealer, players, cut, seed, check=False)


def _packet_getters(players: int, dealer: int) -> list[Callable[[list[Card]], tuple[Card, ...]] | None]:
    """For each seat, what takes its cards out of the cut deck: packets of 3, 4 and 3 dealt in turn
    from the dealer's left (R12); None for a six-player dealer, who sits out."""
    order = playing_seats(players, dealer)
    positions: dict[int, list[int]] = {seat: [] for seat in order}
    position = 0
    for size in PACKETS:
        for seat in order:
            positions[seat].extend(range(position, position + size))
            position += size
    getters = _PACKET_GETTERS[(players, dealer)] = [
        itemgetter(*positions[seat]) if seat in positions else None for seat in range(players)]
    return getters


_PACKET_GETTERS: dict[tuple[int, int], list[Callable[[list[Card]], tuple[Card, ...]] | None]] = {}


def deal(seed: Seed = None, players: int = 5, dealer: int = 0, cut: int | None = None) -> Deal:
    """Shuffle with ``random.Random(seed)``, cut (random 5..45 unless given) and deal (R12)."""
    check_players(players, dealer)
    rng = random.Random(seed)
    deck = list(DECK)
    getrandbits = rng.getrandbits
    # random.shuffle(deck) step for step (Fisher-Yates with getrandbits, as CPython's Random does
    # it: for i from 49 down, j below i + 1 drawn with (i + 1).bit_length() bits), written out
    # so each deal costs no Python call per card; tests check it against random.shuffle and
    # random.randint, so every seed deals the cards it always dealt.
    for i, k in _SHUFFLE_STEPS:
        j = getrandbits(k)
        while j > i:
            j = getrandbits(k)
        deck[i], deck[j] = deck[j], deck[i]
    if cut is None:
        cut = 5 + _below(getrandbits, 41)                  # rng.randint(5, 45)
    return _deal_packets(deck, players, dealer, cut, seed)


def _below(getrandbits: Callable[[int], int], n: int) -> int:
    """A random number 0 <= r < n, as ``random.Random._randbelow`` draws it."""
    k = n.bit_length()
    r = getrandbits(k)
    while r >= n:
        r = getrandbits(k)
    return r


def throw_in_reason(hand: Iterable[CardLike] | str) -> str | None:
    """Why this hand may throw in (schmeißen, R6), or ``None`` if it may not.

    Five or more 9s, or at most one trump counted with the normal trumps
    (the Hydra included). Throwing is the player's choice, never forced.

    >>> throw_in_reason("S9 R9 G9 E9 S9 EO GO SU RK EK")
    'five or more 9s (5): this hand may throw in (R6)'
    >>> throw_in_reason("S9 R9 RK RD GK G10 GD E10 ED HY")
    'at most one trump (HY): this hand may throw in (R6)'
    >>> throw_in_reason("EO GO SU R9 RK EK E10 ED G9 GK") is None
    True
    """
    cards = as_cards(hand)
    nines, trump_count = _nines_and_trumps(cards)
    if nines >= 5:
        return _("five or more 9s ({nines}): this hand may throw in (R6)").format(nines=nines)
    if cards and trump_count <= 1:
        trumps = [c for c in cards if _IS_TRUMP[c.index]]
        shown = ", ".join(map(str, trumps)) or _("none")
        return _("at most one trump ({shown}): this hand may throw in (R6)").format(shown=shown)
    return None


def _nines_and_trumps(cards: Iterable[Card]) -> tuple[int, int]:
    total = 0
    for card in cards:                                      # one pass: 16 per 9, 1 per trump
        total += _NINE_TRUMP[card.index]
    return total >> 4, total & 15


def may_throw_in(cards: Iterable[Card]) -> bool:
    """Whether these (parsed) cards may throw in (R6): the same test as :func:`throw_in_reason`,
    without the sentence, for a round's start."""
    held = list(cards)
    nines, trumps = _nines_and_trumps(held)
    return bool(held) and (nines >= 5 or trumps <= 1)


def can_throw_in(hand: Iterable[CardLike] | str) -> bool:
    """Whether the hand may throw in (R6)."""
    return throw_in_reason(hand) is not None
