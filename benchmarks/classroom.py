"""Ask the class without browsers: one teacher page and N learner pages speak the browser's
protocol to one Voilà server (as benchmarks/class_load.py does for the quiz).

    .venv/bin/python benchmarks/classroom.py [--learners 30] [--questions 5] [--arrive 30]
                                              [--think 1] [--timeout 900]

1. The teacher's page (``teacher.ipynb?scenario=r10-triple-engagement&at=3``) is fetched,
   its kernel's websocket opened and the widget states asked for, as ipywidgets' manager does;
   the benchmark clicks "Ask the class" and reads the class code off the page.
2. N learners arrive over ``--arrive`` seconds: each fetches ``quiz.ipynb?class=CODE&name=bench-NN``
   (the page joins the class) and waits until its class panel says it joined.
3. For each of ``--questions`` questions the teacher clicks a push button (the four kinds in turn);
   **push -> shown** is the time from that click to each learner's page receiving the question's
   card buttons. Each learner thinks (0.5x to 1.5x ``--think`` s), clicks a card (a toggle's
   ``update`` message) and "Send my answer". **last answer -> tally** is the time from the last
   learner's Send to the teacher's page showing "N of N answered"; **answer -> count** the time
   from each Send to the teacher's count reaching that answer's rank. Then the teacher reveals and
   **reveal -> shown** is timed on every learner page.

Every page polls the class store every 0.5 s, so these times are the poll interval plus the
server's work. Afterwards every answer the pages sent is checked against SQLite. Only 127.0.0.1
is contacted; the run stops by itself after --timeout seconds. Writes
test-artifacts/benchmark-classroom-<N>.json. Needs no pytest.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import re
import sqlite3
import sys
import time
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import _voila as V  # noqa: E402

CONFIG = re.compile(r'<script id="jupyter-config-data" type="application/json">\s*(\{.*?\})\s*</script>', re.S)
CODE = re.compile(r'data-code="([A-Z0-9]+)"')
ANSWERS = re.compile(r'data-answers="(\d+)"')
KINDS = ("winner", "legal", "choice", "parties")


class Page:
    """One page: the websocket to its kernel and the widget states it has been sent."""

    def __init__(self, ws, session: str) -> None:
        self.ws = ws
        self.session = session
        self.models: dict[str, dict] = {}

    def send(self, msg_type: str, content: dict, metadata: dict | None = None) -> None:
        msg = {"header": {"msg_id": uuid.uuid4().hex, "msg_type": msg_type, "username": "bench",
                          "session": self.session, "date": "", "version": "5.3"},
               "parent_header": {}, "metadata": metadata or {}, "content": content, "channel": "shell",
               "buffers": []}
        self.ws.write_message(json.dumps(msg))

    def click(self, model_id: str) -> None:
        self.send("comm_msg", {"comm_id": model_id, "data": {"method": "custom", "content": {"event": "click"}}},
                  metadata={"version": "2.1.0"})

    def set_value(self, model_id: str, value) -> None:
        self.send("comm_msg", {"comm_id": model_id, "data": {"method": "update", "state": {"value": value},
                                                             "buffer_paths": []}}, metadata={"version": "2.1.0"})

    async def until(self, test, timeout: float) -> float:
        deadline = time.perf_counter() + timeout
        while not test(self):
            left = deadline - time.perf_counter()
            if left <= 0:
                raise TimeoutError("no reply in time")
            raw = await asyncio.wait_for(self.ws.read_message(), timeout=left)
            if raw is None:
                raise ConnectionError("the websocket closed")
            if isinstance(raw, bytes):
                continue
            self.take(json.loads(raw))
        return time.perf_counter()

    def take(self, msg: dict) -> None:
        kind = msg.get("header", {}).get("msg_type") or msg.get("msg_type")
        content = msg.get("content", {})
        if kind == "comm_open":
            self.models[content["comm_id"]] = dict(content.get("data", {}).get("state", {}))
        elif kind == "comm_msg":
            data = content.get("data", {})
            if data.get("method") == "update_states":
                for model_id, model in data.get("states", {}).items():
                    self.models.setdefault(model_id, {}).update(model.get("state", {}))
            elif data.get("method") in ("update", "echo_update"):
                self.models.setdefault(content["comm_id"], {}).update(data.get("state", {}))

    def html_with(self, needle: str) -> str | None:
        for state in self.models.values():
            value = state.get("value")
            if isinstance(value, str) and needle in value:
                return value
        return None

    def with_class(self, name: str) -> str | None:
        for model_id, state in self.models.items():
            if name in state.get("_dom_classes", ()):
                return model_id
        return None

    def question_seq(self) -> int:
        found = re.search(r'class="hc-prompt">Question (\d+):', self.html_with('class="hc-prompt">Question') or "")
        return int(found.group(1)) if found else 0

    def options(self) -> list[str]:
        return [m for m, s in self.models.items()
                if any(c.startswith("hc-option-") for c in s.get("_dom_classes", ()))
                and not s.get("disabled", False)]


async def open_page(http, base: str, path: str, timeout: float) -> Page:
    from tornado.httpclient import HTTPRequest
    from tornado.websocket import websocket_connect
    response = await http.fetch(f"{base}voila/render/{path}", request_timeout=timeout, connect_timeout=60)
    kernel = json.loads(CONFIG.search(response.body.decode()).group(1))["kernelId"]
    session = uuid.uuid4().hex
    url = base.replace("http://", "ws://") + f"api/kernels/{kernel}/channels?session_id={session}"
    ws = await websocket_connect(HTTPRequest(url, connect_timeout=60), max_message_size=1 << 26)
    page = Page(ws, session)
    control = uuid.uuid4().hex
    page.send("comm_open", {"comm_id": control, "target_name": "jupyter.widget.control", "data": {}},
              metadata={"version": "1.0.0"})
    page.send("comm_msg", {"comm_id": control, "data": {"method": "request_states"}})
    return page


async def keep_reading(page: Page, stop: asyncio.Event) -> None:
    """A page the benchmark is not waiting on still reads its messages (as a browser does)."""
    while not stop.is_set():
        try:
            await page.until(lambda p: stop.is_set(), 0.5)
        except (TimeoutError, asyncio.TimeoutError):
            continue
        except Exception:
            return


def count_shown(page: Page) -> int:
    found = ANSWERS.search(page.html_with('class="hc-count"') or "")
    return int(found.group(1)) if found else -1


async def answer(args, page: Page, name: str, q: int, pushed_at: float, rng: random.Random, sends: list[float],
                 acc: dict) -> None:
    """One learner: the question shown, a think, a card, Send, "Answer sent"."""
    try:
        t = await page.until(lambda p: p.question_seq() == q and bool(p.options()), 60)
        acc["shown"].append((t - pushed_at) * 1000)
        await asyncio.sleep(rng.uniform(0.5, 1.5) * args.think)
        page.set_value(rng.choice(page.options()), True)
        await asyncio.sleep(0.05)
        sends.append(time.perf_counter())
        page.click(page.with_class("hc-send"))
        await page.until(lambda p: p.html_with("Answer sent") is not None, 60)
        acc["sent"][name] = acc["sent"].get(name, 0) + 1
    except Exception as error:
        acc["errors"][f"{name} q{q}"] = f"{type(error).__name__}: {error}"


async def watch_count(teacher: Page, joined: int, sends: list[float], acc: dict) -> None:
    """The teacher's page: each answer's time to the count, and the last answer's to the tally."""
    seen = 0
    while seen < joined:
        await teacher.until(lambda p, seen=seen: count_shown(p) > seen, 120)
        now = time.perf_counter()
        shown = count_shown(teacher)
        ordered = sorted(sends)
        for rank in range(seen, min(shown, len(ordered))):
            acc["count"].append((now - ordered[rank]) * 1000)
        seen = shown
    acc["last"].append((time.perf_counter() - max(sends)) * 1000)


