"""Issue 33, the tutor in German: the catalogs and the pages that speak German so far.

- the template (hydra/locale/hydra.pot) holds what Babel's extraction finds in the code today, and
  both catalogs (German, English) hold the template's sentences: `bash scripts/update-catalogs` was run;
- every sentence written as ``_("...")`` reaches the catalog: Babel does not look inside an f-string
  (Python 3.11), so a ``_()`` there would stay English for ever;
- the front pages (the home page, the navigation bar on every page, the language switch, the lessons'
  and pages' titles) have every sentence translated in German, none fuzzy, each with the same
  ``{placeholders}`` as its English;
- drawn in German (``?lang=de``), the home page, "Going deeper" and the bar show no sentence of the English catalog and
  no English words; drawn in English, no German sentence of the catalog; every link keeps ``lang=``;
  without ``lang=`` the browser's preferred language decides, else English, as before;
- the Hydra course in German: every step of the 12 lessons, answered wrong and then right, and its end screen,
  and the glossary page show no English sentence of the catalog (the course's own files are translated in full,
  the glossary's meanings too, read from glossary.json); a lesson of 500 speaks German too
  (tests/test_other_courses_german.py walks every step of the other games' courses).

No browser needed: the pages' HTML is drawn in Python (tests/browser/test_language.py opens the home
page in Chromium).
"""

from __future__ import annotations

import functools
import html
import re
import tempfile
from pathlib import Path

import pytest

from hydra.core.i18n import _, language
from tutor.course import PAGES, LessonProgress, lesson
from tutor.language import forget_page_language, page_language
from widgets.common.nav import nav_html
from widgets.course.deeper import going_deeper_html
from widgets.course.home import HomePage

babel_pofile = pytest.importorskip("babel.messages.pofile")
babel_extract = pytest.importorskip("babel.messages.extract")

ROOT = Path(__file__).resolve().parents[1]
LOCALE = ROOT / "hydra" / "locale"
#: What babel.cfg and scripts/update-catalogs extract (keep the three in step).
SOURCES = ("hydra", "tutor", "widgets", "scenarios")
KEYWORDS = {"_": None, "gettext": None, "ngettext": (1, 2), "N_": None}

#: The files whose sentences the front pages show, and the step player's own (its buttons and headings; the
#: steps' texts are still English, so a lesson page does not offer German yet): all of them are in German.
FRONT_FILES = {"widgets/common/nav.py", "widgets/common/language.py", "widgets/course/home.py",
               "widgets/course/deeper.py", "widgets/course/steps.py", "tutor/progress.py",
               "tutor/course/lessons.py", "tutor/course/progress.py", "tutor/fuenfhundert/course.py"}

#: The Hydra course's files (its steps, the step kinds' questions and feedback, the step player, the glossary and
#: the words and rules in place): every sentence of theirs is translated in German.
COURSE_FILES = {"tutor/hydra/course/path.py", "tutor/hydra/course/path_later.py",
                "tutor/hydra/course/path_whole_game.py", "tutor/course/steps.py", "tutor/hydra/course/path_play.py",
                "tutor/course/glossary.json",
                "tutor/hydra/quiz/basics.py", "tutor/hydra/quiz/score_steps.py", "tutor/hydra/quiz/round_steps.py",
                "tutor/hydra/quiz/path_kinds.py", "widgets/course/steps.py", "widgets/course/play_step.py",
                "widgets/course/glossary_page.py", "widgets/common/words.py", "widgets/common/rules.py"}
#: How Babel reads the sentences (babel.cfg): the code, the glossary's meanings in its data file, and the library
#: scenarios' titles and descriptions.
METHODS = [("**/glossary.json", "tutor.course.glossary.extract_meanings"),
           ("r*-*.json", "tutor.hydra.scenarios.words.extract_library"),
           ("doppelkopf/rulings.json", "tutor.doppelkopf.ruling_words.extract_rulings"), ("**.py", "python")]

#: Sentences written ``_("...")`` inside an f-string, which Babel cannot see: none left (the tables, the
#: class pages and the play pages took theirs out); a new one anywhere fails.
HIDDEN_NOW: dict[str, set[str]] = {}

#: English words that no German sentence of the front pages has (whole words, any case).
ENGLISH_WORDS = ("the", "and", "of", "your", "with", "for", "you", "to", "is", "are", "what", "who", "how", "this",
                 "that", "by", "at", "on", "or", "lesson", "lessons", "step", "steps", "play", "course", "more")


