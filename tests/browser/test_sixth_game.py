"""The sixth game in Chromium (issue 36's proof): Zwölf, which lives only under tests/ (``tests/twelve_cards.py``),
is seen by a Voilà server through its plugin alone (an entry point of the group ``hydra.games`` in a
``dist-info`` folder on the server's PYTHONPATH, with tests/ on it too; no shared module names it), and a
learner on a phone (400x800) uses it through the shared pages:

* the table page (``table.ipynb?game=zwoelf``): "Play against example players", then a whole round by taps to
  the score;
* the quiz (``quiz.ipynb?game=zwoelf``): its exercise, answered by a tap, graded with the why;
* the shared lesson page (``lesson.ipynb?game=zwoelf&lesson=zw-1``): its one step, done by a tap.

Screenshots go to test-artifacts/sixth-*.png.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

import pytest
from playwright.sync_api import expect

from .conftest import LOAD_TIMEOUT, start_voila
from .test_play_phone import Phone

pytestmark = pytest.mark.browser

TESTS = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(TESTS))              # the test game's modules, for the answers the test computes
import twelve_cards as zwoelf  # noqa: E402
import zwoelf_plugin  # noqa: E402

SHOW = 20_000           # ms: an example player's move reaches the page (polled every 0.5 s)


@pytest.fixture(scope="module")
def server(repo_root, tmp_path_factory):
    """A Voilà server of the notebooks whose kernels see Zwölf's plugin (and nothing else of it)."""
    plugins = tmp_path_factory.mktemp("plugins")
    zwoelf_plugin.write_dist_info(plugins)
    before = os.environ.get("PYTHONPATH")
    os.environ["PYTHONPATH"] = os.pathsep.join(p for p in (str(plugins), str(TESTS), str(repo_root), before) if p)
    try:
        running = start_voila(repo_root / "notebooks", tmp_path_factory.mktemp("voila-sixth"))
    finally:
        if before is None:
            del os.environ["PYTHONPATH"]
        else:
            os.environ["PYTHONPATH"] = before
    yield running
    running.stop()


def _no_traceback(page):
    assert "Traceback" not in page.inner_text("body")
    assert page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']").count() == 0


def test_a_whole_round_alone_against_an_example_player_by_taps(browser, server, artifacts_dir):
    with Phone(browser) as page:
        page.goto(server.render_url("table.ipynb", game="zwoelf"), timeout=LOAD_TIMEOUT)
        page.get_by_placeholder("your name").fill("Ada")
        alone = page.locator(".tt-alone")
        box = alone.bounding_box()
        assert box["height"] >= 44 and box["x"] >= 0 and box["x"] + box["width"] <= 400     # a whole target on a phone
        page.screenshot(path=str(artifacts_dir / "sixth-play-entry-phone.png"), full_page=True)
        alone.click()
        status = page.locator(".tt-status").first
        status.wait_for(timeout=SHOW)
        expect(page.locator("h2").first).to_contain_text("Zwölf (a test game)")
        page.locator(".tt-hand .tt-card").first.wait_for(timeout=SHOW)
        assert page.locator(".tt-hand .tt-card svg[data-card]").count() == zwoelf.TRICKS      # its own faces
        page.screenshot(path=str(artifacts_dir / "sixth-play-phone.png"))
        for _card in range(zwoelf.TRICKS):              # every card of the hand, by a tap, the example player between
            legal = page.locator(".tt-card.tt-legal button")
            legal.first.wait_for(timeout=SHOW)
            seq = status.get_attribute("data-seq")
            legal.first.click()
            page.wait_for_function("seq => { const s = document.querySelector('.tt-status');"
                                   " return !s || s.dataset.seq !== seq; }", arg=seq, timeout=SHOW)
        score = page.locator(".tt-end")
        expect(score).to_contain_text("The score of this round")
        expect(score).to_contain_text("Ada")
        expect(score).to_contain_text("(example player)")
        expect(page.locator(".tt-hand .tt-card")).to_have_count(0)
        points = [int(n) for n in re.findall(r"(\d+) points?", score.inner_text())]
        assert sum(points) == zwoelf.TRICKS                                  # a point a trick
        _no_traceback(page)
        page.screenshot(path=str(artifacts_dir / "sixth-play-score-phone.png"), full_page=True)


