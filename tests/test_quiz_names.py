"""The learner's name on the quiz and the play page (README, Progress: "the name then travels in every
link"): a link's ``?name=`` fills the name box, a name typed in goes into the page's address (so a reload
or a copied link keeps it), and bad names are handled kindly: trimmed, cut, escaped, never a traceback.
Saved progress under a name keeps working (tutor.progress)."""

import html
import json
import re

import pytest

import tutor
from tutor.hydra import HydraSession
from widgets.common.query import address_html
from widgets.hydra.play import HydraPlayApp
from widgets.fuenfhundert.play import FuenfhundertPlayApp
from widgets.doppelkopf.play import DoppelkopfPlayApp
from widgets.quiz import QuizApp


def address_query(markup):
    """The query an address_html in ``markup`` writes into the address bar (None if there is none)."""
    found = re.search(r'class="hydra-address"[^>]*data-query="([^"]*)"', markup)
    return json.loads(html.unescape(found.group(1))) if found else None


def address(app):
    """What the page writes into the address bar: the quiz from its navigation bar, a play page from its
    name row (widgets.common.table.TablePage.login)."""
    return address_query(app.nav.value if isinstance(app, QuizApp) else app.name_status.value)


def quiz(store, name=None):
    return QuizApp(tutor.QuizSession(store), exercise_id="t-r1-1-0001", name=name)


def play(store, name=None):
    return HydraPlayApp(deal="4711-2", store=store, name=name)


def play_doppelkopf(store, name=None):
    return DoppelkopfPlayApp(deal="26-3", store=store, name=name)


def play500(store, name=None):
    return FuenfhundertPlayApp(deal="7-1", store=store, name=name)


PAGES = [quiz, play, play_doppelkopf, play500]


@pytest.fixture
def store(tmp_path):
    return tutor.ProgressStore(tmp_path)


def test_address_html_escapes_and_sets_only_its_keys():
    markup = address_html(name='<b>x</b> "q" & Ü', other=None)
    assert "<b>x</b>" not in markup and '"q"' not in markup.split("data-query=")[1].split('" onerror')[0]
    assert address_query(markup) == {"name": '<b>x</b> "q" & Ü', "other": None}
    assert "replaceState" in markup and "searchParams" in markup


@pytest.mark.parametrize("make", PAGES)
def test_a_links_name_fills_the_name_box_and_the_address(store, make):
    app = make(store, "  Ada   Lovelace ")
    assert app.name_input.value == "Ada Lovelace"
    assert address(app) == {"name": "Ada Lovelace"}
    assert "Playing as <b>Ada Lovelace</b>" in app.name_status.value


@pytest.mark.parametrize("make", PAGES)
def test_a_typed_name_goes_into_the_address_once(store, make, monkeypatch):
    app = make(store)
    assert address(app) is None                 # no name yet: the address is left alone
    calls = []
    login = app.session.login
    monkeypatch.setattr(app.session, "login", lambda name: calls.append(name) or login(name))
    app.name_input.value = "  Bo  "
    assert calls == ["  Bo  "]                                   # filling the box does not log in again
    assert app.name_input.value == "Bo" and address(app) == {"name": "Bo"}


@pytest.mark.parametrize("make", PAGES)
def test_bad_names_are_handled_kindly(store, make):
    app = make(store, "<b>x</b>")
    assert "&lt;b&gt;x&lt;/b&gt;" in app.name_status.value and "<b>x</b>" not in app.name_status.value
    assert address(app) == {"name": "<b>x</b>"}
    long = make(store, "y" * 70)
    assert long.name_input.value == "y" * 40 and "cut to its first 40 characters" in long.name_status.value
    assert address(long) == {"name": "y" * 40}
    empty = make(store)
    empty.name_button.click()                                    # Start with an empty box
    assert "Please type your name" in empty.name_status.value and address(empty) is None
    empty.name_input.value = "   "                               # spaces only: not a name
    assert empty.name_input.value == "   " and "Traceback" not in empty.name_status.value


def test_progress_under_a_name_comes_back_through_the_link(store):
    first = quiz(store)
    first.name_input.value = "Cy"
    assert first.pick(first.exercise.answer).correct
    again = quiz(store, "cy")                                   # the link's name, another capitalisation
    assert again.session.stats().answered == 1 and again.name_input.value == "Cy"
    session = HydraSession(store, deal="4711-2")
    session.login("Cy")
    while not session.round.is_over:
        action = session.hint().action
        assert (session.click_card(action) if not isinstance(action, str)
                else session.click_card(action.partition(":")[2]) if action.startswith("return:")
                else session.act(action)).ok
    app = play(store, "Cy")
    assert app.session.stats().rounds == 1 and app.name_input.value == "Cy"
