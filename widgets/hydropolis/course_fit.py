"""What fits where, live (issue 20, P7/P8/P10): choose a row of the P8 table, and its example's table
and card appear; turn the card, type another, tap a cell (or type one), and the engine says whether
it fits and why. A card that fits is laid and scores. Bad input is a sentence, never a traceback.

>>> tryit = FitTryIt()
>>> tryit.choose("pipe-empty")
>>> tryit.table_view.button((4, 3)).click()
>>> "no pipe may end in an empty edge: there are no dead ends" in tryit.message.value
True
>>> tryit.card_input.value = "bq.."
>>> "is not a card: its character 2" in tryit.message.value
True
"""

from __future__ import annotations


import ipywidgets as W

from hydra.hydropolis import Cell, card_name, card_svg
from hydra.core.i18n import N_, _
from tutor.hydropolis.course import P8_EXAMPLES, Message, TryTable, example

from ..common.base import Change, SnapshotMixin, Trait, esc
from ..common.rules import cited_html
from .course import COURSE_STYLE, code, in_english
from .table import TableView

__all__ = ["FitTryIt", "message_html", "FIT_STYLE"]

FIT_STYLE = """<style>
.hpf{max-width:980px}
.hpf .hpf-pick .widget-toggle-button,.hpf .hpf-pick button{min-height:44px;width:auto;padding:0 10px}
.hpf .hpf-pick .widget-toggle-buttons{display:flex;flex-wrap:wrap;gap:4px}
.hpf .hpf-controls{display:flex;flex-wrap:wrap;gap:6px;align-items:center}
.hpf .hpf-controls button,.hpf .hpf-controls input{min-height:44px}
.hpf .hpf-controls .widget-text{width:auto}
.hpf .hpf-controls .widget-text input{width:8em;font-size:17px;font-family:monospace}
.hpf-msg{border-radius:8px;padding:8px 12px;margin:6px 0;font-size:16px}
.hpf-msg.hpf-ok{background:#e6f4ea;border-left:5px solid #2e9d4a}
.hpf-msg.hpf-bad{background:#fdecee;border-left:5px solid #a0141e}
.hpf-msg ul{margin:4px 0 0 0;padding-left:20px;font-size:14px}
.hpf-msg summary{padding:12px 0;cursor:pointer;color:#1a4f9c}
.hpf-held{display:flex;gap:10px;align-items:center;flex-wrap:wrap}
</style>"""


#: "<b>{new} of the new card against {facing} on the table</b>", for each row of the P8 table.
_ROW = {("empty", "empty"): N_("An empty side of the new card against an empty side on the table"),
        ("empty", "pipe"): N_("An empty side of the new card against a pipe on the table"),
        ("empty", "cap"): N_("An empty side of the new card against a cap on the table"),
        ("pipe", "empty"): N_("A pipe of the new card against an empty side on the table"),
        ("pipe", "pipe"): N_("A pipe of the new card against a pipe on the table"),
        ("pipe", "cap"): N_("A pipe of the new card against a cap on the table"),
        ("cap", "empty"): N_("A cap of the new card against an empty side on the table"),
        ("cap", "pipe"): N_("A cap of the new card against a pipe on the table"),
        ("cap", "cap"): N_("A cap of the new card against a cap on the table")}
_PICK = {"empty": N_("empty"), "pipe": N_("pipe"), "cap": N_("cap")}


def message_html(message: Message) -> str:
    """What the live table says, in a box: green when it fits, red with the rule when it does not."""
    css = "hpf-ok" if message.ok else "hpf-bad"
    lead = "" if message.ok else "<b>" + esc(_("Not allowed:")) + "</b> "
    details = "".join(f"<li>{cited_html(d)}</li>" for d in message.details)
    more = ("<details><summary>" + esc(_("Where the points come from")) + f"</summary><ul>{details}</ul></details>"
            if details else "")
    return f'<div class="hpf-msg {css}" role="status" aria-live="polite">{lead}{cited_html(message.text)}{more}</div>'


