"""Benchmark the play dashboard: from the learner's click to the example players' replies shown.

    .venv/bin/python benchmarks/play.py [--rounds 4] [--no-browser]

Two measurements, each over whole rounds played by following the hints (valeo at the calls):
- in the kernel's Python: ``HydraPlayApp`` handling one click (the engine, four example players' replies,
  every widget value updated), no browser;
- in headless Chromium, on notebooks/play.ipynb served by Voilà with the tutor's flags: a click on a
  card (or a call button) until the page shows the state after the example players' replies (the
  ``data-step`` the dashboard writes last), timed inside the page with performance.now() and a
  MutationObserver; and, for scale, benchmarks/bare.ipynb's click -> label on the same machine.
Prints medians and p95s and the ratio to the bare page; writes test-artifacts/benchmark-play.json.
Target: click -> replies shown, p95 under 300 ms. No browser downloads: Debian's /usr/bin/chromium.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import _voila as V  # noqa: E402

import hydra  # noqa: E402
from tutor.hydra import HydraSession  # noqa: E402

DEALS = ["4711-4", "12-4", "4-4", "70-4", "94-4", "24-4", "5-1", "6-2"]
TARGET_P95_MS = 300.0

CLICK_JS = """
async ([scope, text, step]) => {
  const done = () => document.querySelector(`.hp-status[data-step="${step}"]`);
  const target = [...document.querySelectorAll(scope + ' button')]
      .find(b => b.textContent.trim() === text && b.offsetParent !== null);
  if (!target) throw new Error('no button ' + text);
  const t0 = performance.now();
  return await new Promise((resolve, reject) => {
    const obs = new MutationObserver(() => { if (done()) { obs.disconnect(); resolve(performance.now() - t0); } });
    obs.observe(document.body, {childList: true, subtree: true, characterData: true, attributes: true});
    target.click();
    setTimeout(() => { obs.disconnect(); reject(new Error('timeout at step ' + step)); }, 20000);
  });
}
"""

BARE_JS = """
async () => {
  const label = [...document.querySelectorAll('.widget-label')].find(l => /clicked|not clicked/.test(l.textContent));
  const before = label.textContent;
  const t0 = performance.now();
  return await new Promise((resolve, reject) => {
    const obs = new MutationObserver(() => { if (label.textContent !== before) {
        obs.disconnect(); resolve(performance.now() - t0); } });
    obs.observe(document.body, {childList: true, subtree: true, characterData: true});
    [...document.querySelectorAll('button')].find(b => b.textContent.includes('Click me')).click();
    setTimeout(() => { obs.disconnect(); reject(new Error('timeout')); }, 20000);
  });
}
"""


def next_click(session: HydraSession) -> tuple[str, str, object]:
    """The learner's next click as (where, button text, action): valeo at the calls, else the hint."""
    if session.round.phase == "calls":
        return ".hp-choices", "Valeo (a healthy game)", "valeo"
    advice = session.hint()
    assert advice is not None
    action = advice.action
    if isinstance(action, hydra.Card):
        return ".hp-hand", str(action), action
    assert isinstance(action, str)
    if action.startswith(("open:", "return:")):
        return ".hp-hand", action.partition(":")[2], action.partition(":")[2]
    from tutor.hydra import action_label
    return ".hp-choices", action_label(action), action


def summary(values: list[float]) -> dict[str, float]:
    return {"n": len(values), "median": statistics.median(values), "min": min(values), "max": max(values),
            "p95": V.percentile(values, 95)}


def in_python(rounds: int) -> dict[str, float]:
    """HydraPlayApp handling each click, in this process (no browser, no comm)."""
    from widgets.hydra.play import HydraPlayApp
    times = []
    for code in (DEALS * (rounds // len(DEALS) + 1))[:rounds]:
        app = HydraPlayApp(deal=code)
        s = app.session
        while not s.round.is_over:
            scope, text, action = next_click(s)
            started = time.perf_counter()
            if scope == ".hp-hand":
                app.click_card(text)
            else:
                app.press(str(action))
            times.append((time.perf_counter() - started) * 1000)
    return summary(times)


def in_browser(rounds: int) -> dict[str, object]:
    from playwright.sync_api import sync_playwright
    chromium = V.H.find_chromium()
    if chromium is None:
        sys.exit("no Chromium at /usr/bin/chromium")
    result: dict[str, object] = {}
    servers = {}
    try:
        servers["play"] = V.start_voila(V.REPO / "notebooks")
        servers["bare"] = V.start_voila(V.REPO / "benchmarks")
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=chromium, headless=True, args=V.H.CHROMIUM_ARGS)
            context = browser.new_context(viewport={"width": 1100, "height": 800})
            V.loopback_only(context)
            page = context.new_page()
            clicks: list[float] = []
            for code in (DEALS * (rounds // len(DEALS) + 1))[:rounds]:
                session = HydraSession(deal=code)          # the kernel plays the same: seeded from the deal
                page.goto(servers["play"].render_url("play.ipynb", deal=code), timeout=120_000)
                page.locator(f'.hp-status[data-step="{len(session.round.history())}"]').wait_for(timeout=120_000)
                while not session.round.is_over:
                    scope, text, action = next_click(session)
                    if scope == ".hp-hand":
                        assert session.click_card(str(action)).ok
                    else:
                        assert session.act(str(action)).ok
                    clicks.append(page.evaluate(CLICK_JS, [scope, text, len(session.round.history())]))
            page.screenshot(path=str(V.ARTIFACTS / "benchmark-play-last.png"))
            result["click_to_replies_ms"] = summary(clicks)
            page.goto(servers["bare"].render_url("bare.ipynb"), timeout=120_000)
            page.wait_for_selector("button:has-text('Click me')", timeout=120_000)
            bare = [page.evaluate(BARE_JS) for _ in range(max(30, len(clicks) // 2))]
            result["bare_click_to_label_ms"] = summary(bare)
            result["ratio_median"] = statistics.median(clicks) / statistics.median(bare)
            result["ratio_p95"] = V.percentile(clicks, 95) / V.percentile(bare, 95)
            context.close()
            browser.close()
    finally:
        for server in servers.values():
            server.stop()
    return result


def main(argv: list[str] | None = None) -> dict[str, object]:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=4, help="rounds played in each measurement")
    parser.add_argument("--no-browser", action="store_true", help="only the in-kernel measurement")
    args = parser.parse_args(argv)
    result: dict[str, object] = {"rounds": args.rounds, "target_p95_ms": TARGET_P95_MS}
    result["python_click_ms"] = py = in_python(max(args.rounds, 8))
    print(f"in Python (HydraPlayApp handles a click): median {py['median']:.1f} ms, p95 {py['p95']:.1f} ms "
          f"over {py['n']} clicks")
    if not args.no_browser:
        result.update(in_browser(args.rounds))
        c = result["click_to_replies_ms"]
        b = result["bare_click_to_label_ms"]
        assert isinstance(c, dict) and isinstance(b, dict)
        print(f"in Chromium, click -> replies shown: median {c['median']:.0f} ms, p95 {c['p95']:.0f} ms over "
              f"{c['n']} clicks (target p95 < {TARGET_P95_MS:.0f} ms)")
        print(f"bare page click -> label:           median {b['median']:.0f} ms, p95 {b['p95']:.0f} ms")
        print(f"ratio play / bare: median {result['ratio_median']:.2f}, p95 {result['ratio_p95']:.2f}")
    V.ARTIFACTS.mkdir(exist_ok=True)
    (V.ARTIFACTS / "benchmark-play.json").write_text(json.dumps(result, indent=2))
    return result


if __name__ == "__main__":
    main()
