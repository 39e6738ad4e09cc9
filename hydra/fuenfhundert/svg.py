"""Card faces of the 500 deck (suits S C D H, ranks 4..A, the joker ``JO``) as small SVG strings
(the quiz board draws them). Presentation only: no rule is decided here (which card is a trump, a bower or
the winner comes from the rules modules of :mod:`hydra.fuenfhundert`).

>>> svg = card_svg("HJ", 80, highlight="winner")
>>> svg.startswith("<svg") and "♥" in svg and "J" in svg
True
>>> "JOKER" in card_svg("JO")
True
"""

from __future__ import annotations

import html

from .cards import SUIT_NAMES, CardLike, as_card

__all__ = ["card_svg", "SUIT_SYMBOLS"]

SUIT_SYMBOLS = {"S": "♠", "C": "♣", "D": "♦", "H": "♥"}
_COLOURS = {"S": "#1a1a1a", "C": "#1a1a1a", "D": "#c0262d", "H": "#c0262d", None: "#5b2a86"}
_HIGHLIGHT = {"winner": "#e0a100", "legal": "#2e8b57", "illegal": "#c0262d", "selected": "#1f6fd1"}


def card_svg(card: CardLike, width: int = 72, *, highlight: str | None = None, dim: bool = False) -> str:
    """One 500 card face: rank and suit in the corners, the suit large in the middle."""
    c = as_card(card)
    w, h = width, round(width * 1.4)
    colour = _COLOURS[c.suit]
    stroke = _HIGHLIGHT.get(highlight or "", "#555")
    sw = 4 if highlight else 1.5
    opacity = 0.35 if dim else 1.0
    suit_name = SUIT_NAMES[c.suit][0] if c.suit else ""
    title = html.escape(f"{suit_name}-{c.rank} ({c})" if c.suit else "Joker (JO)")
    frame = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" '
             f'opacity="{opacity}" role="img" aria-label="{title}"><title>{title}</title>'
             f'<rect x="2" y="2" width="{w - 4}" height="{h - 4}" rx="{w / 12:.0f}" fill="#fffdf7" '
             f'stroke="{stroke}" stroke-width="{sw}"/>')
    font = 'font-family="Georgia,serif" font-weight="bold"'
    if c.suit is None:
        body = (f'<text x="{w / 2}" y="{h * 0.48}" font-size="{w / 2.2:.0f}" text-anchor="middle" '
                f'fill="{colour}">★</text>'
                f'<text x="{w / 2}" y="{h * 0.72}" font-size="{w / 6:.0f}" {font} text-anchor="middle" '
                f'fill="{colour}">JOKER</text>')
    else:
        sym = SUIT_SYMBOLS[c.suit]
        corner = (f'<text x="{w * 0.1:.1f}" y="{w * 0.26:.1f}" font-size="{w / 4.5:.0f}" {font} '
                  f'fill="{colour}">{html.escape(c.rank)}</text>'
                  f'<text x="{w * 0.1:.1f}" y="{w * 0.46:.1f}" font-size="{w / 5:.0f}" '
                  f'fill="{colour}">{sym}</text>')
        body = (corner + f'<text x="{w / 2}" y="{h * 0.66:.1f}" font-size="{w / 2:.0f}" text-anchor="middle" '
                f'fill="{colour}">{sym}</text>'
                f'<text x="{w * 0.9:.1f}" y="{h - w * 0.1:.1f}" font-size="{w / 4.5:.0f}" {font} '
                f'text-anchor="end" fill="{colour}">{html.escape(c.rank)}</text>')
    return frame + body + "</svg>"
