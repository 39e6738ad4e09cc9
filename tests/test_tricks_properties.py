"""Who wins a trick, property-based: the engine against the reference model (``trick_reference.py``,
written from the rulings' table and R1/R2, independent of the engine's code), on random tricks.

Sources: rules section "Wer erhält den Stich", rulings R1 and R2.
"""

import itertools

from hypothesis import given, settings, strategies as st

import hydra
from trick_reference import (DECK_CODES, GAME_IDS, NORMAL_FAMILY, ref_counts_as_trump, ref_second_wins, ref_suit,
                             ref_winner)

# --- property-based tests --------------------------------------------------------------------


HOT = ["HY", "HY", "R10", "R10", "SD", "SD", "EO", "EO", "GK", "GK", "G9", "G10", "S9", "RK", "EU"]

games = st.sampled_from(GAME_IDS)


def _draw_from(pool, min_size, max_size):
    return st.lists(st.integers(0, len(pool) - 1), min_size=min_size, max_size=max_size,
                    unique=True).map(lambda ix: [pool[i] for i in ix])


# Tricks of 1-5 cards with at most two copies of a card (drawn without replacement from a deck);
# the second pool makes Hydras, Dullen and equal pairs frequent.
tricks = st.one_of(_draw_from(DECK_CODES, 1, 5), _draw_from(HOT, 1, 5))


@settings(max_examples=400, deadline=None)
@given(game=games, trick=tricks)
def test_property_trick_winner_matches_the_rulings_reference(game, trick):
    """Wer erhält den Stich, R1, R2: the engine agrees with the reference model of this file."""
    assert hydra.trick_winner(trick, game=game) == ref_winner(trick, game)


@settings(max_examples=400, deadline=None)
@given(game=games, trick=tricks)
def test_property_winner_in_range_and_explain_agrees(game, trick):
    """Public interface: the winner is an index of the trick; explain_trick agrees and its
    sentence names the winning card."""
    winner = hydra.trick_winner(trick, game=game)
    assert 0 <= winner < len(trick)
    explanation = hydra.explain_trick(trick, game=game)
    assert explanation.winner == winner
    assert hydra.Card.parse(trick[winner]).german_name in explanation.sentence     # by its name (issue 33)
    assert max(s.index for s in explanation.steps if s.takes_lead) == winner
    for step in explanation.steps:
        if step.card is hydra.HYDRA and game in NORMAL_FAMILY and ref_suit(game, trick[0]):
            assert "R1" in step.rule          # the Hydra is low on this fail trick


@settings(max_examples=400, deadline=None)
@given(game=games, trick=tricks)
def test_property_a_trump_wins_if_any_card_counts_as_trump(game, trick):
    """Wer erhält den Stich: 'der mit dem höchsten Trumpf gestochen hat' - if any card counts as a
    trump (R1: not the Hydra on a fail trick in normal games), a trump wins; otherwise the winner
    is a card of the led suit, never an off-suit card or a low Hydra."""
    winner = hydra.trick_winner(trick, game=game)
    counts = [ref_counts_as_trump(game, trick, i) for i in range(len(trick))]
    if any(counts):
        assert counts[winner]
    else:
        led_suit = ref_suit(game, trick[0])
        assert trick[winner] != "HY"
        assert ref_suit(game, trick[winner]) == led_suit


@settings(max_examples=400, deadline=None)
@given(game=games, trick=tricks.filter(lambda t: len(t) >= 3), data=st.data())
def test_property_permuting_followers_keeps_the_winning_card(game, trick, data):
    """Wer erhält den Stich + R2: reordering the cards after the lead changes at most which copy of
    the winning card wins, never the winning card itself; of two copies the first wins, except two
    Hydras counting as trump and two Dullen in normal games (R2)."""
    followers = data.draw(st.permutations(trick[1:]))
    shuffled = [trick[0]] + list(followers)
    for cards in (trick, shuffled):
        winner = hydra.trick_winner(cards, game=game)
        code = cards[winner]
        copies = [i for i, c in enumerate(cards) if c == code]
        if len(copies) == 2:
            second = ref_second_wins(game, code) and ref_counts_as_trump(game, cards, copies[1])
            assert winner == copies[1 if second else 0]
    assert trick[hydra.trick_winner(trick, game=game)] == shuffled[hydra.trick_winner(shuffled, game=game)]


def test_property_permutation_exhaustive_small_case():
    """Every order of the followers of 'G9 | HY HY SD EO' in every game gives the same winning card."""
    for game in GAME_IDS:
        winners = set()
        for followers in itertools.permutations(["HY", "HY", "SD", "EO"]):
            cards = ["G9", *followers]
            winners.add(cards[hydra.trick_winner(cards, game=game)])
        assert len(winners) == 1, (game, winners)
