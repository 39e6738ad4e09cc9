"""The rules reference in a real browser at 400x800 (issue 34), served as ``bash scripts/start-tutor``
serves it (``python -m tutor.server.serve``): an old address of the earlier course leads to its topic
with its query string kept; every target is at least 44 px; no internal id or developer word is shown;
the search finds a rule by a German and by an English word; a rule shows its German sentence and its
English. Screenshots go to test-artifacts/ (reference-400.png, reference-search-400.png)."""

from __future__ import annotations

import tempfile
import urllib.parse
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tutor.hydra.reference import rule, rule_address

from .conftest import LOAD_TIMEOUT, page_kernel_shutdown, wait_settled
from .test_front_door import start_front_door
from .test_touch_targets import TARGETS_JS

pytestmark = pytest.mark.browser

PHONE = {"width": 400, "height": 800}
#: What a learner must never read (issue 34's phone bar): internal ids and developer words.
NEVER = ("trump-solo:", "color-solo:", "normal-solo", "secret-proposal", "double-engagement", "triple-engagement",
         "notebook 0", "hydra.", "RuleBasedPlayer", "JSON", ".venv", "bash scripts/", "hypergeometric", "Traceback",
         "seat 0", "Seat 0")


@pytest.fixture(scope="module")
def tutor_server():
    server = start_front_door(Path(tempfile.mkdtemp(prefix="hydra-reference-")))
    yield server
    server.stop()


def visible_rules(page) -> list[str]:
    return page.eval_on_selector_all(".rf-rule:not(.rf-hidden)", "els => els.map(e => e.id)")


def test_an_old_address_opens_the_reference_at_its_topic_on_a_phone(tutor_server, page, artifacts_dir):
    page.set_viewport_size(PHONE)
    page.goto(tutor_server.url + "voila/render/02-trump-order.ipynb?name=Ada+Lovelace&exercise=x-1")
    page.locator(".rf-rule").first.wait_for(state="attached", timeout=LOAD_TIMEOUT)
    address = urllib.parse.urlsplit(page.url)
    assert address.path == "/voila/render/rules.ipynb"
    assert urllib.parse.parse_qs(address.query) == {"topic": ["trumps"], "name": ["Ada Lovelace"],
                                                    "exercise": ["x-1"]}
    expect(page.locator("#rf-topic-trumps")).to_have_class("rf-topic rf-here")     # opened at its topic
    expect(page.locator("#rf-topic-trumps .rf-from")).to_be_visible()
    wait_settled(page)
    top = page.locator("#rf-topic-trumps").bounding_box()
    assert top is not None and 0 <= top["y"] < PHONE["height"] / 2                  # scrolled to it
    page.screenshot(path=str(artifacts_dir / "reference-topic-400.png"))
    assert "home.ipynb?name=Ada+Lovelace" in (page.locator(".hn-bar a.hn-home").get_attribute("href") or "")

    # every target a finger can hit, the bar's and the page's, is at least 44 px; nothing a learner
    # should not read
    targets = page.evaluate(TARGETS_JS, ".hn-bar") + page.evaluate(TARGETS_JS, ".rf")
    assert any(t[0].startswith("INPUT") for t in targets) and len([t for t in targets if t[0].startswith("A")]) >= 11
    small = [t for t in targets if t[1] < 44 or t[2] < 44]
    assert small == [], small
    text = page.inner_text("body")
    assert [w for w in NEVER if w in text] == []
    width = page.evaluate("() => document.getElementById('rendered_cells').scrollWidth")
    assert width <= PHONE["width"] + 1                                             # nothing sideways

    # a rule shows its German sentence and its English
    wedding = page.locator("#rf-wedding")
    expect(wedding.locator("blockquote[lang=de]")).to_contain_text("Eine Hochzeit wird gespielt")
    expect(wedding.locator(".rf-en")).to_contain_text("A wedding is played when one player holds all four")
    expect(wedding.locator(".rf-ex")).to_contain_text("wedding (Hochzeit). The parties: Ada; Ben, Cleo, Dan and Eve.")

    # the search: a German word, then an English one; a word in neither language finds nothing
    box = page.locator("input.rf-search")
    box.fill("Hochzeit")
    expect(page.locator("#rf-who-takes-the-trick")).to_be_hidden()
    expect(wedding).to_be_visible()
    assert visible_rules(page)[0] == "rf-wedding"
    page.screenshot(path=str(artifacts_dir / "reference-search-400.png"))
    box.fill("who takes the trick")
    expect(page.locator("#rf-who-takes-the-trick")).to_be_visible()
    expect(wedding).to_be_hidden()
    expect(page.locator("#rf-topic-parties")).to_be_hidden()                        # an empty topic hides
    box.fill("Stich übernommen")
    expect(page.locator("#rf-hydra-on-a-fail-trick")).to_be_visible()
    assert visible_rules(page) == ["rf-hydra-on-a-fail-trick"]
    expect(page.locator(".rf-count")).to_have_text("1 rule")
    box.fill("grun ober")                                        # typed without the accent: found all the same
    assert "rf-key-cards" in visible_rules(page)
    box.fill("zebra")
    expect(page.locator(".rf-none")).to_be_visible()
    box.fill("")
    expect(page.locator(".rf-rule:not(.rf-hidden)")).to_have_count(len(visible_rules(page)))
    assert len(visible_rules(page)) == page.locator(".rf-rule").count()
    assert rule("hydra-on-a-fail-trick").topic == "trumps"
    page_kernel_shutdown(page, wait=False)

    # a link to one rule (tutor.hydra.reference.rule_address) opens the page at that rule, without the notice
    page.goto(tutor_server.url + "voila/render/" + rule_address("equal-cards", "Ada"))
    expect(page.locator("#rf-equal-cards")).to_have_class("rf-rule rf-here")
    expect(page.locator(".rf-from")).to_have_count(0)
    wait_settled(page)
    box = page.locator("#rf-equal-cards").bounding_box()
    assert box is not None and 0 <= box["y"] < PHONE["height"] / 2
    page_kernel_shutdown(page, wait=False)


