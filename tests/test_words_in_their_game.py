"""Issue 31, a word opens its meaning in its sentence's game: the glossary keeps one entry per game where
the games differ (Hochzeit and Fuchs in Doppelkopf, Stich in 500), each at its own anchor, so a word
link carries its game; a sentence of 500 or Hydropolis opens only that game's words, and the page for
Doppelkopf players opens Doppelkopf's Hochzeit and Füchse."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tutor.course.glossary import GLOSSARY, entry, load, term
from widgets.common.words import word_html, words_in_text
from widgets.course.glossary_page import glossary_html

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"


def _words(html: str) -> list[tuple[str, str]]:
    """Each word that opens in place: (the word as written, the glossary anchor it opens)."""
    return re.findall(r'class="hw-word"[^>]*>([^<]*)<span class="hw-say">.*?glossary\.ipynb[^"#]*#([\w-]+)"', html,
                      re.S)


def test_a_word_the_games_use_differently_has_an_entry_per_game():
    hydra, doppelkopf = term("Hochzeit"), term("Hochzeit", "doppelkopf")
    assert (hydra.key, hydra.game, hydra.rule) == ("hochzeit", "hydra", "R10")
    assert (doppelkopf.key, doppelkopf.game, doppelkopf.rule) == ("hochzeit-doppelkopf", "doppelkopf", "D9")
    assert "four key Obers" in hydra.meaning and "Kreuz-Damen" in doppelkopf.meaning
    assert "5 bonus points" in term("Füchse").meaning and "Karo-As" in term("Füchse", "doppelkopf").meaning
    assert "5 bonus points" not in term("Füchse", "doppelkopf").meaning
    assert "last trick may be looked at" in term("Stich").meaning
    assert "joker" in term("Stich", "fuenfhundert").meaning and "looked at" not in term("Stich", "fuenfhundert").meaning
    html = glossary_html()                                      # both on the glossary page, each marked
    for t in (hydra, doppelkopf, term("Stich", "fuenfhundert")):
        assert f'<div class="hg-word" id="{t.key}"><b>{t.word}</b>' in html
    assert '<span class="hg-game">in Doppelkopf</span>' in html and '<span class="hg-game">in Fünfhundert (500)' in html


def test_a_sentence_opens_a_word_in_its_own_game():
    """Hydra's meaning never opens on another game's page: 500's Stich is 500's; a word 500 has no entry
    for stays plain there; Hydropolis's words open in Hydropolis; Hydra's pages keep Hydra's words."""
    assert _words(words_in_text("Four cards make a trick (Stich).", game="fuenfhundert")) == [
        ("Stich", "stich-fuenfhundert")]
    assert _words(words_in_text("Four cards make a trick (Stich).")) == [("Stich", "stich")]
    assert _words(words_in_text("A Fehlfarbe and a Hochzeit.", game="fuenfhundert")) == []
    assert _words(words_in_text("A Rohr, no Stich.", game="hydropolis")) == [("Rohr", "rohr")]
    assert term("Rohr").game == "hydropolis" and entry("Rohr", "doppelkopf") is None
    assert _words(words_in_text("A Hochzeit and the Füchse.", game="doppelkopf")) == [
        ("Hochzeit", "hochzeit-doppelkopf"), ("Füchse", "fuchs-doppelkopf")]
    assert "(in Doppelkopf)" in word_html("Hochzeit", game="doppelkopf")
    assert "(in Doppelkopf)" not in word_html("Hochzeit")


def test_the_page_for_doppelkopf_players_opens_doppelkopfs_hochzeit_and_fuechse():
    """Issue 31: "Hochzeit" (a player with both Kreuz-Damen, D9) and "Füchse" (the Karo-Asse of a
    Trumpfabgabe) open Doppelkopf's meaning; the lesson's Fuchs of Hydra's ladder stays Hydra's."""
    from widgets.doppelkopf.players_page import build_doppelkopf_players_page
    page = build_doppelkopf_players_page({"QUERY_STRING": ""})              # its prose is drawn by its module
    prose = [page.text, page.parties, page.alone, page.fuechse, page.intro_120, page.after]
    words = [w for part in prose for w in _words(part.value)]
    assert ("Hochzeit", "hochzeit-doppelkopf") in words and ("Hochzeit", "hochzeit") not in words
    assert ("Füchse", "fuchs-doppelkopf") in words and ("Füchse", "fuchs") not in words
    assert ("Fuchs", "fuchs") in words                         # place 1 of Hydra's ladder: Hydra's Fuchs


def test_a_word_in_a_seed_quote_stays_as_the_seed_writes_it():
    """A German quote („…“) is the seed's words as written: no word in it is made a link."""
    from tutor.course.glossary import link_first_uses
    assert link_first_uses(["a pipe („mit einem Rohr“) and a Rohr"], game="hydropolis") == [
        "a pipe („mit einem Rohr“) and a [Rohr](glossary.ipynb#rohr)"]


def test_500s_first_step_opens_500s_stich(tmp_path):
    """Issue 31: in 500's first step "Stich" opens 500's trick, not Hydra's rule on the last trick."""
    from tutor.course import LessonProgress
    from widgets.course.steps import StepPlayer

    player = StepPlayer("500-1", step="500-1-deck-1", name="Ada", progress=LessonProgress(tmp_path),
                        game="fuenfhundert")
    assert _words(player.idea.value) == [("Stich", "stich-fuenfhundert")]
    assert "glossary.ipynb?name=Ada#stich-fuenfhundert" in player.idea.value
    saved = (NOTEBOOKS / "500-01-deck-and-bids.ipynb").read_text(encoding="utf-8")
    assert "#stich-fuenfhundert" in saved and 'glossary.ipynb#stich\\"' not in saved


@pytest.mark.parametrize("change, says", [
    (lambda e, _: e.update(game="skat"), "hochzeit-doppelkopf: game should be one of"),
    (lambda e, _: e.update(key="hochzeit-"), "a key is the word's anchor"),
    (lambda e, entries: entries.append(dict(e, key="hochzeit-zwei")), "stands twice: ['hochzeit']"),
])
def test_a_games_entry_is_checked_as_it_is_read(tmp_path, change, says):
    """A game's entry names a known game; two entries of one game may not share a form."""
    from data_file_copies import changed_copy
    from tutor.course.glossary import DATA

    with pytest.raises(ValueError, match=re.escape(says)):
        load(changed_copy(DATA, tmp_path, "key", "hochzeit-doppelkopf", change))
    assert len({t.key for t in GLOSSARY}) == len(GLOSSARY)
