"""Who wins a trick and what may be played (F5-F9, F12), checked against the seed's examples and
against an independent reading of the rulings (tests/fuenfhundert/oracle.py)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hydra import fuenfhundert as fh
from hydra.core.errors import IllegalCard, NotationError, RuleError

from . import oracle

CODES = [str(c) for c in fh.DECK]
CONTRACTS = [str(b) for b in fh.BIDS]


def names(cards):
    return [str(c) for c in cards]


# --- the seed's own tricks (7 Karo) ------------------------------------------------------------

def test_seed_trick_herz_as_wins_when_nobody_can_trump_F9():
    """„Die anderen Spieler legen eine HERZ 5, HERZ DAME und eine PIK 10" -> the Herz-As wins."""
    assert fh.trick_winner(["HA", "H5", "HQ", "S10"], contract="7D") == 0


def test_seed_trick_right_bower_beats_the_karo_as_F5():
    """„legt das KARO AS ... Teampartner von Spieler 3 ... legt KARO BUBE, noch höher"."""
    assert fh.trick_winner(["DK", "DA", "DJ", "D9"], contract="7D") == 2


def test_seed_trick_joker_beats_the_left_bower_F5_F6():
    """„Er legt HERZ BUBE ... das andere Team hat den JOKER, legt ihn und gewinnt den Stich"."""
    assert fh.trick_winner(["HJ", "D5", "D6", "JO"], contract="7D") == 3


def test_seed_a_small_trump_would_have_won_the_first_trick_F9():
    """„hätte so mit einer kleinen KARO Karte den Stich gewinnen können"."""
    assert fh.trick_winner(["HA", "H5", "HQ", "D4"], contract="7D") == 3


# --- F5: the trump ladder ----------------------------------------------------------------------

@pytest.mark.parametrize("trump", ["S", "C", "D", "H"])
def test_F5_trump_ladder_joker_right_bower_left_bower_then_as_down(trump):
    contract = fh.Contract.parse(f"7{trump}")
    assert names(contract.ladder()) == oracle.trump_ladder(f"7{trump}")
    ladder = contract.ladder()
    for high, low in zip(ladder, ladder[1:]):     # each beats the next when led after it
        assert fh.trick_winner([low, high], contract=contract) == 1
        assert fh.trick_winner([high, low], contract=contract) == 0


def test_F5_seed_order_for_each_trump_suit():
    """„Bei Trumpf KARO ist die Rangfolge JOKER, KARO BUBE, HERZ BUBE ... Trumpf KREUZ: JOKER,
    KREUZ BUBE, PIK BUBE"."""
    assert names(fh.Contract.parse("6D").ladder()[:3]) == ["JO", "DJ", "HJ"]
    assert names(fh.Contract.parse("6H").ladder()[:3]) == ["JO", "HJ", "DJ"]
    assert names(fh.Contract.parse("6S").ladder()[:3]) == ["JO", "SJ", "CJ"]
    assert names(fh.Contract.parse("6C").ladder()[:3]) == ["JO", "CJ", "SJ"]


def test_F5_other_suits_as_koenig_dame_bube_10_and_no_bower_jack_in_a_plain_suit():
    assert names(fh.Contract.parse("7H").suit_cards("S")) == ["SA", "SK", "SQ", "SJ", "S10", "S9", "S8",
                                                              "S7", "S6", "S5"]
    assert "DJ" not in names(fh.Contract.parse("7H").suit_cards("D"))


def test_F7_no_trump_jacks_between_dame_and_10_and_no_bowers():
    """„haben die Buben keine besondere Bedeutung und sind normal zwischen Dame und 10 angesiedelt"."""
    assert fh.trick_winner(["H10", "HJ", "HQ", "DJ"], contract="6NT") == 2
    assert fh.trick_winner(["H10", "HJ", "H9", "DJ"], contract="6NT") == 1
    assert fh.Contract.parse("6NT").ladder() == ()


# --- F6: the joker in a suit contract --------------------------------------------------------------

