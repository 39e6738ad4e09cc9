"""The tutor's Voilà server (tutor.server.serve) for a class opening pages at once (issue 23): each
notebook read once without what Voilà does not use, templates compiled once, and warm kernels that
get the page's request before its first cell (so ``?name=`` still reaches a lesson). Speed itself is
measured by benchmarks/page_load.py, never asserted here."""

from __future__ import annotations

import asyncio
import concurrent.futures
import http.cookiejar
import json
import os
import sys
import time
import urllib.parse
import urllib.request
import uuid
from pathlib import Path

import nbformat
import pytest

from tutor.server.serve import cached_contents_class, request_env_code, share_compiled_templates, warm_code

REPO = Path(__file__).resolve().parents[1]


def _notebook(path: Path, source: str) -> None:
    nb = nbformat.v4.new_notebook(metadata={"kernelspec": {"name": "python3", "display_name": "Python 3"},
                                            "widgets": {"application/vnd.jupyter.widget-state+json": {}}})
    nb.cells.append(nbformat.v4.new_code_cell(source, execution_count=1, outputs=[
        nbformat.v4.new_output("execute_result", {"text/html": "<b>big</b>" * 1000}, execution_count=1)]))
    nbformat.write(nb, str(path))


async def _page_until(server, address: str, test, timeout: float = 120,  # type: ignore[no-untyped-def]
                      headers: dict | None = None):
    """Open ``address`` on ``server`` as a browser's widget manager does (the page, its kernel's
    websocket, every widget's state; the request with ``headers``) and read the kernel's messages until
    ``test(page)`` holds. The page's HTML is kept as ``page.body``."""
    sys.path.insert(0, str(REPO / "benchmarks"))
    from class_load import CONFIG, Page
    from tornado.httpclient import AsyncHTTPClient
    from tornado.websocket import websocket_connect
    response = await AsyncHTTPClient().fetch(server.url + address, request_timeout=240, headers=headers)
    kernel = json.loads(CONFIG.search(response.body.decode()).group(1))["kernelId"]
    ws = await websocket_connect(server.url.replace("http", "ws")
                                 + f"api/kernels/{kernel}/channels?session_id=t", max_message_size=1 << 28)
    page, control = Page(ws, "t"), uuid.uuid4().hex
    page.send("comm_open", {"comm_id": control, "target_name": "jupyter.widget.control", "data": {}},
              metadata={"version": "1.0.0"})
    page.send("comm_msg", {"comm_id": control, "data": {"method": "request_states"}})
    await page.until(test, timeout)
    ws.close()
    page.body = response.body.decode()
    return page


def _wait_in_log(server, text: str, timeout: float, times: int = 1) -> None:  # type: ignore[no-untyped-def]
    """Wait until the server's log says ``text`` (``times`` times); fail with its last lines after ``timeout`` s."""
    deadline = time.monotonic() + timeout
    while server.log().count(text) < times:
        assert time.monotonic() < deadline, server.log()[-3000:]
        time.sleep(0.5)


