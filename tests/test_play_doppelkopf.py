"""Play a round of Doppelkopf (issue 13): the session model (tutor/doppelkopf/session.py) and its page
(widgets/doppelkopf/play.py), without a browser. Every rule is asked of hydra.doppelkopf; these tests check
that the session passes it on faithfully: whole rounds in both rule sets, a Hochzeit (D8, D9), a solo
(D10), a Trumpfabgabe (D11, D41, D42), announcements and their deadlines (D13, D21), cards that may not
be played (D7), undo, links, the score with its Sonderpunkte (D30-D37) and saving per learner."""

from __future__ import annotations

import sqlite3

import pytest

from hydra import doppelkopf as dk
from tutor.hydra import HydraRecords
from tutor.doppelkopf.round_text import CONTRA_NOTE
from tutor.doppelkopf import (DEFAULT_RULES, DoppelkopfLinkError, DoppelkopfRecords, DoppelkopfSession,
                                   action_label, parse_deal, parse_rules, short_name)
from tutor.progress import ProgressStore

HOCHZEIT = {"hausrunde": "66-3", "turnier": "26-3"}      # seat 0 holds both Kreuz-Damen
ARMUT = "11-3"                                          # turnier: seat 3 is poor; seat 0 is asked first


def follow_hints(session: DoppelkopfSession, stop=lambda s: False) -> None:
    """Play the learner's seat as the example player would, by the same clicks a learner makes."""
    while not session.round.is_over and not stop(session):
        hint = session.hint()
        assert hint is not None and session.my_turn
        outcome = session.click_card(hint.card) if hint.card else session.act(hint.action)
        assert outcome.ok, outcome


def learner_text(session: DoppelkopfSession) -> str:
    parts = [session.status(), *session.game_text(), *session.deadlines(), *session.score_summary()]
    parts += [f"{r.text} {r.reason}" for r in session.replies]
    parts += [f"{i.what} {i.meaning}" for i in session.score()]
    return " ".join(parts)


@pytest.mark.parametrize("rules", dk.RULE_SETS)
@pytest.mark.parametrize("seed", range(1, 31))
def test_whole_rounds_in_both_rule_sets(rules, seed):
    """D2: ten tricks of four cards, 240 eyes; the points sum to zero and are the engine's; each score line
    cites a scoring rule (D30-D37) and is explained in words; nothing on the page is a Python repr."""
    session = DoppelkopfSession(rules=rules, deal=f"{seed}-{seed % 4}")
    follow_hints(session)
    rnd = session.round
    if rnd.ending != "played":                     # nobody took a Trumpfabgabe (D11): dealt again
        assert rnd.ending in ("redeal", "thrown-in") and session.totals == [0, 0, 0, 0]
        return
    assert len(rnd.tricks) == 10 and sum(rnd.result.eyes) == 240
    assert sum(rnd.points) == 0 and session.totals == list(rnd.points)
    assert session.status().startswith(f"The round is over: you score {rnd.points[0]} points")
    for item in session.score():
        assert item.rule in ("D30", "D31", "D33", "D35", "D36") and item.meaning and item.meaning != item.what
    assert session.score_summary()[-1].startswith("Points this round: you ")
    assert [session.review_trick(n).number for n in range(1, 11)] == list(range(1, 11))
    text = learner_text(session)
    assert "Card.parse" not in text and "Traceback" not in text and "None" not in text


@pytest.mark.parametrize("rules", dk.RULE_SETS)
def test_the_learner_plays_a_hochzeit(rules):
    """D8, D9: both Kreuz-Damen in the learner's hand; announced, the partner is found in the first three
    tricks (or the learner plays alone, D29), and the table is told so."""
    session = DoppelkopfSession(rules=rules, deal=HOCHZEIT[rules])
    offered = [c.action for c in session.choices() if c.action.startswith("hochzeit")]
    assert offered == (["hochzeit"] if rules == "hausrunde" else
                       ["hochzeit:fehl", "hochzeit:trumpf", "hochzeit:erster"])
    assert session.act(offered[-1]).ok
    assert session.round.contract == "hochzeit" and session.game_name() == "Hochzeit"
    assert any("You play a Hochzeit" in line and "(D9)" in line for line in session.game_text())
    assert any("nobody announces until the partner is found" in line for line in session.deadlines())
    news = []
    while not session.round.is_over:
        hint = session.hint()
        outcome = session.click_card(hint.card) if hint.card else session.act(hint.action)
        news += [r.text for r in outcome.replies if r.seat is None]
    partner = session.round.partner
    if partner is not None:
        assert any("the Hochzeit's partner, Re (D9)" in t for t in news)
    else:
        assert any("plays alone, as a solo (D29)" in t for t in news)
    assert sum(session.round.points) == 0