def test_F6_joker_may_be_played_even_by_a_player_who_can_follow():
    assert names(fh.legal_cards("HA JO S9", "H5", contract="7D")) == ["HA", "JO"]
    assert fh.trick_winner(["H5", "JO", "HA"], contract="7D") == 1


def test_F6_a_player_whose_only_trump_is_the_joker_must_play_it_on_a_trump_lead():
    assert names(fh.legal_cards("HA JO S9", "D5", contract="7D")) == ["JO"]
    reason = fh.illegal_reasons("HA JO S9", "D5", contract="7D")[fh.Card.parse("HA")]
    assert reason.rules[0] == "F6" and "joker" in reason


def test_F6_a_led_joker_calls_for_trumps_and_names_no_suit():
    assert names(fh.legal_cards("D4 HA HJ", "JO", contract="7H")) == ["HA", "HJ"]   # trumps: follow
    assert names(fh.legal_cards("D4 S5 DJ", "JO", contract="7H")) == ["DJ"]         # the left bower
    with pytest.raises(RuleError) as caught:
        fh.trick_winner(["JO", "H4"], contract="7H", joker_suit="H")
    assert caught.value.rule == "F6"


def test_F6_the_other_reading_joker_follows_suit_is_named():
    assert [r.name for r in fh.readings("F6")] == ["joker always", "joker follows suit"]


# --- F7: the joker at no trump ---------------------------------------------------------------------

def test_F7_joker_only_by_a_player_void_in_the_led_suit():
    assert names(fh.legal_cards("HA JO S9", "H5", contract="6NT")) == ["HA"]
    assert names(fh.legal_cards("CA JO S9", "H5", contract="6NT")) == ["CA", "JO", "S9"]
    reason = fh.illegal_reasons("HA JO S9", "H5", contract="6NT")[fh.JOKER]
    assert reason.rules == ("F7", "F9")


def test_F7_joker_led_names_a_suit_that_the_others_must_follow_and_wins():
    assert names(fh.legal_cards("H4 S5 C6", "JO", contract="6NT", joker_suit="H")) == ["H4"]
    assert names(fh.legal_cards("H4 S5 C6", "JO", contract="6NT", joker_suit="D")) == ["H4", "S5", "C6"]
    assert fh.trick_winner(["JO", "HA", "HK", "HQ"], contract="8NT", joker_suit="H") == 0
    with pytest.raises(RuleError) as caught:
        fh.legal_cards("H4", "JO", contract="6NT")            # no suit named
    assert caught.value.rule == "F7"


def test_F7_joker_played_late_wins_any_no_trump_trick_F9():
    assert fh.trick_winner(["SA", "SK", "JO", "SQ"], contract="10NT") == 2


def test_F7_a_suit_is_named_only_for_a_led_joker():
    with pytest.raises(RuleError) as caught:
        fh.trick_winner(["H4", "JO"], contract="6NT", joker_suit="H")
    assert caught.value.rule == "F7"
    with pytest.raises(NotationError):
        fh.trick_winner(["JO", "H4"], contract="6NT", joker_suit="X")


# --- F8: Misère ---------------------------------------------------------------------------------

def test_F8_misere_trick_has_three_cards():
    assert fh.trick_winner(["H4", "H9", "H6"], contract="misere") == 1
    with pytest.raises(RuleError) as caught:
        fh.trick_winner(["H4", "H9", "H6", "H5"], contract="misere")
    assert caught.value.rule == "F8"
    with pytest.raises(RuleError) as caught:
        fh.legal_cards("H8", "H4 H9 H6", contract="open-misere")
    assert caught.value.rule == "F8"


def test_F8_a_player_void_in_the_led_suit_must_play_the_joker():
    """„muss man den Joker bei MISERE und OPEN MIESERE direkt legen, wenn man der Vorlage nicht folgen kann"."""
    assert names(fh.legal_cards("D4 JO S9", "C5", contract="misere")) == ["JO"]
    assert names(fh.legal_cards("C6 JO S9", "D5", contract="open-misere")) == ["JO"]
    assert names(fh.legal_cards("D4 JO S9", "D5", contract="misere")) == ["D4"]     # can follow: not the joker
    reason = fh.illegal_reasons("D4 JO S9", "C5", contract="misere")[fh.Card.parse("S9")]
    assert reason.rules == ("F8", "F9")
    assert names(fh.legal_cards("D4 JO S9", "C5", contract="6NT")) == ["D4", "JO", "S9"]   # not at no trump


