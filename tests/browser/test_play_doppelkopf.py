"""The Doppelkopf play page in a real browser: Voilà serves notebooks/doppelkopf-play.ipynb, Chromium plays.

The test keeps its own :class:`tutor.doppelkopf.DoppelkopfSession` of the same ``?deal=`` and rule
set (the deal and the example players are seeded from the code, so both copies play alike) to know what
to click and what the page must say. The page marks each state with ``data-step`` (how many actions the
round has) and ``data-rules``; the test waits for them after every click. Screenshots: test-artifacts/.
"""

from __future__ import annotations

import sqlite3

import pytest

from tutor.doppelkopf import DoppelkopfSession, action_label
from tutor.rulebook import rule_text, without_citations
from widgets.doppelkopf.play_html import card_label, dk_words

from .play_pages import LOAD, assert_fits, assert_no_traceback, button, buttons_text, page_fixture, phone_page
from .play_pages import wait_step as wait_status

pytestmark = pytest.mark.browser

HOCHZEIT_DEAL = "66-3"      # seat 0 holds both Kreuz-Damen (D8, D9), and must follow in trick 2 (D7)
ARMUT_DEAL = "11-3"         # turnier: seat 3 offers a Trumpfabgabe, seat 0 is asked first (D11, D41)
SCHWEINE_DEAL = "148-3"     # hausrunde: seat 0 holds both Karo-Asse; with Schweine one takes a Herz-10 in trick 6

dk_play = page_fixture("dk_play", "doppelkopf-play.ipynb")


def wait_step(page, session, timeout=30_000):
    wait_status(page, ".hp-status", session, timeout, rules=session.rules, schweine=int(session.schweine))


def click_card(page, card):
    page.locator(".dkp-hand button:visible", has_text=card_label(card)).first.click()


def hand_on_page(page):
    return buttons_text(page, ".dkp-hand button", drop="✓")


def do(page, session, hint, keyboard=False):
    """Do what the hint says, by a click on the page (or, for a card, ``keyboard``: focus it and press
    Enter) and on the test's copy."""
    if hint.card is not None:
        if keyboard:
            page.locator(".dkp-hand button:visible", has_text=card_label(hint.card)).first.focus()
            page.keyboard.press("Enter")
        else:
            click_card(page, hint.card)
        assert session.click_card(hint.card).ok
    elif hint.action.startswith("solo:"):
        page.locator(".dkp-choices select").select_option(value=hint.action)
        button(page, "Announce this solo").click()
        assert session.act(hint.action).ok
    else:
        button(page, action_label(hint.action), ".dkp-choices").click()
        assert session.act(hint.action).ok
    wait_step(page, session)


