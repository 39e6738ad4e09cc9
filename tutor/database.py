"""One database for the classes and the tables: SQLite by default, PostgreSQL with
``HYDRA_DATABASE_URL`` (issue 32).

Every page under Voilà has its own kernel, so the pages of one table talk only through the database.
SQLite is the tutor's progress file (``progress.sqlite3`` in ``HYDRA_DATA_DIR``, WAL, ``BEGIN
IMMEDIATE``, ``synchronous = FULL``: :func:`tutor.progress.open_db`); a JupyterHub spread over several
machines sets ``HYDRA_DATABASE_URL=postgresql://...`` and shares one PostgreSQL server instead of an
SQLite file on a network file system. Both are :class:`Database`: ``write()`` is one transaction
(committed when the block ends, rolled back if it raises), ``read()`` one query; statements are
written once, with ``?`` for their values, and a schema's ``{id}`` is each backend's own key column.
A UNIQUE constraint broken is :class:`Conflict` in both.

>>> import tempfile
>>> db = connect(tempfile.mkdtemp(), environ={})
>>> db.kind
'sqlite'
>>> db.create("CREATE TABLE IF NOT EXISTS t (id {id}, name TEXT NOT NULL UNIQUE)")
>>> with db.write() as w:
...     w.insert("INSERT INTO t (name) VALUES (?)", ("Ada",))
1
>>> try:
...     with db.write() as w:
...         w.insert("INSERT INTO t (name) VALUES (?)", ("Ada",))
... except Conflict:
...     print("taken")
taken
>>> db.read("SELECT id, name FROM t")
[(1, 'Ada')]
>>> db.close()
"""

from __future__ import annotations

import os
import sqlite3
import threading
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from contextlib import AbstractContextManager
from typing import Any

from tutor.progress import DB_NAME, default_data_dir, open_db

__all__ = ["Database", "Writer", "Conflict", "connect", "DATABASE_URL_ENV", "SqliteDatabase", "PostgresDatabase"]

#: ``postgresql://user:password@host:port/dbname`` (libpq's URL): the tables' store on that server.
DATABASE_URL_ENV = "HYDRA_DATABASE_URL"

# Any: a database's rows hold its own values (int, float, str, None)
Row = tuple[Any, ...]
#: A value a statement's ``?`` takes (sqlite3's and psycopg's plain values).
SqlParam = str | int | float | bytes | None
Params = Sequence[SqlParam]


class Conflict(Exception):
    """A UNIQUE constraint refused a row (a name, a code or an action's number taken)."""


class Writer:
    """The statements of one write transaction."""

    def execute(self, sql: str, params: Params = ()) -> int:
        """Run ``sql``; how many rows it changed."""
        raise NotImplementedError

    def insert(self, sql: str, params: Params = ()) -> int:
        """Run an ``INSERT`` into a table with an ``id`` column; the new row's id."""
        raise NotImplementedError

    def rows(self, sql: str, params: Params = ()) -> list[Row]:
        raise NotImplementedError

    def lock(self, table: str, row_id: int) -> None:
        """Hold ``table``'s row ``row_id`` until the transaction ends (writers of it wait in turn)."""
        raise NotImplementedError


class Database:
    """SQLite or PostgreSQL, the same way (see the module's text)."""

    kind: str
    where: str

    def create(self, schema: str) -> None:
        raise NotImplementedError

    def write(self) -> AbstractContextManager[Writer]:
        raise NotImplementedError

    def read(self, sql: str, params: Params = ()) -> list[Row]:
        raise NotImplementedError

    def close(self) -> None:
        raise NotImplementedError


class _SqliteWriter(Writer):
    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    def execute(self, sql: str, params: Params = ()) -> int:
        try:
            return self.db.execute(sql, tuple(params)).rowcount
        except sqlite3.IntegrityError as error:
            raise Conflict(str(error)) from None

    def insert(self, sql: str, params: Params = ()) -> int:
        try:
            return int(self.db.execute(sql, tuple(params)).lastrowid or 0)
        except sqlite3.IntegrityError as error:
            raise Conflict(str(error)) from None

    def rows(self, sql: str, params: Params = ()) -> list[Row]:
        return list(self.db.execute(sql, tuple(params)).fetchall())

    def lock(self, table: str, row_id: int) -> None:
        """BEGIN IMMEDIATE has taken the whole file's write lock already."""


