"""Tables of learners playing together (issue 32) without browsers: N tables of five players, every
player a page speaking the browser's protocol to one Voilà server (as benchmarks/classroom.py does).

    .venv/bin/python benchmarks/tables.py [--tables 6] [--moves 55] [--arrive 10] [--think 1] [--timeout 900]

1. The tables are opened in the server's store (Hydra, five people each, no example players) and
   started; each player's page is ``table.ipynb?table=CODE&member=KEY`` (their own address), all
   opened within ``--arrive`` seconds. **page ready** is the time from the page's request to its
   status line (whose turn) arriving.
2. At every table, the player to move thinks (0.5x to 1.5x ``--think`` s) and taps: valeo or keep
   before play, else the first marked (legal) card, ``--moves`` times. **tap -> every screen** is the
   time from a tap to each page of that table (the tapper's too) receiving the status line of the new action
   (``data-seq``): a card played shown on every screen at the table.

Every page polls the table's version every 0.5 s, so these times are the poll interval plus the
server's work. Only 127.0.0.1 is contacted; the run stops by itself after --timeout seconds. Writes
test-artifacts/benchmark-tables-<N>.json. Needs no pytest.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import re
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import _voila as V  # noqa: E402
from classroom import Page, open_page  # noqa: E402

SEQ = re.compile(r'data-my-turn="(\d)" data-seq="(\d+)"')
PLAYERS = 5


class Player:
    """One player's page: it reads every message, and notes when each action's status line first came."""

    def __init__(self, page: Page, table: int) -> None:
        self.page, self.table = page, table
        self.seen: dict[int, float] = {}
        self.mine = False
        self.seq = -1

    def status(self) -> None:
        html = self.page.html_with('class="tt-status') or ""
        found = SEQ.search(html)
        if found:
            seq = int(found.group(2))
            self.mine = found.group(1) == "1"
            if seq not in self.seen:
                self.seen[seq] = time.perf_counter()
            self.seq = max(self.seq, seq)

    async def read(self, stop: asyncio.Event) -> None:
        while not stop.is_set():
            try:
                raw = await asyncio.wait_for(self.page.ws.read_message(), timeout=0.5)
            except (TimeoutError, asyncio.TimeoutError):
                continue
            if raw is None:
                return
            if isinstance(raw, bytes):
                continue
            msg = json.loads(raw)
            if (msg.get("header", {}).get("msg_type") or msg.get("msg_type")) == "comm_close":
                self.page.models.pop(msg.get("content", {}).get("comm_id"), None)     # a widget the page closed
                continue
            self.page.take(msg)
            self.status()

    def tap(self) -> bool:
        """The first marked card, else valeo or keep, else the first button; False if none is there."""
        models = self.page.models
        for state in models.values():
            if "tt-legal" in state.get("_dom_classes", ()) and len(state.get("children", ())) > 1:
                self.page.click(state["children"][1].removeprefix("IPY_MODEL_"))
                return True
        words = [(m, s.get("description", "")) for m, s in models.items() if "tt-action" in s.get("_dom_classes", ())]
        for model, _words in sorted(words, key=lambda w: not w[1].startswith(("Valeo", "Keep"))):
            self.page.click(model)
            return True
        return False


async def play_table(args, players: list[Player], clicks: dict, rng: random.Random, errors: dict) -> None:
    for _move in range(args.moves):
        deadline = time.perf_counter() + 30
        while True:
            seq = max(p.seq for p in players)
            mover = next((p for p in players if p.mine and p.seq == seq), None)
            if mover is not None or time.perf_counter() > deadline:
                break
            await asyncio.sleep(0.05)
        if mover is None:
            errors[f"table {players[0].table}"] = f"nobody to move after action {seq}"
            return
        await asyncio.sleep(rng.uniform(0.5, 1.5) * args.think)
        if not mover.tap():
            errors[f"table {players[0].table}"] = f"no button to tap at action {seq}"
            return
        clicks[(players[0].table, seq + 1)] = time.perf_counter()
        deadline = time.perf_counter() + 30
        while mover.seq <= seq and time.perf_counter() < deadline:
            await asyncio.sleep(0.05)


async def _ready(server, mode: str, timeout: float) -> float:
    """Wait until the tutor's server has its kernels ready, as a teacher waits for start-tutor's printed
    address (its log says "kernels are forked from a template", and with --class "ready for a class");
    the seconds waited."""
    started = time.perf_counter()
    mark = "ready for a class" if mode == "class" else "kernels are forked from a template"
    while time.perf_counter() - started < timeout and mark not in server.log():
        await asyncio.sleep(0.5)
    return round(time.perf_counter() - started, 1)


async def run(args) -> dict:
    from tornado.httpclient import AsyncHTTPClient

    from tutor.tables import Referee, TableStore
    AsyncHTTPClient.configure(None, max_clients=max(10, args.tables * PLAYERS + 2))
    http = AsyncHTTPClient()
    # as scripts/start-tutor serves (forked kernels), with --class's pools, or plain Voilà
    server = V.start_voila(V.REPO / "notebooks", front_door=args.server != "voila",
                           class_pool=args.players_pool if args.server == "class" else None)
    rng = random.Random(32)
    result: dict = {"tables": args.tables, "players": args.tables * PLAYERS, "moves": args.moves,
                    "arrive_s": args.arrive, "think_s": args.think, "server": args.server, "errors": {}}
    if args.server != "voila":
        result["server_ready_s"] = await _ready(server, args.server, args.timeout)
    ready: list[float] = []
    players: dict[int, list[Player]] = {}
    clicks: dict[tuple[int, int], float] = {}
    stop = asyncio.Event()
    readers = []
    try:
        referee = Referee(TableStore(server.data_dir, environ={}), rng=random.Random(5))
        seats = []
        for t in range(args.tables):
            table = referee.store.open_table("hydra")
            for n in range(PLAYERS):
                seats.append((t, referee.store.join(table.code, f"bench-{t}-{n}")))
            referee.start(table.code, table.host)
        referee.store.close()

        async def arrive(i: int, t: int, seat) -> None:
            await asyncio.sleep(args.arrive * i / max(1, len(seats)))
            started = time.perf_counter()
            try:
                page = await open_page(http, server.url, f"table.ipynb?table={seat.code}&member={seat.token}",
                                       args.timeout)
                await page.until(lambda p: p.html_with('class="tt-status') is not None, 300)
                ready.append((time.perf_counter() - started) * 1000)
                player = Player(page, t)
                player.status()
                players.setdefault(t, []).append(player)
                readers.append(asyncio.ensure_future(player.read(stop)))
            except Exception as error:
                result["errors"][seat.name] = f"opening: {type(error).__name__}: {error}"

        await asyncio.wait_for(asyncio.gather(*(arrive(i, t, s) for i, (t, s) in enumerate(seats))), args.timeout)
        await asyncio.wait_for(asyncio.gather(*(play_table(args, ps, clicks, rng, result["errors"])
                                                for ps in players.values() if len(ps) == PLAYERS)), args.timeout)
        await asyncio.sleep(2)
        stop.set()
        await asyncio.gather(*readers, return_exceptions=True)
        for ps in players.values():
            for p in ps:
                p.page.ws.close()
    finally:
        server.stop()
        http.close()
    shown = []
    missing = 0
    for (t, seq), clicked in clicks.items():
        for p in players[t]:
            # the first status line showing this action or a later one (two taps within one poll are drawn once)
            seen = [at for s, at in p.seen.items() if s >= seq and at >= clicked]
            if seen:
                shown.append((min(seen) - clicked) * 1000)
            else:
                missing += 1

    def stats(values: list[float]) -> dict:
        return {"n": len(values), "p50": round(V.percentile(values, 50), 1), "p95": round(V.percentile(values, 95), 1),
                "max": round(max(values), 1) if values else None}
    result["page_ready_ms"] = stats(ready)
    result["tap_to_every_screen_ms"] = stats(shown)
    result["taps"] = len(clicks)
    result["screens_missing_an_action"] = missing
    return result


def main(argv=None) -> dict:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=6)
    parser.add_argument("--moves", type=int, default=55, help="taps per table (a Hydra round: 5 calls, 50 cards)")
    parser.add_argument("--arrive", type=float, default=10.0, help="the players open their pages over this many s")
    parser.add_argument("--think", type=float, default=1.0, help="mean seconds before a tap")
    parser.add_argument("--timeout", type=float, default=900.0, help="bound on the whole run, seconds")
    parser.add_argument("--server", choices=("tutor", "class", "voila"), default="tutor",
                        help="tutor: as `bash scripts/start-tutor` serves (kernels forked from a warm template); "
                             "class: as `start-tutor --class` (warm pools); voila: plain `python -m voila`")
    parser.add_argument("--players-pool", type=int, default=30, help="with --server class: HYDRA_CLASS_SIZE")
    args = parser.parse_args(argv)
    result = asyncio.run(asyncio.wait_for(run(args), args.timeout + 60))
    V.ARTIFACTS.mkdir(exist_ok=True)
    path = V.ARTIFACTS / f"benchmark-tables-{args.tables * PLAYERS}.json"
    path.write_text(json.dumps(result, indent=2))
    r = result
    print(f"{r['tables']} tables of {PLAYERS} ({r['players']} pages, opened within {r['arrive_s']} s): page ready "
          f"p50 {r['page_ready_ms']['p50']} ms, p95 {r['page_ready_ms']['p95']} ms, max {r['page_ready_ms']['max']} ms")
    s = r["tap_to_every_screen_ms"]
    print(f"  {r['taps']} taps; tap -> every screen at the table (the tapper's too): n {s['n']}, "
          f"p50 {s['p50']} ms, p95 {s['p95']} ms, max {s['max']} ms; "
          f"screens that never showed an action: {r['screens_missing_an_action']}")
    if r["errors"]:
        print(f"  errors: {json.dumps(r['errors'])[:1500]}")
    print(f"  written to {path}")
    return result


if __name__ == "__main__":
    main()
