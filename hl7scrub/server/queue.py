"""Durable store-and-forward queue: SQLite in WAL mode, with a dead-letter table.

Only DE-IDENTIFIED messages are ever written here. A message is committed before its
upstream ACK is sent, and deleted only after the downstream accepted it, so a crash at any
point loses nothing that was acknowledged (it may be delivered twice: the guarantee is
at-least-once, see docs/SERVER.md).

:class:`QueueStore` is the synchronous store (one SQLite connection, one thread at a time);
the ``hl7scrub queue`` command uses it directly. :class:`DurableQueue` gives the event loop
an awaitable API over a store owned by one dedicated thread, which runs every operation
that is waiting in one transaction (group commit): eight connections committing at once
cost one fsync, not eight.
"""

from __future__ import annotations

import asyncio
import contextlib
import queue as stdqueue
import sqlite3
import threading
import time
import zlib
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal, TypeVar

from hl7scrub.exceptions import ConfigError, Hl7ScrubError

T = TypeVar("T")
Table = Literal["outbox", "dead_letter"]

_SCHEMA = """
CREATE TABLE IF NOT EXISTS outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    stream TEXT NOT NULL,
    stream_key INTEGER NOT NULL,
    control_id TEXT NOT NULL,
    message_type TEXT NOT NULL,
    payload BLOB NOT NULL,
    received_at REAL NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    last_error TEXT NOT NULL DEFAULT ''
);
CREATE TABLE IF NOT EXISTS dead_letter (
    id INTEGER PRIMARY KEY,
    stream TEXT NOT NULL,
    control_id TEXT NOT NULL,
    message_type TEXT NOT NULL,
    payload BLOB NOT NULL,
    received_at REAL NOT NULL,
    attempts INTEGER NOT NULL,
    reason TEXT NOT NULL,
    dead_at REAL NOT NULL
);
"""

_COLUMNS = "id, stream, control_id, message_type, payload, received_at, attempts, last_error"
_DEAD_COLUMNS = ("id, stream, control_id, message_type, payload, received_at, attempts, reason,"
                 " dead_at")


class QueueError(Hl7ScrubError):
    """The queue database could not be opened or written."""


@dataclass(frozen=True)
class QueuedMessage:
    """A de-identified message waiting for delivery."""

    id: int
    stream: str
    control_id: str
    message_type: str
    payload: bytes
    received_at: float
    attempts: int = 0
    last_error: str = ""


@dataclass(frozen=True)
class DeadLetter:
    """A message the downstream rejected, or that could not be delivered in N attempts."""

    id: int
    stream: str
    control_id: str
    message_type: str
    payload: bytes
    received_at: float
    attempts: int
    reason: str
    dead_at: float


def stream_key(stream: str) -> int:
    """Stable number of a stream, used to spread streams over sender lanes."""
    return zlib.crc32(stream.encode("utf-8"))


