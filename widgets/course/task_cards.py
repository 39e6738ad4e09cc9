"""The task's cards on a step page (issue 19), tapped by their pictures, in as few widgets as the page
can do with (issue 34): each card is one button whose picture is its background, drawn by one style
sheet for all of them, so a card costs the page one widget model instead of seven (a box, the picture
and the button, each with its layout and style). A step with fewer cards hides the buttons it does not
need; a step with more adds them.

>>> shared = W.Layout()
>>> taps = []
>>> cards = TaskCards(taps.append, layout=shared, button_style=W.ButtonStyle())
>>> svg = '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="104.79"><title>RK</title></svg>'
>>> cards.draw([(svg, "RK (Rot-König)"), (svg, "EO (Eichel-Ober)")])
>>> [b.tooltip for b in cards.buttons], len(cards.children)
(['RK (Rot-König)', 'EO (Eichel-Ober)'], 3)
>>> cards.buttons[1].click(); taps
[1]
>>> '.cs button.cs-slot-1{width:64px;height:105px;background-image:url("data:image/svg+xml;base64,' in cards.faces.value
True
>>> cards.draw([(svg, "RK (Rot-König)")])
>>> "cs-off" in cards.buttons[1]._dom_classes, len(cards.children), cards.buttons[1].layout is shared
(True, 3, True)
"""

from __future__ import annotations

import base64
import re
from collections.abc import Callable, Sequence

import ipywidgets as W

__all__ = ["TaskCards", "TASK_CARDS_STYLE"]

#: Each card button over its picture, 44 px at least; a button a step does not need, hidden.
TASK_CARDS_STYLE = """<style>
.cs .cs-cards{display:flex;flex-wrap:wrap;gap:4px}
.cs .cs-cards>.cs-faces{display:none}
.cs .cs-cards>button.cs-pick{margin:0;min-width:44px;min-height:44px;padding:0;border:none;border-radius:6px;
 box-shadow:none !important;background-color:transparent !important;background-repeat:no-repeat;
 background-position:center;background-size:contain}
.cs .cs-cards>button.cs-pick:focus-visible{outline:3px solid #ffb300}
.cs .cs-cards>button.cs-off{display:none}
</style>"""

_SIZE = re.compile(r'<svg[^>]*?\swidth="([\d.]+)"[^>]*?\sheight="([\d.]+)"')


def _size(svg: str) -> tuple[int, int]:
    """The picture's size in px, from its ``<svg width= height=>`` (a card's shape if it has none)."""
    found = _SIZE.search(svg)
    if found is None:
        return 64, 105
    return round(float(found.group(1))), round(float(found.group(2)))


def _face_rule(index: int, svg: str) -> str:
    width, height = _size(svg)
    url = "data:image/svg+xml;base64," + base64.b64encode(svg.encode()).decode("ascii")
    return f'.cs button.cs-slot-{index}{{width:{width}px;height:{height}px;background-image:url("{url}")}}'


class TaskCards(W.Box):
    """The cards to tap: ``on_tap(index)`` for a tap on card ``index``; every button shares ``layout`` and
    ``button_style`` (none of them changes its own)."""

    # object: on_tap's result is not used
    def __init__(self, on_tap: Callable[[int], object], layout: W.Layout, button_style: W.ButtonStyle) -> None:
        self.faces = W.HTML(layout=layout)
        self.faces.add_class("cs-faces")
        super().__init__([self.faces], layout=layout)
        self.add_class("cs-cards")
        self._on_tap = on_tap
        self._button_style = button_style
        self.buttons: list[W.Button] = []

    def _button(self, index: int) -> W.Button:
        button = W.Button(description="", layout=self.layout, style=self._button_style)
        button.add_class("cs-pick")
        button.add_class(f"cs-slot-{index}")
        button.on_click(lambda _b: self._on_tap(index))
        return button

    def draw(self, cards: Sequence[tuple[str, str]]) -> None:
        """Show these cards, each ``(svg, name)``: its picture and the name a pointer or a reader gets."""
        while len(self.buttons) < len(cards):
            self.buttons.append(self._button(len(self.buttons)))
            self.children = [self.faces, *self.buttons]
        self.faces.value = "<style>" + "".join(_face_rule(i, svg) for i, (svg, _name) in enumerate(cards)) + "</style>"
        for i, button in enumerate(self.buttons):
            if i < len(cards):
                button.tooltip = cards[i][1]
                button.remove_class("cs-off")
            else:
                button.add_class("cs-off")