def test_F8_misere_is_played_at_no_trump_with_jacks_in_place():
    assert fh.trick_winner(["DQ", "DJ", "DK"], contract="misere") == 2
    assert fh.trick_winner(["HJ", "DJ", "H10"], contract="misere") == 0


# --- F9: following; the left bower ---------------------------------------------------------------

def test_F9_left_bower_belongs_to_the_trump_suit_not_its_own():
    """„Der ist in diesem Fall aber ein KARO, denn KARO ist Trumpf." (HJ at 7 Karo)"""
    assert names(fh.legal_cards("HJ H6 S9", "H5", contract="7D")) == ["H6"]
    assert names(fh.legal_cards("HJ S9", "H5", contract="7D")) == ["HJ", "S9"]     # void in Herz
    assert names(fh.legal_cards("HJ D4 S9", "D5", contract="7D")) == ["HJ", "D4"]  # it follows Karo
    reason = fh.illegal_reasons("HJ H6 S9", "H5", contract="7D")[fh.Card.parse("HJ")]
    assert reason.rules == ("F9", "F5") and "left bower" in reason


def test_F9_must_follow_the_led_suit():
    """„MAN MUSS DER VORGELEGTEN FARBE FOGLEN"."""
    assert names(fh.legal_cards("SA H9 H4", "H10", contract="7C")) == ["H9", "H4"]
    assert names(fh.legal_cards("SA CA", "H10", contract="7C")) == ["SA", "CA"]
    assert names(fh.legal_cards("SA H9 H4", (), contract="7C")) == ["SA", "H9", "H4"]


def test_F9_check_play_raises_illegal_card_with_the_rule():
    with pytest.raises(IllegalCard) as caught:
        fh.check_play("SA H9", "H10", "SA", contract="7C", seat=2)
    assert caught.value.rule == "F9" and caught.value.seat == 2 and str(caught.value.card) == "SA"
    assert "must follow Herz" in str(caught.value)
    with pytest.raises(IllegalCard) as caught:
        fh.check_play("SA H9", "H10", "HK", contract="7C")
    assert "do not hold" in str(caught.value) and caught.value.rule == "F9"


def test_F12_a_card_twice_in_a_trick_is_a_rule_error():
    with pytest.raises(RuleError) as caught:
        fh.trick_winner(["HA", "HA", "H4", "H5"], contract="7D")
    assert caught.value.rule == "F12"
    with pytest.raises(RuleError) as caught:
        fh.legal_cards("HA H5", "H5", contract="7D")
    assert caught.value.rule == "F12"


def test_F9_a_full_trick_has_four_cards():
    with pytest.raises(RuleError) as caught:
        fh.trick_winner(["H4", "H5", "H6", "H7", "H8"], contract="7D")
    assert caught.value.rule == "F9"
    with pytest.raises(RuleError):
        fh.trick_winner([], contract="7D")


# --- explanations carry their rules as data ---------------------------------------------------------

def test_explain_trick_steps_carry_rule_ids_as_data():
    e = fh.explain_trick(["HJ", "D5", "D6", "JO"], contract="7D")
    assert e.winner == 3 == fh.trick_winner(["HJ", "D5", "D6", "JO"], contract="7D")
    assert [s.verdict for s in e.steps] == ["lead", "lower-trump", "lower-trump", "higher-trump"]
    assert e.steps[0].rules == ("F5", "F9") and "left bower" in e.steps[0].text
    assert e.steps[3].rules[0] == "F6" and e.steps[3].rule == "F6"
    assert all(isinstance(s.rules, tuple) and s.rules for s in e.steps)
    assert e.rules == ("F5", "F9", "F6")
    assert e.sentence.startswith("Joker (JO, the highest trump) wins")


def test_explain_trick_misere_joker_cites_F8():
    e = fh.explain_trick(["H4", "JO", "H8"], contract="misere")
    assert e.winner == 1 and e.steps[1].verdict == "joker" and "F8" in e.steps[1].rules


