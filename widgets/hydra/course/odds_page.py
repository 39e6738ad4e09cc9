"""The odds page, off the learner's path (``notebooks/odds.ipynb``): how likely each party kind is in a random
deal, counted exactly from the key cards' places, checked by a seeded simulation, and three questions. Drawn
here, every sentence through the catalog, so that it speaks the page's language (``?lang=de``, issue 33);
numbers as that language writes them (:mod:`tutor.numbers`).

>>> page = build_odds_page({"QUERY_STRING": "name=Ada"})
>>> text = page.snapshot_html()
>>> "Only four cards matter" in text and "225 patterns" in text and "1 in 219.3" in text
True
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

import ipywidgets as W

from hydra.core.i18n import _
from hydra.hydra.odds import key_card_placements, party_kind_odds
from tutor.language import page_language
from tutor.numbers import decimal, whole

from widgets.common.base import SnapshotMixin, Trait, esc
from widgets.common.words import words_in_text
from widgets.course.lesson import LessonPage
from .odds import SimulationPanel, exact_table_html, odds_chart_svg
from widgets.hydra.course.tryit import fact_exercise

__all__ = ["build_odds_page", "OddsPage"]

_STYLE = """<style>
.ho{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;max-width:760px;font-size:16px;line-height:1.45;
 overflow-wrap:anywhere}
