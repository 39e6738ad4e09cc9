"""The quiz dashboard's layout: every widget it shows, in their places, and the page's own words,
without what they do (:mod:`widgets.quiz.app` wires them to the session).

From the top: the navigation bar, the title, the name row and its help; then the game and kind
buttons, the board (the heading, a message, the prompt, the game's picture, the trick so far, the
row of cards, the facts, the answer's input, the feedback, Check and Next with the keys' hint) and
the reference under it, beside the progress panel.

>>> page = QuizLayout()
>>> page.say_labels(logged_in=False)
>>> page.check_button.description, page.kind_picker.value == MIXED
('Check', True)
"""

from __future__ import annotations

from collections.abc import Callable

import ipywidgets as W

from hydra.core.i18n import _
from tutor.exercises import available_topics, game_kinds
from tutor.games import TUTOR_GAMES
from tutor.progress import NAME_MAX
from tutor.quiz import HYDRA, MIXED

from ..common.base import esc
from ..common.nav import nav_html
from .board import CardRow, CardSlot, SharedModels
from .html import NAME_HELP, STYLE, title_html

__all__ = ["QuizLayout", "kind_options"]


def kind_options(game: str) -> list[tuple[str, str]]:
    """The kind buttons of one game: Mixed, then each kind with topics."""
    return [(_("Mixed"), MIXED)] + [(_(k.title).rstrip("?"), k.name) for k in game_kinds(game)
                                 if available_topics(k.name, game)]


class QuizLayout(W.VBox):
    """The dashboard's widgets, laid out; ``on_slot`` is called with a card place's position when it
    is tapped. No widget does anything yet but show; :meth:`say_labels` gives them their words."""

    def __init__(self, name: str | None = None, on_slot: Callable[[int], None] = lambda _index: None) -> None:
        # title and name
        shared = self.shared = SharedModels()
        self.nav = shared.html(nav_html("quiz", name))      # home and the tutor's other pages
        self.title = shared.html(STYLE + title_html(HYDRA))
        self.name_input = W.Text(continuous_update=False, layout=W.Layout(width="280px"))
        self.name_input.layout.max_width = "100%"
        self.name_button = W.Button(button_style="primary", layout=W.Layout(width="auto", min_width="80px"))
        self.name_status = shared.html()
        self.name_status.add_class("hn-names")          # a long name without spaces wraps (NAV_STYLE)
        self.name_help = shared.html()
        self.name_input.add_class("hq-name")

        # mode: the game (each of the tutor's registry of games), then the kind of question
        self.game_picker = W.ToggleButtons(options=[(game.label, key) for key, game in TUTOR_GAMES.items()],
                                           value=HYDRA, style={"button_width": "auto"},
                                           tooltips=[_(game.tooltip) for game in TUTOR_GAMES.values()])
        self.game_picker.add_class("hq-gamepick")
        self.kind_picker = W.ToggleButtons(options=kind_options(HYDRA), value=MIXED,
                                           style={"button_width": "auto"})
        self.kind_picker.add_class("hq-kindpick")

        # the board
        self.head = shared.html()
        self.message = shared.html()
        self.prompt = shared.html()
        self.picture = shared.html()          # the game's picture of the position (a table), if any
        self.trick_so_far = shared.html()
        self.cards_row = CardRow(on_slot, shared)
        self.facts = shared.html()
        self.feedback_html = shared.html()
        self.check_button = W.Button(button_style="success", layout=W.Layout(width="110px", display="none"))
        self.next_button = W.Button(button_style="warning", layout=W.Layout(width="110px"))
        self.check_button.add_class("hq-check")
        self.next_button.add_class("hq-next")
        self.keys_hint = shared.html()
        # the keys 1-9, 0 and Enter work wherever the page has focus: the page's script
        # (widgets.quiz.page) presses the card's button, Check or Next, as a click would
        self.reference = shared.html()
        self.table = W.VBox([self.head, self.message, self.prompt, self.picture, self.trick_so_far, self.cards_row,
                             self.facts])
        self.answer_box = W.VBox([], layout=W.Layout(margin="6px 0", display="none"))
        self.answer_box.add_class("hq-answer")
        self.board = W.VBox([self.table, self.answer_box, self.feedback_html,
                             W.HBox([self.check_button, self.next_button, self.keys_hint],
                                    layout=W.Layout(align_items="center", margin="6px 0 0 0",
                                                    flex_flow="row wrap"))])
        self.board.add_class("hq-board")

        # progress
        self.stats_html = shared.html()
        stats_panel = W.VBox([self.stats_html], layout=W.Layout(flex="1 1 260px", max_width="360px"))
        stats_panel.add_class("hq-panel")
        stats_panel.add_class("hq-stats")

        left = W.VBox([self.game_picker, self.kind_picker, self.board, self.reference],
                      layout=W.Layout(flex="1000 1 560px", min_width="0"))
        name_row = W.HBox([self.name_input, self.name_button, self.name_status],
                          layout=W.Layout(align_items="center"))
        name_row.add_class("hq-namerow")
        main = W.HBox([left, stats_panel], layout=W.Layout(align_items="flex-start"))
        main.add_class("hq-main")
        super().__init__([
            self.nav,
            self.title,
            name_row,
            W.VBox([self.name_help], layout=W.Layout(margin="2px 0 8px 0")),
            main,
        ])
        self.add_class("hq-app")

    @property
    def slots(self) -> list[CardSlot]:
        """The card places shown on the board (a trick's five, or the hand's)."""
        return self.cards_row.slots

    def say_labels(self, logged_in: bool) -> None:
        """The page's own words, in the page's language (again after a preheated kernel learns it)."""
        self.name_input.placeholder, self.name_input.description = _("Your name"), _("Name:")
        self.name_button.description = _("Start")
        if not logged_in:
            self.name_status.value = "<i>" + esc(_("Type your name to save your progress.")) + "</i>"
        self.name_help.value = '<div class="hq-help">' + esc(_(NAME_HELP).format(count=NAME_MAX)) + "</div>"
        self.check_button.description, self.next_button.description = _("Check"), _("Next")
        self.next_button.tooltip = _("Next exercise (before answering: shows the answer, counted as a miss)")

    def relabel_kinds(self) -> None:
        """The kind buttons' words again (the page's language has changed), the kind chosen kept."""
        kind = self.kind_picker.value
        self.kind_picker.options = kind_options(self.game_picker.value or HYDRA)
        self.kind_picker.value = kind
