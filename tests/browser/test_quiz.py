"""The quiz dashboard in a real browser: Voilà serves notebooks/quiz.ipynb, Chromium answers.

The test computes each answer with the same generator the kernel uses (``tutor.make_exercise``),
reading the exercise id off the page. Screenshots go to test-artifacts/.
"""

import re
import sqlite3

import pytest
import hydra
from playwright.sync_api import expect

from tutor import make_exercise
from tutor.exercises.seats import seat_of

from .conftest import LOAD_TIMEOUT

pytestmark = pytest.mark.browser

LOAD = LOAD_TIMEOUT      # ms: a cold kernel on a busy 2-core machine (tests/browser/conftest.py)


@pytest.fixture
def quiz(voila_server, repo_root):
    server = voila_server(repo_root / "notebooks")

    def url(**query):
        return server.render_url("quiz.ipynb", **query)
    url.server = server
    return url


def wait_for_exercise(page, previous=None):
    page.locator(".hq-board .hq-id a").first.wait_for(state="visible", timeout=LOAD)
    if previous is not None:
        page.wait_for_function(
            "prev => { const a = document.querySelector('.hq-board .hq-id a');"
            " return a && a.dataset.exercise !== prev; }", arg=previous)
    return page.locator(".hq-board .hq-id a").first.get_attribute("data-exercise")


def wait_for_cards(page, cards):
    """Until every slot shows the new exercise's card: each widget's update reaches the page on its
    own, so a key pressed as soon as the new id shows could reach the last exercise's board."""
    for n, card in enumerate(cards, start=1):
        expect(page.locator(f".hq-slot-{n} svg").first).to_have_attribute(
            "aria-label", re.compile(r"(^|\W)" + re.escape(str(card)) + ":"))


def card_picture(page, n):
    return page.locator(f".hq-slot-{n} .widget-html").first


def assert_no_traceback(page):
    assert "Traceback" not in page.inner_text("body")
    assert page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']").count() == 0


def test_answer_right_then_wrong(quiz, page, artifacts_dir):
    page.goto(quiz(exercise="t-dulle-1-0002"))
    shown = wait_for_exercise(page)
    assert shown == "t-dulle-1-0002"
    ex = make_exercise(shown)
    head = page.locator(".hq-board .hq-head").inner_text()
    assert "Who wins this trick?" in head and ex.game.name in head
    assert "(leads)" in page.locator(".hq-slot-1").inner_html() or "leads" in page.inner_text(".hq-slot-1")
    page.screenshot(path=str(artifacts_dir / "quiz-1-trick.png"), full_page=True)

    card_picture(page, ex.answer + 1).click()               # click the picture of the winner
    feedback = page.locator(".hq-fb")
    feedback.wait_for(state="visible")
    assert feedback.get_attribute("data-correct") == "true"
    text = feedback.inner_text()
    assert "Right!" in text and ex.explanation.split(":")[0] in text and "rule: equal cards" in text    # R2, in place
    winner_svg = page.locator(f".hq-slot-{ex.answer + 1} svg").first
    # each widget's update reaches the page on its own: wait for these, do not read them once
    expect(winner_svg).to_have_attribute("aria-label", re.compile(r"\(winner\)"))
    expect(page.locator(".hq-score")).to_have_text("1")
    page.screenshot(path=str(artifacts_dir / "quiz-2-right.png"), full_page=True)

    # Enter (with the pointer on the table) goes on to the next exercise
    page.locator(".hq-board .hq-prompt").hover()
    page.keyboard.press("Enter")
    nxt = wait_for_exercise(page, previous=shown)
    ex2 = make_exercise(nxt)
    if ex2.kind != "trick":
        pytest.skip(f"the next exercise {nxt} is not a trick")   # mixed mode starts with tricks
    wrong = (ex2.answer + 2) % len(ex2.cards)                 # 5 cards in Hydra, 4 in Doppelkopf
    wait_for_cards(page, ex2.cards)                           # the id comes first, the cards after it
    page.locator(".hq-board .hq-prompt").hover()
    page.keyboard.press(str(wrong + 1))                        # answer with the keyboard
    feedback.wait_for(state="visible")
    page.wait_for_selector(".hq-fb.wrong")
    text = page.locator(".hq-fb").inner_text()
    assert "Not quite" in text and ex2.cards[wrong].german_name in text          # the card by its name (issue 33)
    assert f"played by {seat_of(ex2, ex2.seats[ex2.answer])}" in text          # by name (issue 34)
    expect(page.locator(f".hq-slot-{ex2.answer + 1} svg").first).to_have_attribute(
        "aria-label", re.compile(r"\(winner\)"))
    expect(page.locator(f".hq-slot-{wrong + 1} svg").first).to_have_attribute(
        "aria-label", re.compile(r"\(selected\)"))
    expect(page.locator(".hq-streak")).to_have_text("0")
    assert_no_traceback(page)
    page.screenshot(path=str(artifacts_dir / "quiz-3-wrong.png"), full_page=True)
    assert all("127.0.0.1" not in u for u in page.blocked)


