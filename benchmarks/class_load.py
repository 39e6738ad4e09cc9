"""A class at once, without browsers: N learners speak the browser's protocol to one Voilà server.

    .venv/bin/python benchmarks/class_load.py [--learners 30] [--answers 20] [--arrive 10]
                                               [--think 2] [--preheat 0] [--timeout 900]
                                               [--notebooks DIR] [--voila-flag=--NAME=VALUE ...]

The server is the tutor as ``bash scripts/start-tutor`` serves it (``notebooks/`` through
``python -m tutor.server.serve``, scripts/voila-flags); ``--preheat N`` serves it as
``HYDRA_CLASS_SIZE=N bash scripts/start-tutor --class`` does (scripts/voila-class-flags: N
preheated kernels for the quiz alone) and lets the class arrive only once all N have run the quiz
and wait for their learners (each then holds a websocket to Voilà's /voila/query/<kernel>); how
long that took, and whether Voilà refilled the pool after the run, are reported too.

Each simulated learner does what the quiz page does in a browser, over the same protocol:
1. fetches the Voilà page ``quiz.ipynb?name=class-NN&kind=trick`` (Voilà runs the notebook for it
   and the page carries the kernel's id);
2. opens the kernel's websocket (``/api/kernels/<id>/channels``), opens the widget manager's
   ``jupyter.widget.control`` comm and asks for every widget's state (``request_states``), as
   ipywidgets' manager does when a page loads;
3. answers: reads the exercise id off the board, sends a ``click`` to the card's button (right or
   wrong, from a seeded coin; the right card is computed from the id with the kernel's own
   generator), waits for the feedback's update, then clicks Next and waits for the next exercise.

Learners arrive spread evenly over ``--arrive`` seconds and think ``--think`` seconds (0.5x to 1.5x,
seeded) before each click, as people do; ``--think 0`` clicks as fast as the server answers.

Reported: page ready (request sent -> the learner's exercise and name shown, i.e. page fetched, the
websocket open and the widget states received) p50/p95; answer -> feedback (click sent -> the
feedback's update received) p50/p95; Next -> new exercise p50/p95; the Voilà server's and the
kernels' memory at its peak (VmRSS); and every answer the pages showed against what SQLite saved.
What it does not measure: the browser's own work (downloading and running Voilà's JavaScript,
drawing the widgets), which happens on the learners' machines, not the server's.

Only 127.0.0.1 is contacted; every wait is bounded and the run stops by itself after --timeout
seconds. Writes test-artifacts/benchmark-class-load-<N>.json. Needs no pytest.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import sqlite3
import statistics
import sys
import time
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import _voila as V  # noqa: E402

CONFIG = re.compile(r'<script id="jupyter-config-data" type="application/json">\s*(\{.*?\})\s*</script>', re.S)
EXERCISE = re.compile(r'href="\?exercise=([a-z0-9-]+)"')


class Page:
    """One learner's page: the websocket to its kernel and the widget states it has been sent."""

    def __init__(self, ws, session: str) -> None:
        self.ws = ws
        self.session = session
        self.models: dict[str, dict] = {}

    def send(self, msg_type: str, content: dict, channel: str = "shell", metadata: dict | None = None) -> None:
        msg = {"header": {"msg_id": uuid.uuid4().hex, "msg_type": msg_type, "username": "learner",
                          "session": self.session, "date": "", "version": "5.3"},
               "parent_header": {}, "metadata": metadata or {}, "content": content, "channel": channel,
               "buffers": []}
        self.ws.write_message(json.dumps(msg))

    def click(self, model_id: str) -> None:
        self.send("comm_msg", {"comm_id": model_id, "data": {"method": "custom", "content": {"event": "click"}}},
                  metadata={"version": "2.1.0"})

    async def until(self, test, timeout: float) -> float:
        """Read messages until ``test(self)`` holds; the time (perf_counter) it first held."""
        deadline = time.perf_counter() + timeout
        while not test(self):
            left = deadline - time.perf_counter()
            if left <= 0:
                raise TimeoutError("no reply in time")
            raw = await asyncio.wait_for(self.ws.read_message(), timeout=left)
            if raw is None:
                raise ConnectionError("the websocket closed")
            if isinstance(raw, bytes):
                continue                                    # binary buffers: none in the quiz
            self.take(json.loads(raw))
        return time.perf_counter()

    def take(self, msg: dict) -> None:
        kind = msg.get("header", {}).get("msg_type") or msg.get("msg_type")
        content = msg.get("content", {})
        if kind == "comm_open":
            data = content.get("data", {})
            self.models[content["comm_id"]] = dict(data.get("state", {}))
        elif kind == "comm_msg":
            data = content.get("data", {})
            method = data.get("method")
            if method == "update_states":
                for model_id, model in data.get("states", {}).items():
                    self.models.setdefault(model_id, {}).update(model.get("state", {}))
            elif method in ("update", "echo_update"):
                self.models.setdefault(content["comm_id"], {}).update(data.get("state", {}))

    # what the page shows
    def html_with(self, needle: str) -> str | None:
        for state in self.models.values():
            value = state.get("value")
            if isinstance(value, str) and needle in value:
                return value
        return None

    def exercise_id(self) -> str | None:
        head = self.html_with('class="hq-head"')
        found = EXERCISE.search(head or "")
        return found.group(1) if found else None

    def feedback(self) -> str | None:
        return self.html_with('class="hq-fb')

    def with_class(self, name: str) -> str | None:
        for model_id, state in self.models.items():
            if name in state.get("_dom_classes", ()):
                return model_id
        return None

    def slot_button(self, n: int) -> str:
        slot = self.with_class(f"hq-slot-{n}")
        assert slot is not None, f"no card place {n}"
        return self.models[slot]["children"][1].removeprefix("IPY_MODEL_")


