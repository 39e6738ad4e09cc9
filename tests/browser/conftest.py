"""Browser test harness: Voilà serving notebooks on loopback, Debian's Chromium driven by Playwright.

Fixtures
--------
``voila_server(directory)``  (session) starts ``python -m voila DIRECTORY`` on a free 127.0.0.1 port
    with the flags of ``scripts/start-tutor`` (``scripts/voila-flags``), waits until it answers, and
    returns a :class:`VoilaServer`; one server per directory, all stopped at the end of the session.
    ``server.render_url("quiz.ipynb", exercise="R1-3")`` is the URL of a notebook in it.
``browser``  (session) Playwright's Chromium: ``/usr/bin/chromium`` (or ``chromium`` on PATH),
    headless. Missing Chromium skips the browser tests, or fails them when CI is set.
``page``  (function) a fresh page whose requests go only to 127.0.0.1/localhost; everything else
    (Voilà asks a CDN for icons) is aborted, so a test never waits on the closed network. Its
    kernel is shut down after the test. ``open_local_page(browser)`` makes more such pages.
``artifacts_dir``  ``test-artifacts/`` at the repo root (gitignored), for screenshots.

Mark browser tests ``@pytest.mark.browser`` so ``-m 'not browser'`` leaves them out.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
VOILA_FLAGS_FILE = REPO_ROOT / "scripts" / "voila-flags"
ARTIFACTS_DIR = REPO_ROOT / "test-artifacts"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"]
LOCAL_HOSTS = {"127.0.0.1", "localhost", "[::1]", "::1"}
START_TIMEOUT = 90.0  # seconds for Voilà to answer; a cold start on a busy 2-core machine takes ~5 s


def in_ci() -> bool:
    """CI is set (to anything but '', '0' or 'false'): missing tools are failures, not skips."""
    return os.environ.get("CI", "").strip().lower() not in ("", "0", "false", "no")


def skip_or_fail(message: str):
    if in_ci():
        pytest.fail(f"{message} (CI is set, so this is a failure, not a skip)", pytrace=False)
    pytest.skip(message)


def find_chromium() -> str | None:
    for candidate in ("/usr/bin/chromium", shutil.which("chromium")):
        if candidate and os.path.isfile(candidate) and os.access(candidate, os.X_OK):
            return candidate
    return None


def voila_flags() -> list[str]:
    """The flags scripts/start-tutor passes to Voilà (scripts/voila-flags, comments dropped)."""
    lines = VOILA_FLAGS_FILE.read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.lstrip().startswith("#")]


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


_NO_PROXY = urllib.request.build_opener(urllib.request.ProxyHandler({}))


def answers(url: str) -> bool:
    try:
        with _NO_PROXY.open(url, timeout=5) as response:
            return response.status == 200
    except (urllib.error.URLError, OSError):
        return False


def _descendants(pid: int) -> list[int]:
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


def _cmdline(pid: int) -> bytes:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            return f.read()
    except OSError:
        return b""


@dataclass
class VoilaServer:
    """A running ``python -m voila DIRECTORY``; ``url`` ends with '/'."""

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

    def stop(self) -> None:
        proc = self.process
        if proc.poll() is None:
            kernels = {pid: _cmdline(pid) for pid in _descendants(proc.pid)}
            # SIGTERM lets Voilà shut its kernels down itself.
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)  # not reaped yet, so the group is still ours
                proc.wait(timeout=15)
            # Kernels run in sessions of their own; kill any left, if still the same process.
            for pid, cmdline in kernels.items():
                if cmdline and _cmdline(pid) == cmdline:
                    try:
                        os.kill(pid, signal.SIGKILL)
                    except ProcessLookupError:
                        pass
        if self._log_file is not None:
            self._log_file.close()


def start_voila(directory: Path, workdir: Path, extra_flags=(), attempts: int = 3) -> VoilaServer:
    """Start Voilà on ``directory`` with start-tutor's flags, ``extra_flags`` replacing same-named ones,
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
        command = [sys.executable, "-m", "voila", *merge_flags(voila_flags(), extra_flags),
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
        deadline = time.monotonic() + START_TIMEOUT
        while time.monotonic() < deadline and process.poll() is None:
            if answers(server.url):
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


# Voilà's own `beforeunload` beacon to /voila/api/shutdown/<kernel> was not seen to arrive from
# headless Chromium (voila 0.5.13), and the page has no `_xsrf` cookie for it; a test client may set
# its own cookie and send the same token, which is what tornado's XSRF check compares.
_SHUTDOWN_JS = """async () => {
  const el = document.getElementById('jupyter-config-data');
  const cfg = el ? JSON.parse(el.textContent) : {};
  if (!cfg.kernelId) return null;
  document.cookie = '_xsrf=hydra-test; path=/';
  const body = new FormData();
  body.append('_xsrf', 'hydra-test');
  const url = `${cfg.baseUrl || '/'}voila/api/shutdown/${cfg.kernelId}`;
  return (await fetch(url, {method: 'POST', body})).status;
}"""


def page_kernel_shutdown(page):
    """Shut down the kernel of the Voilà page open in ``page``; its HTTP status, or None if the
    page has no kernel. Everyone may call it; the ``page`` fixture does at the end of each test."""
    if page.is_closed():
        return None
    return page.evaluate(_SHUTDOWN_JS)


def page_kernel_id(page) -> str | None:
    """The kernel id of the Voilà page open in ``page`` (from its page config), or None."""
    return page.evaluate(
        "() => { const el = document.getElementById('jupyter-config-data');"
        " return el ? (JSON.parse(el.textContent).kernelId || null) : null; }"
    )


@pytest.fixture(scope="session")
def voila_server(tmp_path_factory):
    """``voila_server(directory) -> VoilaServer``: one server per directory for the session."""
    servers: dict[Path, VoilaServer] = {}

    def get(directory) -> VoilaServer:
        key = Path(directory).resolve()
        if key not in servers:
            servers[key] = start_voila(key, tmp_path_factory.mktemp("voila"))
        server = servers[key]
        if server.process.poll() is not None:
            raise RuntimeError(f"Voilà on {key} has died; its output:\n{server.log()[-4000:]}")
        return server

    yield get
    for server in servers.values():
        server.stop()


@pytest.fixture(scope="session")
def chromium_path() -> str:
    path = find_chromium()
    if path is None:
        skip_or_fail(
            "Chromium not found at /usr/bin/chromium or on PATH; install Debian's package "
            "(apt-get install chromium; scripts/run-tests does it when run as root)"
        )
    return path


@pytest.fixture(scope="session")
def browser(chromium_path):
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        skip_or_fail("Playwright's Python package is missing: pip install -e '.[test]'")
    profile = tempfile.mkdtemp(prefix="hydra-chromium-")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=chromium_path, headless=True, args=CHROMIUM_ARGS, env={
                **os.environ, "HOME": profile,  # nothing of the user's Chromium profile is touched
            },
        )
        try:
            yield browser
        finally:
            browser.close()
    shutil.rmtree(profile, ignore_errors=True)


