"""Issue 33 in Chromium: the home page in German (``?lang=de``) on a phone (400x800) and on a projector
(1280x720), its language switch (44 px targets) leading to the same page in English with the learner's
name kept; every link keeping ``lang=`` (the tutor's own, and a Markdown link through the page's
script); a page's bar in German with its switch; and a browser that prefers German (its
Accept-Language, which scripts/voila-flags hands to the page) gets German without ``lang=``; a lesson
of 500 speaks German, and a page with the bar, still English, says so in German. The 500 course in German on a
phone, by taps (every step fits one screen, 44 px targets, no English sentence of the catalog).
The Hydra course in German on a phone: every
step of the 12 lessons fits one screen before and after its answer, its buttons and the answer's feedback in
German, and its switch leads to the same step in English.
Screenshots go to test-artifacts/language-*.png.

The German pages here are opened for "Uta", not "Ada": a page asked for with ``lang=`` and ``name=`` keeps that
language for the name (tests/test_language_kept.py), and the other browser files sharing this worker's server
open English pages for Ada without ``lang=``.
"""

from __future__ import annotations

import functools
import re

import pytest

from .conftest import LOAD_TIMEOUT, open_local_page, open_side_by_side, wait_settled

from .test_course_steps import STEP_BOTTOM_JS, give, right

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
        (render_url("home.ipynb", lang="de", name="Uta"), {"viewport": PHONE}),
        (render_url("home.ipynb", lang="de", name="Uta"), {"viewport": PROJECTOR}),
        (render_url("home.ipynb"), {"viewport": PHONE, "locale": "de-DE"}),       # Accept-Language: de-DE
        (render_url("going-deeper.ipynb", lang="de", name="Uta"), {"viewport": PHONE}),
        (render_url("500-01-deck-and-bids.ipynb", lang="de", name="Uta"), {"viewport": PHONE}),
        (render_url("doppelkopf-players.ipynb", lang="de", name="Uta"), {"viewport": PHONE}),
    ])
    try:
        (_, phone), (_, projector), (_, preferred), (_, lesson), (_, step), (_, players) = opened
        _loaded(phone, "Hydra-Regeltutor")
        body = phone.inner_text("body")
        for german in ("Der Kurs: 12 Lektionen", "Worum es geht und wie man gewinnt", "Für Neugierige",
                       "Meinen Fortschritt zeigen"):
            assert german in body, german
        for english in ("The course", "Start with lesson 1", "For the curious", "Show my progress"):
            assert english not in body, english
        # every link to another page keeps the learner's name and language
        hrefs = phone.eval_on_selector_all(".hh a[href*='.ipynb']", "els => els.map(e => e.getAttribute('href'))")
        assert len(hrefs) > 20 and all("lang=de" in h and "name=Uta" in h for h in hrefs), hrefs
        # the switch at the top of the home page: a 44 px target, to this page in English
        switch = phone.locator(".hh-langs a[data-hydra-lang='en']")
        expect(switch).to_be_visible()
        size = switch.bounding_box()
        assert size is not None and size["height"] >= 44 and size["width"] >= 44, size
        assert switch.get_attribute("href") == "?lang=en&name=Uta"
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
        assert href == "?lang=en&name=Uta", href
        assert "lang=de" in (bar.locator("a.hn-quiz").get_attribute("href") or "")
        lesson.screenshot(path=str(artifacts_dir / "language-deeper-de-phone.png"))
        # a link a notebook's Markdown makes (no name, no language): the page's script adds both
        lesson.evaluate("""() => { const a = document.createElement('a'); a.id = 'md-link';
                                   a.href = 'glossary.ipynb#stich'; a.textContent = 'Stich';
                                   document.querySelector('.gd').appendChild(a); }""")
        lesson.wait_for_function("() => (document.getElementById('md-link').getAttribute('href') || '')"
                                 ".indexOf('lang=de') >= 0", timeout=10_000)
        made = lesson.locator("#md-link").get_attribute("href") or ""
        assert made.startswith("glossary.ipynb?") and "name=Uta" in made and made.endswith("#stich"), made
        _loaded(projector, "Hydra-Regeltutor")
        projector.screenshot(path=str(artifacts_dir / "language-home-de-projector.png"))

        # a lesson of 500 speaks German too (no note)
        step.locator(".cs-dots").wait_for(timeout=LOAD_TIMEOUT)
        expect(step.locator(".cs-title")).to_contain_text("Lektion 1: Karten und Gebote")
        expect(step.locator(".cs-idea")).to_contain_text("spielen vier in zwei Teams")
        assert not step.locator(".cs-lang-note").count()
        # the page for Doppelkopf players speaks German too (issue 33): no note under its bar
        _loaded(players, "Hydra für Doppelkopf-Spieler")
        expect(players.locator("h2", has_text="Die Karten übersetzt")).to_be_visible()
        assert not players.locator(".hn-lang-note").count()
        players.screenshot(path=str(artifacts_dir / "language-players-de-phone.png"))

        _loaded(preferred, "Hydra-Regeltutor")                 # no lang=: the browser's German
        assert "lang=" not in (preferred.locator(".hh table a").first.get_attribute("href") or "")

        phone.locator(".hh-langs a[data-hydra-lang='en']").click()
        _loaded(phone, "Hydra rules tutor")
        assert "lang=en" in phone.url and "name=Uta" in phone.url
        expect(phone.locator("h2", has_text="The course: 12 lessons")).to_be_visible()
        expect(phone.locator(".hh-langs a[data-hydra-lang='de']")).to_be_visible()
        phone.screenshot(path=str(artifacts_dir / "language-home-en-phone.png"))
    finally:
        for context, _page in opened:
            context.close()