def test_the_learner_plays_a_solo_and_scores_three_times():
    """D10: a solo is one against three, the soloist's points three times a Kontra player's."""
    session = DoppelkopfSession(rules="turnier", deal="26-3")
    assert session.act("solo:queen-solo").ok
    assert session.round.contract == "solo" and session.game_name() == "Damensolo"
    assert any("alone against the three others" in line for line in session.game_text())
    follow_hints(session)
    points = session.round.points
    assert points[0] == -3 * points[1] and points[1] == points[2] == points[3]
    assert any("three times as much (D10)" in line for line in session.score_summary())


def test_hausrunde_solo_is_open_to_reizen():
    """D40: in the Hausrunde an announced solo can be outbid; the table is told, and the others pass."""
    session = DoppelkopfSession(rules="hausrunde", deal="26-3")
    outcome = session.act("solo:queen-solo")
    texts = [r.text for r in outcome.replies]
    assert "You announced a solo; the others may bid against it (reizen, D40)." in texts
    assert any(r.rules == ("D40",) for r in outcome.replies if r.text == "passes")
    assert session.round.contract == "solo"


def test_taking_a_trumpfabgabe_and_giving_cards_back_by_clicks():
    """D11, D41: the learner takes seat 3's trumps and gives as many cards back, clicked one by one."""
    session = DoppelkopfSession(rules="turnier", deal=ARMUT)
    assert session.act("gesund").ok
    assert session.round.phase == "armut-offer"
    assert any("Dora offers a Trumpfabgabe" in r.text for r in session.replies)         # by name (issue 34)
    assert [c.label for c in session.choices()] == ["Take the Trumpfabgabe (annehmen)", "Decline (ablehnen)"]
    assert session.act("annehmen").ok and session.round.phase == "armut-return"
    given = len(session.round.armut["given"])
    assert len(session.hand()) == 10 + given and session.status().startswith(f"Click {given} card")
    missing = next(c for c in ("ED", "EK", "GD", "G10", "RK") if c not in session.hand())
    refused = session.click_card(missing)
    assert not refused.ok and refused.message.endswith("is not in your hand (D7).")
    while session.round.phase == "armut-return":
        hint = session.hint()
        assert hint.card in session.playable() and hint.rules
        assert session.click_card(hint.card).ok
    assert session.round.contract == "armut" and len(session.hand()) == 10
    assert any("are Re after the Trumpfabgabe" in line and "(D11, D41)" in line for line in session.game_text())
    follow_hints(session)
    assert session.round.phase == "over"


def test_a_card_that_may_not_be_played_gets_the_engines_reason():
    """D7: follow suit; the click changes nothing and the sentence is hydra.doppelkopf's, citing D7."""
    session = DoppelkopfSession(rules="hausrunde", deal="66-3")
    session.act("hochzeit")
    while not [c for c in session.hand() if c not in session.playable()]:
        hint = session.hint()
        session.click_card(hint.card) if hint.card else session.act(hint.action)
    bad = next(c for c in session.hand() if c not in session.playable())
    steps = len(session.round.history())
    view = session.round.view(0)
    expected = dk.illegal_reasons(list(view.hand), list(view.trick), session.round.game, "hausrunde")[dk.dk_card(bad)]
    outcome = session.click_card(bad)
    assert not outcome.ok and outcome.message == str(expected) and outcome.rules == ("D7",)
    assert len(session.round.history()) == steps
    assert not session.click_card("R9").ok                           # D1: no 9s in Doppelkopf
    missing = next(c for c in ("EK", "EU", "SO", "GD", "RD") if c not in session.hand())
    assert session.click_card(missing).message.endswith("is not in your hand (D7).")


def test_announcements_their_order_and_deadlines():
    """D21: in the tournament a limit needs the party's Re or Kontra first; D13: Re until four cards."""
    session = DoppelkopfSession(rules="turnier", deal="3-3")
    assert session.act("gesund").ok and session.round.phase == "play" and session.my_turn
    assert any(line.startswith("Re: while at most 4 cards") or line.startswith(CONTRA_NOTE + ": while at most 4")
               for line in session.deadlines())
    word = "re" if session.round.party[0] == 0 else "kontra"
    refused = session.act("keine 90")
    assert not refused.ok and refused.rules == ("D21",) and "first" in refused.message
    assert [c.action for c in session.choices()] == [word]
    assert session.act(word).ok
    assert session.replies[0].text == f"say {action_label(word)}" and session.replies[0].rules
    follow_hints(session)
    assert session.round.result.doublings >= 1


