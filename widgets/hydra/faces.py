"""Card faces for the widgets: the engine's SVG renderer (``hydra.hydra.svg``) when it is there.

Presentation only: no rule is decided here. If ``hydra.hydra.svg`` is not importable yet, a plain
fallback face is drawn so that every widget still works.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

import hydra
from hydra.hydra.cards import CardLike

_SUIT_COLOURS = {"S": "#c98a00", "R": "#c0262d", "G": "#2d7a2d", "E": "#7a4b1e", None: "#5b2a86"}
_HIGHLIGHT = {"winner": "#e0a100", "legal": "#2e8b57", "illegal": "#c0262d", "selected": "#1f6fd1"}


def _fallback_svg(card: CardLike, width: int = 72, *, highlight: str | None = None, dim: bool = False,
                  label: str | None = None) -> str:
    card = hydra.as_card(card)
    w, h = width, round(width * 1.4)
    colour = _SUIT_COLOURS[card.suit]
    stroke = _HIGHLIGHT.get(highlight or "", "#555")
    sw = 4 if highlight else 1.5
    opacity = 0.35 if dim else 1.0
    code = html.escape(str(card))
    name = html.escape(card.german_name)
    extra = (f'<text x="{w/2}" y="{h-6}" font-size="{w/7:.0f}" text-anchor="middle" '
             f'fill="#333">{html.escape(label)}</text>') if label else ""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
            f'viewBox="0 0 {w} {h}" opacity="{opacity}"><title>{name}</title>'
            f'<rect x="2" y="2" width="{w-4}" height="{h-4}" rx="6" fill="#fffdf7" '
            f'stroke="{stroke}" stroke-width="{sw}"/>'
            f'<text x="{w/2}" y="{h/2}" font-size="{w/3.2:.0f}" font-family="sans-serif" '
            f'font-weight="bold" text-anchor="middle" fill="{colour}">{code}</text>'
            f'<text x="{w/2}" y="{h/2 + w/4}" font-size="{w/9:.0f}" font-family="sans-serif" '
            f'text-anchor="middle" fill="#333">{name}</text>{extra}</svg>')


def card_svg(card: CardLike, width: int = 72, *, highlight: str | None = None, dim: bool = False,
             label: str | None = None, deck: str = "hydra") -> str:
    """One card face as an SVG string (``hydra.hydra.svg.card_svg`` if available); ``deck="doppelkopf"``
    writes Doppelkopf's words on it (As, König, Dame, Bube), as ``hydra.hydra.svg`` does."""
    try:
        from hydra.hydra.svg import card_svg as engine_svg
    except Exception:  # the renderer is being written; draw a plain face meanwhile
        return _fallback_svg(card, width, highlight=highlight, dim=dim, label=label)
    try:
        return engine_svg(card, width, highlight=highlight, dim=dim, label=label, deck=deck)
    except TypeError:
        return engine_svg(card, width)


def cards_row_html(cards: Sequence[CardLike], width: int = 56, *, highlights: Sequence[str | None] | None = None,
                   dims: Sequence[bool] | None = None, labels: Sequence[str | None] | None = None, gap: int = 4,
                   inline: bool = False, deck: str = "hydra") -> str:
    """A row of card faces as one HTML string (for static snapshots); ``deck`` as for card_svg."""
    parts = []
    for i, card in enumerate(cards):
        hl = highlights[i] if highlights else None
        dm = dims[i] if dims else False
        lb = labels[i] if labels else None
        parts.append(f'<span style="display:inline-block;margin:0 {gap}px {gap}px 0;'
                     f'vertical-align:top">{card_svg(card, width, highlight=hl, dim=dm, label=lb, deck=deck)}'
                     '</span>')
    style = "display:inline-block;vertical-align:middle;line-height:0" if inline else "line-height:0"
    return f'<div style="{style}">' + "".join(parts) + "</div>"
