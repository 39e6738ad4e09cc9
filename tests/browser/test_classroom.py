"""Ask the class (issue 12) in real browsers: one teacher page (notebooks/teacher.ipynb) and three
learner pages (notebooks/quiz.ipynb) on one Voilà server, talking only through the SQLite store.

The teacher opens a class; one learner types the code on the quiz page (a wrong code first: a
sentence), two open the class link with their names; the teacher pushes "Who wins this trick?"
about the presenter's position (the Hydra thrown on a Schell trick, R1); every learner's page
shows it; they answer; the teacher sees the count, then the distribution, and reveals: every
learner's page shows the engine's answer and explanation. Screenshots go to test-artifacts/.
"""

from __future__ import annotations

import glob
import os
import signal
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tutor.classroom import make_question
from tutor.scenarios import Line, load_library

from .conftest import LOAD_TIMEOUT, open_local_page, page_kernel_id, page_kernel_shutdown, wait_settled

pytestmark = pytest.mark.browser

LOAD = LOAD_TIMEOUT + 60_000   # ms: four cold kernels at once on a busy two-core machine
SHOW = 20_000         # ms: a pushed question or a reveal (polled every 0.5 s) reaches every page
SCENARIO, AT = "r01-hydra-on-a-fail-trick", 50


def _cmdline(proc: str) -> bytes:
    try:
        return Path(proc, "cmdline").read_bytes()
    except OSError:                 # a process that ended meanwhile
        return b""


def no_traceback(page):
    assert "Traceback" not in page.inner_text("body")
    assert page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']").count() == 0


def test_one_teacher_three_learners(voila_server, browser, repo_root, artifacts_dir):
    server = voila_server(repo_root / "notebooks")
    line = Line(load_library(SCENARIO))
    line.go(AT)
    expected = make_question("winner", line)              # the engine's answer, asked here as well
    right = expected.answer[0]
    wrong = (right + 1) % len(expected.options)
    contexts = []
    try:
        tctx, teacher = open_local_page(browser, viewport={"width": 1280, "height": 720})
        contexts.append((tctx, teacher))
        teacher.goto(server.render_url("teacher.ipynb", scenario=SCENARIO, at=str(AT)))
        teacher.locator("button.hc-open").wait_for(state="visible", timeout=LOAD)
        teacher.locator("button.hc-open").click()
        code_box = teacher.locator(".hc-code")
        code_box.wait_for(state="visible")
        code = code_box.get_attribute("data-code")
        assert code and len(code) == 5
        expect(teacher.locator(".hc-link")).to_contain_text(f"quiz.ipynb?class={code}")
        font = code_box.evaluate("el => parseFloat(getComputedStyle(el).fontSize)")
        assert font >= 48, "the code is large enough for the back of the room"

        learners = []
        for i in range(3):
            ctx, page = open_local_page(browser, viewport={"width": 400 if i == 2 else 1100, "height": 800})
            contexts.append((ctx, page))
            if i == 0:
                page.goto(server.render_url("quiz.ipynb"))
            else:
                page.goto(server.render_url("quiz.ipynb", **{"class": code, "name": f"Learner {i}"}))
            learners.append(page)
        first = learners[0]
        first.get_by_text("Ask the class: join with the code").wait_for(timeout=LOAD)
        first.get_by_text("Ask the class: join with the code").click()
        first.locator(".hc-code-input input").fill("ZZZZZ")
        first.locator(".hc-name-input input").fill("Learner 0")
        first.locator("button.hc-join").click()
        first.get_by_text("There is no class with the code ZZZZZ").wait_for()
        first.locator(".hc-code-input input").fill(code.lower())
        first.locator("button.hc-join").click()
        for i, page in enumerate(learners):
            prompt = page.locator(f".hc-prompt[data-class='{code}']")
            prompt.wait_for(timeout=LOAD)
            expect(prompt).to_contain_text(f"Learner {i}")
        teacher.get_by_text("3 learners joined").wait_for(timeout=SHOW)

        teacher.locator("button.hc-push-winner").click()
        teacher.locator(".hc-count").get_by_text("0 of 3 answered").wait_for()
        for i, page in enumerate(learners):
            page.locator("button.hc-option-1").wait_for(state="visible", timeout=SHOW)
            expect(page.locator(".hc-learner")).to_contain_text("Which card takes this trick?")
            page.locator(f"button.hc-option-{(right if i < 2 else wrong) + 1}").click()
            page.locator("button.hc-send").click()
            page.get_by_text("Answer sent").wait_for()
        learners[2].screenshot(path=str(artifacts_dir / "classroom-learner-400.png"), full_page=True)
        phone = learners[2]                                    # 400 px: nothing cut off, whole labels
        wait_settled(phone)
        assert phone.evaluate("() => document.documentElement.scrollWidth - window.innerWidth") <= 0
        assert phone.evaluate("""() => [...document.querySelectorAll('.hc button')]
            .filter(b => b.offsetParent !== null && b.scrollWidth > b.clientWidth + 1).length""") == 0
        teacher.locator(".hc-count").get_by_text("3 of 3 answered").wait_for(timeout=SHOW)

        teacher.locator("button.hc-show-tally").click()
        tally = teacher.locator(".hc-tally")
        tally.wait_for()
        expect(tally.locator("td[data-count]")).to_have_count(len(expected.options))
        counts = tally.locator("td[data-count]").evaluate_all("tds => tds.map(td => Number(td.dataset.count))")
        assert counts[right] == 2 and counts[wrong] == 1 and sum(counts) == 3
        teacher.locator("button.hc-reveal-button").click()
        teacher.locator(".hc-teacher .hc-reveal").get_by_text("The answer:").wait_for()
        teacher.screenshot(path=str(artifacts_dir / "classroom-teacher-1280.png"), full_page=True)
        for i, page in enumerate(learners):
            reveal = page.locator(".hc-learner .hc-reveal")
            reveal.get_by_text("The answer:").wait_for(timeout=SHOW)
            expect(reveal).to_contain_text("You were right!" if i < 2 else "Not this time")
            text = reveal.inner_text()
            assert ("You were right" in text) == (i < 2)
            assert expected.options[right] in text and "R1" in text
            no_traceback(page)
        learners[0].screenshot(path=str(artifacts_dir / "classroom-learner-reveal.png"), full_page=True)
        no_traceback(teacher)
    finally:
        for ctx, page in contexts:
            try:
                page_kernel_shutdown(page)
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
    for width in (400, 768, 1280):
        context, page = open_local_page(browser, viewport={"width": width, "height": 900})
        try:
            page.goto(server.render_url(notebook, **query))
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
            page.screenshot(path=str(artifacts_dir / f"{notebook.split('.')[0]}-width-{width}.png"), full_page=True)
            no_traceback(page)
            page_kernel_shutdown(page)
        finally:
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
        page.goto(server.render_url("quiz.ipynb", **{"class": room.code, "name": "Rejoiner"}))
        page.locator("button.hc-option-1").wait_for(state="visible", timeout=LOAD)
        page.locator("button.hc-option-1").click()
        page.locator("button.hc-send").click()
        page.get_by_text("Answer sent").wait_for()
        kernel = page_kernel_id(page)                        # the kernel dies (kill -9); the server restarts it
        pids = [pid for pid in glob.glob("/proc/[0-9]*") if kernel.encode() in _cmdline(pid)]
        assert pids, "the page's kernel process"
        for pid in pids:
            os.kill(int(pid.rsplit("/", 1)[1]), signal.SIGKILL)
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
            page_kernel_shutdown(page)
        except Exception:
            pass
        context.close()
