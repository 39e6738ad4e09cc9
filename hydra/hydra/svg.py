"""SVG pictures of cards, hands and tricks: pure functions that return strings.

Everything is drawn by this module (no fonts with card glyphs, no images, no
``id`` attributes, so any number of pictures can share one page). Suits have
their own symbol and colour: Schell a golden bell, Rot a red heart, Grün a
green leaf, Eichel a brown acorn (drawings in ``hydra/hydra/suits/*.svg``); the Hydra
is a purple many-headed serpent.
Every picture has ``role="img"``, an ``aria-label`` and a ``<title>``.

>>> import xml.etree.ElementTree as ET
>>> from hydra import Card, Trick
>>> svg = card_svg(Card.parse("EO"), width=48)
>>> ET.fromstring(svg).get("aria-label")
'EO: Eichel-Ober (Ober of Acorns)'
>>> "<title>EO: Eichel-Ober (Ober of Acorns)</title>" in svg
True
>>> ET.fromstring(trick_svg(Trick("GK G9 GD HY G10", leader=1))).get("aria-label")
'Trick GK G9 GD HY G10, led by seat 1: GD wins for seat 3'
>>> ET.fromstring(card_svg("R10", label="<b>&")).find("{http://www.w3.org/2000/svg}text") is not None
True

Another game played with these cards writes its own words on them: ``deck`` names the game's
:class:`FaceWords` in :data:`hydra.DECK_WORDS` (the renderer never imports a game). A Doppelkopf
card (``deck="doppelkopf"``) is the same card with Doppelkopf's own words on its face: the As
reads "As" with the index "A", not "Daus"/"D", which a Doppelkopf player reads as Dame:

>>> dk = card_svg("ED", deck="doppelkopf")
>>> ET.fromstring(dk).get("aria-label"), ">As<" in dk, ">A<" in dk, "Daus" in dk
('Kreuz-As', True, True, False)
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol, TypeVar, cast
from xml.sax.saxutils import escape, quoteattr

from .cards import Card, CardLike, as_card, as_cards, the_card
from ..decks import DECK_WORDS
from ..core.i18n import N_, _, language, ngettext


class DrawnTrick(Protocol):
    """What :func:`trick_svg` reads of a trick (a :class:`hydra.Trick` is one): the cards in the order
    played, the seat of each, and the index of the winning card. The
    renderer imports no trick rules, so the trick draws itself with it (``Trick._repr_svg_``). A trick
    always has a winner so far (the card led wins a trick of one)."""

    @property
    def cards(self) -> Sequence[Card]: ...
    @property
    def seats(self) -> Sequence[int]: ...
    @property
    def winner(self) -> int: ...

_T = TypeVar("_T")

__all__ = ["card_svg", "hand_svg", "trick_svg", "card_html", "card_title", "HIGHLIGHTS",
           "SUIT_COLORS", "DECKS", "FaceWords"]

# Card geometry in SVG user units; ``width`` (px) scales the whole picture.
CW, CH = 100, 150          # the card
PAD = 8                    # room around the card for a highlight border and marker
SLOT = CW + 2 * PAD        # one card's slot in a row
FONT = "DejaVu Sans, Verdana, Arial, Helvetica, sans-serif"

#: Fill colour per suit (``None`` is the Hydra).
SUIT_COLORS: dict[str | None, str] = {"S": "#e09a00", "R": "#d32f2f", "G": "#2e7d32", "E": "#8b5a2b", None: "#7b1fa2"}
_DARK: dict[str | None, str] = {"S": "#8a5300", "R": "#8e1b1b", "G": "#1b4d1e", "E": "#4e2f12", None: "#4a0f66"}
_CENTRE_WORDS = {"U": "Unter", "O": "Ober", "K": "König", "D": "Daus", "HY": "Hydra"}
@dataclass(frozen=True)
class FaceWords:
    """The words another game writes on these cards (its game package supplies them): the suit
    and rank words of a card's name, the corner index of a rank and the cards' nicknames."""

    suits: Mapping[str, str]
    ranks: Mapping[str, str]
    index: Mapping[str, str]
    nicknames: Mapping[str, str]

    def words(self, card: Card) -> tuple[str, str, str]:
        """(the card's name, its rank word, its nickname or '')."""
        rank = self.ranks.get(card.rank, card.rank)
        return f"{self.suits[str(card.suit)]}-{rank}", rank, self.nicknames.get(str(card), "")


#: The decks whose words a face can show: Hydra's own and each of :data:`hydra.DECK_WORDS`.
DECKS = ("hydra", *DECK_WORDS)

#: highlight -> (border colour, marker colour, words for screen readers)
HIGHLIGHTS: dict[str, tuple[str, str, str]] = {
    "winner": ("#f2b600", "#1f8a3a", N_("winner")),
    "legal": ("#2e9d4a", "#2e9d4a", N_("may be played")),
    "illegal": ("#c62828", "#c62828", N_("may not be played")),
    "selected": ("#1565c0", "#1565c0", N_("selected")),
}


def _num(x: float) -> str:
    return f"{x:.2f}".rstrip("0").rstrip(".")


# --- suit symbols, drawn in a box of about -15..15 around (0, 0) --------------------------------

#: The four suits' symbols are drawings, kept as SVG files in ``hydra/hydra/suits/`` (each opens in a browser
#: or an SVG editor); a card draws the elements between a file's svg tags, in the colours written there.
SUIT_FILES: dict[str, str] = {"S": "schell.svg", "R": "rot.svg", "G": "gruen.svg", "E": "eichel.svg"}


def _drawing(name: str) -> str:
    """The elements of a suit's SVG file as one string: its comments and the space between tags left out."""
    text = (Path(__file__).parent / "suits" / name).read_text(encoding="utf-8")
    inner = text[text.index(">", text.index("<svg")) + 1:text.rindex("</svg>")]
    return re.sub(r">\s+<", "><", re.sub(r"<!--.*?-->", "", inner, flags=re.S)).strip()


def _serpent(c: str, d: str) -> str:
    """The Hydra: a coiled body and five necks with heads."""
    heads = [(-12, -8, -20), (-6.5, -13.5, -8), (0, -15.5, 0), (6.5, -13.5, 8), (12, -8, 20)]
    necks = "".join(f'M0,4 Q{_num(x * 0.2)},{_num(y * 0.35)} {_num(x)},{_num(y + 2)} '
                    for x, y, _ in heads)
    out = [f'<path d="M-9,14 C-14,10 -6,5 0,6 C7,7 13,11 8,14 C4,16 -3,15 -4,12" fill="none" '
           f'stroke="{d}" stroke-width="5" stroke-linecap="round"/>',
           f'<path d="M-9,14 C-14,10 -6,5 0,6 C7,7 13,11 8,14 C4,16 -3,15 -4,12" fill="none" '
           f'stroke="{c}" stroke-width="3" stroke-linecap="round"/>',
           f'<path d="{necks}" fill="none" stroke="{d}" stroke-width="3.6" stroke-linecap="round"/>',
           f'<path d="{necks}" fill="none" stroke="{c}" stroke-width="2" stroke-linecap="round"/>']
    for x, y, angle in heads:
        out.append(f'<g transform="translate({_num(x)} {_num(y)}) rotate({angle})">'
                   f'<ellipse cx="0" cy="0" rx="2.6" ry="3.4" fill="{c}" stroke="{d}" '
                   f'stroke-width="0.9"/><circle cx="0" cy="-0.8" r="0.8" fill="#ffe14d"/></g>')
    return "".join(out)


#: Each suit's symbol (``None``: the Hydra's serpent), drawn once.
_SYMBOLS: dict[str | None, str] = {**{suit: _drawing(name) for suit, name in SUIT_FILES.items()},
                                   None: _serpent(SUIT_COLORS[None], _DARK[None])}


def _pip(suit: str | None, x: float, y: float, scale: float = 1.0, rotate: float = 0) -> str:
    turn = f" rotate({_num(rotate)})" if rotate else ""
    return f'<g transform="translate({_num(x)} {_num(y)}){turn} scale({_num(scale)})">{_SYMBOLS[suit]}</g>'


# --- one card -------------------------------------------------------------------------------------

def _check_deck(deck: str) -> None:
    if deck not in DECKS:
        raise ValueError(f"deck {deck!r} is not one of " + ", ".join(repr(d) for d in DECKS))


def _face_words(deck: str) -> FaceWords | None:
    """The words of ``deck`` (None: Hydra's own), from the game's module the registry names."""
    if deck == "hydra":
        return None
    module, _, name = DECK_WORDS[deck].partition(":")
    return cast(FaceWords, getattr(importlib.import_module(module), name))


def card_title(card: CardLike, deck: str = "hydra") -> str:
    """The accessible name of a card: ``'EO: Eichel-Ober (Ober of Acorns)'``; another game's card
    (``deck``) by that game's words alone, without Hydra's notation.

    >>> card_title("R10")
    'R10: Rot-10 (10 of Hearts), the Dulle'
    >>> card_title("HY")
    'HY: Hydra (joker)'
    >>> card_title("SD", deck="doppelkopf")
    'Karo-As, the Fuchs'
    >>> from hydra.core.i18n import set_language
    >>> _ = set_language("de"); card_title("R10"), card_title("HY"); _ = set_language("en")
    ('Dulle (Rot-Zehn)', 'Hydra')
    """
    card = as_card(card)
    _check_deck(deck)
    words = _face_words(deck)
    if words is not None and card.suit is not None:
        name, _rank, nick = words.words(card)
        if nick and language() != "en":    # German: the nickname with its own article (die Dulle, das Karlchen)
            return f"{name}, {_NICK_ARTICLES.get(nick, nick)}"
        return name + (f", the {nick}" if nick else "")
    if language() != "en":                 # a German page names the card in German alone
        return the_card(card, article=False)
    if card.suit is None:
        return "HY: Hydra (joker)"
    text = f"{card}: {card.german_name} ({card.english_name})"
    return text + (f", the {card.nickname}" if card.nickname else "")


#: A card's nickname in German with its article (its gender varies: die Dulle, der Fuchs, das Karlchen).
_NICK_ARTICLES = {"Dulle": "die Dulle", "Fuchs": "der Fuchs", "Karlchen": "das Karlchen", "Hydra": "die Hydra"}


def _text(x: float, y: float, text: str, size: float, fill: str = "#222", weight: str = "bold",
          anchor: str = "middle", extra: str = "") -> str:
    return (f'<text x="{_num(x)}" y="{_num(y)}" font-family="{FONT}" font-size="{_num(size)}" '
            f'font-weight="{weight}" fill="{fill}" text-anchor="{anchor}"{extra}>{escape(text)}</text>')


def _index(card: Card, deck: str = "hydra") -> str:
    """The corner index: rank above a small suit symbol."""
    rank = "HY" if card.suit is None else card.rank
    words = _face_words(deck)
    if words is not None:
        rank = words.index.get(rank, rank)
    size = 20 if len(rank) > 1 else 24
    squeeze = ' textLength="24" lengthAdjust="spacingAndGlyphs"' if len(rank) > 1 else ""
    return (_text(15, 25, rank, size, SUIT_COLORS[card.suit], extra=squeeze)
            + _pip(card.suit, 15, 38, 0.5))


_PIPS: dict[str, list[tuple[int, int]]] = {  # pip positions (x, y) for the number cards, in card units
    "9": [(x, y) for y in (47, 75, 103) for x in (32, 50, 68)],
    "10": [(x, y) for y in (44, 66, 88, 110) for x in (35, 65)] + [(50, 55), (50, 99)],
}


def _face(card: Card, deck: str = "hydra") -> str:
    """The middle of a face-up card."""
    suit, rank = card.suit, card.rank
    if suit is None:
        return _pip(None, 50, 70, 2.3) + _text(50, 133, _CENTRE_WORDS[rank], 13, _DARK[None])
    if rank in _PIPS:
        return "".join(_pip(suit, x, y, 0.55, 180 if y > 80 else 0) for x, y in _PIPS[rank])
    # every rank without pips has a word: U, O, K, D (Doppelkopf's own: Bube, Dame, König, As)
    words = _face_words(deck)
    word = words.words(card)[1] if words is not None else _CENTRE_WORDS[rank]
    if rank == "D":
        return _pip(suit, 50, 52, 1.45) + _pip(suit, 50, 96, 1.45) + _text(50, 133, word, 13, _DARK[suit])
    parts = [_pip(suit, 50, 76, 1.75), _text(50, 133, word, 13, _DARK[suit])]
    if rank == "K":
        parts.insert(0, '<path d="M38,42 L38,30 L44,36 L50,26 L56,36 L62,30 L62,42 Z" fill="#f2c230" '
                        'stroke="#8a6500" stroke-width="1.2" stroke-linejoin="round"/>')
    elif rank == "O":   # Ober: the symbol carried high, a bar above
        parts.insert(0, f'<path d="M36,42 L64,42" stroke="{_DARK[suit]}" stroke-width="3" '
                        'stroke-linecap="round"/>')
    else:               # Unter: a bar below the symbol
        parts.insert(0, f'<path d="M36,110 L64,110" stroke="{_DARK[suit]}" stroke-width="3" '
                        'stroke-linecap="round"/>')
    return "".join(parts)


def _back() -> str:
    """The back of a card: a blue lattice with a small Hydra emblem."""
    parts = ['<rect x="7" y="7" width="86" height="136" rx="5" fill="#28467a"/>']
    for row in range(9):
        for col in range(6):
            x, y = 14 + col * 14.4, 16 + row * 14.8
            parts.append(f"M{_num(x)},{_num(y - 5)} L{_num(x + 5)},{_num(y)} L{_num(x)},{_num(y + 5)} "
                         f"L{_num(x - 5)},{_num(y)} Z ")
    lattice = "".join(parts[1:])
    return (parts[0] + f'<path d="{lattice}" fill="#3d64a8"/>'
            '<circle cx="50" cy="75" r="21" fill="#f4f0fa" stroke="#c9b8e6" stroke-width="2"/>'
            + _pip(None, 50, 75, 1.15))


def _marker(kind: str) -> str:
    """A round badge at the top right so a highlight is not told by colour alone."""
    colour = HIGHLIGHTS[kind][1]
    shapes = {
        "winner": '<path d="M0,-7 L2,-2.3 7,-2.2 3.2,1 4.5,6 0,3.2 -4.5,6 -3.2,1 -7,-2.2 -2,-2.3 Z" '
                  'fill="#fff"/>',
        "legal": '<path d="M-5,0 L-1.5,4 L5.5,-4" fill="none" stroke="#fff" stroke-width="2.6" '
                 'stroke-linecap="round" stroke-linejoin="round"/>',
        "illegal": '<path d="M-4.5,-4.5 L4.5,4.5 M4.5,-4.5 L-4.5,4.5" stroke="#fff" stroke-width="2.6" '
                   'stroke-linecap="round"/>',
        "selected": '<circle cx="0" cy="0" r="3.5" fill="#fff"/>',
    }
    return (f'<g transform="translate({CW - 2} 2)"><circle cx="0" cy="0" r="10" fill="{colour}" '
            f'stroke="#fff" stroke-width="1.5"/>{shapes[kind]}</g>')


def _label_size(scale: float) -> float:
    """Caption font size in user units: at least 11 px on screen."""
    return max(15.0, 11.0 / scale)


# label: anything printable, drawn as str(label)
def _label(text: object, y: float, size: float) -> str:
    out = []
    for line_no, line in enumerate(str(text).split("\n")):
        fit = ""
        if 0.6 * size * len(line) > SLOT - 4:
            fit = f' textLength="{SLOT - 4}" lengthAdjust="spacingAndGlyphs"'
        out.append(_text(CW / 2, y + size * (line_no + 1), line, size, "#333", "normal", extra=fit))
    return "".join(out)


def _check_highlight(highlight: str | None) -> None:
    if highlight is not None and highlight not in HIGHLIGHTS:
        raise ValueError(f"highlight {highlight!r} is not one of None, "
                         + ", ".join(repr(h) for h in HIGHLIGHTS))


# label: anything printable, drawn as str(label)
def _card_group(card: CardLike | None, *, highlight: str | None = None, dim: bool = False,
                label: object = None, face_down: bool = False, label_size: float = 15.0,
                deck: str = "hydra") -> tuple[str, str]:
    """(SVG fragment of one card in its slot, accessible name). The slot's origin is the card's."""
    _check_highlight(highlight)
    _check_deck(deck)
    if face_down:
        name, fill, body = _("face-down card"), "#ffffff", _back()
    else:
        # a face-up None goes to as_card on purpose: it raises the NotationError that names it
        card = as_card(card)  # type: ignore[arg-type]
        name = card_title(card, deck)
        fill = "#faf5fd" if card.suit is None else "#ffffff"
        index = _index(card, deck)
        body = index + f'<g transform="rotate(180 {CW / 2} {CH / 2})">{index}</g>' + _face(card, deck)
    parts = []
    if highlight:
        colour = HIGHLIGHTS[highlight][0]
        dash = ' stroke-dasharray="8 5"' if highlight == "illegal" else ""
        width = 7 if highlight == "winner" else 5
        parts.append(f'<rect x="-4" y="-4" width="{CW + 8}" height="{CH + 8}" rx="12" fill="none" '
                     f'stroke="{colour}" stroke-width="{width}"{dash}/>')
        if highlight == "winner":
            parts.append(f'<rect x="-0.5" y="-0.5" width="{CW + 1}" height="{CH + 1}" rx="8.5" '
                         f'fill="none" stroke="{HIGHLIGHTS["winner"][1]}" stroke-width="2"/>')
        name += f" ({_(HIGHLIGHTS[highlight][2])})"
    parts.append(f'<rect x="0.75" y="0.75" width="{CW - 1.5}" height="{CH - 1.5}" rx="8" fill="{fill}" '
                 f'stroke="#7a7a7a" stroke-width="1.5"/>')
    parts.append(body)
    if dim:
        parts.append(f'<rect x="0.75" y="0.75" width="{CW - 1.5}" height="{CH - 1.5}" rx="8" '
                     'fill="#9e9e9e" fill-opacity="0.6"/>')
        name += " " + _("(greyed out)")
    if highlight:
        parts.append(_marker(highlight))
    if label is not None and str(label) != "":
        parts.append(_label(label, CH + PAD - 2, label_size))
        name += ", " + str(label).replace("\n", ", ")
    return "".join(parts), name


def _root(inner: str, width: float, vb_w: float, vb_h: float, name: str) -> str:
    height = width * vb_h / vb_w
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{_num(width)}" height="{_num(height)}" '
            f'viewBox="{-PAD} {-PAD} {_num(vb_w)} {_num(vb_h)}" role="img" aria-label={quoteattr(name)}>'
            f'<title>{escape(name)}</title>{inner}</svg>')


