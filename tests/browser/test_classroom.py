"""Ask the class (issues 12 and 23) in real browsers: one teacher at 1280x720 (notebooks/teacher.ipynb,
the projector) and three learners at 400x800 (notebooks/class.ipynb, phones) on one Voilà server
that listens on the machine's network address, as `bash scripts/start-tutor --class` does; the pages
talk only through the SQLite store.

The teacher opens a class: its whole address (host, port, path) and a QR code of it; the learners
join by that address (typing their name once), by the bare class page and the code, and by an old
``quiz.ipynb?class=`` link; the teacher pushes "Who wins this trick?": the projector shows no winner
mark and no legal-card colours; the learners answer (one by a double click); a learner's F5 and the
connection banner's Reload bring them back with their answer; the teacher's F5 keeps the class and
the position; the reveal shows the answer on every screen. Screenshots go to test-artifacts/.
"""

from __future__ import annotations

import re
import subprocess
import urllib.parse
import warnings
from pathlib import Path

import pytest
from playwright.sync_api import expect

import hydra

from tutor.classroom import class_options, make_question
from tutor.hydra.scenarios import Line, load_library

from .conftest import (LOAD_TIMEOUT, LOCAL_HOSTS, kill_page_kernel, open_local_page, open_side_by_side,
                       page_kernel_shutdown, start_voila, wait_settled)

pytestmark = pytest.mark.browser

LOAD = LOAD_TIMEOUT + 60_000   # ms: four cold kernels at once on a busy two-core machine
SHOW = 20_000         # ms: a pushed question or a reveal (polled every 0.5 s) reaches every page
SCENARIO, AT = "r01-hydra-on-a-fail-trick", 47
WINNER_FRAME = "#1f8a3a"       # hydra.hydra.svg's frame of the winning card


def _cmdline(proc: str) -> bytes:
    try:
        return Path(proc, "cmdline").read_bytes()
    except OSError:                 # a process that ended meanwhile
        return b""


def no_traceback(page):
    assert "Traceback" not in page.inner_text("body")
    assert page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']").count() == 0


def network_address() -> str | None:
    """This machine's first IPv4 address that is not loopback (``hostname -I``), or None."""
    try:
        out = subprocess.run(["hostname", "-I"], capture_output=True, text=True, timeout=10).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    for address in out.split():
        if ":" not in address and not address.startswith("127."):
            return address
    return None


def room_page(browser, host: str, **options):
    """A page whose requests reach only this machine: loopback and ``host`` (the network address)."""
    context = browser.new_context(**options)
    page = context.new_page()
    allowed = set(LOCAL_HOSTS) | {host}

    def route(route):
        where = urllib.parse.urlsplit(route.request.url).hostname or ""
        if route.request.url.startswith(("data:", "blob:")) or where in allowed:
            route.continue_()
        else:
            route.abort()
    page.route("**/*", route)
    page.set_default_timeout(30_000)
    page.set_default_navigation_timeout(LOAD)
    return context, page


def kill_kernel(page):
    kill_page_kernel(page)


def in_view(page, selector: str) -> bool:
    """Whether the first visible element of ``selector`` lies wholly inside the window."""
    return page.locator(selector).first.evaluate(
        "el => { const r = el.getBoundingClientRect(); return r.height > 0 && r.top >= 0 && "
        "r.bottom <= window.innerHeight + 1 && r.right <= window.innerWidth + 1; }")


def projector_gives_nothing_away(teacher):
    """No winner frame in the trick, no green (legal) card in the hand of the seat to move, and
    "Explain trick" cannot be pressed."""
    expect(teacher.locator(".ht-table")).not_to_contain_text("won by")
    teacher.wait_for_function(f"() => !document.querySelector('.ht-table').innerHTML.includes('{WINNER_FRAME}')",
                              timeout=SHOW)
    expect(teacher.locator(".ht-mover button.mod-success")).to_have_count(0)
    expect(teacher.get_by_role("button", name="Explain trick")).to_be_disabled()


@pytest.fixture
def room_server(tmp_path):
    """Voilà as `start-tutor --class` serves a room: on every address of the machine (loopback too,
    which the harness waits on), with the flags of scripts/voila-flags otherwise."""
    server = start_voila(Path(__file__).resolve().parents[2] / "notebooks", tmp_path,
                         extra_flags=["--Voila.ip=0.0.0.0"])
    try:
        yield server
    finally:
        server.stop()