def _catalog(path: Path):
    with path.open("rb") as fh:
        return babel_pofile.read_po(fh)


def _ids(catalog) -> set:
    return {message.id for message in catalog if message.id}


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    forget_page_language()


@pytest.fixture(scope="module")
def german():
    return _catalog(LOCALE / "de" / "LC_MESSAGES" / "hydra.po")


def test_template_holds_what_extraction_finds():
    found = set()
    for top in SOURCES:
        for _file, _line, message, _comments, _context in babel_extract.extract_from_dir(
                str(ROOT / top), method_map=METHODS, keywords=KEYWORDS):
            if message:
                found.add(message)
    template = _ids(_catalog(LOCALE / "hydra.pot"))
    assert len(template) > 500, "the template has lost its sentences"
    assert not found - template, ("sentences the template lacks (run `bash scripts/update-catalogs`): "
                                  f"{sorted(map(str, found - template))[:10]}")
    assert not template - found, ("sentences the code no longer has (run `bash scripts/update-catalogs`): "
                                  f"{sorted(map(str, template - found))[:10]}")


@pytest.mark.parametrize("lang", ["de", "en"])
def test_each_catalog_holds_the_template(lang):
    template = _ids(_catalog(LOCALE / "hydra.pot"))
    catalog = _ids(_catalog(LOCALE / lang / "LC_MESSAGES" / "hydra.po"))
    assert catalog == template, ("run `bash scripts/update-catalogs`: "
                                 f"{sorted(map(str, catalog ^ template))[:10]}")


def test_no_compiled_catalog_in_the_repository():
    ignored = (ROOT / ".gitignore").read_text(encoding="utf-8").split()
    assert "*.mo" in ignored


_LITERAL_CALL = re.compile(r"(?<![\w.])N?_\(\s*\"((?:[^\"\\\n]|\\.)*)\"\s*\)")


def test_every_translated_literal_reaches_the_catalog():
    """A ``_("...")`` Babel cannot see (inside an f-string) is a sentence that never gets translated."""
    template = {m if isinstance(m, str) else m[0] for m in _ids(_catalog(LOCALE / "hydra.pot"))}
    hidden: dict[str, set[str]] = {}
    for top in SOURCES:
        for path in sorted((ROOT / top).rglob("*.py")):
            if path.name == "i18n.py":                 # its docstring's examples are not the tutor's sentences
                continue
            for match in _LITERAL_CALL.finditer(path.read_text(encoding="utf-8")):
                text = match.group(1).encode("latin-1", "backslashreplace").decode("unicode_escape")
                if text not in template:
                    hidden.setdefault(str(path.relative_to(ROOT)), set()).add(text)
    new = {path: texts - HIDDEN_NOW.get(path, set()) for path, texts in hidden.items()}
    new = {path: texts for path, texts in new.items() if texts}
    assert not new, f"_() inside an f-string: take it out (a variable, or + between strings): {new}"


def _placeholders(text: str) -> set[str]:
    return set(re.findall(r"\{(\w*)[^{}]*\}", text))


@pytest.mark.parametrize("files", [FRONT_FILES, COURSE_FILES], ids=["front pages", "Hydra course"])
def test_front_pages_are_translated_in_german(german, files):
    front = [m for m in german if m.id and {path for path, _line in m.locations} & files]
    assert len(front) > 100
    untranslated = [m.id for m in front if not (all(m.string) if isinstance(m.id, tuple) else m.string)]
    fuzzy = [m.id for m in front if m.fuzzy]
    assert not untranslated, f"untranslated in German: {untranslated}"
    assert not fuzzy, f"fuzzy in German (check, then remove the flag): {fuzzy}"


def test_translations_keep_their_placeholders(german):
    """``{name}`` in English is ``{name}`` in German: a missing or misspelt one would raise in .format."""
    wrong = []
    for m in german:
        if not m.id:
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        wanted = set().union(*map(_placeholders, ids))
        for string in strings:
            if string and _placeholders(string) != wanted:
                wrong.append((ids[0], string))
    assert not wrong


# --- the front pages drawn --------------------------------------------------------------------------