def test_pick_the_rule_set_and_play_a_hochzeit_round_by_clicks(dk_play, page, artifacts_dir):
    """The default rule set shown, switched to the Hausrunde; a Hochzeit (D8, D9), a hint, an illegal
    click answered with its rule (D7), an undo, the last trick, ten tricks, the score with every line's
    rule, the round saved for the learner, and the next round dealt by the next seat."""
    page.goto(dk_play(deal=HOCHZEIT_DEAL, name="Ada"))
    turnier = DoppelkopfSession(rules="turnier", deal=HOCHZEIT_DEAL)
    wait_step(page, turnier, LOAD)
    assert "tournament rules (Turnier), the page's default" in page.locator(".dkp-rules-note").inner_text()
    page.screenshot(path=str(artifacts_dir / "dk-play-1-default-1280.png"), full_page=True)

    button(page, "Hausrunde").click()
    session = DoppelkopfSession(rules="hausrunde", deal=HOCHZEIT_DEAL)
    wait_step(page, session)
    assert "Hausrunde rules" in page.locator(".hp-deal").inner_text()
    assert hand_on_page(page) == [card_label(c) for c in session.hand()]
    assert "Kreuz-Dame" in " ".join(hand_on_page(page))

    button(page, "Hint").click()
    hint = page.locator(".hp-hint")
    hint.wait_for()
    said = hint.inner_text()
    assert "Hochzeit" in said and "rule: Hochzeit" in said and "D9" not in said      # D9, opened in place
    button(page, "Hochzeit (both Kreuz-Damen)", ".dkp-choices").click()
    assert session.act("hochzeit").ok
    wait_step(page, session)
    assert session.round.contract == "hochzeit"
    assert "You play a Hochzeit" in page.locator(".dkp-game").inner_text()
    page.screenshot(path=str(artifacts_dir / "dk-play-2-hochzeit-1280.png"), full_page=True)

    illegal_said = undone = False
    while not session.round.is_over:
        assert session.my_turn
        if session.round.phase == "play":
            marked = {b.inner_text().replace("✓", "").strip()
                      for b in page.locator(".dkp-hand .hp-legal button:visible").all()}
            assert marked == {card_label(c) for c in session.playable()}
            bad = [c for c in session.hand() if c not in session.playable()]
            if bad and not illegal_said:
                click_card(page, bad[0])
                message = page.locator(".hp-msg", has_text="may not be played")
                message.wait_for()
                text = message.inner_text()
                assert "✗ Not allowed" in text and ("follow" in text or "trump" in text)
                assert "rule: Following suit" in text and "D7" not in text              # D7, opened in place
                page.screenshot(path=str(artifacts_dir / "dk-play-3-illegal-1280.png"), full_page=True)
                illegal_said = True
        hint = session.hint()
        do(page, session, hint)
        if not undone and session.round.phase == "play" and hint.card and not session.round.is_over:
            button(page, "Undo").click()
            assert session.undo().ok
            wait_step(page, session)
            assert "Taken back" in page.locator(".hp-msg").inner_text()
            do(page, session, session.hint())
            undone = True
        if len(session.round.tricks) == 1 and not page.locator(".hp-review").count():
            button(page, "Last trick").click()
            page.locator(".hp-review", has_text="Last trick: trick 1").wait_for()
    assert illegal_said and undone

    sheet = page.locator(".dkp-sheet")
    sheet.wait_for()
    text = sheet.inner_text()
    for item in session.score():
        assert item.what in text and f"rule: {rule_text(item.rule).title}" in text      # opened in place
    assert "(D3" not in text and "(D2" not in text                                  # no id as text
    assert session.score_summary()[-1] in text
    assert f"you score {session.round.points[0]} points" in page.locator(".hp-status").inner_text()
    page.screenshot(path=str(artifacts_dir / "dk-play-4-score-1280.png"), full_page=True)
    for number in range(1, 11):
        review = page.locator(f'.hp-review[data-trick="{number}"]')
        review.wait_for()
        # in Doppelkopf's words: "Karo-Bube wins", not "Karo-Bube (SU) wins" (issue 35)
        reviewed = session.review_trick(number)
        assert dk_words(without_citations(reviewed.sentence)) in review.locator(".hp-why").inner_text()
        links = review.locator("details.hr-rule summary").all_inner_texts()      # its rules, opened in place
        assert all(any(rule_text(r).title in link for link in links) for r in reviewed.rules), links
        if number < 10:
            button(page, "Next trick ▶").click()
    assert "1 round played" in page.locator(".hp-match").inner_text()
    with sqlite3.connect(dk_play.server.data_dir / "progress.sqlite3") as db:
        saved = db.execute("SELECT deal, points FROM doppelkopf_rounds r JOIN learners l ON l.id = r.learner_id "
                           "WHERE l.name = 'Ada'").fetchall()
    assert (f"hausrunde:{HOCHZEIT_DEAL}", session.round.points[0]) in saved
    assert_no_traceback(page)
    button(page, "Next round").click()
    page.locator(".hp-deal", has_text="dealer: you").wait_for()      # the player left of the dealer deals
    assert all("127.0.0.1" not in u for u in page.blocked)


def test_a_trumpfabgabe_taken_and_played_at_phone_width(dk_play, browser, artifacts_dir):
    """Turnier, 400 px: seat 3 offers a Trumpfabgabe (D11); the learner takes it, gives cards back by
    clicks (D41) and plays to the score; nothing is wider than the window and no button is cut off."""
    with phone_page(browser) as page:
        session = DoppelkopfSession(rules="turnier", deal=ARMUT_DEAL)
        page.goto(dk_play(deal=ARMUT_DEAL, rules="turnier"))
        wait_step(page, session, LOAD)
        button(page, "Gesund (no reservation)", ".dkp-choices").click()
        assert session.act("gesund").ok
        wait_step(page, session)
        assert session.round.phase == "armut-offer"
        assert "Dora offers a Trumpfabgabe" in page.locator(".hp-replies").inner_text()
        page.screenshot(path=str(artifacts_dir / "dk-play-5-offer-400.png"), full_page=True)
        button(page, "Take the Trumpfabgabe (annehmen)", ".dkp-choices").click()
        assert session.act("annehmen").ok
        wait_step(page, session)
        assert len(hand_on_page(page)) > 10
        picked = page.locator(".dkp-game").inner_text()              # D41: what the taker picked up
        assert "You picked up " in picked and "any cards you like (the rule: Turnier: Trumpfabgabe)" in picked
        while session.round.phase == "armut-return":
            do(page, session, session.hint())
        assert session.round.contract == "armut" and len(hand_on_page(page)) == 10
        page.screenshot(path=str(artifacts_dir / "dk-play-6-armut-400.png"), full_page=True)
        while not session.round.is_over:
            do(page, session, session.hint(), keyboard=True)          # keyboard-usable: Enter plays a card
        page.locator(".dkp-sheet").wait_for()
        assert_fits(page, ("Hint", "Undo", "Next round", "◀ Previous trick", "Next trick ▶", "Hausrunde", "Turnier"))
        page.screenshot(path=str(artifacts_dir / "dk-play-7-score-400.png"), full_page=True)
        assert_no_traceback(page)


