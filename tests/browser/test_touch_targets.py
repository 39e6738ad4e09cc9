"""Issue 19, phone-first: at 400x800 every touch target on the home page (the name box and its
button, every link) and on a step lesson's screens (the card pictures as buttons, Check, Back and
Next, the name box, the links) is at least 44 px tall and wide. Measured in Chromium; the sizes go to
test-artifacts/touch-targets.json.
"""

from __future__ import annotations

import json

import pytest

from .conftest import LOAD_TIMEOUT, open_local_page, page_kernel_shutdown, wait_settled

pytestmark = pytest.mark.browser

SCREEN = {"width": 400, "height": 800}

#: Every target a finger can hit: links, buttons, inputs (text, number, checkboxes), selects.
TARGETS_JS = """(root) => [...document.querySelectorAll(root + ' a[href], ' + root + ' button, ' + root + ' input, '
    + root + ' select')].filter(el => {
    const r = el.getBoundingClientRect(), s = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none'
        && !el.closest('[hidden]');
}).map(el => {
    const r = el.getBoundingClientRect();
    return [el.tagName + '.' + String(el.className || '').slice(0, 30) + ' '
            + (el.innerText || el.value || el.placeholder || el.title || '').slice(0, 24),
            Math.round(r.width), Math.round(r.height)];
})"""


def measure(page, root: str) -> list:
    wait_settled(page)
    return page.evaluate(TARGETS_JS, root)


def small(targets: list) -> list:
    return [t for t in targets if t[1] < 44 or t[2] < 44]


def test_every_target_on_the_home_page_and_a_step_lesson_is_44_px(voila_server, repo_root, browser,
                                                                    artifacts_dir):
    server = voila_server(repo_root / "notebooks")
    seen = {}
    context, page = open_local_page(browser, viewport=dict(SCREEN))
    try:
        page.goto(server.render_url("home.ipynb"))                     # without a name: the name box
        page.locator(".hh table.hh-lessons").first.wait_for(timeout=LOAD_TIMEOUT)
        seen["home, no name"] = targets = measure(page, ".hh")
        assert any(t[0].startswith("INPUT") for t in targets) and any(t[0].startswith("BUTTON") for t in targets)
        assert small(targets) == [], small(targets)
        page.screenshot(path=str(artifacts_dir / "touch-home-400.png"))
        page.locator(".hh input[type=text]").fill("Ada Touch")
        page.locator(".hh button", has_text="Show my progress").click()
        page.locator(".hh").get_by_text("Learning as").wait_for()
        seen["home, Ada"] = targets = measure(page, ".hh")
        assert len([t for t in targets if t[0].startswith("A.")]) > 10
        assert small(targets) == [], small(targets)
        page_kernel_shutdown(page, wait=False)
        for notebook, steps in (("02-cards-and-eyes.ipynb", ("02-eyes-1", "02-eyes-5")),
                                ("03-a-trick-and-following-suit.ipynb", ("03-tricks-5",)),
                                ("500-02-bowers-and-joker.ipynb", ("500-2-bowers-1", "500-2-bowers-4"))):
            for step in steps:
                page.goto(server.render_url(notebook, step=step))
                page.locator(".cs .cs-dots").wait_for(timeout=LOAD_TIMEOUT)
                seen[step] = targets = measure(page, ".cs")
                assert sum(t[0].startswith("BUTTON") for t in targets) >= 4, targets     # the card pictures
                assert any(t[0].startswith("INPUT") for t in targets)          # the name box
                assert small(targets) == [], (step, small(targets))
                page_kernel_shutdown(page, wait=False)
        page.goto(server.render_url("02-cards-and-eyes.ipynb", step="end", name="Ada Touch"))
        page.locator(".cs .cs-end").first.wait_for(timeout=LOAD_TIMEOUT)
        seen["02 end"] = targets = measure(page, ".cs")
        assert small(targets) == [], small(targets)
    finally:
        try:
            page_kernel_shutdown(page, wait=False)
        finally:
            context.close()
        (artifacts_dir / "touch-targets.json").write_text(json.dumps(seen, indent=1), encoding="utf-8")
