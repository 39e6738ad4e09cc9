"""Issue 33, the play pages in German: 500's play page asked for with ``?lang=de`` is German all the way through
a round (the bids, the seats, the table, what happened with the example players' reasons, the cards laid away,
the score with its table, every trick's review and the game's total), with no English sentence of the catalog
showing through and no English words; 500 keeps its own words (Pik, Kreuz, Karo, Herz; Bube, Dame, König, As;
Joker, Misère, ohne Trumpf, Passe); its links keep ``lang=de`` and ``?deal=``; without ``lang=`` the page is
English as before.

Played in Python (the widgets' HTML); the browser test is tests/browser/test_play_language_games.py.
"""

from __future__ import annotations

import re

import pytest

from hydra import fuenfhundert as fh
from widgets.fuenfhundert.play import FuenfhundertPlayApp, build_fuenfhundert_play

pytest.importorskip("babel.messages.pofile")

from german_pages import assert_no_english, assert_translated, english_of, page_text, play_by_hints  # noqa: E402
from test_i18n_catalogs import LOCALE, _catalog, _text  # noqa: E402
from test_i18n_catalogs import english_afterwards  # noqa: E402,F401 - its fixture: English after each test

#: The files whose sentences 500's play page shows.
PLAY_FILES = {"widgets/fuenfhundert/play.py", "widgets/fuenfhundert/play_html.py", "widgets/fuenfhundert/tables.py",
              "widgets/common/table.py",
              "widgets/common/play_page.py", "widgets/common/phone.py", "tutor/fuenfhundert/session.py",
              "tutor/fuenfhundert/words.py", "tutor/fuenfhundert/score.py", "tutor/fuenfhundert/table.py",
              "tutor/table/learner.py", "tutor/table/records.py", "hydra/fuenfhundert/tricks.py",
              "hydra/fuenfhundert/players.py", "hydra/fuenfhundert/cards.py", "widgets/common/table_html.py"}
#: English card names and seat names, which a German 500 page never shows.
ENGLISH_CARDS = re.compile(r"\b(Spades|Clubs|Diamonds|Hearts|Jack|Queen|King|Ace|North|East|South)\b")
#: Deals: the learner bids and plays; a deal another seat wins; one with a no-trump or Misère contract.
DEALS = ["2-0", "7-3", "4711-2", "7-0", "11-1", "5-2"]


@pytest.fixture(scope="module")
def german():
    return _catalog(LOCALE / "de" / "LC_MESSAGES" / "hydra.po")


def test_the_play_pages_sentences_are_translated(german):
    assert_translated(german, PLAY_FILES, 200)


def _english(german) -> list[str]:
    return english_of(german, PLAY_FILES)


def _page(app: FuenfhundertPlayApp) -> str:
    """What the learner sees of the page now: its panels' text and its buttons' words."""
    parts = [app.header.value, app.title.value, app.deal_info.value, app.status.value, app.seats.value,
             app.table.value, app.open_hand.value, app.message.value, app.hand_title.value, app.hint_html.value,
             app.last_trick.value, app.replies.value, app.score.value, app.review.value, app.name_status.value,
             app.match.value, app.calls.value, app.laid.value, app.bid_note.value]
    bids = list(app.bid_buttons) if app.bids.layout.display != "none" else []
    buttons = [*bids, *app.joker_buttons, app.hint_button, app.undo_button, app.last_button, app.next_button,
               app.name_button, *app.card_buttons]
    return page_text(parts, buttons, app.name_input.placeholder)


def _act(app: FuenfhundertPlayApp, hint) -> None:
    if app.session.round.phase == "bidding":
        app.press_bid(hint.action)
    elif hint.action.startswith("JO:"):
        app._done(app.session.lead_joker(hint.action[3]))
    else:
        app.click_card(hint.action)


def _play(app: FuenfhundertPlayApp) -> list[str]:
    """Play the round as the example player hints, by the page's own buttons; the page's text at each step."""
    return [*play_by_hints(app, _page, _act), _page(app)]


def _no_english(text: str, english: list[str]) -> None:
    assert_no_english(text, english, ENGLISH_CARDS)


@pytest.mark.parametrize("deal", DEALS)
def test_a_whole_round_in_german(german, deal, tmp_path, monkeypatch):
    monkeypatch.setenv("HYDRA_DATA_DIR", str(tmp_path))
    app = build_fuenfhundert_play({"QUERY_STRING": f"lang=de&deal={deal}&name=Ada"})
    english = _english(german)
    pages = _play(app)
    assert "Eine Runde 500 (Fünfhundert) spielen" in pages[0] and "Was geschah" in " ".join(pages)
    if app.session.view().ending == "played":
        assert "Die Abrechnung" in pages[-1] and "Jeder Stich" in pages[-1]
    for text in pages:
        _no_english(text, english)
    app.next_round()
    _no_english(_page(app), english)


def test_refusals_and_the_undo_in_german(german, tmp_path, monkeypatch):
    monkeypatch.setenv("HYDRA_DATA_DIR", str(tmp_path))
    app = build_fuenfhundert_play({"QUERY_STRING": "lang=de&deal=2-0"})
    english = _english(german)
    session = app.session
    app.click_card(session.hand()[0])                       # a card while bidding
    assert "Noch wird keine Karte gespielt" in _page(app)
    low = [o.call for o in session.bid_options() if not o.legal and o.call != fh.PASS]
    if low:
        app.press_bid(low[0])
        _no_english(_page(app), english)
    app.press_bid(session.hint().action)
    app.undo()
    text = _page(app)
    assert "Zurückgenommen" in text
    _no_english(text, english)
    app.next_round()
    assert "Spiel erst diese Runde zu Ende" in _page(app)


def test_the_links_keep_the_language(tmp_path, monkeypatch):
    monkeypatch.setenv("HYDRA_DATA_DIR", str(tmp_path))
    app = build_fuenfhundert_play({"QUERY_STRING": "lang=de&deal=4711-9&name=Ada"})
    assert "stattdessen" in _page(app) or "neues Spiel" in _page(app)
    hrefs = re.findall(r'href="([^"]+)"', app.deal_info.value + app.header.value)
    pages = [h for h in hrefs if ".ipynb" in h]
    assert pages and all("lang=de" in h for h in pages), pages
    assert any("deal=" in h and h.startswith("500-play.ipynb") for h in pages)


@pytest.mark.parametrize("query", ["deal=2-0", "lang=en&deal=2-0"])
def test_in_english_the_page_is_as_before(query, tmp_path, monkeypatch):
    monkeypatch.setenv("HYDRA_DATA_DIR", str(tmp_path))
    app = build_fuenfhundert_play({"QUERY_STRING": query})
    assert "Play a round of 500 (Fünfhundert)" in app.title.value
    assert "Deal" in app.deal_info.value and "dealer:" in app.deal_info.value
    app.press_bid("7H")
    assert "What happened" in app.replies.value and "bid 7 Herz (seven hearts, 200 points)" in _text(app.replies.value)
