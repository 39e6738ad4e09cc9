"""The glossary kept as data (tutor/course/glossary.json): read and checked into the same Term
objects, with an error that names the entry where the file is wrong."""

from __future__ import annotations

import re

import pytest

from data_file_copies import changed_copy
from tutor.course.glossary import DATA, GLOSSARY, load, term


def _changed(tmp_path, change):
    """The glossary file with one change made to its entry for Fuchs (R4)."""
    return changed_copy(DATA, tmp_path, "key", "fuchs", change)


def test_the_glossary_reads_back_to_the_same_words(tmp_path):
    assert load(_changed(tmp_path, lambda e, _: None)) == GLOSSARY
    fuchs = term("Füchse")
    assert (fuchs.key, fuchs.word, fuchs.english, fuchs.rule) == ("fuchs", "Fuchs", "fox", "R4")
    assert fuchs.forms == ("Füchse", "Fuchs gefangen")
    assert term("Blatt").forms == () and term("Blatt").rule == ""       # no forms, no rule: the defaults


@pytest.mark.parametrize("change, says", [
    (lambda e, _: e.pop("english"), "should have the keys"),
    (lambda e, _: e.update(meaning=""), "fuchs: meaning should be a text"),
    (lambda e, _: e.update(forms="Füchse"), "fuchs: forms should be a list"),
    (lambda e, _: e.update(rule=4), "fuchs: rule should be a text"),
    (lambda e, _: e.update(key="Fuchs"), "Fuchs: a key is the word's anchor"),
    (lambda e, _: e.update(forms=["Dulle"]), "a form of two words, stands twice: ['dulle']"),
    (lambda e, entries: entries.append(dict(e, word="Fux", forms=[])), "stands twice: ['fuchs']"),
])
def test_the_glossary_file_is_checked_as_it_is_read(tmp_path, change, says):
    with pytest.raises(ValueError, match=re.escape(says)):
        load(_changed(tmp_path, change))
