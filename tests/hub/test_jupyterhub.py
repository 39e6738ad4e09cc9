"""deploy/jupyterhub/jupyterhub_config.py run for real: JupyterHub with configurable-http-proxy, the
SharedPasswordAuthenticator and SimpleLocalProcessSpawner on free loopback ports, each learner's
server the tutor's Voilà alone (deploy/hub_voila.py). Two learners log in with the class's password
over HTTP (no browser), each lands on the tutor's home page, and each opens the quiz, whose kernel
really runs: over the kernel's websocket the widgets' states show an exercise and the learner's
name, and a click on a card is answered with feedback.

The lock-down (issue 23): a learner gets 403/404 for JupyterLab, the notebook and terminal pages and
the REST APIs that start kernels or sessions or touch files; an execute_request over the page's own
kernel websocket is dropped (its code does not run); another learner's server is refused; and the
name on a page is the hub login, whatever ``?name=`` or the name box say.

Skipped when jupyterhub or configurable-http-proxy is missing, unless CI is set: then it fails.
``bash scripts/run-tests`` installs both (jupyterhub with the ``test`` extra, the proxy with npm).
"""

from __future__ import annotations

import asyncio
import threading
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
import uuid
from pathlib import Path
from urllib.parse import parse_qsl, urlsplit

import pytest

REPO = Path(__file__).resolve().parents[2]
CONFIG = REPO / "deploy" / "jupyterhub" / "jupyterhub_config.py"
PASSWORD = "hydra-class-password"
PAGE_CONFIG = re.compile(r'<script id="jupyter-config-data" type="application/json">\s*(\{.*?\})\s*</script>', re.S)

pytestmark = pytest.mark.hub


def in_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() not in ("", "0", "false", "no")


def skip_or_fail(message: str) -> None:
    if in_ci():
        pytest.fail(f"{message} (CI is set, so this is a failure, not a skip)", pytrace=False)
    pytest.skip(message)


def proxy_command() -> str | None:
    for candidate in (os.environ.get("HYDRA_HUB_PROXY", ""),
                      str(REPO / ".venv/hub-proxy/node_modules/.bin/configurable-http-proxy"),
                      shutil.which("configurable-http-proxy") or ""):
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    return None


def free_ports(n: int) -> list[int]:
    import socket
    sockets = [socket.socket() for _ in range(n)]
    try:
        for s in sockets:
            s.bind(("127.0.0.1", 0))
        return [s.getsockname()[1] for s in sockets]
    finally:
        for s in sockets:
            s.close()


def wait_until(predicate, timeout: float, what: str):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.3)
    raise AssertionError(f"timed out after {timeout:.0f} s waiting for {what}")


@pytest.fixture(scope="module")
def hub(tmp_path_factory):
    hub_bin = Path(sys.executable).parent / "jupyterhub"
    try:
        import jupyterhub  # noqa: F401
        import requests  # noqa: F401
    except ImportError:
        skip_or_fail("jupyterhub is not installed: pip install -e '.[test]'")
    proxy = proxy_command()
    if proxy is None:
        skip_or_fail("configurable-http-proxy is missing: npm install --prefix .venv/hub-proxy "
                     "configurable-http-proxy@4 (bash scripts/run-tests does it)")
    import requests
    base = tmp_path_factory.mktemp("hub")
    # The three ports are free when chosen, but another test worker may take one before the hub and
    # its proxy bind them: a start that fails for a taken port is tried again on new ports.
    for attempt in range(3):
        state = base / f"try-{attempt}"
        state.mkdir()
        port, api_port, proxy_api_port = free_ports(3)
        env = dict(os.environ, HYDRA_HUB_PASSWORD=PASSWORD, HYDRA_HUB_STATE=str(state),
                   HYDRA_DATA_DIR=str(state / "progress"), HYDRA_HUB_PORT=str(port),
                   HYDRA_HUB_API_PORT=str(api_port), HYDRA_HUB_PROXY_API_PORT=str(proxy_api_port),
                   HYDRA_HUB_PROXY=proxy)
        log_path = state / "hub.log"
        with open(log_path, "w", encoding="utf-8") as log:
            process = subprocess.Popen([str(hub_bin), "-f", str(CONFIG)], cwd=state, env=env,
                                       stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
                                       start_new_session=True)
        url = f"http://127.0.0.1:{port}"

        def up(process=process, url=url):
            if process.poll() is not None:
                return "exited"
            try:
                return requests.get(f"{url}/hub/login", timeout=10).status_code == 200
            except requests.RequestException:
                return False
        # a cold start (database, proxy, node) on a busy two-core machine can take a minute or more
        try:
            started = wait_until(up, START_TIMEOUT, "JupyterHub to answer")
        except AssertionError:
            started = "timed out"
        if started is True:
            break
        text = log_path.read_text(errors="replace")
        stop_hub(process, api_port)
        if not taken_port(text) or attempt == 2:
            raise AssertionError(f"JupyterHub {started} before answering:\n{text[-4000:]}")
    try:
        yield {"url": url, "log": log_path, "state": state}
    finally:
        stop_hub(process, api_port)


