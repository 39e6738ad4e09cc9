"""Where CI's CPU goes: by kind of process and by test file (issue 36: "CI within 10 minutes").

The test run is CPU-bound on CI's two cores (both are busy 94 % of a run), so its wall time follows the CPU
seconds it spends, wherever they are spent: in Chromium, in the Voilà servers and their kernels, in the test
workers. :mod:`benchmarks.ci_time` sums what pytest measures, worker-seconds that grow with what the other
workers do meanwhile; this samples ``/proc`` instead (Linux) and charges each process's CPU to the test its
test worker is running::

    python benchmarks/ci_cpu.py                       # CI=true bash scripts/run-tests, sampled
    python benchmarks/ci_cpu.py -- -m 'not browser'   # arguments after -- go to run-tests (pytest)
    python benchmarks/ci_cpu.py --top 60
    python benchmarks/ci_cpu.py --tests 40 -- -m browser   # and the 40 tests that cost the most

Every half second it reads each process's CPU time, its parent and its command line. A process belongs to the
test worker it descends from (Chromium through Playwright's driver, a Voilà server and its kernels through the
test that started it), and its CPU in that half second goes to the test the worker was running then (a plugin,
``-p benchmarks.ci_cpu``, writes each test's start and end). It prints the machine's busy seconds and how many
of them it could charge, the CPU by kind of process (Chromium's renderers, its browser process, the servers,
the forked kernels, the workers, ...), then the files that cost the most, each with its largest kinds.
A process that lives less than half a second is missed; its parent's share is not.
"""

from __future__ import annotations

import argparse
import bisect
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path

__all__ = ["kind_of", "main"]

ROOT = Path(__file__).resolve().parents[1]
#: Where the plugin, in each test worker, writes its tests' start and end (set by :func:`main`).
TIMES_DIR = "HYDRA_CI_CPU_DIR"


def kind_of(command: str, parent: str = "") -> str:
    """A process's kind, from its command line (and its parent's).

    >>> kind_of("/usr/lib/chromium/chromium --type=renderer --lang=en-US")
    'chromium renderer'
    >>> kind_of("python -m tutor.server.kernel_fork /tmp/sock")
    'kernel (forked)'
    >>> kind_of("python -m ipykernel_launcher -f k.json", "python -m pytest")
    'kernel (nbval)'
    """
    if "chrom" in command:
        for part in ("renderer", "gpu", "utility"):
            if f"--type={part}" in command:
                return f"chromium {part}"
        return "chromium browser"
    if "playwright" in command and ("node" in command or "driver" in command):
        return "playwright driver"
    if "configurable-http-proxy" in command or "jupyterhub" in command or "singleuser" in command:
        return "jupyterhub"
    if "kernel_fork" in command:
        return "kernel (forked)"
    if "ipykernel" in command or "kernel_launcher" in command:
        return "kernel (voila)" if "voila" in parent or "tutor.server" in parent else "kernel (nbval)"
    if "tutor.server" in command or "voila" in command:
        return "voila server"
    if "mypy" in command:
        return "mypy"
    if "postgres" in command:
        return "postgresql"
    if "pytest" in command or "exec(eval(sys.stdin" in command:
        return "pytest"
    return "other"


def _is_worker(command: str) -> bool:
    return "exec(eval(sys.stdin" in command          # how pytest-xdist (execnet) starts a worker


# --- the plugin (in each test worker) --------------------------------------------------------------------

_log = None


def pytest_runtest_logstart(nodeid: str, location: object) -> None:
    global _log
    folder = os.environ.get(TIMES_DIR)
    if folder is None:
        return
    if _log is None:
        _log = open(Path(folder) / f"tests-{os.getpid()}.jsonl", "a", encoding="utf-8")
    _log.write(json.dumps(["start", os.getpid(), nodeid, time.time()]) + "\n")
    _log.flush()


def pytest_runtest_logfinish(nodeid: str, location: object) -> None:
    if _log is not None:
        _log.write(json.dumps(["end", os.getpid(), nodeid, time.time()]) + "\n")
        _log.flush()


# --- the sampler ---------------------------------------------------------------------------------------------

def _scan(commands: dict[str, str]) -> dict[str, tuple[str, int]]:
    """Every process: its parent and its CPU ticks (user and system) so far."""
    found: dict[str, tuple[str, int]] = {}
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            with open(f"/proc/{pid}/stat", encoding="utf-8", errors="replace") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            if pid not in commands:
                with open(f"/proc/{pid}/cmdline", "rb") as f:
                    commands[pid] = f.read().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue
        found[pid] = (fields[1], int(fields[11]) + int(fields[12]))
    return found


def _busy_ticks() -> int:
    with open("/proc/stat", encoding="utf-8") as f:
        values = [int(v) for v in f.readline().split()[1:]]
    return sum(values) - values[3] - values[4]          # all but idle and iowait


