"""The Fünfhundert (500) course as steps (issue 19) in a real browser at 400x800, by taps alone, with
the same step player as Hydra's: every step of the three lessons answered (card pictures tapped, a
bid tapped, points typed), a miss and its retry, the solution after a second miss; every step fits
one screen, every target is at least 44 px, no internal id reaches the screen, the name stays in the
address and every link, and the home page shows the 500 course's steps done and stars (F1-F10 asked
by the engine). Screenshots go to test-artifacts/.
"""

from __future__ import annotations

import re

import pytest

from tutor.fuenfhundert.course import FH_LESSONS, FH_STEP_LESSONS
from tutor.exercises.kind import PICK_CARD

from .conftest import LOAD_TIMEOUT, open_local_page, page_kernel_shutdown
from .test_course_steps import NAME, SCREEN, check_screen, expect_address, give, query, right, wrong

pytestmark = pytest.mark.browser

TWO_MISSES = {"500-2-bowers-3", "500-3-score-4"}
ONE_MISS = {"500-1-deck-1", "500-1-deck-4", "500-2-bowers-4"}


def test_the_500_course_step_by_step_by_taps_at_400x800(voila_server, browser, repo_root, artifacts_dir):
    from playwright.sync_api import expect
    server = voila_server(repo_root / "notebooks")
    context, page = open_local_page(browser, viewport=dict(SCREEN))
    try:
        page.goto(server.render_url(FH_LESSONS[0].notebook, name=NAME))
        for item, path in zip(FH_LESSONS, FH_STEP_LESSONS):
            page.wait_for_url(re.compile(re.escape(item.notebook)), timeout=LOAD_TIMEOUT)
            page.locator(".cs-dots").wait_for(timeout=LOAD_TIMEOUT)
            for place, s in enumerate(path.steps, 1):
                expect(page.locator(".cs-title")).to_contain_text(f"step {place} of {len(path.steps)}")
                # as shown: a word's folded meaning (words in place) is in the page, not on the screen
                expect(page.locator(".cs-idea")).to_contain_text(s.text[:30], use_inner_text=True)
                expect_address(page, s.id)
                check_screen(page, s.id)
                message = page.locator(".cs-msg")
                if s.id in TWO_MISSES or s.id in ONE_MISS:
                    give(page, s, wrong(s))
                    expect(message).to_contain_text("Try again")
                    check_screen(page, s.id + " after a miss")
                    if s.form == PICK_CARD:                              # it names the card tapped
                        expect(message).to_contain_text(s.task.cards[wrong(s)].name(s.task.setting))
                if s.id in TWO_MISSES:
                    give(page, s, wrong(s))
                    expect(message).to_contain_text("The answer:")
                    check_screen(page, s.id + " with its solution")
                    page.screenshot(path=str(artifacts_dir / f"steps-{s.id}-solution.png"))
                else:
                    give(page, s, right(s))
                    expect(message).to_contain_text("Right")
                    check_screen(page, s.id + " answered")
                if place == 1:
                    page.screenshot(path=str(artifacts_dir / f"steps-{s.id}-400.png"))
                page.locator("button.cs-next").click()
            expect(page.locator(".cs-end").first).to_contain_text("lesson " + item.number[-1] + " finished")
            expect_address(page, "end")
            check_screen(page, f"the end of lesson {item.number}")
            if item is not FH_LESSONS[-1]:
                page.locator("a.cs-next-lesson").click()
        page.locator("a.cs-home").click()                              # the map: steps done, stars
        page.wait_for_url(re.compile(r"home\.ipynb"), timeout=LOAD_TIMEOUT)
        assert query(page).get("name") == [NAME]
        table = page.locator("table.hh-fuenfhundert-lessons")
        table.wait_for(timeout=LOAD_TIMEOUT)
        expect(table.locator("tr", has_text=FH_LESSONS[0].title)).to_contain_text("5/5 steps, 3 ★")
        expect(table.locator("tr", has_text=FH_LESSONS[1].title)).to_contain_text("5/6 steps, 4 ★")
        expect(table.locator("tr", has_text=FH_LESSONS[2].title)).to_contain_text("4/5 steps, 4 ★")
        for href in page.eval_on_selector_all("table.hh-fuenfhundert-lessons a[href]",
                                              "els => els.map(a => a.getAttribute('href'))"):
            assert "name=Ada+Step" in href, href
        page.screenshot(path=str(artifacts_dir / "fuenfhundert-steps-home.png"), full_page=True)
    finally:
        try:
            page_kernel_shutdown(page, wait=False)
        finally:
            context.close()