def test_exercise_link_opens_that_exercise(quiz, page, artifacts_dir):
    page.goto(quiz(exercise="t-csolo-3-00b1"))
    assert wait_for_exercise(page) == "t-csolo-3-00b1"
    ex = make_exercise("t-csolo-3-00b1")
    assert ex.game.name in page.locator(".hq-board .hq-head").inner_text()
    labels = [page.locator(f".hq-slot-{i} svg").first.get_attribute("aria-label") for i in range(1, 6)]
    assert [lbl.split(":")[0] for lbl in labels] == [str(c) for c in ex.cards]
    page.screenshot(path=str(artifacts_dir / "quiz-4-link.png"), full_page=True)


def test_a_bad_link_gets_a_sentence_and_nothing_runs(quiz, page, artifacts_dir):
    page.goto(quiz(exercise="<img src=x onerror=alert(1)>", name="<b>Eve</b>"))
    wait_for_exercise(page)
    message = page.locator(".hq-msg").inner_text()
    assert "is not an exercise id" in message and "<img src=x onerror=alert(1)>" in message
    assert page.locator(".hq-board img").count() == 0
    assert "Playing as <b>Eve</b>" in page.inner_text("body")     # shown as text, not as markup
    assert_no_traceback(page)
    page.screenshot(path=str(artifacts_dir / "quiz-5-bad-link.png"), full_page=True)


def test_legal_cards_exercise(quiz, page, artifacts_dir):
    exercise_id = next(f"l-follow-2-{s:04x}" for s in range(50)
                       if 1 <= len(make_exercise(f"l-follow-2-{s:04x}").answer)
                       < len({str(c) for c in make_exercise(f"l-follow-2-{s:04x}").hand}))
    ex = make_exercise(exercise_id)
    page.goto(quiz(exercise=exercise_id))
    assert wait_for_exercise(page) == exercise_id
    assert "Which cards may I play?" in page.locator(".hq-board .hq-head").inner_text()
    for i, card in enumerate(ex.hand):
        if str(card) in ex.answer:
            page.locator(f".hq-slot-{i + 1} button").click()
            page.wait_for_function(
                f"() => document.querySelector('.hq-slot-{i + 1} svg').getAttribute('aria-label')"
                ".includes('selected')")
    page.screenshot(path=str(artifacts_dir / "quiz-6-legal-selected.png"), full_page=True)
    page.get_by_role("button", name="Check").click()
    page.wait_for_selector(".hq-fb")
    assert page.locator(".hq-fb").get_attribute("data-correct") == "true"
    for i, card in enumerate(ex.hand):
        label = expect(page.locator(f".hq-slot-{i + 1} svg").first)
        if str(card) in ex.answer:
            label.to_have_attribute("aria-label", re.compile(r"\(may be played\)"))
        else:
            label.not_to_have_attribute("aria-label", re.compile(r"\(may be played\)"))
    page.screenshot(path=str(artifacts_dir / "quiz-7-legal-checked.png"), full_page=True)


def test_progress_survives_a_reload(quiz, page, artifacts_dir):
    page.goto(quiz(exercise="t-suit-1-0003"))
    wait_for_exercise(page)
    page.get_by_placeholder("Your name").fill("Reload Tester")
    page.get_by_role("button", name="Start").click()
    page.get_by_text("Playing as Reload Tester").wait_for()
    ex = make_exercise("t-suit-1-0003")
    page.locator(f".hq-slot-{ex.answer + 1} button").click()
    page.wait_for_selector(".hq-fb.right")
    page.screenshot(path=str(artifacts_dir / "quiz-8-named.png"), full_page=True)

    page.goto(quiz(name="Reload Tester"))
    wait_for_exercise(page)
    page.get_by_text("Playing as Reload Tester").wait_for()
    expect(page.locator(".hq-score")).to_have_text("1")
    con = sqlite3.connect(str(quiz.server.data_dir / "progress.sqlite3"))
    rows = con.execute("SELECT a.exercise_id, a.correct FROM answers a JOIN learners l "
                       "ON l.id = a.learner_id WHERE l.name = 'Reload Tester'").fetchall()
    con.close()
    assert rows == [("t-suit-1-0003", 1)]


