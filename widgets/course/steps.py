"""The step player (issue 19): one step of a lesson per phone screen, a thin view over
:mod:`tutor.course.steps` (the model decides; this only draws and passes taps on).

A screen: the way home and the lesson's progress dots; the idea (a sentence or two) and its live
example; the task, answered by tapping the card pictures themselves (each card is a button showing
its picture: :mod:`widgets.course.task_cards`), a choice or a number; the answer's message (why *that*
answer is wrong, then the solution after a second miss); Back and Next. The page's address carries
``?name=`` and ``?step=`` (written with ``history.replaceState`` as each step shows), so a reload or the
browser's Back lands on the same step. After the last step: the lesson's stars, the steps to practise
again, the next lesson.

>>> import tempfile
>>> from tutor.course import LessonProgress
>>> player = StepPlayer("04", name="Ada", step="04-trumps-4", progress=LessonProgress(tempfile.mkdtemp()))
>>> player.step.id, player.tap(2), player.message.value.count("That is the second Grün-Ober")
('04-trumps-4', False, 1)
>>> player.tap(0), player.state().right, sorted(player.state().stars)
(True, 1, [])
>>> top = player.top.value
>>> '&quot;step&quot;: &quot;04-trumps-4&quot;' in top, '&quot;name&quot;: &quot;Ada&quot;' in top
(True, True)
"""

from __future__ import annotations

import os
import sys
import urllib.parse
from collections.abc import Mapping, MutableMapping
from typing import Any

import ipywidgets as W

from hydra.core.i18n import _, ngettext

from tutor.course import COURSE, Lesson, LessonProgress, LessonState, page_url
from tutor.course.steps import Attempt, Outcome, Step
from tutor.exercises import CHOICE, NUMBER, PICK_CARD, SELECT_CARDS, kind_named
from tutor.games import step_course
from tutor.language import forget_page_language, not_yet_translated, page_language, page_speaks_languages
from tutor.links import query_value
from tutor.exercises.seats import said
from tutor.progress import clean_name

from ..common.base import SnapshotMixin, Trait, esc
from ..common.language import language_switch_html
from ..common.query import address_html
from ..common.rules import cited_html
from ..common.words import words_in_text
from .lesson import CourseLearner
from .play_step import play_step_html
from .step_screen import STEP_STYLE, StepScreen

__all__ = ["StepPlayer", "build_step_player", "STEP_STYLE", "END"]

#: The games whose step lessons speak the learner's language (issue 33); another game's stay English.
#: ``?step=`` of the screen after a lesson's last step.
END = "end"
#: Card picture widths: the task's cards, and the example's (narrower when there are many).
CARD_W, EXAMPLE_W, EXAMPLE_W_MANY = 64, 44, 30


_MARK_HL = {"winner": "winner", "selected": "illegal", "legal": "legal", "illegal": None}


def _quote(name: str | None) -> str:
    return urllib.parse.quote_plus(name or "")


