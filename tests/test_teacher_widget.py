"""Teacher mode widgets (widgets/hydra/teacher/: app, builder, presenter and their HTML), driven without a browser:
set values, click buttons, read what is shown."""

import html
import json
import re

import ipywidgets as W
import pytest

import hydra
from tutor.hydra import scenarios as sc
from tutor.hydra.scenarios import Scenario, problems
from widgets.hydra.teacher import Presenter, ScenarioBuilder, TeacherApp, build_teacher, saved_dir


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("HYDRA_DATA_DIR", str(tmp_path))
    return tmp_path


def record_of(builder):
    return json.dumps(builder.scenario.to_record(), sort_keys=True)


# --- builder ------------------------------------------------------------------------------

def test_build_by_clicking_from_empty():
    b = ScenarioBuilder(Scenario.empty())
    assert "to do" in b.status.value and b.present_button.disabled
    b.target.value = 2
    b.palette_views["EO"].button.click()
    b.palette_views["EO"].button.click()
    assert b.scenario.hands[2] == ["EO", "EO"]
    assert b.palette_views["EO"].label == "none left" and b.palette_views["EO"].dim
    before = record_of(b)
    b.palette_views["EO"].button.click()                 # a third copy
    assert "only two of each card" in b.message.value and record_of(b) == before
    b.fill_button.click()
    assert b.scenario.is_complete and "ready to present" in b.status.value
    assert not b.present_button.disabled


def test_eleventh_card_shows_the_rule_and_changes_nothing():
    b = ScenarioBuilder(Scenario.dealt(seed=3))
    seat = b.scenario.seats[0]
    card = b.hand_views[seat].cards[0]                     # the hand is shown sorted for the game
    b.hand_views[seat].cards_views[0].button.click()      # select, then put it back
    b.remove_button.click()
    assert len(b.scenario.hands[seat]) == 9 and card not in b.scenario.hands[seat]
    assert "Not finished" in b.status.value and "1 more to place" in b.problems_html.value
    other = b.scenario.seats[1]
    b.target.value = other
    before = record_of(b)
    b.palette_views[str(hydra.as_card(card))].button.click()
    assert "rule: dealing" in b.message.value and record_of(b) == before          # R12, as a link in place


def test_swap_by_clicking_two_hands():
    b = ScenarioBuilder(Scenario.dealt(seed=4))
    a = b.hand_views[0].cards[0]
    c = b.hand_views[1].cards[0]
    b.hand_views[0].cards_views[0].button.click()
    assert b.picked == (0, a) and b.hand_views[0].highlights == {0: "selected"}
    b.hand_views[1].cards_views[0].button.click()
    assert c in b.scenario.hands[0] and a in b.scenario.hands[1] and "Swapped" in b.message.value
    assert sc.problems(b.scenario) == []


def test_picks_and_swaps_keep_the_hands_widgets():
    """A card picked and swapped changes the hands the builder shows, not their widgets: drawn anew, the five
    hands made 420 widget models for a pick and a swap, and kept the old ones in the kernel and the page."""
    import warnings
    b = ScenarioBuilder(Scenario.dealt(seed=3))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        before = len(W.Widget.widgets)
        for seat in range(5):
            picked = b.hand_views[seat].cards[0]
            b.hand_views[seat].cards_views[0].button.click()
            other = b.hand_views[(seat + 1) % 5].cards[0]
            b.hand_views[(seat + 1) % 5].cards_views[0].button.click()
            assert picked in b.scenario.hands[(seat + 1) % 5] and other in b.scenario.hands[seat]
        made = len(W.Widget.widgets) - before
    assert made == 0, made


def test_deal_from_seed_and_six_players():
    b = ScenarioBuilder()
    b.seed.value = 12
    b.deal_button.click()
    assert b.scenario.hands == [[str(c) for c in h] for h in hydra.deal(12, 5, 4).hands]
    b.players.value = 6
    b.dealer.value = 0
    assert b.scenario.players == 6 and b.scenario.hands[0] == []
    assert "sits out" in b._hands.children[0].value
    b.deal_button.click()
    assert sc.problems(b.scenario) == [] and len(b.scenario.hands) == 6


