"""One test suite over every game of hydra.GAMES, in the manner of OpenSpiel's (issues 21, 36), through
the round protocol alone (hydra.core.registry.RoundProtocol) and what each game's entry says of it as data.

For each game: random rounds from the deal to the end through legal_actions()/apply() (some steps
applied as the action's str(), the notation); every round reaches phase "over", with an ending its
entry lists; replay(to_record()) gives the same points, history and record; undo() after every action
of some rounds gives back the state before it (its record, history, phase, legal actions and every
seat's view). Every game's history() is the core's steps (hydra.core.history.Step): the deal first (phase
"deal", seat None), then one step per applied action, in the phase and by the seat it was applied in, its
action's str() the notation applied; undo() takes the last step away. No code here knows a game: a game
added to hydra.GAMES is played the same way.
(tests/test_seat_view_leaks.py checks that no view shows another seat's hidden cards.)
"""

from __future__ import annotations

import ast
import json
import random
import re
from pathlib import Path
from typing import Any

import pytest

import hydra
from hydra.core.errors import RuleError
from hydra.core.history import Step
from hydra.core.registry import GameEntry, LazyGames, RoundProtocol

ROUNDS = 150          # random rounds per game
UNDO_ROUNDS = 12      # of them, the rounds with undo() after every action
HISTORY_ROUNDS = 12   # rounds whose history is checked after every action


def test_every_registered_game_has_the_issue_21_ids():
    assert list(hydra.GAMES) == ["hydra", "doppelkopf-hausrunde", "doppelkopf-turnier", "fuenfhundert",
                                 "hydropolis"]


@pytest.mark.parametrize("game_id", list(hydra.GAMES))
def test_entry_is_a_game_entry_with_title_seats_and_what_it_has(game_id):
    entry = hydra.GAMES[game_id]
    assert isinstance(entry, GameEntry) and entry.id == game_id
    assert entry.title and entry.title != game_id or game_id == "hydropolis"
    assert entry.seats and all(isinstance(n, int) and n >= 2 for n in entry.seats)
    assert isinstance(entry.has_dealer, bool) and isinstance(entry.has_tricks, bool)
    assert entry.endings[0] == "played" and len(set(entry.endings)) == len(entry.endings)
    rnd = entry.new_round(seed=1)
    for name in ("legal_actions", "apply", "undo", "history", "view", "to_record"):
        assert callable(getattr(rnd, name)), name
    assert rnd.phase != "over" and not rnd.is_over and rnd.ending is None and rnd.to_move is not None
    assert rnd.dealer == 0


def test_what_a_game_does_not_have_is_in_its_entry():
    """Hydropolis has no dealer and no tricks (P12, P24); the card games have both."""
    assert [g for g in hydra.GAMES if not hydra.GAMES[g].has_dealer] == ["hydropolis"]
    assert [g for g in hydra.GAMES if not hydra.GAMES[g].has_tricks] == ["hydropolis"]
    assert hydra.GAMES["hydra"].endings == ("played", "thrown-in")                       # R6
    assert hydra.GAMES["doppelkopf-turnier"].endings == ("played", "thrown-in", "redeal")  # D11, D12, D38
    assert hydra.GAMES["fuenfhundert"].endings == ("played", "redeal")                    # F4
    with pytest.raises(ValueError, match="begin with 'played'"):
        GameEntry(id="x", title="X", seats=(2,), new_round=hydra.GAMES["hydra"].new_round,
                  replay=hydra.GAMES["hydra"].replay, next_dealer=hydra.GAMES["hydra"].next_dealer,
                  endings=("redeal",))


@pytest.mark.parametrize("game", list(hydra.GAMES))
def test_each_game_says_who_deals_next_R6_R11_D45_F25_P25(game):
    """Who deals the next round is each game's own rule, asked through its entry: Hydra keeps the dealer
    after a throw-in (R6) and passes the deal left after a played round (R11); Doppelkopf keeps it after a
    throw-in or a Trumpfabgabe nobody took (D45); 500 passes it left after every round, a redeal too
    (F25); Hydropolis, with no dealer, moves the first seat on (P25)."""
    entry = hydra.GAMES[game]
    players = entry.seats[0]
    for ending in entry.endings:
        for dealer in range(players):
            after = entry.next_dealer(dealer, ending, players)
            keeps = ending != "played" and game != "fuenfhundert" and entry.has_dealer
            assert after == (dealer if keeps else (dealer + 1) % players), (game, ending, dealer)


