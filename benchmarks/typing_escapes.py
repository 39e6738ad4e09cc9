"""Where the types give way (issue 21's measures): ``type: ignore`` comments, parameters typed
``object`` or ``Any``, and modules over 500 lines, counted from the source.

How it counts:

- a ``type: ignore`` has a *why* when its line has a comment after the ignore (``# type:
  ignore[x]  # why``) or the line above it is a comment;
- a parameter annotated ``object`` or ``Any`` (also ``*args``/``**kwargs``) has a *why* when the line
  above its ``def`` is a comment, or its own line has one after the parameter; a dunder method's
  (``__eq__(self, other: object)``) is counted apart: Python's data model sets that signature;
- a module's size is its number of lines (``wc -l``).

Run: ``python benchmarks/typing_escapes.py [-v] [hydra tutor widgets]`` (``-v`` lists every one
without a why). Exit status 0 always: this reports, the tests decide.
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
IGNORE = re.compile(r"#\s*type:\s*ignore(\[[^\]]*\])?(.*)$")
LOOSE = ("object", "Any", "typing.Any")


def ignores(path: Path) -> list[tuple[int, bool]]:
    """(line, has a why) for each ``type: ignore`` in ``path``."""
    lines = path.read_text(encoding="utf-8").splitlines()
    out = []
    for number, line in enumerate(lines, 1):
        match = IGNORE.search(line)
        if match:
            after = match.group(2).strip()
            above = lines[number - 2].strip() if number > 1 else ""
            out.append((number, after.startswith("#") and len(after) > 1 or above.startswith("#")))
    return out


def loose_params(path: Path) -> list[tuple[int, str, bool, bool]]:
    """(line, ``function(parameter)``, has a why, is a dunder) for each parameter typed object/Any."""
    source = path.read_text(encoding="utf-8")
    lines = source.splitlines()
    out = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        a = node.args
        above = lines[node.lineno - 2].strip() if node.lineno > 1 else ""
        for arg in [*a.posonlyargs, *a.args, *a.kwonlyargs, *(x for x in (a.vararg, a.kwarg) if x)]:
            if arg.annotation is None or ast.unparse(arg.annotation).strip("'\"") not in LOOSE:
                continue
            own = lines[arg.lineno - 1]
            tail = own.split(arg.arg, 1)[1] if arg.arg in own else ""
            dunder = node.name.startswith("__") and node.name.endswith("__")
            out.append((arg.lineno, f"{node.name}({arg.arg})", above.startswith("#") or "#" in tail, dunder))
    return out


def main(argv: list[str]) -> int:
    verbose = "-v" in argv
    packages = [a for a in argv if not a.startswith("-")] or ["hydra", "tutor", "widgets"]
    for package in packages:
        files = sorted((ROOT / package).rglob("*.py"))
        ign = [(f, n, why) for f in files for n, why in ignores(f)]
        par = [(f, n, name, why, dunder) for f in files for n, name, why, dunder in loose_params(f)]
        big = [(f, len(f.read_text(encoding="utf-8").splitlines())) for f in files]
        big = [(f, n) for f, n in big if n > 500]
        plain = [p for p in par if not p[4]]
        print(f"{package}: type: ignore {len(ign)} ({sum(1 for i in ign if not i[2])} without a why); "
              f"object/Any parameters {len(par)} ({len(par) - len(plain)} of dunder methods; "
              f"{sum(1 for p in plain if not p[3])} others without a why); "
              f"modules over 500 lines {len(big)}")
        if verbose:
            for f, n, why in ign:
                if not why:
                    print(f"  {f.relative_to(ROOT)}:{n} type: ignore")
            for f, n, name, why, _dunder in plain:
                if not why:
                    print(f"  {f.relative_to(ROOT)}:{n} {name}")
            for f, n in big:
                print(f"  {f.relative_to(ROOT)}: {n} lines")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
