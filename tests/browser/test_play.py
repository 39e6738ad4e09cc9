"""The play dashboard in a real browser: Voilà serves notebooks/play.ipynb, Chromium plays by clicks.

The test keeps a copy of the kernel's round (``tutor.hydra.HydraSession`` of the same ``?deal=``: the
deal and the example players are seeded from it, so both copies play alike) to know which card to
click and what the page must say. The page marks each state with ``data-step`` (how many actions the
round has), which the test waits for after every click. Screenshots go to test-artifacts/.
"""

from __future__ import annotations

import re
import sqlite3

import pytest
from playwright.sync_api import expect

import hydra
from tutor.table.seat_names import seat_name
from tutor.hydra import HydraSession
from tutor.rulebook import rule_text, without_citations

from .play_pages import LOAD, assert_fits, assert_no_traceback, button, buttons_text, page_fixture, phone_page
from .play_pages import wait_step as wait_status

pytestmark = pytest.mark.browser

SOLO_DEAL = "12-4"      # seat 0's hand justifies a solo
OFFER_DEAL = "4-4"      # seat 3 proposes an Antrag, seat 4 declines, it reaches seat 0

play = page_fixture("play", "play.ipynb")


def wait_step(page, session, timeout=30_000):
    """Wait until the page shows the state the test's copy of the round is in."""
    wait_status(page, ".hp-status", session, timeout)


def click_card(page, card):
    button(page, hydra.as_card(card).german_name, ".hp-hand").click()       # a card by its name, never "GU"


def hand_on_page(page):
    return buttons_text(page, ".hp-hand button")


def play_card(page, session, card):
    click_card(page, card)
    assert session.click_card(card).ok
    wait_step(page, session)


def test_play_a_solo_round_by_clicks(play, page, artifacts_dir):
    """The calls with a solo (R7), a hint, an illegal click answered with its rule (rules: Der
    Spielverlauf), an undo, ten tricks, the score sheet (R3-R5) and the review of every trick."""
    session = HydraSession(deal=SOLO_DEAL)
    page.goto(play(deal=SOLO_DEAL, name="Ada"))
    wait_step(page, session, LOAD)
    assert hand_on_page(page) == [c.german_name for c in session.round.game.sorted(session.round.hand(0))]
    assert "Your call" in page.locator(".hp-status").inner_text()
    page.screenshot(path=str(artifacts_dir / "play-1-calls.png"), full_page=True)

    button(page, "Hint").click()                                  # the example player's call, with its reason
    hint = page.locator(".hp-hint")
    hint.wait_for()
    said = hint.inner_text()
    assert "Morbus" in said and "solo" in said and "rule: the calls" in said     # R7, opened in place
    assert "R7" not in said

    button(page, "Morbus (I have a reservation)").click()
    session.act("morbus")
    wait_step(page, session)
    game = session.hint().action.partition(":")[2]
    page.locator(".hp-choices select").select_option(label=hydra.get_game(game).name)
    button(page, "Declare this solo").click()
    session.act(f"solo:{game}")
    wait_step(page, session)
    assert session.round.kind == "solo"
    assert "declares a solo" in page.locator(".hp-seat-me").inner_text()
    page.screenshot(path=str(artifacts_dir / "play-2-solo.png"), full_page=True)

    illegal_said = undone = False
    while not session.round.is_over:
        assert session.my_turn
        legal = {c.german_name for c in session.round.legal_cards()}
        marked = {b.inner_text().strip() for b in page.locator(".hp-card.hp-legal button:visible").all()}
        assert marked == legal                                    # the legal cards are marked
        reasons = session.round.illegal_reasons()
        if reasons and not illegal_said:
            card, reason = next(iter(reasons.items()))
            click_card(page, card)
            message = page.locator(".hp-msg", has_text="may not be played")
            message.wait_for()
            said = message.inner_text()
            assert without_citations(str(reason)) in said and "(rules:" not in said
            assert any(f"rule: {rule_text(r).title}" in said for r in reason.rules)     # opened in place
            page.screenshot(path=str(artifacts_dir / "play-3-illegal.png"), full_page=True)
            illegal_said = True
        card = session.hint().action
        play_card(page, session, card)
        if not undone and not session.round.is_over:
            button(page, "Undo").click()
            assert session.undo().ok
            wait_step(page, session)
            assert "Taken back" in page.locator(".hp-msg").inner_text()
            play_card(page, session, card)
            undone = True
        if len(session.round.tricks) == 1 and not page.locator(".hp-review").count():
            button(page, "Last trick").click()
            page.locator(".hp-review", has_text="Last trick: trick 1").wait_for()
    assert illegal_said and undone

    sheet = page.locator(".hp-sheet")
    sheet.wait_for()
    assert without_citations(session.sheet_lines()[0]) in sheet.inner_text()      # its rules in words, no id
    assert not re.search(r"\(R\d", sheet.inner_text())
    assert f"you score {session.round.points[0]} points" in page.locator(".hp-status").inner_text()
    page.screenshot(path=str(artifacts_dir / "play-4-sheet.png"), full_page=True)
    for number in range(1, 11):
        review = page.locator(f'.hp-review[data-trick="{number}"]')
        review.wait_for()
        reviewed = session.review_trick(number)
        assert without_citations(reviewed.sentence) in review.locator(".hp-why").inner_text()
        links = review.locator("details.hr-rule summary").all_inner_texts()      # its rules, opened in place
        assert all(any(rule_text(r).title in link for link in links) for r in reviewed.rules), links
        if number < 10:
            button(page, "Next trick ▶").click()
    match = page.locator(".hp-match").inner_text()
    assert "1 round played" in match and f"{session.round.points[0]} points in all" in match
    assert_no_traceback(page)
    with sqlite3.connect(play.server.data_dir / "progress.sqlite3") as db:
        saved = db.execute("SELECT deal, points FROM play_rounds r JOIN learners l ON l.id = r.learner_id "
                           "WHERE l.name = 'Ada'").fetchall()
    assert (SOLO_DEAL, session.round.points[0]) in saved
    button(page, "Next round").click()
    page.locator(".hp-deal", has_text="dealer: you").wait_for()           # R11: the deal passed left
    assert all("127.0.0.1" not in u for u in page.blocked)


