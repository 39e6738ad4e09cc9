"""Issue 33, the play pages in German: Hydropolis's play page asked for with ``?lang=de`` is German all the way
through a game (the seats and the draw pile, the hand, where the chosen card fits, what happened with the example
players' reasons, the hint, the end and who won, the whole game so far), with no English sentence of the catalog
showing through and no English words; Hydropolis keeps the seed's words (Rohr, Verschlusskappe, leck,
Wasserhahn, Auslauf, Nachziehstapel, Schraubenschlüssel); its links keep ``lang=de`` and ``?deal=``; without
``lang=`` the page is English as before. A Hydropolis table of friends speaks German to a German player and
English to an English one.

Played in Python (the widgets' HTML); the browser test is tests/browser/test_play_language_games.py.
"""

from __future__ import annotations

import re

import pytest

from hydra import hydropolis as hp
from hydra.core.i18n import set_language
from widgets.hydropolis.play import HydropolisPlayApp, build_hydropolis_play
from widgets.tables import build_table

pytest.importorskip("babel.messages.pofile")

from german_pages import assert_no_english, assert_translated, english_of, page_text  # noqa: E402 - Babel first
from test_i18n_catalogs import LOCALE, _catalog, _text  # noqa: E402
from test_i18n_catalogs import english_afterwards  # noqa: E402,F401 - its fixture: English after each test
from test_tables_german import TABLE_FILES, Kernel, _shown, _tap  # noqa: E402

#: The files whose sentences Hydropolis's play page shows (its own, the engine's card names, fits and points,
#: and the pages' shared parts).
PLAY_FILES = {"widgets/hydropolis/play.py", "widgets/hydropolis/play_html.py", "widgets/hydropolis/table.py",
              "tutor/hydropolis/session.py", "tutor/hydropolis/player.py", "tutor/hydropolis/records.py",
              "hydra/hydropolis/cards.py", "hydra/hydropolis/score.py", "hydra/hydropolis/table.py",
              "hydra/hydropolis/rules.py", "hydra/hydropolis/board_svg.py", "widgets/common/table.py",
              "widgets/common/play_page.py",
              "widgets/common/phone.py", "tutor/table/learner.py", "tutor/table/records.py"}
#: The files of a Hydropolis table of friends' game lines.
TOGETHER_FILES = {"widgets/hydropolis/together.py", "tutor/hydropolis/together.py", "tutor/hydropolis/player.py",
                  "tutor/hydropolis/session.py", "widgets/hydropolis/table.py", "hydra/hydropolis/cards.py"}
#: English words of Hydropolis's things, which a German page never shows.
ENGLISH_THINGS = re.compile(r"\b(pipe|pipes|cap|caps|leaky|tap|outlet|wrench|draw pile|corner|straight)\b(?!=)", re.I)
#: Deals: two, three and five players, a short target, the wrench variant.
GAMES = [("7-0", {}), ("4711-0", {"players": "2"}), ("12-0", {"players": "5", "target": "30"}),
         ("3-0", {"wrench": "1", "target": "50"})]


@pytest.fixture(scope="module")
def german():
    return _catalog(LOCALE / "de" / "LC_MESSAGES" / "hydra.po")


def test_the_play_pages_sentences_are_translated(german):
    assert_translated(german, PLAY_FILES, 200)


def test_the_tables_game_lines_are_translated(german):
    assert_translated(german, TOGETHER_FILES, 60)


def _page(app: HydropolisPlayApp) -> str:
    """What the learner sees of the page now: its panels' text (the table's picture's labels too) and its
    buttons' words, the options and their labels."""
    parts = [app.header.value, app.title.value, app.deal_info.value, app.status.value, app.seats.value,
             app.hand_title.value, app.fits.value, app.message.value, app.hint_html.value, app.end.value,
             app.replies.value, app.name_status.value, app.match.value, app.all_moves.value]
    labels = " ".join(re.findall(r'aria-label="([^"]*)"', app.picture.value))
    buttons = [*app.card_buttons, app.turn_button, app.draw_button, app.hint_button, app.undo_button,
               app.next_button, app.smaller, app.bigger, app.name_button, *app.cell_buttons.values()]
    options = [label for label, _value in [*app.players_box.options, *app.target_box.options]]
    return page_text(parts, buttons, labels, app.name_input.placeholder, app.players_box.description,
                     app.target_box.description, app.wrench_box.description, *options,
                     *(b.tooltip for b in app.cell_buttons.values()))


