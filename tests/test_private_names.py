"""No module reaches into another module's or another object's private names (issue 8).

A name that starts with one underscore is private to the module or class that defines it. This
test reads `hydra/`, `tutor/` and `widgets/` as syntax trees and fails for:

- ``from .x import _name`` or ``import x._name`` (another module's private name);
- ``something._name`` where ``something`` is not ``self``, ``cls``, ``super()`` or a class
  defined in the same module (another object's private state).

IPython's display protocol (``_repr_html_``, ``_repr_svg_``, ``_repr_mimebundle_``) and dunder
names are public by convention and allowed.
"""

from __future__ import annotations

import ast
import pathlib
import re

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
PACKAGES = ("hydra", "tutor", "widgets")
PUBLIC_PROTOCOL = re.compile(r"^(__\w+__|_repr_\w+_|_ipython_\w+_)$")


def _private(name: str) -> bool:
    return name.startswith("_") and not PUBLIC_PROTOCOL.match(name)


def _own(node: ast.expr, classes: set[str]) -> bool:
    if isinstance(node, ast.Name):
        return node.id in ("self", "cls") or node.id in classes
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
            and node.func.id == "super")


def violations(source: str, path: str) -> list[str]:
    found = []
    tree = ast.parse(source, path)
    classes = {n.name for n in ast.walk(tree) if isinstance(n, ast.ClassDef)}   # this module's own
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            for alias in node.names:
                if _private(alias.name):
                    found.append(f"{path}:{node.lineno} imports {alias.name} from {node.module}")
            if node.module and any(_private(part) for part in node.module.split(".")):
                found.append(f"{path}:{node.lineno} imports from private module {node.module}")
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if any(_private(part) for part in alias.name.split(".")):
                    found.append(f"{path}:{node.lineno} imports private module {alias.name}")
        elif isinstance(node, ast.Attribute) and _private(node.attr) and not _own(node.value, classes):
            found.append(f"{path}:{node.lineno} reads {ast.unparse(node)}")
    return found


def test_the_scan_finds_a_reach_into_private_state():
    bad = "from .tricks import _winner\nx = rnd._trick_cards\nimport hydra._secret\n"
    good = ("class Card:\n    _cache = {}\nCard._cache\nself._x = 1\ncls._cache\n"
            "super()._repr_mimebundle_()\nobj.__class__\n")
    assert len(violations(bad, "bad.py")) == 3
    assert violations(good, "good.py") == []


@pytest.mark.parametrize("package", PACKAGES)
def test_no_module_uses_another_modules_private_names(package):
    files = sorted((ROOT / package).rglob("*.py"))
    assert files, f"{package}/ has no Python files"
    found = [v for f in files for v in violations(f.read_text(encoding="utf-8"), str(f.relative_to(ROOT)))]
    assert not found, "private names used across modules or objects:\n" + "\n".join(found)
