"""What the three play pages share (tutor/table/, widgets/common/table.py): the learner's seat and its
saved rounds, the records' one transaction per write, the page's query string, a bad deal link, and the
same behaviour of the shared buttons on the Hydra, Doppelkopf and 500 pages."""

from __future__ import annotations

import sqlite3

import pytest

from tutor.hydra import HydraRecords, HydraSession
from tutor.fuenfhundert import FuenfhundertSession
from tutor.progress import ProgressStore
from tutor.table import LearnerSeat, Outcome, PlayStats, RoundsFile, sentence
from widgets.common.query import page_query
from widgets.common.table import deal_or_new
from widgets.hydra.play import HydraPlayApp
from widgets.fuenfhundert.play import FuenfhundertPlayApp
from widgets.doppelkopf.play import DoppelkopfPlayApp

PAGES = {"hydra": (HydraPlayApp, "deal=4711-4", "4711-4"),
         "doppelkopf": (DoppelkopfPlayApp, "deal=26-3&rules=hausrunde", "26-3"),
         "500": (FuenfhundertPlayApp, "deal=2-0", "2-0")}


def test_rounds_finished_before_a_name_are_saved_under_it_in_order_and_once(tmp_path):
    store = ProgressStore(tmp_path)
    seat = LearnerSeat[PlayStats]()
    seat.start_saving(store, HydraRecords(store), session_id="tab")
    seat.here = PlayStats().plus(10).plus(3)
    seat.save_round(seat.round_key(1, "1-0"), deal="1-0", seat=0, kind="normal", points=10)
    seat.save_round(seat.round_key(2, "2-1"), deal="2-1", seat=0, kind="normal", points=3)
    assert seat.stats() == PlayStats(2, 13, 10) and len(seat.unsaved) == 2
    assert seat.login("Ada") == "Ada" and seat.unsaved == []
    seat.save_round(seat.round_key(2, "2-1"), deal="2-1", seat=0, kind="normal", points=3)   # a retry counts once
    assert seat.stats() == PlayStats(2, 13, 10)
    rows = sqlite3.connect(store.path).execute("SELECT deal, round_key FROM play_rounds ORDER BY id").fetchall()
    assert rows == [("1-0", "tab:1:1-0"), ("2-1", "tab:2:2-1")]


def test_without_a_store_the_learner_plays_on_and_is_told_why_nothing_is_saved():
    seat = LearnerSeat[PlayStats]()
    seat.start_saving(None, None, session_id="tab")
    seat.here = PlayStats()
    with pytest.raises(ValueError, match="cannot be saved on this server, but you can still play"):
        seat.login("Ada")
    seat.save_round("k", deal="1-0", seat=0, kind="normal", points=10)
    assert seat.unsaved == [("k", {"deal": "1-0", "seat": 0, "kind": "normal", "points": 10})]
    assert seat.stats() == PlayStats()


def test_a_write_that_fails_leaves_nothing_half_written(tmp_path):
    rounds = RoundsFile(ProgressStore(tmp_path), "CREATE TABLE IF NOT EXISTS t (x INTEGER NOT NULL)")
    with pytest.raises(sqlite3.IntegrityError):
        rounds.write(("INSERT INTO t VALUES (?)", (1,)), ("INSERT INTO t VALUES (?)", (None,)))
    assert rounds.db.execute("SELECT COUNT(*) FROM t").fetchone() == (0,)
    rounds.close()


def test_the_stats_of_a_tab_keep_the_best_round_even_when_all_are_negative():
    """Doppelkopf points can be negative: the best of -4 and -2 is -2, not 0."""
    assert PlayStats().plus(-4).plus(-2) == PlayStats(2, -6, -2)


def test_an_engine_message_becomes_a_sentence():
    assert sentence("you may not play EO (R8)") == "You may not play EO (R8)."
    assert sentence("Throw in?") == "Throw in?" and Outcome(True).replies == ()


