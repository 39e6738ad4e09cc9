"""Benchmark the tutor's pages: the time from the front door to each page shown, in headless Chromium.

    .venv/bin/python benchmarks/pages.py [--runs 3] [--pages 08,quiz]

Starts the tutor as ``bash scripts/start-tutor`` does (``python -m tutor.server.serve`` with
scripts/voila-flags on notebooks/, progress in a temporary directory), opens ``/`` (the front door:
a redirect to the home page), waits until the home page is shown, then for every page the home
links (the lessons, the quiz, play a round, the teacher's dashboard, the glossary ...) measures
click-equivalent navigation -> the page shown: its last widget drawn (a lesson's footer, the quiz's
first exercise, the teacher's presenter ...). Each visit's kernel is shut down before the next, so
every number is a cold kernel, as a learner meets it. Prints a table (median and worst of N runs)
and writes test-artifacts/benchmark-pages.json. Target (issue 9): lesson 08 shown in under 3 s.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _voila as V  # noqa: E402

NOTEBOOKS = V.REPO / "notebooks"
HOME_READY = "table.hh-lessons"
#: What "shown" means per page: the element its notebook draws last.
READY = {
    "quiz.ipynb": ".hq-board .hq-id a",
    "teacher.ipynb": ".ht-problems",          # no scenario asked: the builder
    "teacher-scenarios.ipynb": ".ht-table",
    "glossary.ipynb": ".hn-bar",
    "00-index.ipynb": ".hn-bar",
    "home.ipynb": HOME_READY,
}
LESSON_READY = ".hl-foot"
STEP_READY = ".cs .cs-dots"                   # a step lesson (issue 19): its player's first step
OTHER_READY = ".jupyter-widgets"
TARGETS: dict[str, float] = {"08-how-likely-is-each-party-kind.ipynb": 3.0}

# Voilà's page shutdown beacon is refused without an _xsrf cookie; the browser tests' way around it.
_SHUTDOWN_JS = """async () => {
  const el = document.getElementById('jupyter-config-data');
  const cfg = el ? JSON.parse(el.textContent) : {};
  if (!cfg.kernelId) return null;
  document.cookie = '_xsrf=hydra-bench; path=/';
  const body = new FormData();
  body.append('_xsrf', 'hydra-bench');
  return (await fetch(`${cfg.baseUrl || '/'}voila/api/shutdown/${cfg.kernelId}`, {method: 'POST', body})).status;
}"""


def shut_kernel(page) -> None:  # type: ignore[no-untyped-def]
    """Shut down the kernel of the page shown, so the next visit starts a cold one."""
    try:
        page.evaluate(_SHUTDOWN_JS)
    except Exception:  # noqa: BLE001 - a page that is gone has no kernel to shut down
        pass


def start_tutor(workdir: Path):
    data_dir = workdir / "hydra-data"
    data_dir.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, HYDRA_DATA_DIR=str(data_dir), JUPYTER_PREFER_ENV_PATH="1", JUPYTER_PLATFORM_DIRS="1",
               JUPYTER_RUNTIME_DIR=str(workdir / "rt"), PYTHONUNBUFFERED="1")
    port = V.H.free_port()
    log_path = workdir / "tutor.log"
    log = open(log_path, "w", encoding="utf-8")
    proc = subprocess.Popen([sys.executable, "-m", "tutor.server.serve", *V.H.voila_flags(), f"--port={port}", "."],
                            cwd=NOTEBOOKS, env=env, stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
                            start_new_session=True)
    server = V.H.VoilaServer(NOTEBOOKS, port, proc, log_path, data_dir, log)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and proc.poll() is None:
        if V.H.answers(server.url + "voila/tree"):
            return server
        time.sleep(0.2)
    server.stop()
    raise RuntimeError(f"the tutor did not start:\n{log_path.read_text()[-3000:]}")


def ready_selector(notebook: str) -> str:
    if notebook in READY:
        return READY[notebook]
    if notebook[:2].isdigit() and notebook != "00-index.ipynb":
        from tutor.course import lesson_of_notebook
        item = lesson_of_notebook(notebook)
        return STEP_READY if item is not None and item.steps else LESSON_READY
    return OTHER_READY


def shown(page, url: str, selector: str) -> float:
    """Seconds from navigating to ``url`` until ``selector`` is visible."""
    t0 = time.perf_counter()
    page.goto(url, wait_until="commit", timeout=180_000)
    page.locator(selector).first.wait_for(state="visible", timeout=180_000)
    return time.perf_counter() - t0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--pages", default="", help="only these pages (comma-separated parts of their names)")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    workdir = Path(tempfile.mkdtemp(prefix="hydra-pages-"))
    server = start_tutor(workdir)
    results: dict[str, list[float]] = {}
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", headless=True, args=V.H.CHROMIUM_ARGS)
            context = browser.new_context(viewport={"width": 1280, "height": 800})
            page = context.new_page()
            V.loopback_only(page)
            home_times = []
            links: list[str] = []
            for _ in range(args.runs):
                home_times.append(shown(page, server.url, HOME_READY))
                links = page.eval_on_selector_all(
                    "a[href*='.ipynb']", "as => as.map(a => a.getAttribute('href'))")
                shut_kernel(page)
            results["/ (home)"] = home_times
            base = server.url + "voila/render/"
            targets = sorted({h.split("#")[0].split("?")[0] for h in links})
            if args.pages:
                wanted = [w.strip() for w in args.pages.split(",") if w.strip()]
                targets = [t for t in targets if any(w in t for w in wanted)]
            for target in targets:
                times = []
                for _ in range(args.runs):
                    times.append(shown(page, base + target, ready_selector(target)))
                    shut_kernel(page)
                results[target] = times
            browser.close()
    finally:
        server.stop()

    print(f"{'page':48} {'median s':>9} {'worst s':>8}  target")
    report = {}
    failed = False
    for name, times in results.items():
        median, worst = statistics.median(times), max(times)
        target: float | None = TARGETS.get(name)
        mark = "" if target is None else (f"< {target:.0f} s " + ("ok" if median < target else "MISSED"))
        failed |= target is not None and median >= target
        print(f"{name:48} {median:9.2f} {worst:8.2f}  {mark}")
        report[name] = {"runs": times, "median_s": median, "worst_s": worst, "target_s": target}
    V.ARTIFACTS.mkdir(exist_ok=True)
    out = V.ARTIFACTS / "benchmark-pages.json"
    out.write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
    print(f"written: {out}")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