async def learner(http, base: str, number: int, args, out: dict) -> None:
    from tornado.httpclient import HTTPRequest
    from tornado.websocket import websocket_connect

    from tutor import make_exercise
    rng = random.Random(number)
    name = f"class-{number:02d}"
    record = out.setdefault(name, {"shown": [], "feedback_ms": [], "next_ms": [], "error": None})
    await asyncio.sleep(args.arrive * number / max(1, args.learners))
    try:
        started = time.perf_counter()
        response = await http.fetch(f"{base}voila/render/quiz.ipynb?name={name}&kind=trick",
                                    request_timeout=args.timeout, connect_timeout=60)
        found = CONFIG.search(response.body.decode())
        if found is None:                   # Voilà's error page: no kernel for this learner
            text = re.sub(r"<[^>]+>|\s+", " ", response.body.decode())[-300:]
            raise RuntimeError(f"the page has no kernel (HTTP {response.code}): ...{text}")
        config = json.loads(found.group(1))
        kernel = config["kernelId"]
        session = uuid.uuid4().hex
        ws_url = base.replace("http://", "ws://") + f"api/kernels/{kernel}/channels?session_id={session}"
        ws = await websocket_connect(HTTPRequest(ws_url, connect_timeout=60), max_message_size=1 << 26)
        page = Page(ws, session)
        control = uuid.uuid4().hex
        page.send("comm_open", {"comm_id": control, "target_name": "jupyter.widget.control", "data": {}},
                  metadata={"version": "1.0.0"})          # ipywidgets' control protocol
        page.send("comm_msg", {"comm_id": control, "data": {"method": "request_states"}})
        ready = await page.until(lambda p: p.exercise_id() and p.html_with(f"Playing as <b>{name}</b>")
                                 and p.with_class("hq-next"), 120)
        record["ready_s"] = ready - started
        for _ in range(args.answers):
            exercise_id = page.exercise_id()
            ex = make_exercise(exercise_id)
            right = rng.random() < 0.7
            pick = ex.answer if right else (ex.answer + 1) % 5
            if args.think:
                await asyncio.sleep(rng.uniform(0.5, 1.5) * args.think)
            t0 = time.perf_counter()
            page.click(page.slot_button(pick + 1))
            t1 = await page.until(lambda p, e=exercise_id: (p.feedback() or "").find(f'data-exercise="{e}"') >= 0, 60)
            record["feedback_ms"].append((t1 - t0) * 1000)
            record.setdefault("feedback_at", []).append(t0 - args.started)
            shown = 'data-correct="true"' in page.feedback()
            if shown != right:
                raise AssertionError(f"{name} {exercise_id}: the page said {shown}, expected {right}")
            record["shown"].append((exercise_id, shown))
            if args.think:
                await asyncio.sleep(rng.uniform(0.5, 1.5) * args.think / 2)
            t0 = time.perf_counter()
            page.click(page.with_class("hq-next"))
            t1 = await page.until(lambda p, e=exercise_id: p.exercise_id() not in (None, e) and not p.feedback(), 60)
            record["next_ms"].append((t1 - t0) * 1000)
        ws.close()
    except Exception as error:                     # counted and reported, never hidden
        record["error"] = f"{type(error).__name__}: {error}"


