"""A table's own Doppelkopf rule card: choose a rule set and its options, print or share it.

A thin view over :class:`tutor.doppelkopf.rulecard.RuleCard`; the share link (``?rules=...``) reopens the
same choice, and a bad link gets a sentence and the Turnier card.

>>> page = RuleCardPage(query="rules=hausrunde~schweine")
>>> page.rules.value, page.schweine.value
('hausrunde', True)
>>> page.rules.value = "turnier"
>>> page.card.to_param(), page.schweine.disabled
('turnier', True)
>>> RuleCardPage(query="rules=skat").message.value.startswith('<p class="dk-bad">')
True
"""

from __future__ import annotations

import urllib.parse

import ipywidgets as W

from hydra.doppelkopf.compare import SET_NAMES
from hydra.core.i18n import N_, _
from tutor.language import language_query
from tutor.doppelkopf.rulecard import RuleCard, choices, from_query, share_query

from ..common.base import SnapshotMixin, esc
from ..common.nav import nav_html
from .html import STYLE, card_html

__all__ = ["RuleCardPage", "PAGE"]

PAGE = "doppelkopf-rule-card.ipynb"
#: The page's title and what it is for.
TITLE = N_("Your table's Doppelkopf rule card")
INTRO = N_("Choose your rule set and options; the card below is a page to print (your browser's Print) or to share "
           "with the link under it.")
CHOICE = N_("Your table's choice")
FIRST_READING = N_("The first reading of each is the one the tutor's engine plays.")


class RuleCardPage(SnapshotMixin, W.VBox):
    """The rule card page. ``query`` is the page's query string (``rules=...``, ``name=...``)."""

    def __init__(self, query: str = "", name: str | None = None) -> None:
        start, problem = from_query(query)
        self.name = name
        self.card = start
        self.message = W.HTML(f'<p class="dk-bad">{esc(problem)}</p>' if problem else "")
        self.rules = W.ToggleButtons(options=[(SET_NAMES[r], r) for r in ("hausrunde", "turnier")],
                                     value=start.rules, description=_("Rule set"),
                                     style={"button_width": "auto"})
        self.schweine = W.Checkbox(value=start.schweine, description=_("play with Schweine"), indent=False)
        self.readings = W.VBox()
        self.readings.add_class("dk-readings-box")
        self.summary = W.HTML()
        self.share = W.HTML()
        self._pickers: dict[str, W.Dropdown] = {}
        self._build_pickers(start)
        self.rules.observe(self._rules_changed, names="value")
        self.schweine.observe(self._update, names="value")
        self.more = W.Accordion(children=[self.readings], selected_index=None)
        self.more.set_title(0, _("Where the text can be read two ways: choose your readings"))
        controls = W.VBox([W.HTML(f"<b>{_(CHOICE)}</b>"), self.rules, self.schweine, self.more])
        controls.add_class("dk-controls")
        self._update()
        super().__init__([W.HTML(nav_html("doppelkopf-rule-card", name)), W.HTML(STYLE), self.message,
                          W.HTML(f'<div class="dk-page dk-noprint"><h1>{esc(_(TITLE))}</h1>'
                                 f"<p>{esc(_(INTRO))}</p></div>"),
                          controls, self.share, self.summary])
        self.add_class("dk-rulecard")

    def _build_pickers(self, card: RuleCard) -> None:
        self._pickers = {}
        rows = []
        for c in choices(card.rules):
            dd = W.Dropdown(options=[(f"{n}: {_(t)}", n) for n, t in c.options], value=card.pick(c.key),
                            description=c.ruling, layout=W.Layout(width="100%", max_width="760px"))
            dd.observe(self._update, names="value")
            self._pickers[c.key] = dd
            rows.append(W.VBox([W.HTML(f"<i>{esc(_(c.title))}</i>"), dd]))
        self.readings.children = [W.HTML(_(FIRST_READING))] + rows

    # change: ipywidgets' observe() change (a dict of name, old, new), unused: the widgets' values are read
    def _rules_changed(self, change: object = None) -> None:
        hausrunde = self.rules.value == "hausrunde"
        if not hausrunde:
            self.schweine.value = False
        self.schweine.disabled = not hausrunde
        self._build_pickers(RuleCard.make(self.rules.value, self.schweine.value, {}))
        self._update()

    # change: ipywidgets' observe() change (a dict of name, old, new), unused: the widgets' values are read
    def _update(self, change: object = None) -> None:
        self.schweine.disabled = self.rules.value != "hausrunde"
        picks = {k: dd.value for k, dd in self._pickers.items()}
        self.card = RuleCard.make(self.rules.value, self.schweine.value, picks)
        link = f"{PAGE}?{share_query(self.card, self.name)}"
        if language_query():                                  # a German page's link opens the card in German
            link += "&" + urllib.parse.urlencode(language_query())
        share = _("Share this card:")
        self.share.value = (f'<p class="dk-share dk-noprint">{esc(share)} <a class="dk-share-link text-link" '
                            f'href="{esc(link)}">{esc(link)}</a></p>')
        self.summary.value = card_html(self.card)

    def snapshot_html(self) -> str:
        return STYLE + self.message.value + self.share.value + self.summary.value
