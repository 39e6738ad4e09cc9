"""A class that arrives with the teacher: the tutor started cold, 30 learners open their page at once.

    .venv/bin/python benchmarks/class_cold_start.py [--learners 30] [--arrive 10] [--page PAGE ...]
                                                     [--plain] [--runs 1] [--timeout 300]

Each run starts the tutor the way a teacher does, ``bash scripts/start-tutor --class`` (on
127.0.0.1, a fresh data directory, ``HYDRA_CLASS_SIZE`` = ``--learners``; ``--plain``: ``bash
scripts/start-tutor``), with no warm-up of any kind, and times from that command:

1. **address**: until the command prints the address (``Open http://...``): the tutor prints it
   once its kernels are ready for a class (tutor/server/serve.py);
2. the teacher opens a class (as "Ask the class" does: a class in the tutor's store) at once, and
   ``--learners`` learners arrive spread evenly over ``--arrive`` seconds from the moment the
   address was printed, each opening the page: by default the class page through the address the
   QR code gives (``/?class=CODE``, the front door sends it on to ``class.ipynb?class=CODE``);
   ``--page 01-how-you-win.ipynb`` (the path's first lesson) or ``--page /`` (the home page) instead.
   Each learner's time runs from their request until the page is complete and every widget's state
   has arrived over the kernel's websocket (what a browser's widget manager asks for), as in
   benchmarks/page_load.py --widgets.

Reported per run and page: the address's time, the learners' p50/p95/max, the time from the start
command until the last learner had their page, errors, the CPU seconds the tutor (server, kernel
template and kernels) used until the address and for the learners' pages (what the times cost,
whatever else runs on the machine), and the machine's load average before and
after (the machine may be shared: that says how far to trust the times). Only 127.0.0.1 is
contacted; every wait is bounded. Writes test-artifacts/benchmark-class-cold-start.json. Exit
status 1 if a learner got no page or a p95 is over the 3 s target.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import queue
import re
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import _voila as V  # noqa: E402
from page_load import open_page, stats  # noqa: E402

TARGET_S = 3.0
CLASS_PAGE = "/?class={code}"
ADDRESS = re.compile(r"Open (http://\S+/) in your browser")


def tutor_cpu(pid: int) -> float:
    """CPU seconds used so far by the tutor: the start command's process and every process under it
    (the server, the kernel template, the kernels), what has ended of them excepted."""
    return sum(V.cpu_seconds(p) for p in [pid, *V.H.descendants(pid)])


def start_tutor(port: int, data_dir: Path, learners: int, plain: bool) -> subprocess.Popen[str]:
    env = dict(os.environ, HYDRA_PORT=str(port), HYDRA_HOST="127.0.0.1", HYDRA_DATA_DIR=str(data_dir),
               PYTHONUNBUFFERED="1")
    env.pop("HYDRA_CLASS_SIZE", None)
    command = ["bash", str(V.REPO / "scripts" / "start-tutor")]
    if not plain:
        command.append("--class")
        env["HYDRA_CLASS_SIZE"] = str(learners)
    return subprocess.Popen(command, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True, start_new_session=True)


def stop_tutor(process: subprocess.Popen[str]) -> None:
    for signum, wait in ((signal.SIGINT, 30), (signal.SIGTERM, 10), (signal.SIGKILL, 10)):
        if process.poll() is not None:
            break
        try:
            os.killpg(process.pid, signum)
        except ProcessLookupError:
            break
        try:
            process.wait(wait)
        except subprocess.TimeoutExpired:
            continue
    try:
        os.killpg(process.pid, signal.SIGKILL)           # anything of its session left behind
    except ProcessLookupError:
        pass


def read_lines(process: subprocess.Popen[str], log: list[str]) -> queue.Queue[str | None]:
    """Every line the tutor prints, in a queue (None once it has closed its output), read by a
    thread of its own so the tutor never blocks on a full pipe; each line is kept in ``log`` too."""
    lines: queue.Queue[str | None] = queue.Queue()

    def read() -> None:
        assert process.stdout is not None
        for line in process.stdout:
            log.append(line)
            lines.put(line)
        lines.put(None)
    threading.Thread(target=read, daemon=True).start()
    return lines


def wait_for_address(lines: queue.Queue[str | None], timeout: float) -> str | None:
    """The address once the tutor prints it (None if it ends or ``timeout`` passes)."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            line = lines.get(timeout=max(0.0, deadline - time.monotonic()))
        except queue.Empty:
            return None
        if line is None:
            return None
        found = ADDRESS.search(line)
        if found:
            return found.group(1)


