"""The teacher's and a learner's side of a live class question, and the poll that keeps a page
up to date (plain objects: the widgets in ``widgets/classroom`` only show them).

* :class:`TeacherClass`: open a class, push the presenter's position as a question, the live
  count, the distribution, reveal, end.
* :class:`LearnerClass`: join by code and name, follow the class's current question (a late
  joiner gets it at once), answer once (the answer also counts in the learner's quiz progress),
  see the reveal.
* :class:`Poller`: calls a page's ``tick`` every half second on the kernel's asyncio loop (one
  small indexed read per tick) until it is stopped or the kernel ends.

>>> import tempfile
>>> from tutor.hydra.scenarios import Line, load_library
>>> data = tempfile.mkdtemp()
>>> teacher = TeacherClass(ClassStore(data)); room = teacher.open()
>>> learner = LearnerClass(ClassStore(data)); _ = learner.join(room.code, "Ada")
>>> line = Line(load_library("r01-hydra-on-a-fail-trick")); line.go(47)
>>> _ = teacher.push("winner", line)
>>> learner.poll()
'question'
>>> learner.answer([0]).correct, teacher.count()
(True, (1, 1))
>>> _ = teacher.reveal(); learner.poll(), learner.current.revealed
('reveal', True)
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from hydra.core.i18n import _
from tutor.errors import log_error
from tutor.progress import ProgressStore

from .game import Position
from .questions import class_options, make_question
from .store import ClassError, ClassInfo, ClassStore, Given, Member, Now, Pushed, Tally

__all__ = ["TeacherClass", "LearnerClass", "Poller", "POLL_SECONDS", "class_link", "progress_key"]

#: How often a page reads the class's state.
POLL_SECONDS = 0.5


def class_link(code: str, base: str = "quiz.ipynb") -> str:
    """The link that opens the quiz in the class: ``quiz.ipynb?class=K7QM3``."""
    return f"{base}?class={code}"


def progress_key(pushed: Pushed, member: Member) -> str:
    """The answer key of a class answer in the quiz progress (saved once, however often retried)."""
    return f"class:{pushed.class_id}:{pushed.id}:{member.id}"


class TeacherClass:
    """The teacher's side: one class at a time."""

    def __init__(self, store: ClassStore) -> None:
        self.store = store
        self.room: ClassInfo | None = None
        self.current: Pushed | None = None

    def open(self) -> ClassInfo:
        """Open a new class (a class open before is ended)."""
        if self.room is not None:
            self.store.end(self.room.id)
        self.room = self.store.open_class()
        self.current = None
        return self.room

    # code: any value a page or a link gave; the store checks it
    def resume(self, code: object, teacher: str) -> ClassInfo:
        """Continue an open class after the teacher's page was reloaded (needs the teacher's token)."""
        self.room, self.current = self.store.resume(code, teacher)
        return self.room

    def _room(self) -> ClassInfo:
        if self.room is None:
            raise ClassError(_("Open a class first: press “Ask the class”."))
        return self.room

    def push(self, kind: str, line: Position) -> Pushed:
        """Ask the class about the position of ``line`` (the engine computes the answer)."""
        room = self._room()
        self.current = self.store.push(room.id, make_question(kind, line))
        return self.current

    def count(self) -> tuple[int, int]:
        """(answers to the current question, learners joined)."""
        room = self._room()
        if self.current is None:
            return 0, len(self.store.members(room.id))
        return self.store.count(room.id, self.current.id)

    def tally(self) -> Tally:
        room = self._room()
        if self.current is None:
            raise ClassError(_("Push a question first."))
        return self.store.tally(room.id, self.current.id)

    def reveal(self) -> Pushed:
        room = self._room()
        if self.current is None:
            raise ClassError(_("Push a question first."))
        self.store.reveal(room.id, self.current.id)
        self.current = self.store.question(room.id, self.current.id)
        return self.current

    def end(self) -> None:
        if self.room is not None:
            self.store.end(self.room.id)
        self.room, self.current = None, None


