"""The quiz dashboard in a real browser: Voilà serves notebooks/quiz.ipynb, Chromium answers.

The test computes each answer with the same generator the kernel uses (``tutor.make_exercise``),
reading the exercise id off the page. Screenshots go to test-artifacts/.
"""

import sqlite3

import pytest

from tutor import make_exercise

pytestmark = pytest.mark.browser

LOAD = 90_000      # ms: a cold kernel on a busy 2-core machine


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
            " return a && a.textContent.trim() !== prev; }", arg=previous)
    return page.locator(".hq-board .hq-id a").first.inner_text().strip()


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
    assert "Right!" in text and ex.explanation.split(":")[0] in text and "R2" in text
    winner_svg = page.locator(f".hq-slot-{ex.answer + 1} svg").first
    assert "(winner)" in winner_svg.get_attribute("aria-label")
    assert page.locator(".hq-score").inner_text() == "1"
    page.screenshot(path=str(artifacts_dir / "quiz-2-right.png"), full_page=True)

    # Enter (with the pointer on the table) goes on to the next exercise
    page.locator(".hq-board .hq-prompt").hover()
    page.keyboard.press("Enter")
    nxt = wait_for_exercise(page, previous=shown)
    ex2 = make_exercise(nxt)
    if ex2.kind != "trick":
        pytest.skip(f"the next exercise {nxt} is not a trick")   # mixed mode starts with tricks
    wrong = (ex2.answer + 2) % 5
    page.locator(".hq-board .hq-prompt").hover()
    page.keyboard.press(str(wrong + 1))                        # answer with the keyboard
    feedback.wait_for(state="visible")
    page.wait_for_selector(".hq-fb.wrong")
    text = page.locator(".hq-fb").inner_text()
    assert "Not quite" in text and str(ex2.cards[wrong]) in text
    assert f"seat {ex2.seats[ex2.answer]}" in text
    assert "(winner)" in page.locator(f".hq-slot-{ex2.answer + 1} svg").first.get_attribute("aria-label")
    assert "(selected)" in page.locator(f".hq-slot-{wrong + 1} svg").first.get_attribute("aria-label")
    assert page.locator(".hq-streak").inner_text() == "0"
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
        label = page.locator(f".hq-slot-{i + 1} svg").first.get_attribute("aria-label")
        assert ("(may be played)" in label) == (str(card) in ex.answer)
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
    assert page.locator(".hq-score").inner_text() == "1"
    con = sqlite3.connect(str(quiz.server.data_dir / "progress.sqlite3"))
    rows = con.execute("SELECT a.exercise_id, a.correct FROM answers a JOIN learners l "
                       "ON l.id = a.learner_id WHERE l.name = 'Reload Tester'").fetchall()
    con.close()
    assert rows == [("t-suit-1-0003", 1)]


def test_parties_and_points_exercises(quiz, page, artifacts_dir):
    if not make_exercise.__globals__["TOPICS"]["p-r10"].available:
        pytest.skip("the engine has no form_parties yet")
    ex = make_exercise("p-r10-2-0005")
    page.goto(quiz(exercise=ex.id))
    assert wait_for_exercise(page) == ex.id
    kind, parts = ex.answer
    page.get_by_role("button", name=kind.replace("-", " "), exact=True).click()
    for n, part in enumerate(sorted(parts, key=min)):
        for seat in part:
            page.get_by_label(f"Seat {seat}:").select_option(label=f"party {'ABC'[n]}")
    page.get_by_role("button", name="Check").click()
    page.wait_for_selector(".hq-fb.right")
    assert "R10" in page.locator(".hq-fb").inner_text()
    page.screenshot(path=str(artifacts_dir / "quiz-9-parties.png"), full_page=True)

    ex = make_exercise("s-r5-3-0005")
    page.goto(quiz(exercise=ex.id))
    assert wait_for_exercise(page) == ex.id
    box = page.get_by_placeholder("points")
    box.fill(str(ex.answer + 5))
    box.press("Enter")
    page.wait_for_selector(".hq-fb.wrong")
    text = page.locator(".hq-fb").inner_text()
    assert f"gets {ex.answer} points" in text and "R5" in text
    page.screenshot(path=str(artifacts_dir / "quiz-10-points.png"), full_page=True)