def _back_to_english(page, context) -> None:
    """After a walk in German: this process in English again, the page's kernel shut down, its context closed."""
    from hydra.core.i18n import set_language

    from .conftest import page_kernel_shutdown
    set_language("en")
    try:
        page_kernel_shutdown(page, wait=False)
    finally:
        context.close()


def _fits(page, where: str) -> None:
    wait_settled(page, quiet_ms=200)
    bottom = page.evaluate(STEP_BOTTOM_JS)
    assert bottom <= PHONE["height"], f"{where}: the step ends at {bottom} px in German"


def test_the_hydra_course_in_german_on_a_phone(voila_server, browser, repo_root, artifacts_dir):
    """Every step of the 12 lessons in German at 400x800: it fits one screen, and so does its answer; the buttons
    and the feedback are German (a miss in lesson 2, a right answer everywhere); the switch at the top leads to
    the same step in English."""
    import re

    from playwright.sync_api import expect

    from tutor.course import lesson
    from tutor.hydra.course.path import step_lessons
    from tutor.exercises.kind import CHOICE, SELECT_CARDS

    from .conftest import open_local_page
    from hydra.core.i18n import set_language
    server = voila_server(repo_root / "notebooks")
    german = step_lessons("de")
    context, page = open_local_page(browser, viewport=dict(PHONE))
    set_language("de")                      # a choice's button is found by its German words (give)

    try:
        for number, path in german.items():
            page.goto(server.render_url(lesson(number).notebook, lang="de", name="Uta"))
            page.locator(".cs-dots").wait_for(timeout=LOAD_TIMEOUT)
            expect(page.locator(".cs-title")).to_contain_text(f"Lektion {int(number)}")
            for place, s in enumerate(path.steps, 1):
                expect(page.locator(".cs-title")).to_contain_text(f"Schritt {place} von {len(path.steps)}")
                expect(page.locator(".cs-idea")).to_contain_text(s.text[:30], use_inner_text=True)
                expect(page.locator("button.cs-next")).to_have_text("Weiter →")
                _fits(page, s.id)
                if place == 1 or s.form in (CHOICE, SELECT_CARDS):
                    page.screenshot(path=str(artifacts_dir / f"language-step-{s.id}-de.png"))
                if s.kind != "play-round":
                    message = page.locator(".cs-msg")
                    if s.id == "02-eyes-5":                         # a miss: why, in German, and try again
                        expect(page.locator("button.cs-check")).to_have_text("Prüfen")
                        give(page, s, "29")
                        expect(message).to_contain_text("Nicht 29")
                        expect(message).to_contain_text("Versuch es noch einmal")
                        _fits(page, s.id + " after a miss")
                        page.screenshot(path=str(artifacts_dir / "language-step-02-eyes-5-miss-de.png"))
                    give(page, s, right(s))
                    expect(message).to_contain_text("Richtig")
                    _fits(page, s.id + " answered")
                    if s.form in (CHOICE, SELECT_CARDS) or s.id == "02-eyes-5":
                        page.screenshot(path=str(artifacts_dir / f"language-step-{s.id}-answered-de.png"))
                page.locator("button.cs-next").click()
            expect(page.locator(".cs-end").first).to_contain_text(f"Lektion {int(number)} geschafft")
            _fits(page, f"the end of lesson {number}")
        # the switch at the top: this very step in English, the name kept
        page.goto(server.render_url(lesson("05").notebook, lang="de", name="Uta", step="05-special-2"))
        switch = page.locator(".cs-top a[data-hydra-lang='en']")
        switch.wait_for(timeout=LOAD_TIMEOUT)
        size = switch.bounding_box()
        assert size is not None and size["height"] >= 44 and size["width"] >= 44, size
        switch.click()
        page.locator(".cs-dots").wait_for(timeout=LOAD_TIMEOUT)
        expect(page.locator(".cs-title")).to_contain_text("Lesson 5")
        assert re.search(r"[?&]lang=en(&|$)", page.url) and "step=05-special-2" in page.url and "name=Uta" in page.url
        # the glossary in German: its heading, a word's meaning, a cited rule a link that opens in place
        page.goto(server.render_url("glossary.ipynb", lang="de", name="Uta") + "#stich")
        expect(page.locator(".hg h1")).to_have_text("Glossar", timeout=LOAD_TIMEOUT)
        expect(page.locator("#stich")).to_contain_text("Eine Karte von jedem Spieler")
        expect(page.locator(".hn-bar").first).to_contain_text("Start")
        rule = page.locator("#kontra details.hr-rule").first
        rule.locator("summary").click()
        expect(rule.locator(".hr-de")).to_be_visible()
        expect(rule.locator(".hr-en")).to_have_count(0)
        wait_settled(page)
        page.screenshot(path=str(artifacts_dir / "language-glossary-de-phone.png"))
    finally:
        _back_to_english(page, context)


