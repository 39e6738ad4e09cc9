"""One test suite over every game of hydra.GAMES, in the manner of OpenSpiel's (issue 21).

For each game: random rounds from the deal to the end through legal_actions()/apply()
(some steps applied as the action's str(), the notation); replay(to_record()) gives the
same points and history; undo() after a random action gives back the state before it;
no seat's view shows a card of another seat's hidden hand (nor of a hidden pile or kitty).

What still differs between the games (see hydra.registry.RoundProtocol) is written
down once, in GAME_FACTS below, for issue 21's seam work to remove.
"""

from __future__ import annotations

import ast
import dataclasses
import json
import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import hydra
from hydra.errors import RuleError
from hydra.registry import GameEntry, LazyGames

ROUNDS = 200          # random rounds per game; the whole file runs in well under a minute
ENDED = ("over", "thrown-in", "redeal")


def _played_hydra(rnd: Any) -> list[Any]:
    cards = [c for t in rnd.tricks for c in t.cards]
    return cards + (list(rnd.current_trick.cards) if rnd.current_trick else [])


def _played_dk(rnd: Any) -> list[Any]:
    return [c for t in rnd.tricks for c in t[0]] + list(rnd.trick)


def _played_fh(rnd: Any) -> list[Any]:
    cards = [c for t in rnd.tricks for c in t] + list(rnd.current_trick)
    contract = rnd.contract
    if contract is not None and contract.kind == "open-misere" and rnd.tricks and rnd.declarer is not None:
        cards += rnd.hands[rnd.declarer]                     # F8, F23: laid open after the first trick
    return cards


def _played_hp(rnd: Any) -> list[Any]:
    return [step.action.card for step in rnd.history()[1:] if not isinstance(step.action, str)]


@dataclasses.dataclass(frozen=True)
class Facts:
    """What the suite must know of a game today (each a difference issue 21 is to remove)."""
    public: Callable[[Any], list[Any]]                       # the cards every seat has seen
    hidden_extra: Callable[[Any], list[Any]] = lambda rnd: []   # hidden cards in no seat's hand
    dealer: bool = True                                      # False: no dealer (Hydropolis, P12)
    # Hydra's undo() takes back only a card; take_back() any action (R8, R12)
    undo_only_cards: bool = False
    # False: a game's record keeps only play's steps, so only those replay to the same history (Hydra's
    # did until R20 added 'calls' and 'deal'); every game's record keeps them today
    record_keeps_calls: bool = True
    # False: a game's record has no word for a throw-in, so a thrown-in round replays as a round in play
    # (found by this suite in Hydra's, R6; R20 fixed it); every game's record keeps it today
    record_keeps_throw_in: bool = True


GAME_FACTS = {
    # R20: Hydra's record keeps the steps before play ('calls', a throw-in too) and the seed ('deal')
    "hydra": Facts(_played_hydra, undo_only_cards=True, record_keeps_calls=True, record_keeps_throw_in=True),
    "doppelkopf-hausrunde": Facts(_played_dk),
    "doppelkopf-turnier": Facts(_played_dk),
    # the kitty: dealt face down (F2) and the declarer's once the bidding is won
    "fuenfhundert": Facts(_played_fh, hidden_extra=lambda rnd: list(rnd.kitty) if rnd.phase == "bidding" else []),
    "hydropolis": Facts(_played_hp, hidden_extra=lambda rnd: list(rnd.pile), dealer=False),
}


def test_every_registered_game_has_its_facts_and_the_issue_21_ids():
    assert list(hydra.GAMES) == ["hydra", "doppelkopf-hausrunde", "doppelkopf-turnier", "fuenfhundert",
                                 "hydropolis"]
    assert set(GAME_FACTS) == set(hydra.GAMES)


