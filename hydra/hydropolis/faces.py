"""The drawing of one Hydropolis card, the pieces every picture of the game is made of.

A card is drawn 2:1 as it lies (N on top): each pipe end as a pipe in its colour running to the
middle, each cap as a closed end (a thick plate at the side), a leaky card with a crack and drops, a
tap as a valve wheel and an outlet as a drain. The drawing reads a card's public fields only
(:class:`CardShape`), so the card module draws a card with it (``Card._repr_svg_``) and this module
imports nothing of the game; :mod:`hydra.hydropolis.svg` is the pictures' public face.
"""

from __future__ import annotations

from typing import Protocol
from xml.sax.saxutils import escape, quoteattr

__all__ = ["CardShape", "card_inner", "face_svg", "svg_root", "svg_number", "PIPE_COLOURS", "W", "H", "MARGIN", "FONT"]


class CardShape(Protocol):
    """What the drawing reads of a card (a :class:`~hydra.hydropolis.cards.Card` is one)."""

    @property
    def colour(self) -> str: ...
    @property
    def kinds(self) -> tuple[int, int, int, int]: ...
    @property
    def is_pipe_piece(self) -> bool: ...
    @property
    def kind(self) -> str: ...
    @property
    def leaky(self) -> bool: ...


W, H = 200, 100                   # one card (and one cell) in user units: 2:1, long sides N and S
PIPE = 22                         # pipe width
MARGIN = 28                       # room for the column and row numbers around the table
FONT = "DejaVu Sans, Verdana, Arial, Helvetica, sans-serif"
#: colour letter -> (pipe fill, dark outline)
PIPE_COLOURS = {"b": ("#2f7ed8", "#174a86"), "r": ("#d8453b", "#7f1d17"), "y": ("#e8b923", "#8a6a00")}
_END = ((W / 2, 0), (W, H / 2), (W / 2, H), (0, H / 2))     # the middle of the N, E, S and W sides
_MID = (W / 2, H / 2)


def svg_number(x: float) -> str:
    """A coordinate as SVG writes it: one decimal at most, no trailing zeros."""
    return f"{x:.1f}".rstrip("0").rstrip(".")


_n = svg_number                   # (short, for this module's many coordinates)


def _segments(segments: list[tuple[float, float, float, float]], joint: bool, fill: str, dark: str) -> str:
    """Pipes as straight segments: every outline first, then every fill, so joints show no seams;
    ``joint`` rounds the middle (where pipes meet, or a pipe ends inside the card)."""
    out = []
    for width, colour in ((PIPE + 6, dark), (PIPE, fill)):
        for x1, y1, x2, y2 in segments:
            out.append(f'<line x1="{_n(x1)}" y1="{_n(y1)}" x2="{_n(x2)}" y2="{_n(y2)}" stroke="{colour}" '
                       f'stroke-width="{width}"/>')
        if joint:
            out.append(f'<circle cx="{_n(_MID[0])}" cy="{_n(_MID[1])}" r="{_n(width / 2)}" fill="{colour}"/>')
    return "".join(out)


def _cap(side: int, fill: str, dark: str) -> str:
    """A closed end: a plate across the pipe at the side, wider than the pipe."""
    x, y = _END[side]
    long_ = PIPE + 18
    w, h = (long_, 12) if side in (0, 2) else (12, long_)
    x = min(max(x - w / 2, 2), W - w - 2)
    y = min(max(y - h / 2, 2), H - h - 2)
    return (f'<rect x="{_n(x)}" y="{_n(y)}" width="{_n(w)}" height="{_n(h)}" rx="3" fill="{fill}" '
            f'stroke="{dark}" stroke-width="3"/>')


def _leak(fill: str, dark: str) -> str:
    cx, cy = _MID
    crack = (f'<path d="M{_n(cx - 14)},{_n(cy - 6)} l7,6 l5,-7 l6,8 l6,-6" fill="none" stroke="#222" '
             f'stroke-width="2.5" stroke-linejoin="round"/>')
    drops = "".join(f'<path d="M{_n(cx + dx)},{_n(cy + 14 + dy)} q-5,8 0,10 q5,-2 0,-10 z" fill="{fill}" '
                    f'stroke="{dark}" stroke-width="1.5"/>' for dx, dy in ((-22, 4), (0, 12), (20, 6)))
    return crack + drops


def _tap(fill: str, dark: str) -> str:
    cx, cy = _MID
    spokes = f'M{_n(cx - 15)},{_n(cy)} h30 M{_n(cx)},{_n(cy - 15)} v30'
    return (f'<circle cx="{_n(cx)}" cy="{_n(cy)}" r="19" fill="#fff" stroke="{dark}" stroke-width="4"/>'
            f'<path d="{spokes}" stroke="{dark}" stroke-width="4"/>'
            f'<circle cx="{_n(cx)}" cy="{_n(cy)}" r="6" fill="{fill}" stroke="{dark}" stroke-width="2"/>')


def _outlet(fill: str, dark: str) -> str:
    cx, cy = _MID
    return (f'<circle cx="{_n(cx)}" cy="{_n(cy)}" r="20" fill="{fill}" stroke="{dark}" stroke-width="4"/>'
            f'<circle cx="{_n(cx)}" cy="{_n(cy)}" r="11" fill="#0d2b45" stroke="{dark}" stroke-width="2"/>'
            f'<path d="M{_n(cx - 7)},{_n(cy)} h14 M{_n(cx)},{_n(cy - 7)} v14" stroke="{fill}" stroke-width="2"/>')


def card_inner(c: CardShape) -> str:
    """The drawing of card ``c`` in a box ``0..200 x 0..100`` (no ``<svg>`` around it)."""
    fill, dark = PIPE_COLOURS[c.colour]
    out = [f'<rect x="1.5" y="1.5" width="{W - 3}" height="{H - 3}" rx="8" fill="#fbf8ef" stroke="#6b6b6b" '
           f'stroke-width="3"/>']
    pipes = [side for side, kind in enumerate(c.kinds) if kind == 1]
    caps = [side for side, kind in enumerate(c.kinds) if kind == 2]
    if c.is_pipe_piece:                                       # every end runs to the middle
        out.append(_segments([(*_END[side], *_MID) for side in pipes + caps], True, fill, dark))
    else:                                                     # a cap card: short stubs, closed at the side
        stubs = [(x, y, x + (_MID[0] - x) * 0.45, y + (_MID[1] - y) * 0.45) for x, y in (_END[s] for s in caps)]
        out.append(_segments(stubs, False, fill, dark))
    for side in caps:
        out.append(_cap(side, fill, dark))
    if c.kind == "tap":
        out.append(_tap(fill, dark))
    elif c.kind == "outlet":
        out.append(_outlet(fill, dark))
    if c.leaky:
        out.append(_leak(fill, dark))
    return "".join(out)


def svg_root(inner: str, width: float, vb: tuple[float, float, float, float], name: str) -> str:
    height = width * vb[3] / vb[2]
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{_n(width)}" height="{_n(height)}" '
            f'viewBox="{" ".join(_n(v) for v in vb)}" style="max-width:100%;height:auto" role="img" '
            f'aria-label={quoteattr(name)}><title>{escape(name)}</title>{inner}</svg>')


def face_svg(card: CardShape, width: float, label: str) -> str:
    """One card as an SVG string, ``width`` pixels wide (its height is half that), named ``label``."""
    return svg_root(card_inner(card), width, (0, 0, W, H), label)
