"""What the three play pages' browser tests share (tests/browser/test_play*.py): the page's address as a
fixture, waiting for the state the test's own copy of the session is in, buttons by their name, the
page never showing a traceback, a phone-width page, and "nothing is cut off at 400 px".

Each page marks its state with ``data-step`` (how many actions the round has) on its status line
(``.hp-status``, 500's ``.fp-status``), which the tests wait for after every click.
"""

from __future__ import annotations

import contextlib

import pytest

from .conftest import LOAD_TIMEOUT, open_local_page, page_kernel_shutdown, page_state

LOAD = LOAD_TIMEOUT     # ms: a cold kernel on a busy 2-core machine
PHONE = {"width": 400, "height": 860}


def page_fixture(name, notebook):
    """A fixture ``name``: a function of the query (``deal=..., name=...``) that gives the address of
    ``notebook`` on the test's Voilà server (its ``.server`` is the server)."""
    @pytest.fixture(name=name)
    def url_of(voila_server, repo_root):
        server = voila_server(repo_root / "notebooks")

        def url(**query):
            return server.render_url(notebook, **query)
        url.server = server
        return url
    return url_of


def wait_step(page, status, session, timeout=30_000, **data):
    """Wait until the page's ``status`` line shows the step the test's copy of the round is at (and
    each ``data-KEY`` of ``data``)."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout
    marks = "".join(f'[data-{key}="{value}"]' for key, value in data.items())
    step = len(session.round.history())
    try:
        page.locator(f'{status}[data-step="{step}"]{marks}').wait_for(timeout=timeout)
    except PlaywrightTimeout:
        # say at once what the page was doing (CI's excerpt of a failure shows only its first lines)
        raise AssertionError(f"the page did not reach step {step}{marks} in {timeout / 1000:.0f} s:\n"
                             + page_state(page, status)) from None
    # The status line is drawn last, but each widget's update reaches the page on its own: wait until
    # every click has its reply (the kernel's idle status comes after all its updates; the navigation
    # bar's connection script counts them) and two frames more, so the hand, the seats and the
    # messages a test reads next are this step's, not the last one's.
    page.wait_for_function("() => !window.__hydraWaiting || window.__hydraWaiting() === 0", timeout=timeout)
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")


def button(page, name, scope="body"):
    return page.locator(scope).get_by_role("button", name=name, exact=True).first


def buttons_text(page, selector, drop=""):
    """The words of the visible buttons of ``selector``, without ``drop`` (a mark like ✓)."""
    return [b.inner_text().replace(drop, "").strip() if drop else b.inner_text().strip()
            for b in page.locator(f"{selector}:visible").all()]


def assert_no_traceback(page, *also):
    """No traceback on the page, no error output of a cell, and none of the words ``also``."""
    text = page.inner_text("body")
    assert "Traceback" not in text and not [word for word in also if word in text]
    assert page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']").count() == 0


def assert_fits(page, names, width=PHONE["width"]):
    """The page is no wider than the window, and no button of ``names`` is cut off."""
    wide = page.evaluate("document.documentElement.scrollWidth")
    assert wide <= width, f"the page is {wide} px wide at a {width} px window"
    for name in names:
        b = button(page, name)
        assert b.evaluate("el => el.scrollWidth <= el.clientWidth + 1"), f"{name} is cut off"


@contextlib.contextmanager
def phone_page(browser):
    """A page 400 px wide (only local requests); its kernel is shut down and its context closed after."""
    context, page = open_local_page(browser, viewport=dict(PHONE))
    try:
        yield page
    finally:
        try:
            page_kernel_shutdown(page, wait=False)
        finally:
            context.close()
