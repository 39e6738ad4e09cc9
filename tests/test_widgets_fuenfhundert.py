"""The 500 course's widgets (issue 14), driven without a browser: every order, winner and score they
show is the engine's (``hydra.fuenfhundert``).

- F1: the deck's faces, 43 cards, the joker last.
- F6, F9: the try-it's winner and sentence are ``fh.explain_trick``'s; bad input gets a sentence.
- F10: the score table is ``fh.score``.
- F20-F23: the named readings are shown with their quotes.
"""

from __future__ import annotations

import re

import pytest
from widgets.common.base import esc

from hydra import fuenfhundert as fh
from tutor.fuenfhundert.course_words import plain_cards
from widgets.fuenfhundert.faces import card_svg, cards_html, page_header
from widgets.fuenfhundert.tables import readings_html, score_table_html
from tutor.fuenfhundert.quiz.trick import FH_TRICK


def _shown_cards(html: str) -> list[str]:
    return re.findall(r'data-card="([^"]+)"', html)


def test_card_faces_cover_the_deck():
    """F1: 43 faces, each named in German with the notation; the joker is a JOKER face."""
    html = cards_html(fh.DECK)
    assert _shown_cards(html) == [str(c) for c in fh.DECK]
    assert len(fh.DECK) == 43
    assert "Herz-Bube (HJ, the right bower)" in card_svg("HJ", contract="7H")
    assert "JOKER" in card_svg("JO")
    assert "Traceback" not in cards_html(fh.DECK)


@pytest.mark.parametrize("cards, contract, suit", [
    ("D5 DA HJ D9", "7D", None), ("D5 DA HJ D9", "7S", None), ("H5 DJ HA JO", "7H", None),
    ("JO H5 HA D4", "7NT", "H"), ("H5 H9 D4", "misere", None), ("H5 HA", "7NT", None)])
def test_a_trick_asked_as_a_step_is_explain_trick(cards, contract, suit):
    """F6 / F7 / F9: the 500 course's trick question (once the "try it" box) is an exercise of the
    fh-trick kind; its winner and the sentence it says are the engine's."""
    ex = FH_TRICK.of(cards, contract, joker_suit=suit)
    e = fh.explain_trick(cards, contract=contract, joker_suit=suit)
    assert FH_TRICK.solution(ex) == e.winner == ex.answer
    feedback = ex.check(e.winner)
    assert feedback.correct and plain_cards(e.sentence, e.contract) == feedback.explanation
    assert e.cards[e.winner].name(e.contract) in feedback.explanation


def test_the_same_cards_under_another_contract_have_another_winner_and_bad_cards_are_refused():
    """F5: the same cards, a different winner when the contract changes (the left bower of Karo is
    no trump in Pik); cards that are no trick are refused with the engine's sentence."""
    assert FH_TRICK.of("D5 DA HJ D9", "7D").answer == 2
    assert FH_TRICK.of("D5 DA HJ D9", "7S").answer == 1
    for bad in ("H5 XX", "", "H5 H5", "H5 H6 H7 H8 H9"):
        with pytest.raises(ValueError):
            FH_TRICK.of(bad, "7D")


@pytest.mark.parametrize("contract", ["6S", "7S", "8H", "10NT", "misere", "open-misere"])
def test_score_table_is_the_engine(contract):
    """F10: each row is ``fh.score``."""
    html = score_table_html(contract)
    rows = re.findall(r"<tr><td>(\d+)</td><td[^>]*>(-?\d+)</td><td>(-?\d+)</td>", html)
    assert len(rows) == 11
    for taken, mine, theirs in rows:
        assert fh.score(contract, int(taken)) == (int(mine), int(theirs))


@pytest.mark.parametrize("rule", ["F3", "F6", "F10", "F20", "F21", "F23"])
def test_readings_are_named_with_quotes(rule):
    """F3, F6, F10, F20, F21, F23: every named reading with its summary, its German quote and an
    English translation (issue 24: F21 showed an English sentence as its quote); the engine's marked."""
    html = readings_html(rule)
    for r in fh.readings(rule):
        assert r.name in html and f'<q lang="de">{esc(r.quote)}</q>' in html
        assert f"(in English: “{esc(r.translation)}”)" in html and r.translation
    assert html.count("the tutor plays this") == 1 and "rules text" in html and "seed" not in html


def test_page_header_links_home_and_the_course():
    html = page_header("500-02-bowers-and-joker.ipynb", "Ada")
    assert 'href="home.ipynb?name=Ada"' in html
    assert 'href="500-01-deck-and-bids.ipynb?name=Ada"' in html
    assert 'href="500-03-misere-and-scoring.ipynb?name=Ada"' in html