def test_undo_takes_back_the_learners_last_action_and_the_replies():
    session = DoppelkopfSession(rules="turnier", deal="3-3")
    assert not session.undo().ok and not session.can_undo()
    session.act("gesund")
    before = session.round.history()
    hint = session.hint()
    assert session.click_card(hint.card).ok if hint.card else session.act(hint.action).ok
    assert session.round.history() != before
    table = session.round
    outcome = session.undo()
    assert outcome.ok and outcome.message.startswith("Taken back: your ")
    assert session.round.history() == before
    assert session.round is table                     # taken back by the engine's undo(), not dealt again
    follow_hints(session)
    assert not session.undo().ok                                       # a scored round stays scored


def test_links_and_rule_sets():
    """D2: four seats, 0 to 3, deal; a bad ?deal= or ?rules= is a sentence, never a traceback."""
    assert parse_deal(" 4711-2 ") == (4711, 2) and parse_rules(" TURNIER ") == "turnier"
    for bad in ("", "4711", "4711-4", "-1-2", "a-b", "1234567890-1"):
        with pytest.raises(DoppelkopfLinkError, match="is not a deal"):
            parse_deal(bad)
    with pytest.raises(DoppelkopfLinkError, match="rule sets: choose"):
        DoppelkopfSession(rules="doko")
    a, b = DoppelkopfSession(rules="hausrunde", deal="4711-2"), DoppelkopfSession(rules="hausrunde", deal="4711-2")
    assert a.hand() == b.hand() and a.round.history() == b.round.history()
    assert DoppelkopfSession().rules == DEFAULT_RULES
    switched = a.set_rules("turnier")
    assert switched.ok and a.rules == "turnier" and a.code == "4711-2" and sorted(a.hand()) == sorted(b.hand())


def test_next_round_moves_the_deal_on_and_keeps_the_match_total():
    session = DoppelkopfSession(rules="hausrunde", deal="5-1")
    refused = session.next_round()
    assert not refused.ok and refused.rules == ("D2",)
    follow_hints(session)
    first = list(session.totals)
    assert session.next_round().ok and session.dealer == 2
    follow_hints(session)
    assert session.rounds_in_match() == 2
    assert session.totals == [x + y for x, y in zip(first, session.round.points)]


def test_rounds_are_saved_per_learner_apart_from_hydra_rounds(tmp_path):
    store = ProgressStore(tmp_path)
    session = DoppelkopfSession(store, rules="turnier", deal="26-3")
    follow_hints(session)
    points = session.round.points[0]
    assert session.stats().rounds == 1                                   # this tab's, before a name
    assert session.login("Ada") == "Ada"                                 # finished rounds are saved now
    session.next_round()
    follow_hints(session)
    again = DoppelkopfSession(store, rules="hausrunde")
    again.login("ada")
    stats = again.stats()
    assert stats.rounds == 2 and stats.points == points + session.round.points[0]
    ada = store.learner("Ada")
    assert HydraRecords(store).stats(ada.id).rounds == 0                   # Hydra's own statistics untouched
    with sqlite3.connect(store.path) as db:
        deals = [d for (d,) in db.execute("SELECT deal FROM doppelkopf_rounds ORDER BY id")]
    assert deals[0] == "turnier:26-3"
    records = DoppelkopfRecords(store)
    records.add(ada.id, "turnier:1-0", "normal", 1, "same")
    records.add(ada.id, "turnier:1-0", "normal", 1, "same")
    assert records.stats(ada.id).rounds == 3


def test_the_page_answers_bad_links_with_a_sentence_and_plays_by_clicks(tmp_path):
    from widgets.doppelkopf.play import DoppelkopfPlayApp, build_doppelkopf_play
    app = build_doppelkopf_play({"QUERY_STRING": "deal=%3Cb%3Ex&rules=skat"})
    text = app.message.value
    assert "is not a deal" in text and "&lt;b&gt;x" in text and "“skat” is not one of" in text
    assert app.session.rules == DEFAULT_RULES and 'data-rules="turnier"' in app.status.value
    assert "Traceback" not in text
    app = DoppelkopfPlayApp(rules="hausrunde", deal="66-3", store=ProgressStore(tmp_path), name="Bo")
    assert "default" not in app.rules_note.value and "Hausrunde rules" in app.rules_note.value
    shown = [b.description for b in app.choice_buttons if b.layout.display != "none"]
    assert shown[0] == "Gesund: a silent solo (you hold both Kreuz-Damen)"        # D29: seat 0 holds both
    app.press("hochzeit")
    assert "Hochzeit" in app.deal_info.value
    while not app.session.round.is_over:
        hint = app.session.hint()
        if hint.card:
            app.click(app.hand_cards.index(hint.card))
        else:
            app.press(hint.action)
        assert "hp-ok" in app.message.value or not app.message.value
    assert "Score sheet" in app.sheet.value and app.next_button.layout.display is None
    app.rules_pick.value = "turnier"                                     # the switch: same deal, other rules
    assert app.session.rules == "turnier" and app.session.code == "66-3" and "✓ Now playing" in app.message.value


