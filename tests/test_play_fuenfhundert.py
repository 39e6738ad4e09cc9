"""Play a round of 500 (issue 14): whole rounds through :class:`tutor.fuenfhundert.FuenfhundertSession`, the
model behind notebooks/500-play.ipynb. Every rule is the engine's; these tests check that the
session asks it, says its reasons (F3, F4, F7-F10, F21, F22, F25) and keeps the game and the saves."""

from __future__ import annotations

import pytest

from hydra import fuenfhundert as fh
from tutor.hydra import HydraRecords
from tutor.fuenfhundert import DealLinkError, FuenfhundertRecords, FuenfhundertSession, parse_deal
from tutor.progress import ProgressStore

BID_AFTER_OTHERS = "2-0"     # East bids 6 Karo before the learner, who can outbid it
ALL_PASS = "527-3"           # if the learner passes, the three example players pass too (F4)
PARTNER_MISERE = "651-3"     # if the learner passes, South bids Misère (F8, F24)
JOKER_LEAD = "2-3"           # the learner holds the joker, bids 10 ohne Trumpf and leads


def play_out(session: FuenfhundertSession, limit: int = 200) -> None:
    """The learner follows the hints (the example player's choices) to the end of the round."""
    for _ in range(limit):
        if session.round.is_over:
            return
        hint = session.hint()
        assert hint is not None, session.status()
        if session.round.phase == "bidding":
            outcome = session.bid(hint.action)
        elif hint.action.startswith("JO:"):
            outcome = session.lead_joker(hint.action[3])
        else:
            outcome = session.click_card(hint.action)
        assert outcome.ok, outcome.message
    raise AssertionError("the round did not end")


# --- deal links -------------------------------------------------------------------------------------
@pytest.mark.parametrize("code", ["banana", "12-4", "12-", "-1", "", "1-2-3", "<b>x</b>", "1234567890-1"])
def test_a_bad_deal_link_is_answered_with_a_sentence(code):
    with pytest.raises(DealLinkError) as caught:
        FuenfhundertSession(deal=code)
    text = str(caught.value)
    assert "is not a deal of 500" in text and "?deal=4711-2" in text and "Traceback" not in text


def test_the_dealer_must_be_one_of_four_seats_f2():
    with pytest.raises(DealLinkError, match=r"seats 0 to 3 \(F2\)"):
        parse_deal("12-4")
    assert parse_deal(" 12-3 ") == (12, 3)


def test_a_deal_link_deals_the_same_cards_and_the_players_answer_the_same():
    a, b = FuenfhundertSession(deal="4711-2"), FuenfhundertSession(deal="4711-2")
    assert a.code == "4711-2" and a.round.dealer == 2
    assert a.hand() == b.hand() and a.replies == b.replies
    play_out(a)
    play_out(b)
    assert a.round.to_record() == b.round.to_record()
    assert FuenfhundertSession(deal="4712-2").hand() != a.hand()        # another number, another deal


# --- bidding ----------------------------------------------------------------------------------------
def test_bid_buttons_offer_every_call_and_mark_only_the_legal_ones_f3():
    s = FuenfhundertSession(deal=BID_AFTER_OTHERS)
    assert s.round.bids[0] == "6D" and s.my_turn
    options = s.bid_options()
    assert [o.call for o in options][:3] == ["pass", "6S", "6C"] and len(options) == 28
    legal = {o.call for o in options if o.legal}
    assert legal == set(s.round.legal_actions())
    assert "6D" not in legal and "6S" not in legal and "6H" in legal and "open-misere" in legal


def test_an_illegal_bid_is_refused_with_the_engines_reason_and_changes_nothing_f4():
    s = FuenfhundertSession(deal=BID_AFTER_OTHERS)
    before = s.round.history()
    outcome = s.bid("6S")
    assert not outcome.ok
    assert "6 Pik (40) is not higher than 6 Karo (80)" in outcome.message and "(F3, F4)" in outcome.message
    assert outcome.rules == ("F3", "F4")
    assert s.round.history() == before and s.my_turn
    nonsense = s.bid("11H")
    assert not nonsense.ok and "“11H”, is not a bid: there are only ten tricks" in nonsense.message
    assert "offset" not in nonsense.message and "'11H'" not in nonsense.message


def test_an_outbid_learner_who_has_not_passed_bids_again_f20():
    s = FuenfhundertSession(deal=BID_AFTER_OTHERS)
    assert s.bid("7S").ok
    assert s.round.bids == ["6D", "pass", "pass", "7S", "7D"] and s.my_turn and s.round.phase == "bidding"
    assert [r.text for r in s.replies][-1].startswith("bids 7 Karo")
    assert s.bid("7H").ok and s.round.declarer == 0


