"""Kernels forked from one process that has imported the tutor already: a kernel in a tenth of a second.

A Jupyter kernel is a new Python process that imports ipykernel, IPython, zmq, and then the page's
modules (the engine, the tutor, the widgets, pandas): 1.5 to 2.5 CPU-seconds each. Thirty learners
arriving at once on two cores wait for sixty of those (a kernel for the page, and Voilà's pool
refilling). Here one **template** process (``python -m tutor.server.kernel_fork SOCKET``, started by
:func:`start_template` with the server) imports all that once and waits on a Unix socket; each
kernel is a ``fork()`` of it, which runs ipykernel's own ``IPKernelApp`` with the command's
arguments (the connection file), in the request's environment and working directory: what
``python -m ipykernel_launcher -f FILE`` would do, without the imports. The forked kernels share the
template's memory until they write to it.

:class:`ForkProvisioner` is jupyter_client's local provisioner that asks the template instead of
starting a process (``--TutorVoila.fork_kernels``, tutor/server/serve.py); if the template does not
answer, it starts the kernel as usual. What a fork inherits and must not share is made fresh in the
child: the random generators (Python's and numpy's, else every learner's quiz would draw the same
exercises), the signal handlers, the session (each kernel is its own process group, as with
``start_new_session``), the template's socket; and what a module does for the running kernel when
it is imported, which in the template was before any kernel, is done for each one (ipywidgets' comm
targets, which the page's widget manager asks for its widgets' states; ipykernel's parent to
watch). The template runs no thread (BLAS pools are kept to one thread) so that a fork is safe,
and dies with the server (``PR_SET_PDEATHSIG``); a kernel whose template is gone notices it as
ipykernel's parent poller does and ends. The template's objects are frozen out of the kernels' garbage
collections (``gc.freeze``), which would have written to the template's memory that each kernel shares, page
by page.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from typing import Any, NoReturn, TypedDict

__all__ = ["ForkedProcess", "start_template", "template_ready", "use_template", "TEMPLATE_IMPORTS", "PROVISIONER_NAME",
           "register_provisioner"]

#: What the template imports before any kernel is forked: what every kernel needs (ipykernel and
#: what it imports, also what it imports only while it starts: its debugger, which imports debugpy,
#: and psutil, which jupyter_client's list of local addresses imports; in each kernel that was a
#: second of its start, issue 34) and what the pages import first (tutor.server.serve.WARM_IMPORTS), then every
#: game through the tutor's registry (tutor.server.every_game).
TEMPLATE_IMPORTS = ("ipykernel.kernelapp", "ipykernel.ipkernel", "ipykernel.debugger", "psutil",
                    "jupyter_client.localinterfaces", "IPython", "hydra", "tutor", "tutor.course",
                    "tutor.classroom", "tutor.exercises", "pandas", "ipywidgets", "widgets",
                    "widgets.course.lesson", "widgets.hydra.course.tryit", "widgets.hydra.course.tables",
                    "widgets.tables", "widgets.hydra.course.models",
                    "widgets.common.nav", "widgets.course.home", "widgets.quiz", "widgets.classroom",
                    "widgets.hydra.teacher", "tutor.server.every_game")

#: The provisioner's name for jupyter_client's KernelProvisionerFactory.
PROVISIONER_NAME = "hydra-fork-provisioner"

#: One thread for the BLAS libraries numpy may load: a process with threads cannot be forked safely.
ONE_THREAD = {"OPENBLAS_NUM_THREADS": "1", "OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1"}


# --- the template (its own process) ---------------------------------------------------------------

def _read_line(conn: socket.socket) -> bytes:
    """What ``conn`` sends up to a newline (or until it closes)."""
    data = b""
    while not data.endswith(b"\n"):
        chunk = conn.recv(65536)
        if not chunk:
            break
        data += chunk
    return data


def _die_with_parent() -> None:
    """Ask Linux to end this process when its parent (the server) ends."""
    try:
        import ctypes
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, signal.SIGTERM)          # PR_SET_PDEATHSIG
    except Exception:                          # not Linux: the server ends it at exit instead
        pass


class KernelRequest(TypedDict):
    """What the server asks the template for: a kernel with this command line, environment and directory."""

    argv: list[str]
    env: dict[str, str]
    cwd: str


def _run_kernel(request: KernelRequest) -> NoReturn:
    """In the forked child: become the kernel the request describes (never returns)."""
    code = 1
    try:
        os.setsid()
        signal.signal(signal.SIGCHLD, signal.SIG_DFL)
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        signal.signal(signal.SIGINT, signal.default_int_handler)
        os.chdir(request["cwd"])
        os.environ.clear()
        os.environ.update(request["env"])
        devnull = os.open(os.devnull, os.O_RDONLY)
        os.dup2(devnull, 0)
        os.close(devnull)
        import random
        random.seed()
        if "numpy" in sys.modules:
            sys.modules["numpy"].random.seed()
        argv = list(request["argv"])
        # ``python -m ipykernel_launcher ARGS``: what follows the module is the app's
        args = argv[argv.index("ipykernel_launcher") + 1:] if "ipykernel_launcher" in argv else argv[1:]
        # ipykernel reads JPY_PARENT_PID when it is imported, which the template did before this
        # request: name the parent to watch (this kernel's, the template, which ends with the server)
        args.append(f"--IPKernelApp.parent_handle={os.getppid()}")
        from ipykernel import kernelapp
        app = kernelapp.IPKernelApp.instance()       # what launch_new_instance does, with one step between
        app.initialize(args)
        if "ipywidgets" in sys.modules:
            # ipywidgets registers its comm targets with the running kernel when it is imported, which
            # in the template was before any kernel: register them with this one
            sys.modules["ipywidgets"].register_comm_target()
        app.start()
        code = 0
    except SystemExit as done:
        code = done.code if isinstance(done.code, int) else 0
    except BaseException:
        import traceback
        traceback.print_exc()
    # the kernel ends as ``python -m ipykernel_launcher`` does: the interpreter exits (SystemExit
    # unwinds straight out of the template's loop, which catches nothing on its way)
    sys.exit(code)


def serve_template(path: str, then: str = "") -> None:
    """The template: import :data:`TEMPLATE_IMPORTS` and run the function ``then`` (``module:function``,
    e.g. ``tutor.server.lighten:lighten_kernel``) if given, then fork a kernel for each request on the
    Unix socket ``path`` (a JSON line ``{"argv", "env", "cwd"}``; the answer is the kernel's pid)."""
    import importlib
    _die_with_parent()
    from .stacks import say_stacks_on_sigusr1    # the forked kernels inherit it
    say_stacks_on_sigusr1()
    # debugpy (imported with ipykernel's debugger) warns on standard error about Python's frozen
    # modules unless told not to check (as ipykernel's own kernel spec installer can tell it); a
    # kernel would have said it into its page's output stream, nobody listening yet
    os.environ.setdefault("PYDEVD_DISABLE_FILE_VALIDATION", "1")
    for name in TEMPLATE_IMPORTS:
        try:
            importlib.import_module(name)
        except Exception as error:             # a kernel imports it itself then
            print(f"hydra-tutor: the kernel template could not import {name}: {error!r}", file=sys.stderr)
    if then:
        module, _, function = then.partition(":")
        try:
            getattr(importlib.import_module(module), function)()
        except Exception as error:             # the kernels are then as ipykernel makes them
            print(f"hydra-tutor: the kernel template: {then} failed: {error!r}", file=sys.stderr)
    signal.signal(signal.SIGCHLD, signal.SIG_IGN)         # ended kernels are reaped by the system
    # Everything imported so far is kept out of the kernels' garbage collections (as Python's documentation of
    # gc.freeze advises before fork()): a full collection in a kernel read and wrote the header of each of the
    # template's million objects, so each kernel copied the template's memory page by page and spent the time of
    # scanning it (15 pages left one after another, three runs each: 20.0-20.5 CPU-s before, 15.6-18.5 after).
    import gc
    gc.collect()
    gc.freeze()
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    if os.path.exists(path):
        os.unlink(path)
    server.bind(path)
    os.chmod(path, 0o600)
    server.listen(64)
    print("hydra-tutor: kernel template ready", file=sys.stderr, flush=True)
    while True:
        conn, _ = server.accept()
        with conn:
            try:
                request: KernelRequest = json.loads(_read_line(conn))    # the server's, as _ask_template sent it
            except (OSError, ValueError):
                continue
            pid = os.fork()
            if pid == 0:
                server.close()
                conn.close()
                _run_kernel(request)
            try:
                conn.sendall(f"{pid}\n".encode())
            except OSError:
                pass


# --- the server's side ------------------------------------------------------------------------------

def start_template(path: str, cwd: str | None = None, then: str = "") -> subprocess.Popen[bytes]:
    """Start the template process, listening on ``path`` (a Unix socket), with this process's
    environment (BLAS kept to one thread), running ``then`` after its imports (:func:`serve_template`);
    its messages go to this process's standard error."""
    env = dict(os.environ, **ONE_THREAD)
    return subprocess.Popen([sys.executable, "-m", "tutor.server.kernel_fork", path, *([then] if then else [])],
                            cwd=cwd, env=env,
                            stdin=subprocess.DEVNULL, start_new_session=True)


def template_ready(path: str) -> bool:
    """Whether the template listens on ``path``."""
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as probe:
        try:
            probe.connect(path)
        except OSError:
            return False
    return True


class ForkedProcess:
    """What jupyter_client's provisioner expects of a ``Popen``, for a kernel forked by the template
    (a child of the template, not of this process: its exit status is not known here)."""

    stdin = stdout = stderr = None
    returncode: int | None = None

    def __init__(self, pid: int) -> None:
        self.pid = pid

    def poll(self) -> int | None:
        if self.returncode is None:
            try:
                os.kill(self.pid, 0)
                with open(f"/proc/{self.pid}/stat", encoding="ascii") as stat:
                    if stat.read().rsplit(")", 1)[1].split()[0] == "Z":
                        self.returncode = 0
            except (ProcessLookupError, FileNotFoundError):
                self.returncode = 0
            except (PermissionError, OSError):
                pass
        return self.returncode

    def wait(self, timeout: float | None = None) -> int:
        deadline = None if timeout is None else time.monotonic() + timeout
        while self.poll() is None:
            if deadline is not None and time.monotonic() > deadline:
                raise subprocess.TimeoutExpired(str(self.pid), timeout or 0)
            time.sleep(0.05)
        return self.returncode or 0

    def send_signal(self, signum: int) -> None:
        """Signal the kernel, unless it has ended: as ``Popen.send_signal`` does. When a kernel dies,
        jupyter_client's restarter interrupts it before it starts it again; an error there stopped the
        restart, and the page waiting for that kernel waited for ever (CI)."""
        if self.poll() is not None:
            return
        try:
            os.kill(self.pid, signum)
        except ProcessLookupError:             # it ended since poll() asked
            self.returncode = 0

    def terminate(self) -> None:
        self.send_signal(signal.SIGTERM)

    def kill(self) -> None:
        self.send_signal(signal.SIGKILL)


#: The template's socket, set by the server (tutor.server.serve, :func:`use_template`) once it answers.
TEMPLATE: dict[str, str] = {}


def use_template(path: str) -> None:
    """Fork every kernel from the template listening on ``path`` (see :func:`register_provisioner`)."""
    TEMPLATE["socket"] = path


def _ask_template(path: str, request: KernelRequest, timeout: float = 10.0) -> int:
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as conn:
        conn.settimeout(timeout)
        conn.connect(path)
        conn.sendall(json.dumps(request).encode() + b"\n")
        answer = _read_line(conn)
    pid = int(answer.strip())
    if pid <= 0:
        raise OSError("the kernel template did not fork")
    return pid


def ephemeral_low() -> int:
    """The lowest port Linux gives outgoing connections (``ip_local_port_range``; 32768 by default)."""
    try:
        with open("/proc/sys/net/ipv4/ip_local_port_range", encoding="ascii") as f:
            return int(f.read().split()[0])
    except (OSError, ValueError, IndexError):
        return 32768


def quiet_port(ip: str) -> int:
    """A free TCP port on ``ip`` for a kernel, below the range of ports outgoing connections get.

    jupyter_client picks a kernel's ports by binding port 0 and letting it go; the kernel binds them a
    moment later. Port 0 comes from the same range as every outgoing connection's port (the browser's,
    the server's own), so on a busy machine one of them took a kernel's port in between: the kernel died
    with "Address already in use" and its page never loaded (CI, twice). A port below that range is
    never given to an outgoing connection.
    """
    import random

    from jupyter_client.connect import LocalPortCache
    given = LocalPortCache.instance().currently_used_ports    # jupyter_client gives them back at cleanup
    low = ephemeral_low()
    first, last = max(1024, low - 12000), low - 1
    rng = random.SystemRandom()
    for _ in range(200):
        port = rng.randint(first, last) if last > first else 0
        if port in given:
            continue
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
            try:
                probe.bind((ip, port))
            except OSError:
                continue
            port = probe.getsockname()[1]
        if port not in given:
            given.add(port)
            return port
    raise OSError(f"no free port for a kernel on {ip}")


def _provisioner_class() -> type:
    from jupyter_client.provisioning import LocalProvisioner

    class Provisioner(LocalProvisioner):  # type: ignore[misc]   # jupyter_client's, untyped here
        """jupyter_client's local provisioner, with kernels forked from the template, on ports outside the
        range the system gives outgoing connections (:func:`quiet_port`)."""

        # kwargs: the launch's, passed on to jupyter_client
        async def pre_launch(self, **kwargs: Any) -> Any:
            km = self.parent
            if km is not None and km.transport == "tcp" and km.cache_ports and not self.ports_cached:
                for name in ("shell_port", "iopub_port", "stdin_port", "hb_port", "control_port"):
                    setattr(km, name, quiet_port(km.ip))
                self.ports_cached = True         # (jupyter_client's cleanup gives them back to its cache)
            return await super().pre_launch(**kwargs)

        # cmd: the kernel spec's argv, the connection file filled in; kwargs: the launch's (env, cwd ...)
        async def launch_kernel(self, cmd: list[str], **kwargs: Any) -> Any:
            path = TEMPLATE.get("socket")
            if not path or "ipykernel_launcher" not in cmd:
                return await super().launch_kernel(cmd, **kwargs)
            env = dict(kwargs.get("env") or os.environ)
            env.setdefault("JPY_PARENT_PID", str(os.getpid()))
            request: KernelRequest = {"argv": cmd, "env": env, "cwd": str(kwargs.get("cwd") or os.getcwd())}
            try:
                import asyncio
                pid = await asyncio.get_running_loop().run_in_executor(None, _ask_template, path, request)
            except (OSError, ValueError) as error:
                self.log.warning("hydra: the kernel template did not answer (%s); starting a kernel as usual", error)
                return await super().launch_kernel(cmd, **kwargs)
            self.process = ForkedProcess(pid)  # type: ignore[assignment]  # a fork has a pid, no Popen: ForkedProcess answers poll/wait/kill
            self.pid = pid
            self.pgid = pid                      # the child made its own session
            self.cwd = request["cwd"]
            return self.connection_info

    return Provisioner


_MADE: dict[str, type] = {}


def __getattr__(name: str) -> Any:  # Any: whichever lazily loaded name is asked for
    if name == "ForkProvisioner":              # made on demand: importing this module needs no jupyter_client
        if name not in _MADE:
            _MADE[name] = _provisioner_class()
        return _MADE[name]
    raise AttributeError(name)


# Any: jupyter_client's provisioner factory and its parent are untyped
def register_provisioner(parent: Any = None) -> None:
    """Make :data:`PROVISIONER_NAME` jupyter_client's default provisioner, for every kernel spec
    that names none (the python3 spec the pages use)."""
    from importlib.metadata import EntryPoint

    from jupyter_client.provisioning import KernelProvisionerFactory
    factory = KernelProvisionerFactory.instance(parent=parent)
    factory.provisioners[PROVISIONER_NAME] = EntryPoint(
        name=PROVISIONER_NAME, value="tutor.server.kernel_fork:ForkProvisioner",
        group="jupyter_client.kernel_provisioners")
    factory.default_provisioner_name = PROVISIONER_NAME


if __name__ == "__main__":
    serve_template(sys.argv[1], *sys.argv[2:3])