def test_solo_and_antrag_controls():
    b = ScenarioBuilder(Scenario.dealt(seed=5))
    b.game.value = "solo"
    b.solo_seat.value = 2
    b.solo_game.value = "color-solo:G"
    assert b.scenario.solo == {"seat": 2, "game": "color-solo:G"} and "ready" in b.status.value
    b.game.value = "antrag"
    holder = [s for s in b.scenario.seats if hydra.antrag_pairs(b.scenario.hands[s])]
    if not holder:                                   # give seat 0 both EO by swaps first
        s = b.scenario
        for seat in s.seats:
            while "EO" in s.hands[seat] and seat != 0:
                s.swap(seat, "EO", 0, next(c for c in s.hands[0] if c != "EO"))
        b.load(s)
        b.game.value = "antrag"
        holder = [0]
    b.proposer.value = holder[0]
    pair = hydra.antrag_pairs(b.scenario.hands[holder[0]])[0]
    b.pair.value = pair
    acceptor = next(s for s in b.scenario.seats if s != holder[0])
    b.acceptor.value = acceptor
    assert "three" in b.problems_html.value          # to do: choose three cards to give back
    boxes = b.returned                                # three boxes of cards by name, never codes (issue 34)
    names = [name for name, _code in boxes[0].options]
    thirteen = [*b.scenario.hands[acceptor], pair, pair, b.open_card.value]
    assert len(names) == 1 + len(set(thirteen)) and names[0] == "–"
    assert hydra.as_card(pair).german_name in names and not any(code in names for code in thirteen)
    for box, code in zip(boxes, b.scenario.hands[acceptor][:2] + [pair]):
        assert "ready" not in b.status.value                 # fewer than three chosen: still to do (R9)
        box.value = code
    assert "ready" in b.status.value, b.problems_html.value
    record = b.scenario.to_record()
    assert record["proposal"]["returned"] == [*b.scenario.hands[acceptor][:2], pair]
    assert hydra.replay(record).kind == "proposal"
    b.load(b.scenario)                                # loading the scenario again shows the same three
    assert [box.value for box in b.returned] == record["proposal"]["returned"]
    b.acceptor.value = -1                             # nobody accepts: no cards to give back, none shown
    assert all(box.layout.display == "none" for box in b.returned) and "ready" in b.status.value


def test_bad_antrag_names_r7():
    b = ScenarioBuilder(Scenario.dealt(seed=8))
    seat = next(s for s in b.scenario.seats if not hydra.antrag_pairs(b.scenario.hands[s]))
    b.game.value = "antrag"
    b.proposer.value = seat
    assert "rule: the calls" in b.problems_html.value and b.present_button.disabled      # R7, in place


# --- presenter ----------------------------------------------------------------------------

def test_presenter_plays_only_legal_cards_and_undoes():
    p = Presenter(Scenario.dealt(seed=7))
    rnd = p.line.round
    mover = [row for row in p._hands.children if "to play" in row.children[0].value][0]
    views = mover.children[1].children
    legal = {str(c) for c in rnd.legal_cards()}
    assert {v.card for v in views if not v.button.disabled} == legal
    views[0].button.click()
    assert p.line.cursor == 1
    mover = [row for row in p._hands.children if "to play" in row.children[0].value][0]
    disabled = [v for v in mover.children[1].children if v.button.disabled]
    if disabled:                         # an illegal card: disabled, and the engine says why
        assert disabled[0].button.tooltip
        assert p.play_card(disabled[0].card) is False and "R" in p.message.value
        assert p.line.cursor == 1
    p.back_button.click()
    assert p.line.cursor == 0 and p.start_button.disabled


