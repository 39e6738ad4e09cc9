"""Games: which cards are trumps, the fail suits, and the special cards.

Every game id of the rulings: ``normal`` (all healthy games and the open
Antrag), ``normal-solo``, ``trump-solo:X`` (X a rank) and ``color-solo:Y``
(Y a suit).

>>> from hydra import get_game
>>> g = get_game("normal")
>>> " ".join(map(str, g.trumps))
'SD SU RU GU EU SO RO GO EO R10 HY'
>>> {suit: " ".join(map(str, cards)) for suit, cards in g.fail_suits.items()}
{'S': 'S9 SK S10', 'R': 'R9 RK RD', 'G': 'G9 GK G10 GD', 'E': 'E9 EK E10 ED'}
>>> g.has_fuchs, g.has_dulle
(True, True)
>>> solo = get_game("color-solo:g")
>>> solo.id, solo.name, " ".join(map(str, solo.trumps))
('color-solo:G', 'Grün-Solo (a colour solo)', 'G9 GU GO GK G10 GD HY')
>>> get_game("trump-solo:O").is_trump("GO"), get_game("trump-solo:O").has_dulle
(True, False)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from .cards import (CARDS, DULLE, FUCHS, HYDRA, RANK_NAMES, RANKS, SUIT_NAMES, SUITS, TRUMP, Card,
                    CardLike, as_card, as_cards)
from .cards import parse_cards  # noqa: F401 (the doctests use it)
from ..core.errors import NotationError
from ..core.i18n import _

__all__ = ["Game", "get_game", "GAME_IDS", "TRUMP", "HEALTHY", "SOLO_GAMES"]
#: The game every healthy game and the open Antrag is played as.
HEALTHY = "normal"

_NORMAL_TRUMPS = ("SD", "SU", "RU", "GU", "EU", "SO", "RO", "GO", "EO", "R10", "HY")
_PLAIN_FAIL = ("9", "U", "O", "K", "10", "D")


class Game:
    """An immutable game description: trumps and fail suits in ascending order.

    A game is data, so another rule set can supply its own (``hydra.doppelkopf``
    builds its games with this class): the trumps from the lowest up, the fail
    suits with their cards from the lowest up, and which cards the *second*
    copy of wins (R2). Lookup tables by ``card.index`` make the hot paths
    cheap: ``follow[i]`` is the card's suit for following (``"T"`` for a
    trump), ``trump_rank[i]`` its place among the trumps (-1 if none),
    ``fail_rank[i]`` its place in its fail suit (-1 for a trump), and
    ``power[led][i]`` how strong it is on a trick led with ``led``.

    >>> g = Game("example", ["SO", "EO"], {"G": ["G9", "GD"]}, second_wins=["EO"])
    >>> g.winner(parse_cards("EO G9 EO")), g.winner(parse_cards("G9 SO GD"))
    (2, 1)
    >>> [str(c) for c in g.legal(parse_cards("GD EO"), parse_cards("G9"))]
    ['GD']
    """

    __slots__ = ("id", "kind", "param", "trumps", "fail_suits", "has_fuchs", "has_dulle",
                 "hydra_low_on_fail", "follow", "trump_rank", "fail_rank", "second_wins", "order",
                 "power", "fuchs", "dulle", "suits", "suit_number", "_sort_key", "_title")

    id: str
    kind: str
    param: str | None
    trumps: tuple[Card, ...]
    fail_suits: dict[str, tuple[Card, ...]]
    has_fuchs: bool
    has_dulle: bool
    hydra_low_on_fail: bool
    follow: tuple[str, ...]
    trump_rank: tuple[int, ...]
    fail_rank: tuple[int, ...]
    second_wins: tuple[bool, ...]
    order: tuple[Card, ...]
    power: dict[str, tuple[int, ...]]
    fuchs: Card | None      # the Fuchs (SD) where it is special in this game (R4), else None
    dulle: Card | None      # the Dulle (R10) where it is special in this game (R2), else None
    suits: tuple[str, ...]          # the suits for following: "T" (the trumps), then the fail suits
    suit_number: tuple[int, ...]    # by card index: the place of the card's suit in ``suits``
    _sort_key: dict[Card, int]
    _title: str | None

    def __init__(self, game_id: str, trumps: Iterable[CardLike],
                 fail_suits: Mapping[str, Iterable[CardLike]], *,
                 second_wins: Iterable[CardLike] = (), hydra_low_on_fail: bool = False,
                 has_fuchs: bool = False, has_dulle: bool = False, title: str | None = None) -> None:
        set_ = object.__setattr__
        kind, _, param = game_id.partition(":")
        set_(self, "id", game_id)
        set_(self, "kind", kind)
        set_(self, "param", param or None)
        set_(self, "_title", title)
        set_(self, "trumps", tuple(as_card(c) for c in trumps))
        set_(self, "fail_suits", {s: tuple(as_card(c) for c in cs) for s, cs in fail_suits.items()})
        set_(self, "has_fuchs", has_fuchs)
        set_(self, "has_dulle", has_dulle)
        set_(self, "fuchs", FUCHS if has_fuchs else None)
        set_(self, "dulle", DULLE if has_dulle else None)
        set_(self, "hydra_low_on_fail", hydra_low_on_fail)
        follow = [TRUMP] * len(CARDS)
        trump_rank = [-1] * len(CARDS)
        fail_rank = [-1] * len(CARDS)
        for r, card in enumerate(self.trumps):
            trump_rank[card.index] = r
        for suit, cards in self.fail_suits.items():
            for r, card in enumerate(cards):
                follow[card.index] = suit
                fail_rank[card.index] = r
        second = [False] * len(CARDS)
        for card in as_cards(list(second_wins)):
            second[card.index] = True
        set_(self, "follow", tuple(follow))
        set_(self, "trump_rank", tuple(trump_rank))
        set_(self, "fail_rank", tuple(fail_rank))
        set_(self, "second_wins", tuple(second))
        suits = (TRUMP,) + tuple(self.fail_suits)
        set_(self, "suits", suits)
        set_(self, "suit_number", tuple(suits.index(suit) for suit in follow))
        # power[led][i]: how strong card i is on a trick led with suit `led` ("T" for trump):
        # 100 + trump rank for a trump, the fail rank for a card of the led suit, -1 for a card
        # that cannot win (off suit; the Hydra on a fail trick in normal games, R1).
        power = {}
        for led in suits:
            row = []
            for i in range(len(CARDS)):
                if trump_rank[i] >= 0:
                    low = led != TRUMP and i == HYDRA.index and hydra_low_on_fail
                    row.append(-1 if low else 100 + trump_rank[i])
                else:
                    row.append(fail_rank[i] if follow[i] == led else -1)
            power[led] = tuple(row)
        set_(self, "power", power)
        order = [c for s in SUITS for c in self.fail_suits.get(s, ())] + list(self.trumps)
        set_(self, "order", tuple(order))
        set_(self, "_sort_key", {c: i for i, c in enumerate(order)})

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Game is immutable")

    def __repr__(self) -> str:
        return f"get_game({self.id!r})"

    def __str__(self) -> str:
        return self.id

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Game) and other.id == self.id

    def __hash__(self) -> int:
        return hash(self.id)

    # --- the two decisions of a trick (the one place each is written) -------------------------
    def winner(self, cards: Sequence[Card]) -> int:
        """Index of the winning card of a complete or partial trick (cards already parsed).

        The highest trump wins, else the highest card of the led suit; of two
        identical cards the first wins unless ``second_wins`` names it (R2).
        Equal power means identical cards. :func:`hydra.explain_trick` gives
        the same decision step by step; tests check that the two agree.
        """
        power = self.power[self.follow[cards[0].index]]
        second = self.second_wins
        best, best_power = 0, power[cards[0].index]
        for position in range(1, len(cards)):
            i = cards[position].index
            p = power[i]
            if p > best_power or (p == best_power and second[i]):
                best, best_power = position, p
        return best

    def legal(self, hand: Sequence[Card], trick: Sequence[Card]) -> list[Card]:
        """The cards of ``hand`` that may be played on ``trick`` (Bedienpflicht), in hand order.

        Follow the led suit (``"T"`` when a trump was led) if you can, else
        play any card (rules: Der Spielverlauf; the Hydra follows trump, R1).
        """
        if not trick:
            return list(hand)
        follow = self.follow
        led = follow[trick[0].index]
        same = [c for c in hand if follow[c.index] == led]
        return same if same else list(hand)

    def is_legal(self, hand: Sequence[Card], trick: Sequence[Card], card: Card) -> bool:
        """Whether ``card`` (from ``hand``) may be played on ``trick``: :meth:`legal`'s rule, asked
        of one card (a round's hot path; tests check that the two always agree)."""
        if not trick:
            return True
        follow = self.follow
        led = follow[trick[0].index]
        if follow[card.index] == led:
            return True
        for held in hand:
            if follow[held.index] == led:
                return False
        return True

    def by_suit(self, hand: Iterable[Card]) -> list[list[Card]]:
        """The cards of ``hand`` grouped by their suit for following, one list per suit of
        :attr:`suits` (the trumps first), each in hand order: what :meth:`legal_from` asks (a round
        keeps one per seat). A card's group is ``groups[game.suit_number[card.index]]``.

        >>> g = get_game("normal")
        >>> [(suit, " ".join(map(str, cards))) for suit, cards in zip(g.suits, g.by_suit(parse_cards("G9 EO GK HY")))]
        [('T', 'EO HY'), ('S', ''), ('R', ''), ('G', 'G9 GK'), ('E', '')]
        """
        number = self.suit_number
        groups: list[list[Card]] = [[] for _ in self.suits]
        for card in hand:
            groups[number[card.index]].append(card)
        return groups

    def legal_from(self, hand: Sequence[Card], groups: Sequence[Sequence[Card]], led: int | None) -> list[Card]:
        """:meth:`legal`'s rule for a hand whose cards :meth:`by_suit` has grouped, on a trick whose
        first card's suit is ``suits[led]`` (``led`` None before the first card: any card may lead):
        the cards of the led suit if the hand holds any, else the whole hand (a round's hot path;
        tests check that it always agrees with :meth:`legal`)."""
        if led is None:
            return list(hand)
        return list(groups[led] or hand)          # the led suit's cards, or the whole hand when it holds none

    def may_follow(self, groups: Sequence[Sequence[Card]], led: int | None, suit: int) -> bool:
        """Whether a card of the suit ``suits[suit]`` may be played from a hand grouped by
        :meth:`by_suit` on a trick led with ``suits[led]``: :meth:`is_legal`'s rule for grouped
        hands (a round's hot path; tests check that the two always agree)."""
        return led is None or suit == led or not groups[led]

    def counts_as_trump(self, card: Card, trump_trick: bool) -> bool:
        """Whether ``card`` plays as a trump in a trick (R1: in normal games the Hydra
        thrown on a fail trick is the lowest card of that suit, not a trump)."""
        if self.trump_rank[card.index] < 0:
            return False
        return trump_trick or not (card is HYDRA and self.hydra_low_on_fail)

    @property
    def name(self) -> str:
        """A learner-facing name: 'normal game', 'Ober-Solo (a trump solo)', 'Grün-Solo (a colour solo)':
        the German name first, as players say it, then what kind of solo it is."""
        if self._title is not None:
            return self._title
        if self.kind == "normal":
            return _("normal game")
        if self.kind == "normal-solo":
            return _("normal solo")
        if self.kind == "trump-solo" and self.param:
            return _("{rank}-Solo (a trump solo)").format(rank=RANK_NAMES[self.param][0])
        if self.kind == "color-solo" and self.param:
            return _("{suit}-Solo (a colour solo)").format(suit=SUIT_NAMES[self.param][0])
        return self.id

    @property
    def is_solo(self) -> bool:
        return self.kind != "normal"

    def is_trump(self, card: CardLike) -> bool:
        """Whether the card belongs to the trumps of this game (the Hydra always does)."""
        return self.trump_rank[as_card(card).index] >= 0

    def suit_of(self, card: CardLike) -> str:
        """The card's suit for following: ``'T'`` (:data:`TRUMP`) for a trump, else its suit letter."""
        return self.follow[as_card(card).index]

    def trump_place(self, card: CardLike) -> int | None:
        """The card's place on the trump ladder counted from the top (1 = highest), or None."""
        rank = self.trump_rank[as_card(card).index]
        return None if rank < 0 else len(self.trumps) - rank

    def sort_key(self, card: CardLike) -> int:
        """Total order: fail suits S, R, G, E from low to high, then trumps from low to high."""
        return self._sort_key[as_card(card)]

    def ladder(self) -> tuple[Card, ...]:
        """The trumps from the highest down, as a trump ladder is drawn."""
        return tuple(reversed(self.trumps))

    def sorted(self, cards: Iterable[CardLike] | str, reverse: bool = False) -> list[Card]:
        """Cards sorted as a player would hold them in this game."""
        return sorted(as_cards(cards), key=self._sort_key.__getitem__, reverse=reverse)

    def special_cards(self) -> dict[str, str]:
        """What the special cards do in this game, in plain words with their rule."""
        notes = {}
        if self.has_dulle:
            notes["R10"] = _("Dulle: the second-highest trump; of two Dullen in one trick the "
                             "second one wins (R2).")
        if self.has_fuchs:
            notes["SD"] = _("Fuchs: the lowest trump; catching an opponent's Fuchs in your trick "
                            "gives your party 5 bonus points (R4).")
        if self.hydra_low_on_fail:
            notes["HY"] = _("Hydra: the highest trump, and of two Hydras the second wins (R2). Thrown "
                            "on a fail trick it counts as the lowest card of the led suit and "
                            "cannot win (R1).")
        else:
            notes["HY"] = _("Hydra: always the highest trump in this solo, also on a fail trick (R1); "
                            "of two Hydras the second wins (R2). There is no Fuchs and no Dulle.")
        return notes


def _normal(game_id: str) -> Game:
    fail = {
        "S": ("S9", "SK", "S10"),          # Schell has no Daus: SD is the Fuchs, a trump
        "R": ("R9", "RK", "RD"),           # Rot has no 10: R10 is the Dulle, a trump
        "G": ("G9", "GK", "G10", "GD"),
        "E": ("E9", "EK", "E10", "ED"),
    }
    # R1: the Hydra on a fail trick is the lowest card of that suit; R2: the second Hydra and
    # the second Dulle win; R4: the Fuchs.
    return Game(game_id, _NORMAL_TRUMPS, fail, second_wins=("HY", "R10"), hydra_low_on_fail=True,
                has_fuchs=True, has_dulle=True)


def _trump_solo(rank: str) -> Game:
    trumps = [s + rank for s in SUITS] + ["HY"]
    fail = {s: tuple(s + r for r in _PLAIN_FAIL if r != rank) for s in SUITS}
    return Game(f"trump-solo:{rank}", trumps, fail, second_wins=("HY",))      # R1, R2


def _color_solo(suit: str) -> Game:
    trumps = [suit + r for r in _PLAIN_FAIL] + ["HY"]
    fail = {s: tuple(s + r for r in _PLAIN_FAIL) for s in SUITS if s != suit}
    return Game(f"color-solo:{suit}", trumps, fail, second_wins=("HY",))      # R1, R2


_GAMES = {g.id: g for g in (
    [_normal("normal"), _normal("normal-solo")]
    + [_trump_solo(r) for r in RANKS]
    + [_color_solo(s) for s in SUITS]
)}
#: Every game id, in a stable order.
GAME_IDS = tuple(_GAMES)
#: The game ids a soloist may choose (R7: never plain ``normal``).
SOLO_GAMES = tuple(g for g in GAME_IDS if g != "normal")


def get_game(game: Game | str) -> Game:
    """The :class:`Game` for a game id (or a Game). Unknown ids raise :class:`NotationError`.

    >>> get_game("color-solo:X")
    Traceback (most recent call last):
    ...
    hydra.core.errors.NotationError: 'color-solo:X' is not a game id: use normal, normal-solo, trump-solo:X with X one of 9, U, O, K, 10, D, or color-solo:Y with Y one of S, R, G, E
    """  # noqa: E501 (a doctest's expected output is one line)
    if isinstance(game, Game):
        return game
    if isinstance(game, str):
        text = game.strip()
        found = _GAMES.get(text)
        if found is not None:
            return found
        kind, sep, param = text.partition(":")
        found = _GAMES.get(kind.lower() + sep + param.upper())
        if found is not None:
            return found
    raise NotationError(
        f"{game!r} is not a game id: use normal, normal-solo, trump-solo:X with X one of "
        "9, U, O, K, 10, D, or color-solo:Y with Y one of S, R, G, E", token=str(game), offset=0)