def test_an_antrag_offered_and_accepted_at_phone_width(play, browser, artifacts_dir):
    """R9: seat 3 proposes an Antrag (two Obers face down, one card face up); the learner accepts,
    gives back three cards by clicks, and plays with seat 3 to the score sheet. At 400 px wide."""
    with phone_page(browser) as page:
        session = HydraSession(deal=OFFER_DEAL)
        page.goto(play(deal=OFFER_DEAL))
        wait_step(page, session, LOAD)
        button(page, "Valeo (a healthy game)").click()
        session.act("valeo")
        wait_step(page, session)
        proposal = session.round.proposal
        assert session.round.phase == "antrag-offer" and session.my_turn
        board = page.locator(".hp-board").inner_text()
        calls = page.locator(".hp-calls").inner_text()
        assert f"{hydra.Card.parse(proposal['open_card']).name()} face up" in board       # by its name
        said = "proposes an Antrag (two equal key Obers face down)"
        assert f"{seat_name(proposal['seat'], 0)} {said}" in calls and "R9" not in calls
        assert "rule: the open Antrag" in calls                                          # R9, opened in place
        assert f"the two {proposal['pair']}" not in page.inner_text("body")    # R9: the pair stays face down
        page.screenshot(path=str(artifacts_dir / "play-5-offer-400.png"), full_page=True)
        button(page, "Accept the Antrag").click()
        session.act("accept")
        wait_step(page, session)
        assert len(hand_on_page(page)) == 13
        for _ in range(3):
            card = session.hint().action.partition(":")[2]
            click_card(page, card)
            assert session.click_card(card).ok
            wait_step(page, session)
        assert session.round.kind == "proposal"
        assert page.locator(f'.hp-seat[data-seat="{proposal["seat"]}"]', has_text="partner").count() == 1
        page.screenshot(path=str(artifacts_dir / "play-6-antrag-400.png"), full_page=True)
        while not session.round.is_over:
            play_card(page, session, session.hint().action)
        page.locator(".hp-sheet").wait_for()
        assert "Antrag pair" in page.locator(".hp-sheet").inner_text()
        assert_fits(page, ("Hint", "Undo", "Next round", "◀ Previous trick", "Next trick ▶"))
        page.screenshot(path=str(artifacts_dir / "play-7-end-400.png"), full_page=True)
        assert_no_traceback(page)


