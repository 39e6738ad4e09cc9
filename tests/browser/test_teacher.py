"""Teacher mode in a real browser: Voilà serves notebooks/teacher.ipynb, Chromium clicks.

Builds a small scenario by clicking the palette (a third copy is refused), presents it, plays a
legal card, branches ("what if?") and plays another; opens library and encoded links; a bad link
shows a sentence. Screenshots go to test-artifacts/ (look at them: big, readable, uncluttered).
"""

import re

import pytest
from playwright.sync_api import expect

from tutor import scenarios as sc
from tutor.scenarios import Scenario

pytestmark = pytest.mark.browser

LOAD = 90_000


def no_traceback(page):
    assert page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']").count() == 0
    assert "Traceback" not in page.content()


def open_teacher(page, server, **query):
    page.goto(server.render_url("teacher.ipynb", **query))
    page.get_by_role("tab", name="Present").wait_for(state="visible", timeout=LOAD)


def test_build_by_clicking_present_play_and_branch(voila_server, page, repo_root, artifacts_dir):
    server = voila_server(repo_root / "notebooks")
    open_teacher(page, server)
    page.get_by_role("button", name="Clear all hands").click()
    page.get_by_text("Not finished yet").wait_for()
    palette = page.locator(".ht-palette")
    eo = palette.get_by_role("button", name="EO", exact=True)
    eo.click()
    page.get_by_role("button", name="seat 0 (1)").wait_for()
    eo.click()
    page.get_by_role("button", name="seat 0 (2)").wait_for()
    eo.click()                                               # a third Eichel-Ober
    page.locator(".ht-builder-message").get_by_text("only two of each card").wait_for()
    assert page.get_by_role("button", name="seat 0 (2)").is_visible()     # nothing changed
    page.screenshot(path=str(artifacts_dir / "teacher-builder-third-copy.png"), full_page=True)

    page.get_by_role("button", name="Fill the rest").click()
    page.get_by_text("ready to present").wait_for()
    page.get_by_role("textbox", name="title").fill("Our own deal")
    page.get_by_role("button", name="Present").click()
    page.get_by_text("card 0 of 50").wait_for()

    legal = page.locator(".ht-mover button.mod-success")
    mover = page.locator(".ht-seat.ht-move")
    expect(mover).to_have_count(1)
    first = mover.inner_text().split()[1]                    # the seat to move, e.g. "0"
    legal.first.click()
    page.get_by_text("card 1 of 50").wait_for()
    page.get_by_role("button", name="Back").click()
    page.get_by_text("card 0 of 50").wait_for()             # undo
    expect(mover).to_have_count(1)
    expect(mover).to_have_text(re.compile(rf"^seat {first}(?!\d)"))   # the hands are redrawn too
    legal.first.click()
    page.get_by_text("card 1 of 50").wait_for()
    page.get_by_role("button", name="What if?").click()
    page.get_by_text("Play a different card now").wait_for()
    expect(mover).to_have_count(1)
    expect(mover).not_to_have_text(re.compile(rf"^seat {first}(?!\d)"))
    page.locator(".ht-mover button.mod-success").last.click()
    page.get_by_text("Main line and what if, side by side").wait_for()
    no_traceback(page)
    page.screenshot(path=str(artifacts_dir / "teacher-what-if.png"), full_page=True)

    share = page.get_by_role("textbox", name="share link").input_value()      # the saved scenario's link
    assert share.startswith("?scenario=z:")
    page.goto(server.render_url("teacher.ipynb") + share)
    page.get_by_role("heading", name="Our own deal").wait_for(timeout=LOAD)
    page.get_by_text("card 0 of 50").wait_for()


def test_library_link_opens_the_presenter(voila_server, page, repo_root, artifacts_dir):
    server = voila_server(repo_root / "notebooks")
    open_teacher(page, server, scenario="r01-hydra-on-a-fail-trick")
    title = sc.load_library("r01-hydra-on-a-fail-trick").title
    page.get_by_role("heading", name=title).wait_for()
    page.get_by_text("Trick 10 of 10").first.wait_for()
    page.get_by_role("button", name="Next trick").click()
    page.get_by_text("The round is over.").wait_for()
    page.get_by_role("button", name="Explain trick").click()
    page.get_by_text("cannot win (R1)").first.wait_for()
    no_traceback(page)
    page.screenshot(path=str(artifacts_dir / "teacher-presenter-r1.png"), full_page=True)


def test_encoded_link_and_bad_link(voila_server, page, repo_root, artifacts_dir):
    server = voila_server(repo_root / "notebooks")
    s = Scenario.dealt(seed=21)
    s.title = "Shared by link"
    code = sc.encode_scenario(s)
    open_teacher(page, server, scenario=code)
    page.get_by_role("heading", name="Shared by link").wait_for()
    page.get_by_text("card 0 of 50").wait_for()
    page.get_by_role("combobox", name="Show").select_option(label="seat 1's view")
    page.get_by_text("What seat 1 knows").wait_for()
    page.screenshot(path=str(artifacts_dir / "teacher-seat-view.png"), full_page=True)
    open_teacher(page, server, scenario="z:notacode")
    page.get_by_text("this link does not hold a scenario").wait_for()
    no_traceback(page)
