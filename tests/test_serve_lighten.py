"""The tutor's Voilà server does less work per kernel message (tutor.course.lighten, issue 23: a
class opening one lesson) without changing what it does: the same dates, the same kernel activity and
execution state for culling, the same messages received. Speed is measured by
benchmarks/page_load.py, never asserted here."""

from __future__ import annotations

import asyncio
import warnings
from typing import Any

import nbformat
import pytest

from tutor.course import lighten


@pytest.fixture(autouse=True)
def _undo() -> Any:
    yield
    lighten.undo()


@pytest.mark.parametrize("value", [
    {"date": "2026-11-27T00:30:10.123456Z", "msg_id": "a", "username": "u"},
    {"date": "2026-11-27T00:30:10+01:00", "nested": [{"d": "2026-11-27T00:30:10.1Z"}, 3, None]},
    {"date": "2026-11-27T00:30:10.1234-0530"},
    {"not a date": "2026-11-27", "text": "2026-11-27T00:30:10 and more"},
    {},
])
def test_dates_are_the_ones_jupyter_client_reads(value: dict) -> None:
    from jupyter_client.jsonutil import extract_dates
    assert lighten.fast_extract_dates(value) == extract_dates(value)


def test_a_date_without_timezone_is_read_as_jupyter_client_reads_it() -> None:
    from jupyter_client.jsonutil import extract_dates
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        fast = lighten.fast_extract_dates({"date": "2026-11-27T00:30:10.5"})["date"]
        slow = extract_dates({"date": "2026-11-27T00:30:10.5"})["date"]
    assert fast == slow and fast.tzinfo is not None


def test_the_server_reads_message_dates_with_the_fast_reader_and_undo_restores() -> None:
    import jupyter_client.session as session
    from jupyter_server.services.kernels.kernelmanager import MappingKernelManager
    from voila.exporter import VoilaExporter
    before = (session.extract_dates, MappingKernelManager.start_watching_activity)
    lighten.lighten_server()
    lighten.lighten_server()                       # twice: nothing replaced twice
    assert session.extract_dates is not before[0]
    assert MappingKernelManager.start_watching_activity is not before[1]
    s = session.Session(key=b"k")
    msg = s.msg("status", {"execution_state": "idle"})
    parsed = s.deserialize(s.serialize(msg)[1:])
    assert parsed["header"]["date"] == msg["header"]["date"]
    invalid = nbformat.v4.new_notebook()
    invalid.cells.append({"cell_type": "bogus"})
    VoilaExporter._validate_preprocessor(object(), invalid, None)     # not validated again
    lighten.undo()
    assert (session.extract_dates, MappingKernelManager.start_watching_activity) == before
    assert "_validate_preprocessor" not in vars(VoilaExporter)


class _Stream:
    def on_recv(self, callback: Any) -> None:
        self.callback = callback


class _Kernel:
    def __init__(self, key: bytes) -> None:
        from jupyter_client.session import Session
        self.session = Session(key=key)
        self.execution_state = "starting"
        self.stream = _Stream()

    def connect_iopub(self) -> _Stream:
        return self.stream


def test_the_light_activity_watcher_keeps_activity_and_execution_state() -> None:
    """What jupyter_server's watcher records for culling: the last activity on every tracked message,
    the execution state from status messages answering tracked requests (comm_info_request is not)."""
    from jupyter_server.services.kernels.kernelmanager import MappingKernelManager
    lighten.light_activity_watcher(MappingKernelManager)
    manager = MappingKernelManager()
    kernel = _Kernel(b"secret")
    manager._kernels["k1"] = kernel
    manager.start_watching_activity("k1")
    s = kernel.session

    def send(msg_type: str, content: dict, parent_type: str | None) -> None:
        parent = s.msg(parent_type, {}) if parent_type else None
        kernel.stream.callback(s.serialize(s.msg(msg_type, content, parent=parent)))

    send("status", {"execution_state": "idle"}, None)      # the kernel's first status
    assert kernel.execution_state == "idle"
    send("status", {"execution_state": "busy"}, "execute_request")
    assert kernel.execution_state == "busy"
    send("status", {"execution_state": "idle"}, "execute_request")
    assert kernel.execution_state == "idle"
    import datetime
    first = kernel.last_activity = manager.last_kernel_activity = datetime.datetime(2000, 1, 1,
                                                                                   tzinfo=datetime.timezone.utc)
    send("comm_info_reply", {"comms": {}}, "comm_info_request")      # untracked, kernel idle
    assert kernel.last_activity == first
    send("status", {"execution_state": "busy"}, "comm_info_request")
    assert kernel.execution_state == "idle" and kernel.last_activity == first
    send("comm_msg", {"comm_id": "c", "data": {}}, "execute_request")
    assert kernel.last_activity != first and manager.last_kernel_activity == kernel.last_activity


def test_a_channel_without_timeout_receives_without_polling() -> None:
    from jupyter_client.channels import AsyncZMQSocketChannel
    lighten.recv_without_poll()

    class Socket:
        async def poll(self, timeout: Any) -> int:
            self.polled = timeout
            return 1

    class Channel:
        socket = Socket()

        async def _recv(self) -> dict:
            return {"msg_type": "status"}

    channel = Channel()
    assert asyncio.run(AsyncZMQSocketChannel.get_msg(channel, None)) == {"msg_type": "status"}
    assert not hasattr(channel.socket, "polled")
    assert asyncio.run(AsyncZMQSocketChannel.get_msg(channel, 0.5)) == {"msg_type": "status"}
    assert channel.socket.polled == 500


def test_a_widget_shows_the_same_view_with_a_short_text_in_a_warm_page_kernel() -> None:
    """The widget view part of the display data is ipywidgets' own; the text (never shown by
    Voilà) is the class name, not the whole widget tree walked."""
    import ipywidgets as W

    import widgets
    hand = widgets.HandView(cards="EO GK HY", width=40)
    page = W.VBox([W.HTML("<p>Which card wins?</p>"), hand])
    before = W.Widget._repr_mimebundle_(page)
    assert "HandView" in before["text/plain"] or len(before["text/plain"]) > 100     # the walked tree
    lighten.lighten_kernel()
    after = page._repr_mimebundle_()
    view = "application/vnd.jupyter.widget-view+json"
    assert after[view] == before[view] and after[view]["model_id"] == page.model_id
    assert after["text/plain"] == "VBox(…)"
    assert hand._repr_mimebundle_()[view]["model_id"] == hand.model_id
    lighten.undo()
    assert page._repr_mimebundle_()["text/plain"] == before["text/plain"]
