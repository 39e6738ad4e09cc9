"""Play a game of Hydropolis in a real browser (issue 20): Voilà serves notebooks/hydropolis-play.ipynb and
Chromium lays cards by taps on a phone (400x800) to the end of a game, and at 1280 px.

The test keeps its own copy of the game (:class:`tutor.hydropolis.HydropolisSession` of the same
``?deal=``: the deal is seeded from it and the example players choose alike, so both copies play the same
game) to know what to tap and what the page must say. The page marks each state with ``data-step`` (how
many steps the game's history has) on its status line, which the test waits for after every lay.
Screenshots go to test-artifacts/ (hydropolis-play-*.png).
"""

from __future__ import annotations

import sqlite3

import pytest

from hydra import hydropolis as hp
from hydra.core.i18n import _
from tutor.hydropolis import HydropolisSession
from tutor.rulebook import without_citations

from .conftest import open_local_page, page_kernel_shutdown
from .play_pages import LOAD, assert_fits, assert_no_traceback, button, page_fixture

pytestmark = pytest.mark.browser

PHONE = {"width": 400, "height": 800}
SHORT = {"deal": "7-0", "players": "2", "target": "40"}     # a short game: the target ends it (P13)

hydropolis = page_fixture("hydropolis", "hydropolis-play.ipynb")
#: The card laid last lies inside the table's frame (which scrolls on a phone).
IN_SIGHT = """() => { const b = document.querySelector('.hyp-board');
  const l = b && b.querySelector(".hyp-pic g[aria-label*='laid last']"); if (!l) return false;
  const o = b.getBoundingClientRect(), r = l.getBoundingClientRect();
  return r.left >= o.left - 1 && r.right <= o.right + 1 && r.top >= o.top - 1 && r.bottom <= o.bottom + 1; }"""


def settle(page, timeout=30_000):
    """Every click has its reply (the navigation bar's script counts them), and two frames more."""
    page.wait_for_function("() => !window.__hydraWaiting || window.__hydraWaiting() === 0", timeout=timeout)
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")


def wait_step(page, session, timeout=30_000):
    """Wait until the page shows the step the test's copy of the game is at."""
    step = len(session.game.history())
    page.locator(f'.hyp-status[data-step="{step}"][data-phase="{session.game.phase}"]').wait_for(timeout=timeout)
    settle(page, timeout)


def shot(page, path):
    """A screenshot of the whole page (the window made as tall as the page for the picture)."""
    size = page.viewport_size
    height = page.evaluate("Math.ceil(document.querySelector('.hyp-app').getBoundingClientRect().bottom"
                           " + window.scrollY + 40)")
    page.set_viewport_size({"width": size["width"], "height": max(size["height"], height)})
    page.evaluate("() => { window.scrollTo(0, 0); document.querySelectorAll('*').forEach("
                  "el => { if (el.scrollTop) el.scrollTop = 0; }); }")
    page.screenshot(path=str(path), full_page=True)
    page.set_viewport_size(size)


def marked_cells(page):
    return {b.inner_text().strip() for b in page.locator(".hyp-cells button.hyp-fit").all()}


def cell_name(cell):
    return f"{cell.col},{cell.row}"


