"""The Hydropolis course of issue 20: its logic (tutor/hydropolis/course*.py), its views
(widgets/hydropolis) and its pages.

- Every row of the P8 table has an example that shows that row (the new card's side and the side it
  meets are of the row's kinds) and gives what the spec says: fits or not, the P10 sentence of the
  spec's worked examples, the points of P11.
- The scoring examples are the spec's worked examples 1, 2, 4, 6 and 7, part by part (P11), and what
  is drawn on the table adds up to the score.
- The recorded game replays to the record's points (P12, P13), and every step says what happened.
- Bad input gets a sentence, never a traceback: a mistyped card (P3), a cell off the table (P6), a card
  on a card that does not leak (P7), a cell that is no cell (P5).
- Every link of the course keeps the learner's name; the front door, the glossary and the page
  registry list Hydropolis; the pages say that the seed lists no cards.
"""

from __future__ import annotations

import html
import json
import pathlib
import re

import pytest

from hydra import hydropolis as hp
from tutor.course import OTHER_GAMES, PAGES, LessonProgress, term
from tutor.hydropolis.course import (COURSE, MORE_EXAMPLES, P8_EXAMPLES, SCORE_EXAMPLES, TryTable, breakdown,
                                     example, example_table, score_example)
from tutor.hydropolis.course_game import RECORD, RECORD_POINTS, GameSteps

ROOT = pathlib.Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
KIND = {0: "empty", 1: "pipe", 2: "cap"}

#: The spec's P8 table: (new side, table side) -> fits.
SPEC_P8 = {("empty", "empty"): True, ("empty", "pipe"): False, ("empty", "cap"): True,
           ("pipe", "empty"): False, ("pipe", "pipe"): True, ("pipe", "cap"): True,
           ("cap", "empty"): True, ("cap", "pipe"): True, ("cap", "cap"): False}
#: The sentences the spec gives (P10, worked examples 3 and 5) and the one its format gives for cap on cap.
SPEC_SENTENCES = {
    "empty-pipe": "the new card's E side is empty and meets the blue pipe on the W side of `.b.b` at (4,4): no "
                  "pipe may end in an empty edge (P8: Eine leere Kartenkante darf nicht an ein Rohr anschließen)",
    "pipe-empty": "the new card's S side is a blue pipe and meets the empty N side of `.b.b` at (4,4): no pipe "
                  "may end in an empty edge: there are no dead ends (P8: Es darf also keine \"Rohr-Sackgassen\" "
                  "geben)",
    "cap-cap": "the new card's W side is a red cap and meets the red cap on the E side of `.R.r` at (6,4): a cap "
               "may not meet a cap (P8: Eine Verschlusskappe kann nicht direkt an eine andere Verschlusskappe "
               "anschließen)",
}
#: The points of the rows that fit (P11): pipe-pipe is example 2 in red, pipe-cap example 4, cap-pipe
#: example 3 (a capped pipe instead of the cap card: the same 2 points).
SPEC_POINTS = {"pipe-pipe": 3, "pipe-cap": 2, "cap-pipe": 2, "empty-empty": 6, "empty-cap": 6, "cap-empty": 6}


def meetings(table: hp.Table, card: str, cell: tuple[int, int]) -> set[tuple[str, str]]:
    """(new side kind, table side kind) for every side where ``card`` at ``cell`` meets a card (P5)."""
    c = hp.as_card(card)
    out = set()
    for side, (dc, dr) in enumerate(((0, -1), (1, 0), (0, 1), (-1, 0))):
        other = table.top((cell[0] + dc, cell[1] + dr))
        if other is not None:
            out.add((KIND[c.kinds[side]], KIND[other.kinds[(side + 2) % 4]]))
    return out


def test_every_row_of_the_p8_table_has_one_example_in_the_spec_order():
    assert [(e.new, e.facing) for e in P8_EXAMPLES] == list(SPEC_P8)
    assert len({e.key for e in (*P8_EXAMPLES, *MORE_EXAMPLES)}) == len(P8_EXAMPLES) + len(MORE_EXAMPLES)


