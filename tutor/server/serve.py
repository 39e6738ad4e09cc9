"""``python -m tutor.server.serve [VOILÀ FLAGS] NOTEBOOK_DIR``: the tutor's one Voilà server.

It is Voilà serving the notebook directory (every page at ``/voila/render/NAME.ipynb``), with one
handler more: the address ``/`` is the tutor's front door. It redirects to the home page, and
forwards the old links of the days when the server served only the quiz (``/?exercise=ID``,
``/?name=``, ``/?kind=``) to the quiz and ``/?scenario=`` to the teacher's dashboard, query string
and all (:func:`tutor.course.forward_target`). ``scripts/start-tutor`` runs it with the flags of
``scripts/voila-flags``; everything else is Voilà's own, but for two things that make a class
opening a page at once fast (issue 23, ``docs/class.md``):

- **Each notebook is read once** (:func:`cached_contents_class`): Voilà reads the notebook file for
  every page it serves, with its saved outputs and widget state (lesson 01: 3.2 MB, of which Voilà
  uses neither: the page shows what the kernel draws) and checks its signature; the tutor keeps the
  notebook without them, read again only when the file changes.
- **No debug records for every kernel message** (the app's logger at its own level, INFO), and
  **Voilà's page templates are compiled once** (:func:`share_compiled_templates`), not for every
  page (a tenth of the server's CPU per lesson page), and before the first page
  (:func:`precompile_templates`).
- **Less work for every kernel message** (:func:`tutor.server.lighten.lighten_server`): dates parsed
  in C (and ``orjson`` packs the messages).
- **Every kernel forked** (``--TutorVoila.fork_kernels``, on by default; :mod:`tutor.server.kernel_fork`)
  from one process that has imported the tutor, and **the address printed once the kernels are
  ready** (:func:`announce_when_ready`: ``scripts/start-tutor`` hands its lines over in
  ``HYDRA_READY_MESSAGE``), so a class can arrive the moment the teacher sees it (issue 35).
- **No wait for a ready kernel's silence** (:mod:`tutor.server.quick_ready`): a page's cell runs as
  soon as its kernel answers, not 0.2 s later (issue 34).
- **Voilà's scripts kept by the browser** between pages (:mod:`tutor.server.static_cache`), not asked
  for again, 90 of them, on every page.
- **No grammar compiled at each start** (:mod:`tutor.server.quick_imports`): an optional package of
  ``jsonschema``'s that no schema of the server needs is not imported (a second of CPU less per start).
- **No "Executing 1 of 1"** while a page loads: the tutor's own spinner (:mod:`tutor.server.voila_spinner`).
- **Warm kernels for every page** (``--TutorVoila.page_pool=N``, :func:`warm_pool_class`; two by
  default, replaced 10 s after a page took one (once that page has loaded, which the new kernel's
  start would slow), so that a learner's page and the next one opened at once find one (issue 34: a
  step page ready at once); one per learner with ``start-tutor --class``,
  replaced after a minute): N kernels started beforehand that have imported the tutor
  (:data:`WARM_IMPORTS`) and run nothing else. A page opened takes one and runs its notebook there
  as in a new kernel: before its first cell the kernel gets the page's request (``QUERY_STRING``,
  so ``?name=``, ``?exercise=``, ``?class=`` ... arrive as always) and working directory. A page
  opened when none is left starts a kernel as usual; each one taken is replaced after
  ``--TutorVoila.page_pool_fill_delay`` seconds. A warm kernel spares a page the kernel's own start
  (ipykernel's and IPython's, a third to half a second even when forked), which the page would
  otherwise wait for before its cell runs.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from nbformat import NotebookNode
    from tornado.web import RequestHandler
    from traitlets.config import Config

from .quick_imports import skip_slow_optional_imports

skip_slow_optional_imports()        # first: Voilà and jupyter_server import jsonschema (1 s less at each start)

from .page_templates import precompile_templates, share_compiled_templates  # noqa: E402
from .stacks import say_stacks_on_sigusr1  # noqa: E402

__all__ = ["main", "front_door_handler", "old_pages_handlers", "cached_contents_class", "strip_for_voila",
           "warm_pool_class", "WARM_IMPORTS", "request_env_code"]

#: What a warm kernel imports before any page asks for it: what the pages' first cells import
#: (the engine, the tutor, the widgets of the lessons, quiz, home and play pages, pandas).
WARM_IMPORTS = ("hydra", "tutor", "tutor.course", "widgets", "ipywidgets", "IPython.display", "pandas",
                "widgets.course.lesson", "widgets.hydra.course.tryit", "widgets.hydra.course.tables",
                "widgets.tables", "widgets.hydra.course.models",
                "widgets.common.nav", "widgets.course.home", "widgets.quiz", "widgets.classroom",
                "tutor.server.every_game")

#: What a warm kernel, and the template every kernel is forked from, runs after its imports: widgets
#: with a short ``text/plain`` (tutor.server.lighten).
WARM_THEN = "tutor.server.lighten:lighten_kernel"


def front_door_handler() -> type[RequestHandler]:
    """The tornado handler of ``/`` (made on demand: importing this module needs no Voilà)."""
    from jupyter_server.utils import url_path_join
    from tornado import web

    from tutor.course.pages import forward_target

    class FrontDoor(web.RequestHandler):
        def initialize(self, base_url: str = "/") -> None:
            self.base_url = base_url

        def get(self) -> None:
            self.redirect(url_path_join(self.base_url, "voila/render", forward_target(self.request.query)))

        head = get

    return FrontDoor


def old_pages_handlers(server_url: str = "/", base_url: str = "/") -> list[tuple[str, type[RequestHandler]]]:
    """The routes of the pages that are gone or renamed (issue 34: the earlier course's pages, now the
    rules reference): each old address ``/voila/render/01-the-deck.ipynb?name=Ada`` redirects to where
    it leads now (:func:`tutor.course.lessons.old_address_target`), its query string kept. Put before
    Voilà's own routes, which would answer "not found"."""
    import re

    from jupyter_server.utils import url_path_join
    from tornado import web

    from tutor.course.lessons import OLD_ADDRESSES, old_address_target

    class OldPage(web.RequestHandler):
        def get(self, notebook: str) -> None:
            target = old_address_target(notebook, self.request.query)
            if target is None:                   # cannot happen: the route matches only the old names
                raise web.HTTPError(404)
            self.redirect(url_path_join(base_url, "voila/render", target))

        head = get

    names = "|".join(re.escape(name) for name in sorted(OLD_ADDRESSES))
    return [(url_path_join(server_url, f"voila/render/({names})"), OldPage)]


