"""The 500 play page: a thin ipywidgets view over :class:`tutor.fuenfhundert.FuenfhundertSession`.

The session holds the round and passes every click to the engine; this module lays out the table,
the bid buttons (the ones too low struck through), the learner's hand (the playable cards marked in
words), hint, undo, the last trick, the score and the game, and shows a sentence, never a
traceback, for anything refused.

>>> app = FuenfhundertPlayApp(deal="2-0")
>>> [b.tooltip.split(":")[0] for b in app.bid_buttons][3:5]      # East has bid 6 Karo (80)
['Not higher than the last bid (F3)', 'Bid 6 Herz · 100']
>>> app.press_bid("7H")
>>> app.session.view().phase, "What happened" in app.replies.value
('discard', True)
"""

from __future__ import annotations

from collections.abc import Mapping

import ipywidgets as W

from hydra import fuenfhundert as fh
from hydra.core.i18n import N_, _
from tutor.course import notebook_url
from tutor.fuenfhundert import DealLinkError, FuenfhundertSession, TrickReview, call_label
from tutor.progress import ProgressStore

from ..common.base import esc
from ..common.table import SORRY, TablePage
from ..common.table_html import page_title_html
from ..common.nav import nav_html
from .faces import STYLE as FACES_STYLE
from .faces import card_svg, cards_html
from .play_html import (CARD_WIDTH, STYLE, bids_html, deal_html, done_html, hint_html, laid_away_html, match_html,
                   message_html,
                   open_hand_html, replies_html, review_html, score_html, seats_html, table_html)

__all__ = ["FuenfhundertPlayApp", "build_fuenfhundert_play", "NOTEBOOK", "HAND_SLOTS", "SORRY"]

NOTEBOOK = "500-play.ipynb"
#: The most cards a hand holds: 13, after the bid winner takes the kitty (F4).
HAND_SLOTS = 13
_CALLS = [fh.PASS] + [str(b) for b in fh.BIDS]
INTRO = N_("You sit North; South is your partner, East and West are your opponents, all three played by the "
           "engine's example players. Bid, take the kitty, lay away three cards and play your cards: the rules "
           "engine says why, with the rule (F-id), whenever a rule decides.")


def _link(name: str | None, **query: str) -> str:
    """This page's link with ``query``, the learner's name and the page's language (``lang=``)."""
    return notebook_url(NOTEBOOK, name, **query)


