"""Play a round of 500 in a real browser (issue 14): Voilà serves notebooks/500-play.ipynb and
Chromium bids, lays away and plays by clicks.

The test keeps its own copy of the round (:class:`tutor.fuenfhundert.FuenfhundertSession` of the same
``?deal=``: the deal and the example players are seeded from it, so both copies play alike) to know
what to click and what the page must say. The page marks each state with ``data-step`` (how many
actions the round has), which the test waits for after every click. Screenshots go to
test-artifacts/ (play500-*.png), at 1280 and at 400 px wide.
"""

from __future__ import annotations

import sqlite3

import pytest

from hydra import fuenfhundert as fh
from tutor.fuenfhundert import FuenfhundertSession, call_label
from tutor.rulebook import rule_text, without_citations
from widgets.common.phone import touch_words

from .play_pages import LOAD, assert_fits, button, buttons_text, page_fixture, phone_page
from .play_pages import assert_no_traceback as no_traceback
from .play_pages import wait_step as wait_status

pytestmark = pytest.mark.browser

BID_AFTER_OTHERS = "2-0"   # East bids 6 Karo before the learner, who outbids it with 7 Herz
OPEN_MISERE = "7-3"        # the learner bids first; Open Misère wins the bidding at once (F3)

play500 = page_fixture("play500", "500-play.ipynb")


def wait_step(page, session, timeout=30_000):
    """Wait until the page shows the state the test's copy of the round is in."""
    wait_status(page, ".fp-status", session, timeout)


def hand_on_page(page):
    return buttons_text(page, ".fp-hand button")


def names(codes):
    """The hand's buttons say each card's German name (their accessible name), not its code."""
    return [fh.as_card(c).german_name for c in codes]


def assert_no_traceback(page):
    no_traceback(page, "Error")


def shot(page, path):
    """A screenshot of the whole page: Voilà scrolls inside the page, so the window is made as tall as
    the page for the picture, then set back."""
    size = page.viewport_size
    height = page.evaluate("Math.ceil(document.querySelector('.fp-app').getBoundingClientRect().bottom"
                           " + window.scrollY + 40)")
    page.set_viewport_size({"width": size["width"], "height": max(size["height"], height)})
    page.evaluate("() => { window.scrollTo(0, 0); document.querySelectorAll('*').forEach("
                  "el => { if (el.scrollTop) el.scrollTop = 0; }); }")
    page.screenshot(path=str(path), full_page=True)
    page.set_viewport_size(size)


def follow_hint(page, session):
    """Do what the example player would do in the learner's seat, by a click, in both copies."""
    hint = session.hint()
    assert hint is not None
    if session.round.phase == "bidding":
        button(page, call_label(hint.action), ".fp-bids").click()
        assert session.bid(hint.action).ok
    elif hint.action.startswith("JO:"):
        button(page, f"Lead the joker, naming {fh.SUIT_NAMES[hint.action[3]][0]}", ".fp-choices").click()
        assert session.lead_joker(hint.action[3]).ok
    else:
        button(page, fh.as_card(hint.action).german_name, ".fp-hand").click()
        assert session.click_card(hint.action).ok
    wait_step(page, session)


