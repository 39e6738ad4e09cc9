"""The class store (tutor/classroom/store.py) on both of its databases (issue 32): the SQLite progress
file, and a real PostgreSQL server with ``HYDRA_DATABASE_URL`` (tests/postgres_server.py; skipped with
a sentence where Debian's postgresql is not installed, failing with CI set). A whole class: open, join
(a name taken in any case is refused, the token rejoins), a question pushed, one answer each (a second
is refused), the count and the tally, the reveal (no answer after it), and the end; a second store on
the same database (another page's kernel) sees it all."""

from __future__ import annotations

import pytest

from postgres_server import postgres_url, stores  # noqa: F401 (postgres_url: a fixture)
from tutor.classroom import ClassError, ClassStore, make_question
from tutor.hydra.scenarios import Line, load_library


@pytest.fixture(params=["sqlite", "postgresql"])
def make_store(request, tmp_path):
    yield from stores(request, lambda env: ClassStore(tmp_path, environ=env))


def test_a_whole_class_on_either_database(make_store):
    teacher, learners = make_store(), make_store()
    room = teacher.open_class()
    ada = learners.join(room.code.lower(), "Ada")
    with pytest.raises(ClassError, match="already used"):
        learners.join(room.code, "ADA")
    assert learners.join(room.code, "Ada", ada.token) == ada
    bo = learners.join(room.code, "Bo")
    line = Line(load_library("r01-hydra-on-a-fail-trick"))
    line.go(47)
    pushed = teacher.push(room.id, make_question("winner", line))
    assert learners.now(room.id).question_id == pushed.id
    assert learners.answer(ada, pushed.id, [0]).correct
    with pytest.raises(ClassError, match="answered this question already"):
        learners.answer(ada, pushed.id, [1])
    learners.answer(bo, pushed.id, [1])
    assert teacher.count(room.id, pushed.id) == (2, 2)
    tally = teacher.tally(room.id, pushed.id)
    assert (tally.answers, tally.right, tally.counts[0], tally.counts[1]) == (2, 1, 1, 1)
    teacher.reveal(room.id, pushed.id)
    assert learners.question(room.id, pushed.id).revealed
    assert [given.chosen for _q, given in learners.answers_of(ada)] == [(0,)]
    info, current = teacher.resume(room.code, room.teacher)
    assert current is not None and current.id == pushed.id
    teacher.end(room.id)
    with pytest.raises(ClassError, match="has ended"):
        learners.find(room.code)
    assert learners.members(room.id) == ["Ada", "Bo"]
