"""The build's one step beyond pyproject.toml: compile the gettext catalogs (issue 33).

``pip install .`` (a wheel) and ``pip install -e .`` (the README's commands) both run ``build_py``; it
compiles each ``hydra/locale/LANG/LC_MESSAGES/hydra.po`` into the ``hydra.mo`` gettext reads, beside it:
into the wheel's build directory, and for an editable install into the source tree (``.gitignore`` keeps
it out of git). The compiler is ``hydra.core.i18n.compile_catalogs``, read from its file: the standard library
only, so the build needs nothing beyond setuptools.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent


def _i18n():
    spec = importlib.util.spec_from_file_location("_hydra_i18n_for_build", HERE / "hydra" / "core" / "i18n.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class BuildWithCatalogs(build_py):
    """``build_py``, then the catalogs compiled where the installed package will read them."""

    def run(self) -> None:
        super().run()
        i18n = _i18n()
        i18n.compile_catalogs(HERE / "hydra" / "locale")              # an editable install reads these
        built = Path(self.build_lib) / "hydra" / "locale"
        if not getattr(self, "editable_mode", False) and built.is_dir():
            i18n.compile_catalogs(built)                               # a wheel ships these


setup(cmdclass={"build_py": BuildWithCatalogs})
