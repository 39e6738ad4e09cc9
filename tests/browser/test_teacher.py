"""Teacher mode in a real browser: Voilà serves notebooks/teacher.ipynb, Chromium clicks.

Builds a small scenario by clicking the palette (a third copy is refused), presents it, plays a
legal card, branches ("what if?") and plays another; opens library and encoded links; a bad link
shows a sentence. Screenshots go to test-artifacts/ (look at them: big, readable, uncluttered).
"""

import re

import pytest
from playwright.sync_api import expect

from tutor.hydra import scenarios as sc
from tutor.hydra.scenarios import Scenario

from .conftest import LOAD_TIMEOUT

pytestmark = pytest.mark.browser

LOAD = LOAD_TIMEOUT


def no_traceback(page):
    assert page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']").count() == 0
    assert "Traceback" not in page.content()


def open_teacher(page, server, **query):
    page.goto(server.render_url("teacher.ipynb", **query))
    page.get_by_role("tab", name="Present").wait_for(state="visible", timeout=LOAD)


def share_link(page, pattern: str) -> str:
    """The share link's text once it matches ``pattern`` whole: each widget's update reaches the
    page on its own, so the link may still show the last position for a moment."""
    box = page.get_by_role("textbox", name="share link")
    expect(box).to_have_value(re.compile(f"^{pattern}$"))
    return box.input_value()


def test_build_by_clicking_present_play_and_branch(voila_server, page, repo_root, artifacts_dir):
    server = voila_server(repo_root / "notebooks")
    open_teacher(page, server)
    page.get_by_role("button", name="Clear all hands").click()
    page.get_by_text("Not finished yet").wait_for()
    palette = page.locator(".ht-palette")
    eo = palette.get_by_role("button", name="Eichel-Ober", exact=True)      # by its name, not "EO" (issue 34)
    eo.click()
    page.get_by_role("button", name="Ada (1)").wait_for()          # seats by name, never "seat 0"
    eo.click()
    page.get_by_role("button", name="Ada (2)").wait_for()
    eo.click()                                               # a third Eichel-Ober
    page.locator(".ht-builder-message").get_by_text("only two of each card").wait_for()
    expect(page.get_by_role("button", name="Ada (2)")).to_be_visible()     # nothing changed
    expect(page.get_by_role("button", name="Ada (3)")).to_have_count(0)
    page.screenshot(path=str(artifacts_dir / "teacher-builder-third-copy.png"), full_page=True)

    page.get_by_role("button", name="Fill the rest").click()
    page.get_by_text("ready to present").wait_for()
    page.get_by_role("textbox", name="title").fill("Our own deal")
    page.get_by_role("button", name="Present").click()
    page.get_by_text("card 0 of 50").wait_for()

    legal = page.locator(".ht-mover button.mod-success")
    mover = page.locator(".ht-seat.ht-move")
    expect(mover).to_have_count(1)
    expect(mover).to_have_text(re.compile(r"^(Ada|Ben|Cem|Dora|Emil)to play"))     # the name, then "to play"
    first = mover.inner_text().split()[0]                    # the player to move, e.g. "Ada"
    legal.first.click()
    page.get_by_text("card 1 of 50").wait_for()
    page.get_by_role("button", name="Back").click()
    page.get_by_text("card 0 of 50").wait_for()             # undo
    expect(mover).to_have_count(1)
    expect(mover).to_have_text(re.compile(rf"^{first}to play"))   # the hands are redrawn too
    legal.first.click()
    page.get_by_text("card 1 of 50").wait_for()
    page.get_by_role("button", name="What if?").click()
    page.get_by_text("Play a different card now").wait_for()
    expect(mover).to_have_count(1)
    expect(mover).not_to_have_text(re.compile(rf"^{first}to play"))
    page.locator(".ht-mover button.mod-success").last.click()
    page.get_by_text("Main line and what if, side by side").wait_for()
    no_traceback(page)
    page.screenshot(path=str(artifacts_dir / "teacher-what-if.png"), full_page=True)

    # the what-if line, where it is (the link is redrawn after the comparison: wait for it)
    share = share_link(page, r"\?scenario=z:[^&]+&at=2")
    page.goto(server.render_url("teacher.ipynb") + share)
    page.get_by_role("heading", name="Our own deal").wait_for(timeout=LOAD)
    page.get_by_text("card 2 of 50").wait_for()


