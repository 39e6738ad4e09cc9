"""HTML for a round in Jupyter: the hands, the tricks so far, and the score.

Pure functions returning strings, built on :mod:`hydra.hydra.svg`; the core never
needs them. ``Round._repr_html_`` calls :func:`round_html`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape
from typing import TYPE_CHECKING

from .svg import hand_svg, trick_svg

if TYPE_CHECKING:
    from .cards import Card, CardLike
    from .games import Game
    from .round_fields import PlayedRound

__all__ = ["round_html", "hand_html"]


def hand_html(cards: Iterable[CardLike] | str, game: Game | None = None, width: int = 48,
              legal: Iterable[Card] = ()) -> str:
    """A hand sorted for the game, legal cards marked."""
    shown: Sequence[CardLike] = game.sorted(cards) if game is not None else list(cards)
    marked = set(legal)
    highlights = ["legal" if c in marked else None for c in shown] if marked else None
    return hand_svg(shown, width, highlights=highlights) if shown else "<em>no cards</em>"


def round_html(rnd: PlayedRound, width: int = 48) -> str:
    """The round as a learner sees it on the table: every hand, the last trick, the score so far."""
    rows: list[str] = []
    head = (f"<b>{escape(rnd.game.name)}</b> &middot; dealer: seat {rnd.dealer} &middot; "
            f"phase: {escape(rnd.phase)}")
    if rnd.kind:
        head += f" &middot; parties: {escape(rnd.kind)} {escape(str(rnd.parties))}"
    rows.append(f"<div>{head}</div>")
    legal = rnd.legal_cards() if rnd.phase == "play" else []
    for seat in rnd.seats:
        marker = " &#9664; to play" if seat == rnd.to_move else ""
        rows.append(f"<div><span style='display:inline-block;width:5em'>seat {seat}{marker}</span>"
                    f"{hand_html(rnd.hand(seat), rnd.game, width, legal if seat == rnd.to_move else ())}"
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
