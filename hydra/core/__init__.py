"""The engine's shared core: what every game's rules build on, naming no game.

Cards as data (:mod:`hydra.core.deck`), the one exception hierarchy (:mod:`hydra.core.errors`),
the round protocol and the registry's entries (:mod:`hydra.core.registry`), a round's history in one
shape for every game (:mod:`hydra.core.history`), the seat view's base
(:mod:`hydra.core.seat_view`), a match's core (:mod:`hydra.core.match_core`), sealed rounds'
read-only properties (:mod:`hydra.core.read_only`), the catalogs' translation (:mod:`hydra.core.i18n`),
data files (:mod:`hydra.core.data_file`), records as JSON (:mod:`hydra.core.record_json`) and the
explained answers (:mod:`hydra.core.explained`, :mod:`hydra.core.readings`). A module here imports
no game package (``tests/test_shared_names_no_game.py``); each game lives in ``hydra/<game>/``.
"""
