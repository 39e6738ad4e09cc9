"""The harness itself: Voilà renders benchmarks/bare.ipynb, Chromium clicks its button, the kernel
answers. If this fails, every other browser test would fail for the same reason."""

import datetime
import json
import re
import sys
import time
import urllib.request

import pytest
from playwright.sync_api import expect

from .conftest import LOAD_TIMEOUT, open_local_page, page_kernel_id, page_kernel_shutdown, page_state, start_voila

pytestmark = pytest.mark.browser


def test_click_reaches_kernel_and_label_changes(voila_server, page, artifacts_dir, repo_root):
    server = voila_server(repo_root / "benchmarks")
    started = time.monotonic()
    page.goto(server.render_url("bare.ipynb", exercise="demo-1"))
    button = page.get_by_role("button", name="Click me")
    button.wait_for(state="visible", timeout=LOAD_TIMEOUT)
    loaded = time.monotonic() - started

    label = page.get_by_text("not clicked yet")
    expect(label).to_be_visible()              # the label is a widget of its own: it may come later
    button.click()
    page.get_by_text("clicked 1 time", exact=True).wait_for(state="visible")
    expect(page.get_by_text("not clicked yet")).to_be_hidden()

    info = page.get_by_text("kernel prefix:").inner_text()
    # The kernel is this environment's Python (so it imports this checkout's `hydra`) ...
    assert f"kernel prefix: {sys.prefix} |" in info
    # ... and the query string reaches it, as `?exercise=ID` must for the quiz.
    assert info.endswith("query: exercise=demo-1")
    # No traceback or error box on the page.
    assert page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']").count() == 0

    page.screenshot(path=str(artifacts_dir / "harness-bare-clicked.png"), full_page=True)
    print(f"bare.ipynb: button visible {loaded:.1f} s after navigation; blocked requests: {page.blocked}")


def test_page_reaches_only_loopback(voila_server, page, repo_root):
    server = voila_server(repo_root / "benchmarks")
    page.goto(server.url)  # the tree page
    page.evaluate("() => fetch('https://cdn.example.invalid/x.js').catch(() => null)")
    assert "https://cdn.example.invalid/x.js" in page.blocked


def _wait_for(predicate, timeout):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.25)
    return predicate()


def test_page_fixture_shuts_its_kernel_down(voila_server, browser, repo_root):
    server = voila_server(repo_root / "benchmarks")
    context, page = open_local_page(browser)
    try:
        page.goto(server.render_url("bare.ipynb"))
        page.get_by_role("button", name="Click me").wait_for(timeout=LOAD_TIMEOUT)
        kernel = page_kernel_id(page)
        assert kernel
        assert page_kernel_shutdown(page) == 204
        assert _wait_for(lambda: f"Kernel shutdown: {kernel}" in server.log(), 60), server.log()[-2000:]
    finally:
        context.close()


def test_idle_kernel_is_culled_only_once_its_page_is_gone(browser, repo_root, tmp_path):
    """start-tutor's culling flags, with the clock shortened: a kernel whose page is open stays
    (cull_connected=False) however idle; once the page is gone, the idle kernel is culled."""
    server = start_voila(
        repo_root / "benchmarks", tmp_path,
        # 15 s, not 2: between the notebook's last cell and the browser's websocket the kernel is idle
        # and not yet connected, and on a busy machine that gap passed 2 s, so the page's kernel was
        # culled before the page could connect (CI: the button never came)
        extra_flags=["--MappingKernelManager.cull_idle_timeout=15",
                     "--MappingKernelManager.cull_interval=1"],
    )
    try:
        context, page = open_local_page(browser)
        page.goto(server.render_url("bare.ipynb"))
        button = page.get_by_role("button", name="Click me")
        button.wait_for(timeout=LOAD_TIMEOUT)
        kernel = page_kernel_id(page)
        culled = f"Culling 'idle' kernel 'python3' ({kernel})"
        # idle past the timeout (and two of the culler's checks) with the page open: a culler that took
        # connected kernels would have taken it by then
        idle = 0.0
        for _ in range(60):
            with urllib.request.urlopen(f"{server.url}api/kernels/{kernel}", timeout=10) as answer:
                last = json.load(answer)["last_activity"]
            idle = time.time() - datetime.datetime.fromisoformat(last.replace("Z", "+00:00")).timestamp()
            if idle > 17:
                break
            time.sleep(17.5 - idle)
        assert idle > 17, f"the kernel was never idle past the timeout: {idle:.1f} s"
        assert culled not in server.log()
        button.click()
        page.get_by_text("clicked 1 time", exact=True).wait_for()
        context.close()  # the tab is gone, its websocket with it
        assert _wait_for(lambda: culled in server.log(), 60), server.log()[-2000:]
    finally:
        server.stop()


