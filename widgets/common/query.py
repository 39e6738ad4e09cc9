"""The learner's query string in a preheated kernel, without importing ``voila.utils``.

Voilà can keep a pool of kernels that have already run a notebook (``--preheat_kernel``, see
``scripts/voila-class-flags``). Such a kernel runs before any learner asked for the page, so the
page's ``?exercise=`` / ``?name=`` / ``?class=`` reach it only later: the kernel asks Voilà's
``/voila/query/<kernel id>`` websocket, which answers with the request's details as JSON once the
kernel is handed to a learner. ``voila.utils.get_query_string`` does exactly that, but importing
``voila.utils`` in the kernel costs about 1.4 CPU-seconds and 45 MiB (it pulls in the whole Voilà
server), which is what a preheated kernel should not spend (docs/class.md). This module does the
same read with the ``websockets`` package Voilà itself depends on.

>>> import os
>>> request_query_string({"QUERY_STRING": "exercise=t-r1-1-0000"})   # not preheated: the environment
'exercise=t-r1-1-0000'
>>> request_query_string({})
''
"""

from __future__ import annotations

import asyncio
import html
import json
import os
import sys
import threading
from collections.abc import Mapping, MutableMapping, Sequence

from tutor.links import query_value

__all__ = ["address_html", "in_voila", "preheated", "query_url", "request_query_string", "page_query", "QUERY_MAX",
           "NAME_QUERY_MAX"]

#: How much of a query value a page reads (a deal code or a rule set is short; a name has its own limit).
QUERY_MAX = 40
NAME_QUERY_MAX = 80

#: How long to try to open the query websocket (Voilà's own helper gives up after 5 s; under the
#: load of a class arriving, a little more patience costs nothing).
OPEN_TIMEOUT = 20.0
ATTEMPTS = 3


def in_voila(environ: Mapping[str, str] | None = None) -> bool:
    """Whether this kernel runs a Voilà page (Voilà starts every page's kernel with ``VOILA_PREHEAT``
    in its environment, ``"False"`` or ``"True"``; JupyterLab, nbconvert and nbval do not).

    >>> in_voila({"VOILA_PREHEAT": "False"}), in_voila({})
    (True, False)
    """
    env = os.environ if environ is None else environ
    return "VOILA_PREHEAT" in env


def preheated(environ: Mapping[str, str] | None = None) -> bool:
    """Whether this kernel is one of Voilà's preheated ones (it then sets ``VOILA_PREHEAT``)."""
    env = os.environ if environ is None else environ
    return env.get("VOILA_PREHEAT", "False") not in ("", "False")


def query_url(environ: Mapping[str, str]) -> str:
    """The websocket Voilà answers a preheated kernel's request on (as ``voila.utils`` builds it).

    >>> query_url({"VOILA_APP_PORT": "9000", "VOILA_KERNEL_ID": "k1"})
    'ws://127.0.0.1:9000/voila/query/k1'
    """
    base = environ.get("VOILA_WS_BASE_URL", environ.get("VOILA_SERVER_URL", "/"))
    return (f"{environ.get('VOILA_WS_PROTOCOL', 'ws')}://{environ.get('VOILA_APP_IP', '127.0.0.1')}:"
            f"{environ.get('VOILA_APP_PORT', '8866')}{base}voila/query/{environ.get('VOILA_KERNEL_ID', '')}")


def _read(url: str) -> str | None:
    from websockets.asyncio.client import connect

    async def read() -> str | None:
        async with connect(url, open_timeout=OPEN_TIMEOUT) as socket:
            message = await socket.recv()
        return message if isinstance(message, str) else message.decode("utf-8")

    got: list[str | None] = [None]

    def run() -> None:                     # in a thread of its own: the kernel's loop is running
        for _ in range(ATTEMPTS):
            try:
                got[0] = asyncio.new_event_loop().run_until_complete(read())
                return
            except Exception as error:     # a refused or timed-out connection: try again
                print(f"hydra-tutor: waiting for the page's request failed ({error}); retrying",
                      file=sys.stderr)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join()
    return got[0]


def request_query_string(environ: MutableMapping[str, str] | None = None) -> str:
    """The page's query string: at once in a normal kernel, after the learner's request in a
    preheated one (the request's details are copied into ``environ``, as Voilà does)."""
    env: MutableMapping[str, str] = os.environ if environ is None else environ
    if preheated(env):
        info = _read(query_url(env))
        if info:
            try:
                details = json.loads(info)
            except ValueError:
                details = {}
            if isinstance(details, dict):
                for key, value in details.items():
                    env[str(key)] = str(value)
    return env.get("QUERY_STRING", "") or ""


#: Run by the broken image of :func:`address_html` each time its HTML is drawn: sets (or, for null,
#: removes) its query keys in the address bar with history.replaceState, keeping the other keys.
#: (``window.URL``: in an inline handler ``URL`` is ``document.URL``, a string.)
_ADDRESS_JS = ("window.__hydraAddress=(window.__hydraAddress||0)+1;"
               "try{var q=JSON.parse(this.getAttribute('data-query'));var u=new window.URL(window.location.href);"
               "for(var k in q){if(q[k]===null){u.searchParams.delete(k)}else{u.searchParams.set(k,q[k])}}"
               "if(u.href!==window.location.href){window.history.replaceState(window.history.state,'',u.href)}"
               "}catch(e){}")


def address_html(**query: str | None) -> str:
    """HTML that writes ``query`` into the page's address (``?name=Ada``), so that a reload or a copied
    link keeps it; ``None`` removes a key, the page's other keys stay. Shown in a widget's HTML, it runs
    each time that HTML is drawn (a broken image's onerror, as ``widgets.common.connection.script_html``);
    the values travel as escaped JSON in an attribute and reach the address only through URL encoding.

    >>> address_html(name="<b>Ada</b>")
    '<img class="hydra-address" src="data:," alt="" hidden style="display:none" data-query="{&quot;name&quot;: &quot;&lt;b&gt;Ada&lt;/b&gt;&quot;}" onerror="...'
    """  # noqa: E501 - the doctest's expected output is one line
    data = html.escape(json.dumps(query), quote=True)
    return (f'<img class="hydra-address" src="data:," alt="" hidden style="display:none" data-query="{data}" '
            f'onerror="{html.escape(_ADDRESS_JS, quote=True)}">')


def page_query(query: str, keys: Sequence[str]) -> tuple[dict[str, str | None], str | None]:
    """The values of ``keys`` in a play page's query string (each cut to QUERY_MAX characters, None where
    absent), and the learner's ``?name=`` with its spaces made single (None where absent).

    >>> page_query("deal=4711-2&name=%20Ada%20%20L.&rules=hausrunde", ("deal", "rules"))
    ({'deal': '4711-2', 'rules': 'hausrunde'}, 'Ada L.')
    >>> page_query("", ("deal",))
    ({'deal': None}, None)
    """
    values = {key: (value[:QUERY_MAX] if value is not None else None)
              for key, value in ((key, query_value(query, key)) for key in keys)}
    name = query_value(query, "name")
    return values, (" ".join(name.split())[:NAME_QUERY_MAX] if name else None)
