"""Issue 33 in Chromium: the home page in German (``?lang=de``) on a phone (400x800) and on a projector
(1280x720), its language switch (44 px targets) leading to the same page in English with the learner's
name kept; every link keeping ``lang=`` (the tutor's own, and a Markdown link through the page's
script); a page's bar in German with its switch; and a browser that prefers German (its
Accept-Language, which scripts/voila-flags hands to the page) gets German without ``lang=``; a lesson
and a page with the bar, still English, say so in German.
Screenshots go to test-artifacts/language-*.png.
"""

from __future__ import annotations

import pytest

from .conftest import LOAD_TIMEOUT, open_local_page, open_side_by_side, wait_settled

pytestmark = pytest.mark.browser

PHONE = {"width": 400, "height": 800}
PROJECTOR = {"width": 1280, "height": 720}


@pytest.fixture(scope="module")
def render_url(voila_server, repo_root):
    return voila_server(repo_root / "notebooks").render_url


def _loaded(page, heading: str):
    page.wait_for_load_state("load", timeout=LOAD_TIMEOUT)
    page.locator("h1", has_text=heading).wait_for(state="visible", timeout=LOAD_TIMEOUT)
    wait_settled(page)


def _says_not_yet_translated(page, selector: str, screenshot) -> None:
    page.wait_for_load_state("load", timeout=LOAD_TIMEOUT)
    note = page.locator(selector)
    note.wait_for(state="visible", timeout=LOAD_TIMEOUT)
    assert "Diese Seite ist noch nicht übersetzt" in note.inner_text()
    wait_settled(page)
    page.screenshot(path=str(screenshot))


def test_home_page_in_german_with_its_switch(render_url, browser, artifacts_dir):
    from playwright.sync_api import expect
    opened = open_side_by_side(browser, [
        (render_url("home.ipynb", lang="de", name="Ada"), {"viewport": PHONE}),
        (render_url("home.ipynb", lang="de", name="Ada"), {"viewport": PROJECTOR}),
        (render_url("home.ipynb"), {"viewport": PHONE, "locale": "de-DE"}),       # Accept-Language: de-DE
        (render_url("going-deeper.ipynb", lang="de", name="Ada"), {"viewport": PHONE}),
        (render_url("01-how-you-win.ipynb", lang="de", name="Ada"), {"viewport": PHONE}),
        (render_url("glossary.ipynb", lang="de", name="Ada"), {"viewport": PHONE}),
    ])
    try:
        (_, phone), (_, projector), (_, preferred), (_, lesson), (_, step), (_, glossary) = opened
        _loaded(phone, "Hydra-Regeltutor")
        body = phone.inner_text("body")
        for german in ("Der Kurs: 12 Lektionen", "Worum es geht und wie man gewinnt", "Für Neugierige",
                       "Meinen Fortschritt zeigen"):
            assert german in body, german
        for english in ("The course", "Start with lesson 1", "For the curious", "Show my progress"):
            assert english not in body, english
        # every link to another page keeps the learner's name and language
        hrefs = phone.eval_on_selector_all(".hh a[href*='.ipynb']", "els => els.map(e => e.getAttribute('href'))")
        assert len(hrefs) > 20 and all("lang=de" in h and "name=Ada" in h for h in hrefs), hrefs
        # the switch at the top of the home page: a 44 px target, to this page in English
        switch = phone.locator(".hh-langs a[data-hydra-lang='en']")
        expect(switch).to_be_visible()
        size = switch.bounding_box()
        assert size is not None and size["height"] >= 44 and size["width"] >= 44, size
        assert switch.get_attribute("href") == "?lang=en&name=Ada"
        phone.screenshot(path=str(artifacts_dir / "language-home-de-phone.png"))

        # a page's bar in German, its switch (EN) to this very page in English
        lesson.wait_for_load_state("load", timeout=LOAD_TIMEOUT)
        bar = lesson.locator(".hn-bar").first
        bar.wait_for(state="visible", timeout=LOAD_TIMEOUT)
        wait_settled(lesson)
        expect(bar).to_contain_text("Übungen")
        expect(bar).to_contain_text("Start")
        expect(lesson.locator("h1", has_text="Vertiefung")).to_be_visible()
        box = bar.bounding_box()
        assert box is not None and box["width"] <= PHONE["width"] and box["height"] <= 96, box
        to_english = bar.locator("a[data-hydra-lang='en']")
        expect(to_english).to_be_visible()
        size = to_english.bounding_box()
        assert size is not None and size["height"] >= 44 and size["width"] >= 44, size
        href = to_english.get_attribute("href") or ""
        assert href == "?lang=en&name=Ada", href
        assert "lang=de" in (bar.locator("a.hn-quiz").get_attribute("href") or "")
        lesson.screenshot(path=str(artifacts_dir / "language-deeper-de-phone.png"))
        # a link a notebook's Markdown makes (no name, no language): the page's script adds both
        lesson.evaluate("""() => { const a = document.createElement('a'); a.id = 'md-link';
                                   a.href = 'glossary.ipynb#stich'; a.textContent = 'Stich';
                                   document.querySelector('.gd').appendChild(a); }""")
        lesson.wait_for_function("() => (document.getElementById('md-link').getAttribute('href') || '')"
                                 ".indexOf('lang=de') >= 0", timeout=10_000)
        made = lesson.locator("#md-link").get_attribute("href") or ""
        assert made.startswith("glossary.ipynb?") and "name=Ada" in made and made.endswith("#stich"), made
        _loaded(projector, "Hydra-Regeltutor")
        projector.screenshot(path=str(artifacts_dir / "language-home-de-projector.png"))

        # a lesson and a page with the bar, still English: each says so (at its top, under its bar) in German
        _says_not_yet_translated(step, ".cs-lang-note", artifacts_dir / "language-lesson-not-yet-phone.png")
        _says_not_yet_translated(glossary, ".hn-lang-note", artifacts_dir / "language-glossary-not-yet-phone.png")

        _loaded(preferred, "Hydra-Regeltutor")                 # no lang=: the browser's German
        assert "lang=" not in (preferred.locator(".hh table a").first.get_attribute("href") or "")

        phone.locator(".hh-langs a[data-hydra-lang='en']").click()
        _loaded(phone, "Hydra rules tutor")
        assert "lang=en" in phone.url and "name=Ada" in phone.url
        expect(phone.locator("h2", has_text="The course: 12 lessons")).to_be_visible()
        expect(phone.locator(".hh-langs a[data-hydra-lang='de']")).to_be_visible()
        phone.screenshot(path=str(artifacts_dir / "language-home-en-phone.png"))
    finally:
        for context, _page in opened:
            context.close()


