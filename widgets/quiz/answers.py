"""How the learner answers on the quiz board: one input per answer form of the exercise kinds
(:mod:`tutor.exercises.kind`), so the board shows any kind without knowing it.

* ``PICK_CARD``: click a card (or press its number): the answer counts at once;
* ``SELECT_CARDS``: click cards (or press their numbers) to select them, then Check;
* ``CHOICE``: pick one choice, then Check;
* ``CHOICE_AND_GROUPS``: pick one choice and tap a party letter (a chip) for every player, then Check;
* ``NUMBER``: type a number (Enter or Check);
* ``SELECT_CHOICES``: tap every choice that answers (a button each), then Check.

Each input's widgets are made the first time an exercise needs them: every widget model is a
message when the page starts, so the quiz starts with as few as it can.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, ParamSpec, Protocol, TypeVar

import ipywidgets as W

from hydra.core.i18n import N_, _
from tutor.exercises import (CHOICE, CHOICE_AND_GROUPS, NUMBER, PICK_CARD, SELECT_CARDS, SELECT_CHOICES, Exercise,
                             Feedback, Form, kind_named)
from tutor.exercises.seats import said, seat_of
from tutor.quiz import QuizSession
from tutor.rulebook import without_citations

from ..common.base import esc
from .board import SharedModels

__all__ = ["QuizBoard", "AnswerInput", "OneWidget", "PickCard", "SelectCards", "Choice", "ChoiceAndGroups", "Number",
           "SelectChoices", "INPUTS", "GROUP_LABELS"]

WidgetT = TypeVar("WidgetT", bound=W.ValueWidget)
P = ParamSpec("P")
R = TypeVar("R")

#: The letters a learner gives the seats of one group (a party: at most three).
GROUP_LABELS = ("A", "B", "C")


class QuizBoard(Protocol):
    """What an answer's input asks of the quiz page (:class:`widgets.quiz.app.QuizApp` is one): the exercise
    shown, the session's feedback, the selected hand cards, the page's shared widget models, and its
    actions."""

    @property
    def exercise(self) -> Exercise | None: ...

    @property
    def session(self) -> QuizSession: ...

    @property
    def selected(self) -> set[int]: ...

    @property
    def shared(self) -> SharedModels: ...

    def pick(self, index: int) -> Feedback | None: ...

    def toggle(self, index: int) -> None: ...

    def check(self) -> Feedback | None: ...

    def safe(self, fn: Callable[P, R]) -> Callable[P, R | None]: ...


class AnswerInput:
    """The learner's answer to one form of exercise on the quiz board."""

    #: Whether the answer is sent with Check (else a card click answers at once).
    needs_check = True
    #: The keyboard hint under the board.
    keys = ""

    def __init__(self, app: QuizBoard) -> None:
        self.app = app

    def show(self, ex: Exercise) -> tuple[W.Widget, ...]:
        """Reset for a new exercise; the widgets to show under the table (if any)."""
        return ()

    def key_hint(self, ex: Exercise) -> str:
        """The keyboard hint for ``ex``: :attr:`keys`, or what its cards make of it."""
        return self.keys

    def response(self) -> object:  # object: the answer in the shape its kind's check reads (Response)
        """What the learner answered, in the shape the exercise's kind checks."""
        return None

    def card(self, index: int) -> None:
        """The card at ``index`` was clicked (or its number pressed)."""

    def checked(self, feedback: Feedback) -> None:
        """The answer was graded: show ``feedback.marks`` on the input if it marks its choices."""


class PickCard(AnswerInput):
    needs_check = False
    keys = N_("Keys: 1–5 pick a card, Enter = next.")

    def key_hint(self, ex: Exercise) -> str:
        """The real count: 1–5 on a Hydra trick, 1–4 on a Doppelkopf trick (a hand: its size)."""
        return _("Keys: {numbers} pick a card, Enter = next.").format(numbers=_numbers(len(ex.hand or ex.cards)))

    def card(self, index: int) -> None:
        ex = self.app.exercise
        if ex is not None and index < len(ex.hand or ex.cards) and self.app.session.feedback is None:
            self.app.pick(index)


class SelectCards(AnswerInput):
    keys = N_("Keys: 1–9, 0 select cards, Enter = check / next.")

    def key_hint(self, ex: Exercise) -> str:
        return _("Keys: {numbers} select cards, Enter = check / next.").format(numbers=_numbers(len(ex.hand)))

    def response(self) -> object:  # object: the answer in the shape its kind's check reads (Response)
        """One card code per selected card (two copies of a card: both, if both are selected)."""
        ex = self.app.exercise
        return [] if ex is None else [str(ex.hand[i]) for i in sorted(self.app.selected) if i < len(ex.hand)]

    def card(self, index: int) -> None:
        self.app.toggle(index)


class OneWidget(AnswerInput, Generic[WidgetT]):
    """An answer given in one widget (``widget``): made the first time an exercise needs it
    (:meth:`make`), set for each exercise with nothing answered yet (:meth:`fill`); its value is the
    response."""

    def __init__(self, app: QuizBoard) -> None:
        super().__init__(app)
        self.widget: WidgetT | None = None

    def make(self) -> WidgetT:  # pragma: no cover - each input's own
        raise NotImplementedError

    def fill(self, widget: WidgetT, ex: Exercise) -> None:  # pragma: no cover - each input's own
        raise NotImplementedError

    def show(self, ex: Exercise) -> tuple[W.Widget, ...]:
        if self.widget is None:
            self.widget = self.make()
        self.fill(self.widget, ex)
        return (self.widget,)

    def response(self) -> object:  # object: the answer in the shape its kind's check reads (Response)
        return None if self.widget is None else self.widget.value


