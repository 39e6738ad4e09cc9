"""``python -m tutor.course.serve [VOILÀ FLAGS] NOTEBOOK_DIR``: the tutor's one Voilà server.

It is Voilà serving the notebook directory (every page at ``/voila/render/NAME.ipynb``), with one
handler more: the address ``/`` is the tutor's front door. It redirects to the home page, and
forwards the old links of the days when the server served only the quiz (``/?exercise=ID``,
``/?name=``, ``/?kind=``) to the quiz and ``/?scenario=`` to the teacher's dashboard, query string
and all (:func:`tutor.course.forward_target`). ``scripts/start-tutor`` runs it with the flags of
``scripts/voila-flags``; everything else is Voilà's own.
"""

from __future__ import annotations

import sys
from typing import Any

__all__ = ["main", "front_door_handler"]


def front_door_handler() -> Any:
    """The tornado handler of ``/`` (made on demand: importing this module needs no Voilà)."""
    from jupyter_server.utils import url_path_join
    from tornado import web

    from .lessons import forward_target

    class FrontDoor(web.RequestHandler):
        def initialize(self, base_url: str = "/") -> None:
            self.base_url = base_url

        def get(self) -> None:
            self.redirect(url_path_join(self.base_url, "voila/render", forward_target(self.request.query)))

        head = get

    return FrontDoor


def main(argv: list[str] | None = None) -> None:
    from voila.app import Voila

    class TutorVoila(Voila):  # type: ignore[misc]   # Voilà ships no types
        name = "voila"

        def init_handlers(self) -> list[Any]:
            handlers: list[Any] = super().init_handlers()
            if self.notebook_path:                       # one notebook: Voilà's own "/" is it
                return handlers
            return [(self.server_url, front_door_handler(), {"base_url": self.base_url}), *handlers]

    TutorVoila.launch_instance(argv=sys.argv[1:] if argv is None else argv)


if __name__ == "__main__":
    main()
