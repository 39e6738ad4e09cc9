"""Browser test harness: Voilà serving notebooks on loopback, Debian's Chromium driven by Playwright.

Fixtures
--------
``voila_server(directory)``  (session) starts the tutor's server (``python -m tutor.server.serve
    DIRECTORY``: Voilà with forked and warm kernels, as ``scripts/start-tutor`` runs it) on a free
    127.0.0.1 port with the flags of ``scripts/voila-flags``, waits until it answers, and
    returns a :class:`VoilaServer`; one server per directory, all stopped at the end of the session.
    ``server.render_url("quiz.ipynb", exercise="R1-3")`` is the URL of a notebook in it.
``browser``  (session) Playwright's Chromium: ``/usr/bin/chromium`` (or ``chromium`` on PATH),
    headless. Missing Chromium skips the browser tests, or fails them when CI is set.
``page``  (function) a fresh page whose requests go only to 127.0.0.1/localhost; everything else
    (Voilà asks a CDN for icons) fails at once, so a test never waits on the closed network. Its
    kernel is shut down after the test. ``open_local_page(browser)`` makes more such pages.
    (Chromium itself knows no host but this machine's: :func:`only_this_machine`.) Each is the only page
    of a context with no cookie or stored data, lent again once a test closes it: it keeps only its HTTP
    cache, so Voilà's scripts are not fetched and compiled anew for every page.
``artifacts_dir``  ``test-artifacts/`` at the repo root (gitignored), for screenshots. Screenshots are for a
    person to look at, and nobody looks at CI's: with CI set they are not taken (``page.screenshot`` and
    ``locator.screenshot`` do nothing) unless ``HYDRA_SCREENSHOTS=1``; ``HYDRA_SCREENSHOTS=0`` leaves
    them out anywhere (:func:`screenshots_wanted`).

Waiting, on a slow loaded machine: each ipywidget's state reaches the page on its own, so after
waiting for one element, another that the same click changed may still show the old state. Assert
on it with Playwright's retrying ``expect(locator).to_have_text/to_contain_text/to_have_value/
to_have_count/to_be_visible``, not a one-off ``inner_text()``/``count()``/``is_visible()``; before
measuring layout, ``wait_settled(page)`` instead of a fixed sleep.

Mark browser tests ``@pytest.mark.browser`` so ``-m 'not browser'`` leaves them out.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import socket
import sys
import tempfile
import urllib.parse
from pathlib import Path

import pytest

from .lending import FREE_CONTEXTS, lend_page, new_context


def _load_harness():
    """benchmarks/voila_harness.py: the pytest-free half of this harness (the benchmarks use it
    in the start-tutor environment, which has no pytest)."""
    path = Path(__file__).resolve().parents[2] / "benchmarks" / "voila_harness.py"
    name = "hydra_voila_harness"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


_H = _load_harness()
# Every name this module offered before the move stays here (other browser tests import them).
REPO_ROOT = _H.REPO_ROOT
VOILA_FLAGS_FILE = _H.VOILA_FLAGS_FILE
ARTIFACTS_DIR = _H.ARTIFACTS_DIR
CHROMIUM_ARGS = _H.CHROMIUM_ARGS
LOCAL_HOSTS = _H.LOCAL_HOSTS
START_TIMEOUT = _H.START_TIMEOUT
in_ci = _H.in_ci
find_chromium = _H.find_chromium
voila_flags = _H.voila_flags
merge_flags = _H.merge_flags
free_port = _H.free_port
answers = _H.answers
VoilaServer = _H.VoilaServer
start_voila = _H.start_voila
_descendants = _H.descendants
_cmdline = _H.cmdline
kernel_pids = _H.kernel_pids


# Playwright's ``expect`` retries for 5 s by default; on a busy two-core machine running two test
# workers a widget's update can take longer than that. The same limit as a locator's wait (below).
EXPECT_TIMEOUT = 30_000
# A page's first render: Voilà runs the notebook in a cold kernel before it sends the page, and with
# two test workers, their kernels and whatever else the machine runs, that took over 120 s once, and
# over 180 s once the suite also ran the real JupyterHub's learners and warm-kernel servers beside it
# (the teacher's dashboard, CI run of this session's main; alone it loads in about 15 s).
LOAD_TIMEOUT = 300_000
try:
    from playwright.sync_api import expect as _expect
except ImportError:  # the fixtures below skip (or fail in CI) without Playwright
    pass
else:
    _expect.set_options(timeout=EXPECT_TIMEOUT)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """A failed browser test's report ends with the last lines of every Voilà server this worker runs:
    a page that hangs in CI (a reload that never loads) leaves its reason there, not in the browser."""
    outcome = yield
    report = outcome.get_result()
    if report.when != "call" or not report.failed:
        return
    page = item.funcargs.get("page") if hasattr(item, "funcargs") else None
    if page is not None and not page.is_closed():          # the ``page`` fixture closes it after the report
        _CLOSED_PAGES.append(_page_snapshot(page))
    for title, text in _CLOSED_PAGES:
        report.sections.append((title, text))
    for server in _H.STARTED:
        try:
            tail = server.log()[-3000:]
        except OSError:
            continue
        alive = "running" if server.process.poll() is None else f"ended ({server.process.returncode})"
        report.sections.append((f"Voilà on port {server.port} ({alive}), its last lines", tail))
    if "Timeout" in str(call.excinfo.typename if call.excinfo else ""):
        # a page that never came: where the servers and their kernels wait (tutor.server.stacks)
        for server in _H.STARTED:
            try:
                stacks = server.stacks()
            except OSError:
                continue
            if stacks:
                report.sections.append((f"Voilà on port {server.port}: its threads' stacks", stacks[-6000:]))


#: What each page of the running test showed when its context closed: its address, the end of its text
#: and its console (a failed test's report ends with them; a test's ``with`` closes its pages before
#: the report is made, so they are read at the close).
_CLOSED_PAGES: list[tuple[str, str]] = []


def pytest_runtest_setup(item):
    _CLOSED_PAGES.clear()


def _remember(page) -> None:
    """Keep what ``page`` shows for the report of a test that fails (see :data:`_CLOSED_PAGES`)."""
    _CLOSED_PAGES.append(_page_snapshot(page))


def _page_snapshot(page) -> tuple[str, str]:
    try:
        text = page.locator("body").inner_text(timeout=2000)
    except Exception as error:                  # a closed or crashed page: say so
        text = f"(its text could not be read: {error})"
    console = "\n".join(getattr(page, "console_lines", [])[-30:])
    return (f"page {page.url} when it closed", f"{text[-2000:]}\n--- its console ---\n{console}")


def skip_or_fail(message: str):
    if in_ci():
        pytest.fail(f"{message} (CI is set, so this is a failure, not a skip)", pytrace=False)
    pytest.skip(message)


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
  try {                      // bounded: a kernel the server cannot answer for must not hang the test run
    return (await fetch(url, {method: 'POST', body, signal: AbortSignal.timeout(15000)})).status;
  } catch (e) {
    return null;
  }
}"""


