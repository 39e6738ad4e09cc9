"""Issue 11, "Every screen": every dashboard at 400, 768 and 1280 px, with the keyboard, and when the
connection to the tutor is lost.

One Voilà server; each page is opened once and the window is then resized through the three widths
(the pages' layout follows the window: CSS media queries and wrapping rows). At each width: the
page is not wider than the window, no visible button's label is cut, no card (an ``svg``) reaches
past the window's edge, no table cell is cut short ("..."), and rows of cards wrap. Screenshots go
to test-artifacts/every-screen-*.png.

The connection banner comes from the navigation bar (``widgets/common/connection.py``), so every
page shows it; it is tested on a lesson (the kernel killed: the server restarts it without the page),
on "Play a round" (the websocket closed after a click that got no reply: it "may not have
counted") and on the glossary (the kernel shut down: the page finds out by asking the server).
"""

from __future__ import annotations


import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

from tutor.hydra import HydraSession
from widgets.common.connection import lost_sentences
from widgets.hydra.play import CARD_KEYS

from .conftest import LOAD_TIMEOUT, kill_page_kernel, open_local_page, page_kernel_shutdown, wait_settled

pytestmark = pytest.mark.browser

LOAD = LOAD_TIMEOUT      # ms: a cold kernel on a busy 2-core machine
WIDTHS = (1280, 768, 400)
TEXT = lost_sentences()

#: A representative page of each kind, and what shows once it has rendered.
PAGES = {
    "home": ("home.ipynb", ".hh-lessons"),
    "rules": ("rules.ipynb", ".rf-rule"),                  # the rules reference (issue 34)
    "odds": ("odds.ipynb", ".hl-foot"),                    # a lesson page off the path
    "steps-03": ("03-a-trick-and-following-suit.ipynb", ".cs .cs-dots"),
    "glossary": ("glossary.ipynb", ".hn-bar"),
    "play": ("play.ipynb", ".hp-status[data-step]"),
    "doppelkopf-differences": ("doppelkopf-differences.ipynb", ".dk-ex"),
    "500-02": ("500-02-bowers-and-joker.ipynb", ".cs .cs-dots"),
}

MEASURE = """() => {
  const W = window.innerWidth;
  const shown = el => el.offsetParent !== null || getComputedStyle(el).position === 'fixed';
  const buttons = [...document.querySelectorAll('button')].filter(shown);
  const cut = buttons.filter(b => b.scrollWidth > b.clientWidth + 1 || b.getBoundingClientRect().right > W + 1)
    .map(b => b.textContent.trim() || b.title);
  const cards = [...document.querySelectorAll('#rendered_cells svg')].filter(s => {
    const r = s.getBoundingClientRect(); return r.width > 20 && r.height > 20; });
  const outside = cards.filter(s => s.getBoundingClientRect().right > W + 1).length;
  const cells = document.getElementById('rendered_cells');     // Voilà's page scrolls in here
  const inner = cells ? cells.scrollWidth - cells.clientWidth : 0;
  const overflow = Math.max(document.documentElement.scrollWidth - W, inner);
  const shortened = [...document.querySelectorAll('#rendered_cells td')]
    .filter(td => td.textContent.trim().endsWith('...')).map(td => td.textContent.trim());
  return {overflow, cut, cards: cards.length, outside, shortened};
}"""


@pytest.fixture(scope="module")
def server(voila_server, repo_root):
    return voila_server(repo_root / "notebooks")


def open_page(page, server, key, **query):
    notebook, ready = PAGES[key]
    page.goto(server.render_url(notebook, **query))
    try:
        page.locator(ready).first.wait_for(state="attached", timeout=LOAD)
    except PlaywrightTimeout:      # say what the page and the server showed instead
        body = page.evaluate("() => document.body ? document.body.innerText.slice(0, 1500) : ''")
        pytest.fail(f"{notebook} never showed {ready} in {LOAD // 1000} s; the page said:\n{body}\n"
                    f"Voilà's log ends:\n{server.log()[-3000:]}", pytrace=False)
    page.wait_for_function("() => window.__hydraConnection === true && window.__hydraKeys === true")
    wait_settled(page)                                   # the page's widgets arrive one by one


@pytest.mark.parametrize("key", list(PAGES))
def test_every_width_shows_everything(server, browser, artifacts_dir, key):
    context, page = open_local_page(browser, viewport={"width": WIDTHS[0], "height": 900})
    try:
        open_page(page, server, key, **({"deal": "4711-4"} if key == "play" else {}))
        for width in WIDTHS:
            page.set_viewport_size({"width": width, "height": 900})
            wait_settled(page)                               # the widgets' layout follows the window
            page.screenshot(path=str(artifacts_dir / f"every-screen-{key}-{width}.png"), full_page=True)
            m = page.evaluate(MEASURE)
            assert m["overflow"] <= 1, f"{key} at {width} px: {m['overflow']} px wider than the window"
            assert m["cut"] == [], f"{key} at {width} px: labels cut off: {m['cut']}"
            assert m["outside"] == 0, f"{key} at {width} px: {m['outside']} cards past the window's edge"
            assert m["shortened"] == [], f"{key}: table cells cut short: {m['shortened']}"
        if key == "play":                                    # ten cards in one hand: rows at 400 px
            rows = page.evaluate("""() => new Set([...document.querySelectorAll('.hp-card')]
                .filter(c => c.offsetParent !== null).map(c => Math.round(c.getBoundingClientRect().top))).size""")
            assert rows >= 2
        page_kernel_shutdown(page, wait=False)
    finally:
        context.close()