def test_one_teacher_three_phones_on_the_network(room_server, browser, artifacts_dir):
    host = network_address()
    if host is None:
        warnings.warn("this machine has no network address besides loopback (hostname -I): the class is "
                      "tested on 127.0.0.1 only, not as phones in the room reach it", stacklevel=1)
        host = "127.0.0.1"
    base = f"http://{host}:{room_server.port}/voila/render/"
    line = Line(load_library(SCENARIO))
    line.go(AT)
    expected = make_question("winner", line)              # the engine's answer, asked here as well
    right = expected.answer[0]
    wrong = (right + 1) % len(class_options(expected))
    contexts = []
    try:
        tctx, teacher = room_page(browser, host, viewport={"width": 1280, "height": 720})
        contexts.append((tctx, teacher))
        teacher.goto(base + f"teacher.ipynb?scenario={SCENARIO}&at={AT}")
        teacher.locator("button.hc-open").wait_for(state="visible", timeout=LOAD)
        teacher.locator("button.hc-open").click()
        code_box = teacher.locator(".hc-code")
        code_box.wait_for(state="visible")
        code = code_box.get_attribute("data-code")
        assert code and len(code) == 5
        address = teacher.locator("a.hc-address").get_attribute("data-address")
        assert address == f"{base}class.ipynb?class={code}", "the whole address: host, port and path"
        expect(teacher.locator("a.hc-address")).to_have_text(address)
        qr = teacher.locator(".hc-qr svg")
        assert qr.get_attribute("class") and teacher.locator(".hc-qr").get_attribute("data-address") == address
        box = qr.bounding_box()
        assert box and box["width"] >= 160 and box["height"] >= 160, "a QR code beside the code"
        teacher.locator("label.hc-qr").click()                 # large, for the back of the room
        expect(qr).to_have_css("height", re.compile(r"^66\d(\.\d+)?px$"))    # 92 % of 720 px
        teacher.screenshot(path=str(artifacts_dir / "classroom-teacher-1280x720-qr-large.png"))
        teacher.locator("label.hc-qr").click()
        expect(qr).to_have_css("height", "172px")
        font = code_box.evaluate("el => parseFloat(getComputedStyle(el).fontSize)")
        assert font >= 72, "the code is large enough for the back of the room (10 % of a 720 px screen)"
        teacher.wait_for_url(f"**class={code}**", timeout=SHOW)     # the class is in the page's address
        assert "teacher=" not in teacher.url and f"at={AT}" in teacher.url     # the key is in a cookie

        learners = []
        for _ in range(3):
            ctx, page = room_page(browser, host, viewport={"width": 400, "height": 800}, is_mobile=True,
                                  has_touch=True)
            contexts.append((ctx, page))
            learners.append(page)
        by_qr, by_code, by_old_link = learners
        by_qr.goto(address)                                   # the QR code's address: the code is filled in
        by_code.goto(base + "class.ipynb")                    # the bare page: code and name typed
        by_old_link.goto(base + f"quiz.ipynb?class={code}&name=Learner+2")    # a link of the old quiz
        by_qr.locator(".hc-name-input input").wait_for(timeout=LOAD)
        expect(by_qr.locator(".hc-code-input input")).to_have_value(code)
        expect(by_qr.locator(".hc-name-input input")).to_have_count(1)       # one name box, no quiz
        expect(by_qr.locator(".hq-app")).to_have_count(0)
        by_qr.locator(".hc-name-input input").fill("Learner 0")
        by_qr.locator("button.hc-join").click()
        by_code.locator(".hc-code-input input").wait_for(timeout=LOAD)
        by_code.locator(".hc-code-input input").fill("ZZZZZ")
        by_code.locator(".hc-name-input input").fill("Learner 1")
        by_code.locator("button.hc-join").click()
        by_code.get_by_text("There is no class with the code ZZZZZ").wait_for()
        by_code.locator(".hc-code-input input").fill(code.lower())
        by_code.locator("button.hc-join").click()
        for i, page in enumerate(learners):
            prompt = page.locator(f".hc-prompt[data-class='{code}']")
            prompt.wait_for(timeout=LOAD)
            expect(prompt).to_contain_text(f"Learner {i}")
            page.wait_for_url("**member=**", timeout=SHOW)   # the member's token is in the address
            assert "/class.ipynb?" in page.url
        members = teacher.locator(".hc-members")
        expect(members).to_have_text("3 learners joined", timeout=SHOW)
        assert members.evaluate("el => parseFloat(getComputedStyle(el).fontSize)") >= 20

        teacher.locator("button.hc-push-winner").click()
        teacher.locator(".hc-count").get_by_text("0 of 3 answered").wait_for()
        projector_gives_nothing_away(teacher)
        wait_settled(teacher)
        teacher.screenshot(path=str(artifacts_dir / "classroom-teacher-1280x720-question.png"))
        for what in (".hc-code", ".hc-qr svg", ".hc-teacher .hc-prompt", ".hc-count", ".ht-table .ht-cards"):
            assert in_view(teacher, what), f"{what} is on the projector's one screen (1280x720)"

        for i, page in enumerate(learners):
            option = page.locator(f"button.hc-option-{(right if i < 2 else wrong) + 1}")
            option.wait_for(state="visible", timeout=SHOW)
            expect(page.locator(".hc-learner")).to_contain_text("Which card is winning this trick so far?")
            assert in_view(page, ".hc-learner .hc-prompt"), "the question is at the top of the phone"
            heights = page.locator(".hc-options button, button.hc-send").evaluate_all(
                "bs => bs.filter(b => b.offsetParent).map(b => b.getBoundingClientRect().height)")
            assert heights and min(heights) >= 44, f"answer targets of 44 px at least: {heights}"
            if i == 2:                                          # by key: the digit picks the class's answer
                page.keyboard.press(str(wrong + 1))
                expect(option).to_have_class(re.compile(r"mod-active"))
            else:
                option.click()
            if i == 1:
                page.locator("button.hc-send").dblclick()       # a double click counts once, no red sentence
            else:
                page.locator("button.hc-send").click()
            page.get_by_text("Answer sent").wait_for()
        expect(learners[1].locator(".hc-msg")).to_have_count(0)
        wait_settled(by_qr)
        by_qr.screenshot(path=str(artifacts_dir / "classroom-learner-400x800-sent.png"))
        assert by_qr.evaluate("() => document.documentElement.scrollWidth - window.innerWidth") <= 0
        teacher.locator(".hc-count").get_by_text("3 of 3 answered").wait_for(timeout=SHOW)

        by_qr.reload()                                          # F5: back in the class with the answer
        by_qr.locator(f".hc-prompt[data-class='{code}']").wait_for(timeout=LOAD)
        expect(by_qr.locator(".hc-learner .hc-sent")).to_contain_text("Answer sent", timeout=SHOW)
        assert "already used" not in by_qr.inner_text("body")

        kill_kernel(by_code)                                    # the banner, and its Reload button
        banner = by_code.locator("#hq-lost")
        banner.wait_for(timeout=SHOW)
        expect(banner).to_contain_text("Your answers in the class were saved.")
        assert "nothing is missing" not in banner.inner_text()
        try:
            banner.get_by_role("button", name="Reload the page").click(timeout=2_000)
        except Exception:                                       # the page rejoined by itself first
            pass
        by_code.locator(f".hc-prompt[data-class='{code}']").wait_for(timeout=LOAD)
        expect(by_code.locator(".hc-learner .hc-sent")).to_contain_text("Answer sent", timeout=SHOW)
        assert "already used" not in by_code.inner_text("body")

        teacher.reload()                                        # the teacher's F5: class and position kept
        teacher.locator(f".hc-code[data-code='{code}']").wait_for(timeout=LOAD)
        expect(teacher.locator(".hc-count")).to_contain_text("3 of 3 answered", timeout=SHOW)
        expect(teacher.locator(".ht-head")).to_contain_text(f"card {AT} of")
        projector_gives_nothing_away(teacher)

        teacher.locator("button.hc-reveal-button").click()
        teacher.locator(".hc-teacher .hc-reveal").get_by_text("The answer:").wait_for()
        projector_gives_nothing_away(teacher)                   # until the teacher shows it
        teacher.locator("button.hc-show-answers").click()
        expect(teacher.get_by_role("button", name="Explain trick")).to_be_enabled()
        teacher.wait_for_function(f"() => document.querySelector('.ht-table').innerHTML.includes('{WINNER_FRAME}')")
        wait_settled(teacher)
        teacher.screenshot(path=str(artifacts_dir / "classroom-teacher-1280x720-reveal.png"))
        for i, page in enumerate(learners):
            reveal = page.locator(".hc-learner .hc-reveal")
            reveal.get_by_text("The answer:").wait_for(timeout=SHOW)
            expect(reveal).to_contain_text("You were right!" if i < 2 else "Not this time")
            shown = reveal.inner_text()
            card = hydra.as_card(class_options(expected)[right])
            assert f"{card.german_name}, " in shown and f"{card} " not in shown   # by name, not its code (issue 34)
            assert "rule: who takes the trick" in shown   # in place
            assert "(rules:" not in shown
            no_traceback(page)
        by_qr.screenshot(path=str(artifacts_dir / "classroom-learner-400x800-reveal.png"))
        no_traceback(teacher)
    finally:
        for ctx, page in contexts:
            try:
                page_kernel_shutdown(page, wait=False)
            except Exception:
                pass
            ctx.close()