def _text(page_html: str) -> str:
    """What a reader sees of ``page_html``: its text, and its titles, labels and placeholders."""
    shown = re.sub(r"<style.*?</style>|<script.*?</script>", " ", page_html, flags=re.S)
    attributes = " ".join(re.findall(r'(?:title|aria-label|placeholder)="([^"]*)"', shown))
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", shown) + " " + attributes).split())


def _home(query: str, name: str | None = "Ada", accept: str = "") -> tuple[HomePage, str]:
    """The home page as a learner with some progress sees it, and its text with every page's bar and the
    page "Going deeper"."""
    page_language({"QUERY_STRING": query, "HTTP_ACCEPT_LANGUAGE": accept})
    progress = LessonProgress(tempfile.mkdtemp())
    first = lesson("01")
    progress.step_answer("Ada", first, first.exercises[0], done=True, star=True)
    progress.step_answer("Ada", first, first.exercises[1], done=False, star=False)
    home = HomePage(name=name, progress=progress, query=query)
    bars = "".join(nav_html(current, name) for current in
                   ("home", "01", "03", "12", "quiz", "glossary", "play", "teacher", "hydropolis-play",
                    "fuenfhundert-play", "fuenfhundert-notes", "doppelkopf-differences"))
    parts = [home.head.value, home.who.value, home.forward.value, home.lessons_html.value, home.fh_html.value,
             home.pages_html.value, bars, going_deeper_html(name)]
    return home, " ".join(_text(part) for part in parts) + " " + home.name_input.placeholder + " " \
        + home.name_button.description


@functools.cache
def _sentence_pattern(text: str) -> re.Pattern[str]:
    """A catalog's sentence as it shows on a page: its ``{values}`` any text (compiled once: a page is checked
    against some 2,800 sentences, more than ``re``'s own cache holds, which then compiled them all again)."""
    literal = [re.escape(" ".join(part.split())) for part in re.split(r"\{[^{}]*\}", text)]
    return re.compile(r"(?<!\w)" + ".{1,80}?".join(literal) + r"(?!\w)")


@functools.cache
def _longest_part(text: str) -> str:
    """The longest stretch of a catalog's sentence between its values: a page that lacks it cannot show the
    sentence, so most sentences are ruled out by a plain ``in`` before their pattern is searched."""
    return max((" ".join(part.split()) for part in re.split(r"\{[^{}]*\}", text)), key=len)


def _showing(text: str, sentences) -> list[str]:
    """The sentences of at least two words (besides their values) that ``text`` shows."""
    return [s for s in sentences
            if len(re.sub(r"\{[^{}]*\}", "", s).split()) >= 2 and _longest_part(s) in text
            and _sentence_pattern(s).search(text)]


def test_german_home_page_and_bar_show_no_english(german):
    home, text = _home("lang=de&exercise=t-r1-1-0001")
    assert language() == "de"
    assert "Hydra-Regeltutor" in text and "Lektion 3 von 12" in text and "Glossar" in text
    assert home.forward.value                         # an old quiz link's note, in German too
    english = [m.id for m in german if isinstance(m.id, str) and m.id and m.string != m.id]
    assert not _showing(text, english), "English sentences of the catalog on the German home page"
    words = sorted({w for w in re.findall(r"[A-Za-z]+", text) if w.lower() in ENGLISH_WORDS})
    assert not words, f"English words on the German home page: {words} in {text[:3000]}"
    assert home.login("  ") is None                   # a blank name: the page says so, in German
    assert "Bitte gib deinen Namen ein" in _text(home.who.value)


def test_english_home_page_shows_no_german_sentence(german):
    _home_page, text = _home("", accept="en-GB,en;q=0.9")
    assert language() == "en" and "Hydra rules tutor" in text
    translations = [m.string for m in german if isinstance(m.id, str) and m.id and m.string and m.string != m.id]
    assert not _showing(text, translations)


def test_every_link_keeps_the_chosen_language():
    home, _text_ = _home("lang=de")
    pages = home.lessons_html.value + home.fh_html.value + home.pages_html.value + nav_html("03", "Ada")
    links = [html.unescape(h) for h in re.findall(r'href="([^"#]+\.ipynb[^"]*)"', pages)]
    assert len(links) > 20
    assert all("lang=de" in link for link in links), [link for link in links if "lang=de" not in link]
    _home("lang=en", accept="de")                     # English chosen against the browser: kept as well
    assert language() == "en" and "lang=en" in nav_html("03", "Ada")


