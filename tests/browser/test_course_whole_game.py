"""The whole game on the path (issue 34) in Chromium at 400x800, by taps alone.

1. Lessons 06, 10 and 11 walked step by step: what is on each screen is read, each step answered right by
   taps, and the first screen that asks "who wins this trick?" in a trump solo and in a colour solo,
   "which cards may I play?" in both, "who plays with whom?" after an Antrag and the points of a solo
   comes on or after a screen whose idea teaches it.
2. Lesson 12's play steps done by taps: the step's link opens the play page at its deal, the round is
   played there by taps (valeo; morbus and a Grün solo; morbus and an Antrag), the page says the step is
   done and links back, and the step's dot shows it done.
"""

from __future__ import annotations

import re

import pytest

import hydra
from tutor.course import lesson
from tutor.hydra.course.path import step_lesson
from tutor.hydra import HydraSession

from .conftest import LOAD_TIMEOUT, open_local_page, page_kernel_shutdown
from .play_pages import button, wait_step
from .test_course_steps import SCREEN, expect_step_shown, give, right

pytestmark = pytest.mark.browser

#: Not the step walk's learner: both tests may run on one server (one store), and this one answers
#: lesson 06 without a miss, which the step walk's map would then show as its own stars.
NAME = "Ada Whole"

#: What a screen asks (its question, read on the screen) and the words of the idea that teaches it.
ASKED = {
    "who wins in a trump solo": (re.compile(r"(König|Ober|Unter|Daus|9|10) solo.*wins this trick"),
                                 "In a trump solo the soloist picks a rank"),
    "who wins in a colour solo": (re.compile(r"(Grün|Rot|Schell|Eichel) solo.*wins this trick", re.I),
                                  "In a Grün solo the trumps are, from low to high"),
    "which cards in a trump solo": (re.compile(r"(König|Ober|Unter|Daus) solo\. .*Tap every card"),
                                    "A card of the trump rank is a trump, not a card of its suit"),
    "which cards in a colour solo": (re.compile(r"(Grün|Rot|Schell|Eichel) solo\. .*Tap every card"),
                                     "the Obers and Unters of the other suits are fail cards"),
    "who plays with whom after an Antrag": (re.compile(r"Who plays with \w+\?.*offers an Antrag"),
                                            "The first one who takes the Antrag plays with the proposer"),
    "the points of a solo": (re.compile(r"The soloist took \d+ eyes"), "the soloist 3, each of the four opponents 2"),
}


def test_solos_and_the_antrag_are_taught_before_they_are_asked_at_400x800(voila_server, browser, repo_root,
                                                                           artifacts_dir):
    from playwright.sync_api import expect
    server = voila_server(repo_root / "notebooks")
    context, page = open_local_page(browser, viewport=dict(SCREEN))
    taught: list[str] = []                       # the ideas seen so far, in order
    first_asked: dict[str, int] = {}
    try:
        for number in ("06", "10", "11"):
            path = step_lesson(number)
            page.goto(server.render_url(lesson(number).notebook, name=NAME))
            page.locator(".cs-dots").wait_for(timeout=LOAD_TIMEOUT)
            for place, s in enumerate(path.steps, 1):
                expect_step_shown(page, s, place, len(path.steps), NAME)
                idea = " ".join(page.locator(".cs-idea").inner_text().split())
                asked = " ".join(" ".join([page.locator(".cs-ask").inner_text()]
                                          + page.locator(".cs-fact").all_inner_texts()).split())
                taught.append(idea)
                for what, (question, _words) in ASKED.items():
                    if what not in first_asked and question.search(asked):
                        first_asked[what] = len(taught) - 1
                        page.screenshot(path=str(artifacts_dir / f"whole-game-{s.id}.png"))
                give(page, s, right(s))
                expect(page.locator(".cs-msg")).to_contain_text("Right")
                page.locator("button.cs-next").click()
            expect(page.locator(".cs-end").first).to_contain_text(f"Lesson {int(number)} finished")
        assert set(first_asked) == set(ASKED), set(ASKED) - set(first_asked)
        for what, at in first_asked.items():
            words = ASKED[what][1]
            assert any(words in idea for idea in taught[:at + 1]), (what, taught[at])
    finally:
        try:
            page_kernel_shutdown(page, wait=False)
        finally:
            context.close()