.ho table{border-collapse:collapse;margin:6px 0;display:block;max-width:100%;overflow-x:auto}
.ho svg{max-width:100%;height:auto}
.ho td,.ho th{border-bottom:1px solid #ddd;padding:3px 8px;text-align:right}
.ho td:first-child,.ho th:first-child{text-align:left}
.ho .ho-formula{font-family:Georgia,serif;background:#f6f6f6;padding:4px 8px;border-radius:4px;display:inline;
 line-height:1.9;box-decoration-break:clone;-webkit-box-decoration-break:clone}
</style>"""


def _p(text: str, name: str | None) -> str:
    """A paragraph of plain words, its German game words opening their meaning in place."""
    return f"<p>{words_in_text(text, name)}</p>"


def _head(name: str | None) -> str:
    learn = [_("how likely each kind of healthy game is in a random deal: normal game, engagements, secret "
               "proposals, wedding;"),
             _("how to compute such odds exactly, by counting the ways the cards can be dealt;"),
             _("how to check an exact answer against a seeded simulation of many deals.")]
    return ("<h1>" + esc(_("How likely is each party kind?")) + "</h1><p><b>" + esc(_("What you will learn"))
            + "</b></p><ul>" + "".join(f"<li>{esc(item)}</li>" for item in learn) + "</ul>")


def _counting(name: str | None) -> str:
    placements = list(key_card_placements())
    rows = "".join(f"<tr><td>{' '.join(map(str, eo))}</td><td>{' '.join(map(str, go))}</td>"
                   f"<td>{decimal(float(p), 6)}</td></tr>" for eo, go, p in placements[:6])
    total = sum(p for _eo, _go, p in placements)
    heads = "".join(f"<th>{esc(h)}</th>" for h in (_("Eichel-Obers per seat"), _("Grün-Obers per seat"),
                                                    _("probability")))
    return ("<h2>" + esc(_("Only four cards matter")) + "</h2>"
            + _p(_("In a healthy game the parties depend only on where the four key cards are: the two Eichel-Obers "
                   "and the two Grün-Obers. So we need the probability of every way the five hands of ten can hold "
                   "them: seat i gets eᵢ Eichel-Obers and gᵢ Grün-Obers."), name)
            + _p(_("Counting deals: the 50 cards can be dealt into five hands of ten in a number of ways. The deals "
                   "that give exactly these counts choose which seats get the two Eichel-Obers, which get the two "
                   "Grün-Obers, and deal the other 46 cards into the remaining places. Their number divided by the "
                   "number of all deals is the probability."), name)
            + '<p><span class="ho-formula">50! / (10!)<sup>5</sup></span> · '
              '<span class="ho-formula">2! / ∏ e<sub>i</sub>! · 2! / ∏ g<sub>i</sub>! · '
              '46! / ∏ (10 − e<sub>i</sub> − g<sub>i</sub>)!</span></p>'
            + "<p>" + esc(_("{count} patterns; their probabilities add up to exactly {total}. The first six:").format(
                count=whole(len(placements)), total=total)) + "</p>"
            + f"<table><tr>{heads}</tr>{rows}</table>")


def _exact(exact: Mapping[str, Fraction], name: str | None) -> str:
    wedding = Fraction(5 * 10 * 9 * 8 * 7, 50 * 49 * 48 * 47)
    agree = _("They agree.") if exact["wedding"] == wedding else _("They differ!")
    return (_p(_("For each pattern, the tutor builds five tiny hands holding only the key cards and asks its rules "
                 "engine which party kind that is, so the rule is applied as in play, not worked out a second "
                 "time. Adding up the probabilities per kind gives the exact odds, as fractions:"), name)
            + exact_table_html(exact) + odds_chart_svg(exact)
            + _p(_("An engagement is the most common game, more common than the normal game with its Alten, Jungen "
                   "and Ego. A wedding (one player holds all four key cards) comes about once in 220 deals: its "
                   "probability is one seat times the ways of putting four given cards into its ten places. The "
                   "engine agrees:"), name)
            + '<p><span class="ho-formula">5 · (10 · 9 · 8 · 7) / (50 · 49 · 48 · 47)</span></p>'
            + "<p>" + esc(_("By the formula: {wedding} = 1 in {deals}. By the engine's count: {count}.").format(
                wedding=wedding, deals=decimal(float(1 / wedding), 1), count=exact["wedding"]) + " " + agree) + "</p>")


def _simulation_text() -> tuple[str, str]:
    before = ("<h2>" + esc(_("Check by simulation")) + "</h2><p>"
              + esc(_("Now deal many random rounds (seeded, so the result is the same every time) and let the engine "
                      "classify each one. Dealing takes a moment (about half a millisecond a deal), so it runs only "
                      "when you ask: choose how many deals and press Simulate.")) + "</p>")
    after = ("<p>" + esc(_("The simulated shares lie within a few standard errors of the exact ones, as they should: "
                           "the last column says how many standard errors each one is off.")) + "</p>"
             + "<h2>" + esc(_("Try it")) + "</h2>")
    return before, after


class _Html(SnapshotMixin, W.HTML):
    def snapshot_html(self) -> str:
        return str(self.value)


class OddsPage(SnapshotMixin, W.VBox):
    """The whole page: the lesson's top, the counting, the simulation, three questions and the way on."""

    def __init__(self, environ: Mapping[str, str] | None = None, **kwargs: Trait) -> None:
        super().__init__(**kwargs)
        self.lesson = LessonPage("odds.ipynb", environ=environ)
        name = self.lesson.name
        exact = party_kind_odds()
        before, after = _simulation_text()
        self.simulation = SimulationPanel(exact)
        self.questions = [self.lesson.track(key, fact_exercise(key, odds=exact))
                          for key in ("most-likely", "normal-or-secret", "wedding-rate")]
        self.footer = self.lesson.footer()
        self.text = _Html(_STYLE + '<div class="ho">' + _head(name) + _counting(name) + _exact(exact, name)
                          + before + "</div>")
        self.after = _Html('<div class="ho">' + after + "</div>")
        self.children = [self.lesson, self.text, self.simulation, self.after, *self.questions, self.footer]

    def snapshot_html(self) -> str:
        return "".join(child.snapshot_html() if isinstance(child, SnapshotMixin) else "" for child in self.children)


def build_odds_page(environ: Mapping[str, str] | None = None) -> OddsPage:
    """The odds page as Voilà shows it, in the language its address asks for (``?lang=``), else the browser's."""
    page_language(environ)
    return OddsPage(environ)
