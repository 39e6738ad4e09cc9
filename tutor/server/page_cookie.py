"""Voilà's page handler with the ``_xsrf`` cookie, so that a page's kernel ends when the learner leaves it.

When a page is left (another page, a reload, a closed tab), Voilà's page sends the server a beacon,
``POST /voila/api/shutdown/KERNEL``, with the ``_xsrf`` value it reads from the page's cookies. Voilà's
page handler never asked tornado for that value, so tornado never set the cookie: every beacon was refused
("'_xsrf' argument missing from POST", 403), and the kernel of every page a learner left stayed until the
idle culler took it, ten minutes later (scripts/voila-flags). A class of thirty going through the course
left hundreds of kernels behind. :class:`PageHandler` reads the value while the page's request is
prepared, which sets the cookie (as JupyterLab's own page does); :func:`with_page_cookie` puts it in place
of Voilà's handler on Voilà's routes.
"""

from __future__ import annotations

from typing import Any

from voila.tornado.handler import TornadoVoilaHandler

__all__ = ["PageHandler", "with_page_cookie"]


class PageHandler(TornadoVoilaHandler):  # type: ignore[misc]   # Voilà ships no types
    """Voilà's page handler that sets the ``_xsrf`` cookie its page's shutdown beacon sends back."""

    # Any: jupyter_server's keyword arguments of prepare, passed on
    async def prepare(self, *args: Any, **kwargs: Any) -> None:
        await super().prepare(*args, **kwargs)
        _ = self.xsrf_token      # tornado sets the cookie the first time a request reads the value


# Any: tornado's routes, tuples of two to four parts, passed on
def with_page_cookie(handlers: list[Any]) -> list[Any]:
    """Voilà's routes with its page handler swapped for :class:`PageHandler` (the route and its options kept).

    >>> routes = with_page_cookie([("/voila/render/(.*)", TornadoVoilaHandler, {}), ("/x", object)])
    >>> [route[1].__name__ for route in routes]
    ['PageHandler', 'object']
    """
    return [(route[0], PageHandler, *route[2:]) if len(route) > 1 and route[1] is TornadoVoilaHandler else route
            for route in handlers]