class QueueStore:
    """Synchronous access to the queue file. Not thread-safe: one thread per instance."""

    def __init__(self, path: str | Path, *, synchronous: str = "full",
                 create: bool = True) -> None:
        self.path = Path(path)
        if not create and not self.path.is_file():
            raise ConfigError(f"queue file not found: {self.path}")
        if synchronous.upper() not in ("FULL", "NORMAL"):
            raise ConfigError("queue_sync must be full or normal")
        try:
            if self.path.parent and not self.path.parent.exists():
                self.path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(str(self.path), isolation_level=None,
                                       check_same_thread=False, timeout=30.0)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute(f"PRAGMA synchronous={synchronous.upper()}")
            self._db.execute("PRAGMA foreign_keys=OFF")
            self._db.executescript(_SCHEMA)
        except (sqlite3.Error, OSError) as exc:
            raise QueueError(f"cannot open queue {self.path}: {exc}") from None

    # -- transactions
    def begin(self) -> None:
        self._db.execute("BEGIN IMMEDIATE")

    def commit(self) -> None:
        self._db.execute("COMMIT")

    def rollback(self) -> None:
        if self._db.in_transaction:
            self._db.execute("ROLLBACK")

    def close(self) -> None:
        with contextlib.suppress(sqlite3.Error):
            self.rollback()
            self._db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        self._db.close()

    # -- operations (run inside or outside an explicit transaction)
    def put(self, stream: str, control_id: str, message_type: str, payload: bytes,
            received_at: float) -> int:
        cur = self._db.execute(
            "INSERT INTO outbox (stream, stream_key, control_id, message_type, payload,"
            " received_at) VALUES (?, ?, ?, ?, ?, ?)",
            (stream, stream_key(stream), control_id, message_type, payload, received_at))
        if cur.lastrowid is None:  # pragma: no cover - sqlite always sets it for INSERT
            raise QueueError("insert returned no row id")
        return cur.lastrowid

    def pending(self, lane: int = 0, lanes: int = 1, limit: int = 100,
                after: int = 0) -> list[QueuedMessage]:
        """Oldest messages of one sender lane, in queue order."""
        rows = self._db.execute(
            f"SELECT {_COLUMNS} FROM outbox WHERE id > ? AND stream_key % ? = ?"
            " ORDER BY id LIMIT ?", (after, lanes, lane, limit)).fetchall()
        return [QueuedMessage(*row) for row in rows]

    def delete(self, message_id: int) -> bool:
        return self._db.execute("DELETE FROM outbox WHERE id = ?", (message_id,)).rowcount > 0

    def record_failure(self, message_id: int, reason: str) -> int:
        """Count one failed delivery attempt; returns the attempts so far."""
        row = self._db.execute(
            "UPDATE outbox SET attempts = attempts + 1, last_error = ? WHERE id = ?"
            " RETURNING attempts", (reason, message_id)).fetchone()
        return int(row[0]) if row else 0

    def dead_letter(self, message_id: int, reason: str) -> bool:
        moved = self._db.execute(
            f"INSERT OR REPLACE INTO dead_letter ({_DEAD_COLUMNS}) SELECT id, stream,"
            " control_id, message_type, payload, received_at, attempts, ?, ? FROM outbox"
            " WHERE id = ?", (reason, time.time(), message_id)).rowcount
        self.delete(message_id)
        return moved > 0

    def count(self, table: Table = "outbox") -> int:
        row = self._db.execute(f"SELECT COUNT(*) FROM {_table(table)}").fetchone()
        return int(row[0])

    def list(self, table: Table = "outbox", limit: int = 100,
             ids: Sequence[int] = ()) -> list[QueuedMessage] | list[DeadLetter]:
        name = _table(table)
        columns = _COLUMNS if table == "outbox" else _DEAD_COLUMNS
        where, args = _id_filter(ids)
        rows = self._db.execute(f"SELECT {columns} FROM {name}{where} ORDER BY id LIMIT ?",
                                (*args, limit)).fetchall()
        if table == "outbox":
            return [QueuedMessage(*row) for row in rows]
        return [DeadLetter(*row) for row in rows]

    def requeue(self, ids: Sequence[int] = ()) -> int:
        """Move dead letters back to the end of the outbox (new ids, attempts reset)."""
        where, args = _id_filter(ids)
        rows = self._db.execute(
            "SELECT id, stream, control_id, message_type, payload, received_at FROM"
            f" dead_letter{where} ORDER BY id", args).fetchall()
        for dead_id, stream, control_id, message_type, payload, received_at in rows:
            self.put(stream, control_id, message_type, payload, received_at)
            self._db.execute("DELETE FROM dead_letter WHERE id = ?", (dead_id,))
        return len(rows)

    def purge(self, table: Table, ids: Sequence[int] = ()) -> int:
        where, args = _id_filter(ids)
        return int(self._db.execute(f"DELETE FROM {_table(table)}{where}", args).rowcount)

    def transaction(self, fn: Callable[[QueueStore], T]) -> T:
        """Run ``fn(self)`` in one immediate transaction."""
        self.begin()
        try:
            result = fn(self)
        except BaseException:
            self.rollback()
            raise
        self.commit()
        return result