@pytest.mark.parametrize("item", P8_EXAMPLES, ids=lambda e: e.key)
def test_each_p8_example_shows_its_row_and_gives_what_the_spec_says(item):
    """P8: the example's card meets a side of the row's kind with a side of the row's kind, and the
    engine's answer is the table's: fits (with the points of P11) or the P10 sentence."""
    table = example_table(item)
    assert (item.new, item.facing) in meetings(table, item.card, item.cell)
    reason = table.check(item.card, item.cell)
    assert (reason is None) is SPEC_P8[(item.new, item.facing)] is item.fits
    trial = TryTable(item)
    said = trial.tap(item.cell)
    if item.fits:
        assert table.score(item.card, item.cell).total == SPEC_POINTS[item.key]
        assert said.ok and said.text.startswith(f"`{item.card}` fits at {hp.Cell(*item.cell)}: "
                                                f"{SPEC_POINTS[item.key]} points")
        assert trial.table.top(item.cell) is hp.as_card(item.card)          # laid
    else:
        assert str(reason) == SPEC_SENTENCES[item.key]
        assert not said.ok and said.text == f"`{item.card}` may not go to {hp.Cell(*item.cell)}: {reason}"
        assert said.rules == ("P8",) and trial.table.top(item.cell) is None  # nothing laid


def test_the_rules_around_the_table_no_connection_covering_and_a_whole_card():
    """P8 (spec example 5: `.bb.` below the first card makes no connection), P7 and P11 (example 6:
    covering a leak, 12 points), P7 (no card on a card that does not leak)."""
    said = TryTable(example("no-connection")).tap((4, 5))
    assert not said.ok and "makes no connection" in said.text and said.rules == ("P8",)
    said = TryTable(example("on-a-leak")).tap((5, 4))
    assert said.ok and "12 points (covering 5, neighbours 2, caps 0, pipes 5)" in said.text
    said = TryTable(example("not-leaky")).tap((4, 4))
    assert not said.ok and "(4,4) holds `.b.b`, which is not leaky" in said.text and said.rules == ("P7",)


def test_turning_the_card_in_hand_makes_the_other_face_fit():
    """Spec example 3: `...B` does not fit at (3,4); turned (P4) it is `.B..` and scores 2."""
    trial = TryTable(example("empty-pipe"))
    assert not trial.tap((3, 4)).ok
    assert trial.turn().text == "Turned half-way: `...B` is now `.B..` (P4)."
    assert (3, 4) in trial.fitting_cells()
    said = trial.tap((3, 4))
    assert said.ok and said.text == "`.B..` fits at (3,4): 2 points (covering 0, neighbours 1, caps 1, pipes 0)."


@pytest.mark.parametrize("typed, says, rule", [
    ("bq..", "What you typed, “bq..”, is not a card: its character 2, “q”, is not a side: write . (empty)", "P3"),
    (".b.r", "its character 4, “r”, is a second colour", "P3"),
    ("....", "every side is empty", "P3"),
    ("", "Type a card in the notation N E S W", "P3"),
    ("x" * 300, "“xxxxxxxxxxxxxxxxxxxx…”, is not a card", "P3"),
])
def test_a_mistyped_card_is_a_sentence_and_the_card_held_stays(typed, says, rule):
    trial = TryTable(example("pipe-pipe"))
    said = trial.set_card(typed)
    assert not said.ok and says in said.text and said.rules == (rule,)
    assert "offset" not in said.text and "'" not in said.text
    assert str(trial.card) == ".r.r"


