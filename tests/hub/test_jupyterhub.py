"""deploy/jupyterhub/jupyterhub_config.py run for real: JupyterHub with configurable-http-proxy, the
SharedPasswordAuthenticator and SimpleLocalProcessSpawner on free loopback ports. Two learners log in with
the class's password over HTTP (no browser), each lands on the tutor's home page, and each opens
the quiz, whose kernel really runs: over the kernel's websocket the widgets' states show an
exercise and the learner's name, and a click on a card is answered with feedback.

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
from urllib.parse import urlsplit

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


async def quiz_widgets(hub, session, html: str, name: str) -> tuple[str, str]:
    """Open the quiz page's kernel over its websocket (through the proxy, with the learner's
    cookies), ask for the widgets' states as ipywidgets' manager does, and answer once: the
    exercise id shown and the feedback's HTML."""
    sys.path.insert(0, str(REPO / "benchmarks"))
    from class_load import Page               # the load generator's protocol client
    from tornado.httpclient import HTTPRequest
    from tornado.websocket import websocket_connect

    config = json.loads(PAGE_CONFIG.search(html).group(1))
    assert config["baseUrl"] == f"/user/{name}/"
    kernel = config["kernelId"]
    cookies = "; ".join(f"{c.name}={c.value}" for c in session.cookies)
    ws_url = hub["url"].replace("http://", "ws://") + \
        f"/user/{name}/api/kernels/{kernel}/channels?session_id={uuid.uuid4().hex}"
    ws = await websocket_connect(HTTPRequest(ws_url, headers={"Cookie": cookies}, connect_timeout=60),
                                 max_message_size=1 << 26)
    try:
        page = Page(ws, uuid.uuid4().hex)
        control = uuid.uuid4().hex
        page.send("comm_open", {"comm_id": control, "target_name": "jupyter.widget.control", "data": {}},
                  metadata={"version": "1.0.0"})
        page.send("comm_msg", {"comm_id": control, "data": {"method": "request_states"}})
        await page.until(lambda p: p.exercise_id() and p.html_with(f"<b>{name}</b>") and p.with_class("hq-slot-1"),
                         90)
        exercise = page.exercise_id()
        page.click(page.slot_button(1))
        await page.until(lambda p: (p.feedback() or "").find(f'data-exercise="{exercise}"') >= 0, 60)
        return exercise, page.feedback()
    finally:
        ws.close()


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


def test_two_learners_log_in_and_each_gets_the_quiz(hub):
    seen = {}
    for name in ("ada", "bruno"):
        session, landing = log_in(hub, name)
        # After logging in, the hub starts the learner's server and sends them to its default URL:
        # the tutor's home page, through Voilà.
        home_url, home = open_page(hub, session, name, "home.ipynb")
        # (the hub adds "?redirects=N" when it sent the learner round while their server started)
        assert urlsplit(home_url).path.endswith(f"/user/{name}/voila/render/home.ipynb")
        assert "Traceback" not in home
        quiz_url, quiz = open_page(hub, session, name, f"quiz.ipynb?name={name}&kind=trick")
        assert "Traceback" not in quiz
        exercise, feedback = _run_in_own_loop(quiz_widgets(hub, session, quiz, name))
        assert exercise and 'data-correct="' in feedback
        seen[name] = json.loads(PAGE_CONFIG.search(quiz).group(1))["kernelId"]
    # Each learner got a server of their own (their own kernel), and both answers were saved in the
    # one progress file, under the names they typed.
    import sqlite3
    con = sqlite3.connect(str(hub["state"] / "progress" / "progress.sqlite3"))
    try:
        names = {row[0] for row in con.execute(
            "SELECT l.name FROM answers a JOIN learners l ON l.id = a.learner_id")}
    finally:
        con.close()
    assert {"ada", "bruno"} <= {n.lower() for n in names}, names
    assert seen["ada"] != seen["bruno"]                     # a kernel each, in a server each


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
