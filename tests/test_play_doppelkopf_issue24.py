"""Learner text from issue 24: a Hausrunde trick explanation cites the section that orders its game's cards
(3.1 the normal game, 3.2.1-3.2.6 the solos), and the play page says when a reizen bid is announced after
a Trumpfabgabe (D40, D24)."""

from __future__ import annotations

import pytest

from hydra import doppelkopf as dk
from tutor.exercises import make_exercise
from tutor.doppelkopf.session import DoppelkopfSession


@pytest.mark.parametrize(("exercise", "section"), [("dt-solo-3-583", "hausrunde 3.2.1"),
                                                    ("dr-plain-1-b", "hausrunde 3.2.2"),
                                                    ("dt-solo-1-581", "hausrunde 3.2.3")])
def test_solo_trick_explanations_cite_the_solos_section(exercise, section):
    ex = make_exercise(exercise)
    assert section in ex.rules and "hausrunde 3.1" not in ex.rules
    assert f"({section})" in ex.explanation


@pytest.mark.parametrize(("game", "cards", "section"), [
    ("normal", "EK E10 ED EK", "hausrunde 3.1"), ("mixed-solo", "EO EU GK RK", "hausrunde 3.2.4"),
    ("ace-solo", "ED E10 EO EU", "hausrunde 3.2.6"), ("color-solo:R", "RK RD RO R10", "hausrunde 3.2.3")])
def test_every_hausrunde_game_cites_its_order(game, cards, section):
    e = dk.explain_trick(cards, game, "hausrunde")
    assert e.sentence.rules[0] == section and section in e.rules


def test_the_play_page_says_the_reizen_bid_is_announced_after_a_trumpfabgabe_D40():
    """?rules=hausrunde&deal=6-3: the learner offers a Trumpfabgabe, wins the reizen against seat 2's solo
    without a solo of its own; the Trumpfabgabe is played, and when play begins the bid is a Doppelt."""
    s = DoppelkopfSession(rules="hausrunde", deal="6-3")
    assert s.act("armut").ok
    assert s.round.phase == "reizen"
    assert s.act("reizen").ok
    said = [r.text for r in s.replies if r.seat is None]
    assert any("the bid is announced when play begins" in t for t in said)
    while s.round.phase != "play":
        choices = [c.action for c in s.choices()]
        assert s.act("beilegen:keine" if "beilegen:keine" in choices else choices[0]).ok
    said = [r.text for r in s.replies if r.seat is None]
    bid = [t for t in said if "bid from the reizen is announced" in t]
    assert len(bid) == 1 and "you say Doppelt" in bid[0] and "doubles the game" in bid[0]
    assert [(c.seat, c.call, c.bid) for c in s.round.calls.calls] == [(0, "doppelt", True)]


def test_the_play_page_says_the_schweine_are_gone_when_the_hochzeit_is_played_alone_D43():
    """A Hochzeit whose groom (seat 1) wins the first three tricks, Schweine with seat 3: when the third
    trick is over, "What happened" says that the Karo solo has no Schweine from the fourth trick (D43)."""
    hands = ["EK EK GD GD G10 G10 RD RD RK RK", "EO EO R10 R10 GO GO RO RO SO SO",
             "EU EU GU GU RU RU SU SU GK GK", "SD SD S10 S10 SK SK ED ED E10 E10"]
    s = DoppelkopfSession(rules="hausrunde", deal="1-0")
    r = dk.Round.from_deal(hands, rules="hausrunde", dealer=0, schweine=True)
    for action in ("hochzeit", "gesund", "gesund", "gesund"):
        r.apply(action)
    for card in "R10 SU SK GD R10 SU SK G10 GO RU S10".split():
        r.apply(card)
    s.round = r                                   # the learner (seat 0) plays the last card of trick 3
    assert r.schweine_seat == 3
    assert s.click_card("RD").ok
    news = [reply for reply in s.replies if reply.seat is None and "plays alone" in reply.text]
    assert len(news) == 1 and "no Schweine" in news[0].text and "D43" in news[0].rules