def test_without_a_choice_the_browser_decides_else_english():
    _home_page, text = _home("name=Ada", accept="de-DE,de;q=0.9,en;q=0.8")
    assert language() == "de" and "Hydra-Regeltutor" in text
    assert "lang=" not in nav_html("03", "Ada").split('class="hn-langs"')[0]   # the links stay as they were
    _home("name=Ada", accept="fr-FR,fr;q=0.9")
    assert language() == "en"
    _home("name=Ada")
    assert language() == "en" and 'href="quiz.ipynb?name=Ada"' in nav_html("home", "Ada")


def test_the_switch_leads_to_this_page_in_the_other_language():
    _home("lang=de", name=None)
    bar = nav_html("03", "Ada")
    assert 'href="?lang=en&amp;name=Ada" data-hydra-lang="en"' in bar
    home_en, _text_ = _home("", name=None)
    assert 'data-hydra-lang="de"' in home_en.head.value and ">Deutsch</a>" in home_en.head.value
    assert _(PAGES["glossary"].title) == "Glossary"


def test_a_page_that_speaks_only_english_offers_no_switch():
    forget_page_language()
    assert 'class="hn-langs"' not in nav_html("quiz", "Ada")
    page_language({"QUERY_STRING": "name=Ada"})
    assert 'class="hn-langs"' in nav_html("quiz", "Ada")


def test_a_lesson_asked_for_in_german_speaks_german_500_too(tmp_path, monkeypatch):
    """A Hydra lesson asked for in German speaks German (no note), and so does a lesson of 500 (its steps, its
    buttons); asked for in English or without lang=, both stay English, with no note."""
    from widgets.course.steps import build_step_player
    monkeypatch.setenv("HYDRA_DATA_DIR", str(tmp_path))
    hydra_lesson = build_step_player("01", {"QUERY_STRING": "lang=de&name=Ada"})
    assert language() == "de" and "Lektion 1" in _text(hydra_lesson.top.value)
    assert "cs-lang-note" not in hydra_lesson.top.value
    assert "Hydra ist ein Kartenspiel für fünf Spieler" in _text(hydra_lesson.idea.value)
    fh = build_step_player("500-1", {"QUERY_STRING": "lang=de&name=Ada"})
    assert "cs-lang-note" not in fh.top.value and "Lektion 1" in _text(fh.top.value)
    assert language() == "de" and "Fünfhundert" in _text(fh.top.value) and fh.check_button.description == "Prüfen"
    assert "spielen vier in zwei Teams" in _text(fh.idea.value)
    for query in ("name=Ben", "lang=en&name=Ada"):       # Ben chose no language; Ada's German is kept for her
        english_500 = build_step_player("500-1", {"QUERY_STRING": query})
        assert "cs-lang-note" not in english_500.top.value and "is played by four" in _text(english_500.idea.value)
    english = build_step_player("01", {"QUERY_STRING": "lang=en&name=Ada"})
    assert language() == "en" and "Lesson 1" in _text(english.top.value)
    assert "Hydra is a card game for five players" in _text(english.idea.value)


# --- the Hydra course and the glossary drawn in German ------------------------------------------------

#: The files whose sentences a step page and the glossary show, besides the engine's (hydra/: a trick's
#: explanation, a card's reasons, the card pictures' titles, translated with the engine's sentences): every
#: other file's sentences are left out, as a sentence with values matches loosely (another game's
#: "{head}: {why}, so {winner} wins" would match an English engine sentence).
SHOWN_FILES = COURSE_FILES | FRONT_FILES | {"tutor/hydra/quiz/course.py", "tutor/rulebook.py", "tutor/language.py"}


def _course_english(german) -> list[str]:
    """The catalog's English sentences a German course page must not show: those of the files it shows, but
    fragments too short to tell apart from a German page's names (three words and more, four for a lower-case
    fragment)."""
    out = []
    for m in german:
        if not (isinstance(m.id, str) and m.id and m.string != m.id):
            continue
        if not {path for path, _line in m.locations} & SHOWN_FILES:
            continue
        words = len(re.sub(r"\{[^{}]*\}", "", m.id).split())
        if words >= (4 if m.id[:1].islower() else 3):
            out.append(m.id)
    return out


