"""The Fünfhundert (500) course of issue 14 in a real browser (Voilà serves notebooks/, Chromium clicks).

- Each lesson renders without a traceback, with the shared bar linking home (F1, F3, F10 on the page).
- Lesson 2: choosing another contract in the trump ladder changes the ladder, to the engine's order
  (F5: the right and left bower; F7: no trumps at ohne Trumpf).
- Lesson 3: the round stepper steps forward (F2, F4).
Screenshots at 400 and 1280 px go to test-artifacts/.
"""

from __future__ import annotations

import pytest

from hydra import fuenfhundert as fh

from .conftest import LOAD_TIMEOUT, open_local_page, page_kernel_shutdown

pytestmark = pytest.mark.browser

LOAD = LOAD_TIMEOUT      # ms: a cold kernel on a busy 2-core machine (tests/browser/conftest.py)
LESSONS = ("500-01-deck-and-bids.ipynb", "500-02-bowers-and-joker.ipynb", "500-03-misere-and-scoring.ipynb")


def shoot(page, path, width):
    height = page.evaluate("() => Math.max(...Array.from(document.querySelectorAll('*'), e => e.scrollHeight))")
    page.set_viewport_size({"width": width, "height": min(max(height, 800), 12000)})
    page.screenshot(path=str(path), full_page=True)


def assert_no_traceback(page):
    body = page.inner_text("body")
    assert "Traceback" not in body and "Error" not in body
    assert page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']").count() == 0


@pytest.fixture
def pages(voila_server, repo_root):
    server = voila_server(repo_root / "notebooks")
    return server.render_url


def _ladder(page) -> list[str]:
    return (page.locator(".fh-ladder").get_attribute("data-ladder") or "").split()


def test_trump_ladder_changes_with_the_contract(pages, page, artifacts_dir):
    """F5 / F7: 7 Herz shows JO, HJ, DJ on top; 7 Karo swaps the bowers; 7 ohne Trumpf has no trumps."""
    page.goto(pages(LESSONS[1], name="Ada"))
    page.locator(".fh-ladder").wait_for(timeout=LOAD)
    assert page.locator('a.hn-home[href="home.ipynb?name=Ada"]').count() == 1
    assert _ladder(page) == [str(c) for c in fh.as_contract("7H").ladder()]
    assert_no_traceback(page)
    shoot(page, artifacts_dir / "fuenfhundert-02-1280.png", 1280)
    select = page.locator(".fh-ladder-widget select")
    select.select_option(label="7 Karo (seven diamonds)")
    page.locator('.fh-ladder[data-contract="7D"]').wait_for()
    assert _ladder(page) == [str(c) for c in fh.as_contract("7D").ladder()]
    assert "Herz-Bube (HJ, the left bower)" in page.locator(".fh-ladder").inner_html()
    select.select_option(label="7 ohne Trumpf (seven no trumps)")
    page.locator('.fh-ladder[data-contract="7NT"]').wait_for()
    assert _ladder(page) == []
    assert "highest card" in page.locator(".fh-ladder").inner_text()
    page.locator(".fh-tryit .fh-trick").wait_for()
    assert page.locator(".fh-tryit .fh-trick").get_attribute("data-winner") == str(
        fh.trick_winner("D5 DA HJ D9", contract="7D"))
    assert_no_traceback(page)
    page.set_viewport_size({"width": 400, "height": 800})
    shoot(page, artifacts_dir / "fuenfhundert-02-400.png", 400)


@pytest.mark.parametrize("notebook", [LESSONS[0], LESSONS[2]])
def test_lesson_renders_without_a_traceback(notebook, pages, page, browser, artifacts_dir):
    """F1 / F3 (lesson 1), F8 / F10 (lesson 3): the page renders, the bar links home; at 400 px too."""
    page.goto(pages(notebook))
    page.locator(".fh-course").first.wait_for(timeout=LOAD)
    page.locator(".hl-footer").first.wait_for(timeout=LOAD)          # the whole page ran (issue 19: no readings)
    assert page.locator('a.hn-home[href="home.ipynb"]').count() == 1
    if notebook == LESSONS[2]:
        page.locator(".fh-stepper").wait_for(timeout=LOAD)
        page.locator(".fh-next").click()
        page.locator('.fh-state[data-step="1"]').wait_for()
    assert_no_traceback(page)
    stem = notebook.split("-")[1]
    shoot(page, artifacts_dir / f"fuenfhundert-{stem}-1280.png", 1280)
    context, small = open_local_page(browser, viewport={"width": 400, "height": 800})
    try:
        small.goto(pages(notebook))
        small.locator(".hl-footer").first.wait_for(timeout=LOAD)
        if notebook == LESSONS[2]:
            small.locator(".fh-stepper .fh-state").wait_for(timeout=LOAD)
        assert_no_traceback(small)
        shoot(small, artifacts_dir / f"fuenfhundert-{stem}-400.png", 400)
    finally:
        page_kernel_shutdown(small)
        context.close()