def test_bad_links_get_a_sentence(dk_play, page, artifacts_dir):
    page.goto(dk_play(deal="<b>banana</b>", rules="skat"))
    message = page.locator(".hp-msg")
    message.wait_for(timeout=LOAD)
    text = message.inner_text()
    assert text.startswith("Note: ") and "“skat” is not one of the tutor's Doppelkopf rule sets" in text
    assert "“<b>banana</b>” is not a deal" in text and "?deal=4711-2" in text and "new deal" in text
    assert page.locator(".hp-status[data-rules='turnier']").count() == 1
    assert_no_traceback(page)
    page.screenshot(path=str(artifacts_dir / "dk-play-8-bad-link.png"), full_page=True)
    page.goto(dk_play(deal="12-7", rules="hausrunde"))
    message = page.locator(".hp-msg", has_text="one of the four seats 0 to 3 (the rule: Seats and the deal)")
    message.wait_for(timeout=LOAD)
    assert page.locator(".hp-status[data-rules='hausrunde']").count() == 1


def test_a_round_with_schweine_by_clicks_and_its_link(dk_play, page, artifacts_dir):
    """D6, D43: the Hausrunde's Schweine toggle (explained in a line, hidden for the Turnier), the same deal
    again with Schweine, the learner's two Karo-Asse on top of the hand, a Schwein taking the Herz-10 said in
    the replies and the review, and the page's own link dealing the round with Schweine again."""
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(dk_play(deal=SCHWEINE_DEAL, rules="hausrunde"))
    plain = DoppelkopfSession(rules="hausrunde", deal=SCHWEINE_DEAL)
    wait_step(page, plain, LOAD)
    toggle = page.locator(".dkp-schweine")
    assert toggle.is_visible() and "rule: Schweine" in toggle.inner_text() and "Karo-Asse" in toggle.inner_text()
    assert "D6" not in toggle.inner_text()                                   # D6, opened in place
    button(page, "With Schweine").click()
    session = DoppelkopfSession(rules="hausrunde", deal=SCHWEINE_DEAL, schweine=True)
    wait_step(page, session)
    assert "Now playing with Schweine (the rule: Schweine)" in page.locator(".hp-msg").inner_text()
    assert "Hausrunde rules with Schweine" in page.locator(".hp-deal").inner_text()
    link = page.locator(".hp-deal a").get_attribute("href")
    assert link.endswith(f"deal={SCHWEINE_DEAL}&rules=hausrunde&schweine=1")
    while session.round.phase != "play":
        do(page, session, session.hint())
    assert hand_on_page(page)[:2] == [card_label("SD")] * 2                 # the two highest trumps
    assert "You hold both Karo-Asse" in page.locator(".dkp-game").inner_text()
    page.screenshot(path=str(artifacts_dir / "dk-play-9-schweine-1280.png"), full_page=True)
    while len(session.round.tricks) < 6:
        do(page, session, session.hint())
    replies = page.locator(".hp-replies").inner_text()
    assert "Schwein" in replies and "rule: Schweine" in replies and "D6" not in replies     # D6, in place
    while not session.round.is_over:
        do(page, session, session.hint())
    page.locator(".dkp-sheet").wait_for()
    for _ in range(5):
        button(page, "Next trick ▶").click()
    review = page.locator('.hp-review[data-trick="6"]')
    review.wait_for()
    assert "Schwein" in review.inner_text() and "rule: Schweine" in review.inner_text()
    assert "D6" not in review.inner_text()
    page.set_viewport_size({"width": 400, "height": 860})
    assert_fits(page, ("Without Schweine", "With Schweine", "Hausrunde", "Turnier"))
    page.screenshot(path=str(artifacts_dir / "dk-play-10-schweine-400.png"), full_page=True)
    assert_no_traceback(page)
    button(page, "Turnier").click()                                       # no Schweine in the Turnier: hidden
    turnier = DoppelkopfSession(rules="turnier", deal=SCHWEINE_DEAL)
    wait_step(page, turnier)
    assert not toggle.is_visible() and "without them" in page.locator(".hp-msg").inner_text()
    page.goto(dk_play.server.url + "voila/render/" + link)               # the link: the same deal with Schweine
    wait_step(page, DoppelkopfSession(rules="hausrunde", deal=SCHWEINE_DEAL, schweine=True), LOAD)
    assert page.locator(".dkp-schweine").is_visible()
