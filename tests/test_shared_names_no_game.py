"""No shared module names a game (issue 36): shared code reaches a game only through the registries.

"Shared" here is every module of ``tutor/`` and ``widgets/`` outside the games' own folders
(``tutor/<game>/``, ``widgets/<game>/``), and the engine's core (``hydra/core/``, and the package's
``__init__`` and ``decks``, the engine's registries). A module names a game if it

* imports a game's package or module (``hydra.doppelkopf``, ``tutor.hydropolis``, ``widgets.hydra``,
  Hydra's rules in ``hydra/hydra/``, the games' own quiz folders ``tutor/<game>/quiz/``),
  at any depth, relatively or not, or reads one of Hydra's rule names off the package (``hydra.Round``);
* or has a string (not its docstrings) that is a game's id or holds a game's name as a word
  (``"hydropolis"``, ``"doppelkopf-turnier"``, ``"Fünfhundert (500)"``).

Comments and docstrings are free to say which games a module serves. The registries
(:data:`REGISTRIES`) name every game: that is what they are for. Every other module that still names a
game is in :data:`KNOWN`, with why it is left; the test fails for a shared module that names a game and is
not there, and for one that is there but no longer names one, so the list can only shrink.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

#: The games' own folders in tutor/ and widgets/.
GAME_FOLDERS = ("hydra", "doppelkopf", "fuenfhundert", "hydropolis")
#: The engine's core: every module of hydra/core/, and the registries at the top of hydra/.
HYDRA_CORE = tuple(sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "hydra" / "core").glob("*.py")))
HYDRA_TOP = ("hydra/__init__.py", "hydra/decks.py")
#: Game packages (prefixes of dotted names; one ending in "_" would name a family of modules).
GAME_PACKAGES = ("hydra.hydra", "hydra.doppelkopf", "hydra.fuenfhundert", "hydra.hydropolis",
                 *(f"{layer}.{game}" for layer in ("tutor", "widgets") for game in GAME_FOLDERS))
#: A game's id or name as a word in a string ("500" not in a row of numbers, as an SVG's viewBox).
GAME_WORDS = re.compile(r"(?<!\w)(doppelkopf|hydropolis|fuenfhundert|fünfhundert)(?!\w)"
                        r"|(?<!\d )(?<![\w.:#-])(500)(?![\w%])", re.I)
#: Hydra's bonus for a trick of 40 to 49 eyes is called a Doppelkopf (R3): that one names no game.
BONUS = re.compile(r"\b(?:a|no|is a|einen|ein) Doppelkopf\b|\(Doppelkopf\)|doppelkopf-trick")
#: The games' ids that are no word of their own: "hydra" is also the package's name (``import``
#: lists, the catalogs' domain), so it counts where a game is chosen by it: compared, passed, a default,
#: a key, a member of a set.
GAME_IDS = ("hydra",)

#: The registries: naming each game is their job.
REGISTRIES = {
    "hydra/__init__.py": "hydra.GAMES, and the stable public names of Hydra's rules (hydra.Card, hydra.Round)",
    "hydra/decks.py": "hydra.DECK_WORDS",
    "tutor/games.py": "tutor.games.TUTOR_GAMES, KIND_LETTERS and ENGINE_GAMES",
}

#: Shared modules that still name a game, each with why it is left. Remove an entry once its module
#: names no game (the test says so). None is left: the class asks about its game through the registry too
#: (tutor.classroom.game).
KNOWN: dict[str, str] = {}


def _hydra_rule_names() -> set[str]:
    """The names hydra/__init__.py takes from Hydra's rules in hydra/hydra/ (``hydra.Round``, ``hydra.Card``):
    imported when first asked for, and at once for a type checker (``if TYPE_CHECKING:``)."""
    names: set[str] = set()
    for node in ast.walk(ast.parse((ROOT / "hydra" / "__init__.py").read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level == 1 and (node.module or "").startswith("hydra."):
            names.update(alias.asname or alias.name for alias in node.names)
    return names


HYDRA_RULE_NAMES = _hydra_rule_names()


def shared_modules() -> list[Path]:
    found = [p for layer in ("tutor", "widgets") for p in (ROOT / layer).rglob("*.py")
             if p.relative_to(ROOT / layer).parts[0] not in GAME_FOLDERS]
    return sorted(found + [ROOT / m for m in (*HYDRA_CORE, *HYDRA_TOP)])


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _is_game(name: str) -> bool:
    return any(name.startswith(g) if g.endswith("_") else name == g or name.startswith(g + ".")
               for g in GAME_PACKAGES)


def _docstrings(tree: ast.AST) -> set[int]:
    """The ids of the docstring nodes of a module, its classes and functions."""
    out: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                out.add(id(first.value))
    return out


def games_named(source: str, module: str, is_package: bool = False) -> list[str]:
    """How the module ``module`` (its ``source``) names a game: each import of a game, each of Hydra's rule
    names read off ``hydra``, each string that is a game's id or holds a game's name."""
    tree = ast.parse(source)
    package = module if is_package else module.rpartition(".")[0]
    docs = _docstrings(tree)
    parents = {id(child): node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    named: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            named.update(f"import {a.name}" for a in node.names if _is_game(a.name))
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1] + ([base] if base else []))
            if _is_game(base):
                named.add(f"import {base}")
                continue
            for alias in node.names:
                full = f"{base}.{alias.name}"
                if _is_game(full) or (base == "hydra" and alias.name in HYDRA_RULE_NAMES):
                    named.add(f"import {full}")
        elif (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "hydra"
              and node.attr in HYDRA_RULE_NAMES):
            named.add(f"hydra.{node.attr}")
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
            text = node.value
            if text in GAME_IDS and not isinstance(parents.get(id(node)), (ast.Assign, ast.Tuple, ast.List)):
                named.add(repr(text))
            for found in GAME_WORDS.finditer(BONUS.sub("", text)):
                named.add(f"{found.group(0)!r} in {text[:40]!r}")
    return sorted(named)


def test_the_scan_finds_every_way_of_naming_a_game() -> None:
    """Each way main's shared modules named a game before the registries: an import (absolute,
    relative, inside a function), Hydra's names off the package, a game's id compared."""
    source = ('from ..doppelkopf.quiz.trick import DK_TRICK\nfrom hydra import fuenfhundert as fh\nimport hydra\n'
              'def f(game):\n    """Doppelkopf, Hydra and 500 in a docstring are fine."""\n'
              '    from ..hydropolis.player import best_move\n    from hydra import Round\n'
              '    if game == "hydra" or game.startswith("doppelkopf"):\n        return hydra.ScoreSheet\n'
              '    return "Fünfhundert (500)", hydra.GAMES, "hydra.core.i18n", "hydrant", "a Doppelkopf"\n'
              'DOMAIN = "hydra"\nVIEW = "0 0 500 500"\n')
    found = games_named(source, "tutor.course.probe")
    assert found == sorted(["import tutor.doppelkopf.quiz.trick", "import hydra.fuenfhundert",
                            "import tutor.hydropolis.player", "import hydra.Round", "'hydra'",
                            "'doppelkopf' in 'doppelkopf'", "hydra.ScoreSheet",
                            "'Fünfhundert' in 'Fünfhundert (500)'", "'500' in 'Fünfhundert (500)'"]), found


def _named(path: Path) -> list[str]:
    return games_named(path.read_text(encoding="utf-8"), _module_name(path), path.name == "__init__.py")


SHARED = shared_modules()


@pytest.mark.parametrize("path", SHARED, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_a_shared_module_names_no_game(path: Path) -> None:
    where = path.relative_to(ROOT).as_posix()
    named = _named(path)
    if where in REGISTRIES:
        return
    if where in KNOWN:
        assert named, f"{where} names no game any more: take it off KNOWN"
    else:
        assert not named, f"{where} names a game: {named} (ask the registries, or say why in KNOWN)"


def test_the_known_list_holds_shared_modules_only() -> None:
    shared = {p.relative_to(ROOT).as_posix() for p in SHARED}
    assert set(KNOWN) <= shared and set(REGISTRIES) <= shared and not set(KNOWN) & set(REGISTRIES)


def test_the_tables_name_no_game() -> None:
    """Issue 36's play-together tables: every module of tutor/tables and widgets/tables reaches its game
    through the registries alone (none of them may be KNOWN)."""
    tables = [p for p in SHARED if p.parent.name == "tables"]
    assert len(tables) >= 9
    assert {p.relative_to(ROOT).as_posix(): _named(p) for p in tables if _named(p)} == {}