def _label_lines(labels: Iterable[object]) -> int:  # object: a label is shown as its str()
    return max((len(str(text).split("\n")) for text in labels if text is not None and str(text) != ""),
               default=0)


# label: anything printable, drawn as str(label)
def card_svg(card: CardLike | None, width: float = 72, *, highlight: str | None = None, dim: bool = False,
             label: object = None, face_down: bool = False, deck: str = "hydra") -> str:
    """One card as an SVG string, ``width`` pixels wide (48 for a hand, 140 for a projector).

    ``card`` is a :class:`~hydra.Card` or its notation. ``highlight`` is ``None``,
    ``'winner'``, ``'legal'``, ``'illegal'`` or ``'selected'`` (a coloured border
    and a badge); ``dim`` greys the card out; ``label`` is a caption under the card
    (``'\\n'`` starts a second line); ``face_down`` draws the back and does not
    reveal the card (``card`` may then be ``None``). ``deck="doppelkopf"`` writes Doppelkopf's
    words on the face (As, König, Dame, Bube; index A, K, D, B) instead of Hydra's.

    >>> card_svg("SD", width=48).count("<title>")
    1
    """
    scale = width / SLOT
    size = _label_size(scale)
    lines = _label_lines([label])
    inner, name = _card_group(card, highlight=highlight, dim=dim, label=label, face_down=face_down,
                              label_size=size, deck=deck)
    vb_h = CH + 2 * PAD + (lines * size + 4 if lines else 0)
    return _root(inner, width, SLOT, vb_h, name)


