"""Issue 31 in Chromium at 400x800: a word opens its meaning in its page's game. In 500's first step
"Stich" unfolds 500's trick (the joker, no rule about the last trick) and its glossary link opens
500's entry; the glossary opened at a game's own entry (``#hochzeit-doppelkopf``) shows that entry,
marked with its game. 500's third step links the rules text's table on the rule notes page.
Screenshots go to test-artifacts/.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .conftest import LOAD_TIMEOUT, wait_settled
from .test_never_lost import PHONE

pytestmark = pytest.mark.browser


def test_500s_stich_opens_500s_meaning(voila_server, repo_root, page, artifacts_dir):
    pages = voila_server(repo_root / "notebooks").render_url
    page.set_viewport_size(PHONE)
    page.goto(pages("500-01-deck-and-bids.ipynb", name="Ada"))
    word = page.locator(".cs-idea .hw-word").first
    word.wait_for(state="attached", timeout=LOAD_TIMEOUT)
    wait_settled(page)
    assert word.inner_text().startswith("Stich")
    word.click()
    meaning = word.locator(".hw-say")
    expect(meaning).to_be_visible()
    said = meaning.inner_text()
    assert "Fünfhundert (500)" in said and "joker" in said and "looked at" not in said
    assert meaning.locator("a").get_attribute("href") == "glossary.ipynb?name=Ada#stich-fuenfhundert"
    page.screenshot(path=str(artifacts_dir / "words-in-their-game-500-stich-400.png"))


def test_the_glossary_opens_at_a_games_own_entry(voila_server, repo_root, page, artifacts_dir):
    pages = voila_server(repo_root / "notebooks").render_url
    page.set_viewport_size(PHONE)
    page.goto(pages("glossary.ipynb", name="Ada") + "#hochzeit-doppelkopf")
    page.locator(".hn-bar").first.wait_for(state="visible", timeout=LOAD_TIMEOUT)
    entry = page.locator("#hochzeit-doppelkopf")
    expect(entry).to_have_class("hg-word hg-here", timeout=LOAD_TIMEOUT)
    wait_settled(page)
    box, bar = entry.bounding_box(), page.locator(".hn-bar").first.bounding_box()
    assert box is not None and bar is not None and bar["y"] + bar["height"] <= box["y"] < 400, (box, bar)
    assert "in Doppelkopf" in entry.inner_text() and "Kreuz-Damen" in entry.inner_text()
    page.screenshot(path=str(artifacts_dir / "words-in-their-game-glossary-400.png"))


def test_500s_step_links_the_rules_texts_table(voila_server, repo_root, page, artifacts_dir):
    pages = voila_server(repo_root / "notebooks").render_url
    page.set_viewport_size(PHONE)
    page.goto(pages("500-01-deck-and-bids.ipynb", name="Ada", step="500-1-deck-3"))
    link = page.locator(".cs-see a")
    link.wait_for(state="visible", timeout=LOAD_TIMEOUT)
    assert link.get_attribute("href") == "500-rule-notes.ipynb?name=Ada#table"
    page.screenshot(path=str(artifacts_dir / "words-in-their-game-500-table-link-400.png"))
