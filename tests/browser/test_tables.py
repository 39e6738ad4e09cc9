"""Play together (issue 32) in real browsers: two phones (400x800) at one Hydra table with three example
players, on one Voilà server (notebooks/table.ipynb); the pages talk only through the store. And a
Doppelkopf table of two people and two example players whose server is killed mid-trick and started
again: the phones open their addresses on the new server and finish the round where it was.

Ada opens the table from its page (``table.ipynb?game=hydra``, the play page's "Play with friends"):
its code, QR code and whole address; Bo joins with the code's address and his name; Ada starts. Bo
taps a card while it is not his turn: refused with a sentence, nothing changes. Then whoever is to
move taps (a call's button, or a legal card) until the first trick is complete on both phones, with
its winner and why. Neither page's HTML holds a card only the other holds (R16). Bo's F5 brings him
back to his seat with his hand. Screenshots go to test-artifacts/.
"""

from __future__ import annotations

import re

import pytest

import hydra

import os
import signal

from .conftest import start_voila, wait_settled
from .play_pages import LOAD, assert_no_traceback, page_fixture
from .test_play_phone import Phone          # a 400x800 page, closed with its kernel

pytestmark = pytest.mark.browser

PHONE = {"width": 400, "height": 800}
SHOW = 20_000           # ms: a move reaches the other phone (polled every 0.5 s)

table_page = page_fixture("table_page", "table.ipynb")


def _hand(page) -> list[str]:
    return [b.inner_text().strip() for b in page.locator(".tt-hand .tt-card button").all()]


def _tokens(text: object) -> set[str]:
    return set(re.split(r"[^A-Za-z0-9]+", str(text)))


def _status(page):
    return page.locator(".tt-status").first


def _move(page) -> None:
    """The player to move taps: the first marked (legal) card, else keep, valeo or gesund where the calls
    are, else the first button."""
    page.locator(".tt-action, .tt-card.tt-legal button").first.wait_for(timeout=SHOW)
    healthy = page.locator(".tt-action", has_text=re.compile("^(Keep|Valeo|Gesund)"))
    if page.locator(".tt-card.tt-legal button").count():
        page.locator(".tt-card.tt-legal button").first.click()
    elif healthy.count():
        healthy.first.click()
    else:
        page.locator(".tt-action").first.click()


def test_two_phones_play_hydra_together(browser, table_page, artifacts_dir):
    with Phone(browser) as ada, Phone(browser) as bo:
        ada.goto(table_page(game="hydra"), timeout=LOAD)
        ada.get_by_placeholder("your name").fill("Ada")
        ada.locator(".tt-open").click()
        code = ada.locator(".tt-code").first.get_attribute("data-code", timeout=LOAD)
        address = ada.locator(".tt-address").first.get_attribute("href")
        assert address.startswith("http://") and address.endswith(f"table.ipynb?table={code}")
        assert ada.locator(".tt-qr svg").count() == 1
        ada.screenshot(path=str(artifacts_dir / "tables-lobby-phone.png"))

        bo.goto(table_page(table=code), timeout=LOAD)
        bo.get_by_placeholder("your name").fill("Bo")
        bo.locator(".tt-join").click()
        ada.locator(".tt-seats", has_text="Bo").wait_for(timeout=SHOW)
        ada.locator(".tt-start").click()
        for phone in (ada, bo):
            _status(phone).wait_for(timeout=SHOW)
            phone.locator(".tt-hand .tt-card").first.wait_for(timeout=SHOW)
        assert "member=" in bo.url and f"table={code}" in bo.url

        # a tap out of turn: a sentence, and nothing written
        waiting, mover = (bo, ada) if _status(ada).get_attribute("data-my-turn") == "1" else (ada, bo)
        if _status(waiting).get_attribute("data-my-turn") == "0":
            seq = _status(waiting).get_attribute("data-seq")
            waiting.locator(".tt-hand .tt-card button").first.click()
            waiting.locator(".tt-msg", has_text="turn, not yours").wait_for(timeout=SHOW)
            assert _status(waiting).get_attribute("data-seq") == seq
            waiting.screenshot(path=str(artifacts_dir / "tables-refused-phone.png"))

        # play on until the first trick is complete on both phones (a round an example player threw in,
        # R6, is dealt again)
        _play_until(ada, bo, lambda: bool(ada.locator(".tt-last").count() and bo.locator(".tt-last").count()),
                    deal_again=True)
        for phone in (ada, bo):
            last = phone.locator(".tt-last").first
            last.wait_for(timeout=SHOW)
            assert re.search(r"Trick \d+ goes to ", last.inner_text())
            assert "wins" in last.locator(".tt-why").inner_text()
        # both phones at the same action (nobody moves now: only a person is to move) before reading them
        for _ in range(60):
            if _status(ada).get_attribute("data-seq") == _status(bo).get_attribute("data-seq"):
                break
            ada.wait_for_timeout(500)
        for phone in (ada, bo):
            wait_settled(phone)
        bo.screenshot(path=str(artifacts_dir / "tables-trick-phone.png"), full_page=True)
        ada.screenshot(path=str(artifacts_dir / "tables-host-phone.png"), full_page=True)
        wide = ada.evaluate("document.documentElement.scrollWidth")
        assert wide <= PHONE["width"], f"the host's page is {wide} px wide"

        # neither page carries a card only the other holds (R16)
        hands = {"ada": _hand(ada), "bo": _hand(bo)}
        played = set()
        for phone in (ada, bo):
            played |= {c.get_attribute("data-card") for c in phone.locator(".tt-played").all()}
        for phone in (ada, bo):                     # an Antrag's open card is shown to the table (R9)
            played |= _tokens(phone.locator(".tt-said").all_inner_texts() if phone.locator(".tt-said").count() else "")
        for reader, page, other in (("ada", ada, "bo"), ("bo", bo, "ada")):
            hidden = set(hands[other]) - set(hands[reader]) - played
            assert hidden, "the two hands are not the same"
            cards = {c.get_attribute("data-card") for c in page.locator("[data-card]").all()} | set(_hand(page))
            faces = set(page.eval_on_selector_all("svg title", "ts => ts.map(t => t.textContent)"))
            names = {hydra.as_card(c).german_name for c in hidden}          # a card's face is titled so
            assert not hidden & cards, (reader, hidden & cards)
            assert not {f for f in faces for n in names if n in f}, (reader, names, faces)

        # F5: Bo is back at his seat, with his hand
        before = _hand(bo)
        bo.reload(timeout=LOAD)
        bo.locator(".tt-you", has_text="You are Bo").wait_for(timeout=LOAD)
        bo.locator(".tt-hand .tt-card").first.wait_for(timeout=SHOW)
        assert _hand(bo) == before
        for phone in (ada, bo):
            assert_no_traceback(phone)