def _per_card(values: Iterable[_T] | dict[int, _T] | None, n: int, what: str) -> list[_T | None]:
    """A list of n values from None, a list or a dict index -> value."""
    if values is None:
        return [None] * n
    if isinstance(values, dict):
        return [values.get(i) for i in range(n)]
    items: list[_T | None] = list(values)
    if len(items) > n:
        raise ValueError(f"{len(items)} {what} for {n} cards")
    return items + [None] * (n - len(items))


# labels, dims: object, each shown as its str()
def _row(cards: Sequence[CardLike | None], width: float, highlights: Sequence[str | None],
         labels: Sequence[object], step: float, face_down: Collection[int] = (),
         dims: Sequence[object] | None = None, deck: str = "hydra") -> tuple[str, float, float, list[str]]:
    """(inner SVG, viewBox width, viewBox height, card names) of a row of cards."""
    n = len(cards)
    size = _label_size(width / SLOT)
    lines = _label_lines(labels)
    groups: list[str] = []
    names: list[str] = []
    for i, card in enumerate(cards):
        inner, card_name = _card_group(card, highlight=highlights[i], label=labels[i],
                                       face_down=i in face_down, dim=bool(dims and dims[i]),
                                       label_size=size, deck=deck)
        groups.append(f'<g transform="translate({_num(i * step)} 0)" role="img" '
                      f'aria-label={quoteattr(card_name)}><title>{escape(card_name)}</title>{inner}</g>')
        names.append(card_name)
    vb_w = SLOT + step * max(n - 1, 0)
    vb_h = CH + 2 * PAD + (lines * size + 4 if lines else 0)
    return "".join(groups), vb_w, vb_h, names


