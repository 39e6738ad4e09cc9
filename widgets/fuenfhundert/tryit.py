""""Who wins this trick?": type the cards in the order played, pick the contract, and the engine's
``explain_trick`` says who wins and why, card by card (F5-F9). Bad input gets a sentence.

>>> t = TrickTryIt(cards="H5 DJ HA JO", contract="7H")
>>> t.check.click()
>>> t.winner, "Joker (JO, the highest trump) wins" in t.result.value
(3, True)
>>> t.cards.value = "H5 XX"; t.check.click()
>>> t.winner is None and "fh-bad" in t.result.value and "Traceback" not in t.result.value
True
>>> print(t.problem)  # doctest: +ELLIPSIS
The second card you typed, “XX”, is not a card: write each card as its suit letter ... For example: H5 DJ HA JO.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as W

from hydra import fuenfhundert as fh
from hydra.errors import NotationError
from tutor.course.fuenfhundert_words import notation_sentence, plain_cards

from ..common.base import SnapshotMixin, esc, fit_layout
from .faces import STYLE, cards_html
from .ladder import contract_options

__all__ = ["TrickTryIt", "trick_html"]

_JOKER_SUITS = [("(the joker was not led)", "")] + [
    (f"{fh.SUIT_NAMES[s][0]} ({fh.SUIT_NAMES[s][1]})", s) for s in fh.SUITS]


def trick_html(cards: object, contract: object, joker_suit: str | None = None) -> tuple[int, str]:
    """(the winner's position, the explanation as HTML), both from ``fh.explain_trick``."""
    e = fh.explain_trick(cards, contract=contract, joker_suit=joker_suit)  # type: ignore[arg-type]
    named: set[str] = set()        # each card's whole name once, in the sentence or the first step naming it
    sentence = plain_cards(e.sentence, e.contract, named)
    steps = "".join(f"<li>{esc(plain_cards(s.text, e.contract, named))}</li>" for s in e.steps)
    html = (f'<div class="fh-page fh-trick" data-winner="{e.winner}">'
            + cards_html(e.cards, contract=e.contract, marks={e.winner: "winner"},
                         captions=[("wins" if i == e.winner else f"card {i + 1}") for i in range(len(e.cards))])
            + f'<p class="fh-note"><b>{esc(sentence)}</b></p><ol class="fh-steps">{steps}</ol></div>')
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
        self.problem = ""                     # what was wrong with the input, in a sentence
        self.check.on_click(lambda _b: self._run())
        self.contract.observe(lambda _c: self._run(), names="value")
        self.children = [W.HTML(STYLE), self.cards, self.contract, self.joker_suit, self.check, self.result]
        self.add_class("fh-tryit")
        self._run()

    def _run(self) -> None:
        typed = self.cards.value
        self.problem = ""
        try:
            if not typed.strip(" ,\t\n"):
                self.problem = "Type the cards of a trick first, in the order played, for example: H5 DJ HA JO."
            else:
                self.winner, self.result.value = trick_html(typed, self.contract.value, self.joker_suit.value or None)
        except NotationError as error:       # what was typed is not notation: say which card, and how to write it
            self.problem = notation_sentence(error, typed)
        except ValueError as error:          # a RuleError: the rule the trick breaks (it quotes the codes typed)
            self.problem = (f"That trick cannot be judged: {str(error).rstrip('.')}. Type the cards "
                            "in the order played, for example: H5 DJ HA JO.")
        if self.problem:
            self.winner = None
            self.result.value = f'<p class="fh-bad" role="status">{esc(self.problem)}</p>'

    def snapshot_html(self) -> str:
        return STYLE + self.result.value
