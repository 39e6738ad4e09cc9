"""Issue 33 in Chromium: the play pages in German (``?lang=de``). Hydra's play page at 400x800, played by taps
for the first tricks (the calls, the hint, the cards by their pictures), and at 1280x720 to the end of the
round (its score sheet, review and match total): no English sentence of the catalog's play-page files shows
through (tests/test_play_german.py lists them; tests/test_i18n_catalogs.py finds a sentence with its values);
the deal's link keeps ``lang=de`` and ``?deal=``; the bar's switch leads to the same deal in English.
Screenshots go to test-artifacts/language-play-*.png.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

import hydra
from hydra.core.i18n import _, set_language
from tutor.hydra import HydraSession

from test_i18n_catalogs import LOCALE, _catalog, _showing
from test_play_german import _english

from .conftest import open_local_page, page_kernel_shutdown
from .play_pages import LOAD, assert_no_traceback, button, page_fixture
from .play_pages import wait_step as wait_status
from .test_play_phone import SCREEN, assert_nothing_sideways, tap_picture

pytestmark = pytest.mark.browser

PROJECTOR = {"width": 1280, "height": 720}
DEAL = "4711-2"            # an Antrag refused, then accepted by the learner, who gives three cards back (R9)

play = page_fixture("play", "play.ipynb")


@pytest.fixture(scope="module")
def english():
    return _english(_catalog(LOCALE / "de" / "LC_MESSAGES" / "hydra.po"))


@pytest.fixture
def german():
    """The test's own copy of the session speaks German, so its buttons' words are the page's."""
    set_language("de")
    yield
    set_language("en")


def _no_english(page, english, where):
    text = " ".join(page.inner_text("body").split())
    showing = _showing(text, english)
    assert not showing, f"{where}: English sentences on the German page: {showing}"


def _step(page, session):
    """Do what the example player would do in the learner's seat, by a tap, on the page and the copy."""
    hint = session.hint()
    if hint.card is not None:                               # a card, or one to open or give back (R9)
        tap_picture(page, ".hp-hand .tp-card", hydra.as_card(hint.card).german_name)
        assert session.click_card(hint.card).ok
    elif hint.action.startswith("solo:"):
        page.locator(".hp-choices select").select_option(label=hydra.get_game(hint.action[5:]).name)
        button(page, _("Declare this solo")).click()
        assert session.act(hint.action).ok
    else:
        label = {c.action: c.label for c in session.choices()}[hint.action]
        button(page, label, ".hp-choices").click()
        assert session.act(hint.action).ok
    wait_status(page, ".hp-status", session)


def test_hydra_play_page_in_german_by_taps_at_400x800(play, browser, english, german, artifacts_dir):
    context, page = open_local_page(browser, viewport=dict(SCREEN), reduced_motion="reduce")
    try:
        session = HydraSession(deal=DEAL)
        page.goto(play(deal=DEAL, lang="de", name="Uta"))
        wait_status(page, ".hp-status", session, LOAD)
        expect(page.locator(".hp-title h1")).to_have_text("Eine Runde spielen")
        _no_english(page, english, "the calls")
        page.screenshot(path=str(artifacts_dir / "language-play-de-phone-1.png"))
        button(page, "Tipp").click()                         # the hint, in German with its reason
        expect(page.locator(".hp-hint")).to_contain_text("Der Beispielspieler auf deinem Platz")
        _no_english(page, english, "the hint")
        while len(session.round.tricks) < 2:
            assert session.my_turn
            _step(page, session)
            _no_english(page, english, f"step {session.step}")
            assert_nothing_sideways(page)
        expect(page.locator(".hp-replies h3")).to_have_text("Was geschah")
        expect(page.locator(".tp-done-why").first).to_contain_text("Stich")
        page.screenshot(path=str(artifacts_dir / "language-play-de-phone-trick.png"))
        # the deal's link and the bar keep the language; the switch: this deal in English
        href = page.locator(".hp-deal a").first.get_attribute("href") or ""
        assert f"deal={DEAL}" in href and "lang=de" in href and "name=Uta" in href, href
        links = page.eval_on_selector_all(".hn-bar a[href*='.ipynb']", "els => els.map(e => e.getAttribute('href'))")
        assert links and all("lang=de" in h for h in links), links
        switch = page.locator(".hn-bar a[data-hydra-lang='en']").first
        expect(switch).to_be_visible()
        assert f"deal={DEAL}" in (switch.get_attribute("href") or "")
        assert_no_traceback(page)
        page_kernel_shutdown(page, wait=False)
        switch.click()
        expect(page.locator(".hp-title h1")).to_have_text("Play a round", timeout=LOAD)
        assert re.search(r"[?&]lang=en(&|$)", page.url) and f"deal={DEAL}" in page.url, page.url
        expect(page.locator(".hp-deal")).to_contain_text(DEAL)
    finally:
        try:
            page_kernel_shutdown(page, wait=False)
        finally:
            context.close()


def test_hydra_play_page_in_german_to_the_end_at_1280x720(play, browser, english, german, artifacts_dir):
    context, page = open_local_page(browser, viewport=dict(PROJECTOR), reduced_motion="reduce")
    try:
        session = HydraSession(deal=DEAL)
        page.goto(play(deal=DEAL, lang="de"))
        wait_status(page, ".hp-status", session, LOAD)
        while not session.round.is_over:
            _step(page, session)
        _no_english(page, english, "the end of the round")
        expect(page.locator(".hp-sheet h3")).to_have_text("Abrechnung")
        expect(page.locator(".hp-review h3")).to_contain_text("Rückblick: Stich 1 von 10")
        expect(page.locator(".hp-match h3")).to_have_text("Gesamtstand der Partie")
        expect(button(page, "Nächste Runde")).to_be_visible()
        page.screenshot(path=str(artifacts_dir / "language-play-de-projector-end.png"), full_page=True)
        button(page, "Nächster Stich ▶").click()
        expect(page.locator(".hp-review h3")).to_contain_text("Stich 2 von 10")
        assert_no_traceback(page)
    finally:
        try:
            page_kernel_shutdown(page, wait=False)
        finally:
            context.close()
