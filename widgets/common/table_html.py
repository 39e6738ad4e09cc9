"""The HTML and CSS every play page shares (Hydra, Doppelkopf, 500, Hydropolis), each in its own classes
(``prefix``: ``hp``, ``fp``, ``hyp``): the page's width and font, its title with "How this page works"
folded under it, and the look of its sentences and panels. Strings only: the widgets are in
:mod:`widgets.common.table`.

>>> 'class="fp-title"' in page_title_html("fp", "Play a round", "<p>How.</p>")
True
>>> ".hp-panel h3" in panel_css("hp")
True
"""

from __future__ import annotations

from hydra.core.i18n import _

from .base import esc
from .phone import folded_html

__all__ = ["panel_css", "page_css", "page_title_html", "PAGE_CSS", "PANEL_CSS"]


def panel_css(prefix: str) -> str:
    """The CSS a play page's sentences and panels share, for the classes of ``prefix`` (``hp``: Hydra's and
    Doppelkopf's pages, ``fp``: 500's): a done message, a hint, a rule's chip, a panel with its heading
    and list."""
    return PANEL_CSS.format(p=prefix)


def page_css(prefix: str) -> str:
    """The CSS every play page opens with, for the classes of ``prefix``: the page's width and font, and its
    title."""
    return PAGE_CSS.format(p=prefix)


def page_title_html(prefix: str, heading: str, how: str, friends: str | None = None) -> str:
    """A play page's title (classes of ``prefix``): its ``heading`` and, folded under "How this page works",
    ``how`` (HTML); ``friends``, a game of :data:`hydra.GAMES`: the link, first in the fold, that opens a
    table of it to play with friends on their own phones (``notebooks/table.ipynb``, issue 32).

    >>> 'href="table.ipynb?game=hydra"' in page_title_html("hp", "Play a round", "", friends="hydra")
    True
    """
    if friends:              # in the fold (a phone's first screen has no row to spare for it)
        how = (f'<p><a class="play-with-friends" href="table.ipynb?game={esc(friends)}" target="_blank">'
               + esc(_("Play with friends")) + " &#8599;</a> "
               + esc(_("A table of your own: your friends join on their phones, the tutor referees.")) + "</p>" + how)
    fold = folded_html(_("How this page works"), how)
    return f'<div class="{prefix}-title"><h1>{esc(heading)}</h1>' + fold + "</div>"


PAGE_CSS = (".{p}-app{{max-width:1060px;margin:0 auto;font-family:system-ui,-apple-system,'Segoe UI',Roboto,"
            "sans-serif;color:#222}}\n"
            ".{p}-app .widget-html-content{{line-height:1.4}}\n"
            ".{p}-title h1{{font-size:28px;margin:4px 0 2px 0}}\n")


PANEL_CSS = """.{p}-msg.{p}-ok{{background:#eef7ee;color:#14532d;border-left-color:#2e9d4a}}
.{p}-hint{{background:#e8eef9;color:#1a3f7a;border-radius:8px;padding:6px 10px;margin:4px 0}}
.{p}-rule{{display:inline-block;background:#e8eef9;color:#1a3f7a;border-radius:10px;padding:1px 8px;
 margin-right:4px;font-size:12px}}
.{p}-panel{{background:#f7f5ef;border:1px solid #e2ddd0;border-radius:10px;padding:8px 12px;margin:6px 0}}
.{p}-panel h3{{font-size:15px;margin:0 0 4px 0}}
.{p}-panel ul,.{p}-panel ol{{margin:2px 0;padding-left:20px}}
"""
