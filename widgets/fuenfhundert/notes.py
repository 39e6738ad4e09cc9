"""The 500 course's rule notes (``notebooks/500-rule-notes.ipynb``, issue 19): the rulings where the
rules text is silent or can be read two ways, each with its readings and the German sentences it
rests on, translated. The lessons teach the choice and link here (``500-rule-notes.ipynb#F20``).

>>> html = rule_notes_html()
>>> 'id="F20"' in html and 'id="F3"' in html and "(the tutor plays this)" in html
True
"""

from __future__ import annotations

from hydra import fuenfhundert as fh
from hydra.fuenfhundert.rulings import RULINGS

from ..common.base import esc
from .tables import readings_html

__all__ = ["rule_notes_html", "NOTED"]

#: The rules the notes cover: every ruling with readings, and the tutor's own choices (F20 and up).
NOTED = tuple(r for r in RULINGS if fh.readings(r) or int(r[1:]) >= 20)

_STYLE = """<style>
.fh-note-rule{scroll-margin-top:64px;border-bottom:1px solid #e3e3e3;padding:6px 4px}
.fh-note-rule:target{background:#fff3c4}
</style>"""


def rule_notes_html() -> str:
    """Each noted rule: its id and the tutor's decision, then its readings if it has them."""
    parts = []
    for rule in NOTED:
        readings = readings_html(rule) if fh.readings(rule) else ""
        parts.append(f'<div class="fh-note-rule fh-page" id="{rule}"><h3>{esc(rule)}</h3>'
                     f"<p>{esc(fh.rule_text(rule))}</p>{readings}</div>")
    return _STYLE + "".join(parts)