def _step_page(html_text: str) -> str:
    """A step page's text, without its card pictures (their titles are the engine's card names)."""
    return _text(re.sub(r"<svg.*?</svg>", " ", html_text, flags=re.S))


def _answered(player, step) -> list[str]:
    """The step's page, then its message after a wrong answer (where one can be wrong) and after the right one."""
    from tutor.exercises import kind_named
    player.show(step.id)
    shown = [player.top.value, player.idea.value, player.ask.value,
             player.check_button.description, player.next_button.description, player.back_button.description]
    ex = step.task
    if step.kind == "play-round":
        return shown
    right = kind_named(ex.kind).solution(ex)
    if step.form == "pick-card":
        wrong = next((i for i in range(len(ex.hand or ex.cards)) if not ex.check(i).correct), None)
        if wrong is not None:
            player.tap(wrong)
            shown.append(player.message.value)
        player.tap(right)
    elif step.form == "choice":
        shown += [button.description for button in player.choice_buttons]
        wrong = next((c for c in ex.choices if c != right), None)
        if wrong is not None:
            player.answer(wrong)
            shown.append(player.message.value)
        player.answer(right)
    elif step.form == "number":
        player.answer(str(int(right) + 1))
        shown.append(player.message.value)
        player.answer(right)
    else:
        player.answer([])
        shown.append(player.message.value)
        player.answer([str(c) for c in right])
    return shown + [player.message.value]


@pytest.mark.parametrize("number", [f"{n:02d}" for n in range(1, 13)])
def test_every_step_of_the_hydra_course_speaks_german(german, number, tmp_path, monkeypatch):
    from tutor.hydra.course.path import step_lessons
    from widgets.course.steps import END, build_step_player
    monkeypatch.setenv("HYDRA_DATA_DIR", str(tmp_path))
    player = build_step_player(number, {"QUERY_STRING": "lang=de&name=Ada"})
    assert language() == "de" and player.path.ids == step_lessons("en")[number].ids
    english = _course_english(german)
    for step in player.path.steps:
        shown = _answered(player, step)
        text = " ".join(_step_page(part) for part in shown)
        assert not _showing(text, english), (step.id, _showing(text, english), text[:2000])
        own = _step_page(player.idea.value + player.ask.value)        # the step's own words: no English word
        words = sorted({w for w in re.findall(r"[A-Za-z]+", own) if w.lower() in ENGLISH_WORDS})
        assert not words, (step.id, words, own)
        assert step.text != step_lessons("en")[number].step(step.id).text
    player.show(END)
    end = _step_page(player.top.value + player.end.value + player.end_links.value)
    assert "Lektion" in end and not _showing(end, english), end


def test_the_glossary_page_speaks_german_and_cites_rules_in_place(german):
    from widgets.course.glossary_page import glossary_html
    page_language({"QUERY_STRING": "lang=de"})
    page = glossary_html()
    text = _text(page)
    assert text.startswith("Glossar") and "Eine Karte von jedem Spieler, im Uhrzeigersinn gespielt" in text
    assert not _showing(text, _course_english(german))
    assert 'class="hg-en"' not in page                                # no English gloss beside the word
    for lang in ("de", "en"):                                           # a cited rule: a link, never a bare id
        page_language({"QUERY_STRING": f"lang={lang}"})
        page = glossary_html()
        words = re.sub(r"<details.*?</details>", " ", page, flags=re.S)
        assert not re.findall(r"\b[RDFP]\d+\b", _text(words)), re.findall(r".{40}\b[RDFP]\d+\b", _text(words))
        assert page.count('<details class="hr-rule">') > 20
    assert "· trick" in _text(page)                                     # the English page keeps the English


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_tutor_reads_each_catalog_as_babel_does(lang):
    """hydra.core.i18n parses the .po itself (where no .mo as new is there): every translated, not fuzzy entry as
    Babel reads it."""
    from hydra.core.i18n import read_po
    path = LOCALE / lang / "LC_MESSAGES" / "hydra.po"
    messages, plurals, header = read_po(path.read_text(encoding="utf-8"))
    catalog = [m for m in _catalog(path) if m.id and not m.fuzzy]
    assert messages == {m.id: m.string for m in catalog if isinstance(m.id, str) and m.string}
    assert plurals == {m.id: list(m.string) for m in catalog if isinstance(m.id, tuple) and any(m.string)}
    assert "plural=" in header


