"""Issue 33, the play pages in German: Doppelkopf's play page asked for with ``?lang=de`` is German all the way
through a round under either rule set (the reservations, the announcements, the hand, what happened, the game and
its parties, the deadlines, the score sheet, the review and the match total), with no English sentence of the
catalog showing through and no English words; Doppelkopf keeps its own words (Kreuz, Pik, Herz, Karo; Dame, Bube,
As, König; Hochzeit, Trumpfabgabe, Schweine), never Hydra's deck (Eichel, Grün, Rot, Schell; Ober, Unter, Daus);
its links keep ``lang=de``, ``?deal=`` and ``?rules=``; without ``lang=`` the page is English as before.

Played in Python (the widgets' HTML, as tests/test_play_german.py plays Hydra's page); the browser test is
tests/browser/test_play_language_games.py.
"""

from __future__ import annotations

import re

import pytest

from widgets.doppelkopf.play import DoppelkopfPlayApp, build_doppelkopf_play

pytest.importorskip("babel.messages.pofile")

from german_pages import assert_no_english, assert_translated, english_of, page_text, play_by_hints  # noqa: E402
from test_i18n_catalogs import LOCALE, _catalog, _text  # noqa: E402
from test_i18n_catalogs import english_afterwards  # noqa: E402,F401 - its fixture: English after each test

#: The files whose sentences Doppelkopf's play page shows.
PLAY_FILES = {"widgets/doppelkopf/play.py", "widgets/doppelkopf/play_html.py", "widgets/common/table.py",
              "widgets/common/play_page.py",
              "widgets/common/phone.py", "tutor/doppelkopf/session.py", "tutor/doppelkopf/words.py",
              "tutor/doppelkopf/round_text.py", "tutor/doppelkopf/score_text.py", "tutor/table/learner.py",
              "tutor/table/records.py", "tutor/table/seat_names.py", "hydra/doppelkopf/explain.py",
              "hydra/doppelkopf/players.py", "widgets/common/table_html.py"}
#: Hydra's deck, which a Doppelkopf page never names (its own words: Kreuz, Pik, Herz, Karo; Dame, Bube, As).
HYDRA_DECK = re.compile(r"\b(Eichel|Grün|Rot|Schell|Ober|Unter|Daus)\b")
#: (rule set, deal, Schweine): a Normalspiel, the learner's Hochzeit, a Hausrunde with Schweine, and more.
DEALS = [("turnier", "26-3", False), ("hausrunde", "26-3", False), ("turnier", "66-3", False),
         ("hausrunde", "5-1", True), ("turnier", "4711-2", False), ("hausrunde", "148-3", False),
         ("turnier", "11-3", False), ("hausrunde", "40-3", False)]


@pytest.fixture(scope="module")
def german():
    return _catalog(LOCALE / "de" / "LC_MESSAGES" / "hydra.po")


def test_the_play_pages_sentences_are_translated(german):
    assert_translated(german, PLAY_FILES, 250)


def _english(german) -> list[str]:
    return english_of(german, PLAY_FILES)


def _page(app: DoppelkopfPlayApp) -> str:
    """What the learner sees of the page now: its panels' text and its buttons' words."""
    parts = [app.header.value, app.title.value, app.rules_note.value, app.deal_info.value, app.status.value,
             app.seats.value, app.trick.value, app.message.value, app.hand_title.value, app.hint_html.value,
             app.last_trick.value, app.replies.value, app.sheet.value, app.review.value, app.name_status.value,
             app.game.value, app.deadlines.value, app.match.value]
    buttons = [*app.choice_buttons, app.solo_button, app.hint_button, app.undo_button, app.last_button,
               app.next_button, app.review_prev, app.review_next, app.name_button, *app.card_buttons]
    picks = [label for pick in (app.rules_pick, app.schweine_pick) for label in pick._options_labels]
    picks += [pick.description for pick in (app.rules_pick, app.schweine_pick)]
    return page_text(parts, buttons, *picks, app.name_input.placeholder)


