"""Teacher mode: build a scenario by clicking, check it live, present it, save and share it.

* :class:`ScenarioBuilder`: players and dealer, the game (healthy, a solo, an open Antrag),
  hands filled from a palette of the 50-card deck (or dealt from a seed, then swapped); every
  problem the engine finds is listed at once, in plain words with the rule.
* :class:`~widgets.teacher_presenter.Presenter`: big cards, step trick by trick, explain, branch.
* :class:`TeacherApp`: both, plus the scenario library, files and share links
  (``?scenario=NAME`` or ``?scenario=z:CODE``). :func:`build_teacher` reads ``QUERY_STRING``.

The scenario model is :mod:`tutor.scenarios`; every rule is the engine's.

>>> b = ScenarioBuilder()
>>> b.deal_button.click()
>>> b.scenario.is_playable, "ready" in b.status.value
(True, True)
>>> b.palette_views["EO"].button.click()          # a third Eichel-Ober: refused, nothing changes
>>> "only two of each card" in b.message.value, b.scenario.counts()["EO"]
(True, 2)
"""

from __future__ import annotations

import json
import os

import ipywidgets as W

import hydra
from tutor import scenarios as sc
from tutor.scenarios import HAND_SIZE, Scenario, problems

from .cards import CardView, HandView
from .teacher_presenter import STYLE, Presenter, esc, message_html, safe

__all__ = ["ScenarioBuilder", "TeacherApp", "build_teacher", "Presenter", "saved_dir"]

PALETTE = 50
GAMES = [("healthy game", "healthy"), ("solo", "solo"), ("open Antrag", "antrag")]


def saved_dir():
    """Where a teacher's own scenarios are saved: ``$HYDRA_DATA_DIR/scenarios``."""
    from tutor.progress import default_data_dir
    return default_data_dir() / "scenarios"


def _dd(description, options, value=None, width="180px"):
    return W.Dropdown(description=description, options=options, value=value,
                      style={"description_width": "initial"}, layout=W.Layout(width=width))


