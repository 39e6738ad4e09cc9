"""Hands and rounds draw themselves in Jupyter; a hand's notation round-trips."""

import xml.etree.ElementTree as ET

import pytest

import hydra


def test_hand_round_trips_through_str_and_sorts_for_a_game():
    hand = hydra.Hand("eo s9 HY r10 GK")
    assert hydra.Hand(str(hand)) == hand and repr(hand) == "Hand('EO S9 HY R10 GK')"
    assert str(hand.sorted("normal")) == "S9 GK EO R10 HY"                 # fail suits, then trumps
    assert str(hand.sorted("color-solo:G")) == "S9 R10 EO GK HY"           # Grün is trump there
    assert hand.eyes == 3 + 0 + 0 + 10 + 4


def test_hand_refuses_a_third_copy():
    with pytest.raises(hydra.RuleError, match="Die Spielkarten"):
        hydra.Hand("EO EO EO")


def test_hand_and_round_draw_themselves():
    svg = hydra.Hand("EO HY")._repr_svg_()
    root = ET.fromstring(svg)
    assert "EO" in svg and "HY" in svg and root.tag.endswith("svg")
    rnd = hydra.play_round(seed=2)
    html = rnd._repr_html_()
    assert "<svg" in html and "trick 10" in html and "score so far" in html
    fresh = hydra.Round.new(seed=2)
    assert "phase: calls" in fresh._repr_html_()
