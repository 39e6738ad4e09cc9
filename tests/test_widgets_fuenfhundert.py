"""The 500 course's widgets (issue 14), driven without a browser: every order, winner and score they
show is the engine's (``hydra.fuenfhundert``).

- F1: the deck's faces, 43 cards, the joker last.
- F5, F7, F8: the ladder for every contract equals ``Contract.ladder()`` and, card by card, the order in
  which ``fh.trick_winner`` ranks them; changing the contract changes the ladder.
- F6, F9: the try-it's winner and sentence are ``fh.explain_trick``'s; bad input gets a sentence.
- F3: the bid table's values are ``fh.bid_value``; Misère between 8 Pik and 8 Kreuz.
- F10: the score table is ``fh.score``; the round stepper ends on the round's points.
- F20-F23: the named readings are shown with their quotes.
"""

from __future__ import annotations

import re

import pytest
from widgets.common.base import esc

from hydra import fuenfhundert as fh
from tutor.fuenfhundert.course_words import plain_cards
from widgets.fuenfhundert.faces import card_svg, cards_html, page_header
from widgets.fuenfhundert.ladder import CONTRACTS, FhLadder, ladder_html
from widgets.fuenfhundert.stepper import RoundStepper, bids_html
from widgets.fuenfhundert.tables import (bid_order_html, bids_table_html, deck_html, legal_html, readings_html,
                                         score_table_html)
from tutor.exercises.fh_trick import FH_TRICK


def _shown_cards(html: str) -> list[str]:
    return re.findall(r'data-card="([^"]+)"', html)


def test_card_faces_cover_the_deck():
    """F1: 43 faces, each named in German with the notation; the joker is a JOKER face."""
    html = deck_html()
    assert _shown_cards(html) == [str(c) for c in fh.DECK]
    assert len(fh.DECK) == 43
    assert "Herz-Bube (HJ, the right bower)" in card_svg("HJ", contract="7H")
    assert "JOKER" in card_svg("JO")
    assert "Traceback" not in cards_html(fh.DECK)


@pytest.mark.parametrize("contract", CONTRACTS)
def test_ladder_equals_the_engine(contract):
    """F5 / F7 / F8: the trumps shown are ``Contract.ladder()``, and each card shown beats the next one
    as ``fh.trick_winner`` decides when the lower one is led."""
    lad = FhLadder()
    lad.contract.value = contract
    c = fh.as_contract(contract)
    assert lad.ladder_codes() == [str(x) for x in c.ladder()]
    shown = _shown_cards(lad.view.value)
    trumps = [str(x) for x in c.ladder()]
    assert shown[:len(trumps)] == trumps or not trumps
    for higher, lower in zip(c.ladder(), c.ladder()[1:]):
        # the lower card led, the higher one played second: the higher one wins (F9)
        assert fh.trick_winner([lower, higher], contract=c) == 1
    for suit in fh.SUITS:
        if suit == c.trump:
            continue
        cards = c.suit_cards(suit)
        assert f'data-suit="{suit}"' in lad.view.value
        for higher, lower in zip(cards, cards[1:]):
            assert fh.trick_winner([lower, higher], contract=c) == 1


def test_changing_the_contract_changes_the_ladder():
    """F5: in 7 Herz the Karo-Bube is the left bower; in 7 Karo the Herz-Bube is; at no trump none."""
    lad = FhLadder("7H")
    assert lad.ladder_codes()[:3] == ["JO", "HJ", "DJ"]
    assert "Karo-Bube (DJ, the left bower)" in lad.view.value
    lad.contract.value = "7D"
    assert lad.ladder_codes()[:3] == ["JO", "DJ", "HJ"]
    assert "Herz-Bube (HJ, the left bower)" in lad.view.value
    lad.contract.value = "7NT"                                     # F7
    assert lad.ladder_codes() == []
    assert "Joker (JO, the highest card)" in lad.view.value
    lad.contract.value = "misere"                                  # F8
    assert "must play it (F8)" in lad.view.value
    assert "data-contract=\"misere\"" in ladder_html("misere")


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


def test_bids_table_and_order():
    """F3: the table's values are ``bid_value``; Misère ranks between 8 Pik and 8 Kreuz."""
    html = bids_table_html()
    for bid in fh.BIDS:
        if not bid.is_misere:
            assert f'title="{bid}">{fh.bid_value(bid)}<' in html
    order = bid_order_html("8S", 3)
    assert order.index("8 Pik") < order.index("Misère") < order.index("8 Kreuz")


