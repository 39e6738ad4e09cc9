"""The one card core (issue 21, "a deck-aware Card ... that every game's deck fits"): Hydra's deck
(also the Doppelkopf rule sets') and 500's are two instances of :class:`hydra.core.deck.Deck`, their cards
:class:`hydra.core.deck.DeckCard`\\ s; each keeps its notation (rules: 'Die Spielkarten'; F1)."""

from __future__ import annotations

import copy
import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

import hydra
from hydra import fuenfhundert as fh
from hydra.core.deck import Deck, DeckCard
from hydra.core.errors import NotationError

DECKS = {"hydra": hydra.Card, "fuenfhundert": fh.Card}
EVERY_CARD = [card for card_class in DECKS.values() for card in card_class.deck.cards]


@pytest.mark.parametrize("card_class", DECKS.values(), ids=DECKS.keys())
def test_every_games_deck_is_an_instance_of_the_one_core(card_class: type[DeckCard]) -> None:
    assert issubclass(card_class, DeckCard) and isinstance(card_class.deck, Deck)
    assert card_class.deck.card_class is card_class
    assert all(type(card) is card_class for card in card_class.deck.cards)
    assert [card.index for card in card_class.deck.cards] == list(range(len(card_class.deck.cards)))


def test_the_decks_are_the_games_decks_in_their_order() -> None:
    """Die Spielkarten: 25 cards (each twice), the Hydra last; F1: 43 cards, S4 and C4 left out, the joker last."""
    assert hydra.Card.deck.cards == hydra.CARDS and len(hydra.CARDS) == 25 and hydra.CARDS[-1] is hydra.HYDRA
    assert fh.Card.deck.cards == fh.DECK and len(fh.DECK) == 43 and fh.DECK[-1] is fh.JOKER
    assert "S4" not in fh.Card.deck.by_code and "C4" not in fh.Card.deck.by_code


@given(st.sampled_from(EVERY_CARD), st.sampled_from(["", " ", "\t", "  "]), st.booleans())
def test_str_and_parse_round_trip_over_every_card_of_every_deck(card: DeckCard, pad: str, lower: bool) -> None:
    """Rulings, Notation: str() is the notation; any case and surrounding spaces parse back."""
    text = str(card).lower() if lower else str(card)
    card_class = type(card)
    assert card_class.parse(pad + text + pad) is card
    assert card_class.deck.parse_cards(f"{pad}{text},{text}") == [card, card]
    assert card_class.deck.as_cards([text, card]) == [card, card] and card_class.deck.as_card(text) is card
    assert eval(repr(card), {"Card": card_class}) is card
    assert card_class(card.suit, card.rank) is card
    assert pickle.loads(pickle.dumps(card)) is card and copy.deepcopy(card) is card


def test_a_card_of_one_deck_is_no_card_of_the_other() -> None:
    """Each deck parses only its own cards: 500's HJ is no Hydra card, Hydra's EO no 500 card."""
    with pytest.raises(NotationError):
        hydra.as_card(fh.Card.parse("HJ"))      # type: ignore[arg-type]  # the point: the wrong deck's card
    with pytest.raises(NotationError):
        fh.as_cards([hydra.Card.parse("EO")])   # type: ignore[list-item]  # likewise
    with pytest.raises(NotationError):
        hydra.Card.parse("HJ")


def test_hydras_cards_hash_to_their_index_and_sort_with_less_than_500s_by_sort_key() -> None:
    """Hydra's cards keep their deck-order hash and ``<`` (sets of cards iterate in deck order);
    500's compare by identity only (no Python-level ``__lt__`` to slow every ``==``)."""
    assert [hash(c) for c in hydra.CARDS] == list(range(25))
    assert sorted(reversed(hydra.CARDS)) == list(hydra.CARDS)
    assert "__lt__" not in vars(fh.Card) and "__lt__" not in vars(DeckCard)
    assert sorted(reversed(fh.DECK), key=fh.Card.sort_key) == list(fh.DECK)
    with pytest.raises(TypeError):
        sorted(fh.DECK[:2])         # type: ignore[type-var]  # the point: 500's cards have no <


def test_every_deck_draws_its_cards_in_jupyter() -> None:
    """The drawing hook is the core's; each deck names its game's renderer."""
    from hydra.fuenfhundert.svg import card_svg as fh_card_svg
    from hydra.hydra.svg import card_svg
    assert hydra.Card.parse("EO")._repr_svg_() == card_svg(hydra.Card.parse("EO"))
    assert fh.JOKER._repr_svg_() == fh_card_svg(fh.JOKER)


def test_the_names_come_from_each_decks_description() -> None:
    assert (hydra.HYDRA.german_name, hydra.HYDRA.english_name) == ("Hydra", "Hydra (joker)")
    assert (fh.JOKER.german_name, fh.JOKER.english_name) == ("Joker", "Joker")
    assert fh.Card.parse("SA").german_name == "Pik-As" and hydra.Card.parse("R10").english_name == "10 of Hearts"
    assert hydra.HYDRA.is_joker and hydra.HYDRA.is_hydra and fh.JOKER.is_joker