def test_presenter_steps_keep_their_widgets_and_a_stale_tap_plays_nothing_else():
    """Each card played changes the hands' values: once every seat has moved, a step makes no widget model
    (drawn anew, a step made 54-69 and kept the old ones in the kernel and the page). A tap on a card's
    picture that a step took away plays the card it showed, which the engine refuses (R16: a card no longer
    in the hand), never the card now shown in its place."""
    import warnings
    p = Presenter(sc.load_library("r10-wedding"))
    for _ in range(5):                                   # every seat has had the move once
        p.next_button.click()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        before = len(W.Widget.widgets)
        for _ in range(10):
            p.next_button.click()
        made = len(W.Widget.widgets) - before
    assert p.line.cursor >= 15 and made == 0, made
    mover = [row for row in p._hands.children if "to play" in row.children[0].value][0]
    tapped = next(v for v in mover.children[1].children if not v.button.disabled)
    card, cursor = tapped.card, p.line.cursor
    tapped.button.click()                                # played: its view leaves the hand
    assert p.line.cursor == cursor + 1
    assert all(v is not tapped for row in p._hands.children for v in getattr(row.children[1], "children", ()))
    tapped.button.click()                                # the same picture tapped again, a moment late
    assert p.line.cursor == cursor + 1 and tapped.card == card and p.message.value


def test_presenter_steps_explains_and_seat_view():
    p = Presenter(sc.load_library("r01-hydra-on-a-fail-trick"))
    assert p.line.cursor == 45 and "Trick 10 of 10" in p._table_head.value
    p.trick_button.click()
    assert p.line.round.is_over
    p.explain_button.value = True
    assert "rule: the Hydra on a fail trick" in p._explain.value and "cannot win" in p._explain.value   # R1
    p.start_button.click()
    assert p.line.cursor == 0 and "No card played yet" in p._trick.value
    p.next_button.click()
    assert p.line.cursor == 1
    p.view_choice.value = 2
    assert "What Cem knows" in p._knowledge.value and len(p._hands.children) == 1
    p.parties_button.value = True
    p.score_button.value = True
    assert "Score sheet" in p._sheet.value and "data:text/csv;base64," in p._sheet.value
    assert p.csv().startswith("party,seats")


def test_presenter_branch_and_compare():
    p = Presenter(sc.load_library("r02-second-dulle-wins"))
    p.start_button.click()
    p.branch_button.click()
    assert p.what_if is not None and p.line is p.what_if and p.line_choice.layout.display == ""
    legal = [str(c) for c in p.line.round.legal_cards()]
    other = next((c for c in legal if c != p.main.cards[0]), legal[0])
    assert p.play_card(other)
    assert "side by side" in p._compare_html.value
    p.line_choice.value = "main"
    assert p.line is p.main and p.main.cursor == 0 and len(p.main.cards) == 50
    p.drop_button.click()
    assert p.what_if is None and p._compare_html.value == ""


def test_presenter_next_in_a_fresh_deal_lets_the_example_players_play():
    """Issue 9: "Next card" / "Next trick" work in a fresh deal (no cards recorded)."""
    p = Presenter(Scenario.dealt(seed=2))
    assert not p.next_button.disabled and not p.trick_button.disabled
    p.next_button.click()
    assert p.line.cursor == 1 and "example player plays" in p.message.value
    p.trick_button.click()
    assert p.line.cursor == p.line.trick_size and len(p.line.round.tricks) == 1
    while not p.line.round.is_over:
        p.trick_button.click()
    assert p.line.cursor == 10 * p.line.trick_size and p.next_button.disabled
    p.start_button.click()                       # the played cards stay in the line: step through again
    p.next_button.click()
    assert p.line.cursor == 1


# --- the app: library, files, links -------------------------------------------------------

def test_app_opens_a_library_scenario_by_query():
    app = build_teacher({"QUERY_STRING": "scenario=r10-wedding"})
    assert app.presenter.scenario.title == sc.load_library("r10-wedding").title
    assert "scenario=r10-wedding" in app.link.value and app.tabs.selected_index == 0