@pytest.mark.parametrize("old, now", [("08-how-likely-is-each-party-kind.ipynb", "odds.ipynb"),
                                      ("00-index.ipynb", "home.ipynb")])
def test_a_renamed_page_is_one_redirect_away(tutor_server, page, old, now):
    page.set_viewport_size(PHONE)
    page.goto(tutor_server.url + f"voila/render/{old}?name=Ada")
    page.locator(".hn-bar, .hh").first.wait_for(state="visible", timeout=LOAD_TIMEOUT)
    address = urllib.parse.urlsplit(page.url)
    assert address.path == f"/voila/render/{now}" and urllib.parse.parse_qs(address.query)["name"] == ["Ada"]
    assert "Traceback" not in page.inner_text("body")
    page_kernel_shutdown(page, wait=False)


def test_the_reference_in_german_on_a_phone(tutor_server, page, artifacts_dir):
    """Issue 33: ``?lang=de``: German headings, each rule its German sentence alone, the search box and its
    sentences in German, finding a rule by a German and by an English word; it fits 400 px, targets 44 px; a
    link to one rule keeps the language and opens at it; the bar's switch leads to the English page."""
    page.set_viewport_size(PHONE)
    page.goto(tutor_server.url + "voila/render/rules.ipynb?lang=de&name=Uta")
    page.locator(".rf-rule").first.wait_for(state="attached", timeout=LOAD_TIMEOUT)
    wait_settled(page)
    expect(page.locator(".rf h1")).to_have_text("Die Regeln von Hydra")
    expect(page.locator(".rf-en")).to_have_count(0)
    wedding = page.locator("#rf-wedding")
    expect(wedding.locator("h3")).to_have_text("Die Hochzeit")
    expect(wedding.locator("blockquote[lang=de]")).to_contain_text("„Eine Hochzeit wird gespielt")
    expect(wedding.locator(".rf-ex")).to_contain_text("Hochzeit. Die Parteien: Ada; Ben, Cleo, Dan und Eve.")
    expect(page.locator(".hn-bar .hn-langs a[data-hydra-lang='en']")).to_have_attribute("href", "?lang=en&name=Uta")
    page.screenshot(path=str(artifacts_dir / "reference-de-400.png"))
    targets = page.evaluate(TARGETS_JS, ".hn-bar") + page.evaluate(TARGETS_JS, ".rf")
    small = [t for t in targets if t[1] < 44 or t[2] < 44]
    assert small == [], small
    text = page.inner_text("body")
    assert [w for w in NEVER if w in text] == []
    for english in ("The rules of Hydra", "Topics", "Example", "is led", "takes the trick", "rules text"):
        assert english not in text, english
    width = page.evaluate("() => document.getElementById('rendered_cells').scrollWidth")
    assert width <= PHONE["width"] + 1

    box = page.locator("input.rf-search")
    assert box.get_attribute("placeholder") == "Suche: Stich, Hochzeit, wedding …"
    box.fill("Stich übernommen")
    assert visible_rules(page) == ["rf-hydra-on-a-fail-trick"]
    expect(page.locator(".rf-count")).to_have_text("1 Regel")
    box.fill("who takes the trick")                             # an English word on the German page
    expect(page.locator("#rf-who-takes-the-trick")).to_be_visible()
    box.fill("Hochzeit")
    assert visible_rules(page)[0] == "rf-wedding"
    page.screenshot(path=str(artifacts_dir / "reference-de-search-400.png"))
    box.fill("zebra")
    expect(page.locator(".rf-none")).to_be_visible()
    expect(page.locator(".rf-none")).to_contain_text("Keine Regel enthält alle diese Wörter")
    page.screenshot(path=str(artifacts_dir / "reference-de-none-400.png"))
    page_kernel_shutdown(page, wait=False)

    page.goto(tutor_server.url + "voila/render/rules.ipynb?name=Uta&lang=de#rf-equal-cards")
    expect(page.locator("#rf-equal-cards")).to_have_class("rf-rule rf-here")
    expect(page.locator("#rf-equal-cards h3")).to_have_text("Zwei gleiche Karten")
    wait_settled(page)
    box = page.locator("#rf-equal-cards").bounding_box()
    assert box is not None and 0 <= box["y"] < PHONE["height"] / 2
    page_kernel_shutdown(page, wait=False)


