"""The server's start without an optional import that costs it more than a second: ``rfc3987_syntax``.

``jsonschema`` (which jupyter_server, Voilà and nbformat import) checks the string formats "iri" and
"iri-reference" with ``rfc3987_syntax`` when that package is installed (jupyter-events asks for it, through
``jsonschema[format-nongpl]``), and that package compiles its grammar (Lark) as it is imported: 1.1 to 1.3
CPU-seconds of the 1.9 that importing Voilà and jupyter_server took on a 2-core machine (``python -X
importtime -c "import jsonschema"``). No schema the server validates asks for either format, so without the
package ``jsonschema`` leaves those two formats unchecked, as it does wherever the package is not installed.

:func:`skip_slow_optional_imports` marks such packages as not there (``sys.modules[name] = None``, Python's
own way to make ``import name`` fail), before anything imports them: ``python -m tutor.server.serve`` and
``deploy/hub_voila.py`` call it first. Every learner's server under JupyterHub starts that much sooner, and
so does the tutor's one server; a kernel never imports ``jsonschema``.
"""

from __future__ import annotations

import sys

__all__ = ["SLOW_OPTIONAL_IMPORTS", "skip_slow_optional_imports"]

#: The optional packages the server's libraries import if they can, and the server does without.
SLOW_OPTIONAL_IMPORTS = ("rfc3987_syntax",)


def skip_slow_optional_imports() -> list[str]:
    """Mark each package of :data:`SLOW_OPTIONAL_IMPORTS` not imported yet as missing; the names marked.

    >>> import sys
    >>> skip_slow_optional_imports() == [] or sys.modules["rfc3987_syntax"] is None
    True
    """
    marked = []
    for name in SLOW_OPTIONAL_IMPORTS:
        if name not in sys.modules:
            sys.modules[name] = None   # type: ignore[assignment]   # None: "import name" raises ImportError
            marked.append(name)
    return marked
