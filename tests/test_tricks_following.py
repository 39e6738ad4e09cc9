"""Which cards may be played: Bedienpflicht with R1 (the Hydra is no card of a fail suit), the
reasons for an illegal card, and property tests against the reference model.

Sources: rules section "Der Spielverlauf" (Bedienpflicht), "Die Spielkarten" (at most two copies),
rulings R1 and R12 (ten cards a hand). The reference model is ``trick_reference.py``, written from
the rulings' table, independent of the engine's code.
"""

import pytest
from hypothesis import assume, given, settings, strategies as st

import hydra
from hydra import Card
from trick_reference import DECK_CODES, GAME_IDS, codes, ref_legal

games = st.sampled_from(GAME_IDS)

# --- following suit ------------------------------------------------------------------------------

LEGAL_CASES = [
    # (game, hand, trick, legal cards in hand order, why)
    ("normal", "G9 HY EO SK GD", "GK", "G9 GD", "Bedienpflicht: Grün led, follow Grün"),
    ("normal", "HY G9", "GK", "G9", "R1: the Hydra is not a Grün card for following"),
    ("normal", "HY E9 EK", "GK", "HY E9 EK", "no Grün: any card, the Hydra included (R1)"),
    ("normal", "HY G9 EK", "SU", "HY", "R1: the only trump is the Hydra: must play it"),
    ("normal", "EO SD G9 HY", "SU", "EO SD HY", "Bedienpflicht: trump led, play a trump"),
    ("normal", "G9 EK S10", "SU", "G9 EK S10", "no trump: any card"),
    ("normal", "EO G9", "HY", "EO", "R1: a led Hydra makes a trump trick"),
    ("normal", "G9 E9", "HY", "G9 E9", "R1: led Hydra, no trump in hand: any card"),
    ("normal", "R10 RK", "R9", "RK", "the Dulle is a trump, not a Rot card"),
    ("normal", "R10 GK", "R9", "R10 GK", "no Rot card: R10 is no Rot card, so any"),
    ("normal", "SD S10", "S9", "S10", "the Fuchs is a trump, not a Schell card"),
    ("normal", "SD G9", "SK", "SD G9", "no Schell card: any"),
    ("normal", "SO GO E9", "EK", "E9", "Obers are trumps in a normal game"),
    ("normal", "G9 G9 EO", "GK", "G9 G9", "both copies are playable"),
    ("normal", "G9 EO", "GK SD EU", "G9", "the led card decides, not the card ahead"),
    ("normal", "G9 EO", "", "G9 EO", "empty trick: the leader plays anything"),
    ("normal-solo", "HY G9", "GK", "G9", "R1 in normal-solo"),
    ("color-solo:G", "EO G9 HY", "GK", "G9 HY", "color-solo:G: G cards are trumps, a G-led trick is a trump trick"),
    ("color-solo:G", "EO E9 S9", "GK", "EO E9 S9", "color-solo:G: EO is no trump, so no trump held"),
    ("color-solo:G", "GK E9", "EK", "E9", "color-solo:G: GK is a trump, not an Eichel card"),
    ("color-solo:G", "HY EO", "G9", "HY", "R1: only trump is the Hydra"),
    ("color-solo:S", "SD R9", "R10", "R9", "color-solo:S: SD is a trump; R10 an ordinary Rot card"),
    ("trump-solo:O", "EO G9", "GO", "EO", "trump-solo:O: GO led is a trump trick"),
    ("trump-solo:O", "GO GK", "G9", "GK", "trump-solo:O: GO is a trump, not a Grün card"),
    ("trump-solo:O", "HY GK", "G9", "GK", "R1 in a solo: the Hydra is no Grün card"),
    ("trump-solo:O", "HY EK", "G9", "HY EK", "no Grün: any card"),
    ("trump-solo:D", "R10 SD", "R9", "R10", "trump-solo:D: SD a trump, R10 a plain Rot card"),
    ("trump-solo:D", "EU SD", "SU", "EU SD", "trump-solo:D: SD is no Schell card: no Schell held"),
    ("trump-solo:10", "S10 SD", "SK", "SD", "trump-solo:10: S10 is a trump, SD plain Schell"),
]


