"""The play pages on a phone, finished (issue 35), at 400x800 in Chromium:

- every card of the hand is a picture with its name in the game's own words inside its slot (Hydra, Doppelkopf,
  500): the name's text lies under the picture and inside its button, never above the strip;
- the Doppelkopf page shows no Hydra notation ("(ED)") and no "click";
- after the finished trick fades, nothing of it is left (no empty band), and while it is shown the next
  trick's led cards are shown beside it, not under it;
- the table and the hand are on the first screen (within 800 px, under the bar) in every phase of the
  checked deals, and every call in a seat's box is in full words (none cut short);
- the navigation bar is one row at the top of every play page and of the Hydropolis course's pages, its links
  readable (white on its green), its "Course" and "Play" those of the game the page is in;
- the Hydropolis play page's options are 44 px high, and on course page 2 a tap on the "try here" label lays
  the card.

The test's own copy of each session (seeded from the same ``?deal=``) says what the example player in the
learner's seat would do, as in tests/browser/test_play_phone.py.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

import hydra
from hydra import fuenfhundert as fh
from tutor.doppelkopf import DoppelkopfSession, action_label
from tutor.fuenfhundert import FuenfhundertSession, call_label
from tutor.hydra import HydraSession
from tutor.hydropolis.course import COURSE

from .conftest import LOAD_TIMEOUT, open_local_page, page_kernel_shutdown, wait_settled
from .play_pages import wait_step
from .test_play_phone import Phone, tap_picture, to_top

pytestmark = pytest.mark.browser

SCREEN = {"width": 400, "height": 800}


@pytest.fixture(scope="module")
def url(voila_server, repo_root):
    return voila_server(repo_root / "notebooks").render_url


# --- what is measured -----------------------------------------------------------------------------

#: Each card name's text (a Range around the button's words) against its slot: below the picture's bottom,
#: inside the button, and the button no taller inside than it shows (nothing scrolls or spills).
_NAMES_JS = """(sel) => [...document.querySelectorAll(sel)].filter(b => b.offsetParent).map(b => {
  const box = b.closest('.tp-card'), svg = box && box.querySelector('svg');
  const range = document.createRange(); range.selectNodeContents(b);
  const text = range.getBoundingClientRect(), own = b.getBoundingClientRect();
  const pic = svg ? svg.getBoundingClientRect() : null;
  return {name: b.innerText.trim(), picture: !!svg,
          below: pic ? text.top >= pic.bottom - 1 : false,
          inside: text.top >= own.top - 1 && text.bottom <= own.bottom + 1 && text.left >= own.left - 1
                  && text.right <= own.right + 1,
          spill: b.scrollHeight > b.clientHeight + 1 || b.scrollWidth > b.clientWidth + 1};
})"""


def assert_names_inside(page, hand):
    names = page.evaluate(_NAMES_JS, f"{hand} button")
    assert names, f"no card of {hand} is shown"
    bad = [n for n in names if not (n["picture"] and n["below"] and n["inside"] and not n["spill"])]
    assert not bad, f"card names outside their slots: {bad}"


#: The bar's bottom, the table's top and the hand's bottom at the top of the page; the calls cut short.
_SCREEN_JS = """([board, hand]) => {
  const bar = document.querySelector('.hn-bar').getBoundingClientRect();
  const top = document.querySelector(board).getBoundingClientRect().top;
  const cards = [...document.querySelectorAll(hand)].filter(el => el.offsetParent);
  const bottom = Math.max(...cards.map(el => el.getBoundingClientRect().bottom));
  const cut = [...document.querySelectorAll('.tp-call')].filter(el => el.offsetParent
      && el.scrollWidth > el.clientWidth + 1).map(el => el.innerText);
  const app = document.querySelector('.hp-app, .fp-app');
  const parts = app ? [...app.children].filter(el => el.offsetParent).map(el =>
      `${(el.className.match(/\b(hp|fp|dkp|tp|hn)-[a-z-]+/g) || [el.innerText.slice(0, 12)]).join('.')}:`
      + Math.round(el.getBoundingClientRect().height)) : [];
  return {bar: bar.bottom, top, bottom, cut, parts: parts.join(' ')};
}"""


def assert_one_screen(page, board, hand, where):
    """At the top of the page: the table starts under the bar and the last card of the hand ends within
    the screen; no seat's call is cut short."""
    to_top(page)
    seen = page.evaluate(_SCREEN_JS, [board, hand])
    assert seen["top"] >= seen["bar"] - 1, f"{where}: the bar covers the table ({seen})"
    assert seen["bottom"] <= SCREEN["height"], f"{where}: the hand ends at {seen['bottom']:.0f} px ({seen})"
    assert not seen["cut"], f"{where}: calls cut short: {seen['cut']}"