def test_throwing_in_scores_nothing_and_the_same_dealer_deals_again():
    """D38: in the tournament five Könige may throw in before the reservations; nobody scores, nothing is
    saved, and the same dealer deals again."""
    session = DoppelkopfSession(rules="turnier", deal="200-3")
    assert session.round.phase == "throw-in" and session.status().endswith("(D38)?")
    assert [c.label for c in session.choices()] == ["Throw in (schmeißen)", "Play on (weiter)"]
    assert session.hint().rules == ("D38",)
    assert session.act("schmeissen").ok and session.round.ending == "thrown-in"
    assert "nobody scores; the same dealer deals again" in session.status() and session.score() == []
    assert session.next_round().ok and session.dealer == 3 and session.stats().rounds == 0


def test_a_poor_hand_with_two_trumps_adds_a_fail_card_by_a_click():
    """D42: in the Hausrunde a Trumpfabgabe of only two trumps may add one fail card, never a trump."""
    session = DoppelkopfSession(rules="hausrunde", deal="167-3")
    assert session.act("armut").ok and session.round.phase == "armut-add"
    assert [c.label for c in session.choices()] == ["Add no fail card"]
    hint = session.hint()
    assert hint.action == "beilegen:keine" and hint.rules == ("D42",) and hint.card is None
    trump = next(c for c in session.hand() if c not in session.playable())
    refused = session.click_card(trump)
    assert not refused.ok and refused.rules == ("D42",) and "is a trump" in refused.message
    fail = sorted(session.playable())[0]
    outcome = session.click_card(fail)
    assert outcome.ok and outcome.replies[0].text == f"add {short_name(fail)}"
    assert fail in [str(c) for c in session.round.armut["given"]]
    follow_hints(session)
    assert session.round.phase == "over" and session.round.ending in ("played", "redeal")


def test_the_learner_outbids_a_solo_in_the_reizen():
    """D40: seat 1 announced a solo; the learner bids (reizen), seat 1 gives it up, and as the learner has no
    solo of their own the other reservations decide the game, with the bid announced (Doppelt)."""
    session = DoppelkopfSession(rules="hausrunde", deal="40-3")
    outcome = session.act("gesund")
    assert "Ben announced a solo; the others may bid against it (reizen, D40)." in [r.text for r in outcome.replies]
    assert [c.label for c in session.choices()] == ["Bid (reizen)", "Pass (passen)"]
    outcome = session.act("reizen")
    said = {r.seat: r.reason for r in outcome.replies if r.seat is not None}
    assert said[1] == "gives its solo up to the bidder" and said[2] == "does not bid higher"
    news = [r.text for r in outcome.replies if r.seat is None]
    assert news[0] == ("You won the reizen without a solo of your own, so no solo is played: the other reservations "
                       "decide the game; the bid is announced: Doppelt (D40).")
    assert session.round.contract == "normal" and session.round.calls.doublings == 1
    follow_hints(session)
    assert session.round.phase == "over"


SCHWEINE = "148-3"      # Hausrunde: seat 0 is dealt both Karo-Asse; in trick 6 its Schwein takes a Herz-10 (D6)


