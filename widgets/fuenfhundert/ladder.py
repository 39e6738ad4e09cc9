"""The interactive trump ladder of 500: pick a contract, see the trumps from the highest down and
each other suit's order, every row asked of the engine (``Contract.ladder``, ``suit_cards``; F5, F7, F8).

>>> lad = FhLadder()
>>> lad.contract.value = "7D"
>>> lad.ladder_codes()[:3]
['JO', 'DJ', 'HJ']
>>> lad.contract.value = "7NT"
>>> lad.ladder_codes(), "highest card" in lad.view.value
([], True)
"""

from __future__ import annotations

from typing import Any

import ipywidgets as W

from hydra import fuenfhundert as fh

from ..common.base import SnapshotMixin, esc, fit_layout
from .faces import STYLE, cards_html

__all__ = ["CONTRACTS", "contract_options", "ladder_html", "FhLadder"]

#: One contract per kind of ladder: each trump suit, no trump, Misère (the number of tricks
#: does not change the order of the cards).
CONTRACTS = ("7S", "7C", "7D", "7H", "7NT", "misere", "open-misere")


def contract_options() -> list[tuple[str, str]]:
    """Dropdown options: ('7 Herz (seven hearts)', '7H') ..."""
    out = []
    for bid in CONTRACTS:
        c = fh.as_contract(bid)
        out.append((f"{c.name} ({c.english_name})", bid))
    return out


def _role_caption(card: fh.Card, contract: fh.Contract) -> str:
    role = card.role(contract)
    return {"the right bower": "right bower", "the left bower": "left bower",
            "the highest trump": "highest trump", "the highest card": "highest card"}.get(role or "", "")


def ladder_html(contract: object) -> str:
    """The whole order of the cards under ``contract``, highest first, as card faces."""
    c = fh.as_contract(contract)  # type: ignore[arg-type]
    parts = [f'<div class="fh-page fh-ladder" data-contract="{esc(c.bid)}" '
             f'data-ladder="{esc(" ".join(map(str, c.ladder())))}">']
    if c.trump is not None:
        trump = fh.SUIT_NAMES[c.trump]
        ladder = list(c.ladder())
        left = ladder[2]
        parts.append(f'<div class="fh-suitrow trumps"><h4>Trumps in {esc(c.name)}: {esc(trump[0])} '
                     f'({esc(trump[1])}), {len(ladder)} cards, highest first</h4>')
        marks = {0: "trump", 1: "bower", 2: "bower"}
        parts.append(cards_html(ladder, contract=c, marks=marks,
                                captions=[_role_caption(x, c) or str(x) for x in ladder]))
        parts.append(f'<p>{esc(ladder[0].name(c))} is on top, then {esc(ladder[1].name(c))} and '
                     f'{esc(left.name(c))}: the {esc(fh.SUIT_NAMES[left.suit or "S"][0])}-Bube leaves its own '
                     f'suit and is a {esc(trump[0])} card now (F5, F6).</p></div>')
    else:
        joker = fh.JOKER
        why = ("In a Misère the joker is still the highest card; a player who cannot follow suit and "
               "holds it must play it (F8)." if c.is_misere else
               "You may play it only when you have no card of the led suit, but you may lead it and "
               "name the suit the others must follow (F7).")
        parts.append(f'<div class="fh-suitrow trumps"><h4>No trumps in {esc(c.name)}</h4>'
                     + cards_html([joker], contract=c, marks={0: "trump"}, captions=["highest card"])
                     + f"<p>{esc(joker.name(c))} wins any trick it is in. {esc(why)} "
                       "Each Bube sits between Dame and 10 of its own suit.</p></div>")
    for suit in fh.SUITS:
        if suit == c.trump:
            continue
        cards = c.suit_cards(suit)
        german, english = fh.SUIT_NAMES[suit]
        parts.append(f'<div class="fh-suitrow" data-suit="{suit}"><h4>{esc(german)} ({esc(english)}), '
                     f"{len(cards)} cards</h4>" + cards_html(cards, contract=c, width=40,
                                                            captions=[str(x) for x in cards]) + "</div>")
    parts.append("</div>")
    return "".join(parts)


class FhLadder(SnapshotMixin, W.VBox):
    """A contract dropdown and the card order it makes; ``ladder_codes()`` reads the trumps shown."""

    def __init__(self, contract: str = "7H", **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.contract = W.Dropdown(options=contract_options(), value=contract, description="Contract:",
                                   layout=fit_layout("340px"), style={"description_width": "initial"})
        self.contract.add_class("fh-contract")
        self.view = W.HTML()
        self.contract.observe(lambda _change: self._show(), names="value")
        self.children = [W.HTML(STYLE), self.contract, self.view]
        self.add_class("fh-ladder-widget")
        self._show()

    def _show(self) -> None:
        self.view.value = ladder_html(self.contract.value)

    def ladder_codes(self) -> list[str]:
        """The trumps shown, highest first, read back from the page (its ``data-ladder``)."""
        marker = 'data-ladder="'
        start = self.view.value.index(marker) + len(marker)
        text = self.view.value[start:self.view.value.index('"', start)]
        return text.split()

    def snapshot_html(self) -> str:
        return STYLE + ladder_html(self.contract.value)