@pytest.mark.parametrize("notebook, query, ready", [
    ("teacher.ipynb", {"scenario": SCENARIO, "at": "47"}, "button.hc-open"),
    ("teacher-scenarios.ipynb", {}, ".ht-table"),
])
def test_teacher_dashboards_fit_400_768_and_1280(voila_server, browser, repo_root, artifacts_dir, notebook, query,
                                                 ready):
    """Projector-first, but not broken on a phone: nothing wider than the window, every button's
    whole label shown, the class panel's code and push buttons inside the window."""
    server = voila_server(repo_root / "notebooks")
    widths = (400, 768, 1280)                                # loaded side by side, each checked alone
    opened = open_side_by_side(browser, [(server.render_url(notebook, **query),
                                          {"viewport": {"width": width, "height": 900}}) for width in widths])
    try:
        for width, (_, page) in zip(widths, opened):
            page.wait_for_load_state("load", timeout=LOAD)
            page.locator(ready).first.wait_for(state="visible", timeout=LOAD)
            if notebook == "teacher.ipynb":
                page.locator("button.hc-open").click()
                page.locator(".hc-code").wait_for()
                page.locator("button.hc-push-legal").click()
                page.locator(".hc-count").wait_for()
            wait_settled(page)                               # every widget drawn and laid out
            overflow = page.evaluate("() => document.documentElement.scrollWidth - window.innerWidth")
            assert overflow <= 0, f"{notebook} at {width} px: {overflow} px wider than the window"
            wide = page.evaluate("""() => [...document.querySelectorAll('.ht *, .hc *')]
                .filter(e => e.offsetParent !== null && e.getBoundingClientRect().right > window.innerWidth + 1)
                .map(e => e.tagName).slice(0, 5)""")
            assert wide == [], f"{notebook} at {width} px: cut off at the right: {wide}"
            cut = page.evaluate("""() => [...document.querySelectorAll('button')]
                .filter(b => b.offsetParent !== null && b.scrollWidth > b.clientWidth + 1)
                .map(b => b.textContent.trim())""")
            assert cut == [], f"{notebook} at {width} px: labels cut off: {cut}"
            cards = page.evaluate("""() => [...document.querySelectorAll('.ht-card button')]
                .filter(b => b.offsetParent !== null).map(b => b.textContent.trim())""")
            codes = [c for c in cards if re.fullmatch(r"[EGRS](?:10|9|[DKOU])|HY", c)]
            assert cards and codes == [], f"{notebook} at {width} px: cards by their codes: {codes}"  # issue 34
            page.screenshot(path=str(artifacts_dir / f"{notebook.split('.')[0]}-width-{width}.png"), full_page=True)
            no_traceback(page)
            page_kernel_shutdown(page, wait=False)
    finally:
        for context, page in opened:
            try:
                page_kernel_shutdown(page, wait=False)
            except Exception:                               # a page already shut down or broken
                pass
            context.close()