_KERNEL_URL_JS = """() => {
  const el = document.getElementById('jupyter-config-data');
  const cfg = el ? JSON.parse(el.textContent) : {};
  return cfg.kernelId ? `${location.origin}${cfg.baseUrl || '/'}voila/api/shutdown/${cfg.kernelId}` : null;
}"""

#: Shutdowns asked for with ``wait=False``, sent by these threads (a page's kernel takes a second or so
#: to shut down, which the test need not wait for).
_SHUTDOWNS: list = []


def _post_shutdown(url: str) -> int | None:
    import urllib.request
    request = urllib.request.Request(url, data=b"_xsrf=hydra-test", method="POST",
                                     headers={"Cookie": "_xsrf=hydra-test"})
    try:
        with urllib.request.urlopen(request, timeout=15) as answer:
            return answer.status
    except Exception:               # the server stopped meanwhile, or no answer: the culler is left
        return None


def page_kernel_shutdown(page, wait: bool = True):
    """Shut down the kernel of the Voilà page open in ``page``; its HTTP status, or None if the
    page has no kernel or the server gave no answer within 15 s. Everyone may call it; the ``page``
    fixture does at the end of each test. ``wait=False``: ask for it (the same request, sent from a
    thread of this process) and return None at once, while the server shuts the kernel down; the
    page may go on to another address or be closed meanwhile."""
    if page.is_closed():
        return None
    if wait:
        return page.evaluate(_SHUTDOWN_JS)
    url = page.evaluate(_KERNEL_URL_JS)
    if url:
        from concurrent.futures import ThreadPoolExecutor
        if not _SHUTDOWNS:
            _SHUTDOWNS.append(ThreadPoolExecutor(max_workers=2, thread_name_prefix="kernel-shutdown"))
        _SHUTDOWNS[0].submit(_post_shutdown, url)
    return None