def test_a_table_with_schweine_plays_them_and_the_reasons_say_when_one_wins():
    """D6, D43: with Schweine the learner's two Karo-Asse are the highest trumps (first in the hand), the
    game says so, a Schwein takes the Herz-10, and the reply, the hint's engine and the review say why."""
    session = DoppelkopfSession(rules="hausrunde", deal=SCHWEINE, schweine=True)
    assert session.round.schweine and session.table == "hausrunde~schweine" and not session.schweine_in_play
    plain = DoppelkopfSession(rules="hausrunde", deal=SCHWEINE)        # the same deal without them
    for table in (session, plain):
        follow_hints(table, stop=lambda s: s.round.phase == "play")     # they count once play begins (D43)
    assert session.schweine_in_play and any("both Karo-Asse" in line and "(D6)" in line for line in session.game_text())
    assert session.hand()[:2] == ["SD", "SD"] and plain.hand()[:2] != ["SD", "SD"]
    assert not plain.round.schweine and not plain.schweine_in_play
    replies = []
    while not session.round.is_over:
        hint = session.hint()
        outcome = session.click_card(hint.card) if hint.card else session.act(hint.action)
        replies += outcome.replies
    trick = session.review_trick(6)
    assert trick.cards == ("EU", "RO", "R10", "SD") and trick.winner_seat == 0
    assert "Schwein" in trick.sentence and "D6" in trick.rules
    assert dk.trick_winner(list(trick.cards), rules="hausrunde") == 2       # without Schweine the Herz-10 wins
    assert any("Schwein" in r.reason and "D6" in r.rules for r in replies if r.seat == 0)
    assert session.round.phase == "over" and not any("Schwein" in session.review_trick(n).sentence
                                                      for n in (1, 2, 3))


def test_schweine_are_a_hausrunde_choice_switched_as_a_new_match_and_saved_with_the_deal(tmp_path):
    turnier = DoppelkopfSession(rules="turnier", deal=SCHWEINE, schweine=True)
    assert not turnier.round.schweine and not turnier.schweine and "D6" in turnier.schweine_refused
    assert not turnier.schweine_allowed
    before = turnier.round
    refused = turnier.set_schweine(True)
    assert not refused.ok and refused.rules == ("D6",) and turnier.round is before
    store = ProgressStore(tmp_path)
    session = DoppelkopfSession(store, rules="hausrunde", deal=SCHWEINE)
    assert session.schweine_allowed and not session.round.schweine
    switched = session.set_schweine(True)
    assert switched.ok and session.round.schweine and session.code == SCHWEINE
    assert switched.message == f"Now playing with Schweine (D6): deal {SCHWEINE} again from the start."
    session.login("Ada")
    follow_hints(session, stop=lambda s: s.round.phase == "play")
    session.click_card(session.hint().card)
    assert session.undo().ok and session.round.schweine                    # undo deals it again with them
    follow_hints(session)
    deals = [d for (d,) in sqlite3.connect(store.path).execute("SELECT deal FROM doppelkopf_rounds")]
    assert deals == [f"hausrunde~schweine:{SCHWEINE}"]
    moved = session.set_rules("turnier")
    assert moved.ok and not session.schweine and "This table now plays without them." in moved.message
    back = session.set_rules("hausrunde")                                 # back: still without, until switched on
    assert back.ok and not session.round.schweine and session.schweine_allowed


def test_a_link_with_schweine_deals_them_and_every_older_link_does_not():
    from widgets.doppelkopf.play import build_doppelkopf_play
    app = build_doppelkopf_play({"QUERY_STRING": f"deal={SCHWEINE}&rules=hausrunde&schweine=1"})
    assert app.session.round.schweine and app.schweine_pick.value is True and app.schweine_box.layout.display is None
    assert f"deal={SCHWEINE}&amp;rules=hausrunde&amp;schweine=1" in app.deal_info.value
    assert 'data-schweine="1"' in app.status.value and "with Schweine" in app.rules_note.value
    old = build_doppelkopf_play({"QUERY_STRING": f"deal={SCHWEINE}&rules=hausrunde"})
    assert not old.session.round.schweine and "schweine" not in old.deal_info.value.split("href=")[1].split('"')[1]
    assert old.session.round.dealt == app.session.round.dealt and 'data-schweine="0"' in old.status.value
    old.schweine_pick.value = True                                         # the toggle: the same deal with them
    assert old.session.round.schweine and "✓ Now playing with Schweine (the rule: Schweine)" in old.message.value
    assert 'data-schweine="1"' in old.status.value and old.session.round.dealt == app.session.round.dealt
    turnier = build_doppelkopf_play({"QUERY_STRING": f"deal={SCHWEINE}&rules=turnier&schweine=1"})
    assert not turnier.session.round.schweine and turnier.schweine_box.layout.display == "none"
    assert "no Schweine in" in turnier.message.value and "The page plays without them." in turnier.message.value
    bad = build_doppelkopf_play({"QUERY_STRING": f"deal={SCHWEINE}&rules=hausrunde&schweine=pig"})
    assert "“pig” is not yes or no" in bad.message.value and not bad.session.round.schweine
