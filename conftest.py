"""pytest's configuration for the whole checkout (the notebooks' nbval run too; tests/conftest.py has the rest).

A notebook's kernel that dies before it answers (nbval's "Kernel died before replying to kernel_info")
is started once more, up to three times in all. With two pytest workers and the browser tests starting
Voilà kernels at the same moment, a port jupyter_client picked can be taken before the new kernel binds
it; that failure says nothing about the notebook (seen once in CI, on teacher-scenarios.ipynb, whose
cells all pass when run again). A notebook that fails for itself still fails: its cells run as before.
"""

from __future__ import annotations

import logging
from typing import Any

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
