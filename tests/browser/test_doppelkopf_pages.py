"""The Doppelkopf pages of issue 13 in a real browser (Voilà serves notebooks/, Chromium clicks).

- The differences page renders every difference of ``hydra.doppelkopf.compare`` with at least one
  example the engines computed (D5 / R2: the same cards, a different winner) and no traceback.
- The rule card: choosing a rule set and an option (Schweine, D6) changes the summary; the share link
  reopens the same choice; a bad link gets a sentence, not a traceback.
Screenshots at 400 and 1280 px go to test-artifacts/.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from hydra.doppelkopf.compare import difference, differences
from hydra.doppelkopf.cards import card_name
from tutor.doppelkopf.words import dk_words
from tutor.rulebook import without_citations

from .conftest import LOAD_TIMEOUT, open_local_page, page_kernel_shutdown, wait_settled
from .test_touch_targets import TARGETS_JS

pytestmark = pytest.mark.browser

LOAD = LOAD_TIMEOUT      # ms: a cold kernel on a busy 2-core machine (tests/browser/conftest.py)


def shoot(page, path, width):
    """A screenshot of the whole page at ``width`` px (Voilà scrolls its own body, so the viewport
    is made as tall as the content first)."""
    height = page.evaluate("() => Math.max(...Array.from(document.querySelectorAll('*'), e => e.scrollHeight))")
    page.set_viewport_size({"width": width, "height": min(max(height, 800), 12000)})
    page.screenshot(path=str(path), full_page=True)


@pytest.fixture
def pages(voila_server, repo_root):
    server = voila_server(repo_root / "notebooks")

    def url(notebook, **query):
        return server.render_url(notebook, **query)
    return url


def assert_no_traceback(page):
    body = page.inner_text("body")
    assert "Traceback" not in body and "Error" not in body.replace("Errors", "")
    assert page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']").count() == 0


def test_differences_page_shows_computed_examples(pages, page, browser, artifacts_dir):
    """D5 / R2 (equal cards), D6 (Schweine), D33 / D36 (Sonderpunkte): the page shows what the engine
    computed, in French card names, with the rule ids."""
    page.goto(pages("doppelkopf-differences.ipynb"))
    page.locator(".dk-diff").first.wait_for(timeout=LOAD)
    assert page.locator(".dk-diff").count() == len(differences())
    assert page.locator(".dk-ex").count() >= 1
    equal = difference("equal-cards")
    assert equal.example is not None
    section = page.locator('.dk-diff[data-key="equal-cards"]')
    text = section.inner_text()
    for outcome in equal.example.outcomes:                 # the winners the engines computed (D5, R2)
        assert dk_words(without_citations(outcome.text)) in text        # Doppelkopf's words, no ids (issue 34)
    assert "Herz-Zehn" in text and card_name("R10") not in text                 # Doppelkopf's own name
    section.locator("summary", has_text="Why").click()
    why = section.inner_text()                                  # D5 and R2 by their titles, never their ids
    assert "Equal cards (Hausrunde)" in why and "equal cards (Hydra)" in why and "D5" not in why
    assert_no_traceback(page)
    shoot(page, artifacts_dir / "doppelkopf-differences-1280.png", 1280)

    page.get_by_role("button", name="Hausrunde and Turnier", exact=True).click()
    page.locator('.dk-diff[data-key="deck"]').wait_for(state="detached")   # the same in both texts
    assert page.locator('.dk-diff[data-key="equal-cards"]').count() == 1

    context, small = open_local_page(browser, viewport={"width": 400, "height": 800})
    try:
        small.goto(pages("doppelkopf-differences.ipynb"))
        small.locator(".dk-ex").first.wait_for(timeout=LOAD)
        assert_no_traceback(small)
        shoot(small, artifacts_dir / "doppelkopf-differences-400.png", 400)
    finally:
        page_kernel_shutdown(small, wait=False)
        context.close()


def test_rule_card_choice_share_link_and_bad_link(pages, page, browser, artifacts_dir):
    """Choose the Hausrunde and Schweine (D6): the summary says so and marks the rows where the
    Turnier differs (D5); the share link reopens the same choice; a bad link gets a sentence."""
    page.goto(pages("doppelkopf-rule-card.ipynb"))
    summary = page.locator(".dk-rc")
    summary.wait_for(timeout=LOAD)
    assert summary.get_attribute("data-rules") == "turnier"
    assert "Our table plays the Turnier" in summary.inner_text()
    page.get_by_role("button", name="Hausrunde", exact=True).click()
    page.locator('.dk-rc[data-rules="hausrunde"]').wait_for()
    page.get_by_label("play with Schweine").check()
    page.locator('.dk-rc[data-rules="hausrunde~schweine"]').wait_for()
    text = page.locator(".dk-rc").inner_text()
    assert "with Schweine" in text and "differs from the Turnier" in text
    assert page.locator(".dk-rc tr.differs").count() >= 1
    assert_no_traceback(page)
    shoot(page, artifacts_dir / "doppelkopf-rule-card-1280.png", 1280)
    share = page.locator("a.dk-share-link")                # its own widget: it may follow a moment later
    expect(share).to_have_attribute("href", re.compile("hausrunde~schweine"))
    href = share.get_attribute("href")
    page.emulate_media(media="print")                     # printed: the card alone, no bar, no controls
    assert not page.locator(".hn-bar").is_visible() and not page.locator(".dk-controls").first.is_visible()
    assert page.locator(".dk-rc").is_visible()
    shoot(page, artifacts_dir / "doppelkopf-rule-card-print.png", 1280)
    page.emulate_media(media="screen")
    assert href.startswith("doppelkopf-rule-card.ipynb?rules=hausrunde~schweine")

    context, small = open_local_page(browser, viewport={"width": 400, "height": 800})
    try:
        small.goto(pages("doppelkopf-rule-card.ipynb") + "?" + href.partition("?")[2])
        small.locator('.dk-rc[data-rules="hausrunde~schweine"]').wait_for(timeout=LOAD)
        assert small.get_by_label("play with Schweine").is_checked()
        assert_no_traceback(small)
        shoot(small, artifacts_dir / "doppelkopf-rule-card-400.png", 400)
        page_kernel_shutdown(small, wait=False)
        small.goto(pages("doppelkopf-rule-card.ipynb", rules="skat~schweine"))
        bad = small.locator(".dk-bad")
        bad.wait_for(timeout=LOAD)
        assert "is not a rule set" in bad.inner_text()
        assert small.locator('.dk-rc[data-rules="turnier"]').count() == 1
        assert_no_traceback(small)
        shoot(small, artifacts_dir / "doppelkopf-rule-card-bad-link.png", 400)
        page_kernel_shutdown(small, wait=False)
        small.goto(pages("doppelkopf-rule-card.ipynb", rules="hausrunde~schweine~D4:diagonal"))   # one typo
        small.locator('.dk-rc[data-rules="hausrunde~schweine"]').wait_for(timeout=LOAD)
        assert "is not a reading of D4" in small.locator(".dk-bad").inner_text()
        assert small.get_by_label("play with Schweine").is_checked()
    finally:
        page_kernel_shutdown(small, wait=False)
        context.close()


#: Issue 33: the two pages in German (opened for Uta: a page asked for with lang= and name= keeps that language for
#: the name, and other tests open English pages for Ada).
GERMAN_PAGES = [
    ("doppelkopf-rule-card.ipynb", {"rules": "hausrunde~schweine~D4:alternating"}, ".dk-rc",
     "Die Doppelkopf-Regelkarte deines Tisches",
     ("Your table", "Rule set", "Share this card", "differs from", "Where the text", "play with Schweine")),
    ("doppelkopf-differences.ipynb", {}, ".dk-ex", "Doppelkopf: Hausrunde, Turnier und Hydra im Vergleich",
     ("compared", "All differences", "computed by the engines", "The same cards", "Why", "in English:")),
]


@pytest.mark.parametrize("notebook, query, ready, heading, english", GERMAN_PAGES,
                         ids=["rule card", "differences"])
def test_the_doppelkopf_pages_in_german_on_a_phone(pages, browser, artifacts_dir, notebook, query, ready, heading,
                                                   english):
    """Issue 33: ``?lang=de`` at 400x800: German headings and sentences in Doppelkopf's words (no English of theirs
    shows through, no "not translated yet"), nothing wider than the phone, every control and fold 44 px; the rule
    card's share link keeps the language and the choice."""
    context, small = open_local_page(browser, viewport={"width": 400, "height": 800})
    try:
        small.goto(pages(notebook, lang="de", name="Uta", **query))
        small.locator(ready).first.wait_for(timeout=LOAD)
        wait_settled(small)
        expect(small.locator("h1", has_text=heading)).to_be_visible()
        small.screenshot(path=str(artifacts_dir / f"{notebook.split('.')[0]}-de-400.png"))
        text = small.inner_text("body")
        for words in english + ("noch nicht übersetzt", "Traceback"):
            assert words not in text, words
        assert small.evaluate("() => document.getElementById('rendered_cells').scrollWidth") <= 401
        folds = small.locator(".dk-rules > summary, .dk-readings > summary")
        if folds.count():
            folds.first.click()                                  # a fold opens in place, its quote in German alone
            expect(small.locator(".dk-rules[open] q[lang=de]").first).to_be_visible()
        targets = small.evaluate(TARGETS_JS, ".dk-controls") + small.evaluate(
            "() => [...document.querySelectorAll('.dk-page summary')].filter(el => el.offsetParent).map(el => {"
            " const r = el.getBoundingClientRect(); return [el.innerText.slice(0, 24), Math.round(r.width),"
            " Math.round(r.height)]; })")
        assert len(targets) >= 3
        assert [t for t in targets if t[1] < 44 or t[2] < 44] == []
        if "rules" in query:
            expect(small.locator("a.dk-share-link")).to_have_attribute("href", re.compile("lang=de"))
            href = small.locator("a.dk-share-link").get_attribute("href")
            assert "rules=hausrunde~schweine~D4:alternating" in href and "name=Uta" in href
            assert "Dame und Bube abwechselnd nach Farbe" in text and "mit Schweinen, von oben: Karo-As" in text
        shoot(small, artifacts_dir / f"{notebook.split('.')[0]}-de-400-full.png", 400)
    finally:
        page_kernel_shutdown(small, wait=False)
        context.close()
