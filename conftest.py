"""pytest's configuration for the whole checkout (the notebooks' nbval run too; tests/conftest.py has the rest).

Test workers (pytest-xdist, ``--dist loadfile`` as scripts/run-tests runs it) take whole files, as
xdist's own loadfile does (a notebook's cells stay in one kernel, a file's module fixtures in one
worker), but the longest files first: the browser and JupyterHub files (a server and a real browser
each, one to four minutes), then the notebooks, then the rest, most tests first. xdist's own order is
most tests first, which hands out the browser files (few tests, long ones) in the middle of the run,
so a worker that draws the last long one can run on while the others have only small files left;
longest first leaves only small files for the end. The order is set in xdist's
``_assign_work_unit`` (xdist 3.x); tests/test_worker_order.py fails if a new xdist stops calling it.

A notebook's kernel that dies before it answers (nbval's "Kernel died before replying to kernel_info")
is started once more, up to three times in all. With several pytest workers and the browser tests starting
Voilà kernels at the same moment, a port jupyter_client picked can be taken before the new kernel binds
it; that failure says nothing about the notebook (seen once in CI, on teacher-scenarios.ipynb, whose
cells all pass when run again). A notebook that fails for itself still fails: its cells run as before.
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from typing import Any

import pytest

try:
    import nbval.kernel as nbval_kernel
except ImportError:                     # nbval is the test extra's; without it nothing needs patching
    nbval_kernel = None

_TRIES = 3

if nbval_kernel is not None:
    _start_once = nbval_kernel.start_new_kernel

    # args/kwargs: nbval's own, passed on unchanged (startup_timeout, kernel_name, stderr, cwd)
    def _start_new_kernel(*args: Any, **kwargs: Any) -> Any:
        for attempt in range(1, _TRIES + 1):
            try:
                return _start_once(*args, **kwargs)
            except RuntimeError:
                if attempt == _TRIES:
                    raise
                logging.getLogger(__name__).warning("a notebook kernel died at its start; starting it again")
        raise AssertionError("unreachable")

    nbval_kernel.start_new_kernel = _start_new_kernel


#: Files run first, longest kinds first (path prefixes as pytest's node ids write them).
SLOW_FIRST = ("tests/hub/", "tests/browser/", "notebooks/")


def slow_first(scope: str, tests: int) -> tuple[int, int]:
    """Sort key of a file with ``tests`` tests: its kind's place in SLOW_FIRST, then most tests first."""
    kind = next((i for i, prefix in enumerate(SLOW_FIRST) if scope.startswith(prefix)), len(SLOW_FIRST))
    return kind, -tests


@pytest.hookimpl(optionalhook=True)   # xdist's hook: without pytest-xdist nothing calls it
def pytest_xdist_make_scheduler(config: Any, log: Any) -> Any:   # xdist's Config and Producer
    if config.getvalue("dist") != "loadfile":
        return None                       # xdist's own scheduler
    from xdist.scheduler import LoadFileScheduling

    class SlowFirstFileScheduling(LoadFileScheduling):  # type: ignore[misc]  # xdist ships no types
        """xdist's loadfile, the work queue ordered by :func:`slow_first` before the first file goes out."""

        def _assign_work_unit(self, node: Any) -> None:      # node: xdist's WorkerController
            if not getattr(self, "_ordered", False):
                self.workqueue = OrderedDict(sorted(self.workqueue.items(),
                                                    key=lambda unit: slow_first(unit[0], len(unit[1]))))
                self._ordered = True
            super()._assign_work_unit(node)

    return SlowFirstFileScheduling(config, log)
