"""Issue 34, the quiz on a phone: at 400x800, on a touch screen, every quiz kind's answer form of every
game shows all its choices within the screen's width, and every target a finger taps (the cards'
buttons, the choices, the party chips, the number box, Check and Next, the game and kind buttons) is
at least 44 px in both directions. No keyboard hint shows (there is no keyboard), and no exercise id
or rule id is text on the board. One page per game, its kinds chosen by taps. Sizes and screenshots
go to test-artifacts/.
"""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import expect

from tutor.exercises import QUIZ_KINDS, kind_named
from tutor.exercises.topics import game_of_kind
from tutor.quiz import GAMES

from .conftest import LOAD_TIMEOUT, open_local_page, page_kernel_shutdown, wait_settled

pytestmark = pytest.mark.browser

PHONE = {"viewport": {"width": 400, "height": 800}, "has_touch": True, "is_mobile": True,
         "device_scale_factor": 2}

#: Every target in ``root`` that is shown: [what, left, right, width, height].
TARGETS_JS = """(root) => [...document.querySelectorAll(root)].flatMap(r => [...r.querySelectorAll(
    'a[href], button, input, select, summary')]).filter(el => {
    const r = el.getBoundingClientRect(), s = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none';
}).map(el => {
    const r = el.getBoundingClientRect();
    return [el.tagName + ' ' + (el.innerText || el.value || el.placeholder || el.title || '').trim().slice(0, 30),
            Math.round(r.left), Math.round(r.right), Math.round(r.width), Math.round(r.height)];
})"""

#: The board (question, cards, answer form, Check and Next) and the game and kind buttons above it.
ROOTS = ".hq-board, .hq-gamepick, .hq-kindpick"


def _kinds(game: str) -> list[str]:
    return [k.name for k in QUIZ_KINDS if game_of_kind(k.name) == game]


def _problems(targets: list, width: int = 400) -> list:
    return [t for t in targets if t[3] < 44 or t[4] < 44 or t[1] < 0 or t[2] > width]


@pytest.mark.parametrize("game", list(GAMES))
def test_every_answer_form_fits_a_phone_with_44_px_targets(voila_server, repo_root, browser, artifacts_dir, game):
    server = voila_server(repo_root / "notebooks")
    context, page = open_local_page(browser, **PHONE)
    seen: dict[str, list] = {}
    failures: dict[str, dict] = {}
    try:
        first = _kinds(game)[0]
        page.goto(server.render_url("quiz.ipynb", kind=first))
        page.locator(".hq-board .hq-head").first.wait_for(timeout=LOAD_TIMEOUT)
        for kind in _kinds(game):
            title = kind_named(kind).title
            if kind != first:
                page.get_by_role("button", name=title.rstrip("?"), exact=True).click()
            expect(page.locator(".hq-board .hq-head b").first).to_have_text(title)
            form = kind_named(kind).form
            if form in ("choice", "choice-and-groups", "select-choices", "number"):
                page.locator(".hq-answer").first.wait_for(state="visible")
            wait_settled(page)
            targets = page.evaluate(TARGETS_JS, ROOTS)
            seen[kind] = targets
            page.locator(".hq-board").first.screenshot(path=str(artifacts_dir / f"quiz-phone-{kind}.png"))
            board = page.locator(".hq-board").first.inner_text()
            found = {
                "too few targets": len(targets) < 3,
                "small or off the screen": _problems(targets),
                "wider than the screen": page.evaluate("document.documentElement.scrollWidth") > 400,
                "an exercise id": re.findall(r"\b[tlpsdfh][a-z]?-[a-z0-9]+-\d-[0-9a-f]{4}\b", board),
                # a rule's id in brackets (R9 and R10 are cards too: "Herz-10 (R10)"), or a seat counted from 0
                "a rule id or a seat number": re.findall(r"\((?:R(?:[1-8]|1[1-9]|2\d)|[DFP]\d+)\)|\b[Ss]eat \d\b",
                                                         board),
                "a keyboard hint": any(h.is_visible() for h in page.locator(".hq-keys").all()),
            }
            found = {what: v for what, v in found.items() if v}
            if found:
                failures[f"{kind} ({form})"] = found
        assert failures == {}, json.dumps(failures, indent=1, ensure_ascii=False)
    finally:
        (artifacts_dir / f"quiz-phone-{game}.json").write_text(json.dumps(seen, indent=1), encoding="utf-8")
        try:
            page_kernel_shutdown(page, wait=False)
        finally:
            context.close()


def test_a_rule_opens_in_place_by_a_tap(voila_server, repo_root, browser, artifacts_dir):
    """Issue 34: the feedback names no rule id; a tap on a rule's link opens its sentence from the rules text
    (German) and its English where it stands, within the screen; another tap folds it."""
    server = voila_server(repo_root / "notebooks")
    context, page = open_local_page(browser, **PHONE)
    try:
        page.goto(server.render_url("quiz.ipynb", exercise="t-dulle-1-0002"))
        page.locator(".hq-slot-1 button").first.wait_for(timeout=LOAD_TIMEOUT)
        page.locator(".hq-slot-1 button").first.tap()
        feedback = page.locator(".hq-fb").first
        feedback.wait_for(state="visible")
        assert not re.search(r"\((?:R(?:[1-8]|1[1-9])\b|rules: )", feedback.inner_text())    # (R10) is the Dulle
        link = feedback.locator("details.hr-rule > summary").first
        box = link.bounding_box()
        assert box is not None and box["height"] >= 44 and box["width"] >= 44
        german = feedback.locator("details.hr-rule .hr-de").first
        expect(german).to_be_hidden()
        link.tap()
        expect(german).to_be_visible()
        shown = german.bounding_box()
        assert shown is not None and shown["x"] >= 0 and shown["x"] + shown["width"] <= 400
        expect(feedback.locator("details.hr-rule .hr-en").first).to_be_visible()
        feedback.screenshot(path=str(artifacts_dir / "quiz-phone-rule-in-place.png"))
        link.tap()
        expect(german).to_be_hidden()
    finally:
        try:
            page_kernel_shutdown(page, wait=False)
        finally:
            context.close()