class FuenfhundertPlayApp(TablePage[FuenfhundertSession, tuple[set[str], bool]]):
    """The whole page. Build it, then display it (no display() in here)."""

    SAVED_WITH = N_("Every finished round is saved with your team's points.")
    REFUSED_CLASS = ""
    SAVED = N_("Your rounds are saved under your name.")
    SPEAKS_LANGUAGES = True
    STATUS_CSS = "fp-status"


    def __init__(self, session: FuenfhundertSession | None = None, *, deal: str | None = None,
                 store: ProgressStore | None = None, name: str | None = None) -> None:
        intro = "<p>" + esc(_(INTRO)) + "</p>"
        note = self.open_table(session, lambda code: FuenfhundertSession(store, deal=code), deal, DealLinkError, name,
                               STYLE + page_title_html("fp", _("Play a round of 500 (Fünfhundert)"), intro,
                                                       friends="fuenfhundert"))

        self.table, self.open_hand = W.HTML(), W.HTML()
        board = W.VBox([self.deal_info, self.status, self.seats, self.table, self.open_hand])
        board.add_class("fp-board")

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
        self.bid_note = W.HTML(_("<b>Your bid</b> (higher than the last; struck through: not higher, a tap says "
                                 "why)."))
        self.bids = W.VBox([self.bid_note, *rows])
        self.bids.add_class("fp-bids")

        # leading the joker at no trump: name a suit (F7)
        self.joker_buttons = [W.Button(description=_("Lead the joker, naming {suit}").format(suit=fh.SUIT_NAMES[s][0]))
                              for s in fh.SUITS]
        for suit, button in zip(fh.SUITS, self.joker_buttons):
            button.on_click(self.safe(lambda _b, suit=suit: self._done(self.session.lead_joker(suit))))
        self.choices = W.HBox(self.joker_buttons)
        self.choices.add_class("fp-choices")

        # the hand
        self.hand = self.build_card_slots(HAND_SLOTS, "fp-card")
        self.hand.add_class("fp-hand")

        controls = W.HBox(self.build_controls(_("Take back your last bid or card"),
                                              _("Deal the next round; the deal passes to the left (F25)")))
        controls.add_class("fp-controls")

        self.last_trick, self.score, self.review, self.calls, self.laid = (W.HTML() for _ in range(5))
        # phone first: the table, the hand and the bids under it on the first screen; what a button opens just
        # under the buttons; the rest below
        super().__init__([self.header, self.title, board, self.message, self.hand_title, self.hand, self.bids,
                          self.choices, controls, self.hint_html, self.last_trick, self.replies,
                          self.score, self.review, self.name_row, self.match, self.calls, self.laid])
        self.add_class("fp-app")
        self.start(name, note)

    def snapshot_html(self) -> str:
        """The page without its kernel (a saved notebook): the title, the table and the hand."""
        return (self.header.value + self.title.value + self.status.value + self.seats.value
                + cards_html(self.hand_cards, width=44))

    # --- building ---------------------------------------------------------------------------------
    def message_html(self, text: str, rules: tuple[str, ...] = (), ok: bool = False, note: bool = False) -> str:
        return message_html(text, rules, ok, note)

    def header_html(self, name: str | None) -> str:
        """The bar of the 500 pages (its "Course" leads to the 500 course): one row on a phone."""
        return FACES_STYLE + nav_html("fuenfhundert-play", name)

    # --- actions ----------------------------------------------------------------------------------

    def press_bid(self, call: str) -> None:
        self._done(self.session.bid(call))

    def hint(self) -> None:
        hint = self.session.hint()
        if hint is None:
            self.hint_html.value = message_html(_("No hint now: it is not your turn."), ok=True)
            return
        self.hint_html.value = hint_html(hint.label, hint.reason, hint.rules)

    # --- drawing ----------------------------------------------------------------------------------
    def show_parts(self) -> None:
        """The seats, the contract and the trick, the open hand, what happened, the bidding, the cards laid
        away and the bid buttons."""
        session = self.session
        self.seats.value = seats_html(session)
        self.table.value = done_html(session, table_html(session), self.fresh_trick())
        self.open_hand.value = open_hand_html(session)
        self.replies.value = replies_html(session, session.replies)
        self.calls.value = bids_html(session)
        self.laid.value = laid_away_html(session)
        self.show_bids()

    def show_choices(self) -> None:
        """The joker's suit buttons, when the learner leads it at no trump or in a Misère (F7)."""
        choices = {c.action for c in self.session.choices()}
        for suit, button in zip(fh.SUITS, self.joker_buttons):
            button.layout.display = None if f"JO:{suit}" in choices else "none"
        self.choices.layout.display = None if choices else "none"

    def show_end(self) -> None:
        """The score, and every trick with why it went where it went, once the round is over."""
        session = self.session
        self.score.value = score_html(session)
        self.review.value = ("<h3>" + esc(_("Every trick, and why it went where it went")) + "</h3>"
                             + "".join(review_html(session, t) for t in session.review())) if session.over else ""

    def show_deal(self) -> None:
        self.deal_info.value = deal_html(self.session, _link(self.name, deal=self.session.code))

    def show_bids(self) -> None:
        options = self.session.bid_options()
        bidding = self.session.view().phase == "bidding" and self.session.my_turn
        self.bids.layout.display = None if bidding else "none"
        for option, button in zip(options, self.bid_buttons):
            if option.legal:
                button.remove_class("fp-low")
                button.tooltip = (_("Bid {bid}").format(bid=option.label) if option.call != fh.PASS
                                  else _("Pass"))
            else:
                button.add_class("fp-low")
                button.tooltip = _("Not higher than the last bid (F3): tap to see why")

    def hand_hint(self, phase: str) -> str:
        if self.session.sitting_out:
            return _(" — laid down: your partner plays Misère alone (F8, F22)")
        if not self.session.my_turn:
            return ""
        return {"discard": _(" — tap a card to lay it away"),
                "play": _(" — the cards marked ✓ may be played; tapping another says why"),
                }.get(phase, "")

    def hand_marks(self, phase: str) -> tuple[set[str], bool]:
        """The cards that may be played (F9), and whether the joker is led naming a suit (F7)."""
        return (self.session.legal_cards() if phase == "play" else set()), bool(self.session.choices())

    def draw_card(self, index: int, card: str, phase: str, marks: tuple[set[str], bool]) -> None:
        legal, naming = marks
        marked = card in legal
        contract = self.session.contract
        self.card_faces[index].value = card_svg(card, CARD_WIDTH, contract=contract, mark="legal" if marked else None)
        named = fh.as_card(card)        # the button says the card's name (its accessible name), not its code
        button = self.card_buttons[index]
        button.description = named.german_name
        may = _(" (may be played: name a suit first)") if card == "JO" and naming else _(" (may be played)")
        button.tooltip = named.name(contract) + (may if marked else "")
        self.mark(self.card_boxes[index], "fp-legal", marked)

    def last_trick_html(self, last: TrickReview) -> str:
        return review_html(self.session, last, _("Last trick: trick"))

    def show_match(self) -> None:
        self.match.value = match_html(self.session, self.session.stats(), self.saved_words())


def build_fuenfhundert_play(environ: Mapping[str, str] | None = None) -> FuenfhundertPlayApp:
    """What notebooks/500-play.ipynb shows."""
    return FuenfhundertPlayApp.from_environment(environ)