def test_a_notebook_is_read_once_without_outputs_and_again_when_it_changes(tmp_path: Path) -> None:
    from jupyter_server.services.contents.largefilemanager import LargeFileManager
    _notebook(tmp_path / "page.ipynb", "1 + 1")
    manager = LargeFileManager(root_dir=str(tmp_path))
    manager.__class__ = cached_contents_class(LargeFileManager)
    reads = []
    original = LargeFileManager.get

    def counting_get(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        reads.append(args)
        return original(self, *args, **kwargs)
    LargeFileManager.get = counting_get  # type: ignore[method-assign]
    try:
        first = manager.get("page.ipynb")
        cell = first["content"].cells[0]
        assert cell.outputs == [] and cell.execution_count is None and cell.source == "1 + 1"
        assert "widgets" not in first["content"].metadata
        cell.outputs.append({"written": "by Voilà"})          # Voilà writes the page's outputs into it
        second = manager.get("page.ipynb")
        assert second["content"].cells[0].outputs == [] and len(reads) == 1
        time.sleep(0.01)
        _notebook(tmp_path / "page.ipynb", "2 + 2")            # changed on disk: read again
        os.utime(tmp_path / "page.ipynb", ns=(time.time_ns(), time.time_ns() + 10**9))
        assert manager.get("page.ipynb")["content"].cells[0].source == "2 + 2" and len(reads) == 2
        assert manager.get("", content=True)["type"] == "directory"     # anything else: as before
    finally:
        LargeFileManager.get = original  # type: ignore[method-assign]


def test_templates_are_compiled_once_for_every_exporter() -> None:
    import jinja2

    class Exporter:                   # as nbconvert's TemplateExporter: one environment per exporter
        def __init__(self) -> None:
            self.made = None

        @property
        def environment(self):  # type: ignore[no-untyped-def]
            if self.made is None:
                pages = {"page": "{% for i in n %}{{ i }}{% endfor %}"}
                self.made = jinja2.Environment(loader=jinja2.DictLoader(pages))
            return self.made
    share_compiled_templates(Exporter)
    share_compiled_templates(Exporter)                      # a second call changes nothing
    compiled = []
    original = jinja2.Environment.compile

    def counting_compile(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        compiled.append(args)
        return original(self, *args, **kwargs)
    jinja2.Environment.compile = counting_compile  # type: ignore[method-assign]
    try:
        pages = [Exporter().environment.get_template("page").render(n=[1, 2]) for _ in range(3)]
    finally:
        jinja2.Environment.compile = original  # type: ignore[method-assign]
    assert pages == ["12"] * 3 and len(compiled) == 1


def test_a_warm_kernel_gets_the_request_environment_and_leaves_no_names(monkeypatch: pytest.MonkeyPatch,
                                                                        tmp_path: Path) -> None:
    started = {"KEEP": "1", "QUERY_STRING": "", "GONE": "x"}
    for key, value in started.items():
        monkeypatch.setenv(key, value)
    namespace: dict = {}
    exec(warm_code(["json"]), namespace)
    exec(request_env_code(started, {"KEEP": "1", "QUERY_STRING": "name=Ada&exercise=t-1", "NEW": "2"},
                          str(tmp_path)), namespace)
    try:
        assert os.environ["QUERY_STRING"] == "name=Ada&exercise=t-1" and os.environ["NEW"] == "2"
        assert "GONE" not in os.environ and os.getcwd() == str(tmp_path)
        assert sorted(namespace) == ["__builtins__"]
    finally:
        os.chdir(REPO)
        monkeypatch.delenv("NEW", raising=False)


def test_a_lesson_on_a_warm_kernel_shows_the_learner_of_its_link(tmp_path: Path) -> None:
    """The whole way: the tutor with one warm kernel; a lesson page opened with ?name=Ada runs in it and
    greets Ada (the kernel had started before the request existed)."""
    sys.path.insert(0, str(REPO / "benchmarks"))
    import _voila as V

    server = V.start_voila(REPO / "notebooks", front_door=True, data_dir=tmp_path,
                           extra_flags=["--TutorVoila.page_pool=1", "--TutorVoila.page_pool_fill_delay=600"])
    try:
        deadline = time.monotonic() + 240
        while "warm kernels ready" not in server.log():
            assert time.monotonic() < deadline, server.log()[-3000:]
            time.sleep(0.5)

        async def lesson():  # type: ignore[no-untyped-def]
            return await _page_until(server, "voila/render/doppelkopf-players.ipynb?name=Ada",
                                     lambda p: p.html_with("Learning as <b>Ada</b>"))
        # In a thread of its own: a browser test earlier in this worker leaves Playwright's event loop
        # running in the main thread, where asyncio.run() refuses to start another.
        with concurrent.futures.ThreadPoolExecutor(1) as pool:
            page = pool.submit(asyncio.run, lesson()).result()
        assert page.html_with("Learning as <b>Ada</b>")
        assert "hydra: a warm kernel for a page" in server.log()
    finally:
        server.stop()


def test_a_cold_class_server_forks_its_kernels_and_they_honour_each_request(tmp_path: Path) -> None:
    """Issue 35: ``start-tutor --class`` as a class meets it from the start: every kernel forked from
    the tutor's template (tutor.server.kernel_fork), the server saying it is ready only once the warm
    kernels for every page and the quiz's preheated ones are there, and each page still given its own
    request, though its kernel started before the request existed: the class page the code of the QR
    code's address (through the front door), a step lesson its ``?step=``, the quiz (a preheated
    kernel: Voilà hands it the request over /voila/query, as voila.utils.get_query_string reads it)
    the learner's name.
    Learners each get their own random numbers (a fork copies the generator's state: reseeded)."""
    sys.path.insert(0, str(REPO / "benchmarks"))
    import _voila as V

    from tutor.classroom import ClassStore

    server = V.start_voila(REPO / "notebooks", front_door=True, data_dir=tmp_path, class_pool=2)
    try:
        _wait_in_log(server, "hydra: ready for a class", 300)
        log = server.log()
        assert "kernels are forked from a template" in log and "2 warm kernels ready" in log
        code = ClassStore(tmp_path).open_class().code

        def code_filled(page) -> bool:  # type: ignore[no-untyped-def]
            return any(m.get("value") == code for m in page.models.values())

        async def pages():  # type: ignore[no-untyped-def]
            return [await _page_until(server, f"?class={code}", code_filled),
                    await _page_until(server, "voila/render/01-how-you-win.ipynb?step=2&name=Cy",
                                      lambda p: p.html_with("step 2 of") is not None),
                    await _page_until(server, "voila/render/quiz.ipynb?name=Ada&kind=trick",
                                      lambda p: p.html_with("Ada") is not None and p.exercise_id() is not None),
                    await _page_until(server, "voila/render/quiz.ipynb?name=Bo&kind=trick",
                                      lambda p: p.html_with("Bo") is not None and p.exercise_id() is not None)]
        with concurrent.futures.ThreadPoolExecutor(1) as pool:
            class_page, lesson, ada, bo = pool.submit(asyncio.run, pages()).result()
        assert code_filled(class_page) and lesson.html_with("step 2 of")
        assert "hydra: a warm kernel for a page" in server.log()
        assert server.log().count("Using pre-heated kernel") == 2
        assert ada.exercise_id() != bo.exercise_id(), "two forked kernels drew the same exercise"
        kernels = V.kernel_pids(server)
        template = [pid for pid in V.H.descendants(server.process.pid)
                    if V.H.parent_pid(pid) == server.process.pid and b"kernel_fork" in V.H.cmdline(pid)]
        assert template and kernels and all(V.H.parent_pid(pid) == template[0] for pid in kernels)
    finally:
        server.stop()
    assert not [pid for pid in kernels if os.path.exists(f"/proc/{pid}")], "no kernel left after the server"


def test_every_module_a_kernel_warms_up_with_imports():
    """A name in the warm-up lists that no longer imports (a module moved, issue 36 dropped the old-name
    hook) would make the template fail and every kernel start the slow way: each one imports."""
    import importlib

    from tutor.server.kernel_fork import TEMPLATE_IMPORTS
    from tutor.server.serve import WARM_IMPORTS
    for name in sorted(set(TEMPLATE_IMPORTS) | set(WARM_IMPORTS)):
        assert importlib.import_module(name) is not None, name


def test_the_server_starts_without_the_grammar_jsonschema_could_compile() -> None:
    """``python -m tutor.server.serve`` and ``deploy/hub_voila.py`` mark ``rfc3987_syntax`` as missing before
    jupyter_server and Voilà import jsonschema (a second of CPU at each start, tutor/server/quick_imports.py):
    in a new interpreter, importing the server module and what it serves with leaves it unimported, and
    jsonschema still validates, the two formats it would check left unchecked."""
    import subprocess
    code = ("import sys, tutor.server.serve, voila.app, jupyter_server.serverapp, jsonschema\n"
            "assert sys.modules['rfc3987_syntax'] is None\n"
            "checker = jsonschema.FormatChecker()\n"
            "assert 'iri' not in checker.checkers and 'date' in checker.checkers, sorted(checker.checkers)\n"
            "jsonschema.validate({'a': 1}, {'type': 'object', 'properties': {'a': {'type': 'integer'}}})\n"
            "try:\n"
            "    jsonschema.validate({'a': 'x'}, {'type': 'object', 'properties': {'a': {'type': 'integer'}}})\n"
            "except jsonschema.ValidationError:\n"
            "    print('still validates')\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "still validates"
    hub = (REPO / "deploy" / "hub_voila.py").read_text(encoding="utf-8")
    main = hub[hub.index("def main("):]
    assert main.index("skip_slow_optional_imports()") < main.index("import url_path_join"), \
        "hub_voila.py skips the import before jupyter_server is imported"


def _german_step_2(page) -> bool:  # type: ignore[no-untyped-def]
    """Step 2 of a lesson asked for in German: in German, or in English with the note that it is not
    translated yet (said in German)."""
    return bool(page.html_with("Schritt 2 von")
                or (page.html_with("step 2 of") and page.html_with("noch nicht übersetzt")))


def test_the_tutor_keeps_warm_kernels_and_each_page_gets_its_own_request(tmp_path: Path) -> None:
    """Issue 34, a step page ready at once: ``start-tutor``'s server (no flag asked for it) keeps two warm
    kernels, whose pages still get their own request: the step, the learner's name and the language of
    the address (``?lang=de``) or of the browser (Accept-Language); three pages one after another (the
    third finds the pool empty or refilled) each speak their own. Their widgets carry a short
    ``text/plain`` (the kernel template ran tutor.server.lighten), not the repr of the page's tree."""
    sys.path.insert(0, str(REPO / "benchmarks"))
    import _voila as V

    server = V.start_voila(REPO / "notebooks", front_door=True, data_dir=tmp_path)
    try:
        _wait_in_log(server, "hydra: ready for a class", 240)
        assert "2 warm kernels ready" in server.log() and "page templates compiled" in server.log()
        german_500, english_500 = "Fünfhundert (500): ein kurzer Kurs", "Fünfhundert (500): a short course"

        async def pages():  # type: ignore[no-untyped-def]
            step = await _page_until(server, "voila/render/01-how-you-win.ipynb?step=2&name=Cy&lang=de",
                                     _german_step_2)
            browser_german = await _page_until(server, "voila/render/home.ipynb?name=Bo",
                                               lambda p: p.html_with(german_500) is not None,
                                               headers={"Accept-Language": "de-DE,de;q=0.9"})
            english = await _page_until(server, "voila/render/home.ipynb?name=Al",
                                        lambda p: p.html_with(english_500) is not None)
            return step, browser_german, english
        with concurrent.futures.ThreadPoolExecutor(1) as pool:
            step, browser_german, english = pool.submit(asyncio.run, pages()).result()
        assert _german_step_2(step) and step.html_with("&quot;name&quot;: &quot;Cy&quot;")
        assert browser_german.html_with("name=Bo") and not browser_german.html_with(english_500)
        assert english.html_with("name=Al") and not english.html_with(german_500)
        assert server.log().count("hydra: a warm kernel for a page") >= 2
        assert "StepPlayer(\\u2026)" in step.body and "StepPlayer(children=" not in step.body
        # the pages' scripts are kept by the browser (tutor.server.static_cache): an extension's file named by
        # its hash for a year, Voilà's numbered chunks for an hour; Voilà said no-cache or nothing
        shared = Path(sys.prefix) / "share" / "jupyter"
        manager = shared / "labextensions" / "@jupyter-widgets" / "jupyterlab-manager"
        hashed = next((manager / "static").glob("remoteEntry.*.js")).name
        chunk = next((shared / "voila" / "templates" / "base" / "static").glob("*.voila.js")).name
        kept = {url: urllib.request.urlopen(server.url + url).headers.get("Cache-Control") for url in
                (f"voila/labextensions/@jupyter-widgets/jupyterlab-manager/static/{hashed}", f"voila/static/{chunk}")}
        assert list(kept.values()) == ["public, max-age=31536000, immutable", "max-age=3600"], kept
        # a page sets the _xsrf cookie that its shutdown beacon (Voilà's, as the page is left) sends back
        # (tutor.server.page_cookie): the kernel of a page left ends at once, not when culled ten minutes later
        from class_load import CONFIG
        jar = http.cookiejar.CookieJar()
        opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
        body = opener.open(server.url + "voila/render/04-trumps.ipynb", timeout=240).read().decode()
        kernel = json.loads(CONFIG.search(body).group(1))["kernelId"]
        xsrf = [c.value for c in jar if c.name == "_xsrf"]
        assert xsrf, "the page set no _xsrf cookie: its beacon is refused and its kernel stays"
        beacon = urllib.request.Request(server.url + f"voila/api/shutdown/{kernel}", method="POST",
                                        data=urllib.parse.urlencode({"_xsrf": xsrf[0]}).encode())
        assert opener.open(beacon, timeout=30).status == 204
        _wait_in_log(server, f"Kernel shutdown: {kernel}", 30)
    finally:
        server.stop()


def test_a_quick_ready_client_misses_no_output_and_says_when_its_kernel_is_gone() -> None:
    """tutor.server.quick_ready: ready without waiting for IOPub's silence, yet the first cell's output
    arrives (IOPub was connected before it returned), and a kernel that is gone is an error, not a hang."""
    from jupyter_client.manager import AsyncKernelManager

    from tutor.server.quick_ready import QuickReadyClient

    async def run() -> tuple[str, str]:
        km = AsyncKernelManager(kernel_name="python3", client_factory=QuickReadyClient)
        await km.start_kernel()
        try:
            kc = km.client()
            assert isinstance(kc, QuickReadyClient)
            kc.start_channels()
            await kc.wait_for_ready(timeout=120)
            msg_id = kc.execute("print('first cell')")
            said = ""
            while True:
                msg = await kc.get_iopub_msg(timeout=60)
                if msg["parent_header"].get("msg_id") != msg_id:
                    continue
                if msg["msg_type"] == "stream":
                    said += msg["content"]["text"]
                if msg["msg_type"] == "status" and msg["content"]["execution_state"] == "idle":
                    break
            kc.stop_channels()
        finally:
            await km.shutdown_kernel(now=True)
        late = km.client()
        late.start_channels()
        try:
            await late.wait_for_ready(timeout=30)
            error = ""
        except RuntimeError as gone:
            error = str(gone)
        finally:
            late.stop_channels()
        return said, error

    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        said, error = pool.submit(asyncio.run, run()).result()
    assert said == "first cell\n"
    assert "Kernel died" in error


def test_a_forked_kernel_imports_nothing_big_when_it_starts(tmp_path: Path) -> None:
    """The kernel template imports what a kernel imports while it starts (ipykernel's debugger with
    debugpy, psutil for jupyter_client's addresses: most of a forked kernel's start, issue 34), so a
    kernel forked from it (here: ipykernel's start after the template's imports, in a process of its own)
    imports none of them itself."""
    import subprocess
    import textwrap

    out = tmp_path / "new-modules.json"
    code = textwrap.dedent(f"""
        import importlib, json, os, sys, tempfile
        from tutor.server.kernel_fork import TEMPLATE_IMPORTS
        for name in TEMPLATE_IMPORTS:
            importlib.import_module(name)
        before = set(sys.modules)
        from jupyter_client.connect import write_connection_file
        connection, _ = write_connection_file(tempfile.mktemp(suffix=".json", dir={str(tmp_path)!r}), ip="127.0.0.1")
        from ipykernel import kernelapp
        kernelapp.IPKernelApp.instance().initialize(["-f", connection])
        with open({str(out)!r}, "w") as f:
            json.dump(sorted(set(sys.modules) - before), f)
        os._exit(0)
        """)
    env = dict(os.environ, PYTHONPATH=str(REPO), PYDEVD_DISABLE_FILE_VALIDATION="1")
    subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env, timeout=300, check=True,
                   stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    new = json.loads(out.read_text())
    big = [m for m in new if m.split(".")[0] in ("debugpy", "pydevd", "_pydevd_bundle", "psutil")]
    assert not big, big


def test_a_warm_kernel_that_dies_is_started_again_and_a_page_still_loads(tmp_path: Path) -> None:
    """A warm kernel that dies while it waits for a page (kill -9, as when the machine runs out of
    memory) is started again by jupyter_client's restarter, and the next pages load. The restart first
    interrupts the dead kernel; a forked kernel's process said "no such process" there, the restart
    failed, and a page waited for ever on "voila is still executing" (CI, tutor.server.kernel_fork)."""
    import signal

    sys.path.insert(0, str(REPO / "benchmarks"))
    import _voila as V

    server = V.start_voila(REPO / "notebooks", front_door=True, data_dir=tmp_path)
    try:
        _wait_in_log(server, "hydra: ready for a class", 240)
        warm = V.kernel_pids(server)
        assert len(warm) == 2, warm
        for pid in warm:
            os.kill(pid, signal.SIGKILL)
        _wait_in_log(server, "KernelRestarter: restarting kernel", 120, times=2)
        time.sleep(2)                                  # the restarts run to their end (or fail)
        assert "restart failed" not in server.log() and "ProcessLookupError" not in server.log(), \
            server.log()[-3000:]

        async def pages():  # type: ignore[no-untyped-def]
            return [await _page_until(server, f"voila/render/home.ipynb?name={name}",
                                      lambda p: p.html_with("Fünfhundert (500): a short course") is not None,
                                      timeout=90)
                    for name in ("Al", "Bo", "Cy")]
        with concurrent.futures.ThreadPoolExecutor(1) as pool:
            loaded = pool.submit(asyncio.run, pages()).result()
        assert [p.html_with("name=" + name) is not None for p, name in zip(loaded, ("Al", "Bo", "Cy"))] \
            == [True] * 3
    finally:
        server.stop()
