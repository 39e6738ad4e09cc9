""""Try it" exercises that answer at once: right or wrong, and why, from the engine.

The widget only shows: :meth:`TryIt.of` shows an exercise of the tutor's kinds
(:mod:`tutor.exercises.kind`); the kind makes, checks and explains it
(:func:`tutor.hydra.quiz.lesson_facts.tryit_verdict`), and its answer form says which buttons to
show. The factory functions below are the course's questions, made by the tutor's kinds
(``TRICK.of``, ``PLAYABLE.of``, ``TRUMP.of``, ``EYES.of``, ``POINTS.of``, ``PARTY_KIND.of``, and the
lessons' own questions, :func:`fact_exercise`). No notebook cell checks an answer.

(``TryIt(question, check, options=None, cards=None)`` with ``check(answer) -> (right, why)`` is the
base the exercise views build on; a page never passes its own ``check``.)

>>> from widgets.hydra.course.tryit import winner_exercise
>>> ex = winner_exercise("GK G9 GD HY G10")
>>> ex.choice.value = 3          # the Hydra?
>>> ex.check_button.click()
>>> ex.right, "the Hydra on a fail trick" in ex.feedback.value     # R1, in words
(False, True)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

import ipywidgets as W

import hydra
from hydra.core.i18n import _
from hydra.hydra.cards import CardLike
from tutor.table.seat_names import seats_in_text
from tutor.exercises import CHOICE, NUMBER, PICK_CARD, Exercise, kind_named
from tutor.hydra.quiz.course import EYES, PARTY_KIND, PLAYABLE, TRUMP
from tutor.hydra.quiz.points import POINTS
from tutor.hydra.quiz.trick import TRICK
from tutor.hydra.quiz.lesson_facts import lesson_fact
from tutor.exercises.verdict import tryit_verdict

from widgets.common.base import SnapshotMixin, Trait, esc, fit_layout, row_layout
from widgets.hydra.faces import cards_row_html
from widgets.common.rules import cited_html
from ..play_html import cards_named


class TryIt(SnapshotMixin, W.VBox):
    """A question, an answer widget, a Check button and the feedback."""

    # Any, object: the exercise's own answer value (a card, a seat, a number)
    def __init__(self, question: str, check: Callable[[Any], tuple[object, str]],
                 # Any: an option's value, as check takes it
                 options: Iterable[Any] | None = None, cards: Iterable[CardLike] | str | None = None,
                 labels: Sequence[str | None] | None = None, placeholder: str = "", **kwargs: Trait) -> None:
        super().__init__(**kwargs)
        self._check = check
        self.question = question
        self.cards = [str(c) for c in hydra.as_cards(cards)] if cards else []
        self._labels = labels
        self.right: bool | None = None
        self.exercise: Exercise | None = None            # set by TryIt.of
        head = "<b>" + esc(_("Try it:")) + f"</b> {esc(cards_named(seats_in_text(question)))}"   # seats, cards named
        if self.cards:
            head += cards_row_html(self.cards, 52, labels=labels)
        self._question = W.HTML(head)
        self.choice: W.ToggleButtons | W.Text
        if options is not None:
            self.choice = W.ToggleButtons(options=list(options), value=None,
                                          style={"button_width": "auto"})
        else:
            self.choice = W.Text(placeholder=placeholder or _("your answer"),
                                 layout=fit_layout("200px"))
        self.check_button = W.Button(description=_("Check"), button_style="primary", icon="check", layout=fit_layout())
        self.check_button.on_click(lambda b: self.check())
        self.feedback = W.HTML()
        self.status = W.HTML()                 # saved or not (a lesson's page writes here)
        self._on_check: list[Callable[[bool], object]] = []  # object: a callback's result is not used
        self.children = [self._question, W.HBox([self.choice, self.check_button], layout=row_layout()),
                         self.feedback, self.status]

    def on_check(self, callback: Callable[[bool], object]) -> None:  # object: a callback's result is not used
        """``callback(right)`` after every checked answer (a lesson counts its exercises so)."""
        self._on_check.append(callback)

    @property
    def value(self) -> Any:  # Any: the ipywidgets value (an option's, or the typed text)
        return self.choice.value

    @value.setter
    # answer: the answer widget's value: an option's value (each exercise's own) or the text typed
    def value(self, answer: Any) -> None:
        self.choice.value = answer

    def check(self) -> bool | None:
        """Check the answer given; True or False (and the why in ``feedback``), None without one."""
        answer = self.choice.value
        if answer is None or (isinstance(answer, str) and not answer.strip()):
            self.right = None
            self.feedback.value = "<i>" + esc(_("Pick or type an answer first.")) + "</i>"
            return None
        try:
            right, why = self._check(answer)
        except hydra.HydraError as error:
            right, why = False, str(error)
        except (TypeError, ValueError):
            shown = " ".join(str(answer).split())
            shown = shown if len(shown) <= 40 else shown[:40] + "…"
            right, why = False, _("“{shown}” is not an answer I can read: type a whole number, for example 7.").format(
                shown=shown)
        self.right = bool(right)
        # right and wrong are said in words and a sign, not by colour alone (issue 11)
        colour, sign, word = ("#1d7a33", "✔", _("Right!")) if right else ("#a0141e", "✘", _("Not quite."))
        said = cited_html(seats_in_text(why))                 # seats by name, each rule a link that opens in place
        self.feedback.value = (f'<p style="color:{colour}" data-right="{str(self.right).lower()}">'
                               f'<b><span aria-hidden="true">{sign}</span> {esc(word)}</b> {said}</p>')
        for callback in self._on_check:
            callback(self.right)
        return self.right

    def snapshot_html(self) -> str:
        return self._question.value + "<p><i>" + esc(_("(run the notebook to answer)")) + "</i></p>"

    @classmethod
    # kwargs: the VBox's own traits (layout, …), passed on to TryIt
    def of(cls, exercise: Exercise, reword: Callable[[str], str] | None = None, **kwargs: Trait) -> TryIt:
        """The try-it for an exercise of any kind whose answer form is picking a card, picking a
        choice or typing a number: the kind checks the answer and explains it (``reword`` may
        change the explanation's words, never the verdict)."""
        kind = kind_named(exercise.kind)
        shown = exercise.hand or exercise.cards            # the cards the learner looks at
        labels = None
        options: list[tuple[str, Any]] | None  # Any: an option's value, as check takes it
        if kind.form == PICK_CARD:
            options = [(f"{i + 1}: {c}", i) for i, c in enumerate(shown)]
            if not exercise.hand:                          # a trick, in the order played
                labels = [_("led")] + [f"{i + 1}." for i in range(1, len(shown))]
        elif kind.form == CHOICE:
            options = [(kind.choice_label(c), c) for c in exercise.choices]
        elif kind.form == NUMBER:
            options = None
        else:
            raise ValueError(f"a try-it cannot ask {kind.title!r}: its answer form is {kind.form!r}")

        # answer: the answer widget's value: an option's value (each exercise's own) or the text typed
        def check(answer: Any) -> tuple[bool, str]:
            return tryit_verdict(exercise, answer, reword)

        tryit = cls(exercise.prompt, check, options=options, cards=shown or None, labels=labels,
                    placeholder="a number" if options is None else "", **kwargs)
        tryit.exercise = exercise
        return tryit


def winner_exercise(trick: Iterable[CardLike] | str, game: hydra.Game | str = "normal") -> TryIt:
    """Which card wins this trick? Answered by ``hydra.explain_trick``."""
    return TryIt.of(TRICK.of(trick, game))


def legal_exercise(hand: Iterable[CardLike] | str, trick: Iterable[CardLike] | str,
                   game: hydra.Game | str = "normal") -> TryIt:
    """Pick a card you may play on this trick. Answered by ``hydra.legal_cards`` / ``illegal_reasons``."""
    return TryIt.of(PLAYABLE.of(hand, trick, game))


def trump_exercise(card: CardLike, game: hydra.Game | str = "normal") -> TryIt:
    """Is this card a trump in this game? Answered by ``Game.is_trump``.

    The card is named as it is in that game (``Card.name(game)``): the Rot-10 of a colour solo is
    no Dulle (issue 9).

    >>> ex = trump_exercise("R10", "color-solo:R"); ex.value = True; ex.check()
    True
    >>> "Dulle" in ex.feedback.value.replace("no Dulle", "")
    False
    """
    engine_game, named = hydra.get_game(game), hydra.as_card(card)
    generic, in_game = f"({named.name()})", f"({named.name(engine_game)})"
    return TryIt.of(TRUMP.of(card, game), reword=lambda text: text.replace(generic, in_game))


def eyes_exercise(cards: Iterable[CardLike] | str) -> TryIt:
    """How many eyes are these cards worth? Answered by the cards' ``eyes``."""
    return TryIt.of(EYES.of(cards))


def points_exercise(eyes: int, multiplier: int, bonus: int = 0) -> TryIt:
    """Points per player for a party (R5). Answered by ``hydra.party_points``."""
    return TryIt.of(POINTS.of(eyes, multiplier, bonus))


def party_exercise(hands: Iterable[Iterable[CardLike] | str], dealer: int | None = None) -> TryIt:
    """Which party kind do these hands make? Answered by ``hydra.form_parties``."""
    return TryIt.of(PARTY_KIND.of(hands, dealer))




# given: each question's own inputs (a round, a match, odds), passed on to tutor's lesson_fact
def fact_exercise(key: str, **given: Any) -> TryIt:
    """A lesson's own question saved under ``key`` (:mod:`tutor.hydra.quiz.lesson_facts`): the
    engine works out its answer; ``given`` is what the page has worked out (its round, match or odds)."""
    return TryIt.of(lesson_fact(key, **given))


class EyesCounter(SnapshotMixin, W.VBox):
    """Select cards of the deck and read their eyes added up (counted by the ``EYES`` kind).

    >>> counter = EyesCounter(("SD", "R10", "GK"))
    >>> counter.total.value
    '<b>25 eyes</b> in SD R10 GK'
    """

    def __init__(self, start: Iterable[CardLike] | str = (), **kwargs: Trait) -> None:
        from widgets.hydra.cards import HandView

        super().__init__(**kwargs)
        self.picker = HandView(cards=hydra.CARDS, width=44, title="Select cards")
        self.total = W.HTML()
        self.picker.observe(lambda change: self._show(), names="selected")
        self.picker.selected = [hydra.CARDS.index(c) for c in hydra.as_cards(start)]
        self._show()
        self.children = [self.picker, self.total]

    def _show(self) -> None:
        chosen = list(self.picker.value)
        eyes = EYES.solution(EYES.of(chosen)) if chosen else "0"
        self.total.value = f"<b>{eyes} eyes</b> in " + esc(" ".join(chosen) or "no cards")

    def snapshot_html(self) -> str:
        return self.picker.snapshot_html() + self.total.value