def test_a_page_with_the_bar_asked_for_in_german_says_it_is_english_so_far(monkeypatch):
    forget_page_language()
    monkeypatch.setenv("QUERY_STRING", "lang=de&name=Ada")
    assert "Diese Seite ist noch nicht übersetzt" in _text(nav_html("quiz", "Ada"))
    page_language()                                   # a page that speaks German says nothing of the kind
    assert 'class="hn-lang-note"' not in nav_html("going-deeper", "Ada")
    forget_page_language()
    monkeypatch.setenv("QUERY_STRING", "name=Ada")
    assert 'class="hn-lang-note"' not in nav_html("quiz", "Ada")


# --- the quiz page and Hydra's exercises in German (issue 33) -------------------------------------------

#: The files of the quiz page and of Hydra's exercise kinds and engine reasons: every sentence in German.
QUIZ_FILES = {"widgets/quiz/app.py", "widgets/quiz/layout.py", "widgets/quiz/html.py", "widgets/quiz/answers.py",
              "widgets/quiz/page.py",
              "tutor/quiz.py", "tutor/hydra/quiz/trick.py", "tutor/hydra/quiz/legal.py", "tutor/hydra/quiz/parties.py",
              "tutor/hydra/quiz/points.py", "tutor/exercises/answers.py", "tutor/exercises/topics.py",
              "tutor/hydra/quiz/entry.py", "widgets/common/rules.py", "hydra/hydra/tricks.py",
              "hydra/hydra/parties.py",               "hydra/hydra/scoring.py", "hydra/hydra/games.py"}

#: English words no German sentence of the quiz shows (whole words, any case): ENGLISH_WORDS without "play"
#: (a German word too, in "Ausspielen"? no: kept out only because card names and game words never use it).
QUIZ_ENGLISH_WORDS = ENGLISH_WORDS + ("wins", "trick", "card", "cards", "trump", "led", "seat", "seats", "points",
                                      "eyes", "party", "parties", "which", "who", "may", "not", "right", "quite")


def test_quiz_sentences_are_translated_in_german(german):
    quiz = [m for m in german if m.id and {path for path, _line in m.locations} & QUIZ_FILES]
    assert len(quiz) > 250
    untranslated = [m.id for m in quiz if not (all(m.string) if isinstance(m.id, tuple) else m.string)]
    assert not untranslated, f"untranslated in German: {untranslated}"
    assert not [m.id for m in quiz if m.fuzzy]


def _english_catalog(german) -> list[str]:
    """The English sentences of the catalog whose German differs (a sentence said alike in both is no leak)."""
    return [m.id for m in german if isinstance(m.id, str) and m.id and m.string and m.string != m.id]


def _no_english(text: str, german, where: str) -> None:
    assert not _showing(text, _english_catalog(german)), (where, _showing(text, _english_catalog(german)), text)
    words = sorted({w for w in re.findall(r"[A-Za-z]+", text) if w.lower() in QUIZ_ENGLISH_WORDS})
    assert not words, f"English words in {where}: {words} in {text[:2000]}"


def _exercise_text(ex, wrong: bool) -> str:
    """What the quiz board shows of ``ex`` once answered (rightly, or wrongly where a wrong answer exists)."""
    from tutor.exercises import kind_named
    from widgets.quiz.html import facts_html, head_html, prompt_html, reference_html, verdict_html
    kind = kind_named(ex.kind)
    response = kind.solution(ex)
    if wrong and ex.kind == "trick":
        response = (response + 1) % len(ex.cards)
    elif wrong and ex.kind == "points":
        response = str(int(response) + 1)
    feedback = ex.check(response)
    parts = [head_html(ex), prompt_html(ex), facts_html(ex.facts, ex) if ex.facts else "",
             verdict_html(feedback, "yes", ex.id, ex), reference_html(ex)]
    if hasattr(kind, "choice_label"):
        parts += [kind.choice_label(c) for c in ex.choices]
    return " ".join(_text(part) for part in parts)


