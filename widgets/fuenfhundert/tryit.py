""""Who wins this trick?": type the cards in the order played, pick the contract, and the engine's
``explain_trick`` says who wins and why, card by card (F5-F9). Bad input gets a sentence.

>>> t = TrickTryIt(cards="H5 DJ HA JO", contract="7H")
>>> t.check.click()
>>> t.winner, "Joker (JO, the highest trump) wins" in t.result.value
(3, True)
>>> t.cards.value = "H5 XX"; t.check.click()
>>> t.winner is None and "fh-bad" in t.result.value and "Traceback" not in t.result.value
True
"""

from __future__ import annotations

from typing import Any

import ipywidgets as W

from hydra import fuenfhundert as fh

from ..common.base import SnapshotMixin, esc, fit_layout
from .faces import STYLE, cards_html
from .ladder import contract_options

__all__ = ["TrickTryIt", "trick_html"]

_JOKER_SUITS = [("(the joker was not led)", "")] + [
    (f"{fh.SUIT_NAMES[s][0]} ({fh.SUIT_NAMES[s][1]})", s) for s in fh.SUITS]


def trick_html(cards: object, contract: object, joker_suit: str | None = None) -> tuple[int, str]:
    """(the winner's position, the explanation as HTML), both from ``fh.explain_trick``."""
    e = fh.explain_trick(cards, contract=contract, joker_suit=joker_suit)  # type: ignore[arg-type]
    steps = "".join(f"<li>{esc(s.text)}</li>" for s in e.steps)
    html = (f'<div class="fh-page fh-trick" data-winner="{e.winner}">'
            + cards_html(e.cards, contract=e.contract, marks={e.winner: "winner"},
                         captions=[("wins" if i == e.winner else f"card {i + 1}") for i in range(len(e.cards))])
            + f'<p class="fh-note"><b>{esc(e.sentence)}</b></p><ol class="fh-steps">{steps}</ol></div>')
    return e.winner, html


class TrickTryIt(SnapshotMixin, W.VBox):
    """Cards typed in the order played (``H5 DJ HA JO``), a contract, the suit named for a led joker."""

    def __init__(self, cards: str = "H5 DJ HA JO", contract: str = "7H", **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.cards = W.Text(value=cards, description="Cards played:", style={"description_width": "initial"},
                            layout=fit_layout("320px"))
        self.contract = W.Dropdown(options=contract_options(), value=contract, description="Contract:",
                                   style={"description_width": "initial"}, layout=fit_layout("320px"))
        self.joker_suit = W.Dropdown(options=_JOKER_SUITS, value="", description="Suit named for a led joker:",
                                     style={"description_width": "initial"}, layout=fit_layout("360px"))
        self.check = W.Button(description="Who wins?", button_style="primary", layout=fit_layout())
        self.check.add_class("fh-check")
        self.result = W.HTML()
        self.winner: int | None = None
        self.check.on_click(lambda _b: self._run())
        self.contract.observe(lambda _c: self._run(), names="value")
        self.children = [W.HTML(STYLE), self.cards, self.contract, self.joker_suit, self.check, self.result]
        self.add_class("fh-tryit")
        self._run()

    def _run(self) -> None:
        try:
            self.winner, self.result.value = trick_html(self.cards.value, self.contract.value,
                                                         self.joker_suit.value or None)
        except ValueError as error:          # NotationError and RuleError: a sentence, not a traceback
            self.winner = None
            self.result.value = (f'<p class="fh-bad">That trick cannot be judged: {esc(error)}. Type the cards '
                                 "in the order played, such as H5 DJ HA JO.</p>")

    def snapshot_html(self) -> str:
        return STYLE + self.result.value