def _tap_and_wait(phone) -> None:
    seq = _status(phone).get_attribute("data-seq")
    _move(phone)
    phone.wait_for_function("s => { const e = document.querySelector('.tt-status');"
                            " return e && e.getAttribute('data-seq') !== s; }", arg=seq, timeout=SHOW)


def _play_until(ada, bo, done, deal_again: bool = False) -> None:
    """Whoever is to move taps, one tap at a time, until ``done()`` (at most 80 steps); ``deal_again``:
    a round that ended first (an example player threw in, R6) is dealt again."""
    for _ in range(80):
        if done():
            return
        if deal_again and _status(ada).get_attribute("data-over") == "1":
            ada.locator(".tt-next").click()
            ada.wait_for_timeout(500)
            continue
        phone = next((p for p in (ada, bo) if _status(p).get_attribute("data-my-turn") == "1"), None)
        if phone is None:
            ada.wait_for_timeout(500)
        else:
            _tap_and_wait(phone)


def _kill(server) -> None:
    """Kill the Voilà server at once (SIGKILL to its process group), then whatever it left behind."""
    try:
        os.killpg(server.process.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    server.process.wait(timeout=30)
    server.stop()


def test_a_doppelkopf_table_survives_its_server_killed_mid_trick(browser, repo_root, tmp_path, artifacts_dir):
    notebooks = repo_root / "notebooks"
    server = start_voila(notebooks, tmp_path)
    try:
        with Phone(browser) as ada, Phone(browser) as bo:
            ada.goto(server.render_url("table.ipynb", game="doppelkopf-turnier"), timeout=LOAD)
            ada.get_by_placeholder("your name").fill("Ada")
            ada.locator(".tt-open").click()
            code = ada.locator(".tt-code").first.get_attribute("data-code", timeout=LOAD)
            bo.goto(server.render_url("table.ipynb", table=code), timeout=LOAD)
            bo.get_by_placeholder("your name").fill("Bo")
            bo.locator(".tt-join").click()
            ada.locator(".tt-seats", has_text="Bo").wait_for(timeout=SHOW)
            assert ada.locator(".tt-seats li").count() == 4                 # two people, two example players
            ada.locator(".tt-start").click()
            for phone in (ada, bo):
                _status(phone).wait_for(timeout=SHOW)

            # play into the middle of a trick: a card on the table, after a first complete trick
            def mid_trick() -> bool:
                wait_settled(ada)
                return bool(ada.locator(".tt-trick .tt-played").count() and ada.locator(".tt-last").count())
            _play_until(ada, bo, mid_trick)
            assert mid_trick()
            wait_settled(ada)
            mid = {"seq": _status(ada).get_attribute("data-seq"), "trick": ada.locator(".tt-trick").inner_text(),
                   "ada": _hand(ada)}
            addresses = {"ada": ada.url.split("/voila/", 1)[1], "bo": bo.url.split("/voila/", 1)[1]}
            assert "member=" in addresses["ada"] and "host=" in addresses["ada"] and "member=" in addresses["bo"]

            _kill(server)                                                   # the server dies mid-trick ...
            server = start_voila(notebooks, tmp_path)                       # ... and is started again
            for name, phone in (("ada", ada), ("bo", bo)):
                phone.goto(server.url + "voila/" + addresses[name], timeout=LOAD)
                _status(phone).wait_for(timeout=LOAD)
            wait_settled(ada)
            assert _status(ada).get_attribute("data-seq") == mid["seq"]
            assert ada.locator(".tt-trick").inner_text() == mid["trick"] and _hand(ada) == mid["ada"]
            ada.screenshot(path=str(artifacts_dir / "tables-restarted-phone.png"), full_page=True)

            _play_until(ada, bo, lambda: _status(ada).get_attribute("data-over") == "1")   # the round finished by taps
            for phone in (ada, bo):
                phone.locator(".tt-end").wait_for(timeout=SHOW)
                assert "The match so far" in phone.locator(".tt-match").inner_text()
                assert_no_traceback(phone)
            bo.screenshot(path=str(artifacts_dir / "tables-round-over-phone.png"), full_page=True)
    finally:
        server.stop()