# --- Hydra: every phase of the checked deals -------------------------------------------------------

def hydra_step(page, session):
    hint = session.hint()
    if hint.card is not None:
        tap_picture(page, ".hp-hand .tp-card", hydra.as_card(hint.card).german_name)
        assert session.click_card(hint.card).ok
    elif hint.action.startswith("solo:"):
        page.locator(".hp-choices select").select_option(label=hydra.get_game(hint.action[5:]).name)
        page.get_by_role("button", name="Declare this solo", exact=True).click()
        assert session.act(hint.action).ok
    else:
        label = {c.action: c.label for c in session.choices()}[hint.action]
        page.locator(".hp-choices").get_by_role("button", name=label, exact=True).first.click()
        assert session.act(hint.action).ok
    wait_step(page, ".hp-status", session)


@pytest.mark.parametrize("deal", ["4711-2", "26-2", "25-1"])
def test_hydra_table_and_hand_on_one_screen_in_every_phase(url, browser, artifacts_dir, deal):
    """R7, R9, R8: the calls (an Antrag given back, a solo named), then every trick: after each tap the table
    and the whole hand are under the bar and within 800 px, with the finished trick shown and after it is
    tapped away; the names stay in their slots; the calls are in full words."""
    with Phone(browser) as page:
        session = HydraSession(deal=deal)
        page.goto(url("play.ipynb", deal=deal))
        wait_step(page, ".hp-status", session, LOAD_TIMEOUT)
        step = 0
        while not session.round.is_over:
            where = f"deal {deal}, step {step}, phase {session.round.phase}"
            assert_one_screen(page, ".hp-board", ".hp-hand .tp-card", where)
            assert_names_inside(page, ".hp-hand .tp-card")
            before = len(session.round.tricks)
            hydra_step(page, session)
            step += 1
            if len(session.round.tricks) > before and not session.round.is_over:
                assert_one_screen(page, ".hp-board", ".hp-hand .tp-card", where + ", the trick shown")
                if step < 12:
                    page.screenshot(path=str(artifacts_dir / f"phone35-hydra-{deal}-trick.png"))
                page.locator(".tp-done .tp-done-box").click()
                expect(page.locator(".tp-done .tp-done-box")).to_be_hidden()
        page.screenshot(path=str(artifacts_dir / f"phone35-hydra-{deal}-end.png"))


def test_no_band_is_left_after_the_trick_fades_and_the_next_trick_shows_beside_it(url, browser):
    """While the finished trick is shown, the cards already led to the next trick are shown too (not covered);
    once it has faded, nothing of it takes room: the trick area is as tall as the next trick."""
    with Phone(browser, motion=True) as page:
        session = HydraSession(deal="7-0")
        page.goto(url("play.ipynb", deal="7-0"))
        wait_step(page, ".hp-status", session, LOAD_TIMEOUT)
        while True:                        # until a tap completes a trick and the next one is already led
            before = len(session.round.tricks)
            hydra_step(page, session)
            trick = session.round.current_trick
            if len(session.round.tricks) > before and trick is not None and trick.cards:
                break
        done = page.locator(".tp-done-box").first
        now = page.locator(".hp-board .tp-now .hp-slot").first
        if done.is_visible():
            shown, led = done.bounding_box(), now.bounding_box()
            assert led is not None and (led["y"] >= shown["y"] + shown["height"] - 1
                                        or led["y"] + led["height"] <= shown["y"] + 1), (shown, led)
        expect(done).to_be_hidden(timeout=15_000)
        page.wait_for_timeout(700)
        heights = page.evaluate("""() => {
          const area = document.querySelector('.hp-board .tp-area'), now = area.querySelector('.tp-now');
          return [area.getBoundingClientRect().height, now.getBoundingClientRect().height];
        }""")
        assert heights[0] <= heights[1] + 2, f"an empty band is left: area {heights[0]} px, trick {heights[1]} px"


# --- Doppelkopf and 500 ---------------------------------------------------------------------------