def _table(table: str) -> str:
    if table not in ("outbox", "dead_letter"):
        raise ValueError(f"unknown queue table {table!r}")
    return table


def _id_filter(ids: Sequence[int]) -> tuple[str, tuple[int, ...]]:
    if not ids:
        return "", ()
    return f" WHERE id IN ({', '.join('?' * len(ids))})", tuple(int(i) for i in ids)


# ------------------------------------------------------------------ asyncio facade

@dataclass
class _Op:
    fn: Callable[[QueueStore], Any]
    future: asyncio.Future[Any] | None
    loop: asyncio.AbstractEventLoop | None


_STOP = object()
_MAX_BATCH = 512


class DurableQueue:
    """The queue as seen from the event loop; one writer thread does group commit."""

    def __init__(self, path: str | Path, *, synchronous: str = "full", lanes: int = 1) -> None:
        self.path = Path(path)
        self._synchronous = synchronous
        self.lanes = max(1, lanes)
        self._ops: stdqueue.SimpleQueue[_Op | object] = stdqueue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._store: QueueStore | None = None
        self._depth = 0
        self._dead = 0
        self._events: list[asyncio.Event] = []
        self._closing = False
        #: Transactions committed (each may hold many operations).
        self.commits = 0

    @property
    def depth(self) -> int:
        """Messages waiting for delivery."""
        return self._depth

    @property
    def dead_letters(self) -> int:
        return self._dead

    async def open(self) -> None:
        loop = asyncio.get_running_loop()
        self._store = await loop.run_in_executor(
            None, lambda: QueueStore(self.path, synchronous=self._synchronous))
        store = self._store
        self._depth = await loop.run_in_executor(None, store.count, "outbox")
        self._dead = await loop.run_in_executor(None, store.count, "dead_letter")
        self._events = [asyncio.Event() for _ in range(self.lanes)]
        for event in self._events:
            event.set()  # deliver what a previous run left behind
        self._thread = threading.Thread(target=self._run, name="hl7scrub-queue", daemon=True)
        self._thread.start()

    async def close(self) -> None:
        if self._thread is None:
            return
        self._closing = True
        self._ops.put(_STOP)
        await asyncio.get_running_loop().run_in_executor(None, self._thread.join)
        self._thread = None
        if self._store is not None:
            self._store.close()
            self._store = None

    def lane_event(self, lane: int) -> asyncio.Event:
        """Set whenever a message for ``lane`` was committed."""
        return self._events[lane]

    async def _call(self, fn: Callable[[QueueStore], T]) -> T:
        if self._thread is None or self._closing:
            raise QueueError("queue is closed")
        loop = asyncio.get_running_loop()
        future: asyncio.Future[T] = loop.create_future()
        self._ops.put(_Op(fn, future, loop))
        return await future

    async def put(self, stream: str, control_id: str, message_type: str, payload: bytes,
                  received_at: float) -> int:
        """Commit one message; returns its id once it is durable."""
        message_id = await self._call(
            lambda s: s.put(stream, control_id, message_type, payload, received_at))
        self._depth += 1
        if self._events:
            self._events[stream_key(stream) % self.lanes].set()
        return message_id

    async def pending(self, lane: int = 0, limit: int = 100,
                      after: int = 0) -> list[QueuedMessage]:
        lanes = self.lanes
        return await self._call(lambda s: s.pending(lane, lanes, limit, after))

    async def delivered(self, message_id: int) -> None:
        await self.delivered_soon(message_id)

    def delivered_soon(self, message_id: int) -> asyncio.Future[bool]:
        """Queue the deletion of a delivered message at once, without waiting for it.

        Operations run in submission order, so any later read no longer sees the row.
        """
        if self._thread is None or self._closing:
            raise QueueError("queue is closed")
        loop = asyncio.get_running_loop()
        future: asyncio.Future[bool] = loop.create_future()

        def done(f: asyncio.Future[bool]) -> None:
            if not f.cancelled() and f.exception() is None and f.result():
                self._depth -= 1

        future.add_done_callback(done)
        self._ops.put(_Op(lambda s: s.delete(message_id), future, loop))
        return future

    async def failed(self, message_id: int, reason: str) -> int:
        return await self._call(lambda s: s.record_failure(message_id, reason))

    async def dead_letter(self, message_id: int, reason: str) -> None:
        if await self._call(lambda s: s.dead_letter(message_id, reason)):
            self._depth -= 1
            self._dead += 1

    # -- writer thread
    def _run(self) -> None:
        store = self._store
        assert store is not None
        stop = False
        while not stop:
            first = self._ops.get()
            if first is _STOP:
                break
            batch: list[_Op] = [first] if isinstance(first, _Op) else []
            while len(batch) < _MAX_BATCH:
                try:
                    item = self._ops.get_nowait()
                except stdqueue.Empty:
                    break
                if item is _STOP:
                    stop = True
                    break
                if isinstance(item, _Op):
                    batch.append(item)
            self._execute(store, batch)

    def _execute(self, store: QueueStore, batch: list[_Op]) -> None:
        try:
            results = store.transaction(lambda s: [op.fn(s) for op in batch])
        except Exception:
            # isolate the failing operation: run each in its own transaction
            outcomes: list[tuple[_Op, Any, BaseException | None]] = []
            for op in batch:
                try:
                    result = store.transaction(op.fn)
                except Exception as exc:
                    outcomes.append((op, None, _queue_error(exc)))
                else:
                    self.commits += 1
                    outcomes.append((op, result, None))
            _resolve(outcomes)
            return
        self.commits += 1
        _resolve([(op, result, None) for op, result in zip(batch, results, strict=True)])