async def see_reveal(page: Page, q: int, revealed_at: float, acc: dict) -> None:
    t = await page.until(lambda p: p.question_seq() == q and p.html_with('class="hc-reveal"') is not None, 60)
    acc["reveal"].append((t - revealed_at) * 1000)


async def one_question(args, teacher: Page, learners: dict[str, Page], q: int, rng: random.Random,
                       acc: dict) -> None:
    """The teacher pushes question ``q``, every learner answers, the teacher reveals."""
    kind = KINDS[(q - 1) % len(KINDS)]
    pushed_at = time.perf_counter()
    teacher.click(teacher.with_class(f"hc-push-{kind}"))
    await teacher.until(lambda p: p.question_seq() == q and count_shown(p) == 0, 60)
    sends: list[float] = []
    await asyncio.wait_for(asyncio.gather(
        watch_count(teacher, len(learners), sends, acc),
        *(answer(args, page, name, q, pushed_at, rng, sends, acc) for name, page in learners.items())),
        args.timeout)
    revealed_at = time.perf_counter()
    teacher.click(teacher.with_class("hc-reveal-button"))
    await asyncio.wait_for(asyncio.gather(*(see_reveal(p, q, revealed_at, acc) for p in learners.values())), 120)


async def run(args) -> dict:
    from tornado.httpclient import AsyncHTTPClient
    AsyncHTTPClient.configure(None, max_clients=max(10, args.learners + 2))
    http = AsyncHTTPClient()
    server = V.start_voila(V.REPO / "notebooks")
    rng = random.Random(12)
    result: dict = {"learners": args.learners, "questions": args.questions, "arrive_s": args.arrive,
                    "think_s": args.think, "errors": {}}
    shown_ms: list[float] = []
    reveal_ms: list[float] = []
    count_ms: list[float] = []
    last_ms: list[float] = []
    sent: dict[str, int] = {}
    try:
        t0 = time.perf_counter()
        teacher = await open_page(http, server.url, "teacher.ipynb?scenario=r10-triple-engagement&at=3",
                                  args.timeout)
        await teacher.until(lambda p: p.with_class("hc-open"), 180)
        result["teacher_ready_s"] = round(time.perf_counter() - t0, 1)
        teacher.click(teacher.with_class("hc-open"))
        await teacher.until(lambda p: p.html_with('class="hc-code"'), 60)
        code = CODE.search(teacher.html_with('class="hc-code"')).group(1)

        learners: dict[str, Page] = {}

        async def arrive(n: int) -> None:
            name = f"bench-{n:02d}"
            await asyncio.sleep(args.arrive * n / max(1, args.learners))
            started = time.perf_counter()
            try:
                page = await open_page(http, server.url, f"quiz.ipynb?class={code}&name={name}", args.timeout)
                await page.until(lambda p: p.html_with(f'data-class="{code}"'), 300)
                result.setdefault("ready_s", []).append(time.perf_counter() - started)
                learners[name] = page
            except Exception as error:
                result["errors"][name] = f"joining: {type(error).__name__}: {error}"

        stop = asyncio.Event()
        reader = asyncio.ensure_future(keep_reading(teacher, stop))
        await asyncio.wait_for(asyncio.gather(*(arrive(n) for n in range(args.learners))), args.timeout)
        stop.set()
        await reader
        joined = len(learners)
        await teacher.until(lambda p: p.html_with(f"{joined} learners joined"), 30)
        result["joined"] = joined

        acc = {"shown": shown_ms, "count": count_ms, "last": last_ms, "reveal": reveal_ms, "sent": sent,
               "errors": result["errors"]}
        for q in range(1, args.questions + 1):
            await one_question(args, teacher, learners, q, rng, acc)
        for page in [teacher, *learners.values()]:
            page.ws.close()
        db = server.data_dir / "progress.sqlite3"
    finally:
        server.stop()
        http.close()
    con = sqlite3.connect(str(db))
    saved = dict(con.execute("SELECT m.name, COUNT(a.id) FROM class_members m LEFT JOIN class_answers a "
                             "ON a.member_id = m.id GROUP BY m.id"))
    in_progress = con.execute("SELECT COUNT(*) FROM answers WHERE topic LIKE 'class-%'").fetchone()[0]
    result["answers_sent"] = sum(sent.values())
    result["answers_saved"] = sum(saved.values())
    result["answers_in_progress"] = in_progress
    result["answers_lost"] = sum(max(0, n - saved.get(name, 0)) for name, n in sent.items())
    result["sqlite_integrity"] = con.execute("PRAGMA integrity_check").fetchone()[0]
    con.close()

    def stats(values: list[float]) -> dict:
        return {"n": len(values), "p50": round(V.percentile(values, 50), 1), "p95": round(V.percentile(values, 95), 1),
                "max": round(max(values), 1) if values else None}
    ready = [s * 1000 for s in result.pop("ready_s", [])]
    result["join_ready_ms"] = stats(ready)
    result["push_to_shown_ms"] = stats(shown_ms)
    result["answer_to_count_ms"] = stats(count_ms)
    result["last_answer_to_tally_ms"] = stats(last_ms)
    result["reveal_to_shown_ms"] = stats(reveal_ms)
    return result