def strip_for_voila(notebook: NotebookNode) -> NotebookNode:
    """``notebook`` without what Voilà does not use to draw a page: the saved outputs and execution
    counts (Voilà runs every cell and shows what the kernel draws) and the saved widget state (the
    page asks the kernel for its widgets). Changes ``notebook`` and returns it.

    >>> import nbformat
    >>> spec = {"name": "python3", "display_name": "Python 3"}
    >>> nb = nbformat.v4.new_notebook(metadata={"widgets": {"x": 1}, "kernelspec": spec})
    >>> cell = nbformat.v4.new_code_cell("1 + 1", execution_count=3,
    ...                                  outputs=[nbformat.v4.new_output("execute_result", {"text/plain": "2"})])
    >>> nb.cells.append(cell)
    >>> nb = strip_for_voila(nb)
    >>> nb.cells[0].outputs, nb.cells[0].execution_count, "widgets" in nb.metadata, nb.metadata.kernelspec.name
    ([], None, False, 'python3')
    """
    notebook.metadata.pop("widgets", None)
    for cell in notebook.cells:
        if cell.get("cell_type") == "code":
            cell.outputs = []
            cell.execution_count = None
    return notebook


def cached_contents_class(base: type) -> type:
    """A contents manager (subclass of ``base``) that reads each notebook once: ``get`` of a notebook
    with its content returns a copy of the notebook read before, :func:`strip_for_voila`-ed, as long as
    the file's modification time and size are the same. Everything else is ``base``'s."""
    import copy

    # base is a class given at run time (Jupyter's contents manager), which mypy cannot subclass
    class CachedNotebooks(base):  # type: ignore[misc, valid-type]
        _hydra_cache: dict[str, tuple[tuple[int, int], dict[str, Any]]] = {}   # Any: Jupyter's contents model

        # kwargs: the contents manager's own further options, passed on to it as they came
        def get(self, path: str, content: bool = True, type: str | None = None, format: str | None = None,
                **kwargs: Any) -> Any:
            if not (content and type in (None, "notebook") and path.endswith(".ipynb")) or kwargs:
                return super().get(path, content=content, type=type, format=format, **kwargs)
            try:
                stat = os.stat(self._get_os_path(path))
            except OSError:
                return super().get(path, content=content, type=type, format=format)
            key = (stat.st_mtime_ns, stat.st_size)
            cached = self._hydra_cache.get(path)
            if cached is None or cached[0] != key:
                model = super().get(path, content=content, type=type, format=format)
                if model.get("type") != "notebook":
                    return model
                model["content"] = strip_for_voila(model["content"])
                cached = (key, model)
                self._hydra_cache[path] = cached
            model = dict(cached[1])
            model["content"] = copy.deepcopy(cached[1]["content"])   # Voilà writes outputs into it
            return model

    return CachedNotebooks


