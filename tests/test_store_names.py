"""Every store of the tutor shares one progress file (``progress.sqlite3`` in ``HYDRA_DATA_DIR``), so no two
stores may name a table alike: ``CREATE TABLE IF NOT EXISTS`` would keep the first one's columns and the
second store would fail on its first query. That happened: the play-together tables' rounds were called
``play_rounds``, the name of the Hydra play page's saved rounds, and on a server where a learner had
finished a Hydra round every table failed to open ("no such column: number", seen in CI's browser run).
"""

from __future__ import annotations

import random
import sqlite3
from collections.abc import Callable
from pathlib import Path

import tutor.doppelkopf  # noqa: F401  (each game's saved rounds: a RoundsTable subclass)
import tutor.fuenfhundert  # noqa: F401
import tutor.hydropolis  # noqa: F401
from tutor.classroom.store import ClassStore
from tutor.course.progress import LessonProgress
from tutor.hydra import HydraRecords
from tutor.progress import ProgressStore
from tutor.table.records import RoundsTable
from tutor.tables import Referee, TableStore, seat_state


def _leaves(cls: type) -> list[type]:
    found = []
    for sub in cls.__subclasses__():
        found += _leaves(sub) or [sub]
    return found


def _creators() -> dict[str, Callable[[Path], object]]:
    made: dict[str, Callable[[Path], object]] = {
        "progress": ProgressStore, "lessons": lambda d: LessonProgress(ProgressStore(d)),
        "classes": ClassStore, "tables": lambda d: TableStore(d, environ={})}
    for records in _leaves(RoundsTable):
        if "TABLE" in vars(records):
            made[records.__name__] = lambda d, r=records: r(ProgressStore(d))
    return made


def _tables(folder: Path) -> set[str]:
    path = folder / "progress.sqlite3"
    if not path.exists():
        return set()
    with sqlite3.connect(path) as db:
        return {name for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}


def test_no_two_stores_name_a_table_alike(tmp_path):
    base = _tables(_made(tmp_path / "base", ProgressStore))
    own = {}
    for name, make in _creators().items():
        own[name] = _tables(_made(tmp_path / name, make)) - base
    assert {"HydraRecords", "DoppelkopfRecords", "FuenfhundertRecords", "HydropolisRecords"} <= set(own)
    for name, tables in own.items():
        for other, theirs in own.items():
            if other != name:
                assert not tables & theirs, (name, other, tables & theirs)


def _made(folder: Path, make: Callable[[Path], object]) -> Path:
    folder.mkdir(parents=True)
    make(folder)
    return folder


def test_a_table_opens_where_a_learner_has_played_a_hydra_round(tmp_path):
    store = ProgressStore(tmp_path)
    records = HydraRecords(store)
    records.add(store.learner("Ada").id, "4711-2", 0, "normal", 21, key="k1")
    ref = Referee(TableStore(tmp_path, environ={}), rng=random.Random(7))
    table = ref.store.open_table("hydra")
    seat = ref.store.join(table.code, "Ada")
    assert ref.start(table.code, table.host).ok
    assert seat_state(ref.live(table.code), seat.seat)["started"]
    assert records.stats(store.learner("Ada").id).rounds == 1