def test_games_is_read_only_and_lazy():
    with pytest.raises(TypeError):
        hydra.GAMES["chess"] = hydra.GAMES["hydra"]           # type: ignore[index]
    with pytest.raises(KeyError, match="there is no game 'chess'"):
        hydra.GAMES["chess"]
    games = LazyGames({"hydra": "hydra.hydra.entry:HYDRA", "wrong": "hydra.hydra.entry:HYDRA"})
    assert len(games) == 2 and games["hydra"] is hydra.GAMES["hydra"]
    with pytest.raises(TypeError, match="is not the GameEntry of 'wrong'"):
        games["wrong"]


# --- the random rounds ------------------------------------------------------------------------
def _new(entry: GameEntry[Any], rng: random.Random) -> tuple[RoundProtocol[Any], int]:
    """A new round of a random size with a random dealer (a game without one: the seat that begins)."""
    players = rng.choice(entry.seats)
    options: dict[str, Any] = {"players": players} if len(entry.seats) > 1 else {}
    dealer = rng.randrange(players)
    rnd = entry.new_round(rng.randrange(10 ** 6), dealer, **options)
    assert rnd.dealer == dealer
    return rnd, players


def _seats_with_views(rnd: RoundProtocol[Any], players: int) -> list[int]:
    """The seats that play (a dealer who sits out, Hydra R11 and Doppelkopf D2, has no view)."""
    seats = []
    for seat in range(players):
        try:
            rnd.view(seat)
        except RuleError:
            continue
        seats.append(seat)
    return seats


def _snapshot(rnd: RoundProtocol[Any], seats: list[int]) -> tuple[object, ...]:
    """What the protocol shows of a round: its record, history, phase, ending, who moves, the legal
    actions and every seat's view."""
    return (json.dumps(rnd.to_record(), sort_keys=True, default=str), [str(s) for s in rnd.history()],
            rnd.phase, rnd.ending, rnd.is_over, rnd.to_move, [str(a) for a in rnd.legal_actions()],
            [repr(rnd.view(seat)) for seat in seats])


def _undo_check(game_id: str, rnd: RoundProtocol[Any], action: object, seats: list[int]) -> None:
    before = _snapshot(rnd, seats)
    rnd.apply(action)
    rnd.undo()
    assert _snapshot(rnd, seats) == before, f"{game_id}: undo() after {action} did not give back the state before it"


def _check_over(game_id: str, rnd: RoundProtocol[Any]) -> None:
    entry = hydra.GAMES[game_id]
    if rnd.is_over:
        assert rnd.phase == "over" and rnd.to_move is None and not rnd.legal_actions(), game_id
        assert rnd.ending in entry.endings, f"{game_id}: ending {rnd.ending!r} is not one of {entry.endings}"
    else:
        assert rnd.phase != "over" and rnd.ending is None and rnd.to_move is not None, game_id


def play_random_round(game_id: str, seed: int, undo_every_step: bool = False) -> tuple[RoundProtocol[Any], int]:
    """One random round to the end; ``undo_every_step``: undo() after each action, checked."""
    entry = hydra.GAMES[game_id]
    rng = random.Random(seed)
    rnd, players = _new(entry, rng)
    seats = _seats_with_views(rnd, players) if undo_every_step else []
    step = 0
    while not rnd.is_over:
        _check_over(game_id, rnd)
        action = rng.choice(rnd.legal_actions())
        if undo_every_step:
            _undo_check(game_id, rnd, action, seats)
        rnd.apply(str(action) if step % 3 == 0 else action)  # the notation is an action too
        step += 1
    _check_over(game_id, rnd)
    if undo_every_step and step:
        before = _snapshot(rnd, seats)
        rnd.undo()                                         # the last action, which ended the round
        _check_over(game_id, rnd)
        assert not rnd.is_over and rnd.to_move is not None
        rnd.apply(action)
        assert _snapshot(rnd, seats) == before
    return rnd, players