def _queue_error(exc: BaseException) -> BaseException:
    if isinstance(exc, Hl7ScrubError):
        return exc
    return QueueError(f"queue write failed ({type(exc).__name__}: {exc})")


def _resolve(outcomes: list[tuple[_Op, Any, BaseException | None]]) -> None:
    """Settle the futures of a committed batch with one wake-up of each event loop
    (one per operation would wake the loop, and its process, once per message)."""
    by_loop: dict[asyncio.AbstractEventLoop, list[tuple[asyncio.Future[Any], Any,
                                                        BaseException | None]]] = {}
    for op, result, error in outcomes:
        if op.future is not None and op.loop is not None:
            by_loop.setdefault(op.loop, []).append((op.future, result, error))
    for loop, settled in by_loop.items():
        with contextlib.suppress(RuntimeError):  # loop already closed
            loop.call_soon_threadsafe(_settle, settled)


def _settle(settled: list[tuple[asyncio.Future[Any], Any, BaseException | None]]) -> None:
    for future, result, error in settled:
        if future.done():  # cancelled by its caller
            continue
        if error is not None:
            future.set_exception(error)
        else:
            future.set_result(result)


def open_store(path: str | Path) -> QueueStore:
    """Open an existing queue file for the ``hl7scrub queue`` command."""
    return QueueStore(path, create=False)


def summarize(rows: Iterable[QueuedMessage | DeadLetter]) -> list[dict[str, Any]]:
    """Rows as dicts without payloads (for listings)."""
    out: list[dict[str, Any]] = []
    for row in rows:
        item: dict[str, Any] = {
            "id": row.id, "stream": row.stream, "control_id": row.control_id,
            "message_type": row.message_type, "bytes": len(row.payload),
            "received_at": row.received_at, "attempts": row.attempts,
        }
        if isinstance(row, DeadLetter):
            item["reason"] = row.reason
            item["dead_at"] = row.dead_at
        else:
            item["last_error"] = row.last_error
        out.append(item)
    return out
