"""Issue 33, the reference pages in German: the rules reference, the teacher's scenario library (its page, the
dashboard's titles, the builder's refusals), 500's rule notes, the card pictures' labels and the parties'
sentence, the Doppelkopf rule card and the differences page (in Doppelkopf's own words).

The rules reference (``rules.ipynb?lang=de``) speaks German in every heading, note, example, the search box and
its "nothing found" sentence; each rule is the rules text's German sentence alone (a quote as written needs no
translation), and in English it keeps its translation beside it; the search finds a rule by a German and by an
English word on a page of either language; a link to one rule keeps the language. Without ``lang=`` every page
is English, as before.

Drawn in Python, as tests/test_i18n_catalogs.py draws the front pages; the browser tests are in
tests/browser/test_reference.py (400x800, German too).
"""

from __future__ import annotations

import re

import pytest

from hydra.core.i18n import language
from tutor.language import page_language
from tutor.hydra.reference import RULES, rule, rule_address, search
from widgets.common.base import esc
from widgets.common.nav import nav_html

pytest.importorskip("babel.messages.pofile")

from test_i18n_catalogs import ENGLISH_WORDS, LOCALE, _catalog, _showing, _text  # noqa: E402 - Babel first
from test_i18n_catalogs import english_afterwards  # noqa: E402,F401 - its fixture: English after each test

#: The files whose sentences the rules reference shows (besides the engine's: the kinds of game, the bonuses).
REFERENCE_FILES = {"tutor/hydra/reference/texts.py", "tutor/hydra/reference/examples.py",
                   "tutor/hydra/reference/rules.py", "widgets/hydra/reference/page.py"}
#: The files whose sentences the Doppelkopf rule card shows: its page, its card, the rulings' titles and readings,
#: and the differences' topics and what each rule set says.
RULE_CARD_FILES = {"widgets/doppelkopf/rulecard.py", "widgets/doppelkopf/html.py", "tutor/doppelkopf/rulecard.py",
                   "hydra/doppelkopf/rulings.json", "hydra/doppelkopf/compare_tricks.py",
                   "hydra/doppelkopf/compare_calls.py", "hydra/doppelkopf/compare_scores.py",
                   "hydra/doppelkopf/compare_model.py"}
#: The differences page's: the same, with its own page for the rule card's.
DIFFERENCES_FILES = RULE_CARD_FILES - {"widgets/doppelkopf/rulecard.py"} | {"widgets/doppelkopf/differences.py"}
#: Words of a German page that are English words too.
ALSO_GERMAN = {"in", "Ego"}


@pytest.fixture(autouse=True)
def own_progress(tmp_path, monkeypatch):
    """Each test its own progress store: a page asked for with ``lang=`` and ``name=`` keeps that language for
    the name, so an English page for the same name in a later test would speak German."""
    monkeypatch.setenv("HYDRA_DATA_DIR", str(tmp_path))


@pytest.fixture(scope="module")
def german():
    return _catalog(LOCALE / "de" / "LC_MESSAGES" / "hydra.po")


def _mine(german, files: set[str]) -> list:
    return [m for m in german if m.id and {p for p, _line in m.locations} & files]


def _english(german, files: set[str]) -> list[str]:
    """The catalog's English sentences of ``files`` that differ from their German."""
    return [m.id for m in _mine(german, files) if isinstance(m.id, str) and m.string and m.string != m.id]


def english_words(text: str) -> list[str]:
    return sorted({w for w in re.findall(r"[A-Za-z]+", text) if w.lower() in ENGLISH_WORDS} - ALSO_GERMAN)


@pytest.mark.parametrize("files", [REFERENCE_FILES, RULE_CARD_FILES, DIFFERENCES_FILES],
                         ids=["rules reference", "Doppelkopf rule card", "Doppelkopf differences"])
def test_the_pages_sentences_are_translated(german, files):
    mine = _mine(german, files)
    assert len(mine) > 100
    assert not [m.id for m in mine if not (all(m.string) if isinstance(m.id, tuple) else m.string)]
    assert not [m.id for m in mine if m.fuzzy]


def _reference(query: str, topic: str | None = None) -> str:
    from widgets.hydra.reference.page import reference_html
    page_language({"QUERY_STRING": query})
    return nav_html("rules", "Ada") + reference_html(topic)


