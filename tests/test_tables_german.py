"""Issue 33, the tables where friends play together, in German: each player's page in their own language (a
table mixes languages). Ada opens a table with ``?lang=de``, Bo joins in English; played to the end of a round by
taps on their own pages, Ada's page shows no English sentence of the catalog's files of the table page and of its
game, and no English words; Bo's page stays English. Each page's kernel has its own language: here both pages
share one process, so each page's language is set before it draws (as its own kernel would have it).

Hydra, both Doppelkopf rule sets and 500 (a Hydropolis table's game still speaks English).
"""

from __future__ import annotations

import re

import pytest

from hydra.core.i18n import set_language
from widgets.tables import build_table

pytest.importorskip("babel.messages.pofile")

from german_pages import assert_no_english, assert_translated, english_of  # noqa: E402 - Babel first
from test_i18n_catalogs import LOCALE, _catalog, _text  # noqa: E402
from test_i18n_catalogs import english_afterwards  # noqa: E402,F401 - its fixture: English after each test
from test_play_german import PLAY_FILES as HYDRA_FILES  # noqa: E402
from test_play_german_doppelkopf import PLAY_FILES as DK_FILES  # noqa: E402
from test_play_german_fuenfhundert import PLAY_FILES as FH_FILES  # noqa: E402
from test_tables_page import _texts  # noqa: E402

TABLE_FILES = {"widgets/tables/page.py", "widgets/tables/html.py", "widgets/tables/views.py",
               "tutor/tables/referee.py", "tutor/tables/store.py", "tutor/tables/state.py",
               "tutor/hydra/together.py", "tutor/doppelkopf/together.py", "tutor/fuenfhundert/together.py"}
GAMES = {"hydra": HYDRA_FILES, "doppelkopf-turnier": DK_FILES, "doppelkopf-hausrunde": DK_FILES,
         "fuenfhundert": FH_FILES}


@pytest.fixture(scope="module")
def german():
    return _catalog(LOCALE / "de" / "LC_MESSAGES" / "hydra.po")


def _english(german, files) -> list[str]:
    return english_of(german, files)


def test_the_table_pages_sentences_are_translated(german):
    assert_translated(german, TABLE_FILES, 60)


class Kernel:
    """A page and its language, as its own kernel keeps it: every call on the page runs in that language."""

    def __init__(self, lang, make):
        self.lang = lang
        set_language(lang)
        self.page = make()

    def __call__(self, do):
        set_language(self.lang)
        return do(self.page)


def _tap(page):
    """A tap of the page's player: what the example player would do in that seat (a word's button or a card)."""
    words = page.words.children
    if words:
        words[0].click()
        return
    legal = [box for box in page.hand.children if "tt-legal" in box._dom_classes]
    legal[0].children[1].click()


def _shown(page) -> str:
    text = _text(_texts(page))
    return re.sub(r"\s+", " ", text)


def _no_english(text, english):
    assert_no_english(text, english)


@pytest.mark.parametrize("game", list(GAMES))
def test_a_round_at_a_table_of_two_languages(german, game, tmp_path):
    env = {"HYDRA_DATA_DIR": str(tmp_path)}
    english = _english(german, TABLE_FILES | GAMES[game])
    ada = Kernel("de", lambda: build_table({**env, "QUERY_STRING": f"game={game}&lang=de"}, poll=False))
    assert "Mit Freunden spielen" in _shown(ada.page) or "Gemeinsam spielen" in _shown(ada.page)
    ada(lambda p: setattr(p.name_input, "value", "Ada"))
    ada(lambda p: p.open_button.click())
    code = ada.page.seat.code
    bo = Kernel("en", lambda: build_table({**env, "QUERY_STRING": f"table={code}&name=Bo"}, poll=False))
    ada(lambda p: p.start_button.click())
    seen = []
    for _ in range(300):
        for k in (ada, bo):
            k(lambda p: p.tick())
        seen.append(_shown(ada.page))
        if ada.page.state["over"]:
            break
        mover = ada if ada.page.state["my_turn"] else bo
        mover(_tap)
    else:
        raise AssertionError("the round did not end")
    for k in (ada, bo):
        k(lambda p: p.tick(force=True))
    seen.append(_shown(ada.page))
    for text in seen:
        _no_english(text, english)
    assert "Die Abrechnung dieser Runde" in seen[-1] or ada.page.state.get("phase") != "over"
    assert "The score of this round" in _shown(bo.page) or bo.page.state.get("phase") != "over"
    assert "Gesamt" in seen[-1]