def test_app_opens_an_encoded_link():
    s = Scenario.dealt(seed=11)
    s.title = "From a link"
    app = build_teacher({"QUERY_STRING": sc.share_query(s)})
    assert app.presenter.scenario.title == "From a link"


def test_app_bad_link_is_a_sentence():
    app = build_teacher({"QUERY_STRING": "scenario=z:abc"})
    assert "cut short" in app.message.value and app.presenter.line is None
    app = build_teacher({"QUERY_STRING": "scenario=nothing-like-it"})
    assert "no scenario called" in app.message.value


def test_app_save_and_open_again(data_dir):
    app = TeacherApp()
    app.builder.title.value = "My trick"
    app.save_name.value = "My Trick!"
    app.save_button.click()
    path = saved_dir() / "my-trick.json"
    assert path.exists() and "Saved" in app.message.value
    assert json.loads(path.read_text())["title"] == "My trick"
    app.library.value = ("saved", "my-trick")
    app.open_button.click()
    assert app.presenter.scenario.title == "My trick" and app.tabs.selected_index == 0


def test_app_loading_a_bad_scenario_changes_nothing():
    app = TeacherApp(sc.load_library("r04-fuchs-gefangen"), "r04-fuchs-gefangen")
    before = json.dumps(app.builder.scenario.to_record())
    shown = app.presenter.scenario.title
    record = Scenario.dealt(seed=1).to_record()
    record["hands"][0][0] = record["hands"][1][0] = record["hands"][2][0] = "HY"   # three Hydras...
    record["hands"][0].append("EO")                                                # ... and eleven cards
    assert app.load_text(json.dumps(record)) is False
    assert "cannot be played" in app.message.value and "Ada holds 11 cards" in app.message.value
    assert json.dumps(app.builder.scenario.to_record()) == before and app.presenter.scenario.title == shown
    record = sc.load_library("r02-second-dulle-wins").to_record()
    record["tricks"][0] = list(reversed(record["tricks"][0]))                     # an illegal card
    assert app.load_text(json.dumps(record)) is False and "trick 1" in app.message.value
    assert app.load_text("{not json") is None and "not valid JSON" in app.message.value


def test_present_from_builder_and_edit_back():
    app = TeacherApp()
    app.builder.present_button.click()
    assert app.tabs.selected_index == 0 and app.presenter.line is not None
    app.presenter.line.play(app.presenter.line.round.legal_cards()[0])
    app.edit_button.click()
    assert app.tabs.selected_index == 1 and len(app.builder.scenario.tricks[0]) == 1


# --- issue 9: the position in the share link, a JSON download, the projector layout ----------------

def test_share_link_carries_the_position_and_reopens_there():
    app = build_teacher({"QUERY_STRING": "scenario=r01-hydra-on-a-fail-trick"})
    start = app.presenter.position
    app.presenter.next_button.click()
    app.presenter.next_button.click()
    query = app.share_query()
    assert query == f"scenario=r01-hydra-on-a-fail-trick&at={start + 2}"
    assert f"?{query}".replace("&", "&amp;") in app.link.value
    again = build_teacher({"QUERY_STRING": query})
    assert again.presenter.position == start + 2
    assert again.presenter.line.played == app.presenter.line.played


def test_old_share_links_open_as_before():
    """``?scenario=NAME`` and ``?scenario=z:...`` without a position open where they always did."""
    app = build_teacher({"QUERY_STRING": "scenario=r01-hydra-on-a-fail-trick"})
    shows = sc.load_library("r01-hydra-on-a-fail-trick").extra["shows"]["trick"]
    assert app.presenter.position == (shows - 1) * 5
    s = Scenario.dealt(seed=11)
    old = build_teacher({"QUERY_STRING": sc.share_query(s)})
    assert old.presenter.position == 0 and old.presenter.scenario.hands == s.hands