def test_a_whole_round_the_learner_wins_the_bidding_lays_away_three_and_plays_f4_f21_f10():
    s = FuenfhundertSession(deal=BID_AFTER_OTHERS)
    assert s.bid("7H").ok
    assert s.round.declarer == 0 and s.round.phase == "discard" and len(s.hand()) == 13     # F4: the kitty
    assert "lay away" in s.status() and "F21" in s.status()
    assert not s.bid("8H").ok                                     # the bidding is over (F4)
    for _ in range(3):
        assert s.click_card(s.hint().action).ok
    assert len(s.round.discard) == 3 and len(s.view().laid_away) == 3 and len(s.hand()) == 10
    play_out(s)
    report = s.score()
    assert report is not None and report.points == s.round.points
    taken = s.round.tricks_won[0]
    assert report.made == (taken >= 7) and report.tricks == taken
    assert report.points == (fh.score("7H", taken)[0], fh.score("7H", taken)[1])
    assert "F10" in report.headline and "needed 7 of the ten tricks" in " ".join(report.lines)
    assert report.lines[1].startswith("Your team (you and South) needed 7")
    assert s.match.totals == s.round.points and s.match.dealer == 1                # F25: the deal passes left
    assert len(s.review()) == 10 and all(r.sentence and r.rules for r in s.review())


def test_the_example_players_say_why_and_their_laid_away_cards_stay_hidden_f21():
    s = FuenfhundertSession(deal="7-3")
    assert s.bid("pass").ok
    assert s.round.declarer != 0
    replies = list(s.replies)
    assert all(r.reason for r in replies if r.text.startswith(("bids", "passes")))
    hidden = [r for r in replies if "lays away" in r.text]
    assert len(hidden) == 3 and all(r.text == "lays away a card face down (F21)" and not r.reason for r in hidden)
    assert s.view().laid_away == ()
    assert all(str(c) not in r.text for r in replies for c in s.round.discard)
    plays = [r for r in replies if r.card]
    assert all(r.reason for r in plays)


# --- play -------------------------------------------------------------------------------------------
def test_an_illegal_card_is_answered_with_the_engines_reason_f9():
    s = FuenfhundertSession(deal=BID_AFTER_OTHERS)
    s.bid("7H")
    said = False
    while not s.round.is_over:
        reasons = s.round.illegal_reasons() if s.my_turn else {}
        if reasons and not said:
            card, reason = next(iter(reasons.items()))
            before = s.round.history()
            outcome = s.click_card(str(card))
            assert not outcome.ok and s.words(reason) == outcome.message
            assert outcome.message.startswith(card.name(s.round.contract) + " may not be played")
            assert "F9" in outcome.rules and s.round.history() == before
            assert str(card) not in s.legal_cards()
            said = True
        hint = s.hint()
        assert hint is not None and (hint.action in s.legal_cards() or s.round.phase == "bidding")
        assert s.click_card(hint.action).ok
    assert said


def test_a_card_not_in_the_hand_and_a_card_out_of_turn_are_refused():
    s = FuenfhundertSession(deal=BID_AFTER_OTHERS)
    s.bid("7H")
    card = next(c for c in fh.DECK if str(c) not in s.hand())
    outcome = s.click_card(str(card))
    assert not outcome.ok and "does not hold it" in outcome.message and "F21" in outcome.rules
    assert not s.click_card("ZZ").ok
    assert not FuenfhundertSession(deal=BID_AFTER_OTHERS).click_card(s.hand()[0]).ok      # still bidding (F4)


def test_the_joker_led_at_no_trump_names_a_suit_f7():
    s = FuenfhundertSession(deal=JOKER_LEAD)
    assert s.bid("10NT").ok and s.round.declarer == 0
    for _ in range(3):
        s.click_card(s.hint().action)
    assert [c.action for c in s.choices()] == ["JO:S", "JO:C", "JO:D", "JO:H"]
    refused = s.click_card("JO")
    assert not refused.ok and "F7" in refused.rules and "name the suit" in refused.message
    assert s.lead_joker("H").ok
    assert s.round.joker_suits[0] == "H"
    assert s.replies[0].text == "lead the joker and name Herz (F7)"