def hand_svg(cards: Iterable[CardLike] | str | int, width: float = 60, *,
             highlights: Iterable[str | None] | dict[int, str | None] | None = None,
             # object: a label is shown as its str()
             labels: Iterable[object] | dict[int, object] | None = None, overlap: bool = False,
             dim: Iterable[bool] | dict[int, bool] | None = None, face_down: bool = False,
             deck: str = "hydra") -> str:
    """A row of cards in one SVG; ``width`` is the width of one card's slot in pixels.

    ``cards`` is a list of cards or notation (``'EO GK HY'``). ``highlights``,
    ``labels`` and ``dim`` are lists or dicts index -> value. ``overlap=True`` fans
    the cards like a hand held in play. ``face_down=True`` shows only backs (and names
    no card); ``cards`` may then be a number of cards. ``deck`` as for :func:`card_svg`.

    >>> svg = hand_svg("EO GK HY", highlights={2: "illegal"})
    >>> svg.count('role="img"'), "HY: Hydra (joker) (may not be played)" in svg
    (4, True)
    """
    row: list[CardLike | None]
    if face_down and not isinstance(cards, str):  # face down: the cards are never looked at
        row = [None] * cards if isinstance(cards, int) else list(cards)   # hand_svg(7, face_down=True): backs
    else:
        # a number of cards face up goes to as_cards on purpose: it raises the NotationError that names it
        row = list(as_cards(cards))  # type: ignore[arg-type]
    n = len(row)
    marks = _per_card(highlights, n, "highlights")
    captions = _per_card(labels, n, "labels")
    dims = _per_card(dim, n, "dim values")
    step = SLOT * 0.42 if overlap else SLOT
    hidden: Collection[int] = range(n) if face_down else ()
    inner, vb_w, vb_h, names = _row(row, width, marks, captions, step, hidden, dims, deck)
    if face_down:
        name = ngettext("Hand of {n} face-down card", "Hand of {n} face-down cards", n).format(n=n)
    else:
        name = ngettext("Hand of {n} card", "Hand of {n} cards", n).format(n=n) + (": " + "; ".join(names) if n else "")
    return _root(inner, width * vb_w / SLOT, vb_w, vb_h, name)


