"""The Hydropolis course of issue 20 in a real browser (Voilà serves notebooks/, Chromium taps).

- Page 2 at 400 px (a phone): a row of the P8 table is chosen, a card is laid by taps on the live
  table and scores what the engine says (P8, P11); a tap that breaks a rule and a mistyped card get a
  sentence, not a traceback (P7, P3); the tap targets are at least 44 px high; nothing is wider than
  the window but the table, which scrolls in its frame; the same page at 1280 px.
- Pages 1 and 3 at 1280 px: they render with the bar, the name kept in the course's links; page 3's
  recorded game steps forward (P12); at 400 px nothing is wider than the window.
Screenshots at 400 and 1280 px go to test-artifacts/.
"""

from __future__ import annotations

import pytest

from hydra import hydropolis as hp
from tutor.hydropolis.course import COURSE, example, example_table

from .conftest import LOAD_TIMEOUT, open_local_page, page_kernel_shutdown

pytestmark = pytest.mark.browser

LOAD = LOAD_TIMEOUT


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
    return voila_server(repo_root / "notebooks").render_url


def test_a_card_laid_by_taps_on_a_phone(pages, browser, artifacts_dir):
    """P8 row "pipe against pipe": tap the row, tap the card's cell: `.r.r` fits at (5,4) and scores
    the engine's 3 points; then a tap on the first card (not leaky, P7) and a mistyped card (P3) are
    sentences. At 400 px."""
    from playwright.sync_api import expect
    item = example("pipe-pipe")
    points = example_table(item).score(item.card, item.cell).total
    context, small = open_local_page(browser, viewport={"width": 400, "height": 800})
    try:
        small.goto(pages(COURSE[1][0], name="Ada"))
        tryit = small.locator(".hpf")
        tryit.locator(".hpt-tap").first.wait_for(timeout=LOAD)
        assert small.locator('a.hn-home[href="home.ipynb?name=Ada"]').count() == 1
        tryit.locator(".hpf-pick button", has_text="pipe | pipe").click()
        expect(tryit.locator(".hpf-held")).to_contain_text(item.card)
        tap = tryit.locator(f".hpt-c{item.cell[0]}-{item.cell[1]}")
        box = tap.bounding_box()
        assert box is not None and box["height"] >= 44 and box["width"] >= 44
        tap.click()
        expect(tryit.locator(".hpf-ok")).to_contain_text(f"`{item.card}` fits at (5,4): {points} points")
        expect(tryit.locator('.hpt-cell.hpt-last[data-cell="5,4"]')).to_have_count(1)
        shoot(small, artifacts_dir / "hydropolis-02-laid-400.png", 400)
        tryit.locator(".hpt-c4-4").click()                                # the first card: not leaky
        expect(tryit.locator(".hpf-bad")).to_contain_text("which is not leaky")
        field = tryit.locator(".hpf-controls input[type=text]").first
        field.fill("bq..")
        field.press("Enter")
        expect(tryit.locator(".hpf-bad")).to_contain_text("“bq..”, is not a card: its character 2, “q”")
        for button in tryit.locator("button").all():                     # every target 44 px high
            if button.is_visible():
                assert button.bounding_box()["height"] >= 44, button.inner_text()
        assert small.evaluate("document.documentElement.scrollWidth") <= 400
        assert_no_traceback(small)
        shoot(small, artifacts_dir / "hydropolis-02-bad-400.png", 400)
        small.set_viewport_size({"width": 1280, "height": 900})          # the same page on a desktop
        tryit.locator(".hpt-c4-3").click()                                 # `.r.r` joins nothing there (P8)
        expect(tryit.locator(".hpf-bad")).to_contain_text("may not go to (4,3)")
        assert small.evaluate("document.documentElement.scrollWidth") <= 1280
        shoot(small, artifacts_dir / "hydropolis-02-1280.png", 1280)
    finally:
        page_kernel_shutdown(small, wait=False)
        context.close()


@pytest.mark.parametrize("notebook", [COURSE[0][0], COURSE[2][0]])
def test_the_pages_render_at_1280(notebook, pages, page, artifacts_dir):
    """Pages 1 and 3: the bar, the course's links with the name, no traceback; page 3 steps its game."""
    from playwright.sync_api import expect
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(pages(notebook, name="Ada"))
    page.locator(".hpc-way").wait_for(timeout=LOAD)
    hrefs = page.eval_on_selector_all(".hpc-course a, .hpc-way a", "links => links.map(a => a.getAttribute('href'))")
    assert hrefs and all(h.endswith("?name=Ada") for h in hrefs), hrefs
    if notebook == COURSE[2][0]:
        game = page.locator(".hps-game")
        game.locator(".hpt-tap").first.wait_for(timeout=LOAD)
        game.locator("button", has_text="Next").click()
        expect(game.locator(".hps-text")).to_contain_text("Player 1 lays `bbb.` at (4,5): 4 points")
        expect(page.locator(".hps-parts").first).to_contain_text("total")
    else:
        assert hp.DECK_NOTE in page.inner_text("body")
    assert_no_traceback(page)
    stem = notebook.split("-")[1]
    shoot(page, artifacts_dir / f"hydropolis-{stem}-1280.png", 1280)
    page.set_viewport_size({"width": 400, "height": 800})                 # and on a phone: nothing too wide
    page.wait_for_timeout(300)
    assert page.evaluate("document.documentElement.scrollWidth") <= 400
    shoot(page, artifacts_dir / f"hydropolis-{stem}-400.png", 400)
