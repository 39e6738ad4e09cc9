"""HTML for a round in Jupyter: the hands, the tricks so far, and the score.

Pure functions returning strings, built on :mod:`hydra.svg`; the core never
needs them. ``Round._repr_html_`` calls :func:`round_html`.
"""

from __future__ import annotations

from html import escape

from .svg import hand_svg, trick_svg

__all__ = ["round_html", "hand_html"]


def hand_html(cards, game=None, width: int = 48, legal=()) -> str:
    """A hand sorted for the game, legal cards marked."""
    cards = game.sorted(cards) if game is not None else list(cards)
    legal = set(legal)
    highlights = ["legal" if c in legal else None for c in cards] if legal else None
    return hand_svg(cards, width, highlights=highlights) if cards else "<em>no cards</em>"


def round_html(rnd, width: int = 48) -> str:
    """The round as a learner sees it on the table: every hand, the last trick, the score so far."""
    rows = []
    head = (f"<b>{escape(rnd.game.name)}</b> &middot; dealer: seat {rnd.dealer} &middot; "
            f"phase: {escape(rnd.phase)}")
    if rnd.kind:
        head += f" &middot; parties: {escape(rnd.kind)} {escape(str(rnd.parties))}"
    rows.append(f"<div>{head}</div>")
    legal = rnd.legal_cards() if rnd.phase == "play" else []
    for seat in rnd.seats:
        marker = " &#9664; to play" if seat == rnd.to_move else ""
        rows.append(f"<div><span style='display:inline-block;width:5em'>seat {seat}{marker}</span>"
                    f"{hand_html(rnd.hands[seat], rnd.game, width, legal if seat == rnd.to_move else ())}"
                    f"</div>")
    trick = rnd.current_trick or (rnd.tricks[-1] if rnd.tricks else None)
    if trick is not None:
        title = "trick in progress" if rnd.current_trick else f"trick {len(rnd.tricks)}"
        rows.append(f"<div><b>{title}</b><br>{trick_svg(trick, width)}<br>"
                    f"{escape(trick.explain().sentence)}</div>")
    if rnd.formation is not None and rnd.tricks:
        sheet = rnd.sheet
        rows.append("<div><b>score so far</b>: " + escape(", ".join(
            f"{n} {e} eyes" for n, e in zip(sheet.names, sheet.eyes))) + "</div>")
    return "<div class='hydra-round'>" + "".join(rows) + "</div>"
