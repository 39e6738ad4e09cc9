"""A page that does not finish loading is never a dead end (tutor/server/voila_spinner.py).

When a page's kernel dies while it starts, Voilà's spinner turns for ever (CI saw a page wait five
minutes). The tutor's spinner says after a while that the page is slow and offers a button that
loads it again, in the page's language (``?lang=``, else the browser's), at least 44 px tall. Here the
spinner's macros are rendered as Voilà renders them, on a phone-sized page whose clock the test moves.

A page whose kernel was started again after it drew the page shows "model not found" instead of its
widgets: the page loads itself again, once; a second time at once, it says so with the same button
(the whole path, a kernel killed on the tutor's server: tests/browser/test_every_screen.py). The same for
a page Voilà drew without any output of its code cells (its kernel's messages never came).
"""

from __future__ import annotations

import jinja2
import pytest

from tutor.server.voila_spinner import MODEL_NOT_FOUND, SLOW_AFTER_MS, SPINNER_FILE, spinner_macros

pytestmark = pytest.mark.browser

PHONE = {"width": 400, "height": 800}


def spinner_page(cells: str = "") -> str:
    """The spinner's macros as Voilà's page carries them, then ``cells`` (Voilà's cells, for example)."""
    env = jinja2.Environment(loader=jinja2.DictLoader({SPINNER_FILE: spinner_macros()}))
    body = env.from_string("{% import '" + SPINNER_FILE + "' as spinner %}"
                           "<html><head>{{ spinner.css() }}</head><body>{{ spinner.html() }}" + cells
                           + "</body></html>")
    return body.render()


#: Voilà's cells as its page carries them while the spinner turns: a markdown cell, and a code cell with its
#: output (``OUTPUT``) or without.
MARKDOWN_CELL = ('<div cell-index="1"><div class="jp-Cell jp-MarkdownCell jp-Notebook-cell">'
                 '<div class="jp-RenderedMarkdown">A page</div></div></div>')
OUTPUT = ('<script type="application/vnd.voila.cell-output+json">{"output_type": "execute_result", "data": '
          '{"text/plain": "a widget"}, "trusted": true}</script>')


def voila_cells(*code_cells: str) -> str:
    """``#rendered_cells`` with a markdown cell and a code cell of each output given ('' for none)."""
    code = "".join(f'<div cell-index="{i}"><div class="jp-Cell jp-CodeCell jp-Notebook-cell jp-mod-noInput">'
                   f'<div class="jp-OutputArea jp-Cell-outputArea">{out}</div></div></div>'
                   for i, out in enumerate(code_cells, 2))
    return f'<div id="rendered_cells" style="display: none"><div>{MARKDOWN_CELL}{code}</div></div>'


#: What Voilà's ``display_cells`` does once every cell is there (``window.voila_finish``).
DISPLAY_CELLS = """() => { document.getElementById('loading').remove();
    document.getElementById('rendered_cells').style.display = ''; }"""


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


def _served_spinner(context, url: str, cells: str = "") -> None:
    """``url`` answers with the spinner's page (as a Voilà page carries it, then ``cells``), every time it is
    loaded."""
    context.route(url, lambda route: route.fulfill(status=200, content_type="text/html; charset=utf-8",
                                                  body=spinner_page(cells)))


def _lose_widgets(page) -> None:
    """What ipywidgets draws where the page's kernel has not the widget the page shows, once Voilà has taken
    the spinner out of the page (and with it the spinner's Reload button: the page's own Reload button was a
    copy of it, and a real page lost twice said nothing, ``Cannot read properties of null``, CI)."""
    page.evaluate("""(text) => { document.getElementById('loading').remove();
        const el = document.createElement('div'); el.className = 'jupyter-widgets'; el.textContent = text;
        document.body.appendChild(el); }""", MODEL_NOT_FOUND)