def test_a_stuck_page_can_be_asked_where_the_server_and_its_kernels_wait(voila_server, page, repo_root):
    """What a failed test prints when a page never came (conftest.py, tutor.server.stacks): each thread's
    stack of the server, its kernel template and the page's forked kernel; every one of them goes on."""
    server = voila_server(repo_root / "benchmarks")
    page.goto(server.render_url("bare.ipynb"))
    button = page.get_by_role("button", name="Click me")
    button.wait_for(timeout=LOAD_TIMEOUT)
    kernel = page_kernel_id(page)
    stacks = server.stacks()
    asked = stacks.splitlines()[0]
    assert len(asked.split(",")) >= 3, stacks                       # the server, its template, the page's kernel
    assert stacks.count("Current thread") >= 3 and "serve.py" in stacks, stacks
    assert server.process.poll() is None
    button.click()                                                  # the kernel answers still
    page.get_by_text("clicked 1 time", exact=True).wait_for()
    assert kernel == page_kernel_id(page)
    # the click's answer is drawn before its kernel says it is idle again (CI, once pages loaded faster: "kernel
    # busy, connected", idle 33 ms after the answer): what is said below is of a kernel done with the click
    page.wait_for_function("() => window.jupyterapp.widgetManager.kernel.status === 'idle'")
    # a wait that timed out says what the page and its kernel were doing (play_pages.wait_step)
    state = page_state(page)
    assert "kernel idle, connected" in state and "its status line: none" in state, state
    assert re.search(r'clicks: button "Click me" \d+ ms ago', state), state
    assert re.search(r"its kernel, process \d+: state [RS]", state), state
    assert "Current thread" in state and "kernel_fork.py" in state, state   # the kernel's own stack, only
    assert "serve.py" not in state, state


def test_chromium_draws_no_pages_of_its_own_beside_a_tests_page(browser):
    """The browser the tests drive makes no page of Chromium's own per context (the address bar's drop-down,
    chrome://omnibox-popup.top-chrome/: two renderers a context, most of Chromium's time in the tests), and
    keeps off what Playwright keeps off (Chromium reads only the last ``--disable-features``)."""
    from .conftest import _H
    assert {"PaintHolding", "MediaRouter", "AvoidUnnecessaryBeforeUnloadCheckSync"} <= set(
        _H.playwright_disabled_features())
    context, page = open_local_page(browser)
    try:
        page.goto("data:text/html,<p>a test's page</p>")
        session = browser.new_browser_cdp_session()
        targets = session.send("Target.getTargets")["targetInfos"]
        session.detach()
        assert [t["url"] for t in targets if t["type"] == "browser_ui"] == []
        assert "data:text/html,<p>a test's page</p>" in [t["url"] for t in targets]
    finally:
        context.close()


def test_a_context_lent_again_remembers_nothing_of_its_last_test_but_the_scripts(voila_server, browser, repo_root):
    """open_local_page lends a context an earlier test closed (same options) rather than a new one: it has
    none of that test's cookies, stored data or pages, and Chromium takes the page's scripts from its cache
    (the server is asked for none of the hundred-odd ``static`` scripts again, or answers "not modified")."""
    server = voila_server(repo_root / "benchmarks")
    options = {"viewport": {"width": 333, "height": 777}}                 # this test's own: no other lends it
    context, page = open_local_page(browser, **options)
    page.goto(server.render_url("bare.ipynb"))
    page.get_by_role("button", name="Click me").wait_for(state="visible", timeout=LOAD_TIMEOUT)
    page.evaluate("() => { localStorage.setItem('left', 'behind'); document.cookie = 'left=behind; path=/'; }")
    assert any(c["name"] == "left" for c in context.cookies())
    page_kernel_shutdown(page, wait=False)
    context.close()
    context.close()                                                       # twice: given back once

    again, page = open_local_page(browser, **options)
    other, _other_page = open_local_page(browser, **options)              # the second at once: a new one
    try:
        assert again is context and other is not context and again.pages == [page]
        assert again.cookies() == []
        page.goto(server.render_url("bare.ipynb"))
        page.get_by_role("button", name="Click me").wait_for(state="visible", timeout=LOAD_TIMEOUT)
        assert page.evaluate("() => [localStorage.getItem('left'), document.cookie.includes('left=')]") == [None, False]
        # each script's entry says how many bytes came over the network: none from the cache, a few hundred for
        # a "not modified", the whole script otherwise
        scripts = page.evaluate("""() => performance.getEntriesByType('resource')
            .filter(e => e.name.includes('/static/') && e.name.includes('.js'))
            .map(e => [e.name, e.transferSize, e.encodedBodySize])""")
        sent = [name for name, transferred, size in scripts if transferred >= size > 2000]
        assert len(scripts) > 50 and sent == [], sent[:5]
        page_kernel_shutdown(page, wait=False)
    finally:
        again.close()
        other.close()