def _play_to_the_end(page, session: HydraSession) -> None:
    """Tap the example player's card (the hint) until the round is over; the test's copy follows."""
    while not session.round.is_over:
        action = session.hint().action
        card = str(action).partition(":")[2] if str(action).startswith("open:") else str(action)
        button(page, hydra.as_card(card).german_name, ".hp-hand").click()      # a card by its name, never "GU"
        assert session.click_card(card).ok
        wait_step(page, ".hp-status", session)


def test_the_play_steps_done_by_taps_at_400x800(voila_server, browser, repo_root, artifacts_dir):
    from playwright.sync_api import expect
    server = voila_server(repo_root / "notebooks")
    context, page = open_local_page(browser, viewport=dict(SCREEN))
    name = "Ada Player"
    try:
        page.goto(server.render_url(lesson("12").notebook, name=name))
        page.locator(".cs-dots").wait_for(timeout=LOAD_TIMEOUT)
        for place, s in enumerate(step_lesson("12").steps, 1):
            deal = str(s.task.given[0])
            expect(page.locator(".cs-title")).to_contain_text(f"step {place} of 3")
            link = page.locator("a.cs-play")
            expect(link).to_have_attribute("href", re.compile(re.escape(f"deal={deal}&step={s.id}")))
            box = link.bounding_box()
            assert box is not None and box["height"] >= 44 and box["width"] >= 44
            page.screenshot(path=str(artifacts_dir / f"whole-game-{s.id}-step.png"))
            link.click()
            page.wait_for_url(re.compile(r"play\.ipynb"), timeout=LOAD_TIMEOUT)
            session = HydraSession(deal=deal)
            wait_step(page, ".hp-status", session, LOAD_TIMEOUT)
            expect(page.locator(".hp-path")).to_contain_text("Play this round to the end")
            want = s.task.caption
            if want == "round":
                button(page, "Valeo (a healthy game)").click()
                session.act("valeo")
            else:
                button(page, "Morbus (I have a reservation)").click()
                session.act("morbus")
                wait_step(page, ".hp-status", session)
                if want == "solo":
                    page.locator(".hp-choices select").select_option(label="Grün-Solo (a colour solo)")
                    button(page, "Declare this solo").click()
                    session.act("solo:color-solo:G")
                else:
                    button(page, "Antrag").click()
                    session.act(next(c.action for c in session.choices() if str(c.action).startswith("antrag")))
            wait_step(page, ".hp-status", session)
            _play_to_the_end(page, session)
            done = page.locator(".hp-path-done")
            expect(done).to_contain_text("counts for lesson 12, step")
            page.screenshot(path=str(artifacts_dir / f"whole-game-{s.id}-played.png"), full_page=True)
            back = done.locator("a", has_text="Back to the path")
            assert back.bounding_box()["height"] >= 44
            back.click()
            page.wait_for_url(re.compile(re.escape(lesson("12").notebook)), timeout=LOAD_TIMEOUT)
            page.locator(".cs-dots").wait_for(timeout=LOAD_TIMEOUT)
            expect(page.locator(".cs-play-done")).to_contain_text("Done")
            expect(page.locator(f".cs-dot.cs-star[title='step {place}']")).to_have_count(1)
            page.locator("button.cs-next").click()
        expect(page.locator(".cs-end").first).to_contain_text("3 of 3 steps done")
        page.screenshot(path=str(artifacts_dir / "whole-game-12-end.png"))
    finally:
        try:
            page_kernel_shutdown(page, wait=False)
        finally:
            context.close()
