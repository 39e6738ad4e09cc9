"""Voilà's scripts kept by the browser between pages, instead of asked for again on every page.

A tutor page loads about 90 scripts: Voilà's own (``/voila/static/NNNN.voila.js``) and the widget
extensions' (``/voila/labextensions/EXT/static/NAME.HASH.js``). Voilà serves the extensions' with
``Cache-Control: no-cache`` and its own with no cache header at all, so a browser asks the server again
for each of them on each page: the answer is "not modified" (304), but it is 90 requests before the page
can draw, each a round trip over the room's network and a request the server handles. Without the
header, how long a browser trusts its copy is its own guess, a tenth of the file's age: days for an
install a month old, seconds for one just made (as in CI, where every page load asked 90 times).
:func:`cached_static_handlers` swaps the two handlers for ones that say how long:

- an extension's file whose name carries its content's hash (``remoteEntry.3a9f...js``, ``704.6a82...js``)
  never changes under that name: ``immutable``, for a year, as JupyterLab serves such files;
- any other file (Voilà's numbered chunks, an extension's ``style.js``) for :data:`SCRIPTS_MAX_AGE`
  seconds: they change only when the tutor's Voilà is upgraded, and a phone then has the new ones within
  the hour.

Measured on a step lesson loaded again in the same tab, with the files just installed (as CI has them):
90 requests answered 304 on every load before, none after.
"""

from __future__ import annotations

import re
from typing import Any

from jupyter_server.base.handlers import FileFindHandler
from voila.static_file_handler import MultiStaticFileHandler

__all__ = ["SCRIPTS_MAX_AGE", "HASHED_NAME", "VoilaScriptsHandler", "ExtensionFilesHandler", "cached_static_handlers"]

#: Seconds a browser keeps Voilà's own scripts (and an extension's file with no hash in its name).
SCRIPTS_MAX_AGE = 3600
#: A file name that carries its content's hash: ``NAME.HEX.js`` (webpack's ``[name].[contenthash]``).
HASHED_NAME = re.compile(r"\.[0-9a-f]{16,}\.(js|css|woff2?|svg|png)$")


class VoilaScriptsHandler(MultiStaticFileHandler):  # type: ignore[misc]   # Voilà ships no types
    """``/voila/static/``: Voilà's own files, kept for :data:`SCRIPTS_MAX_AGE` seconds."""

    def get_cache_time(self, path: str, modified: Any, mime_type: str) -> int:   # Any: tornado's datetime | None
        """A versioned address (``?v=``) for ten years, as tornado does; any other for an hour."""
        return int(super().get_cache_time(path, modified, mime_type)) or SCRIPTS_MAX_AGE


class ExtensionFilesHandler(FileFindHandler):
    """``/voila/labextensions/``: a file named by its hash is immutable; any other is kept for
    :data:`SCRIPTS_MAX_AGE` seconds (Voilà's handler said ``no-cache`` for all)."""

    def set_headers(self) -> None:
        super().set_headers()
        if HASHED_NAME.search(self.request.path):
            self.set_header("Cache-Control", "public, max-age=31536000, immutable")
        else:
            self.set_header("Cache-Control", f"public, max-age={SCRIPTS_MAX_AGE}")


# Any: tornado's routes, tuples of two to four parts of several types, passed on as they are
def cached_static_handlers(handlers: list[Any]) -> list[Any]:
    """Voilà's routes with its two script handlers swapped for :class:`VoilaScriptsHandler` and
    :class:`ExtensionFilesHandler` (the same paths and options); any other route as it is.

    >>> from voila.static_file_handler import MultiStaticFileHandler
    >>> routes = cached_static_handlers([("/voila/static/(.*)", MultiStaticFileHandler, {"paths": ["/x"]}),
    ...                                  ("/voila/render/(.*)", object)])
    >>> [r[1].__name__ for r in routes]
    ['VoilaScriptsHandler', 'object']
    """
    swapped: list[Any] = []                          # Any: (as above)
    for route in handlers:
        if isinstance(route, tuple) and len(route) >= 2 and isinstance(route[1], type):
            if route[1] is MultiStaticFileHandler and str(route[0]).endswith("/voila/static/(.*)"):
                route = (route[0], VoilaScriptsHandler, *route[2:])
            elif route[1] is FileFindHandler and str(route[0]).endswith("/voila/labextensions/(.*)"):
                route = (route[0], ExtensionFilesHandler, *route[2:])
        swapped.append(route)
    return swapped