def warm_code(imports: tuple[str, ...] | list[str], then: str = "") -> str:
    """The code a warm kernel runs when it starts: the repository on ``sys.path`` as the notebooks put
    it there, then ``imports``, then the function ``then`` (``module:function``) if given; it leaves
    no name in the notebook's namespace.

    >>> namespace: dict = {}
    >>> exec(warm_code(["json"], then="json:dumps"), namespace); sorted(namespace)
    ['__builtins__']
    """
    module, _, function = then.partition(":")
    return ("def __hydra_warm():\n"
            "    import importlib, pathlib, sys\n"
            "    root = pathlib.Path.cwd().resolve().parent\n"
            "    if (root / 'hydra').is_dir() and str(root) not in sys.path:\n"
            "        sys.path.insert(0, str(root))\n"
            f"    for name in {list(imports)!r}:\n"
            "        try:\n"
            "            importlib.import_module(name)\n"
            "        except Exception as error:\n"
            "            print(f'hydra-tutor: warm kernel could not import {name}: {error!r}', file=sys.stderr)\n"
            + (f"    try:\n"
               f"        getattr(importlib.import_module({module!r}), {function!r})()\n"
               f"    except Exception as error:\n"
               f"        print(f'hydra-tutor: warm kernel: {then} failed: {{error!r}}', file=sys.stderr)\n"
               if then else "")
            + "__hydra_warm()\n"
            "del __hydra_warm\n")


def request_env_code(started_with: dict[str, str], wanted: dict[str, str], cwd: str) -> str:
    """The code that makes a warm kernel's environment and working directory those a kernel started
    for the request would have had (``wanted``, ``cwd``): the variables that differ are set, the ones
    it should not have removed. It leaves no name in the notebook's namespace.

    >>> env = {"A": "1", "QUERY_STRING": ""}
    >>> code = request_env_code(env, {"A": "1", "QUERY_STRING": "name=Ada", "B": "2"}, ".")
    >>> import os; saved = dict(os.environ); os.environ.update(env)
    >>> exec(code, {}); os.environ["QUERY_STRING"], os.environ["B"]
    ('name=Ada', '2')
    >>> os.environ.clear(); os.environ.update(saved)
    """
    changed = {k: v for k, v in wanted.items() if started_with.get(k) != v}
    removed = [k for k in started_with if k not in wanted]
    return (f"__import__('os').environ.update(__import__('json').loads({json.dumps(json.dumps(changed))}))\n"
            f"[__import__('os').environ.pop(k, None) for k in {removed!r}]\n"
            f"__import__('os').chdir({cwd!r})\n")


