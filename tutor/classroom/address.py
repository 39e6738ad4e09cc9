"""The address learners open to join a class, whole: scheme, host, port and path.

The teacher's screen shows it (and its QR code), so it must work typed into a phone in the room.
Where the server is reached from the room is known best by whoever started it: ``bash
scripts/start-tutor --class`` sets :data:`PUBLIC_URL_ENV` to the machine's network address
(``http://192.168.1.20:8866/``), and its server's front door sends ``/?class=CODE`` on to the class
page (:func:`tutor.course.forward_target`), so the address is short to type:
``http://192.168.1.20:8866/?class=K7QM3``. Without it the address is the one the teacher's own page
was requested with (Voilà gives the kernel the request's URL, ``VOILA_REQUEST_URL``), and the class
page lies beside the teacher's page
(``/voila/render/teacher.ipynb`` -> ``/voila/render/class.ipynb``). Under JupyterHub the teacher's
page is on the teacher's own server, ``/user/TEACHER/...``, which answers no one else (403): the
address is then the hub's ``/hub/user-redirect/...``, which sends each learner to their own server
under their own login (deploy/hub_voila.py, docs/jupyterhub.md). Without either, the relative link.

>>> env = {"VOILA_REQUEST_URL": "http://10.0.0.5:8866/voila/render/teacher.ipynb?scenario=x"}
>>> join_address("K7QM3", env)
'http://10.0.0.5:8866/voila/render/class.ipynb?class=K7QM3'
>>> join_address("K7QM3", {**env, "HYDRA_PUBLIC_URL": "http://192.168.1.20:8866/"})
'http://192.168.1.20:8866/?class=K7QM3'
>>> hub = {"VOILA_REQUEST_URL": "https://hub.school.org/user/teacher/voila/render/teacher.ipynb",
...        "JUPYTERHUB_SERVICE_PREFIX": "/user/teacher/", "JUPYTERHUB_BASE_URL": "/"}
>>> join_address("K7QM3", hub)
'https://hub.school.org/hub/user-redirect/voila/render/class.ipynb?class=K7QM3'
>>> join_address("K7QM3", {})
'class.ipynb?class=K7QM3'
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from urllib.parse import urlencode, urlsplit

__all__ = ["join_address", "PUBLIC_URL_ENV", "CLASS_PAGE", "LOOPBACK_HOSTS", "is_loopback"]

#: Set by ``scripts/start-tutor``: the server's address as the room reaches it.
PUBLIC_URL_ENV = "HYDRA_PUBLIC_URL"
#: The learner's class page (notebooks/class.ipynb), served beside the teacher's dashboard.
CLASS_PAGE = "class.ipynb"
LOOPBACK_HOSTS = ("127.0.0.1", "localhost", "::1", "[::1]")


def is_loopback(url: str) -> bool:
    """Whether ``url`` names this machine only (no one else in the room can open it)."""
    host = (urlsplit(url).hostname or "").lower()
    return host in LOOPBACK_HOSTS or host.startswith("127.")


def _page_dir(environ: Mapping[str, str]) -> str:
    """The folder part of the teacher's page's path: ``/voila/render/``."""
    path = urlsplit(environ.get("VOILA_REQUEST_URL", "")).path or environ.get("SCRIPT_NAME", "")
    if "/" not in path:
        return "/voila/render/"
    folder = path.rsplit("/", 1)[0] + "/"
    prefix = environ.get("JUPYTERHUB_SERVICE_PREFIX", "")
    if prefix and folder.startswith(prefix):     # the teacher's own hub server: learners go through the hub
        base = environ.get("JUPYTERHUB_BASE_URL", "/").rstrip("/") + "/"
        return base + "hub/user-redirect/" + folder[len(prefix):]
    return folder


def join_address(code: str, environ: Mapping[str, str] | None = None, *, page: str = CLASS_PAGE,
                 key: str = "class") -> str:
    """The whole address of the class page for the class ``code`` (see the module's text); ``page`` and
    ``key`` another page beside it and its query key (a table's: ``table.ipynb?table=CODE``).

    >>> join_address("K7QM3", {"HYDRA_PUBLIC_URL": "http://192.168.1.20:8866/"}, page="table.ipynb", key="table")
    'http://192.168.1.20:8866/voila/render/table.ipynb?table=K7QM3'
    """
    env = os.environ if environ is None else environ
    query = "?" + urlencode({key: code})
    public = env.get(PUBLIC_URL_ENV, "").strip()
    request = env.get("VOILA_REQUEST_URL", "").strip()
    if public and page == CLASS_PAGE:      # start-tutor's server: its front door forwards ?class=
        return public.rstrip("/") + "/" + query
    if public:
        return public.rstrip("/") + "/voila/render/" + page + query
    if request:
        parts = urlsplit(request)
        if parts.scheme and parts.netloc:
            return f"{parts.scheme}://{parts.netloc}{_page_dir(env)}{page}{query}"
    return page + query