class Choice(OneWidget[W.ToggleButtons]):
    def make(self) -> W.ToggleButtons:
        return W.ToggleButtons(options=[], style={"button_width": "auto"})

    def fill(self, widget: W.ToggleButtons, ex: Exercise) -> None:
        kind = kind_named(ex.kind)
        widget.options = [(without_citations(said(ex, kind.choice_label(c))), c) for c in ex.choices]
        widget.value = None


class ChoiceAndGroups(Choice):
    """The kind of game, and a row of party chips (A, B, C) per player, one under the other: every
    chip on a phone's screen and a finger's size (issue 34)."""

    def __init__(self, app: QuizBoard) -> None:
        super().__init__(app)
        self.groups: list[W.ToggleButtons] = []
        self.names: list[W.HTML] = []
        self._children: tuple[W.Widget, ...] = ()

    def show(self, ex: Exercise) -> tuple[W.Widget, ...]:
        super().show(ex)
        if not self.groups:
            html = self.app.shared.html
            rows = []
            for seat in range(5):
                chips = W.ToggleButtons(options=[(p, p) for p in GROUP_LABELS], value=None,
                                        style={"button_width": "52px"},
                                        tooltips=[_("party {letter}").format(letter=p) for p in GROUP_LABELS])
                chips.add_class("hq-chips")
                chips.add_class(f"hq-chips-{seat + 1}")
                name = W.HTML()
                name.add_class("hq-seatname")
                row = W.HBox([name, chips])
                row.add_class("hq-seat")
                self.groups.append(chips)
                self.names.append(name)
                rows.append(row)
            seats = W.VBox(rows)
            seats.add_class("hq-seats")
            self._children = (html("<b>" + esc(_("Kind of game:")) + "</b>"), self.widget,
                              html("<b>" + esc(_("Who plays together?")) + "</b> "
                                   + esc(_("Tap the same letter for the players of one party."))),
                              seats)
        for seat, (name, chips) in enumerate(zip(self.names, self.groups)):
            name.value = esc(seat_of(ex, seat))
            chips.value = None
        return self._children

    def response(self) -> object:  # object: the answer in the shape its kind's check reads (Response)
        return (super().response(), [d.value or "" for d in self.groups])


class Number(OneWidget[W.Text]):
    def make(self) -> W.Text:
        text = W.Text(placeholder=_("points"), description=_("Points:"), continuous_update=False,
                      layout=W.Layout(width="220px", max_width="100%"))
        text.observe(self.app.safe(lambda ch: ch["new"].strip() and self.app.check()), "value")
        return text

    def fill(self, widget: W.Text, ex: Exercise) -> None:
        widget.value = ""


class SelectChoices(AnswerInput):
    """A button per choice (e.g. a cell of the table): tap to select, tap again to unselect."""

    keys = N_("Keys: 1–9, 0 select, Enter = check / next.")

    def key_hint(self, ex: Exercise) -> str:
        return _("Keys: {numbers} select, Enter = check / next.").format(numbers=_numbers(len(ex.choices)))

    def card(self, index: int) -> None:
        """The key of the ``index``-th choice (1-9, 0) toggles it, as a tap does."""
        if index < len(self._choices) and not self.buttons[index].disabled:
            self.buttons[index].value = not self.buttons[index].value

    def __init__(self, app: QuizBoard) -> None:
        super().__init__(app)
        self.buttons: list[W.ToggleButton] = []
        self.box: W.HBox | None = None
        self._choices: tuple[object, ...] = ()  # object: a choice's value, passed back as the response

    def show(self, ex: Exercise) -> tuple[W.Widget, ...]:
        kind = kind_named(ex.kind)
        if self.box is None:
            self.box = W.HBox([], layout=W.Layout(flex_flow="row wrap"))
            self.box.add_class("hq-select-choices")
        while len(self.buttons) < len(ex.choices):
            button = W.ToggleButton(layout=W.Layout(width="auto", min_width="64px", height="44px"))
            button.add_class("hq-choice")
            button.add_class(f"hq-choice-{len(self.buttons) + 1}")        # the page's keys 1-9, 0
            self.buttons.append(button)
        self._choices = ex.choices
        for button, choice in zip(self.buttons, ex.choices):
            label = without_citations(said(ex, kind.choice_label(choice)))
            button.description = label
            button.tooltip = _("select {choice}").format(choice=label)
            button.value = False
            button.disabled = False
            button.button_style = ""
        self.box.children = self.buttons[:len(ex.choices)]
        return (self.app.shared.html("<b>" + esc(_("Tap every answer:")) + "</b>"), self.box)

    def response(self) -> object:  # object: the answer in the shape its kind's check reads (Response)
        return [c for c, b in zip(self._choices, self.buttons) if b.value]

    def checked(self, feedback: Feedback) -> None:
        for i, button in enumerate(self.buttons[:len(self._choices)]):
            mark = feedback.marks.get(i)
            button.button_style = "success" if mark == "legal" else ("danger" if button.value else "")
            button.disabled = True


def _numbers(count: int) -> str:
    """The number keys of ``count`` cards: '1–4', '1–9, 0' (the 10th card is 0; more are clicked)."""
    if count <= 1:
        return "1"
    if count <= 9:
        return f"1–{count}"
    return "1–9, 0" + (" " + _("(the first ten cards)") if count > 10 else "")


#: The input of each answer form.
INPUTS: dict[Form, type[AnswerInput]] = {PICK_CARD: PickCard, SELECT_CARDS: SelectCards, CHOICE: Choice,
                                         CHOICE_AND_GROUPS: ChoiceAndGroups, NUMBER: Number,
                                         SELECT_CHOICES: SelectChoices}
