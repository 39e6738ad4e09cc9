"""The rulings as data: quotes are in the seeds, the docs page is generated from them, every
ruling is cited by a test, and the named readings are exposed (D1-D13, D20-D46)."""

from __future__ import annotations

import pathlib
import re

import pytest

from hydra.doppelkopf import RULINGS, readings
from hydra.doppelkopf.rulings import rulings_markdown

from data_file_copies import changed_copy

ROOT = pathlib.Path(__file__).resolve().parents[2]
TEXTS = {"hausrunde": "doppelkopf-regeln-hausrunde.txt", "turnier": "doppelkopf-turnierregeln.txt"}


def test_every_quote_is_in_its_seed(seed_text):
    texts = {k: seed_text(v) for k, v in TEXTS.items()}
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


def _broken(tmp_path, change):
    """The rulings file with one change made to its D29 entry."""
    from hydra.doppelkopf.rulings import DATA
    return changed_copy(DATA, tmp_path, "id", "D29", change)


@pytest.mark.parametrize("change, says", [
    (lambda e, _: e.pop("decision"), "keys"),
    (lambda e, _: e.update(title=""), "D29: title should be a text"),
    (lambda e, _: e.update(rule_sets=["hausrunde", "doppelkopf"]), "D29: rule_sets"),
    (lambda e, _: e.update(rule_sets=["turnier"]), "D29: rule_sets"),    # a quote from the hausrunde
    (lambda e, _: e.update(quotes=[["hausrunde"]]), "D29 should have rule sets and quotes [rule set, German"),
    (lambda e, _: e.update(quotes=[]), "D29 should have rule sets and quotes"),
    (lambda e, _: e.update(quotes=[["hausrunde", 3]]), "D29: a quote should be a text"),
    (lambda e, _: e["readings"][0].update(chosen="yes"), "D29: a reading's chosen should be true or false"),
    (lambda e, _: e["readings"][1].update(played=True), "D29: a reading should have the keys"),
    (lambda e, entries: entries.append(dict(e)), "an id stands twice: ['D29']"),
])
def test_the_rulings_file_is_checked_as_it_is_read(tmp_path, change, says):
    from hydra.doppelkopf.rulings import load
    with pytest.raises(ValueError, match=re.escape(says)):
        load(_broken(tmp_path, change))


def test_the_rulings_file_reads_back_to_the_same_rulings(tmp_path):
    """The file, written again unchanged, gives the same frozen rulings (D29 as the example: two rule
    sets, two quotes, readings one of them chosen)."""
    from hydra.doppelkopf.rulings import load
    rulings = load(_broken(tmp_path, lambda e, _: None))
    assert rulings == tuple(RULINGS.values())
    assert RULINGS["D29"].rule_sets == ("hausrunde", "turnier")
    assert [(r.name, r.chosen) for r in readings("D29")] == [("solo", True), ("turnier-normal", False)]