def trick_svg(trick: DrawnTrick, width: float = 72, *, show_winner: bool = True,
              names: Sequence[str] | None = None) -> str:
    """The cards of a :class:`~hydra.Trick` in the order played, each captioned with its seat.

    The card led is captioned ``'seat N' / 'led'``; the winning card (so far, for a
    partial trick) is highlighted unless ``show_winner=False``. Cards as notation make a trick first:
    ``trick_svg(Trick("GK G9 GD HY G10"))``. ``names``: the players' names by seat, said instead of
    ``seat N`` (a page never counts seats from 0).
    """
    cards = list(trick.cards)
    winner = trick.winner
    highlights = [("winner" if show_winner and i == winner else None) for i in range(len(cards))]
    def who(seat: int) -> str:
        return names[seat] if names is not None and 0 <= seat < len(names) else _("seat {n}").format(n=seat)

    labels = [who(seat) + ("\n" + _("led") if i == 0 else "") for i, seat in enumerate(trick.seats)]
    text = " ".join(map(str, cards))
    head = _("Trick {cards}, led by {who}").format(cards=text, who=who(trick.seats[0]))
    if show_winner:
        verb = _("{card} wins for {who}") if len(cards) == 5 else _("{card} is winning for {who}")
        head += ": " + verb.format(card=cards[winner], who=who(trick.seats[winner]))
    inner, vb_w, vb_h, _names = _row(cards, width, highlights, labels, SLOT)
    return _root(inner, width * vb_w / SLOT, vb_w, vb_h, head)


# label: anything printable, drawn as str(label)
def card_html(card: CardLike | None, width: float = 72, *, highlight: str | None = None, dim: bool = False,
              label: object = None, face_down: bool = False, deck: str = "hydra") -> str:
    """``card_svg`` in an inline-block ``<span>``, to put cards into running HTML text."""
    svg = card_svg(card, width, highlight=highlight, dim=dim, label=label, face_down=face_down, deck=deck)
    return f'<span class="hydra-card" style="display:inline-block;vertical-align:middle">{svg}</span>'
