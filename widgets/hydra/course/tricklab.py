"""Trick lab: click up to five cards into a trick and let the engine say who wins and why.

Without hands, cards come from a palette of all 25 cards that never offers a third copy.
With ``hands`` (five lists of cards) each seat plays from its hand in turn; the engine marks the
next seat's legal cards green and illegal ones red, and clicking an illegal card shows why.

>>> from widgets.hydra.course.tricklab import TrickLab
>>> lab = TrickLab()
>>> for code in ["GK", "G9", "GD", "HY", "G10"]:
...     lab.palette_view.cards_views[lab.palette_view.cards.index(code)].button.click()
>>> lab.model.trick, lab.winner
(['GK', 'G9', 'GD', 'HY', 'G10'], 2)
>>> "the Hydra on a fail trick" in lab.explanation.value     # R1, in words
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import ipywidgets as W
from traitlets import Unicode, link, observe

import hydra
from hydra.hydra.cards import CardLike

from widgets.common.base import Change, SnapshotMixin, Trait, error_html, esc, fit_layout, row_layout
from widgets.hydra.cards import HandView
from tutor.rulebook import rule_title, rules_in_english

from widgets.hydra.faces import cards_row_html
from .ladder import game_options
from .models import TrickLabModel


def explanation_html(explanation: hydra.TrickExplanation | None, seats: Sequence[int] | None = None) -> str:
    """The engine's explanation of a trick as HTML: the sentence, then one line per card."""
    if explanation is None:
        return "<i>Click cards to play them into the trick.</i>"
    lines = []
    for step in explanation.steps:
        who = f"seat {seats[step.index]}: " if seats else ""
        mark = " &#10004;" if step.takes_lead else ""
        lines.append(f"<li>{esc(who)}{esc(rules_in_english(step.text))}{mark} "
                     f"<small style='color:#666'>[{esc(rule_title(step.rule))}]</small></li>")
    return (f"<p><b>{esc(rules_in_english(explanation.sentence))}</b></p>"
            f"<ol style='margin-top:0'>{''.join(lines)}</ol>")