def test_the_query_string_of_a_page():
    values, name = page_query("?deal=" + "9" * 60 + "&name=%20Ada%0A%20Lovelace&rules=", ("deal", "rules", "x"))
    assert values == {"deal": "9" * 40, "rules": "", "x": None} and name == "Ada Lovelace"
    assert page_query("name=%20%20", ())[1] == "" and page_query("", ())[1] is None


def test_a_bad_deal_link_gives_a_new_deal_and_says_so():
    session, note = deal_or_new(lambda code: HydraSession(deal=code), "12-9", ValueError)
    assert session.code != "12-9" and note.startswith("“12-9” is not a deal") and note.endswith("instead.")
    session, note = deal_or_new(lambda code: FuenfhundertSession(deal=code), "7-3", ValueError)
    assert session.code == "7-3" and note == ""


@pytest.mark.parametrize("game", sorted(PAGES))
def test_every_play_page_reads_its_link_and_saves_under_the_name(game, tmp_path, monkeypatch):
    """The same link behaviour on the three pages: ?deal= deals that deal, ?name= logs in (saved under
    it), and a store that cannot be written still lets the learner play."""
    cls, query, code = PAGES[game]
    monkeypatch.setenv("HYDRA_DATA_DIR", str(tmp_path))
    app = cls.from_environment({"QUERY_STRING": f"{query}&name=%20Ada%20"})
    assert app.session.code == code and app.name == "Ada"
    assert "Playing as <b>Ada</b>" in app.name_status.value and app.saved_words() == app.SAVED
    assert app.session.learner is not None and app.session.learner.name == "Ada"
    if game == "doppelkopf":
        assert app.session.rules == "hausrunde"
    bad = cls.from_environment({"QUERY_STRING": "deal=12-9"})
    assert bad.name is None and "Here is a new deal instead." in bad.message.value
    monkeypatch.setenv("HYDRA_DATA_DIR", str(tmp_path / "file"))
    (tmp_path / "file").write_text("not a folder")
    unsaved = cls.from_environment({"QUERY_STRING": query})
    assert "cannot be saved on this server" in unsaved.name_status.value
    assert unsaved.saved_words() == "Rounds cannot be saved on this server."


@pytest.mark.parametrize("game", sorted(PAGES))
def test_the_last_trick_button_on_every_page(game):
    """Hidden while no trick is complete; after one, a click shows it and a second hides it again."""
    cls, query, code = PAGES[game]
    app = cls(deal=code, **({"rules": "hausrunde"} if game == "doppelkopf" else {}))
    assert app.last_button.disabled and app.last_trick.value == ""
    for _ in range(60):
        if app.session.round.tricks:
            break
        hint = app.session.hint()
        card = getattr(hint, "card", None)
        if game == "500" and app.session.round.phase == "bidding":
            app.press_bid(hint.action)
        elif card is not None or (game != "hydra" and app.session.round.phase in ("discard", "play")):
            app.click_card(card or hint.action)
        elif game == "hydra" and not isinstance(hint.action, str):
            app.click_card(str(hint.action))
        elif game == "hydra" and hint.action.startswith(("open:", "return:")):
            app.click_card(hint.action.partition(":")[2])
        else:
            app.press(hint.action)
    assert app.session.round.tricks and not app.last_button.disabled
    app.toggle_last()
    assert "Last trick" in app.last_trick.value and app.last_button.description == "Hide last trick"
    app.toggle_last()
    assert app.last_trick.value == "" and app.last_button.description == "Last trick"


@pytest.mark.parametrize("page", ["doppelkopf", "500"])
def test_our_own_fault_is_a_note_not_a_refusal(page, monkeypatch, capsys):
    """A bug on our side is not a move the rules refuse: the learner reads the apology without the
    page's "✗ Not allowed" (the kernel's log keeps the traceback)."""
    from widgets.common.table import SORRY
    app = DoppelkopfPlayApp(deal="26-3") if page == "doppelkopf" else FuenfhundertPlayApp(deal="7-3")
    monkeypatch.setattr(app.session, "hint", lambda: {}["boom"])
    app.hint_button.click()
    assert SORRY in app.message.value and "Not allowed" not in app.message.value
    assert "KeyError" in capsys.readouterr().err


