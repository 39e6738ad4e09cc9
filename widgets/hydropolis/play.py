"""The Hydropolis play page: a thin ipywidgets view over :class:`tutor.hydropolis.HydropolisSession`.

Tap a card of your hand: the cells where it fits are marked green on the table, each with its points.
“Turn” turns the chosen card half-way (P4). Tap a cell: the card is laid there, and the message says its
points part by part (P11), or the engine's sentence if it does not fit there (P6-P8). The table is the
engine's picture cut to the cells in play, with a button over each cell; it scrolls inside its frame on
a phone and “Smaller”/“Bigger” zoom it. Everything drawn comes from the learner's seat view.

>>> app = HydropolisPlayApp(deal="7-0", players="2")
>>> card = app.hand_cards[0]
>>> app.click(0)
>>> app.chosen == card and "fits" in app.fits.value
True
>>> bad = next(c for c in app.cell_buttons if c not in app.session.cells_for(card))
>>> app.tap_cell(bad)
>>> "Not allowed" in app.message.value
True
"""

from __future__ import annotations

from collections.abc import Mapping
import ipywidgets as W

from hydra import hydropolis as hp
from hydra.core.i18n import N_, _, ngettext
from tutor.course import notebook_url
from tutor.hydropolis import DealLinkError, HydropolisSession, seat_word
from tutor.progress import ProgressStore

from ..common.base import esc
from ..common.nav import nav_html
from ..common.rules import cited_html
from ..common.play_page import PlayPage
from ..common.table_html import page_title_html
from .play_html import (CARD_WIDTH, STYLE, end_html, fits_html, happened_html, hint_html, message_html, replies_html,
                        scroll_html, seats_html, window, window_svg)

__all__ = ["HydropolisPlayApp", "build_hydropolis_play", "NOTEBOOK", "PAGE_KEY"]

NOTEBOOK = "hydropolis-play.ipynb"
PAGE_KEY = "hydropolis-play"
#: The zoom's steps (widgets.hydropolis.play_html's STYLE): smaller, as drawn first, bigger, biggest.
_ZOOMS = ("hyp-z0", "hyp-z1", "hyp-z2", "hyp-z3")
HOW = N_("You lay first; the other players are the engine's example players, who lay the card that scores "
         "the most and say why. Tap a card of your hand: the cells where it fits are marked green, each with "
         "its points. “Turn” turns it half-way (P4). Tap a cell to lay it there. A card fits where every side "
         "it meets fits (P8) and it joins the pipes at least once; it scores for a covered leaky card, its "
         "neighbours, caps and pipes (P11). If none of your cards fits, draw (or pass once the pile is empty, "
         "P12).")
DECK = N_("The rules text lists no cards: this is the tutor's own deck of 60 (the published game's cards may differ).")


def _how() -> str:
    return f"<p>{esc(_(HOW))}</p><p>{esc(_(DECK))}</p>"