def test_its_quiz_shows_an_exercise_and_grades_a_tap_with_why(browser, server, artifacts_dir):
    with Phone(browser) as page:
        page.goto(server.render_url("quiz.ipynb", game="zwoelf"), timeout=LOAD_TIMEOUT)
        link = page.locator(".hq-board .hq-id a").first
        link.wait_for(state="visible", timeout=LOAD_TIMEOUT)
        shown = link.get_attribute("data-exercise")
        assert shown and shown.startswith("zt-")
        expect(page.locator(".hq-board .hq-head")).to_contain_text("Who wins this trick?")
        with zwoelf.registered():
            from tutor.exercises import make_exercise
            ex = make_exercise(shown)
        wrong = 1 - ex.answer
        page.screenshot(path=str(artifacts_dir / "sixth-quiz-phone.png"), full_page=True)
        page.locator(f".hq-slot-{wrong + 1} button").click()
        feedback = page.locator(".hq-fb")
        feedback.wait_for(state="visible")
        assert feedback.get_attribute("data-correct") == "false"
        expect(feedback).to_contain_text(f"Not {ex.cards[wrong]}: it does not take the trick.")
        expect(feedback).to_contain_text(ex.explanation)                 # the why, in the game's own words
        assert page.locator(".hq-rules").count() == 0            # its feedback cites no rulings: no empty list
        _no_traceback(page)
        page.screenshot(path=str(artifacts_dir / "sixth-quiz-answered-phone.png"), full_page=True)


def test_its_one_step_lesson_is_done_by_a_tap(browser, server, artifacts_dir):
    with Phone(browser) as page:
        page.goto(server.render_url("lesson.ipynb", game="zwoelf", lesson="zw-1"), timeout=LOAD_TIMEOUT)
        expect(page.locator(".cs-title")).to_contain_text("Who takes a trick", timeout=LOAD_TIMEOUT)
        expect(page.locator(".cs-ask")).to_contain_text("Tap the card that wins this trick.")
        page.screenshot(path=str(artifacts_dir / "sixth-lesson-phone.png"), full_page=True)
        page.locator("button.cs-slot-1").click()                          # G4 of G2 G4: the higher of the led suit
        expect(page.locator(".cs-msg")).to_contain_text("Right")
        expect(page.locator(".cs-msg")).to_contain_text("the higher rank takes the trick: G4")
        expect(page.locator(".cs-dots")).to_have_attribute("aria-label", "1 of 1 step done")
        _no_traceback(page)
        page.screenshot(path=str(artifacts_dir / "sixth-lesson-done-phone.png"), full_page=True)


def test_the_home_page_shows_its_lesson_and_play_page_and_its_table_has_its_bar(browser, server, artifacts_dir):
    """Issue 36: the home page reads each game's pages from its tutor entry, so the plugin's game is there with no
    change to a shared module: its play page's card and its lesson, each link with the name; its table's bar
    leads to its own lesson."""
    with Phone(browser) as page:
        page.goto(server.render_url("home.ipynb", name="Ada"), timeout=LOAD_TIMEOUT)
        card = page.locator(".hh-card.hh-zwoelf-play a")
        card.wait_for(state="visible", timeout=LOAD_TIMEOUT)
        expect(card).to_have_text("Play a round of Zwölf")
        assert card.get_attribute("href") == "table.ipynb?game=zwoelf&name=Ada"
        lesson = page.locator("table.hh-zwoelf-lessons a").first
        expect(lesson).to_have_text("Who takes a trick")
        assert lesson.get_attribute("href") == "lesson.ipynb?game=zwoelf&lesson=zw-1&name=Ada"
        expect(page.locator(".hh-card.hh-hydropolis-play")).to_have_count(1)       # the shipped games stay
        box = card.bounding_box()
        assert box["height"] >= 44 and box["x"] + box["width"] <= 400
        _no_traceback(page)
        page.locator(".hh-card.hh-zwoelf-play").scroll_into_view_if_needed()
        page.screenshot(path=str(artifacts_dir / "sixth-home-phone.png"))
        card.click()
        course = page.locator(".hn-bar a.hn-course")
        course.wait_for(state="attached", timeout=LOAD_TIMEOUT)
        assert course.get_attribute("href") == "lesson.ipynb?game=zwoelf&lesson=zw-1&name=Ada"
        expect(page.locator(".hn-bar .hn-here").first).to_contain_text("Play")
        _no_traceback(page)
