"""Less work for the tutor's Voilà server per kernel message (issue 23: a class opening one lesson).

A lesson page's kernel sends the server some hundreds of messages while the page is drawn (every
widget's ``comm_open``, its updates, every output, a busy/idle pair per cell), and the server reads
each one twice: Voilà's executor (nbclient) for the page, and jupyter_server's activity watcher,
which only notes that the kernel was active (for culling idle kernels). Profiled with py-spy under 9
learners opening lesson 01 at once (``benchmarks/page_load.py``), reading messages was about half of
the server's CPU: date parsing in ``jupyter_client``'s ``extract_dates`` (dateutil's pure-Python
``isoparse``, two dates a message) 14 %, the activity watcher 20 %, an extra ``poll`` before every
``recv`` 8 %, and the notebook's JSON-schema validation once more for every page 5 %.
:func:`lighten_server` (called by ``python -m tutor.course.serve`` before Voilà starts) makes each
of them cheaper without changing what the server does:

- :func:`fast_extract_dates`: the same dates, parsed by ``datetime.fromisoformat`` (C) where it can;
- :func:`light_activity_watcher`: the watcher reads a message's header (and a status message's
  content) without unpacking the rest or checking its signature again (it only keeps the time of the
  last activity and the kernel's execution state; nbclient, which draws the page, still checks every
  message);
- :func:`recv_without_poll`: a channel waiting for its next message without a timeout receives it
  directly (``poll`` then ``recv`` did the same in two steps);
- :func:`skip_revalidation`: Voilà's exporter validates the notebook after each preprocessor; the
  tutor's notebooks are validated once, when they are read (``nbformat.read``).

In a warm page kernel, :func:`lighten_kernel` gives widgets a short ``text/plain``
(:func:`short_widget_repr`).

With ``orjson`` installed (a dependency of the tutor), jupyter_client packs and unpacks messages with
it, on the server and in the kernels. Each function is idempotent and can be undone in tests
(:func:`undo`).
"""

from __future__ import annotations

import re
from datetime import datetime
from collections.abc import Callable
from typing import Any

__all__ = ["lighten_server", "lighten_kernel", "short_widget_repr", "fast_extract_dates",
           "light_activity_watcher", "recv_without_poll", "skip_revalidation", "undo"]

#: What each patch replaced: (object, attribute name, the original), for :func:`undo`.
_REPLACED: list[tuple[Any, str, Any]] = []

_MISSING = object()
_ISO8601 = re.compile(r"^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(\.\d{1,6})?(Z|([\+\-]\d{2}:?\d{2}))?$")


def _replace(owner: Any, name: str, new: Any) -> None:
    if getattr(getattr(owner, name, None), "_hydra_light", False):
        return
    _REPLACED.append((owner, name, vars(owner).get(name, _MISSING)))
    new._hydra_light = True
    setattr(owner, name, new)


