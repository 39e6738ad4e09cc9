"""Cards and games: D1 deck, D4-D7 (trumps, equal cards, Schweine, following), via hydra.hydra.games.Game."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hydra import doppelkopf as dk
from hydra.hydra.cards import Card
from hydra.core.errors import NotationError, RuleError
from hydra.hydra.games import Game
from hydra.doppelkopf.rulings import readings


def test_deck_D1():
    """D1: 20 cards twice, 40 cards, 240 eyes, no 9 and no Hydra."""
    assert len(dk.DECK) == 40 and len(set(dk.DECK)) == 20 and sum(c.eyes for c in dk.DECK) == 240
    assert all(c.rank != "9" and not c.is_hydra for c in dk.DECK)


@pytest.mark.parametrize("bad", ["S9", "HY", "EO G9"])
def test_nine_or_hydra_is_a_rule_error_D1(bad):
    """D1: a 9 or HY in a hand or trick is a RuleError citing D1."""
    with pytest.raises(RuleError) as info:
        dk.trick_winner(bad + " EO" if " " not in bad else bad)
    assert info.value.rule == "D1"
    with pytest.raises(RuleError):
        dk.legal_cards(bad, "")


def test_cards_are_hydra_cards_and_names_are_french():
    card = dk.dk_card("EO")
    assert isinstance(card, Card) and card is Card.parse("EO")
    assert dk.card_name("EO") == "Kreuz-Dame (EO)" and dk.card_name("SD") == "Karo-As (SD)"
    assert dk.card_name("GU") == "Pik-Bube (GU)" and dk.card_name("RK") == "Herz-König (RK)"
    assert dk.dk_card("Herz-10") is Card.parse("R10")


@given(st.sampled_from(dk.CARDS))
def test_notation_and_french_names_round_trip(card):
    assert dk.dk_card(str(card)) is card
    assert dk.dk_card(dk.card_name(card).split(" (")[0]) is card


def test_every_game_is_a_hydra_game_covering_all_cards():
    for rules in dk.RULE_SETS:
        for gid in dk.games(rules):
            g = dk.get_game(gid, rules)
            assert isinstance(g, Game)
            cards = list(g.trumps) + [c for cs in g.fail_suits.values() for c in cs]
            assert sorted(cards) == sorted(dk.CARDS), (rules, gid)


def test_trump_tables_of_the_spec():
    def ladder(gid, rules="hausrunde"):
        return " ".join(map(str, dk.get_game(gid, rules).trumps))
    assert ladder("normal", "turnier") == "SK S10 SD SU RU GU EU SO RO GO EO R10"
    assert ladder("color-solo:E") == "EK E10 ED SU RU GU EU SO RO GO EO R10"
    assert ladder("color-solo:R") == "RK RD SU RU GU EU SO RO GO EO R10"
    assert ladder("queen-solo") == "SO RO GO EO" and ladder("jack-solo") == "SU RU GU EU"
    assert ladder("ace-solo") == ""
    assert " ".join(map(str, dk.get_game("ace-solo", "turnier").fail_suits["E"])) == "EU EO EK E10 ED"


def test_mixed_solo_damen_above_buben_D4():
    """D4: all Damen above all Buben; the other reading (alternating) is data."""
    assert " ".join(map(str, dk.get_game("mixed-solo", "hausrunde").trumps)) == \
        "SU RU GU EU SO RO GO EO"
    assert dk.trick_winner("EU SO GK RK", "mixed-solo", "hausrunde") == 1
    assert [r.name for r in readings("D4")] == ["damen-over-buben", "alternating"]


def test_equal_cards_first_wins_D5():
    """D5: of two identical cards the first wins (turnier; hausrunde except R10 as a trump)."""
    assert dk.trick_winner("EK ED ED E10") == 1
    assert dk.trick_winner("R10 R10 SK EO", rules="turnier") == 0
    assert dk.trick_winner("R10 R10 SK EO", rules="hausrunde") == 1
    assert dk.trick_winner("R10 R10 SK EO", game="color-solo:R", rules="hausrunde") == 1
    # R10 a fail card (Damensolo): the first wins also in the hausrunde
    assert dk.trick_winner("R10 R10 RK RU", game="queen-solo", rules="hausrunde") == 0


def test_schweine_D6():
    """D6: Schweine only in the hausrunde's normal game: both SD above R10."""
    assert dk.trick_winner("R10 SD EO SK", rules="hausrunde", schweine=True) == 1
    assert dk.trick_winner("R10 SD EO SK", rules="hausrunde") == 0
    with pytest.raises(RuleError) as info:
        dk.trick_winner("R10 SD EO SK", rules="turnier", schweine=True)
    assert info.value.rule == "D6"
    with pytest.raises(RuleError):
        dk.trick_winner("R10 SD EO SK", game="color-solo:S", rules="hausrunde", schweine=True)
    with pytest.raises(RuleError):
        dk.trick_winner("SD SD EO SK", rules="hausrunde", schweine=True)


def test_following_suit_D7():
    """D7: follow the led suit (trump if a trump was led); SK is a trump, not Karo, in normal."""
    assert [str(c) for c in dk.legal_cards("SK EK RK", "SU")] == ["SK"]
    assert [str(c) for c in dk.legal_cards("SK EK RK", "RD")] == ["RK"]
    assert [str(c) for c in dk.legal_cards("R10 RK", "RD")] == ["RK"]        # R10 is a trump
    assert [str(c) for c in dk.legal_cards("R10 EK", "RD", "queen-solo")] == ["R10"]
    reasons = dk.illegal_reasons("SK EK RK", "SU")
    assert {str(c) for c in reasons} == {"EK", "RK"}
    assert all(r.rules == ("D7",) for r in reasons.values())


def test_bad_game_and_rule_set_names():
    with pytest.raises(NotationError):
        dk.get_game("solo-x", "turnier")
    with pytest.raises(RuleError):
        dk.games("skat")
    with pytest.raises(NotationError):
        dk.trick_winner("EO XX")


def test_explain_trick_agrees_with_game_winner_and_cites_D_ids_D5_D6_D7():
    e = dk.explain_trick("R10 SD EO R10", rules="hausrunde", schweine=True)
    assert e.winner == dk.trick_winner("R10 SD EO R10", rules="hausrunde", schweine=True) == 1
    assert "D6" in e.rules and "D7" in e.rules and "D6" in e.sentence.rules
    e2 = dk.explain_trick("R10 EO R10 SK", rules="hausrunde")
    assert e2.steps[2].verdict == "second-equal" and e2.steps[2].rules == ("D5",)


@given(st.sampled_from(dk.RULE_SETS), st.data())
def test_explanation_always_agrees_with_the_game(rules, data):
    gid = data.draw(st.sampled_from(dk.games(rules)))
    cards = data.draw(st.permutations(list(dk.DECK)))[:4]
    e = dk.explain_trick(cards, gid, rules)
    assert e.winner == dk.get_game(gid, rules).winner(cards)
    assert len(e.steps) == 4 and all(s.rules for s in e.steps)


def test_a_fail_card_on_a_trump_trick_is_said_to_be_no_trump_D7():
    """D7: on a trump trick a fail card is thrown off; the reason names the trump trick, not the
    led 'suit' (it said 'neither Trumpf nor a trump')."""
    steps = dk.explain_trick(["SD", "R10", "ED", "EO"], "normal", "turnier").steps
    assert steps[2].text == "Kreuz-As (ED) is not a trump: on a trump trick it is thrown off and cannot win."
    assert not any("neither" in str(s.text) for s in steps)