class ScenarioBuilder(W.VBox):
    """Set up a round by clicking; ``scenario`` is the :class:`tutor.scenarios.Scenario`."""

    def __init__(self, scenario: Scenario | None = None, on_present=None, **kwargs):
        super().__init__(**kwargs)
        self.add_class("ht")
        self.scenario = scenario.copy() if scenario is not None else Scenario.dealt(seed=1)
        self._on_present = on_present
        self._syncing = False
        self.picked = None                                  # (seat, card) chosen for a swap
        self.players = W.ToggleButtons(options=[("5 players", 5), ("6 players", 6)], value=5,
                                       style={"button_width": "90px"})
        self.dealer = _dd("dealer", [(f"seat {s}", s) for s in range(5)], 4, "140px")
        self.game = _dd("game", GAMES, "healthy", "200px")
        self.solo_seat = _dd("soloist", [], None, "150px")
        self.solo_game = _dd("solo game", [(hydra.get_game(g).name, g) for g in hydra.SOLO_GAMES],
                             "normal-solo", "260px")
        self.proposer = _dd("proposer", [], None, "150px")
        self.pair = _dd("pair", [("EO EO", "EO"), ("GO GO", "GO")], "EO", "120px")
        self.open_card = _dd("open card", [], None, "150px")
        self.acceptor = _dd("accepted by", [], None, "190px")
        self.returned = W.Text(description="gives back", placeholder="three cards, e.g. S9 R9 GU",
                               style={"description_width": "initial"}, layout=W.Layout(width="300px"))
        self.seed = W.BoundedIntText(value=1, min=0, max=10**9, description="seed",
                                     style={"description_width": "initial"}, layout=W.Layout(width="150px"))
        self.deal_button = W.Button(description="Deal from seed", icon="random",
                                     layout=W.Layout(width="auto"))
        self.fill_button = W.Button(description="Fill the rest", icon="magic", layout=W.Layout(width="auto"),
                                    tooltip="Deal the cards not yet placed to the seats short of ten")
        self.clear_button = W.Button(description="Clear all hands", icon="trash",
                                      layout=W.Layout(width="auto"))
        self.remove_button = W.Button(description="Remove card", icon="minus", disabled=True,
                                      tooltip="Put the selected card back on the palette")
        self.target = W.ToggleButtons(options=[], style={"button_width": "110px"})
        self.title = W.Text(description="title", style={"description_width": "initial"},
                            layout=W.Layout(width="520px"))
        self.description = W.Textarea(description="what it shows", style={"description_width": "initial"},
                                      layout=W.Layout(width="720px", height="56px"))
        self.present_button = W.Button(description="Present", icon="play", button_style="primary",
                                       layout=W.Layout(height="38px"))
        self.message = W.HTML()
        self.message.add_class("ht-builder-message")
        self.status = W.HTML()
        self.problems_html = W.HTML()
        self.palette_views = {}
        palette = []
        for card in hydra.get_game("normal").order:
            view = CardView(str(card), width=PALETTE, selectable=False)
            view.on_click(lambda v: self.add_card(v.card))
            self.palette_views[str(card)] = view
            palette.append(view)
        self._palette = W.HBox(palette, layout=W.Layout(flex_flow="row wrap"))
        self._palette.add_class("ht-palette")
        self.hand_views = []
        self._hands = W.VBox()
        self._solo_box = W.HBox([self.solo_seat, self.solo_game])
        self._antrag_box = W.HBox([self.proposer, self.pair, self.open_card, self.acceptor, self.returned],
                                  layout=W.Layout(flex_flow="row wrap"))
        for widget in (self.players, self.dealer):
            widget.observe(lambda change: self._table_changed(), "value")
        for widget in (self.game, self.solo_seat, self.solo_game, self.proposer, self.pair,
                       self.open_card, self.acceptor, self.returned):
            widget.observe(lambda change: self._contract_changed(), "value")
        self.title.observe(lambda c: self._texts_changed(), "value")
        self.description.observe(lambda c: self._texts_changed(), "value")
        self.deal_button.on_click(lambda b: self.deal())
        self.fill_button.on_click(lambda b: self.fill())
        self.clear_button.on_click(lambda b: self.clear())
        self.remove_button.on_click(lambda b: self.remove_picked())
        self.present_button.on_click(lambda b: self._present())
        self.children = [
            W.HTML(STYLE + "<h2 style='margin:2px 0'>Build a scenario</h2>"),
            W.HBox([self.players, self.dealer, self.game], layout=W.Layout(flex_flow="row wrap")),
            self._solo_box, self._antrag_box,
            W.HBox([self.seed, self.deal_button, self.fill_button, self.clear_button],
                   layout=W.Layout(flex_flow="row wrap")),
            W.HTML("<b>Click a card to give it to the chosen seat.</b> Each card exists twice. "
                   "Click a card in a hand to select it, then a card in another hand to swap them."),
            W.HBox([W.HTML("<b>give to</b>&nbsp;"), self.target], layout=W.Layout(align_items="center")),
            self._palette, self.message, self._hands, self.remove_button,
            self.status, self.problems_html, self.title, self.description, self.present_button]
        self.load(self.scenario)

    # --- whole scenario ---------------------------------------------------------------------
    def load(self, scenario: Scenario) -> None:
        """Show ``scenario`` in the builder (its tricks are kept until a card is changed)."""
        self.scenario = scenario.copy()
        self.picked = None
        self._sync_controls()
        self.refresh()

    def show_message(self, text):
        self.message.value = message_html(text)

    def _sync_controls(self):
        s = self.scenario
        self._syncing = True
        try:
            self.players.value = s.players
            self.dealer.options = [(f"seat {x}", x) for x in range(s.players)]
            self.dealer.value = s.dealer
            seats = [(f"seat {x}", x) for x in s.seats]
            self.solo_seat.options = seats
            self.proposer.options = seats
            self.acceptor.options = [("nobody", -1)] + seats
            if self.acceptor.value not in s.seats:
                self.acceptor.value = -1
            self.target.options = [(f"seat {x} ({len(s.hands[x])})", x) for x in s.seats]
            if s.solo:
                self.game.value = "solo"
                self.solo_seat.value = s.solo.get("seat") if s.solo.get("seat") in s.seats else s.seats[0]
                if s.solo.get("game") in hydra.SOLO_GAMES:
                    self.solo_game.value = s.solo["game"]
            elif s.proposal:
                p = s.proposal
                self.game.value = "antrag"
                self.proposer.value = p.get("seat") if p.get("seat") in s.seats else s.seats[0]
                self.pair.value = p.get("pair") or (hydra.antrag_pairs(s.hands[self.proposer.value]) or ("EO",))[0]
                self._open_options()
                if p.get("open_card") in self.open_card.options:
                    self.open_card.value = p["open_card"]
                self.acceptor.value = p.get("accepted_by") if p.get("accepted_by") in s.seats else -1
                self.returned.value = " ".join(p.get("returned") or [])
            else:
                self.game.value = "healthy"
            self.title.value = s.title
            self.description.value = s.description
        finally:
            self._syncing = False
        self._show_contract_boxes()

    def _open_options(self):
        s = self.scenario
        seat = self.proposer.value
        cards = [] if seat is None else [c for c in s.hands[seat] if c != self.pair.value]
        options = list(dict.fromkeys(cards))
        old = self.open_card.value
        self.open_card.options = options
        self.open_card.value = old if old in options else (options[0] if options else None)

    def _show_contract_boxes(self):
        self._solo_box.layout.display = "" if self.game.value == "solo" else "none"
        self._antrag_box.layout.display = "" if self.game.value == "antrag" else "none"

    @safe
    def _table_changed(self):
        if self._syncing:
            return
        players, dealer = self.players.value, self.dealer.value
        if dealer is None or dealer >= players:
            dealer = players - 1
        reason = self.scenario.set_table(players, dealer)
        if reason:
            self.show_message(reason)
        else:
            self.message.value = ""
        self._sync_controls()
        self.refresh()

    @safe
    def _contract_changed(self):
        if self._syncing:
            return
        s = self.scenario
        self._syncing = True
        try:
            if self.solo_seat.value is None and s.seats:
                self.solo_seat.value = s.seats[0]
            holders = [x for x in s.seats if hydra.antrag_pairs(s.hands[x])]
            if self.game.value == "antrag" and not s.proposal and holders:
                self.proposer.value = holders[0]         # a new Antrag: start with a seat that can make one
            if self.proposer.value is None and s.seats:
                self.proposer.value = holders[0] if holders else s.seats[0]
            if self.proposer.value is not None and hydra.antrag_pairs(s.hands[self.proposer.value]):
                pairs = hydra.antrag_pairs(s.hands[self.proposer.value])
                if self.pair.value not in pairs:
                    self.pair.value = pairs[0]
            self._open_options()
        finally:
            self._syncing = False
        s.tricks = []
        if self.game.value == "solo":
            s.solo, s.proposal = {"seat": self.solo_seat.value, "game": self.solo_game.value}, None
        elif self.game.value == "antrag":
            proposal = {"seat": self.proposer.value, "pair": self.pair.value,
                        "open_card": self.open_card.value}
            if self.acceptor.value not in (None, -1):
                proposal["accepted_by"] = self.acceptor.value
                proposal["returned"] = [str(c) for c in hydra.parse_cards(self.returned.value or "")]
            s.solo, s.proposal = None, proposal
        else:
            s.solo = s.proposal = None
        self.message.value = ""
        self._show_contract_boxes()
        self.refresh()

    def _texts_changed(self):
        if not self._syncing:
            self.scenario.title = self.title.value
            self.scenario.description = self.description.value

    # --- cards ------------------------------------------------------------------------------
    @safe
    def add_card(self, card):
        """Give ``card`` to the chosen seat; a refused card changes nothing and says why."""
        seat = self.target.value
        if seat is None:
            self.show_message("Choose a seat first.")
            return
        reason = self.scenario.add(seat, card)
        if reason:
            self.show_message(reason)
            return
        self.message.value = ""
        if len(self.scenario.hands[seat]) >= HAND_SIZE:         # on to the next seat short of ten
            short = [x for x in self.scenario.seats if len(self.scenario.hands[x]) < HAND_SIZE]
            if short:
                after = [x for x in short if x > seat] or short
                self._target_next = after[0]
        self.refresh()

    @safe
    def pick(self, seat, card):
        """Select a card in a hand; picking a card in another hand swaps the two."""
        if self.picked is None or self.picked[0] == seat:
            self.picked = None if self.picked == (seat, card) else (seat, card)
            self.refresh()
            return
        (a, card_a), self.picked = self.picked, None
        reason = self.scenario.swap(a, card_a, seat, card)
        self.message.value = message_html(reason) if reason else message_html(
            f"Swapped: {card_a} went to seat {seat}, {card} to seat {a}.", "ok")
        self.refresh()

    @safe
    def remove_picked(self):
        if self.picked is None:
            self.show_message("Click a card in a hand first.")
            return
        seat, card = self.picked
        self.picked = None
        self.scenario.remove(seat, card)
        self.target.value = seat
        self.message.value = ""
        self.refresh()

    @safe
    def deal(self):
        s = self.scenario
        dealt = Scenario.dealt(self.seed.value, s.players, s.dealer)
        dealt.solo, dealt.proposal, dealt.title, dealt.description = s.solo, s.proposal, s.title, s.description
        self.load(dealt)
        self.message.value = ""

    @safe
    def fill(self):
        self.scenario.fill(self.seed.value)
        self.message.value = ""
        self.refresh()

    @safe
    def clear(self):
        self.scenario.clear()
        self.picked = None
        self.message.value = ""
        self.refresh()

    # --- drawing ----------------------------------------------------------------------------
    def refresh(self):
        try:
            self._draw()
        except Exception:  # noqa: BLE001 - never a traceback
            self.show_message("Sorry, the builder could not redraw; nothing was changed.")

    def _draw(self):
        s = self.scenario
        counts = s.counts()
        for code, view in self.palette_views.items():
            left = 2 - counts[code]
            view.label = f"{left} left" if left > 0 else "none left"
            view.dim = left <= 0
        target = getattr(self, "_target_next", None)
        self._target_next = None
        old = self.target.value if target is None else target
        self._syncing = True
        try:
            self.target.options = [(f"seat {x} ({len(s.hands[x])})", x) for x in s.seats]
            self.target.value = old if old in s.seats else (s.seats[0] if s.seats else None)
            self._open_options()
        finally:
            self._syncing = False
        game = s.solo["game"] if s.solo and s.solo.get("game") in hydra.SOLO_GAMES else "normal"
        rows = []
        self.hand_views = {}
        for seat in range(s.players):
            if seat not in s.seats:
                rows.append(W.HTML(f'<div class="ht-seat">seat {seat}: deals and sits out (R11)</div>'))
                continue
            view = HandView(s.hands[seat], width=44, selectable=False, game=game)
            highlights = {}
            if self.picked and self.picked[0] == seat:
                i = view.cards.index(self.picked[1]) if self.picked[1] in view.cards else None
                if i is not None:
                    highlights[i] = "selected"
            view.highlights = highlights
            view.on_click(lambda index, code, seat=seat: self.pick(seat, code))
            self.hand_views[seat] = view
            label = W.HTML(f'<div class="ht-seat">seat {seat}<br><small>{len(s.hands[seat])} of '
                           f"{HAND_SIZE}</small></div>")
            rows.append(W.HBox([label, view], layout=W.Layout(border_bottom="1px solid #eee")))
        self._hands.children = rows
        self.remove_button.disabled = self.picked is None
        found = problems(s)
        errors = [p for p in found if not p.todo]
        todo = [p for p in found if p.todo]
        if not found:
            notes = "".join(message_html(n, "todo") for n in sc.notes(s))
            try:
                rnd = hydra.replay(s.to_record())
                parties = rnd.formation.describe()
            except hydra.HydraError:
                parties = ""
            self.status.value = message_html(f"The engine checked this scenario: ready to present. "
                                             f"{parties}", "ok") + notes
        else:
            self.status.value = message_html(
                f"{len(errors)} problem{'s' * (len(errors) != 1)}"
                + (f", {len(todo)} thing{'s' * (len(todo) != 1)} to do" if todo else "") if errors else
                f"Not finished yet: {len(todo)} thing{'s' * (len(todo) != 1)} to do", "msg" if errors else "todo")
        self.problems_html.value = "".join(
            f'<div class="ht-{"todo" if p.todo else "msg"}">{esc(p.text)}'
            f'<span class="ht-rule">{esc(p.rule)}</span></div>' for p in errors + todo)
        self.present_button.disabled = bool(found)

    def _present(self):
        if self._on_present is not None:
            self._on_present(self.scenario.copy())


