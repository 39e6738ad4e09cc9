"""Issue 33 in Chromium: the play pages of the other games in German (``?lang=de``), as
tests/browser/test_play_language.py opens Hydra's. Each page at 400x800, played by taps through a whole round: no
English sentence of the catalog's files of that page shows through (the Python tests list the files and play
every step: tests/test_play_german_doppelkopf.py ...); its buttons stay at least 44 px at phone width with the
longer German words, and nothing scrolls sideways; its links keep ``lang=de``; the bar's switch leads to the same
deal in English. Screenshots go to test-artifacts/language-<game>-*.png.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from hydra.core.i18n import _
from tutor.doppelkopf import DoppelkopfSession, action_label
from widgets.doppelkopf.play_html import card_label

from test_i18n_catalogs import LOCALE, _catalog
from test_play_german_doppelkopf import _english as dk_english

from .conftest import open_local_page, page_kernel_shutdown
from .play_pages import LOAD, assert_no_traceback, button, page_fixture
from .play_pages import wait_step as wait_status
from .test_play_language import _no_english, german  # noqa: F401 - its fixture: the test's copy speaks German
from .test_play_phone import SCREEN, assert_nothing_sideways
from .test_touch_targets import measure, small

pytestmark = pytest.mark.browser

dk_play = page_fixture("dk_play", "doppelkopf-play.ipynb")


@pytest.fixture(scope="module")
def catalog():
    return _catalog(LOCALE / "de" / "LC_MESSAGES" / "hydra.po")


def _targets_fit(page, root):
    """Every button of ``root`` is at least 44 px tall and wide (German words are longer)."""
    targets = [t for t in measure(page, root) if t[0].startswith("BUTTON")]
    assert targets and small(targets) == [], small(targets)


def _links_keep_german(page):
    links = page.eval_on_selector_all(".hn-bar a[href*='.ipynb']", "els => els.map(e => e.getAttribute('href'))")
    assert links and all("lang=de" in h for h in links), links


# --- Doppelkopf ---------------------------------------------------------------------------------------------

def _dk_step(page, session):
    hint = session.hint()
    if hint.card is not None:
        page.locator(".dkp-hand button:visible", has_text=card_label(hint.card)).first.click()
        assert session.click_card(hint.card).ok
    elif hint.action.startswith("solo:"):
        page.locator(".dkp-choices select").select_option(value=hint.action)
        button(page, _("Announce this solo")).click()
        assert session.act(hint.action).ok
    else:
        button(page, action_label(hint.action), ".dkp-choices").click()
        assert session.act(hint.action).ok
    wait_status(page, ".hp-status", session, rules=session.rules, schweine=int(session.schweine))


@pytest.mark.usefixtures("german")
def test_doppelkopf_play_page_in_german_by_taps_at_400x800(dk_play, browser, catalog, artifacts_dir):
    english = dk_english(catalog)
    deal, rules = "26-3", "hausrunde"                 # the learner holds both Kreuz-Damen: a Hochzeit
    context, page = open_local_page(browser, viewport=dict(SCREEN), reduced_motion="reduce")
    try:
        session = DoppelkopfSession(rules=rules, deal=deal)
        page.goto(dk_play(deal=deal, rules=rules, lang="de", name="Uta"))
        wait_status(page, ".hp-status", session, LOAD, rules=rules, schweine=0)
        expect(page.locator(".hp-title h1")).to_have_text("Eine Runde Doppelkopf spielen")
        expect(page.locator(".hp-deal")).to_contain_text("Hausrunden-Regeln")
        _no_english(page, english, "the reservations")
        _targets_fit(page, ".dkp-choices")
        _targets_fit(page, ".hp-controls")
        page.screenshot(path=str(artifacts_dir / "language-doppelkopf-de-phone-1.png"))
        button(page, "Tipp").click()
        expect(page.locator(".hp-hint")).to_contain_text("Der Beispielspieler auf deinem Platz")
        while not session.round.is_over:
            assert session.my_turn
            _dk_step(page, session)
            _no_english(page, english, f"step {session.step}")
            assert_nothing_sideways(page)
            if len(session.round.tricks) == 2 and not session.round.trick:
                expect(page.locator(".hp-replies h3")).to_have_text("Was geschah")
                page.screenshot(path=str(artifacts_dir / "language-doppelkopf-de-phone-trick.png"))
        _no_english(page, english, "the end of the round")
        expect(page.locator(".dkp-sheet h3")).to_have_text("Abrechnung")
        expect(page.locator(".hp-review h3")).to_contain_text("Rückblick: Stich 1 von 10")
        expect(page.locator(".hp-match h3")).to_contain_text("Gesamtstand der Partie")
        _targets_fit(page, ".hp-review, .hp-controls")
        page.screenshot(path=str(artifacts_dir / "language-doppelkopf-de-phone-end.png"), full_page=True)
        text = page.inner_text("body")
        assert not re.search(r"\b(Eichel|Grün|Schell|Ober|Unter|Daus)\b", text)     # Doppelkopf's own words
        href = page.locator(".hp-deal a").first.get_attribute("href") or ""
        assert f"deal={deal}" in href and "rules=hausrunde" in href and "lang=de" in href, href
        _links_keep_german(page)
        switch = page.locator(".hn-bar a[data-hydra-lang='en']").first
        assert f"deal={deal}" in (switch.get_attribute("href") or "")
        assert_no_traceback(page)
        page_kernel_shutdown(page, wait=False)
        switch.click()
        expect(page.locator(".hp-title h1")).to_have_text("Play a round of Doppelkopf", timeout=LOAD)
        assert re.search(r"[?&]lang=en(&|$)", page.url) and f"deal={deal}" in page.url, page.url
    finally:
        try:
            page_kernel_shutdown(page, wait=False)
        finally:
            context.close()


# --- 500 ----------------------------------------------------------------------------------------------------

play500 = page_fixture("play500", "500-play.ipynb")


def _500_step(page, session):
    from hydra import fuenfhundert as fh
    from tutor.fuenfhundert import call_label

    from .test_play_phone import tap_picture
    hint = session.hint()
    if session.round.phase == "bidding":
        button(page, call_label(hint.action), ".fp-bids").click()
        assert session.bid(hint.action).ok
    elif hint.action.startswith("JO:"):
        button(page, _("Lead the joker, naming {suit}").format(suit=fh.SUIT_NAMES[hint.action[3]][0]),
               ".fp-choices").click()
        assert session.lead_joker(hint.action[3]).ok
    else:
        tap_picture(page, ".fp-hand .tp-card", fh.as_card(hint.action).german_name)
        assert session.click_card(hint.action).ok
    wait_status(page, ".fp-status", session)


@pytest.mark.usefixtures("german")
def test_500_play_page_in_german_by_taps_at_400x800(play500, browser, catalog, artifacts_dir):
    from test_play_german_fuenfhundert import _english as fh_english
    from tutor.fuenfhundert import FuenfhundertSession
    english = fh_english(catalog)
    deal = "7-0"
    context, page = open_local_page(browser, viewport=dict(SCREEN), reduced_motion="reduce")
    try:
        session = FuenfhundertSession(deal=deal)
        page.goto(play500(deal=deal, lang="de", name="Uta"))
        wait_status(page, ".fp-status", session, LOAD)
        expect(page.locator(".fp-title h1")).to_have_text("Eine Runde 500 (Fünfhundert) spielen")
        _no_english(page, english, "the bidding")
        if session.my_turn:
            _targets_fit(page, ".fp-bids")
        _targets_fit(page, ".fp-controls")
        page.screenshot(path=str(artifacts_dir / "language-500-de-phone-1.png"))
        button(page, "Tipp").click()
        expect(page.locator(".fp-hint")).to_contain_text("Der Beispielspieler auf deinem Platz")
        shot = False
        while not session.round.is_over:
            assert session.my_turn
            _500_step(page, session)
            _no_english(page, english, f"step {len(session.round.history())}")
            assert_nothing_sideways(page)
            if len(session.round.tricks) >= 2 and not shot:
                expect(page.locator(".fp-replies h3")).to_have_text("Was geschah")
                page.screenshot(path=str(artifacts_dir / "language-500-de-phone-trick.png"))
                shot = True
        _no_english(page, english, "the end of the round")
        if session.round.ending == "played":
            expect(page.locator(".fp-score h3")).to_have_text("Die Abrechnung")
        expect(page.locator(".fp-match h3")).to_contain_text("Das Spiel (bis 500)")
        _targets_fit(page, ".fp-controls")
        page.screenshot(path=str(artifacts_dir / "language-500-de-phone-end.png"))
        text = page.inner_text("body")
        assert not re.search(r"\b(Spades|Clubs|Diamonds|Hearts|North|South)\b", text)
        href = page.locator(".fp-deal a").first.get_attribute("href") or ""
        assert f"deal={deal}" in href and "lang=de" in href, href
        _links_keep_german(page)
        assert_no_traceback(page)
    finally:
        try:
            page_kernel_shutdown(page, wait=False)
        finally:
            context.close()


# --- Hydropolis ----------------------------------------------------------------------------------------------

hydropolis_play = page_fixture("hydropolis_play", "hydropolis-play.ipynb")


@pytest.mark.usefixtures("german")
def test_hydropolis_play_page_in_german_by_taps_at_400x800(hydropolis_play, browser, catalog, artifacts_dir):
    from german_pages import english_of
    from test_play_german_hydropolis import ENGLISH_THINGS, PLAY_FILES
    from tutor.hydropolis import HydropolisSession

    from .test_play_hydropolis import SHORT, lay_by_taps, wait_step
    english = english_of(catalog, PLAY_FILES)
    context, page = open_local_page(browser, viewport=dict(SCREEN), reduced_motion="reduce")
    try:
        session = HydropolisSession(**SHORT)
        page.goto(hydropolis_play(**SHORT, lang="de", name="Uta"))
        wait_step(page, session, LOAD)
        expect(page.locator(".hyp-title h1")).to_have_text("Eine Partie Hydropolis spielen")
        expect(page.locator(".hyp-status")).to_contain_text("Du bist dran")
        _no_english(page, english, "the start")
        _targets_fit(page, ".hyp-controls")
        page.screenshot(path=str(artifacts_dir / "language-hydropolis-de-phone-1.png"))
        button(page, "Tipp").click()
        expect(page.locator(".hyp-hint")).to_contain_text("Der Beispielspieler auf deinem Platz")
        shot = False
        while not session.over:
            lay_by_taps(page, session)
            _no_english(page, english, f"step {session.step}")
            wide = page.evaluate("document.documentElement.scrollWidth")   # the table scrolls in its own frame
            assert wide <= SCREEN["width"], f"the page is {wide} px wide"
            if session.step >= 5 and not shot:
                expect(page.locator(".hyp-replies")).to_contain_text("Was geschah")
                page.screenshot(path=str(artifacts_dir / "language-hydropolis-de-phone-game.png"))
                shot = True
        _no_english(page, english, "the end of the game")
        expect(page.locator(".hyp-end")).to_contain_text("Das Spiel ist aus.")
        _targets_fit(page, ".hyp-controls")
        page.screenshot(path=str(artifacts_dir / "language-hydropolis-de-phone-end.png"))
        text = page.locator(".hyp-app").inner_text()
        assert not ENGLISH_THINGS.search(text), ENGLISH_THINGS.findall(text)
        href = page.locator(".hyp-dealline a").first.get_attribute("href") or ""
        assert "deal=7-0" in href and "lang=de" in href, href
        _links_keep_german(page)
        assert_no_traceback(page)
    finally:
        try:
            page_kernel_shutdown(page, wait=False)
        finally:
            context.close()


# --- the table of friends -------------------------------------------------------------------------------------

table_page = page_fixture("table_page", "table.ipynb")


def test_a_doppelkopf_table_of_a_german_and_an_english_phone_at_400x800(table_page, browser, catalog,
                                                                         artifacts_dir):
    """Ada opens a table in German, Bo joins it in English: each page speaks its player's language through a
    whole round (the table mixes languages)."""
    from test_tables_german import GAMES, TABLE_FILES, _english as table_english

    from .test_play_phone import Phone
    from .test_tables import SHOW, _play_until, _status
    english = table_english(catalog, TABLE_FILES | GAMES["doppelkopf-turnier"])
    with Phone(browser) as ada, Phone(browser) as bo:
        ada.goto(table_page(game="doppelkopf-turnier", lang="de"), timeout=LOAD)
        ada.get_by_placeholder("dein Name").fill("Ada")
        ada.locator(".tt-open").click()
        code = ada.locator(".tt-code").first.get_attribute("data-code", timeout=LOAD)
        expect(ada.locator(".tt-start")).to_have_text("Das Spiel starten")
        _no_english(ada, english, "the lobby")
        _targets_fit(ada, ".tt")
        ada.screenshot(path=str(artifacts_dir / "language-table-de-lobby.png"))
        bo.goto(table_page(table=code, lang="en"), timeout=LOAD)
        bo.get_by_placeholder("your name").fill("Bo")
        bo.locator(".tt-join").click()
        ada.locator(".tt-seats", has_text="Bo").wait_for(timeout=SHOW)
        ada.locator(".tt-start").click()
        for page in (ada, bo):
            _status(page).wait_for(timeout=SHOW)
        assert "lang=de" in ada.url and "member=" in ada.url, ada.url
        # (a round thrown in at the calls, five Könige in one hand at Turnier (D12), is dealt again)
        _play_until([ada, bo], lambda: len(ada.locator(".tt-last").all()) > 0, deal_again=True, steps=40)
        _no_english(ada, english, "a trick")
        ada.screenshot(path=str(artifacts_dir / "language-table-de-trick.png"))
        _play_until([ada, bo], lambda: _status(ada).get_attribute("data-over") == "1", steps=120)
        expect(ada.locator(".tt-end")).to_contain_text("Die Abrechnung dieser Runde")
        expect(bo.locator(".tt-end")).to_contain_text("The score of this round")
        _no_english(ada, english, "the end of the round")
        _targets_fit(ada, ".tt")
        ada.screenshot(path=str(artifacts_dir / "language-table-de-end.png"))
        assert_no_traceback(ada)
        assert_no_traceback(bo)