#: The 500 steps answered wrong once first (in German: why, and "try again").
FH_MISSES = {"500-1-deck-1", "500-1-deck-4", "500-2-bowers-2", "500-2-bowers-4", "500-3-score-4"}


def test_the_500_course_in_german_on_a_phone(voila_server, browser, repo_root, artifacts_dir):
    """Every step of the three 500 lessons in German at 400x800, by taps: it fits one screen before and after its
    answer, every target is 44 px or more, no internal id shows, a miss says why and "Versuch es noch einmal",
    the right answer "Richtig"; the end of each lesson leads on to the next; no English sentence of the catalog
    shows through; the switch leads to the same step in English."""
    from playwright.sync_api import expect

    from hydra.core.i18n import set_language
    from tests.test_other_courses_german import FH_FILES, english_of
    from tutor.fuenfhundert.course import FH_LESSONS, fh_step_lessons
    from tutor.exercises.kind import PICK_CARD

    from .test_course_steps import check_screen, wrong
    babel_pofile = pytest.importorskip("babel.messages.pofile")
    from hydra.core.i18n import LOCALE_DIR
    with (LOCALE_DIR / "de" / "LC_MESSAGES" / "hydra.po").open("rb") as po:
        english = english_of(babel_pofile.read_po(po), FH_FILES)
    server = voila_server(repo_root / "notebooks")
    context, page = open_local_page(browser, viewport=dict(PHONE), has_touch=True, is_mobile=True)
    set_language("de")                      # a choice's button is found by its German words (give)
    try:
        page.goto(server.render_url(FH_LESSONS[0].notebook, lang="de", name="Uta"))
        for number, (item, path) in enumerate(zip(FH_LESSONS, fh_step_lessons("de")), 1):
            page.wait_for_url(re.compile(re.escape(item.notebook)), timeout=LOAD_TIMEOUT)
            page.locator(".cs-dots").wait_for(timeout=LOAD_TIMEOUT)
            for place, s in enumerate(path.steps, 1):
                expect(page.locator(".cs-title")).to_contain_text(f"Lektion {number}")
                expect(page.locator(".cs-title")).to_contain_text(f"Schritt {place} von {len(path.steps)}")
                expect(page.locator(".cs-idea")).to_contain_text(s.text[:30], use_inner_text=True)
                expect(page.locator("button.cs-next")).to_have_text("Weiter →")
                check_screen(page, s.id + " in German", "Uta")
                message = page.locator(".cs-msg")
                if s.id in FH_MISSES:
                    give(page, s, wrong(s))
                    expect(message).to_contain_text("Versuch es noch einmal")
                    if s.form == PICK_CARD:                              # it names the card tapped, in German
                        expect(message).to_contain_text(s.task.cards[wrong(s)].german_name)
                    check_screen(page, s.id + " in German after a miss", "Uta")
                    page.screenshot(path=str(artifacts_dir / f"language-step-{s.id}-miss-de.png"))
                give(page, s, right(s))
                expect(message).to_contain_text("Richtig")
                check_screen(page, s.id + " in German answered", "Uta")
                shown = english_showing_through(page.locator(".cs").first.inner_text())
                assert not [e for e in shown if e in english], (s.id, shown)
                page.screenshot(path=str(artifacts_dir / f"language-step-{s.id}-answered-de.png"))
                page.locator("button.cs-next").click()
            expect(page.locator(".cs-end").first).to_contain_text(f"Lektion {number} geschafft")
            check_screen(page, f"the end of 500 lesson {number} in German", "Uta")
            if item is not FH_LESSONS[-1]:
                page.locator("a.cs-next-lesson").click()
        # the switch at the top: this very step in English, the name kept
        page.goto(server.render_url(FH_LESSONS[1].notebook, lang="de", name="Uta", step="500-2-bowers-3"))
        switch = page.locator(".cs-top a[data-hydra-lang='en']")
        switch.wait_for(timeout=LOAD_TIMEOUT)
        size = switch.bounding_box()
        assert size is not None and size["height"] >= 44 and size["width"] >= 44, size
        page.screenshot(path=str(artifacts_dir / "language-step-500-2-bowers-3-de.png"))
        switch.click()
        page.locator(".cs-dots").wait_for(timeout=LOAD_TIMEOUT)
        expect(page.locator(".cs-title")).to_contain_text("lesson 2: Bowers and the joker")
        expect(page.locator(".cs-ask")).to_contain_text("The contract is 7 Karo: Karo is trump.")
        assert re.search(r"[?&]lang=en(&|$)", page.url) and "step=500-2-bowers-3" in page.url and "name=Uta" in page.url
    finally:
        _back_to_english(page, context)


