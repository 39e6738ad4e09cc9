"""The game seam (issue 21): shared code never names a game; it asks the registries.

A shared module (listed in SHARED) may not import a game package (listed in GAME_PACKAGES),
directly, relatively or inside a function: each game's facts hang off the engine's registry
(hydra.GAMES, hydra.DECK_WORDS) or the tutor's (tutor.games.TUTOR_GAMES), whose entries name
the game's modules as data. And the tutor's registry is whole: every game it lists draws from
games of hydra.GAMES, owns its kinds and topics, and the quiz offers exactly its games.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import hydra
from tutor.exercises import QUIZ_KINDS, TOPICS, kind_named
from tutor.exercises.topics import GAMES
from tutor.games import TUTOR_GAMES, TutorGame, game_of_kind

ROOT = Path(__file__).resolve().parents[1]

#: The shared modules: the engine's core, the quiz's model and session, the quiz's views and the
#: widgets' common base (the engine's core is hydra/core/, Hydra's own rules are hydra/hydra/).
SHARED = sorted({*ROOT.glob("hydra/*.py"), *ROOT.glob("hydra/core/*.py"),
                 *ROOT.glob("widgets/quiz/*.py"), *ROOT.glob("widgets/common/*.py"),
                 *(ROOT / "tutor" / "exercises" / f"{m}.py" for m in ("__init__", "kind", "model", "topics",
                                                                       "answers", "dealing")),
                 *(ROOT / "tutor" / f"{m}.py" for m in ("__init__", "games", "quiz", "progress", "links"))})

#: The game packages and modules a shared module may not import (prefixes of dotted names).
GAME_PACKAGES = ("hydra.doppelkopf", "hydra.fuenfhundert", "hydra.hydropolis",
                 "tutor.hydra", "tutor.doppelkopf", "tutor.fuenfhundert", "tutor.hydropolis",
                 "widgets.hydra", "widgets.doppelkopf", "widgets.fuenfhundert",
                 "widgets.hydropolis")


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported_names(path: Path, module: str | None = None) -> set[str]:
    """Every dotted name ``path`` (the module named ``module``, by default its place under ROOT)
    imports (relative imports resolved; ``from a import b`` gives ``a`` and ``a.b``), at any depth."""
    package = module or _module_name(path)
    if path.name != "__init__.py":
        package = package.rpartition(".")[0]
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(parent + ([base] if base else []))
            names.add(base)
            names.update(f"{base}.{alias.name}" for alias in node.names)
    return names


def is_game(name: str) -> bool:
    """A name of GAME_PACKAGES, or in one (a prefix ending in ``_`` names a family of modules)."""
    return any(name.startswith(g) if g.endswith("_") else name == g or name.startswith(g + ".")
               for g in GAME_PACKAGES)


def game_imports(path: Path, module: str | None = None) -> list[str]:
    return sorted(n for n in imported_names(path, module) if is_game(n))


def test_the_scan_sees_imports_of_every_shape(tmp_path: Path) -> None:
    """The scan finds a game import written absolutely, relatively, as ``from x import game`` and
    inside a function (each a way main's shared modules imported games before the seam)."""
    probe = tmp_path / "probe.py"
    probe.write_text("from ..doppelkopf.quiz.trick import DK_TRICK\nfrom hydra import fuenfhundert as fh\n"
                     "def f():\n    from hydra.hydropolis import Table\n", encoding="utf-8")
    found = game_imports(probe, "tutor.course.probe")
    assert {"tutor.doppelkopf.quiz.trick", "hydra.fuenfhundert", "hydra.hydropolis"} <= set(found)


@pytest.mark.parametrize("path", SHARED, ids=lambda p: str(p.relative_to(ROOT)))
def test_a_shared_module_imports_no_game(path: Path) -> None:
    assert path.is_file()
    assert game_imports(path) == [], f"{path.relative_to(ROOT)} imports a game: {game_imports(path)}"


def test_the_tutors_registry_is_whole() -> None:
    assert list(GAMES) == list(TUTOR_GAMES)
    letters = [k.letter for k in QUIZ_KINDS]
    assert len(letters) == len(set(letters))
    for key, game in TUTOR_GAMES.items():
        assert isinstance(game, TutorGame) and game.id == key
        assert game.engine and all(e in hydra.GAMES for e in game.engine)
        for kind in game.kinds:
            assert kind_named(kind.name) is kind and game_of_kind(kind.name) == key
            assert any(t.kind == kind.name for t in TOPICS.values())
        assert {t.family for t in TOPICS.values() if t.kind in {k.name for k in game.kinds}} == {key}
        assert game.rule_summaries()


def test_a_fifth_game_is_one_registry_line() -> None:
    """Hydropolis came in through the seam: its kinds are its own modules, and the shared modules
    name none of them (its topics, kinds, faces and rulings reach the quiz through its entry)."""
    hp = TUTOR_GAMES["hydropolis"]
    assert [k.name for k in hp.kinds] == ["hp-may", "hp-where", "hp-points"]
    assert hp.engine == ("hydropolis",)
    own = ROOT / "tutor" / "hydropolis"                       # its quiz lives in its own folder (quiz/)
    naming = {p.relative_to(ROOT).as_posix() for p in [*ROOT.glob("tutor/**/*.py"), *ROOT.glob("widgets/**/*.py")]
              if own not in p.parents and "tutor.hydropolis.quiz" in p.read_text(encoding="utf-8")}
    assert naming == {"tutor/games.py"}                       # the registry's one line


def test_the_card_core_imports_no_game() -> None:
    """Issue 21: 'the core never imports a game'. The card core (hydra/core/deck.py) is stricter than
    SHARED's check (which lets the package's top import Hydra's rules, for its stable names): from
    the engine it imports only the errors and the learner's language (its errors say what was given through the
    catalog, issue 33)."""
    names = {n for n in imported_names(ROOT / "hydra" / "core" / "deck.py") if n.split(".")[0] == "hydra"}
    assert names and all(n.split(".")[:3] in (["hydra", "core", "errors"], ["hydra", "core", "i18n"])
                         for n in names), names
