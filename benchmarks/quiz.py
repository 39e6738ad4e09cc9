"""Benchmark the quiz dashboard in headless Chromium against the bare one-widget page.

    .venv/bin/python benchmarks/quiz.py [--runs 5] [--answers 50] [--no-preheat]

Measures, for notebooks/quiz.ipynb and benchmarks/bare.ipynb served by Voilà on 127.0.0.1 with
the tutor's flags (scripts/voila-flags):
- navigation -> first exercise shown (the bare page: its button shown), cold kernels, and with
  Voilà's preheated kernel pool (--preheat_kernel=True --pool_size=1) in a second pair of servers;
- click -> feedback shown, p50/p95 over N answers (bare: click -> label changed), timed inside
  the page with performance.now() and a MutationObserver;
- next -> new exercise shown, p50/p95;
- the kernel's memory (VmRSS from /proc) after the answers.
Prints a table and writes test-artifacts/benchmark-quiz.json. Targets: first exercise within
1.2x the bare page; feedback p95 under 150 ms. No browser downloads: Debian's /usr/bin/chromium.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _voila as V  # noqa: E402

QUIZ_READY = ".hq-board .hq-id a"
BARE_READY = "button:has-text('Click me')"

CLICK_JS = """
async ([selector, doneSelector]) => {
  const t0 = performance.now();
  return await new Promise((resolve, reject) => {
    const check = () => document.querySelector(doneSelector);
    const obs = new MutationObserver(() => { if (check()) { obs.disconnect(); resolve(performance.now() - t0); } });
    obs.observe(document.body, {childList: true, subtree: true, characterData: true, attributes: true});
    document.querySelector(selector).click();
    setTimeout(() => { obs.disconnect(); reject(new Error('timeout')); }, 20000);
  });
}
"""

NEXT_JS = """
async () => {
  const idOf = () => { const a = document.querySelector('.hq-board .hq-id a'); return a ? a.dataset.exercise : ''; };
  const before = idOf();
  const t0 = performance.now();
  return await new Promise((resolve, reject) => {
    const obs = new MutationObserver(() => {
      if (idOf() !== before && !document.querySelector('.hq-fb')) { obs.disconnect(); resolve(performance.now() - t0); }
    });
    obs.observe(document.body, {childList: true, subtree: true, characterData: true, attributes: true});
    [...document.querySelectorAll('.hq-board button')].find(b => b.textContent.startsWith('Next')).click();
    setTimeout(() => { obs.disconnect(); reject(new Error('timeout')); }, 20000);
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


def load_time(browser, url, selector):
    context = browser.new_context(viewport={"width": 1100, "height": 800})
    blocked = V.loopback_only(context)
    page = context.new_page()
    started = time.perf_counter()
    page.goto(url, wait_until="commit", timeout=120_000)
    page.wait_for_selector(selector, state="visible", timeout=120_000)
    elapsed = time.perf_counter() - started
    return elapsed, context, page, blocked


def close(context, page):
    try:
        page.close(run_before_unload=True)      # Voilà shuts the kernel down on beforeunload
        time.sleep(0.3)
    finally:
        context.close()


def newest_kernel_rss(server):
    pids = V.kernel_pids(server)
    if not pids:
        return float("nan")

    def started(pid):
        return int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[19])
    return V.rss_mib(max(pids, key=started))


def summary(values):
    return {"n": len(values), "median": statistics.median(values), "min": min(values),
            "max": max(values), "p50": V.percentile(values, 50), "p95": V.percentile(values, 95)}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="page loads per page and mode")
    parser.add_argument("--answers", type=int, default=50, help="answers for the latency figures")
    parser.add_argument("--no-preheat", action="store_true", help="skip the preheated servers")
    args = parser.parse_args(argv)

    from playwright.sync_api import sync_playwright
    chromium = V.H.find_chromium()
    if chromium is None:
        sys.exit("no Chromium at /usr/bin/chromium")
    result = {"runs": args.runs, "answers": args.answers}
    servers = {}
    try:
        servers["quiz"] = V.start_voila(V.REPO / "notebooks")
        servers["bare"] = V.start_voila(V.REPO / "benchmarks")
        if not args.no_preheat:
            servers["quiz-pre"] = V.start_voila(V.REPO / "notebooks", preheat=True)
            servers["bare-pre"] = V.start_voila(V.REPO / "benchmarks", preheat=True)
        urls = {"quiz": servers["quiz"].render_url("quiz.ipynb"),
                "bare": servers["bare"].render_url("bare.ipynb")}
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=chromium, headless=True, args=V.H.CHROMIUM_ARGS)
            # warm-up: one load each (imports into the OS page cache, Chromium's first start)
            for name, sel in (("quiz", QUIZ_READY), ("bare", BARE_READY)):
                _, ctx, page, _ = load_time(browser, urls[name], sel)
                close(ctx, page)

            cold = {"quiz": [], "bare": []}
            for _ in range(args.runs):
                for name, sel in (("quiz", QUIZ_READY), ("bare", BARE_READY)):
                    t, ctx, page, _ = load_time(browser, urls[name], sel)
                    cold[name].append(t)
                    close(ctx, page)
            result["first_exercise_cold_s"] = {k: summary(v) for k, v in cold.items()}
            result["first_exercise_cold_ratio"] = (statistics.median(cold["quiz"])
                                                   / statistics.median(cold["bare"]))

            if not args.no_preheat:
                pre = {"quiz": [], "bare": []}
                for _ in range(args.runs):
                    for name, sel, nb in (("quiz", QUIZ_READY, "quiz.ipynb"),
                                          ("bare", BARE_READY, "bare.ipynb")):
                        server = servers[f"{name}-pre"]
                        V.wait_for_kernels(server, 1, settle=6.0)   # the pool kernel has run the notebook
                        t, ctx, page, _ = load_time(browser, server.render_url(nb), sel)
                        pre[name].append(t)
                        close(ctx, page)
                result["first_exercise_preheated_s"] = {k: summary(v) for k, v in pre.items()}
                result["first_exercise_preheated_ratio"] = (statistics.median(pre["quiz"])
                                                            / statistics.median(pre["bare"]))

            # click -> feedback, next -> exercise, on one quiz page (trick exercises)
            _, ctx, page, blocked = load_time(browser, servers["quiz"].render_url("quiz.ipynb", kind="trick"),
                                              QUIZ_READY)
            feedback, nexts = [], []
            for n in range(args.answers):
                feedback.append(page.evaluate(CLICK_JS, [f".hq-slot-{n % 5 + 1} button", ".hq-fb"]))
                nexts.append(page.evaluate(NEXT_JS))
            page.screenshot(path=str(V.ARTIFACTS / "benchmark-quiz-last.png"))
            result["click_to_feedback_ms"] = summary(feedback)
            result["next_exercise_ms"] = summary(nexts)
            result["quiz_kernel_rss_mib"] = newest_kernel_rss(servers["quiz"])
            result["blocked_requests"] = len(blocked)
            close(ctx, page)

            _, ctx, page, _ = load_time(browser, urls["bare"], BARE_READY)
            clicks = [page.evaluate(BARE_JS) for _ in range(args.answers)]
            result["bare_click_to_label_ms"] = summary(clicks)
            result["bare_kernel_rss_mib"] = newest_kernel_rss(servers["bare"])
            result["kernel_rss_ratio"] = result["quiz_kernel_rss_mib"] / result["bare_kernel_rss_mib"]
            close(ctx, page)
            browser.close()
    finally:
        for server in servers.values():
            server.stop()

    V.ARTIFACTS.mkdir(exist_ok=True)
    (V.ARTIFACTS / "benchmark-quiz.json").write_text(json.dumps(result, indent=2))
    c = result["first_exercise_cold_s"]
    print(f"first exercise, cold kernel: quiz median {c['quiz']['median']:.2f} s, bare "
          f"{c['bare']['median']:.2f} s, ratio {result['first_exercise_cold_ratio']:.2f} (target <= 1.2)")
    if "first_exercise_preheated_s" in result:
        p = result["first_exercise_preheated_s"]
        print(f"first exercise, preheated:   quiz median {p['quiz']['median']:.2f} s, bare "
              f"{p['bare']['median']:.2f} s, ratio {result['first_exercise_preheated_ratio']:.2f}")
    f = result["click_to_feedback_ms"]
    print(f"click -> feedback over {f['n']}: p50 {f['p50']:.0f} ms, p95 {f['p95']:.0f} ms (target p95 < 150)")
    n = result["next_exercise_ms"]
    print(f"next -> new exercise:      p50 {n['p50']:.0f} ms, p95 {n['p95']:.0f} ms")
    b = result["bare_click_to_label_ms"]
    print(f"bare click -> label:       p50 {b['p50']:.0f} ms, p95 {b['p95']:.0f} ms")
    print(f"kernel RSS: quiz {result['quiz_kernel_rss_mib']:.1f} MiB, bare "
          f"{result['bare_kernel_rss_mib']:.1f} MiB, ratio {result['kernel_rss_ratio']:.2f}")
    return result


if __name__ == "__main__":
    main()
