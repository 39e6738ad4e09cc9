"""Lesson 09's calls practice and lesson 08's simulation on request (widgets/hydra/course/calls.py,
widgets/hydra/course/odds.py): every choice goes through the engine's Round actions, with the rule."""

from __future__ import annotations

import hydra
from hydra.hydra.odds import party_kind_odds
from widgets.hydra.course.calls import CallsPractice, action_text
from widgets.hydra.course.odds import SimulationPanel

ANTRAG_DEAL = 7          # seat 1 holds both Eichel-Obers (dealer seat 0)


def test_the_deal_of_lesson_09_gives_seat_1_an_antrag_pair():
    hand = hydra.Round.new(seed=ANTRAG_DEAL, dealer=0).hand(1)
    assert sum(1 for c in hand if str(c) == "EO") == 2


def test_valeo_morbus_and_a_solo_cite_r7_and_r8():
    p = CallsPractice(seed=2)
    assert p.choose("morbus") and "R7" in p.feedback.value
    for _ in range(4):
        assert p.choose("valeo")
    assert not p.choose("antrag")                        # no pair: refused, with the rule
    assert "Not allowed" in p.feedback.value and "R7" in p.feedback.value
    assert p.choose("solo:color-solo:G")
    assert p.round.phase == "play" and p.round.to_move == 1
    assert "R8" in p.log_html.value and "the soloist leads" in p.log_html.value


def test_an_antrag_offered_accepted_and_exchanged_cites_r9():
    p = CallsPractice(seed=ANTRAG_DEAL)
    for action in ["morbus", "valeo", "valeo", "valeo", "valeo", "antrag"]:
        assert p.choose(action), p.feedback.value
    assert p.round.phase == "antrag-open"
    p._card_clicked("ED")                                # the open card, clicked in the hand
    assert "R9" in p.feedback.value and p.round.phase == "antrag-offer"
    assert "face up" in p.header.value
    assert p.choose("decline") and p.choose("accept")
    for card in ("RD", "GK", "EK"):                      # seat 3 gives back three cards
        p._card_clicked(card)
    assert p.round.phase == "play"
    assert any(set(party) == {1, 3} for party in p.round.parties)


def test_a_declined_antrag_goes_through_to_a_healthy_game():
    p = CallsPractice(seed=ANTRAG_DEAL)
    for action in ["morbus", "valeo", "valeo", "valeo", "valeo", "antrag", "open:ED",
                   "decline", "decline", "decline", "decline"]:
        assert p.choose(action), p.feedback.value
    assert p.round.phase == "play" and p.round.kind == "secret-proposal"
    assert "goes through" in p.log_html.value and "R10" in p.log_html.value


def test_a_wrong_moment_is_refused_with_the_rule():
    p = CallsPractice(seed=2)
    assert not p.choose("accept")                         # an Antrag is answered only when offered
    assert "Not allowed" in p.feedback.value and "(R9)" in p.feedback.value
    assert p.choose(hydra.RuleBasedPlayer(0).choose(p.round))       # the example player's choice


def test_actions_in_words():
    assert action_text("valeo") == "valeo (healthy)"
    assert action_text("solo:normal-solo").startswith("a normal solo")
    assert "Grün-König" in action_text("return:GK")


def test_simulation_runs_only_when_asked():
    panel = SimulationPanel(party_kind_odds(), sizes=(300,))
    assert panel.counts is None and panel.result.value == ""
    counts = panel.run(300)
    assert sum(counts.values()) == 300
    assert "300 deals" in panel.result.value and "<svg" in panel.result.value
    assert panel.run(300) == counts                       # seeded: the same every time
