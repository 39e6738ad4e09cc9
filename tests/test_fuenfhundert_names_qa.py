"""QA of the 500 pages (s5-500): every sentence a learner reads names the cards (``Herz-Bube (HJ, the
right bower)``, as the 500 pages name them everywhere), and text typed that is not notation gets a
friendly sentence (which card, what to write instead, an example), never the engine's "at offset 0"
or a repr in quotes. The engine's own texts stay as they are (tests and doctests rely on them).
"""

from __future__ import annotations

import re

import pytest

from hydra import fuenfhundert as fh
from hydra.core.errors import NotationError
from tutor.fuenfhundert.course_words import bid_sentence, notation_sentence, plain_cards
from tutor.fuenfhundert import FuenfhundertSession
from widgets.fuenfhundert import tables as T
from tutor.fuenfhundert.quiz.trick import FH_TRICK
from widgets.fuenfhundert.play import FuenfhundertPlayApp

CODE = r"(?:[SCDH](?:10|[4-9]|[JQKA])|JO)"
NAMED = re.compile(rf"(?:[A-Za-zÄÖÜäöü]+-(?:[A-Za-zÄÖÜäöü]+|\d+)|Joker) \({CODE}, [^()]*\)")
BARE = re.compile(rf"(?<![\w-]){CODE}(?![\w-])")


def bare_codes(text: str) -> list[str]:
    """The card codes in ``text`` that are not part of a card's name."""
    return BARE.findall(NAMED.sub("", str(text)))


def test_the_checker_finds_a_bare_code_and_passes_a_named_card():
    assert bare_codes("I play my lowest card, H5") == ["H5"]
    assert bare_codes("I play Herz-5 (H5, 5 of Hearts); 7H and F3 are no cards") == []


# --- naming cards in engine sentences -----------------------------------------------------------------
def test_plain_cards_names_each_card_once_in_full_then_by_its_german_name_f5():
    text = plain_cards("DJ leads: DJ is the left bower, a Herz trump; JO beats DJ.", "7H")
    assert text == ("Karo-Bube (DJ, the left bower) leads: Karo-Bube is the left bower, a Herz trump; "
                    "Joker (JO, the highest trump) beats Karo-Bube.")
    assert bare_codes(text) == []


def test_plain_cards_leaves_names_bids_and_rule_ids_and_names_a_list_of_held_cards_f9():
    text = "Pik-As (SA, Ace of Spades) may not be played: you hold Herz (H5, HA); bid 7H (F9)."
    assert plain_cards(text) == ("Pik-As (SA, Ace of Spades) may not be played: you hold Herz (Herz-5, "
                                 "Herz-As); bid 7H (F9).")
    assert plain_cards("6S (6 Pik, 40) is not higher than 6D (6 Karo, 80) (F3, F4).") == \
        "6 Pik (40) is not higher than 6 Karo (80) (F3, F4)."


# --- the example players and the play page --------------------------------------------------------------
def test_the_example_players_reasons_name_cards_and_bids_f3_f7_f9():
    """Bare codes before (QA: 'I play my lowest card, D6', 'I bid 7H (180)', 'name H')."""
    for seed in range(40):
        rnd = fh.Round.new(seed=seed)
        player = fh.RuleBasedPlayer(seed)
        while not rnd.is_over:
            action, reason = player.choose_with_reason(rnd)
            assert bare_codes(reason) == [], (seed, reason)
            assert not re.search(r"\b(?:10|[6-9])(?:NT|[SCDH])\b", reason), (seed, reason)
            if str(action).startswith("JO:"):
                assert f"name {fh.SUIT_NAMES[str(action)[3]][0]}," in reason       # F7: the suit by name
            rnd.apply(action)


def _learner_texts(session: FuenfhundertSession) -> list[str]:
    texts = [r.text for r in session.replies] + [r.reason for r in session.replies]
    hint = session.hint()
    if hint is not None:
        texts += [hint.label, hint.reason]
    return texts


@pytest.mark.parametrize("deal", ["2-0", "7-3", "12-1", "4711-2", "31-0"])
def test_every_sentence_of_a_whole_round_names_the_cards_f9(deal):
    """A whole round played by the hints: the replies and their reasons, the hints, every refused card,
    an undo, the tricks' review. Bare codes before the fix (hint 'play HJ', 'Taken back: your card HJ',
    'SQ may not be played ... (DA)', the review's 'DA is the highest ...')."""
    s = FuenfhundertSession(deal=deal)
    seen: list[str] = _learner_texts(s)
    undone = False
    while not s.round.is_over:
        if s.my_turn and s.round.phase == "play":
            for card in s.round.illegal_reasons():
                outcome = s.click_card(str(card))
                assert not outcome.ok
                seen.append(outcome.message)
        hint = s.hint()
        if hint is None:                  # sitting out a partner's Misère (F8)
            break
        outcome = s.bid(hint.action) if s.round.phase == "bidding" else (
            s.lead_joker(hint.action[3]) if hint.action.startswith("JO:") else s.click_card(hint.action))
        assert outcome.ok
        if not undone and s.round.phase == "play" and s.round.tricks:
            seen.append(s.undo().message)
            undone = True
            continue
        seen += _learner_texts(s)
    seen += [t.sentence for t in s.review()]
    found = [t for t in seen if bare_codes(t)]
    assert found == []