def test_the_quiz_in_german_on_a_phone(render_url, browser, artifacts_dir):
    """Issue 33: the quiz asked for in German (?lang=de) at 400x800: the question, the cards' names, the answer
    and the engine's explanation in German, a cited rule a small link that opens its German sentence in place
    (no English beside it), and the switch to English in the bar."""
    from playwright.sync_api import expect
    context, page = open_local_page(browser, viewport=PHONE, has_touch=True, is_mobile=True)
    try:
        page.goto(render_url("quiz.ipynb", lang="de", name="Uta", exercise="t-r1-1-0001"))
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


#: One question of each other game, in German: (exercise, the quiz's German heading, German words its feedback says).
OTHER_QUIZZES = (("dt-dulle-1-0001", "Doppelkopf-Regelquiz", ("Herz-Zehn", "gewinnt")),
                 ("fb-misere-1-0001", "Fünfhundert-(500)-Regelquiz", ("Tabelle der Spielregel",)),
                 ("hm-sides-1-0004", "Hydropolis-Regelquiz", ("darf", "Regel")))


def test_the_other_games_quiz_in_german_on_a_phone(render_url, browser, artifacts_dir):
    """Issue 33: a question of Doppelkopf, of 500 and of Hydropolis asked for in German at 400x800, answered by
    taps: the heading, the question, the answer's buttons and the feedback in German, no English sentence of the
    catalog showing through, nothing wider than the phone."""
    from playwright.sync_api import expect

    from hydra.core.i18n import set_language
    from tutor.exercises import kind_named, make_exercise
    from tutor.rulebook import without_citations
    context, page = open_local_page(browser, viewport=PHONE, has_touch=True, is_mobile=True)
    set_language("de")                     # the question's buttons are found by their German words
    try:
        for exercise, heading, words in OTHER_QUIZZES:
            ex = make_exercise(exercise)
            kind = kind_named(ex.kind)
            page.goto(render_url("quiz.ipynb", lang="de", name="Uta", exercise=exercise))
            link = page.locator(".hq-board .hq-id a").first
            expect(link).to_have_attribute("data-exercise", exercise, timeout=LOAD_TIMEOUT)
            wait_settled(page)
            expect(page.locator("h1", has_text=heading)).to_be_visible()
            expect(page.locator(".hq-prompt")).to_contain_text(ex.prompt[:25])
            assert english_showing_through(page.locator(".hq-board").first.inner_text()) == []
            page.screenshot(path=str(artifacts_dir / f"language-quiz-{exercise}-de-phone.png"))
            right = kind.solution(ex)
            if kind.form == "pick-card":
                page.locator(".hq-slot button").nth(int(right)).tap()
            else:
                label = without_citations(kind.choice_label(right))
                page.get_by_role("button", name=label, exact=True).tap()
                page.get_by_role("button", name="Prüfen").tap()
            feedback = page.locator(".hq-fb").first
            feedback.wait_for(state="visible", timeout=LOAD_TIMEOUT)
            wait_settled(page)
            text = feedback.inner_text()
            assert "Richtig" in text, text
            for word in words:
                assert word in text, (exercise, word, text)
            shown = english_showing_through(page.locator(".hq-board").first.inner_text())
            assert shown == [], (exercise, shown)
            assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
            page.screenshot(path=str(artifacts_dir / f"language-quiz-{exercise}-answered-de-phone.png"),
                            full_page=True)
    finally:
        set_language("en")
        context.close()


