"""Issue 19: no internal id ever reaches the screen. Party kinds are said by their names
(``hydra.kind_title``: "secret proposal (geheimer Antrag)", never ``secret-proposal``), games by
``hydra.Game.name`` (never ``trump-solo:9``), calls by the table's words (``tutor.hydra.calls.seen_text``:
"declares a solo: Grün-Solo", never ``solo:color-solo:G`` or ``open:ED``), lessons as lessons (never
"notebook 02"). The widgets and pages are rendered and their text is searched for ids."""

from __future__ import annotations

import html
import json
import re
import tempfile
from pathlib import Path

import pytest

import hydra
from tutor.course import LESSONS, LessonProgress
from tutor.exercises import CHOICE, NUMBER, PICK_CARD, SELECT_CARDS
from tutor.games import TUTOR_GAMES
from tutor.hydra.rulebook import HYDRA_QUOTES
from tutor.rulebook import rule_text
from widgets.common.rules import cited_html
from widgets.hydra.course.models import RoundTimeline
from widgets.hydra.course.odds import exact_table_html, odds_chart_svg
from widgets.hydra.course.scoresheet import ScoreSheetView, round_sheet_html, sheet_html
from widgets.hydra.course.stepper import RoundStepper
from widgets.course.steps import StepPlayer
from widgets.hydra.course.tryit import party_exercise

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
#: What an internal id looks like on screen.
IDS = re.compile(r"(?<![\w-])(secret-proposal|double-secret-proposal|double-engagement|triple-engagement|"
                 r"(?:trump|color|normal)-solo(?::\w+)?|solo:[\w:-]+|open:\w+|antrag:\w+|return:\w+|"
                 r"notebook \d\d)(?![\w-])")
#: The lessons whose pages this issue's work covers here (01-04 are rebuilt as steps).
CHECKED = [item.notebook for item in LESSONS if item.number >= "05"]


def visible_text(markup: str) -> str:
    """What a reader sees of some HTML: no tags, no style or script, entities decoded."""
    markup = re.sub(r"<(style|script)\b.*?</\1>", " ", markup, flags=re.S | re.I)
    return html.unescape(re.sub(r"<[^>]+>", " ", markup))


def ids_in(text: str) -> list[str]:
    return [m.group(0) for m in IDS.finditer(text)]


def test_the_check_sees_an_id():
    assert ids_in("seat 0: solo:color-solo:G, seat 1: open:ED; see notebook 02") == [
        "solo:color-solo:G", "open:ED", "notebook 02"]
    assert ids_in("a secret proposal (geheimer Antrag), a Grün-Solo (a colour solo)") == []


def test_party_kind_answers_are_named():
    tryit = party_exercise(["EO EO", "GO", "GO", "", ""])
    labels = [label for label, _value in tryit.choice.options]
    assert "secret proposal (geheimer Antrag)" in labels and "triple engagement" in labels
    assert ids_in(" | ".join(labels)) == []


@pytest.mark.parametrize("seed", [0, 1, 2, 3, 4, 5, 6])
def test_score_sheets_name_the_kind_of_game(seed):
    rnd = hydra.play_round(seed=seed)
    assert ids_in(visible_text(sheet_html(rnd.sheet) + round_sheet_html(rnd))) == []
    assert ids_in(visible_text(ScoreSheetView(rnd).snapshot_html())) == []


def test_call_logs_say_the_calls_in_words():
    solo = RoundStepper(seed=1, solo=(0, "color-solo:G"))
    antrag = RoundStepper(seed=3, antrag=(1, 3))
    for stepper in (solo, antrag):
        stepper.go(1)
        assert ids_in(visible_text(stepper.header.value)) == [], stepper.header.value
    assert "declares a solo: Grün-Solo" in solo.header.value
    assert "lays ED face up" in " ".join(RoundTimeline(seed=3, antrag=(1, 3)).calls_text())


def test_odds_say_the_kinds_by_name():
    from hydra.hydra.odds import party_kind_odds
    exact = party_kind_odds()
    assert ids_in(visible_text(exact_table_html(exact) + odds_chart_svg(exact))) == []


