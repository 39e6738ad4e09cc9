"""The learner's name under JupyterHub, without a hub: deploy/hub_voila.py sends every page to
``?name=LOGIN`` and sets ``HYDRA_HUB_USER=LOGIN`` for the kernels, and then the tutor takes no
other name (``tutor.progress.clean_name``), so no page reads or writes another learner's progress
(issue 23). tests/hub/test_jupyterhub.py checks the same with the real hub."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from tutor.progress import ProgressStore, clean_name

REPO = Path(__file__).resolve().parents[2]


def hub_voila():
    spec = importlib.util.spec_from_file_location("hub_voila", REPO / "deploy" / "hub_voila.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_without_a_hub_any_name_is_taken(monkeypatch):
    monkeypatch.delenv("HYDRA_HUB_USER", raising=False)
    assert clean_name(" Bruno ") == "Bruno"


def test_under_the_hub_only_the_login_is_taken(monkeypatch, tmp_path):
    monkeypatch.setenv("HYDRA_HUB_USER", "ada")
    assert clean_name("ada") == "ada"
    assert clean_name(" Ada ") == "ada"                 # the login's spelling, as the hub keeps it
    for other in ("bruno", "ada2", "Ada Lovelace"):
        with pytest.raises(ValueError, match="logged in as “ada”"):
            clean_name(other)
    with pytest.raises(ValueError, match="Please type your name"):
        clean_name("   ")
    # the progress store (every page's way to a learner) refuses too, and creates no learner
    store = ProgressStore(tmp_path)
    try:
        with pytest.raises(ValueError):
            store.learner("bruno")
        assert [learner.name for learner in store.learners()] == []
        assert store.learner("ADA").name == "ada"
    finally:
        store.close()


def test_every_page_is_sent_to_the_login_name():
    with_name = hub_voila().with_name
    assert with_name("", "ada") == "name=ada"
    assert with_name("name=bruno&kind=trick", "ada") == "kind=trick&name=ada"
    assert with_name("name=ada&name=bruno", "ada") == "name=ada"
    assert with_name("class=B3H3C&name=ada", "ada") is None          # already so: no redirect
    assert with_name("name=ada", "anna lena") == "name=anna+lena"


def test_the_hub_flags_replace_start_tutors():
    module = hub_voila()
    flags = module.voila_flags()
    assert "--Voila.ip=127.0.0.1" in flags and "--show_tracebacks=False" in flags
    args = module.replaced(flags, ["--Voila.ip=", "--port=9000"])
    assert [a for a in args if a.startswith("--Voila.ip")] == ["--Voila.ip="]
    assert "--show_tracebacks=False" in args and args[-1] == "--port=9000"


@pytest.mark.hub
def test_a_learners_server_without_kernels_stops_itself(tmp_path):
    """deploy/hub_voila.py with the environment JupyterHub gives it (no hub needed to start it):
    it answers the hub's /api with its version header, and with no kernel for HYDRA_HUB_IDLE_STOP
    seconds it exits by itself."""
    import os

    try:
        import jupyterhub  # noqa: F401
    except ImportError:
        if os.environ.get("CI", "").strip().lower() not in ("", "0", "false", "no"):
            pytest.fail("jupyterhub is not installed (CI is set, so this is a failure, not a skip)")
        pytest.skip("jupyterhub is not installed: pip install -e '.[test]'")
    import socket
    import subprocess
    import sys
    import time
    import urllib.request

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    env = dict(os.environ, JUPYTERHUB_USER="ada", JUPYTERHUB_SERVICE_URL=f"http://127.0.0.1:{port}/user/ada/",
               JUPYTERHUB_SERVICE_PREFIX="/user/ada/", JUPYTERHUB_API_TOKEN="unused",
               JUPYTERHUB_API_URL="http://127.0.0.1:9/hub/api", JUPYTERHUB_CLIENT_ID="jupyterhub-user-ada",
               JUPYTERHUB_OAUTH_CALLBACK_URL="/user/ada/oauth_callback", HYDRA_HUB_IDLE_STOP="4",
               HOME=str(tmp_path), JUPYTER_RUNTIME_DIR=str(tmp_path / "runtime"))
    process = subprocess.Popen([sys.executable, str(REPO / "deploy" / "hub_voila.py")], env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 180
        header = None
        while header is None and time.monotonic() < deadline and process.poll() is None:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/user/ada/api", timeout=5) as response:
                    header = response.headers.get("X-JupyterHub-Version")
            except OSError:
                time.sleep(0.5)
        assert header, "the server did not answer /user/ada/api with its version header"
        assert process.wait(timeout=60) == 0
        assert b"No kernel for 4 s" in process.stdout.read()
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