def test_doppelkopf_cards_are_pictures_in_doppelkopfs_words_on_one_screen(url, browser, artifacts_dir):
    """D1: the hand and the tricks are pictures with Doppelkopf's names (Kreuz-As, Pik-Zehn), no Hydra notation
    anywhere and "tap", not "click"; the table and the hand on one screen in every phase."""
    deal = "26-2"
    with Phone(browser) as page:
        session = DoppelkopfSession(rules="turnier", deal=deal)
        page.goto(url("doppelkopf-play.ipynb", deal=deal, rules="turnier"))

        def wait(timeout=30_000):
            wait_step(page, ".hp-status", session, timeout, rules=session.rules, schweine=int(session.schweine))
        wait(LOAD_TIMEOUT)
        step = 0
        notation = [f"({c})" for c in ("ED", "EO", "EU", "G10", "R10", "SD", "SK")]
        while not session.round.is_over:
            where = f"step {step}, phase {session.round.phase}"
            assert_one_screen(page, ".dkp-board", ".dkp-hand .tp-card", where)
            assert_names_inside(page, ".dkp-hand .tp-card")
            text = page.inner_text("body")
            assert not [n for n in notation if n in text], where
            assert "click" not in page.inner_text(".hp-status").lower()
            hint = session.hint()
            before = len(session.round.tricks)
            if hint.card is not None:
                names = {c: b.inner_text().strip() for c, b in zip(session.hand(), page.locator(
                    ".dkp-hand .tp-card:visible button").all())}
                tap_picture(page, ".dkp-hand .tp-card", names[hint.card])
                assert session.click_card(hint.card).ok
            elif hint.action.startswith("solo:"):
                page.locator(".dkp-choices select").select_option(value=hint.action)
                page.get_by_role("button", name="Announce this solo", exact=True).click()
                assert session.act(hint.action).ok
            else:
                page.locator(".dkp-choices").get_by_role("button", name=action_label(hint.action),
                                                         exact=True).first.click()
                assert session.act(hint.action).ok
            wait()
            step += 1
            if len(session.round.tricks) > before and not session.round.is_over:
                assert_one_screen(page, ".dkp-board", ".dkp-hand .tp-card", where + ", the trick shown")
                page.screenshot(path=str(artifacts_dir / "phone35-dk-trick.png"))
                page.locator(".tp-done .tp-done-box").click()
        page.screenshot(path=str(artifacts_dir / "phone35-dk-end.png"))


def test_500_card_names_inside_their_slots_on_one_screen(url, browser, artifacts_dir):
    """F1: every card's name (Kreuz-Dame, Herz-König) under its picture inside its slot, in every phase;
    the table, the hand and the bids on one screen."""
    deal = "7-0"
    with Phone(browser) as page:
        session = FuenfhundertSession(deal=deal)
        page.goto(url("500-play.ipynb", deal=deal))
        wait_step(page, ".fp-status", session, LOAD_TIMEOUT)
        page.screenshot(path=str(artifacts_dir / "phone35-500-1.png"))
        step = 0
        while not session.round.is_over:
            where = f"step {step}, phase {session.round.phase}"
            assert_names_inside(page, ".fp-hand .tp-card")
            assert_one_screen(page, ".fp-board", ".fp-hand .tp-card", where)
            hint = session.hint()
            before = len(session.round.tricks)
            if session.round.phase == "bidding":
                page.locator(".fp-bids").get_by_role("button", name=call_label(hint.action), exact=True).click()
                assert session.bid(hint.action).ok
            elif hint.action.startswith("JO:"):
                page.locator(".fp-choices").get_by_role(
                    "button", name=f"Lead the joker, naming {fh.SUIT_NAMES[hint.action[3]][0]}").click()
                assert session.lead_joker(hint.action[3]).ok
            else:
                tap_picture(page, ".fp-hand .tp-card", fh.as_card(hint.action).german_name)
                assert session.click_card(hint.action).ok
            wait_step(page, ".fp-status", session)
            step += 1
            if len(session.round.tricks) > before and session.round.phase == "play":
                assert_one_screen(page, ".fp-board", ".fp-hand .tp-card", where + ", the trick shown")
                page.locator(".tp-done .tp-done-box").click()
        page.screenshot(path=str(artifacts_dir / "phone35-500-end.png"))


# --- the bar, and Hydropolis ---------------------------------------------------------------------------

#: page -> the bar's "Course" and "Play" (the page itself is marked, not linked)
BARS = {"play.ipynb": ("01-", None), "doppelkopf-play.ipynb": ("doppelkopf-differences.ipynb", None),
        "500-play.ipynb": ("500-01-deck-and-bids.ipynb", None),
        "hydropolis-play.ipynb": ("hydropolis-01-cards-and-sides.ipynb", None),
        **{nb: ("hydropolis-01-cards-and-sides.ipynb", "hydropolis-play.ipynb") for nb, _ in COURSE},
        # the reference pages drawn as lessons: the touch style's 44 px links had shown the folded ones too
        "odds.ipynb": ("01-", "play.ipynb"), "doppelkopf-players.ipynb": ("01-", "play.ipynb")}


