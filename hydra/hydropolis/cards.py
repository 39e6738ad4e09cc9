"""A Hydropolis card: four sides ``N E S W`` and an optional mark (P1-P4).

A side is ``.`` (empty), a pipe end ``b``/``r``/``y`` or a cap ``B``/``R``/``Y``;
the mark is ``*`` (leaky), ``T`` (tap) or ``O`` (outlet). ``str()`` round-trips
the notation, and equal notation is the same card (cards are interned).

>>> card = Card.parse(" .b.b* ")
>>> str(card), card.colour, card.kind, card.leaky, card.is_pipe_piece
('.b.b*', 'b', 'straight', True, True)
>>> str(Card.parse(".bb.").turned()), card.sides
('b..b', ('.', 'b', '.', 'b'))
>>> card_name(".b.b*")
'blue straight pipe, W to E, leaky'
>>> Card.parse("bq..")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
hydra.core.errors.NotationError: 'q' at offset 1 of 'bq..' is not a side: write . (empty), ... (P3)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from hydra.core.errors import NotationError
from hydra.core.i18n import N_, _

from .faces import face_svg

__all__ = ["Card", "CardLike", "SIDES", "COLOURS", "MARKS", "as_card", "card_name"]

#: The four sides in notation order: N and S long, E and W short (P1).
SIDES = ("N", "E", "S", "W")
#: Colour letter -> English word.
COLOURS = {"b": "blue", "r": "red", "y": "yellow"}
#: Mark -> what it means (P2, P3).
MARKS = {"*": "leaky", "T": "tap", "O": "outlet"}
_SIDE_HELP = "write . (empty), b, r or y (a pipe end) or B, R or Y (a cap)"


def _fail(text: str, offset: int, why: str) -> NotationError:
    token = text[offset] if offset < len(text) else text
    return NotationError(f"{token!r} at offset {offset} of {text!r} {why} (P3)", token=token, offset=offset)


class Card:
    """One card as it lies: ``sides`` (N, E, S, W) and ``mark`` (``""``, ``"*"``, ``"T"``, ``"O"``).

    Make cards with :meth:`parse` (or :func:`as_card`); the same notation always
    gives the same object, so ``is`` and ``==`` agree.

    >>> Card.parse(".y..T").kind, Card.parse(".B..").kind, Card.parse(".B.b").kind
    ('tap', 'cap card', 'capped pipe')
    >>> Card.parse(".b.b").turned() is Card.parse(".b.b")
    True
    """

    __slots__ = ("sides", "mark", "colour", "is_pipe_piece", "leaky", "kind", "kinds", "code", "_text",
                 "_turned")
    _CACHE: ClassVar[dict[str, Card]] = {}

    sides: tuple[str, str, str, str]
    mark: str
    colour: str
    is_pipe_piece: bool
    leaky: bool
    kind: str
    #: per side 0 empty, 1 pipe end, 2 cap: the side's shape, colour left out (used for fitting).
    kinds: tuple[int, int, int, int]
    #: ``kinds`` as one number (two bits per side, N lowest).
    code: int
    _text: str
    _turned: Card | None

    @classmethod
    def parse(cls, text: str) -> Card:
        """The card written ``text``; a :class:`~hydra.core.errors.NotationError` (a ``ValueError``) else.

        >>> Card.parse(".b.r")  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        hydra.core.errors.NotationError: 'r' at offset 3 of '.b.r' is a second colour: a card shows one colour, ... (P3)
        """
        if not isinstance(text, str):
            raise NotationError(f"{text!r} is not a card: write its four sides N E S W, such as '.b.b' (P3)")
        card = cls._CACHE.get(text)
        if card is not None:
            return card
        card = cls._make(text)
        card = cls._CACHE.setdefault(str(card), card)
        if len(text) < 12:
            cls._CACHE[text] = card
        return card

    @classmethod
    def _make(cls, raw: str) -> Card:
        text = raw.strip()
        if len(text) < 4:
            raise NotationError(f"{raw!r} is not a card: a card is its four sides N E S W (then a mark), "
                                f"such as '.b.b' or '.r.r*' (P3)", token=raw, offset=0)
        sides = text[:4]
        colour = ""
        for i, side in enumerate(sides):
            if side == ".":
                continue
            if side.lower() not in COLOURS:
                raise _fail(text, i, f"is not a side: {_SIDE_HELP}")
            if colour and side.lower() != colour:
                raise _fail(text, i, f"is a second colour: a card shows one colour, and {colour!r} came first")
            colour = side.lower()
        if not colour:
            raise NotationError(f"{text!r} is not a card: every side is empty, and a card shows at least "
                                f"one pipe end or cap (P1)", token=text, offset=0)
        mark = text[4:]
        if len(mark) > 1:
            raise _fail(text, 5, "is one character too many: a card is four sides and at most one mark")
        if mark and mark not in MARKS:
            raise _fail(text, 4, "is not a mark: write * (leaky), T (tap) or O (outlet) after the four sides")
        pipes = sum(1 for s in sides if s in COLOURS)
        if mark == "*" and not pipes:
            raise _fail(text, 4, "cannot mark this card: only a pipe piece can leak, a cap never does (P2)")
        if mark in ("T", "O") and (pipes != 1 or sum(1 for s in sides if s != ".") != 1):
            what = "a tap" if mark == "T" else "an outlet"
            raise _fail(text, 4, f"cannot mark this card: {what} is a single pipe end and nothing else")
        return cls._build((sides[0], sides[1], sides[2], sides[3]), mark, colour)

    @classmethod
    def _build(cls, sides: tuple[str, str, str, str], mark: str, colour: str) -> Card:
        self = object.__new__(cls)
        k0, k1, k2, k3 = (0 if s == "." else 1 if s in COLOURS else 2 for s in sides)
        kinds = (k0, k1, k2, k3)
        self.sides, self.mark, self.colour = sides, mark, colour
        self.kinds = kinds
        self.code = kinds[0] | kinds[1] << 2 | kinds[2] << 4 | kinds[3] << 6
        self.is_pipe_piece = 1 in kinds
        self.leaky = mark == "*"
        self.kind = _kind(kinds, mark)
        self._text = "".join(sides) + mark
        self._turned = None
        return self

    def turned(self) -> Card:
        """The card turned half-way (P4): N<->S and E<->W; it is never turned a quarter."""
        turned = self._turned
        if turned is None:
            s = self.sides
            turned = self._turned = Card.parse(s[2] + s[3] + s[0] + s[1] + self.mark)
        return turned

    @property
    def name(self) -> str:
        """The accessible name (:func:`card_name`)."""
        return card_name(self)

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Card.parse({self._text!r})"

    def __reduce__(self) -> tuple[object, tuple[str]]:  # object: pickle's callable
        return Card.parse, (self._text,)

    def _repr_svg_(self) -> str:
        return face_svg(self, 120, card_name(self))


def _kind(kinds: tuple[int, ...], mark: str) -> str:
    if mark == "T":
        return "tap"
    if mark == "O":
        return "outlet"
    pipes, caps = kinds.count(1), kinds.count(2)
    if not pipes:
        return "cap card"
    if caps:
        return "capped pipe"
    if pipes == 1:
        return "pipe end"
    if pipes == 2:
        return "straight" if kinds[0] == kinds[2] else "corner"
    return "T piece" if pipes == 3 else "cross"


#: A card or its notation: what every public function accepts for a card.
CardLike = Card | str


def as_card(card: CardLike) -> Card:
    """``card`` itself, or the card its notation writes."""
    return card if isinstance(card, Card) else Card.parse(card)


def _list(names: list[str]) -> str:
    if len(names) == 1:
        return names[0]
    return _("{first} and {last}").format(first=", ".join(names[:-1]), last=names[-1])


def _to(names: list[str]) -> str:
    said = names[0]
    for name in names[1:]:
        said = _("{first} to {last}").format(first=said, last=name)
    return said


def _capped_pipe(pipes: list[str], caps: list[str]) -> str:
    order = sorted(pipes + caps, key=SIDES.index)
    if order == ["E", "W"]:
        order = ["W", "E"]
    return _(", {sides}, capped at {caps}").format(sides=_to(order), caps=_list(caps))


#: What :func:`card_name` says of each kind of card after its kind's name, from the sides its pipe ends
#: and its caps face (each in N E S W order); one entry per kind :attr:`Card.kind` names.
_SAID_OF_KIND: dict[str, Callable[[list[str], list[str]], str]] = {
    "tap": lambda pipes, caps: _(", its pipe leaves {side}").format(side=pipes[0]),
    "outlet": lambda pipes, caps: _(", its pipe enters {side}").format(side=pipes[0]),
    "cap card": lambda pipes, caps: (_(", a cap on {sides}") if len(caps) == 1 else _(", caps on {sides}")).format(
        sides=_list(caps)),
    "straight": lambda pipes, caps: ", " + (_to(["W", "E"]) if pipes == ["E", "W"] else _to(["N", "S"])),
    "corner": lambda pipes, caps: ", " + _to(pipes[:2]),
    "T piece": lambda pipes, caps: ", " + _list(pipes),
    "cross": lambda pipes, caps: "",
    "pipe end": lambda pipes, caps: _(", open {side}").format(side=pipes[0]),
    "capped pipe": _capped_pipe,
}
#: Each kind's name in a card's name ("straight pipe": the kind "straight" is a straight pipe).
_KIND_NAMES = {"tap": N_("tap"), "outlet": N_("outlet"), "cap card": N_("cap card"), "straight": N_("straight pipe"),
               "corner": N_("corner"), "T piece": N_("T piece"), "cross": N_("cross"), "pipe end": N_("pipe end"),
               "capped pipe": N_("capped pipe")}
#: The colours as a card's name says them.
_COLOUR_NAMES = {"b": N_("blue"), "r": N_("red"), "y": N_("yellow")}


def card_name(card: CardLike) -> str:
    """The card in plain English, for screen readers and learners (one function for all pictures).

    >>> [card_name(c) for c in (".bb.", "bbb.", ".B.b", ".B..", ".y..T", "...rO", "rrrr")]
    ['blue corner, E to S', 'blue T piece, N, E and S', 'blue capped pipe, W to E, capped at E', \
'blue cap card, a cap on E', 'yellow tap, its pipe leaves E', 'red outlet, its pipe enters W', 'red cross']
    """
    c = as_card(card)
    pipes = [SIDES[i] for i, k in enumerate(c.kinds) if k == 1]
    caps = [SIDES[i] for i, k in enumerate(c.kinds) if k == 2]
    said = _("{colour} {kind}{detail}").format(colour=_(_COLOUR_NAMES[c.colour]), kind=_(_KIND_NAMES[c.kind]),
                                               detail=_SAID_OF_KIND[c.kind](pipes, caps))
    return said + (_(", leaky") if c.leaky else "")