async def learners_arrive(url: str, page: str, code: str, args) -> list[dict]:
    from tornado.httpclient import AsyncHTTPClient
    AsyncHTTPClient.configure(None, max_clients=max(10, args.learners + 1))
    http = AsyncHTTPClient()
    out: list[dict] = []

    async def one(number: int, delay: float) -> None:
        await asyncio.sleep(delay)
        target = page.format(code=code)
        address = url + target[1:] if target.startswith("/") else f"{url}voila/render/{target}"
        if "class=" not in target and target != "/":
            address += ("&" if "?" in address else "?") + f"name=class-{number:02d}"
        try:
            out.append(await open_page(http, address, args.timeout, True))
        except Exception as error:                   # counted and reported, never hidden
            out.append({"error": f"{type(error).__name__}: {error}"})
    try:
        await asyncio.wait_for(asyncio.gather(*(one(n, args.arrive * n / max(1, args.learners))
                                                for n in range(args.learners))),
                               timeout=args.timeout + args.arrive + 30)
    except asyncio.TimeoutError:
        out.append({"error": "the run's --timeout ended it"})
    http.close()
    return out


def run(page: str, args) -> dict:
    from tutor.classroom import ClassStore
    data_dir = Path(tempfile.mkdtemp(prefix="hydra-cold-"))
    port = V.H.free_port()
    result: dict = {"page": page, "learners": args.learners, "arrive_s": args.arrive,
                    "mode": "start-tutor" if args.plain else "start-tutor --class",
                    "load_average_before": [round(x, 1) for x in os.getloadavg()]}
    log: list[str] = []
    started = time.monotonic()
    process = start_tutor(port, data_dir, args.learners, args.plain)
    try:
        url = wait_for_address(read_lines(process, log), args.timeout)
        result["address_s"] = round(time.monotonic() - started, 1) if url else None
        if url is None:
            result.update(errors_n=args.learners, errors=["no address printed"], log_tail="".join(log)[-3000:])
            return result
        code = ClassStore(data_dir).open_class().code       # the teacher's "Ask the class"
        result["tutor_cpu_s_to_address"] = round(tutor_cpu(process.pid), 1)
        out = asyncio.run(learners_arrive(url, page, code, args))
        result["tutor_cpu_s_learners"] = round(tutor_cpu(process.pid) - result["tutor_cpu_s_to_address"], 1)
        result["last_page_from_start_s"] = round(time.monotonic() - started, 1)
        result["load_average_after"] = [round(x, 1) for x in os.getloadavg()]
        ok = [r for r in out if "error" not in r]
        errors = [r["error"] for r in out if "error" in r]
        result.update(page_s=stats([r["widgets_s"] for r in ok]), learners_ok=len(ok), errors_n=len(errors),
                      errors=errors[:5])
        if errors:
            result["log_tail"] = "".join(log)[-3000:]
    finally:
        stop_tutor(process)
    return result


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--learners", type=int, default=30)
    parser.add_argument("--arrive", type=float, default=10.0, help="learners arrive over this many seconds")
    parser.add_argument("--page", action="append", default=[],
                        help="what the learners open: '/?class={code}' (default: the QR code's address), "
                             "'01-how-you-win.ipynb', '/' ...; repeatable")
    parser.add_argument("--plain", action="store_true", help="bash scripts/start-tutor, without --class")
    parser.add_argument("--runs", type=int, default=1, help="cold starts per page")
    parser.add_argument("--timeout", type=float, default=300.0, help="bound on each wait, seconds")
    args = parser.parse_args(argv)
    results = []
    for page in args.page or [CLASS_PAGE]:
        for n in range(args.runs):
            r = run(page, args)
            results.append(r)
            p = r.get("page_s") or {}
            print(f"{page} ({r['mode']}, run {n + 1}): address after {r.get('address_s')} s; "
                  f"{r['learners']} learners over {r['arrive_s']:.0f} s from then: p50 {p.get('p50')} s, "
                  f"p95 {p.get('p95')} s, max {p.get('max')} s; last page {r.get('last_page_from_start_s')} s "
                  f"after the start command; {r.get('learners_ok', 0)} ok, {r['errors_n']} failed; tutor CPU "
                  f"{r.get('tutor_cpu_s_to_address')} s to the address, {r.get('tutor_cpu_s_learners')} s for the "
                  f"learners' pages; load average "
                  f"{r['load_average_before']} before, {r.get('load_average_after')} after", flush=True)
            for error in r.get("errors", []):
                print(f"    {error}")
    V.ARTIFACTS.mkdir(exist_ok=True)
    (V.ARTIFACTS / "benchmark-class-cold-start.json").write_text(json.dumps(results, indent=2))
    bad = [r for r in results if r["errors_n"] or ((r.get("page_s") or {}).get("p95") or 1e9) > TARGET_S]
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
