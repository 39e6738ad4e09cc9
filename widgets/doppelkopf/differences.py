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
from hydra.core.i18n import N_, _, ngettext
from tutor.doppelkopf.rulecard import VIEWS, shown

from ..common.base import SnapshotMixin, esc
from ..common.nav import nav_html
from .html import STYLE, differences_html

__all__ = ["DifferencesPage", "intro_html", "TITLE", "ABOUT"]

#: The page's title and what it shows (``{hausrunde}``, ``{turnier}``, ``{hydra}``, ``{why}``: the words in bold
#: and italics).
TITLE = N_("Doppelkopf: Hausrunde, Turnier and Hydra compared")
ABOUT = N_("Every point where the house round's rules ({hausrunde}), the tournament's rules ({turnier}) and {hydra} "
           "decide differently. Where the outcome differs, the example was computed by the rules engines: the same "
           "four cards with a different winner, or the same play with different points. Open {why} for the rules "
           "and the German sentences they rest on.")


def intro_html() -> str:
    """The page's title and what it shows, in the page's language."""
    why = _("Why")
    about = esc(_(ABOUT)).format(hausrunde="<b>Hausrunde</b>", turnier="<b>Turnier</b>", hydra="<b>Hydra</b>",
                                 why=f"<i>{esc(why)}</i>")
    return f"<h1>{esc(_(TITLE))}</h1><p>{about}</p>"




class DifferencesPage(SnapshotMixin, W.VBox):
    """The whole page: the navigation bar, a choice of which rule sets to compare, the differences."""

    def __init__(self, name: str | None = None) -> None:
        self._all = differences()
        self.view = W.ToggleButtons(options=[(_(label), key) for key, (label, _pair) in VIEWS.items()], value="all",
                                    description="", style={"button_width": "auto"})
        self.view.add_class("dk-controls")
        self.count = W.HTML()
        self.body = W.HTML()
        self.view.observe(self._show, names="value")
        self._show()
        super().__init__([W.HTML(nav_html("doppelkopf", name)),
                          W.HTML(STYLE + f'<div class="dk-page">{intro_html()}</div>'),
                          self.view, self.count, self.body])
        self.add_class("dk-differences")

    # change: ipywidgets' observe() change (a dict of name, old, new), unused: the widgets' values are read
    def _show(self, change: object = None) -> None:
        diffs = shown(self._all, self.view.value)
        examples = sum(1 for d in diffs if d.example is not None and d.example.differs)
        said = ngettext("{n} difference, {examples} with an example computed by the engines.",
                        "{n} differences, {examples} with an example computed by the engines.", len(diffs))
        self.count.value = (f'<p class="dk-count" data-count="{len(diffs)}">'
                            f"{esc(said.format(n=len(diffs), examples=examples))}</p>")
        self.body.value = differences_html(diffs)

    def snapshot_html(self) -> str:
        return STYLE + intro_html() + self.count.value + self.body.value