def kill_kernel(page):
    kill_page_kernel(page)


def banner_text(page, timeout=45_000):
    banner = page.locator("#hydra-lost")
    banner.wait_for(state="visible", timeout=timeout)
    expect(banner.get_by_role("button", name=TEXT["reload"])).to_be_visible()
    return " ".join(banner.inner_text().split())


def test_a_killed_kernel_is_said_on_a_lesson_with_the_last_click_saved(server, page, artifacts_dir):
    """The lesson's kernel dies (the server restarts it, without the lesson): the banner says the
    connection is lost, offers to reload, and that the last click reached the tutor and was saved."""
    open_page(page, server, "odds", name="Ines")
    page.get_by_text("Learning as").first.wait_for()
    assert page.evaluate("window.__hydraLost()") is None
    page.locator(".jupyter-widgets button:visible").nth(1).click()     # a widget of the lesson
    page.wait_for_function("() => window.__hydraWaiting() === 0")     # its reply came
    kill_kernel(page)
    text = banner_text(page)
    assert TEXT["title"] in text and TEXT["replied"] in text and TEXT["yes"] in text, text
    page.set_viewport_size({"width": 400, "height": 800})
    page.screenshot(path=str(artifacts_dir / "every-screen-lost-400.png"))
    box = page.locator("#hydra-lost").bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 401


def test_a_kernel_started_again_before_the_page_asked_for_its_widgets_loads_the_page_again(server, page):
    """The kernel dies after it drew the lesson and before the page asked it for its widgets' states
    (CI saw it once): the server starts it again, without the widgets, and ipywidgets would show "Error
    displaying widget: model not found" in place of the whole page. The page loads itself again, once
    (tutor/server/voila_spinner.py), and the lesson is there, in its language."""
    import time

    from .conftest import kernel_pids, page_kernel_id
    held: list = []                        # (the server's end of a socket, a message of the page), in order
    sockets: list = []

    def route(ws):
        server_ws = ws.connect_to_server()
        sockets.append(server_ws)

        def from_page(message):
            text = message.decode("latin-1") if isinstance(message, bytes) else message
            if held or ("request_states" in text and len(sockets) == 1):
                held.append((server_ws, message))   # the first page's ask for its widgets, and all after it
            else:
                server_ws.send(message)
        ws.on_message(from_page)
    page.route_web_socket("**/api/kernels/*/channels*", route)
    page.goto(server.render_url("01-how-you-win.ipynb", lang="de"), wait_until="commit")
    page.wait_for_function("() => document.getElementById('jupyter-config-data') !== null", timeout=LOAD)
    kernel = page_kernel_id(page)
    deadline = time.monotonic() + LOAD / 1000
    while not held and time.monotonic() < deadline:
        page.wait_for_timeout(50)
    assert held, "the page never asked its kernel for its widgets"
    first = kernel_pids(kernel)
    kill_page_kernel(page)
    while (not kernel_pids(kernel) or kernel_pids(kernel) == first) and time.monotonic() < deadline:
        page.wait_for_timeout(100)                       # the server starts it again, same id
    with page.expect_navigation(timeout=60_000):         # the page loads itself again
        while held:
            server_ws, message = held.pop(0)
            try:
                server_ws.send(message)                  # on the socket it came by (the page may have opened
            except Exception:                            # another while its kernel started again)
                pass
    page.get_by_text("Lektion 1").first.wait_for(timeout=LOAD)
    assert "model not found" not in page.inner_text("body")
    assert any("loading the page again" in line for line in page.console_lines), page.console_lines


class KernelSocket:
    """The page's kernel websocket, passed through Playwright: ``drop`` stops the page's messages
    from reaching the kernel, ``close()`` closes it and refuses the page's attempts to reconnect."""

    def __init__(self, page):
        self.drop, self.routes = False, []
        page.route_web_socket("**/api/kernels/*/channels*", self.route)

    def route(self, ws):
        self.routes.append(ws)
        if self.drop:
            ws.close()
            return
        server_ws = ws.connect_to_server()
        ws.on_message(lambda message: None if self.drop else server_ws.send(message))

    def close(self):
        self.drop = True
        for ws in self.routes:
            ws.close()