def main(argv=None) -> dict:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--learners", type=int, default=30)
    parser.add_argument("--questions", type=int, default=5)
    parser.add_argument("--arrive", type=float, default=30.0, help="learners arrive over this many seconds")
    parser.add_argument("--think", type=float, default=1.0, help="mean seconds before answering")
    parser.add_argument("--timeout", type=float, default=900.0, help="bound on the whole run, seconds")
    args = parser.parse_args(argv)
    result = asyncio.run(asyncio.wait_for(run(args), args.timeout + 60))
    V.ARTIFACTS.mkdir(exist_ok=True)
    path = V.ARTIFACTS / f"benchmark-classroom-{args.learners}.json"
    path.write_text(json.dumps(result, indent=2))
    r = result
    print(f"{r.get('joined')} of {r['learners']} learners joined (teacher page ready in {r.get('teacher_ready_s')} s; "
          f"join ready p50 {r['join_ready_ms']['p50']} ms, p95 {r['join_ready_ms']['p95']} ms), "
          f"{r['questions']} questions")
    for key, label in (("push_to_shown_ms", "push -> question shown"), ("answer_to_count_ms", "answer -> count"),
                       ("last_answer_to_tally_ms", "last answer -> tally"),
                       ("reveal_to_shown_ms", "reveal -> shown")):
        s = r[key]
        print(f"  {label}: n {s['n']}, p50 {s['p50']} ms, p95 {s['p95']} ms, max {s['max']} ms")
    print(f"  answers sent {r['answers_sent']}, saved {r['answers_saved']}, lost {r['answers_lost']}, "
          f"counted in progress {r['answers_in_progress']}; SQLite {r['sqlite_integrity']}")
    if r["errors"]:
        print(f"  errors: {json.dumps(r['errors'])[:1500]}")
    print(f"  written to {path}")
    return result


if __name__ == "__main__":
    main()