@pytest.mark.parametrize("notebook, ready, heading, root", [
    ("teacher-scenarios.ipynb", ".ts-table a", "Szenarien für Lehrende, Schritt für Schritt", ".ts-prose, .ts-table"),
    ("500-rule-notes.ipynb", ".fh-note-rule", "Fünfhundert (500): die Anmerkungen zu den Regeln",
     ".fh-intro, .fh-note-rule, .fh-course")])
def test_the_other_reference_pages_in_german_on_a_phone(tutor_server, page, artifacts_dir, notebook, ready, heading,
                                                         root):
    """Issue 33: the teacher's scenarios page and 500's rule notes in German fit 400 px, their links 44 px, their
    links keep the language, and no English sentence of theirs shows (tests/test_reference_pages_german.py checks
    every sentence)."""
    page.set_viewport_size(PHONE)
    page.goto(tutor_server.url + f"voila/render/{notebook}?lang=de&name=Uta")
    page.locator(ready).first.wait_for(state="attached", timeout=LOAD_TIMEOUT)
    wait_settled(page)
    expect(page.locator("h1", has_text=heading)).to_be_visible()
    page.screenshot(path=str(artifacts_dir / f"{notebook.split('.')[0]}-de-400.png"))
    text = page.inner_text("body")
    for english in ("The library", "What you will learn", "Where the rules text can be read two ways",
                    "(the tutor plays this)", "in English:", "Hand of", "Traceback"):
        assert english not in text, english
    width = page.evaluate("() => document.getElementById('rendered_cells').scrollWidth")
    assert width <= PHONE["width"] + 1
    links = ", ".join(f"{part} a[href]" for part in root.split(", "))
    targets = page.evaluate(TARGETS_JS, ".hn-bar") + page.evaluate(
        "(sel) => [...document.querySelectorAll(sel)].map(el => { const r = el.getBoundingClientRect();"
        " return [el.tagName + ' ' + el.innerText.slice(0, 24), Math.round(r.width), Math.round(r.height)]; })", links)
    assert len(targets) > 5
    small = [t for t in targets if t[1] < 44 or t[2] < 44]
    assert small == [], small
    hrefs = page.eval_on_selector_all(links, "els => els.map(e => e.getAttribute('href'))")
    assert all("lang=de" in h for h in hrefs if ".ipynb" in h), hrefs
    page_kernel_shutdown(page, wait=False)