@pytest.mark.parametrize("contract", ["6S", "7S", "8H", "10NT", "misere", "open-misere"])
def test_score_table_is_the_engine(contract):
    """F10: each row is ``fh.score``."""
    html = score_table_html(contract)
    rows = re.findall(r"<tr><td>(\d+)</td><td[^>]*>(-?\d+)</td><td>(-?\d+)</td>", html)
    assert len(rows) == 11
    for taken, mine, theirs in rows:
        assert fh.score(contract, int(taken)) == (int(mine), int(theirs))


def test_legal_cards_shown_are_the_engine():
    """F6: in 7 Karo, Herz led, HA and the joker may be played; F8: in a Misère the joker must."""
    html = legal_html("HA JO S9", "H5", "7D")
    assert html.count("<span>may play</span>") == len(fh.legal_cards("HA JO S9", "H5", "7D")) == 2
    assert "(F9)" in html
    assert legal_html("D4 JO S9", "C5", "misere").count("<span>may play</span>") == 1


@pytest.mark.parametrize("rule", ["F3", "F6", "F10", "F20", "F21", "F23"])
def test_readings_are_named_with_quotes(rule):
    """F3, F6, F10, F20, F21, F23: every named reading with its summary, its German quote and an
    English translation (issue 24: F21 showed an English sentence as its quote); the engine's marked."""
    html = readings_html(rule)
    for r in fh.readings(rule):
        assert r.name in html and f'<q lang="de">{esc(r.quote)}</q>' in html
        assert f"(in English: “{esc(r.translation)}”)" in html and r.translation
    assert html.count("the tutor plays this") == 1 and "rules text" in html and "seed" not in html


def test_round_stepper_says_deal_number_and_one_trick():
    """Issue 24: the deal line said "Deal (round 2)" for the only round on the page: the number is
    the deal's (the same number deals the same cards); a bidder who took one trick "took 1 trick"."""
    s = RoundStepper(seed=2)
    assert "(deal number 2: the same number always deals the same cards)" in s.view.value
    assert "round 2" not in s.view.value and s.seed_box.description == "Deal number:"
    for seed in range(60):
        played = fh.play_round(seed, player=fh.RandomPlayer(seed))
        if played.contract is not None and played.contract.is_misere and \
                played.tricks_won[played.declarer & 1] == 1:
            break
    else:
        pytest.skip("no Misère with one trick in these deals")
    s = RoundStepper(seed=seed, played=played)
    s.last.click()
    assert "the bidder took 1 trick and failed" in s.view.value


def test_round_stepper_walks_the_round():
    """F2, F4, F9, F10: from the deal to the score of ``fh.play_round(2)``; each trick's winner is the
    engine's."""
    s = RoundStepper(seed=2)
    r = fh.play_round(2)
    assert s.step == 0 and 'data-phase="bidding"' in s.view.value and "Kitty" in s.view.value
    s.forward.click()
    assert s.step == 1 and "6 Karo" in s.view.value
    seen_tricks = 0
    while not s.over:
        s.forward.click()
        seen_tricks += "won by" in s.view.value and s.view.value.count('data-card=') == 4
    assert seen_tricks >= 10
    assert "+240" in s.view.value and r.points == (240, 0)
    s.back.click()
    assert not s.over
    s.first.click()
    assert s.step == 0
    assert "6 Karo (six diamonds, 80 points)" in bids_html(list(r.bids), r.dealer)


def test_page_header_links_home_and_the_course():
    html = page_header("500-02-bowers-and-joker.ipynb", "Ada")
    assert 'href="home.ipynb?name=Ada"' in html
    assert 'href="500-01-deck-and-bids.ipynb?name=Ada"' in html
    assert 'href="500-03-misere-and-scoring.ipynb?name=Ada"' in html


def test_round_stepper_other_rounds_misere_and_redeal():
    """F8: an Open Misère round (three cards a trick) steps through to its score; F4 / F25: four
    passes say the next dealer deals again; the round-number box loads another round."""
    played = fh.play_round(0, player=fh.RandomPlayer(0))
    assert played.contract is not None and played.contract.is_misere
    s = RoundStepper(seed=0, played=played)
    while not s.over:
        s.forward.click()
        assert "Traceback" not in s.view.value
    assert "fh-score" in s.view.value and "Open Misère" in s.view.value
    redeal = fh.Round.new(5)
    for _ in range(4):
        redeal.apply("pass")
    assert redeal.phase == "redeal"
    s = RoundStepper(seed=5, played=redeal)
    s.last.click()
    assert "the next dealer deals again (F4, F25)" in s.view.value
    s.seed_box.value = 9
    assert s.step == 0 and s.round.to_record() == fh.play_round(9).to_record()
