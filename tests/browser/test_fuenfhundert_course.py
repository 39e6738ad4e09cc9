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

from .conftest import open_local_page, page_kernel_shutdown

pytestmark = pytest.mark.browser

LOAD = 120_000
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
    page.locator(".fh-readings").first.wait_for(timeout=LOAD)
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
        small.locator(".fh-readings").first.wait_for(timeout=LOAD)
        if notebook == LESSONS[2]:
            small.locator(".fh-stepper .fh-state").wait_for(timeout=LOAD)
        assert_no_traceback(small)
        shoot(small, artifacts_dir / f"fuenfhundert-{stem}-400.png", 400)
    finally:
        page_kernel_shutdown(small)
        context.close()
