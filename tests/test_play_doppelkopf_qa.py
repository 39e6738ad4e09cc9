"""Findings of a learner's walk through the Doppelkopf play page (QA, issue 13): what the page says in a
Hochzeit's announcements and on the score sheet must match the rule it cites."""

from __future__ import annotations

import pytest

from tutor.doppelkopf import DoppelkopfSession

HOCHZEIT = {"hausrunde": ("66-3", "D27"), "turnier": ("26-3", "D26")}      # seat 0 holds both Kreuz-Damen


@pytest.mark.parametrize("rules", sorted(HOCHZEIT))
def test_a_hochzeit_offers_its_announcements_with_its_own_deadline_rule_D26_D27(rules):
    """In a Hochzeit the deadlines move (D26 turnier, D27 hausrunde): the status line that offers the
    announcements cites that rule, as the deadline panel does, not the plain D13."""
    deal, rule = HOCHZEIT[rules]
    session = DoppelkopfSession(rules=rules, deal=deal)
    hochzeit = next(c.action for c in session.choices() if c.action.startswith("hochzeit"))
    assert session.act(hochzeit).ok
    offered = []
    while not session.round.is_over:
        assert session.my_turn
        if session.round.phase == "play" and session.choices():
            offered.append(session.status())
        if session.round.phase != "play":
            hint = session.hint()
            assert hint is not None
            assert (session.click_card(hint.card) if hint.card else session.act(hint.action)).ok
            continue
        card = next(c for c in session.hand() if c in session.playable())
        assert session.click_card(card).ok
    assert offered, "the learner was never offered an announcement"
    for status in offered:
        assert "You may also announce" in status and f"({rule})." in status and "(D13)" not in status
    assert session.deadline_rule() == rule


def test_a_schweine_link_to_the_turnier_says_why_in_words_D6():
    """?rules=turnier&schweine=1: the page plays without Schweine (D6) and says so with the rule set's name,
    not the engine's id in Python quotes."""
    session = DoppelkopfSession(rules="turnier", deal="5-1", schweine=True)
    assert not session.schweine
    note = session.schweine_refused
    assert "D6" in note and "Turnier" in note and "'turnier'" not in note
    assert session.set_schweine(True).message == note


@pytest.mark.parametrize("rules,deal", [("turnier", "26-3"), ("hausrunde", "66-3")])
def test_the_learner_with_both_kreuz_damen_who_says_gesund_is_told_it_is_a_silent_solo_D29(rules, deal):
    """D29: both Kreuz-Damen and no reservation is a silent solo, scored one against three, times three. The
    table sees a Normalspiel (the game's name says so), but the learner, who holds the cards, is not told
    "the two holders of the Kreuz-Damen are Re" (D8): the page says it is a silent solo and why."""
    session = DoppelkopfSession(rules=rules, deal=deal)
    assert session.act("gesund").ok
    assert session.round.contract == "silent-solo"                  # the engine decides (D29)
    text = " ".join(session.game_text())
    assert "silent solo" in text and "D29" in text and "three times" in text
    assert "the two holders of the Kreuz-Damen are Re" not in text
    assert session.game_name() == "Normalspiel"                     # what the other seats see


def test_a_hausrunde_hochzeit_says_doppelt_is_due_at_ones_own_card_of_the_next_trick_D27():
    """D27 ("bis zum Ausspielen der eigenen zweiten Karte"): after a Klärung in trick 1, Doppelt may be said
    until one's own card of trick 2; the panel says so instead of a card count that is the last seat's."""
    session = DoppelkopfSession(rules="hausrunde", deal="66-3")
    assert session.act("hochzeit").ok
    while session.round.calls.clarified == 0:
        assert session.click_card(next(c for c in session.hand() if c in session.playable())).ok
    c = session.round.calls.clarified
    line = next(x for x in session.deadlines() if x.startswith("Doppelt"))
    assert f"own card of trick {c + 1}" in line and "(D27)" in line
    assert session.round.calls.deadline("doppelt") == 4 * c + 3     # the engine: the last own card of trick c + 1