@pytest.mark.parametrize("cell, says, rule", [
    ((9, 4), "(9,4) is off the table: the table is 9 by 9 cells, (0,0) to (8,8) (P6: Die Tischkante", "P6"),
    ("(4,-1)", "(4,-1) is off the table", "P6"),
    ((4, 4), "(4,4) holds `.b.b`, which is not leaky: a card may be laid on a card only if that card leaks",
     "P7"),
    ("5;4", "What you typed, “5;4”, is not a cell: write its column and row, such as (5,4) (P5)", "P5"),
    ((0, 0), "(0,0) is empty and no card lies at any of its sides", "P7"),
])
def test_a_card_off_the_table_or_on_a_whole_card_is_a_sentence(cell, says, rule):
    trial = TryTable(example("pipe-pipe"))
    said = trial.tap(cell)
    assert not said.ok and says in said.text and said.rules == (rule,)
    assert len(trial.table.laid) == 1


@pytest.mark.parametrize("key, total, parts", [
    ("same-colour", 4, (0, 1, 0, 3)),     # spec example 1
    ("other-colour", 3, (0, 1, 0, 2)),    # spec example 2
    ("caps", 2, (0, 1, 1, 0)),            # spec example 4
    ("diagonals", 5, (0, 2, 0, 3)),       # spec example 7
    ("covering", 12, (5, 2, 0, 5)),       # spec example 6
    ("wrench", 15, (5, 4, 0, 6)),         # spec example 8
])
def test_the_scoring_examples_are_the_spec_worked_examples_part_by_part(key, total, parts):
    """P11: the four parts in order; what the table shows (+1 per neighbour, +3/+2 per joined pipe, +1
    per cap, +5 on a covered leak) adds up to the total."""
    score = score_example(key).score()
    assert score.total == total and tuple(score.parts.values()) == parts
    shown = breakdown(score)
    assert [p.name for p in shown.parts] == ["covering", "neighbours", "caps", "pipes"]
    assert [p.points for p in shown.parts] == list(parts)
    drawn = sum(int(re.match(r"\+(\d+)", text)[1]) for notes in shown.notes.values() for _, text in notes)
    assert drawn == total
    assert set(shown.around) == {c for c, notes in shown.notes.items() if ("C", "+1") in notes}
    for part in shown.parts:
        assert part.why and "P11" in part.why or part.points == 0


def test_every_scoring_example_has_a_title_and_a_legal_table():
    for item in SCORE_EXAMPLES:
        assert item.title and item.table().fits(item.card, item.cell)


def test_a_move_of_15_points_says_it_earns_a_wrench_in_the_variant():
    """P14 (spec example 8): the page says that 15 points earn a wrench in the variant, and only then."""
    from widgets.hydropolis.course_score import parts_html
    html = parts_html(score_example("wrench").score())
    assert "earns a wrench (Schraubenschlüssel:" in html and "P14" not in html     # its rule opens in place (issue 34)
    assert "rule: " in html.split("earns a wrench")[1]
    assert all("wrench" not in parts_html(item.score()) for item in SCORE_EXAMPLES if item.key != "wrench")


def test_the_stepped_game_replays_to_the_records_points():
    """P12, P13: the record replays through the engine to its points; frame by frame the points grow
    by the lays' totals, and the last frame is the end by passes."""
    game = hp.Game.replay(RECORD)
    assert game.points == RECORD_POINTS and game.over and game.end == "passes"
    steps = GameSteps()
    assert len(steps) == len(RECORD["moves"]) + 1
    frames = [steps.frame(i) for i in range(len(steps))]
    assert frames[0].points == (0, 0) and frames[-1].points == RECORD_POINTS and frames[-1].over
    for before, after in zip(frames, frames[1:]):
        gained = [a - b for a, b in zip(after.points, before.points)]
        if after.score is not None:
            assert sorted(gained) == [0, after.score.total]
            assert f"{after.score.total} point" in after.text
        else:
            assert gained == [0, 0] and ("draws" in after.text or "pass" in after.text)
    assert "Player 1 wins with 25 points" in frames[-1].text
    assert "(its card `yy..*`, turned)" in frames[3].text            # P4: a hand card laid turned
    assert steps.frame(99).number == len(steps) - 1 and steps.frame(-3).number == 0


