"""What the three "play a round" pages (Hydra, Doppelkopf, 500) share as views: the learner's name
row, the buttons under the hand (hint, undo, last trick, next round), the review's two buttons, the
query string a page is opened with, and the callbacks that only pass a click on to the session.

:class:`TablePage` is the base of each page's app (``widgets.hydra.play``, ``widgets.doppelkopf.play``,
``widgets.fuenfhundert.play``, ``widgets.hydropolis.play``): it draws the table in one order (:meth:`TablePage.show`)
and the hand (:meth:`TablePage.show_hand`); a page gives only its own parts (``show_parts``, ``draw_card``
and the like) in its own colours and words. The session (a :class:`tutor.table.TableSession`) decides
everything; a page draws from it and its ``view()``, never from the round behind it.

A page reads its query string with :func:`widgets.common.query.page_query`.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ParamSpec, TypeVar

import ipywidgets as W

from hydra.core.i18n import N_, _
from tutor.language import page_language
from tutor.progress import NAME_MAX, name_is_cut
from tutor.table import Outcome, TrickReview, TrickTableSession, from_environment_store

from .base import SnapshotMixin, esc, never_a_traceback
from .deal_link import deal_or_new
from .keys import key_class
from .phone import touch_words
from .query import address_html, page_query

__all__ = ["TablePage", "deal_or_new", "SORRY", "NO_STORE"]

P = ParamSpec("P")
R = TypeVar("R")
S = TypeVar("S", bound=TrickTableSession)
SORRY = N_("Sorry, something went wrong on our side. Try again, or press “Next round”.")
#: What the name row says when the server cannot save (no writable data directory).
NO_STORE = N_("Rounds cannot be saved on this server; you can still play.")


class TablePage(SnapshotMixin, W.VBox):
    """The base of a play page. A page opens with :meth:`open_page` (or :meth:`open_table`), which builds
    what every page has; it builds its own widgets (with :meth:`build_controls` and
    :meth:`build_review_buttons` for the shared ones), then calls :meth:`start`; it defines ``show_parts``
    and the other drawing of its own, ``hint`` and :meth:`last_trick_html`."""

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

    # what the shared drawing asks of a session, declared in tutor/table/session.py (a test checks it); the
    # Hydropolis page, whose game has no tricks, overrides the drawing that asks the trick games' extras
    session: TrickTableSession
    name: str | None
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
    show_last: bool
    hand_cards: list[str]
    card_faces: list[W.HTML]
    card_buttons: list[W.Button]
    card_boxes: list[W.VBox]
    choice_buttons: list[W.Button]
    choice_actions: list[str]
    solo_game: W.Dropdown
    solo_button: W.Button
    solo_box: W.Box
    choices: W.Box
    last_trick: W.HTML
    last_button: W.Button
    review: W.HTML
    review_at: int

    # --- building ---------------------------------------------------------------------------------
    # session: each game's session (see ``session`` above)
    def take_session(self, session: TrickTableSession) -> None:
        """Take ``session`` as this page's table: no name yet, the review at its start, no last trick shown."""
        self.session = session
        self.name = None
        self.review_at = 0
        self.show_last = False
        self.seen_tricks = len(session.view().tricks)
        self.dealt_again = False

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

    # session: each game's session (see ``session`` above)
    def open_page(self, session: TrickTableSession, name: str | None, title: str) -> None:
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

    def fresh_trick(self) -> TrickReview | None:
        """The trick the learner's last click completed (the last one if the example players completed
        more), or None: each trick is shown on the table once, after the click that completed it."""
        count = len(self.session.view().tricks)
        fresh = self.session.last_trick() if count > self.seen_tricks else None
        self.seen_tricks = count
        return fresh

    @classmethod
    def from_environment(cls, environ: Mapping[str, str] | None = None) -> Any:
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
        return app

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

    def build_controls(self, undo_tooltip: str, next_tooltip: str) -> list[W.Button]:
        """Hint, Undo, Last trick and Next round, each wired to this page's method of that name."""
        self.hint_button = W.Button(description=_("Hint"), tooltip=_("What would the example player do in your "
                                                                      "seat, and why?"))
        self.undo_button = W.Button(description=_("Undo"), tooltip=undo_tooltip)
        self.last_button = W.Button(description=_("Last trick"), tooltip=_("Look at the last complete trick"))
        self.next_button = W.Button(description=_("Next round"), button_style="success", tooltip=next_tooltip)
        self.hint_button.on_click(self.safe(lambda _b: self.hint()))
        self.undo_button.on_click(self.safe(lambda _b: self.undo()))
        self.last_button.on_click(self.safe(lambda _b: self.toggle_last()))
        self.next_button.on_click(self.safe(lambda _b: self.next_round()))
        return [self.hint_button, self.undo_button, self.last_button, self.next_button]

    def build_choices(self, count: int, css: str, solo: W.Dropdown, solo_words: str,
                      solo_action: Callable[[str], str], keys: str = "") -> W.HBox:
        """The row of the session's choices: ``count`` buttons (hidden until :meth:`show_choice_buttons` fills
        them; the first ones answer the keys of ``keys``) and a solo picked from the list ``solo`` with its
        button (``solo_words``), which presses ``solo_action(picked)``; the row and the solo's box of class
        ``css``."""
        self.choice_buttons = [W.Button(layout=W.Layout(display="none")) for _ in range(count)]
        self.choice_actions = []
        for i, button in enumerate(self.choice_buttons):
            button.on_click(self.safe(lambda _b, i=i: self._choice_clicked(i)))
            if i < len(keys):
                button.add_class(key_class(keys[i]))
        self.solo_game = solo
        self.solo_button = W.Button(description=solo_words, button_style="warning")
        self.solo_button.on_click(self.safe(lambda _b: self.press(solo_action(str(self.solo_game.value)))))
        self.solo_box = W.HBox([self.solo_game, self.solo_button], layout=W.Layout(display="none"))
        self.solo_box.add_class(css)
        self.choices = W.HBox([*self.choice_buttons, self.solo_box])
        self.choices.add_class(css)
        return self.choices

    def build_card_slots(self, count: int, css: str, keys: str = "") -> W.HBox:
        """The hand: ``count`` slots of a card's face with its button over it and its short name under it
        (a tap on the picture or the name plays or lays it), each of class ``css``; the first ones answer
        the keys of ``keys`` (widgets.common.keys)."""
        self.card_faces = [W.HTML() for _ in range(count)]
        self.card_buttons = [W.Button() for _ in range(count)]
        self.card_boxes = []
        for i, (face, button) in enumerate(zip(self.card_faces, self.card_buttons)):
            button.on_click(self.safe(lambda _b, i=i: self.click(i)))
            button.add_class("tp-pick")           # it covers the picture too: a tap on the card plays it
            box = W.VBox([face, button])
            box.add_class(css)
            box.add_class("tp-card")
            if i < len(keys):
                box.add_class(key_class(keys[i]))
            self.card_boxes.append(box)
        self.hand_cards = []
        return W.HBox(self.card_boxes)

    def build_review_buttons(self) -> W.HBox:
        """◀ Previous trick and Next trick ▶ of the review at the end of a round."""
        self.review_prev = W.Button(description="◀ " + _("Previous trick"))
        self.review_next = W.Button(description=_("Next trick") + " ▶")
        self.review_prev.on_click(self.safe(lambda _b: self.step_review(-1)))
        self.review_next.on_click(self.safe(lambda _b: self.step_review(+1)))
        row = W.HBox([self.review_prev, self.review_next])
        row.add_class("hp-controls")
        return row

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

    # --- drawing: the same order on every page ---------------------------------------------------------
    def show(self) -> None:
        """Draw the whole table as the session has it now: the page's own parts, then the choices, the hand,
        the buttons, the end of the round, the match and the link, and the status line last (the browser
        tests wait for it)."""
        self.hint_html.value = ""
        self.show_parts()
        self.show_choices()
        self.show_hand()
        self.show_controls()
        self.show_end()
        self.show_match()
        self.show_deal()
        self.show_status(self.STATUS_CSS, **self.status_data())

    def status_data(self) -> dict[str, str]:
        """What the status line carries besides the step and the phase (a page with a rule set adds it)."""
        return {}

    # --- what each page draws its own way -----------------------------------------------------------
    def show_parts(self) -> None:  # pragma: no cover - every page has its own
        raise NotImplementedError

    def show_choices(self) -> None:  # pragma: no cover - every page has its own
        raise NotImplementedError

    def show_hand(self) -> None:
        """The learner's hand in the session's order under a title that says what a tap does now; each card
        drawn by the page (:meth:`draw_card`), the slots beyond the hand hidden."""
        cards = self.session.hand()
        self.hand_cards = cards
        phase = self.session.view().phase
        self.hand_title.value = "<b>" + esc(_("Your hand") + self.hand_hint(phase)) + "</b>" if cards else ""
        marks = self.hand_marks(phase)
        slots: Sequence[W.DOMWidget] = getattr(self, "card_boxes", None) or self.card_buttons
        for i, slot in enumerate(slots):
            slot.layout.display = None if i < len(cards) else "none"
            if i < len(cards):
                self.draw_card(i, cards[i], phase, marks)

    def show_choice_buttons(self, primary: tuple[str, ...], keys: str = "") -> list[Any]:
        """The session's choices as buttons, but the solos (``solo:…``, picked from the page's list): the plain
        answers (``primary``) blue, the others orange, each answering the key of ``keys`` at its place; the
        row hidden when there is nothing to choose. Returns the solos."""
        choices = self.session.choices()
        plain = [c for c in choices if not c.action.startswith("solo:")]
        self.choice_actions = [c.action for c in plain]
        for i, button in enumerate(self.choice_buttons):
            button.layout.display = None if i < len(plain) else "none"
            if i < len(plain):
                button.description = button.tooltip = plain[i].label
                if i < len(keys):
                    button.tooltip += " " + _("(key {key})").format(key=keys[i].upper())
                button.button_style = "primary" if plain[i].action in primary else "warning"
        solos = [c for c in choices if c.action.startswith("solo:")]
        self.solo_box.layout.display = None if solos else "none"
        self.choices.layout.display = None if choices else "none"
        return solos

    def hand_hint(self, phase: str) -> str:  # pragma: no cover - every page has its own
        """What a tap on the hand does now, as the end of its title (``" — click a card …"``), or ``""``."""
        raise NotImplementedError

    def hand_marks(self, phase: str) -> Any:  # pragma: no cover - every page has its own
        """What the page marks on the hand now (the cards that may be played, …), for :meth:`draw_card`."""
        raise NotImplementedError

    # marks: what this page's hand_marks gave (each page its own: a set of cards, a pair of lists, …)
    def draw_card(self, index: int, card: str, phase: str, marks: Any) -> None:  # pragma: no cover
        """Draw ``card`` in the hand's slot ``index`` (``marks``: :meth:`hand_marks`)."""
        raise NotImplementedError

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

    def last_trick_html(self, last: TrickReview) -> str:  # pragma: no cover - every page has its own
        raise NotImplementedError

    def show_end(self) -> None:  # pragma: no cover - pages with a review step through it
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
        """A button of the engine's actions (a call, a reservation, an announcement)."""
        self._done(self.session.act(action))

    def _choice_clicked(self, index: int) -> None:
        actions: list[str] = getattr(self, "choice_actions", [])
        if index < len(actions):
            self.press(actions[index])

    def click(self, index: int) -> None:
        """A click on the card at ``index`` of the hand as shown."""
        if index < len(self.hand_cards):
            self._done(self.session.click_card(self.hand_cards[index]))

    def click_card(self, card: str) -> None:
        """A click on a card of the hand, by its notation."""
        self._done(self.session.click_card(card))

    def undo(self) -> None:
        self._done(self.session.undo())

    def next_round(self) -> None:
        self._done(self.session.next_round(), new_round=True)

    def toggle_last(self) -> None:
        self.show_last = not self.show_last
        self.show_last_trick()

    def step_review(self, step: int) -> None:
        count = len(self.session.view().tricks)
        if count:
            self.review_at = max(1, min(count, self.review_at + step))
        self.show_end()

    def _done(self, outcome: Outcome[Any], new_round: bool = False) -> None:
        """Say what came of a click; redraw the table if it was done (a new round hides the last trick)."""
        self._say(outcome.message, outcome.rules, ok=outcome.ok)
        if outcome.ok:
            if new_round:
                self.show_last = False
                self.seen_tricks = len(self.session.view().tricks)
                self.dealt_again = True
            self.show()

    # --- drawing what is the same on every page -----------------------------------------------------
    def show_controls(self) -> None:
        """The buttons under the hand as the round stands: Next round once it is over, Undo while there
        is something of the learner's to take back, Hint on the learner's turn; the last trick."""
        session = self.session
        over = session.over
        self.next_button.layout.display = None if over else "none"
        self.undo_button.disabled = not session.can_undo()
        self.hint_button.disabled = not session.my_turn
        self.review_at = 1 if over else 0
        self.show_last_trick()

    def show_review(self, review_html: Callable[[TrickReview, int], str]) -> None:
        """The review at the end of a round: the trick at ``review_at`` drawn by the page's ``review_html(trick,
        count)``, and its two buttons, each disabled at its end."""
        count = len(self.session.view().tricks)
        self.review.value = (review_html(self.session.review_trick(self.review_at), count)
                             if count and self.review_at else "")
        self.review_prev.disabled = self.review_at <= 1
        self.review_next.disabled = self.review_at >= count

    def show_last_trick(self) -> None:
        """The Last trick button (hidden once the round is over) and, if asked for, the last trick."""
        last = self.session.last_trick()
        over = self.session.over
        self.last_button.disabled = last is None
        self.last_button.layout.display = "none" if over else None
        self.last_button.description = _("Hide last trick") if self.show_last and last else _("Last trick")
        self.last_trick.value = self.last_trick_html(last) if self.show_last and last is not None and not over else ""

    def show_status(self, css: str, **data: str) -> None:
        """The status line: what happens now, marked with the round's step (how many actions it has),
        ``data`` and its phase; drawn last, so that a page showing this step shows everything of it
        (the browser tests wait for it)."""
        view = self.session.view()
        marks = "".join(f' data-{key}="{esc(value)}"' for key, value in data.items())
        address = address_html(**self.address_query()) if self.dealt_again else ""   # a reload keeps this deal
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

