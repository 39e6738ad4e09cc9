"""Issue 33, the play pages in German: Hydra's play page asked for with ``?lang=de`` is German all the way
through a round (its calls, the hand, what happened, the parties, the calls seen, the score sheet, the review
and the match total), with no English sentence of the catalog showing through and no English words; its
links keep ``lang=de`` and ``?deal=``; without ``lang=`` (or with ``lang=en``) the page is English as before.

Played in Python (the widgets' HTML, as tests/test_i18n_catalogs.py draws the front pages); the browser test
is tests/browser/test_play_language.py. The deals are the phone test's (tests/phone_deals.py): the learner's
and another seat's solo, Antrags accepted and refused, three parties.
"""

from __future__ import annotations

import re

import pytest

from phone_deals import HYDRA_DEALS
from widgets.hydra.play import HydraPlayApp, build_hydra_play

pytest.importorskip("babel.messages.pofile")

from test_i18n_catalogs import ENGLISH_WORDS, LOCALE, _catalog, _showing, _text  # noqa: E402 - Babel first
from test_i18n_catalogs import english_afterwards  # noqa: E402,F401 - its fixture: English after each test
from german_pages import assert_translated, english_of, play_by_hints  # noqa: E402

#: The files whose sentences Hydra's play page shows.
PLAY_FILES = {"widgets/hydra/play.py", "widgets/hydra/play_html.py", "widgets/common/table.py",
              "widgets/common/play_page.py",
              "widgets/common/phone.py", "tutor/hydra/session.py", "tutor/hydra/calls.py", "tutor/hydra/table.py",
              "tutor/table/learner.py", "tutor/table/records.py", "tutor/table/seat_names.py",
              "hydra/hydra/knowledge.py", "hydra/hydra/advice.py", "hydra/hydra/players.py",
              "widgets/common/table_html.py"}
#: Words of a German play page that are English words too (names of the games' things, a button's key).
ALSO_GERMAN = {"in"}


@pytest.fixture(scope="module")
def german():
    return _catalog(LOCALE / "de" / "LC_MESSAGES" / "hydra.po")


def test_the_play_pages_sentences_are_translated(german):
    assert_translated(german, PLAY_FILES, 150)


def _english(german) -> list[str]:
    """The catalog's English sentences of the play page's files (two words and more, besides their values)."""
    return english_of(german, PLAY_FILES)


def _page(app: HydraPlayApp) -> str:
    """What the learner sees of the page now: its panels' text, titles and labels, and its buttons."""
    parts = [app.header.value, app.title.value, app.path_note.value, app.deal_info.value, app.status.value,
             app.seats.value, app.trick.value, app.message.value, app.hand_title.value, app.hint_html.value,
             app.last_trick.value, app.replies.value, app.sheet.value, app.review.value, app.name_status.value,
             app.parties.value, app.calls.value, app.match.value, app.keys_help.value]
    shown = [re.sub(r"<svg.*?</svg>", " ", part, flags=re.S) for part in parts]
    buttons = [b.description + " " + (b.tooltip or "") for b in [*app.choice_buttons, app.solo_button, app.hint_button,
                                                           app.undo_button, app.last_button, app.next_button,
                                                           app.review_prev, app.review_next, app.name_button]
               if b.layout.display != "none"]
    return " ".join(_text(p) for p in shown) + " " + " ".join(buttons) + " " + app.name_input.placeholder


def _act(app: HydraPlayApp, hint) -> None:
    if hint.card is not None:
        app.click_card(hint.card)
    elif hint.action.startswith("solo:"):
        app.solo_game.value = hint.action[5:]
        app.solo_button.click()
    else:
        app.press(hint.action)


def _play(app: HydraPlayApp) -> list[str]:
    """Play the round as the example player hints, by the page's own buttons; the page's text at each step."""
    pages = play_by_hints(app, _page, _act)
    app.step_review(+1)
    return [*pages, _page(app)]


def _no_english(text: str, english: list[str]) -> None:
    assert not _showing(text, english), (_showing(text, english), text[:3000])
    words = sorted({w for w in re.findall(r"[A-Za-z]+", text) if w.lower() in ENGLISH_WORDS} - ALSO_GERMAN)
    assert not words, (words, text[:3000])


@pytest.mark.parametrize("deal", list(HYDRA_DEALS))
def test_a_whole_round_in_german(german, deal, tmp_path, monkeypatch):
    monkeypatch.setenv("HYDRA_DATA_DIR", str(tmp_path))
    app = build_hydra_play({"QUERY_STRING": f"lang=de&deal={deal}&name=Ada"})
    english = _english(german)
    pages = _play(app)
    assert "Eine Runde spielen" in pages[0] and "Was geschah" in " ".join(pages)
    assert "Abrechnung" in pages[-1] and "Rückblick" in pages[-1]
    for text in pages:
        _no_english(text, english)
    app.next_round()
    _no_english(_page(app), english)


def test_a_refusal_and_the_undo_in_german(german, tmp_path, monkeypatch):
    monkeypatch.setenv("HYDRA_DATA_DIR", str(tmp_path))
    app = build_hydra_play({"QUERY_STRING": "lang=de&deal=2-0"})
    english = _english(german)
    session = app.session
    app.click_card(session.hand()[0])                       # a card before the calls: which call comes first
    assert "Noch wird keine Karte gespielt" in _page(app)
    app.press("valeo")
    while not session.my_turn or session.view().phase != "play":
        app.press(session.hint().action)
    illegal = [c for c in session.hand() if c not in {str(x) for x in session.view().legal}]
    if illegal:
        app.click_card(illegal[0])
        _no_english(_page(app), english)
    app.undo()
    text = _page(app)
    assert "Zurückgenommen" in text
    _no_english(text, english)
    app.next_round()                                         # not over yet: said in German
    assert "Spiel erst diese Runde zu Ende" in _page(app)


def test_a_bad_deal_link_and_the_links_keep_the_language(tmp_path, monkeypatch):
    monkeypatch.setenv("HYDRA_DATA_DIR", str(tmp_path))
    app = build_hydra_play({"QUERY_STRING": "lang=de&deal=4711-4&name=Ada"})
    hrefs = re.findall(r'href="([^"]+)"', app.deal_info.value + app.header.value)
    pages = [h for h in hrefs if ".ipynb" in h]
    assert pages and all("lang=de" in h for h in pages), pages
    assert any("deal=4711-4" in h and "lang=de" in h for h in pages)
    assert "Eine Runde spielen" in app.title.value
    assert "hn-langs" in app.header.value                        # the bar's language switch


@pytest.mark.parametrize("query", ["deal=4711-4", "lang=en&deal=4711-4"])
def test_in_english_the_page_is_as_before(query, tmp_path, monkeypatch):
    monkeypatch.setenv("HYDRA_DATA_DIR", str(tmp_path))
    app = build_hydra_play({"QUERY_STRING": query})
    assert "Play a round" in app.title.value
    assert [b.description for b in app.choice_buttons if b.layout.display != "none"] == [
        "Valeo (a healthy game)", "Morbus (I have a reservation)"]
    app.press("valeo")
    assert "What happened" in app.replies.value and "You say valeo (healthy)" in _text(app.replies.value)