class StepPlayer(CourseLearner, SnapshotMixin, StepScreen):
    """Lesson ``number``'s steps, one per screen, starting at ``step`` (an id, or ``"end"``); the
    lesson of ``game`` (a key of ``tutor.games.TUTOR_GAMES``), or of the first game that has it."""

    PAGE = "steps"

    def __init__(self, number: str | int, name: str | None = None, step: str | None = None,
                 progress: LessonProgress | None = None, game: str | None = None, language_note: str = "",
                 **kwargs: Trait) -> None:
        super().__init__(**kwargs)
        number = f"{number:02d}" if isinstance(number, int) else number
        self.game, self.lesson, self.path = step_course(number, game)
        self._progress = progress
        #: Said at the top where the address asks for a language the steps do not speak yet.
        self.language_note = language_note
        #: Whether this page chose its language (then it offers the switch to the other one at its top).
        self.speaks_languages = page_speaks_languages()
        self.name: str | None = None
        self._here: dict[str, tuple[bool, bool, bool]] = {}   # step -> (done, star, again), without a name
        self.review: list[str] = []                            # steps to practise again, in order
        if name:
            self.login(name, draw=False)
        else:                                       # the name row only where there is no name (fewer widgets)
            self.name_row = W.HBox(self.build_name_input(_("Your name, to keep your stars"), _("Save"), "240px",
                                                         "80px"))
            self.name_row.add_class("cs-row")
        self._update_name_row()
        self.show(step)
        if step and step != END and not self.path.knows(step):
            # a link to a step this lesson does not have (mistyped, or cut short): say so, never a dead end
            note = _("This lesson has no step “{step}”, so it starts at its first step.").format(step=step[:40])
            self.message.value = f'<span class="cs-note">{esc(note)}</span>'

    # --- the learner ----------------------------------------------------------------------------
    def login(self, name: str, draw: bool = True) -> str | None:
        try:
            self.name = clean_name(name)
        except ValueError as error:
            self.message.value = f'<span class="cs-miss">{esc(error)}</span>'
            return None
        store = self.progress
        if store is not None:
            try:
                store.visit(self.name, self.lesson)
                for step_id, (done, star, _again) in self._here.items():
                    store.step_answer(self.name, self.lesson, step_id, done=done, star=star)
                self._here.clear()
            except Exception as error:
                print(f"hydra steps: progress not saved: {error!r}", file=sys.stderr)
        self._update_name_row()
        if draw:
            if not self.at_end and kind_named(self.step.kind).plays_a_round:     # its link carries the name
                self._draw_step()
            self._draw_top()
        return self.name

    def _update_name_row(self) -> None:
        if self.name_row is not None:
            self.name_row.layout.display = "none" if self.name else "flex"

    def state(self) -> LessonState:
        """The learner's state in this lesson (saved, or this page's answers without a name)."""
        if self.name and self.progress is not None:
            try:
                return self.progress.state(self.name, self.lesson)
            except Exception as error:
                print(f"hydra steps: progress unreadable: {error!r}", file=sys.stderr)
        here = self._here
        return LessonState(self.lesson, True, frozenset(here), frozenset(k for k, v in here.items() if v[0]),
                           frozenset(k for k, v in here.items() if v[1]),
                           frozenset(k for k, v in here.items() if v[2] and not v[0]))

    def _save(self, outcome: Outcome) -> None:
        step_id = self.step.id
        if self.name and self.progress is not None:
            try:
                self.progress.step_answer(self.name, self.lesson, step_id, done=outcome.done, star=outcome.star)
                return
            except Exception as error:
                print(f"hydra steps: answer not saved: {error!r}", file=sys.stderr)
        first_go = step_id not in self._here                 # a star only for the step's first go
        done, star, _ = self._here.get(step_id, (False, False, False))
        self._here[step_id] = (done or outcome.done, star or (first_go and outcome.star), not outcome.done)

    def due(self) -> list[str]:
        """Steps to practise again: the solution was shown (saved ones once their time has come)."""
        if self.name and self.progress is not None:
            try:
                return self.progress.due_steps(self.name, self.lesson)
            except Exception as error:
                print(f"hydra steps: progress unreadable: {error!r}", file=sys.stderr)
        return sorted(self.state().again, key=self.lesson.exercises.index)

    # --- moving ---------------------------------------------------------------------------------
    def show(self, step: str | None) -> None:
        """Show the step of this id (the first one for anything unknown), or the end screen."""
        self.at_end = step == END
        self.step: Step = self.path.step(None if self.at_end else step)
        self.attempt = Attempt(self.step)
        self.selected: list[int] = []
        if self.at_end:
            self._draw_end()
        else:
            self._draw_step()
        self._draw_top()

    def go(self, delta: int) -> None:
        if self.review and not self.at_end:                 # practising again: the next one due, then the end
            self.review = [s for s in self.review if s != self.step.id]
            self.show(self.review[0] if self.review and delta > 0 else (END if delta > 0 else self.step.id))
            return
        if self.at_end:
            self.show(self.path.steps[-1].id if delta < 0 else self.path.steps[0].id)
            return
        place = self.path.index(self.step.id) + delta
        if place < 0:
            return
        self.show(END if place >= len(self.path.steps) else self.path.steps[place].id)

    def practise(self) -> None:
        self.review = self.due()
        if self.review:
            self.show(self.review[0])

    # --- answering ------------------------------------------------------------------------------
    @property
    def _cards(self) -> tuple[Any, ...]:        # Any: each game's own cards (Exercise.cards)
        ex = self.step.task
        return ex.hand or ex.cards

    def tap(self, index: int) -> bool | None:
        """A tap on card ``index``: the answer (PICK_CARD) or a change of the selection (SELECT_CARDS)."""
        if self.at_end or index >= len(self._cards):
            return None
        if self.step.form == SELECT_CARDS:
            if self.attempt.finished:
                return None
            self.selected = [i for i in self.selected if i != index] if index in self.selected else \
                self.selected + [index]
            self._draw_cards()
            return None
        if self.step.form != PICK_CARD:
            return None
        return self.answer(index)

    def check(self) -> bool | None:
        """The Check button: the number typed, or the cards selected."""
        if self.step.form == NUMBER:
            return self.answer(self.number_input.value)
        if self.step.form == SELECT_CARDS:
            return self.answer([str(self._cards[i]) for i in sorted(self.selected)])
        return None

    # response: what the learner gave (an index, a choice, a number, cards), untyped as in the ExerciseKind
    # protocol; the step's kind checks it
    def answer(self, response: object) -> bool | None:
        if self.attempt.finished:
            return self.attempt.last.correct if self.attempt.last else None
        try:
            outcome = self.attempt.answer(response)
        except (ValueError, IndexError) as error:      # a response of the wrong shape: no miss
            said_why = str(error) or _("Try again.")
            self.message.value = f'<span class="cs-miss">{esc(said_why)}</span>'
            return None
        if outcome.finished:
            self._save(outcome)
        css = "cs-right" if outcome.correct else ("cs-sol" if outcome.solution_shown else "cs-miss")
        mark = "★ " if outcome.star else ("✔ " if outcome.correct else "✘ ")
        self.message.value = f'<span class="{css}">{mark}{cited_html(said(self.step.task, outcome.message))}</span>'
        if self.step.form == SELECT_CARDS and not outcome.finished:
            self.selected = []
        self._draw_cards(outcome)
        self._draw_top()
        self.next_button.button_style = "success" if outcome.finished else ""
        return outcome.correct

    # --- drawing --------------------------------------------------------------------------------
    def _face(self, card: object, width: int, highlight: str | None = None, label: str | None = None) -> str:
        """One card as its game draws it (with its label, "led", where the game's faces write one)."""
        return self.game.card_face(self.step.task, card, width, highlight, False, label)

    # cards: an exercise's cards, each game's own (Exercise.cards is untyped across games); drawn as _face draws one
    def _row(self, cards: Any, width: int, gap: int, labels: list[str | None] | None = None) -> str:
        return ('<div style="line-height:0">' + "".join(
            f'<span style="display:inline-block;margin:0 {gap}px {gap}px 0;vertical-align:top">'
            f"{self._face(c, width, label=labels[i] if labels else None)}</span>" for i, c in enumerate(cards))
            + "</div>")

    @property
    def heading(self) -> str:
        """'Lesson 2', or another game's 'Fünfhundert (500) · lesson 1'."""
        if "-" in self.lesson.number:
            return _("{game} · lesson {number}").format(game=self.game.label,
                                                        number=int(self.lesson.number.rsplit("-", 1)[1]))
        return _("Lesson {number}").format(number=int(self.lesson.number))

    @property
    def next_lesson(self) -> Lesson | None:
        """The lesson after this one: on the path, or the next of the game's course."""
        if COURSE.on_path(self.lesson):
            return COURSE.next(self.lesson)
        numbers = [item.number for item, _steps in self.game.course()]
        place = numbers.index(self.lesson.number) + 1 if self.lesson.number in numbers else len(numbers)
        return self.game.course()[place][0] if place < len(numbers) else None

    def _draw_top(self) -> None:
        state = self.state()
        dots = []
        for place, step_id in enumerate(self.lesson.exercises, 1):
            css = ("cs-star" if step_id in state.stars else "cs-done" if step_id in state.right_keys
                   else "cs-again" if step_id in state.again else "")
            here = " cs-here" if (not self.at_end and step_id == self.step.id) else ""
            sign = "★" if step_id in state.stars else ""
            title = _("step {number}").format(number=place)
            dots.append(f'<span class="cs-dot {css}{here}" title="{esc(title)}">{sign}</span>')
        home = page_url("home", self.name)
        here = END if self.at_end else self.step.id
        where = "" if self.at_end else " · " + _("step {number} of {count}").format(
            number=self.path.index(self.step.id) + 1, count=len(self.path.steps))
        self.top.value = (
            f'<div class="cs-top"><a class="cs-home" href="{esc(home)}">⌂ ' + esc(_("Hydra tutor")) + "</a>"
            f'<span class="cs-title">{esc(self.heading)}: {esc(_(self.lesson.title))}{esc(where)}</span>'
            + (language_switch_html(self.name, others_only=True, short=True) if self.speaks_languages else "")
            + "</div>"
            f'<div class="cs-dots" aria-label="{esc(state.sentence())}">{"".join(dots)}</div>'
            + (f'<div class="cs-lang-note">{esc(self.language_note)}</div>' if self.language_note else "")
            + address_html(name=self.name, step=here))

    def _draw_step(self) -> None:
        step, ex = self.step, self.step.task
        example = ""
        if step.example:
            width = EXAMPLE_W if len(step.example) <= 6 else EXAMPLE_W_MANY
            example = self._row(step.example, width, 3)
        facts = "".join(f'<div class="cs-fact">{cited_html(said(ex, f))}</div>' for f in ex.facts)
        if step.form not in (PICK_CARD, SELECT_CARDS) and ex.cards:      # cards to count: shown, not tapped
            facts += f'<div class="cs-shown">{self._row(ex.cards, CARD_W, 4)}</div>'
        elif ex.hand and ex.cards:                      # your hand below; the trick so far above it
            led = [_("led")] + [None] * (len(ex.cards) - 1)
            facts += ('<div class="cs-table">' + esc(_("On the table:")) + "</div>"
                      f'<div class="cs-shown">{self._row(ex.cards, EXAMPLE_W, 3, led)}</div>'
                      '<div class="cs-table">' + esc(_("Your hand:")) + "</div>")
        if kind_named(step.kind).plays_a_round and self.game.round_link is not None:   # a round on a play page
            facts += play_step_html(self.game.round_link(step.id, self.name), self.name,    # (Hydra's lesson 12)
                                    step.id in self.state().right_keys)
        see = ""
        if step.see:                                    # a page to read more on, with the learner's name
            words, address = step.see
            page, _sep, anchor = address.partition("#")
            href = page + (f"?name={_quote(self.name)}" if self.name else "") + (f"#{anchor}" if anchor else "")
            see = f'<div class="cs-see"><a href="{esc(href)}" target="_blank" rel="noopener">{esc(words)}</a></div>'
        self.idea.value = (f'<div class="cs-idea">{words_in_text(step.text, self.name, self.game.id)}</div>'
                           f"{see}{example}")
        self.ask.value = f'<div class="cs-ask">{esc(step.question)}</div>{facts}'
        self.message.value = ""
        form = step.form
        if form == NUMBER:
            self.number_input.value = ""
            answers: list[W.Widget] = [self.number_input, self.check_button]
        elif form == SELECT_CARDS:
            answers = [self.check_button]
        elif form == CHOICE:
            kind = kind_named(ex.kind)
            self._choices = list(ex.choices)
            answers = self.choice_buttons = self._choice_buttons([kind.choice_label(c) for c in self._choices])
        else:
            answers = []
        if list(self.answer_row.children) != answers:
            self.answer_row.children = answers
        cards = [self.cards_box] if form in (PICK_CARD, SELECT_CARDS) else []
        self._place(self.idea, self.ask, *cards, *([self.answer_row] if answers else []), self.message)
        self.back_button.disabled = self.path.index(step.id) == 0 and not self.review
        self.next_button.button_style = ""
        self.next_button.description = _("Next →")
        self._draw_cards()

    def _draw_cards(self, outcome: Outcome | None = None) -> None:
        if self.step.form not in (PICK_CARD, SELECT_CARDS):
            return
        marks = outcome.marks if outcome is not None else {}
        faces = []
        for i, card in enumerate(self._cards):
            hl = "selected" if i in self.selected else _MARK_HL.get(marks.get(i, ""))
            if self.step.form == SELECT_CARDS and outcome is not None and outcome.solution_shown:
                hl = "legal" if marks.get(i) == "legal" else None
            led = _("led") if i == 0 and self.step.kind == "trick" else None      # a trick: who led it
            faces.append((self._face(card, CARD_W, hl, led), self._card_words(card)))
        self.cards_box.draw(faces)

    # card: an exercise's card, each game's own (as _face)
    def _card_words(self, card: Any) -> str:
        """A card's code and name, as a screen reader says it: the card's own name where it has one, else the
        name its game's entry gives it (a game from outside the tutor's decks), else its code alone."""
        task = self.step.task
        if hasattr(card, "name"):
            named = card.name(task.setting) if task.setting is not None else card.name()
        else:
            named = self.game.card_name(task, card)
        return f"{card} ({named})" if named and named != str(card) else str(card)

    def _draw_end(self) -> None:
        state = self.state()
        due = self.due()
        name = self.name
        nxt = self.next_lesson
        finished = _("{lesson} finished.").format(lesson=self.heading)
        stars = _("{sentence}, {stars} ★ for first tries.").format(sentence=state.sentence(), stars=len(state.stars))
        parts = [f"<p><b>{esc(finished)}</b> {esc(stars)}</p>"]
        if due:
            again = ngettext("{count} step to practise again (you saw the answer there).",
                             "{count} steps to practise again (you saw the answer there).", len(due))
            parts.append(f"<p>{esc(again.format(count=len(due)))}</p>")
        elif state.again:
            parts.append("<p>" + esc(_("The steps where you saw the answer come back after a few more steps."))
                         + "</p>")
        head, parts = parts, []
        if nxt is not None:
            label = _("Next: lesson {number}, {title} →").format(number=int(nxt.number.rsplit("-", 1)[-1]),
                                                                 title=_(nxt.title))
            parts.append(f'<p><a class="cs-link cs-next-lesson" href="{esc(nxt.url(name))}">{esc(label)}</a></p>')
        parts.append(f'<p><a class="cs-link cs-other" href="{esc(page_url("home", name))}">'
                     + esc(_("The map of the course")) + "</a></p>")
        self.end.value = "".join(head)
        self.end_links.value = "".join(parts)
        self._place(self.end, *([self.again_button] if due else []), self.end_links)
        self.back_button.disabled = False
        self.next_button.description = _("Start again")
        self.next_button.button_style = ""

    def snapshot_html(self) -> str:
        return STEP_STYLE + self.top.value + self.idea.value + self.ask.value


def build_step_player(number: str | int, environ: Mapping[str, str] | None = None,
                      game: str | None = None) -> StepPlayer:
    """What a step lesson's notebook shows: the learner (``?name=``) at the step (``?step=``); ``game``
    as for :class:`StepPlayer`."""
    from ..common.query import request_query_string
    env: MutableMapping[str, str] = dict(os.environ) if environ is None else dict(environ)
    query = request_query_string(env) if environ is None else env.get("QUERY_STRING", "")
    name = " ".join((query_value(query, "name") or "").split())[:40] or None
    step = query_value(query, "step")
    number = f"{number:02d}" if isinstance(number, int) else number
    if step_course(number, game)[0].course_translated:          # a course in the learner's language
        page_language({**env, "QUERY_STRING": query})
        return StepPlayer(number, name=name, step=step, game=game)
    # ?lang=de: another game's steps are English so far (issue 33), and the page says so in German
    forget_page_language()
    return StepPlayer(number, name=name, step=step, game=game, language_note=not_yet_translated(query))