@pytest.mark.parametrize("letter", ["t", "l", "p", "s"])
def test_twenty_exercises_of_each_hydra_kind_speak_german(german, letter):
    """20 seeds of each Hydra quiz kind, spread over its topics and difficulties: the question, the answer,
    the engine's explanation, its steps, the idea and the rules, all German, no English sentence showing."""
    from tutor.exercises import available_topics, make_exercise
    page_language({"QUERY_STRING": "lang=de"})
    topics = [t for t in available_topics(game="hydra") if t.key.startswith(letter + "-")]
    assert topics
    for n in range(20):
        topic = topics[n % len(topics)]
        ex = make_exercise(f"{topic.key}-{n % 3 + 1}-{n + 40:04x}")
        text = _exercise_text(ex, wrong=n % 2 == 1)
        _no_english(text, german, ex.id)


def _shown(widget) -> tuple[list[str], list[str]]:
    """Every HTML value, and every label, placeholder and tooltip, of a widget and its children (the shown ones)."""
    import ipywidgets as W
    htmls: list[str] = []
    labels: list[str] = []
    if getattr(getattr(widget, "layout", None), "display", None) == "none":
        return htmls, labels
    if isinstance(widget, W.HTML):
        htmls.append(widget.value)
    for name in ("description", "placeholder", "tooltip"):
        value = getattr(widget, name, None)
        if isinstance(value, str) and value:
            labels.append(value)
    if isinstance(widget, W.ToggleButtons):
        labels += [str(label) for label in widget._options_labels] + [t for t in (widget.tooltips or []) if t]
    for child in getattr(widget, "children", ()):
        more_html, more_labels = _shown(child)
        htmls += more_html
        labels += more_labels
    return htmls, labels


def test_the_quiz_page_in_german(german, tmp_path):
    """The whole page as the notebook builds it from ?lang=de: title, name box, game and kind buttons, board,
    answer and feedback, progress; its bar offers the switch; an exercise id that is wrong says so in German."""
    import tutor
    from widgets.quiz import build_quiz
    store = tutor.ProgressStore(tmp_path)
    try:
        app = build_quiz({"QUERY_STRING": "lang=de&name=Ada&exercise=l-follow-2-0001"})
        assert language() == "de"
        legal = [i for i, card in enumerate(app.exercise.hand) if str(card) in app.exercise.answer]
        for i in legal[:1]:
            app.toggle(i)
        app.check()
        widgets, labels = _shown(app)                            # every HTML, label and tooltip on the page
        widgets = [w for w in widgets if 'class="hn-bar' not in w]    # the bar: the front pages' test
        text = " ".join(_text(w) for w in widgets) + " " + " ".join(labels)
        assert "Hydra-Regelquiz" in text and "Welche Karten darf ich spielen" in text and "Weiter" in labels
        assert "In einer Klasse?" in text                         # the way to the class page
        assert "Nicht gewählt hast du" in text or "Richtig" in text
        _no_english(text, german, "the quiz page")
        assert 'class="hn-langs"' in app.nav.value                # the page offers the switch
        app.open_exercise("t-nope-1-1")
        assert "Hier ist stattdessen eine andere Aufgabe" in _text(app.message.value)
        assert not _showing(_text(app.message.value), _english_catalog(german))   # its topic codes are the link's
        app.choose_game("doppelkopf")                          # another game's questions: English so far, said so
        assert "Die Fragen dieses Spiels sind noch nicht übersetzt" in _text(app.title.value)
        app.choose_game("hydra")
        assert "noch nicht übersetzt" not in _text(app.title.value)
        for value in ("", "x"):                                # bad input on a points exercise
            app.open_exercise("s-r5-1-0001")
            try:
                app.exercise.check(value)
            except ValueError as error:
                assert "Gib eine ganze Zahl" in str(error)
    finally:
        store.close()


def test_the_english_quiz_is_as_before():
    """Without lang= (and no German browser) the quiz stays English, its cards named, no German sentence."""
    from tutor.exercises import make_exercise
    page_language({"QUERY_STRING": ""})
    ex = make_exercise("t-r1-1-0001")
    assert ex.prompt == "Which card wins this trick? Tap it."
    assert ex.explanation.startswith("The Schell-10 wins: Schell was led")


# --- the engine's reasons in German, each for the rule it cites --------------------------------------------

def _in_german():
    from hydra.core.i18n import set_language
    set_language("de")


