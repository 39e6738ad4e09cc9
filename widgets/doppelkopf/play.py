"""The Doppelkopf play page: the learner plays seat 0 of a round in either seed rule set.

A thin ipywidgets view over :class:`tutor.doppelkopf.DoppelkopfSession`: the session holds the
round and passes every click to the engine; this module lays out the rule-set switch, the table, the
learner's hand (pictures with Doppelkopf's words on them; the cards a tap may use marked by a green frame,
a ✓ and a green name), the reservation and
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

from collections.abc import Mapping

import ipywidgets as W

from hydra.doppelkopf import TITLES
from hydra.core.i18n import N_, _
from tutor.links import SCHWEINE_KEY
from tutor.doppelkopf import (DEFAULT_RULES, SCHWEINE_LINE, SET_TITLES, DoppelkopfLinkError, DoppelkopfSession,
                                   TrickReview, parse_rules, parse_schweine)
from tutor.progress import ProgressStore

from ..common.base import esc
from ..common.nav import nav_html
from ..common.rules import cited_html
from ..common.table import SORRY, TablePage, deal_or_new
from ..common.table_html import page_title_html
from .play_html import (CARD_WIDTH, STYLE, card_face, card_label, dk_words,
                    deadlines_html, deal_html, done_html, game_html, hint_html, match_html,
                   message_html,
                   replies_html, review_html, score_html, seats_html, table_words, trick_html)

__all__ = ["DoppelkopfPlayApp", "build_doppelkopf_play", "HAND_SLOTS", "PAGE_KEY", "SORRY"]

#: The most cards a hand holds: 14, while the taker of a Trumpfabgabe gives cards back (D41, D42).
HAND_SLOTS = 14
#: The key this page gives the navigation bar (it is not one of the bar's own pages).
PAGE_KEY = "doppelkopf-play"
INTRO = N_("You play with three example players, Ben, Cem and Dora. Say gesund or a reservation, announce when "
           "you like, play your cards: the rules engine says why whenever a rule decides, and a small link beside "
           "it opens the rule (its sentence in the rules text and its English).")


class DoppelkopfPlayApp(TablePage[DoppelkopfSession, set[str]]):
    """The whole page. Build it, then display it."""

    QUERY_KEYS = ("rules", "deal", SCHWEINE_KEY)
    SPEAKS_LANGUAGES = True


    def __init__(self, session: DoppelkopfSession | None = None, *, rules: str | None = None, deal: str | None = None,
                 store: ProgressStore | None = None, name: str | None = None, schweine: str | bool | None = None
                 ) -> None:
        notes = []
        if session is None:
            try:
                rules = None if rules is None or not rules.strip() else parse_rules(rules)   # ?rules= alone
            except DoppelkopfLinkError as error:
                notes.append(_("{error} The page plays the {rules} instead.").format(error=error,
                                                                                      rules=_(SET_TITLES[DEFAULT_RULES])))
                rules = None
            try:
                pigs = schweine if isinstance(schweine, bool) else parse_schweine(schweine)
            except DoppelkopfLinkError as error:
                notes.append(_("{error} The page plays without them.").format(error=error))
                pigs = False
            dealt, note = deal_or_new(lambda code: DoppelkopfSession(store, rules=rules, deal=code, schweine=pigs),
                                      deal, DoppelkopfLinkError)
            notes += [note] if note else []
            notes += ([_("{error} The page plays without them.").format(error=dealt.schweine_refused)]
                      if dealt.schweine_refused else [])
            session = dealt
        self.open_page(session, name,
                       STYLE + page_title_html("hp", _("Play a round of Doppelkopf"), "<p>" + esc(_(INTRO)) + "</p>",
                                               friends=f"doppelkopf-{session.rules}"))
        self.rules_note = W.HTML()
        self.rules_pick = W.ToggleButtons(options=[("Hausrunde", "hausrunde"), ("Turnier", "turnier")],
                                          value=self.session.rules, description=_("Rule set:"),
                                          tooltips=[_("the Hausrunde rules (its rules text)"),
                                                    _("the tournament rules (its rules text)")])
        self.rules_pick.add_class("dkp-rules-pick")
        self.rules_pick.observe(self.safe(lambda ch: self.set_rules(ch["new"])), "value")
        self.schweine_pick = W.ToggleButtons(options=[(_("Without Schweine"), False), (_("With Schweine"), True)],
                                             value=self.session.schweine, description="Schweine:",
                                             tooltips=[_("play without Schweine"), _("play with Schweine")])
        self.schweine_pick.add_class("dkp-rules-pick")
        self.schweine_pick.observe(self.safe(lambda ch: self.set_schweine(bool(ch["new"]))), "value")
        self.schweine_box = W.VBox([self.schweine_pick,
                                    W.HTML(f'<div class="dkp-schweine-note">{cited_html(_(SCHWEINE_LINE))}</div>')])
        self.schweine_box.add_class("dkp-schweine")

        self.trick = W.HTML()
        board = W.VBox([self.deal_info, self.status, self.seats, self.trick])
        board.add_class("hp-board")
        board.add_class("dkp-board")

        solos = W.Dropdown(options=[("", "")], description=_("Solo:"), layout=W.Layout(width="auto"))
        self.build_choices(8, "dkp-choices", solos, _("Announce this solo"), lambda action: action)

        self.hand = self.build_card_slots(HAND_SLOTS, "dkp-card")
        self.hand.add_class("dkp-hand")

        controls = W.HBox(self.build_controls(_("Take back your last action"),
                                              _("Deal the next round; the player left of the dealer deals")))
        controls.add_class("hp-controls")

        self.last_trick, self.game, self.deadlines = W.HTML(), W.HTML(), W.HTML()
        self.sheet, self.review = W.HTML(), W.HTML()
        self.end = W.VBox([self.sheet, self.review, self.build_review_buttons()])

        # phone first: the table, the calls and the hand on the first screen; what a button opens just under
        # the buttons; the rule set and the Schweine (they deal again) below the round
        settings = W.VBox([self.rules_note, self.rules_pick, self.schweine_box])
        settings.add_class("dkp-settings")
        super().__init__([self.header, self.title, board, self.message, self.choices, self.hand_title, self.hand,
                          controls, self.hint_html, self.last_trick, self.replies, self.end, settings, self.name_row,
                          self.game, self.deadlines, self.match])
        self.add_class("hp-app")
        self.start(name, " ".join(notes))

    def snapshot_html(self) -> str:
        """The page without its kernel (a saved notebook): the title, the rule set, the table and the hand."""
        return (self.title.value + self.rules_note.value + self.deal_info.value + self.status.value
                + self.seats.value + "<p>" + esc(", ".join(card_label(c) for c in self.hand_cards)) + "</p>")

    def message_html(self, text: str, rules: tuple[str, ...] = (), ok: bool = False, note: bool = False) -> str:
        return message_html(text, rules, ok, note)

    def header_html(self, name: str | None) -> str:
        return nav_html(PAGE_KEY, name)

    # --- actions ----------------------------------------------------------------------------------------

    def address_query(self) -> dict[str, str | None]:
        """The deal, the rule set and the Schweine (``&schweine=1``, removed at a table without them)."""
        return {"deal": self.session.code, "rules": self.session.rules,
                SCHWEINE_KEY: "1" if self.session.schweine else None}

    def set_rules(self, rules: str) -> None:
        if rules != self.session.rules:
            self._done(self.session.set_rules(rules), new_round=True)

    def set_schweine(self, on: bool) -> None:
        if on != self.session.schweine:
            self._done(self.session.set_schweine(on), new_round=True)

    def hint(self) -> None:
        self.hint_html.value = hint_html(self.session.hint())

    # --- drawing ------------------------------------------------------------------------------------------
    def show_parts(self) -> None:
        """The rule set, the seats, the trick, what happened, the game and the announcements' deadlines."""
        session = self.session
        self.rules_pick.value = session.rules
        self.schweine_pick.value = session.schweine
        self.schweine_box.layout.display = None if session.schweine_allowed else "none"
        said = (_("You are playing the {rules}, the page's default. Switch here to play the same deal under the "
                  "other rule set.") if session.rules == DEFAULT_RULES else
                _("You are playing the {rules}. Switch here to play the same deal under the other rule set."))
        self.rules_note.value = ('<div class="dkp-rules-note">'
                                 + esc(said).format(rules=f"<b>{esc(table_words(session))}</b>") + "</div>")
        self.seats.value = seats_html(session)
        self.trick.value = done_html(session, trick_html(session), self.fresh_trick())
        self.replies.value = replies_html(session, session.replies)
        self.game.value = game_html(session)
        self.deadlines.value = deadlines_html(session)

    def show_deal(self) -> None:
        self.deal_info.value = deal_html(self.session, self.name)

    def status_data(self) -> dict[str, str]:
        return {"rules": self.session.rules, "schweine": str(int(self.session.schweine))}

    def show_choices(self) -> None:
        solos = self.show_choice_buttons(("gesund", "weiter", "passen"))
        if solos:
            self.solo_game.options = [(TITLES.get(c.action[5:], c.label), c.action) for c in solos]

    def hand_hint(self, phase: str) -> str:
        if not self.session.my_turn:
            return ""
        return {"play": _(" — ✓ (green) may be played; tapping another says which rule forbids it"),
                "armut-return": _(" — tap the cards to give back; ✓ marks those you may give now"),
                "armut-add": _(" — tap a fail card (✓) to add it to your Trumpfabgabe")}.get(phase, "")

    def status_words(self, text: str) -> str:
        """The status line as a Doppelkopf player reads it: no notation, "tap", no rule ids (widgets.common.phone)."""
        return dk_words(super().status_words(text))

    def hand_marks(self, phase: str) -> set[str]:
        """The cards a tap does something with now (D7, D11, D42)."""
        return self.session.playable()

    def draw_card(self, index: int, card: str, phase: str, marks: set[str]) -> None:
        ok = card in marks
        self.card_faces[index].value = card_face(card, CARD_WIDTH, "legal" if ok else None)
        button = self.card_buttons[index]
        button.description = card_label(card)
        button.tooltip = card_label(card) + (_(" (may be used now)") if ok else "")
        self.mark(self.card_boxes[index], "hp-legal", ok)

    def last_trick_html(self, last: TrickReview) -> str:
        return review_html(self.session, last, len(self.session.view().tricks), _("Last trick"))

    def show_end(self) -> None:
        session = self.session
        if session.view().ending != "played":
            self.end.layout.display = "none"
            return
        self.end.layout.display = None
        self.sheet.value = score_html(session)
        self.show_review(lambda item, count: review_html(session, item, count))

    def show_match(self) -> None:
        self.match.value = match_html(self.session, self.session.stats(), self.saved_words())


def build_doppelkopf_play(environ: Mapping[str, str] | None = None) -> DoppelkopfPlayApp:
    """What notebooks/doppelkopf-play.ipynb shows."""
    return DoppelkopfPlayApp.from_environment(environ)