@pytest.mark.parametrize("game_id", list(hydra.GAMES))
def test_entry_is_a_game_entry_with_title_and_seats(game_id):
    entry = hydra.GAMES[game_id]
    assert isinstance(entry, GameEntry) and entry.id == game_id
    assert entry.title and entry.title != game_id or game_id == "hydropolis"
    assert entry.seats and all(isinstance(n, int) and n >= 2 for n in entry.seats)
    rnd = entry.new_round(seed=1)
    for name in ("legal_actions", "apply", "undo", "history", "view", "to_record"):
        assert callable(getattr(rnd, name)), name
    assert isinstance(rnd.phase, str) and rnd.phase not in ENDED and rnd.to_move is not None


def test_games_is_read_only_and_lazy():
    with pytest.raises(TypeError):
        hydra.GAMES["chess"] = hydra.GAMES["hydra"]           # type: ignore[index]
    with pytest.raises(KeyError, match="there is no game 'chess'"):
        hydra.GAMES["chess"]
    games = LazyGames({"hydra": "hydra.entry:HYDRA", "wrong": "hydra.entry:HYDRA"})
    assert len(games) == 2 and games["hydra"] is hydra.GAMES["hydra"]
    with pytest.raises(TypeError, match="is not the GameEntry of 'wrong'"):
        games["wrong"]


# --- the random rounds ------------------------------------------------------------------------
def _new(entry: GameEntry, rng: random.Random) -> tuple[Any, int]:
    players = rng.choice(entry.seats)
    options: dict[str, Any] = {"players": players} if len(entry.seats) > 1 else {}
    dealer = rng.randrange(players) if GAME_FACTS[entry.id].dealer else 0
    return entry.new_round(rng.randrange(10 ** 6), dealer, **options), players


def _snapshot(rnd: Any) -> tuple[object, ...]:
    return (json.dumps(rnd.to_record(), sort_keys=True, default=str), [str(s) for s in rnd.history()],
            rnd.phase, rnd.to_move, [str(a) for a in rnd.legal_actions()])


def replayable_history(game_id: str, rnd: Any) -> list[str]:
    """The history a record keeps: all of it, or (Hydra) the hands dealt and play's steps."""
    if GAME_FACTS[game_id].record_keeps_calls:
        return [str(s) for s in rnd.history()]
    return [str(rnd.to_record()["hands"])] + [str(s) for s in rnd.history() if s.phase == "play"]


def _cards_and_words(value: object, found: set[str], depth: int = 0) -> None:
    """Every card (as its notation) and word anywhere in a view: its fields, tuples, lists, dicts."""
    if depth > 12 or value is None or isinstance(value, (bool, int, float)):
        return
    if isinstance(value, str):
        found.update(w for w in re.split(r"[\s:,/()]+", value) if w)
        return
    if type(value).__name__ == "Card" and type(value).__module__.startswith("hydra"):
        found.add(str(value))                              # any game's card, as its notation
        return
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            _cards_and_words(getattr(value, f.name), found, depth + 1)
    elif isinstance(value, dict):
        for k, v in value.items():
            _cards_and_words(k, found, depth + 1)
            _cards_and_words(v, found, depth + 1)
    elif isinstance(value, (tuple, list, set, frozenset)):    # a NamedTuple (a lay) too
        for v in value:
            _cards_and_words(v, found, depth + 1)


def hidden_leaks(game_id: str, rnd: Any, seat: int) -> set[str]:
    """The cards of other seats' hidden hands (not this seat's, not yet public) that view(seat) shows."""
    facts = GAME_FACTS[game_id]
    known = {str(c) for c in rnd.hands[seat]} | {str(c) for c in facts.public(rnd)}
    hidden = {str(c) for s, hand in enumerate(rnd.hands) if s != seat for c in hand}
    hidden |= {str(c) for c in facts.hidden_extra(rnd)}
    shown: set[str] = set()
    _cards_and_words(rnd.view(seat), shown)
    return (hidden - known) & shown