def test_the_rules_reference_in_german(german):
    page = _reference("lang=de&name=Ada", "trumps")
    assert language() == "de"
    text = _text(page)
    assert "Die Regeln von Hydra" in text and "Trümpfe und die besonderen Karten" in text
    assert 'placeholder="Suche: Stich, Hochzeit, wedding …"' in page and "Keine Regel enthält" in text
    assert 'data-one="1 Regel"' in page and 'data-many="{n} Regeln"' in page
    assert "Die Seite, die du geöffnet hast" in text                     # an old page's topic, said in German
    for item in RULES:                                                   # the rules text's sentence, alone
        assert esc(f"„{item.german}“") in page, item.key
        assert esc(item.english) not in page, item.key
    assert 'class="rf-en"' not in page
    assert "Regelwerk, „Wer erhält den Stich“" in text and "(who takes the trick)" not in text
    assert not _showing(text, _english(german, REFERENCE_FILES))
    shown = re.sub(r'<blockquote lang="de">.*?</blockquote>', " ", page, flags=re.S)
    assert not english_words(_text(shown)), english_words(_text(shown))
    wedding = page.split('id="rf-wedding"')[1].split('class="rf-rule"')[0]
    assert "Ada hat beide Eichel-Ober und beide Grün-Ober" in _text(wedding)
    assert "Die Parteien: Ada; Ben" in _text(wedding)


def test_the_rules_reference_in_english_is_as_before():
    page = _reference("name=Ada")
    assert language() == "en"
    text = _text(page)
    assert "The rules of Hydra" in text and "No rule holds all these words" in text
    for item in RULES:                                                   # the quote, and its English beside it
        assert esc(f"“{item.german}”") in page and esc(item.english) in page, item.key
    assert "rules text, “Wer erhält den Stich” (who takes the trick)" in text
    assert "In the normal game, Grün-König is led: Grün-Daus (the 3rd card) takes the trick." in text


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_search_finds_a_rule_by_either_languages_word(lang):
    page_language({"QUERY_STRING": f"lang={lang}"})
    assert [r.key for r in search("Hochzeit")][:1] == ["wedding"]
    assert "wedding" in [r.key for r in search("wedding")]
    assert "who-takes-the-trick" in [r.key for r in search("who takes the trick")]
    assert [r.key for r in search("Stich übernommen")] == ["hydra-on-a-fail-trick"]
    page = _reference(f"lang={lang}")
    words = re.search(r'id="rf-wedding" data-words="([^"]*)"', page)
    assert words and "wedding" in words.group(1) and "hochzeit" in words.group(1)


def test_a_link_to_one_rule_keeps_the_language():
    page_language({"QUERY_STRING": "lang=de&name=Ada"})
    assert rule_address("wedding", "Ada") == "rules.ipynb?name=Ada&lang=de#rf-wedding"
    page_language({"QUERY_STRING": "name=Ben"})                         # Ada's page now keeps German for her
    assert rule_address("wedding", "Ben") == "rules.ipynb?name=Ben#rf-wedding"
    assert rule("wedding").english.startswith("A wedding is played")


# --- the teacher's scenario library -----------------------------------------------------------------

#: The files whose sentences the teacher's scenarios page and the library's titles show.
LIBRARY_FILES = {"widgets/hydra/teacher/library_page.py", "tutor/hydra/scenarios/words.py",
                 "tutor/hydra/scenarios/model.py"}


def _library_entries(german) -> list:
    return [m for m in german if m.id and any(p.startswith("scenarios/") for p, _line in m.locations)]


def test_every_library_scenario_has_its_title_and_description_in_german(german):
    from tutor.hydra import scenarios as sc
    entries = _library_entries(german)
    names = sc.library_names()
    assert len(names) >= 20 and len(entries) == 2 * len(names)
    assert all(m.string and not m.fuzzy for m in entries)
    page_language({"QUERY_STRING": "lang=de"})
    for name in names:
        scenario = sc.load_library(name)
        assert sc.title_of(scenario) != scenario.title, name
        assert sc.description_of(scenario) != scenario.description, name
    page_language({"QUERY_STRING": ""})
    wedding = sc.load_library("r10-wedding")
    assert sc.title_of(wedding) == wedding.title == "A wedding: one player holds all four key Obers"
    own = sc.Scenario.dealt(seed=3)
    own.title, own.description = "Meine Stunde", "what I wrote"              # a teacher's own words, as written
    page_language({"QUERY_STRING": "lang=de"})
    assert (sc.title_of(own), sc.description_of(own)) == ("Meine Stunde", "what I wrote")