def test_play_keys_then_a_click_without_reply(server, page, artifacts_dir):
    """Keys wherever the page has focus (A the first call button, a digit a card, H the hint), a
    visible focus on Tab; then a key's click never reaches the kernel and the websocket closes: the
    banner says the last click may not have counted."""
    socket = KernelSocket(page)
    session = HydraSession(deal="4711-4")
    open_page(page, server, "play", deal="4711-4")
    page.mouse.move(5, 5)
    page.locator(".hp-title").click()                          # the page has focus, no control has
    page.keyboard.press("a")                                   # the first call button: Valeo
    assert session.act("valeo").ok
    page.locator(f'.hp-status[data-step="{len(session.round.history())}"]').wait_for()
    hand = [str(c) for c in session.round.game.sorted(session.view().hand)]
    legal = {str(c) for c in session.view().legal}
    index = next(i for i, card in enumerate(hand) if card in legal)
    page.keyboard.press(CARD_KEYS[index])
    assert session.click_card(hand[index]).ok
    page.locator(f'.hp-status[data-step="{len(session.round.history())}"]').wait_for()
    page.keyboard.press("h")
    page.locator(".hp-hint").wait_for()
    page.locator(".hp-title").click()
    page.keyboard.press("Tab")
    ring = page.evaluate("() => { const s = getComputedStyle(document.activeElement);"
                         " return [document.activeElement.tagName, s.outlineStyle, s.outlineWidth]; }")
    assert ring[1] == "solid" and ring[2] == "3px", ring
    page.screenshot(path=str(artifacts_dir / "every-screen-play-focus.png"))
    assert page.evaluate("window.__hydraLost()") is None
    page.wait_for_function("() => window.__hydraWaiting() === 0")     # every click so far was answered
    socket.drop = True
    page.locator(".hp-title").click()
    page.keyboard.press("u")                                   # Undo: never reaches the kernel
    page.wait_for_function("() => window.__hydraWaiting() > 0")      # the page sent it (and waits)
    socket.close()
    text = banner_text(page)
    assert TEXT["title"] in text and TEXT["pending"] in text, text
    page.screenshot(path=str(artifacts_dir / "every-screen-play-lost.png"))


def test_a_kernel_shut_down_by_the_server_is_said(server, page):
    """The server shuts the kernel down and the websocket stays open: the page asks the server
    (every few seconds, and when the learner comes back to the tab) and says so."""
    open_page(page, server, "glossary")
    assert page_kernel_shutdown(page) in (200, 204)
    page.evaluate("document.dispatchEvent(new Event('visibilitychange'))")   # back to the tab
    text = banner_text(page, timeout=45_000)
    assert TEXT["title"] in text and TEXT["none"] in text, text


def test_the_quiz_keeps_its_own_banner_and_shows_one(server, page):
    """The quiz has its own banner (widgets/quiz/page.py, which knows the last answer's exercise):
    the bar's script stays quiet there, so a lost quiz shows one banner, not two."""
    page.goto(server.render_url("quiz.ipynb", exercise="t-suit-1-0001"))
    page.locator(".hq-board .hq-id a").first.wait_for(timeout=LOAD)
    page.wait_for_function("() => window.__hydraConnection === true && window.__hydraQuizPage === true")
    kill_kernel(page)
    page.locator("#hq-lost").wait_for(state="visible", timeout=30_000)
    page.wait_for_timeout(2_000)          # time for a second banner to come (it must not: a negative check)
    expect(page.locator("#hydra-lost")).to_have_count(0)


LONG_NAME = "MAXIMILIANE" * 3 + "OTTILIE"            # 40 characters, no space, wide capitals


@pytest.mark.parametrize("key", ["play", "glossary", "home", "odds"])
def test_a_long_name_without_spaces_fits_at_400_px(server, browser, artifacts_dir, key):
    """QA: a 40-character name with no spaces, in the navigation bar (every page) and in the play
    page's name row ("Playing as ..."), wraps or ends in an ellipsis inside a 400 px window instead of
    running past its edge."""
    assert len(LONG_NAME) == 40
    context, page = open_local_page(browser, viewport={"width": 400, "height": 900})
    try:
        open_page(page, server, key, name=LONG_NAME, **({"deal": "4711-4"} if key == "play" else {}))
        if key != "glossary":
            page.get_by_text("Playing as" if key == "play" else "Learning as").first.wait_for(timeout=LOAD)
        wait_settled(page)
        page.screenshot(path=str(artifacts_dir / f"every-screen-long-name-{key}-400.png"), full_page=True)
        m = page.evaluate(MEASURE)
        assert m["overflow"] <= 1, f"{key}: {m['overflow']} px wider than the window"
        past = page.evaluate("""(name) => {
            const cells = document.getElementById('rendered_cells');
            const named = [...document.querySelectorAll('#rendered_cells *')]
              .filter(el => el.offsetParent !== null && el.children.length === 0
                      && el.textContent.includes(name.slice(0, 20)));
            const bad = [];
            for (const el of named) {    // the name and every box around it stay inside the window
              if (el.getBoundingClientRect().right > window.innerWidth + 1) bad.push('name past the window');
              for (let a = el; a && a !== cells; a = a.parentElement) {
                if (a.scrollWidth > a.clientWidth + 1 && getComputedStyle(a).textOverflow !== 'ellipsis')
                  bad.push(String(a.className).slice(0, 60) + ' overflows by ' + (a.scrollWidth - a.clientWidth));
              }
            }
            return bad; }""", LONG_NAME)
        assert past == [], f"{key}: the name runs past the window or its box: {past}"
        page_kernel_shutdown(page, wait=False)
    finally:
        context.close()
