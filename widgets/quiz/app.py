"""The quiz dashboard: "Who wins this trick?", "Which cards may I play?", "Which parties?",
"How many points?" with instant feedback, progress per learner and keyboard shortcuts.

A thin ipywidgets view over :class:`tutor.quiz.QuizSession`: the session picks the
exercise and grades it (the engine decides every rule), this module wires the dashboard's
clicks and keys to the session and draws what it says. It shows any kind of exercise the same
way: the cards on the table (a trick, or the trick so far and the learner's hand), the facts,
and the input for the kind's answer form (:mod:`widgets.quiz.answers`). The widgets and their
places are in :mod:`widgets.quiz.layout`, the card places in :mod:`widgets.quiz.board`, the HTML
it shows (style sheet, heading, feedback, progress panel) in :mod:`widgets.quiz.html`.

>>> import tempfile, tutor
>>> app = QuizApp(tutor.QuizSession(tutor.ProgressStore(tempfile.mkdtemp())),
...               exercise_id="t-r1-1-0001")
>>> app.exercise.id
't-r1-1-0001'
>>> app.pick(app.exercise.answer).correct
True
>>> "Right!" in app.feedback_html.value
True
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Mapping, MutableMapping
from typing import ParamSpec, TypeVar

import ipywidgets as W

from tutor.exercises import (CHOICE_AND_GROUPS, NUMBER, PICK_CARD, SELECT_CARDS, Exercise, ExerciseIdError,
                             Feedback, is_quiz_kind, kind_named)
from hydra.core.i18n import N_, _
from tutor.language import page_language
from tutor.links import query_value
from tutor.progress import NAME_MAX, ProgressStore, name_is_cut
from tutor.exercises.topics import game_of_id, game_of_kind
from tutor.games import TUTOR_GAMES
from tutor.quiz import HYDRA, MIXED, QuizSession, exercise_id_from_query, no_such_game

from ..common.nav import nav_html
from ..common.base import esc, never_a_traceback
from ..common.rules import cited_html
from ..common.query import address_html, request_query_string
from .answers import INPUTS, AnswerInput, ChoiceAndGroups, Number
from .layout import QuizLayout, kind_options
from .html import (STYLE, facts_html, head_html, keys_html, picture_html, prompt_html, reference_html,
                   stats_html, title_html, trick_so_far_html, verdict_html)

__all__ = ["QuizApp", "build_quiz"]

P = ParamSpec("P")
R = TypeVar("R")
SORRY = N_("Sorry, something went wrong on our side. Press Next for a new exercise; "
          "your progress so far is saved.")


class QuizApp(QuizLayout):
    """The whole dashboard: its layout (:class:`QuizLayout`) wired to the session. Build it, then display it
    (no display() in here)."""

    def __init__(self, session: QuizSession | None = None, *, exercise_id: str | None = None,
                 name: str | None = None) -> None:
        self.session = session or QuizSession(None)
        self.exercise: Exercise | None = None
        self.selected: set[int] = set()        # select-cards: the chosen cards' positions in the hand
        self._busy = False
        self.reference_game = ""
        self.class_panel: W.VBox | None = None     # the class panel (widgets.quiz.classes), if any

        super().__init__(name, on_slot=self.safe(self._on_slot))
        self.name_button.on_click(self.safe(lambda _b: self.login_from_page(self.name_input.value)))
        self.name_input.observe(self.safe(lambda ch: ch["new"].strip() and self.login_from_page(ch["new"])),
                                "value")
        self.game_picker.observe(self.safe(lambda ch: self.choose_game(ch["new"])), "value")
        self.kind_picker.observe(self.safe(lambda ch: ch["new"] is not None and self.next_exercise(ch["new"])),
                                 "value")
        self._switching = False
        self.check_button.on_click(self.safe(lambda _b: self.check()))
        self.next_button.on_click(self.safe(lambda _b: self.go_on()))
        # one input per answer form, made on first use (most learners start with tricks)
        self.inputs: dict[str, AnswerInput] = {}
        self._label()

        self._fresh = False
        if name:
            self.safe(self.login_from_page)(name)
        if exercise_id == "__none__":
            pass                                   # from_environment draws after reading the query
        elif exercise_id:
            self.open_exercise(exercise_id)
        else:
            self.safe(self.next_exercise)()
            self._fresh = True
        self._show_stats()

    def __repr__(self) -> str:
        ex = self.exercise.id if self.exercise is not None else None
        return f"QuizApp(exercise={ex!r})"

    def _label(self) -> None:
        self.say_labels(logged_in=self.session.learner is not None)

    def relabel(self) -> None:
        """Say the whole page again in the language now in force (a preheated kernel built it before the
        learner's ``?lang=`` was known): its words, its bar, and the exercise shown."""
        self._label()
        self.nav.value = nav_html("quiz", self.session.learner.name if self.session.learner else None)
        self.title.value = STYLE + title_html(self.game_picker.value or HYDRA)
        self._switching = True
        try:
            self.relabel_kinds()
        finally:
            self._switching = False
        if self.exercise is not None:
            self.session.open(self.exercise.id)
            self._render()
        self._show_stats()

    # --- building -----------------------------------------------------------------------------
    @classmethod
    def from_environment(cls, environ: Mapping[str, str] | None = None) -> QuizApp:
        """The app as Voilà runs it: progress in HYDRA_DATA_DIR (or the user data directory);
        ``?exercise=ID``, ``?name=NAME`` and ``?kind=trick|legal|parties|points`` from the query
        string. With Voilà's preheated kernels (VOILA_PREHEAT) the app is built first and then
        waits for the request, so a preheated kernel still gets the learner's query string."""
        environ = os.environ if environ is None else environ
        preheated = environ.get("VOILA_PREHEAT", "False") not in ("", "False")
        if not preheated:
            page_language(environ)             # ?lang=, else the browser's language (issue 33)
        try:
            store = ProgressStore()
        except Exception as error:        # an unwritable data directory: practise without saving
            print(f"hydra quiz: progress store unavailable: {error!r}", file=sys.stderr)
            store = None
        app = cls(QuizSession(store), exercise_id=None if preheated else "__none__")
        if store is None:
            app.name_status.value = "<i>" + esc(_("Progress cannot be saved on this server; you can still "
                                                  "practise.")) + "</i>"
        query = _query_string(environ, preheated)
        if preheated and page_language({"QUERY_STRING": query}) != "en":     # pragma: no cover - preheated only
            app.relabel()
        app.apply_query(query)
        from .classes import add_class_panel            # "Ask the class": ?class=CODE
        app.class_panel = add_class_panel(app, query)
        return app

    def apply_query(self, query: str | None) -> None:
        """Open ``?exercise=``, log in ``?name=``, choose ``?game=`` (a key of the registry ``TUTOR_GAMES``) and
        ``?kind=`` (all optional)."""
        name = _param(query, "name")
        if name:
            self.safe(self.login_from_page)(name)
        game = _param(query, "game")
        note = ""
        if game:
            game = game.lower()
            if game in TUTOR_GAMES:
                if game != self.game_picker.value:
                    self._fresh = False
                    self._set_game(game)
            else:
                note = no_such_game(game)
        kind = _param(query, "kind")
        if kind and is_quiz_kind(kind) and game_of_kind(kind) != self.game_picker.value:
            self._fresh = False
            self._set_game(game_of_kind(kind))        # ?kind=dk-trick: Doppelkopf's kinds
        exercise_id = exercise_id_from_query(query)
        if kind in [value for _label, value in self.kind_picker.options] and kind != self.kind_picker.value:
            self.kind_picker.value = kind             # draws an exercise of that kind
        elif exercise_id is None and (self.exercise is None or not self._fresh):
            self.safe(self.next_exercise)()
        if exercise_id is not None:
            self.open_exercise(exercise_id)
        if note:
            self._say(note)                    # after the exercise is drawn, which clears messages
        self._show_stats()

    def safe(self, fn: Callable[P, R]) -> Callable[P, R | None]:
        """Wrap a callback: a learner sees a sentence, never a traceback."""
        return never_a_traceback(fn, self._say, _(SORRY))

    def _say(self, text: str) -> None:
        self.message.value = f'<div class="hq-msg">{cited_html(text)}</div>' if text else ""

    # --- actions --------------------------------------------------------------------------------
    def login(self, name: str) -> str:
        """Play as the learner of this name (answers given before are saved for them)."""
        if self.session.store is None:
            raise ValueError(_("Progress cannot be saved on this server; you can still practise."))
        shown = self.session.login(name)
        self.nav.value = nav_html("quiz", shown) + address_html(name=shown)   # ?name= kept on a reload
        if self.name_input.value != shown:         # the box shows the name, also one from the link
            self._filling, self.name_input.value, self._filling = True, shown, False
        status = _("Playing as {name}. Your progress is saved after every answer.").format(
            name=f"<b>{esc(shown)}</b>")
        if name_is_cut(name):
            status += (' <span class="hq-status-warn">' + _(
                "Your name was cut to its first {count} characters, “{name}”: anyone who types those shares "
                "this progress.").format(count=NAME_MAX, name=esc(shown)) + "</span>")
        self.name_status.value = status
        self._show_stats()
        return shown

    def login_from_page(self, name: str) -> str | None:
        """The name box or Start: a refused name is said next to the box (and said no more once a
        good name is typed)."""
        if getattr(self, "_filling", False):      # the name box being filled in by login()
            return None
        try:
            return self.login(name)
        except ValueError as error:
            self.name_status.value = f'<span class="hq-status-warn">{esc(str(error))}</span>'
            return None

    def open_exercise(self, exercise_id: str) -> Exercise | None:
        """Show the exercise with this id; a bad id gives a sentence and a fresh exercise."""
        try:
            self.session.open(exercise_id)
        except ExerciseIdError as error:
            game = game_of_id(exercise_id)                      # another of that game, not of the page's
            if game is not None and game != self.game_picker.value:
                self._set_game(game)
            self.next_exercise()
            self._say(str(error) + " " + _("Here is another exercise instead."))
            return None
        if self.session.game != self.game_picker.value:      # a link to another game's exercise
            self._set_game(self.session.game)
        self._render()
        return self.exercise

    def go_on(self) -> Exercise | None:
        """Next (or Enter): an exercise not answered yet is skipped first: its answer is shown
        and it counts as a miss; pressing again goes on."""
        if self.exercise is not None and self.session.feedback is None:
            self._show_feedback(self.session.skip())
            self._show_stats()
            return self.exercise
        return self.next_exercise()

    def choose_game(self, game: str) -> Exercise | None:
        """Practise another game (the game buttons, ``?game=``): its kinds, and a new exercise."""
        if self._switching:
            return self.exercise
        if self.game_picker.value != game:
            self.game_picker.value = game         # the observer comes back here
            return self.exercise
        self._set_kinds(game)
        self.session.choose_game(game)
        self.title.value = STYLE + title_html(game)
        drawn = self.next_exercise()
        self._show_stats()
        return drawn

    def _set_game(self, game: str) -> None:
        """Show ``game`` as chosen without drawing an exercise (a link opens one)."""
        self._switching = True
        try:
            self.game_picker.value = game
            self._set_kinds(game)
        finally:
            self._switching = False
        self.session.choose_game(game)
        self.title.value = STYLE + title_html(game)
        self._show_stats()

    def _set_kinds(self, game: str) -> None:
        self._switching = True
        try:
            if [v for _l, v in self.kind_picker.options] != [v for _l, v in kind_options(game)]:
                self.kind_picker.options = kind_options(game)
            self.kind_picker.value = MIXED
        finally:
            self._switching = False

    def next_exercise(self, kind: str | None = None) -> Exercise | None:
        if self._switching:
            return self.exercise
        if kind is not None and self.kind_picker.value != kind:
            self.kind_picker.value = kind         # the observer comes back here
            return self.exercise
        self.session.next_exercise(kind=self.kind_picker.value or MIXED, game=self.game_picker.value)
        self._render()
        return self.exercise

    def pick(self, index: int) -> Feedback | None:
        """Answer an exercise of picking one card (who wins this trick?) with the card at ``index``."""
        if self.exercise is None or kind_named(self.exercise.kind).form != PICK_CARD:
            return None
        return self._answer(index)

    def toggle(self, index: int) -> None:
        """Select or unselect the hand card at ``index`` (which cards may I play?)."""
        ex = self.exercise
        if ex is None or kind_named(ex.kind).form != SELECT_CARDS or self.session.feedback is not None:
            return
        if index >= len(ex.hand):
            return
        self.selected ^= {index}
        self._show_cards()

    def check(self) -> Feedback | None:
        ex = self.exercise
        if ex is None or self.session.feedback is not None:
            return self.session.feedback
        answer = self.answer_input
        return self._answer(answer.response()) if answer.needs_check else None

    # response: what the page sent, untyped (the ExerciseKind protocol); checked here
    def _answer(self, response: object) -> Feedback:
        fb = self.session.answer(response)
        self._say("")
        self._show_feedback(fb)
        self._show_stats()
        return fb

    # --- the answer's input ---------------------------------------------------------------------
    @property
    def answer_input(self) -> AnswerInput:
        """The input for the current exercise's answer form (see :mod:`widgets.quiz.answers`)."""
        assert self.exercise is not None
        form = kind_named(self.exercise.kind).form
        if form not in self.inputs:
            self.inputs[form] = INPUTS[form](self)
        return self.inputs[form]

    @property
    def party_kind(self) -> W.ToggleButtons | None:
        """The kind-of-game buttons of "which parties?" (None until first shown)."""
        groups = self.inputs.get(CHOICE_AND_GROUPS)
        return groups.widget if isinstance(groups, ChoiceAndGroups) else None

    @property
    def party_seats(self) -> list[W.ToggleButtons] | None:
        """The party letter of each player of "which parties?", a row of chips each (None until first shown)."""
        groups = self.inputs.get(CHOICE_AND_GROUPS)
        return groups.groups if isinstance(groups, ChoiceAndGroups) and groups.groups else None

    @property
    def points_input(self) -> W.Text | None:
        """The number box of "how many points?" (None until first shown)."""
        number = self.inputs.get(NUMBER)
        return number.widget if isinstance(number, Number) else None

    # --- events -----------------------------------------------------------------------------------
    def _on_slot(self, index: int) -> None:
        if self.exercise is not None:
            self.answer_input.card(index)

    def press(self, key: str) -> None:
        """Keyboard: 1-5 (trick) or 1-9, 0 (hand cards) pick; Enter checks, then goes on. In the
        browser the page's script (:mod:`widgets.quiz.page`) does the same by pressing the
        buttons; this is the same behaviour for tests and for Python."""
        ex = self.exercise
        if key in ("Enter", "Return", " "):
            if self.session.feedback is not None or ex is None:
                self.go_on()
            elif self.answer_input.needs_check:
                self.check()
            return
        if key.isdigit() and len(key) == 1 and ex is not None:
            self.answer_input.card((int(key) - 1) % 10)

    # --- drawing ------------------------------------------------------------------------------------
    def _render(self) -> None:
        ex = self.exercise = self.session.current
        assert ex is not None
        self.selected = set()
        self._say("")
        self.feedback_html.value = ""
        self.head.value = head_html(ex)
        self.prompt.value = prompt_html(ex)
        self.picture.value = picture_html(ex)
        self.facts.value = facts_html(ex.facts, ex) if ex.facts else ""
        self.trick_so_far.value = trick_so_far_html(ex) if ex.hand else ""
        self.cards_row.hide_all()
        self._show_cards()
        answer = self.answer_input
        extra = answer.show(ex)
        self.answer_box.children = extra
        self.answer_box.layout.display = "flex" if extra else "none"
        self.check_button.layout.display = "flex" if answer.needs_check else "none"
        self.keys_hint.value = keys_html(answer.key_hint(ex))
        key = f"{ex.family}:{ex.game.id if ex.game else ''}:{ex.caption}:{bool(ex.cards or ex.hand)}"
        if self.reference_game != key:
            self.reference.value = reference_html(ex)
            self.reference_game = key

    def _show_cards(self, marks: dict[int, str] | None = None) -> None:
        """The cards the learner answers with: the hand (under the trick so far), else the trick."""
        ex = self.exercise
        assert ex is not None
        if ex.hand:
            self.cards_row.show_hand(ex, self.selected, marks)
        elif ex.cards:
            self.cards_row.show_trick(ex, marks)

    def _show_feedback(self, fb: Feedback) -> None:
        self._show_cards(fb.marks)
        self.check_button.layout.display = "none"
        ex = self.exercise
        if ex is not None and self.picture.value:
            self.picture.value = picture_html(ex, fb)
        self.answer_input.checked(fb)
        self.feedback_html.value = verdict_html(fb, self.save_state(), ex.id if ex is not None else "", ex)

    def save_state(self) -> str:
        """Whether the last answer was saved: ``"yes"``, ``"no-name"`` or ``"no"`` (no store)."""
        if self.session.store is None:
            return "no"
        if self.session.learner is None:
            return "no-name"
        return "yes" if self.session.saved else "no"

    def refresh_stats(self) -> None:
        """Show the learner's progress again (after a class answer was counted)."""
        self._show_stats()

    def _show_stats(self) -> None:
        self.stats_html.value = stats_html(self.session.stats(), self.session.game)


def _query_string(environ: Mapping[str, str], preheated: bool = False) -> str:
    if preheated:                                  # pragma: no cover - only in a preheated kernel
        # blocks until the learner's request arrives (voila.utils' way, without importing Voilà)
        return request_query_string(environ if isinstance(environ, MutableMapping) else dict(environ))
    return environ.get("QUERY_STRING", "") or ""


def _param(query: str | None, key: str) -> str | None:
    value = query_value(query, key)
    return value[:80] if value else None


def build_quiz(environ: Mapping[str, str] | None = None) -> QuizApp:
    """What notebooks/quiz.ipynb shows."""
    return QuizApp.from_environment(environ)