def test_explain_partial_trick_says_so_far():
    e = fh.explain_trick(["S9", "SA"], contract="7H")
    assert e.winner == 1 and "is winning so far" in e.sentence


# --- properties against the oracle -----------------------------------------------------------------

@st.composite
def tricks(draw):
    contract = draw(st.sampled_from(CONTRACTS))
    size = 3 if contract.endswith("misere") else 4
    cards = draw(st.lists(st.sampled_from(CODES), min_size=1, max_size=size, unique=True))
    suit = draw(st.sampled_from("SCDH")) if cards[0] == "JO" and oracle.trump_of(contract) is None else None
    return cards, contract, suit


@settings(max_examples=600, deadline=None)
@given(tricks())
def test_F9_trick_winner_agrees_with_the_oracle_and_the_explanation(case):
    cards, contract, suit = case
    winner = fh.trick_winner(cards, contract=contract, joker_suit=suit)
    assert winner == oracle.winner(cards, contract, suit)
    assert fh.explain_trick(cards, contract=contract, joker_suit=suit).winner == winner


@settings(max_examples=600, deadline=None)
@given(st.data())
def test_F6_F7_F8_F9_legal_cards_agree_with_the_oracle(data):
    contract = data.draw(st.sampled_from(CONTRACTS))
    size = 3 if contract.endswith("misere") else 4
    pool = data.draw(st.permutations(CODES))
    trick = pool[:data.draw(st.integers(0, size - 1))]
    hand = pool[len(trick):len(trick) + data.draw(st.integers(1, 10))]
    suit = data.draw(st.sampled_from("SCDH")) if trick and trick[0] == "JO" and \
        oracle.trump_of(contract) is None else None
    legal = names(fh.legal_cards(hand, trick, contract=contract, joker_suit=suit))
    assert legal == oracle.legal(hand, trick, contract, suit)
    reasons = fh.illegal_reasons(hand, trick, contract=contract, joker_suit=suit)
    assert sorted(map(str, reasons)) == sorted(c for c in hand if c not in legal)
    for reason in reasons.values():
        assert reason.rules and all(r.startswith("F") for r in reason.rules)
        assert f"({reason.rules[0]}" in reason or f"{reason.rules[0]}:" in reason


@pytest.mark.parametrize(("trick", "contract", "step", "text"), [
    ("JO H5 HA D4", "7D", 1, "H5 is not a trump: on a trump trick it cannot win."),
    ("D5 H5 S5 D4", "7C", 2, "S5 is neither Karo nor a trump: it cannot win."),
])
def test_a_card_that_neither_follows_nor_trumps_is_said_plainly_f9(trick, contract, step, text):
    """F9: on a trump trick (the joker led in 7 Karo) a card of another suit is simply no trump; on a
    suit trick it is neither that suit nor a trump."""
    assert fh.explain_trick(trick, contract).steps[step].text == text


def test_F5_a_left_bower_step_says_the_jack_counts_as_the_trump_suit():
    """Issue 24: the 8-Pik step "CJ is the left bower, a Pik trump" did not say the Kreuz-Bube
    counts as Pik; each step with a left bower says so (F5)."""
    lead = fh.explain_trick("CJ S10 S8 SK", contract="8S").steps[0]
    assert ("in 8 Pik the Kreuz-Bube is the left bower and counts as Pik, a trump, not as Kreuz, so "
            "trump was led") in lead.text
    assert lead.rules == ("F5", "F9")
    ruff = fh.explain_trick("C5 CA CJ S6", contract="6S").steps[2]
    assert ruff.verdict == "ruff" and "in 6 Pik the Kreuz-Bube is the left bower and counts as Pik" in ruff.text
    over = fh.explain_trick("S5 SA DJ", contract="7H").steps[2]   # a ruff with the left bower
    assert "in 7 Herz the Karo-Bube is the left bower and counts as Herz, a trump, not as Karo" in over.text
    plain = fh.explain_trick("SJ S5 S8 S9", contract="8S").steps[0]   # the right bower: no such words
    assert "counts as" not in plain.text