START_TIMEOUT = 180     # s: JupyterHub and its proxy answering, on a busy machine
PAGE_TIMEOUT = 300      # s: a learner's server started and Voilà's page rendered by its kernel


def taken_port(log: str) -> bool:
    """The hub's log says a port was taken (Python's or node's words for it)."""
    return "address already in use" in log.lower() or "eaddrinuse" in log.lower()


def stop_hub(process, api_port: int) -> None:
    # SIGTERM: the hub stops the learners' servers (cleanup_servers) and its proxy.
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait(timeout=10)
    else:  # its proxy may outlive a hub that failed to start: the whole group goes
        try:
            os.killpg(process.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
    # A learner's server the hub did not stop (still starting when it stopped): find it by this
    # hub's API address in its environment (Linux /proc) and end it.
    marker = f"JUPYTERHUB_API_URL=http://127.0.0.1:{api_port}/hub/api".encode()
    for entry in os.listdir("/proc") if os.path.isdir("/proc") else []:
        try:
            with open(f"/proc/{entry}/environ", "rb") as f:
                if entry.isdigit() and marker in f.read().split(b"\0"):
                    os.kill(int(entry), signal.SIGKILL)   # its kernels follow their parent
        except (OSError, ValueError):
            continue


def log_in(hub, name: str):
    """A learner's browser session after logging in with the class's password."""
    import requests
    session = requests.Session()
    session.trust_env = False                      # loopback only, never a proxy from the environment
    session.get(f"{hub['url']}/hub/login", timeout=60)
    response = session.post(f"{hub['url']}/hub/login?next=", timeout=120,
                            data={"username": name, "password": PASSWORD,
                                  "_xsrf": session.cookies.get("_xsrf", path="/hub/") or ""})
    assert response.status_code == 200, response.text[-2000:]
    return session, response


def open_page(hub, session, name: str, page: str) -> tuple[str, str]:
    """GET /user/NAME/voila/render/PAGE (the learner's server may still be starting: the hub then
    answers with its spawn-pending page, so ask again); the page's final URL and HTML."""
    import requests
    target = f"{hub['url']}/user/{name}/voila/render/{page}"

    def fetch():
        try:
            response = session.get(target, timeout=120)
        except requests.RequestException:          # a slow start: ask again, until PAGE_TIMEOUT
            return None
        if response.status_code == 200 and f"/user/{name}/voila/render/" in response.url \
                and "jupyter-config-data" in response.text:
            return response
        return None
    response = wait_until(fetch, PAGE_TIMEOUT, f"{name}'s {page}")
    return response.url, response.text


async def open_kernel(hub, session, html: str, name: str):
    """The page's kernel websocket, opened through the proxy with the learner's cookies as the
    page's JavaScript does, and a :class:`class_load.Page` (the load generator's protocol client)
    on it that has asked for the widgets' states as ipywidgets' manager does."""
    sys.path.insert(0, str(REPO / "benchmarks"))
    from class_load import Page
    from tornado.httpclient import HTTPRequest
    from tornado.websocket import websocket_connect

    config = json.loads(PAGE_CONFIG.search(html).group(1))
    assert config["baseUrl"] == f"/user/{name}/"
    ws = await websocket_connect(HTTPRequest(kernel_ws_url(hub, name, config["kernelId"]),
                                             headers={"Cookie": cookie_header(session)}, connect_timeout=60),
                                 max_message_size=1 << 26)
    page = Page(ws, uuid.uuid4().hex)
    control = uuid.uuid4().hex
    page.send("comm_open", {"comm_id": control, "target_name": "jupyter.widget.control", "data": {}},
              metadata={"version": "1.0.0"})
    page.send("comm_msg", {"comm_id": control, "data": {"method": "request_states"}})
    return page


def kernel_ws_url(hub, name: str, kernel: str) -> str:
    return hub["url"].replace("http://", "ws://") + \
        f"/user/{name}/api/kernels/{kernel}/channels?session_id={uuid.uuid4().hex}"


def cookie_header(session) -> str:
    return "; ".join(f"{c.name}={c.value}" for c in session.cookies)


async def quiz_widgets(hub, session, html: str, name: str) -> tuple[str, str]:
    """Open the quiz page's kernel and answer once: the exercise id shown and the feedback's HTML."""
    page = await open_kernel(hub, session, html, name)
    try:
        await page.until(lambda p: p.exercise_id() and p.html_with(f"<b>{name}</b>") and p.with_class("hq-slot-1"),
                         90)
        exercise = page.exercise_id()
        page.click(page.slot_button(1))
        await page.until(lambda p: (p.feedback() or "").find(f'data-exercise="{exercise}"') >= 0, 60)
        return exercise, page.feedback()
    finally:
        page.ws.close()


def _run_in_own_loop(coroutine):
    """Run a coroutine to its end in a thread with its own event loop: after the browser tests
    Playwright's loop is running in the main thread, where ``asyncio.run`` refuses to start."""
    result: list = []
    failure: list = []

    def run() -> None:
        try:
            result.append(asyncio.run(coroutine))
        except BaseException as error:            # re-raised in the test's thread
            failure.append(error)

    thread = threading.Thread(target=run)
    thread.start()
    thread.join()
    if failure:
        raise failure[0]
    return result[0]


@pytest.fixture(scope="module")
def learners(hub):
    """ada and bruno log in, each lands on the tutor's home page, opens the quiz and answers once
    over the quiz's kernel: {name: {"session", "kernel", "exercise", "feedback", "home_url"}}."""
    seen = {}
    for name in ("ada", "bruno"):
        session, landing = log_in(hub, name)
        # After logging in, the hub starts the learner's server and sends them to its front door:
        # the tutor's home page, through Voilà.
        home_url, home = open_page(hub, session, name, "home.ipynb")
        assert "Traceback" not in home
        quiz_url, quiz = open_page(hub, session, name, f"quiz.ipynb?name={name}&kind=trick")
        assert "Traceback" not in quiz
        exercise, feedback = _run_in_own_loop(quiz_widgets(hub, session, quiz, name))
        seen[name] = {"session": session, "kernel": json.loads(PAGE_CONFIG.search(quiz).group(1))["kernelId"],
                      "exercise": exercise, "feedback": feedback, "home_url": home_url}
    return seen


def answers_by_name(hub) -> dict[str, int]:
    import sqlite3
    con = sqlite3.connect(str(hub["state"] / "progress" / "progress.sqlite3"))
    try:
        return {row[0].lower(): row[1] for row in con.execute(
            "SELECT l.name, COUNT(a.learner_id) FROM learners l LEFT JOIN answers a ON l.id = a.learner_id "
            "GROUP BY l.id")}
    finally:
        con.close()


def test_two_learners_log_in_and_each_gets_the_quiz(hub, learners):
    for name, seen in learners.items():
        # (the hub adds "?redirects=N" when it sent the learner round while their server started)
        assert urlsplit(seen["home_url"]).path.endswith(f"/user/{name}/voila/render/home.ipynb")
        assert seen["exercise"] and 'data-correct="' in seen["feedback"]
    # Each learner got a server of their own (their own kernel), and both answers were saved in the
    # one progress file, under their login names.
    answers = answers_by_name(hub)
    assert answers.get("ada", 0) >= 1 and answers.get("bruno", 0) >= 1, answers
    assert learners["ada"]["kernel"] != learners["bruno"]["kernel"]     # a kernel each, in a server each


def test_landing_after_login_is_the_tutors_home(hub):
    session, landing = log_in(hub, "carla")
    # The login's redirects end on the learner's server (or the hub's "starting" page, which then
    # forwards there); either way the address the learner is sent to is the tutor's home page.
    if "/hub/spawn-pending/" in landing.url:
        import requests

        def default_url():
            try:
                r = session.get(f"{hub['url']}/user/carla/", timeout=120)
            except requests.RequestException:      # a slow start: ask again
                return None
            return r if r.ok and "/voila/render/home.ipynb" in r.url else None
        landing = wait_until(default_url, PAGE_TIMEOUT, "carla's default URL")
    # (the hub adds "?redirects=N" when it sent the learner round while their server started)
    assert urlsplit(landing.url).path.endswith("/user/carla/voila/render/home.ipynb"), landing.url


# --- the lock-down: learners run no code and see only their own progress (issue 23) ------------------
#: What a Jupyter server (jupyterhub-singleuser) offers and a learner's server must not: JupyterLab,
#: the classic notebook and its editor, terminals, and the REST APIs that start kernels or sessions,
#: read or write files.
NO_CODE_GETS = ["lab", "lab/tree/quiz.ipynb", "tree", "notebooks/quiz.ipynb", "edit/quiz.ipynb",
                "terminals/1", "files/quiz.ipynb", "nbconvert/html/quiz.ipynb", "api/kernels", "api/sessions",
                "api/contents/quiz.ipynb", "api/kernelspecs", "api/terminals"]
NO_CODE_POSTS = ["api/kernels", "api/sessions", "api/contents", "api/terminals"]


def test_a_learner_gets_no_jupyterlab_and_no_kernel_api(hub, learners):
    session = learners["ada"]["session"]
    base = f"{hub['url']}/user/ada"
    # (logged in to her own server: a request the server refused for want of a login would be
    # a redirect to the hub, not a 403 or 404)
    assert session.get(f"{base}/voila/render/glossary.ipynb?name=ada", timeout=120,
                       allow_redirects=False).status_code == 200
    for path in NO_CODE_GETS:
        response = session.get(f"{base}/{path}", timeout=60, allow_redirects=False)
        assert response.status_code in (403, 404), (path, response.status_code, response.text[:300])
    # Starting a kernel through the REST API, as JupyterLab's JavaScript does (the server's XSRF
    # cookie in the header, so a refusal is not merely an XSRF one).
    xsrf = session.cookies.get("_xsrf", path="/user/ada/") or session.cookies.get("_xsrf") or ""
    for path in NO_CODE_POSTS:
        response = session.post(f"{base}/{path}", timeout=60, allow_redirects=False,
                                json={"name": "python3", "path": "x.ipynb", "type": "notebook",
                                      "kernel": {"name": "python3"}},
                                headers={"X-XSRFToken": xsrf})
        assert response.status_code in (403, 404), (path, response.status_code, response.text[:300])


async def run_code_over_the_page(hub, session, html: str, name: str, marker: Path) -> list[str]:
    """On the page's own kernel websocket, ask the kernel to execute code that writes ``marker``,
    then ask for kernel_info: the types of the replies to those two requests, in order, up to the
    kernel_info_reply (a kernel answers its shell requests in turn, so an executed request's
    execute_reply would come first)."""
    page = await open_kernel(hub, session, html, name)
    try:
        await page.until(lambda p: p.html_with(f"<b>{name}</b>"), 90)       # the page's widgets are up
        ids = {}
        for kind, content in (("execute_request", {"code": f"open({str(marker)!r}, 'w').write('ran')",
                                                   "silent": False, "store_history": False,
                                                   "user_expressions": {}, "allow_stdin": False,
                                                   "stop_on_error": True}),
                              ("kernel_info_request", {})):
            msg_id = ids[kind] = uuid.uuid4().hex
            page.ws.write_message(json.dumps({
                "header": {"msg_id": msg_id, "msg_type": kind, "username": name, "session": page.session,
                           "date": "", "version": "5.3"},
                "parent_header": {}, "metadata": {}, "content": content, "channel": "shell", "buffers": []}))
        replies: list[str] = []
        deadline = time.monotonic() + 60
        while "kernel_info_reply" not in replies:
            raw = await asyncio.wait_for(page.ws.read_message(), timeout=max(0.1, deadline - time.monotonic()))
            if raw is None:
                raise ConnectionError("the websocket closed")
            if isinstance(raw, bytes):
                continue
            msg = json.loads(raw)
            if msg.get("parent_header", {}).get("msg_id") in ids.values() and msg.get("channel") == "shell":
                replies.append(msg["header"]["msg_type"])
        return replies
    finally:
        page.ws.close()


def test_a_learners_page_kernel_runs_no_code(hub, learners, tmp_path):
    session = learners["ada"]["session"]
    _url, quiz = open_page(hub, session, "ada", "quiz.ipynb?name=ada&kind=trick")
    marker = tmp_path / "code-ran"
    replies = _run_in_own_loop(run_code_over_the_page(hub, session, quiz, "ada", marker))
    # The kernel answered the kernel_info request and never saw the execute request (Voilà's server
    # passes only widget messages), so the code did not run.
    assert replies == ["kernel_info_reply"], replies
    time.sleep(2)
    assert not marker.exists()


def test_a_learner_cannot_open_another_learners_server(hub, learners):
    import requests
    from tornado.httpclient import HTTPClientError, HTTPRequest
    from tornado.websocket import websocket_connect

    ada = learners["ada"]["session"]
    # bruno's pages: the hub refuses ada's login for bruno's server
    response = ada.get(f"{hub['url']}/user/bruno/voila/render/quiz.ipynb?name=bruno", timeout=120)
    assert response.status_code == 403, (response.status_code, response.url)
    assert "jupyter-config-data" not in response.text
    # bruno's quiz kernel, with ada's cookies: refused before any message
    url = kernel_ws_url(hub, "bruno", learners["bruno"]["kernel"])

    async def connect():
        try:
            ws = await websocket_connect(HTTPRequest(url, headers={"Cookie": cookie_header(ada)},
                                                     connect_timeout=60, follow_redirects=False))
        except HTTPClientError as error:
            return error.code
        ws.close()
        return 101
    assert _run_in_own_loop(connect()) in (302, 403)
    # and without any login: sent to the hub's login page
    response = requests.get(f"{hub['url']}/user/bruno/voila/render/quiz.ipynb", timeout=120)
    assert "/hub/login" in response.url and "jupyter-config-data" not in response.text


async def type_a_name(hub, session, html: str, name: str, typed: str) -> tuple[str | None, str | None, str]:
    """On the quiz page, type ``typed`` into the name box: the refusal shown then (or None), a
    "Playing as <b>typed</b>" status (or None), and the name status before typing."""
    page = await open_kernel(hub, session, html, name)
    try:
        await page.until(lambda p: p.html_with("Playing as <b>") and p.with_class("hq-name"), 90)
        before = page.html_with("Playing as <b>") or ""
        page.send("comm_msg", {"comm_id": page.with_class("hq-name"),
                               "data": {"method": "update", "state": {"value": typed}, "buffer_paths": []}},
                  metadata={"version": "2.1.0"})
        await page.until(lambda p: p.html_with("You are logged in as") or p.html_with(f"Playing as <b>{typed}</b>"),
                         60)
        return page.html_with("You are logged in as"), page.html_with(f"Playing as <b>{typed}</b>"), before
    finally:
        page.ws.close()


def test_the_hub_login_is_the_learners_name(hub, learners):
    session = learners["ada"]["session"]
    before = answers_by_name(hub)
    # ?name=bruno on ada's own server: the page opens as ada (the address says so too)
    url, quiz = open_page(hub, session, "ada", "quiz.ipynb?name=bruno&kind=trick")
    query = dict(parse_qsl(urlsplit(url).query))
    assert query.get("name") == "ada" and query.get("kind") == "trick", url
    # ... and the name typed into the page's box cannot be another learner's either
    refused, playing_as_bruno, shown = _run_in_own_loop(type_a_name(hub, session, quiz, "ada", "bruno"))
    assert "Playing as <b>ada</b>" in shown
    assert refused and "ada" in refused and playing_as_bruno is None
    after = answers_by_name(hub)
    assert after.get("bruno") == before.get("bruno") and set(after) == set(before), (before, after)
    # One address for a whole class: the hub's /hub/user-redirect/ sends each learner to the page on
    # their own server, under their own name.
    response = session.get(f"{hub['url']}/hub/user-redirect/voila/render/glossary.ipynb?name=bruno", timeout=120)
    assert response.status_code == 200 and "jupyter-config-data" in response.text
    assert urlsplit(response.url).path == "/user/ada/voila/render/glossary.ipynb", response.url
    assert parse_qsl(urlsplit(response.url).query) == [("name", "ada")], response.url