def _shown(notebook: str) -> list[str]:
    """Everything a saved lesson shows: Markdown, outputs, and its widgets' words."""
    data = json.loads((NOTEBOOKS / notebook).read_text(encoding="utf-8"))
    texts = []
    for cell in data["cells"]:
        if cell["cell_type"] == "markdown":
            texts.append(visible_text("".join(cell["source"])))
        for out in cell.get("outputs", []):
            for kind in ("text/html", "text/markdown", "text/plain"):
                if kind in out.get("data", {}):
                    texts.append(visible_text("".join(out["data"][kind])))
                    break
    state = data.get("metadata", {}).get("widgets", {}).get("application/vnd.jupyter.widget-state+json", {})
    for model in state.get("state", {}).values():
        for key in ("value", "description", "_options_labels", "tooltip"):
            value = model.get("state", {}).get(key)
            if isinstance(value, str):
                texts.append(visible_text(value))
            elif isinstance(value, list):
                texts.append(" | ".join(map(str, value)))
    return texts


@pytest.mark.parametrize("notebook", CHECKED)
def test_a_lesson_shows_no_internal_id(notebook):
    found = [i for text in _shown(notebook) for i in ids_in(text)]
    assert found == []


@pytest.mark.parametrize("notebook", CHECKED)
def test_a_lesson_shows_no_pandas_row_numbers(notebook):
    """A pandas table shows its index (0, 1, 2 ...) and its ids; the lessons use tables that say
    what each row is and fit a phone (widgets.common.stack)."""
    data = json.loads((NOTEBOOKS / notebook).read_text(encoding="utf-8"))
    source = "\n".join("".join(c["source"]) for c in data["cells"] if c["cell_type"] == "code")
    assert "pd.DataFrame" not in source


# --- issue 34: nothing a learner does not need on screen ----------------------------------------------
# Every step of every game's course, with every answer a learner can give it (each card, each choice, a
# wrong and the right number, the cards selected), shows no rule id or heading of the rules as text and
# no seat counted from 0: a cited rule is a link that opens in place (its sentence and its English), a
# player is named. The step player draws each screen as on the page.

#: A rule's id as text (R9 and R10 are cards too, "Herz-10 (R10)"; a bracket's id is a citation), a
#: heading of the rules cited as an id in its bracket ("(rules: Bedienen)"; a rule link's label "rules: Trumpfabgabe"
#: names them in words), or a seat counted from 0.
SHOWN_ID = re.compile(r"\((?:R(?:[1-8]|1[1-9]|2\d)|[FP]\d{1,2}|D\d{1,2}(?!, \w+ of Diamonds))[,:;) ]|\(rules: [A-ZÄÖÜ]|"
                      r"\((?:hausrunde|turnier) \d|\b[Ss]eats? \d")

LESSONS = [(game.id, item.number) for game in TUTOR_GAMES.values() for item, _steps in game.course()]


def shown(html: str) -> str:
    """What a reader sees before opening a rule: the text without the rules' folded sentences."""
    return visible_text(re.sub(r"<details class=\"hr-rule\">.*?</details>", " [rule] ", html, flags=re.S))


def test_the_check_sees_an_id_and_lets_a_card_be():
    assert SHOWN_ID.findall("wins (R2). (rules: Wer erhält den Stich) seat 0 (D7) (F8: 'x') (hausrunde 3.1)")
    assert SHOWN_ID.findall("Herz-10 (R10) beats Rot-9 (R9); Ada plays (5,5)") == []
    assert SHOWN_ID.findall("500's Karo-4 (D4, 4 of Diamonds) and Karo-10 (D10, 10 of Diamonds)") == []
    html = cited_html("Of two equal cards the first wins (R2), see (rules: Wer erhält den Stich).")
    assert SHOWN_ID.findall(shown(html)) == [] and "Werden zwei gleiche Karten" in html


def test_a_500_card_named_by_its_code_is_no_rule():
    """500 names a card "Karo-5 (D5, 5 of Diamonds)": its D5 is the card, not Doppelkopf's ruling D5 on equal
    cards; the bracket stays as written and only the real citation (F9) opens in place."""
    html = cited_html("Karo-5 (D5, 5 of Diamonds) does not win: Karo-As (DA, Ace of Diamonds) wins (F9).")
    assert "Karo-5 (D5, 5 of Diamonds) does not win: Karo-As (DA, Ace of Diamonds) wins." in visible_text(html)
    assert html.count('<details class="hr-rule">') == 1 and "Equal cards" not in html