def test_german_who_takes_the_trick():
    """rules: Wer erhält den Stich, R1, R2: the trick's explanation in German, its cards by their names."""
    import hydra
    _in_german()
    text = hydra.explain_trick("GK G9 GD HY G10").sentence
    assert text.startswith("Das Grün-Daus gewinnt: Grün wurde ausgespielt, kein Trumpf wurde gespielt")
    assert "(rules: Wer erhält den Stich)" in text
    assert "Die auf diesen Grün-Stich abgeworfene Hydra zählt als niedrigste Grün-Karte" in text      # R1
    dullen = hydra.explain_trick("R10 EO R10 S9 SD")                                              # R2
    assert "Von zwei Dullen gewinnt die zweite gespielte (R2)." in dullen.sentence
    assert dullen.steps[2].text == ("Die Dulle (Rot-Zehn) gleicht der Dulle davor; von zwei Dullen gewinnt "
                                    "die zweite (R2).")
    hydras = hydra.explain_trick("SU HY EO HY S9")                                                # R2
    assert "Von zwei Hydras gewinnt die zweite gespielte (R2)." in hydras.sentence
    equal = hydra.explain_trick("GK GK G9 GD")                                                    # R2, partial
    assert equal.sentence.startswith("Das Grün-Daus liegt bisher vorn")
    first = hydra.explain_trick("ED ED E9 EK")
    assert "Die zweite Karte Eichel-Daus sticht die erste nicht" in first.sentence                 # R2
    solo = hydra.explain_trick("GK G9 GD HY G10", "color-solo:S")                                 # R1 in a solo
    assert "Im Solo ist die Hydra immer der höchste Trumpf" in solo.sentence
    assert not re.search(r"\b(?:GK|GD|HY|G10|R10|SD)\b", text + dullen.sentence + solo.sentence)   # no notation


def test_german_solo_plain_card():
    """rules: Solo: a card that is a trump in a normal game is a plain card in a colour or trump solo."""
    import hydra
    _in_german()
    steps = hydra.explain_trick("SU S9 SK S10 SO", "color-solo:R").steps
    assert "Der Schell-Unter ist im normalen Spiel Trumpf, aber im Spiel Rot-Solo (ein Farbsolo) sind nur die " \
           "Rot-Karten und die Hydras Trumpf" in steps[0].text
    assert "(rules: Solo)" in steps[0].text
    trump_solo = hydra.explain_trick("SO EU", "trump-solo:O").steps[1].text
    assert "die Ober und die Hydras" in trump_solo


def test_german_following_suit():
    """rules: Der Spielverlauf (Bedienpflicht) and R1: why a card may not be played, in German."""
    import hydra
    _in_german()
    reasons = hydra.illegal_reasons("G9 HY EK", "GK")
    assert reasons[hydra.Card.parse("EK")].startswith("Der Eichel-König ist nicht erlaubt: Grün wurde "
                                                      "ausgespielt und du hast Grün-Karten (die Grün-Neun)")
    assert "Die Hydra ist beim Bedienen keine Grün-Karte (R1)." in reasons[hydra.Card.parse("HY")]
    trump = hydra.illegal_reasons("HY EK", "SU")[hydra.Card.parse("EK")]
    assert "dein einziger Trumpf ist die Hydra" in trump and trump.endswith("(R1).")
    with pytest.raises(hydra.IllegalCard) as info:
        hydra.check_play("G9 EK", "GK", "ED")
    assert str(info.value).startswith("Das Eichel-Daus geht nicht: du hast diese Karte nicht")


def test_german_parties_and_points():
    """R10 (the parties), R3 and R4 (the bonuses), R5 (the points): the engine's sentences in German."""
    from hydra.hydra.scoring import bonus_name
    import hydra
    _in_german()
    parties = hydra.form_parties([["EO"], ["EO"], ["GO"], ["GO"], []])
    assert parties.describe().startswith("Normales Spiel: die beiden Spieler mit einem Eichel-Ober (Alten)")
    assert "(Multiplikator 3)" in parties.describe()
    assert hydra.kind_name("wedding") == "eine Hochzeit" and hydra.kind_title("engagement") == "Verlobung"
    sheet = hydra.play_round(seed=7).result
    lines = " ".join(sheet.lines())
    assert "Augen;" in lines and "ergibt gerundet" in lines and "Punkte für jeden Spieler" in lines   # R5
    assert "points" not in lines and "eyes" not in lines
    assert bonus_name("fuchs") == "Fuchs gefangen (den Fuchs eines Gegners gefangen)"          # R4
    assert bonus_name("doppelkopf").startswith("ein Doppelkopf (ein Stich mit 40 bis 49 Augen)")  # R3
