"""Lesson 07 live in a real browser (issue 13): Voilà serves notebooks/, Chromium picks a game and
cards, and the Doppelkopf side (Hausrunde, Turnier) and the Hydra side update with the winner and
the trump ladder the engines compute; the Füchse in a Trumpfabgabe are a Turnier round the engine
played (D41, D33). At 400 px nothing is cut off. Screenshots go to test-artifacts/ (lesson07-1280.png,
lesson07-400.png, lesson07-armut-1280.png, lesson07-armut-400.png).
"""

from __future__ import annotations

import pytest

import hydra
from hydra import doppelkopf as dk
from tutor.course import reference_lesson
from tutor.doppelkopf.words import short_name
from tutor.table.seat_names import NAMES
from tutor.doppelkopf.course_armut import play_trumpfabgabe
from tutor.doppelkopf.course_side import hydra_name, ladders

from .conftest import LOAD_TIMEOUT, open_local_page, page_kernel_shutdown

pytestmark = pytest.mark.browser

LOAD = LOAD_TIMEOUT      # ms: a cold kernel on a busy 2-core machine (tests/browser/conftest.py)
NOTEBOOK = reference_lesson("07").notebook   # the side path for Doppelkopf players (issue 19)


def shoot(page, path, width):
    """A screenshot of the whole page at ``width`` px (Voilà scrolls its own body, so the viewport is
    made as tall as the content first)."""
    height = page.evaluate("() => Math.max(...Array.from(document.querySelectorAll('*'), e => e.scrollHeight))")
    page.set_viewport_size({"width": width, "height": min(max(height, 800), 16000)})
    page.screenshot(path=str(path), full_page=True)


def assert_no_traceback(page):
    body = page.inner_text("body")
    assert "Traceback" not in body
    assert page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']").count() == 0


def ladder_of(page, side):
    return (page.locator(f'.ds-ladders .ds-col[data-side="{side}"]').get_attribute("data-trumps") or "").split()


def winner_of(page, side):
    return page.locator(f'.ds-trick .ds-col[data-side="{side}"]').get_attribute("data-winner")


# Elements of the lesson's own widgets whose right edge lies beyond the page, or whose content is wider
# than their box and hidden (a cut-off card or sentence).
_CUT_OFF_JS = """() => {
  const width = document.documentElement.clientWidth;
  const roots = document.querySelectorAll('.ds-side-by-side, .ds-point, .dk-ex');
  const bad = [];
  for (const root of roots) {
    for (const e of [root, ...root.querySelectorAll('*')]) {
      const r = e.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      const style = getComputedStyle(e);
      const hides = ['hidden', 'clip'].includes(style.overflowX);
      if (r.right > width + 1 || (hides && e.scrollWidth > e.clientWidth + 1 && e.tagName !== 'SELECT')) {
        bad.push(`${e.tagName}.${e.className} right=${Math.round(r.right)} width=${width}`);
      }
    }
  }
  return bad.slice(0, 10);
}"""


def check_played_trumpfabgabe(page):
    """D41: the poor player's trumps laid down, both Füchse among them (open), asked from its left, the same
    number back; D33: the caught Fuchs's Sonderpunkt; beside it Hydra's R4. Each step as the engine played it."""
    play = play_trumpfabgabe()
    played = page.locator('.ds-point[data-key="fuechse-armut"] .dk-ex[data-kind="round"]')
    played.wait_for(timeout=LOAD)
    steps = played.locator(".ds-step")
    assert steps.count() == 2 + len(play.caught) == 3
    # cards by their Doppelkopf names, players by name, rules by their titles, never ids (issue 34)
    assert steps.nth(0).inner_text().count("Karo-As") == 2                        # both Füchse laid down
    assert sum(steps.nth(1).inner_text().count(s) for s in "♣♠♥♦") == len(play.returned)   # as many cards back
    assert short_name(play.caught[0].cards[0]) in steps.nth(2).inner_text()
    turnier = played.locator('li[data-side="turnier"]')
    assert "rule: Turnier: Trumpfabgabe" in turnier.nth(0).inner_text() and "open" in turnier.nth(0).inner_text()
    assert NAMES[play.taker] in turnier.nth(1).inner_text()
    assert "Fuchs gefangen" in turnier.nth(3).inner_text() and "Sonderpunkte" in turnier.nth(3).inner_text()
    assert "rule: Fuchs gefangen" in played.locator('li[data-side="hydra"]').inner_text()
    return played


