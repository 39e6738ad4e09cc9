"""The presenter: a scenario on the projector, played forward card by card, with "what if" branches.

A thin view over :class:`tutor.hydra.scenarios.Line`: the engine says which cards are legal
(``Round.legal_cards``), who wins (``Trick.explain``), the parties and the score sheet.

>>> from tutor.hydra.scenarios import load_library
>>> p = Presenter(load_library("r01-hydra-on-a-fail-trick"))
>>> p.line.cursor == (p.scenario.extra["shows"]["trick"] - 1) * 5
True
>>> p.next_button.click(); p.line.cursor % 5
1
"""

from __future__ import annotations

from collections.abc import Callable

import ipywidgets as W

import hydra
from hydra.hydra.cards import CardLike
from hydra.core.i18n import _
from hydra.hydra.svg import hand_svg, trick_svg
from tutor.hydra.scenarios import HAND_SIZE, Line, Scenario, description_of, title_of
from tutor.table.seat_names import NAMES

from widgets.common.base import Trait, esc
from .messages import SORRY, message_html, safe, said, said_html, seat_word
from .presenter_html import compare_html, explain_html, sheet_html
from .seat_rows import CardButton, SeatRow, SeatRows
from .style import STYLE, button

# STYLE, safe and message_html are imported from here by the dashboard's other modules too.
__all__ = ["Presenter", "STYLE", "safe", "message_html"]

BIG = 88           # the trick on the table (beside the hands: five cards in 480 px)
MOVER = 50         # the clickable hand of the seat to move (ten cards in one row beside the table)
HAND = 44          # the other hands when all are shown
SEAT_HAND = 112    # one seat's own hand in a seat's view


def _none_left() -> str:
    return '<div class="ht-none">' + esc(_("no cards left")) + "</div>"