async def sample_memory(server, peak: dict, stop: asyncio.Event) -> None:
    while not stop.is_set():
        try:
            kernels = V.kernel_pids(server)
            total = sum(V.rss_mib(pid) for pid in kernels)
            voila = V.rss_mib(server.process.pid)
        except OSError:
            kernels, total, voila = [], 0.0, 0.0
        if total > peak.get("kernels_mib", 0):
            peak.update(kernels_mib=total, kernels=len(kernels))
        peak["voila_mib"] = max(peak.get("voila_mib", 0.0), voila)
        try:
            await asyncio.wait_for(stop.wait(), timeout=1.0)
        except asyncio.TimeoutError:
            pass


async def run(args) -> dict:
    from tornado.httpclient import AsyncHTTPClient
    AsyncHTTPClient.configure(None, max_clients=max(10, args.learners))
    http = AsyncHTTPClient()
    # The whole tutor, as scripts/start-tutor serves it (notebooks/ through tutor.server.serve);
    # with --preheat N as `HYDRA_CLASS_SIZE=N bash scripts/start-tutor --class` does
    # (scripts/voila-class-flags: N preheated kernels for the quiz, none for the other pages).
    server = V.start_voila(Path(args.notebooks).resolve(), front_door=True, extra_flags=args.voila_flag,
                           class_pool=args.preheat if args.preheat else None)
    out: dict = {}
    peak: dict = {}
    warm: dict = {}
    try:
        if args.preheat:                  # the class arrives once the pool is warm, not before
            try:
                warm["pool_warm_s"] = round(V.wait_for_warm_pool(server, args.preheat, args.warm_timeout), 1)
            except TimeoutError:          # a pool kernel died at start: the class arrives anyway
                warm["pool_warm_s"] = None
            warm["pool_warm_kernels"] = len(V.waiting_kernels(server))
            kernels = V.kernel_pids(server)
            warm["pool_kernels_mib"] = round(sum(V.rss_mib(pid) for pid in kernels), 1)
            warm["voila_mib"] = round(V.rss_mib(server.process.pid), 1)
        stop = asyncio.Event()
        sampler = asyncio.ensure_future(sample_memory(server, peak, stop))
        # The machine may be shared: its load and the CPU the tutor itself used say how far to trust
        # the times.
        warm["load_average_before"] = round(os.getloadavg()[0], 1)
        cpu_before = sum(V.cpu_seconds(pid) for pid in [server.process.pid, *V.kernel_pids(server)])
        started = args.started = time.perf_counter()
        tasks = [learner(http, server.url, n, args, out) for n in range(args.learners)]
        try:
            await asyncio.wait_for(asyncio.gather(*tasks), timeout=args.timeout)
        except asyncio.TimeoutError:
            for record in out.values():
                record["error"] = record["error"] or "the run's --timeout ended it"
        wall = time.perf_counter() - started
        warm["load_average_after"] = round(os.getloadavg()[0], 1)
        warm["tutor_cpu_s"] = round(sum(V.cpu_seconds(pid) for pid in [server.process.pid, *V.kernel_pids(server)])
                                    - cpu_before, 1)
        stop.set()
        await sampler
        log = server.log()
        warm["preheated_used"] = log.count("Using pre-heated kernel")
        if args.preheat:                  # does Voilà refill the pool? (the learners' kernels stay)
            t0 = time.perf_counter()
            try:
                V.wait_for_warm_pool(server, args.preheat, args.warm_timeout)
                warm["refilled_after_s"] = round(time.perf_counter() - t0, 1)
            except TimeoutError:
                warm["refilled_after_s"] = None
            warm["kernels_after_refill"] = len(V.kernel_pids(server))
        db = server.data_dir / "progress.sqlite3"
        log_tail = log[-3000:]
    finally:
        server.stop()
        http.close()
    result = summarise(args, out, peak, wall, db, log_tail)
    result["preheat"] = warm
    return result


