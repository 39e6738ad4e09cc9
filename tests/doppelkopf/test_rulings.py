"""The rulings as data: quotes are in the seeds, the docs page is generated from them, every
ruling is cited by a test, and the named readings are exposed (D1-D13, D20-D46)."""

from __future__ import annotations

import os
import pathlib
import re

import pytest

from hydra.doppelkopf import RULINGS, readings
from hydra.doppelkopf.rulings import rulings_markdown

ROOT = pathlib.Path(__file__).resolve().parents[2]
SEEDS = ROOT.parent / "shared" / "seeds"
TEXTS = {"hausrunde": "doppelkopf-regeln-hausrunde.txt", "turnier": "doppelkopf-turnierregeln.txt"}


def test_every_quote_is_in_its_seed():
    if not SEEDS.is_dir() and not os.environ.get("CI"):
        pytest.skip("the shared seeds (../shared/seeds) are not beside this checkout; CI has them")
    texts = {k: (SEEDS / v).read_text(encoding="utf-8") for k, v in TEXTS.items()}
    for ruling in RULINGS.values():
        assert ruling.quotes, ruling.id
        for rules, quote in ruling.quotes:
            assert quote in texts[rules], (ruling.id, quote)


def test_docs_page_is_the_generated_one():
    assert (ROOT / "docs" / "rulings-doppelkopf.md").read_text(encoding="utf-8") == rulings_markdown()


def test_every_ruling_is_cited_by_a_test():
    cited = set()
    for path in pathlib.Path(__file__).parent.glob("test_*.py"):
        cited |= set(re.findall(r"D\d+", path.read_text(encoding="utf-8")))
    missing = [rid for rid in RULINGS if rid not in cited]
    assert not missing


def test_ids_and_readings():
    ids = list(RULINGS)
    assert ids[:13] == [f"D{i}" for i in range(1, 14)]
    assert all(int(i[1:]) >= 20 for i in ids[13:])
    for rid in ids:
        chosen = [r for r in readings(rid) if r.chosen]
        assert not readings(rid) or chosen, rid              # a choice is always marked