class TrickLab(SnapshotMixin, W.VBox):
    """Build a trick and see the winner and the engine's explanation (hydra.explain_trick)."""

    value = Unicode("normal")

    def __init__(self, game: hydra.Game | str = "normal", trick: Iterable[CardLike] | str = (),
                 hands: Sequence[Iterable[CardLike] | str] | None = None, leader: int = 0, **kwargs: Trait) -> None:
        super().__init__(**kwargs)
        game = str(hydra.get_game(game))
        self.model = TrickLabModel(game=game, hands=[[str(c) for c in hydra.as_cards(h)] for h in hands]
                                   if hands else [], leader=leader)
        self.value = game
        self.picker = W.Dropdown(options=game_options(), value=game, description="Game:",
                                 layout=fit_layout("420px"))
        link((self.picker, "value"), (self, "value"))
        self.trick_view = HandView(width=64, selectable=False, buttons=False, title="The trick")
        self.palette_view = HandView(width=40, selectable=False,
                                     title="Palette: click a card to play it "
                                           "(greyed out: both copies are in the trick)")
        self.palette_view.on_click(lambda i, code: self.play(code))
        self.hand_views: list[HandView] = []
        self._hands_box = W.VBox()
        self.undo_button = W.Button(description="Take back", icon="undo", layout=fit_layout())
        self.clear_button = W.Button(description="Clear trick", icon="trash", layout=fit_layout())
        self.undo_button.on_click(lambda b: self.model.undo())
        self.clear_button.on_click(lambda b: self.model.clear())
        self.explanation = W.HTML()
        self.message = W.HTML()
        self.seed_box = W.IntText(value=1, description="Seed:", layout=W.Layout(width="150px"))
        self.size_box = W.BoundedIntText(value=4, min=1, max=10, description="Cards each:",
                                         layout=W.Layout(width="160px"),
                                         style={"description_width": "initial"})
        self.deal_button = W.Button(description="Deal hands", icon="random",
                                    tooltip="Give every seat the first cards of a dealt hand (hydra.deal)",
                                    layout=fit_layout())
        self.palette_button = W.Button(description="No hands (palette)", icon="th", layout=fit_layout())
        self.deal_button.on_click(lambda b: self.deal_hands(self.seed_box.value, self.size_box.value))
        self.palette_button.on_click(lambda b: self.set_hands(None))
        self.model.observe(self._draw, names=["trick", "message", "game", "hands"])
        self.children = [self.picker, self.trick_view,
                         W.HBox([self.undo_button, self.clear_button], layout=row_layout()),
                         self.message, self.explanation, self.palette_view, self._hands_box,
                         W.HBox([self.seed_box, self.size_box, self.deal_button, self.palette_button],
                                layout=row_layout())]
        for code in hydra.as_cards(trick):
            self.model.add(code)
        self._draw()

    # --- actions --------------------------------------------------------------------------
    def play(self, card: CardLike) -> bool:
        """Play ``card`` next (as a click would). False if the engine refuses it."""
        return self.model.add(card)

    def set_hands(self, hands: Sequence[Iterable[CardLike] | str] | None, leader: int = 0) -> None:
        """Give each of the five seats a hand (or None for the palette); clears the trick."""
        self.model.leader = leader
        self.model.hands = [[str(c) for c in hydra.as_cards(h)] for h in hands] if hands else []
        self.model.clear()

    def deal_hands(self, seed: int, cards: int = 4) -> None:
        """Each seat gets the first ``cards`` cards of its hand in ``hydra.deal(seed)``."""
        hands = hydra.deal(seed=seed).hands
        self.set_hands([list(h)[:cards] for h in hands], leader=1)

    @property
    def winner(self) -> int | None:
        """Index of the winning card so far (engine), or None."""
        e = self.model.explanation()
        return None if e is None else e.winner

    @observe("value")
    def _game_changed(self, change: Change) -> None:
        self.model.game = self.value

    # --- drawing --------------------------------------------------------------------------
    def _seats(self) -> list[int]:
        return [self.model.seat_of(i) for i in range(len(self.model.trick))]

    # change: ipywidgets' observe() change (a dict of name, old, new), unused: the widgets' values are read
    def _draw(self, change: object = None) -> None:
        if not hasattr(self, "message"):
            return
        m = self.model
        explanation = m.explanation()
        self.trick_view.cards = list(m.trick)
        self.trick_view.labels = {i: f"seat {s}" for i, s in enumerate(self._seats())}
        self.trick_view.highlights = {} if explanation is None else {explanation.winner: "winner"}
        self.explanation.value = explanation_html(explanation, self._seats() if m.with_hands else None)
        self.message.value = error_html(m.message) if m.message else ""
        if m.with_hands:
            self.palette_view.layout.display = "none"
            self._draw_hands()
        else:
            self.palette_view.layout.display = None
            palette = m.palette()
            codes = [str(c) for c, _ in palette]
            if self.palette_view.cards != codes:
                self.palette_view.cards = codes
            self.palette_view.dims = [i for i, (_, offered) in enumerate(palette) if not offered]
            for view, (_, offered) in zip(self.palette_view.cards_views, palette):
                view.button.disabled = not offered

    def _draw_hands(self) -> None:
        m = self.model
        legal, reasons = set(m.legal()), m.reasons()
        views = []
        for seat in range(5):
            cards = m.remaining_hand(seat)
            nxt = seat == m.next_seat
            title = f"Seat {seat}" + (" - to play: green may be played, red may not (click one to see why)"
                                      if nxt else "")
            view = HandView(cards=cards, width=44, selectable=False, title=title)
            if nxt:
                view.highlights = {i: ("legal" if c in legal else "illegal") for i, c in enumerate(cards)}
                view.on_click(lambda i, code: self._hand_click(code))
            else:
                view.dims = list(range(len(cards)))
                for card_view in view.cards_views:
                    card_view.button.disabled = True
            views.append(view)
        self.hand_views = views
        self._hands_box.children = views
        self._reasons = reasons

    def _hand_click(self, code: str) -> None:
        self.play(code)

    def snapshot_html(self) -> str:
        m = self.model
        e = m.explanation()
        hl = [("winner" if e is not None and i == e.winner else None) for i in range(len(m.trick))]
        out = [f"<b>Trick in the {esc(hydra.get_game(m.game).name)}</b>",
               cards_row_html(m.trick, 56, highlights=hl,
                              labels=[f"seat {s}" for s in self._seats()]) if m.trick else "",
               self.message.value, explanation_html(e, self._seats() if m.with_hands else None)]
        if m.with_hands and not m.is_complete:
            legal = set(m.legal())
            cards = m.remaining_hand(m.next_seat)
            out.append(f"<b>Seat {m.next_seat} to play</b>")
            out.append(cards_row_html(cards, 44, highlights=["legal" if c in legal else "illegal"
                                                             for c in cards]))
            items = "".join(f"<li>{esc(t)}</li>" for t in m.reasons().values())
            if items:
                out.append(f"<ul>{items}</ul>")
        return "".join(out)
