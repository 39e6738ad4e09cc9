"""Lesson 07's Füchse in a Trumpfabgabe, played through the engine (issue 13): the model
``tutor.doppelkopf.course_armut`` and its view in ``widgets.doppelkopf.course_side``.

D41 (Turnier): "Die bis zu 3 Trumpf-Karten werden verdeckt auf den Tisch gelegt." The ruling: the poor
player lays down all its trumps (the Füchse open and not counted); asked from its left; the acceptor
returns as many cards, any, and the number of trumps among them is public.
D33 (Turnier): a Sonderpunkt for each Fuchs of the other party caught.
D11: the poor player and the acceptor are Re. R4: Hydra's caught Fuchs brings 5 bonus points.

Every check compares the model's steps with the engine (``hydra.doppelkopf``) or with the rulings'
words, never with the model's own code.
"""

from __future__ import annotations

import pytest

from hydra import doppelkopf as dk
from hydra.hydra.scoring import FUCHS_BONUS
from tutor.doppelkopf import course_side as side
from tutor.doppelkopf.course_armut import ARMUT_HAND, play_trumpfabgabe, played_example
from widgets.doppelkopf.course_side import points_html
from widgets.doppelkopf.html import example_html

FUCHS = "SD"                                   # the Karo-As (D33: "Fuchs")


@pytest.fixture(scope="module")
def play():
    played = play_trumpfabgabe()
    assert played is not None
    return played


def is_trump(code):
    return dk.get_game("normal", "turnier").is_trump(dk.dk_cards(code)[0])


def test_d41_the_poor_player_lays_down_all_its_trumps_the_fuechse_open_and_not_counted(play):
    hand = ARMUT_HAND.split()
    assert play.hand == tuple(hand) and hand.count(FUCHS) == 2
    assert sorted(play.given) == sorted(c for c in hand if is_trump(c))        # all its trumps (all-trumps)
    assert play.fuechse == (FUCHS, FUCHS)                                       # both Füchse among them
    assert play.counted == len(play.given) - len(play.fuechse) == 2            # ... and not counted (D11)
    assert play.counted <= 3                                                     # D11: at most three
    first = played_example(play).outcomes[0]
    assert first.rule_set == "turnier" and "D41" in first.text and "open" in first.text
    assert first.text.count("Karo-As (SD)") == 2 and first.value == 2


def test_d41_asked_from_the_left_the_same_number_back_and_the_trumps_among_them_said(play):
    assert play.answers[0][0] == (play.poor + 1) % 4                            # from the poor player's left
    assert [a for _, a in play.answers[:-1]] == ["ablehnen"] * (len(play.answers) - 1)
    assert play.answers[-1] == (play.taker, "annehmen")
    assert set(play.re) == {play.poor, play.taker}                              # D11: both are Re
    assert len(play.returned) == len(play.given)                                # "die gleiche Anzahl"
    assert play.returned_trumps == sum(1 for c in play.returned if is_trump(c))  # "wie viele Trumpfkarten"
    third = played_example(play).outcomes[2]
    assert "D41" in third.text and f"{play.returned_trumps} (D41)" in third.text


def test_d33_a_caught_fuchs_is_one_sonderpunkt_for_the_other_party(play):
    assert play.caught, "the fixed deal must show a Fuchs caught"
    for c in play.caught:
        assert c.rule == "D33" and c.points == 1 and c.party == "Kontra"
        assert FUCHS in c.cards and c.cards[c.seats.index(c.fuchs_seat)] == FUCHS
        assert c.fuchs_seat in play.re and c.winner in play.kontra              # Re's Fuchs, Kontra's trick
        assert c.seats[dk.trick_winner(list(c.cards))] == c.winner              # the engine's winner
    lines = [ln for ln in play.lines if ln.rule == "D33" and "Fuchs" in ln.what]
    assert len(lines) == len(play.caught) and not any(ln.doubled for ln in lines)  # a Sonderpunkt: not doubled
    assert sum(play.points) == 0 and play.eyes[0] + play.eyes[1] == 240
    caught = played_example(play).outcomes[3]
    assert "D33" in caught.text and "Fuchs gefangen" in caught.text and "Sonderpunkt for Kontra" in caught.text


def test_the_played_example_sits_beside_what_hydra_has_instead_r4(play):
    e = played_example(play)
    assert e.kind == "round" and e.differs
    assert [o.rule_set for o in e.outcomes][-1] == "hydra"
    assert e.outcomes[-1].value == FUCHS_BONUS == 5 and "R4" in e.outcomes[-1].text
    assert [cards for _, cards in e.rows] == [play.given, play.returned, play.caught[0].cards]
    for o in e.outcomes:
        assert "Card.parse" not in o.text and "Traceback" not in o.text and "None" not in o.text
    p = side.fuechse_armut()
    assert p.examples[1] == e and "D41" in p.rules and "D33" in p.rules
    assert {rid for rid, _, _ in p.quotes} >= {"D41", "D33"}


def test_d11_no_played_example_for_a_hand_the_turnier_does_not_let_offer():
    assert play_trumpfabgabe("SD SD SU RU GU EU EK E10 ED GK") is None      # four counted trumps
    assert len(side.fuechse_armut("SD SD SU RU GU EU EK E10 ED GK").examples) == 1


def test_the_view_draws_each_step_with_its_cards(play):
    html = example_html(played_example(play))
    assert 'data-kind="round"' in html
    for i in range(3):
        assert f'data-step="{i}"' in html
    # the players by name, never a seat counted from 0 (issue 34)
    assert "Laid down by Ada" in html and "Given back by Ben" in html and "Fuchs caught" in html
    assert 'data-side="hydra"' in html and html.count('data-side="turnier"') == len(played_example(play).outcomes) - 1
    assert 'data-kind="round"' in points_html(("fuechse-armut",), first=4)