class HydropolisPlayApp(PlayPage[HydropolisSession]):
    """The whole page. Build it, then display it (no display() in here)."""

    QUERY_KEYS = ("deal", "players", "target", "wrench")
    SAVED_WITH = N_("Every finished game is saved with your points.")
    REFUSED_CLASS = "hyp-msg"
    SAVED = N_("Your games are saved under your name.")
    SPEAKS_LANGUAGES = True
    SAVES = "games"
    STATUS_CSS = "hyp-status"

    def __init__(self, session: HydropolisSession | None = None, *, deal: str | None = None,
                 players: str | None = None, target: str | None = None, wrench: str | None = None,
                 store: ProgressStore | None = None, name: str | None = None) -> None:
        note = ""
        if session is None:
            try:
                session = HydropolisSession(store, deal=deal, players=players, target=target, wrench=wrench)
            except DealLinkError as refused:
                session, note = HydropolisSession(store), _("{why} Here is a new game instead.").format(why=refused)
        self.open_page(session, name,
                       STYLE + page_title_html("hyp", _("Play a game of Hydropolis"), cited_html(_how(), str),
                                               friends="hydropolis"))
        self.fits = W.HTML()

        # the table: the picture, and a button over each cell
        self.picture = W.HTML()
        self.picture.add_class("hyp-pic")
        self.cells = W.GridBox([])
        self.cells.add_class("hyp-cells")
        self.cell_buttons: dict[hp.Cell, W.Button] = {}
        stack = W.Box([self.picture, self.cells])
        stack.add_class("hyp-stack")
        self.board = W.Box([stack])
        self.board.add_class("hyp-board")
        self.smaller = W.Button(description=_("Smaller"), tooltip=_("Draw the table smaller"))
        self.bigger = W.Button(description=_("Bigger"), tooltip=_("Draw the table bigger"))
        self.smaller.on_click(self.safe(lambda _b: self.zoom(-1)))
        self.bigger.on_click(self.safe(lambda _b: self.zoom(+1)))
        zoom = W.HBox([self.smaller, self.bigger])
        zoom.add_class("hyp-zoom")

        # the hand, and what to do with the chosen card
        self.hand = W.HBox([])
        self.hand.add_class("hyp-hand")
        self.card_faces: list[W.HTML] = []
        self.card_buttons: list[W.Button] = []
        self.card_boxes: list[W.VBox] = []
        self.hand_cards: list[str] = []
        self.turn_button = W.Button(description=_("Turn"), tooltip=_("Turn the chosen card half-way"))
        self.turn_button.on_click(self.safe(lambda _b: self.turn()))
        self.draw_button = W.Button(description=_("Draw"), button_style="warning")
        self.draw_button.on_click(self.safe(lambda _b: self.press(self.session.legal_actions()[0])))
        self.hint_button = W.Button(description=_("Hint"), tooltip=_("What would the example player do in your seat, "
                                                                           "and why?"))
        self.undo_button = W.Button(description=_("Undo"), tooltip=_("Take back your last move and what followed it"))
        self.next_button = W.Button(description=_("New game"), button_style="success",
                                    tooltip=_("Deal a new game with the options below"))
        self.hint_button.on_click(self.safe(lambda _b: self.hint()))
        self.undo_button.on_click(self.safe(lambda _b: self.undo()))
        self.next_button.on_click(self.safe(lambda _b: self.next_round()))
        controls = W.HBox([self.turn_button, self.draw_button, self.hint_button, self.undo_button, self.next_button])
        controls.add_class("hyp-controls")

        # the options of the next game
        self.players_box = W.Dropdown(options=[(_("{count} players").format(count=n), n) for n in range(2, 6)],
                                      value=session.players, description=_("Players:"), layout=W.Layout(width="190px"))
        targets = sorted({30, 50, 100, 150, session.target})
        self.target_box = W.Dropdown(options=[(_("{count} points").format(count=t), t) for t in targets],
                                     value=session.target, description=_("Target:"), layout=W.Layout(width="190px"))
        self.wrench_box = W.Checkbox(value=session.wrench, description=_("Wrench variant"), indent=False,
                                     layout=W.Layout(width="auto"))
        options = W.HBox([self.players_box, self.target_box, self.wrench_box])
        options.add_class("hyp-options")
        options_note = W.HTML(cited_html(_("<b>Next game</b> (press “New game”): how many play, the points that "
                                           "win at once (P13), and the wrench: three lays of 15 points or more win "
                                           "(P14)."), str))

        self.end, self.all_moves = W.HTML(), W.HTML()
        # phone first: the table, the hand and the buttons on the first screen; what a tap says under them
        super().__init__([self.header, self.title, self.deal_info, self.status, self.seats, self.board,
                          self.hand_title, self.hand, controls, self.fits, self.message, self.hint_html, self.end,
                          self.replies, zoom, options_note, options, self.name_row, self.match, self.all_moves])
        self.add_class("hyp-app")
        self.start(name, note)

    def take_session(self, session: HydropolisSession) -> None:
        """Take ``session``: no card chosen, the table drawn at its first zoom."""
        super().take_session(session)
        self.chosen: str | None = None
        self.turned = False
        self.zoom_at = 1

    def address_query(self) -> dict[str, str | None]:
        query: dict[str, str | None] = {"players": None, "target": None, "wrench": None}
        query.update(self.session.link_query())
        return query

    def snapshot_html(self) -> str:
        """The page without its kernel (a saved notebook): the title, the status, the points, the table."""
        return self.header.value + self.title.value + self.status.value + self.seats.value + self.picture.value

    # --- what the learner taps ----------------------------------------------------------------------
    def click(self, index: int) -> None:
        """A tap on the card at ``index`` of the hand: choose it (a second tap lets it go)."""
        if index >= len(self.hand_cards):
            return
        card = self.hand_cards[index]
        self.hint_html.value = ""
        if self.chosen == card:
            self.chosen, self.turned = None, False
        else:
            self.chosen, self.turned = card, False
            if not self.session.my_turn:
                self._say(self.session.status())
        self.show_choice()

    def turn(self) -> None:
        """Turn the chosen card half-way (P4)."""
        if self.chosen is None:
            self._say(_("Tap a card of your hand first, then “Turn” turns it half-way."), ("P4",))
            return
        self.turned = not self.turned
        self.message.value = ""
        self.show_choice()

    def face(self) -> hp.Card | None:
        """The chosen card as it would be laid (turned or not)."""
        if self.chosen is None:
            return None
        card = hp.as_card(self.chosen)
        return card.turned() if self.turned else card

    def tap_cell(self, cell: hp.Cell) -> None:
        """A tap on a cell of the table: lay the chosen card there, or say why not."""
        if self.chosen is None:
            self._say(_("Tap a card of your hand first: then the cells where it fits are marked green, and a "
                        "tap on one lays it there."))
            return
        outcome = self.session.lay(self.chosen, cell, self.turned)
        if outcome.ok:
            self.chosen, self.turned = None, False
        self._done(outcome)

    def hint(self) -> None:
        hint = self.session.hint()
        if hint is None:
            self.hint_html.value = message_html(_("No hint now: it is not your turn."), ok=True)
            return
        if hint.card is not None:                   # choose the card, turned as the hint lays it
            self.chosen = hint.card
            self.turned = hint.action.split()[0] != hint.card
            self.show_choice()
        self.hint_html.value = hint_html(hint.label, hint.reason, hint.rules, hint.action)

    def undo(self) -> None:
        self.chosen, self.turned = None, False
        super().undo()

    def next_round(self) -> None:
        self.chosen, self.turned = None, False
        self._done(self.session.new_game(players=self.players_box.value, target=self.target_box.value,
                                         wrench=self.wrench_box.value), new_round=True)

    def zoom(self, step: int) -> None:
        """Draw the table a step bigger (``+1``) or smaller (``-1``); a cell stays a 44 px target."""
        self.zoom_at = max(0, min(len(_ZOOMS) - 1, self.zoom_at + step))
        for css in _ZOOMS:
            self.mark(self, css, css == _ZOOMS[self.zoom_at])

    def message_html(self, text: str, rules: tuple[str, ...] = (), ok: bool = False, note: bool = False) -> str:
        return message_html(text, rules, ok, note)

    def header_html(self, name: str | None) -> str:
        return nav_html(PAGE_KEY, name)

    def show_deal(self) -> None:
        """The game's link: the same address deals the same game, and the example players answer alike."""
        href = notebook_url(NOTEBOOK, self.name, **self.session.link_query())
        words = esc(_("link to this game"))
        self.deal_info.value = ('<div class="hyp-dealline">' + _("Game {code} · {link}").format(
            code=esc(self.session.code), link=f'<a class="text-link" href="{esc(href)}">{words}</a>') + "</div>")

    # --- drawing ------------------------------------------------------------------------------------
    def show(self) -> None:
        session = self.session
        view = session.view()
        self.hint_html.value = ""
        names = [(_("You") if s == session.seat else seat_word(s, session.seat)) for s in range(len(view.points))]
        self.seats.value = seats_html(view, names)
        self.replies.value = replies_html(session.replies)
        self.end.value = end_html(session.result(), session.end_lines()) if session.over else ""
        self.all_moves.value = happened_html(session.happened())
        self.show_choice()
        self.show_controls()
        self.show_match()
        self.show_deal()
        self.show_status(self.STATUS_CSS)

    def show_choice(self) -> None:
        """The hand (the chosen card marked, shown as it would be laid), the table with the cells where
        it fits marked, and their points."""
        session = self.session
        view = session.view()
        if self.chosen is not None and hp.as_card(self.chosen) not in view.hand:
            self.chosen, self.turned = None, False
        face = self.face()
        fits = session.cells_for(str(face)) if face is not None and session.my_turn else []
        self.show_hand()
        self.show_table(view, fits)
        if face is not None and session.my_turn:
            self.fits.value = fits_html(face, [view.table.score(face, c) for c in fits])
        else:
            self.fits.value = ""
        self.turn_button.disabled = self.chosen is None

    def show_hand(self) -> None:
        session = self.session
        view = session.view()
        cards = [str(c) for c in view.hand]
        self.hand_cards = cards
        can = {str(a).split()[0] for a in session.legal_actions()}
        while len(self.card_boxes) < len(cards):
            i = len(self.card_boxes)
            face, button = W.HTML(), W.Button()
            button.add_class("tp-pick")
            button.on_click(self.safe(lambda _b, i=i: self.click(i)))
            box = W.VBox([face, button])
            box.add_class("hyp-card")
            box.add_class("tp-card")             # the picture above its name, the name inside its strip
            self.card_faces.append(face)
            self.card_buttons.append(button)
            self.card_boxes.append(box)
        self.hand.children = tuple(self.card_boxes[:len(cards)])
        for card, face, button, box in zip(cards, self.card_faces, self.card_buttons, self.card_boxes):
            chosen = card == self.chosen
            shown = hp.as_card(card).turned() if chosen and self.turned else hp.as_card(card)
            face.value = hp.card_svg(shown, CARD_WIDTH)
            button.description = str(shown)
            fits = card in can or str(hp.as_card(card).turned()) in can
            button.tooltip = (_("{card} (fits somewhere)") if fits else "{card}").format(card=hp.card_name(shown))
            self.mark(box, "hyp-chosen", chosen)
            self.mark(box, "hyp-can", fits and not chosen)
        if not cards:
            title = _("Your hand is empty.")
        elif self.chosen is None:
            title = (_("Your hand: tap a card to choose it (green: it fits somewhere)") if can
                     else _("Your hand: tap a card to choose it"))
        elif self.turned:
            title = _("Chosen: `{card}` (turned half-way): tap a green cell to lay it, or “Turn”").format(
                card=self.face())
        else:
            title = _("Chosen: `{card}`: tap a green cell to lay it, or “Turn”").format(card=self.face())
        self.hand_title.value = f"<b>{esc(title)}</b>"

    def show_table(self, view: hp.SeatView, fits: list[hp.Cell]) -> None:
        box = window(view.table)
        c0, r0, c1, r1 = box
        self.picture.value = window_svg(view.table, box, marked=fits) + scroll_html()
        self.cells.layout.grid_template_columns = f"repeat({c1 - c0 + 1}, var(--hyp-cw))"
        self.cells.layout.grid_template_rows = f"repeat({r1 - r0 + 1}, calc(var(--hyp-cw) / 2))"
        shown = []
        marked = set(fits)
        for row in range(r0, r1 + 1):
            for col in range(c0, c1 + 1):
                cell = hp.Cell(col, row)
                button = self.cell_buttons.get(cell)
                if button is None:
                    button = self.cell_buttons[cell] = W.Button(description=f"{col},{row}")
                    button.add_class("hyp-cell")
                    button.on_click(self.safe(lambda _b, cell=cell: self.tap_cell(cell)))
                button.layout.grid_area = f"{row - r0 + 1} / {col - c0 + 1} / {row - r0 + 2} / {col - c0 + 2}"
                top = view.table.top(cell)
                what = _("{cell}: {card}").format(cell=cell, card=hp.card_name(top)) if top is not None else \
                    _("{cell}: empty").format(cell=cell)
                face = self.face()
                if cell in marked and face is not None:
                    points = view.table.score(face, cell).total
                    what += ngettext("; the chosen card fits here, {count} point",
                                     "; the chosen card fits here, {count} points", points).format(count=points)
                button.tooltip = what
                self.mark(button, "hyp-fit", cell in marked)
                shown.append(button)
        if tuple(shown) != self.cells.children:
            self.cells.children = tuple(shown)

    def show_controls(self) -> None:
        session = self.session
        actions = session.legal_actions()
        no_lay = actions in (["draw"], ["pass"])
        self.draw_button.layout.display = None if no_lay else "none"
        self.draw_button.description = _("Draw a card") if actions == ["draw"] else _("Pass")
        super().show_controls()

    def show_match(self) -> None:
        self.match.value = (f'<div class="hyp-match">{esc(self.session.stats().sentence())} '
                            f"{esc(self.saved_words())}</div>")


def build_hydropolis_play(environ: Mapping[str, str] | None = None) -> HydropolisPlayApp:
    """What notebooks/hydropolis-play.ipynb shows."""
    return HydropolisPlayApp.from_environment(environ)