def test_a_page_whose_kernel_lost_its_widgets_loads_itself_again_once_then_says_so(browser):
    """A page whose kernel was started again after it drew the page shows "model not found" where
    its widgets should be: it loads itself again at once; if that happens again within
    LOST_AGAIN_MS, it says so in the page's language, with a button that loads it again."""
    context = browser.new_context(viewport=PHONE, locale="de-DE")
    url = "http://tutor.test/voila/render/01-how-you-win.ipynb?lang=de"
    try:
        _served_spinner(context, url)
        page = context.new_page()
        page.goto(url)
        assert page.evaluate("() => sessionStorage.length") == 0
        with page.expect_navigation():                    # it loads itself again
            _lose_widgets(page)
        page.wait_for_load_state()
        assert page.locator("#hydra-broken").count() == 0
        assert page.evaluate("() => Object.keys(sessionStorage)") == [
            "hydra-reloaded:/voila/render/01-how-you-win.ipynb?lang=de"]
        _lose_widgets(page)                               # again, at once: no loop of reloads
        broken = page.locator("#hydra-broken")
        broken.wait_for(state="visible", timeout=5_000)
        assert broken.inner_text().splitlines()[0] == "Diese Seite hat die Verbindung zum Tutor verloren."
        assert MODEL_NOT_FOUND not in page.inner_text("body")           # ipywidgets' words are not shown
        again = page.locator("#hydra-broken-reload")
        assert again.inner_text() == "Neu laden"
        box = again.bounding_box()
        assert box is not None and box["height"] >= 44 and box["x"] + box["width"] <= PHONE["width"]
        with page.expect_navigation():
            again.click()
    finally:
        context.close()


def test_a_page_whose_widgets_are_there_never_loads_itself_again(browser):
    context = browser.new_context(viewport=PHONE)
    url = "http://tutor.test/voila/render/home.ipynb"
    try:
        _served_spinner(context, url)
        page = context.new_page()
        page.goto(url)
        page.evaluate("""() => { document.getElementById('loading').style.display = 'none';
            const el = document.createElement('div'); el.className = 'jupyter-widgets';
            el.textContent = 'Error displaying widget: model not found, said a lesson';
            document.body.appendChild(el); window.__stayed = true; }""")
        page.wait_for_timeout(300)
        assert page.evaluate("() => window.__stayed === true && sessionStorage.length === 0")
        assert page.locator("#hydra-broken").count() == 0
    finally:
        context.close()


def test_a_page_drawn_without_its_outputs_loads_itself_again_once_then_says_so(browser):
    """Voilà drew the page without any output of its code cell (its kernel's messages never came, "Timeout
    waiting for IOPub output", CI): once the spinner is gone the page loads itself again; a second time at
    once, it says so with the button that loads it again, instead of a blank page."""
    context = browser.new_context(viewport=PHONE)
    url = "http://tutor.test/voila/render/teacher.ipynb?scenario=r10-wedding&at=6"
    try:
        _served_spinner(context, url, voila_cells(""))
        page = context.new_page()
        page.goto(url)
        page.wait_for_timeout(200)
        assert page.evaluate("() => sessionStorage.length") == 0        # not while the spinner turns
        with page.expect_navigation():                    # it loads itself again
            page.evaluate(DISPLAY_CELLS)
        page.wait_for_load_state()
        assert page.locator("#hydra-broken").count() == 0
        page.evaluate(DISPLAY_CELLS)                      # again, at once: no loop of reloads
        broken = page.locator("#hydra-broken")
        broken.wait_for(state="visible", timeout=5_000)
        assert broken.inner_text().splitlines()[0] == "This page lost its connection to the tutor."
        again = page.locator("#hydra-broken-reload")
        assert again.inner_text() == "Load it again"
        box = again.bounding_box()
        assert box is not None and box["height"] >= 44 and box["x"] + box["width"] <= PHONE["width"]
    finally:
        context.close()


@pytest.mark.parametrize("cells", [voila_cells(OUTPUT), voila_cells("", OUTPUT), voila_cells()],
                         ids=["its output", "one output of two cells", "no code cell"])
def test_a_page_drawn_with_an_output_or_without_code_stays(browser, cells):
    context = browser.new_context(viewport=PHONE)
    url = "http://tutor.test/voila/render/home.ipynb"
    try:
        _served_spinner(context, url, cells)
        page = context.new_page()
        page.goto(url)
        page.evaluate("() => { window.__stayed = true; }")
        page.evaluate(DISPLAY_CELLS)
        page.wait_for_timeout(300)
        assert page.evaluate("() => window.__stayed === true && sessionStorage.length === 0")
        assert page.locator("#hydra-broken").count() == 0
    finally:
        context.close()