def test_lesson07_side_by_side_follows_the_choice(voila_server, page, repo_root, artifacts_dir):
    """D5 / R2: the trick Herz-10, Kreuz-Dame, Herz-10, Karo-König goes to the second Herz-10 in the
    Hausrunde and in Hydra, to the first in the Turnier. D3 / rules: Solo: in a Kreuz-Solo the Turnier
    plays no such solo, the Hausrunde's Herz-10 wins, and Hydra's Eichel solo treats it as a plain card."""
    server = voila_server(repo_root / "notebooks")
    page.goto(server.render_url(NOTEBOOK, name="Ada"))
    page.locator(".ds-side-by-side .ds-trick").wait_for(timeout=LOAD)
    page.locator(".hl-foot").first.wait_for(timeout=LOAD)
    assert ladder_of(page, "hausrunde") == [str(c) for c in dk.get_game("normal", "hausrunde").ladder()]
    assert ladder_of(page, "hydra") == [str(c) for c in hydra.get_game("normal").ladder()]
    trick = ["R10", "EO", "R10", "SK"]
    expected = {"hausrunde": dk.trick_winner(trick, rules="hausrunde"), "turnier": dk.trick_winner(trick),
                "hydra": hydra.trick_winner(trick)}
    assert expected == {"hausrunde": 2, "turnier": 0, "hydra": 2}
    for side_name in expected:
        assert winner_of(page, side_name) == "R10"
    assert "rule: Equal cards" in page.locator('.ds-trick .ds-col[data-side="turnier"]').inner_text()     # D5
    assert "rule: equal cards" in page.locator('.ds-trick .ds-col[data-side="hydra"]').inner_text()      # R2
    assert_no_traceback(page)

    selects = page.locator(".ds-side-by-side select")
    selects.nth(0).select_option(label="Kreuz-Solo (Hausrunde only)")                     # the game: Kreuz-Solo
    page.locator('.ds-ladders .ds-col[data-side="turnier"][data-played="no"]').wait_for()
    expected_ladders = ladders("color-solo:E")
    page.wait_for_function(
        "t => document.querySelector('.ds-ladders .ds-col[data-side=\"hydra\"]').dataset.trumps === t",
        arg=" ".join(expected_ladders[2].trumps))
    assert ladder_of(page, "hausrunde") == list(expected_ladders[0].trumps)
    assert "R10" in ladder_of(page, "hausrunde") and "R10" not in ladder_of(page, "hydra")
    assert "rule: The tournament's Trumpf-Solo" in page.locator('.ds-ladders .ds-col[data-side="turnier"]').inner_text()
    # the trick is drawn after the ladders, and its Hausrunde winner (R10) is the one it had before the choice:
    # wait for Hydra's, which the choice changes (ED R10 GO EK: in the Eichel solo R10 is a plain card)
    page.wait_for_function("() => document.querySelector('.ds-trick .ds-col[data-side=\"hydra\"]')"
                           ".dataset.winner === 'ED'")
    assert winner_of(page, "hausrunde") == "R10"
    assert "rule: the solos" in page.locator('.ds-trick .ds-col[data-side="hydra"]').inner_text()      # rules: Solo

    selects.nth(5).select_option(label=hydra_name("HY"))                                # the fifth Hydra player
    page.wait_for_function("() => document.querySelector('.ds-trick .ds-col[data-side=\"hydra\"]')"
                           ".dataset.winner === 'HY'")
    assert winner_of(page, "hausrunde") == "R10"                             # Doppelkopf has four players
    selects.nth(1).select_option(label=short_name("EK"))                                # the first card: Kreuz-König
    trick = ["EK", "R10", "GO", "EK"]
    h = dk.trick_winner(trick, "color-solo:E", "hausrunde")
    y = hydra.trick_winner(trick + ["HY"], "color-solo:E")
    page.wait_for_function("() => document.querySelector('.ds-trick').textContent.includes('Kreuz-König, Herz')")
    assert winner_of(page, "hausrunde") == trick[h] and winner_of(page, "hydra") == (trick + ["HY"])[y]

    page.locator('.ds-point[data-key="hochzeit-alone"]').wait_for()
    page.locator('.ds-point[data-key="gegen-die-alten"]').wait_for()
    page.locator('.ds-point[data-key="fuechse-armut"]').wait_for()
    played = check_played_trumpfabgabe(page)
    page.get_by_role("button", name="Herz / Rot").click()                    # point 1: the colour solo's suit
    page.locator('.ds-point[data-key="colour-solo"]', has_text="Herz-Solo").wait_for()
    assert_no_traceback(page)
    shoot(page, artifacts_dir / "lesson07-1280.png", 1280)
    played.screenshot(path=str(artifacts_dir / "lesson07-armut-1280.png"))     # (the viewport is tall now)


def test_lesson07_at_400px_nothing_cut_off(voila_server, browser, repo_root, artifacts_dir):
    server = voila_server(repo_root / "notebooks")
    context, small = open_local_page(browser, viewport={"width": 400, "height": 800})
    try:
        small.goto(server.render_url(NOTEBOOK))
        small.locator(".ds-side-by-side .ds-trick").wait_for(timeout=LOAD)
        small.locator('.ds-point[data-key="hausrunde-120"]').wait_for(timeout=LOAD)
        played = check_played_trumpfabgabe(small)
        small.locator(".hl-foot").first.wait_for(timeout=LOAD)
        assert_no_traceback(small)
        assert small.evaluate(_CUT_OFF_JS) == []
        cols = small.locator(".ds-ladders .ds-col")
        boxes = [cols.nth(i).bounding_box() for i in range(cols.count())]
        assert len(boxes) == 3 and all(b is not None for b in boxes)
        assert boxes[0]["y"] < boxes[1]["y"] < boxes[2]["y"]                  # stacked, not squeezed
        shoot(small, artifacts_dir / "lesson07-400.png", 400)
        played.screenshot(path=str(artifacts_dir / "lesson07-armut-400.png"))
    finally:
        page_kernel_shutdown(small, wait=False)
        context.close()