def fast_extract_dates(obj: Any, _slow: Callable[[str], Any] | None = None) -> Any:
    """``jupyter_client.jsonutil.extract_dates``, the same result faster: every string in ``obj``
    (dicts and lists, walked) that is an ISO 8601 timestamp becomes a timezone-aware datetime (read
    by ``datetime.fromisoformat``; what it cannot read goes to jupyter_client's own parser), anything
    else stays as it is.

    >>> fast_extract_dates({"date": "2026-11-27T00:30:10.5Z", "msg_id": "x", "n": [1, "2"]})["date"]
    datetime.datetime(2026, 11, 27, 0, 30, 10, 500000, tzinfo=datetime.timezone.utc)
    """
    if isinstance(obj, dict):
        return {k: fast_extract_dates(v, _slow) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [fast_extract_dates(v, _slow) for v in obj]
    if isinstance(obj, str) and _ISO8601.match(obj):
        try:
            date = datetime.fromisoformat(obj[:-1] + "+00:00" if obj.endswith("Z") else obj)
        except ValueError:                       # e.g. Python 3.10 and 4 fractional digits
            date = None
        if date is None or date.tzinfo is None:  # naive: jupyter_client's warning and local time
            from jupyter_client.jsonutil import parse_date
            return (_slow or parse_date)(obj)
        return date
    return obj


def recv_without_poll() -> None:
    """``AsyncZMQSocketChannel.get_msg(timeout=None)`` receives the next message directly."""
    from jupyter_client.channels import AsyncZMQSocketChannel

    original = AsyncZMQSocketChannel.get_msg

    async def get_msg(self: Any, timeout: float | None = None) -> dict[str, Any]:
        if timeout is None:
            return await self._recv()            # type: ignore[no-any-return]
        return await original(self, timeout)     # type: ignore[no-any-return]

    _replace(AsyncZMQSocketChannel, "get_msg", get_msg)


def light_activity_watcher(manager_class: type) -> None:
    """``manager_class.start_watching_activity`` (jupyter_server's ``MappingKernelManager``) keeps
    ``last_activity`` and ``execution_state`` as before, reading only a message's header and parent
    header (and a status message's content)."""

    def start_watching_activity(self: Any, kernel_id: str) -> None:
        from jupyter_client.session import Session
        from jupyter_server._tz import utcnow

        kernel = self._kernels[kernel_id]
        kernel.reason = ""
        kernel.last_activity = utcnow()
        kernel._activity_stream = kernel.connect_iopub()
        session = Session(config=kernel.session.config, key=kernel.session.key)
        unpack = session.unpack

        def record_activity(msg_list: list[Any]) -> None:
            _idents, frames = session.feed_identities(msg_list)
            header = unpack(frames[1])
            msg_type = header.get("msg_type")
            parent_header = unpack(frames[2])
            parent_msg_type = parent_header.get("msg_type") if isinstance(parent_header, dict) else None
            if (self.track_message_type(msg_type) or self.track_message_type(parent_msg_type)
                    or kernel.execution_state == "busy"):
                self.last_kernel_activity = kernel.last_activity = utcnow()
            if msg_type == "status":
                execution_state = unpack(frames[4]).get("execution_state")
                if self.track_message_type(parent_msg_type):
                    kernel.execution_state = execution_state
                elif kernel.execution_state == "starting" and execution_state != "starting":
                    kernel.execution_state = "idle"

        kernel._activity_stream.on_recv(record_activity)

    _replace(manager_class, "start_watching_activity", start_watching_activity)


def skip_revalidation(exporter_class: type) -> None:
    """``exporter_class`` (Voilà's ``VoilaExporter``) does not validate the notebook again after
    each preprocessor."""

    def _validate_preprocessor(self: Any, nbc: Any, preprocessor: Any) -> None:
        return None

    _replace(exporter_class, "_validate_preprocessor", _validate_preprocessor)


def short_widget_repr() -> None:
    """In a page's kernel: a widget's display data carries a short ``text/plain`` (its class name)
    instead of ``repr(widget)``, which ipywidgets computes by walking every trait of the widget and
    its children (a page's whole widget tree, for its outermost widget) only to cut it to 110
    characters; Voilà shows the widget, never that text. The widget view part is ipywidgets' own."""
    import ipywidgets

    def _repr_mimebundle_(self: Any, **kwargs: Any) -> dict[str, Any]:
        data: dict[str, Any] = {"text/plain": f"{type(self).__name__}(…)"}
        if self._view_name is not None:
            data["application/vnd.jupyter.widget-view+json"] = {
                "version_major": 2, "version_minor": 0, "model_id": self._model_id}
        return data

    _replace(ipywidgets.Widget, "_repr_mimebundle_", _repr_mimebundle_)


def lighten_kernel() -> None:
    """What a warm page kernel (``--TutorVoila.page_pool``) does less: :func:`short_widget_repr`."""
    short_widget_repr()


def lighten_server() -> None:
    """All of the above, for the server process (``python -m tutor.course.serve``)."""
    import jupyter_client.session
    from jupyter_server.services.kernels.kernelmanager import MappingKernelManager
    from voila.exporter import VoilaExporter

    slow = jupyter_client.session.extract_dates

    def extract_dates(obj: Any) -> Any:
        return fast_extract_dates(obj, None)

    if not getattr(slow, "_hydra_light", False):
        _replace(jupyter_client.session, "extract_dates", extract_dates)
    recv_without_poll()
    light_activity_watcher(MappingKernelManager)
    skip_revalidation(VoilaExporter)


def undo() -> None:
    """Put back everything replaced (for tests)."""
    while _REPLACED:
        owner, name, original = _REPLACED.pop()
        if original is _MISSING:
            delattr(owner, name)
        else:
            setattr(owner, name, original)