class SqliteDatabase(Database):
    """The tutor's progress file (one connection per kernel, one ``BEGIN IMMEDIATE`` per write)."""

    kind = "sqlite"

    def __init__(self, data_dir: str | os.PathLike[str] | None = None, timeout: float = 30.0) -> None:
        folder = Path(data_dir) if data_dir is not None else default_data_dir()
        folder.mkdir(parents=True, exist_ok=True)
        self.path = folder / DB_NAME
        self.where = str(self.path)
        self._db = open_db(self.path, timeout)
        self._lock = threading.RLock()

    def create(self, schema: str) -> None:
        with self.write() as w:
            for statement in schema.replace("{id}", "INTEGER PRIMARY KEY").split(";"):
                if statement.strip():
                    w.execute(statement)

    @contextmanager
    def write(self) -> Iterator[Writer]:
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                yield _SqliteWriter(self._db)
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")

    def read(self, sql: str, params: Params = ()) -> list[Row]:
        with self._lock:
            return list(self._db.execute(sql, tuple(params)).fetchall())

    def close(self) -> None:
        self._db.close()


def _pg(sql: str) -> str:
    """A statement written with ``?`` in psycopg's ``%s`` form."""
    return sql.replace("%", "%%").replace("?", "%s")


class _PostgresWriter(Writer):
    def __init__(self, conn: Any) -> None:       # Any: a psycopg connection (psycopg is optional, untyped here)
        self.conn = conn

    def _run(self, sql: str, params: Params) -> Any:    # Any: psycopg's cursor
        import psycopg
        try:
            return self.conn.execute(_pg(sql), tuple(params))
        except psycopg.errors.UniqueViolation as error:
            raise Conflict(str(error)) from None

    def execute(self, sql: str, params: Params = ()) -> int:
        return int(self._run(sql, params).rowcount)

    def insert(self, sql: str, params: Params = ()) -> int:
        return int(self._run(sql + " RETURNING id", params).fetchone()[0])

    def rows(self, sql: str, params: Params = ()) -> list[Row]:
        return list(self._run(sql, params).fetchall())

    def lock(self, table: str, row_id: int) -> None:
        self.conn.execute(f"SELECT id FROM {table} WHERE id = %s FOR UPDATE", (row_id,))


class PostgresDatabase(Database):
    """A PostgreSQL server (psycopg 3): one connection per kernel, autocommit reads, one transaction per
    write (``READ COMMITTED``; a writer locks the row it changes, :meth:`Writer.lock`)."""

    kind = "postgresql"

    def __init__(self, url: str) -> None:
        import psycopg
        self.url = url
        self.where = url.split("@")[-1]            # no password in what is shown
        self._conn = psycopg.connect(url, autocommit=True)
        self._lock = threading.RLock()

    def create(self, schema: str) -> None:
        with self.write() as w:
            # one creator at a time: two kernels starting at once would race on CREATE TABLE IF NOT EXISTS
            w.execute("SELECT pg_advisory_xact_lock(4711032)")
            for statement in schema.replace("{id}", "BIGSERIAL PRIMARY KEY").replace(" REAL", " DOUBLE PRECISION")\
                    .replace("COLLATE NOCASE", "").split(";"):
                if statement.strip():
                    w.execute(statement)

    @contextmanager
    def write(self) -> Iterator[Writer]:
        with self._lock, self._conn.transaction():
            yield _PostgresWriter(self._conn)

    def read(self, sql: str, params: Params = ()) -> list[Row]:
        with self._lock:
            return list(self._conn.execute(_pg(sql), tuple(params)).fetchall())

    def close(self) -> None:
        self._conn.close()


def connect(data_dir: str | os.PathLike[str] | None = None, environ: Mapping[str, str] | None = None) -> Database:
    """PostgreSQL if ``HYDRA_DATABASE_URL`` is set, else the SQLite progress file in ``data_dir``."""
    env = os.environ if environ is None else environ
    url = env.get(DATABASE_URL_ENV, "").strip()
    if url:
        return PostgresDatabase(url)
    return SqliteDatabase(data_dir)
