"""Voilà on loopback, without pytest: what the browser tests' harness (tests/browser/conftest.py,
which imports it from here) and the benchmarks (run in the start-tutor environment, where pytest is
not installed) share.

``start_voila(directory, workdir)`` starts ``python -m tutor.server.serve DIRECTORY`` with the flags of
scripts/start-tutor (scripts/voila-flags) on a free 127.0.0.1 port and waits until it answers;
``VoilaServer.stop()`` stops it and its kernels. ``find_chromium()`` finds Debian's Chromium.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

__all__ = ["REPO_ROOT", "VOILA_FLAGS_FILE", "CLASS_FLAGS_FILE", "ARTIFACTS_DIR", "CHROMIUM_ARGS", "LOCAL_HOSTS",
           "BROWSER_UI_FEATURES", "playwright_disabled_features",
           "START_TIMEOUT", "in_ci", "find_chromium", "voila_flags", "class_flags", "pool_flag", "merge_flags",
           "free_port", "answers", "descendants", "cmdline", "kernel_pids", "VoilaServer", "start_voila"]

REPO_ROOT = Path(__file__).resolve().parents[1]
VOILA_FLAGS_FILE = REPO_ROOT / "scripts" / "voila-flags"
CLASS_FLAGS_FILE = REPO_ROOT / "scripts" / "voila-class-flags"   # `start-tutor --class` adds these
ARTIFACTS_DIR = REPO_ROOT / "test-artifacts"
#: Chromium's own pages it makes for each window, which no test looks at: the address bar's drop-down, drawn
#: as web pages (chrome://omnibox-popup.top-chrome/, its AI-mode page), two renderers made and run for every
#: browser context; 20 contexts took 22 CPU-seconds of Chromium with them and 6 without.
BROWSER_UI_FEATURES = ("WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup")


def playwright_disabled_features() -> list[str]:
    """The features Playwright turns off when it starts Chromium (its own ``--disable-features``), read from
    the driver it ships. Chromium keeps only the last ``--disable-features`` of its command line, so a test's
    own list must repeat them. Empty if they cannot be read (then Chromium runs with those features on)."""
    import re
    try:
        import playwright
    except ImportError:
        return []
    lib = Path(playwright.__file__).parent / "driver" / "package" / "lib"
    for source in (lib / "coreBundle.js", lib / "server" / "chromium" / "chromiumSwitches.js"):
        try:
            text = source.read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        found = re.search(r"disabledFeatures = \[(.*?)\]", text, re.S)
        if found:
            return re.findall(r'"(\w+)"', re.sub(r"//[^\n]*", "", found.group(1)))
    return []


CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-features=" + ",".join(dict.fromkeys([*playwright_disabled_features(),
                                                                 *BROWSER_UI_FEATURES]))]
LOCAL_HOSTS = {"127.0.0.1", "localhost", "[::1]", "::1"}
START_TIMEOUT = 90.0  # seconds for Voilà to answer; a cold start on a busy 2-core machine takes ~5 s


def in_ci() -> bool:
    """CI is set (to anything but '', '0' or 'false'): missing tools are failures, not skips."""
    return os.environ.get("CI", "").strip().lower() not in ("", "0", "false", "no")


def find_chromium() -> str | None:
    for candidate in ("/usr/bin/chromium", shutil.which("chromium")):
        if candidate and os.path.isfile(candidate) and os.access(candidate, os.X_OK):
            return candidate
    return None


def voila_flags(path: Path | None = None) -> list[str]:
    """The flags scripts/start-tutor passes to Voilà (scripts/voila-flags, or ``path``; comments
    dropped)."""
    lines = Path(path or VOILA_FLAGS_FILE).read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.lstrip().startswith("#")]


def class_flags(pool: int | None = None) -> list[str]:
    """What ``bash scripts/start-tutor --class`` passes to Voilà: scripts/voila-flags with
    scripts/voila-class-flags on top (preheated quiz kernels), the quiz's pool ``pool`` kernels if
    given (as ``HYDRA_CLASS_SIZE=N`` does)."""
    flags = merge_flags(voila_flags(), voila_flags(CLASS_FLAGS_FILE))
    return merge_flags(flags, [pool_flag(pool)]) if pool is not None else flags


def pool_flag(pool: int) -> str:
    """The flag that keeps ``pool`` preheated kernels for the quiz and none for any other page."""
    return ('--VoilaKernelManager.kernel_pools_config='
            f'{{"default": {{"pool_size": 0}}, "quiz.ipynb": {{"pool_size": {int(pool)}}}}}')


def merge_flags(flags, extra_flags) -> list[str]:
    """``flags`` with each of ``extra_flags`` replacing the flag of the same name (traitlets
    refuses an option given twice), or added."""
    def name(flag):
        return flag.split("=", 1)[0]
    extra = {name(flag): flag for flag in extra_flags}
    merged = [extra.pop(name(flag), flag) for flag in flags]
    return merged + list(extra.values())


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


NO_PROXY = urllib.request.build_opener(urllib.request.ProxyHandler({}))


def answers(url: str) -> bool:
    try:
        with NO_PROXY.open(url, timeout=5) as response:
            return response.status == 200
    except (urllib.error.URLError, OSError):
        return False


def descendants(pid: int) -> list[int]:
    """Every process below ``pid`` (Linux /proc): kernels run in sessions of their own, so killing
    Voilà's process group alone could leave them behind."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc") if os.path.isdir("/proc") else []:
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", encoding="utf-8", errors="replace") as f:
                ppid = int(f.read().rsplit(")", 1)[1].split()[1])
        except (OSError, IndexError, ValueError):
            continue
        children.setdefault(ppid, []).append(int(entry))
    found, todo = [], [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            found.append(child)
            todo.append(child)
    return found


def parent_pid(pid: int) -> int:
    """The parent of process ``pid`` (0 if it is gone)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="utf-8", errors="replace") as f:
            return int(f.read().rsplit(")", 1)[1].split()[1])
    except (OSError, IndexError, ValueError):
        return 0


def cmdline(pid: int) -> bytes:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            return f.read()
    except OSError:
        return b""


@dataclass
class VoilaServer:
    """A running server (``python -m tutor.server.serve DIRECTORY``); ``url`` ends with '/'."""

    directory: Path
    port: int
    process: subprocess.Popen
    log_path: Path
    data_dir: Path
    _log_file: object = field(repr=False, default=None)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/"

    def render_url(self, notebook: str, **query: str) -> str:
        """URL of ``notebook`` (relative to the served directory), with an optional query string."""
        url = self.url + "voila/render/" + urllib.parse.quote(notebook)
        return url + ("?" + urllib.parse.urlencode(query) if query else "")

    def log(self) -> str:
        """What Voilà printed so far (stdout and stderr), for failure messages."""
        return self.log_path.read_text(encoding="utf-8", errors="replace")

    def stacks(self, wait: float = 10.0, only: Iterable[int] | None = None) -> str:
        """Where the server and its forked kernels are (tutor.server.stacks: ``SIGUSR1`` makes each print
        its threads' stacks to the log), the top frames of each thread: what a page that never loads is
        waiting for; ``only``: just these processes (a page's kernel). Only processes that run the tutor's
        server code are asked (``SIGUSR1`` ends any other)."""
        if self.process.poll() is not None:
            return ""
        before = len(self.log())
        chosen = [self.process.pid, *descendants(self.process.pid)] if only is None else list(only)
        asked = [pid for pid in chosen if b"tutor.server" in cmdline(pid)]
        for pid in asked:                # one at a time: two processes printing at once mix their lines
            printed = self.log()[before:].count("Current thread")
            try:
                os.kill(pid, signal.SIGUSR1)
            except ProcessLookupError:
                continue
            deadline, size = time.monotonic() + wait, -1   # it prints once it is scheduled (a busy machine)
            while time.monotonic() < deadline:
                text = self.log()
                if text[before:].count("Current thread") > printed and len(text) == size:
                    break                                  # its header came and nothing more for 0.2 s
                size = len(text)
                time.sleep(0.2)
        out, kept = [], 0
        for line in self.log()[before:].splitlines():
            if line.startswith(("Current thread", "Thread 0x")):
                kept = 0
                out.append(line)
            elif line.startswith("  File ") and kept < 8 and "/threading.py" not in line and "<frozen" not in line:
                kept += 1
                out.append(line)
        return f"processes asked: {asked}\n" + "\n".join(out)

    def stop(self) -> None:
        proc = self.process
        if proc.poll() is None:
            kernels = {pid: cmdline(pid) for pid in descendants(proc.pid)}
            # SIGTERM lets Voilà shut its kernels down itself.
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)  # not reaped yet, so the group is still ours
                proc.wait(timeout=15)
            # Kernels run in sessions of their own; kill any left, if still the same process.
            for pid, command in kernels.items():
                if command and cmdline(pid) == command:
                    try:
                        os.kill(pid, signal.SIGKILL)
                    except ProcessLookupError:
                        pass
        if self._log_file is not None:
            self._log_file.close()


def kernel_pids(kernel_id: str) -> list[int]:
    """The processes of the kernel ``kernel_id`` of a server this process started (:data:`STARTED`).

    A kernel started as a command (``python -m ipykernel_launcher -f .../kernel-ID.json``) names its
    id in its command line; a kernel forked from the tutor's template (tutor.server.kernel_fork) has
    the template's, so it is found by its shell port, read from its connection file (in the folder
    Voilà says it keeps them in)."""
    import json
    import re

    import psutil
    found = [pid for pid in (int(e) for e in os.listdir("/proc") if e.isdigit()) if kernel_id.encode() in cmdline(pid)]
    for server in STARTED:
        folder = re.search(r"Storing connection files in (\S+?)\.?$", server.log(), re.M)
        if folder is None:
            continue
        path = Path(folder.group(1)) / f"kernel-{kernel_id}.json"
        try:
            port = int(json.loads(path.read_text(encoding="utf-8"))["shell_port"])
        except (OSError, ValueError, KeyError):
            continue
        found += [c.pid for c in psutil.net_connections(kind="tcp")
                  if c.pid and c.status == psutil.CONN_LISTEN and c.laddr and c.laddr.port == port]
    return sorted(set(found))


#: Every server this process started (the test harness prints their last lines when a test fails).
STARTED: list[VoilaServer] = []


#: The server start-tutor runs: Voilà with the tutor's front door, forked kernels and warm kernels
#: (tutor/server/serve.py). The tests drive the pages through it, as learners reach them.
TUTOR_SERVER = "tutor.server.serve"


def start_voila(directory: Path, workdir: Path, extra_flags=(), attempts: int = 3,
                module: str = TUTOR_SERVER) -> VoilaServer:
    """Start the tutor's server (``python -m tutor.server.serve``, as scripts/start-tutor does; ``module="voila"``
    for Voilà alone) on ``directory`` with start-tutor's flags, ``extra_flags`` replacing same-named ones,
    and wait until it answers (a taken port is retried). Stop it with ``.stop()``."""
    directory = Path(directory).resolve()
    if not directory.is_dir():
        raise FileNotFoundError(f"no notebook directory {directory}")
    data_dir = workdir / "hydra-data"
    data_dir.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ)
    env.update(
        HYDRA_DATA_DIR=str(data_dir),
        # Kernels must be this Python: the environment's kernelspec (argv "python", which
        # jupyter_client maps to the server's interpreter) wins over any user-level one.
        JUPYTER_PREFER_ENV_PATH="1",
        JUPYTER_PLATFORM_DIRS="1",
        JUPYTER_RUNTIME_DIR=str(workdir / "jupyter-runtime"),
        PYTHONUNBUFFERED="1",
    )
    last_log = ""
    for _attempt in range(attempts):
        port = free_port()
        log_path = workdir / f"voila-{directory.name}-{port}.log"
        log_file = open(log_path, "w", encoding="utf-8")
        command = [sys.executable, "-m", module, *merge_flags(voila_flags(), extra_flags),
                   f"--port={port}", str(directory)]
        process = subprocess.Popen(
            command,
            cwd=directory,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=log_file,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # its own process group, killed as one in stop()
        )
        server = VoilaServer(directory, port, process, log_path, data_dir, log_file)
        STARTED.append(server)
        deadline = time.monotonic() + START_TIMEOUT
        while time.monotonic() < deadline and process.poll() is None:
            if answers(server.url + "voila/tree"):      # (the tutor's "/" would open the home page)
                return server
            time.sleep(0.2)
        last_log = server.log()
        server.stop()
        if "address already in use" not in last_log.lower():
            break
    raise RuntimeError(
        f"Voilà did not answer on {directory} within {START_TIMEOUT:.0f} s "
        f"(command: {' '.join(command)}); its output:\n{last_log[-4000:]}"
    )
