"""What every "play a game" page shares as a view, whatever the game: the learner's name row, the query
string a page is opened with, the message and status lines, and the clicks that only pass on to the
session. :class:`PlayPage` holds its session typed: a :class:`tutor.table.TableSession` of the game's own
seat view and replies (``PlayPage[HydropolisSession]``), and asks it nothing the protocol does not declare.

The trick games' pages (Hydra, Doppelkopf, 500) build on :class:`widgets.common.table.TablePage`, which
adds the hand, the buttons and the tricks of a :class:`tutor.table.TrickTableSession`; Hydropolis, which
lays tiles, builds on this page directly and draws its own table (``widgets.hydropolis.play``).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from typing import Generic, ParamSpec, TypeVar

import ipywidgets as W

from hydra.core.i18n import N_, _
from hydra.core.registry import SeatViewProtocol
from tutor.language import page_language
from tutor.progress import NAME_MAX, name_is_cut
from tutor.table import Outcome, TableSession, from_environment_store

from .base import SnapshotMixin, esc, never_a_traceback
from .deal_link import deal_or_new
from .phone import touch_words
from .query import address_html, page_query

__all__ = ["PlayPage", "SORRY", "NO_STORE"]

P = ParamSpec("P")
R = TypeVar("R")
# object: the shared page reads no reply (each game's own: Hydra's carry a card, Hydropolis's are sentences)
S = TypeVar("S", bound="TableSession[SeatViewProtocol, object]")
PageT = TypeVar("PageT", bound="PlayPage[TableSession[SeatViewProtocol, object]]")  # object: as S
SORRY = N_("Sorry, something went wrong on our side. Try again, or press “Next round”.")
#: What the name row says when the server cannot save (no writable data directory).
NO_STORE = N_("Rounds cannot be saved on this server; you can still play.")


class PlayPage(SnapshotMixin, W.VBox, Generic[S]):
    """The base of a play page, generic in its game's session ``S``. A page opens with :meth:`open_page`
    (or :meth:`open_table`), which builds what every page has; it builds its own widgets, then calls
    :meth:`start`; it defines :meth:`show` and the other drawing of its own, and ``hint``."""

    #: The query keys a page reads besides ``name`` (its constructor takes them as keywords).
    QUERY_KEYS: tuple[str, ...] = ("deal",)
    #: What the name row says once the learner has typed a name.
    SAVED_WITH = N_("Every finished round is saved with your points.")
    #: The end of the sentence that says a long name was cut.
    CUT_TAIL = "."
    #: The class of the name row's refusal (Hydra and Doppelkopf show it as a message).
    REFUSED_CLASS = "hp-msg"
    #: What the match panel says once the rounds are saved under a name.
    SAVED = N_("Saved.")
    #: What a page saves: "rounds" (a game of Hydropolis is a "game").
    SAVES = "rounds"
    #: The class of the status line.
    STATUS_CSS = "hp-status"
    #: Whether the page speaks the learner's language (``?lang=de``, issue 33); a page not translated yet
    #: stays wholly English (its bar says so in German).
    SPEAKS_LANGUAGES = False

    # what the shared drawing asks of a session is declared in tutor/table/session.py (a test checks it)
    session: S
    name: str | None
    deal_in_address: bool
    header: W.HTML
    title: W.HTML
    name_row: W.HBox
    deal_info: W.HTML
    status: W.HTML
    seats: W.HTML
    message: W.HTML
    hint_html: W.HTML
    hand_title: W.HTML
    replies: W.HTML
    match: W.HTML
    hint_button: W.Button
    undo_button: W.Button
    next_button: W.Button

    # --- building ---------------------------------------------------------------------------------
    def take_session(self, session: S) -> None:
        """Take ``session`` as this page's table: no name yet, not dealt again."""
        self.session = session
        self.name = None
        self.deal_in_address = False

    def open_table(self, session: S | None, make: Callable[[str | None], S], deal: str | None,
                   error: type[ValueError], name: str | None, title: str) -> str:
        """Open the page (:meth:`open_page`) at ``session``, or at the link's ``deal`` made by ``make`` (a new
        deal where the link names none: the sentence returned says so)."""
        note = ""
        if session is None:
            dealt, note = deal_or_new(make, deal, error)
            session = dealt
        self.open_page(session, name, title)
        return note

    def open_page(self, session: S, name: str | None, title: str) -> None:
        """Sit down at ``session`` (:meth:`take_session`) and build what every page has: the navigation bar
        with ``name``, the ``title`` (HTML), the name row, and the panels the page draws into: the deal's
        link, the status line, the seats, the message, the hint, the hand's title, what happened and the
        match."""
        self.take_session(session)
        self.build_header(name)
        self.title = W.HTML(title)
        self.name_row = self.build_name_row()
        self.deal_info, self.status, self.seats, self.message = W.HTML(), W.HTML(), W.HTML(), W.HTML()
        self.hint_html, self.hand_title, self.replies, self.match = W.HTML(), W.HTML(), W.HTML(), W.HTML()

    def build_header(self, name: str | None) -> W.HTML:
        """The navigation bar (:meth:`header_html`) with the learner's name."""
        self.header = W.HTML(self.header_html(name))
        self.header.add_class("hn-nav")
        return self.header

    def address_query(self) -> dict[str, str | None]:
        """The query keys of the page's address that name the round on the table (a page with more keys,
        such as the rule set, adds them)."""
        return {"deal": self.session.code}

    @classmethod
    def from_environment(cls: type[PageT], environ: Mapping[str, str] | None = None) -> PageT:
        """The page as Voilà runs it: its query keys and ``?name=`` from the query string, rounds saved
        in the quiz's store (HYDRA_DATA_DIR, else the user data directory)."""
        environ = os.environ if environ is None else environ
        if cls.SPEAKS_LANGUAGES:
            page_language(environ)              # ?lang=, else the browser's language (issue 33)
        values, name = page_query(environ.get("QUERY_STRING", "") or "", cls.QUERY_KEYS)
        store = from_environment_store()
        app = cls(**values, store=store, name=name)
        if store is None:
            app.name_status.value = "<i>" + esc(_(NO_STORE)) + "</i>"
        if values.get("deal") != app.address_query().get("deal"):
            app.keep_deal()                     # the link named no deal, or one refused: the page dealt its own
        return app

    def keep_deal(self) -> None:
        """Write the round on the table into the page's address from now on, as after "Next round": a page
        opened without a deal of its link (or with one it refused) deals one of its own, and a reload, or a
        phone that reloads a tab it put away, deals that same round again instead of a new one."""
        self.deal_in_address = True
        self.show()

    def build_name_row(self) -> W.HBox:
        """The name box, its Start button and what is saved: typing a name (Enter) or Start logs in."""
        self.name_input = W.Text(placeholder=_("Your name"), description=_("Name:"), continuous_update=False,
                                 layout=W.Layout(width="260px", max_width="100%"))
        self.name_button = W.Button(description=_("Start"), button_style="primary",
                                    layout=W.Layout(width="auto", min_width="70px"))
        self.name_status = W.HTML("<i>" + esc(_("Type your name to save your rounds and points.")) + "</i>")
        self.name_status.add_class("hn-names")          # a long name without spaces wraps (NAV_STYLE)
        self.name_button.on_click(self.safe(lambda _b: self.login(self.name_input.value)))
        self.name_input.observe(self.safe(lambda ch: ch["new"].strip() and self.login(ch["new"])), "value")
        return W.HBox([self.name_input, self.name_button, self.name_status],
                      layout=W.Layout(align_items="center", flex_flow="row wrap"))

    def start(self, name: str | None, note: str = "") -> None:
        """Log in the link's name, draw the table, and say ``note`` (about the page's link) if any."""
        if name:
            self.safe(self.login)(name)
        self.show()
        if note:
            self.say_note(note)

    def safe(self, fn: Callable[P, R]) -> Callable[P, R | None]:
        """Wrap a callback: a learner sees a sentence, never a traceback."""
        return never_a_traceback(fn, self._say, _(SORRY), self.say_note)

    # --- what each page draws its own way -----------------------------------------------------------
    def show(self) -> None:  # pragma: no cover - every page has its own
        """Draw the whole table as the session has it now, the status line last (:meth:`show_status`)."""
        raise NotImplementedError

    def status_data(self) -> dict[str, str]:
        """What the status line carries besides the step and the phase (a page with a rule set adds it)."""
        return {}

    def show_match(self) -> None:  # pragma: no cover - every page has its own
        raise NotImplementedError

    def show_deal(self) -> None:  # pragma: no cover - every page has its own
        raise NotImplementedError

    def header_html(self, name: str | None) -> str:  # pragma: no cover - every page has its own
        """The navigation bar with the learner's name."""
        raise NotImplementedError

    def message_html(self, text: str, rules: tuple[str, ...] = (), ok: bool = False, note: bool = False) -> str:
        """A sentence in the page's message box (each page in its own colours)."""
        raise NotImplementedError  # pragma: no cover - every page has its own

    def _say(self, text: str, rules: tuple[str, ...] = (), ok: bool = False) -> None:
        self.message.value = self.message_html(text, rules, ok)

    def say_note(self, text: str) -> None:
        """A sentence about the page's link (a bad ``?deal=``): a note, not a move the rules refuse."""
        self.message.value = self.message_html(text, note=True)

    def hint(self) -> None:  # pragma: no cover - every page has its own
        raise NotImplementedError

    def after_login(self, shown: str) -> None:
        """Redraw what carries the learner's name (the navigation bar, the saved rounds, the links)."""
        self.header.value = self.header_html(shown)
        self.show_match()
        self.show_deal()

    # --- clicks passed on to the session ------------------------------------------------------------
    def login(self, name: str) -> str | None:
        """Log in ``name`` (typed, or from the link's ``?name=``): the name row says who plays, the name
        box shows the name, and the page's address carries it (a reload or a copied link keeps it)."""
        if getattr(self, "_filling_name", False):          # the box showing the name, not a new name
            return self.name
        try:
            shown: str = self.session.login(name)
        except ValueError as error:
            css = f' class="{self.REFUSED_CLASS}"' if self.REFUSED_CLASS else ""
            self.name_status.value = f"<span{css}>{esc(str(error))}</span>"
            return None
        self.name = shown
        status = _("Playing as {name}.").format(name=f"<b>{esc(shown)}</b>") + " " + esc(_(self.SAVED_WITH))
        if name_is_cut(name):
            status += " " + esc(_("Your name was cut to its first {count} characters, “{name}”").format(
                count=NAME_MAX, name=shown)) + esc(_(self.CUT_TAIL))
        self.name_status.value = status + address_html(name=shown)
        if self.name_input.value != shown:
            self._filling_name = True
            try:
                self.name_input.value = shown
            finally:
                self._filling_name = False
        self.after_login(shown)
        return shown

    def press(self, action: str) -> None:
        """A button of the engine's actions (a call, a reservation, an announcement, a draw)."""
        self._done(self.session.act(action))

    def undo(self) -> None:
        self._done(self.session.undo())

    # object: the page reads no reply (Outcome is covariant in them, so every game's Outcome fits)
    def _done(self, outcome: Outcome[object], new_round: bool = False) -> None:
        """Say what came of a click; redraw the table if it was done (after a new deal, :meth:`dealt`)."""
        self._say(outcome.message, outcome.rules, ok=outcome.ok)
        if outcome.ok:
            if new_round:
                self.deal_in_address = True
                self.dealt()
            self.show()

    def dealt(self) -> None:
        """What the page forgets when a new round (game) is dealt: nothing here (a trick page its tricks)."""

    # --- drawing what is the same on every page -----------------------------------------------------
    def show_controls(self) -> None:
        """The buttons every page has as the round stands: Undo while there is something of the learner's to
        take back, Hint on the learner's turn."""
        self.undo_button.disabled = not self.session.can_undo()
        self.hint_button.disabled = not self.session.my_turn

    def show_status(self, css: str, **data: str) -> None:
        """The status line: what happens now, marked with the round's step (how many actions it has),
        ``data`` and its phase; drawn last, so that a page showing this step shows everything of it
        (the browser tests wait for it)."""
        view = self.session.view()
        marks = "".join(f' data-{key}="{esc(value)}"' for key, value in data.items())
        address = address_html(**self.address_query()) if self.deal_in_address else ""   # a reload keeps this deal
        self.status.value = (f'<div class="{css}" role="status" data-step="{self.session.step}"{marks} '
                             f'data-phase="{esc(view.phase)}">{esc(self.status_words(self.session.status()))}</div>'
                             f"{address}")

    def status_words(self, text: str) -> str:
        """The status line's words as a phone shows them (:func:`widgets.common.phone.touch_words`)."""
        return touch_words(text)

    @staticmethod
    def mark(widget: W.DOMWidget, css: str, on: bool) -> None:
        """Give ``widget`` the class ``css`` or take it away."""
        if on:
            widget.add_class(css)
        else:
            widget.remove_class(css)

    def saved_words(self) -> str:
        """Whether finished rounds are saved: not on this server, not before a name, or saved."""
        if self.session.store is None:
            return (_("Games cannot be saved on this server.") if self.SAVES == "games"
                    else _("Rounds cannot be saved on this server."))
        if self.session.learner is None:
            return (_("Type your name to save your games.") if self.SAVES == "games"
                    else _("Type your name to save your rounds."))
        return _(self.SAVED)