def page_kernel_id(page) -> str | None:
    """The kernel id of the Voilà page open in ``page`` (from its page config), or None."""
    return page.evaluate(
        "() => { const el = document.getElementById('jupyter-config-data');"
        " return el ? (JSON.parse(el.textContent).kernelId || null) : null; }"
    )


#: Installed in every page of :func:`open_local_page` before its own scripts: what the page still waits
#: for. ``sent``/``idle``: when the page last sent its kernel a message and when the kernel last said
#: "idle" (a status message on IOPub, which the kernel publishes after all the output of each request,
#: widget updates included); ``heard``: the last message from the kernel; ``timers``: the page's own
#: timeouts of up to a second still to fire (a debounced redraw, a link rewritten 50 ms after a change);
#: ``clicks``: the last clicks the page got (when, and on what), for :func:`page_state`.
_WATCH_JS = r"""(() => {
  if (window.__hydraWatch) { return; }
  const w = window.__hydraWatch = {sent: 0, idle: 0, heard: 0, timers: new Set(), clicks: []};
  document.addEventListener('click', event => {
    const t = event.target, b = t && t.closest ? t.closest('button') : null;
    const css = t && t.className !== undefined ? String(t.className.baseVal ?? t.className).slice(0, 40) : '';
    const what = b ? 'button "' + (b.innerText || b.title || '').trim().slice(0, 40) + '"'
                     + (b.disabled ? ' (disabled)' : '')
                   : (t && t.tagName ? t.tagName.toLowerCase() + '.' + css : '?');
    w.clicks.push([performance.now(), what]);
    if (w.clicks.length > 4) { w.clicks.shift(); }
  }, true);
  const Native = window.WebSocket;
  if (Native) {
    const text = data => {
      if (typeof data === 'string') { return data.length < 8192 ? data : ''; }
      if (data instanceof ArrayBuffer && data.byteLength < 8192) {
        return new TextDecoder().decode(new Uint8Array(data));
      }
      return '';
    };
    class Watched extends Native {
      constructor(...args) {
        super(...args);
        this.addEventListener('message', event => {
          w.heard = performance.now();
          const state = /"execution_state":\s*"(\w+)"/.exec(text(event.data));
          if (state && state[1] === 'idle') { w.idle = w.heard; }
        });
      }
      send(data) { w.sent = performance.now(); return super.send(data); }
    }
    window.WebSocket = Watched;
  }
  const setT = window.setTimeout.bind(window), clearT = window.clearTimeout.bind(window);
  window.setTimeout = function (fn, delay, ...rest) {
    if (typeof fn !== 'function' || !(Number(delay) <= 1000)) { return setT(fn, delay, ...rest); }
    const id = setT(function () { w.timers.delete(id); return fn.apply(this, arguments); }, delay, ...rest);
    w.timers.add(id);
    return id;
  };
  window.clearTimeout = function (id) { w.timers.delete(id); return clearT(id); };
})();"""

_SETTLED_JS = """async ({quiet, calm, timeout}) => {
  const start = performance.now();
  let last = start, size = '', frames = 0;
  const seen = new MutationObserver(() => { last = performance.now(); });
  seen.observe(document.documentElement, {subtree: true, childList: true, attributes: true, characterData: true});
  const w = window.__hydraWatch;
  try {
    while (performance.now() - start < timeout) {
      await new Promise(resolve => requestAnimationFrame(() => resolve()));
      const root = document.documentElement, cells = document.getElementById('rendered_cells') || root;
      const now = [root.scrollWidth, root.scrollHeight, cells.scrollWidth, cells.scrollHeight,
                   window.innerWidth].join();
      if (now !== size) { size = now; last = performance.now(); }
      const t = performance.now();
      if (t - last >= quiet) { return true; }
      // nothing left to come: the kernel said idle after the page's last message and has been silent
      // since, no short timer of the page is pending, and neither the page nor its size changed
      // for `calm` ms and three frames
      frames = t - last >= calm ? frames + 1 : 0;
      if (w && calm < quiet && frames >= 3 && w.idle >= w.sent && t - w.heard >= calm && !w.timers.size
          && document.readyState === 'complete') { return true; }
    }
    return false;
  } finally { seen.disconnect(); }
}"""


