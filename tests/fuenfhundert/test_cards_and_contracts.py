"""Cards and their notation (F1), bids and their values and ranks (F3)."""

from __future__ import annotations

import copy
import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hydra import fuenfhundert as fh
from hydra.core.errors import NotationError, RuleError
from hydra.fuenfhundert.cards import Card


def test_F1_deck_has_43_cards_red_from_4_black_from_5_and_the_joker():
    codes = [str(c) for c in fh.DECK]
    assert len(codes) == len(set(codes)) == 43
    for suit, low in (("H", 4), ("D", 4), ("C", 5), ("S", 5)):
        ranks = [c[1:] for c in codes if c[0] == suit and c != "JO"]
        assert ranks == [str(n) for n in range(low, 11)] + ["J", "Q", "K", "A"]
    assert "JO" in codes and "S4" not in codes and "C4" not in codes
    assert [c.index for c in fh.DECK] == list(range(43))


@pytest.mark.parametrize("card", fh.DECK, ids=str)
def test_F1_every_card_round_trips_through_str_and_repr(card):
    assert fh.parse_cards(str(card)) == [card]
    assert fh.Card.parse(str(card).lower()) is card
    assert eval(repr(card), {"Card": Card}) is card
    assert pickle.loads(pickle.dumps(card)) is card
    assert copy.deepcopy(card) is card


def test_parse_cards_accepts_commas_spaces_and_lower_case_as_the_spec_writes():
    assert [str(c) for c in fh.parse_cards("HJ, d10 JO")] == ["HJ", "D10", "JO"]
    assert fh.parse_cards("  sa,,c5  ") == [fh.Card.parse("SA"), fh.Card.parse("C5")]


@pytest.mark.parametrize("text, token, offset", [
    ("HJ HZ", "HZ", 3), ("S4", "S4", 0), ("C4 H4", "C4", 0), ("HJ,D11", "D11", 3),
    ("JOKER", "JOKER", 0), ("H 10", "H", 0), ("HA;SA", "HA;SA", 0),
])
def test_bad_notation_names_the_token_and_its_offset(text, token, offset):
    with pytest.raises(NotationError) as caught:
        fh.parse_cards(text)
    assert caught.value.token == token and caught.value.offset == offset
    assert repr(token) in str(caught.value) and f"offset {offset}" in str(caught.value)


def test_cards_are_immutable_and_interned():
    card = fh.Card.parse("HJ")
    with pytest.raises(AttributeError):
        card.suit = "D"   # type: ignore[misc]
    assert fh.Card("H", "J") is card and {card: 1}[fh.Card.parse("hj")] == 1
    with pytest.raises(NotationError):
        fh.Card("C", "4")


def test_F5_card_names_show_the_bowers_for_the_contract():
    hj, dj = fh.Card.parse("HJ"), fh.Card.parse("DJ")
    assert hj.name("7H") == "Herz-Bube (HJ, the right bower)"
    assert dj.name("7H") == "Karo-Bube (DJ, the left bower)"
    assert hj.name("7D") == "Herz-Bube (HJ, the left bower)"
    assert hj.name("7S") == "Herz-Bube (HJ, Jack of Hearts)"
    assert hj.name("6NT") == hj.name() == "Herz-Bube (HJ, Jack of Hearts)"
    assert fh.JOKER.name("9C") == "Joker (JO, the highest trump)"
    assert fh.JOKER.name("misere") == "Joker (JO, the highest card)"
    assert fh.Card.parse("SA").german_name == "Pik-As" and fh.Card.parse("C10").english_name == "10 of Clubs"


@pytest.mark.parametrize("contract", fh.BIDS, ids=str)
def test_F5_F7_a_cards_role_is_the_same_for_a_bid_and_its_contract(contract):
    """A card reads a bid's text itself (hydra.fuenfhundert.bids), without the contracts module: the same role."""
    for card in fh.DECK:
        assert card.role(str(contract)) == card.role(contract) == card.role(str(contract).lower())
    assert {fh.JOKER.role(contract)} == {"the highest card" if contract.trump is None else "the highest trump"}


