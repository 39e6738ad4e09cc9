"""The table page (``notebooks/table.ipynb``): play together, each player on their own phone.

``table.ipynb?game=hydra`` opens a table ("Play with friends" on a play page): the opener types a name,
gets the code, the QR code and the whole address, and starts once the friends have joined
(``table.ipynb?table=CODE``, a name). Once seated, the page's address carries the table's code and the
seat's key (``?table=CODE&member=KEY``, the host's page also ``&host=KEY``), so F5, the connection
banner's "Reload" and a re-opened tab bring the player back to their seat. A thin view: every tap goes
to :class:`tutor.tables.Referee`, every drawing comes from :func:`tutor.tables.seat_state` (the
engine's ``view(seat)``); a :class:`tutor.classroom.Poller` reads the table's version every half second.

>>> import tempfile
>>> data = tempfile.mkdtemp()
>>> host = build_table({"QUERY_STRING": "game=hydra", "HYDRA_DATA_DIR": data}, poll=False)
>>> host.name_input.value = "Ada"; host.open_button.click()
>>> code = host.seat.code
>>> bo = build_table({"QUERY_STRING": f"table={code}", "HYDRA_DATA_DIR": data}, poll=False)
>>> bo.name_input.value = "Bo"; bo.join_button.click()
>>> host.start_button.click(); bo.tick()
True
>>> bo.state["started"], bo.state["names"][:2]
(True, ['Ada', 'Bo'])
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping, MutableMapping

import ipywidgets as W

import hydra
from hydra.core.i18n import N_, _
from tutor.classroom import Poller
from tutor.classroom.address import join_address
from tutor.language import page_language
from tutor.links import query_value
from tutor.games import PLAY_PAGE, TUTOR_GAMES, role_page, table_game
from tutor.tables import Referee, SeatInfo, SeatState, TableStore, seat_state
from tutor.tables.referee import Done
from tutor.errors import log_error

from ..common.base import esc
from ..common.nav import nav_html
from ..common.query import address_html
from .html import STYLE, card_face, lobby_html, match_html, note, score_html, status_html, table_html
from .views import table_views

__all__ = ["TablePage", "build_table", "TABLE_PAGE", "table_link"]

#: The page's notebook, beside the play pages.
TABLE_PAGE = "table.ipynb"
SORRY = N_("Sorry, something went wrong on our side; every move so far is saved. Reload the page.")


def table_link(game: str) -> str:
    """The play page's "Play with friends" link: ``table.ipynb?game=hydra``."""
    return f"{TABLE_PAGE}?game={game}"


def _action_words(game: str, action: str, hand: list[str] | None = None) -> str:
    """A button's words for an action: the play pages' own labels, from the game's table entry (the
    engine's notation for a word the labels do not know)."""
    try:
        return table_game(game).action_words(action, hand or [])
    except (ValueError, KeyError):       # a word the label does not know: its notation
        return action


def bar_page(game: str | None) -> str:
    """The navigation bar's page of a table of the engine game ``game``: the play page of its tutor game where
    that is the table page itself (a game whose play page is this page: the tests' Zwölf), so that the bar's
    "Course" and "Play" are its game's; else "play", as before (a game with a play page of its own).

    >>> bar_page("doppelkopf-turnier"), bar_page(None)
    ('play', 'play')
    """
    key = TUTOR_GAMES.serving(game) if game else None
    play = role_page(TUTOR_GAMES[key], PLAY_PAGE) if key else None
    return play.key if play is not None and play.notebook.startswith(TABLE_PAGE + "?") else "play"


#: The table page's notebook.
TABLE_PAGE = "table.ipynb"