def _without_rules(html_text: str) -> str:
    """A page's text without its rules in place (a rule's German quote and its title)."""
    return _text(re.sub(r"<details.*?</details>", " ", html_text, flags=re.S))


def test_the_teacher_scenarios_page_in_german(german):
    import hydra
    from tutor.hydra import scenarios as sc
    from widgets.hydra.teacher import Presenter
    from widgets.hydra.teacher.library_page import (HEADS, SECTIONS, library_rows, section_html, share_link_html, table,
                                              what_if_html)
    page_language({"QUERY_STRING": "lang=de&name=Ada"})
    parts = [section_html(key) for key in SECTIONS] + [table(h, []).data for h in HEADS.values()]
    parts += [cell for row in library_rows() for cell in row]
    parts += [what_if_html(2, hydra.parse_cards("SK S9"), hydra.as_card("SK"), hydra.as_card("S9")),
              what_if_html(2, hydra.parse_cards("SK"), hydra.as_card("SK"), None),
              share_link_html(sc.share_query(sc.Scenario.dealt(seed=7)))]
    presenter = Presenter(sc.load_library("r09-open-antrag-accepted"))
    parts.append(presenter._header.value)
    text = " ".join(_without_rules(part) for part in parts)
    assert "Szenarien für Lehrende" in text and "Die Bibliothek" in text and "Ein offener Antrag, angenommen" in text
    assert "offener Antrag von Ben, angenommen von Dora" in text                 # the presenter's chip
    english = _english(german, LIBRARY_FILES) + [m.id for m in _library_entries(german)]
    assert not _showing(text, english), _showing(text, english)
    assert not english_words(text), english_words(text)
    links = re.findall(r'href="(teacher\.ipynb[^"]*)"', " ".join(parts))
    assert len(links) > 20 and all("lang=de" in link for link in links), links


def test_the_dashboard_lists_and_shows_the_library_in_german(tmp_path, monkeypatch):
    from widgets.hydra.teacher import build_teacher
    monkeypatch.setenv("HYDRA_DATA_DIR", str(tmp_path))
    app = build_teacher({"QUERY_STRING": "lang=de&scenario=r10-wedding", "HYDRA_DATA_DIR": str(tmp_path)})
    labels = [label for label, _value in app.library.options]
    assert "Bibliothek: Eine Hochzeit: Ein Spieler hat alle vier Schlüssel-Ober" in labels
    assert not [label for label in labels if label.startswith("library:")]
    header = _without_rules(app.presenter._header.value)
    assert "Eine Hochzeit: Ein Spieler hat alle vier Schlüssel-Ober" in header and "gesundes Spiel" in header
    assert "Schlüsselkarten: Dora hat Eichel-Ober" in header and not english_words(header), header
    english = build_teacher({"QUERY_STRING": "scenario=r10-wedding", "HYDRA_DATA_DIR": str(tmp_path)})
    assert "library: A wedding: one player holds all four key Obers" in [label for label, _v in english.library.options]
    assert "healthy game" in english.presenter._header.value


@pytest.mark.parametrize("files", [LIBRARY_FILES], ids=["teacher's scenarios page"])
def test_the_library_pages_sentences_are_translated(german, files):
    mine = _mine(german, files)
    assert len(mine) > 20
    assert not [m.id for m in mine if not m.string or m.fuzzy]


# --- the engine's words German pages show: the card pictures' labels, the parties ---------------------

def test_the_card_pictures_labels_in_german():
    """A picture's label is read aloud and shown as its tooltip: on a German page it is German (R10 for the
    parties' sentence; the pictures of hydra/hydra/svg.py)."""
    import hydra
    from hydra.hydra.svg import hand_svg, trick_svg
    page_language({"QUERY_STRING": "lang=de"})
    pictures = (hand_svg("EO GK") + hand_svg("S9") + hand_svg(3, face_down=True)
                + trick_svg(hydra.Trick("GK G9 GD HY G10", leader=1)) + trick_svg(hydra.Trick("GK G9", leader=1)))
    labels = " ".join(re.findall(r'aria-label="([^"]*)"', pictures))
    for german in ("Blatt mit 2 Karten: Eichel-Ober", "Blatt mit 1 Karte", "Blatt mit 3 verdeckten Karten",
                   "Stich GK G9 GD HY G10, ausgespielt von Platz 1: GD gewinnt für Platz 3", "liegt vorn für Platz 1"):
        assert german in labels, german
    assert "ausgespielt" in trick_svg(hydra.Trick("GK G9", leader=1), names=("Ada", "Ben", "Cem", "Dora", "Emil"))
    assert not english_words(labels) and "Hand of" not in labels and "seat" not in labels, labels
    page_language({"QUERY_STRING": ""})
    english = hand_svg("EO GK") + trick_svg(hydra.Trick("GK G9 GD HY G10", leader=1))
    assert 'aria-label="Hand of 2 cards: ' in english
    assert 'aria-label="Trick GK G9 GD HY G10, led by seat 1: GD wins for seat 3"' in english
    assert 'aria-label="Hand of 1 card: ' in hand_svg("S9")