def test_the_quiz_in_german_on_a_phone(render_url, browser, artifacts_dir):
    """Issue 33: the quiz asked for in German (?lang=de) at 400x800: the question, the cards' names, the answer
    and the engine's explanation in German, a cited rule a small link that opens its German sentence in place
    (no English beside it), and the switch to English in the bar."""
    from playwright.sync_api import expect
    context, page = open_local_page(browser, viewport=PHONE, has_touch=True, is_mobile=True)
    try:
        page.goto(render_url("quiz.ipynb", lang="de", name="Ada", exercise="t-r1-1-0001"))
        page.locator(".hq-board .hq-head").first.wait_for(timeout=LOAD_TIMEOUT)
        wait_settled(page)
        expect(page.locator("h1", has_text="Hydra-Regelquiz")).to_be_visible()
        expect(page.locator(".hq-prompt")).to_have_text("Welche Karte gewinnt diesen Stich? Tippe sie an.")
        page.screenshot(path=str(artifacts_dir / "language-quiz-de-question-phone.png"))
        page.locator(".hq-slot button").nth(1).click()                 # the Schell-10 leads and wins: a miss
        feedback = page.locator(".hq-fb").first
        feedback.wait_for(state="visible", timeout=LOAD_TIMEOUT)
        wait_settled(page)
        text = feedback.inner_text()
        assert "Nicht ganz:" in text and "Den Stich bekommt die Schell-Zehn, die erste Karte, gespielt von" in text
        assert "Die Schell-Zehn gewinnt: Schell wurde ausgespielt" in text
        assert "Die Idee:" in text and "Drück auf Weiter" in text
        for english in ("wins", "Not quite", "The trick goes to", "Press Next", "(R1)", "seat "):
            assert english not in text, english
        rule = feedback.locator("details.hr-rule summary").first
        expect(rule).to_contain_text("Regel: ")
        rule.click()
        said = feedback.locator("details.hr-rule[open] .hr-say").first
        expect(said).to_be_visible()
        assert not said.locator(".hr-en").count()                    # the German quote needs no translation
        assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
        page.screenshot(path=str(artifacts_dir / "language-quiz-de-answer-phone.png"), full_page=True)
        feedback.screenshot(path=str(artifacts_dir / "language-quiz-de-explanation-phone.png"))
        switch = page.locator(".hn-bar a[data-hydra-lang='en']").first
        expect(switch).to_be_visible()
        assert (switch.get_attribute("href") or "").startswith("?lang=en")
    finally:
        context.close()