def _legal_ids(cases):
    return [f"{g}|{h}|{t}" for g, h, t, *_ in cases]


@pytest.mark.parametrize("game, hand, trick, legal, why", LEGAL_CASES, ids=_legal_ids(LEGAL_CASES))
def test_der_spielverlauf_bedienpflicht_and_r1_legal_cards(game, hand, trick, legal, why):
    """Der Spielverlauf (Bedienpflicht) and R1: hand-worked legal cards."""
    assert codes(hydra.legal_cards(hand, trick, game=game)) == legal.split(), why
    assert ref_legal(hand.split(), trick.split(), game) == legal.split()


@pytest.mark.parametrize("game, hand, trick, legal, why", LEGAL_CASES, ids=_legal_ids(LEGAL_CASES))
def test_der_spielverlauf_illegal_reasons_exactly_for_the_non_legal_cards(game, hand, trick, legal, why):
    """illegal_reasons gives a reason for exactly the distinct cards that may not be played; each
    names the card and cites a rule (R-id or the rules' section)."""
    reasons = hydra.illegal_reasons(hand, trick, game=game)
    expected = {c for c in hand.split() if c not in legal.split()}
    assert {str(c) for c in reasons} == expected
    for card, reason in reasons.items():
        assert card.german_name in reason                       # the card by its name (issue 33)
        assert "R1" in reason or "rules:" in reason or "Bedienpflicht" in reason


@pytest.mark.parametrize("game, hand, trick, legal, why", LEGAL_CASES, ids=_legal_ids(LEGAL_CASES))
def test_der_spielverlauf_check_play_accepts_legal_and_rejects_illegal(game, hand, trick, legal, why):
    """check_play returns a legal card and raises IllegalCard, with .rule and a message naming the
    card, for an illegal one."""
    for code in dict.fromkeys(hand.split()):
        if code in legal.split():
            assert hydra.check_play(hand, trick, code, game=game) is Card.parse(code)
        else:
            with pytest.raises(hydra.IllegalCard) as info:
                hydra.check_play(hand, trick, code, game=game)
            assert info.value.rule
            assert Card.parse(code).german_name in str(info.value)


def test_r1_reason_for_the_hydra_on_a_fail_trick_cites_r1():
    """R1: 'the Hydra is not a card of that suit for following: a player holding a card of the led
    suit must play one.'"""
    reasons = hydra.illegal_reasons("G9 HY", "GK")
    assert "R1" in reasons[Card.parse("HY")]


def test_r1_reason_when_the_only_trump_is_the_hydra_cites_r1():
    """R1: 'a player whose only trump is the Hydra must play it.'"""
    reasons = hydra.illegal_reasons("HY G9 EK", "SU")
    assert set(map(str, reasons)) == {"G9", "EK"}
    assert all("R1" in r for r in reasons.values())
    with pytest.raises(hydra.IllegalCard) as info:
        hydra.check_play("HY G9 EK", "SU", "G9")
    assert "Grün-9" in str(info.value)


def test_der_spielverlauf_empty_trick_has_no_illegal_cards():
    """Der Spielverlauf: the player who leads may play any card."""
    assert hydra.illegal_reasons("HY G9 EK R10", "") == {}
    assert hydra.illegal_reasons("HY G9 EK R10", []) == {}


def test_der_spielverlauf_check_play_rejects_an_unheld_card():
    """Public interface: 'IllegalCard ... including one that the player does not hold'."""
    with pytest.raises(hydra.IllegalCard) as info:
        hydra.check_play("G9 EK", "GK", "GD")
    assert info.value.rule
    assert "Grün-Daus" in str(info.value)
    with pytest.raises(hydra.IllegalCard):
        hydra.check_play("G9 EK", "", "HY")          # even when leading