@pytest.mark.parametrize("hands, said", [
    ([["EO"], ["EO"], ["GO"], ["GO"], []], "Alten: Ada und Ben (Multiplikator 3); Jungen: Cem und Dora"),
    ([["EO", "EO", "GO"], [], ["GO"], [], []], "Paar der dreifachen Verlobung: Ada und Cem (Multiplikator 3); "
                                                "Gegenpartei: Ben, Dora und Emil")])
def test_the_parties_described_in_german(hands, said):
    """The parties' sentence (R10) on a German page: no English "seats", each seat said by name."""
    import hydra
    from hydra.hydra.knowledge import PartyKnowledge
    from tutor.table.seat_names import seats_in_text
    page_language({"QUERY_STRING": "lang=de"})
    parties = hydra.form_parties(hands)
    assert "seat" not in parties.describe() and "Platz 0" in parties.describe()
    assert said in seats_in_text(parties.describe())
    known = PartyKnowledge(0, (hydra.hydra.parties.classify([0, 1], [2, 3], range(5)),)).describe()
    assert known == "Bekannt: ein normales Spiel; du spielst mit Platz 1 (R10)."
    page_language({"QUERY_STRING": ""})
    assert "seats 0, 1 (multiplier 3)" in hydra.form_parties([["EO"], ["EO"], ["GO"], ["GO"], []]).describe()


# --- 500's rule notes ------------------------------------------------------------------------------

NOTES_FILES = {"widgets/fuenfhundert/notes.py", "widgets/fuenfhundert/tables.py", "hydra/fuenfhundert/rulings.py"}


def _notes(query: str) -> str:
    from widgets.fuenfhundert.faces import page_header
    from widgets.fuenfhundert.notes import notes_intro_html, rule_notes_html
    page_language({"QUERY_STRING": query})
    return page_header("500-rule-notes.ipynb", "Ada") + notes_intro_html() + rule_notes_html()


def test_the_500_rule_notes_in_german(german):
    """F3's readings, F10's, F20's ... in German; each reading's German sentence as written, with no English
    beside it; the table's rows by the rules text's own headings."""
    from widgets.fuenfhundert.notes import NOTED
    mine = _mine(german, NOTES_FILES)
    assert len(mine) > 50 and not [m.id for m in mine if not m.string or m.fuzzy]
    page = _notes("lang=de&name=Ada")
    assert language() == "de"
    text = _without_rules(page)
    for german_words in ("Fünfhundert (500): die Anmerkungen zu den Regeln", "Die Punktetabelle der Spielregel",
                         "Wo die Spielregel zwei Lesarten zulässt:", "(so spielt der Tutor)", "Open Misère",
                         "Beispiel: 7 Pik geboten, 9 Stiche gemacht: 140."):
        assert german_words in text, german_words
    assert all(f'id="{rule}"' in page for rule in NOTED)
    assert "(in English:" not in page and 'class="fh-en"' not in page
    assert not _showing(text, _english(german, NOTES_FILES))
    shown = _text(re.sub(r"<details.*?</details>|<q lang=\"de\">.*?</q>", " ", page, flags=re.S))
    assert not english_words(shown), english_words(shown)
    links = re.findall(r'href="(500-[^"]*\.ipynb[^"]*)"', page)
    assert len(links) >= 3 and all("lang=de" in link for link in links), links