def test_parties_and_points_exercises(quiz, page, artifacts_dir):
    from tutor.exercises import TOPICS           # made when first asked for (issue 36)
    if not TOPICS["p-r10"].available:
        pytest.skip("the engine has no form_parties yet")
    ex = make_exercise("p-r10-2-0005")
    page.goto(quiz(exercise=ex.id))
    assert wait_for_exercise(page) == ex.id
    kind, parts = ex.answer
    page.get_by_role("button", name=hydra.kind_title(kind), exact=True).click()   # "secret proposal (geheimer Antrag)"
    for n, part in enumerate(sorted(parts, key=min)):
        for seat in part:
            page.locator(f".hq-chips-{seat + 1} button", has_text="ABC"[n]).click()     # a chip per player
    page.get_by_role("button", name="Check").click()
    page.wait_for_selector(".hq-fb.right")
    assert "rule: who plays together" in page.locator(".hq-fb").inner_text()      # R10, in place
    page.screenshot(path=str(artifacts_dir / "quiz-9-parties.png"), full_page=True)

    ex = make_exercise("s-r5-3-0005")
    page.goto(quiz(exercise=ex.id))
    assert wait_for_exercise(page) == ex.id
    box = page.get_by_placeholder("points")
    box.fill(str(ex.answer + 5))
    box.press("Enter")
    page.wait_for_selector(".hq-fb.wrong")
    text = page.locator(".hq-fb").inner_text()
    assert f"gets {ex.answer} points" in text and "rule: points" in text
    page.screenshot(path=str(artifacts_dir / "quiz-10-points.png"), full_page=True)


# --- issue 11: every screen, the keyboard, a lost connection ---------------------------------------

@pytest.mark.parametrize("width", [400, 768, 1280])
def test_every_width_shows_everything(quiz, browser, artifacts_dir, width):
    """Problem 2: at 400 px the progress panel goes under the board, nothing is cut off, the
    buttons show their whole label and the five cards of a trick fit in at most two rows."""
    from .conftest import open_local_page, page_kernel_shutdown
    context, page = open_local_page(browser, viewport={"width": width, "height": 900})
    try:
        page.goto(quiz(exercise="t-dulle-1-0002"))
        wait_for_exercise(page)
        page.screenshot(path=str(artifacts_dir / f"quiz-width-{width}.png"), full_page=True)
        overflow = page.evaluate("() => document.documentElement.scrollWidth - window.innerWidth")
        assert overflow <= 0, f"{overflow} px wider than the window"
        cut = page.evaluate("""() => [...document.querySelectorAll('.hq-app button')]
            .filter(b => b.offsetParent !== null && b.scrollWidth > b.clientWidth + 1)
            .map(b => b.textContent)""")
        assert cut == [], f"labels cut off: {cut}"
        board = page.locator(".hq-board").bounding_box()
        stats = page.locator(".hq-stats").bounding_box()
        assert board["width"] >= min(width - 40, 560)
        if width <= 768:
            assert stats["y"] >= board["y"] + board["height"] - 1, "the panel goes under the board"
        else:
            assert stats["x"] >= board["x"] + board["width"] - 1, "the panel beside the board"
        rows = page.evaluate("""() => new Set([...document.querySelectorAll('.hq-slot')]
            .filter(s => s.offsetParent !== null).map(s => Math.round(s.getBoundingClientRect().top))).size""")
        assert rows <= 2
        page_kernel_shutdown(page, wait=False)
    finally:
        context.close()