class LearnerClass:
    """A learner's side: joined to one class, following its current question."""

    def __init__(self, store: ClassStore, progress: ProgressStore | None = None) -> None:
        self.store = store
        self.progress = progress
        self.member: Member | None = None
        self.current: Pushed | None = None
        self.given: Given | None = None
        self.ended = False
        self._seen = Now(None, -1, False)

    # code: any value a page or a link gave; the store checks it
    def join(self, code: object, name: str, token: str | None = None) -> Member:
        """Join (or, with the page's token, rejoin) a class; answers given before count again in
        the learner's progress only once."""
        member = self.store.join(code, name, token)
        self.member, self.current, self.given, self.ended = member, None, None, False
        self._seen = Now(None, -1, False)
        for pushed, given in self.store.answers_of(member):
            self._count(pushed, given)
        return member

    def poll(self) -> str | None:
        """Read the class's state: ``"question"`` (a new one), ``"reveal"``, ``"ended"`` or None."""
        if self.member is None:
            return None
        now = self.store.now(self.member.class_id)
        if now == self._seen:
            return None
        self._seen = now
        if now.ended:
            if self.ended:
                return None
            self.ended = True
            return "ended"
        if now.question_id is None:
            return None
        pushed = self.store.question(self.member.class_id, now.question_id)
        new = self.current is None or pushed.id != self.current.id
        was_revealed = self.current is not None and self.current.revealed and not new
        self.current = pushed
        if new or self.given is None:
            # a new question, or one this page has not answered: another tab of the same learner
            # (the same member) may have answered it meanwhile, so the reveal says whether they were right
            self.given = self.store.given(self.member, pushed.id)
        if pushed.revealed and not was_revealed:
            return "reveal" if not new else "question"
        return "question" if new else None

    # chosen: what the page sent, untyped; the question's kind checks it (the store's answer)
    def answer(self, chosen: object) -> Given:
        """Send the one answer to the current question."""
        if self.member is None:
            raise ClassError(_("Join a class first: type the code from the teacher's screen."))
        if self.current is None:
            raise ClassError(_("There is no question yet: wait for your teacher's."))
        if self.given is not None:
            raise ClassError(_("You have answered this question already: your first answer counts."))
        self.given = self.store.answer(self.member, self.current.id, chosen)
        self._count(self.current, self.given)
        return self.given

    def _count(self, pushed: Pushed, given: Given) -> None:
        """The class answer in the learner's quiz progress (topic ``class-<kind>``)."""
        if self.progress is None or self.member is None:
            return
        learner = self.progress.learner(self.member.name)
        q = pushed.question
        options = class_options(q)
        # the topic is the exercise's kind, "class-winner" ...: the topic saved before it was an exercise
        self.progress.record_answer(learner.id, f"class-{self.member.code}-{pushed.seq}", q.kind,
                                    given.correct, response=" ".join(options[i] for i in given.chosen),
                                    answer_key=progress_key(pushed, self.member))


class Poller:
    """``tick()`` every ``interval`` seconds on the running asyncio loop (a Jupyter kernel's)."""

    # object: a callback's result is not used
    def __init__(self, tick: Callable[[], object], interval: float = POLL_SECONDS) -> None:
        self.tick = tick
        self.interval = interval
        self.task: asyncio.Task[None] | None = None
        self.errors = 0

    @property
    def running(self) -> bool:
        return self.task is not None and not self.task.done()

    def start(self) -> bool:
        """Start polling; False where no event loop runs (a plain script or a test: call tick)."""
        if self.running:
            return True
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            try:
                loop = asyncio.get_event_loop()
            except RuntimeError:
                return False
            if not loop.is_running():
                return False
        self.task = loop.create_task(self._run())
        return True

    def stop(self) -> None:
        if self.task is not None:
            self.task.cancel()
            self.task = None

    async def _run(self) -> None:
        while True:
            try:
                self.tick()
                self.errors = 0
            except Exception:            # a busy file or a lost row: said in the log, tried again
                self.errors += 1
                if self.errors <= 3:
                    log_error("a page's poller")
            await asyncio.sleep(self.interval)
