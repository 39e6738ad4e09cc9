"""What the three "play a round" pages of the trick games (Hydra, Doppelkopf, 500) share as views, on
top of what every play page shares (:class:`widgets.common.play_page.PlayPage`: the name row, the query
string, the message and status lines): the hand, the buttons under it (hint, undo, last trick, next
round), the choices, the review's two buttons, and the callbacks that only pass a click on to the session.

:class:`TablePage` is the base of each trick game's app (``widgets.hydra.play``, ``widgets.doppelkopf.play``,
``widgets.fuenfhundert.play``), typed by its session (a :class:`tutor.table.TrickTableSession`) and its
hand's marks: it draws the table in one order (:meth:`TablePage.show`) and the hand
(:meth:`TablePage.show_hand`); a page gives only its own parts (``show_parts``, ``draw_card`` and the like)
in its own colours and words. The session decides everything; a page draws from it and its ``view()``,
never from the round behind it. Hydropolis, which lays tiles, builds on ``PlayPage`` itself.

A page reads its query string with :func:`widgets.common.query.page_query`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

import ipywidgets as W

from hydra.core.i18n import _
from tutor.table import Choice, TrickReview, TrickTableSession, TrickView

from .base import esc
from .deal_link import deal_or_new
from .keys import key_class
from .play_page import NO_STORE, SORRY, PlayPage

__all__ = ["TablePage", "deal_or_new", "SORRY", "NO_STORE"]

# object: the shared page reads no reply (each game's own)
TS = TypeVar("TS", bound="TrickTableSession[TrickView, object]")
#: What a page's :meth:`TablePage.hand_marks` gives its :meth:`TablePage.draw_card` (each page its own).
MarksT = TypeVar("MarksT")


class TablePage(PlayPage[TS], Generic[TS, MarksT]):
    """The base of a trick game's play page (:class:`~widgets.common.play_page.PlayPage` with the hand, the
    buttons and the tricks), generic in the game's session ``TS`` and what its hand's marks are
    (``MarksT``). A page opens with :meth:`open_page` (or :meth:`open_table`), which builds what every page
    has; it builds its own widgets (with :meth:`build_controls` and :meth:`build_review_buttons` for the
    shared ones), then calls :meth:`start`; it defines ``show_parts`` and the other drawing of its own,
    ``hint`` and :meth:`last_trick_html`."""

    show_last: bool
    seen_tricks: int
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
    def take_session(self, session: TS) -> None:
        """Take ``session`` as this page's table: no name yet, the review at its start, no last trick shown."""
        super().take_session(session)
        self.review_at = 0
        self.show_last = False
        self.seen_tricks = len(session.view().tricks)

    def fresh_trick(self) -> TrickReview | None:
        """The trick the learner's last click completed (the last one if the example players completed
        more), or None: each trick is shown on the table once, after the click that completed it."""
        count = len(self.session.view().tricks)
        fresh = self.session.last_trick() if count > self.seen_tricks else None
        self.seen_tricks = count
        return fresh

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

    def show_choice_buttons(self, primary: tuple[str, ...], keys: str = "") -> list[Choice]:
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

    def hand_marks(self, phase: str) -> MarksT:  # pragma: no cover - every page has its own
        """What the page marks on the hand now (the cards that may be played, …), for :meth:`draw_card`."""
        raise NotImplementedError

    # marks: what this page's hand_marks gave (each page its own: a set of cards, a pair of lists, …)
    def draw_card(self, index: int, card: str, phase: str, marks: MarksT) -> None:  # pragma: no cover
        """Draw ``card`` in the hand's slot ``index`` (``marks``: :meth:`hand_marks`)."""
        raise NotImplementedError

    def last_trick_html(self, last: TrickReview) -> str:  # pragma: no cover - every page has its own
        raise NotImplementedError

    def show_end(self) -> None:  # pragma: no cover - pages with a review step through it
        raise NotImplementedError

    # --- clicks passed on to the session ------------------------------------------------------------
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

    def dealt(self) -> None:
        """A new round hides the last trick; its tricks are not fresh."""
        self.show_last = False
        self.seen_tricks = len(self.session.view().tricks)

    # --- drawing what is the same on every page -----------------------------------------------------
    def show_controls(self) -> None:
        """The buttons under the hand as the round stands: Next round once it is over, Undo while there
        is something of the learner's to take back, Hint on the learner's turn; the last trick."""
        super().show_controls()
        over = self.session.over
        self.next_button.layout.display = None if over else "none"
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

