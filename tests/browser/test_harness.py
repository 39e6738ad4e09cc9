"""The harness itself: Voilà renders benchmarks/bare.ipynb, Chromium clicks its button, the kernel
answers. If this fails, every other browser test would fail for the same reason."""

import sys
import time

import pytest

pytestmark = pytest.mark.browser


def test_click_reaches_kernel_and_label_changes(voila_server, page, artifacts_dir, repo_root):
    server = voila_server(repo_root / "benchmarks")
    started = time.monotonic()
    page.goto(server.render_url("bare.ipynb", exercise="demo-1"))
    button = page.get_by_role("button", name="Click me")
    button.wait_for(state="visible", timeout=60_000)
    loaded = time.monotonic() - started

    label = page.get_by_text("not clicked yet")
    assert label.is_visible()
    button.click()
    page.get_by_text("clicked 1 time", exact=True).wait_for(state="visible")
    assert not page.get_by_text("not clicked yet").is_visible()

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