def test_the_500_rule_notes_in_english_are_as_before():
    page = _notes("name=Ada")
    assert language() == "en"
    text = _text(page)
    assert "Fünfhundert (500): the rule notes" in text and "(the tutor plays this)" in text
    assert "(in English: “Misère = 250”)" in text and "PIK (Spades)" in text and "Open Misère" in text
    assert "Example: Bid 7 Pik, take 9 tricks: 140." in text
    assert 'href="500-01-deck-and-bids.ipynb?name=Ada"' in page


def test_the_scenarios_refusals_in_german(tmp_path):
    """A card the builder cannot take or give, and a link to no scenario, said in German on a German page (the
    seat as "Platz N", said by name where it is shown), as before in English."""
    from tutor.hydra import scenarios as sc
    from widgets.hydra.teacher import build_teacher
    page_language({"QUERY_STRING": "lang=de"})
    full = sc.Scenario.dealt(seed=3)
    card = full.hands[0][0]
    assert full.remove(0, card) is None
    assert full.check_add(1, card) == "Platz 1 hat schon 10 Karten; jeder Mitspieler bekommt 10 (R12)"
    missing = next(c for c in ("HY", "S9", "EO") if c not in full.hands[2])
    assert full.remove(2, missing) == f"Platz 2 hat {missing} nicht"
    six = sc.Scenario(6, 2, [[] for _ in range(6)])
    assert six.check_add(2, "S9").startswith("Platz 2 setzt aus (R11)")
    app = build_teacher({"QUERY_STRING": "lang=de&scenario=nope", "HYDRA_DATA_DIR": str(tmp_path)})
    assert "kein Szenario namens „nope“" in _text(app.message.value)
    page_language({"QUERY_STRING": ""})
    assert full.remove(2, missing) == f"seat 2 does not hold {missing}"


# --- the Doppelkopf rule card and the differences page -------------------------------------------------

#: Hydra's words, never Doppelkopf's: a German Doppelkopf page says Kreuz, Pik, Herz, Karo (outside a quote of
#: Hydra's side, which the rule card does not show).
HYDRA_SUITS = re.compile(r"\b(Eichel|Grün|Rot|Schell|Daus|Ober|Unter)\b")


def _rule_card(query: str):
    from widgets.doppelkopf.rulecard import RuleCardPage
    page_language({"QUERY_STRING": query})
    card = RuleCardPage(query=query, name=re.search(r"name=(\w+)", query).group(1))
    widgets = [card.rules.description, card.schweine.description, card.more.get_title(0)]
    widgets += [label for picker in card._pickers.values() for label, _value in picker.options]
    return card, _widget_html(card), " ".join(widgets)


def _widget_html(widget) -> str:
    """Every HTML the page's widgets hold, in order (the boxes opened)."""
    import ipywidgets as W
    own = widget.value if isinstance(widget, W.HTML) else ""
    return own + "".join(_widget_html(child) for child in getattr(widget, "children", ()))


@pytest.mark.parametrize("query", ["rules=hausrunde~schweine~D4:alternating&lang=de&name=Uta",
                                   "rules=turnier&lang=de&name=Uta"])
def test_the_doppelkopf_rule_card_in_german(german, query):
    """The rule card (D4, D6, D13 ... and every ruling with two readings) in German, in Doppelkopf's own words;
    its ``?rules=`` share link opens the same card and keeps the language."""
    from tutor.doppelkopf.rulecard import choices
    card, html, widgets = _rule_card(query)
    assert language() == "de"
    text = _without_rules(html) + " " + widgets
    assert "Diese Seite ist noch nicht übersetzt" not in text
    for words in ("Die Wahl deines Tisches", "Regelwerk", "Unser Tisch spielt nach den Regeln", "Thema",
                  "Wo sich der Text zweifach lesen lässt: unsere Lesarten", "Diese Karte teilen:"):
        assert words in text, words
    if "hausrunde" in query:
        assert "mit Schweinen, von oben: Karo-As" in _text(html) and "Dame und Bube abwechselnd nach Farbe" in text
    assert not _showing(text, _english(german, RULE_CARD_FILES)), _showing(text, _english(german, RULE_CARD_FILES))
    names = {name for choice in choices(card.card.rules) for name, _said in choice.options}
    words = " ".join(w for w in text.split() if w.strip(":") not in names)    # a reading's name is a link's word
    assert not english_words(words), english_words(words)
    assert not HYDRA_SUITS.findall(text), HYDRA_SUITS.findall(text)
    link = re.search(r'href="(doppelkopf-rule-card\.ipynb\?[^"]*)"', html)
    assert link and "lang=de" in link.group(1) and "name=Uta" in link.group(1)
    assert f"rules={card.card.to_param()}" in link.group(1)


