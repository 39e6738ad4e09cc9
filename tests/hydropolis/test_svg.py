"""Cards and the table drawn as SVG, each with its accessible name (P1, P2)."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from hydra.hydropolis import DECK, Card, Table, card_name, card_svg, table_svg

NS = "{http://www.w3.org/2000/svg}"


def test_P1_P2_every_card_of_the_deck_draws_with_its_name_and_colour():
    for card in DECK:
        svg = card_svg(card)
        root = ET.fromstring(svg)
        assert root.get("role") == "img" and root.get("aria-label") == card_name(card)
        assert root.find(f"{NS}title").text == card_name(card)
        assert float(root.get("width")) == 2 * float(root.get("height"))          # 2:1, N on top
        assert {"b": "#2f7ed8", "r": "#d8453b", "y": "#e8b923"}[card.colour] in svg
        assert " id=" not in svg


def test_P2_caps_leaks_taps_and_outlets_are_drawn_differently():
    plain, leaky = card_svg(".b.b"), card_svg(".b.b*")
    assert leaky != plain and leaky.count("<path") > plain.count("<path")       # crack and drops
    assert card_svg(".B..").count("<rect") == 2 and card_svg(".b..").count("<rect") == 1   # the cap's plate
    tap, outlet, end = card_svg(".b..T"), card_svg("...bO"), card_svg(".b..")
    assert len({tap.split("<title>")[1], outlet.split("<title>")[1], end.split("<title>")[1]}) == 3
    assert 'r="19" fill="#fff"' in tap and 'fill="#0d2b45"' in outlet                     # wheel, drain
    assert 'r="19"' not in outlet + end and "#0d2b45" not in tap + end
    assert card_svg(".b.b", label="my words").count("my words") == 2
    assert Card.parse(".y..T")._repr_svg_() == card_svg(".y..T")


def test_the_table_draws_as_a_grid_with_the_last_card_marked_and_marked_cells():
    table = Table.start(".b.b")
    table.lay(".b.b*", (5, 4))
    table.lay(".r.r", (5, 4))
    svg = table_svg(table, marked=table.legal_moves([".b.b"]) and [m.cell for m in table.legal_moves([".b.b"])])
    root = ET.fromstring(svg)
    assert root.get("aria-label") == "Hydropolis table, 3 cards; last laid: red straight pipe, W to E, at (5,4)"
    labels = [g.get("aria-label") for g in root.iter(f"{NS}g")]
    assert "red straight pipe, W to E at (5,4), on 1 covered card, laid last" in labels
    assert "blue straight pipe, W to E at (4,4)" in labels
    assert "(3,4): a card may go here" in labels and "(6,4): a card may go here" in labels
    assert 'stroke="#f08c00"' in svg and 'stroke="#f08c00"' not in table_svg(table, last=False)
    assert "max-width:100%" in svg and table._repr_svg_() == table_svg(table)
