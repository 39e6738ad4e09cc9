"""The teacher's class panel: "Ask the class" opens a class whose code and link are shown large;
push buttons ask about the presenter's position; the live count of answers, "Show distribution"
and "Reveal" (the right answer with the engine's explanation on every screen).

A thin view over :class:`tutor.classroom.TeacherClass`; a :class:`~tutor.classroom.Poller` reads
the count every half second while a question is open.

>>> import tempfile
>>> from tutor.classroom import ClassStore, LearnerClass
>>> from tutor.hydra.scenarios import Line, load_library
>>> data = tempfile.mkdtemp()
>>> line = Line(load_library("r01-hydra-on-a-fail-trick")); line.go(47)
>>> panel = TeacherPanel(ClassStore(data), lambda: line, poll=False)
>>> panel.open_button.click(); code = panel.model.room.code
>>> panel.push_buttons["winner"].click()
>>> learner = LearnerClass(ClassStore(data)); _ = learner.join(code, "Ada"); _ = learner.poll()
>>> _ = learner.answer([0]); panel.tick(); "1 of 1 answered" in panel.count.value
True
>>> panel.reveal_button.click(); "The answer:" in panel.reveal.value
True
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Mapping
from typing import ParamSpec

import ipywidgets as W

from hydra.core.i18n import N_, _
from tutor.classroom import KIND_TITLES, ClassInfo, ClassStore, Poller, TeacherClass, in_this_language, join_address
from tutor.classroom.game import Position
from tutor.errors import log_error

from ..common.connection import script_html
from .html import STYLE, code_html, count_html, note_html, qr_html, question_html, reveal_html, tally_html

__all__ = ["TeacherPanel"]

SORRY = N_("Sorry, that did not work; nothing was lost. Try again.")

P = ParamSpec("P")

#: A click on a push button hides the projector's answers at once, in the browser, before the click
#: reaches the kernel (which then hides them too, before it stores the question): the class
#: ``ht-answers-hidden`` on the dashboard (widgets.hydra.teacher.app's style sheet says what it hides).
HIDE_ON_PUSH_JS = ("document.addEventListener('click',function(e){var b=e.target&&e.target.closest&&"
                   "e.target.closest('button[class*=\"hc-push-\"]');if(!b||b.disabled)return;"
                   "var app=b.closest('.ht-class-on');if(app)app.classList.add('ht-answers-hidden')},true);")


class TeacherPanel(W.VBox):
    """The class panel of the teacher's dashboard; ``position()`` gives the presenter's line."""

    def __init__(self, store: ClassStore | None, position: Callable[[], Position | None], *,
                 poll: bool = True, environ: Mapping[str, str] | None = None,
                 on_change: Callable[[], object] | None = None) -> None:  # object: a callback's result is not used
        super().__init__()
        self.add_class("hc")
        self.add_class("hc-teacher")
        self._store = store
        self._model: TeacherClass | None = None
        self.position = position
        self.environ = environ         # where the join address comes from (tutor.classroom.join_address)
        self.on_change = on_change     # the dashboard: a class opened or ended, a question asked or revealed
        self.poller = Poller(self.tick)
        self._poll = poll
        self._members = -1
        self._count = (-1, -1)
        self.open_button = W.Button(description=_("Ask the class"), button_style="primary", icon="users",
                                    tooltip=_("Open a class: learners join with a code on their own devices"),
                                    layout=W.Layout(width="auto", height="auto"))
        self.open_button.add_class("hc-open")
        self.open_button.on_click(lambda _b: self.run(self.open_class))
        self.code = W.HTML()
        self.qr = W.HTML()             # drawn again only when the address changes (its "large" toggle stays)
        self.push_buttons: dict[str, W.Button] = {}
        for kind, title in KIND_TITLES.items():
            b = W.Button(description=_(title), tooltip=_("Ask every learner: {question}").format(question=_(title)),
                         layout=W.Layout(width="auto", height="auto"))
            b.add_class(f"hc-push-{kind}")
            b.on_click(lambda _b, kind=kind: self.run(self.push, kind))
            self.push_buttons[kind] = b
        self.push_row = W.HBox(list(self.push_buttons.values()), layout=W.Layout(display="none"))
        self.push_row.add_class("hc-row")
        self.message = W.HTML()
        self.question = W.HTML()
        self.count = W.HTML()
        self.tally_button = W.ToggleButton(description=_("Show distribution"), icon="bar-chart",
                                           layout=W.Layout(width="auto", height="auto"))
        self.tally_button.add_class("hc-show-tally")
        self.tally_button.observe(lambda _c: self.run(self._show_tally), "value")
        self.reveal_button = W.Button(description=_("Reveal the answer"), button_style="warning", icon="eye",
                                      layout=W.Layout(width="auto", height="auto"))
        self.reveal_button.add_class("hc-reveal-button")
        self.reveal_button.on_click(lambda _b: self.run(self.reveal_answer))
        self.end_button = W.Button(description=_("End the class"), icon="times", layout=W.Layout(width="auto",
                                                                                             height="auto"))
        self.end_button.on_click(lambda _b: self.run(self.end_class))
        # while a class is open the projector shows nothing that answers a question (the trick's winner,
        # the legal cards, "Explain trick") unless the teacher asks for it here; never while a
        # question is open (push turns it off, before the question is stored or drawn)
        self.show_button = W.ToggleButton(value=False, description=_("Show winner and legal cards"), icon="eye",
                                          tooltip=_("Show the room the trick's winner, the cards that may be "
                                                    "played and the explanation (not while a question is open)"),
                                          layout=W.Layout(width="auto", height="auto"))
        self.show_button.add_class("hc-show-answers")
        self.show_button.observe(lambda _c: self.run(self._changed), "value")
        self.answer_row = W.HBox([self.tally_button, self.reveal_button, self.end_button],
                                 layout=W.Layout(display="none"))
        self.answer_row.add_class("hc-row")
        self.tally = W.HTML()
        self.reveal = W.HTML()
        # on a projector (1280x720) the code, the QR code and the address sit beside the questions'
        # controls, the question, its count, the tally and the reveal, in one band above the position;
        # on a phone they stack
        self.code_col = W.HBox([self.qr, self.code], layout=W.Layout(display="none"))
        self.code_col.add_class("hc-code-col")
        self.code_col.add_class("hc-join-box")
        self.top = W.HBox([self.open_button, self.push_row])
        self.top.add_class("hc-row")
        # the class in tables (issue 32, widgets/tables): made when a class opens
        self.tables_box = W.VBox([])
        self._ticks = 0
        controls = W.VBox([self.top, self.message, self.question, self.count, self.answer_row, self.tally,
                           self.reveal, self.tables_box])
        controls.add_class("hc-controls")
        side = W.HBox([self.code_col, controls])
        side.add_class("hc-side")
        self.children = [W.HTML(STYLE + script_html("hide-on-push", HIDE_ON_PUSH_JS)), side]

    @property
    def model(self) -> TeacherClass:
        """The class (its store is opened on first use: the tutor's data directory by default)."""
        if self._model is None:
            self._model = TeacherClass(self._store if self._store is not None else ClassStore())
        return self._model

    @property
    def room(self) -> ClassInfo | None:
        """The open class's room (its ``code`` and the teacher's key ``teacher``), None while no class
        is open; unlike :attr:`model` it opens no store."""
        return self._model.room if self._model is not None else None

    def show_message(self, text: str) -> None:
        self.message.value = note_html(text)

    # object: a callback's result is not used
    def run(self, action: Callable[P, object], *args: P.args, **kwargs: P.kwargs) -> None:
        """A click: an error becomes a sentence, never a traceback."""
        try:
            action(*args, **kwargs)
        except ValueError as error:
            self.show_message(str(error))
        except Exception:
            log_error("the teacher's dashboard")
            self.show_message(_(SORRY))

    # --- actions --------------------------------------------------------------------------------
    def open_class(self) -> None:
        self.model.open()
        self.show_button.value = False          # a new class: the answers hidden until the teacher shows them
        self._changed()                         # hidden before the class's code is drawn
        self._arrange(True, False)
        self.question.value = self.count.value = self.tally.value = self.reveal.value = ""
        self.message.value = note_html(_("The class is open: push a question when the learners have joined."), "ok")
        self._members = -1
        self._draw_code()
        if self._poll:
            self.poller.start()
        self._changed()

    def resume(self, code: str, teacher: str) -> None:
        """Continue an open class on a reloaded page (the teacher's own link): its code, the current
        question with its count, and the answer if it was revealed."""
        self.model.resume(code, teacher)
        self.show_button.value = False
        self._changed()
        self._arrange(True, self.model.current is not None)
        self._members = -1
        self._draw_code()
        pushed = self.model.current
        if pushed is not None:
            self.question.value = question_html(in_this_language(pushed.question), pushed.seq, cards=False)
            self._count = (-1, -1)
            self.tick()
            if pushed.revealed:
                self.reveal.value = reveal_html(in_this_language(pushed.question), fold_steps=True)
                self.reveal_button.disabled = True
        self.message.value = note_html(_("The class continues: every join and answer so far is kept."), "ok")
        if self._poll:
            self.poller.start()
        self._changed()

    def _arrange(self, open_: bool, asked: bool) -> None:
        """The controls for the class's state: before a class, "Ask the class" alone; in a class the
        push buttons on top and, below the question and its count, distribution and reveal (once a
        question was asked), "End the class" and "New class" (one band on a projector)."""
        self.open_button.description = _("New class (new code)") if open_ else _("Ask the class")
        self.push_row.layout.display = "flex" if open_ else "none"
        self.top.children = (self.push_row,) if open_ else (self.open_button,)
        self.answer_row.layout.display = "flex" if open_ else "none"
        self.answer_row.children = ((self.tally_button, self.reveal_button) if asked else ()) + (
            self.show_button, self.end_button, self.open_button) if open_ else ()
        self.show_button.disabled = self.asking
        if open_ and not self.tables_box.children:
            from ..tables.class_tables import ClassTablesPanel
            self.tables_box.children = (ClassTablesPanel(self.model.store, lambda: self.room),)
        elif not open_:
            self.tables_box.children = ()

    @property
    def asking(self) -> bool:
        """A question is open and not revealed: the projector must not show its answer."""
        current = self._model.current if self._model is not None else None
        return current is not None and not current.revealed and self.model.room is not None

    @property
    def hides_answers(self) -> bool:
        """Whether the projector must hide what answers a question: while a class is open, unless the
        teacher chose to show it, and always while a question is open (pushed, not yet revealed)."""
        if self.room is None:
            return False
        return self.asking or not self.show_button.value

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change()

    def _draw_code(self) -> None:
        room = self.model.room
        if room is None:
            self.code.value = self.qr.value = ""
            self.code_col.layout.display = "none"
            return
        members = len(self.model.store.members(room.id))
        if members != self._members:
            self._members = members
            address = join_address(room.code, self.environ)
            self.code.value = code_html(room.code, address, members)
            qr = qr_html(address)
            if qr != self.qr.value:
                self.qr.value = qr
            self.code_col.layout.display = "flex"

    def push(self, kind: str) -> None:
        line = self.position()
        if line is None:
            raise ValueError(_("Open a scenario first: the question is about the position on the screen."))
        # the projector hides the answers first: drawn before the question is stored (learners see it)
        # and before it is drawn here
        self.show_button.disabled = True
        self.show_button.value = False
        self._changed()
        pushed = self.model.push(kind, line)
        self.question.value = question_html(pushed.question, pushed.seq, cards=False)
        self.message.value = ""
        self.tally.value = self.reveal.value = ""
        self.tally_button.value = False
        self.reveal_button.disabled = False
        self._arrange(True, True)
        self._count = (-1, -1)
        self.tick()
        self._changed()

    def tick(self) -> None:
        """The live count (the poller calls this every half second)."""
        if self._model is None or self.model.room is None:
            return
        self._draw_code()
        self._ticks += 1
        if self.tables_box.children and self._ticks % 4 == 1:        # the tables' overview every 2 s
            self.tables_box.children[0].tick()
        if self.model.current is None:
            return
        count = self.model.count()
        if count != self._count:
            self._count = count
            self.count.value = count_html(*count)
            if self.tally_button.value:
                self._show_tally()

    def _show_tally(self) -> None:
        if not self.tally_button.value or self.model.current is None:
            self.tally.value = ""
            return
        pushed = self.model.current
        self.tally.value = tally_html(in_this_language(pushed.question), self.model.tally(), show_right=pushed.revealed)

    def reveal_answer(self) -> None:
        pushed = self.model.reveal()
        self.reveal.value = reveal_html(in_this_language(pushed.question), fold_steps=True)
        self.reveal_button.disabled = True
        self.show_button.disabled = False
        self._show_tally()
        self._changed()

    def end_class(self) -> None:
        self.model.end()
        self.poller.stop()
        self.code.value = self.qr.value = ""
        self.code_col.layout.display = "none"
        self.question.value = self.count.value = self.tally.value = self.reveal.value = ""
        self._arrange(False, False)
        self.message.value = note_html(_("The class has ended; every answer is saved."), "ok")
        self._changed()

    def close(self) -> None:
        self.poller.stop()
        super().close()