def warm_pool_class(base: type, size: int, fill_delay: float, imports: tuple[str, ...] | list[str],
                    then: str = "") -> type:
    """A kernel manager (subclass of ``base``, jupyter_server's) that keeps ``size`` warm kernels:
    started, the tutor imported and ``then`` run (:func:`warm_code`), nothing else. ``start_kernel`` for a page
    (Voilà starts a page's kernel with ``VOILA_PREHEAT=False`` in its environment; the quiz's own
    preheated pool starts its kernels itself) hands out a warm kernel, given the request's
    environment and working directory first (:func:`request_env_code`), and starts a replacement
    ``fill_delay`` seconds later. Warm kernels are not culled while they wait."""

    # base is a class given at run time (Jupyter's kernel manager), which mypy cannot subclass
    class WarmKernels(base):  # type: ignore[misc, valid-type]
        def __init__(self, **kwargs: Any) -> None:          # Any: the kernel manager's options, passed on
            super().__init__(**kwargs)
            self._warm: list[asyncio.Task[tuple[str, dict[str, str]] | None]] = []
            self._warm_ids: set[str] = set()
            self._warm_ready = 0
            # Two at a time: on two cores more at once only slows each (and dozens of kernels starting
            # together can race for ports, docs/class.md); the quiz's own pool starts at the same time.
            self._warm_starting = asyncio.Semaphore(2)
            try:
                loop = asyncio.get_event_loop()
            except RuntimeError:
                loop = asyncio.new_event_loop()
                asyncio.set_event_loop(loop)
            for _ in range(size):
                self._warm.append(loop.create_task(self._start_warm(0.0)))

        @property
        def warm_ready(self) -> bool:
            """Whether every warm kernel of the first fill has started and imported the tutor."""
            return self._warm_ready >= size

        async def _start_warm(self, delay: float) -> tuple[str, dict[str, str]] | None:
            """A warm kernel (its id and the environment it started with), or None if it failed
            to start (said in the log; the pool is then one smaller until a page takes one)."""
            if delay:
                await asyncio.sleep(delay)
            env = dict(os.environ, VOILA_PREHEAT="False")
            kernel_id = None
            try:
                async with self._warm_starting:
                    kernel_id = await super().start_kernel(kernel_name="python3", path="", env=env)
                    self._warm_ids.add(kernel_id)
                    await self._run(kernel_id, warm_code(imports, then=then), timeout=300)
            except Exception as error:           # e.g. a port taken while many kernels start
                self.log.warning("hydra: a warm kernel did not start: %s", error)
                if kernel_id is not None:
                    self._warm_ids.discard(kernel_id)
                    await self._shut_quietly(kernel_id)
                return None
            self._warm_ready += 1
            if self._warm_ready == size:
                self.log.info("hydra: %s warm kernels ready for every page", size)
            return kernel_id, env

        async def _shut_quietly(self, kernel_id: str) -> None:
            try:
                await super().shutdown_kernel(kernel_id, now=True)
            except Exception:                    # gone already
                pass

        async def _run(self, kernel_id: str, code: str, timeout: float) -> None:
            client = self.get_kernel(kernel_id).client()
            client.start_channels()
            try:
                await client.wait_for_ready(timeout=timeout)
                msg_id = client.execute(code, silent=True, store_history=False)
                while True:
                    reply = await client.get_shell_msg(timeout=timeout)
                    if reply["parent_header"].get("msg_id") == msg_id:
                        break
            finally:
                client.stop_channels()

        # args, kwargs: the kernel manager's own signature (jupyter_server's), passed on as they came
        async def start_kernel(self, *args: Any, **kwargs: Any) -> str:
            env = kwargs.get("env") or {}
            for failed in [t for t in self._warm if t.done() and (t.cancelled() or t.result() is None)]:
                self._warm.remove(failed)        # replaced below, when a page takes one
            ready = [t for t in self._warm if t.done()]
            if (args or kwargs.get("kernel_id") is not None or env.get("VOILA_PREHEAT") != "False"
                    or kwargs.get("kernel_name") not in (None, "python3") or not ready):
                return str(await super().start_kernel(*args, **kwargs))
            task = ready[0]
            self._warm.remove(task)
            while len(self._warm) < size:
                self._warm.append(asyncio.get_event_loop().create_task(self._start_warm(fill_delay)))
            found = task.result()
            assert found is not None
            kernel_id, started_with = found
            self._warm_ids.discard(kernel_id)
            try:
                if kernel_id not in self:
                    raise RuntimeError("the warm kernel is gone")
                cwd = self.cwd_for_path(kwargs.get("path") or "", env=env)
                await self._run(kernel_id, request_env_code(started_with, dict(env), cwd), timeout=60)
            except Exception as error:           # it died while it waited: start one as usual
                self.log.warning("hydra: a warm kernel did not answer (%s); starting one", error)
                await self._shut_quietly(kernel_id)
                return str(await super().start_kernel(*args, **kwargs))
            self.log.info("hydra: a warm kernel for a page: %s", kernel_id)
            return str(kernel_id)

        async def cull_kernel_if_idle(self, kernel_id: str) -> Any:    # Any: jupyter_server's (untyped) result
            if kernel_id in self._warm_ids:
                return None
            return await super().cull_kernel_if_idle(kernel_id)

        # args, kwargs: the kernel manager's own signature (jupyter_server's), passed on as they came
        async def shutdown_all(self, *args: Any, **kwargs: Any) -> Any:
            for task in self._warm:
                if not task.done():
                    task.cancel()
            return await super().shutdown_all(*args, **kwargs)

    return WarmKernels


