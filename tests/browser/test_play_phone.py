"""The play pages on a phone (issue 22): at 400x800, played by taps, in every phase of a round

- the table and the hand (and the call or bid buttons while they are asked for) fit in one screen of 800 px;
- no element of the page scrolls sideways;
- a tap on a card's picture plays it (the picture is the card's button, its short name the label);
- after a trick the learner's tap completed, its cards and its winner, with the engine's why, stay on the
  table within the first screen (with reduced motion asked for, until tapped; otherwise a short pause
  takes them away).

Hydra's nine deals (tests/phone_deals.py, each with the situation it covers: the learner's and another
seat's solo, Antrags accepted and refused, three parties, a triple engagement, a secret proposal; checked
without a browser by tests/test_widgets_play_phone.py); one Doppelkopf round and one of 500. The test's own
copy of each session (seeded from the same ``?deal=``) says which card or button the example player would
choose, as in the other play tests.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

import hydra
from hydra import fuenfhundert as fh
from phone_deals import HYDRA_DEALS
from tutor.hydra import HydraSession
from tutor.table.seat_names import seat_name
from tutor.fuenfhundert import FuenfhundertSession, call_label
from tutor.doppelkopf import DoppelkopfSession, action_label
from widgets.doppelkopf.play_html import card_label

from .conftest import open_local_page, page_kernel_shutdown
from .play_pages import LOAD, assert_no_traceback, button, page_fixture
from .play_pages import wait_step as wait_status

pytestmark = pytest.mark.browser

SCREEN = {"width": 400, "height": 800}

play = page_fixture("play", "play.ipynb")
dk_play = page_fixture("dk_play", "doppelkopf-play.ipynb")
play500 = page_fixture("play500", "500-play.ipynb")


class Phone:
    """A 400x800 page (reduced motion unless ``motion``); its kernel is shut down and its context closed."""

    def __init__(self, browser, motion=False):
        options = {"viewport": dict(SCREEN)} | ({} if motion else {"reduced_motion": "reduce"})
        self.context, self.page = open_local_page(browser, **options)

    def __enter__(self):
        return self.page

    def __exit__(self, *exc):
        try:
            page_kernel_shutdown(self.page, wait=False)
        finally:
            self.context.close()


def to_top(page):
    """Scroll the page (Voilà scrolls inside it) back to its first screen."""
    page.evaluate("() => { window.scrollTo(0, 0); document.querySelectorAll('*').forEach("
                  "el => { if (el.scrollTop) el.scrollTop = 0; }); }")


def assert_nothing_sideways(page):
    """The page is no wider than the screen, and no element scrolls sideways."""
    wide = page.evaluate("document.documentElement.scrollWidth")
    assert wide <= SCREEN["width"], f"the page is {wide} px wide"
    sideways = page.evaluate("""() => [...document.querySelectorAll('body *')].filter(el => {
        const x = getComputedStyle(el).overflowX;
        return (x === 'auto' || x === 'scroll') && el.scrollWidth > el.clientWidth + 1;
    }).map(el => {
        const right = el.getBoundingClientRect().right;
        const wide = [...el.querySelectorAll('*')].filter(c => c.getBoundingClientRect().right > right + 1)
            .slice(0, 3).map(c => c.className || c.tagName);
        return `${el.className || el.tagName} (too wide: ${wide.join('; ')})`;
    })""")
    if sideways:
        page.screenshot(path="test-artifacts/phone-sideways.png")
        widths = page.evaluate("() => [...document.querySelectorAll('.hp-seat,.fp-seat,.hp-seats')].map("
                               "e => e.className + ' ' + Math.round(e.getBoundingClientRect().width))")
    assert not sideways, f"these scroll sideways at 400 px: {sideways} {widths}"


#: The span from the top of the first ``board`` to the bottom of the lowest visible element of the
#: selectors (Playwright's ``:visible``: a box that is not empty), or null when none of them shows (and
#: "no BOARD" when the table is missing).
#: One evaluation of the page, not a bounding box fetched per card (16 round trips a step).
_SPAN_JS = """([board, selectors]) => {
  const table = document.querySelector(board);
  if (!table) { return 'no ' + board; }
  const top = table.getBoundingClientRect().top;
  const bottoms = selectors.flatMap(sel => [...document.querySelectorAll(sel)])
    .filter(el => getComputedStyle(el).visibility !== 'hidden').map(el => el.getBoundingClientRect())
    .filter(r => r.width > 0 && r.height > 0).map(r => r.bottom);
  return bottoms.length ? Math.max(...bottoms) - top : null;
}"""


def assert_fits(page, board, hand, also=()):
    """From the top of the table to the bottom of the hand (and of ``also``, the buttons asked for now):
    at most one screen."""
    span = page.evaluate(_SPAN_JS, [board, [hand, *also]])
    assert not isinstance(span, str), f"the page shows {span}"
    assert span is not None, f"nothing of {hand} is shown"
    assert span <= SCREEN["height"], f"table and hand take {span:.0f} px of an {SCREEN['height']} px screen"


#: Scroll a card's picture to the middle of the screen, as a finger scrolls, and say the middle of the
#: picture, the label of the button under that point, what lies there, and the page's clock.
_AIM_JS = """(picture) => {
  picture.scrollIntoView({block: 'center', inline: 'center'});
  const box = picture.getBoundingClientRect(), x = box.left + box.width / 2, y = box.top + box.height / 2;
  const el = document.elementFromPoint(x, y), b = el && el.closest('button');
  const there = el ? el.tagName + '.' + el.className.baseVal + el.className + ' at ' + x + ',' + y + ' of '
                     + innerWidth + 'x' + innerHeight : 'nothing at ' + x + ',' + y;
  return [x, y, b ? b.innerText.trim() : '', there, performance.now()];
}"""


def tap_picture(page, slot_css, name):
    """Tap the middle of the picture of the hand's card whose button is called ``name``, as a finger does
    (a mouse click at that point of the screen, not a click on the button's element)."""
    slot = page.locator(f"{slot_css}:visible", has=page.get_by_role("button", name=name, exact=True)).first
    hit, there = "", ""
    # the page's short timers first: 150 ms after the last change the navigation bar brings a finished trick
    # that lies under it into view (widgets/common/nav.py), which scrolls the page; a tap aimed before that
    # scroll lands beside its card (the 500 German page's lost tap in CI, after trick 6). (A click by
    # Playwright's locator checks what it hits as it clicks; this tap, at a point, cannot.)
    page.wait_for_function("() => !window.__hydraWatch || window.__hydraWatch.timers.size === 0")
    for _ in range(10):           # the hand may still be drawn anew (a widget's update arriving): look again
        # as a finger scrolls, then what lies under the middle of the picture (one evaluation)
        x, y, hit, there, before = slot.locator("svg").first.evaluate(_AIM_JS)
        if hit == name:
            break
        page.wait_for_timeout(200)
    assert hit == name, f"a tap on the picture of {name} reaches {hit!r}, not its button ({there})"
    page.mouse.click(x, y)
    landed = page.evaluate("(t) => ((window.__hydraWatch || {}).clicks || []).filter(c => c[0] >= t).map(c => c[1])",
                           before)
    assert landed == [f'button "{name}"'], f"the tap on {name} at {x:.0f},{y:.0f} landed on {landed} ({there})"


def assert_done_trick(page, number, cards, winner_words):
    """The trick ``number`` just completed is on the table: all its ``cards`` and its winner together, in
    the first screen, with the engine's why; a tap on it shows the next trick."""
    to_top(page)
    done = page.locator(f'.tp-done[data-trick="{number}"] .tp-done-box')
    expect(done).to_be_visible()
    box = done.bounding_box()
    assert box["y"] >= 0 and box["y"] + box["height"] <= SCREEN["height"], f"trick {number} is not in the first screen"
    assert done.locator(".hp-slot, .fp-slot, .dkp-slot").count() == cards
    text = done.inner_text()
    assert winner_words in text and "won" in text, text
    rule = done.locator("details.hr-rule").first
    # a tap on a rule's link opens it in place (once a round: every trick's link is the same kind of widget) ...
    if not getattr(page, "hydra_rule_opened", False) and rule.count():
        page.hydra_rule_opened = True
        rule.locator("summary").click()
        expect(rule).to_have_attribute("open", "")
        expect(done).to_be_visible()                       # ... and the trick stays
        assert rule.locator(".hr-say").inner_text().strip()
        rule.locator("summary").click()
    done.locator(".tp-done-cards").click()                 # a tap on the trick takes it away: the next shows
    expect(done).to_be_hidden()


# --- Hydra ----------------------------------------------------------------------------------------

def hydra_step(page, session):
    """Do what the example player would do in the learner's seat, by a tap, on the page and the copy."""
    hint = session.hint()
    action = hint.action
    if hint.card is not None:                               # a card, or one to open or give back (R9)
        card = hint.card
        tap_picture(page, ".hp-hand .tp-card", hydra.as_card(card).german_name)
        assert session.click_card(card).ok
    elif action.startswith("solo:"):
        page.locator(".hp-choices select").select_option(label=hydra.get_game(action[5:]).name)
        button(page, "Declare this solo").click()
        assert session.act(action).ok
    else:
        label = {c.action: c.label for c in session.choices()}[action]
        button(page, label, ".hp-choices").click()
        assert session.act(action).ok
    wait_status(page, ".hp-status", session)


@pytest.mark.parametrize("deal", list(HYDRA_DEALS))
def test_hydra_round_by_taps_at_400x800(play, browser, artifacts_dir, deal):
    """Every phase of the round fits the screen; every card is played by a tap on its picture; after each
    trick the learner's tap completed, its five cards and winner are on the table in the first screen."""
    with Phone(browser) as page:
        session = HydraSession(deal=deal)
        page.goto(play(deal=deal))
        wait_status(page, ".hp-status", session, LOAD)
        page.screenshot(path=str(artifacts_dir / f"phone-hydra-{deal}-1.png"))
        shown = 0
        while not session.round.is_over:
            assert session.my_turn
            assert_fits(page, ".hp-board", ".hp-hand .tp-card", (".hp-choices button",))
            assert_nothing_sideways(page)
            before = len(session.round.tricks)
            hydra_step(page, session)
            if len(session.round.tricks) > before:
                item = session.last_trick()
                winner = "You take" if item.winner_seat == 0 else f"{seat_name(item.winner_seat, 0)} takes"
                if shown == 1:
                    page.screenshot(path=str(artifacts_dir / f"phone-hydra-{deal}-trick.png"))
                assert_done_trick(page, item.number, 5, f"{winner} trick {item.number}")
                shown += 1
        assert shown >= 9                        # the learner completes most tricks or leads the next one
        assert_nothing_sideways(page)
        page.screenshot(path=str(artifacts_dir / f"phone-hydra-{deal}-end.png"))
        assert_no_traceback(page)


def test_without_reduced_motion_a_pause_takes_the_trick_away(play, browser):
    """Without a tap the completed trick goes after a short pause (widgets.common.phone.PAUSE_S)."""
    with Phone(browser, motion=True) as page:
        session = HydraSession(deal="7-0")
        page.goto(play(deal="7-0"))
        wait_status(page, ".hp-status", session, LOAD)
        while not session.round.tricks:
            hydra_step(page, session)
        done = page.locator(".tp-done-box")
        expect(done).to_have_count(1)
        expect(done).to_be_hidden(timeout=15_000)
        expect(page.locator(".hp-board .tp-now")).to_be_visible()


# --- Doppelkopf and 500 -----------------------------------------------------------------------------

def test_doppelkopf_round_by_taps_at_400x800(dk_play, browser, artifacts_dir):
    """The Doppelkopf page: table and hand fit in every phase, each completed trick stays on the table."""
    deal = "26-2"
    with Phone(browser) as page:
        session = DoppelkopfSession(rules="turnier", deal=deal)
        page.goto(dk_play(deal=deal, rules="turnier"))

        def wait():
            wait_status(page, ".hp-status", session, rules=session.rules, schweine=int(session.schweine))
        wait_status(page, ".hp-status", session, LOAD, rules=session.rules, schweine=0)
        page.screenshot(path=str(artifacts_dir / "phone-dk-1.png"))
        shown = 0
        while not session.round.is_over:
            assert_fits(page, ".dkp-board", ".dkp-hand button", (".dkp-choices button",))
            assert_nothing_sideways(page)
            before = len(session.round.tricks)
            hint = session.hint()
            if hint.card is not None:
                page.locator(".dkp-hand button:visible", has_text=card_label(hint.card)).first.click()
                assert session.click_card(hint.card).ok
            elif hint.action.startswith("solo:"):
                page.locator(".dkp-choices select").select_option(value=hint.action)
                button(page, "Announce this solo").click()
                assert session.act(hint.action).ok
            else:
                button(page, action_label(hint.action), ".dkp-choices").click()
                assert session.act(hint.action).ok
            wait()
            if len(session.round.tricks) > before:
                item = session.last_trick()
                winner = "You take" if item.winner_seat == 0 else f"{seat_name(item.winner_seat, 0)} takes"
                assert_done_trick(page, item.number, 4, f"{winner} trick {item.number}")
                shown += 1
        assert shown >= 6
        assert_nothing_sideways(page)
        assert_no_traceback(page)


def test_500_round_by_taps_at_400x800(play500, browser, artifacts_dir):
    """The 500 page: the hand and the bids share the screen with the table; a card's picture plays it;
    each completed trick stays on the table."""
    deal = "7-0"
    with Phone(browser) as page:
        session = FuenfhundertSession(deal=deal)
        page.goto(play500(deal=deal))
        wait_status(page, ".fp-status", session, LOAD)
        page.screenshot(path=str(artifacts_dir / "phone-500-1.png"))
        shown = 0
        while not session.round.is_over:
            also = (".fp-bidrow button", ".fp-choices button") if session.my_turn else ()
            assert_fits(page, ".fp-board", ".fp-hand .tp-card", also)
            assert_nothing_sideways(page)
            before = len(session.round.tricks)
            hint = session.hint()
            if session.round.phase == "bidding":
                button(page, call_label(hint.action), ".fp-bids").click()
                assert session.bid(hint.action).ok
            elif hint.action.startswith("JO:"):
                button(page, f"Lead the joker, naming {fh.SUIT_NAMES[hint.action[3]][0]}", ".fp-choices").click()
                assert session.lead_joker(hint.action[3]).ok
            else:
                tap_picture(page, ".fp-hand .tp-card", fh.as_card(hint.action).german_name)
                assert session.click_card(hint.action).ok
            wait_status(page, ".fp-status", session)
            if len(session.round.tricks) > before and session.round.ending != "redeal":
                item = session.last_trick()
                cards = len(item.cards)
                winner = "You take" if item.winner_seat == session.seat else "takes"
                assert_done_trick(page, item.number, cards, f"{winner} trick {item.number}")
                shown += 1
        assert shown >= 5
        assert_nothing_sideways(page)
        page.screenshot(path=str(artifacts_dir / "phone-500-end.png"))
        assert_no_traceback(page)