def _check_view(game_id: str, rnd: Any, players: int) -> None:
    # a dealer who sits out (Hydra's sixth seat, R11; Doppelkopf's fifth, D2) is no seat of the round:
    # Hydra and Doppelkopf list the seats that play, 500 and Hydropolis seat everyone
    for seat in getattr(rnd, "seats", range(players)):
        leaks = hidden_leaks(game_id, rnd, seat)
        assert not leaks, f"{game_id}: seat {seat}'s view shows {sorted(leaks)} of another seat's hidden cards"


def _undo_check(game_id: str, rnd: Any, action: object) -> None:
    before = _snapshot(rnd)
    rnd.apply(action)
    is_card = not isinstance(action, str)
    if GAME_FACTS[game_id].undo_only_cards and not is_card:
        with pytest.raises(RuleError):
            rnd.undo()
        rnd.take_back()
    else:
        rnd.undo()
    assert _snapshot(rnd) == before, f"{game_id}: undo() after {action} did not give back the state before it"


def play_random_round(game_id: str, seed: int, check: bool = True) -> tuple[Any, int]:
    """One random round to the end; on random steps: str() actions, undo checks, view checks."""
    entry = hydra.GAMES[game_id]
    rng = random.Random(seed)
    rnd, players = _new(entry, rng)
    undo_at = rng.randrange(60)
    step = 0
    while True:
        legal = rnd.legal_actions()
        if not legal:
            break
        assert rnd.phase not in ENDED and rnd.to_move is not None
        action = rng.choice(legal)
        if check and step == undo_at:
            _undo_check(game_id, rnd, action)
        if check and step % 7 == 3:
            _check_view(game_id, rnd, players)
        rnd.apply(str(action) if step % 3 == 0 else action)  # the notation is an action too
        step += 1
    assert rnd.phase in ENDED and rnd.to_move is None
    return rnd, players


@pytest.mark.parametrize("game_id", list(hydra.GAMES))
def test_random_rounds_replay_undo_and_views(game_id):
    entry = hydra.GAMES[game_id]
    phases: set[str] = set()
    for seed in range(ROUNDS):
        rnd, players = play_random_round(game_id, seed)
        phases.add(rnd.phase)
        _check_view(game_id, rnd, players)
        again = entry.replay(rnd.to_record())
        assert again.points == rnd.points, f"{game_id} seed {seed}: the replay scores differently"
        assert replayable_history(game_id, again) == replayable_history(game_id, rnd), \
            f"{game_id} seed {seed}: the replay's history differs"
        assert again.to_record() == rnd.to_record()
        if rnd.phase != "thrown-in" or GAME_FACTS[game_id].record_keeps_throw_in:
            assert again.phase == rnd.phase
    assert "over" in phases                                # rounds are played to the end, not all thrown in


@pytest.mark.parametrize("game_id", list(hydra.GAMES))
def test_a_record_of_a_round_in_progress_replays_to_the_same_history(game_id):
    entry = hydra.GAMES[game_id]
    for seed in range(20):
        rng = random.Random(1000 + seed)
        rnd, _ = _new(entry, rng)
        if not GAME_FACTS[game_id].record_keeps_calls:      # Hydra: a record of play only
            while rnd.phase not in ("play", *ENDED):
                rnd.apply(rng.choice(rnd.legal_actions()))
        for _ in range(rng.randrange(1, 30)):
            legal = rnd.legal_actions()
            if not legal:
                break
            rnd.apply(rng.choice(legal))
        again = entry.replay(json.loads(json.dumps(rnd.to_record())))
        assert replayable_history(game_id, again) == replayable_history(game_id, rnd)
        assert _snapshot(again)[::2] == _snapshot(rnd)[::2]       # record, phase, legal actions
        assert again.to_move == rnd.to_move