class FitTryIt(SnapshotMixin, W.VBox):
    """The P8 table's examples on a live table."""

    def __init__(self, start: str = "empty-empty", **kwargs: Trait) -> None:
        super().__init__(**kwargs)
        self.add_class("hpf")
        options = [(f"{_(_PICK[e.new])} | {_(_PICK[e.facing])}", e.key) for e in P8_EXAMPLES]
        options += [(_("no connection"), "no-connection"), (_("on a leak"), "on-a-leak"),
                    (_("on a whole card"), "not-leaky")]
        self.pick = W.ToggleButtons(options=options, value=start, description="",
                                    style={"button_width": "auto"})
        self.pick.add_class("hpf-pick")
        self.about = W.HTML()
        self.held = W.HTML()
        self.card_input = W.Text(description=_("Card:"), continuous_update=False, placeholder=".b.b",
                                 style={"description_width": "initial"})
        self.turn_button = W.Button(description=_("⟲ Turn it"), tooltip=_("Turn the card half-way"))
        self.reset_button = W.Button(description=_("Start again"), tooltip=_("This example's table and card again"))
        self.cell_input = W.Text(description=_("Or type a cell:"), continuous_update=False, placeholder="(5,4)",
                                 style={"description_width": "initial"})
        self.cell_button = W.Button(description=_("Lay it there"), button_style="primary")
        self.table_view = TableView()
        self.message = W.HTML()
        controls = W.HBox([self.card_input, self.turn_button, self.reset_button])
        controls.add_class("hpf-controls")
        typed = W.HBox([self.cell_input, self.cell_button])
        typed.add_class("hpf-controls")
        self.children = [W.HTML(COURSE_STYLE + FIT_STYLE), self.pick, self.about, self.held, controls,
                         self.message, self.table_view, typed]
        self.trial = TryTable(example(start))
        self._shown: object = None  # object: what is drawn now, compared only
        self.pick.observe(lambda ch: self.choose(ch["new"]), "value")
        self.card_input.observe(lambda ch: self._typed_card(ch["new"]), "value")
        self.turn_button.on_click(lambda _b: self._say(self.trial.turn()))
        self.reset_button.on_click(lambda _b: self._say(self.trial.reset()))
        self.cell_button.on_click(lambda _b: self._say(self.trial.tap(self.cell_input.value)))
        self.cell_input.observe(self._typed_cell, "value")
        self.table_view.on_tap(self.tap)
        self.choose(start)

    def choose(self, key: str) -> None:
        """Load the example ``key``: its table, its card, what the row of the P8 table says."""
        item = example(key)
        if self.pick.value != key:
            self.pick.value = key            # observed: comes back here
            return
        self.trial.load(item)
        verdict = ('<span class="hpc-yes">' + esc(_("fits")) + "</span>" if item.fits else
                   '<span class="hpc-no">' + esc(_("does not fit")) + "</span>")
        said = _(_ROW[(item.new, item.facing)]) if item.new else _(item.why).split(":")[0]
        row = f"<b>{esc(said)}</b>: {verdict}. "
        try_it = esc(_("Try {card} on {cell} (marked “try here”).")).format(card=code(item.card),
                                                                           cell=esc(Cell(*item.cell)))
        self.about.value = (f'<div class="hpc"><p>{row}{try_it} {cited_html(_(item.why))}</p><p><i lang="de">'
                            f"„{esc(item.seed)}“</i>{in_english(item.seed)}</p></div>")
        self._say(Message(self.trial.prompt(), True))

    def tap(self, cell: Cell) -> None:
        self._say(self.trial.tap(cell))

    def _typed_cell(self, change: Change) -> None:
        if str(change["new"]).strip():
            self._say(self.trial.tap(change["new"]))

    def _typed_card(self, text: str) -> None:
        if self.trial.card is not None and text.strip() == str(self.trial.card):
            return
        self._say(self.trial.set_card(text))

    def _say(self, message: Message) -> None:
        self.message.value = message_html(message)
        self._draw()

    def _draw(self) -> None:
        card = self.trial.card
        if card is not None and card is not self._shown:      # a mistyped card leaves the typing as it is
            self._shown = card
            self.held.value = (f'<div class="hpc hpf-held">{card_svg(card, 120)}<span>'
                               + esc(_("You hold {card}: {name}.")).format(card=code(card), name=esc(card_name(card)))
                               + "</span></div>")
            if self.card_input.value != str(card):
                self.card_input.value = str(card)
        item = self.trial.item
        target = Cell(*item.cell)
        notes = {} if self.trial.scores else {target: [("C2", _("try here"))]}
        self.table_view.show(self.trial.table, marked=self.trial.fitting_cells(), notes=notes,
                             last=bool(self.trial.scores))

    def snapshot_html(self) -> str:
        return (COURSE_STYLE + FIT_STYLE + '<div class="hpf">' + self.about.value + self.held.value
                + self.message.value + self.table_view.snapshot_html() + "</div>")