# --- undo -------------------------------------------------------------------------------------------
def test_undo_takes_back_the_learners_last_action_and_the_replies():
    s = FuenfhundertSession(deal=BID_AFTER_OTHERS)
    assert not s.undo().ok and not s.can_undo()                   # nothing of the learner's yet
    start = s.round.history()
    s.bid("7H")
    s.click_card(s.hint().action)
    laid = s.round.discard[:]
    assert s.undo().ok and s.round.discard == [] and laid
    assert s.undo().ok and s.round.history() == start and s.round.phase == "bidding"
    s.bid("7H")
    for _ in range(3):
        s.click_card(s.hint().action)
    card = s.hint().action
    s.click_card(card)
    after = len(s.round.history())
    outcome = s.undo()
    assert outcome.ok and f"card {fh.as_card(card).name(s.round.contract)}" in outcome.message and card in s.hand()
    assert len(s.round.history()) < after and s.my_turn
    play_out(s)
    assert not s.undo().ok                                        # a scored round stays scored


def test_the_history_names_who_did_each_action():
    s = FuenfhundertSession(deal=BID_AFTER_OTHERS)
    steps = s.round.history()
    assert [step.seat for step in steps] == [None, 1, 2, 3]      # dealt by 0: East bids first (F4)
    assert [step.phase for step in steps] == ["deal", "bidding", "bidding", "bidding"]
    assert s.my_actions() == [] and s.my_turn


# --- Misère and all passing ------------------------------------------------------------------------
def test_open_misere_by_the_learner_wins_the_bidding_at_once_and_is_played_by_three_f3_f8():
    s = FuenfhundertSession(deal="7-3")
    assert s.bid("open-misere").ok
    assert s.round.contract == "open-misere" and s.round.declarer == 0 and s.round.partner_out == 2
    play_out(s)
    assert all(len(t) == 3 for t in s.round.tricks) and len(s.round.tricks) == 10     # F8: all ten tricks
    report = s.score()
    assert report is not None and report.points == fh.score("open-misere", s.round.tricks_won[0])
    assert "F8" in " ".join(report.lines)


def test_a_misere_of_the_partner_leaves_the_learner_out_f8_f22():
    s = FuenfhundertSession(deal=PARTNER_MISERE)
    s.bid("pass")
    assert s.round.contract == "misere" and s.round.declarer == 2 and s.round.partner_out == 0
    assert s.round.is_over                                        # the learner plays no card
    assert all(0 not in r.seats for r in s.review())
    assert len(s.hand()) == 10
    report = s.score()
    assert report is not None and report.points == s.round.points and "Misère" in report.lines[0]


def test_when_all_four_pass_nobody_scores_and_the_next_dealer_deals_f4_f25():
    s = FuenfhundertSession(deal=ALL_PASS)
    assert s.bid("pass").ok
    assert s.round.ending == "redeal" and s.score() is None
    assert "All four passed" in s.status() and "F4" in s.status()
    assert s.stats().rounds == 0 and s.match.totals == (0, 0)
    assert not s.bid("6S").ok
    assert s.next_round().ok and s.round.dealer == 0              # F25: the deal passed to the left


def test_next_round_only_after_the_round_and_the_game_total_carries_to_500_f11():
    s = FuenfhundertSession(deal=BID_AFTER_OTHERS)
    assert not s.next_round().ok and "F9" in s.next_round().rules
    s.match = fh.Match(dealer=s.round.dealer, totals=(-400, 30))
    s.bid("7H")
    play_out(s)                                                   # the hints fail 7 Herz: -200
    report = s.score()
    assert report is not None and report.points == (-200, 50) and not report.made
    assert report.totals == (-600, 80) and report.winner == 1     # F11: at minus 500 a team loses
    assert "East and West win the game (F11)" in " ".join(report.lines)
    assert "3 × 10 = 50" not in " ".join(report.lines) and "5 × 10 = 50" in " ".join(report.lines)
    outcome = s.next_round()
    assert outcome.ok and "new game" in outcome.message and s.match.totals == (0, 0)
    assert s.round.dealer == 1 and s.games_won == [0, 1]          # F25: the deal still passes left
    carried = FuenfhundertSession(deal=BID_AFTER_OTHERS)
    carried.bid("7H")
    play_out(carried)
    first = carried.match.totals
    carried.next_round()
    play_out(carried)
    assert carried.match.totals == tuple(a + b for a, b in zip(first, carried.round.points))


