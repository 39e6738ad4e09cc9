"""Findings of a learner's walk through lesson 07 (QA): the colour-solo point's sentences read as English."""

from __future__ import annotations

import re

import pytest

from tutor.doppelkopf.course_mistakes import colour_solo


@pytest.mark.parametrize("suit", ["E", "G", "R"])
def test_a_solo_the_turnier_does_not_play_reads_as_one_sentence_D3(suit):
    """D3: the Turnier has no Kreuz-, Pik- or Herz-Solo; its line says so without a capital after a
    semicolon ("no such solo; The Turnier ...")."""
    turnier = colour_solo(suit).examples[0].outcomes[1].text
    assert turnier.startswith("Turnier: no such solo") and "D3" in turnier
    assert not re.search(r"; [A-Z]", turnier), turnier
