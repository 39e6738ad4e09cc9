"""Play together (issue 32) in real browsers: five Chromium pages at one Hydra table play a whole round by
taps (Ada on a phone, 400x800; the four others at 1280x720), on one Voilà server (notebooks/table.ipynb);
the pages talk only through the store. And a Doppelkopf table of two people and two example players
whose server is killed mid-trick and started again: the phones open their addresses on the new server
and finish the round where it was.

Ada opens the table from its page (``table.ipynb?game=hydra``, the play page's "Play with friends"):
its code, QR code and whole address; the four others join with the code's address and their names; Ada
starts. A player taps a card while it is not their turn: refused with a sentence, nothing changes. Then
whoever is to move taps (a call's button, or a legal card) until the first trick is complete on every
page, with its winner and why. No page's HTML holds a card only another seat holds (R16). Bo's F5 in
mid-round brings him back to his seat with his hand. They play on to the end of the round: every page
shows the score sheet and the match so far. Screenshots go to test-artifacts/.
"""

from __future__ import annotations

import re

import pytest

import hydra

import os
import signal

from .conftest import open_local_page, start_voila, wait_settled
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


NAMES = ("Ada", "Bo", "Cem", "Dora", "Emil")
WIDE = {"width": 1280, "height": 720}


class Pages:
    """Ada's phone and four 1280x720 pages, each closed with its kernel."""

    def __init__(self, browser):
        self.all = [Phone(browser)] + [Wide(browser) for _ in NAMES[1:]]

    def __enter__(self):
        return [each.__enter__() for each in self.all]

    def __exit__(self, *exc):
        for each in self.all:
            each.__exit__(*exc)


class Wide(Phone):
    def __init__(self, browser):
        self.context, self.page = open_local_page(browser, viewport=dict(WIDE), reduced_motion="reduce")


def test_five_pages_play_a_whole_hydra_round(browser, table_page, artifacts_dir):
    with Pages(browser) as pages:
        ada = pages[0]
        ada.goto(table_page(game="hydra"), timeout=LOAD)
        ada.get_by_placeholder("your name").fill("Ada")
        ada.locator(".tt-open").click()
        code = ada.locator(".tt-code").first.get_attribute("data-code", timeout=LOAD)
        address = ada.locator(".tt-address").first.get_attribute("href")
        assert address.startswith("http://") and address.endswith(f"table.ipynb?table={code}")
        assert ada.locator(".tt-qr svg").count() == 1
        ada.screenshot(path=str(artifacts_dir / "tables-lobby-phone.png"))

        for page in pages[1:]:
            page.goto(table_page(table=code), timeout=LOAD)
        for page, name in zip(pages[1:], NAMES[1:]):
            page.get_by_placeholder("your name").fill(name)
            page.locator(".tt-join").click()
            ada.locator(".tt-seats", has_text=name).wait_for(timeout=SHOW)
        assert ada.locator(".tt-seats li").count() == 5                 # five people, no example player
        ada.locator(".tt-start").click()
        for page in pages:
            _status(page).wait_for(timeout=SHOW)
            page.locator(".tt-hand .tt-card").first.wait_for(timeout=SHOW)
            assert "member=" in page.url and f"table={code}" in page.url

        # a tap out of turn: a sentence, and nothing written
        waiting = next(p for p in pages if _status(p).get_attribute("data-my-turn") == "0")
        seq = _status(waiting).get_attribute("data-seq")
        waiting.locator(".tt-hand .tt-card button").first.click()
        waiting.locator(".tt-msg", has_text="turn, not yours").wait_for(timeout=SHOW)
        assert _status(waiting).get_attribute("data-seq") == seq
        if waiting is ada:
            ada.screenshot(path=str(artifacts_dir / "tables-refused-phone.png"))

        # play on until the first trick is complete on every page (a thrown-in round, R6, is dealt again)
        _play_until(pages, lambda: all(p.locator(".tt-last").count() for p in pages), deal_again=True)
        for page in pages:
            last = page.locator(".tt-last").first
            last.wait_for(timeout=SHOW)
            assert re.search(r"Trick \d+ goes to ", last.inner_text())
            assert "wins" in last.locator(".tt-why").inner_text()
        _same_action(pages)
        ada.screenshot(path=str(artifacts_dir / "tables-trick-phone.png"), full_page=True)
        pages[1].screenshot(path=str(artifacts_dir / "tables-trick-wide.png"), full_page=True)
        wide = ada.evaluate("document.documentElement.scrollWidth")
        assert wide <= PHONE["width"], f"the host's page is {wide} px wide"

        # no page carries a card only another seat holds (R16)
        hands = [_hand(p) for p in pages]
        played = set()
        for page in pages:
            played |= {c.get_attribute("data-card") for c in page.locator(".tt-played").all()}
            # an Antrag's open card is shown to the table (R9)
            played |= _tokens(page.locator(".tt-said").all_inner_texts() if page.locator(".tt-said").count() else "")
        for reader, page in enumerate(pages):
            hidden = set().union(*(hands[o] for o in range(len(pages)) if o != reader)) - set(hands[reader]) - played
            assert hidden, "the other hands hold no card this one lacks"
            cards = {c.get_attribute("data-card") for c in page.locator("[data-card]").all()} | set(_hand(page))
            faces = set(page.eval_on_selector_all("svg title", "ts => ts.map(t => t.textContent)"))
            names = {hydra.as_card(c).german_name for c in hidden}          # a card's face is titled so
            assert not hidden & cards, (NAMES[reader], hidden & cards)
            assert not {f for f in faces for n in names if n in f}, (NAMES[reader], names, faces)

        # F5 in mid-round: Bo is back at his seat, with his hand
        bo = pages[1]
        before = _hand(bo)
        bo.reload(timeout=LOAD)
        bo.locator(".tt-you", has_text="You are Bo").wait_for(timeout=LOAD)
        bo.locator(".tt-hand .tt-card").first.wait_for(timeout=SHOW)
        assert _hand(bo) == before

        # the whole round by taps: every page ends with the score sheet and the match so far
        _play_until(pages, lambda: all(_status(p).get_attribute("data-over") == "1" for p in pages), steps=200)
        for page in pages:
            page.locator(".tt-end").wait_for(timeout=SHOW)
            assert "The match so far" in page.locator(".tt-match").inner_text()
            assert_no_traceback(page)
        wait_settled(ada)
        ada.screenshot(path=str(artifacts_dir / "tables-hydra-round-over-phone.png"), full_page=True)
        assert ada.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]