def test_keys_work_wherever_the_page_has_focus(quiz, page, artifacts_dir):
    """Problem 4: 1-5 and Enter with the pointer away from the table; Tab shows a focus ring."""
    page.goto(quiz(exercise="t-suit-1-0001"))
    shown = wait_for_exercise(page)
    ex = make_exercise(shown)
    page.mouse.move(5, 5)                                   # far from the table
    page.locator(".hq-title").click()                       # the page has focus, no control has
    page.keyboard.press(str(ex.answer + 1))
    page.locator(".hq-fb").wait_for(state="visible")
    assert page.locator(".hq-fb").get_attribute("data-correct") == "true"
    page.keyboard.press("Enter")
    wait_for_exercise(page, previous=shown)
    expect(page.locator(".hq-fb")).to_have_count(0)
    # Tab reaches the controls in order, each with a visible focus ring
    page.locator(".hq-title").click()
    page.keyboard.press("Tab")
    focused = page.evaluate("() => document.activeElement.closest('.hq-name') !== null "
                            "|| document.activeElement.tagName")
    assert focused is True, focused
    page.keyboard.press("Tab")
    ring = page.evaluate("() => { const s = getComputedStyle(document.activeElement);"
                         " return [document.activeElement.textContent, s.outlineStyle, s.outlineWidth]; }")
    assert ring[0] == "Start" and ring[1] == "solid" and ring[2] == "3px", ring
    page.screenshot(path=str(artifacts_dir / "quiz-focus.png"))


def test_keys_select_hand_cards_and_check(quiz, page):
    page.goto(quiz(exercise="l-void-1-86df"))
    wait_for_exercise(page)
    page.locator(".hq-title").click()
    for n in range(1, 5):
        page.keyboard.press(str(n))
        page.locator(f".hq-slot-{n} .hq-cap", has_text="selected").wait_for()
    page.keyboard.press("Enter")
    page.locator(".hq-fb").wait_for(state="visible")
    assert page.locator(".hq-fb").get_attribute("data-correct") == "true"
    expect(page.locator("button.hq-check")).to_be_hidden()


def _own_quiz_server(repo_root, tmp_path):
    from .conftest import start_voila
    return start_voila(repo_root / "notebooks", tmp_path)


def test_a_lost_server_is_said_with_whether_the_answer_was_saved(browser, repo_root, tmp_path,
                                                                 artifacts_dir):
    """Problem 3: the server goes away: the page says so, offers to reload, and says the last
    answer was saved."""
    from .conftest import open_local_page
    server = _own_quiz_server(repo_root, tmp_path)
    context, page = open_local_page(browser)
    try:
        page.goto(server.render_url("quiz.ipynb", exercise="t-suit-1-0001", name="Lena"))
        shown = wait_for_exercise(page)
        page.get_by_text("Playing as Lena").wait_for()
        ex = make_exercise(shown)
        card_picture(page, ex.answer + 1).click()
        page.locator(".hq-fb[data-saved='yes']").wait_for()
        assert page.evaluate("window.__hydraQuizLost()") is None
        server.stop()
        banner = page.locator("#hq-lost")
        banner.wait_for(state="visible", timeout=30_000)
        text = banner.inner_text()
        assert "connection to the tutor is lost" in text and "Your last answer was saved" in text
        assert banner.get_by_role("button", name="Reload the page").is_visible()
        page.screenshot(path=str(artifacts_dir / "quiz-connection-lost.png"))
    finally:
        context.close()
        server.stop()


def test_a_dead_kernel_is_said_and_a_click_without_reply_may_not_count(quiz, browser):
    """Problem 3, the kernel alone dies (the server restarts it, without the quiz): the page says
    so; without a name, the last answer was not saved. (The worker's server: only this page's kernel dies.)"""
    from .conftest import kill_page_kernel, open_local_page
    context, page = open_local_page(browser)
    try:
        page.goto(quiz(exercise="t-suit-1-0001"))
        shown = wait_for_exercise(page)
        card_picture(page, make_exercise(shown).answer + 1).click()
        page.locator(".hq-fb[data-saved='no-name']").wait_for()
        kill_page_kernel(page)
        banner = page.locator("#hq-lost")
        banner.wait_for(state="visible", timeout=30_000)
        assert "not saved: you had not typed a name" in banner.inner_text()
    finally:
        context.close()


# --- issues 13 and 14: Doppelkopf and 500 in the quiz ---------------------------------------------