def open_local_page(browser, **context_options):
    """A new context and page whose requests reach only 127.0.0.1/localhost; everything else is
    aborted and listed in ``page.blocked``. Returns ``(context, page)``; close the context."""
    context = browser.new_context(**{"viewport": {"width": 1100, "height": 800}, **context_options})
    page = context.new_page()
    page.blocked = []

    def route(route):
        host = urllib.parse.urlsplit(route.request.url).hostname or ""
        if route.request.url.startswith(("data:", "blob:")) or host in LOCAL_HOSTS:
            route.continue_()
        else:
            page.blocked.append(route.request.url)
            route.abort()

    page.route("**/*", route)
    # Wait limits, not speed checks (benchmarks/ measures speed): Voilà sends a page only as its
    # notebook runs, and a cold kernel on a busy two-core machine can take a minute or more.
    page.set_default_timeout(30_000)
    page.set_default_navigation_timeout(120_000)
    return context, page


@pytest.fixture
def page(browser):
    """A fresh page from :func:`open_local_page`; its Voilà kernel is shut down afterwards."""
    context, page = open_local_page(browser)
    yield page
    # Shut the page's kernel down, so a session of many browser tests does not pile up kernels
    # (left alone, the kernel of a closed page lives until the idle culler takes it, 10 minutes).
    try:
        page_kernel_shutdown(page)
    except Exception:  # a test that closed or broke its page leaves nothing to shut down
        pass
    context.close()


@pytest.fixture(scope="session")
def artifacts_dir() -> Path:
    ARTIFACTS_DIR.mkdir(exist_ok=True)
    return ARTIFACTS_DIR