class Presenter(W.VBox):
    """Show a scenario big: all hands or one seat's view, step trick by trick, explain, branch."""

    def __init__(self, scenario: Scenario | None = None, **kwargs: Trait) -> None:
        super().__init__(**kwargs)
        self.add_class("ht")
        self.scenario: Scenario | None = None
        self.main: Line | None = None
        self.what_if: Line | None = None
        self.line: Line | None = None          # the line shown: the main line or the what-if
        self._on_move: list[Callable[[], object]] = []  # object: a callback's result is not used
        # while a class question is open (widgets.classroom), what would answer it stays hidden:
        # the trick's winner mark, the legal cards' colours, the parties and "Explain trick"
        self.hide_answers = False
        self._header = W.HTML()
        self.start_button = button(_("Start"), _("Back to the first card"), icon="fast-backward")
        self.back_button = button(_("Back"), _("Take the last card back (undo)"), icon="step-backward")
        self.next_button = button(_("Next card"), _("Play the next card of this line"), icon="step-forward")
        self.trick_button = button(_("Next trick"), _("Play to the end of the trick"), icon="fast-forward")
        self.explain_button = W.ToggleButton(description=_("Explain trick"), icon="lightbulb-o",
                                             tooltip=_("Show why the trick goes where it goes"),
                                             layout=W.Layout(width="auto", height="44px"))
        self.parties_button = W.ToggleButton(description=_("Show parties"), icon="users",
                                             layout=W.Layout(width="auto", height="44px"))
        self.score_button = W.ToggleButton(description=_("Score sheet"), icon="table",
                                           layout=W.Layout(width="auto", height="44px"))
        self.branch_button = button(_("What if?"), _("Branch here: keep this line and play another card"),
                                     style="warning", icon="code-fork")
        self.view_choice = W.Dropdown(description=_("Show"), options=[(_("all hands"), -1)], value=-1,
                                      layout=W.Layout(width="220px"))
        self.line_choice = W.ToggleButtons(options=[(_("main line"), "main")], value="main",
                                           layout=W.Layout(display="none"))
        self.drop_button = button(_("Drop what-if"), icon="times", width="auto")
        self.drop_button.layout.display = "none"
        for b, f in ((self.start_button, self._start), (self.back_button, self._back),
                     (self.next_button, self._next), (self.trick_button, self._next_trick),
                     (self.branch_button, self._branch), (self.drop_button, self._drop)):
            b.on_click(lambda _b, f=f: f())
        for t in (self.explain_button, self.parties_button, self.score_button, self.view_choice):
            t.observe(lambda change: self.refresh(), "value")
        self.line_choice.observe(self._switch_line, "value")
        self.message = W.HTML()
        self._table_head = W.HTML()
        self._trick = W.HTML()
        self._trick.add_class("ht-cards")
        self._explain = W.HTML()
        self._seat_rows = SeatRows(self.play_card)
        self._hands = self._seat_rows.box
        self._table = W.VBox([self._table_head, self._trick, self._explain])
        self._table.add_class("ht-table")
        self._knowledge = W.HTML()
        self._compare_html = W.HTML()
        self._compare_html.add_class("ht-cmp")
        self._sheet = W.HTML()
        self._sheet.add_class("ht-sheet")
        controls = W.HBox([self.start_button, self.back_button, self.next_button, self.trick_button,
                           self.explain_button, self.parties_button, self.score_button,
                           self.branch_button], layout=W.Layout(flex_flow="row wrap"))
        lines = W.HBox([self.view_choice, self.line_choice, self.drop_button],
                       layout=W.Layout(flex_flow="row wrap", align_items="center"))
        left = W.VBox([self._table, self._knowledge])
        left.add_class("ht-left")
        self._hands.add_class("ht-right")
        row = W.HBox([left, self._hands], layout=W.Layout(align_items="flex-start", flex_flow="row wrap"))
        row.add_class("ht-present-row")
        self.children = [W.HTML(STYLE), self._header, W.HBox([controls, lines],
                                                             layout=W.Layout(flex_flow="row wrap",
                                                                             align_items="center")),
                         self.message, row, self._compare_html, self._sheet]
        if scenario is not None:
            self.load(scenario)

    # --- loading ------------------------------------------------------------------------------
    def on_move(self, callback: Callable[[], object]) -> None:
        """``callback()`` after every redraw (a card played, a step back, another line ...)."""
        self._on_move.append(callback)

    @safe
    def load(self, scenario: Scenario, at: int | None = None) -> None:
        """Show ``scenario``; a library scenario opens at the start of the trick it is about, and
        ``at`` (cards played, from a share link) opens it at that position."""
        line = Line(scenario)
        self.scenario = scenario.copy()
        self.main, self.what_if, self.line = line, None, line
        shows = scenario.extra.get("shows") or {}
        trick = shows.get("trick") if isinstance(shows, dict) else None
        if at is not None:
            line.go(at)
        else:
            line.go((trick - 1) * line.trick_size if isinstance(trick, int) and trick > 0 else 0)
        seats = list(line.round.seats)
        self._quiet = True                    # one redraw at the end, not one per control
        try:
            self.view_choice.options = [(_("all hands"), -1)] + [(_("{name}'s view").format(name=seat_word(s)), s)
                                                              for s in seats]
            self.view_choice.value = -1
            self._sync_lines()
        finally:
            self._quiet = False
        self.message.value = ""
        self.refresh()

    def show_message(self, text: str) -> None:
        self.message.value = message_html(text)

    def set_hide_answers(self, hide: bool) -> None:
        """Hide (a class question is open) or show again (revealed) what would answer it."""
        if hide == self.hide_answers:
            return
        self.hide_answers = hide
        for b in (self.explain_button, self.parties_button, self.score_button):
            b.disabled = hide
        self.refresh()

    # --- steps ------------------------------------------------------------------------------
    @safe
    def _start(self):
        self.line.start()
        self.message.value = ""
        self.refresh()

    @safe
    def _back(self):
        self.line.back()
        self.message.value = ""
        self.refresh()

    def _step(self) -> str | None:
        """One card forward: the line's next card, or, past its last one (a fresh deal), the card an
        example player chooses (``hydra.RuleBasedPlayer``, checked by the engine). Returns what
        happened in words, or None when the round is over."""
        assert self.line is not None
        rnd = self.line.round
        if rnd.is_over:
            return None
        if self.line.cursor < len(self.line.cards):
            self.line.forward()
            return ""
        seat = rnd.to_move
        card = hydra.RuleBasedPlayer(self.line.cursor).choose(rnd)
        reason = self.line.play(card)
        if reason:
            raise hydra.RuleError(reason, rule="rules: Bedienen")
        return _("{name}: {card}").format(name=seat_word(seat), card=hydra.as_card(card).name())

    @safe
    def _next(self):
        played = self._step()
        if played is None:
            self.show_message(_("The round is over."))
            return
        self.message.value = (message_html(_("The example player plays {card}.").format(card=played), "ok")
                              if played else "")
        self.refresh()

    @safe
    def _next_trick(self):
        assert self.line is not None
        if self.line.round.is_over:
            self.show_message(_("The round is over."))
            return
        size = self.line.trick_size
        target = (self.line.cursor // size + 1) * size
        chosen = []
        while self.line.cursor < target:
            played = self._step()
            if played is None:
                break
            if played:
                chosen.append(played)
        self.message.value = (message_html(_("The example players play {cards}.").format(cards=", ".join(chosen)), "ok")
                              if chosen else "")
        self.refresh()

    @property
    def position(self) -> int:
        """Cards played so far on the line shown."""
        return self.line.cursor if self.line is not None else 0

    def go(self, cursor: int) -> None:
        """Show the line at ``cursor`` cards played (clamped to the cards it has)."""
        if self.line is not None:
            self.line.go(cursor)
            self.refresh()

    @safe
    def play_card(self, card: CardLike) -> bool:
        """Play ``card`` for the seat to move (the engine refuses an illegal card)."""
        assert self.line is not None
        reason = self.line.play(card)
        if reason:
            self.show_message(reason)
            return False
        self.message.value = ""
        self.refresh()
        return True

    @safe
    def _branch(self):
        if self.what_if is not None and self.line is self.what_if:
            self.show_message(_("You are in the what-if line already: drop it to branch again."))
            return
        self.what_if = self.main.branch(_("what if"))
        self.line = self.what_if
        self._sync_lines()
        self.message.value = message_html(
            _("What if? Play a different card now: the main line is kept for the comparison below."), "ok")
        self.refresh()

    @safe
    def _drop(self):
        self.what_if, self.line = None, self.main
        self._sync_lines()
        self.message.value = ""
        self.refresh()

    def _sync_lines(self):
        options = [(_("main line"), "main")] + ([(_("what if"), "what-if")] if self.what_if else [])
        self._syncing = True
        try:
            self.line_choice.options = options
            self.line_choice.value = "what-if" if self.line is self.what_if and self.what_if else "main"
        finally:
            self._syncing = False
        shown = "" if self.what_if else "none"
        self.line_choice.layout.display = shown
        self.drop_button.layout.display = shown

    def _switch_line(self, change):
        if getattr(self, "_syncing", False):
            return
        self.line = self.what_if if change["new"] == "what-if" and self.what_if else self.main
        self.message.value = ""
        self.refresh()

    # --- drawing ----------------------------------------------------------------------------
    def refresh(self) -> None:
        if getattr(self, "_quiet", False):
            return
        try:
            self._draw()
        except Exception:  # noqa: BLE001
            self.show_message(SORRY)

    def _draw(self):
        if self.line is None:
            self._header.value = "<h1>" + esc(_("No scenario yet")) + "</h1>"
            return
        s, rnd = self.scenario, self.line.round
        title = esc(title_of(s) or _("A scenario"))
        desc = f'<div class="ht-desc">{said_html(description_of(s))}</div>' if s.description else ""
        chips = f'<span class="ht-chip">{esc(said(s.game_label))}</span>'
        chips += f'<span class="ht-chip">{esc(rnd.game.name)}</span>'
        dealer = _("dealer: {name}").format(name=seat_word(s.dealer))
        chips += f'<span class="ht-chip">{esc(dealer)}</span>'
        if self.what_if is not None:
            showing = _("showing: {line}").format(line=self.line.name)
            chips += f'<span class="ht-chip" style="background:#ffe0b2">{esc(showing)}</span>'
        self._header.value = f'<div class="ht-title-row"><h1>{title}</h1>{chips}</div>{desc}'
        self._draw_hands(rnd)                 # hands first: the header changes last
        self._draw_table(rnd)
        self._draw_compare()
        self._draw_sheet(rnd)
        on = self.line.cursor > 0
        self.start_button.disabled = self.back_button.disabled = not on
        # past the line's last card the example players play on, so only the round's end stops them
        self.next_button.disabled = self.trick_button.disabled = rnd.is_over
        for callback in self._on_move:
            callback()
        self.branch_button.disabled = rnd.is_over or self.line is self.what_if

    def _current_trick(self, rnd):
        if rnd.current_trick is not None:
            return rnd.current_trick, len(rnd.tricks) + 1
        if rnd.tricks:
            return rnd.tricks[-1], len(rnd.tricks)
        return None, 1

    def _draw_table(self, rnd):
        trick, number = self._current_trick(rnd)
        between = rnd.current_trick is None and not rnd.is_over
        if rnd.is_over:
            state = _("The round is over.")
        elif between:
            number = len(rnd.tricks) + 1
            state = _("{name} leads.").format(name=seat_word(rnd.to_move))
        else:
            state = _("{name} to play.").format(name=seat_word(rnd.to_move))
        which = _("Trick {number} of {tricks}").format(number=number, tricks=HAND_SIZE)
        card = _("card {number} of {cards}").format(number=self.line.cursor, cards=HAND_SIZE * self.line.trick_size)
        self._table_head.value = (f'<div class="ht-head"><b>{esc(which)}</b> &middot; '
                                  f"{esc(state)} &middot; {esc(card)}</div>")
        if trick is None:
            self._trick.value = ('<div style="height:60px;font-size:18px;padding-top:20px">'
                                 + esc(_("No card played yet.")) + "</div>")
            self._explain.value = ""
            return
        shown = not self.hide_answers
        if between:
            won_by = _(", won by {name}").format(name=seat_word(trick.winner_seat))
            won = f'<span class="ht-won">{esc(won_by)}</span>' if shown else ""
            last = esc(_("Last trick (trick {number})").format(number=len(rnd.tricks)))
            head = f'<div style="font-size:17px;color:#1f3d2a;margin:4px 0">{last}{won}:</div>'
            self._trick.value = head + trick_svg(trick, HAND + 14, show_winner=shown, names=NAMES)
        else:
            self._trick.value = trick_svg(trick, BIG, show_winner=shown, names=NAMES)
        if self.explain_button.value and shown:
            self._explain.value = explain_html(trick)
        else:
            self._explain.value = ""

    def _seat_label(self, rnd, seat):
        text = esc(seat_word(seat))
        if self.parties_button.value and rnd.formation is not None and not self.hide_answers:
            f = rnd.formation
            text += f"<br><small>{esc(said(f.names[f.party_of(seat)]))}</small>"
        if seat == rnd.to_move:
            text += "<br><small>" + esc(_("to play")) + " &#9654;</small>"
        cls = "ht-seat ht-move" if seat == rnd.to_move else "ht-seat"
        return f'<div class="{cls}">{text}</div>'

    def _clickable(self, rnd, seat, width):
        legal = set(rnd.legal_cards())
        reasons = rnd.illegal_reasons()
        buttons = []
        for card in rnd.game.sorted(rnd.hand(seat)):
            play = _("Play {card}").format(card=card.name())
            if self.hide_answers:          # a class question is open: no card told apart
                buttons.append(CardButton(str(card), None, play))
            elif card in legal:
                buttons.append(CardButton(str(card), True, play))
            else:
                buttons.append(CardButton(str(card), False, said(reasons.get(card, _("may not be played now")))))
        return SeatRow(self._seat_label(rnd, seat), buttons=tuple(buttons), width=width)

    def _pictured(self, rnd, seat, cards, width):
        return SeatRow(self._seat_label(rnd, seat), pictured=hand_svg(cards, width) if cards else _none_left())

    def _draw_hands(self, rnd):
        rows = []
        seat_view = self.view_choice.value
        one_seat = seat_view is not None and seat_view >= 0 and seat_view in rnd.seats
        if one_seat:
            view = rnd.view(seat_view)
            others = " &middot; ".join(esc(_("{name}: {n} cards").format(name=seat_word(s), n=view.hand_sizes[s]))
                                       for s in rnd.seats if s != seat_view)
            know = view.knowledge.describe() if view.knowledge is not None else ""
            knows = _("What {name} knows:").format(name=seat_word(seat_view))
            self._knowledge.value = (f'<div class="ht-todo"><b>{esc(knows)}</b> '
                                     f"{said_html(know)}<br>{others}</div>")
            if rnd.to_move == seat_view and not rnd.is_over:
                rows.append(self._clickable(rnd, seat_view, SEAT_HAND))
            else:
                rows.append(self._pictured(rnd, seat_view, rnd.game.sorted(view.hand), SEAT_HAND))
        else:
            self._knowledge.value = ""
            # the seat to move on top, then the others in playing order: its hand is on a
            # projector's screen (1280x720) without scrolling, whatever its seat number
            seats = list(rnd.seats)
            if rnd.to_move in seats and not rnd.is_over:
                first = seats.index(rnd.to_move)
                seats = seats[first:] + seats[:first]
            for seat in seats:
                if seat == rnd.to_move and not rnd.is_over:
                    rows.append(self._clickable(rnd, seat, MOVER))
                else:
                    rows.append(self._pictured(rnd, seat, rnd.game.sorted(rnd.hand(seat)), HAND))
        self._seat_rows.draw(rows, bordered=not one_seat)

    def _draw_compare(self):
        self._compare_html.value = "" if self.what_if is None else compare_html(self.main, self.what_if)

    def _draw_sheet(self, rnd):
        if not self.score_button.value or rnd.formation is None or self.hide_answers:
            self._sheet.value = ""
            return
        self._sheet.value = sheet_html(rnd, self.scenario.title)

    def csv(self) -> str:
        """The score sheet of the shown line as CSV (``ScoreSheet.to_csv``)."""
        assert self.line is not None
        return self.line.round.sheet.to_csv()