def test_the_trick_tryit_answers_typed_nonsense_with_a_sentence_at_phone_width(pages, browser, artifacts_dir):
    """QA (s5-500): bad cards typed into lesson 2's "Who wins?" get a friendly sentence (which card,
    what to write, an example), never the engine's "'xyz' at offset 0"; a good trick names its cards
    (F9); nothing is wider than a 400 px window."""
    from playwright.sync_api import expect
    context, small = open_local_page(browser, viewport={"width": 400, "height": 800})
    try:
        small.goto(pages(LESSONS[1]))
        tryit = small.locator(".fh-tryit")
        tryit.locator(".fh-trick").wait_for(timeout=LOAD)
        box, check = tryit.locator("input[type=text]"), tryit.locator("button.fh-check")
        for typed, says in (("xyz", "What you typed, “xyz”, is not a card"),
                            ("H5 <b>x</b>", "The second card you typed, “<b>x</b>”, is not a card"),
                            ("10h d5", "the suit comes first, so write H10"),
                            ("", "Type the cards of a trick first")):
            box.fill(typed)
            check.click()
            expect(tryit.locator(".fh-bad")).to_contain_text(says)
            text = tryit.locator(".fh-bad").inner_text()
            assert "offset" not in text and "'" not in text and "for example" in text.lower()
        box.fill("D5 DA HJ D9")
        check.click()
        expect(tryit.locator(".fh-note")).to_contain_text("Herz-Bube (HJ, the left bower) wins")
        assert "Karo-As (DA, Ace of Diamonds) is a higher trump than Karo-5" in tryit.inner_text()
        assert small.evaluate("document.documentElement.scrollWidth") <= 400
        assert_no_traceback(small)
        box.fill("x" * 300)
        check.click()
        expect(tryit.locator(".fh-bad")).to_contain_text("…”, is not a card")
        assert small.evaluate("document.documentElement.scrollWidth") <= 400
        shoot(small, artifacts_dir / "fuenfhundert-02-tryit-bad-400.png", 400)
    finally:
        page_kernel_shutdown(small)
        context.close()


def test_an_exercise_asks_again_and_its_progress_reaches_the_home_page(pages, browser, artifacts_dir):
    """Issue 19: lesson 1 of 500 at 400x800 with ?name=: a miss says why and asks again, a right answer
    is saved, the home page shows the 500 course in progress for that learner, and the way on keeps
    the name."""
    from playwright.sync_api import expect
    context, small = open_local_page(browser, viewport={"width": 400, "height": 800})
    try:
        small.goto(pages(LESSONS[0], name="Ada"))
        small.locator(".hl-footer").first.wait_for(timeout=LOAD)
        tryit = small.locator(".widget-vbox:has(> .widget-html:has-text('Try it:'))").first
        tryit.scroll_into_view_if_needed()
        tryit.get_by_role("button", name="9 Karo (9D)").click()
        tryit.get_by_role("button", name="Check").click()
        expect(tryit).to_contain_text("Try again")
        tryit.get_by_role("button", name="9 ohne Trumpf (9NT)").click()
        tryit.get_by_role("button", name="Check").click()
        expect(tryit).to_contain_text("Right!")
        expect(tryit).to_contain_text("Saved.")
        assert small.locator('.hl-footer a[href="500-02-bowers-and-joker.ipynb?name=Ada"]').count() == 1
        shoot(small, artifacts_dir / "fuenfhundert-01-tryit-400.png", 400)
        page_kernel_shutdown(small)
        small.goto(pages("home.ipynb", name="Ada"))
        expect(small.locator(".hh-fh-lessons")).to_contain_text("in progress (1/2)", timeout=LOAD)
    finally:
        page_kernel_shutdown(small)
        context.close()
