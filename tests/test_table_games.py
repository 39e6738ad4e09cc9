"""A table of friends reaches each game through the tutor's registry (issue 36): each engine game's tutor
entry names its table entry (``tutor/<game>/together.py``), which names its drawings
(``widgets/<game>/together.py``); each line of the tutor's registry says, as data, the engine games its entry
draws from, so an engine game's entry is found without loading the others.
(``tests/test_shared_names_no_game.py`` checks that tutor/tables and widgets/tables name no game.)
"""

from __future__ import annotations

import subprocess
import sys

import pytest

import hydra
from tutor.games import ENGINE_GAMES, TUTOR_GAMES, Listing, TableGame, TutorGames, table_game, tutor_game_of
from widgets.tables.views import table_views


def test_engine_games_name_each_engine_games_tutor_game():
    assert list(ENGINE_GAMES) == list(hydra.GAMES)
    for engine, key in ENGINE_GAMES.items():
        assert engine in TUTOR_GAMES[key].engine and tutor_game_of(engine) is TUTOR_GAMES[key]
    assert sorted(e for g in TUTOR_GAMES.values() for e in g.engine) == sorted(hydra.GAMES)
    with pytest.raises(KeyError, match="no game of the tutor plays 'chess'"):
        tutor_game_of("chess")


@pytest.mark.parametrize("engine", list(hydra.GAMES))
def test_every_game_has_its_table_entry_and_drawings_in_its_own_folders(engine):
    entry, game = tutor_game_of(engine), table_game(engine)
    assert isinstance(game, TableGame) and game != TableGame()
    assert entry.table.startswith(f"tutor.{entry.id}.") and game.views.startswith(f"widgets.{entry.id}.")
    views = table_views(engine)
    has_tricks = hydra.GAMES[engine].has_tricks
    assert (views.board is None) == has_tricks                     # a game without tricks draws its board
    rnd = hydra.GAMES[engine].new_round(seed=3)
    seat = rnd.to_move
    card = str(rnd.view(seat).hand[0])
    face = views.card_face(card, 40, True)
    assert face.startswith("<svg") if has_tricks else card in face
    action = str(rnd.legal_actions()[0])
    assert game.action_words(action, [str(c) for c in rnd.view(seat).hand])
    assert str(game.example_action(rnd, 1)) in [str(a) for a in rnd.legal_actions()]


def test_a_table_of_one_game_loads_no_other_games_engine():
    """Reading a Fünfhundert table's entry loads 500's engine, not Doppelkopf's or Hydropolis's."""
    code = ("import sys; from tutor.games import table_game; table_game('fuenfhundert'); "
            "engines = ('hydra.doppelkopf', 'hydra.hydropolis', 'hydra.fuenfhundert'); "
            "print(sorted(m for m in engines if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "['hydra.fuenfhundert']"


def test_a_500_table_starts_a_new_game_once_a_team_has_won():
    """F11: a team at 500 or more wins the game, a team at minus 500 or less loses it; the table's next
    round then starts a new game, its totals at 0 (the score says “Next round” starts a new game)."""
    from tutor.fuenfhundert.together import game_totals
    assert game_totals([(480, 0, 480, 0), (20, 0, 20, 0)]) == (500, 0)              # won: the game is over
    assert game_totals([(480, 0), (20, 0), (60, -20)]) == (60, -20)                  # the next round: a new game
    assert game_totals([(-490, 40), (-20, 0), (0, 100)]) == (0, 100)                 # lost at minus 510
    assert game_totals([(-490, 40), (-10, 0)]) == (-500, 40)
    assert game_totals([(499, 0), (0, 0)]) == (499, 0)                              # 499: not yet


#: The engine packages and quiz modules of the games (Hydra's engine is the core's package itself).
OWN = {"hydra": ("tutor.hydra.quiz.entry",),
       "doppelkopf": ("hydra.doppelkopf", "tutor.doppelkopf.quiz.entry"),
       "fuenfhundert": ("hydra.fuenfhundert", "tutor.fuenfhundert.quiz.entry"),
       "hydropolis": ("hydra.hydropolis", "tutor.hydropolis.quiz.entry")}


@pytest.mark.parametrize("engine", list(hydra.GAMES))
def test_finding_an_engine_games_entry_imports_that_game_alone(engine):
    """``import tutor`` and ``tutor_game_of(...)`` in a fresh interpreter: the registry's line of the game says
    which engine games it serves, so no other game's entry, quiz or engine is imported (issue 36)."""
    watched = sorted(m for modules in OWN.values() for m in modules)
    code = ("import sys, tutor\nfrom tutor.games import tutor_game_of\n"
            f"print(tutor_game_of({engine!r}).id)\n"
            f"print(' '.join(m for m in {watched!r} if m in sys.modules))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split("\n")
    game = ENGINE_GAMES[engine]
    assert out[0] == game and out[1].split() == sorted(OWN[game])


def test_a_registry_line_that_disagrees_with_its_entry_is_refused_when_the_entry_loads():
    wrong = TutorGames({"hydra": Listing("tutor.hydra.quiz.entry:GAME", engine=("hydra", "fuenfhundert"),
                                         letters=("t", "l", "p", "s"))})
    assert wrong.serving("fuenfhundert") == "hydra"                 # the line alone is read, nothing loaded
    with pytest.raises(TypeError, match="not as its listing says"):
        wrong["hydra"]
    letters = TutorGames({"hydra": Listing("tutor.hydra.quiz.entry:GAME", engine=("hydra",), letters=("t",))})
    with pytest.raises(TypeError, match="not as its listing says"):
        letters["hydra"]
    assert TUTOR_GAMES.serving("chess") is None and TUTOR_GAMES.listing("hydropolis").engine == ("hydropolis",)
