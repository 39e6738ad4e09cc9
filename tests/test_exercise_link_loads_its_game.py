"""An exercise link loads its own game alone (issue 36): the kind letters are the registry's data
(``tutor.games.KIND_LETTERS``), so reading ``?exercise=dt-...`` imports Doppelkopf's quiz and engine and
no other game's; the data agrees with every entry's kinds."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tutor.games import KIND_LETTERS, TUTOR_GAMES, game_of_letter
from tutor.exercises.topics import available_topics, game_of_id, make_exercise, parse_id

ENGINES = {"doppelkopf": "hydra.doppelkopf", "fuenfhundert": "hydra.fuenfhundert", "hydropolis": "hydra.hydropolis"}


def test_the_letters_are_every_entrys_kinds_and_name_one_game_each():
    assert list(KIND_LETTERS) == list(TUTOR_GAMES)
    for game, entry in TUTOR_GAMES.items():
        assert KIND_LETTERS[game] == tuple(k.letter for k in entry.kinds), game
    letters = [letter for each in KIND_LETTERS.values() for letter in each]
    assert len(letters) == len(set(letters))
    assert all(game_of_letter(letter) == game for game, each in KIND_LETTERS.items() for letter in each)


@pytest.mark.parametrize("game", list(TUTOR_GAMES))
def test_every_topic_of_a_game_reads_back_through_its_own_game(game):
    for topic in available_topics(game=game):
        exercise_id = f"{topic.key}-2-0042"
        assert game_of_id(exercise_id) == game
        assert parse_id(exercise_id)[0] == topic
        assert make_exercise(exercise_id).id.startswith(topic.key)


@pytest.mark.parametrize("game", [g for g in TUTOR_GAMES if g in ENGINES])
def test_an_exercise_link_imports_its_own_game_alone(game):
    code = ("import sys\n"
            "from tutor.exercises.topics import _game_topics, make_exercise\n"
            f"key = next(iter(_game_topics({game!r})))\n"
            "make_exercise(key + '-2-0042')\n"
            f"print(sorted(n for n, m in {ENGINES!r}.items() if m in sys.modules))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == repr([game]), out