def _no_english(text: str, english: list[str]) -> None:
    assert_no_english(text, english, ENGLISH_THINGS)


def _play(app: HydropolisPlayApp) -> list[str]:
    """Play the game as the example player hints, by the page's taps (a card, Turn, a cell; Draw); the page's
    text after each tap."""
    session = app.session
    pages = [_page(app)]
    for _ in range(200):
        if session.over:
            break
        app.hint()
        pages.append(_page(app))
        hint = session.hint()
        assert hint is not None
        if hint.card is None:
            app.draw_button.click()
        else:
            app.chosen = None
            app.click(app.hand_cards.index(hint.card))
            if app.turned != (hint.action.split()[0] != hint.card):
                app.turn()
            pages.append(_page(app))
            app.tap_cell(hp.parse_action(hint.action).cell)
        pages.append(_page(app))
    assert session.over
    return pages


@pytest.mark.parametrize("deal,options", GAMES)
def test_a_whole_game_in_german(german, deal, options, tmp_path, monkeypatch):
    monkeypatch.setenv("HYDRA_DATA_DIR", str(tmp_path))
    query = "&".join(f"{k}={v}" for k, v in {"lang": "de", "deal": deal, **options, "name": "Ada"}.items())
    app = build_hydropolis_play({"QUERY_STRING": query})
    english = english_of(german, PLAY_FILES)
    pages = _play(app)
    assert "Ein Hydropolis-Spiel spielen" in pages[0] or "Hydropolis" in pages[0]
    whole = " ".join(pages)
    assert "Was geschah" in whole and "Du legst" in whole and "Tipp:" in whole and "Nachziehstapel" in whole
    assert "Das Spiel ist aus." in pages[-1] and "Das ganze Spiel bisher" in pages[-1]
    for text in pages:
        _no_english(text, english)
    app.next_round()
    _no_english(_page(app), english)


def test_refusals_turning_and_the_undo_in_german(german, tmp_path, monkeypatch):
    monkeypatch.setenv("HYDRA_DATA_DIR", str(tmp_path))
    app = build_hydropolis_play({"QUERY_STRING": "lang=de&deal=7-0"})
    english = english_of(german, PLAY_FILES)
    session = app.session
    app.turn()                                               # nothing chosen yet
    assert "Tippe zuerst eine Karte deiner Hand an" in _page(app)
    app.tap_cell(hp.Cell(0, 0))
    _no_english(_page(app), english)
    app.click(0)
    card = app.hand_cards[0]
    bad = next(c for c in app.cell_buttons if c not in session.cells_for(card))
    app.tap_cell(bad)                                        # the engine's reason, in German
    text = _page(app)
    assert "Nicht erlaubt" in text
    _no_english(text, english)
    app.turn()
    assert "halb gedreht" in _page(app)
    app.undo()                                               # nothing of the learner's yet
    _no_english(_page(app), english)
    hint = session.hint()
    app.click(app.hand_cards.index(hint.card)) if app.chosen != hint.card else None
    app.turned = hint.action.split()[0] != hint.card
    app.tap_cell(hp.parse_action(hint.action).cell)
    app.undo()
    text = _page(app)
    assert "Zurückgenommen" in text
    _no_english(text, english)