def test_rounds_saved_before_the_shared_rounds_table_still_count(tmp_path):
    """Stored records keep working (issue 21): a progress file whose tables were made by the games' own
    schemas before :class:`tutor.table.RoundsTable` is read and written on as it is."""
    from tutor.doppelkopf.records import DoppelkopfRecords
    from tutor.fuenfhundert import FuenfhundertRecords
    from tutor.hydropolis import HydropolisRecords
    store = ProgressStore(tmp_path)
    ada = store.learner("Ada").id
    db = sqlite3.connect(store.path)
    db.executescript(f"""
        CREATE TABLE doppelkopf_rounds (id INTEGER PRIMARY KEY, learner_id INTEGER NOT NULL, deal TEXT NOT NULL,
            kind TEXT NOT NULL, points INTEGER NOT NULL, played_at REAL NOT NULL, round_key TEXT UNIQUE);
        CREATE TABLE play500_rounds (id INTEGER PRIMARY KEY, learner_id INTEGER NOT NULL, deal TEXT NOT NULL,
            contract TEXT NOT NULL, made INTEGER NOT NULL, points INTEGER NOT NULL, played_at REAL NOT NULL,
            round_key TEXT UNIQUE);
        CREATE TABLE hydropolis_games (id INTEGER PRIMARY KEY, learner_id INTEGER NOT NULL, deal TEXT NOT NULL,
            record TEXT NOT NULL, points INTEGER NOT NULL, won INTEGER NOT NULL, played_at REAL NOT NULL,
            game_key TEXT UNIQUE);
        INSERT INTO doppelkopf_rounds VALUES (1, {ada}, 'turnier:26-3', 'normal', -2, 0, 'old');
        INSERT INTO play500_rounds VALUES (1, {ada}, '7-1', '7D', 1, 180, 0, 'old');
        INSERT INTO hydropolis_games VALUES (1, {ada}, '7-0', '{{}}', 54, 1, 0, 'old');
    """)
    db.close()
    dk, fh, hp = DoppelkopfRecords(store), FuenfhundertRecords(store), HydropolisRecords(store)
    dk.add(ada, "turnier:27-0", "hochzeit", 3, "new")
    fh.add(ada, "8-2", "8S", False, -240, key="old")                # the same key: counted once
    hp.add(ada, "8-0", "{}", 31, False, key="new")
    assert dk.stats(ada) == PlayStats(2, 1, 3)
    assert fh.stats(ada).sentence() == ("1 round of 500 played, 180 points in all for your team, which made its "
                                        "bid in 1 of them.")
    assert hp.stats(ada).sentence() == "2 games of Hydropolis played, 85 points in all, 1 won (best game: 54 points)."


@pytest.mark.parametrize("game", [*sorted(PAGES), "hydropolis"])
def test_a_page_that_deals_its_own_round_keeps_it_in_its_address(game, tmp_path, monkeypatch):
    """A play page opened without ``?deal=`` (the home page's "Play a round"), or with a deal it refused, deals a
    round of its own and writes it into its address, so that a reload (a phone reloads a tab it put away) deals
    that round again, not a new one; a page whose link names its deal leaves the address as it is."""
    from widgets.hydropolis.play import HydropolisPlayApp
    cls, query, code = PAGES[game] if game != "hydropolis" else (HydropolisPlayApp, "deal=12-0&players=2", "12-0")
    monkeypatch.setenv("HYDRA_DATA_DIR", str(tmp_path))
    linked = cls.from_environment({"QUERY_STRING": query})
    assert linked.session.code == code and "hydra-address" not in linked.status.value
    for query in ("", "name=Ada", "deal=12-9"):
        app = cls.from_environment({"QUERY_STRING": query})
        assert app.session.code != "12-9" and "hydra-address" in app.status.value, query
        assert f"&quot;deal&quot;: &quot;{app.session.code}&quot;" in app.status.value, query
        again = cls.from_environment({"QUERY_STRING": f"deal={app.session.code}"})   # what the reload asks for
        assert again.session.code == app.session.code and "hydra-address" not in again.status.value
