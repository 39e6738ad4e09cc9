"""The step page's widgets (issue 19), as few as the page can do with (issue 34): every widget model is
one more thing the browser fetches and draws before the page is ready, so the widgets that never change
their own layout or style share one, and what a step does not show (the number box, Check, the end
screen, more choices or cards than the steps so far had) is made when a step first needs it. The
page's style sheet is here too. :class:`widgets.course.steps.StepPlayer` decides what they show.

>>> screen = StepScreen()
>>> screen._place(screen.idea, screen.message)
>>> [w is screen.nav for w in screen.children], len({id(w.layout) for w in screen.children})
([False, False, False, False, True], 1)
>>> [b.description for b in screen._choice_buttons(["Ben", "Cem"])], len(screen._choice_pool)
(['Ben', 'Cem'], 2)
>>> screen._choice_buttons(["Yes"])[0] is screen._choice_pool[0], len(screen._choice_pool)
(True, 2)
"""

from __future__ import annotations

from collections.abc import Callable

import ipywidgets as W
from ipywidgets.widgets.widget_string import HTMLStyle

from hydra.core.i18n import _

from ..common.language import LANGUAGE_STYLE
from ..common.nav import page_scripts_html
from ..common.rules import RULE_STYLE
from .task_cards import TASK_CARDS_STYLE, TaskCards
from ..common.base import Trait

__all__ = ["StepScreen", "STEP_STYLE"]

STEP_STYLE = RULE_STYLE + """<style>
.cs{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1d1d1d;max-width:420px;
 box-sizing:border-box}
.cs .cs-top{display:flex;align-items:center;gap:8px;flex-wrap:wrap}
.cs a.cs-home,.cs a.cs-link{display:inline-flex;align-items:center;min-height:44px;min-width:44px;padding:0 10px;
 box-sizing:border-box;border-radius:8px;text-decoration:none;font-weight:600}
.cs a.cs-home{background:#1f3d2a;color:#fff}
.cs .cs-title{font-size:15px;font-weight:700;color:#1f3d2a;flex:1 1 150px}
.cs .cs-dots{display:flex;gap:6px;margin:4px 0 2px 0;align-items:center}
.cs .cs-dot{width:16px;height:16px;border-radius:50%;background:#d9d9d9;font-size:11px;line-height:16px;
 text-align:center;color:#fff}
.cs .cs-dot.cs-done{background:#2e8b57}
.cs .cs-dot.cs-star{background:#e0a100}
.cs .cs-dot.cs-again{background:#c0262d}
.cs .cs-dot.cs-here{outline:3px solid #1f6fd1;outline-offset:1px}
.cs .cs-idea{font-size:18px;line-height:1.4;margin:3px 0}
.cs .cs-see{font-size:15px;margin:0 0 6px 0}.cs .cs-see a{color:#1a4f9c;display:inline-block;padding:10px 0}
.cs .cs-ask{font-size:17px;font-weight:700;margin:4px 0 2px 0}
.cs .cs-table{font-size:14px;color:#444;margin:2px 0}
.cs .cs-fact{font-size:15px;line-height:1.35;margin:0}
.cs button.cs-choice{padding:0 14px;width:auto}
.cs button.cs-again{width:auto}
.cs .cs-number{width:130px}
.cs .cs-msg{font-size:15px;line-height:1.3;min-height:20px;margin:2px 0}
.cs .cs-msg .widget-html-content{line-height:1.3}
.cs .cs-msg .cs-miss{color:#a0141e}
.cs .cs-msg .cs-right{color:#1b5e20}
.cs .cs-msg .cs-sol{color:#5a4300}
.cs .cs-msg .cs-note{color:#444}
.cs .cs-lang-note{font-size:14px;color:#5a4300;background:#fff3c4;border-radius:6px;padding:4px 8px;margin:4px 0}
.cs button{min-height:44px;min-width:44px;font-size:16px}
.cs input[type=text],.cs input[type=number]{min-height:44px;font-size:18px;box-sizing:border-box}
.cs .widget-text{height:auto}
.cs .cs-row{display:flex;gap:8px;flex-wrap:wrap;align-items:center;margin:4px 0}
.cs .cs-nav{display:flex;justify-content:space-between;margin-top:2px}
.cs .cs-end p{font-size:17px;margin:6px 0}
.cs .cs-end a.cs-link{background:#1f5e3a;color:#fff;margin:4px 0}
.cs .cs-end a.cs-other{background:#eef3ee;color:#1a4f9c}
</style>"""