class TablePage(W.VBox):
    """One player's page at a table (see the module's text)."""

    def __init__(self, referee: Referee, *, code: str | None = None, token: str | None = None,
                 host: str | None = None, game: str | None = None, name: str | None = None,
                 environ: Mapping[str, str] | None = None, poll: bool = True) -> None:
        super().__init__()
        self.add_class("tt")
        self.referee, self.env = referee, dict(os.environ if environ is None else environ)
        self.seat: SeatInfo | None = None
        self.host = host or ""
        self.state: SeatState = {}
        self.version = -1
        self._poll = poll
        self.poller = Poller(self.safe_tick)
        games = [(hydra.GAMES[g].title, g) for g in hydra.GAMES]
        self.game_input = W.Dropdown(options=games, value=game if game in hydra.GAMES else next(iter(hydra.GAMES)),
                                     description=_("Game:"))
        self.name_input = W.Text(value=name or "", placeholder=_("your name"), description=_("Your name:"),
                                 style={"description_width": "initial"}, layout=W.Layout(width="250px"))
        self.code_input = W.Text(value=code or "", placeholder="K7QM3", description=_("Table code:"),
                                 style={"description_width": "initial"}, layout=W.Layout(width="200px"))
        self.open_button = self._button(_("Open a table"), "primary", "tt-open", self.open_table)
        self.alone_button = self._button(_("Play against example players"), "", "tt-alone", self.play_alone)
        self.join_button = self._button(_("Join the table"), "primary", "tt-join", self.join)
        self.start_button = self._button(_("Start the game"), "success", "tt-start", self.start)
        self.next_button = self._button(_("Next round"), "success", "tt-next", self.next_round)
        self.header, self.message, self.lobby, self.status = W.HTML(), W.HTML(), W.HTML(), W.HTML()
        self.table, self.score, self.match, self.rejoin = W.HTML(), W.HTML(), W.HTML(), W.HTML()
        self.hand = W.HBox([])
        self.hand.add_class("tt-hand")
        self.words = W.HBox([])
        self.words.add_class("tt-row")
        self.words.add_class("tt-words")
        self.host_tools = W.VBox([])
        self.away_after = W.Dropdown(options=[(_("never"), 0.0), (_("1 minute"), 60.0), (_("2 minutes"), 120.0),
                                              (_("5 minutes"), 300.0)], value=0.0,
                                     description=_("An example player takes over a seat after:"),
                                     style={"description_width": "initial"}, layout=W.Layout(width="auto"))
        self.away_after.add_class("tt-away-after")
        self.away_after.observe(lambda change: self._run(lambda: self.set_away_after(change["new"])), "value")
        self.back_button = self._button(_("Take my seat back"), "warning", "tt-back", self.take_seat_back)
        self.back_button.layout.display = "none"           # only for a player whose seat an example player took
        self._ticks = 0
        self._board = ""                # a game without tricks: its board (the cards laid), drawn by the tick
        self._card_slots: list[tuple[W.VBox, W.HTML, W.Button]] = []
        self._slot_classes: dict[int, tuple[str, ...]] = {}    # each card slot's classes now
        self._cards_shown: list[str] = []
        self._word_buttons: list[W.Button] = []
        self._words_shown: list[str] = []
        self._host_words: list[str] = []
        self.entry = W.HBox([self.game_input, self.code_input, self.name_input, self.open_button, self.alone_button,
                             self.join_button])
        self.entry.add_class("tt-row")
        # a phone's first screen: whose turn, a refusal's sentence, the hand and the buttons; the table below
        self.children = [W.HTML(STYLE + nav_html(bar_page(game), name, scripts=False)), self.header, self.entry,
                         self.lobby, self.start_button, self.status, self.message, self.back_button, self.hand,
                         self.words, self.score, self.next_button, self.table, self.match, self.host_tools,
                         self.rejoin]
        self._show_entry(opening=not code)
        if code and token:
            self._run(lambda: self._seated(self.referee.store.join(code, "", token=token)))
        elif code and name:
            self.join()

    # --- plumbing ---------------------------------------------------------------------------------
    def _button(self, words: str, style: str, css: str, call: Callable[[], object]) -> W.Button:
        button = W.Button(description=words, button_style=style, layout=W.Layout(width="auto"))
        button.add_class(css)
        button.on_click(lambda _b: self._run(call))
        return button

    def _run(self, call: Callable[[], object]) -> object:  # object: call's result, passed back unread
        """``call()``; a refusal's sentence (a ValueError) or :data:`SORRY` in the message line."""
        try:
            return call()
        except ValueError as error:
            self.message.value = note(str(error))
        except Exception:
            log_error("the table page")
            self.message.value = note(_(SORRY))
        return None

    def _show_entry(self, opening: bool) -> None:
        seated = self.seat is not None
        self.entry.layout.display = "none" if seated else "flex"
        for widget in (self.game_input, self.open_button, self.alone_button):
            widget.layout.display = "flex" if opening and not seated else "none"
        for widget in (self.code_input, self.join_button):
            widget.layout.display = "none" if opening or seated else "flex"
        if not seated:
            words = (_("Play together: choose a game, type your name and open a table; your friends join with its "
                       "code on their own phones.") if opening
                     else _("Play together: type your name to join the table."))
            self.header.value = "<h2>" + _("Play with friends") + f"</h2><div>{words}</div>"
        for widget in (self.start_button, self.next_button):
            widget.layout.display = "none"

    # --- joining ----------------------------------------------------------------------------------
    def open_table(self) -> None:
        """Open a table of the chosen game and take its first seat."""
        if not self.name_input.value.strip():
            self.message.value = note(_("Please type your name first."))
            return
        table = self.referee.store.open_table(self.game_input.value)
        self.host = table.host
        self._seated(self.referee.store.join(table.code, self.name_input.value))

    def play_alone(self) -> None:
        """Open a table of the chosen game and start it at once: example players take the other seats (any
        game of :data:`hydra.GAMES` played alone, through the table's shared code)."""
        self.open_table()
        if self.seat is not None:
            self.start()

    def join(self) -> None:
        self._seated(self.referee.store.join(self.code_input.value, self.name_input.value))

    def _seated(self, seat: SeatInfo) -> None:
        self.seat = seat
        self.message.value = ""
        table = self.referee.store.find(seat.code)
        if self.host and not self.referee.store.is_host(table, self.host):
            self.host = ""
        self.rejoin.value = address_html(table=seat.code, member=seat.token, host=self.host or None, game=None,
                                         name=None)
        self._show_entry(opening=False)
        self.tick(force=True)
        if self._poll:
            self.poller.start()

    # --- the host ---------------------------------------------------------------------------------
    def start(self) -> None:
        self._done(self.referee.start(self.seat.code if self.seat else "", self.host))

    def next_round(self) -> None:
        self._done(self.referee.next_round(self.seat.code if self.seat else "", self.seat.token if self.seat else ""))

    def replace(self, seat: int, away: bool) -> None:
        self._done(self.referee.replace(self.seat.code if self.seat else "", self.host, seat, away))

    def set_away_after(self, seconds: float) -> None:
        self._done(self.referee.set_away_after(self.seat.code if self.seat else "", self.host, seconds))

    def take_seat_back(self) -> None:
        """An example player played for this player while they were gone: the seat is theirs again."""
        if self.seat is not None:
            self.seat = self.referee.store.join(self.seat.code, "", token=self.seat.token)
            self.tick(force=True)

    # --- playing ----------------------------------------------------------------------------------
    def act(self, action: str) -> None:
        """A tap: the action with the number of the actions this page has seen (a second tab's same tap
        is refused by it)."""
        if self.seat is None:
            return
        self._done(self.referee.act(self.seat.code, self.seat.token, action, self.state.get("seq", 0) + 1,
                                    self.state.get("round")))

    def _done(self, done: Done) -> None:
        self.message.value = "" if done.ok else note(done.message)
        self.tick(force=True)

    def safe_tick(self) -> None:
        self.tick()

    def tick(self, force: bool = False) -> bool:
        """Draw the table again if anything was written there since the last drawing (the poller calls it)."""
        if self.seat is None:
            return False
        version = self.referee.store.version(self.seat.table_id)
        self._ticks += 1
        if version == self.version and not force:
            if self._ticks % 4 == 0 and self.referee.replace_slow(self.seat.code):   # the host's time is up
                return self.tick(force=True)
            return False
        self.version = version
        live = self.referee.live(self.seat.code)
        self.state = seat_state(live, self.seat.seat)
        board = table_views(self.state["game"]).board
        self._board = ""
        if board is not None and live.round is not None:      # no tricks: the game's own board
            self._board = board(live.round.view(self.seat.seat), self.state["legal"], self.state["hand"])
        self._draw()
        return True

    def _draw(self) -> None:
        state, seat = self.state, self.seat
        assert seat is not None
        you = state["names"][seat.seat]
        title = _("{game} at table {code}").format(game=state["title"], code=state["code"])
        you_are = _("You are {name}.").format(name=you)
        self.header.value = (f'<h2>{esc(title)}</h2><div class="tt-you" data-seat-name="{esc(you)}">'
                             f'{esc(you_are)}</div>')
        started = state["started"]
        address = join_address(state["code"], self.env, page=TABLE_PAGE, key="table")
        self.lobby.value = "" if started else lobby_html(state, address, bool(self.host))
        self.start_button.layout.display = "flex" if self.host and not started else "none"
        away = self.referee.store.people(seat.table_id).get(seat.seat)
        self.back_button.layout.display = "flex" if away is not None and away.away else "none"
        self.next_button.layout.display = "flex" if state["over"] else "none"
        self.table.value = (self._board or table_html(state)) if started else ""
        self.score.value = score_html(state)
        self.match.value = match_html(state)
        self._draw_hand(state)
        self._draw_words(state)
        self._draw_host_tools(state)
        self.status.value = status_html(state) if started else ""     # last: its data-seq says all is drawn

    # The hand's cards and the buttons are slots kept from drawing to drawing: a move changes their words
    # and classes (a few small updates), not a new set of widgets every time.
    def _card_slot(self, index: int) -> tuple[W.VBox, W.HTML, W.Button]:
        while len(self._card_slots) <= index:
            i = len(self._card_slots)
            face, button = W.HTML(), W.Button(layout=W.Layout(width="64px"))
            button.on_click(lambda _b, i=i: self._run(lambda: self.act(self._cards_shown[i])))
            self._card_slots.append((W.VBox([face, button]), face, button))
        return self._card_slots[index]

    def _draw_hand(self, state: SeatState) -> None:
        game, legal = state["game"], set(state["legal"])
        cards = list(state["hand"]) if hydra.GAMES[game].has_tricks else []
        boxes = []
        for i, card in enumerate(cards):
            box, face, button = self._card_slot(i)
            face.value = card_face(game, card, 56, card in legal)
            button.description = card
            wanted = ("tt-card", f"tt-card-{card}") + (("tt-legal",) if card in legal else ())
            for css in self._slot_classes.get(i, ()):
                if css not in wanted:
                    box.remove_class(css)
            for css in wanted:
                box.add_class(css)                     # (ipywidgets adds a class once)
            self._slot_classes[i] = wanted
            boxes.append(box)
        self._cards_shown = cards
        self.hand.children = boxes

    def _draw_words(self, state: SeatState) -> None:
        game = state["game"]
        hand = set(state["hand"]) if hydra.GAMES[game].has_tricks else set()
        actions = [a for a in state["legal"] if a not in hand]
        while len(self._word_buttons) < len(actions):
            i = len(self._word_buttons)
            button = W.Button(layout=W.Layout(width="auto"))
            button.add_class("tt-action")
            button.on_click(lambda _b, i=i: self._run(lambda: self.act(self._words_shown[i])))
            self._word_buttons.append(button)
        for button, action in zip(self._word_buttons, actions):
            button.description = _action_words(game, action, state["hand"])
        self._words_shown = actions
        self.words.children = self._word_buttons[:len(actions)]

    def _draw_host_tools(self, state: SeatState) -> None:
        if not self.host or not state["started"] or self.seat is None:
            self.host_tools.children = []
            return
        people = self.referee.store.people(self.seat.table_id)
        words_now = [f"{n}:{p.away}" for n, p in sorted(people.items())]
        if words_now == self._host_words and self.host_tools.children:
            return
        self._host_words = words_now
        buttons = []
        for number, person in sorted(people.items()):
            if number == self.seat.seat:
                continue
            words = (_("Give {name} the seat back").format(name=person.name) if person.away
                     else _("{name} is gone: an example player plays for them").format(name=person.name))
            button = W.Button(description=words, layout=W.Layout(width="auto"))
            button.add_class("tt-replace")
            button.on_click(lambda _b, n=number, away=not person.away: self._run(lambda: self.replace(n, away)))
            buttons.append(button)
        self.host_tools.children = [*buttons, self.away_after]

    def close(self) -> None:
        self.poller.stop()
        super().close()


def build_table(environ: Mapping[str, str] | None = None, *, poll: bool = True) -> TablePage:
    """The table page as Voilà runs it: ``?game=`` (open a table), ``?table=CODE`` (join it), with
    ``&member=KEY`` (back to one's seat) and ``&host=KEY`` (the opener's page)."""
    env: MutableMapping[str, str] = dict(os.environ if environ is None else environ)
    if environ is None:
        from ..common.query import request_query_string
        query = request_query_string(env)
    else:
        query = env.get("QUERY_STRING", "") or ""

    def value(key: str, limit: int = 40) -> str | None:
        return (query_value(query, key) or "")[:limit] or None
    page_language({**env, "QUERY_STRING": query})      # ?lang=, else the browser's: each player's own (issue 33)
    store = TableStore(env.get("HYDRA_DATA_DIR") or None, environ=env)
    return TablePage(Referee(store), code=value("table", 12), token=value("member", 32), host=value("host", 32),
                     game=value("game"), name=value("name"), environ=env, poll=poll)