def english_showing_through(text: str) -> list[str]:
    """The English sentences of the catalog (each with a German translation of its own) that ``text`` shows:
    a sentence of two words or more, its ``{placeholders}`` read as any words, with at least 12 letters of
    its own (so a bare "{name}: {card}" or a game word is never taken for English)."""
    return [sentence for sentence, pattern in _english_patterns() if pattern.search(text)]


@functools.lru_cache(maxsize=1)
def _english_patterns() -> list[tuple[str, re.Pattern[str]]]:
    """:func:`english_showing_through`'s sentences and their patterns, read from the German catalog once (0.3 s
    a time, and the walks ask after every step)."""
    from hydra.core.i18n import LOCALE_DIR, read_po
    messages, plurals, _header = read_po((LOCALE_DIR / "de" / "LC_MESSAGES" / "hydra.po").read_text("utf-8"))
    english = [(m, t) for m, t in messages.items()] + [(m, forms[-1]) for (_one, m), forms in plurals.items()] + [
        (m, forms[0]) for (m, _many), forms in plurals.items()]
    found = []
    for sentence, german in english:
        if sentence == german or " " not in sentence.strip():
            continue
        parts = re.split(r"\{[^{}]*\}", sentence)
        if sum(len(re.sub(r"[^A-Za-z]", "", p)) for p in parts) < 12:
            continue
        found.append((sentence, re.compile(r"\S.{0,80}?".join(re.escape(p) for p in parts))))
    return found


