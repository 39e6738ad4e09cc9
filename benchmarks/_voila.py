"""Shared by the quiz benchmarks: start Voilà (the browser harness's way, optionally with preheated
kernels), find its kernels' memory, and open Chromium on loopback only. Needs no pytest and nothing
from tests/ (benchmarks run in the start-tutor environment)."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
import urllib.parse
from pathlib import Path

import voila_harness as H     # Voilà on loopback without pytest (the start-tutor environment has none)

REPO = Path(__file__).resolve().parents[1]
ARTIFACTS = REPO / "test-artifacts"


def start_voila(directory: Path, *, preheat: bool = False, data_dir: Path | None = None,
                timeout: float = 120.0, extra_flags=(), class_pool: int | None = None,
                front_door: bool = False):
    """``python -m voila DIRECTORY`` with scripts/voila-flags (and preheated kernels if asked).

    ``class_pool=N`` serves as ``HYDRA_CLASS_SIZE=N bash scripts/start-tutor --class`` does
    (scripts/voila-class-flags on top: a pool of N preheated kernels for the quiz alone);
    ``front_door=True`` runs ``python -m tutor.server.serve`` (Voilà with the front door at /), as
    scripts/start-tutor does, instead of ``python -m voila``."""
    workdir = Path(tempfile.mkdtemp(prefix="hydra-bench-"))
    data_dir = Path(data_dir) if data_dir else workdir / "hydra-data"
    data_dir.mkdir(parents=True, exist_ok=True)
    if class_pool is not None:
        flags = H.class_flags(class_pool)
    else:
        flags = [f for f in H.voila_flags() if not f.startswith("--preheat_kernel")]
        if preheat:
            flags += ["--preheat_kernel=True", "--pool_size=1"]
        else:
            flags += ["--preheat_kernel=False"]
    flags = H.merge_flags(flags, list(extra_flags))     # a later flag replaces one of the same name
    env = dict(os.environ, HYDRA_DATA_DIR=str(data_dir), JUPYTER_PREFER_ENV_PATH="1",
               JUPYTER_PLATFORM_DIRS="1", JUPYTER_RUNTIME_DIR=str(workdir / "rt"), PYTHONUNBUFFERED="1")
    port = H.free_port()
    log_path = workdir / "voila.log"
    log = open(log_path, "w", encoding="utf-8")
    module = "tutor.server.serve" if front_door else "voila"
    proc = subprocess.Popen([sys.executable, "-m", module, *flags, f"--port={port}", str(directory)],
                            cwd=directory, env=env, stdin=subprocess.DEVNULL, stdout=log,
                            stderr=subprocess.STDOUT, start_new_session=True)
    server = H.VoilaServer(Path(directory), port, proc, log_path, data_dir, log)
    deadline = time.monotonic() + timeout
    probe = server.url + ("voila/tree" if front_door else "")   # the front door's / would start a kernel
    while time.monotonic() < deadline and proc.poll() is None:
        if H.answers(probe):
            return server
        time.sleep(0.2)
    server.stop()
    raise RuntimeError(f"Voilà did not start:\n{log_path.read_text()[-3000:]}")


def kernel_pids(server) -> list:
    out = []
    for pid in H.descendants(server.process.pid):
        try:
            cmd = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
        except OSError:
            continue
        # a kernel forked by the tutor's kernel template (tutor.server.kernel_fork) keeps the template's
        # command line; the template itself is the server's child, its kernels are its children
        if "ipykernel" in cmd or ("tutor.server.kernel_fork" in cmd and H.parent_pid(pid) != server.process.pid):
            out.append(pid)
    return out


def rss_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def wait_for_kernels(server, n: int, timeout: float = 90.0, settle: float = 1.0):
    """Wait until ``n`` kernels run and have settled (for the preheated pool)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if len(kernel_pids(server)) >= n:
            time.sleep(settle)
            return kernel_pids(server)
        time.sleep(0.2)
    return kernel_pids(server)


def cpu_seconds(pid: int) -> float:
    """User plus system CPU time of a process so far, seconds (0 if it is gone)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def waiting_kernels(server) -> list[int]:
    """The server's kernels that are connected to it over TCP: in a preheated kernel that is the
    quiz waiting for its learner's request (voila.utils.get_query_string holds a websocket to
    /voila/query/<kernel>), so the notebook has run up to that point. Linux /proc only."""
    port = f"{server.port:04X}"
    connected = set()
    for line in Path("/proc/net/tcp").read_text().splitlines()[1:]:
        fields = line.split()
        if fields[2].endswith(":" + port) and fields[3] == "01":      # to the server, ESTABLISHED
            connected.add(fields[9])
    out = []
    for pid in kernel_pids(server):
        try:
            sockets = {os.readlink(f"/proc/{pid}/fd/{fd}")[8:-1] for fd in os.listdir(f"/proc/{pid}/fd")}
        except OSError:
            continue
        if sockets & connected:
            out.append(pid)
    return out


def wait_for_warm_pool(server, n: int, timeout: float = 600.0) -> float:
    """Wait until ``n`` preheated kernels have run the quiz and wait for their learners (see
    :func:`waiting_kernels`). Returns the seconds waited; raises TimeoutError after ``timeout``."""
    started = time.monotonic()
    while time.monotonic() < started + timeout:
        if server.process.poll() is not None:
            raise RuntimeError(f"Voilà died while the pool warmed:\n{server.log()[-3000:]}")
        if len(waiting_kernels(server)) >= n:
            return time.monotonic() - started
        time.sleep(0.5)
    raise TimeoutError(f"{len(waiting_kernels(server))} of {n} preheated kernels were warm after {timeout:.0f} s")


def loopback_only(page_or_context):
    blocked = []

    def route(route):
        host = urllib.parse.urlsplit(route.request.url).hostname or ""
        if route.request.url.startswith(("data:", "blob:")) or host in H.LOCAL_HOSTS:
            route.continue_()
        else:
            blocked.append(route.request.url)
            route.abort()
    page_or_context.route("**/*", route)
    return blocked


def percentile(values, p):
    values = sorted(values)
    if not values:
        return float("nan")
    k = (len(values) - 1) * p / 100
    lo, hi = int(k), min(int(k) + 1, len(values) - 1)
    return values[lo] + (values[hi] - values[lo]) * (k - lo)
