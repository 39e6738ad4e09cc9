"""The page of differences between ``hausrunde``, ``turnier`` and Hydra: a thin view.

Every difference and its example come from :func:`hydra.doppelkopf.compare.differences`.

>>> page = DifferencesPage()
>>> page.view.value
'all'
>>> "dk-ex" in page.body.value
True
>>> page.view.value = "dk"
>>> 'data-key="deck"' in page.body.value
False
"""

from __future__ import annotations

import ipywidgets as W

from hydra.doppelkopf.compare import differences
from tutor.doppelkopf.rulecard import VIEWS, shown

from ..common.base import SnapshotMixin, esc
from ..common.nav import nav_html
from .html import STYLE, differences_html

__all__ = ["DifferencesPage", "INTRO"]

INTRO = ("<h1>Doppelkopf: Hausrunde, Turnier and Hydra compared</h1>"
         "<p>Every point where the house round's rules (<b>Hausrunde</b>), the tournament's rules "
         "(<b>Turnier</b>) and <b>Hydra</b> decide differently. Where the outcome differs, the example was "
         "computed by the rules engines: the same four cards with a different winner, or the same play with "
         "different points. Open <i>Why</i> for the rules and the German sentences they rest on.</p>")


class DifferencesPage(SnapshotMixin, W.VBox):
    """The whole page: the navigation bar, a choice of which rule sets to compare, the differences."""

    def __init__(self, name: str | None = None) -> None:
        self._all = differences()
        self.view = W.ToggleButtons(options=[(label, key) for key, (label, _) in VIEWS.items()], value="all",
                                    description="", style={"button_width": "auto"})
        self.view.add_class("dk-controls")
        self.count = W.HTML()
        self.body = W.HTML()
        self.view.observe(self._show, names="value")
        self._show()
        super().__init__([W.HTML(nav_html("doppelkopf", name)), W.HTML(STYLE + f'<div class="dk-page">{INTRO}</div>'),
                          self.view, self.count, self.body])
        self.add_class("dk-differences")

    # change: ipywidgets' observe() change (a dict of name, old, new), unused: the widgets' values are read
    def _show(self, change: object = None) -> None:
        diffs = shown(self._all, self.view.value)
        examples = sum(1 for d in diffs if d.example is not None and d.example.differs)
        self.count.value = (f'<p class="dk-count" data-count="{len(diffs)}">{len(diffs)} differences, '
                            f"{examples} with an example computed by the engines.</p>")
        self.body.value = differences_html(diffs)

    def snapshot_html(self) -> str:
        return STYLE + INTRO + self.count.value + esc("") + self.body.value
