"""The tutor reaches the engines through the engine's registry (issue 36): every play session deals its
rounds through an entry of :data:`hydra.GAMES`, never by calling a game's round class itself.

Two checks: a behaviour check (a session built while ``hydra.GAMES`` counts the rounds its entries deal
gets its round from there, with the dealer its link names) and a source check (no session module calls a
round class, its ``new``/``from_deal``/``from_history``, or a match's ``new_round``).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator, Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

import hydra
from hydra.core.registry import GameEntry

ROOT = Path(__file__).resolve().parents[1]
SESSIONS = sorted(p for p in ROOT.glob("tutor/*/session.py") if p.parent.name != "table")   # table: the protocol


class CountingGames(Mapping[str, GameEntry[Any]]):
    """``hydra.GAMES`` whose entries note every round they deal: (game, seed, dealer)."""

    def __init__(self, games: Mapping[str, GameEntry[Any]]) -> None:
        self.games, self.dealt = games, []

    def __getitem__(self, key: str) -> GameEntry[Any]:
        entry = self.games[key]

        def new_round(seed: object = None, dealer: int = 0, **options: object) -> object:
            self.dealt.append((key, seed, dealer))
            return entry.new_round(seed, dealer, **options)
        return replace(entry, new_round=new_round)

    def __iter__(self) -> Iterator[str]:
        return iter(self.games)

    def __len__(self) -> int:
        return len(self.games)


def _hydra_session(deal: str) -> Any:
    from tutor.hydra.session import HydraSession
    return HydraSession(deal=deal)


def _doppelkopf_session(deal: str) -> Any:
    from tutor.doppelkopf.session import DoppelkopfSession
    return DoppelkopfSession(rules="hausrunde", deal=deal)


def _fuenfhundert_session(deal: str) -> Any:
    from tutor.fuenfhundert.session import FuenfhundertSession
    return FuenfhundertSession(deal=deal)


def _hydropolis_session(deal: str) -> Any:
    from tutor.hydropolis.session import HydropolisSession
    return HydropolisSession(deal=deal)


@pytest.mark.parametrize("make, game, deal, dealer", [
    (_hydra_session, "hydra", "4711-3", 3),
    (_doppelkopf_session, "doppelkopf-hausrunde", "812-2", 2),
    (_fuenfhundert_session, "fuenfhundert", "55-1", 1),
    (_hydropolis_session, "hydropolis", "99-0", 0),
])
def test_a_session_deals_through_the_engines_registry(monkeypatch, make, game, deal, dealer):
    games = CountingGames(hydra.GAMES)
    monkeypatch.setattr(hydra, "GAMES", games)
    session = make(deal)
    seed = int(deal.split("-")[0])
    assert (game, seed, dealer) in games.dealt, games.dealt
    rnd = session.game if game == "hydropolis" else session.round
    assert rnd.dealer == dealer and rnd.history()[0] == games.games[game].new_round(
        seed, dealer, **({"players": session.players} if game == "hydropolis" else {})).history()[0]


def test_the_source_check_covers_every_session():
    assert [p.parent.name for p in SESSIONS] == ["doppelkopf", "fuenfhundert", "hydra", "hydropolis"]


#: What deals a round without the registry: a round class called, or its constructors, or a match's
#: ``new_round`` (a match itself, which books the rounds, is made by its class).
ROUND_CLASSES = {"Round", "Game"}
ROUND_MAKERS = {"new", "from_deal", "from_history", "from_actions", "new_round"}


def engine_calls(path: Path, root: Path = ROOT) -> list[str]:
    """The calls in ``path`` that make a round from an engine class rather than a registry entry."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
        owner = func.value if isinstance(func, ast.Attribute) else None
        owner_name = (owner.attr if isinstance(owner, ast.Attribute) else owner.id if isinstance(owner, ast.Name)
                      else "")
        if name in ROUND_CLASSES or (name in ROUND_MAKERS and owner_name in ROUND_CLASSES | {"match", "Match"}):
            found.append(f"{path.relative_to(root)}:{node.lineno} {ast.unparse(node)[:60]}")
    return found


@pytest.mark.parametrize("path", SESSIONS, ids=lambda p: p.parent.name)
def test_no_session_makes_a_round_from_an_engine_class(path):
    assert engine_calls(path) == []


def test_the_source_check_finds_a_round_made_by_its_class(tmp_path):
    bad = tmp_path / "session.py"
    bad.write_text("r = Round.new(seed=1)\ng = hp.Game(3)\nm = self.match.new_round(2)\n"
                   "ok = hydra.GAMES['x'].new_round(1)\nmatch = hydra.Match(dealer=2)\n")
    assert len(engine_calls(bad, tmp_path)) == 3


# --- importing the tutor loads an engine only when its game is used -------------------------------
ENGINES = ("hydra.doppelkopf", "hydra.fuenfhundert", "hydra.hydropolis")


def engines_loaded_by(code: str) -> list[str]:
    """The other games' engine packages loaded in a fresh interpreter after ``code``."""
    import os
    import subprocess
    import sys
    probe = f"{code}\nimport sys\nprint(' '.join(m for m in {ENGINES!r} if m in sys.modules))"
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True, env=env, cwd=ROOT)
    return out.stdout.split()


def test_importing_the_engine_loads_no_game():
    assert engines_loaded_by("import hydra") == []


@pytest.mark.parametrize("code, loaded", [
    ("import tutor", []),
    ("import tutor.doppelkopf.session", ["hydra.doppelkopf"]),
    ("import tutor.fuenfhundert.session", ["hydra.fuenfhundert"]),
    ("import tutor.hydropolis.session", ["hydra.hydropolis"]),
    ("import tutor.exercises\ntutor.exercises.TOPICS", list(ENGINES)),       # the quiz's topics: every game
    ("import widgets.quiz", []),                              # the quiz page's code, before it offers a game
    ("from tutor.exercises import available_topics, is_quiz_kind, quiz_kind\navailable_topics(game='hydra')\n"
     "quiz_kind('trick'), is_quiz_kind('legal')", []),                  # Hydra's quiz alone
    ("from widgets.quiz.layout import kind_options\nkind_options('fuenfhundert')", ["hydra.fuenfhundert"]),
])
def test_importing_the_tutor_loads_an_engine_only_when_its_game_is_used(code, loaded):
    assert engines_loaded_by(code) == loaded
