"""The 500 play page: a thin ipywidgets view over :class:`tutor.play500.Play500Session`.

The session holds the round and passes every click to the engine; this module lays out the table,
the bid buttons (the ones too low struck through), the learner's hand (the playable cards marked in
words), hint, undo, the last trick, the score and the game, and shows a sentence, never a
traceback, for anything refused.

>>> app = Play500App(deal="2-0")
>>> [b.tooltip.split(":")[0] for b in app.bid_buttons][3:5]      # East has bid 6 Karo (80)
['Not higher than the last bid (F3)', 'Bid 6 Herz · 100']
>>> app.press_bid("7H")
>>> app.session.round.phase, "What happened" in app.replies.value
('discard', True)
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from typing import ParamSpec, TypeVar

import ipywidgets as W

from hydra import fuenfhundert as fh
from tutor.links import query_value
from tutor.play import from_environment_store
from tutor.play500 import DealLinkError, Outcome, Play500Session, call_label
from tutor.progress import NAME_MAX, ProgressStore, name_is_cut

from ..common.base import SnapshotMixin, esc, never_a_traceback
from ..fuenfhundert.faces import card_svg, cards_html, page_header
from .html import (CARD_WIDTH, STYLE, bids_html, deal_html, hint_html, laid_away_html, match_html, message_html,
                   open_hand_html, replies_html, review_html, score_html, seats_html, table_html)

__all__ = ["Play500App", "build_play500", "NOTEBOOK", "HAND_SLOTS"]

P = ParamSpec("P")
R = TypeVar("R")
NOTEBOOK = "500-play.ipynb"
#: The most cards a hand holds: 13, after the bid winner takes the kitty (F4).
HAND_SLOTS = 13
SORRY = "Sorry, something went wrong on our side. Try again, or press “Next round”."
_CALLS = [fh.PASS] + [str(b) for b in fh.BIDS]


def _link(name: str | None, **query: str) -> str:
    from urllib.parse import urlencode
    items = dict(query, **({"name": name} if name else {}))
    return NOTEBOOK + ("?" + urlencode(items) if items else "")


class Play500App(SnapshotMixin, W.VBox):
    """The whole page. Build it, then display it (no display() in here)."""

    def __init__(self, session: Play500Session | None = None, *, deal: str | None = None,
                 store: ProgressStore | None = None, name: str | None = None) -> None:
        note = ""
        if session is None:
            try:
                session = Play500Session(store, deal=deal)
            except DealLinkError as error:
                session = Play500Session(store)
                note = f"{error} Here is a new deal instead."
        self.session = session
        self.name: str | None = None
        self.show_last = False

        self.header = W.HTML(page_header(NOTEBOOK, name))
        self.header.add_class("hn-nav")
        self.title = W.HTML(STYLE + '<div class="fp-title"><h1>Play a round of 500 (Fünfhundert)</h1><p>You sit '
                            "North; South is your partner, East and West are your opponents, all three played "
                            "by the engine's example players. Bid, take the kitty, lay away three cards and "
                            "play your cards: the rules engine says why, with the rule (F-id), whenever a rule "
                            "decides.</p></div>")
        self.name_input = W.Text(placeholder="Your name", description="Name:", continuous_update=False,
                                 layout=W.Layout(width="260px", max_width="100%"))
        self.name_button = W.Button(description="Start", button_style="primary",
                                    layout=W.Layout(width="auto", min_width="70px"))
        self.name_status = W.HTML("<i>Type your name to save your rounds and points.</i>")
        self.name_button.on_click(self.safe(lambda _b: self.login(self.name_input.value)))
        self.name_input.observe(self.safe(lambda ch: ch["new"].strip() and self.login(ch["new"])), "value")
        name_row = W.HBox([self.name_input, self.name_button, self.name_status],
                          layout=W.Layout(align_items="center", flex_flow="row wrap"))

        self.deal_info, self.status, self.seats, self.table, self.open_hand = (W.HTML() for _ in range(5))
        board = W.VBox([self.deal_info, self.status, self.seats, self.table, self.open_hand])
        board.add_class("fp-board")
        self.message = W.HTML()

        # the bids: pass, Misère, Open Misère, then one row per number of tricks (F3)
        self.bid_buttons = [W.Button(description=call_label(c)) for c in _CALLS]
        for call, button in zip(_CALLS, self.bid_buttons):
            button.on_click(self.safe(lambda _b, call=call: self.press_bid(call)))
        by_call = dict(zip(_CALLS, self.bid_buttons))
        rows = [W.HBox([by_call[fh.PASS], by_call[fh.MISERE], by_call[fh.OPEN_MISERE]])]
        for tricks in range(6, 11):
            rows.append(W.HBox([by_call[f"{tricks}{s}"] for s in ("S", "C", "D", "H", "NT")]))
        for row in rows:
            row.add_class("fp-bidrow")
        self.bid_note = W.HTML("<b>Your bid.</b> A bid must be higher than the last one in the seed's table (F3); "
                               "the bids struck through are not, and clicking one says why.")
        self.bids = W.VBox([self.bid_note, *rows])
        self.bids.add_class("fp-bids")

        # leading the joker at no trump: name a suit (F7)
        self.joker_buttons = [W.Button(description=f"Lead the joker, naming {fh.SUIT_NAMES[s][0]}")
                              for s in fh.SUITS]
        for suit, button in zip(fh.SUITS, self.joker_buttons):
            button.on_click(self.safe(lambda _b, suit=suit: self._done(self.session.lead_joker(suit))))
        self.choices = W.HBox(self.joker_buttons)
        self.choices.add_class("fp-choices")

        # the hand
        self.hand_title = W.HTML()
        self.card_faces = [W.HTML() for _ in range(HAND_SLOTS)]
        self.card_buttons = [W.Button() for _ in range(HAND_SLOTS)]
        self.card_boxes = []
        for i, (face, button) in enumerate(zip(self.card_faces, self.card_buttons)):
            button.on_click(self.safe(lambda _b, i=i: self.click(i)))
            box = W.VBox([face, button])
            box.add_class("fp-card")
            self.card_boxes.append(box)
        self.hand = W.HBox(self.card_boxes)
        self.hand.add_class("fp-hand")
        self.hand_cards: list[str] = []

        self.hint_button = W.Button(description="Hint", tooltip="What would the example player do in your "
                                    "seat, and why?")
        self.undo_button = W.Button(description="Undo", tooltip="Take back your last bid or card")
        self.last_button = W.Button(description="Last trick", tooltip="Look at the last complete trick")
        self.next_button = W.Button(description="Next round", button_style="success",
                                    tooltip="Deal the next round; the deal passes to the left (F25)")
        self.hint_button.on_click(self.safe(lambda _b: self.hint()))
        self.undo_button.on_click(self.safe(lambda _b: self._done(self.session.undo())))
        self.last_button.on_click(self.safe(lambda _b: self.toggle_last()))
        self.next_button.on_click(self.safe(lambda _b: self._done(self.session.next_round(), new_round=True)))
        controls = W.HBox([self.hint_button, self.undo_button, self.last_button, self.next_button])
        controls.add_class("fp-controls")

        self.hint_html, self.replies, self.last_trick, self.score, self.review, self.calls, self.laid, self.match = (
            W.HTML() for _ in range(8))
        super().__init__([self.header, self.title, name_row, board, self.message, self.bids, self.choices,
                          self.hand_title, self.hand, controls, self.hint_html, self.replies, self.last_trick,
                          self.score, self.match, self.review, self.calls, self.laid])
        self.add_class("fp-app")
        if name:
            self.safe(self.login)(name)
        self.show()
        if note:
            self._say(note)

    def snapshot_html(self) -> str:
        """The page without its kernel (a saved notebook): the title, the table and the hand."""
        return (self.header.value + self.title.value + self.status.value + self.seats.value
                + cards_html(self.hand_cards, width=44))

    # --- building ---------------------------------------------------------------------------------
    @classmethod
    def from_environment(cls, environ: Mapping[str, str] | None = None) -> Play500App:
        """The page as Voilà runs it: ``?deal=SEED-DEALER`` and ``?name=NAME`` from the query string,
        rounds saved in the quiz's store."""
        environ = os.environ if environ is None else environ
        query = environ.get("QUERY_STRING", "") or ""
        deal = query_value(query, "deal")
        name = query_value(query, "name")
        store = from_environment_store()
        app = cls(deal=deal[:40] if deal is not None else None, store=store,
                  name=" ".join(name.split())[:80] if name else None)
        if store is None:
            app.name_status.value = "<i>Rounds cannot be saved on this server; you can still play.</i>"
        return app

    def safe(self, fn: Callable[P, R]) -> Callable[P, R | None]:
        """Wrap a callback: a learner sees a sentence, never a traceback."""
        return never_a_traceback(fn, self._say, SORRY)

    def _say(self, text: str, rules: tuple[str, ...] = (), ok: bool = False) -> None:
        self.message.value = message_html(text, rules, ok)

    # --- actions ----------------------------------------------------------------------------------
    def login(self, name: str) -> str | None:
        try:
            shown = self.session.login(name)
        except ValueError as error:
            self.name_status.value = f"<span>{esc(str(error))}</span>"
            return None
        self.name = shown
        status = f"Playing as <b>{esc(shown)}</b>. Every finished round is saved with your team's points."
        if name_is_cut(name):
            status += f" Your name was cut to its first {NAME_MAX} characters, “{esc(shown)}”."
        self.name_status.value = status
        self.header.value = page_header(NOTEBOOK, shown)
        self.show_match()
        self.show_deal()
        return shown

    def press_bid(self, call: str) -> None:
        self._done(self.session.bid(call))

    def click(self, index: int) -> None:
        """A click on the card at ``index`` of the hand as shown."""
        if index < len(self.hand_cards):
            self._done(self.session.click_card(self.hand_cards[index]))

    def click_card(self, card: str) -> None:
        self._done(self.session.click_card(card))

    def hint(self) -> None:
        hint = self.session.hint()
        if hint is None:
            self.hint_html.value = message_html("No hint now: it is not your turn.", ok=True)
            return
        self.hint_html.value = hint_html(hint.label, hint.reason, hint.rules)

    def toggle_last(self) -> None:
        self.show_last = not self.show_last
        self.show_last_trick()

    # --- drawing ----------------------------------------------------------------------------------
    def _done(self, outcome: Outcome, new_round: bool = False) -> None:
        if outcome.ok:
            self._say(outcome.message, outcome.rules, ok=True)
            if new_round:
                self.show_last = False
            self.show()
        else:
            self._say(outcome.message, outcome.rules)

    def show(self) -> None:
        session = self.session
        rnd = session.round
        self.hint_html.value = ""
        self.show_deal()
        self.seats.value = seats_html(session)
        self.table.value = table_html(session)
        self.open_hand.value = open_hand_html(session)
        self.replies.value = replies_html(session, session.replies)
        self.calls.value = bids_html(session)
        self.laid.value = laid_away_html(session)
        self.show_bids()
        self.show_hand()
        choices = {c.action for c in session.choices()}
        for suit, button in zip(fh.SUITS, self.joker_buttons):
            button.layout.display = None if f"JO:{suit}" in choices else "none"
        self.choices.layout.display = None if choices else "none"
        self.next_button.layout.display = None if rnd.is_over else "none"
        self.undo_button.disabled = not session.can_undo()
        self.hint_button.disabled = not session.my_turn
        self.show_last_trick()
        self.score.value = score_html(session)
        self.review.value = ("<h3>Every trick, and why it went where it went</h3>"
                             + "".join(review_html(session, t) for t in session.review())) if rnd.is_over else ""
        self.show_match()
        # last, so that a page showing this step shows everything of it (the browser test waits for it)
        self.status.value = (f'<div class="fp-status" role="status" data-step="{len(rnd.history())}" '
                             f'data-phase="{esc(rnd.phase)}">{esc(session.status())}</div>')

    def show_deal(self) -> None:
        self.deal_info.value = deal_html(self.session, _link(self.name, deal=self.session.code))

    def show_bids(self) -> None:
        options = self.session.bid_options()
        bidding = self.session.round.phase == "bidding" and self.session.my_turn
        self.bids.layout.display = None if bidding else "none"
        for option, button in zip(options, self.bid_buttons):
            if option.legal:
                button.remove_class("fp-low")
                button.tooltip = f"Bid {option.label}" if option.call != fh.PASS else "Pass"
            else:
                button.add_class("fp-low")
                button.tooltip = "Not higher than the last bid (F3): click to see why"

    def show_hand(self) -> None:
        session = self.session
        rnd = session.round
        cards = session.hand()
        self.hand_cards = cards
        legal = session.legal_cards()
        title = "Your hand"
        if session.sitting_out:
            title += " — laid down: your partner plays Misère alone (F8, F22)"
        elif session.my_turn and rnd.phase == "discard":
            title += " — click a card to lay it away (F21)"
        elif session.my_turn and rnd.phase == "play":
            title += " — the cards marked “may play” follow the rules; clicking another says why (F9)"
        self.hand_title.value = f"<b>{esc(title)}</b>" if cards else ""
        for i, (face, button, box) in enumerate(zip(self.card_faces, self.card_buttons, self.card_boxes)):
            if i >= len(cards):
                box.layout.display = "none"
                continue
            card = cards[i]
            marked = card in legal and rnd.phase == "play"
            face.value = (card_svg(card, CARD_WIDTH, contract=rnd.contract) + '<span class="fp-may">'
                          + ("✓ may play" if marked else "&nbsp;") + "</span>")
            button.description = card
            button.tooltip = fh.as_card(card).name(rnd.contract) + (" (may be played)" if marked else "")
            box.layout.display = None
            if marked:
                box.add_class("fp-legal")
            else:
                box.remove_class("fp-legal")

    def show_last_trick(self) -> None:
        last = self.session.last_trick()
        over = self.session.round.is_over
        self.last_button.disabled = last is None
        self.last_button.layout.display = "none" if over else None
        self.last_button.description = "Hide last trick" if self.show_last and last else "Last trick"
        if self.show_last and last is not None and not over:
            self.last_trick.value = review_html(self.session, last, "Last trick: trick")
        else:
            self.last_trick.value = ""

    def show_match(self) -> None:
        session = self.session
        if session.store is None:
            saved = "Rounds cannot be saved on this server."
        elif session.learner is None:
            saved = "Type your name to save your rounds."
        else:
            saved = "Your rounds are saved under your name."
        self.match.value = match_html(session, session.stats(), saved)


def build_play500(environ: Mapping[str, str] | None = None) -> Play500App:
    """What notebooks/500-play.ipynb shows."""
    return Play500App.from_environment(environ)