def test_doppelkopf_and_500_exercises_by_link(quiz, browser, artifacts_dir):
    """A Doppelkopf exercise (two Herz-10, D5) and a 500 exercise (the left bower, F5) opened by
    their links, answered by clicks, the feedback with its rule; ``?game=`` opens that game. At
    1280 and 400 px."""
    from .conftest import open_local_page, page_kernel_shutdown
    dk_id = next(f"dt-dulle-1-{s:04x}" for s in range(40)
                 if make_exercise(f"dt-dulle-1-{s:04x}").setting == "hausrunde")
    fh_id = "ft-bowers-1-0001"
    context, page = open_local_page(browser, viewport={"width": 1280, "height": 900})
    try:
        page.goto(quiz(exercise=dk_id))
        assert wait_for_exercise(page) == dk_id
        ex = make_exercise(dk_id)
        head = page.locator(".hq-board .hq-head").inner_text()
        assert "Doppelkopf · Hausrunde rules · Normalspiel" in head
        assert page.locator(".hq-gamepick button.mod-active").inner_text().strip() == "Doppelkopf"
        assert "Herz-10" in page.locator(".hq-board").inner_text()        # French names under the cards
        card_picture(page, ex.answer + 1).click()
        page.wait_for_selector(".hq-fb.right")
        text = page.locator(".hq-fb").inner_text()
        assert "Right!" in text and "rule: Equal cards" in text and "second one played wins" in text   # D5
        page.screenshot(path=str(artifacts_dir / "quiz-dk-1280.png"), full_page=True)
        page.set_viewport_size({"width": 400, "height": 900})
        page.screenshot(path=str(artifacts_dir / "quiz-dk-400.png"), full_page=True)
        overflow = page.evaluate("() => document.documentElement.scrollWidth - window.innerWidth")
        assert overflow <= 0, f"{overflow} px wider than the window"
        assert_no_traceback(page)
        page_kernel_shutdown(page, wait=False)

        page.set_viewport_size({"width": 1280, "height": 900})
        page.goto(quiz(exercise=fh_id))
        assert wait_for_exercise(page) == fh_id
        ex = make_exercise(fh_id)
        assert "500 · contract" in page.locator(".hq-board .hq-head").inner_text()
        assert page.locator(".hq-gamepick button.mod-active").inner_text().strip() == "Fünfhundert (500)"
        wrong = (ex.answer + 1) % len(ex.cards)
        card_picture(page, wrong + 1).click()
        page.wait_for_selector(".hq-fb.wrong")
        text = page.locator(".hq-fb").inner_text()
        assert "Not quite" in text and "left bower" in text and "rule: in a suit contract the trumps run joker" in text
        page.screenshot(path=str(artifacts_dir / "quiz-500-1280.png"), full_page=True)
        page.set_viewport_size({"width": 400, "height": 900})
        page.screenshot(path=str(artifacts_dir / "quiz-500-400.png"), full_page=True)
        overflow = page.evaluate("() => document.documentElement.scrollWidth - window.innerWidth")
        assert overflow <= 0, f"{overflow} px wider than the window"
        page_kernel_shutdown(page, wait=False)

        page.goto(quiz(game="fuenfhundert"))                     # ?game= opens that game's exercises
        shown = wait_for_exercise(page)
        assert shown.startswith("f") and "500" in page.locator(".hq-board .hq-head").inner_text()
        assert_no_traceback(page)
        page_kernel_shutdown(page, wait=False)
    finally:
        context.close()


def test_the_name_goes_into_the_address_and_a_reload_keeps_it(quiz, page, artifacts_dir):
    """A typed name is written into the address (?name=, the other keys kept), so a reload keeps the
    learner and the saved progress; a link's ?name= fills the name box; a bad name gets a sentence."""
    from playwright.sync_api import expect
    page.goto(quiz(exercise="t-suit-1-0003"))
    wait_for_exercise(page)
    box = page.get_by_placeholder("Your name")
    box.fill("  Url   Tester  ")
    page.get_by_role("button", name="Start").click()
    page.get_by_text("Playing as Url Tester").wait_for()
    expect(box).to_have_value("Url Tester")
    page.wait_for_function("() => new URL(location.href).searchParams.get('name') === 'Url Tester'")
    assert "exercise=t-suit-1-0003" in page.url
    ex = make_exercise("t-suit-1-0003")
    page.locator(f".hq-slot-{ex.answer + 1} button").click()
    page.wait_for_selector(".hq-fb.right")
    page.reload()
    wait_for_exercise(page)
    page.get_by_text("Playing as Url Tester").wait_for()
    expect(box).to_have_value("Url Tester")
    expect(page.locator(".hq-score")).to_have_text("1")
    box.fill("<b>x</b>")
    box.press("Enter")
    page.get_by_text("Playing as <b>x</b>").wait_for()
    page.wait_for_function("() => new URL(location.href).searchParams.get('name') === '<b>x</b>'")
    assert page.locator(".hq-namerow b b").count() == 0            # shown as text, not as markup
    box.fill("")
    page.get_by_role("button", name="Start").click()
    page.get_by_text("Please type your name").wait_for()
    page.screenshot(path=str(artifacts_dir / "quiz-name-in-address.png"), full_page=True)
    assert_no_traceback(page)