def _responses(player: StepPlayer) -> list[object]:
    """Every answer of the step's form a learner can give: each card, each choice, numbers, selections."""
    step, ex = player.step, player.step.task
    if step.form == PICK_CARD:
        return list(range(len(ex.hand or ex.cards)))
    if step.form == CHOICE:
        return list(ex.choices)
    if step.form == NUMBER:
        return [0, 1, 7, 120, 240]
    if step.form == SELECT_CARDS:
        cards = [str(c) for c in ex.hand]
        return [cards[:1], cards, cards[1:2]]
    return []


@pytest.mark.parametrize("game, number", LESSONS)
def test_no_step_shows_an_id_or_a_seat_number(game, number):
    player = StepPlayer(number, game=game, progress=LessonProgress(tempfile.mkdtemp()))
    found = []
    for step in player.path.steps:
        player.show(step.id)
        texts = [player.idea.value, player.ask.value]
        for response in _responses(player):
            player.show(step.id)
            player.answer(response)
            texts.append(player.message.value)
            player.answer(response)                       # a second miss shows the solution
            texts.append(player.message.value)
        found += [(step.id, m) for text in texts for m in SHOWN_ID.findall(shown(text))]
    assert found == []


def test_every_hydra_rule_quoted_is_the_rules_text_as_written(seed_text):
    """The rule in place quotes the Regelwerk: each sentence stands in it as written (issue 34)."""
    text = " ".join(seed_text("hydra-regelwerk.txt").split())
    for key, (_title, german, english) in HYDRA_QUOTES.items():
        assert " ".join(german.split()) in text, key
        assert english and rule_text(key).german == (german,)


@pytest.mark.parametrize("cite", ["R1", "R2", "R5", "R10", "rules: Wer erhält den Stich", "rules: Der Spielverlauf, "
                                  "Bedienpflicht", "D5", "D7", "hausrunde 3.1", "turnier 3", "F9", "F6", "P7", "P11"])
def test_every_game_s_rule_has_its_sentence_and_english(cite):
    rule = rule_text(cite)
    assert rule.german and rule.english and rule.title != "the rule" or cite.startswith("F")
    assert rule.english


def test_an_old_exercise_link_opens_its_exercise_and_shows_no_id(tmp_path):
    """Issue 34: ids stay in the address (saved progress and ?exercise= links keep working), never as text."""
    from tutor import ProgressStore, QuizSession
    from widgets.quiz import QuizApp
    app = QuizApp(QuizSession(ProgressStore(tmp_path)), exercise_id="t-suit-1-2593")
    assert app.exercise.id == "t-suit-1-2593"
    head = app.head.value
    assert 'data-exercise="t-suit-1-2593"' in head and 'href="?exercise=t-suit-1-2593"' in head
    assert "t-suit-1-2593" not in visible_text(head) and "link to this question" in visible_text(head)
    app.pick(app.exercise.answer)
    shown = visible_text(app.feedback_html.value + app.prompt.value + app.facts.value)
    assert SHOWN_ID.findall(shown.split("rule:")[0]) == [] and "t-suit-1-2593" not in shown


def test_the_parties_answer_names_the_kind_and_the_players():
    """Issue 34: "It is secret-proposal: {seat 1, seat 2} vs ..." is said as the table says it."""
    from tutor import make_exercise
    for seed in range(30):
        ex = make_exercise(f"p-r10-2-{seed:04x}")
        if ex.answer[0] == "secret-proposal":
            break
    else:
        pytest.fail("no secret proposal among the first 30 deals")
    said = ex.check(("normal", ["A"] * 5)).answer_text
    assert said.startswith("It is a secret proposal (geheimer Antrag): ") and " against " in said
    assert "seat" not in said.lower() and "{" not in said and "-" not in said.split(":")[0]
    assert all(f.split(":")[0] in ("Ada", "Ben", "Cem", "Dora", "Emil") for f in ex.facts)
