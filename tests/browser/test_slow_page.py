"""A page that does not finish loading is never a dead end (tutor/server/voila_spinner.py).

When a page's kernel dies while it starts, Voilà's spinner turns for ever (CI saw a page wait five
minutes). The tutor's spinner says after a while that the page is slow and offers a button that
loads it again, in the page's language (``?lang=``, else the browser's), at least 44 px tall. Here the
spinner's macros are rendered as Voilà renders them, on a phone-sized page whose clock the test moves.
"""

from __future__ import annotations

import jinja2
import pytest

from tutor.server.voila_spinner import SLOW_AFTER_MS, SPINNER_FILE, spinner_macros

pytestmark = pytest.mark.browser

PHONE = {"width": 400, "height": 800}


def spinner_page() -> str:
    env = jinja2.Environment(loader=jinja2.DictLoader({SPINNER_FILE: spinner_macros()}))
    body = env.from_string("{% import '" + SPINNER_FILE + "' as spinner %}"
                           "<html><head>{{ spinner.css() }}</head><body>{{ spinner.html() }}</body></html>")
    return body.render()


@pytest.mark.parametrize("locale, said, button", [
    ("en-GB", "This page is taking longer than it should.", "Load it again"),
    ("de-DE", "Diese Seite braucht länger, als sie sollte.", "Neu laden"),
])
def test_a_page_still_loading_offers_to_load_it_again(browser, locale, said, button):
    context = browser.new_context(viewport=PHONE, locale=locale)
    try:
        page = context.new_page()
        page.clock.install(time=0)
        page.clock.pause_at(1_000)                       # time moves only as the test says
        page.set_content(spinner_page())
        slow = page.locator("#hydra-slow")
        page.clock.run_for(SLOW_AFTER_MS - 1_000)
        assert slow.is_hidden()                          # not at once: a page takes two seconds
        page.clock.run_for(1_000)
        slow.wait_for(state="visible", timeout=5_000)
        assert said in slow.inner_text()
        reload = page.locator("#hydra-slow-reload")
        assert reload.inner_text() == button
        box = reload.bounding_box()
        assert box is not None and box["height"] >= 44 and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"]
    finally:
        context.close()


def test_a_page_that_loaded_says_nothing(browser):
    context = browser.new_context(viewport=PHONE)
    try:
        page = context.new_page()
        page.clock.install(time=0)
        page.clock.pause_at(1_000)                       # time moves only as the test says
        page.set_content(spinner_page())
        page.evaluate("() => { document.getElementById('loading').style.display = 'none'; }")   # as Voilà does
        page.clock.run_for(SLOW_AFTER_MS + 1_000)
        assert page.locator("#hydra-slow").is_hidden()
    finally:
        context.close()
