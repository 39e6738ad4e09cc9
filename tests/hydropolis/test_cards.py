"""Cards, notation and the tutor's deck (P1-P4, spec "The tutor's deck")."""

from __future__ import annotations

import itertools

import pytest

from hydra.core.errors import NotationError
from hydra.hydropolis import COLOURS, DECK, DECK_NOTE, Card, card_name


@pytest.mark.parametrize("text", [".b.b", "b.b.", ".bb.", ".B..", ".r.r*", ".y..T", "...bO", ".B.b", "bbbb",
                                  "RRRR", "r.R.*"])
def test_P3_parse_and_str_round_trip(text):
    card = Card.parse(text)
    assert str(card) == text and Card.parse(str(card)) is card


def test_P3_surrounding_white_space_is_ignored_and_case_matters():
    assert Card.parse("  .b.b\n") is Card.parse(".b.b")
    assert Card.parse(".B..").kinds == (0, 2, 0, 0) and Card.parse(".b..").kinds == (0, 1, 0, 0)


@pytest.mark.parametrize("text, token, offset, words", [
    ("bq..", "q", 1, "is not a side"),
    (".b.r", "r", 3, "second colour"),
    (".b.bX", "X", 4, "is not a mark"),
    (".B..*", "*", 4, "only a pipe piece can leak"),
    (".b.bT", "T", 4, "a tap is a single pipe end"),
    (".B..O", "O", 4, "an outlet is a single pipe end"),
    (".b.b**", "*", 5, "one character too many"),
])
def test_P3_bad_notation_names_the_character_and_its_offset(text, token, offset, words):
    with pytest.raises(NotationError) as info:
        Card.parse(text)
    assert isinstance(info.value, ValueError)
    assert info.value.token == token and info.value.offset == offset
    assert f"{token!r} at offset {offset}" in str(info.value) and words in str(info.value)


@pytest.mark.parametrize("text", ["....", ".b.", "", "hello"])
def test_P1_P3_a_card_shows_four_sides_and_at_least_one_pipe_or_cap(text):
    with pytest.raises(NotationError, match=r"\(P[13]\)"):
        Card.parse(text)


def test_P1_P2_kinds_colour_pipe_piece_and_leaky():
    facts = {c: (Card.parse(c).kind, Card.parse(c).colour, Card.parse(c).is_pipe_piece, Card.parse(c).leaky)
             for c in (".b.b", ".bb.", "bbb.", "bbbb", ".r.r*", ".B.b", ".B..", ".y..T", "...yO")}
    assert facts == {".b.b": ("straight", "b", True, False), ".bb.": ("corner", "b", True, False),
                     "bbb.": ("T piece", "b", True, False), "bbbb": ("cross", "b", True, False),
                     ".r.r*": ("straight", "r", True, True), ".B.b": ("capped pipe", "b", True, False),
                     ".B..": ("cap card", "b", False, False), ".y..T": ("tap", "y", True, False),
                     "...yO": ("outlet", "y", True, False)}
    assert Card.parse(".b.b").sides == (".", "b", ".", "b")


def test_P4_turned_swaps_N_S_and_E_W_and_keeps_the_mark():
    assert str(Card.parse(".bb.").turned()) == "b..b"
    assert str(Card.parse(".y..T").turned()) == "...yT"
    assert Card.parse(".r.r*").turned() is Card.parse(".r.r*")
    assert all(card.turned().turned() is card for card in DECK)


def test_the_deck_is_60_cards_as_the_spec_table_counts_them():
    assert len(DECK) == 60
    for colour in "bry":
        cards = [c for c in DECK if c.colour == colour]
        assert len(cards) == 20
        kinds = {k: sum(1 for c in cards if c.kind == k and not c.leaky) for k in
                 ("straight", "corner", "T piece", "cross", "capped pipe", "cap card", "tap", "outlet")}
        assert kinds == {"straight": 2, "corner": 4, "T piece": 4, "cross": 2, "capped pipe": 1, "cap card": 1,
                         "tap": 1, "outlet": 1}
        assert sum(c.leaky for c in cards) == 4
    assert [str(c) for c in DECK[:20]] == [".b.b", "b.b.", "bb..", ".bb.", "..bb", "b..b", "bbb.", ".bbb", "b.bb",
                                           "bb.b", "bbbb", "bbbb", ".b.b*", "b.b.*", ".bb.*", "bb..*", ".B.b",
                                           ".B..", ".b..T", "...bO"]
    assert str(DECK[20]) == ".r.r" and str(DECK[40]) == ".y.y"
    assert "lists no cards" in DECK_NOTE and "tutor's own deck" in DECK_NOTE


def test_every_card_has_an_accessible_name():
    assert card_name(".b.b*") == "blue straight pipe, W to E, leaky"
    assert card_name("b.b.") == "blue straight pipe, N to S"
    assert card_name(".bb.") == "blue corner, E to S"
    assert card_name(".B..") == "blue cap card, a cap on E"
    assert card_name(".y..T") == "yellow tap, its pipe leaves E"
    assert card_name("...bO") == "blue outlet, its pipe enters W"
    assert len({card_name(c) for c in DECK}) == len({str(c) for c in DECK})


def test_P1_P3_every_card_that_can_be_written_has_a_name_that_says_its_colour_and_kind():
    """card_name says each kind of card its own way (one table entry per kind): every notation P3 allows,
    turned or not, is named, starting with its colour and its kind (P1, P2)."""
    named = set()
    for sides in itertools.product(".bBrRyY", repeat=4):
        for mark in ("", "*", "T", "O"):
            try:
                card = Card.parse("".join(sides) + mark)
            except NotationError:
                continue
            name = card_name(card)
            assert name.startswith(f"{COLOURS[card.colour]} {card.kind}"), name
            assert name.endswith(", leaky") == card.leaky, name
            named.add(card.kind)
    assert named == {"tap", "outlet", "cap card", "straight", "corner", "T piece", "cross", "pipe end",
                     "capped pipe"}
