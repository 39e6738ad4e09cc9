"""The Doppelkopf play page: the learner plays seat 0 of a round in either seed rule set.

A thin ipywidgets view over :class:`tutor.play_doppelkopf.DoppelkopfSession`: the session holds the
round and passes every click to the engine; this module lays out the rule-set switch, the table, the
learner's hand (the cards a click may use marked by a thick border and a ✓), the reservation and
announcement buttons, hint, undo, the last trick, the score sheet, the review and the match total,
and shows a sentence (never a traceback) for anything refused.

>>> app = DoppelkopfPlayApp(rules="turnier", deal="26-3")
>>> app.session.code, app.rules_pick.value
('26-3', 'turnier')
>>> app.press("gesund")
>>> "What happened" in app.replies.value
True
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from typing import ParamSpec, TypeVar

import ipywidgets as W

from hydra.doppelkopf import TITLES
from tutor.links import query_value
from tutor.play import from_environment_store
from tutor.play_doppelkopf import (DEFAULT_RULES, SET_TITLES, DoppelkopfLinkError, DoppelkopfSession, Outcome,
                                   parse_rules)
from tutor.progress import NAME_MAX, ProgressStore, name_is_cut

from ..common.base import SnapshotMixin, esc, never_a_traceback
from ..common.nav import nav_html
from .html import (STYLE, card_label, deadlines_html, deal_html, game_html, hint_html, match_html, message_html,
                   replies_html, review_html, score_html, seats_html, trick_html)

__all__ = ["DoppelkopfPlayApp", "build_doppelkopf_play", "HAND_SLOTS", "PAGE_KEY"]

P = ParamSpec("P")
R = TypeVar("R")
#: The most cards a hand holds: 14, while the taker of a Trumpfabgabe gives cards back (D41, D42).
HAND_SLOTS = 14
#: The key this page gives the navigation bar (it is not one of the bar's own pages).
PAGE_KEY = "doppelkopf-play"
SORRY = "Sorry, something went wrong on our side. Try again, or press “Next round”."
INTRO = ("You sit at seat 0; the engine's example players take the other three seats. Say gesund or a "
         "reservation, announce when you like, play your cards: the rules engine says why whenever a rule decides, "
         "citing the rule (D-ids are the tutor's Doppelkopf rulings, the rest the seeds' sections).")


class DoppelkopfPlayApp(SnapshotMixin, W.VBox):
    """The whole page. Build it, then display it."""

    def __init__(self, session: DoppelkopfSession | None = None, *, rules: str | None = None, deal: str | None = None,
                 store: ProgressStore | None = None, name: str | None = None) -> None:
        notes = []
        if session is None:
            try:
                rules = None if rules is None else parse_rules(rules)
            except DoppelkopfLinkError as error:
                notes.append(f"{error} The page plays the {SET_TITLES[DEFAULT_RULES]} instead.")
                rules = None
            try:
                session = DoppelkopfSession(store, rules=rules, deal=deal)
            except DoppelkopfLinkError as error:
                session = DoppelkopfSession(store, rules=rules)
                notes.append(f"{error} Here is a new deal instead.")
        self.session = session
        self.name: str | None = None
        self.review_at = 0
        self.show_last = False

        self.nav = W.HTML(nav_html(PAGE_KEY, name))
        self.nav.add_class("hn-nav")
        self.title = W.HTML(STYLE + '<div class="hp-title"><h1>Play a round of Doppelkopf</h1>'
                            f"<p>{esc(INTRO)}</p></div>")
        self.rules_note = W.HTML()
        self.rules_pick = W.ToggleButtons(options=[("Hausrunde", "hausrunde"), ("Turnier", "turnier")],
                                          value=session.rules, description="Rule set:",
                                          tooltips=["the Hausrunde rules (seed text)",
                                                    "the tournament rules (seed text)"])
        self.rules_pick.add_class("dkp-rules-pick")
        self.rules_pick.observe(self.safe(lambda ch: self.set_rules(ch["new"])), "value")
        self.name_input = W.Text(placeholder="Your name", description="Name:", continuous_update=False,
                                 layout=W.Layout(width="260px", max_width="100%"))
        self.name_button = W.Button(description="Start", button_style="primary",
                                    layout=W.Layout(width="auto", min_width="70px"))
        self.name_status = W.HTML("<i>Type your name to save your rounds and points.</i>")
        self.name_button.on_click(self.safe(lambda _b: self.login(self.name_input.value)))
        self.name_input.observe(self.safe(lambda ch: ch["new"].strip() and self.login(ch["new"])), "value")
        name_row = W.HBox([self.name_input, self.name_button, self.name_status],
                          layout=W.Layout(align_items="center", flex_flow="row wrap"))

        self.deal_info, self.status, self.seats, self.trick = W.HTML(), W.HTML(), W.HTML(), W.HTML()
        board = W.VBox([self.deal_info, self.status, self.seats, self.trick])
        board.add_class("hp-board")
        board.add_class("dkp-board")
        self.message, self.hint_html = W.HTML(), W.HTML()

        self.choice_buttons = [W.Button(layout=W.Layout(display="none")) for _ in range(8)]
        self.choice_actions: list[str] = []
        for i, button in enumerate(self.choice_buttons):
            button.on_click(self.safe(lambda _b, i=i: self._choice_clicked(i)))
        self.solo_game = W.Dropdown(options=[("", "")], description="Solo:", layout=W.Layout(width="auto"))
        self.solo_button = W.Button(description="Announce this solo", button_style="warning")
        self.solo_button.on_click(self.safe(lambda _b: self.press(str(self.solo_game.value))))
        self.solo_box = W.HBox([self.solo_game, self.solo_button], layout=W.Layout(display="none"))
        self.solo_box.add_class("dkp-choices")
        self.choices = W.HBox([*self.choice_buttons, self.solo_box])
        self.choices.add_class("dkp-choices")

        self.hand_title = W.HTML()
        self.card_buttons = [W.Button() for _ in range(HAND_SLOTS)]
        for i, button in enumerate(self.card_buttons):
            button.on_click(self.safe(lambda _b, i=i: self.click(i)))
        self.hand = W.HBox(self.card_buttons)
        self.hand.add_class("dkp-hand")
        self.hand_cards: list[str] = []

        self.hint_button = W.Button(description="Hint",
                                    tooltip="What would the example player do in your seat, and why?")
        self.undo_button = W.Button(description="Undo", tooltip="Take back your last action")
        self.last_button = W.Button(description="Last trick", tooltip="Look at the last complete trick")
        self.next_button = W.Button(description="Next round", button_style="success",
                                    tooltip="Deal the next round; the player left of the dealer deals")
        for b, fn in ((self.hint_button, self.hint), (self.undo_button, self.undo),
                      (self.last_button, self.toggle_last), (self.next_button, self.next_round)):
            b.on_click(self.safe(lambda _b, fn=fn: fn()))
        controls = W.HBox([self.hint_button, self.undo_button, self.last_button, self.next_button])
        controls.add_class("hp-controls")

        self.replies, self.last_trick, self.game, self.deadlines = W.HTML(), W.HTML(), W.HTML(), W.HTML()
        self.sheet, self.review, self.match = W.HTML(), W.HTML(), W.HTML()
        self.review_prev = W.Button(description="◀ Previous trick")
        self.review_next = W.Button(description="Next trick ▶")
        self.review_prev.on_click(self.safe(lambda _b: self.step_review(-1)))
        self.review_next.on_click(self.safe(lambda _b: self.step_review(+1)))
        review_buttons = W.HBox([self.review_prev, self.review_next])
        review_buttons.add_class("hp-controls")
        self.end = W.VBox([self.sheet, self.review, review_buttons])

        super().__init__([self.nav, self.title, self.rules_pick, self.rules_note, name_row, board, self.message,
                          self.choices, self.hand_title, self.hand, controls, self.hint_html, self.replies,
                          self.last_trick, self.end, self.game, self.deadlines, self.match])
        self.add_class("hp-app")
        if name:
            self.safe(self.login)(name)
        self._show()
        if notes:
            self._say(" ".join(notes), note=True)

    def snapshot_html(self) -> str:
        """The page without its kernel (a saved notebook): the title, the rule set, the table and the hand."""
        return (self.title.value + self.rules_note.value + self.deal_info.value + self.status.value
                + self.seats.value + "<p>" + esc(", ".join(card_label(c) for c in self.hand_cards)) + "</p>")

    @classmethod
    def from_environment(cls, environ: Mapping[str, str] | None = None) -> DoppelkopfPlayApp:
        """The page as Voilà runs it: ``?rules=``, ``?deal=`` and ``?name=`` from the query string; rounds
        saved in the quiz's store (HYDRA_DATA_DIR, else the user data directory)."""
        environ = os.environ if environ is None else environ
        query = environ.get("QUERY_STRING", "") or ""
        deal, rules, name = (query_value(query, key) for key in ("deal", "rules", "name"))
        store = from_environment_store()
        app = cls(rules=rules[:40] if rules is not None else None, deal=deal[:40] if deal is not None else None,
                  store=store, name=" ".join(name.split())[:80] if name else None)
        if store is None:
            app.name_status.value = "<i>Rounds cannot be saved on this server; you can still play.</i>"
        return app

    def safe(self, fn: Callable[P, R]) -> Callable[P, R | None]:
        """Wrap a callback: a learner sees a sentence, never a traceback."""
        return never_a_traceback(fn, self._say, SORRY)

    def _say(self, text: str, rules: tuple[str, ...] = (), ok: bool = False, note: bool = False) -> None:
        self.message.value = message_html(text, rules, ok, note)

    # --- actions ----------------------------------------------------------------------------------------
    def login(self, name: str) -> str | None:
        try:
            shown = self.session.login(name)
        except ValueError as error:
            self.name_status.value = f'<span class="hp-msg">{esc(str(error))}</span>'
            return None
        self.name = shown
        status = f"Playing as <b>{esc(shown)}</b>. Every finished round is saved with your points."
        if name_is_cut(name):
            status += f" Your name was cut to its first {NAME_MAX} characters, “{esc(shown)}”."
        self.name_status.value = status
        self.nav.value = nav_html(PAGE_KEY, shown)
        self._show_match()
        self.deal_info.value = deal_html(self.session, self.name)
        return shown

    def set_rules(self, rules: str) -> None:
        if rules != self.session.rules:
            self._done(self.session.set_rules(rules), new_round=True)

    def press(self, action: str) -> None:
        self._done(self.session.act(action))

    def _choice_clicked(self, index: int) -> None:
        if index < len(self.choice_actions):
            self.press(self.choice_actions[index])

    def click(self, index: int) -> None:
        if index < len(self.hand_cards):
            self._done(self.session.click_card(self.hand_cards[index]))

    def hint(self) -> None:
        self.hint_html.value = hint_html(self.session.hint())

    def undo(self) -> None:
        self._done(self.session.undo())

    def toggle_last(self) -> None:
        self.show_last = not self.show_last
        self._show_last()

    def next_round(self) -> None:
        self._done(self.session.next_round(), new_round=True)

    def step_review(self, step: int) -> None:
        count = len(self.session.round.tricks)
        if count:
            self.review_at = max(1, min(count, self.review_at + step))
        self._show_end()

    # --- drawing ------------------------------------------------------------------------------------------
    def _done(self, outcome: Outcome, new_round: bool = False) -> None:
        self._say(outcome.message, outcome.rules, ok=outcome.ok)
        if outcome.ok:
            self._show(new_round=new_round)

    def _show(self, new_round: bool = False) -> None:
        session = self.session
        if new_round:
            self.show_last = False
        self.hint_html.value = ""
        self.rules_pick.value = session.rules
        default = " (the default)" if session.rules == DEFAULT_RULES else ""
        self.rules_note.value = ('<div class="dkp-rules-note">You are playing the '
                                 f"<b>{esc(SET_TITLES[session.rules])}</b>{default}. Switch above to play the same "
                                 "deal under the other rule set.</div>")
        self.deal_info.value = deal_html(session, self.name)
        self.seats.value = seats_html(session)
        self.trick.value = trick_html(session)
        self.replies.value = replies_html(session, session.replies)
        self.game.value = game_html(session)
        self.deadlines.value = deadlines_html(session)
        self._show_choices()
        self._show_hand()
        over = session.round.is_over
        self.next_button.layout.display = None if over else "none"
        self.undo_button.disabled = not session.can_undo()
        self.hint_button.disabled = not session.my_turn
        self.review_at = 1 if over else 0
        self._show_last()
        self._show_end()
        self._show_match()
        step = len(session.round.history())         # last: the browser test waits for this step
        self.status.value = (f'<div class="hp-status" role="status" data-step="{step}" '
                             f'data-rules="{esc(session.rules)}" data-phase="{esc(session.round.phase)}">'
                             f"{esc(session.status())}</div>")

    def _show_choices(self) -> None:
        choices = self.session.choices()
        plain = [c for c in choices if not c.action.startswith("solo:")]
        solos = [c for c in choices if c.action.startswith("solo:")]
        self.choice_actions = [c.action for c in plain]
        for i, button in enumerate(self.choice_buttons):
            if i < len(plain):
                button.description = button.tooltip = plain[i].label
                button.button_style = "primary" if plain[i].action in ("gesund", "weiter", "passen") else "warning"
                button.layout.display = None
            else:
                button.layout.display = "none"
        if solos:
            self.solo_game.options = [(TITLES.get(c.action[5:], c.label), c.action) for c in solos]
        self.solo_box.layout.display = None if solos else "none"
        self.choices.layout.display = None if choices else "none"

    def _show_hand(self) -> None:
        session = self.session
        cards = session.hand()
        self.hand_cards = cards
        usable = session.playable()
        phase = session.round.phase
        title = "Your hand"
        if session.my_turn and phase == "play":
            title += " — ✓ marks the cards you may play; clicking another says which rule forbids it"
        elif session.my_turn and phase == "armut-return":
            title += " — click the cards to give back; ✓ marks those you may give now"
        elif session.my_turn and phase == "armut-add":
            title += " — click a fail card (✓) to add it to your Trumpfabgabe"
        self.hand_title.value = f"<b>{esc(title)}</b>" if cards else ""
        for i, button in enumerate(self.card_buttons):
            if i >= len(cards):
                button.layout.display = "none"
                continue
            card = cards[i]
            ok = card in usable
            button.description = card_label(card) + (" ✓" if ok else "")
            button.tooltip = card_label(card) + (" (may be used now)" if ok else "")
            button.layout.display = None
            for css, on in (("dkp-ok", ok), ("dkp-no", not ok and bool(usable)), ("dkp-red", card[0] in "RS")):
                if on:
                    button.add_class(css)
                else:
                    button.remove_class(css)

    def _show_last(self) -> None:
        last = self.session.last_trick()
        over = self.session.round.is_over
        self.last_button.disabled = last is None
        self.last_button.layout.display = "none" if over else None
        self.last_button.description = "Hide last trick" if self.show_last and last else "Last trick"
        self.last_trick.value = (review_html(self.session, last, len(self.session.round.tricks), "Last trick")
                                 if self.show_last and last is not None and not over else "")

    def _show_end(self) -> None:
        session = self.session
        if session.round.phase != "over":
            self.end.layout.display = "none"
            return
        self.end.layout.display = None
        self.sheet.value = score_html(session)
        count = len(session.round.tricks)
        self.review.value = (review_html(session, session.review_trick(self.review_at), count)
                             if count and self.review_at else "")
        self.review_prev.disabled = self.review_at <= 1
        self.review_next.disabled = self.review_at >= count

    def _show_match(self) -> None:
        session = self.session
        saved = ("Rounds cannot be saved on this server." if session.store is None else
                 "Type your name to save your rounds." if session.learner is None else "Saved.")
        self.match.value = match_html(session, session.stats(), saved)


def build_doppelkopf_play(environ: Mapping[str, str] | None = None) -> DoppelkopfPlayApp:
    """What notebooks/doppelkopf-play.ipynb shows."""
    return DoppelkopfPlayApp.from_environment(environ)