def lay_by_taps(page, session, check_marks=False):
    """Do what the hint says by taps: the card, Turn if the hint lays it turned, the cell; in both copies."""
    hint = session.hint()
    assert hint is not None
    if hint.card is None:                                   # no card fits: draw or pass (P12)
        button(page, _("Draw a card") if hint.action == hp.DRAW else _("Pass")).click()
        assert session.act(hint.action).ok
        wait_step(page, session)
        return
    action = hp.parse_action(hint.action)
    assert isinstance(action, hp.Lay)
    chosen = page.locator(".hyp-card.hyp-chosen button")
    if chosen.count():                                      # a second tap lets a chosen card go
        chosen.first.click()
        page.locator(".hyp-card.hyp-chosen").wait_for(state="detached")
        settle(page)
    button(page, hint.card, ".hyp-hand").click()
    page.locator(".hyp-card.hyp-chosen").wait_for()
    settle(page)
    if action.card != hp.as_card(hint.card):
        button(page, _("Turn")).click()             # in the page's language (a German test's copy speaks German)
        page.locator(f'.hyp-card.hyp-chosen button:text-is("{action.card}")').wait_for()
        settle(page)
    if check_marks:
        assert marked_cells(page) == {cell_name(c) for c in session.cells_for(str(action.card))}
    button(page, cell_name(action.cell), ".hyp-cells").click()
    outcome = session.act(hint.action)
    assert outcome.ok
    wait_step(page, session)


def test_a_game_by_taps_on_a_phone(hydropolis, browser, artifacts_dir):
    """At 400x800: a card tapped marks the cells where it fits (P8); a tap on a cell where it does not fit
    gets the engine's sentence (P10); a tap on a marked cell lays it and says its points part by part
    (P11); the game is played to its end by taps and the end is explained (P13); nothing is cut off,
    targets are at least 44 px."""
    context, page = open_local_page(browser, viewport=dict(PHONE))
    try:
        session = HydropolisSession(**SHORT)
        page.goto(hydropolis(**SHORT))
        wait_step(page, session, LOAD)
        assert "Your turn" in page.locator(".hyp-status").inner_text()
        hand = [b.inner_text().strip() for b in page.locator(".hyp-hand button").all()]
        assert hand == [str(c) for c in session.view().hand]
        shot(page, artifacts_dir / "hydropolis-play-1-start-400.png")

        # a card tapped: its cells marked; a cell where it does not fit: the engine's sentence
        card = hand[0]
        button(page, card, ".hyp-hand").click()
        page.locator(".hyp-card.hyp-chosen").wait_for()
        settle(page)
        fits = session.cells_for(card)
        assert marked_cells(page) == {cell_name(c) for c in fits}
        if fits:
            assert "fits at" in page.locator(".hyp-fits").inner_text()
        table = session.view().table
        bad = next(hp.Cell(c, r) for r in range(3, 6) for c in range(3, 6)
                   if table.top((c, r)) is None and hp.Cell(c, r) not in fits)
        button(page, cell_name(bad), ".hyp-cells").click()
        message = page.locator(".hyp-msg", has_text="Not allowed")
        message.wait_for()
        refused = session.lay(card, bad)
        assert not refused.ok and refused.message.split(" (P")[0] in message.inner_text()
        shot(page, artifacts_dir / "hydropolis-play-2-refused-400.png")

        # every target at least 44 px: the hand's cards, the cells, the buttons
        for selector in (".hyp-hand button", ".hyp-cells button", ".hyp-controls button:visible"):
            for box in [b.bounding_box() for b in page.locator(selector).all()]:
                assert box is not None and box["height"] >= 43.5 and box["width"] >= 43.5, selector
        assert_fits(page, ("Hint", "Undo", "Turn"), width=PHONE["width"])

        # the first lay by taps, its points in four parts, the last card marked
        lay_by_taps(page, session, check_marks=True)
        said = page.locator(".hyp-msg.hyp-ok").inner_text()
        assert "covering" in said and "neighbours" in said and "caps" in said and "pipes" in said
        assert "laid last" in page.locator(".hyp-pic svg").inner_html()
        points = page.locator('.hyp-points[data-seat="0"]').inner_text()
        assert points == str(session.scores()[0])
        shot(page, artifacts_dir / "hydropolis-play-3-laid-400.png")

        # to the end of the game; the table's frame keeps the card laid last in sight
        while not session.over:
            lay_by_taps(page, session)
            if session.game.table.last is not None and not session.over:
                page.wait_for_function(IN_SIGHT, timeout=5_000)
        end = page.locator(".hyp-end")
        end.wait_for()
        assert without_citations(session.result()) in end.inner_text()     # its rule a link (issue 34)
        assert session.result() in page.locator(".hyp-status").inner_text()
        assert_fits(page, ("New game",), width=PHONE["width"])
        shot(page, artifacts_dir / "hydropolis-play-4-end-400.png")
        assert_no_traceback(page, "Error")
    finally:
        try:
            page_kernel_shutdown(page, wait=False)
        finally:
            context.close()


