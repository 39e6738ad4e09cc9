"""The order in which pytest-xdist's workers get the test files (conftest.py at the root, as
scripts/run-tests runs the suite with ``--dist loadfile``): whole files, the longest kinds first."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[1]


def root_conftest():
    spec = importlib.util.spec_from_file_location("hydra_root_conftest", REPO_ROOT / "conftest.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


COLLECTION = [
    "hydra/hydra/cards.py::hydra.hydra.cards.Card",
    *(f"tests/test_many.py::test_{i}" for i in range(40)),
    *(f"tests/test_some.py::test_{i}" for i in range(5)),
    "notebooks/quiz.ipynb::Cell 0", "notebooks/quiz.ipynb::Cell 1",
    "tests/browser/test_long.py::test_a_whole_course",
    "tests/browser/test_pages.py::test_one", "tests/browser/test_pages.py::test_two",
    "tests/hub/test_hub.py::test_login",
]


def test_the_longest_kinds_go_first_then_most_tests_first():
    key = root_conftest().slow_first
    files = {"tests/test_many.py": 40, "tests/test_some.py": 5, "hydra/hydra/cards.py": 1, "notebooks/quiz.ipynb": 2,
             "tests/browser/test_long.py": 1, "tests/browser/test_pages.py": 2, "tests/hub/test_hub.py": 1}
    assert sorted(files, key=lambda f: key(f, files[f])) == [
        "tests/hub/test_hub.py", "tests/browser/test_pages.py", "tests/browser/test_long.py",
        "notebooks/quiz.ipynb", "tests/test_many.py", "tests/test_some.py", "hydra/hydra/cards.py"]


class Config:
    """What xdist's scheduler reads of pytest's config: two workers, --dist loadfile."""

    option = type("Option", (), {"loadscopereorder": True})()

    def getvalue(self, name):
        return {"dist": "loadfile", "tx": ["2*popen"]}[name]


class Worker:
    """A stand-in for xdist's WorkerController: records the tests it is sent."""

    def __init__(self, name):
        self.gateway = type("Gateway", (), {"id": name})()
        self.shutting_down = False
        self.sent: list[str] = []

    def send_runtest_some(self, indices):
        self.sent += [COLLECTION[i] for i in indices]

    def shutdown(self):
        self.shutting_down = True


def files(tests):
    return list(dict.fromkeys(test.split("::")[0] for test in tests))


def test_xdist_hands_out_whole_files_longest_first():
    pytest.importorskip("xdist")
    from xdist.remote import Producer

    scheduler = root_conftest().pytest_xdist_make_scheduler(Config(), Producer("test", enabled=False))
    workers = [Worker("gw0"), Worker("gw1")]
    for worker in workers:
        scheduler.add_node(worker)
        scheduler.add_node_collection(worker, COLLECTION)
    scheduler.schedule()
    # the first four files, two each (xdist gives a worker a second file at once), longest kinds first
    assert files(workers[0].sent) == ["tests/hub/test_hub.py", "tests/browser/test_long.py"]
    assert files(workers[1].sent) == ["tests/browser/test_pages.py", "notebooks/quiz.ipynb"]
    while scheduler.has_pending:              # the workers finish their tests; the rest follows by file
        for worker in workers:
            for test in worker.sent:
                index = COLLECTION.index(test)
                if not scheduler.assigned_work[worker][test.split("::")[0]][test]:
                    scheduler.mark_test_complete(worker, index)
    sent = workers[0].sent + workers[1].sent
    assert sorted(sent) == sorted(COLLECTION)                         # every test once
    for name in files(COLLECTION):                                    # each file in one worker
        assert sum(name in files(worker.sent) for worker in workers) == 1, name


def test_other_dist_modes_keep_xdists_scheduler():
    config = Config()
    config.getvalue = lambda name: {"dist": "load", "tx": ["2*popen"]}[name]
    assert root_conftest().pytest_xdist_make_scheduler(config, None) is None
