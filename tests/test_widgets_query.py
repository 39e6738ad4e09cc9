"""The query string of a preheated kernel (issue 11, a class at once): read from Voilà's
``/voila/query/<kernel>`` websocket without importing ``voila.utils``."""

from __future__ import annotations

import asyncio
import json
import socket
import threading

from widgets.common.query import preheated, query_url, request_query_string


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_a_normal_kernel_reads_its_environment_at_once() -> None:
    assert not preheated({"VOILA_PREHEAT": "False"})
    assert request_query_string({"VOILA_PREHEAT": "False", "QUERY_STRING": "name=Ada"}) == "name=Ada"


def test_a_preheated_kernel_waits_for_the_request_and_copies_its_details() -> None:
    from websockets.asyncio.server import serve

    ports: list[int] = []                                 # the server's own port: no port picked then freed
    seen: list[str] = []
    ready = threading.Event()
    stop = threading.Event()

    async def handler(ws) -> None:                       # type: ignore[no-untyped-def]
        seen.append(ws.request.path)
        await asyncio.sleep(0.2)                          # the learner's request comes later
        await ws.send(json.dumps({"QUERY_STRING": "exercise=t-r1-1-0000&name=Ada",
                                  "SCRIPT_NAME": "/voila/render/quiz.ipynb"}))

    async def main() -> None:
        async with serve(handler, "127.0.0.1", 0) as ws_server:
            ports.append(next(iter(ws_server.sockets)).getsockname()[1])
            ready.set()
            while not stop.is_set():
                await asyncio.sleep(0.05)

    server = threading.Thread(target=lambda: asyncio.run(main()), daemon=True)
    server.start()
    assert ready.wait(10)
    port = ports[0]
    env = {"VOILA_PREHEAT": "True", "VOILA_APP_PORT": str(port), "VOILA_KERNEL_ID": "k-42",
           "VOILA_SERVER_URL": "/"}
    try:
        assert request_query_string(env) == "exercise=t-r1-1-0000&name=Ada"
    finally:
        stop.set()
        server.join(5)
    assert seen == ["/voila/query/k-42"]
    assert env["SCRIPT_NAME"] == "/voila/render/quiz.ipynb"
    assert query_url(env) == f"ws://127.0.0.1:{port}/voila/query/k-42"


def test_no_answer_leaves_the_page_on_its_defaults() -> None:
    port = _free_port()                                   # nobody listens there
    env = {"VOILA_PREHEAT": "True", "VOILA_APP_PORT": str(port), "VOILA_KERNEL_ID": "k"}
    import widgets.common.query as q
    old = q.OPEN_TIMEOUT, q.ATTEMPTS
    q.OPEN_TIMEOUT, q.ATTEMPTS = 0.5, 1
    try:
        assert request_query_string(env) == ""
    finally:
        q.OPEN_TIMEOUT, q.ATTEMPTS = old