def test_the_hand_buttons_say_the_cards_name_not_its_code():
    """The button's words are its accessible name: 'Herz-Bube', not 'HJ' (QA); the tooltip names the
    card's role under the contract (F5)."""
    app = FuenfhundertPlayApp(deal="2-0")
    app.press_bid("7H")
    shown = [b for b, box in zip(app.card_buttons, app.card_boxes) if box.layout.display != "none"]
    assert len(shown) == 13
    for button, card in zip(shown, app.hand_cards):
        assert button.description == fh.as_card(card).german_name
        assert button.tooltip.startswith(fh.as_card(card).name("7H"))
        assert bare_codes(button.description) == []


# --- typed notation: a sentence, never 'offset' or a repr -------------------------------------------------
@pytest.mark.parametrize("typed, says", [
    ("xyz", "What you typed, “xyz”, is not a card: write each card as its suit letter"),
    ("H5 XX", "The second card you typed, “XX”, is not a card"),
    ("H5 10h", "“10h”, is not a card: the suit comes first, so write H10"),
    ("C4", "Pik and Kreuz start at 5, only Herz and Karo have a 4 (F1)"),
    ("H5 joker", "the joker is written JO"),
    ("x" * 300, "“" + "x" * 24 + "…”"),
])
def test_a_card_that_is_not_notation_gets_a_sentence_from_the_errors_token_and_offset(typed, says):
    with pytest.raises(NotationError) as caught:
        fh.parse_cards(typed)
    text = notation_sentence(caught.value, typed)
    assert says in text and "For example: H5 DJ HA JO." in text
    assert "offset" not in text and f"'{caught.value.token}'" not in text


def test_a_bid_that_is_not_notation_gets_a_sentence_f3():
    assert bid_sentence("5S").startswith("What you typed, “5S”, is not a bid: a bid names at least 6")
    assert "so write 7NT" in bid_sentence("nt7") and "without a space, 7H" in bid_sentence("7 h")


def test_the_trick_steps_name_every_card_f6_f7_f9():
    ex = FH_TRICK.of("D5 DA HJ D9", "7D")
    right, miss = ex.check(2), FH_TRICK.miss_reason(ex, 1, ex.check(1))
    text = right.explanation + " " + " ".join(right.details) + " " + miss
    assert bare_codes(text) == [] and "Herz-Bube (HJ, the left bower) wins" in text


def test_the_readings_name_the_cards_f6():
    """F6's example said 'holding HA'."""
    assert "holding Herz-As (HA, Ace of Hearts) and the joker" in T.readings_html("F6")


def test_a_step_that_starts_with_the_joker_names_it_but_an_action_code_stays_f8():
    assert plain_cards("JO: a Misère is played at no trump (F8).", "misere").startswith("Joker (JO, the highest card):")
    assert plain_cards("the action JO:H leads the joker") == "the action JO:H leads the joker"


def test_the_last_card_is_played_as_the_last_card_not_as_my_lowest_f9():
    """QA (deal 2-0, trick 10): 'I cannot win this trick, so I play my lowest card, Herz-König' of one card."""
    rnd = fh.Round.new(seed=2)
    player = fh.RuleBasedPlayer(2)
    while not rnd.is_over:
        action, reason = player.choose_with_reason(rnd)
        seat = rnd.to_move
        if rnd.phase == "play" and len(rnd.hand(seat)) == 1:
            assert reason == f"{fh.as_card(action).name(rnd.contract)} is my last card"
        rnd.apply(action)


def test_a_bad_deal_link_is_a_note_not_a_refused_move():
    """QA: '?deal=abc' said '✗ Not allowed: “abc” is not a deal of 500 ...', as if a rule refused a move;
    the Doppelkopf page says 'Note:'. A refused bid still says '✗ Not allowed:' (F3)."""
    app = FuenfhundertPlayApp(deal="abc")
    assert "<b>Note:</b> “abc” is not a deal of 500" in app.message.value and "Not allowed" not in app.message.value
    app = FuenfhundertPlayApp(deal="2-0")
    app.press_bid("6S")
    assert "✗ Not allowed:" in app.message.value