def test_share_link_of_a_fresh_deal_played_by_the_example_players():
    app = TeacherApp(Scenario.dealt(seed=5))
    app.presenter.trick_button.click()
    app.presenter.next_button.click()
    query = app.share_query()
    assert query.startswith("scenario=z:") and query.endswith("&at=6")
    again = build_teacher({"QUERY_STRING": query})
    assert again.presenter.position == 6
    assert again.presenter.line.played == app.presenter.line.played


def test_scenario_downloads_as_json():
    import base64
    import re
    app = build_teacher({"QUERY_STRING": "scenario=r10-wedding"})
    app.presenter.next_button.click()
    found = re.search(r'download="([^"]+\.json)" href="data:application/json;base64,([^"]+)"',
                      app.download.value)
    assert found, app.download.value
    scenario = Scenario.from_record(base64.b64decode(found.group(2)).decode("utf-8"))
    assert scenario.hands == app.presenter.scenario.hands
    assert [c for t in scenario.tricks for c in t] == app.presenter.line.cards
    assert not problems(scenario)


def test_builder_problems_beside_the_hands():
    b = ScenarioBuilder(Scenario.empty())
    row = [c for c in b.children if isinstance(c, W.HBox) and any("ht-problems" in getattr(k, "_dom_classes", ())
                                                                  for k in c.children)]
    assert row, "no problems panel beside the builder's hands"
    assert b.problems_html in row[0].children[1].children


def test_app_bad_link_sentence_starts_with_a_capital():
    """A broken ?scenario= link's message is a sentence: it starts with a capital letter (found by the
    QA pass: "there is no scenario called ..." on the dashboard)."""
    for query in ("scenario=z:abc", "scenario=nothing-like-it"):
        app = build_teacher({"QUERY_STRING": query})
        text = html.unescape(re.sub(r"<[^>]+>", "", app.message.value)).strip()
        assert text[:1].isupper(), text


def test_a_long_title_or_description_wraps_instead_of_being_cut_off():
    """Found by the QA pass: a title of 200 letters without a space ran off the presenter at 1280 px
    and widened the header, so at 400 px the description and the dealer chip were cut off."""
    from widgets.hydra.teacher.style import STYLE
    for selector in (r"\.ht h1", r"\.ht \.ht-desc"):
        rule = re.search(selector + r"\{[^}]*\}", STYLE)
        assert rule is not None and "overflow-wrap:anywhere" in rule.group(0), selector


CODE = re.compile(r"\b(?:[EGRS](?:10|9|[DKOU])|HY)\b")


def test_cards_in_the_hands_say_their_names_not_their_codes():
    """Issue 34: the presenter's hand to move, the builder's hands and the messages name each card
    ("Schell-König"), never its code ("SK"); the whole name (with its nickname) is the tooltip."""
    p = Presenter(sc.load_library("r01-hydra-on-a-fail-trick"))
    p.start_button.click()
    mover = [row for row in p._hands.children if "to play" in row.children[0].value][0]
    for view in mover.children[1].children:
        card = hydra.as_card(view.card)
        assert view.button.description == card.german_name and card.name() in view.button.tooltip
        assert "ht-card" in view._dom_classes
    assert "Schell-König wins" in p._header.value and not CODE.search(html.unescape(p._header.value))
    fresh = Presenter(Scenario.dealt(seed=7))
    fresh.next_button.click()                                 # no line: an example player plays
    played = html.unescape(re.sub(r"<[^>]+>", "", fresh.message.value))
    assert "The example player plays" in played and not CODE.search(played)
    b = ScenarioBuilder(Scenario.dealt(seed=4))
    for view in b.hand_views[0].cards_views:
        assert view.button.description == hydra.as_card(view.card).german_name
    b.hand_views[0].cards_views[0].button.click()
    b.hand_views[1].cards_views[0].button.click()
    said = re.sub(r"<[^>]+>", "", b.message.value)
    assert "Swapped" in said and not CODE.search(said)