_STATE_JS = """(status) => {
  const w = window.__hydraWatch || {}, now = performance.now();
  const ago = t => t ? Math.round(now - t) + ' ms ago' : 'never';
  const app = window.jupyterapp, k = app && app.widgetManager && app.widgetManager.kernel;
  const el = status ? document.querySelector('.' + status) : null;
  return [
    'its status line: ' + (el ? 'step ' + el.getAttribute('data-step') : 'none'),
    'kernel ' + (k ? k.status + ', ' + k.connectionStatus : 'not found'),
    'clicks without a reply: ' + (window.__hydraWaiting ? window.__hydraWaiting() : '?'),
    'sent to the kernel ' + ago(w.sent) + ', heard ' + ago(w.heard) + ', idle ' + ago(w.idle),
    'clicks: ' + ((w.clicks || []).map(c => c[1] + ' ' + ago(c[0])).join('; ') || 'none'),
    'banner: ' + (window.__hydraLost ? window.__hydraLost() : null),
    'text boxes: ' + (Array.from(document.querySelectorAll('.widget-text input, .widget-textarea textarea'))
                      .map(b => JSON.stringify(b.value)).join(', ') || 'none'),
  ].join('\\n');
}"""


def _main_thread_first(stacks: str) -> str:
    """A process's stacks (:meth:`VoilaServer.stacks`) with its main thread's first: faulthandler prints it
    last ("Current thread"), and a failure's message keeps only the start."""
    blocks, block = [], []
    for line in stacks.splitlines():
        if line.startswith(("Current thread", "Thread 0x")) and block:
            blocks.append(block)
            block = []
        block.append(line)
    blocks.append(block)
    blocks.sort(key=lambda b: not b[0].startswith("Current thread"))      # stable: the others keep their order
    return "\n".join(line for b in blocks for line in b)


def page_state(page, status: str = "") -> str:
    """What a page that did not get where a test waited for is doing, in a few lines for the failure's
    message (CI shows its start): the step of its ``status`` line (a class), its kernel's state and
    connection, clicks with no reply, when it last spoke with its kernel, its last clicks, the lost-connection
    banner; and the kernel's process: its state and, when it runs the tutor's server code, its stack."""
    lines = []
    try:
        lines.append(page.evaluate(_STATE_JS, status.lstrip(".")))
        kernel = page_kernel_id(page)
    except Exception as error:                  # a closed or crashed page
        return f"(the page could not be asked: {error})"
    pids = kernel_pids(kernel) if kernel else []
    for pid in pids:
        try:
            with open(f"/proc/{pid}/stat", encoding="utf-8") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            lines.append(f"its kernel, process {pid}: state {fields[0]}, "
                         f"{(int(fields[11]) + int(fields[12])) / os.sysconf('SC_CLK_TCK'):.1f} CPU-s")
        except OSError:
            lines.append(f"its kernel, process {pid}: gone")
    port = urllib.parse.urlsplit(page.url).port
    for server in _H.STARTED:
        if server.port == port and pids:
            lines.append(_main_thread_first(server.stacks(wait=5.0, only=pids))[:3000])
    if kernel and not pids:
        lines.append(f"its kernel {kernel}: no process found")
    return "\n".join(lines)


def kill_page_kernel(page) -> None:
    """Kill the process of the kernel behind ``page`` (kill -9, as when it runs out of memory): the
    server notices and restarts it."""
    import os
    import signal
    kernel = page_kernel_id(page)
    pids = kernel_pids(kernel) if kernel else []
    assert pids, "the page's kernel process"
    for pid in pids:
        os.kill(pid, signal.SIGKILL)