# --- the views ---------------------------------------------------------------------------------------
def test_the_live_table_lays_a_card_by_a_tap_on_its_cell():
    from widgets.hydropolis.course_fit import FitTryIt
    tryit = FitTryIt()
    tryit.choose("pipe-pipe")
    assert 'data-cell="5,4"' in tryit.table_view.picture.value
    tryit.table_view.button((5, 4)).click()
    assert "hpf-ok" in tryit.message.value and "`.r.r` fits at (5,4): 3 points" in tryit.message.value
    assert 'class="hpt-cell hpt-last" data-cell="5,4"' in tryit.table_view.picture.value
    tryit.table_view.button((4, 4)).click()
    assert "hpf-bad" in tryit.message.value and "which is not leaky" in tryit.message.value
    tryit.card_input.value = "bq.."
    assert "“q”" in tryit.message.value and tryit.card_input.value == "bq.."
    tryit.cell_input.value = "(9,4)"
    assert "(9,4) is off the table" in tryit.message.value
    tryit.turn_button.click()
    assert "Turned half-way" in tryit.message.value


def test_the_table_view_shows_the_cards_in_use_and_calls_back_with_the_cell():
    from widgets.hydropolis.table import ZOOMS, TableView
    table = example_table(example("empty-cap"))
    view = TableView(table, marked=[(4, 5)])
    assert view.window == (3, 3, 6, 6)
    assert len(view.taps.children) == 16 and all("hpt-tap" in b._dom_classes for b in view.taps.children)
    tapped = []
    view.on_tap(tapped.append)
    view.button((4, 5)).click()
    assert tapped == [hp.Cell(4, 5)]
    assert "hpt-mark" in view.picture.value and "hpt-last" in view.picture.value
    assert view.button((4, 4)).description == "blue T piece, E, S and W at (4,4)"      # a screen reader's name
    assert view.button((4, 5)).description == "(4,5), empty"
    assert min(ZOOMS) >= 44                                               # every target 44 px high
    view.set_zoom(5)
    assert view.zoom == len(ZOOMS) - 1 and view.zoom_in.disabled


# --- links, the front door, the glossary, the pages --------------------------------------------------
def _hrefs(html: str) -> list[str]:
    return re.findall(r'href="([^"]*)"', html)


def test_every_link_of_the_course_keeps_the_name(tmp_path, monkeypatch):
    from widgets.hydropolis.course import page_footer, page_header
    monkeypatch.setenv("HYDRA_NOTEBOOKS", str(tmp_path))
    (tmp_path / "hydropolis-play.ipynb").write_text("{}", encoding="utf-8")   # the play page is there
    for notebook, _ in COURSE:
        html = page_header(notebook, "Ada Lovelace") + page_footer(notebook, "Ada Lovelace")
        hrefs = _hrefs(html)
        assert len(hrefs) >= 8 and all(h.endswith("name=Ada+Lovelace") for h in hrefs), hrefs
        assert {h.split("?")[0] for h in hrefs} >= {nb for nb, _ in COURSE} - {notebook} | {"hydropolis-play.ipynb"}
        assert all("name=" not in h for h in _hrefs(page_header(notebook) + page_footer(notebook)))


def test_no_dead_link_to_the_play_page_before_it_is_there(tmp_path, monkeypatch):
    from widgets.hydropolis.course import page_footer, page_header
    monkeypatch.setenv("HYDRA_NOTEBOOKS", str(tmp_path))
    html = page_header(COURSE[2][0], "Ada") + page_footer(COURSE[2][0], "Ada")
    assert "hydropolis-play" not in html and 'href="home.ipynb?name=Ada"' in html


@pytest.fixture
def drawn_page(tmp_path, monkeypatch):
    """A page drawn as Voilà draws it chooses its language: the process is English again afterwards."""
    from tutor.language import forget_page_language
    monkeypatch.setenv("HYDRA_DATA_DIR", str(tmp_path))
    yield
    forget_page_language()


