"""Issue 19, words in place: a German or game word opens its meaning where it stands (from the one
glossary), and every heading of the rules that reaches the screen is said in English too (from the
one table, tutor.links.RULE_HEADINGS)."""

from __future__ import annotations

import io
import re
import tokenize
from pathlib import Path


import hydra
from tutor.course.glossary import GLOSSARY, as_links
from tutor.links import RULE_HEADINGS
from tutor.rulebook import rule_title, rules_in_english
from widgets.common.nav import nav_html
from widgets.common.words import WORDS_STYLE, word_html, words_in_place
from widgets.hydra.course.tricklab import explanation_html


ROOT = Path(__file__).resolve().parents[1]
def test_every_heading_the_engine_cites_has_its_english():
    cited = set()
    for path in (ROOT / "hydra").rglob("*.py"):
        # the engine cites a heading in its strings only (not ``rules: ReadOnly[str]``, an annotation)
        source = path.read_text(encoding="utf-8")
        strings = " ".join(t.string for t in tokenize.generate_tokens(io.StringIO(source).readline)
                           if t.type in (tokenize.STRING, getattr(tokenize, "FSTRING_MIDDLE", -1)))
        for group in re.findall(r"rules: ([A-ZÄÖÜ][^)'\"]*)", strings):
            cited.update(part.strip() for part in re.split(r"[,;]", group) if part.strip()[:1].isupper())
    cited = {c for c in cited if not re.match(r"^[RDF]\d", c)}
    assert cited, "no heading found: the scan is broken"
    assert sorted(cited - set(RULE_HEADINGS)) == []


def test_headings_are_said_in_english_where_they_are_shown():
    assert rule_title("rules: Wer erhält den Stich") == "who takes the trick"          # no heading as an id (issue 34)
    text = rules_in_english("You must follow Rot (rules: Der Spielverlauf, Bedienpflicht).")
    assert text == "You must follow Rot (the rule: following suit)."
    shown = explanation_html(hydra.explain_trick("GD G9 HY GK GD"))
    assert "(the rule: who takes the trick)" in shown
    assert "(rules: Wer" not in shown                               # never the heading as an id


def test_a_word_opens_its_meaning_in_place_from_the_glossary():
    for t in GLOSSARY:
        html = word_html(t.word, name="Ada", game=t.game)
        assert t.english.replace("'", "&#x27;") in html and f'href="glossary.ipynb?name=Ada#{t.key}"' in html
        assert 'tabindex="0"' in html and "<details" not in html      # no <details>: it ends a paragraph
    assert ":focus-within .hw-say" in WORDS_STYLE and WORDS_STYLE in nav_html("05", "Ada")
    assert as_links(words_in_place("a [Stich](glossary.ipynb#stich) and **[Fuchs](glossary.ipynb#fuchs)**")) \
        == "a [Stich](glossary.ipynb#stich) and **[Fuchs](glossary.ipynb#fuchs)**"


def test_a_steps_german_words_open_in_place(tmp_path):
    """Issue 19, words in place: on the step pages too, a German or game word (the Dulle, the Fuchs)
    opens its meaning where it stands, once per sentence, with the learner's name in its glossary link;
    the game's own name is not taken for the card."""
    from tutor.course import LessonProgress
    from widgets.course.steps import StepPlayer

    player = StepPlayer("05", step="05-special-1", name="Ada", progress=LessonProgress(tmp_path))
    idea = player.idea.value
    assert idea.count('class="hw-word"') >= 1 and ">Dulle<span" in idea
    assert "glossary.ipynb?name=Ada#dulle" in idea
    player = StepPlayer("01", step="01-win-1", name="Ada", progress=LessonProgress(tmp_path))
    assert "Hydra is a card game" in player.idea.value                  # the game, not the card's meaning
