"""Import cycles among the project's packages (issue 21 asks for none), from the source with ``ast``.

How it counts: an edge A -> B for each import that runs when A is imported, that is every
``import``/``from ... import`` at module level (also one at the bottom of a module, or inside a
module-level ``if``/``try``), but not one inside a function or class body (it runs when called) and
not one under ``if TYPE_CHECKING:`` (never runs). ``from P import x`` is an edge to ``P.x`` when that
is a module of the project, else to ``P``. A cycle is a strongly connected group of two or more
modules (or a module importing itself); the report lists each group with one cycle through it.

Run: ``python benchmarks/import_cycles.py [--deferred | --type-only] [hydra tutor widgets]`` (prints the groups;
exit status 1 if there is any). ``--deferred`` also counts the imports inside functions (a module
that imports another only when called, to break a cycle at import time): the cycles that a
deferred import hides. ``--type-only`` counts the imports under ``if TYPE_CHECKING:`` too (issue 36's
third count: a module that imports another only for its annotations). ``tests/test_import_cycles.py``
asks for none in all three counts, in all three packages.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def modules(packages: list[str]) -> dict[str, Path]:
    """The project's modules under ``packages``: dotted name -> file."""
    found: dict[str, Path] = {}
    for package in packages:
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


def _type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _runtime_imports(body: list[ast.stmt]) -> list[ast.Import | ast.ImportFrom]:
    """The imports of a module's body that run on import (not in functions, classes or TYPE_CHECKING)."""
    out: list[ast.Import | ast.ImportFrom] = []
    for node in body:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            out.append(node)
        elif isinstance(node, ast.If):
            if not _type_checking(node.test):
                out += _runtime_imports(node.body)
            out += _runtime_imports(node.orelse)
        elif isinstance(node, ast.Try):
            for block in (node.body, node.orelse, node.finalbody, *(h.body for h in node.handlers)):
                out += _runtime_imports(block)
        elif isinstance(node, (ast.With, ast.For, ast.While)):
            out += _runtime_imports(node.body)
    return out


def _all_imports(body: list[ast.stmt]) -> list[ast.Import | ast.ImportFrom]:
    """Every import of a module's body, in functions too, but not under TYPE_CHECKING (--deferred)."""
    out: list[ast.Import | ast.ImportFrom] = []
    for node in body:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            out.append(node)
            continue
        if isinstance(node, ast.If) and _type_checking(node.test):
            out += _all_imports(node.orelse)
            continue
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.stmt):
                out += _all_imports([child])
            elif isinstance(child, ast.ExceptHandler):
                out += _all_imports(child.body)
    return out


def _every_import(body: list[ast.stmt]) -> list[ast.Import | ast.ImportFrom]:
    """Every import of a module, in functions and under TYPE_CHECKING too (--type-only)."""
    return [node for stmt in body for node in ast.walk(stmt) if isinstance(node, (ast.Import, ast.ImportFrom))]


def graph(packages: list[str], deferred: bool = False, type_only: bool = False) -> dict[str, set[str]]:
    """Module -> the project's modules it imports when it is imported (``deferred``: ever;
    ``type_only``: ever, or for the type checker alone)."""
    find = _every_import if type_only else _all_imports if deferred else _runtime_imports
    mods = modules(packages)
    edges: dict[str, set[str]] = {name: set() for name in mods}
    for name, path in mods.items():
        is_package = path.name == "__init__.py"
        here = name.split(".") if is_package else name.split(".")[:-1]
        for node in find(ast.parse(path.read_text(encoding="utf-8")).body):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            else:
                base = here[:len(here) - node.level + 1] if node.level else []
                stem = ".".join(base + ([node.module] if node.module else []))
                targets = [f"{stem}.{alias.name}" if f"{stem}.{alias.name}" in mods else stem
                           for alias in node.names]
            for target in targets:
                while target and target not in mods:       # import a.b.c of a module a.b
                    target = target.rpartition(".")[0]
                if target:
                    edges[name].add(target)
    return edges


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of two or more modules (or a self-import), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    groups: list[list[str]] = []

    def visit(v: str) -> None:                      # Tarjan's algorithm
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(edges[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1 or v in edges[v]:
                groups.append(sorted(group))

    sys.setrecursionlimit(10_000)
    for v in sorted(edges):
        if v not in index:
            visit(v)
    return sorted(groups)


def one_cycle(edges: dict[str, set[str]], group: list[str]) -> list[str]:
    """A shortest cycle through the group's first module, for the report."""
    start, members = group[0], set(group)
    paths = {start: [start]}
    queue = [start]
    while queue:
        v = queue.pop(0)
        for w in sorted(edges[v] & members):
            if w == start:
                return paths[v] + [start]
            if w not in paths:
                paths[w] = paths[v] + [w]
                queue.append(w)
    return group


def main(argv: list[str]) -> int:
    deferred = "--deferred" in argv
    type_only = "--type-only" in argv
    packages = [a for a in argv if a not in ("--deferred", "--type-only")] or ["hydra", "tutor", "widgets"]
    edges = graph(packages, deferred, type_only)
    found = cycles(edges)
    for package in packages:
        mine = [g for g in found if g[0].split(".")[0] == package]
        when = ("counting imports inside functions and for type checking alone" if type_only else
                "counting imports inside functions" if deferred else "at import time")
        print(f"{package}: {len(mine)} import cycle(s) {when}")
        for group in mine:
            print(f"  {len(group)} modules: {' -> '.join(one_cycle(edges, group))}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