class TeacherApp(W.VBox):
    """The teacher's dashboard: library and files, the builder, the presenter, share links."""

    def __init__(self, scenario: Scenario | None = None, name: str | None = None, **kwargs):
        super().__init__(**kwargs)
        self.add_class("ht")
        self.name = name
        self.presenter = Presenter()
        self.builder = ScenarioBuilder(scenario, on_present=self.present)
        self.library = _dd("scenario", self._choices(), None, "520px")
        self.open_button = W.Button(description="Open", icon="folder-open")
        self.upload = W.FileUpload(accept=".json", multiple=False, description="Load JSON file")
        self.save_name = W.Text(placeholder="file name, e.g. my-hydra-trick",
                                layout=W.Layout(width="280px"))
        self.save_button = W.Button(description="Save", icon="save")
        self.edit_button = W.Button(description="Edit in builder", icon="pencil")
        self.message = W.HTML()
        self.link = W.HTML()
        self.open_button.on_click(lambda b: self.open_choice())
        self.save_button.on_click(lambda b: self.save())
        self.edit_button.on_click(lambda b: self.edit())
        self.upload.observe(lambda change: self._uploaded(), "value")
        self.tabs = W.Tab([self.presenter, self.builder])
        self.tabs.set_title(0, "Present")
        self.tabs.set_title(1, "Build")
        bar = W.HBox([self.library, self.open_button, self.upload, self.save_name, self.save_button,
                      self.edit_button], layout=W.Layout(flex_flow="row wrap", align_items="center"))
        self.children = [W.HTML(STYLE), bar, self.message, self.link, self.tabs]
        if scenario is not None:
            self.present(scenario, name)
        else:
            self.tabs.selected_index = 1

    def show_message(self, text):
        self.message.value = message_html(text)

    def _choices(self):
        out = []
        for n in sc.library_names():
            try:
                out.append((f"library: {sc.load_library(n).title}", ("library", n)))
            except sc.ScenarioError:
                continue
        folder = saved_dir()
        if folder.is_dir():
            out += [(f"saved: {p.stem}", ("saved", p.stem)) for p in sorted(folder.glob("*.json"))]
        return out

    @safe
    def present(self, scenario: Scenario, name: str | None = None):
        """Show ``scenario`` in the presenter (and the builder), with its share link."""
        self.name = name
        self.presenter.load(scenario)
        if self.builder.scenario.to_record() != scenario.to_record():
            self.builder.load(scenario)
        query = sc.share_query(scenario, name)
        self.link.value = (f'<div class="ht-todo ht-share"><b>Share:</b> <a href="?{esc(query)}" '
                           f'target="_blank">link to this scenario</a> &middot; or add '
                           f'<input readonly aria-label="share link" value="?{esc(query)}"> '
                           "to the address of this dashboard.</div>")
        self.tabs.selected_index = 0
        self.message.value = ""

    @safe
    def open_choice(self):
        choice = self.library.value
        if not choice:
            self.show_message("Choose a scenario first.")
            return
        where, name = choice
        if where == "library":
            self.present(sc.load_library(name), name)
        else:
            self.present(sc.load_scenario(saved_dir() / f"{name}.json"))

    @safe
    def save(self):
        name = "".join(ch for ch in self.save_name.value.strip().lower().replace(" ", "-")
                       if ch.isalnum() or ch in "-_")
        if not name:
            self.show_message("Type a file name first (letters, digits and dashes).")
            return
        scenario = self.builder.scenario
        found = [p for p in problems(scenario) if not p.todo]
        if found:
            self.show_message(f"Not saved: {found[0].text}")
            return
        path = sc.save_scenario(scenario, saved_dir() / f"{name}.json")
        self.library.options = self._choices()
        self.message.value = message_html(f"Saved as {path.name} in {path.parent}.", "ok")

    @safe
    def edit(self):
        self.builder.load(self.presenter.line.to_scenario() if self.presenter.line else self.builder.scenario)
        self.tabs.selected_index = 1

    @safe
    def _uploaded(self):
        files = self.upload.value
        if not files:
            return
        item = files[0] if isinstance(files, (list, tuple)) else next(iter(files.values()))
        content = bytes(item["content"]).decode("utf-8", errors="replace")
        self.load_text(content)

    @safe
    def load_text(self, text: str):
        """Load a scenario from JSON text: a bad one shows the engine's reason and changes nothing."""
        scenario = Scenario.from_record(text)
        found = [p for p in problems(scenario) if not p.todo]
        if found:
            self.show_message("This scenario cannot be played: " + " ".join(p.text for p in found))
            return False
        self.builder.load(scenario)
        if problems(scenario):
            self.tabs.selected_index = 1
            self.show_message("Loaded into the builder: it is not finished yet.")
            return True
        self.present(scenario)
        return True


def build_teacher(environ=None):
    """The dashboard for ``notebooks/teacher.ipynb``; ``?scenario=...`` opens that scenario."""
    environ = os.environ if environ is None else environ
    query = environ.get("QUERY_STRING", "") or ""
    try:
        scenario = sc.scenario_from_query(query)
    except (sc.ScenarioError, hydra.HydraError) as error:
        app = TeacherApp()
        app.show_message(f"{error}. Choose a scenario below or build one.")
        return app
    name = None
    if scenario is not None:
        import urllib.parse
        value = urllib.parse.parse_qs(query).get("scenario", [""])[0]
        name = value if value in sc.library_names() else None
    return TeacherApp(scenario, name)


def scenario_json(app: TeacherApp) -> str:
    """The builder's scenario as the rulings' JSON (for a notebook cell)."""
    return json.dumps(app.builder.scenario.to_record(), indent=1, ensure_ascii=False)
