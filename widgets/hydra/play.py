"""The play dashboard: the learner plays one seat of a Hydra round against the example players.

A thin ipywidgets view over :class:`tutor.hydra.HydraSession`: the session holds the round and
passes every click to the engine; this module lays out the table, the learner's hand (the legal
cards marked), the call buttons, hint, undo, the last trick, the score sheet, the review and the
match total, and shows a sentence (never a traceback) for anything refused.

>>> app = HydraPlayApp(deal="4711-4")
>>> app.session.code, [b.description for b in app.choice_buttons if b.layout.display != "none"]
('4711-4', ['Valeo (a healthy game)', 'Morbus (I have a reservation)'])
>>> app.press("valeo")
>>> "What happened" in app.replies.value
True
"""

from __future__ import annotations

from collections.abc import Mapping

import ipywidgets as W

import hydra
from hydra.core.i18n import N_, _
from tutor.table.seat_names import seats_in_text
from tutor.course import page_url
from tutor.hydra.course.path_play import is_play_step
from tutor.hydra import DealLinkError, HydraSession, TrickReview
from tutor.progress import ProgressStore

from ..common.base import esc
from ..common.connection import saved_attr
from .faces import card_svg, cards_row_html
from ..common.keys import key_class
from ..common.nav import nav_html
from ..common.phone import folded_html
from ..common.table import SORRY, TablePage
from ..common.table_html import page_title_html
from .play_html import (CARD_WIDTH, STYLE, calls_html, deal_html, done_html, hint_html, match_html, message_html,
                   parties_html,
                   replies_html, review_html, seats_html, sheet_html, trick_html)

__all__ = ["HydraPlayApp", "build_hydra_play", "HAND_SLOTS", "CARD_KEYS", "CHOICE_KEYS", "KEYS_SENTENCE", "SORRY"]

#: The most cards a hand holds: 13, while the acceptor of an Antrag gives three back (R9).
HAND_SLOTS = 13
#: The keys of the hand's first ten cards and of the call buttons, left to right (widgets.common.keys).
CARD_KEYS = "1234567890"
CHOICE_KEYS = "abcdef"
KEYS_SENTENCE = N_("Keys, wherever the page has focus: 1 to 9 and 0 click your 1st to 10th card, A, B, C … the "
                   "call buttons from the left, S declares the chosen solo, H hint, U undo, L last trick, "
                   "N next round, ← and → the review's tricks; Tab moves between the buttons.")
INTRO = N_("You play with four example players, Ben, Cem, Dora and Emil. Make your calls, play your "
           "cards, and the rules engine says why whenever a rule decides.")


