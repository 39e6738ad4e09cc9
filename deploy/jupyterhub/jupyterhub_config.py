"""JupyterHub for the Hydra rules tutor on one machine: each learner logs in and lands on the tutor's
home page, served by the tutor's Voilà alone (no Jupyter server: learners run no code).

    HYDRA_HUB_PASSWORD=... .venv/bin/jupyterhub -f deploy/jupyterhub/jupyterhub_config.py

then open http://127.0.0.1:8000/ (``HYDRA_HUB_PORT``, ``HYDRA_HUB_IP``). docs/jupyterhub.md says
more; tests/hub/test_jupyterhub.py runs it for real (two learners log in, each gets the quiz; no
learner reaches JupyterLab, a kernel API or another learner's progress).

How it fits together (JupyterHub's and Voilà's own parts, and deploy/hub_voila.py joining them):
- the **authenticator** is JupyterHub's SharedPasswordAuthenticator: any user name, the class's one
  password. Good for a classroom on a trusted network; anything wider needs a real one (a
  school's OAuth/LDAP); the rest of this file stays the same.
- the **spawner** is SimpleLocalProcessSpawner: every learner's server is a process of the user who
  runs the hub (no system accounts), serving ``notebooks/`` of this checkout.
- each learner's server is ``deploy/hub_voila.py``: Voilà's own server (no JupyterLab, no
  terminals, no contents or kernel-starting API; its kernels take widget messages only) behind the
  hub's OAuth login, with the tutor's front door at ``/user/NAME/`` (the home page); every page is
  at ``/user/NAME/voila/render/PAGE.ipynb?name=NAME``, and the pages link each other relatively.
- progress: every learner's server writes the same SQLite file (``HYDRA_DATA_DIR``, by default the
  hub's state directory), as ``bash scripts/start-tutor`` does; the hub login is the learner's name
  there (hub_voila.py sends every page to ``?name=LOGIN`` and the tutor refuses any other name).
- the **proxy** is configurable-http-proxy (npm). It is looked for in ``HYDRA_HUB_PROXY``, then in
  ``.venv/hub-proxy`` (where ``bash scripts/run-tests`` installs it), then on PATH.
"""

import os
import shutil
import sys
from pathlib import Path

c = get_config()  # type: ignore[name-defined]  # noqa: F821 - JupyterHub provides get_config

REPO = Path(__file__).resolve().parents[2]
NOTEBOOKS = REPO / "notebooks"
VENV_BIN = Path(sys.executable).parent          # the hub runs in the tutor's .venv
STATE = Path(os.environ.get("HYDRA_HUB_STATE") or Path.home() / ".local/share/hydra-tutor/hub").resolve()
STATE.mkdir(parents=True, exist_ok=True)
DATA_DIR = os.environ.get("HYDRA_DATA_DIR") or str(STATE / "progress")


def _proxy_command() -> list[str]:
    candidates = [os.environ.get("HYDRA_HUB_PROXY", ""),
                  str(REPO / ".venv/hub-proxy/node_modules/.bin/configurable-http-proxy"),
                  shutil.which("configurable-http-proxy") or ""]
    for candidate in candidates:
        if candidate and os.access(candidate, os.X_OK):
            return [candidate]
    return ["configurable-http-proxy"]        # JupyterHub then says it is missing


# --- where the hub listens and keeps its state ------------------------------------------------------
ip = os.environ.get("HYDRA_HUB_IP", "127.0.0.1")
c.JupyterHub.bind_url = f"http://{ip}:{int(os.environ.get('HYDRA_HUB_PORT', '8000'))}"
c.JupyterHub.hub_ip = "127.0.0.1"
c.JupyterHub.hub_port = int(os.environ.get("HYDRA_HUB_API_PORT", "8081"))
c.ConfigurableHTTPProxy.api_url = f"http://127.0.0.1:{int(os.environ.get('HYDRA_HUB_PROXY_API_PORT', '8001'))}"
c.ConfigurableHTTPProxy.command = _proxy_command()
c.ConfigurableHTTPProxy.pid_file = str(STATE / "proxy.pid")
c.ConfigurableHTTPProxy.should_start = True
c.JupyterHub.db_url = f"sqlite:///{STATE / 'jupyterhub.sqlite'}"
c.JupyterHub.cookie_secret_file = str(STATE / "jupyterhub_cookie_secret")
c.JupyterHub.pid_file = str(STATE / "jupyterhub.pid")
c.JupyterHub.cleanup_servers = True            # stopping the hub stops the learners' servers

# --- who may log in -------------------------------------------------------------------------------
c.JupyterHub.authenticator_class = "shared-password"     # SharedPasswordAuthenticator (JupyterHub >= 5.3)
password = os.environ.get("HYDRA_HUB_PASSWORD", "")
if len(password) < 8:
    raise SystemExit("Set HYDRA_HUB_PASSWORD to the password every learner types, 8 characters or more "
                     "(see docs/jupyterhub.md).")
c.SharedPasswordAuthenticator.user_password = password
c.Authenticator.allow_all = True               # any name with the class's password
c.Authenticator.admin_users = {n for n in os.environ.get("HYDRA_HUB_ADMINS", "").split(",") if n}

# --- each learner's server: the tutor's Voilà alone (deploy/hub_voila.py), behind the hub's login ---
c.JupyterHub.spawner_class = "simple"          # SimpleLocalProcessSpawner: processes of this user
# Not jupyterhub-singleuser (a Jupyter server, with JupyterLab and a kernel API that runs any code):
# Voilà's own server, whose kernels take widget messages only; the name on every page is the login.
c.Spawner.cmd = [str(VENV_BIN / "python"), str(REPO / "deploy" / "hub_voila.py")]
c.Spawner.notebook_dir = str(NOTEBOOKS)        # Voilà serves the tutor's pages from here
# HOME of each learner's server: Jupyter's runtime files go there, never into the checkout.
c.SimpleLocalProcessSpawner.home_dir_template = str(STATE / "home" / "{username}")


def _make_home(spawner) -> None:
    Path(spawner.home_dir).mkdir(parents=True, exist_ok=True)


c.Spawner.pre_spawn_hook = _make_home
c.Spawner.http_timeout = 120                   # a class logging in at once starts many servers
c.Spawner.start_timeout = 120
c.Spawner.environment = {
    "HYDRA_DATA_DIR": DATA_DIR,
    # kernels must be this environment's Python (as scripts/_setup.sh sets for start-tutor)
    "JUPYTER_PREFER_ENV_PATH": "1",
    "JUPYTER_PLATFORM_DIRS": "1",
    "PATH": f"{VENV_BIN}{os.pathsep}{os.environ.get('PATH', '')}",
}
# deploy/hub_voila.py passes the flags of scripts/voila-flags (no tracebacks, a 60 s IOPub wait,
# idle kernels culled after 10 minutes) and stops a learner's server 30 minutes after its last
# kernel (HYDRA_HUB_IDLE_STOP); more Voilà flags can go here.
c.Spawner.args = []
c.Spawner.mem_limit = None                     # SimpleLocalProcessSpawner cannot enforce limits
