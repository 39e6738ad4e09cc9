"""Issue 21: no import cycles. benchmarks/import_cycles.py builds the import graph from the source
with ``ast``: an import counts when it runs on import (module level, also at a module's bottom or
in a module-level if/try), not inside a function and not under ``if TYPE_CHECKING:``; issue 36 asks
for none either counting the imports inside functions, or those for the type checker alone."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[1] / "benchmarks" / "import_cycles.py"
_spec = importlib.util.spec_from_file_location("import_cycles", SCRIPT)
assert _spec and _spec.loader
import_cycles = importlib.util.module_from_spec(_spec)
sys.modules["import_cycles"] = import_cycles
_spec.loader.exec_module(import_cycles)


#: Cycles a deferred import still hides, each with why (the list may only shrink: a test fails when one goes).
#: The last one went with issue 36: a 500 card's role reads a bid's text through hydra.fuenfhundert.bids,
#: which the contracts module reads bids through too, so the cards no longer import the contracts.
KNOWN_DEFERRED: set[tuple[str, ...]] = set()


@pytest.mark.parametrize("package", ["hydra", "tutor", "widgets"])
def test_no_import_cycle_even_counting_imports_inside_functions(package):
    """Issue 36: no cycle hidden by a deferred import either (a module importing another only when a
    function is called), but the known ones; the drawing modules read the objects they draw through
    protocols, and the record modules never import their rounds."""
    edges = import_cycles.graph([package], deferred=True)
    found = {tuple(group) for group in import_cycles.cycles(edges)}
    known = {group for group in KNOWN_DEFERRED if group[0].split(".")[0] == package}
    assert found - known == set(), [" -> ".join(import_cycles.one_cycle(edges, list(g))) for g in found - known]
    assert known <= found, f"gone, take them off KNOWN_DEFERRED: {sorted(known - found)}"


@pytest.mark.parametrize("package", ["hydra", "tutor", "widgets"])
def test_no_import_cycle_even_counting_type_only_imports(package):
    """Issue 36: no cycle through an import under ``if TYPE_CHECKING:`` either (a module naming another's
    type for the checker alone): a round's view and record read it through a protocol of its public
    fields, the tutor's registry of games names a live table through one, and an exercise and its kind's
    protocol share one module."""
    edges = import_cycles.graph([package], type_only=True)
    assert sum(map(len, edges.values())) > sum(map(len, import_cycles.graph([package]).values()))   # it counts more
    found = import_cycles.cycles(edges)
    assert found == [], [" -> ".join(import_cycles.one_cycle(edges, group)) for group in found]


@pytest.mark.parametrize("package", ["hydra", "tutor", "widgets"])
def test_no_import_cycle_at_import_time(package):
    edges = import_cycles.graph([package])
    assert len(edges) > 10 and any(edges.values())      # the graph was built: modules and imports found
    found = import_cycles.cycles(edges)
    assert found == [], [" -> ".join(import_cycles.one_cycle(edges, group)) for group in found]


def test_the_check_finds_a_cycle_and_leaves_out_deferred_and_type_checking_imports(tmp_path, monkeypatch):
    """The check can fail: a bottom-of-module import cycle is found; an import inside a function or
    under TYPE_CHECKING is not a cycle at import time (but --deferred counts the function's)."""
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("from . import b\n")
    (package / "b.py").write_text("X = 1\nfrom .a import b as _b  # at the bottom\n")
    (package / "c.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .e import Y\n"
                                  "def f():\n    from . import d\n")
    (package / "d.py").write_text("from . import c\n")
    (package / "e.py").write_text("from .c import f\nY = 1\n")
    monkeypatch.setattr(import_cycles, "ROOT", tmp_path)
    edges = import_cycles.graph(["pkg"])
    assert import_cycles.cycles(edges) == [["pkg.a", "pkg.b"]]
    assert import_cycles.cycles(import_cycles.graph(["pkg"], deferred=True)) == [
        ["pkg.a", "pkg.b"], ["pkg.c", "pkg.d"]]
    assert import_cycles.cycles(import_cycles.graph(["pkg"], type_only=True)) == [
        ["pkg.a", "pkg.b"], ["pkg.c", "pkg.d", "pkg.e"]]