def sample(command: list[str], env: dict[str, str], period: float = 0.5) -> tuple[list, float, float, int]:
    """Run ``command``; every ``period`` s, each process's CPU ticks since the last look, by its worker and
    kind. Returns the samples ``[(time, {"worker|kind": ticks})]``, the wall seconds, the machine's busy
    seconds and the command's exit code."""
    hz = os.sysconf("SC_CLK_TCK")
    commands: dict[str, str] = {}
    before = _scan(commands)
    busy0, start = _busy_ticks(), time.monotonic()
    process = subprocess.Popen(command, cwd=ROOT, env=env)
    samples = []
    me = str(os.getpid())
    while process.poll() is None:
        time.sleep(period)
        now = _scan(commands)
        row: Counter[str] = Counter()
        for pid, (parent, ticks) in now.items():
            spent = ticks - before[pid][1] if pid in before else ticks
            if spent <= 0 or pid == me:
                continue
            worker, up, hops = "-", pid, 0
            while up in now and hops < 40:
                if _is_worker(commands.get(up, "")):
                    worker = up
                    break
                up, hops = now[up][0], hops + 1
            row[f"{worker}|{kind_of(commands.get(pid, ''), commands.get(parent, ''))}"] += spent
        samples.append((time.time(), dict(row)))
        for gone in set(before) - set(now):
            commands.pop(gone, None)
        before = now
    wall = time.monotonic() - start
    return samples, wall, (_busy_ticks() - busy0) / hz, process.returncode


def charge(samples: list, times_dir: Path, hz: int,
           tests: Counter[str] | None = None) -> tuple[Counter[str], dict[str, Counter[str]], Counter[str]]:
    """CPU seconds by kind, by file (with its kinds), and what no test could be charged with, by kind; with
    ``tests``, each test's CPU seconds are added to it too."""
    spans: dict[str, list[tuple[float, float, str]]] = defaultdict(list)
    for path in times_dir.glob("tests-*.jsonl"):
        open_at: dict[str, float] = {}
        for line in path.read_text(encoding="utf-8").splitlines():
            what, pid, node, at = json.loads(line)
            if what == "start":
                open_at[node] = at
            elif node in open_at:
                spans[str(pid)].append((open_at.pop(node), at, node))
    starts = {w: [s[0] for s in sorted(v)] for w, v in spans.items()}
    for w in spans:
        spans[w].sort()
    kinds: Counter[str] = Counter()
    files: dict[str, Counter[str]] = defaultdict(Counter)
    loose: Counter[str] = Counter()
    for at, row in samples:
        for key, ticks in row.items():
            worker, kind = key.split("|", 1)
            seconds = ticks / hz
            kinds[kind] += seconds
            i = bisect.bisect_right(starts.get(worker, []), at - 0.25) - 1
            if i >= 0 and at - 0.5 <= spans[worker][i][1] + 0.5:
                files[spans[worker][i][2].split("::")[0]][kind] += seconds
                if tests is not None:
                    tests[spans[worker][i][2]] += seconds
            else:
                loose[kind] += seconds
    return kinds, files, loose


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--top", type=int, default=30, help="how many files to list (30)")
    parser.add_argument("--tests", type=int, default=0, help="how many tests to list (none)")
    parser.add_argument("rest", nargs="*", help="after --: arguments for scripts/run-tests")
    args = parser.parse_args(argv)
    hz = os.sysconf("SC_CLK_TCK")
    with tempfile.TemporaryDirectory(prefix="hydra-ci-cpu-") as folder:
        env = dict(os.environ, CI=os.environ.get("CI", "true"), **{TIMES_DIR: folder})
        env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p)
        command = ["bash", str(ROOT / "scripts" / "run-tests"), "-p", "benchmarks.ci_cpu", *args.rest]
        previous = signal.signal(signal.SIGINT, signal.SIG_IGN)      # Ctrl-C reaches the tests, not us
        try:
            samples, wall, busy, code = sample(command, env)
        finally:
            signal.signal(signal.SIGINT, previous)
        tests: Counter[str] = Counter()
        kinds, files, loose = charge(samples, Path(folder), hz, tests)
    charged = sum(kinds.values())
    print(f"\nrun-tests exited {code} after {wall:.0f} s; the machine was busy {busy:.0f} CPU-s "
          f"({busy / wall / (os.cpu_count() or 1):.0%} of {os.cpu_count()} cores), {charged:.0f} of them "
          f"charged to a process")
    print("\nCPU-s by kind of process:")
    for kind, seconds in kinds.most_common():
        print(f"  {seconds:8.1f}  {kind}")
    print(f"\nnot during a test (collection, start-up, between tests): {sum(loose.values()):.0f} CPU-s")
    from ci_time import kind_of as kind_of_test          # benchmarks/ is this script's folder
    by_file = Counter({f: sum(c.values()) for f, c in files.items()})
    groups: Counter[str] = Counter()
    for f, seconds in by_file.items():
        groups[kind_of_test(f)] += seconds
    print("by kind of test: " + ", ".join(f"{k} {v:.0f}" for k, v in groups.most_common()))
    print(f"\nthe {args.top} files that cost the most CPU-s, with their largest kinds:")
    for f, seconds in by_file.most_common(args.top):
        top = ", ".join(f"{k} {v:.0f}" for k, v in files[f].most_common(4))
        print(f"  {seconds:7.1f}  {f}  ({top})")
    if args.tests:
        print(f"\nthe {args.tests} tests that cost the most CPU-s:")
        for node, seconds in tests.most_common(args.tests):
            print(f"  {seconds:7.1f}  {node}")
    return code


if __name__ == "__main__":
    sys.exit(main())
