"""The Doppelkopf views and the rule card's model (issue 13), driven without a browser: set values,
read what is shown. The card's rows and marks come from hydra.doppelkopf.compare (D5, D6, ...)."""

from __future__ import annotations

import re

import pytest

from hydra.doppelkopf.compare import difference, differences
from tutor.doppelkopf.rulecard import RuleCard, choices, from_query, parse_param, rows, share_query, shown
from widgets.doppelkopf.differences import DifferencesPage
from widgets.doppelkopf.html import cards_html, difference_html
from widgets.doppelkopf.rulecard import PAGE, RuleCardPage


def visible_text(html: str) -> str:
    return re.sub(r"<[^>]+>", " ", html)


def test_differences_page_lists_all_with_examples():
    page = DifferencesPage(name="Ada")
    assert page.body.value.count('class="dk-diff"') == len(differences())
    assert page.body.value.count('class="dk-ex"') == sum(1 for d in differences() if d.example)
    assert 'href="home.ipynb?name=Ada"' in page.children[0].value          # the tutor's bar links home
    text = visible_text(page.body.value)
    assert "Traceback" not in text and "Card(" not in text


def test_differences_page_views():
    """The 'Hausrunde and Turnier' view leaves out what both texts share (the deck, D1) and keeps D5."""
    page = DifferencesPage()
    page.view.value = "dk"
    assert 'data-key="deck"' not in page.body.value
    assert 'data-key="equal-cards"' in page.body.value
    assert len(shown(differences(), "dk")) < len(differences())
    page.view.value = "hydra"
    assert 'data-key="deck"' in page.body.value


def test_difference_html_shows_french_names_and_rules_in_place():
    """D5 / R2: the example's cards by their French names, never a code or a bare rule id (issue 34); the
    quotes under 'Why', each rule a link that opens in place."""
    html = difference_html(difference("equal-cards"))
    assert "Herz-Zehn" in html and "Kreuz-Dame" in html
    assert "(R10)" not in html and "(EO)" not in html and not re.search(r"\b[RD]\d+\b", re.sub("<[^>]+>", " ", html))
    assert "übersticht" in html and "<details" in html
    assert "&#9829;" in cards_html(["R10"])


def test_rule_card_model_round_trips_and_marks():
    """D6 Schweine only in the hausrunde; rows where the turnier differs are marked (D5)."""
    card = RuleCard.make("hausrunde", True, {"D4": "alternating", "D13": "trick"})
    assert card.picks == (("D4", "alternating"),)                        # the engine's reading is not kept
    assert parse_param(card.to_param()) == card
    assert RuleCard.make("turnier", True, {}).schweine is False
    marked = {r.topic for r in rows(card) if r.differs}
    assert "Two equal cards" in marked and "The deck" not in marked
    pigs = next(r for r in rows(card) if r.topic.startswith("Schweine"))
    assert "played at this table" in pigs.text
    assert share_query(card) == "rules=hausrunde~schweine~D4:alternating"
    trumps = next(r for r in rows(card) if r.topic == "Trumps of the normal game")
    plain = next(r for r in rows(RuleCard("hausrunde")) if r.topic == "Trumps of the normal game")
    assert trumps.text.index("Karo-As (SD)") < trumps.text.index("Herz-10 (R10)")      # D6: above the Dulle
    assert plain.text.index("Herz-10 (R10)") < plain.text.index("Karo-As (SD)")
    mixed = next(r for r in rows(card) if r.topic.startswith("Buben/Damen"))
    assert "our reading (alternating)" in mixed.text and mixed.differs          # D4, the table's pick


@pytest.mark.parametrize("bad, words, kept", [
    ("skat", "is not a rule set", RuleCard()),
    ("turnier~schweine", "plays without them", RuleCard()),
    ("hausrunde~D99:x", "no option", RuleCard("hausrunde")),
    ("hausrunde~D4:diagonal", "is not a reading of D4", RuleCard("hausrunde")),
    ("hausrunde~schweine~D4:diagonal~D13:card-count", "is not a reading of D4",
     RuleCard.make("hausrunde", True, {"D13": "card-count"})),
    ("", "names no rule set", RuleCard()),
])
def test_bad_links_get_a_sentence(bad, words, kept):
    """A link whose rule set cannot be read opens the Turnier card; one with a bad option keeps its rule set,
    Schweine and every reading it could read, and says which part it left out (D6, D4, D13)."""
    card, problem = from_query(f"rules={bad}")
    assert card == kept
    assert problem is not None and words in problem and "Traceback" not in problem
    assert ("Here is the Turnier card instead." in problem) == (bad in ("skat", ""))


def test_choices_belong_to_their_rule_set():
    """D13's readings are about the hausrunde's deadlines; D21 is the turnier's own."""
    assert "D13" in [c.key for c in choices("hausrunde")]
    assert "D13" not in [c.key for c in choices("turnier")]
    assert "D21" in [c.key for c in choices("turnier")]
    assert all(len(c.options) == 2 for c in choices("hausrunde"))


def test_rule_card_page_choice_changes_summary_and_link():
    page = RuleCardPage(name="Ada")
    assert 'data-rules="turnier"' in page.summary.value
    assert page.schweine.disabled
    page.rules.value = "hausrunde"
    assert not page.schweine.disabled
    page.schweine.value = True
    assert "with Schweine" in page.summary.value
    assert f'href="{PAGE}?rules=hausrunde~schweine&amp;name=Ada"' in page.share.value
    page._pickers["D4"].value = "alternating"
    assert "D4:alternating" in page.share.value and "not the tutor" in page.summary.value
    page.rules.value = "turnier"
    assert page.schweine.value is False and "D4" not in page._pickers
    assert 'data-rules="turnier"' in page.summary.value


def test_rule_card_page_reopens_a_link_and_says_why_a_link_is_bad():
    page = RuleCardPage(query="rules=hausrunde~schweine~D13:card-count")
    assert page.rules.value == "hausrunde" and page.schweine.value
    assert page._pickers["D13"].value == "card-count"
    assert page.message.value == ""
    bad = RuleCardPage(query="rules=turnier~schweine")
    assert "plays without them" in bad.message.value and "D6" in bad.message.value
    assert bad.rules.value == "turnier"
