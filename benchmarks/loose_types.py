"""Count the loose types of the package code (issue 36: "``object``/``Any`` only where a comment says why").

A loose type is ``Any`` anywhere in a type, or ``object`` in a type (an annotation, a return, a type alias, a
``TypeVar`` bound, ``cast``'s type); ``object`` as a value (``object.__setattr__``, ``class X(object)``) is not
one. A loose type *says why* when a ``#`` comment stands on one of its lines or on the comment lines right
above it or above its statement. The signatures Python itself gives ``object`` (``__eq__``/``__ne__``'s
``other``, ``__setattr__``'s ``value``, ``__get__``'s ``obj``) are counted apart, as ``dunder``: they are
right as they are. (``benchmarks/typing_escapes.py`` counts parameters only; this counts every place a type
is written.) ``tests/test_loose_types.py`` fails on a loose type without a why.

    python benchmarks/loose_types.py              # the counts
    python benchmarks/loose_types.py --list       # and each loose type without a why, file:line
    python benchmarks/loose_types.py --root DIR   # of another checkout (``git archive REV | tar -x -C DIR``)
"""

from __future__ import annotations

import ast
import sys
import tokenize
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("hydra", "tutor", "widgets")
#: Dunder methods whose ``object`` parameters are Python's own signature.
DUNDER = {"__eq__", "__ne__", "__setattr__", "__get__", "__set__", "__delete__", "__contains__", "__lt__",
          "__le__", "__gt__", "__ge__", "__exit__", "__getattr__"}


def _names(node: ast.AST | None) -> set[str]:
    """The loose names (``Any``, ``object``) in the type expression ``node`` (a string annotation parsed)."""
    if node is None:
        return set()
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        try:
            node = ast.parse(node.value, mode="eval").body
        except SyntaxError:
            return set()
    found = set()
    for sub in ast.walk(node):
        if isinstance(sub, ast.Name) and sub.id in ("Any", "object"):
            found.add(sub.id)
        elif isinstance(sub, ast.Attribute) and sub.attr == "Any" and isinstance(sub.value, ast.Name):
            found.add("Any")
        elif isinstance(sub, ast.Constant) and isinstance(sub.value, str) and sub is not node:
            found |= _names(sub)
    return found


def _is_type_expr(node: ast.AST) -> bool:
    """Whether an assigned value reads as a type (an alias such as ``JSON = dict[str, Any]``)."""
    return isinstance(node, (ast.Subscript, ast.BinOp)) or (isinstance(node, ast.Name) and node.id in ("Any", "object"))


def loose(tree: ast.Module) -> Iterator[tuple[int, int, int, str, bool]]:
    """Each loose type: (first line, last line, statement's first line, name, in a dunder's signature)."""
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            dunder = node.name in DUNDER
            args = [*node.args.posonlyargs, *node.args.args, *node.args.kwonlyargs]
            args += [a for a in (node.args.vararg, node.args.kwarg) if a is not None]
            for arg in args:
                for name in _names(arg.annotation):
                    ann = arg.annotation
                    assert ann is not None
                    yield arg.lineno, ann.end_lineno or arg.lineno, node.lineno, name, dunder and name == "object"
            for name in _names(node.returns):
                returns = node.returns
                assert returns is not None
                yield returns.lineno, returns.end_lineno or returns.lineno, node.lineno, name, False
        elif isinstance(node, ast.AnnAssign):
            for name in _names(node.annotation):
                yield node.lineno, node.end_lineno or node.lineno, node.lineno, name, False
        elif isinstance(node, ast.Assign) and _is_type_expr(node.value):
            for name in _names(node.value):
                yield node.lineno, node.end_lineno or node.lineno, node.lineno, name, False
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            if node.func.id == "cast" and node.args:
                for name in _names(node.args[0]):
                    yield node.lineno, node.end_lineno or node.lineno, node.lineno, name, False
            elif node.func.id == "TypeVar":
                for kw in node.keywords:
                    if kw.arg == "bound":
                        for name in _names(kw.value):
                            yield node.lineno, node.end_lineno or node.lineno, node.lineno, name, False


def comment_lines(path: Path) -> tuple[set[int], set[int]]:
    """The lines with a ``#`` comment, and those that hold nothing but one."""
    with path.open("rb") as handle:
        tokens = list(tokenize.tokenize(handle.readline))
    comments = {t.start[0] for t in tokens if t.type == tokenize.COMMENT}
    code = {t.start[0] for t in tokens if t.type not in (tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE,
                                                         tokenize.INDENT, tokenize.DEDENT, tokenize.ENCODING)}
    return comments, comments - code


def says_why(first: int, last: int, statement: int, comments: set[int], alone: set[int],
             decorators: set[int]) -> bool:
    if any(line in comments for line in range(first, last + 1)):
        return True
    for start in {first, statement}:                # right above the type's line, or above its statement
        above = start - 1
        while above in alone or (above > 0 and above in decorators):
            if above in alone:
                return True
            above -= 1
    return False


def file_types(path: Path) -> list[tuple[int, str, bool, bool]]:
    """Each loose type of the module ``path``: (line, ``Any`` or ``object``, in a dunder's signature, says why)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    comments, alone = comment_lines(path)
    decorators = {d.lineno for node in ast.walk(tree)
                  if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
                  for d in node.decorator_list}
    seen, out = set(), []
    for first, last, statement, name, dunder in loose(tree):
        if (first, name) not in seen:
            seen.add((first, name))
            out.append((first, name, dunder, says_why(first, last, statement, comments, alone, decorators)))
    return out


def main(argv: list[str]) -> None:
    root = Path(argv[argv.index("--root") + 1]) if "--root" in argv else ROOT
    counts = {"Any": [0, 0], "object": [0, 0]}
    dunders = 0
    unexplained = []
    for package in PACKAGES:
        for path in sorted((root / package).rglob("*.py")):
            for line, name, dunder, why in file_types(path):
                if dunder:
                    dunders += 1
                    continue
                counts[name][0] += 1
                if not why:
                    counts[name][1] += 1
                    unexplained.append(f"{path.relative_to(root)}:{line}: {name}")
    for name, (total, bare) in counts.items():
        print(f"{name}: {total} in types, {bare} without a why-comment")
    print(f"object in Python's own dunder signatures (__eq__'s other, ...): {dunders}")
    if "--list" in argv:
        print("\n".join(unexplained))


if __name__ == "__main__":
    main(sys.argv[1:])