def test_the_class_pages_in_german_on_a_phone(voila_server, browser, repo_root, artifacts_dir):
    """Issue 33: the teacher's dashboard with a class open and a question pushed, and a learner's class page
    (joined, the question, the answer sent, the reveal), both asked for in German (?lang=de) at 400x800:
    no English sentence of the catalog shows through, the buttons say German, the cards their names
    (issue 34); the learner's switch leads to the same class in English."""
    from playwright.sync_api import expect

    from .conftest import page_kernel_shutdown
    server = voila_server(repo_root / "notebooks")
    opened = []
    try:
        tctx, teacher = open_local_page(browser, viewport=dict(PHONE))
        opened.append((tctx, teacher))
        teacher.goto(server.render_url("teacher.ipynb", scenario="r01-hydra-on-a-fail-trick", at="47", lang="de"))
        teacher.locator("button.hc-open").wait_for(state="visible", timeout=LOAD_TIMEOUT)
        expect(teacher.locator("button.hc-open")).to_have_text("Klasse fragen")
        wait_settled(teacher)
        assert english_showing_through(teacher.inner_text("body")) == []
        teacher.locator("button.hc-open").click()
        code_box = teacher.locator(".hc-code")
        code_box.wait_for(state="visible")
        code = code_box.get_attribute("data-code")
        teacher.locator("button.hc-push-legal").click()
        expect(teacher.locator(".hc-count")).to_contain_text("0 von 0 haben geantwortet")
        expect(teacher.locator(".hc-teacher .hc-prompt")).to_contain_text("Frage 1: Welche Karten darf Cem")
        wait_settled(teacher)
        assert english_showing_through(teacher.inner_text("body")) == []
        teacher.screenshot(path=str(artifacts_dir / "language-teacher-de-phone.png"))

        lctx, learner = open_local_page(browser, viewport=dict(PHONE), is_mobile=True, has_touch=True)
        opened.append((lctx, learner))
        learner.goto(server.render_url("class.ipynb", lang="de", **{"class": code}))
        learner.locator(".hc-name-input input").wait_for(timeout=LOAD_TIMEOUT)
        expect(learner.locator("button.hc-join")).to_have_text("Der Klasse beitreten")
        assert english_showing_through(learner.inner_text("body")) == []
        learner.locator(".hc-name-input input").fill("Uta")
        learner.locator("button.hc-join").click()
        prompt = learner.locator(".hc-prompt", has_text="Frage 1")
        prompt.wait_for(timeout=LOAD_TIMEOUT)
        expect(prompt).to_contain_text("Welche Karten darf Cem jetzt spielen?")
        expect(learner.locator(".hc-option-1")).to_contain_text("1. Grün-König")
        wait_settled(learner)
        assert english_showing_through(learner.inner_text("body")) == []
        learner.screenshot(path=str(artifacts_dir / "language-class-de-question-phone.png"))
        learner.locator(".hc-option-1").click()
        learner.locator("button.hc-send").click()
        expect(learner.locator(".hc-sent")).to_contain_text("Antwort gesendet: Grün-König.")
        expect(teacher.locator(".hc-count")).to_contain_text("1 von 1 haben geantwortet", timeout=20_000)
        teacher.locator("button.hc-reveal-button").click()
        reveal = learner.locator(".hc-reveal")
        reveal.get_by_text("Die Lösung:").wait_for(timeout=20_000)
        wait_settled(learner)
        for page in (teacher, learner):
            shown = english_showing_through(page.inner_text("body"))
            assert shown == [], shown
        assert "The answer" not in learner.inner_text("body") and "SK" not in reveal.inner_text()
        learner.screenshot(path=str(artifacts_dir / "language-class-de-reveal-phone.png"), full_page=True)
        assert learner.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
        # the learner's switch: this class in English, the learner still in it
        learner.locator(".hc-langs a[data-hydra-lang='en']").click()
        learner.locator(".hc-prompt", has_text="Question 1").wait_for(timeout=LOAD_TIMEOUT)
        expect(learner.locator(".hc-prompt").first).to_contain_text("you are Uta")
        assert "lang=en" in learner.url
    finally:
        for context, page in opened:
            try:
                page_kernel_shutdown(page, wait=False)
            except Exception:
                pass
            context.close()
