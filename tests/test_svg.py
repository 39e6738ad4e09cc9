"""The SVG renderer: well-formed, accessible, distinct and escaped pictures of cards and tricks."""

import xml.etree.ElementTree as ET

import pytest

import hydra
from hydra.hydra.svg import HIGHLIGHTS, card_html, card_svg, card_title, hand_svg, trick_svg

NS = "{http://www.w3.org/2000/svg}"


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == NS + "svg"
    return root


def texts(root) -> list:
    return [t.text for t in root.iter(NS + "text")]


@pytest.mark.parametrize("card", hydra.CARDS, ids=str)
@pytest.mark.parametrize("width", [48, 72, 140])
def test_every_card_is_well_formed_and_titled(card, width):
    root = parse(card_svg(card, width))
    assert root.get("role") == "img"
    title = root.find(NS + "title").text
    assert title.startswith(f"{card}: ")
    assert title == root.get("aria-label") == card_title(card)
    assert float(root.get("width")) == width
    assert float(root.get("height")) > width          # a card is taller than wide
    rank = "HY" if card.is_hydra else card.rank
    assert texts(root).count(rank) == 2               # corner indices top-left and bottom-right
    assert root.find(f".//{NS}g[@transform='rotate(180 50.0 75.0)']") is not None


def test_titles_name_the_card():
    assert card_title("EO") == "EO: Eichel-Ober (Ober of Acorns)"
    assert card_title(hydra.Card.parse("SD")) == "SD: Schell-Daus (Daus of Bells), the Fuchs"
    assert card_title("HY") == "HY: Hydra (joker)"
    assert parse(card_svg("EO")).find(NS + "title").text == "EO: Eichel-Ober (Ober of Acorns)"


def test_distinct_cards_give_distinct_svg():
    pictures = {card_svg(c) for c in hydra.CARDS}
    assert len(pictures) == 25
    bodies = {s.split("</title>", 1)[1] for s in pictures}   # different drawings, not just titles
    assert len(bodies) == 25


def test_suit_colours_are_distinct():
    colours = {hydra.hydra.svg.SUIT_COLORS[s] for s in ("S", "R", "G", "E", None)}
    assert len(colours) == 5
    for suit in "SRGE":
        assert hydra.hydra.svg.SUIT_COLORS[suit] in card_svg(suit + "K")


def test_no_ids_so_many_cards_share_a_page():
    page = hand_svg(hydra.CARDS) + trick_svg(hydra.Trick("GK G9 GD HY G10"))
    assert " id=" not in page


@pytest.mark.parametrize("highlight", sorted(HIGHLIGHTS))
def test_highlight_changes_the_output_and_the_name(highlight):
    plain, marked = card_svg("GK"), card_svg("GK", highlight=highlight)
    assert plain != marked
    assert HIGHLIGHTS[highlight][0] in marked          # the border colour
    root = parse(marked)
    assert HIGHLIGHTS[highlight][2] in root.get("aria-label")   # not told by colour alone


def test_bad_highlight_is_refused():
    with pytest.raises(ValueError, match="highlight 'gold'"):
        card_svg("GK", highlight="gold")


def test_dim_and_face_down():
    assert card_svg("GK", dim=True) != card_svg("GK")
    assert "greyed out" in parse(card_svg("GK", dim=True)).get("aria-label")
    back = card_svg("GK", face_down=True)
    assert back == card_svg(None, face_down=True)      # the back never reveals the card
    assert "GK" not in back and "König" not in back
    assert parse(back).get("aria-label") == "face-down card"
    hidden = hand_svg("EO GK HY", face_down=True)
    assert "EO" not in hidden and "HY" not in hidden
    assert hand_svg(3, face_down=True) == hidden


def test_text_is_escaped():
    svg = card_svg("EO", label='<b>& "x"')
    assert "<b>" not in svg
    assert "&lt;b&gt;&amp;" in svg
    root = parse(svg)
    assert '<b>& "x"' in texts(root)
    assert root.get("aria-label").endswith(', <b>& "x"')
    hand = hand_svg("EO GK", labels=["<i>", "a&b"])
    assert {"<i>", "a&b"} <= set(texts(parse(hand)))


