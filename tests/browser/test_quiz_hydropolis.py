"""Hydropolis in the quiz on a phone (issue 20): at 400x800, one exercise of each kind answered by
taps: "may this card go here?" (the rule's button), "where may this card go?" (a button per cell)
and "how many points?" (the number, typed after a tap on the box). Voilà serves
notebooks/quiz.ipynb; the answers come from the same generator the kernel uses.
Screenshots go to test-artifacts/.
"""

import re
import xml.etree.ElementTree as ET

import pytest
from playwright.sync_api import expect

from tutor.exercises import kind_named, make_exercise
from tutor.rulebook import without_citations

from .conftest import LOAD_TIMEOUT, open_local_page, page_kernel_shutdown

pytestmark = pytest.mark.browser

SCREEN = {"width": 400, "height": 800}


@pytest.fixture
def phone(voila_server, repo_root, browser):
    server = voila_server(repo_root / "notebooks")
    context, page = open_local_page(browser, viewport=dict(SCREEN), has_touch=True, is_mobile=True)
    try:
        yield server, page
    finally:
        try:
            page_kernel_shutdown(page, wait=False)
        finally:
            context.close()


def open_exercise(server, page, exercise_id):
    page.goto(server.render_url("quiz.ipynb", exercise=exercise_id))
    link = page.locator(".hq-board .hq-id a").first
    expect(link).to_have_attribute("data-exercise", exercise_id, timeout=LOAD_TIMEOUT)
    ex = make_exercise(exercise_id)
    table = page.locator(".hq-hp-table svg").first
    expect(table).to_have_attribute("aria-label", re.compile("^Hydropolis table"))
    return ex


def assert_fits_the_screen(page):
    wide = page.evaluate("document.documentElement.scrollWidth")
    assert wide <= SCREEN["width"], f"the page is {wide} px wide"


def feedback(page, right=True):
    box = page.locator(".hq-fb")
    box.wait_for(state="visible", timeout=LOAD_TIMEOUT)
    assert box.get_attribute("data-correct") == str(right).lower()
    assert "Traceback" not in page.inner_text("body")
    return box.inner_text()


def test_one_exercise_of_each_kind_by_taps(phone, artifacts_dir):
    server, page = phone

    # may this card go here? (P7, P8): tap the answer the engine gives, then Check
    ex = open_exercise(server, page, "hm-sides-1-0004")
    card = page.locator(".hq-hp-card svg").first
    assert ET.fromstring(card.evaluate("e => e.outerHTML")).get("aria-label") == ex.setting.card.name
    assert page.get_by_text("tutor's own deck", exact=False).first.is_visible()
    assert_fits_the_screen(page)
    page.locator(".hq-board").screenshot(path=str(artifacts_dir / "quiz-hp-1-may-400.png"))
    label = without_citations(kind_named(ex.kind).choice_label(ex.answer))      # the rule opens in the feedback
    page.get_by_role("button", name=label, exact=True).tap()
    page.get_by_role("button", name="Check").tap()
    text = feedback(page)
    assert "Right!" in text and "rule: " in text and not re.search(r"\(P\d+\)", text)

    # where may this card go? (P7, P8): tap every cell it fits, then Check
    ex = open_exercise(server, page, "hw-fit-1-0002")
    for cell in ex.choices:
        if cell in ex.answer:
            button = page.get_by_role("button", name=cell, exact=True)
            button.tap()
            expect(button).to_have_class(re.compile("mod-active"))
    assert_fits_the_screen(page)
    page.locator(".hq-board").screenshot(path=str(artifacts_dir / "quiz-hp-2-where-400.png"))
    page.get_by_role("button", name="Check").tap()
    text = feedback(page)
    assert "Right!" in text and "may go on" in text
    marks = page.locator(".hq-hp-table svg [aria-label$='a card may go here']")
    expect(marks).to_have_count(len(ex.answer))

    # how many points? (P11): tap the box, type the total
    ex = open_exercise(server, page, "hs-caps-1-0003")
    box = page.get_by_placeholder("points")
    box.tap()
    box.fill(str(ex.answer))
    box.press("Enter")
    text = feedback(page)
    assert "Right!" in text and f"= {ex.answer} point" in text and "caps" in text
    assert "rule: Points for one laid card" in text                          # P11, in place
    assert_fits_the_screen(page)
    page.locator(".hq-board").screenshot(path=str(artifacts_dir / "quiz-hp-3-points-400.png"))

    # the same board at 1280 px: the table and the card beside the progress panel, nothing cut off
    page.set_viewport_size({"width": 1280, "height": 900})
    expect(page.locator(".hq-hp-table svg").first).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= 1280
    page.screenshot(path=str(artifacts_dir / "quiz-hp-4-points-1280.png"), full_page=True)

    # the keys on a computer: 1-9 press the cells' buttons, Enter checks
    ex = open_exercise(server, page, "hw-leaky-2-0001")
    assert len(ex.choices) <= 9 and len(ex.answer) > 1
    page.locator(".hq-hp-table").click()
    for i, cell in enumerate(ex.choices):
        if cell in ex.answer:
            page.keyboard.press(str(i + 1))
            expect(page.get_by_role("button", name=cell, exact=True)).to_have_class(re.compile("mod-active"))
    page.keyboard.press("Enter")
    assert "Right!" in feedback(page)
