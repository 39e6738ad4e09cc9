"""Issue 36: ``object``/``Any`` only where a comment says why. benchmarks/loose_types.py finds every
``Any``, and every ``object`` used as a type, in an annotation, a return, a type alias, a TypeVar's bound or
a ``cast``, and whether a comment on its line (or right above it or its statement) says why."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("loose_types", ROOT / "benchmarks" / "loose_types.py")
assert _spec and _spec.loader
loose_types = importlib.util.module_from_spec(_spec)
sys.modules["loose_types"] = loose_types
_spec.loader.exec_module(loose_types)


@pytest.mark.parametrize("package", ["hydra", "tutor", "widgets"])
def test_every_any_and_object_in_a_type_says_why(package):
    bare = [f"{path.relative_to(ROOT)}:{line}: {name}" for path in sorted((ROOT / package).rglob("*.py"))
            for line, name, dunder, why in loose_types.file_types(path) if not dunder and not why]
    assert bare == []


def test_the_count_finds_what_it_looks_for(tmp_path):
    """Not vacuous: a bare Any or object is found wherever a type is written; a comment on its line, above
    it or above its statement says why; ``object`` as a value and a dunder's ``other`` are not counted."""
    module = tmp_path / "m.py"
    module.write_text(
        "from typing import Any, TypeVar, cast\n"
        "Loose = dict[str, Any]\n"                                     # 2: an alias
        "T = TypeVar('T', bound='list[object]')\n"                     # 3: a bound
        "def f(a: int, b: object,\n"                                   # 4: a parameter
        "      c: 'Any' = None) -> list[object]:\n"                    # 5: quoted; a return
        "    x: Any = cast(Any, a)  # Any: said why\n"                 # 6: said on its line
        "    return [object.__new__(object)]\n"                        # 7: object as a value
        "class C:\n"
        "    def __eq__(self, other: object) -> bool:\n"               # 9: a dunder's
        "        return True\n"
        "    # object: said above\n"
        "    def g(self) -> object:\n"                                 # 12: said above
        "        return None\n"
        "def h(p: int,\n"
        "      # Any: said above its line\n"
        "      q: Any) -> None: ...\n", encoding="utf-8")               # 16
    found = {(line, name): (dunder, why) for line, name, dunder, why in loose_types.file_types(module)}
    assert {key for key, (dunder, why) in found.items() if not dunder and not why} == {
        (2, "Any"), (3, "object"), (4, "object"), (5, "Any"), (5, "object")}
    assert found[(6, "Any")] == (False, True) and found[(12, "object")] == (False, True)
    assert found[(16, "Any")] == (False, True) and found[(9, "object")][0] is True
    assert not any(line == 7 for line, _name in found)