def _act(app: DoppelkopfPlayApp, hint) -> None:
    if hint.card is not None:
        app.click_card(hint.card)
    elif hint.action.startswith("solo:"):
        app.solo_game.value = hint.action
        app.solo_button.click()
    else:
        app.press(hint.action)


def _play(app: DoppelkopfPlayApp) -> list[str]:
    """Play the round as the example player hints, by the page's own buttons; the page's text at each step."""
    pages = play_by_hints(app, _page, _act)
    app.step_review(+1)
    return [*pages, _page(app)]


def _no_english(text: str, english: list[str]) -> None:
    assert_no_english(text, english, HYDRA_DECK)


@pytest.mark.parametrize(("rules", "deal", "schweine"), DEALS)
def test_a_whole_round_in_german(german, rules, deal, schweine, tmp_path, monkeypatch):
    monkeypatch.setenv("HYDRA_DATA_DIR", str(tmp_path))
    pigs = "&schweine=1" if schweine else ""
    app = build_doppelkopf_play({"QUERY_STRING": f"lang=de&rules={rules}&deal={deal}{pigs}&name=Ada"})
    english = _english(german)
    pages = _play(app)
    assert "Eine Runde Doppelkopf spielen" in pages[0] and "Was geschah" in " ".join(pages)
    if app.session.view().ending == "played":
        assert "Abrechnung" in pages[-1] and "Rückblick" in pages[-1]
    for text in pages:
        _no_english(text, english)
    app.next_round()
    _no_english(_page(app), english)


def test_refusals_the_undo_and_the_switches_in_german(german, tmp_path, monkeypatch):
    monkeypatch.setenv("HYDRA_DATA_DIR", str(tmp_path))
    app = build_doppelkopf_play({"QUERY_STRING": "lang=de&rules=hausrunde&deal=26-3"})
    english = _english(german)
    session = app.session
    app.click_card(session.hand()[0])                       # a card before the reservations
    assert "Noch wird keine Karte gespielt" in _page(app)
    while not session.my_turn or session.view().phase != "play":
        app.press(session.hint().action)
    illegal = [c for c in session.hand() if c not in session.playable()]
    if illegal:
        app.click_card(illegal[0])
        assert "darf nicht gespielt werden" in _page(app)
        _no_english(_page(app), english)
    app.undo()
    text = _page(app)
    assert "Zurückgenommen" in text
    _no_english(text, english)
    app.next_round()                                         # not over yet: said in German
    assert "Spiel erst diese Runde zu Ende" in _page(app)
    app.set_schweine(True)
    assert "Jetzt mit Schweinen" in _page(app)
    app.set_rules("turnier")
    text = _page(app)
    assert "Turnierregeln" in text
    _no_english(text, english)


def test_a_bad_link_and_the_links_keep_the_language(german, tmp_path, monkeypatch):
    monkeypatch.setenv("HYDRA_DATA_DIR", str(tmp_path))
    app = build_doppelkopf_play({"QUERY_STRING": "lang=de&rules=skat&deal=12-7&schweine=pig&name=Ada"})
    text = _page(app)
    assert "stattdessen" in text and "Eine Runde Doppelkopf spielen" in text
    hrefs = re.findall(r'href="([^"]+)"', app.deal_info.value + app.header.value)
    pages = [h for h in hrefs if ".ipynb" in h]
    assert pages and all("lang=de" in h for h in pages), pages
    assert any("deal=" in h and "rules=turnier" in h and "lang=de" in h for h in pages)
    assert "hn-langs" in app.header.value                        # the bar's language switch


@pytest.mark.parametrize("query", ["rules=turnier&deal=26-3", "lang=en&rules=turnier&deal=26-3"])
def test_in_english_the_page_is_as_before(query, tmp_path, monkeypatch):
    monkeypatch.setenv("HYDRA_DATA_DIR", str(tmp_path))
    app = build_doppelkopf_play({"QUERY_STRING": query})
    assert "Play a round of Doppelkopf" in app.title.value
    assert "Rule set:" in app.deal_info.value and "tournament rules (Turnier)" in app.deal_info.value
    app.press("gesund")
    assert "What happened" in app.replies.value and "You choose Gesund (no reservation)" in _text(app.replies.value)
