"""Issue 33: the learner's choice of language is kept with their progress. A page asked for with ``?lang=``
and ``?name=`` saves the language for the name; a later page for that name without ``lang=`` (an old link,
another device) speaks it again, ahead of the browser's preference, and its links carry it; ``?lang=``
always wins and is saved anew; another learner, or a page without a name, is not affected; a store that
cannot be written changes nothing."""

from __future__ import annotations

import sqlite3

import pytest

from hydra.core.i18n import _
from tutor.language import chosen_language, forget_page_language, language_query, page_language
from tutor.progress import DB_NAME, ProgressStore

GERMAN_BROWSER = "de-DE,de;q=0.9"
ENGLISH_BROWSER = "en-GB,en;q=0.9"


@pytest.fixture(autouse=True)
def own_store(tmp_path, monkeypatch):
    monkeypatch.setenv("HYDRA_DATA_DIR", str(tmp_path))
    yield tmp_path
    forget_page_language()


def test_a_chosen_language_comes_back_for_the_same_name():
    assert page_language({"QUERY_STRING": "name=Ada&lang=de", "HTTP_ACCEPT_LANGUAGE": ENGLISH_BROWSER}) == "de"
    assert page_language({"QUERY_STRING": "name=Ada", "HTTP_ACCEPT_LANGUAGE": ENGLISH_BROWSER}) == "de"
    assert chosen_language() == "de" and language_query() == {"lang": "de"} and _("Glossary") == "Glossar"
    assert page_language({"QUERY_STRING": "name=%20ada%20", "HTTP_ACCEPT_LANGUAGE": ENGLISH_BROWSER}) == "de"


def test_the_address_wins_and_is_kept_anew():
    page_language({"QUERY_STRING": "name=Ada&lang=de"})
    assert page_language({"QUERY_STRING": "name=Ada&lang=en", "HTTP_ACCEPT_LANGUAGE": GERMAN_BROWSER}) == "en"
    assert page_language({"QUERY_STRING": "name=Ada", "HTTP_ACCEPT_LANGUAGE": GERMAN_BROWSER}) == "en"
    assert chosen_language() == "en"


def test_others_and_pages_without_a_name_are_not_affected():
    page_language({"QUERY_STRING": "name=Ada&lang=de"})
    assert page_language({"QUERY_STRING": "name=Ben", "HTTP_ACCEPT_LANGUAGE": ENGLISH_BROWSER}) == "en"
    assert chosen_language() is None
    assert page_language({"QUERY_STRING": "", "HTTP_ACCEPT_LANGUAGE": ENGLISH_BROWSER}) == "en"
    assert page_language({"QUERY_STRING": "name=Ben", "HTTP_ACCEPT_LANGUAGE": GERMAN_BROWSER}) == "de"
    assert chosen_language() is None                      # the browser's preference is not saved as a choice
    with ProgressStore() as store:
        assert store.language_of("Ada") == "de" and store.language_of("Ben") is None
        assert store.language_of("Nobody") is None


def test_a_language_the_tutor_does_not_speak_is_not_kept():
    assert page_language({"QUERY_STRING": "name=Ada&lang=fr", "HTTP_ACCEPT_LANGUAGE": ENGLISH_BROWSER}) == "en"
    with ProgressStore() as store:
        assert store.language_of("Ada") is None


def test_a_store_that_cannot_be_written_changes_nothing(tmp_path, monkeypatch):
    blocked = tmp_path / "file-not-dir"
    blocked.write_text("not a directory")
    monkeypatch.setenv("HYDRA_DATA_DIR", str(blocked / "data"))
    assert page_language({"QUERY_STRING": "name=Ada&lang=de"}) == "de"
    assert page_language({"QUERY_STRING": "name=Ada", "HTTP_ACCEPT_LANGUAGE": ENGLISH_BROWSER}) == "en"


def test_progress_saved_before_keeps_working(own_store):
    """A progress file from before this table existed opens, keeps its learners, and grows the table."""
    with ProgressStore() as store:
        ada = store.learner("Ada")
        store.record_answer(ada.id, "t-r1-1-0001", "t-r1", correct=True)
    with sqlite3.connect(own_store / DB_NAME) as db:
        db.execute("DROP TABLE languages")                        # as an older version wrote it
    with ProgressStore() as store:
        assert store.stats(ada.id).score == 1
        store.keep_language("Ada", "de")
        assert store.language_of("Ada") == "de"
