"""A package's names loaded with their module when first asked for (PEP 562's module ``__getattr__``).

A game's package in ``tutor/`` names its session, records and words at its top, yet importing one of its
modules (its quiz, ``tutor/<game>/quiz/``) should not load them all (issue 36)::

    __getattr__ = names_loaded_on_use(__name__, {"DoppelkopfSession": "session", ...})

>>> get = names_loaded_on_use("tutor", {"clean_name": "progress"})
>>> get("clean_name").__name__
'clean_name'
>>> get("nothing")
Traceback (most recent call last):
...
AttributeError: module 'tutor' has no attribute 'nothing'
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping

__all__ = ["names_loaded_on_use"]


# object: a name of any type (the package's checker reads the real ones from its TYPE_CHECKING imports)
def names_loaded_on_use(package: str, exports: Mapping[str, str]) -> Callable[[str], object]:
    """The ``__getattr__`` of ``package`` whose names ``exports`` (name -> its module, relative to the package)
    are imported from their modules when first asked for."""

    # object: as above
    def __getattr__(name: str) -> object:
        if name in exports:
            return getattr(importlib.import_module(f".{exports[name]}", package), name)
        raise AttributeError(f"module {package!r} has no attribute {name!r}")

    return __getattr__