def summarise(args, out, peak, wall, db, log_tail) -> dict:
    con = sqlite3.connect(str(db))
    shown_total = saved_total = lost = mismatched = 0
    for name, record in out.items():
        shown = record["shown"]
        row = con.execute("SELECT id, score, answered FROM learners WHERE name = ?", (name,)).fetchone()
        saved = [(e, bool(c)) for e, c in con.execute(
            "SELECT exercise_id, correct FROM answers WHERE learner_id = ? ORDER BY id",
            (row[0],))] if row else []
        shown_total += len(shown)
        saved_total += len(saved)
        lost += len([s for s in shown if s not in saved])
        if saved != shown:
            mismatched += 1
    integrity = con.execute("PRAGMA integrity_check").fetchone()[0]
    con.close()
    ready = [r["ready_s"] for r in out.values() if "ready_s" in r]
    feedback = [ms for r in out.values() for ms in r["feedback_ms"]]
    nexts = [ms for r in out.values() for ms in r["next_ms"]]
    errors = {n: r["error"] for n, r in out.items() if r["error"]}
    windows: dict[int, list] = {}          # feedback p95 per 15 s of the run: when it was slow
    for r in out.values():
        for at, ms in zip(r.get("feedback_at", []), r["feedback_ms"]):
            windows.setdefault(int(at // 15) * 15, []).append(ms)

    def pct(values, p):
        return round(V.percentile(values, p), 1) if values else None
    return {
        "learners": args.learners, "answers_each": args.answers, "arrive_s": args.arrive,
        "think_s": args.think, "preheated_kernels": args.preheat, "wall_s": round(wall, 1),
        "learners_ready": len(ready), "learners_failed": len(errors), "errors": errors,
        "page_ready_s": {"p50": pct(ready, 50), "p95": pct(ready, 95), "max": max(ready) if ready else None},
        "answer_to_feedback_ms": {"n": len(feedback), "p50": pct(feedback, 50), "p95": pct(feedback, 95),
                                  "max": round(max(feedback), 1) if feedback else None},
        "feedback_p95_ms_by_15s": {f"{t}-{t + 15}s": round(V.percentile(v, 95)) for t, v in sorted(windows.items())},
        "next_to_exercise_ms": {"p50": pct(nexts, 50), "p95": pct(nexts, 95)},
        "memory_peak_mib": {"voila_server": round(peak.get("voila_mib", 0), 1),
                            "kernels_total": round(peak.get("kernels_mib", 0), 1),
                            "kernels": peak.get("kernels", 0),
                            "per_kernel": round(peak.get("kernels_mib", 0) / max(1, peak.get("kernels", 0)), 1)},
        "answers_shown": shown_total, "answers_saved": saved_total, "answers_lost": lost,
        "learners_mismatched": mismatched, "sqlite_integrity": integrity,
        "median_feedback_ms": round(statistics.median(feedback), 1) if feedback else None,
        "voila_log_tail": log_tail if errors else "",
    }


def main(argv=None) -> dict:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--learners", type=int, default=30)
    parser.add_argument("--answers", type=int, default=20, help="exercises each learner answers")
    parser.add_argument("--arrive", type=float, default=10.0, help="learners arrive over this many seconds")
    parser.add_argument("--think", type=float, default=2.0, help="mean seconds before each click (0: none)")
    parser.add_argument("--preheat", type=int, default=0,
                        help="serve as `HYDRA_CLASS_SIZE=N bash scripts/start-tutor --class` does: a pool of "
                             "N preheated quiz kernels, warm before the class arrives (0: start-tutor's flags)")
    parser.add_argument("--warm-timeout", type=float, default=300.0,
                        help="with --preheat: let the class in after this many seconds even if the pool is not warm")
    parser.add_argument("--notebooks", default=str(V.REPO / "notebooks"),
                        help="the directory served (default: this checkout's notebooks/)")
    parser.add_argument("--voila-flag", action="append", default=[], metavar="--NAME=VALUE",
                        help="one more Voilà flag (replaces the one of the same name; repeatable)")
    parser.add_argument("--timeout", type=float, default=900.0, help="bound on the whole run, seconds")
    args = parser.parse_args(argv)
    result = asyncio.run(run(args))
    V.ARTIFACTS.mkdir(exist_ok=True)
    path = V.ARTIFACTS / f"benchmark-class-load-{args.learners}{'-pre' if args.preheat else ''}.json"
    path.write_text(json.dumps(result, indent=2))
    r = result
    print(f"{r['learners']} learners x {r['answers_each']} answers, arriving over {r['arrive_s']:.0f} s, "
          f"thinking {r['think_s']} s, preheated kernels {r['preheated_kernels']}: {r['wall_s']} s")
    print(f"  page ready: p50 {r['page_ready_s']['p50']} s, p95 {r['page_ready_s']['p95']} s "
          f"({r['learners_ready']} of {r['learners']} ready)")
    f = r["answer_to_feedback_ms"]
    print(f"  answer -> feedback over {f['n']}: p50 {f['p50']} ms, p95 {f['p95']} ms, max {f['max']} ms")
    by_time = r["feedback_p95_ms_by_15s"].items()
    print("  feedback p95 per 15 s of the run: " + ", ".join(f"{k} {v} ms" for k, v in by_time))
    print(f"  next -> exercise: p50 {r['next_to_exercise_ms']['p50']} ms, p95 {r['next_to_exercise_ms']['p95']} ms")
    m = r["memory_peak_mib"]
    print(f"  memory at peak: Voilà server {m['voila_server']} MiB, {m['kernels']} kernels {m['kernels_total']} MiB "
          f"({m['per_kernel']} MiB each)")
    print(f"  answers shown {r['answers_shown']}, saved {r['answers_saved']}, lost {r['answers_lost']}, "
          f"learners mismatched {r['learners_mismatched']}, SQLite {r['sqlite_integrity']}; "
          f"failed learners {r['learners_failed']}")
    w = r["preheat"]
    if args.preheat:
        print(f"  pool of {args.preheat}: {w['pool_warm_kernels']} warm, all warm {w['pool_warm_s']} s after start "
              f"(Voilà {w['voila_mib']} MiB, "
              f"kernels {w['pool_kernels_mib']} MiB); {w['preheated_used']} learners got a preheated kernel; "
              f"refilled and warm {w['refilled_after_s']} s after the run ({w['kernels_after_refill']} kernels)")
    print(f"  machine load average {w['load_average_before']} before, {w['load_average_after']} after; "
          f"the tutor used {w['tutor_cpu_s']} CPU-s during the run")
    for name, error in list(r["errors"].items())[:5]:
        print(f"  {name}: {error}")
    ok = not r["errors"] and r["answers_lost"] == 0 and r["learners_mismatched"] == 0
    if argv is None:
        sys.exit(0 if ok else 1)
    return result


if __name__ == "__main__":
    main()
