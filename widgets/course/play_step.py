"""A play step of the path (lesson 12, issue 34) on the step page: the link to the play page at the
step's deal, and whether the round was played (the play page saves it: :mod:`tutor.course.path_play`).

>>> html = play_step_html("12-play-2", "Ada", done=False)
>>> 'href="play.ipynb?deal=374-4&amp;step=12-play-2&amp;name=Ada"' in html, 'class="cs-play-done"' in html
(True, False)
>>> 'class="cs-play-done"' in play_step_html("12-play-2", "Ada", done=True)
True
"""

from __future__ import annotations

from hydra.core.i18n import _
from tutor.course.path_play import play_link

from ..common.base import esc

__all__ = ["play_step_html", "PLAY_STEP_STYLE"]

PLAY_STEP_STYLE = """<style>
.cs a.cs-play{background:#1f5e3a;color:#fff;margin:6px 0;font-size:17px}
.cs .cs-play-done{color:#1b5e20;font-weight:700;font-size:16px;margin:4px 0}
.cs .cs-play-note{font-size:15px;color:#444;margin:4px 0}
</style>"""


def play_step_html(step_id: str, name: str | None, done: bool) -> str:
    """The link to play the step's round, and what happens after (done, or how it gets done)."""
    link = (f'<a class="cs-link cs-play" href="{esc(play_link(step_id, name))}">'
            + esc(_("Play this round")) + " →</a>")
    if done:
        css, note = "cs-play-done", "✔ " + _("Done: you played this round to the end.")
    elif name:
        css, note = "cs-play-note", _("When the round is over, the play page marks this step done and links "
                                      "back here.")
    else:
        css, note = "cs-play-note", _("Type your name first, so the play page can mark this step done.")
    after = f'<div class="{css}">{esc(note)}</div>'
    return PLAY_STEP_STYLE + f"<div>{link}</div>{after}"