def test_label_lines():
    root = parse(card_svg("EO", label="seat 2\nled"))
    assert {"seat 2", "led"} <= set(texts(root))
    assert float(root.get("height")) > float(parse(card_svg("EO")).get("height"))


def test_hand_row():
    svg = hand_svg("EO GO R10 HY", width=60, highlights={2: "legal"}, labels=["a", None, "c"])
    root = parse(svg)
    cards = root.findall(NS + "g")
    assert len(cards) == 4
    assert [g.find(NS + "title").text.split(":")[0] for g in cards] == ["EO", "GO", "R10", "HY"]
    assert "may be played" in cards[2].get("aria-label")
    assert float(root.get("width")) == pytest.approx(240)
    fanned = parse(hand_svg("EO GO R10 HY", width=60, overlap=True))
    assert float(fanned.get("width")) < 240
    assert root.get("aria-label").startswith("Hand of 4 cards: EO: Eichel-Ober")
    assert parse(hand_svg([])).get("aria-label") == "Hand of 0 cards"
    with pytest.raises(ValueError):
        hand_svg("EO", highlights=["legal", "legal"])


def test_trick_marks_the_winner():
    trick = hydra.Trick("GK G9 GD HY G10", leader=1)
    root = parse(trick_svg(trick))
    cards = root.findall(NS + "g")
    assert len(cards) == 5
    names = [g.get("aria-label") for g in cards]
    winners = [i for i, n in enumerate(names) if "(winner)" in n]
    assert winners == [trick.winner] == [2]
    assert names[0].endswith("seat 1, led")
    assert names[2].endswith("seat 3")
    assert HIGHLIGHTS["winner"][0] in ET.tostring(cards[2], encoding="unicode")
    assert root.get("aria-label") == "Trick GK G9 GD HY G10, led by seat 1: GD wins for seat 3"
    assert "(winner)" not in trick_svg(trick, show_winner=False)


def test_partial_trick_and_given_seats():
    trick = hydra.Trick("R10 EO", leader=4, seats=(4, 1))
    root = parse(trick_svg(trick, width=48))
    assert root.get("aria-label") == "Trick R10 EO, led by seat 4: R10 is winning for seat 4"
    assert {"seat 4", "led", "seat 1"} <= set(texts(root))


def test_trick_from_notation():
    assert hydra.Trick("GK G9 GD HY G10")._repr_svg_() == trick_svg(hydra.Trick("GK G9 GD HY G10"))


def test_repr_svg_hooks():
    svg = hydra.Card.parse("EO")._repr_svg_()
    assert parse(svg).find(NS + "title").text == "EO: Eichel-Ober (Ober of Acorns)"
    assert parse(hydra.Trick("GK G9 GD HY G10")._repr_svg_()).get("role") == "img"


def test_card_html_wraps_the_svg():
    html = card_html("HY", 48, highlight="selected")
    assert html.startswith('<span class="hydra-card"') and card_svg("HY", 48, highlight="selected") in html


def test_doppelkopf_faces_show_doppelkopf_rank_words_hydra_faces_unchanged():
    """QA: a Doppelkopf card is drawn with Doppelkopf's own words (hydra.doppelkopf.card_name:
    'Kreuz-As (ED)'): As/A, König/K, Dame/D, Bube/B; a Doppelkopf player reads 'D / Daus' as Dame.
    Hydra's faces keep Daus/D, Ober/O, Unter/U."""
    import re

    from hydra import doppelkopf as dk
    from hydra.hydra.svg import card_svg, hand_svg

    def words(svg):
        return re.findall(r">([^<>]+)</text>", svg)

    for code, word, index in [("ED", "As", "A"), ("EK", "König", "K"), ("EO", "Dame", "D"), ("EU", "Bube", "B")]:
        svg = card_svg(code, deck="doppelkopf")
        assert words(svg) == [index, index, word], (code, words(svg))
        assert dk.card_name(code).split(" (")[0] in svg
    assert "Daus" not in hand_svg("ED GD RD SD", deck="doppelkopf")
    assert words(card_svg("ED")) == ["D", "D", "Daus"] and words(card_svg("EO")) == ["O", "O", "Ober"]
    assert words(card_svg("R10", deck="doppelkopf")) == words(card_svg("R10")) == ["10", "10"]
    with pytest.raises(ValueError):
        card_svg("ED", deck="skat")