def class_size(config: Config) -> int:
    """The size of the quiz's preheated pool in Voilà's ``config`` (``kernel_pools_config``, which
    ``HYDRA_CLASS_SIZE=N bash scripts/start-tutor --class`` sets), 0 if none.

    >>> from traitlets.config import Config
    >>> config = Config()
    >>> config.VoilaKernelManager.kernel_pools_config = '{"quiz.ipynb": {"pool_size": 12}}'
    >>> class_size(config), class_size(Config())
    (12, 0)
    """
    pools = config.get("VoilaKernelManager", {}).get("kernel_pools_config", {})
    if not isinstance(pools, dict):
        try:
            pools = json.loads(str(pools))
        except ValueError:
            return 0
    try:
        return max(0, int(pools.get("quiz.ipynb", {}).get("pool_size", 0)))
    except (AttributeError, TypeError, ValueError):
        return 0


def main(argv: list[str] | None = None) -> None:
    import time
    started = time.monotonic()
    say_stacks_on_sigusr1()
    from traitlets import Bool, Float, Int
    from traitlets.utils.importstring import import_item
    from voila.app import Voila
    from voila.exporter import VoilaExporter

    share_compiled_templates(VoilaExporter)

    class TutorVoila(Voila):  # type: ignore[misc]   # Voilà ships no types
        name = "voila"
        page_pool = Int(2, config=True, help="Warm kernels kept for any page (0: none; -1: as many as the "
                        "quiz's preheated pool, the class size); docs/class.md")
        page_pool_fill_delay = Float(10.0, config=True,
                                     help="Seconds before a warm kernel taken by a page is replaced (after "
                                     "the page has loaded: the new kernel's start would slow it)")
        lighten = Bool(True, config=True, help="Less server work per kernel message "
                       "(tutor.server.lighten; False only to measure without it)")
        fork_kernels = Bool(hasattr(os, "fork"), config=True,
                            help="Fork every kernel from one process that has imported the tutor "
                            "(tutor.server.kernel_fork): a kernel in a tenth of a second")
        ready_timeout = Float(300.0, config=True,
                              help="Print the address after this many seconds even if the kernels are still warming")

        def init_settings(self) -> Any:                 # Any: Voilà's (untyped) result, passed back
            if self.fork_kernels:
                self._start_kernel_template()
            if self.lighten:
                from .lighten import lighten_server
                lighten_server()
            from .quick_ready import use_quick_ready
            use_quick_ready(self.config)
            if self.page_pool < 0:
                self.page_pool = class_size(self.config)
            if self.page_pool > 0:
                base = self.voila_configuration.multi_kernel_manager_class
                if isinstance(base, str):
                    base = import_item(base)
                self.voila_configuration.multi_kernel_manager_class = warm_pool_class(
                    base, self.page_pool, self.page_pool_fill_delay, WARM_IMPORTS,
                    then=WARM_THEN if self.lighten else "")
            # traitlets sets the app's logger to DEBUG and filters at its handler: every kernel message
            # then made debug records (nbclient's and the activity watcher's) that were thrown away.
            if isinstance(self.log, logging.Logger) and self.log.level < self.log_level:
                self.log.setLevel(self.log_level)
            settings = super().init_settings()
            compiled = precompile_templates(VoilaExporter(template_paths=self.template_paths, config=self.config,
                                                          template_name=self.voila_configuration.template))
            self.log.info("hydra: %d page templates compiled", len(compiled))
            manager = self.contents_manager
            manager.__class__ = cached_contents_class(type(manager))
            if self.page_pool > 0 and not self.notebook_path:     # read every page before the first learner comes
                for name in sorted(os.listdir(self.root_dir)):
                    if name.endswith(".ipynb"):
                        try:
                            manager.get(name)
                        except Exception as error:    # Voilà says so when the page is asked for
                            self.log.warning("hydra: could not read %s: %s", name, error)
            from .ready import announce_when_ready
            asyncio.get_event_loop().create_task(
                announce_when_ready(self, class_size(self.config), self.ready_timeout, started))
            return settings

        def _start_kernel_template(self) -> None:
            """The process every kernel is forked from (tutor.server.kernel_fork), ready before the
            first kernel starts; without it kernels start as usual."""
            import atexit
            import tempfile

            from . import kernel_fork
            folder = tempfile.mkdtemp(prefix="hydra-kernels-")
            path = os.path.join(folder, "template.sock")
            template = kernel_fork.start_template(path, then=WARM_THEN if self.lighten else "")
            atexit.register(template.terminate)
            deadline = time.monotonic() + 120
            while time.monotonic() < deadline and template.poll() is None:
                if kernel_fork.template_ready(path):
                    kernel_fork.use_template(path)
                    kernel_fork.register_provisioner(self)
                    self.log.info("hydra: kernels are forked from a template (%.1f s after the start)",
                                  time.monotonic() - started)
                    return
                time.sleep(0.1)
            self.log.warning("hydra: the kernel template did not start; kernels start as usual")
            template.terminate()

        def setup_template_dirs(self) -> None:
            """Voilà's template folders, with the tutor's own first (tutor.server.voila_spinner: the
            loading spinner without Voilà's "Executing 1 of 1")."""
            from .voila_spinner import template_dir
            super().setup_template_dirs()
            folder = template_dir()
            if folder not in self.template_paths:
                self.template_paths.insert(0, folder)

        # Any: Voilà's routes, tuples of two to four of tornado's parts, passed on to tornado
        def init_handlers(self) -> list[Any]:
            from .page_cookie import with_page_cookie
            from .static_cache import cached_static_handlers
            handlers: list[Any] = with_page_cookie(cached_static_handlers(super().init_handlers()))   # Any: (as above)
            if self.notebook_path:                       # one notebook: Voilà's own "/" is it
                return handlers
            return [(self.server_url, front_door_handler(), {"base_url": self.base_url}),
                    *old_pages_handlers(self.server_url, self.base_url), *handlers]

    TutorVoila.launch_instance(argv=sys.argv[1:] if argv is None else argv)


if __name__ == "__main__":
    main()