def test_library_link_opens_the_presenter(voila_server, page, repo_root, artifacts_dir):
    server = voila_server(repo_root / "notebooks")
    open_teacher(page, server, scenario="r01-hydra-on-a-fail-trick")
    title = sc.load_library("r01-hydra-on-a-fail-trick").title
    page.get_by_role("heading", name=title).wait_for()
    page.get_by_text("Trick 10 of 10").first.wait_for()
    page.get_by_role("button", name="Next trick").click()
    page.get_by_text("The round is over.").wait_for()
    page.get_by_role("button", name="Explain trick").click()
    page.locator(".ht-expl", has_text="cannot win").first.wait_for()
    rule = page.locator(".ht-expl details.hr-rule summary", has_text="rule: the Hydra on a fail trick")   # R1
    expect(rule.first).to_be_visible()
    assert "(R1)" not in page.locator(".ht-expl").inner_text()            # the rule opens in place, no bare id
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
    page.get_by_role("combobox", name="Show").select_option(label="Ben's view")
    page.get_by_text("What Ben knows").wait_for()
    page.screenshot(path=str(artifacts_dir / "teacher-seat-view.png"), full_page=True)
    open_teacher(page, server, scenario="z:notacode")
    page.get_by_text("this link does not hold a scenario").wait_for()
    no_traceback(page)


def test_share_link_reopens_at_the_same_position(voila_server, page, repo_root):
    """Issue 9: the share link carries the cards played so far, not only the deal; in a fresh deal
    "Next trick" lets the example players play."""
    server = voila_server(repo_root / "notebooks")
    open_teacher(page, server, scenario="r10-wedding")
    page.get_by_text("card 0 of 50").wait_for()
    page.get_by_role("button", name="Next trick").click()
    page.get_by_text("card 5 of 50").wait_for()
    page.get_by_role("button", name="Next card").click()
    page.get_by_text("card 6 of 50").wait_for()
    share = share_link(page, r"\?scenario=r10-wedding&at=6")
    page.goto(server.render_url("teacher.ipynb") + share)
    page.get_by_role("tab", name="Present").wait_for(state="visible", timeout=LOAD)
    page.get_by_text("card 6 of 50").wait_for()

    fresh = Scenario.dealt(seed=21)                    # no card recorded
    open_teacher(page, server, scenario=sc.encode_scenario(fresh))
    page.get_by_text("card 0 of 50").wait_for()
    page.get_by_role("button", name="Next trick").click()
    page.get_by_text("The example players play").wait_for()
    page.get_by_text("card 5 of 50").wait_for()
    share = share_link(page, r"\?scenario=z:[^&]+&at=5")
    page.goto(server.render_url("teacher.ipynb") + share)
    page.get_by_role("tab", name="Present").wait_for(state="visible", timeout=LOAD)
    page.get_by_text("card 5 of 50").wait_for()
    page.get_by_text("Trick 2 of 10").first.wait_for()
    no_traceback(page)


def test_projector_layout_at_1280x720(browser, voila_server, repo_root, artifacts_dir):
    """On a projector's 1280x720 the hand of the seat to move is on the screen without scrolling,
    and the text is large enough for the back of a room."""
    from .conftest import open_local_page, page_kernel_shutdown, wait_settled
    server = voila_server(repo_root / "notebooks")
    context, page = open_local_page(browser, viewport={"width": 1280, "height": 720})
    try:
        for scenario in ("r10-wedding", "r01-hydra-on-a-fail-trick"):
            open_teacher(page, server, scenario=scenario)
            mover = page.locator(".ht-mover").first
            mover.wait_for(state="visible")
            page.locator(".ht-desc").first.wait_for()
            wait_settled(page)                               # every widget drawn and laid out
            box = mover.bounding_box()
            assert box is not None and box["y"] + box["height"] <= 720, box
            assert box["x"] + box["width"] <= 1280, box
            size = page.locator(".ht-desc").first.evaluate("e => parseFloat(getComputedStyle(e).fontSize)")
            assert size >= 16
            seat = page.locator(".ht-seat").first.evaluate("e => parseFloat(getComputedStyle(e).fontSize)")
            assert seat >= 16
            page.screenshot(path=str(artifacts_dir / f"teacher-projector-{scenario}.png"))
            page_kernel_shutdown(page, wait=False)
    finally:
        context.close()


def test_f5_after_a_pick_from_the_scenario_list_keeps_scenario_and_position(voila_server, page, repo_root):
    """Issue 23: the dashboard writes the scenario and the position into its own address, so a reload
    (F5) after a pick from the scenario list (no link) shows the same scenario at the same card."""
    server = voila_server(repo_root / "notebooks")
    open_teacher(page, server)
    title = sc.load_library("r10-wedding").title
    page.get_by_role("combobox", name="scenario").select_option(label=f"library: {title}")
    page.get_by_role("button", name="Open").click()
    page.get_by_role("heading", name=title).wait_for()
    page.get_by_text("card 0 of 50").wait_for()
    page.get_by_role("button", name="Next trick").click()
    page.get_by_text("card 5 of 50").wait_for()
    page.wait_for_url("**scenario=r10-wedding**at=5**")
    page.reload()
    page.get_by_role("tab", name="Present").wait_for(state="visible", timeout=LOAD)
    page.get_by_role("heading", name=title).wait_for()
    page.get_by_text("card 5 of 50").wait_for()
    no_traceback(page)
