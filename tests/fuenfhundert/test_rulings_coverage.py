"""Every ruling F1-F12 and F20+ is tested and written down; the readings are complete."""

from __future__ import annotations

import ast
import pathlib
import re

import pytest

from hydra import fuenfhundert as fh
from hydra.fuenfhundert.rulings_doc import OWN_RULINGS as OWN_DOC, rulings_markdown

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parents[1]
SPEC_RULINGS = [f"F{n}" for n in range(1, 13)]
OWN_RULINGS = [r for r in fh.RULINGS if int(r[1:]) >= 20]


def _test_names_and_docstrings() -> str:
    text = []
    for path in HERE.glob("test_*.py"):
        if path.name == "test_rulings_coverage.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                text.append(node.name)
                text.append(ast.get_docstring(node) or "")
    return "\n".join(text)


@pytest.mark.parametrize("rule", SPEC_RULINGS + OWN_RULINGS)
def test_every_ruling_is_cited_in_a_test_name_or_docstring(rule):
    assert re.search(rf"(^|[^0-9A-Za-z]){rule}([^0-9]|$)", _test_names_and_docstrings()), rule


def test_the_own_rulings_are_F20_to_F25_and_documented_with_a_german_quote():
    assert OWN_RULINGS == ["F20", "F21", "F22", "F23", "F24", "F25"]
    doc = (ROOT / "docs" / "rulings-fuenfhundert.md").read_text(encoding="utf-8")
    for rule in OWN_RULINGS:
        entry = doc.split(f"**{rule} ")[1].split("\n\n")[0]
        assert "Rests on: „" in entry, rule
    for reading in fh.READINGS:
        if int(reading.rule[1:]) >= 20:
            assert reading.name in doc, reading


def test_each_ruling_with_readings_has_exactly_one_engine_reading():
    for rule in sorted({r.rule for r in fh.READINGS}):
        readings = fh.readings(rule)
        assert len(readings) >= 2 and [r.engine for r in readings].count(True) == 1
        assert readings[0].engine


def test_seed_quotes_are_in_the_seed(seed_text):
    text = seed_text("fuenfhundert-500.txt")
    for key, quote in fh.SEED.items():
        assert quote in text, key


def test_every_reading_quotes_the_rules_text_in_german_with_a_translation():
    """Issue 24: F21 ("any three") and F22 ("face up") quoted English sentences of the spec where
    the other readings quote the rules text; every reading now quotes the German, as written, and
    says it in English; no learner's sentence calls the rules text "the seed"."""
    for reading in fh.READINGS:
        assert reading.translation, reading
        for words in (reading.summary, reading.example, reading.translation):
            assert "seed" not in words.lower(), reading
    for rule, line in fh.RULINGS.items():
        assert "seed" not in line.lower(), rule


def test_every_reading_quotes_the_rules_text_as_written(seed_text):
    text = seed_text("fuenfhundert-500.txt")
    for reading in fh.READINGS:
        assert reading.quote in text, reading


def test_the_docs_page_is_the_generated_one():
    """docs/rulings-fuenfhundert.md is rulings_markdown() (F20-F25 and the readings as data); to
    regenerate: python -c "from hydra.fuenfhundert.rulings_doc import rulings_markdown as m;
    open('docs/rulings-fuenfhundert.md', 'w').write(m())"."""
    doc = (ROOT / "docs" / "rulings-fuenfhundert.md").read_text(encoding="utf-8")
    assert doc == rulings_markdown()
    assert [own.rule for own in OWN_DOC] == OWN_RULINGS_IDS


OWN_RULINGS_IDS = ["F20", "F21", "F22", "F23", "F24", "F25"]


def test_every_own_ruling_rests_on_a_sentence_of_the_rules_text(seed_text):
    text = seed_text("fuenfhundert-500.txt")
    for own in OWN_DOC:
        assert own.rests_on in text, own.rule
