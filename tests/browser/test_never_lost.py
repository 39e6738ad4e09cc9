"""Issue 19 in Chromium at 400x800: the learner is never lost, and a word opens where it stands.

- The bar is at most two rows on a phone (one on a laptop), nothing in it scrolls sideways, and it
  leads to the exercises (the quiz). It is not fixed to the screen: a fixed bar covered the first
  controls of the teacher's dashboard.
- Every link on a page opened with ``?name=`` keeps the name, also the links a notebook's Markdown
  makes (the glossary link inside a word); a name typed on the home page goes into its address.
- Tapping a word in lesson 05 unfolds its meaning in place; the glossary opened at ``#stich`` shows
  that word on the screen, below the bar.
Screenshots go to test-artifacts/.
"""

from __future__ import annotations

import urllib.parse

import pytest
from playwright.sync_api import expect

from .conftest import LOAD_TIMEOUT, wait_settled

pytestmark = pytest.mark.browser

PHONE = {"width": 400, "height": 800}


@pytest.fixture
def pages(voila_server, repo_root):
    return voila_server(repo_root / "notebooks").render_url


def rendered(page):
    page.locator(".hn-bar").first.wait_for(state="visible", timeout=LOAD_TIMEOUT)
    page.wait_for_function("() => !document.querySelector('#loading') || "
                           "getComputedStyle(document.querySelector('#loading')).display === 'none'",
                           timeout=LOAD_TIMEOUT)
    wait_settled(page)


def nameless_links(page, name: str) -> list[str]:
    hrefs = page.eval_on_selector_all("a[href]", "els => els.map(a => a.getAttribute('href'))")
    bad = []
    for href in hrefs:
        if ".ipynb" not in href.split("#")[0] or "://" in href:
            continue
        if urllib.parse.parse_qs(urllib.parse.urlsplit(href).query).get("name") != [name]:
            bad.append(href)
    return bad


def test_lesson_bar_links_and_a_word_in_place(pages, page, artifacts_dir):
    page.set_viewport_size(PHONE)
    page.goto(pages("odds.ipynb", name="Ada Lovelace"))     # a lesson page off the path (issue 34)
    rendered(page)
    bar = page.locator(".hn-bar").bounding_box()
    assert bar is not None and bar["height"] <= 100 and bar["width"] <= PHONE["width"]
    assert page.locator(".hn-bar a.hn-quiz").first.is_visible()
    assert "quiz.ipynb?name=Ada+Lovelace" == page.locator(".hn-bar a.hn-quiz").first.get_attribute("href")
    expect(page.locator(".hw-word").first).to_be_attached()
    assert nameless_links(page, "Ada Lovelace") == []
    word = page.locator(".hw-word").first
    word.scroll_into_view_if_needed()
    meaning = word.locator(".hw-say")
    assert not meaning.is_visible()
    word.click()
    expect(meaning).to_be_visible()
    link = meaning.locator("a")
    href = link.get_attribute("href") or ""
    assert href.startswith("glossary.ipynb?name=Ada+Lovelace#"), href
    page.screenshot(path=str(artifacts_dir / "never-lost-odds-word-400.png"))


def test_glossary_opens_at_its_word(pages, page, artifacts_dir):
    page.set_viewport_size(PHONE)
    page.goto(pages("glossary.ipynb", name="Ada") + "#stich")
    rendered(page)
    entry = page.locator("#stich")
    expect(entry).to_have_class("hg-word hg-here")
    wait_settled(page)
    box = entry.bounding_box()
    assert box is not None and 48 <= box["y"] < 400, box        # on the screen, below the bar
    assert nameless_links(page, "Ada") == []
    page.screenshot(path=str(artifacts_dir / "never-lost-glossary-400.png"))
    # the address follows the learner's mark when the mark changes, not while it stays: a play page writes a name
    # typed in into its address a moment before its bar (and the mark in it) is drawn again, and the old mark took
    # the address back (CI, test_play.py's name from the link, issue 36)
    address_name = "() => new URLSearchParams(location.search).get('name')"
    page.evaluate("() => { history.replaceState(history.state, '', location.pathname + '?name=Bo' + location.hash);"
                  " document.body.appendChild(document.createElement('div')); }")
    page.wait_for_timeout(300)                       # the script looks 50 ms after a change of the page
    assert page.evaluate(address_name) == "Bo"
    page.evaluate("() => { const mark = document.createElement('span'); mark.hidden = true;"
                  " mark.setAttribute('data-hydra-name', 'Cy'); document.body.appendChild(mark); }")
    page.wait_for_function(f"() => ({address_name})() === 'Cy'", timeout=5_000)


def test_home_keeps_a_typed_name_in_its_address(pages, page):
    page.set_viewport_size(PHONE)
    page.goto(pages("home.ipynb"))
    page.locator(".hh input").first.wait_for(state="visible", timeout=LOAD_TIMEOUT)
    page.locator(".hh input").first.fill("Grace")
    page.locator(".hh input").first.press("Enter")
    page.wait_for_function("() => new URLSearchParams(location.search).get('name') === 'Grace'",
                           timeout=30_000)
    wait_settled(page)
    assert nameless_links(page, "Grace") == []