def test_der_spielverlauf_check_play_with_seat_names_the_seat_for_an_unheld_card():
    """Public interface: a RuleError's message names the seat."""
    with pytest.raises(hydra.IllegalCard) as info:
        hydra.check_play("G9 EK", "GK", "GD", seat=3)
    assert info.value.seat == 3
    assert "3" in str(info.value)


def test_der_spielverlauf_check_play_with_seat_names_the_seat_for_an_illegal_card():
    """Public interface: 'Anything that breaks a rule raises hydra.RuleError whose message names
    what was wrong and which rule forbids it: the trick, the seat, the card, and the R-id'."""
    with pytest.raises(hydra.IllegalCard) as info:
        hydra.check_play("G9 EK", "GK", "EK", seat=3)
    assert info.value.seat == 3
    assert "seat 3" in str(info.value)


def test_der_spielverlauf_legal_cards_on_a_complete_trick_is_a_rule_error():
    """Der Spielverlauf: a trick has five cards; nobody plays a sixth."""
    with pytest.raises(hydra.RuleError):
        hydra.legal_cards("G9", "GK G10 GD E9 E10")


def test_r12_a_hand_has_at_most_ten_cards():
    """R12 / Spielvorbereitung: each playing seat is dealt 3 + 4 + 3 = 10 cards."""
    hand = "S9 SU SO SK S10 SD R9 RU RO RK R10"
    with pytest.raises(hydra.RuleError):
        hydra.legal_cards(hand, "GK")


def test_die_spielkarten_hand_and_trick_hold_at_most_two_copies():
    """Die Spielkarten: every card twice; a hand with two EO cannot see a third in the trick."""
    with pytest.raises(hydra.RuleError):
        hydra.legal_cards("EO EO", "EO")


# --- property-based tests --------------------------------------------------------------------

@st.composite
def hand_and_trick(draw):
    ix = draw(st.permutations(range(50)))
    hand_size = draw(st.integers(0, 10))
    trick_size = draw(st.integers(0, 4))
    hand = [DECK_CODES[i] for i in ix[:hand_size]]
    trick = [DECK_CODES[i] for i in ix[hand_size:hand_size + trick_size]]
    return hand, trick


@settings(max_examples=400, deadline=None)
@given(game=games, deal=hand_and_trick())
def test_property_legal_cards_subset_and_bedienpflicht(game, deal):
    """Der Spielverlauf and R1: legal_cards is a non-empty sub-multiset of a non-empty hand, the
    whole hand on an empty trick, and equals the reference model; illegal_reasons covers exactly
    the rest; check_play agrees."""
    hand, trick = deal
    legal = codes(hydra.legal_cards(hand, trick, game=game))
    for code in legal:
        assert legal.count(code) <= hand.count(code)
    if hand:
        assert legal
    if not trick:
        assert legal == hand
    assert legal == ref_legal(hand, trick, game)
    reasons = hydra.illegal_reasons(hand, trick, game=game)
    assert {str(c) for c in reasons} == set(hand) - set(legal)
    for code in set(hand):
        if code in legal:
            assert hydra.check_play(hand, trick, code, game=game) is Card.parse(code)
        else:
            with pytest.raises(hydra.IllegalCard):
                hydra.check_play(hand, trick, code, game=game)


@settings(max_examples=200, deadline=None)
@given(game=games, deal=hand_and_trick())
def test_property_playing_a_legal_card_keeps_the_trick_valid(game, deal):
    """A card allowed by legal_cards can be added to the trick and the trick still has a winner."""
    hand, trick = deal
    assume(hand)
    for card in hydra.legal_cards(hand, trick, game=game):
        winner = hydra.trick_winner(trick + [str(card)], game=game)
        assert 0 <= winner <= len(trick)
