"""Findings of a learner's walk through the 500 play page (QA): every card the page reports played or laid
away is named in words, as the review does (F9, F21), and the saved rounds read as a sentence."""

from __future__ import annotations

import re

from hydra import fuenfhundert as fh
from tutor.fuenfhundert import FuenfhundertSession
from tutor.fuenfhundert.records import FuenfhundertStats

CODE_ONLY = re.compile(r"\b(play|plays|lay away) (JO|[SCDH](?:[4-9]|10|[JQKA]))\b")


def test_cards_played_and_laid_away_are_named_in_words_F9_F21():
    session = FuenfhundertSession(deal="2-0")
    assert session.bid("7H").ok
    lines = []
    while not session.round.is_over:
        hint = session.hint()
        assert hint is not None
        if hint.action.startswith("JO:"):
            assert session.lead_joker(hint.action[3]).ok
        else:
            assert session.click_card(hint.action).ok
        lines += [r.text for r in session.replies]
    played = [t for t in lines if t.startswith(("play", "lay away"))]
    assert any(t.startswith("lay away ") for t in played) and len(played) > 10
    for text in played:
        assert not CODE_ONLY.search(text), text                     # "plays DK" reads as a code
    assert any(fh.as_card("JO").name("7H") in t for t in played)    # the joker is named with its role


def test_the_saved_rounds_sentence_says_how_many_bids_were_made():
    text = FuenfhundertStats(rounds=2, points=-60, won=1).sentence()
    assert text == "2 rounds of 500 played, -60 points in all for your team, which made its bid in 1 of them."


def test_the_laid_away_panel_names_the_cards_F21():
    """F21: the learner's own three cards laid away, each named in words for the contract."""
    from widgets.fuenfhundert.play_html import laid_away_html

    session = FuenfhundertSession(deal="2-0")
    assert session.bid("7H").ok
    for _ in range(3):
        hint = session.hint()
        assert hint is not None and session.click_card(hint.action).ok
    html = laid_away_html(session)
    laid = session.view().laid_away
    assert len(laid) == 3
    for card in laid:
        assert fh.as_card(str(card)).name("7H").split(" (")[0] in html