def test_bad_links_in_german_and_the_links_keep_the_language(german, tmp_path, monkeypatch):
    monkeypatch.setenv("HYDRA_DATA_DIR", str(tmp_path))
    english = english_of(german, PLAY_FILES)
    for query in ("deal=12-3", "deal=7-0&players=9", "deal=7-0&wrench=maybe", "deal=7-0&target=x"):
        app = build_hydropolis_play({"QUERY_STRING": f"lang=de&{query}&name=Ada"})
        text = _page(app)
        assert "stattdessen ein neues Spiel" in text, text[:2000]
        _no_english(text, english)
    hrefs = re.findall(r'href="([^"]+)"', app.deal_info.value + app.header.value)
    pages = [h for h in hrefs if ".ipynb" in h]
    assert pages and all("lang=de" in h for h in pages), pages
    assert any(h.startswith("hydropolis-play.ipynb?deal=") for h in pages)
    assert "hn-langs" in app.header.value                        # the bar's language switch
    assert "noch nicht übersetzt" not in _page(app)


@pytest.mark.parametrize("query", ["deal=7-0&players=2", "lang=en&deal=7-0&players=2"])
def test_in_english_the_page_is_as_before(query, tmp_path, monkeypatch):
    monkeypatch.setenv("HYDRA_DATA_DIR", str(tmp_path))
    app = build_hydropolis_play({"QUERY_STRING": query})
    assert "Play a game of Hydropolis" in app.title.value
    assert "Game 7-0 · " in _text(app.deal_info.value) and "link to this game" in app.deal_info.value
    assert [app.turn_button.description, app.hint_button.description, app.next_button.description] == [
        "Turn", "Hint", "New game"]
    assert "Draw pile: " in _text(app.seats.value) and "target 100 points" in _text(app.seats.value)
    app.hint()
    assert "Hint: the example player in your seat would lay `" in _text(app.hint_html.value)
    hint = app.session.hint()
    app.tap_cell(hp.parse_action(hint.action).cell)
    assert "You lay `" in _text(app.replies.value) and "(covering " in _text(app.replies.value)
    assert "What happened" in app.replies.value


def test_a_hydropolis_table_of_two_languages(german, tmp_path):
    env = {"HYDRA_DATA_DIR": str(tmp_path)}
    english = english_of(german, TABLE_FILES | TOGETHER_FILES)
    ada = Kernel("de", lambda: build_table({**env, "QUERY_STRING": "game=hydropolis&lang=de"}, poll=False))
    ada(lambda p: setattr(p.name_input, "value", "Ada"))
    ada(lambda p: p.open_button.click())
    code = ada.page.seat.code
    bo = Kernel("en", lambda: build_table({**env, "QUERY_STRING": f"table={code}&name=Bo"}, poll=False))
    ada(lambda p: p.start_button.click())
    seen, seen_bo, bo_words = [], [], []
    for _ in range(300):
        for k in (ada, bo):
            k(lambda p: p.tick())
        seen.append(_shown(ada.page))
        seen_bo.append(bo(_shown))
        if ada.page.state["over"]:
            break
        mover = ada if ada.page.state["my_turn"] else bo
        if mover is bo:
            bo_words += bo(lambda p: [button.description for button in p.words.children])
        mover(_tap)
    else:
        raise AssertionError("the game did not end")
    for k in (ada, bo):
        k(lambda p: p.tick(force=True))
    seen.append(_shown(ada.page))
    seen_bo.append(bo(_shown))
    for text in seen:
        _no_english(text, english)
    assert any("legen" in text for text in seen) and "Grüne Striche" in " ".join(seen)
    # Bo's turns show his moves' buttons in English words: a lay's, or, where no card of his fits (a random deal
    # may give him no lay in a whole game: CI saw such a game twice), drawing or passing
    assert bo_words and all(w.startswith(("Lay the ", "Draw a card", "Pass")) for w in bo_words), bo_words[:5]
    assert re.search(r"gewinnt|gewinnst|teilen sich den Sieg", seen[-1]), seen[-1][-1500:]
    assert re.search(r"wins|you win|share the win", seen_bo[-1]), seen_bo[-1][-1500:]
    set_language("en")
