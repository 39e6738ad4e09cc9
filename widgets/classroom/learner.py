"""The learner's class panel inside the quiz: join by code, the teacher's question with the cards
to click, "answer sent", and the reveal with the engine's explanation.

A thin view over :class:`tutor.classroom.LearnerClass`; a :class:`~tutor.classroom.Poller` reads
the class's state every half second while the kernel runs. The panel carries the page's way back
into the class (``hc-rejoin``: code, name and the member's token), which the quiz page's script
uses to rejoin after a lost connection (:mod:`widgets.quiz.page`).

>>> import tempfile
>>> from tutor.classroom import ClassStore, TeacherClass
>>> from tutor.hydra.scenarios import Line, load_library
>>> data = tempfile.mkdtemp()
>>> room = TeacherClass(ClassStore(data)); code = room.open().code
>>> panel = LearnerPanel(ClassStore(data), code=code, name="Ada")
>>> line = Line(load_library("r01-hydra-on-a-fail-trick")); line.go(47)
>>> _ = room.push("winner", line); panel.tick()
'question'
>>> panel.options[0].value = True; panel.send_button.click()
>>> "Answer sent" in panel.status.value
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar
from urllib.parse import urlencode

import ipywidgets as W

from hydra.core.i18n import N_, _

from tutor.classroom import ClassStore, LearnerClass, Poller, in_this_language, is_multi
from tutor.exercises import Exercise
from tutor.language import language_query
from tutor.progress import ProgressStore
from tutor.errors import log_error

from ..common.base import esc
from ..common.query import address_html
from .html import STYLE, note_html, option_labels, question_html, reveal_html

__all__ = ["LearnerPanel"]

T = TypeVar("T")

SORRY = N_("Sorry, something went wrong on our side; your answers so far are saved. Reload the page to rejoin.")


class LearnerPanel(W.VBox):
    """Join a class and answer its questions; ``on_answer(correct)`` after each answer is saved."""

    def __init__(self, store: ClassStore, progress: ProgressStore | None = None, *, code: str | None = None,
                 name: str | None = None, token: str | None = None,
                 # object: a callback's result is not used
                 on_answer: Callable[[bool], object] | None = None, on_join: Callable[[str], object] | None = None,
                 poll: bool = True, name_source: Callable[[], str | None] | None = None) -> None:
        super().__init__()
        self.add_class("hc")
        self.add_class("hc-learner")
        self.model = LearnerClass(store, progress)
        self.on_answer = on_answer
        self.on_join = on_join
        self.name_source = name_source      # the name typed elsewhere on the page (the quiz's), if any
        self.poller = Poller(self.safe_tick)
        self._poll = poll
        self.code_input = W.Text(value=code or "", placeholder=_("code, e.g. K7QM3"), description=_("Class code:"),
                                 style={"description_width": "initial"}, layout=W.Layout(width="230px"))
        self.code_input.add_class("hc-code-input")
        self.name_input = W.Text(value=name or "", placeholder=_("e.g. Ada"), description=_("Name in class:"),
                                 style={"description_width": "initial"}, layout=W.Layout(width="260px"))
        self.name_input.add_class("hc-name-input")
        self.join_button = W.Button(description=_("Join the class"), button_style="primary",
                                    layout=W.Layout(width="auto"))
        self.join_button.add_class("hc-join")
        self.join_button.on_click(lambda _b: self.join_from_page())
        self.join_row = W.HBox([self.code_input, self.name_input, self.join_button])
        self.join_row.add_class("hc-row")
        self.header = W.HTML()
        self.message = W.HTML()
        self.question = W.HTML()
        self.options: list[W.ToggleButton] = []
        self.options_box = W.HBox([])
        self.options_box.add_class("hc-options")
        self.send_button = W.Button(description=_("Send my answer"), button_style="success",
                                    layout=W.Layout(width="auto", display="none"))
        self.send_button.add_class("hc-send")
        self.send_button.on_click(lambda _b: self.send())
        self.status = W.HTML()
        self.reveal = W.HTML()
        self.rejoin = W.HTML()
        self.table_link = W.HTML()        # the learner's table once the teacher seats the class (issue 32)
        self._tables: object | None = None  # object: the seated table's poller, only kept and stopped
        self._ticks = 0
        self._asked: tuple[int, Exercise] | None = None     # the question in this page's language, by its number
        self.children = [W.HTML(STYLE), self.header, self.join_row, self.message, self.table_link, self.question,
                         self.options_box, self.send_button, self.status, self.reveal, self.rejoin]
        self._show_header()
        if code and name:
            self.join_from_page(token)

    def _shown(self, act: Callable[[], T]) -> T | None:
        """``act()`` with the message line cleared; None with the problem in the message line if it
        raises: a ValueError's own sentence, anything else :data:`SORRY` (and the traceback on stderr)."""
        try:
            result = act()
        except ValueError as error:
            self.message.value = note_html(str(error))
            return None
        except Exception:
            log_error("the class page")
            self.message.value = note_html(_(SORRY))
            return None
        self.message.value = ""
        return result

    # --- joining ------------------------------------------------------------------------------
    def also_on_join(self, call: Callable[[str], object]) -> None:
        """When the learner joins, ``call(name)`` first, then the ``on_join`` there was before."""
        previous = self.on_join

        def joined(name: str) -> None:
            call(name)
            if previous is not None:
                previous(name)
        self.on_join = joined

    def join_from_page(self, token: str | None = None) -> bool:
        """The Join button (or a link with ``?class=`` and a name): a refused join is a sentence."""
        if not self.name_input.value.strip() and self.name_source is not None:
            self.name_input.value = self.name_source() or ""
        member = self._shown(lambda: self.model.join(self.code_input.value, self.name_input.value, token))
        if member is None:
            return False
        self.code_input.value, self.name_input.value = member.code, member.name
        self.join_row.layout.display = "none"
        query = urlencode({"class": member.code, "name": member.name, "member": member.token, **language_query()})
        # the way back into the class: in the page's address (F5, a re-opened tab) and for the
        # connection banner's script (widgets.quiz.page), which reloads with it
        self.rejoin.value = (f'<div class="hc-rejoin" style="display:none" data-query="{esc(query)}"></div>'
                             + address_html(**{"class": member.code, "name": member.name, "member": member.token,
                                               **language_query()}))

        self._show_header()
        self.status.value = note_html(_("Joined. Wait for your teacher's question: it appears here."), "wait")
        if self.on_join is not None:
            self.on_join(member.name)
        self.tick()
        if self._poll:
            self.poller.start()
        return True

    def _show_header(self) -> None:
        m = self.model.member
        if m is None:
            self.header.value = ('<div class="hc-prompt">'
                                 + esc(_("Ask the class: type the code from your teacher's screen and your name."))
                                 + "</div>")
        else:
            said = esc(_("Class {code} · you are {name}")).format(code=esc(m.code), name=f"<b>{esc(m.name)}</b>")
            self.header.value = f'<div class="hc-prompt" data-class="{esc(m.code)}">{said}</div>'

    # --- following the class ------------------------------------------------------------------
    def safe_tick(self) -> None:
        self.tick()

    def tick(self) -> str | None:
        """Read the class's state and show what changed (the poller calls this)."""
        change = self.model.poll()
        self._ticks += 1
        if self._ticks % 4 == 1:                   # every 2 s: has the teacher seated the class at tables?
            self._show_table()
        if change == "ended":
            self.poller.stop()
            self.status.value = note_html(_("The class has ended. Thank you! Your answers are saved."), "ok")
            self._set_options_enabled(False)
        elif change == "question":
            self._show_question()
        elif change == "reveal":
            self._show_reveal()
        return change

    def _show_table(self) -> None:
        member = self.model.member
        if member is None or self.table_link.value:
            return
        from tutor.tables import Referee, TableStore, class_table_link
        if self._tables is None:
            self._tables = Referee(TableStore(self.model.store.data_dir))
        assert isinstance(self._tables, Referee)
        link = class_table_link(self._tables, member.class_id, member.name)
        if link is not None:
            self.table_link.value = (f'<div class="hc-ok"><a class="hc-table-link" href="{esc(link)}" target="_blank">'
                                     + esc(_("Your table is ready: open it to play")) + "</a></div>")

    def _question(self) -> Exercise | None:
        """The current question in this page's language (made again of its position once per question)."""
        pushed = self.model.current
        if pushed is None:
            return None
        if self._asked is None or self._asked[0] != pushed.seq:
            self._asked = (pushed.seq, in_this_language(pushed.question))
        return self._asked[1]

    def _show_question(self) -> None:
        pushed = self.model.current
        assert pushed is not None
        q = self._question()
        assert q is not None
        self.question.value = question_html(q, pushed.seq)
        buttons = []
        for i, label in enumerate(option_labels(q)):
            b = W.ToggleButton(description=f"{i + 1}. {label}" if q.hand else label, value=False,
                               tooltip=label, layout=W.Layout(width="auto"))
            b.add_class(f"hc-option-{i + 1}")
            b.observe(lambda ch, i=i: self._picked(i, ch["new"]), "value")
            buttons.append(b)
        self.options = buttons
        self.options_box.children = buttons
        self.reveal.value = ""
        self.message.value = ""
        given = self.model.given
        if given is not None:
            for i in given.chosen:
                buttons[i].value = True
            self._sent()
        else:
            self.status.value = ""
            self.send_button.layout.display = "flex"
            self._set_options_enabled(True)
        if pushed.revealed:
            self._show_reveal()

    def _picked(self, index: int, on: bool) -> None:
        q = self._question()
        if q is None or not on or is_multi(q):
            return
        for i, b in enumerate(self.options):       # one card only: the others go out
            if i != index and b.value:
                b.value = False

    def _set_options_enabled(self, enabled: bool) -> None:
        for b in self.options:
            b.disabled = not enabled
        if not enabled:
            self.send_button.layout.display = "none"

    def chosen(self) -> list[int]:
        return [i for i, b in enumerate(self.options) if b.value]

    def send(self) -> bool:
        """Send my answer: once per question; an unchosen card is a sentence. A second click on Send
        (a double click) after the answer was saved changes nothing and says nothing more."""
        if self.model.given is not None and self.model.current is not None:
            self._sent()
            return False
        given = self._shown(lambda: self.model.answer(self.chosen()))
        if given is None:
            return False
        self._sent()
        if self.on_answer is not None:
            self.on_answer(given.correct)
        return True

    def _sent(self) -> None:
        self._set_options_enabled(False)
        q = self._question()
        given = self.model.given
        words = ", ".join(option_labels(q)[i] for i in given.chosen) if q and given else ""
        self.status.value = note_html(_("Answer sent: {answer}. Wait for your teacher to show the answer.").format(
            answer=words), "ok sent")

    def _show_reveal(self) -> None:
        pushed = self.model.current
        assert pushed is not None
        self._set_options_enabled(False)
        given = self.model.given
        q = self._question() or pushed.question
        if given is None:
            self.status.value = note_html(_("The answer is shown: this question takes no more answers."), "wait")
        else:
            words = ", ".join(option_labels(q)[i] for i in given.chosen)
            self.status.value = note_html(_("Answer sent: {answer}.").format(answer=words), "ok sent")
        self.reveal.value = reveal_html(q, self.model.given)

    def close(self) -> None:
        self.poller.stop()
        super().close()
