"""Measure the phone bar (issue 34) on every page the home page links: at 400x800 in headless Chromium,
the touch targets under 44 px and the internal ids and developer words a learner reads.

    .venv/bin/python benchmarks/phone_bar.py [--url http://127.0.0.1:8866/] [--pages rules,odds]

Without ``--url`` it starts the tutor as ``pages.py`` does (``python -m tutor.server.serve`` on
notebooks/, progress in a temporary directory). It opens the home page, collects its links to pages
(``*.ipynb``) and :data:`ALSO`, opens each, waits until the page is settled (no DOM change for a while) and counts:

- **targets under 44 px**: links, buttons, inputs and selects shown (width and height > 0) whose width
  or height is under 44 px (the browser tests' measure, tests/browser/test_touch_targets.py);
- **internal ids and developer words**: each of :data:`WORDS` found in the page's visible text
  (``innerText``), with how often, and each bare rule id (:func:`bare_rules`: "(R1)", "(D7)").

Prints a table and writes test-artifacts/phone-bar.json. A measure, not a test: it asserts nothing.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _voila as V  # noqa: E402
from pages import shut_kernel, start_tutor  # noqa: E402

#: Internal ids (game and party-kind ids, notebook numbers) and developer words (issue 34's list).
WORDS = ("trump-solo:", "color-solo:", "normal-solo", "secret-proposal", "double-secret-proposal",
         "double-engagement", "triple-engagement", "notebook 0", "hydra.", "RuleBasedPlayer", "JSON", ".venv",
         "bash scripts/", "hypergeometric", "Traceback", "seat 0", "Seat 0")

#: Pages one tap further that a learner or a teacher opens from the linked ones: a class (the quiz's and the
#: dashboard's QR code) and a table with friends (the play pages' "Play with friends").
ALSO = ("class.ipynb", "table.ipynb")

TARGETS_JS = """() => [...document.querySelectorAll('a[href], button, input, select')].filter(el => {
    const r = el.getBoundingClientRect(), s = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none'
        && !el.closest('[hidden]') && !el.closest('#hydra-lost');
}).map(el => {
    const r = el.getBoundingClientRect();
    return [el.tagName + ' ' + (el.innerText || el.value || el.placeholder || el.title || '').trim().slice(0, 30),
            Math.round(r.width), Math.round(r.height)];
})"""

SETTLE_JS = """(quiet) => new Promise(done => {
    let timer = setTimeout(finish, quiet);
    const seen = new MutationObserver(() => { clearTimeout(timer); timer = setTimeout(finish, quiet); });
    seen.observe(document.documentElement, {childList: true, subtree: true, characterData: true});
    function finish() { seen.disconnect(); done(true); }
})"""


def bare_rules(text: str) -> list[str]:
    """The brackets of rule ids a reader sees as text ("(R1)", "(D7, D9)", "(rules: Spielende)"), found as the
    tutor finds citations (:func:`tutor.rulebook.citations`: a card's name, as the Dulle's "(R10)", is none).

    >>> bare_rules("It wins (R2). The Dulle (R10) falls (rules: Wer erhält den Stich).")
    ['(R2)', '(rules: Wer erhält den Stich)']
    """
    from tutor.rulebook import Cited, citations
    return ["(" + ", ".join(r.cite for r in part.rules) + ")" for part in citations(text) if isinstance(part, Cited)]


def phone_page(playwright):  # type: ignore[no-untyped-def]
    """Chromium and a page of 400x800 whose requests go only to the loopback."""
    browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", headless=True, args=V.H.CHROMIUM_ARGS)
    page = browser.new_page(viewport={"width": 400, "height": 800})
    V.loopback_only(page)
    return browser, page


def measure(page, url: str) -> dict:
    page.goto(url, wait_until="load", timeout=180_000)
    # a step page: .cs; the class page (no navigation: a learner in a class stays in it): .hc-page
    page.locator(".hn-bar, .hh, .cs .cs-dots, .hc-page").first.wait_for(state="visible", timeout=180_000)
    page.wait_for_function("() => !document.body.innerText.includes('Executing')", timeout=180_000)
    page.evaluate(SETTLE_JS, 1500)
    targets = page.evaluate(TARGETS_JS)
    text = page.evaluate("() => document.body.innerText")
    small = [t for t in targets if t[1] < 44 or t[2] < 44]
    words = {w: len(re.findall(re.escape(w), text)) for w in WORDS}
    for bare in bare_rules(text):
        words[bare] = words.get(bare, 0) + 1
    return {"targets": len(targets), "small": small, "words": {w: n for w, n in words.items() if n}}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--url", default="", help="a running tutor (its front door); else one is started")
    parser.add_argument("--pages", default="", help="only these pages (comma-separated parts of their names)")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    server = None
    base = args.url
    if not base:
        server = start_tutor(Path(tempfile.mkdtemp(prefix="hydra-phone-")))
        base = server.url
    base = base.rstrip("/") + "/"
    results: dict[str, dict] = {}
    try:
        with sync_playwright() as p:
            browser, page = phone_page(p)
            results["home.ipynb"] = measure(page, base + "voila/render/home.ipynb")
            links = page.eval_on_selector_all(".hh a[href*='.ipynb']", "as => as.map(a => a.getAttribute('href'))")
            shut_kernel(page)
            targets = sorted(({h.split("#")[0].split("?")[0] for h in links} | set(ALSO)) - {"home.ipynb"})
            if args.pages:
                wanted = [w.strip() for w in args.pages.split(",") if w.strip()]
                targets = [t for t in targets if any(w in t for w in wanted)]
            for target in targets:
                t0 = time.perf_counter()
                try:
                    results[target] = measure(page, base + "voila/render/" + target)
                except Exception as error:  # noqa: BLE001 - a page that does not come is a result too
                    results[target] = {"error": repr(error)[:200]}
                results[target]["seconds"] = round(time.perf_counter() - t0, 1)
                shut_kernel(page)
            browser.close()
    finally:
        if server is not None:
            server.stop()
    print(f"{'page':48} {'targets':>7} {'<44px':>6}  words")
    for name, r in results.items():
        if "error" in r:
            print(f"{name:48} error: {r['error']}")
            continue
        print(f"{name:48} {r['targets']:>7} {len(r['small']):>6}  {r['words'] or ''}")
    total_small = sum(len(r.get("small", ())) for r in results.values())
    total_words = sum(sum(r.get("words", {}).values()) for r in results.values())
    print(f"{len(results)} pages: {total_small} targets under 44 px, {total_words} internal ids and developer words")
    V.ARTIFACTS.mkdir(exist_ok=True)
    (V.ARTIFACTS / "phone-bar.json").write_text(json.dumps(results, indent=1, ensure_ascii=False), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
