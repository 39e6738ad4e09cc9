"""A throwaway PostgreSQL server for the store's tests (issue 32): Debian's ``postgresql`` package, a
cluster in a temporary folder, listening on a unix socket there only, with trust authentication.

PostgreSQL refuses to run as root, so as root the cluster belongs to the ``postgres`` user (Debian's
package creates it), else ``nobody``, and is run through ``runuser``. Where no PostgreSQL is installed
(or psycopg is missing) :func:`start` says why in a sentence; the tests skip with it, except with the
environment variable ``CI`` set: there they fail (``scripts/run-tests`` installs the package as root).
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from dataclasses import dataclass

import pytest

__all__ = ["Server", "start", "missing", "postgres_url", "stores"]


@dataclass
class Server:
    url: str
    folder: str
    pg_ctl: str
    user: str | None

    def _run(self, *args: str) -> None:
        command = [self.pg_ctl, *args]
        if self.user:
            command = ["runuser", "-u", self.user, "--", *command]
        subprocess.run(command, check=True, capture_output=True, timeout=60)

    def stop(self) -> None:
        try:
            self._run("-D", os.path.join(self.folder, "data"), "-m", "immediate", "stop")
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)


def _binaries() -> str | None:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
    return os.path.dirname(found[-1]) if found else None


def missing() -> str:
    """Why no server can be started here ("" if one can)."""
    try:
        import psycopg  # noqa: F401
    except ImportError:
        return "psycopg (PyPI's psycopg[binary]) is not installed, so the PostgreSQL store cannot be tested"
    if _binaries() is None:
        return "Debian's postgresql is not installed (as root: apt-get install -y postgresql)"
    if os.geteuid() == 0 and shutil.which("runuser") is None:
        return "running as root without runuser, PostgreSQL cannot be started"
    return ""


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start() -> Server:
    """A new server (call ``stop()`` when done); RuntimeError with :func:`missing`'s sentence if none."""
    why = missing()
    if why:
        raise RuntimeError(why)
    binaries = _binaries()
    assert binaries is not None
    user = None
    if os.geteuid() == 0:
        try:
            user = pwd.getpwnam("postgres").pw_name
        except KeyError:
            user = "nobody"
    folder = tempfile.mkdtemp(prefix="hydra-pg-")
    os.chmod(folder, 0o755)
    if user:
        entry = pwd.getpwnam(user)
        os.chown(folder, entry.pw_uid, entry.pw_gid)
    data = os.path.join(folder, "data")
    port = _free_port()

    def run(*command: str) -> None:
        full = list(command)
        if user:
            full = ["runuser", "-u", user, "--", *full]
        subprocess.run(full, check=True, capture_output=True, timeout=120)

    run(os.path.join(binaries, "initdb"), "-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync")
    options = f"-k {folder} -p {port} -c listen_addresses='' -c fsync=off"
    run(os.path.join(binaries, "pg_ctl"), "-D", data, "-o", options, "-w", "-t", "60", "-l",
        os.path.join(folder, "log"), "start")
    return Server(f"postgresql://postgres@/postgres?host={folder}&port={port}", folder,
                  os.path.join(binaries, "pg_ctl"), user)


@pytest.fixture(scope="module")
def postgres_url():
    """A throwaway server's URL for a test module (import this fixture into it); skipped with the reason
    where none can be started, failed with CI set."""
    why = missing()
    if why:
        if os.environ.get("CI"):
            pytest.fail(f"CI is set but the PostgreSQL store cannot be tested: {why}")
        pytest.skip(why)
    server = start()
    yield server.url
    server.stop()


def stores(request, make):
    """A fixture's body for a store test run on both databases: ``request.param`` is ``"sqlite"`` or
    ``"postgresql"``; yields ``new()``, which makes a store with ``make(env)`` (``env`` with or without
    ``HYDRA_DATABASE_URL``), all closed at the end."""
    env = {} if request.param == "sqlite" else {"HYDRA_DATABASE_URL": request.getfixturevalue("postgres_url")}
    made = []

    def new():
        made.append(make(env))
        return made[-1]
    yield new
    for store in made:
        store.close()