#: How long a page of :func:`open_local_page` whose kernel has nothing more to send must stay still
#: for :func:`wait_settled` (three frames at least).
CALM_MS = 60


def wait_settled(page, quiet_ms: int = 400, timeout_ms: int = 15_000, calm_ms: int = CALM_MS) -> bool:
    """Wait until the page has stopped changing: no DOM change and the same page size for
    ``quiet_ms`` (widgets reach the page one by one, and a resized window is laid out again over a
    few frames). For measurements of layout, instead of a fixed sleep. On a page of
    :func:`open_local_page` it is over sooner once nothing more can come: the kernel has said "idle"
    after the page's last message to it and sent nothing since, no timer of the page (up to 1 s) is
    pending, and the page and its size have not changed for ``calm_ms`` and three frames.
    True once quiet; False if the page was still changing after ``timeout_ms`` (the caller's
    assertions then decide)."""
    from playwright.sync_api import Error as PlaywrightError
    try:
        return bool(page.evaluate(_SETTLED_JS, {"quiet": quiet_ms, "calm": calm_ms, "timeout": timeout_ms}))
    except PlaywrightError as error:   # the page loaded itself again meanwhile (tutor/server/voila_spinner.py)
        if "context was destroyed" not in str(error):
            raise
        page.wait_for_load_state("load")
        return bool(page.evaluate(_SETTLED_JS, {"quiet": quiet_ms, "calm": calm_ms, "timeout": timeout_ms}))


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


def this_machines_addresses() -> list[str]:
    """Every IP address of this machine's interfaces (loopback, and the network's: tests/browser/
    test_classroom.py opens the tutor at the address a phone in the room would)."""
    try:
        import psutil
        found = {a.address.split("%")[0] for addrs in psutil.net_if_addrs().values() for a in addrs
                 if a.family in (socket.AF_INET, socket.AF_INET6)}
    except (ImportError, OSError):
        found = set()
    return sorted(found | {"127.0.0.1", "::1"})


def only_this_machine() -> str:
    """Chromium's switch that makes every host but this machine's unknown: a request elsewhere (Voilà asks
    a CDN for icons) fails at once, as if the name did not exist. The browser, not a route of each page,
    keeps the pages off the network: a route would send every request of every page through this process
    (Playwright) and turn Chromium's HTTP cache off, so that each page load of a test fetched and compiled
    Voilà's scripts again (a page loaded again in its context: 2.5 s -> 1.3-2.2 s)."""
    excluded = ["localhost"] + [f"[{a}]" if ":" in a else a for a in this_machines_addresses()]
    return "--host-resolver-rules=MAP * ~NOTFOUND, " + ", ".join(f"EXCLUDE {host}" for host in excluded)


def screenshots_wanted() -> bool:
    """Whether the browser tests take their screenshots: ``HYDRA_SCREENSHOTS`` (1 or 0) if set, else unless CI
    is set (a full page's screenshot rasters the whole page, on CI's two cores, for nobody to see)."""
    said = os.environ.get("HYDRA_SCREENSHOTS", "").strip().lower()
    if said:
        return said not in ("0", "false", "no")
    return not in_ci()


@pytest.fixture(scope="session")
def browser(chromium_path):
    try:
        from playwright.sync_api import sync_playwright
        from playwright.sync_api import Locator, Page
    except ImportError:
        skip_or_fail("Playwright's Python package is missing: pip install -e '.[test]'")
    if not screenshots_wanted():
        kept = Page.screenshot, Locator.screenshot
        Page.screenshot = Locator.screenshot = lambda self, *args, **kwargs: b""     # type: ignore[method-assign]
    profile = tempfile.mkdtemp(prefix="hydra-chromium-")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=chromium_path, headless=True, args=[*CHROMIUM_ARGS, only_this_machine()], env={
                **os.environ, "HOME": profile,  # nothing of the user's Chromium profile is touched
            },
        )
        try:
            yield browser
        finally:
            FREE_CONTEXTS.clear()                  # they close with the browser
            browser.close()
    shutil.rmtree(profile, ignore_errors=True)
    if not screenshots_wanted():
        Page.screenshot, Locator.screenshot = kept


