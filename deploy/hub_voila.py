"""A learner's server under JupyterHub: the tutor's Voilà alone, behind the hub's login.

JupyterHub starts this (``Spawner.cmd``) instead of ``jupyterhub-singleuser``, once per learner:

    python deploy/hub_voila.py [more Voilà flags]

It is Voilà serving ``notebooks/`` as ``bash scripts/start-tutor`` does (the flags of
``scripts/voila-flags``, the front door of ``tutor.server.serve``), with three things more:

- **the hub's login**: JupyterHub's own OAuth identity provider and authorizer of
  ``jupyterhub-singleuser`` (``jupyterhub.singleuser.extension``), so only the learner who owns
  this server (and the hub's admins) get past any page; everyone else is sent to the hub's login
  or refused (403).
- **no code execution**: this is Voilà's own server, not a Jupyter server. It has no JupyterLab, no
  notebook editor, no terminals, no contents or sessions API and no ``POST /api/kernels``: the
  only kernels are the ones Voilà starts to render a page, and their websocket passes only widget
  messages (Voilà gives its kernel manager ``allowed_message_types``: comm_open, comm_msg,
  comm_close, comm_info_request, kernel_info_request, shutdown_request; an ``execute_request`` is
  dropped). tests/hub/test_lockdown.py checks both against the real hub.
- **the learner's name is the hub login**: a page asked for with another ``?name=`` (or none) is
  sent to the same page with ``?name=LOGIN``, and ``HYDRA_HUB_USER=LOGIN`` in the kernels'
  environment makes the tutor refuse any other name typed into a page
  (``tutor.progress.clean_name``). So a learner reads and writes only their own progress in the
  shared progress file.

Where to listen, the URL prefix and the folder come from the hub's environment
(``JUPYTERHUB_SERVICE_URL``, ``JUPYTERHUB_SERVICE_PREFIX``, ``JUPYTERHUB_ROOT_DIR``), as
``jupyterhub-singleuser`` takes them. With no kernel for ``HYDRA_HUB_IDLE_STOP`` seconds (1800;
0 never) the server stops itself, as ``--ServerApp.shutdown_no_activity_timeout`` did.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl, urlencode, urlparse

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:               # the tutor's packages, also when not installed
    sys.path.insert(0, str(REPO))


def voila_flags() -> list[str]:
    """scripts/voila-flags without its comments (as ``hydra_voila_flags`` in scripts/_setup.sh)."""
    lines = (REPO / "scripts" / "voila-flags").read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.strip().startswith("#")]


def replaced(flags: list[str], ours: list[str]) -> list[str]:
    """``flags`` with each flag of ``ours`` in place of the one of the same name (Voilà refuses a
    flag given twice), then ``ours``' new ones.

    >>> replaced(["--Voila.ip=127.0.0.1", "--no-browser"], ["--Voila.ip=", "--port=9"])
    ['--no-browser', '--Voila.ip=', '--port=9']
    """
    names = {flag.split("=", 1)[0] for flag in ours}
    return [flag for flag in flags if flag.split("=", 1)[0] not in names] + ours


def with_name(query: str, name: str) -> str | None:
    """The query string with ``name`` as its only ``name=``, or None when it is so already.

    >>> with_name("kind=trick&name=bruno", "ada")
    'kind=trick&name=ada'
    >>> with_name("", "ada"), with_name("name=ada&x=1", "ada")
    ('name=ada', None)
    >>> with_name("name=Ada&name=ada", "ada")
    'name=ada'
    """
    pairs = parse_qsl(query, keep_blank_values=True)
    if [value for key, value in pairs if key == "name"] == [name]:
        return None
    kept = [(key, value) for key, value in pairs if key != "name"]
    return urlencode([*kept, ("name", name)])


def hub_classes() -> tuple[type, type]:
    """The hub's identity provider (its OAuth callback and logout under this server's prefix, which
    Voilà does not add itself) and authorizer."""
    from jupyter_server.utils import url_path_join
    from jupyterhub.singleuser.extension import JupyterHubAuthorizer, JupyterHubIdentityProvider

    class HubIdentityProvider(JupyterHubIdentityProvider):  # type: ignore[misc]
        def __init__(self, **kwargs: Any) -> None:
            kwargs.pop("token", None)           # Voilà passes its own; the hub's is the API token
            super().__init__(**kwargs)

        def get_handlers(self) -> list[Any]:
            prefix = os.environ.get("JUPYTERHUB_SERVICE_PREFIX", "/")
            return [(url_path_join(prefix, path), *rest) for path, *rest in super().get_handlers()]

    return HubIdentityProvider, JupyterHubAuthorizer


def main(argv: list[str] | None = None) -> None:
    from tutor.server.quick_imports import skip_slow_optional_imports
    skip_slow_optional_imports()            # before jupyter_server, Voilà and JupyterHub import jsonschema
    from jupyter_server.utils import url_path_join
    from jupyterhub import __version__ as jupyterhub_version
    from tornado import ioloop, web
    from voila import __version__ as voila_version
    from voila.app import Voila
    from voila.tornado.handler import TornadoVoilaHandler

    from tutor.server.page_cookie import PageHandler
    from tutor.server.serve import front_door_handler

    user = os.environ.get("JUPYTERHUB_USER", "")
    if not user or not os.environ.get("JUPYTERHUB_SERVICE_URL"):
        raise SystemExit("hub_voila.py is started by JupyterHub (deploy/jupyterhub/jupyterhub_config.py): "
                         "JUPYTERHUB_USER and JUPYTERHUB_SERVICE_URL are missing.")
    os.environ["HYDRA_HUB_USER"] = user      # the kernels inherit it: the only name a page accepts
    service = urlparse(os.environ["JUPYTERHUB_SERVICE_URL"])
    prefix = os.environ.get("JUPYTERHUB_SERVICE_PREFIX", "/")
    root = os.environ.get("JUPYTERHUB_ROOT_DIR") or str(REPO / "notebooks")
    idle_stop = float(os.environ.get("HYDRA_HUB_IDLE_STOP", "1800") or 0)
    identity, authorizer = hub_classes()

    class LoginName(PageHandler):
        """A page (with the cookie its shutdown beacon needs, tutor.server.page_cookie): with ``?name=`` the
        hub's login name, else sent there first."""

        async def get(self, path: str | None = None) -> Any:
            if self.current_user is not None:           # (not logged in: Voilà sends to the login)
                query = with_name(self.request.query, user)
                if query is not None:
                    return self.redirect(f"{self.request.path}?{query}")
            return await super().get(path)

    class Version(web.RequestHandler):
        """``/user/NAME/api``: what the hub asks while the server starts; the header tells it the
        JupyterHub version this server's login speaks (as ``jupyterhub-singleuser`` does)."""

        def get(self) -> None:
            self.set_header("X-JupyterHub-Version", jupyterhub_version)
            self.finish({"version": voila_version})

    class HubVoila(Voila):  # type: ignore[misc]   # Voilà ships no types
        name = "voila"

        def init_handlers(self) -> list[Any]:
            handlers = [(pattern, LoginName if handler is TornadoVoilaHandler else handler, *rest)
                        for pattern, handler, *rest in super().init_handlers()]
            return [(self.server_url, front_door_handler(), {"base_url": self.base_url}),
                    (url_path_join(self.server_url, "api"), Version), *handlers]

        def start(self) -> None:
            if idle_stop > 0:
                last = [time.monotonic()]

                def check() -> None:
                    if self.kernel_manager.list_kernel_ids():
                        last[0] = time.monotonic()
                    elif time.monotonic() - last[0] > idle_stop:
                        self.log.info("No kernel for %.0f s: stopping this learner's server.", idle_stop)
                        ioloop.IOLoop.current().stop()
                ioloop.PeriodicCallback(check, 1000 * min(60.0, idle_stop / 2)).start()
            super().start()

    ours = [f"--Voila.ip={service.hostname or ''}",
            f"--port={service.port or (443 if service.scheme == 'https' else 80)}",
            f"--Voila.base_url={prefix}",
            *(sys.argv[1:] if argv is None else argv)]
    args = [*replaced(voila_flags(), ours), root]
    HubVoila.launch_instance(argv=args, identity_provider_class=identity, authorizer_class=authorizer)


if __name__ == "__main__":
    main()
