"""The suits' symbols are SVG files (hydra/hydra/suits/*.svg) that open on their own, in their suit's colour,
and a card of the suit draws exactly their elements."""

from __future__ import annotations

import pathlib
import re
import xml.etree.ElementTree as ET

import pytest

from hydra.hydra.svg import SUIT_COLORS, SUIT_FILES, card_svg

SUITS = pathlib.Path(__file__).resolve().parents[1] / "hydra" / "hydra" / "suits"
SVG = "{http://www.w3.org/2000/svg}"


def test_every_suit_has_a_file_and_every_file_a_suit():
    assert sorted(SUIT_FILES) == sorted(s for s in SUIT_COLORS if s is not None)
    assert sorted(SUIT_FILES.values()) == sorted(p.name for p in SUITS.glob("*.svg"))


@pytest.mark.parametrize("suit", sorted(SUIT_FILES))
def test_a_suit_file_is_a_picture_in_its_suits_colour(suit):
    text = (SUITS / SUIT_FILES[suit]).read_text(encoding="utf-8")
    root = ET.fromstring(text)
    assert root.tag == f"{SVG}svg" and root.get("viewBox") == "-16 -16 32 32"
    fills = {e.get("fill") for e in root.iter()} - {None, "none"}
    assert SUIT_COLORS[suit] in fills                                # the suit's colour (SUIT_COLORS)
    assert not fills & {c for s, c in SUIT_COLORS.items() if s != suit}   # and no other suit's


@pytest.mark.parametrize("suit", sorted(SUIT_FILES))
def test_a_card_draws_the_files_elements(suit):
    text = (SUITS / SUIT_FILES[suit]).read_text(encoding="utf-8")
    elements = re.findall(r"<(?:path|circle|ellipse|rect)\b[^>]*/>", text)
    assert elements
    drawn = card_svg(f"{suit}9", width=48)
    assert drawn.count("".join(elements)) == 9 + 2                   # nine pips, an index in two corners
