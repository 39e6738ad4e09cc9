"""The quiz dashboard: "Who wins this trick?", "Which cards may I play?", "Which parties?",
"How many points?" with instant feedback, progress per learner and keyboard shortcuts.

A thin ipywidgets view over :class:`tutor.quiz.QuizSession`: the session picks the
exercise and grades it (the engine decides every rule), this module lays out the dashboard
and wires clicks and keys to the session. The card places are in :mod:`widgets.quiz.board`,
the HTML it shows (style sheet, heading, feedback, progress panel) in :mod:`widgets.quiz.html`.

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
import traceback

import ipywidgets as W

from tutor.exercises import KIND_TITLES, ExerciseIdError, available_topics
from tutor.progress import ProgressStore
from tutor.quiz import MIXED, QuizSession, exercise_id_from_query

from .board import CardRow, DomEvent, SharedModels
from .html import (STYLE, esc, facts_html, head_html, keys_html, prompt_html, stats_html,
                        trick_so_far_html, verdict_html)

__all__ = ["QuizApp", "build_quiz"]

PARTY_LABELS = ("A", "B", "C")
SORRY = ("Sorry, something went wrong on our side. Press Next for a new exercise; "
         "your progress so far is saved.")


class QuizApp(W.VBox):
    """The whole dashboard. Build it, then display it (no display() in here)."""

    def __init__(self, session: QuizSession | None = None, *, exercise_id: str | None = None,
                 name: str | None = None):
        self.session = session or QuizSession(None)
        self.exercise = None
        self.selected = set()           # legal cards: chosen card codes
        self._busy = False

        # title and name
        shared = self._shared = SharedModels()
        self.title = shared.html(
            STYLE + '<div class="hq-title"><h1>Hydra rules quiz</h1><p>Five players, fifty cards, '
            'up to three parties. Look at the trick, pick your answer, and the rules engine explains '
            'why.</p></div>')
        self.name_input = W.Text(placeholder="Your name", description="Name:", continuous_update=False,
                                 layout=W.Layout(width="280px"))
        self.name_button = W.Button(description="Start", button_style="primary",
                                    layout=W.Layout(width="90px"))
        self.name_status = shared.html("<i>Type your name to save your progress.</i>")
        self.name_input.add_class("hq-name")
        self.name_button.on_click(self._safe(lambda _b: self.login(self.name_input.value)))
        self.name_input.observe(self._safe(lambda ch: ch["new"].strip() and self.login(ch["new"])),
                                "value")

        # mode
        options = [("Mixed", MIXED)] + [(KIND_TITLES[k].rstrip("?"), k)
                                         for k in ("trick", "legal", "parties", "points")
                                         if available_topics(k)]
        self.kind_picker = W.ToggleButtons(options=options, value=MIXED,
                                           style={"button_width": "auto"})
        self.kind_picker.observe(self._safe(lambda ch: self.next_exercise(ch["new"])), "value")

        # the board
        self.head = shared.html()
        self.message = shared.html()
        self.prompt = shared.html()
        self.trick_so_far = shared.html()
        self.cards_row = CardRow(self._safe(self._on_slot), shared)
        self.facts = shared.html()
        self.feedback_html = shared.html()
        self.check_button = W.Button(description="Check", button_style="success",
                                     layout=W.Layout(width="110px", display="none"))
        self.next_button = W.Button(description="Next ⏎", button_style="warning",
                                    layout=W.Layout(width="110px"))
        self.check_button.on_click(self._safe(lambda _b: self.check()))
        self.next_button.on_click(self._safe(lambda _b: self.next_exercise()))
        self.keys_hint = shared.html()
        # keys are captured only over the table (ipyevents takes every key while the pointer is
        # over its source), so the answer inputs of parties/points sit outside it
        self.table = W.VBox([self.head, self.message, self.prompt, self.trick_so_far, self.cards_row,
                             self.facts])
        self.answer_box = W.VBox([], layout=W.Layout(margin="6px 0", display="none"))
        self.answer_box.add_class("hq-answer")
        # (made on first use: most learners start with tricks)
        self.party_kind = self.party_seats = self.points_input = None
        self.board = W.VBox([self.table, self.answer_box, self.feedback_html,
                             W.HBox([self.check_button, self.next_button, self.keys_hint],
                                    layout=W.Layout(align_items="center", margin="6px 0 0 0"))])
        self.board.add_class("hq-board")
        if DomEvent is not None:
            self.key_events = DomEvent(source=self.table, watched_events=["keydown"],
                                     ignore_modifier_key_events=True)
            self.key_events.on_dom_event(self._safe(self._on_key))
        else:
            self.key_events = None

        # progress
        self.stats_html = shared.html()
        stats_panel = W.VBox([self.stats_html], layout=W.Layout(width="300px", margin="0 0 0 12px"))
        stats_panel.add_class("hq-panel")
        stats_panel.add_class("hq-stats")

        left = W.VBox([self.kind_picker, self.board],
                      layout=W.Layout(flex="1 1 640px", min_width="0"))
        super().__init__([
            self.title,
            W.HBox([self.name_input, self.name_button, self.name_status],
                   layout=W.Layout(align_items="center", margin="0 0 8px 0")),
            W.HBox([left, stats_panel], layout=W.Layout(align_items="flex-start")),
        ])
        self.add_class("hq-app")

        self._fresh = False
        if name:
            self._safe(self.login)(name)
        if exercise_id == "__none__":
            pass                                   # from_environment draws after reading the query
        elif exercise_id:
            self.open_exercise(exercise_id)
        else:
            self._safe(self.next_exercise)()
            self._fresh = True
        self._show_stats()

    @property
    def slots(self):
        """The card places shown on the board (a trick's five, or the hand's)."""
        return self.cards_row.slots

    def __repr__(self):
        ex = self.exercise.id if self.exercise is not None else None
        return f"QuizApp(exercise={ex!r})"

    # --- building -----------------------------------------------------------------------------
    @classmethod
    def from_environment(cls, environ=None) -> "QuizApp":
        """The app as Voilà runs it: progress in HYDRA_DATA_DIR (or the user data directory);
        ``?exercise=ID``, ``?name=NAME`` and ``?kind=trick|legal|parties|points`` from the query
        string. With Voilà's preheated kernels (VOILA_PREHEAT) the app is built first and then
        waits for the request, so a preheated kernel still gets the learner's query string."""
        environ = os.environ if environ is None else environ
        try:
            store = ProgressStore()
        except Exception as error:        # an unwritable data directory: practise without saving
            print(f"hydra quiz: progress store unavailable: {error!r}", file=sys.stderr)
            store = None
        preheated = environ.get("VOILA_PREHEAT", "False") not in ("", "False")
        app = cls(QuizSession(store), exercise_id=None if preheated else "__none__")
        if store is None:
            app.name_status.value = "<i>Progress cannot be saved on this server; you can still practise.</i>"
        app.apply_query(_query_string(environ, preheated))
        return app

    def apply_query(self, query):
        """Open ``?exercise=``, log in ``?name=``, choose ``?kind=`` (all optional)."""
        name = _param(query, "name")
        if name:
            self._safe(self.login)(name)
        kind = _param(query, "kind")
        exercise_id = exercise_id_from_query(query)
        if kind in [value for _label, value in self.kind_picker.options] and kind != self.kind_picker.value:
            self.kind_picker.value = kind             # draws an exercise of that kind
        elif exercise_id is None and (self.exercise is None or not self._fresh):
            self._safe(self.next_exercise)()
        if exercise_id is not None:
            self.open_exercise(exercise_id)
        self._show_stats()

    def _safe(self, fn):
        """Wrap a callback: a learner sees a sentence, never a traceback."""
        def run(*args, **kwargs):
            try:
                return fn(*args, **kwargs)
            except ExerciseIdError as error:
                self._say(str(error))
            except ValueError as error:
                self._say(str(error))
            except Exception:
                traceback.print_exc(file=sys.stderr)   # the kernel's log, not the page
                self._say(SORRY)
        return run

    def _say(self, text):
        self.message.value = f'<div class="hq-msg">{esc(text)}</div>' if text else ""

    # --- actions --------------------------------------------------------------------------------
    def login(self, name):
        if self.session.store is None:
            raise ValueError("Progress cannot be saved on this server; you can still practise.")
        shown = self.session.login(name)
        self.name_status.value = (f"Playing as <b>{esc(shown)}</b>. Your progress is saved after "
                                  "every answer.")
        self._show_stats()
        return shown

    def open_exercise(self, exercise_id):
        """Show the exercise with this id; a bad id gives a sentence and a fresh exercise."""
        try:
            self.session.open(exercise_id)
        except ExerciseIdError as error:
            self.next_exercise()
            self._say(str(error) + " Here is another exercise instead.")
            return None
        self._render()
        return self.exercise

    def next_exercise(self, kind=None):
        if kind is not None and self.kind_picker.value != kind:
            self.kind_picker.value = kind         # the observer comes back here
            return self.exercise
        self.session.next_exercise(kind=self.kind_picker.value)
        self._render()
        return self.exercise

    def pick(self, index):
        """Answer a trick exercise with the card at ``index`` (0-4)."""
        if self.exercise is None or self.exercise.kind != "trick":
            return None
        return self._answer(index)

    def toggle(self, index):
        """Select or unselect the hand card at ``index`` (which cards may I play?)."""
        ex = self.exercise
        if ex is None or ex.kind != "legal" or self.session.feedback is not None:
            return
        if index >= len(ex.hand):
            return
        code = str(ex.hand[index])
        self.selected ^= {code}
        self.cards_row.show_hand(ex, self.selected)

    def check(self):
        ex = self.exercise
        if ex is None or self.session.feedback is not None:
            return self.session.feedback
        if ex.kind == "legal":
            return self._answer(sorted(self.selected))
        if ex.kind == "parties":
            return self._answer((self.party_kind.value, [d.value for d in self.party_seats]))
        if ex.kind == "points":
            return self._answer(self.points_input.value)
        return None

    def _answer(self, response):
        fb = self.session.answer(response)
        self._say("")
        self._show_feedback(fb)
        self._show_stats()
        return fb

    # --- events -----------------------------------------------------------------------------------
    def _on_slot(self, index):
        ex = self.exercise
        if ex is None:
            return
        if ex.kind == "trick":
            if self.session.feedback is None:
                self.pick(index)
        elif ex.kind == "legal":
            self.toggle(index)

    def _on_key(self, event):
        key = str(event.get("key", ""))
        self.press(key)

    def press(self, key):
        """Keyboard: 1-5 (trick) or 1-9, 0 (hand cards) pick; Enter checks, then goes on."""
        ex = self.exercise
        if key in ("Enter", "Return", " "):
            if self.session.feedback is not None or ex is None:
                self.next_exercise()
            elif ex.kind in ("legal", "parties", "points"):
                self.check()
            return
        if key.isdigit() and len(key) == 1 and ex is not None:
            index = (int(key) - 1) % 10
            if ex.kind == "trick" and index < len(ex.cards) and self.session.feedback is None:
                self.pick(index)
            elif ex.kind == "legal" and index < len(ex.hand):
                self.toggle(index)

    # --- drawing ------------------------------------------------------------------------------------
    def _render(self):
        ex = self.exercise = self.session.current
        self.selected = set()
        self._say("")
        self.feedback_html.value = ""
        self.facts.value = ""
        self.trick_so_far.value = ""
        self.head.value = head_html(ex)
        self.prompt.value = prompt_html(ex)
        self.cards_row.hide_all()
        self.answer_box.children = ()
        self.answer_box.layout.display = "none"
        self.check_button.layout.display = "none"
        hint = ""
        if ex.kind == "trick":
            self.cards_row.show_trick(ex)
            hint = "Keys: 1–5 pick a card, Enter = next (point at the table first)."
        elif ex.kind == "legal":
            self.trick_so_far.value = trick_so_far_html(ex)
            self.cards_row.show_hand(ex, self.selected)
            self.check_button.layout.display = "flex"
            hint = "Keys: 1–9, 0 select cards, Enter = check / next (point at the table first)."
        elif ex.kind == "parties":
            self._answer_widgets()
            self.facts.value = facts_html(ex.facts)
            self.party_kind.options = [(k.replace("-", " "), k) for k in ex.choices]
            self.party_kind.value = None
            for d in self.party_seats:
                d.value = ""
            self.answer_box.children = self._party_children
            self.answer_box.layout.display = "flex"
            self.check_button.layout.display = "flex"
        elif ex.kind == "points":
            self._answer_widgets()
            self.facts.value = facts_html(ex.facts)
            self.points_input.value = ""
            self.answer_box.children = (self.points_input,)
            self.answer_box.layout.display = "flex"
            self.check_button.layout.display = "flex"
        self.keys_hint.value = keys_html(hint) if self.key_events is not None else ""

    def _answer_widgets(self):
        if self.points_input is not None:
            return
        self.party_kind = W.ToggleButtons(options=[], style={"button_width": "auto"})
        seat_layout = W.Layout(width="170px")
        self.party_seats = [W.Dropdown(options=[("?", "")] + [(f"party {p}", p) for p in PARTY_LABELS],
                                       value="", description=f"Seat {s}:", layout=seat_layout)
                            for s in range(5)]
        self.points_input = W.Text(placeholder="points", description="Points each:",
                                   continuous_update=False, layout=W.Layout(width="220px"))
        self.points_input.observe(self._safe(lambda ch: ch["new"].strip() and self.check()), "value")
        self._party_children = (
            self._shared.html("<b>Kind of game:</b>"), self.party_kind,
            self._shared.html("<b>Who plays together?</b> Give seats of one party the same letter."),
            W.HBox(self.party_seats[:3]), W.HBox(self.party_seats[3:]))

    def _show_feedback(self, fb):
        ex = self.exercise
        if ex.kind == "trick":
            self.cards_row.show_trick(ex, fb.marks)
        elif ex.kind == "legal":
            self.cards_row.show_hand(ex, self.selected, fb.marks)
        self.feedback_html.value = verdict_html(fb)

    def _show_stats(self):
        self.stats_html.value = stats_html(self.session.stats())


def _query_string(environ, preheated=False) -> str:
    if preheated:                                  # pragma: no cover - only in a preheated kernel
        from voila.utils import get_query_string   # blocks until the learner's request arrives
        return get_query_string() or ""
    return environ.get("QUERY_STRING", "") or ""


def _param(query, key):
    import urllib.parse
    values = urllib.parse.parse_qs((query or "").lstrip("?")).get(key)
    return values[0][:80] if values else None


def build_quiz(environ=None) -> QuizApp:
    """What notebooks/quiz.ipynb shows."""
    return QuizApp.from_environment(environ)
