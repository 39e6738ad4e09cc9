"""Less work for the tutor's Voilà server per kernel message (issue 23: a class opening one lesson).

A lesson page's kernel sends the server some hundreds of messages while the page is drawn (every
widget's ``comm_open``, its updates, every output, a busy/idle pair per cell), and the server reads
each one twice: Voilà's executor (nbclient) for the page, and jupyter_server's activity watcher,
which only notes that the kernel was active (for culling idle kernels). Profiled with py-spy under 9
learners opening lesson 01 at once (``benchmarks/page_load.py``), reading messages was about half of
the server's CPU: date parsing in ``jupyter_client``'s ``extract_dates`` (dateutil's pure-Python
``isoparse``, two dates a message) 14 %, the activity watcher 20 %, an extra ``poll`` before every
``recv`` 8 %, and the notebook's JSON-schema validation once more for every page 5 %.
:func:`lighten_server` (called by ``python -m tutor.server.serve`` before Voilà starts) makes
the first cheaper without changing what the server does. (A lighter activity watcher, receiving
without the extra ``poll`` and skipping the second validation were measured too, about a third of the
server's time together, but each had to replace or call a private method of jupyter_server,
jupyter_client or Voilà, which this project's code does not do.)

- :func:`fast_extract_dates`: the same dates, parsed by ``datetime.fromisoformat`` (C) where it can;

In every page's kernel (run by the kernel template, tutor.server.kernel_fork, before any kernel is
forked from it, and by a warm kernel), :func:`lighten_kernel` gives widgets a short ``text/plain``
(:func:`short_widget_repr`: a tenth of a second less for a step page, issue 34).

With ``orjson`` installed (a dependency of the tutor), jupyter_client packs and unpacks messages with
it, on the server and in the kernels. Each function is idempotent and can be undone in tests
(:func:`undo`).
"""

from __future__ import annotations

import re
from datetime import datetime
from types import ModuleType
from collections.abc import Callable
from typing import Any

__all__ = ["lighten_server", "lighten_kernel", "short_widget_repr", "fast_extract_dates", "undo"]

#: What each patch replaced: (class or module, attribute name, the original: object, any attribute), for
#: :func:`undo`.
_REPLACED: list[tuple[type | ModuleType, str, object]] = []

_MISSING = object()
_ISO8601 = re.compile(r"^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(\.\d{1,6})?(Z|([\+\-]\d{2}:?\d{2}))?$")


def _replace(owner: type | ModuleType, name: str, new: Callable[..., object]) -> None:  # object: any function
    if getattr(getattr(owner, name, None), "hydra_light", False):
        return
    _REPLACED.append((owner, name, vars(owner).get(name, _MISSING)))
    vars(new)["hydra_light"] = True             # the mark the check above reads (on a function made here)
    setattr(owner, name, new)


# obj: a Jupyter message's JSON as jupyter_client hands it on, untyped; the same shape comes back
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


def short_widget_repr() -> None:
    """In a page's kernel: a widget's display data carries a short ``text/plain`` (its class name)
    instead of ``repr(widget)``, which ipywidgets computes by walking every trait of the widget and
    its children (a page's whole widget tree, for its outermost widget) only to cut it to 110
    characters; Voilà shows the widget, never that text. The widget view part is ipywidgets' own."""
    import ipywidgets

    # self: any ipywidgets.Widget (untyped to mypy); kwargs: IPython's include/exclude, not used
    def _repr_mimebundle_(self: Any, **kwargs: Any) -> dict[str, Any]:
        data: dict[str, Any] = {"text/plain": f"{type(self).__name__}(…)"}  # Any: a display bundle
        if self._view_name is not None:
            data["application/vnd.jupyter.widget-view+json"] = {
                "version_major": 2, "version_minor": 0, "model_id": self._model_id}
        return data

    _replace(ipywidgets.Widget, "_repr_mimebundle_", _repr_mimebundle_)


def lighten_kernel() -> None:
    """What a page's kernel (forked from the kernel template, or a warm one: ``--TutorVoila.page_pool``)
    does less: :func:`short_widget_repr`."""
    short_widget_repr()


def lighten_server() -> None:
    """All of the above, for the server process (``python -m tutor.server.serve``)."""
    import jupyter_client.session

    slow = jupyter_client.session.extract_dates

    def extract_dates(obj: Any) -> Any:          # obj: a message's JSON, untyped (as above)
        return fast_extract_dates(obj, None)

    if not getattr(slow, "hydra_light", False):
        _replace(jupyter_client.session, "extract_dates", extract_dates)


def undo() -> None:
    """Put back everything replaced (for tests)."""
    while _REPLACED:
        owner, name, original = _REPLACED.pop()
        if original is _MISSING:
            delattr(owner, name)
        else:
            setattr(owner, name, original)
