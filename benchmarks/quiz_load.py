"""Bounded load on loopback: 20 learners at once, each answering 20 exercises in its own page.

    .venv/bin/python benchmarks/quiz_load.py [--learners 20] [--answers 20] [--timeout 900]

One Voilà server (the tutor's flags) on 127.0.0.1 serves notebooks/quiz.ipynb; headless Chromium
opens one page (so one kernel) per learner with ?name=learner-NN&kind=trick. Each learner answers
by clicking a card button (right or wrong, from a seeded coin; the right card is computed with the
same generator the kernel uses), waits for the feedback, writes down what the page said, and presses
Next. Afterwards the SQLite store is read directly: every answer the pages showed must be saved, in
order, with the learner's counters agreeing. Only 127.0.0.1 is contacted; the run is bounded by
--timeout seconds and stops by itself. Prints a summary and writes test-artifacts/benchmark-quiz-load.json.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sqlite3
import statistics
import sys
import time
import urllib.parse
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import _voila as V  # noqa: E402
from tutor import make_exercise  # noqa: E402

READY = ".hq-board .hq-id a"


async def learner(browser, url, number, answers, log, latencies):
    context = await browser.new_context(viewport={"width": 1100, "height": 800})

    async def route(r):
        host = urllib.parse.urlsplit(r.request.url).hostname or ""
        if r.request.url.startswith(("data:", "blob:")) or host in V.H.LOCAL_HOSTS:
            await r.continue_()
        else:
            await r.abort()
    await context.route("**/*", route)
    page = await context.new_page()
    page.set_default_timeout(120_000)
    rng = random.Random(number)
    name = f"learner-{number:02d}"
    mine = log.setdefault(name, [])
    started = time.perf_counter()
    await page.goto(url + "?" + urllib.parse.urlencode({"name": name, "kind": "trick"}),
                    wait_until="commit")
    await page.wait_for_selector(READY, state="visible", timeout=300_000)
    await page.get_by_text(f"Playing as {name}").wait_for()
    loaded = time.perf_counter() - started
    for _ in range(answers):
        exercise_id = await page.locator(READY).first.get_attribute("data-exercise")
        ex = make_exercise(exercise_id)
        right = rng.random() < 0.7
        pick = ex.answer if right else (ex.answer + 1) % 5
        t0 = time.perf_counter()
        await page.locator(f".hq-slot-{pick + 1} button").click()
        await page.wait_for_selector(".hq-fb", state="visible")
        latencies.append((time.perf_counter() - t0) * 1000)
        shown = await page.locator(".hq-fb").get_attribute("data-correct")
        mine.append((exercise_id, shown == "true"))
        assert (shown == "true") == right, (name, exercise_id, shown, right)
        await page.get_by_role("button", name="Next").click()
        await page.wait_for_function(
            "prev => { const a = document.querySelector('.hq-board .hq-id a');"
            " return a && a.dataset.exercise !== prev && !document.querySelector('.hq-fb'); }",
            arg=exercise_id)
    score = int(await page.locator(".hq-score").inner_text())
    await page.close(run_before_unload=True)
    await context.close()
    return loaded, score


async def run(args):
    from playwright.async_api import async_playwright
    extra = [f"--VoilaExecutor.iopub_timeout={args.iopub_timeout}"] if args.iopub_timeout else []
    server = V.start_voila(V.REPO / "notebooks", extra_flags=extra)
    log, latencies = {}, []
    try:
        url = server.render_url("quiz.ipynb")
        async with async_playwright() as pw:
            browser = await pw.chromium.launch(executable_path=V.H.find_chromium(), headless=True,
                                               args=V.H.CHROMIUM_ARGS)
            started = time.perf_counter()
            tasks = [learner(browser, url, n, args.answers, log, latencies) for n in range(args.learners)]
            results = await asyncio.wait_for(asyncio.gather(*tasks), timeout=args.timeout)
            wall = time.perf_counter() - started
            peak_kernels = len(V.kernel_pids(server))
            await browser.close()
        db = server.data_dir / "progress.sqlite3"
    finally:
        server.stop()

    con = sqlite3.connect(str(db))
    lost, mismatched = 0, 0
    for name, shown in log.items():
        row = con.execute("SELECT id, score, answered FROM learners WHERE name = ?", (name,)).fetchone()
        saved = con.execute("SELECT exercise_id, correct FROM answers WHERE learner_id = ? ORDER BY id",
                            (row[0],)).fetchall() if row else []
        saved = [(e, bool(c)) for e, c in saved]
        lost += max(0, len(shown) - len(saved))
        if saved != shown or row[2] != len(shown) or row[1] != sum(c for _, c in shown):
            mismatched += 1
    integrity = con.execute("PRAGMA integrity_check").fetchone()[0]
    total = con.execute("SELECT COUNT(*) FROM answers").fetchone()[0]
    con.close()
    result = {
        "iopub_timeout_flag": args.iopub_timeout or None,
        "learners": args.learners, "answers_each": args.answers,
        "answers_shown": sum(len(v) for v in log.values()), "answers_saved": total,
        "answers_lost": lost, "learners_mismatched": mismatched, "sqlite_integrity": integrity,
        "wall_s": wall, "page_load_s": {"median": statistics.median(r[0] for r in results),
                                        "max": max(r[0] for r in results)},
        "click_to_feedback_ms": {"p50": V.percentile(latencies, 50), "p95": V.percentile(latencies, 95),
                                 "max": max(latencies)},
        "kernels_at_peak": peak_kernels,
    }
    V.ARTIFACTS.mkdir(exist_ok=True)
    (V.ARTIFACTS / "benchmark-quiz-load.json").write_text(json.dumps(result, indent=2))
    print(f"{args.learners} learners x {args.answers} answers in {wall:.0f} s: "
          f"{result['answers_shown']} shown, {total} saved, {lost} lost, "
          f"{mismatched} learners mismatched, SQLite integrity {integrity}")
    print(f"page load under load: median {result['page_load_s']['median']:.1f} s, max "
          f"{result['page_load_s']['max']:.1f} s; click -> feedback (Playwright, under load): p50 "
          f"{result['click_to_feedback_ms']['p50']:.0f} ms, p95 {result['click_to_feedback_ms']['p95']:.0f} ms")
    return result


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--learners", type=int, default=20)
    parser.add_argument("--answers", type=int, default=20)
    parser.add_argument("--timeout", type=float, default=900.0, help="bound on the whole run, seconds")
    parser.add_argument("--iopub-timeout", type=int, default=0,
                        help="pass --VoilaExecutor.iopub_timeout=N to Voilà (its default, 4 s, drops the "
                             "quiz's output when 20 kernels start at once on 2 cores)")
    args = parser.parse_args(argv)
    result = asyncio.run(run(args))
    ok = result["answers_lost"] == 0 and result["learners_mismatched"] == 0 and result["sqlite_integrity"] == "ok"
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