@pytest.mark.parametrize("notebook", list(BARS))
def test_the_bar_is_one_row_at_the_top_and_leads_to_the_games_pages(notebook, url, browser, artifacts_dir):
    """One row (at most 56 px) at the top of the page, its links white on its green, "Course" and "Play" the
    game's own; the glossary and the teacher's dashboard under its menu."""
    course, play = BARS[notebook]
    context, page = open_local_page(browser, viewport=dict(SCREEN))
    try:
        page.goto(url(notebook, name="Ada"))
        bar = page.locator(".hn-bar").first
        bar.wait_for(state="visible", timeout=LOAD_TIMEOUT)
        page.locator(".hn-bar[data-stuck]").first.wait_for(timeout=LOAD_TIMEOUT)
        wait_settled(page)
        to_top(page)
        box = bar.bounding_box()
        page.screenshot(path=str(artifacts_dir / f"phone35-bar-{notebook.split('.')[0]}.png"))
        assert box["height"] <= 56 and box["y"] <= 40, box
        assert bar.locator("a.hn-course").get_attribute("href").startswith(course)
        if play:
            assert bar.locator("a:visible", has_text="Play").get_attribute("href") == f"{play}?name=Ada"
        else:
            assert bar.locator(".hn-here:visible").inner_text().strip() == "Play"
        colours = bar.evaluate("b => [...b.querySelectorAll('a')].filter(a => a.offsetParent)"
                               ".map(a => getComputedStyle(a).color)")
        assert colours and set(colours) == {"rgb(255, 255, 255)"}, colours
        bar.locator(".hn-more summary").click()
        expect(bar.locator(".hn-menu a", has_text="Glossary")).to_be_visible()
        assert bar.locator(".hn-menu a", has_text="Glossary").bounding_box()["height"] >= 44
    finally:
        page_kernel_shutdown(page, wait=False)
        context.close()


def test_hydropolis_options_are_44_px_and_the_try_here_label_lays_the_card(url, browser):
    """The play page's cards have their notation under the picture, inside the slot; its options (players,
    target, the wrench, the name) are 44 px high; on course page 2 a tap
    in the middle of the "try here" label reaches the cell's tap target and lays the card (P8)."""
    context, page = open_local_page(browser, viewport=dict(SCREEN))
    try:
        page.goto(url("hydropolis-play.ipynb"))
        page.locator(".hyp-status").wait_for(timeout=LOAD_TIMEOUT)
        wait_settled(page)
        assert_names_inside(page, ".hyp-hand .tp-card")           # each card's notation under its picture
        for sel in (".hyp-options select", ".hyp-options .widget-checkbox label", ".hyp-app input[type=text]"):
            for el in page.locator(f"{sel}:visible").all():
                assert el.bounding_box()["height"] >= 44, sel
        page.goto(url(COURSE[1][0]))
        tryit = page.locator(".hpf")
        tryit.locator(".hpt-tap").first.wait_for(timeout=LOAD_TIMEOUT)
        tryit.locator(".hpf-pick button", has_text="pipe | pipe").click()
        expect(tryit.locator(".hpf-held")).to_contain_text(".r.r")
        wait_settled(page)                                 # the table is drawn again for the chosen row
        label = tryit.locator(".hpt-at-C2").first
        expect(label).to_be_visible()
        label.scroll_into_view_if_needed()
        box = label.bounding_box()
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        hit = page.evaluate("([x, y]) => { const el = document.elementFromPoint(x, y);"
                            " return el ? (el.closest('button') || el).className : 'nothing'; }", [x, y])
        assert "hpt-tap" in hit, f"the label swallows the tap: {hit}"
        page.mouse.click(x, y)
        expect(tryit.locator(".hpf-ok")).to_be_visible()
    finally:
        page_kernel_shutdown(page, wait=False)
        context.close()


def test_the_finished_trick_is_not_left_under_the_bar(url, browser):
    """Scrolled down to reach the hand, a tap that completes a trick brings the finished trick into view
    under the bar (the bar never covers it)."""
    with Phone(browser) as page:
        session = HydraSession(deal="7-0")
        page.goto(url("play.ipynb", deal="7-0"))
        wait_step(page, ".hp-status", session, LOAD_TIMEOUT)
        checked = 0
        while not session.round.is_over and checked < 2:
            trick = session.round.current_trick
            completes = session.round.phase == "play" and trick is not None and len(trick.cards) == 4
            if completes:
                to_top(page)
                page.mouse.move(200, 400)
                page.mouse.wheel(0, 300)                       # the learner scrolled down to the hand
                page.wait_for_timeout(300)
            before = len(session.round.tricks)
            hydra_step(page, session)
            if completes and len(session.round.tricks) > before and not session.round.is_over:
                box = page.locator(".tp-done .tp-done-box").first
                expect(box).to_be_visible()
                page.wait_for_timeout(500)
                bar = page.locator(".hn-bar").first.bounding_box()
                shown = box.bounding_box()
                assert shown["y"] >= bar["y"] + bar["height"] - 1, (bar, shown)
                assert shown["y"] + min(shown["height"], 100) <= SCREEN["height"], shown
                box.click()
                checked += 1
        assert checked