def open_local_page(browser, **context_options):
    """A new page whose requests reach only 127.0.0.1/localhost; everything else fails and is listed in
    ``page.blocked`` (in the ``browser`` fixture's Chromium: :func:`only_this_machine`).
    Returns ``(context, page)``; close the context when done.

    The page is the only one of its context, and the context has no cookie and no stored data of any site;
    yet a context closed by an earlier test with the same options is lent again rather than made anew
    (closing it closes its pages and clears its storage, cookies and permissions): it keeps its HTTP cache,
    so a page's hundred-odd scripts (5 MB) come from memory, compiled once, instead of from the server and
    compiled again in every test (about a quarter of Chromium's work for a page load, and the server's
    work of sending them). The page it was lent with comes back too, emptied (about:blank, none of the
    last test's listeners, the context's window size; see :mod:`.lending`): its renderer keeps what it
    compiled, and a page load in it costs Chromium about 1.0 CPU-s instead of 1.7 in a new page."""
    options = {"viewport": {"width": 1100, "height": 800}, **context_options}
    key = (id(browser), repr(sorted(options.items())))
    free = FREE_CONTEXTS.get(key)
    again = bool(free)
    context = free.pop() if free else new_context(browser, options, key, _WATCH_JS, _remember)
    if again:
        # again: a request the last test's page sent as it went (Voilà's shutdown beacon) may have set the
        # server's cookie after the context was given back (seen once in CI)
        context.clear_cookies()
    context.hydra_lent = True
    page = lend_page(context)
    page.blocked = []

    def failed(request):      # the browser fails it (only_this_machine); listed here
        host = urllib.parse.urlsplit(request.url).hostname or ""
        if not request.url.startswith(("data:", "blob:")) and host not in LOCAL_HOSTS:
            page.blocked.append(request.url)

    # Only failed requests: a request off this machine fails at once. A listener of every request would
    # have Playwright send each of a page's hundred-odd script requests here, three messages and two
    # objects each (500 messages a page load, 0.07 CPU-s of Playwright and this process a load).
    page.console_lines = []
    page.hydra_handlers = [("requestfailed", failed),
                           ("console", lambda m: page.console_lines.append(f"{m.type}: {m.text}"[:500])),
                           ("pageerror", lambda e: page.console_lines.append(f"pageerror: {e}"[:500]))]
    for event, handler in page.hydra_handlers:
        page.on(event, handler)
    # Wait limits, not speed checks (benchmarks/ measures speed): Voilà sends a page only as its
    # notebook runs, and a cold kernel on a busy two-core machine can take a minute or more.
    page.set_default_timeout(EXPECT_TIMEOUT)
    page.set_default_navigation_timeout(LOAD_TIMEOUT)
    return context, page


def open_side_by_side(browser, loads):
    """Start loading several pages at once: ``loads`` is a list of ``(url, context_options)``; each
    gets its own :func:`open_local_page` and its ``goto`` returns once the server has answered.
    Returns the ``(context, page)`` pairs in the same order; check each after
    ``page.wait_for_load_state("load")`` (what ``page.goto`` waits for), close every context.
    A page's load is mostly its kernel's start and its notebook's run, much of it waiting, so pages
    loaded side by side are all there sooner than one after another."""
    opened = []
    try:
        for url, options in loads:
            context, page = open_local_page(browser, **options)
            opened.append((context, page))
            page.goto(url, wait_until="commit")
    except BaseException:
        for context, _ in opened:
            context.close()
        raise
    return opened


@pytest.fixture
def page(browser):
    """A fresh page from :func:`open_local_page`; its Voilà kernel is shut down afterwards."""
    context, page = open_local_page(browser)
    yield page
    # Shut the page's kernel down, so a session of many browser tests does not pile up kernels
    # (left alone, the kernel of a closed page lives until the idle culler takes it, 10 minutes).
    try:
        page_kernel_shutdown(page, wait=False)
    except Exception:  # a test that closed or broke its page leaves nothing to shut down
        pass
    context.close()


@pytest.fixture(scope="session")
def artifacts_dir() -> Path:
    ARTIFACTS_DIR.mkdir(exist_ok=True)
    return ARTIFACTS_DIR