@pytest.mark.parametrize("notebook", [nb for nb, _ in COURSE])
def test_the_pages_make_every_link_with_the_name(notebook, drawn_page):
    """Markdown links cannot carry ``?name=``: the pages have none; the whole page, with the bar on top and
    the way on at the bottom, is drawn by widgets/hydropolis/course_pages.py with the page's own name and
    the learner's (issue 33: every sentence through the catalog)."""
    from widgets.hydropolis.course_pages import build_lesson
    cells = json.loads((NOTEBOOKS / notebook).read_text(encoding="utf-8"))["cells"]
    markdown = "".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    assert "](" not in markdown and "href" not in markdown
    code = ["".join(c["source"]) for c in cells if c["cell_type"] == "code"]
    assert code == [f'from widgets.hydropolis.course_pages import build_lesson\n\nbuild_lesson("{notebook}")']
    page = build_lesson(notebook, {"QUERY_STRING": "name=Ada"})
    assert (page.bar.value + page.header.value).count("?name=Ada") >= 8 and "?name=Ada" in page.footer.value
    text = page.snapshot_html()
    assert "<h1" in text and "Hydropolis · " in text and "What you will learn" in text


def test_the_pages_say_the_seed_lists_no_cards_and_show_the_readings(drawn_page):
    from widgets.hydropolis.course_pages import build_lesson

    def shown(notebook):
        return html.unescape(build_lesson(notebook, {"QUERY_STRING": ""}).snapshot_html())
    assert hp.DECK_NOTE in shown(COURSE[0][0])
    for notebook, rules in ((COURSE[1][0], ("P8", "P6")), (COURSE[2][0], ("P11", "P21", "P22"))):
        for rule in rules:
            # the ruling by its title, never its id (issue 34)
            assert f"Where the seed reads two ways ({hp.RULINGS[rule].title}" in shown(notebook)


def test_the_front_door_and_the_registry_list_hydropolis_beside_500(tmp_path, monkeypatch):
    from widgets.course.home import HomePage
    assert OTHER_GAMES.index("hydropolis") > OTHER_GAMES.index("fuenfhundert-play")
    assert PAGES["hydropolis"].notebook == COURSE[0][0] and PAGES["hydropolis-play"].notebook == "hydropolis-play.ipynb"
    html = HomePage(name="Ada", progress=LessonProgress(tmp_path)).pages_html.value
    assert f'href="{COURSE[0][0]}?name=Ada"' in html
    monkeypatch.setenv("HYDRA_NOTEBOOKS", str(tmp_path))
    (tmp_path / "hydropolis-play.ipynb").write_text("{}", encoding="utf-8")
    html = HomePage(name="Ada", progress=LessonProgress(tmp_path)).pages_html.value
    assert 'href="hydropolis-play.ipynb?name=Ada"' in html and COURSE[0][0] not in html   # only what is there


#: The seed's words the glossary explains.
SEED_WORDS = ["Rohr", "Verschlusskappe", "leck", "Wasserhahn", "Auslauf", "Zugzwang", "Schraubenschlüssel"]


@pytest.mark.parametrize("word", SEED_WORDS)
def test_the_glossary_words_stand_in_the_seed(word, seed_text):
    """Each glossary word of Hydropolis is a word of the seed text (where the seeds are: CI)."""
    assert word.lower() in seed_text("hydropolis.txt").lower()


@pytest.mark.parametrize("word", SEED_WORDS)
def test_the_glossary_has_the_seeds_words(word):
    """The glossary's words are the seed's own (seed 002), each with the ruling that settles it."""
    entry = term(word)
    assert entry.word == word and "Hydropolis" in entry.meaning and entry.rule.startswith("P")
    page = json.loads((NOTEBOOKS / "glossary.ipynb").read_text(encoding="utf-8"))
    assert "glossary_html()" in "".join("".join(c["source"]) for c in page["cells"])   # built from GLOSSARY
    from widgets.course.glossary_page import glossary_html
    assert f'id="{entry.key}"><b>{word}</b>' in glossary_html()