def test_a_bad_rule_card_link_is_said_in_german():
    card, html, _widgets = _rule_card("rules=skat&lang=de&name=Uta")
    assert "Dieser Link ließ sich nicht lesen. „skat“ ist kein Regelwerk" in _text(card.message.value)
    assert card.card.rules == "turnier"


def test_the_doppelkopf_rule_card_in_english_is_as_before():
    card, html, widgets = _rule_card("rules=hausrunde~schweine&name=Ada")
    assert language() == "en"
    text = _text(html)
    assert "Your table's Doppelkopf rule card" in text and "Our table plays the Hausrunde with Schweine" in text
    assert "with Schweine, from the top: Karo-As" in text and "differs from the Turnier" in text
    assert "Where the text can be read two ways: our readings" in text and "Share this card:" in text
    assert "Rule set" in widgets and "play with Schweine" in widgets
    assert 'href="doppelkopf-rule-card.ipynb?rules=hausrunde~schweine&amp;name=Ada"' in html


def test_a_doppelkopf_rule_card_link_opens_the_same_choice_in_either_language(monkeypatch):
    """A rule card's ``?rules=`` link opens the same choice in either language."""
    for query in ("rules=hausrunde~schweine&lang=de&name=Uta", "rules=hausrunde~schweine&name=Ada"):
        monkeypatch.setenv("QUERY_STRING", query)
        card, html, _widgets = _rule_card(query)
        assert (card.card.rules, card.card.schweine) == ("hausrunde", True)
        assert "rules=hausrunde~schweine" in card.share.value
        assert "Diese Seite ist noch nicht übersetzt" not in _text(html)


def _differences(query: str) -> str:
    from widgets.doppelkopf.differences import DifferencesPage
    page_language({"QUERY_STRING": query})
    page = DifferencesPage(name=re.search(r"name=(\w+)", query).group(1))
    views = " ".join(label for label, _key in page.view.options)
    return _widget_html(page) + f"<p>{esc(views)}</p>"


def test_the_doppelkopf_differences_in_german(german):
    """Every difference (D1-D52 and Hydra's R1-R10) in German: what each rule set says, the engines' examples, the
    readings; each rule's sentence is the rules text's German alone; Doppelkopf's sides in Doppelkopf's words."""
    page = _differences("lang=de&name=Uta")
    assert language() == "de"
    text = _text(re.sub(r'<details class="hr-rule">.*?</details>', " ", page, flags=re.S))   # a rule in place
    assert "Diese Seite ist noch nicht übersetzt" not in text
    for words in ("Doppelkopf: Hausrunde, Turnier und Hydra im Vergleich", "15 Unterschiede, 13 mit einem Beispiel",
                  "Alle Unterschiede", "Dieselben Karten, ein anderer Gewinner", "Die Trümpfe des Normalspiels",
                  "von oben: Herz-Zehn > Kreuz-Dame", "Warum: Gleiche Karten", "Wo sich der Text zweifach lesen lässt",
                  "(so spielt der Tutor)", "Stich 1:"):
        assert words in text, words
    assert 'class="dk-en"' not in page and "(in English:" not in page
    assert not _showing(text, _english(german, DIFFERENCES_FILES)), _showing(text, _english(german, DIFFERENCES_FILES))
    shown = _text(re.sub(r'<details class="hr-rule">.*?</details>|<q lang="de">.*?</q>', " ", page, flags=re.S))
    assert not english_words(shown), english_words(shown)
    sides = re.findall(r'<div data-side="(?:hausrunde|turnier)">(.*?)</div>', page, flags=re.S)
    assert len(sides) == 30 and not HYDRA_SUITS.findall(_text(" ".join(sides)))


def test_the_doppelkopf_differences_in_english_are_as_before():
    page = _differences("name=Ada")
    assert language() == "en"
    text = _text(page)
    assert "Doppelkopf: Hausrunde, Turnier and Hydra compared" in text and "15 differences, 13 with an example" in text
    assert "The same cards, a different winner" in text and "Why: equal cards" in text.replace("Equal", "equal")
    assert "(in English: “" in text and "Where the text can be read two ways" in text
    assert "from the top: Herz-Zehn > Kreuz-Dame" in text and "All differences" in text
