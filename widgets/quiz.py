"""The quiz dashboard: "Who wins this trick?", "Which cards may I play?", "Which parties?",
"How many points?" with instant feedback, progress per learner and keyboard shortcuts.

A thin ipywidgets view over :class:`tutor.quiz.QuizSession`: the session picks the
exercise and grades it (the engine decides every rule), this module only draws.

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

import html
import os
import sys
import traceback

import ipywidgets as W
from ipywidgets.widgets.widget_string import HTMLStyle

from tutor.exercises import KIND_TITLES, DIFFICULTY_NAMES, ExerciseIdError, available_topics
from tutor.progress import ProgressStore
from tutor.quiz import MIXED, QuizSession, exercise_id_from_query

from .faces import card_svg

try:                                   # optional: clicks on the card pictures and keys 1-5 / Enter
    from ipyevents import Event as _Event
except Exception:                      # pragma: no cover - the buttons under the cards still work
    _Event = None

__all__ = ["QuizApp", "build_quiz"]

CARD_WIDTH = 116
HAND_WIDTH = 84
SMALL_WIDTH = 70
MAX_SLOTS = 10
PARTY_LABELS = ("A", "B", "C")
SORRY = ("Sorry, something went wrong on our side. Press Next for a new exercise; "
         "your progress so far is saved.")


def esc(text) -> str:
    return html.escape(str(text), quote=True)


STYLE = """<style>
.hq-app{max-width:1060px;margin:0 auto;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#222}
.hq-title h1{font-size:28px;margin:4px 0 2px 0}
.hq-title p{margin:0 0 8px 0;color:#555}
.hq-panel{background:#f7f5ef;border:1px solid #e2ddd0;border-radius:10px;padding:10px 14px}
.hq-board{background:#1f5e3a;border-radius:12px;padding:12px 16px;color:#fff}
.hq-board .hq-head{font-size:15px;color:#d8eadf}
.hq-board .hq-head b{color:#fff;font-size:19px}
.hq-game{display:inline-block;background:#fff3c4;color:#5a4300;border-radius:12px;padding:2px 10px;
 font-weight:600;margin-left:8px}
.hq-prompt{font-size:17px;margin:6px 0 2px 0;color:#fff}
.hq-msg{background:#fff3e0;color:#7a3d00;border-radius:8px;padding:6px 10px;margin:4px 0}
.hq-fb{border-radius:10px;padding:10px 14px;margin-top:8px;background:#fff;color:#222;border-left:8px solid #999}
.hq-fb.right{border-left-color:#1f8a3a}.hq-fb.wrong{border-left-color:#c62828}
.hq-fb .hq-verdict{font-size:20px;font-weight:700}
.hq-fb.right .hq-verdict{color:#1f8a3a}.hq-fb.wrong .hq-verdict{color:#c62828}
.hq-fb ol{margin:6px 0 0 0;padding-left:22px;color:#444;font-size:13px}
.hq-rule{display:inline-block;background:#e8eef9;color:#1a3f7a;border-radius:10px;padding:1px 8px;
 margin-right:4px;font-size:12px}
.hq-stats .hq-big{font-size:22px;font-weight:700}
.hq-stats table{border-collapse:collapse;width:100%;font-size:12px}
.hq-stats td{padding:1px 3px;vertical-align:middle}
.hq-bar{background:#e4e0d4;border-radius:4px;height:8px;width:70px}
.hq-bar>div{background:#2e9d4a;border-radius:4px;height:8px}
.hq-slot{align-items:center}
.hq-slot .widget-html-content{line-height:0}
.hq-slot button{font-weight:700}
.hq-answer{background:#fff;color:#222;border-radius:8px;padding:8px 12px}
.hq-facts{background:#fff;color:#222;border-radius:8px;padding:6px 12px;margin:6px 0}
.hq-keys{color:#cfe3d6;font-size:12px}
.hq-cap{color:#f1f8f3;font-size:14px;text-align:center;line-height:1.3;min-height:19px;white-space:nowrap}
.hq-cap .hq-lead{background:#fff3c4;color:#5a4300;border-radius:8px;padding:0 6px;font-size:12px;margin-left:3px}
.hq-cap .hq-ok{color:#b9f5c8;font-weight:700}.hq-cap .hq-no{color:#ffc4c4}
.hq-small{display:inline-block;margin-right:8px;text-align:center;vertical-align:top}
.hq-app .widget-html-content{line-height:1.4}
.hq-stats td{line-height:1.25;padding:2px 3px}
.hq-stats .hq-kind td{font-weight:600;color:#555;padding-top:6px}
.hq-id{color:#cfe3d6;font-size:12px;white-space:nowrap}
</style>"""


def _verdict_html(fb) -> str:
    cls = "right" if fb.correct else "wrong"
    mark = "✔" if fb.correct else "✘"
    steps = "".join(f"<li>{esc(d)}</li>" for d in fb.details)
    rules = "".join(f'<span class="hq-rule">{esc(r)}</span>' for r in fb.rules)
    return (f'<div class="hq-fb {cls}" data-correct="{str(fb.correct).lower()}">'
            f'<div class="hq-verdict">{mark} {esc(fb.headline)}</div>'
            f'<div><b>{esc(fb.answer_text)}</b></div>'
            f'<div style="margin-top:4px">{esc(fb.explanation)}</div>'
            + (f"<ol>{steps}</ol>" if steps else "")
            + (f'<div style="margin-top:6px">Rules: {rules}</div>' if rules else "")
            + '<div class="hq-keys" style="color:#666;margin-top:4px">Press Next (or Enter) for the '
              'next exercise.</div></div>')


class _Shared:
    """Layout and style models shared by widgets that never change them: every model is a
    message and a view in the browser, so fewer models make the first page faster."""

    def __init__(self):
        self.html_layout = W.Layout()
        self.html_style = HTMLStyle()
        self.button_layout = W.Layout(width="64px", height="30px")
        self.button_style = W.ButtonStyle()

    def html(self, value=""):
        return W.HTML(value, layout=self.html_layout, style=self.html_style)


class _Slot(W.VBox):
    """One card place: the picture with its caption (clickable with ipyevents) and a numbered
    button under it."""

    def __init__(self, index, on_pick, shared):
        self.index = index
        self.picture = shared.html()
        self.button = W.Button(description=str((index + 1) % 10), tooltip=f"card {index + 1}",
                               layout=shared.button_layout, style=shared.button_style)
        self.button.on_click(lambda _b: on_pick(self.index))
        super().__init__([self.picture, self.button],
                         layout=W.Layout(align_items="center", margin="0 4px", display="none"))
        self.add_class("hq-slot")
        self.add_class(f"hq-slot-{index + 1}")
        self.events = None
        if _Event is not None:
            self.events = _Event(source=self.picture, watched_events=["click"])
            self.events.on_dom_event(lambda _e: on_pick(self.index))

    def show(self, svg, button_style="", caption=""):
        self.picture.value = f'<div style="line-height:0">{svg}</div><div class="hq-cap">{caption}</div>'
        self.button.button_style = button_style
        self.layout.display = "flex"

    def hide(self):
        self.layout.display = "none"


class QuizApp(W.VBox):
    """The whole dashboard. Build it, then display it (no display() in here)."""

    def __init__(self, session: QuizSession | None = None, *, exercise_id: str | None = None,
                 name: str | None = None):
        self.session = session or QuizSession(None)
        self.exercise = None
        self.selected = set()           # legal cards: chosen card codes
        self._busy = False

        # title and name
        shared = self._shared = _Shared()
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
        # five card places for a trick; a hand's sixth to tenth are made when first needed (every
        # widget model is a message at start-up, and a start-up burst under load is what Voilà's
        # iopub_timeout cuts off)
        self.slots = [_Slot(i, self._safe(self._on_slot), shared) for i in range(5)]
        self.cards_row = W.HBox(self.slots, layout=W.Layout(flex_flow="row wrap", margin="6px 0"))
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
        if _Event is not None:
            self.key_events = _Event(source=self.table, watched_events=["keydown"],
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
        self._draw_hand()

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
        topic = ex.topic
        game = (f'<span class="hq-game">{esc(ex.game.name)}</span>'
                if ex.kind in ("trick", "legal") else "")
        self.head.value = (f'<div class="hq-head"><b>{esc(ex.title)}</b>{game}'
                           f'<div>{esc(topic.title)} · {esc(topic.rule)} · difficulty {ex.difficulty} '
                           f'({esc(DIFFICULTY_NAMES[ex.difficulty])}) · '
                           f'<span class="hq-id">exercise <a style="color:#fff" '
                           f'href="?exercise={esc(ex.id)}" target="_blank">{esc(ex.id)}</a></span></div></div>')
        self.prompt.value = f'<div class="hq-prompt">{esc(ex.prompt)}</div>'
        for slot in self.slots:
            slot.hide()
        self.answer_box.children = ()
        self.answer_box.layout.display = "none"
        self.check_button.layout.display = "none"
        hint = ""
        if ex.kind == "trick":
            self._draw_trick()
            hint = "Keys: 1–5 pick a card, Enter = next (point at the table first)."
        elif ex.kind == "legal":
            self._draw_trick_so_far()
            self._draw_hand()
            self.check_button.layout.display = "flex"
            hint = "Keys: 1–9, 0 select cards, Enter = check / next (point at the table first)."
        elif ex.kind == "parties":
            self._answer_widgets()
            self.facts.value = self._facts_html(ex.facts)
            self.party_kind.options = [(k.replace("-", " "), k) for k in ex.choices]
            self.party_kind.value = None
            for d in self.party_seats:
                d.value = ""
            self.answer_box.children = self._party_children
            self.answer_box.layout.display = "flex"
            self.check_button.layout.display = "flex"
        elif ex.kind == "points":
            self._answer_widgets()
            self.facts.value = self._facts_html(ex.facts)
            self.points_input.value = ""
            self.answer_box.children = (self.points_input,)
            self.answer_box.layout.display = "flex"
            self.check_button.layout.display = "flex"
        self.keys_hint.value = f'<span class="hq-keys">{hint}</span>' if self.key_events is not None and hint else ""

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

    def _facts_html(self, facts):
        return '<div class="hq-facts">' + "".join(f"<div>{esc(f)}</div>" for f in facts) + "</div>"

    def _trick_label(self, i):
        ex = self.exercise
        lead = ' <span class="hq-lead">leads</span>' if i == 0 else ""
        return f"{i + 1} · seat {ex.seats[i]}{lead}"

    def _draw_trick(self, marks=None):
        ex = self.exercise
        marks = marks or {}
        for i, card in enumerate(ex.cards):
            style = {"winner": "success", "selected": "danger"}.get(marks.get(i), "")
            self.slots[i].show(card_svg(card, CARD_WIDTH, highlight=marks.get(i)), style,
                               self._trick_label(i))

    def _draw_trick_so_far(self):
        ex = self.exercise
        parts = []
        for i, card in enumerate(ex.cards):
            parts.append(f'<span class="hq-small"><span style="line-height:0;display:block">'
                         f'{card_svg(card, SMALL_WIDTH)}</span>'
                         f'<span class="hq-cap" style="display:block">{self._trick_label(i)}</span></span>')
        self.trick_so_far.value = ('<div style="color:#d8eadf;margin:4px 0">The trick so far:</div>'
                                   f'<div>{"".join(parts)}</div>'
                                   '<div style="color:#d8eadf;margin:6px 0 0 0">Your hand:</div>')

    def _ensure_slots(self, n):
        if n > len(self.slots):
            self.slots += [_Slot(i, self._safe(self._on_slot), self._shared)
                           for i in range(len(self.slots), min(n, MAX_SLOTS))]
            self.cards_row.children = self.slots

    def _draw_hand(self, marks=None):
        ex = self.exercise
        self._ensure_slots(len(ex.hand))
        for i, card in enumerate(ex.hand):
            code = str(card)
            if marks:
                mark = marks.get(i)
                chosen = code in self.selected
                style = "success" if mark == "legal" else ""
                label = ('<span class="hq-ok">✓ may play</span>' if mark == "legal"
                         else '<span class="hq-no">✗ may not</span>')
                note = {("legal", False): "you left it out", ("illegal", True): "you chose it"}.get(
                    (mark, chosen))
                if note:
                    label += f'<br><small>{note}</small>'
                self.slots[i].show(card_svg(card, HAND_WIDTH, highlight=mark, dim=mark == "illegal"),
                                   style, label)
            else:
                chosen = code in self.selected
                self.slots[i].show(card_svg(card, HAND_WIDTH, highlight="selected" if chosen else None),
                                   "info" if chosen else "", "selected" if chosen else "")

    def _show_feedback(self, fb):
        ex = self.exercise
        if ex.kind == "trick":
            self._draw_trick(fb.marks)
        elif ex.kind == "legal":
            self._draw_hand(fb.marks)
        self.feedback_html.value = _verdict_html(fb)

    def _show_stats(self):
        stats = self.session.stats()
        who = (f"<div>Learner: <b>{esc(stats.learner.name)}</b></div>" if stats.learner
               else "<div><i>Not saved: type your name above.</i></div>")
        rows = []
        kind = None
        for topic in available_topics():
            if topic.kind != kind:
                kind = topic.kind
                rows.append(f'<tr class="hq-kind"><td colspan="4">{esc(KIND_TITLES[kind])}</td></tr>')
            state = stats.topics.get(topic.key)
            if state is None:
                level, pct, seen = "new", 0, ""
            else:
                pct = round(state.mastery * 100)
                level = "mastered" if state.mastered else ("learning" if state.box <= 1 else "good")
                seen = f"{state.correct}/{state.seen}"
            rows.append(f'<tr data-topic="{esc(topic.key)}"><td title="{esc(topic.rule)}">'
                        f'{esc(topic.title)}</td><td><div class="hq-bar"><div style="width:{pct}%">'
                        f'</div></div></td><td>{level}</td><td>{seen}</td></tr>')
        self.stats_html.value = (
            f'<div class="hq-stats-body">{who}'
            f'<div style="display:flex;gap:14px;margin:6px 0">'
            f'<div>Score<div class="hq-big hq-score">{stats.score}</div></div>'
            f'<div>Streak<div class="hq-big hq-streak">{stats.streak}</div></div>'
            f'<div>Best<div class="hq-big">{stats.best_streak}</div></div>'
            f'<div>Answered<div class="hq-big">{stats.answered}</div></div></div>'
            f'<div style="font-weight:600;margin-top:4px">Mastery per topic</div>'
            f'<table>{"".join(rows)}</table>'
            '<div style="color:#777;font-size:11px;margin-top:4px">Topics you miss come back '
            'sooner; mastered ones rarely.</div></div>')


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