# --- saving -----------------------------------------------------------------------------------------
def test_rounds_and_points_are_saved_per_learner(tmp_path):
    store = ProgressStore(tmp_path)
    s = FuenfhundertSession(store, deal=BID_AFTER_OTHERS)
    s.bid("7H")
    play_out(s)
    points = s.round.points[0]
    assert s.stats().rounds == 1 and s.stats().points == points     # this tab, no name yet
    assert s.login("  Ada ") == "Ada"                             # saved when the name comes
    s.next_round()
    play_out(s)
    total = points + s.round.points[0]
    again = FuenfhundertSession(store, deal="7-3")
    again.login("ada")
    stats = again.stats()
    assert stats.rounds == 2 and stats.points == total
    assert f"{total} points" in stats.sentence()
    learner = store.learner("Ada")
    assert HydraRecords(store).stats(learner.id).rounds == 0       # Hydra's rounds are counted apart
    records = FuenfhundertRecords(store)
    records.add(learner.id, "7-3", "7S", True, 140, key=s.session_id + ":1:" + BID_AFTER_OTHERS)
    assert records.stats(learner.id).rounds == 2                  # a retried save counts once


def test_without_a_store_the_learner_can_play_but_not_save():
    s = FuenfhundertSession(deal=BID_AFTER_OTHERS)
    with pytest.raises(ValueError, match="cannot be saved"):
        s.login("Ada")


# --- the page (widgets/fuenfhundert/play.py): a thin view that never shows a traceback ------------------
def test_the_page_answers_a_bad_link_and_a_refused_click_with_a_sentence():
    from widgets.fuenfhundert.play import FuenfhundertPlayApp
    app = FuenfhundertPlayApp(deal="banana")
    assert "“banana” is not a deal of 500" in app.message.value and "new deal" in app.message.value
    app = FuenfhundertPlayApp(deal=BID_AFTER_OTHERS)
    app.press_bid("6S")
    assert "✗ Not allowed:" in app.message.value and "is not higher than 6 Karo (80)" in app.message.value
    assert 'class="hr-rule"' in app.message.value                # F3 opens in place (issue 34)
    app.press_bid("7H")
    assert "✓" not in app.message.value and app.session.round.phase == "discard"
    assert app.bids.layout.display == "none" and len([b for b in app.card_boxes if b.layout.display != "none"]) == 13


def test_the_page_turns_an_unexpected_error_into_a_sentence(capsys):
    from widgets.fuenfhundert.play import FuenfhundertPlayApp
    from widgets.fuenfhundert.play import SORRY
    app = FuenfhundertPlayApp(deal=BID_AFTER_OTHERS)

    def broken(_call):
        raise KeyError("boom")
    app.safe(broken)("7H")
    assert SORRY in app.message.value and "KeyError" not in app.message.value
    assert "KeyError" in capsys.readouterr().err             # the kernel's log, not the page


def test_score_report_says_the_rules_text_not_the_seed():
    """Issue 24: the score report said "the seed's table", a word never explained to learners; it
    says "the rules text's table" (F10), also for the other reading when more tricks were taken."""
    from tutor.fuenfhundert.score import score_report
    seen_other = False
    for seed in range(30):
        match = fh.Match(dealer=0)
        rnd = match.play_round(seed=seed)
        if rnd.phase != "over":
            continue
        text = " ".join(score_report(rnd, match, 0).lines)
        assert "seed" not in text
        if "the other reading of the rules text's table would give" in text:
            seen_other = True
        if fh.made(rnd.contract, rnd.tricks_won[rnd.declarer & 1]):
            assert "A bid made scores its value in the rules text's table" in text
    assert seen_other


def test_one_trick_is_said_in_the_singular_on_the_seat_chips_and_the_score():
    """'1 trick', never '1 tricks' (issue 24, point 10): the seat chips while playing and the score's row."""
    from types import SimpleNamespace

    from widgets.fuenfhundert.play_html import score_html, seats_html
    checked = 0
    for seed in range(1, 40):
        session = FuenfhundertSession(deal=f"{seed}-0")
        for _ in range(200):
            rnd = session.round
            if rnd.is_over or (rnd.phase == "play" and 1 in rnd.tricks_won_by_seat):
                break
            hint = session.hint()
            if hint is None:
                break
            if rnd.phase == "bidding":
                session.bid(hint.action)
            elif hint.action.startswith("JO:"):
                session.lead_joker(hint.action[3])
            else:
                session.click_card(hint.action)
        if session.round.phase == "play" and 1 in session.round.tricks_won_by_seat:
            html = seats_html(session)
            assert "1 trick" in html and "1 tricks" not in html
            checked += 1
    assert checked > 0
    report = SimpleNamespace(headline="7 Pik failed", lines=["x"], contract="7S", tricks=1)
    fake = SimpleNamespace(score=lambda: report)
    text = score_html(fake)
    assert "took 1 trick:" in text and "1 tricks" not in text