def test_a_round_of_500_by_clicks(play500, page, artifacts_dir):
    """A name typed; an illegal bid answered with its reason (F3, F4); 7 Herz bid; three cards laid away
    (F21); a hint; an illegal card answered with the engine's reason (F9); an undo; ten tricks; the
    score and how it came about (F10); saved for the learner; the next round dealt by East (F25)."""
    page.set_viewport_size({"width": 1280, "height": 900})
    session = FuenfhundertSession(deal=BID_AFTER_OTHERS)
    page.goto(play500(deal=BID_AFTER_OTHERS))
    wait_step(page, session, LOAD)
    assert page.locator(".hn-bar a.hn-home").get_attribute("href").startswith("home.ipynb")
    page.locator(".fp-app input[type=text]").fill("Ada")
    button(page, "Start").click()
    page.get_by_text("Playing as").wait_for()
    assert hand_on_page(page) == names(session.hand())
    assert "Your call" in page.locator(".fp-status").inner_text()
    assert "6 Karo" in page.locator(".fp-calls").inner_text()
    shot(page, artifacts_dir / "play500-1-bids-1280.png")

    button(page, "6 Pik · 40", ".fp-bids").click()                # lower than 6 Karo: refused
    message = page.locator(".fp-msg", has_text="is not higher than")
    message.wait_for()
    refused = session.bid("6S")          # its sentence, and its rules once, each opened in place (issue 34)
    said = message.inner_text()
    assert "✗" in said and "6 Karo (80)" in said and without_citations(refused.message) in said
    links = message.locator("details.hr-rule summary").all_inner_texts()
    assert list(refused.rules) == ["F3", "F4"]
    assert links == [f"rule: {rule_text(r).title}" for r in refused.rules]
    assert "F3" not in said and "F4" not in said

    bid = button(page, call_label("7H"), ".fp-bids")              # by keyboard: focus, then Enter
    bid.focus()
    assert page.evaluate("document.activeElement.textContent.trim()") == call_label("7H")
    page.keyboard.press("Enter")
    assert session.bid("7H").ok
    wait_step(page, session)
    assert len(hand_on_page(page)) == 13 and "lay away" in page.locator(".fp-status").inner_text()
    button(page, "Hint").click()
    page.locator(".fp-hint").wait_for()
    assert session.hint().label in page.locator(".fp-hint").inner_text()
    for _ in range(3):
        follow_hint(page, session)
    assert page.locator(".fp-laid").inner_text().count(" ") >= 2
    shot(page, artifacts_dir / "play500-2-play-1280.png")

    illegal_said = undone = False
    while not session.round.is_over:
        assert session.my_turn
        marked = {b.inner_text().strip() for b in page.locator(".fp-card.fp-legal button:visible").all()}
        assert marked == set(names(session.legal_cards()))
        reasons = session.round.illegal_reasons()
        if reasons and not illegal_said:
            card, reason = next(iter(reasons.items()))
            button(page, card.german_name, ".fp-hand").click()
            message = page.locator(".fp-msg", has_text="Not allowed")
            message.wait_for()
            links = message.locator("details.hr-rule summary").all_inner_texts()
            assert without_citations(session.words(reason)).rstrip(".") in message.inner_text()
            assert f"rule: {rule_text('F9').title}" in links and "F9" not in message.inner_text()
            assert message.inner_text().count(card.name(session.round.contract)) == 1
            shot(page, artifacts_dir / "play500-3-illegal-1280.png")
            illegal_said = True
        follow_hint(page, session)
        if not undone and not session.round.is_over:
            button(page, "Undo").click()
            assert session.undo().ok
            wait_step(page, session)
            assert "Taken back" in page.locator(".fp-msg").inner_text()
            follow_hint(page, session)
            undone = True
        if len(session.round.tricks) == 2 and not page.locator(".fp-review").count():
            button(page, "Last trick").click()
            page.locator(".fp-review", has_text="Last trick: trick 2").wait_for()
    assert illegal_said and undone

    report = session.score()
    score = page.locator(".fp-score")
    score.wait_for()
    shown = score.inner_text()                                         # its rules in words, never an id
    assert without_citations(report.headline).rstrip(".") in shown
    assert without_citations(report.lines[1]).rstrip(".") in shown
    assert "(F1" not in shown and "F3" not in shown
    assert touch_words(report.headline) in page.locator(".fp-status").inner_text()   # no rule id in the line
    assert page.locator(".fp-review").count() == 10
    shot(page, artifacts_dir / "play500-4-score-1280.png")
    assert f"{session.match.totals[0]}" in page.locator(".fp-match").inner_text()
    assert "1 round of 500 played" in page.locator(".fp-match").inner_text()
    with sqlite3.connect(play500.server.data_dir / "progress.sqlite3") as db:
        saved = db.execute("SELECT deal, contract, points FROM play500_rounds r JOIN learners l "
                           "ON l.id = r.learner_id WHERE l.name = 'Ada'").fetchall()
    assert (BID_AFTER_OTHERS, "7H", session.round.points[0]) in saved
    button(page, "Next round").click()
    page.locator(".fp-deal", has_text="dealer: East").wait_for()          # F25: the deal passed left
    assert_no_traceback(page)
    assert all("127.0.0.1" not in u for u in page.blocked)


def test_an_open_misere_at_phone_width(play500, browser, artifacts_dir):
    """At 400 px: Open Misère wins the bidding at once (F3), three play each trick (F8), the joker is
    led with a named suit when the hints say so (F7), and the score is shown; nothing is cut off."""
    with phone_page(browser) as page:
        session = FuenfhundertSession(deal=OPEN_MISERE)
        page.goto(play500(deal=OPEN_MISERE))
        wait_step(page, session, LOAD)
        shot(page, artifacts_dir / "play500-5-bids-400.png")
        for name in ("Passe (pass)", "Open Misère · 500", "10 ohne Trumpf · 520", "Hint", "Undo"):
            b = button(page, name)
            assert b.evaluate("el => el.scrollWidth <= el.clientWidth + 1"), f"{name} is cut off"
        button(page, "Open Misère · 500", ".fp-bids").click()
        assert session.bid("open-misere").ok
        wait_step(page, session)
        assert "sits out" in page.locator(".fp-board").inner_text()
        pictured = False
        while not session.round.is_over:
            follow_hint(page, session)
            if len(session.round.tricks) >= 2 and not pictured and not session.round.is_over:
                assert page.locator(".fp-hand button:visible").count() == len(session.hand())
                shot(page, artifacts_dir / "play500-6-misere-400.png")
                pictured = True
        page.locator(".fp-score").wait_for()
        assert without_citations(session.score().headline).rstrip(".") in page.locator(".fp-score").inner_text()
        assert all(len(t) == 3 for t in session.round.tricks)
        assert_fits(page, ("Next round",))
        shot(page, artifacts_dir / "play500-7-score-400.png")
        assert_no_traceback(page)


def test_a_deal_link_replays_and_a_bad_link_gets_a_sentence(play500, page, artifacts_dir):
    session = FuenfhundertSession(deal="4711-2")
    page.goto(play500(deal="4711-2"))
    wait_step(page, session, LOAD)
    first = hand_on_page(page)
    assert first == names(session.hand())
    link = page.locator(".fp-deal a")
    assert link.get_attribute("href") == "500-play.ipynb?deal=4711-2"
    page.goto(play500(deal="<b>12-9</b>"))
    message = page.locator(".fp-msg")
    message.wait_for(timeout=LOAD)
    text = message.inner_text()
    assert "“<b>12-9</b>” is not a deal of 500" in text and "?deal=4711-2" in text and "new deal" in text
    assert page.locator(".fp-hand button:visible").count() == 10
    assert_no_traceback(page)
    shot(page, artifacts_dir / "play500-8-bad-link-1280.png")