def test_a_deal_link_replays_the_same_deal_and_a_bad_link_gets_a_sentence(play, page, artifacts_dir):
    session = HydraSession(deal="4711-2")
    page.goto(play(deal="4711-2"))
    wait_step(page, session, LOAD)
    first = hand_on_page(page)
    assert first == [c.german_name for c in session.round.game.sorted(session.round.hand(0))]
    link = page.locator(".hp-deal a")
    assert link.get_attribute("href").endswith("play.ipynb?deal=4711-2")
    with page.expect_navigation(timeout=LOAD):                # the page's own link: the same deal again
        link.click()
    wait_step(page, session, LOAD)
    assert hand_on_page(page) == first
    page.goto(play(deal="<b>banana</b>"))
    message = page.locator(".hp-msg")
    message.wait_for(timeout=LOAD)
    text = message.inner_text()
    assert "“<b>banana</b>” is not a deal" in text and "?deal=4711-2" in text and "new deal" in text
    # a new deal, by any dealer (R11): seat 0 is "you", the others by name, none counted from 0
    expect(page.locator(".hp-deal")).to_contain_text(re.compile(r"Deal \d+-([0-4]) · dealer: (you|Ben|Cem|Dora|Emil)"))
    assert_no_traceback(page)
    page.screenshot(path=str(artifacts_dir / "play-8-bad-link.png"), full_page=True)


def test_the_parties_panel_after_an_accepted_antrag_and_the_name_from_the_link(play, page, artifacts_dir):
    """Deal 4711-2 (the learners' report): once the learner accepts seat 3's Antrag, the parties panel
    says who plays with whom (R9, R16), not 'formed when play starts'. Opened with ?name=ada, the name
    box shows the name and the address keeps it; a name typed in replaces it in the address."""
    session = HydraSession(deal="4711-2")
    page.goto(play(deal="4711-2", name="ada"))
    wait_step(page, session, LOAD)
    # a name is one learner whatever its capitals: an earlier test's "Ada" is shown as saved
    expect(page.get_by_placeholder("Your name")).to_have_value(re.compile("^ada$", re.IGNORECASE))
    page.wait_for_function("() => (new URL(location.href).searchParams.get('name') || '').toLowerCase() === 'ada'")
    panel = page.locator(".hp-parties")
    expect(panel).to_contain_text("Dora said morbus")            # seat 3, by name
    button(page, "Valeo (a healthy game)").click()
    session.act("valeo")
    wait_step(page, session)
    expect(panel).to_contain_text("Dora makes an open Antrag: whoever accepts it plays with Dora")
    button(page, "Accept the Antrag").click()
    session.act("accept")
    wait_step(page, session)
    said = ("You accepted Dora's Antrag, so the parties are known to all: you play with Dora against "
            "Ben, Cem and Emil.")
    expect(panel).to_contain_text(said)
    expect(panel.locator("details.hr-rule summary")).to_contain_text("rules: the open Antrag, who plays together")
    expect(page.locator('.hp-seat[data-seat="3"]')).to_contain_text("partner")
    assert "formed when play starts" not in panel.inner_text()
    page.screenshot(path=str(artifacts_dir / "play-9-antrag-accepted-parties.png"), full_page=True)
    box = page.get_by_placeholder("Your name")
    box.fill("  <b>Bo</b>  ")
    box.press("Enter")
    expect(page.locator(".hn-names", has_text="Playing as")).to_contain_text("Playing as <b>Bo</b>")
    expect(box).to_have_value("<b>Bo</b>")
    page.wait_for_function("() => new URL(location.href).searchParams.get('name') === '<b>Bo</b>'")
    assert new_params(page) == {"deal": "4711-2", "name": "<b>Bo</b>"}
    assert_no_traceback(page)


def new_params(page):
    return dict(page.evaluate("() => Array.from(new URL(location.href).searchParams.entries())"))