@pytest.mark.parametrize("game_id", list(hydra.GAMES))
def test_random_rounds_end_over_and_replay(game_id):
    entry = hydra.GAMES[game_id]
    endings: set[str | None] = set()
    for seed in range(ROUNDS):
        rnd, _ = play_random_round(game_id, seed)
        assert rnd.phase == "over", f"{game_id} seed {seed}: the round ended in phase {rnd.phase!r}"
        endings.add(rnd.ending)
        again = entry.replay(rnd.to_record())
        assert again.points == rnd.points, f"{game_id} seed {seed}: the replay scores differently"
        assert [str(s) for s in again.history()] == [str(s) for s in rnd.history()], \
            f"{game_id} seed {seed}: the replay's history differs"
        assert again.to_record() == rnd.to_record()
        assert (again.phase, again.ending, again.dealer) == (rnd.phase, rnd.ending, rnd.dealer)
    assert "played" in endings and endings <= set(entry.endings)


@pytest.mark.parametrize("game_id", list(hydra.GAMES))
def test_undo_after_every_action_gives_back_the_state_before(game_id):
    for seed in range(UNDO_ROUNDS):
        play_random_round(game_id, 500 + seed, undo_every_step=True)


@pytest.mark.parametrize("game_id", list(hydra.GAMES))
def test_undo_with_only_the_deal_done_says_so(game_id):
    rnd = hydra.GAMES[game_id].new_round(seed=7)
    with pytest.raises(RuleError):
        rnd.undo()


@pytest.mark.parametrize("game_id", list(hydra.GAMES))
def test_a_record_of_a_round_in_progress_replays_to_the_same_history(game_id):
    entry = hydra.GAMES[game_id]
    for seed in range(20):
        rng = random.Random(1000 + seed)
        rnd, players = _new(entry, rng)
        for _ in range(rng.randrange(1, 30)):
            legal = rnd.legal_actions()
            if not legal:
                break
            rnd.apply(rng.choice(legal))
        again = entry.replay(json.loads(json.dumps(rnd.to_record())))
        seats = _seats_with_views(rnd, players)
        assert _snapshot(again, seats) == _snapshot(rnd, seats)


def check_history(rnd: RoundProtocol[Any], deal: Step[object], applied: list[tuple[str, int, str]]) -> None:
    """The history is steps: the deal first (seat None), then ``applied`` (phase, seat, notation), in order."""
    history = rnd.history()
    assert all(isinstance(step, Step) for step in history), [type(step) for step in history]
    assert history[0] == deal and deal.phase == "deal" and deal.seat is None
    assert [(step.phase, step.seat, str(step.action)) for step in history[1:]] == applied


def history_round(game_id: str, seed: int) -> None:
    """A random round whose history is checked after every action (some undone and applied again)."""
    rng = random.Random(3000 + seed)
    rnd, _ = _new(hydra.GAMES[game_id], rng)
    deal = rnd.history()[0]
    applied: list[tuple[str, int, str]] = []
    check_history(rnd, deal, applied)
    while not rnd.is_over:
        phase, seat, action = rnd.phase, rnd.to_move, rng.choice(rnd.legal_actions())
        rnd.apply(str(action) if len(applied) % 2 else action)    # the notation is an action too
        applied.append((phase, seat, str(action)))
        check_history(rnd, deal, applied)
        if rng.random() < 0.25:
            before = rnd.history()
            rnd.undo()
            assert rnd.history() == before[:-1], f"{game_id}: undo() did not take the last step away"
            check_history(rnd, deal, applied[:-1])
            rnd.apply(action)
            assert rnd.history() == before


@pytest.mark.parametrize("game_id", list(hydra.GAMES))
def test_every_history_is_steps_the_deal_first_then_each_action_applied(game_id):
    for seed in range(HISTORY_ROUNDS):
        history_round(game_id, seed)


# --- each check can fail ----------------------------------------------------------------------
def test_the_undo_check_finds_an_undo_that_does_nothing(monkeypatch):
    rnd = hydra.GAMES["fuenfhundert"].new_round(seed=3)
    monkeypatch.setattr(type(rnd), "undo", lambda self: None)
    with pytest.raises(AssertionError, match="did not give back"):
        _undo_check("fuenfhundert", rnd, rnd.legal_actions()[0], [0, 1, 2, 3])