class StepScreen(W.VBox):
    """The widgets of a step page: the top, the idea, the task and its answers, the message, Back and Next;
    the end screen's words, links and button. A page built on it draws them (``go``, ``tap``, ``check``,
    ``answer`` and ``practise`` are its)."""

    #: The row where a learner without a name types one (a page makes it when it has no name).
    name_row: W.HBox | None = None

    def __init__(self, **kwargs: Trait) -> None:
        kwargs.setdefault("layout", W.Layout())
        super().__init__(**kwargs)
        self.add_class("cs")
        # the layout and the styles the widgets share: none of these widgets changes its own
        self._plain = self.layout
        self._html_style = HTMLStyle()
        self._button_style = W.ButtonStyle()
        self.top = self._html()
        self.idea = self._html()
        self.ask = self._html()
        self._cards_box: TaskCards | None = None
        self._number_input: W.Text | None = None
        self._check_button: W.Button | None = None
        self._choices: list[object] = []  # object: a choice's value, passed back as the answer
        self._choice_pool: list[W.Button] = []
        self.choice_buttons: list[W.Button] = []
        self.answer_row = W.Box([], layout=self._plain)
        self.answer_row.add_class("cs-row")
        self.message = self._html("cs-msg")
        self.back_button = self._button(_("← Back"), "cs-back", lambda: self.go(-1))
        self.next_button = self._button(_("Next →"), "cs-next", lambda: self.go(+1))
        self.nav = W.Box([self.back_button, self.next_button], layout=self._plain)
        self.nav.add_class("cs-nav")
        self._end: W.HTML | None = None
        self._end_links: W.HTML | None = None
        self._again_button: W.Button | None = None
        # the banner when the connection is lost, keys and focus: as on every page (widgets.common.nav)
        self.style_html = self._html()
        self.style_html.value = STEP_STYLE + TASK_CARDS_STYLE + LANGUAGE_STYLE + page_scripts_html()

    # --- what the page does with a tap (the page's own) --------------------------------------------
    def go(self, delta: int) -> None:  # pragma: no cover - the page's
        raise NotImplementedError

    def tap(self, index: int) -> bool | None:  # pragma: no cover - the page's
        raise NotImplementedError

    def check(self) -> bool | None:  # pragma: no cover - the page's
        raise NotImplementedError

    def answer(self, response: object) -> bool | None:  # pragma: no cover - the page's
        raise NotImplementedError

    def practise(self) -> None:  # pragma: no cover - the page's
        raise NotImplementedError

    # --- the widgets, made when first needed -------------------------------------------------------
    def _html(self, css: str | None = None) -> W.HTML:
        html = W.HTML(layout=self._plain, style=self._html_style)
        if css:
            html.add_class(css)
        return html

    # object: the callback's own return, which the button ignores
    def _button(self, description: str, css: str, then: Callable[[], object], button_style: str = "") -> W.Button:
        button = W.Button(description=description, layout=self._plain, style=self._button_style,
                          button_style=button_style)
        button.add_class(css)
        button.on_click(lambda _b: then())
        return button

    @property
    def cards_box(self) -> TaskCards:
        """The task's cards, tapped by their pictures."""
        if self._cards_box is None:
            self._cards_box = TaskCards(self.tap, self._plain, self._button_style)
        return self._cards_box

    @property
    def number_input(self) -> W.Text:
        if self._number_input is None:
            self._number_input = W.Text(placeholder=_("a number"), continuous_update=False, layout=self._plain)
            self._number_input.add_class("cs-number")
        return self._number_input

    @property
    def check_button(self) -> W.Button:
        if self._check_button is None:
            self._check_button = self._button(_("Check"), "cs-check", self.check, "primary")
        return self._check_button

    @property
    def end(self) -> W.HTML:
        """The end screen's words: the lesson finished, its stars, the steps to practise again."""
        if self._end is None:
            self._end = self._html("cs-end")
        return self._end

    @property
    def end_links(self) -> W.HTML:
        """The end screen's links: the next lesson, the map of the course."""
        if self._end_links is None:
            self._end_links = self._html("cs-end")
        return self._end_links

    @property
    def again_button(self) -> W.Button:
        if self._again_button is None:
            self._again_button = self._button(_("Practise them again"), "cs-again", self.practise, "warning")
        return self._again_button

    def _choice_buttons(self, labels: list[str]) -> list[W.Button]:
        """One button per label, the ones made for an earlier step used again."""
        while len(self._choice_pool) < len(labels):
            place = len(self._choice_pool)

            def pick(place: int = place) -> None:
                self.answer(self._choices[place])
            self._choice_pool.append(self._button("", "cs-choice", pick))
        for button, label in zip(self._choice_pool, labels):
            button.description = label
        return self._choice_pool[:len(labels)]

    def _place(self, *shown: W.Widget) -> None:
        """The page's widgets: the style, the top, the name row (without a name), ``shown``, the way on."""
        top = [self.style_html, self.top] + ([self.name_row] if self.name_row is not None else [])
        children = tuple(top + list(shown) + [self.nav])
        # the children trait is typed by ipywidgets only after the first assignment
        if children != tuple(self.children):  # type: ignore[has-type]
            self.children = children
