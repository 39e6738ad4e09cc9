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
                timeout: float = 120.0, extra_flags=()):
    """``python -m voila DIRECTORY`` with scripts/voila-flags (and preheated kernels if asked)."""
    workdir = Path(tempfile.mkdtemp(prefix="hydra-bench-"))
    data_dir = Path(data_dir) if data_dir else workdir / "hydra-data"
    data_dir.mkdir(parents=True, exist_ok=True)
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
    proc = subprocess.Popen([sys.executable, "-m", "voila", *flags, f"--port={port}", str(directory)],
                            cwd=directory, env=env, stdin=subprocess.DEVNULL, stdout=log,
                            stderr=subprocess.STDOUT, start_new_session=True)
    server = H.VoilaServer(Path(directory), port, proc, log_path, data_dir, log)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and proc.poll() is None:
        if H.answers(server.url):
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
        if "ipykernel" in cmd:
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