class HydraPlayApp(TablePage[HydraSession, tuple[set[str], list[str]]]):
    """The whole dashboard. Build it, then display it (no display() in here)."""

    CUT_TAIL = N_(": anyone who types those shares these rounds.")
    SPEAKS_LANGUAGES = True
    #: ``?step=``: a play step of the path (lesson 12), which this page tells when its round is over.
    QUERY_KEYS = ("deal", "step")


    def __init__(self, session: HydraSession | None = None, *, deal: str | None = None,
                 store: ProgressStore | None = None, name: str | None = None, step: str | None = None) -> None:
        self.path_step = step if is_play_step(step) else None
        self.path_note = W.HTML()
        self.path_note.add_class("hp-path")
        note = self.open_table(session, lambda code: HydraSession(store, deal=code), deal, DealLinkError, name,
                               STYLE + page_title_html("hp", _("Play a round"), "<p>" + esc(_(INTRO)) + "</p>",
                                                       friends="hydra"))

        # the table
        self.trick = W.HTML()
        board = self.board_box = W.VBox([self.deal_info, self.status, self.seats, self.trick])
        board.add_class("hp-board")

        # the calls: one button per action (solos chosen from a list)
        solos = W.Dropdown(options=[(hydra.get_game(g).name, g) for g in hydra.SOLO_GAMES],
                           layout=W.Layout(width="auto"))
        self.build_choices(len(CHOICE_KEYS), "hp-choices", solos, _("Declare this solo"), lambda game: f"solo:{game}",
                           CHOICE_KEYS)
        self.solo_button.add_class(key_class("s"))

        # the hand
        self.hand = self.build_card_slots(HAND_SLOTS, "hp-card", CARD_KEYS)
        self.hand.add_class("hp-hand")

        # controls
        buttons = self.build_controls(_("Take back your last action"),
                                      _("Deal the next round; the deal passes to the left (R11)"))
        for b, css, key in ((self.hint_button, "hp-hint-button", "h"), (self.undo_button, "hp-undo", "u"),
                            (self.last_button, "hp-last", "l"), (self.next_button, "hp-next", "n")):
            b.add_class(css)
            b.add_class(key_class(key))
            b.tooltip += " " + _("(key {key})").format(key=key.upper())
        self.keys_help = W.HTML(folded_html(_("Keys (with a keyboard)"), "<p>" + esc(_(KEYS_SENTENCE)) + "</p>",
                                            "hp-keys"))
        controls = W.HBox(buttons)
        controls.add_class("hp-controls")

        # what happened, what is known, the end
        self.last_trick = W.HTML()
        self.parties = W.HTML()
        self.calls = W.HTML()
        self.sheet = W.HTML()
        self.review = W.HTML()
        review_buttons = self.build_review_buttons()
        self.review_prev.add_class("hp-review-prev")
        self.review_next.add_class("hp-review-next")
        self.review_prev.add_class(key_class("ArrowLeft"))
        self.review_next.add_class(key_class("ArrowRight"))
        self.end = W.VBox([self.sheet, self.review, review_buttons])
        self.end.add_class("hp-end")

        # phone first: the table, the calls and the hand on the first screen; what a button opens just
        # under the buttons (the hint, the last trick, what happened); the rest below
        super().__init__([self.header, self.title, self.path_note, board, self.message, self.choices,
                          self.hand_title, self.hand,
                          controls, self.hint_html, self.last_trick, self.replies, self.end, self.name_row,
                          self.parties, self.calls, self.match, self.keys_help])
        self.add_class("hp-app")
        self.start(name, note)

    def snapshot_html(self) -> str:
        """The page without its kernel (a saved notebook): the table and the learner's hand."""
        return (self.title.value + self.status.value + self.seats.value
                + cards_row_html(self.hand_cards, 48))

    # --- building ---------------------------------------------------------------------------------
    def message_html(self, text: str, rules: tuple[str, ...] = (), ok: bool = False, note: bool = False) -> str:
        return message_html(text, rules, ok)

    def header_html(self, name: str | None) -> str:
        return nav_html("play", name)

    # --- actions ----------------------------------------------------------------------------------

    def hint(self) -> None:
        hint = self.session.hint()
        if hint is None:
            self.hint_html.value = message_html(_("No hint now: it is not your turn."))
            return
        reason = seats_in_text(hint.reason, self.session.seat)        # the players by name, never "seat 2"
        self.hint_html.value = hint_html(hint.label, reason, hint.rules)

    # --- drawing ----------------------------------------------------------------------------------
    def show_parts(self) -> None:
        """The seats, the trick, what happened, what is known of the parties and the calls."""
        session = self.session
        self.seats.value = seats_html(session)
        self.trick.value = done_html(session, trick_html(session), self.fresh_trick())
        self.replies.value = replies_html(session, session.replies)
        self.parties.value = parties_html(session)
        self.calls.value = calls_html(session)

    def show_deal(self) -> None:
        self.deal_info.value = deal_html(self.session).replace(
            f'href="play.ipynb?deal={esc(self.session.code)}"',
            f'href="{esc(page_url("play", self.name, deal=self.session.code))}"')

    def show_choices(self) -> None:
        self.show_choice_buttons(("valeo", "keep", "decline"), CHOICE_KEYS)

    def hand_hint(self, phase: str) -> str:
        if not self.session.my_turn:
            return ""
        return {"play": _(" — ✓ (green) may be played; tapping another says which rule forbids it"),
                "antrag-open": _(" — tap the card to lay face up"),
                "antrag-return": _(" — tap three cards to give back")}.get(phase, "")

    def hand_marks(self, phase: str) -> tuple[set[str], list[str]]:
        """The cards that may be played (R8), and those given back so far (R9), each marked once."""
        legal = {str(c) for c in self.session.view().legal} if self.session.my_turn and phase == "play" else set()
        return legal, list(self.session.given_back())

    def draw_card(self, index: int, card: str, phase: str, marks: tuple[set[str], list[str]]) -> None:
        legal, given = marks
        marked = card in legal
        label = None
        if card in given:
            given.remove(card)
            label = _("given back")
        self.card_faces[index].value = card_svg(card, CARD_WIDTH, highlight="legal" if marked else None,
                                                dim=label is not None, label=label)
        button = self.card_buttons[index]
        button.description = hydra.as_card(card).german_name      # its name, as the face says it: never "GU"
        button.tooltip = self.session.card_name(card) + (_(" (may be played)") if marked else "")
        self.mark(self.card_boxes[index], "hp-legal", marked)

    def last_trick_html(self, last: TrickReview) -> str:
        return review_html(self.session, last, len(self.session.view().tricks), _("Last trick"))

    def address_query(self) -> dict[str, str | None]:
        return {"deal": self.session.code, "step": self.path_step}

    def after_login(self, shown: str) -> None:
        super().after_login(shown)
        self.show_path_step()

    def show_path_step(self) -> None:
        """A play step of the path: what this round does for it, saved once it is played to the end."""
        session = self.session
        key = (session.code, session.over, self.name)
        if key == getattr(self, "_path_shown", None):    # redrawn with nothing new (the review's steps)
            return
        self._path_shown = key
        said = session.report_path_step(self.path_step, self.name)
        if said is None:
            self.path_note.value = ""
            return
        css = "hp-path-done" if said.done else "hp-path-todo"
        self.path_note.value = (f'<div class="{css}" style="font-size:16px;margin:4px 0">{"✔ " if said.done else ""}'
                                f'{esc(said.sentence)} <a href="{esc(said.back)}" style="display:inline-flex;'
                                f'align-items:center;min-height:44px;padding:0 8px;font-weight:600">'
                                + esc(_("Back to the path")) + " →</a></div>")

    def show_end(self) -> None:
        self.show_path_step()
        session = self.session
        if not session.over or session.view().ending == "thrown-in":      # R6: nothing to score
            self.end.layout.display = "none"
            return
        self.end.layout.display = None
        self.sheet.value = sheet_html(session)
        self.show_review(lambda item, count: review_html(session, item, count))

    def show_match(self) -> None:
        session = self.session
        saved = self.saved_words()
        marker = saved_attr(session.store is not None, session.learner is not None,
                            unfinished=not session.over)   # a round is saved when it ends
        self.match.value = f"<div {marker}>{match_html(session, session.stats(), saved)}</div>"


def build_hydra_play(environ: Mapping[str, str] | None = None) -> HydraPlayApp:
    """What notebooks/play.ipynb shows."""
    return HydraPlayApp.from_environment(environ)
