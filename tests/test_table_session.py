"""Issue 21, "one play page": every game's session (Hydra's, Doppelkopf's, 500's and Hydropolis's) is a
:class:`tutor.table.TableSession` whole, the trick games' a ``TrickTableSession`` too; undo goes through
the engine's own history (``take_back``/``undo``, never a new deal); "what happened" is the engine's history
as the learner's seat may know it; and no play page reads the round behind a session or decides a rule
itself (the pages draw from ``session.view()``)."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

import hydra
from hydra import fuenfhundert as fh
from hydra.doppelkopf import replay as dk_replay
from tutor.hydra import HydraSession
from tutor.fuenfhundert import FuenfhundertSession
from tutor.doppelkopf import DoppelkopfSession
from tutor.hydropolis import HydropolisSession
from hydra import hydropolis as hp
from tutor.table import PROTOCOL_NAMES, TRICK_PROTOCOL_NAMES, TableSession, protocol_gaps

WIDGETS = Path(__file__).resolve().parent.parent / "widgets"
SESSIONS = {"hydra": lambda: HydraSession(deal="4711-4"), "500": lambda: FuenfhundertSession(deal="7-3"),
            "doppelkopf": lambda: DoppelkopfSession(deal="26-3", rules="hausrunde"),
            "hydropolis": lambda: HydropolisSession(deal="99-0")}
#: The engine registry's name of each game (its entry says whether tricks are played).
ENGINE_NAMES = {"hydra": "hydra", "500": "fuenfhundert", "doppelkopf": "doppelkopf-hausrunde",
                "hydropolis": "hydropolis"}
#: The trick games: their sessions are TrickTableSessions too (the shared trick page's).
TRICK_GAMES = sorted(game for game in SESSIONS if hydra.GAMES[ENGINE_NAMES[game]].has_tricks)


def _move(session: object) -> None:
    """The learner does what the example player in their seat would do."""
    hint = session.hint()
    action = hint.action
    assert session.act(action if isinstance(session, HydraSession) else str(action)).ok


def _play_out(session: object) -> None:
    for _ in range(200):
        if session.over:
            return
        _move(session)
    raise AssertionError("the round did not end")


@pytest.mark.parametrize("game", sorted(SESSIONS))
def test_every_session_is_a_table_session(game):
    session = SESSIONS[game]()
    assert protocol_gaps(type(session)) == [] and isinstance(session, TableSession)
    assert session.view().hand and session.legal_actions() and all(isinstance(a, str) for a in session.legal_actions())
    assert session.result() == "" and not session.over and set(session.scores()) == {0}


@pytest.mark.parametrize("game", sorted(SESSIONS))
def test_a_played_round_has_a_result_scores_and_a_record_that_replays(game):
    session = SESSIONS[game]()
    _play_out(session)
    assert session.over and session.legal_actions() == [] and session.result()
    record = json.loads(json.dumps(session.record()))
    points = {"hydra": lambda r: hydra.replay(r).points, "500": lambda r: fh.replay(r).points,
              "doppelkopf": lambda r: dk_replay(r).points, "hydropolis": lambda r: hp.replay(r).points}[game](record)
    if game == "500":                     # 500's points are per team (F10); the session's per seat
        assert session.scores() == tuple(points[s & 1] for s in range(4))
    else:
        assert session.scores() == tuple(points)
    if game == "hydropolis":              # the game ends when one reaches the target (P13): the winner's points
        assert str(max(session.scores())) in session.result()
    else:
        assert str(session.scores()[session.seat]) in session.result()


def test_the_trick_games_are_the_registrys():
    assert TRICK_GAMES == ["500", "doppelkopf", "hydra"]
    assert set(ENGINE_NAMES.values()) | {"doppelkopf-turnier"} == set(hydra.GAMES)


@pytest.mark.parametrize("game", TRICK_GAMES)
def test_what_happened_is_the_history_as_the_learners_seat_knows_it(game):
    session = SESSIONS[game]()
    while len(session.view().tricks) < 2 and session.my_turn:
        _move(session)
    assert len(session.view().tricks) >= 2
    lines = session.happened()
    assert lines[0].endswith("dealt (R11).") or lines[0].endswith("dealt (F2).") or lines[0].endswith("dealt (D45).")
    plays = [line for line in lines if " plays " in line or line.startswith("You play ")]
    assert len(plays) == sum(len(t.cards) if game == "hydra" else len(t[0]) if game == "doppelkopf" else len(t)
                             for t in session.view().tricks) + _on_table(session, game)
    assert any(line.startswith("Trick 1 goes to ") for line in lines)
    assert not any("'" in line and "(" in line and ")" in line and "Card(" in line for line in lines)


def _on_table(session: object, game: str) -> int:
    view = session.view()
    if game == "hydra":
        return len(view.current_trick.cards) if view.current_trick is not None else 0
    return len(view.trick) if game == "doppelkopf" else len(view.current_trick)


def test_others_laid_away_and_reserved_stay_hidden():
    """F21: the cards another seat lays away are face down; D12: another seat's reservation is only a
    Vorbehalt until the game is known."""
    for seed in range(1, 40):
        session = FuenfhundertSession(deal=f"{seed}-0")
        _play_out(session)
        declarer = session.declarer
        if declarer is not None and declarer != session.seat:
            lines = session.happened()
            assert sum("lays away a card face down (F21)" in line for line in lines) == 3
            break
    else:
        raise AssertionError("no round where another seat laid away")
    for seed in range(1, 60):
        session = DoppelkopfSession(deal=f"{seed}-0", rules="hausrunde")
        secret = [str(step.action) for step in session.round.history()[1:]
                  if step.seat != session.seat and str(step.action).startswith(("hochzeit", "solo"))]
        if secret:
            lines = session.happened()
            assert not any(a in line for a in secret for line in lines)
            assert any("has a reservation (Vorbehalt, D12)" in line for line in lines)
            break
    else:
        raise AssertionError("no deal where another seat had a reservation")


@pytest.mark.parametrize("game", sorted(SESSIONS))
def test_undo_goes_through_the_engines_history_not_a_new_deal(game):
    """Undo takes back the learner's last action and the replies, through the engine: the round stays the
    same object (the tutor deals no new round and replays nothing), back at its state before the action."""
    session = SESSIONS[game]()
    for _ in range(6):
        if session.my_turn:
            _move(session)
    rnd = session.game if game == "hydropolis" else session.round
    before = session.record(), session.step
    history = list(rnd.history())
    _move(session)
    assert session.step > before[1]

    assert session.undo().ok
    assert (session.game if game == "hydropolis" else session.round) is rnd
    assert list(rnd.history()) == history and session.record() == before[0]


# --- the pages draw from the seat view ------------------------------------------------------------------
#: What a page may not call: the engine's rules (who wins a trick, which cards may be played, why not).
RULE_CALLS = {"winner", "trick_winner", "legal_cards", "illegal_reasons", "explain_trick"}
#: The play pages (they show a TableSession); the course's and teacher's widgets drive engines of their own.
PLAY_PAGES = ("common/table.py", "common/play_page.py",
              *(f"{game}/{module}.py" for game in ("hydra", "doppelkopf", "fuenfhundert", "hydropolis")
                for module in ("play", "play_html")))


def _modules(under: tuple[str, ...] | None = None) -> list[Path]:
    files = sorted(WIDGETS.rglob("*.py"))
    if under is None:
        return files
    return [f for f in files if any(str(f.relative_to(WIDGETS)).startswith(u) for u in under)]


def _reads_session_round(tree: ast.AST) -> list[int]:
    """The lines where ``<...>session.round`` is read."""
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr == "round":
            base = node.value
            name = base.attr if isinstance(base, ast.Attribute) else base.id if isinstance(base, ast.Name) else ""
            if name.endswith("session"):
                out.append(node.lineno)
    return out


def _rule_calls(tree: ast.AST) -> list[int]:
    """The lines where a page calls an engine rule (``x.game.winner(...)``, ``rnd.legal_cards()``); a
    session's own method of that name (``session.legal_cards()``) is the session's answer, not a rule."""
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in RULE_CALLS:
            base = node.func.value
            name = base.attr if isinstance(base, ast.Attribute) else base.id if isinstance(base, ast.Name) else ""
            if not name.endswith("session"):
                out.append(node.lineno)
    return out


def test_no_widget_reads_the_round_behind_a_session():
    found = {str(f.relative_to(WIDGETS)): lines for f in _modules()
             if (lines := _reads_session_round(ast.parse(f.read_text())))}
    assert found == {}


def test_no_play_page_decides_a_rule_itself():
    pages = _modules(PLAY_PAGES)
    assert len(pages) >= 9
    found = {str(f.relative_to(WIDGETS)): lines for f in pages if (lines := _rule_calls(ast.parse(f.read_text())))}
    assert found == {}


def test_the_checks_find_what_they_look_for():
    """The two checks above are not vacuous: they find the reads they forbid."""
    bad = ast.parse("rnd = self.session.round\nwinner = rnd.trick_seats[rnd.game.winner(list(rnd.trick))]\n"
                    "x = session.round.is_over\nok = session.legal_cards()\n")
    assert _reads_session_round(bad) == [1, 3] and _rule_calls(bad) == [2]


# --- the shared play page's session, typed (issue 36) ----------------------------------------------
@pytest.mark.parametrize("game", TRICK_GAMES)
def test_every_trick_games_session_offers_what_the_shared_page_asks(game):
    session = SESSIONS[game]()
    assert protocol_gaps(type(session), TRICK_PROTOCOL_NAMES) == []
    assert isinstance(session.step, int) and session.hand() and isinstance(session.choices(), list)


def session_names(tree: ast.AST) -> set[str]:
    """The attributes a module reads of its session (``session.X``, ``self.session.X``)."""
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute):
            base = node.value
            if (isinstance(base, ast.Name) and base.id == "session") or (
                    isinstance(base, ast.Attribute) and base.attr == "session"):
                names.add(node.attr)
    return names


def test_the_shared_pages_ask_their_session_only_what_the_protocols_declare():
    """Every play page's base asks only :class:`TableSession`; the trick games' page only
    :class:`TrickTableSession` besides (mypy checks the types; this the names)."""
    base = session_names(ast.parse((WIDGETS / "common" / "play_page.py").read_text(encoding="utf-8")))
    assert base and base <= set(PROTOCOL_NAMES), base - set(PROTOCOL_NAMES)
    asked = session_names(ast.parse((WIDGETS / "common" / "table.py").read_text(encoding="utf-8")))
    assert asked and asked <= set(PROTOCOL_NAMES) | set(TRICK_PROTOCOL_NAMES), asked - set(PROTOCOL_NAMES) - set(
        TRICK_PROTOCOL_NAMES)
    assert session_names(ast.parse("x = self.session.deal_again()\ny = session.view()\n")) == {"deal_again", "view"}