def test_hint_undo_a_saved_game_and_links_at_1280(hydropolis, page, artifacts_dir):
    """At 1280: a name typed, a hint (the example player's choice and why), an undo, a game played to its end
    and saved with its record; the game's link deals it again; a malformed link gets a sentence."""
    page.set_viewport_size({"width": 1280, "height": 900})
    query = {"deal": "12-0", "players": "2", "target": "30"}
    session = HydropolisSession(**query)
    page.goto(hydropolis(**query))
    wait_step(page, session, LOAD)
    page.locator(".hyp-app input[type=text]").fill("Ada")
    button(page, "Start").click()
    page.get_by_text("Playing as").wait_for()
    assert page.locator(".hyp-dealline a").get_attribute("href").startswith(
        "hydropolis-play.ipynb?deal=12-0&players=2&target=30")

    button(page, "Hint").click()
    hint = page.locator(".hyp-hint")
    hint.wait_for()
    assert without_citations(session.hint().reason) in hint.inner_text()
    lay_by_taps(page, session)
    before = session.record()
    lay_by_taps(page, session)
    button(page, "Undo").click()
    assert session.undo().ok and session.record() == before
    wait_step(page, session)
    assert "Taken back" in page.locator(".hyp-msg").inner_text()
    shot(page, artifacts_dir / "hydropolis-play-5-play-1280.png")
    measure = ("[document.querySelector('.hyp-pic svg').getBoundingClientRect().width,"
               " document.querySelector('.hyp-cells button').getBoundingClientRect().height]")
    width, cell = page.evaluate(measure)
    window_cols = width / (cell * 2)                            # the picture is whole cells wide, 2:1 each
    assert cell >= 43.5 and abs(window_cols - round(window_cols)) < 0.05
    button(page, "Bigger").click()                              # the table and its cells grow together
    page.wait_for_function(f"() => document.querySelector('.hyp-pic svg').getBoundingClientRect().width > {width + 5}")
    bigger, bigger_cell = page.evaluate(measure)
    assert abs(bigger / width - 1.35) < 0.02 and abs(bigger_cell / cell - 1.35) < 0.05
    assert abs(bigger / (bigger_cell * 2) - window_cols) < 0.05
    button(page, "Smaller").click()

    while not session.over:
        lay_by_taps(page, session)
    page.locator(".hyp-end").wait_for()
    assert "1 game of Hydropolis played" in page.locator(".hyp-match").inner_text()
    shot(page, artifacts_dir / "hydropolis-play-6-end-1280.png")
    with sqlite3.connect(hydropolis.server.data_dir / "progress.sqlite3") as db:
        saved = db.execute("SELECT deal, record, points FROM hydropolis_games g JOIN learners l "
                           "ON l.id = g.learner_id WHERE l.name = 'Ada'").fetchall()
    assert len(saved) == 1 and saved[0][0] == "12-0" and saved[0][2] == session.scores()[0]
    assert hp.Game.replay(saved[0][1]).points == session.scores()

    page.goto(hydropolis(deal="<b>12-9</b>"))
    message = page.locator(".hyp-msg")
    message.wait_for(timeout=LOAD)
    text = message.inner_text()
    assert "“<b>12-9</b>” is not a game of Hydropolis" in text and "new game" in text
    assert page.locator(".hyp-hand button").count() == 3
    assert_no_traceback(page, "Error")
    assert all("127.0.0.1" not in u for u in page.blocked)