# --- each check can fail ----------------------------------------------------------------------
def test_the_view_check_finds_another_seats_card(monkeypatch):
    """A view that shows seat 1's hand to seat 0 is caught (the check is not empty)."""
    rnd = hydra.GAMES["doppelkopf-turnier"].new_round(seed=3)
    assert not hidden_leaks("doppelkopf-turnier", rnd, 0)
    leaky = dataclasses.replace(rnd.view(0), trick=tuple(rnd.hands[1]))
    monkeypatch.setattr(type(rnd), "view", lambda self, seat: leaky)
    assert hidden_leaks("doppelkopf-turnier", rnd, 0)


@pytest.mark.parametrize("game_id", list(hydra.GAMES))
def test_the_view_check_reaches_the_cards_of_every_games_view(game_id):
    """The walk over a view finds the seat's own hand in it, so a hidden card there would be found too."""
    rnd = hydra.GAMES[game_id].new_round(seed=4)
    seat = rnd.to_move
    shown: set[str] = set()
    _cards_and_words(rnd.view(seat), shown)
    assert {str(c) for c in rnd.hands[seat]} <= shown and rnd.hands[seat]


def test_the_view_check_finds_the_hidden_pile(monkeypatch):
    game = hydra.GAMES["hydropolis"].new_round(seed=3)
    view = game.view(0)
    monkeypatch.setattr(type(game), "view", lambda self, seat: dataclasses.replace(view, hand=game.pile[:1]))
    assert hidden_leaks("hydropolis", game, 0)


def test_the_undo_check_finds_an_undo_that_does_nothing(monkeypatch):
    rnd = hydra.GAMES["fuenfhundert"].new_round(seed=3)
    monkeypatch.setattr(type(rnd), "undo", lambda self: None)
    with pytest.raises(AssertionError, match="did not give back"):
        _undo_check("fuenfhundert", rnd, rnd.legal_actions()[0])


@pytest.mark.parametrize("game_id", list(hydra.GAMES))
def test_the_replay_check_tells_a_round_one_step_short(game_id):
    """The history compared after a replay sees one card taken back (the check is not empty)."""
    rnd, _ = play_random_round(game_id, 5, check=False)
    again = hydra.GAMES[game_id].replay(rnd.to_record())
    assert replayable_history(game_id, again) == replayable_history(game_id, rnd)
    if rnd.phase != "over":
        return                                             # thrown in: no card to take back
    again.undo()
    assert replayable_history(game_id, again) != replayable_history(game_id, rnd)


# --- the core never imports a game ------------------------------------------------------------
HYDRA_DIR = Path(hydra.__file__).parent
GAME_PACKAGES = sorted(p.name for p in HYDRA_DIR.iterdir() if (p / "__init__.py").exists())
CORE = ("registry.py", "errors.py", "history.py")


def imported_games(path: Path) -> set[str]:
    """The game packages a module imports (import statements, relative or absolute, and module names
    given as text, as importlib would take them)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = "hydra." if node.level == 1 else ""
            names = [base + (node.module or "")] + [base + a.name for a in node.names if not node.module]
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            names = re.findall(r"hydra\.\w+", node.value)
        for name in names:
            parts = name.split(".")
            if len(parts) > 1 and parts[0] == "hydra" and parts[1] in GAME_PACKAGES:
                found.add(parts[1])
    return found


def test_there_are_game_packages_to_find():
    assert {"doppelkopf", "fuenfhundert", "hydropolis"} <= set(GAME_PACKAGES)


@pytest.mark.parametrize("name", CORE)
def test_no_core_module_imports_a_game_package(name):
    assert imported_games(HYDRA_DIR / name) == set(), f"hydra/{name} is core and must not import a game"


def test_the_import_check_finds_a_game_import(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("from .doppelkopf import Round\nimport hydra.fuenfhundert.cards\nx = 'hydra.hydropolis.entry:X'\n")
    assert imported_games(bad) == {"doppelkopf", "fuenfhundert", "hydropolis"}