def test_a_learner_page_that_loses_its_kernel_says_so_and_rejoins(voila_server, browser, repo_root):
    """The kernel of a learner's page goes away (as when the server restarts it): the page says the
    connection is lost and that it rejoins, reloads into the same class under the same name, and
    shows the open question with the answer already sent (nothing lost, nothing counted twice)."""
    from tutor.classroom import ClassStore, TeacherClass
    server = voila_server(repo_root / "notebooks")
    teacher = TeacherClass(ClassStore(server.data_dir))     # the teacher's side, on the server's store
    room = teacher.open()
    line = Line(load_library(SCENARIO))
    line.go(AT)
    teacher.push("winner", line)
    context, page = open_local_page(browser)
    try:
        page.goto(server.render_url("class.ipynb", **{"class": room.code, "name": "Rejoiner"}))
        page.locator("button.hc-option-1").wait_for(state="visible", timeout=LOAD)
        page.locator("button.hc-option-1").click()
        page.locator("button.hc-send").click()
        page.get_by_text("Answer sent").wait_for()
        kill_page_kernel(page)                               # the kernel dies (kill -9); the server restarts it
        page.locator("#hq-lost .hq-rejoin").wait_for(timeout=SHOW)
        page.wait_for_url("**member=*", timeout=SHOW)          # reloaded with the member's token
        prompt = page.locator(f".hc-prompt[data-class='{room.code}']")
        prompt.wait_for(timeout=LOAD)
        expect(prompt).to_contain_text("you are Rejoiner")
        page.get_by_text("Answer sent").wait_for(timeout=SHOW)
        assert "already used" not in page.inner_text("body")
        assert teacher.count() == (1, 1)
        no_traceback(page)
    finally:
        try:
            page_kernel_shutdown(page, wait=False)
        except Exception:
            pass
        context.close()
