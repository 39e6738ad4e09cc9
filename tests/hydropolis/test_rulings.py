"""The rulings as data (P1-P14, P20-P25): quotes are in the seed, the docs page is generated from them,
every ruling is cited by a test, and each ruling with readings marks the one the engine plays."""

from __future__ import annotations

import pathlib
import re


from hydra.hydropolis import RULINGS, readings, rulings_markdown

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parents[1]


def test_every_quote_is_in_the_seed(seed_text):
    text = seed_text("hydropolis.txt")
    for ruling in RULINGS.values():
        assert ruling.quotes, ruling.id
        for quote in ruling.quotes:
            assert quote in text, (ruling.id, quote)


def test_docs_page_is_the_generated_one():
    assert (ROOT / "docs" / "rulings-hydropolis.md").read_text(encoding="utf-8") == rulings_markdown()


def test_the_ids_are_the_spec_P1_to_P14_then_the_project_P20_and_up():
    ids = list(RULINGS)
    assert ids[:14] == [f"P{i}" for i in range(1, 15)]
    assert ids[14:] == ["P20", "P21", "P22", "P23", "P24", "P25"]


def test_every_ruling_is_cited_by_a_test():
    cited: set[str] = set()
    for path in HERE.glob("test_*.py"):
        if path.name != "test_rulings.py":
            cited |= set(re.findall(r"P\d+", path.read_text(encoding="utf-8")))
    assert [rid for rid in RULINGS if rid not in cited] == []


def test_readings_name_both_ways_and_mark_the_engine_one():
    with_readings = [rid for rid in RULINGS if readings(rid)]
    assert with_readings == ["P6", "P8", "P11", "P21", "P22"]
    for rid in with_readings:
        assert len(readings(rid)) >= 2 and [r.chosen for r in readings(rid)].count(True) == 1, rid
        assert readings(rid)[0].chosen, rid                                  # the engine's reading first
    assert readings("P21")[1].name == "draw-is-pass" and readings("P99") == ()
    assert "(played)" in rulings_markdown() and "tutor's own deck" in rulings_markdown()
