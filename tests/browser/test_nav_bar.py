"""Issue 19, the navigation bar in Chromium: at most 48 px tall on a laptop (one row) and one row or a
compact two at 400 px, with a way to the exercises (the quiz) on every page that has it, and sticky:
scrolled down, the bar is still at the top of the screen (``position: sticky``, in the flow, so at
rest it covers nothing: every control of the page is below it). Measured on a lesson page made of
widgets (05), a page whose bar is a cell's HTML (the glossary) and the quiz; the numbers go to
test-artifacts/nav-bar.json.
"""

from __future__ import annotations

import json

import pytest

from .conftest import LOAD_TIMEOUT, open_side_by_side, page_kernel_shutdown, wait_settled

pytestmark = pytest.mark.browser

PAGES = ("odds.ipynb", "glossary.ipynb", "quiz.ipynb")   # odds: a lesson page off the path
SIZES = {"laptop": {"width": 1280, "height": 800}, "phone": {"width": 400, "height": 800}}
MAX_HEIGHT = {"laptop": 48, "phone": 96}

_SCROLL_JS = """() => {
  const bar = document.querySelector('.hn-bar');
  const scrollers = [document.scrollingElement, document.getElementById('rendered_cells'),
                     ...document.querySelectorAll('.jp-Notebook, .jp-WindowedPanel-outer')].filter(Boolean);
  for (const s of scrollers) { s.scrollTop = 600; }
  window.scrollTo(0, 600);
  const moved = scrollers.some(s => s.scrollTop > 0) || window.scrollY > 0;
  return {moved, top: bar.getBoundingClientRect().top, bottom: bar.getBoundingClientRect().bottom};
}"""

_COVERED_JS = """() => {
  const bar = document.querySelector('.hn-bar').getBoundingClientRect();
  const controls = [...document.querySelectorAll('button, input, select, a[href]')].filter(el => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && !el.closest('.hn-bar');
  });
  return controls.filter(el => {
    const r = el.getBoundingClientRect();
    return r.top < bar.bottom - 1 && r.bottom > bar.top + 1 && r.left < bar.right && r.right > bar.left;
  }).map(el => el.outerHTML.slice(0, 80));
}"""


@pytest.fixture(scope="module")
def render_url(voila_server, repo_root):
    return voila_server(repo_root / "notebooks").render_url


@pytest.mark.parametrize("notebook", PAGES)
def test_the_bar_is_small_leads_to_the_exercises_and_stays_on_top(notebook, render_url, browser, artifacts_dir):
    from playwright.sync_api import expect
    seen = {}
    # both sizes load side by side (conftest.open_side_by_side), each checked alone once loaded
    opened = open_side_by_side(browser, [(render_url(notebook, name="Ada"), {"viewport": viewport})
                                         for viewport in SIZES.values()])
    try:
        for (size, viewport), (_, page) in zip(SIZES.items(), opened):
            page.wait_for_load_state("load", timeout=LOAD_TIMEOUT)       # what page.goto waits for
            bar = page.locator(".hn-bar").first
            bar.wait_for(state="visible", timeout=LOAD_TIMEOUT)
            wait_settled(page)
            box = bar.bounding_box()
            assert box is not None
            assert box["height"] <= MAX_HEIGHT[size], (size, box)
            assert box["width"] <= viewport["width"]
            if notebook != "quiz.ipynb":                      # the quiz itself: the bar says where you are
                quiz = bar.locator("a.hn-quiz")
                expect(quiz).to_be_visible()
                assert quiz.get_attribute("href") == "quiz.ipynb?name=Ada"
            assert page.evaluate(_COVERED_JS) == []           # at rest the bar covers no control
            position = page.evaluate("() => getComputedStyle(document.querySelector('.hn-bar')).position")
            assert position == "sticky"
            scrolled = page.evaluate(_SCROLL_JS)
            page.wait_for_timeout(200)
            if scrolled["moved"]:
                top = page.evaluate("() => document.querySelector('.hn-bar').getBoundingClientRect().top")
                assert -1 <= top <= 12, (size, notebook, top)   # at the top of the screen (Voilà's 10 px padding)
                page.screenshot(path=str(artifacts_dir / f"nav-bar-{notebook.split('.')[0]}-{size}-scrolled.png"))
            seen[size] = {"height": box["height"], "scrolled": scrolled}
    finally:
        for context, page in opened:
            try:
                page_kernel_shutdown(page, wait=False)
            finally:
                context.close()
    path = artifacts_dir / "nav-bar.json"
    data = json.loads(path.read_text()) if path.exists() else {}
    data[notebook] = seen
    path.write_text(json.dumps(data, indent=1))