def test_the_history_check_finds_a_step_out_of_place(monkeypatch):
    rnd, _ = play_random_round("fuenfhundert", 2)
    steps = rnd.history()
    applied = [(step.phase, step.seat, str(step.action)) for step in steps[1:]]
    check_history(rnd, steps[0], applied)
    with pytest.raises(AssertionError):
        check_history(rnd, steps[0], applied[:-1])
    with pytest.raises(AssertionError):
        check_history(rnd, steps[0], [(phase, (seat + 1) % 4, text) for phase, seat, text in applied])
    monkeypatch.setattr(type(rnd), "history", lambda self: [step.action for step in steps])
    with pytest.raises(AssertionError):
        check_history(rnd, steps[0], applied)


def test_the_ending_check_finds_an_ending_the_entry_does_not_list(monkeypatch):
    rnd, _ = play_random_round("fuenfhundert", 1)
    monkeypatch.setattr(type(rnd), "ending", property(lambda self: "thrown-in"))
    with pytest.raises(AssertionError, match="is not one of"):
        _check_over("fuenfhundert", rnd)


@pytest.mark.parametrize("game_id", list(hydra.GAMES))
def test_the_replay_check_tells_a_round_one_step_short(game_id):
    """The history compared after a replay sees one action taken back (the check is not empty)."""
    rnd, _ = play_random_round(game_id, 5)
    again = hydra.GAMES[game_id].replay(rnd.to_record())
    assert [str(s) for s in again.history()] == [str(s) for s in rnd.history()]
    again.undo()
    assert [str(s) for s in again.history()] != [str(s) for s in rnd.history()]


# --- the core never imports a game ------------------------------------------------------------
HYDRA_DIR = Path(hydra.__file__).parent
GAME_PACKAGES = sorted(p.name for p in HYDRA_DIR.iterdir() if (p / "__init__.py").exists() and p.name != "core")
#: The engine's shared core: every module of hydra/core/ (issue 36: "the shared core in its own folder, importing
#: no game").
CORE = sorted(p.name for p in (HYDRA_DIR / "core").glob("*.py"))


def imported_games(path: Path, package: str = "hydra") -> set[str]:
    """The game packages a module of ``package`` imports (import statements, relative or absolute, and
    module names given as text, as importlib would take them)."""
    found: set[str] = set()
    tree = ast.parse(path.read_text())
    docstrings = {id(n.body[0].value) for n in ast.walk(tree)      # a docstring may say which games use it
                  if isinstance(n, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and n.body
                  and isinstance(n.body[0], ast.Expr) and isinstance(n.body[0].value, ast.Constant)}
    for node in ast.walk(tree):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            parts = package.split(".")
            base = ".".join(parts[: len(parts) - node.level + 1]) + "." if node.level else ""
            names = [base + (node.module or "")] + [base + a.name for a in node.names if not node.module]
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            names = re.findall(r"hydra\.\w+", node.value)
        for name in names:
            parts = name.split(".")
            if len(parts) > 1 and parts[0] == "hydra" and parts[1] in GAME_PACKAGES:
                found.add(parts[1])
    return found


def test_there_are_game_packages_to_find():
    assert {"hydra", "doppelkopf", "fuenfhundert", "hydropolis"} <= set(GAME_PACKAGES)
    assert {"registry.py", "errors.py", "deck.py", "seat_view.py"} <= set(CORE)


@pytest.mark.parametrize("name", CORE)
def test_no_core_module_imports_a_game_package(name):
    assert imported_games(HYDRA_DIR / "core" / name, "hydra.core") == set(), f"hydra/core/{name} must not import a game"


def test_the_import_check_finds_a_game_import(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text('"""hydra.hydra.cards in a docstring imports nothing."""\n'
                   "from .doppelkopf import Round\nimport hydra.fuenfhundert.cards\nx = 'hydra.hydropolis.entry:X'\n")
    assert imported_games(bad) == {"doppelkopf", "fuenfhundert", "hydropolis"}
