"""The projector in a class (issue 35), in Chromium at 1280x720 (the teacher's dashboard, notebooks/
teacher.ipynb) with a second browser at 400x800 that has no teacher's key.

- **Nothing given away, not for a frame.** A script in the page looks at the projector in every
  frame (``requestAnimationFrame``) and after every change of the page (a ``MutationObserver``) and
  records whether anything that answers "Who wins this trick?" or "Which cards may be played?" is
  visible: the winner's frame and star in the trick, a card marked or coloured as legal or illegal
  in the hand of the seat to move, the explanation, "won by seat N". From the moment the class is
  open until the teacher chooses "Show winner and legal cards" nothing may be; with it shown, from
  the click on a push button until the reveal nothing may be either.
- **The teacher's key is not in the address** (a projected address bar would show it): the page's
  address has the class's code but no ``teacher=``; F5 keeps the teacher in control (the key is in a
  cookie of the tutor's pages); an old link with ``&teacher=`` still works and loses its key; a
  browser without the key (a learner's phone opening the same address) can neither push, reveal nor
  end the class.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from .conftest import LOAD_TIMEOUT, open_local_page, page_kernel_shutdown, wait_settled

pytestmark = pytest.mark.browser

SHOW = 20_000                  # ms: a widget's update reaches the page
SCENARIO, AT = "r01-hydra-on-a-fail-trick", 47

#: Installs ``window.__leaks``: every frame (and every change of the page) in which a class is on the
#: screen (its code or a question), from the start (``fromPush`` false) or from the click on a push
#: button (true), and something that answers the question was visible, with what
#: it was; ``window.__frames`` counts the frames seen.
WATCH_JS = """fromPush => {
  const visible = el => {
    if (!el.isConnected) return false;
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) return false;
    const cs = getComputedStyle(el);
    return cs.display !== 'none' && cs.visibility !== 'hidden' && parseFloat(cs.opacity) > 0.05;
  };
  const green = el => {
    const m = getComputedStyle(el).backgroundColor.match(/\\d+/g);
    return m && (+m[1] - +m[0] > 50) && (+m[1] - +m[2] > 50);
  };
  const checks = {
    'winner frame': '.ht-table svg rect[stroke="#f2b600"], .ht-table svg rect[stroke="#1f8a3a"]',
    'winner star': '.ht-table svg circle[fill="#1f8a3a"]',
    'legal mark': '.ht-mover svg rect[stroke="#2e9d4a"], .ht-mover svg circle[fill="#2e9d4a"]',
    'illegal mark': '.ht-mover svg rect[stroke="#c62828"], .ht-mover svg circle[fill="#c62828"]',
    'greyed card': '.ht-mover svg rect[fill="#9e9e9e"]',
    'explanation': '.ht-expl',
  };
  const look = () => {
    const found = [];
    for (const [what, sel] of Object.entries(checks)) {
      if ([...document.querySelectorAll(sel)].some(visible)) found.push(what);
    }
    if ([...document.querySelectorAll('.ht-mover button')].some(b => visible(b) && green(b))) found.push('green card');
    const table = document.querySelector('.ht-table');
    if (table && /won by/.test(table.innerText)) found.push('won by');
    return found;
  };
  window.__leaks = []; window.__frames = 0; window.__watching = true; window.__armed = !fromPush;
  document.addEventListener('click', e => {
    if (e.target.closest && e.target.closest('button[class*="hc-push-"]')) window.__armed = true;
  }, true);
  const inClass = () => [...document.querySelectorAll('.hc-code, .hc-teacher .hc-prompt')].some(visible);
  const record = how => {
    if (!window.__watching || !window.__armed || !inClass()) return;
    const found = look();
    if (found.length) window.__leaks.push({how, t: performance.now(), found});
  };
  const frame = () => { if (!window.__watching) return; window.__frames++; record('frame');
                        requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
  window.__observer = new MutationObserver(() => record('change'));
  window.__observer.observe(document.body, {subtree: true, childList: true, attributes: true,
                                            characterData: true});
}"""

STOP_JS = """() => { window.__watching = false; window.__observer.disconnect();
                     return {leaks: window.__leaks, frames: window.__frames}; }"""


def open_dashboard(page, server, query: str):
    page.goto(server.render_url("teacher.ipynb") + "?" + query)
    page.locator("button.hc-open").wait_for(state="attached", timeout=LOAD_TIMEOUT)


def answers_shown(page) -> bool:
    return page.evaluate("() => document.querySelector('.ht-table').innerHTML.includes('#1f8a3a')")


def test_the_projector_gives_nothing_away_in_any_frame(voila_server, browser, repo_root, artifacts_dir):
    server = voila_server(repo_root / "notebooks")
    context, teacher = open_local_page(browser, viewport={"width": 1280, "height": 720})
    try:
        open_dashboard(teacher, server, f"scenario={SCENARIO}&at={AT}")
        teacher.get_by_role("button", name="Explain trick").click()
        teacher.locator(".ht-expl").wait_for()
        assert answers_shown(teacher), "before a class the presenter shows the winner"

        teacher.evaluate(WATCH_JS, False)
        teacher.locator("button.hc-open").click()
        teacher.locator(".hc-code").wait_for()
        teacher.locator("button.hc-push-winner").wait_for()
        wait_settled(teacher)
        code = teacher.locator(".hc-code").evaluate(
            "el => ({font: parseFloat(getComputedStyle(el).fontSize), height: el.getBoundingClientRect().height, "
            "bottom: el.getBoundingClientRect().bottom, overflow: el.scrollWidth - el.clientWidth})")
        assert code["font"] >= 72 and code["height"] < 1.5 * code["font"], f"the code large, on one line: {code}"
        assert code["overflow"] <= 0 and code["bottom"] <= 720, f"the code whole, on the projector's screen: {code}"
        teacher.wait_for_timeout(500)                 # the projector as the room sees it, before a question
        teacher.locator("button.hc-push-winner").click()
        teacher.locator(".hc-count").get_by_text("0 of 0 answered").wait_for(timeout=SHOW)
        wait_settled(teacher)
        teacher.locator("button.hc-reveal-button").click()
        teacher.locator(".hc-teacher .hc-reveal").get_by_text("The answer:").wait_for(timeout=SHOW)
        wait_settled(teacher)
        seen = teacher.evaluate(STOP_JS)
        assert seen["frames"] > 30, f"the page was watched frame by frame: {seen['frames']} frames"
        assert seen["leaks"] == [], f"answers visible in a class before the teacher showed them: {seen['leaks'][:5]}"
        teacher.screenshot(path=str(artifacts_dir / "projector-1280x720-revealed-hidden.png"))

        show = teacher.locator("button.hc-show-answers")     # the teacher chooses to show them
        expect(show).to_be_enabled()
        show.click()
        teacher.wait_for_function("() => document.querySelector('.ht-table').innerHTML.includes('#1f8a3a')",
                                  timeout=SHOW)
        teacher.get_by_role("button", name="Explain trick").click()     # it was on: now off, then on again
        teacher.get_by_role("button", name="Explain trick").click()
        teacher.locator(".ht-expl").wait_for(timeout=SHOW)
        wait_settled(teacher)
        teacher.screenshot(path=str(artifacts_dir / "projector-1280x720-shown.png"))

        teacher.evaluate(WATCH_JS, True)                     # from the click on a push button
        teacher.locator("button.hc-push-legal").click()       # no frame from the click to the reveal
        teacher.locator(".hc-teacher .hc-prompt").get_by_text("Question 2").wait_for(timeout=SHOW)
        expect(show).to_be_disabled()
        wait_settled(teacher)
        teacher.wait_for_timeout(1000)
        teacher.screenshot(path=str(artifacts_dir / "projector-1280x720-question.png"))
        teacher.locator("button.hc-reveal-button").click()
        teacher.locator(".hc-teacher .hc-reveal").get_by_text("The answer:").wait_for(timeout=SHOW)
        seen = teacher.evaluate(STOP_JS)
        assert seen["frames"] > 30
        assert seen["leaks"] == [], f"answers visible between a push and its reveal: {seen['leaks'][:5]}"
    finally:
        try:
            page_kernel_shutdown(teacher, wait=False)
        except Exception:
            pass
        context.close()


def test_the_teachers_key_stays_out_of_the_address(voila_server, browser, repo_root, artifacts_dir):
    server = voila_server(repo_root / "notebooks")
    context, teacher = open_local_page(browser, viewport={"width": 1280, "height": 720})
    other_context, other = open_local_page(browser, viewport={"width": 400, "height": 800}, is_mobile=True,
                                           has_touch=True)
    try:
        open_dashboard(teacher, server, f"scenario={SCENARIO}&at={AT}")
        teacher.locator("button.hc-open").click()
        code = teacher.locator(".hc-code").get_attribute("data-code")
        assert code
        teacher.wait_for_url(f"**class={code}**", timeout=SHOW)
        assert "teacher=" not in teacher.url, "no key in the projected address"
        key = [c for c in context.cookies() if c["name"] == f"hydra-teacher-{code}"]
        assert key and key[0]["value"] and key[0]["path"].endswith("/voila/render/")
        assert key[0]["sameSite"] == "Strict"

        teacher.reload()                                       # F5: the teacher keeps the class
        teacher.locator(f".hc-code[data-code='{code}']").wait_for(timeout=LOAD_TIMEOUT)
        teacher.locator("button.hc-push-winner").click()
        teacher.locator(".hc-count").get_by_text("0 of 0 answered").wait_for(timeout=SHOW)
        assert "teacher=" not in teacher.url

        other.goto(teacher.url)                                # the same address, without the key
        other.locator("button.hc-open").wait_for(state="attached", timeout=LOAD_TIMEOUT)
        wait_settled(other)
        expect(other.locator(".hc-code")).to_have_count(0)
        expect(other.locator("button.hc-reveal-button")).to_be_hidden()
        expect(other.locator("button.hc-push-winner")).to_be_hidden()
        expect(other.locator(".hc-teacher")).to_contain_text("is not the one that opened the class")
        other.screenshot(path=str(artifacts_dir / "projector-400x800-without-key.png"))
        page_kernel_shutdown(other, wait=False)

        old = (server.render_url("teacher.ipynb")
               + f"?scenario={SCENARIO}&at={AT}&class={code}&teacher={key[0]['value']}")
        other.goto(old)                                        # an old link with its key still works
        other.locator(f".hc-code[data-code='{code}']").wait_for(timeout=LOAD_TIMEOUT)
        other.wait_for_url(re.compile(r"^((?!teacher=).)*$"), timeout=SHOW)
        assert f"class={code}" in other.url
        assert any(c["name"] == f"hydra-teacher-{code}" for c in other_context.cookies())

        teacher.locator("button.hc-reveal-button").click()     # still the teacher's
        teacher.locator(".hc-teacher .hc-reveal").get_by_text("The answer:").wait_for(timeout=SHOW)
        teacher.get_by_role("button", name="End the class").click()
        teacher.get_by_text("The class has ended").wait_for(timeout=SHOW)
        teacher.wait_for_function("() => !document.cookie.includes('hydra-teacher-')", timeout=SHOW)
    finally:
        for page, ctx in ((teacher, context), (other, other_context)):
            try:
                page_kernel_shutdown(page, wait=False)
            except Exception:
                pass
            ctx.close()