def _same_action(pages) -> None:
    """Wait until every page shows the same action (nobody moves by themselves: all five are people)."""
    for _ in range(300):                    # 30 s at most, looked at every 0.1 s
        if len({_status(p).get_attribute("data-seq") for p in pages}) == 1:
            break
        pages[0].wait_for_timeout(100)
    for page in pages:
        wait_settled(page)


def _tap_and_wait(phone) -> None:
    seq = _status(phone).get_attribute("data-seq")
    _move(phone)
    phone.wait_for_function("s => { const e = document.querySelector('.tt-status');"
                            " return e && e.getAttribute('data-seq') !== s; }", arg=seq, timeout=SHOW)


def _play_until(pages, done, deal_again: bool = False, steps: int = 80) -> None:
    """Whoever is to move taps, one tap at a time, until ``done()`` (at most ``steps`` taps);
    ``deal_again``: a round that ended first (an example player threw in, R6) is dealt again (the host,
    ``pages[0]``, taps "Next round"). While no page is to move (a move still on its way to the others,
    each page polls the store every 0.5 s), the pages are looked at again every 0.1 s: the next tap
    comes as soon as a page shows its turn, not up to half a second later; each wait for a page to be to
    move lasts at most 30 s (a busy machine draws slowly; a move that never comes still fails the test)."""
    host = pages[0]

    def over() -> bool:                      # the round ended first, and the host's page shows it
        return deal_again and _status(host).get_attribute("data-over") == "1"

    def to_move():
        return next((p for p in pages if _status(p).get_attribute("data-my-turn") == "1"), None)

    for _ in range(steps):
        if done():
            return
        page = None if over() else to_move()
        waits = 0                                # tenths of a second waited for a page to be to move
        # (the host's page may show the round's end a poll later than the page that ended it: looked at too)
        while page is None and not over() and waits < 300 and not done():
            host.wait_for_timeout(100)
            waits += 1
            page = to_move()
        if over():
            host.locator(".tt-next").click()
            host.wait_for_timeout(500)
            continue
        if page is None:
            break                                # nobody to move for 30 s: said below
        _tap_and_wait(page)
    assert done(), f"not done after {steps} taps (or no page to move for 30 s)"


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
            _play_until([ada, bo], mid_trick, deal_again=True)            # (a round thrown in is dealt again)
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

            # the round finished by taps
            _play_until([ada, bo], lambda: _status(ada).get_attribute("data-over") == "1")
            for phone in (ada, bo):
                phone.locator(".tt-end").wait_for(timeout=SHOW)
                assert "The match so far" in phone.locator(".tt-match").inner_text()
                assert_no_traceback(phone)
            bo.screenshot(path=str(artifacts_dir / "tables-round-over-phone.png"), full_page=True)
    finally:
        server.stop()