@pytest.mark.parametrize("given, error", [("7X", NotationError), ("pass", RuleError), (7, NotationError)])
def test_a_cards_role_refuses_what_is_no_contract_as_a_contract_does(given, error):
    with pytest.raises(error):
        fh.JOKER.role(given)
    if isinstance(given, str):
        with pytest.raises(error):
            fh.Contract.parse(given)


# --- F3: bids --------------------------------------------------------------------------------

SEED_TABLE = {"S": (40, 140, 240, 340, 440), "C": (60, 160, 260, 360, 460), "D": (80, 180, 280, 380, 480),
              "H": (100, 200, 300, 400, 500), "NT": (120, 220, 320, 420, 520)}


@pytest.mark.parametrize("strain", list(SEED_TABLE))
def test_F3_bid_value_is_the_seeds_table(strain):
    assert [fh.bid_value(f"{n}{strain}") for n in range(6, 11)] == list(SEED_TABLE[strain])


def test_F3_misere_250_open_misere_500_exactly_as_the_spec_writes():
    assert fh.bid_value("misere") == 250
    assert fh.bid_value("open-misere") == 500


def test_F3_misere_ranks_above_8_pik_and_below_8_kreuz():
    m = fh.Contract.parse("misere")
    assert fh.Contract.parse("8S") < m < fh.Contract.parse("8C")
    higher = [str(b) for b in fh.BIDS if b > m]
    assert higher[:4] == ["8C", "8D", "8H", "8NT"]   # more than the four the seed's sentence lists


def test_F3_open_misere_outranks_every_bid_10_herz_and_10_no_trump_included():
    om = fh.Contract.parse("open-misere")
    assert all(om > b for b in fh.BIDS if b is not om)
    assert fh.bid_value("10H") == fh.bid_value("open-misere") and om > fh.Contract.parse("10H")
    assert om > fh.Contract.parse("10NT") and fh.bid_value("10NT") > fh.bid_value("open-misere")
    assert fh.BIDS[-1] is om


def test_F3_bids_rank_by_value_except_open_misere():
    values = [b.value for b in fh.BIDS[:-1]]
    assert values == sorted(values) and len(set(values)) == len(values)
    assert len(fh.BIDS) == 27


def test_F3_the_other_reading_of_the_misere_sentence_is_named():
    names = [r.name for r in fh.readings("F3")]
    assert names == ["bid table", "listed bids"]
    assert fh.readings("F3")[0].engine and not fh.readings("F3")[1].engine
    assert "9 PIK" in fh.readings("F3")[1].quote


@pytest.mark.parametrize("text, bid", [("7h", "7H"), (" 6 nt ", "6NT"), ("Misère", "misere"),
                                       ("open misere", "open-misere"), ("10NT", "10NT")])
def test_bid_notation_is_forgiving_and_round_trips(text, bid):
    contract = fh.Contract.parse(text)
    assert str(contract) == bid and contract == bid and fh.Contract.parse(str(contract)) is contract
    assert eval(repr(contract), {"Contract": fh.Contract}) is contract


@pytest.mark.parametrize("text", ["5H", "11S", "7X", "7", "NT", "", "misery", "7 H H"])
def test_bad_bid_notation_raises_notation_error(text):
    with pytest.raises(NotationError) as caught:
        fh.bid_value(text)
    assert caught.value.token == text.strip()


def test_F3_pass_has_no_value():
    with pytest.raises(RuleError) as caught:
        fh.bid_value("pass")
    assert caught.value.rule == "F3"


@given(st.sampled_from(fh.BIDS), st.sampled_from(fh.BIDS))
def test_F3_contract_order_is_total_and_consistent_with_rank(a, b):
    assert (a < b) == (a.rank < b.rank) and (a == b) == (a is b)
    assert (a < b) or (b < a) or (a is b)
