"""A step that plays a round (a kind with ``plays_a_round``: Hydra's lesson 12, issue 34) on the step page:
the link to the game's play page at the step's deal (its entry's ``round_link``), and whether the round was
played (the play page saves it: for Hydra, :mod:`tutor.hydra.course.path_play`).

>>> link = "play.ipynb?deal=374-4&step=12-play-2&name=Ada"
>>> html = play_step_html(link, "Ada", done=False)
>>> 'href="play.ipynb?deal=374-4&amp;step=12-play-2&amp;name=Ada"' in html, 'class="cs-play-done"' in html
(True, False)
>>> 'class="cs-play-done"' in play_step_html(link, "Ada", done=True)
True
"""

from __future__ import annotations

from hydra.core.i18n import _

from ..common.base import esc

__all__ = ["play_step_html", "PLAY_STEP_STYLE"]

PLAY_STEP_STYLE = """<style>
.cs a.cs-play{background:#1f5e3a;color:#fff;margin:6px 0;font-size:17px}
.cs .cs-play-done{color:#1b5e20;font-weight:700;font-size:16px;margin:4px 0}
.cs .cs-play-note{font-size:15px;color:#444;margin:4px 0}
</style>"""


def play_step_html(link: str, name: str | None, done: bool) -> str:
    """The ``link`` to play the step's round (for the learner ``name``), and what happens after (done, or how it
    gets done)."""
    anchor = f'<a class="cs-link cs-play" href="{esc(link)}">' + esc(_("Play this round")) + " →</a>"
    if done:
        css, note = "cs-play-done", "✔ " + _("Done: you played this round to the end.")
    elif name:
        css, note = "cs-play-note", _("When the round is over, the play page marks this step done and links "
                                      "back here.")
    else:
        css, note = "cs-play-note", _("Type your name first, so the play page can mark this step done.")
    after = f'<div class="{css}">{esc(note)}</div>'
    return PLAY_STEP_STYLE + f"<div>{anchor}</div>{after}"
