"""The SQLite store-and-forward queue and its dead-letter table (real files)."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import pytest

from hl7scrub.cli import main
from hl7scrub.server.queue import DeadLetter, DurableQueue, QueueStore, stream_key


def _put(store: QueueStore, stream: str, n: int) -> int:
    return store.put(stream, f"C{n}", "ORU^R01", f"MSH|{n}".encode(), 1000.0 + n)


def test_database_is_in_wal_mode(tmp_path: Path) -> None:
    QueueStore(tmp_path / "q.db").close()
    mode = sqlite3.connect(tmp_path / "q.db").execute("PRAGMA journal_mode").fetchone()[0]
    assert mode == "wal"


def test_pending_returns_messages_in_insertion_order(tmp_path: Path) -> None:
    store = QueueStore(tmp_path / "q.db")
    ids = [_put(store, s, n) for n, s in enumerate(["a", "b", "a", "c", "a"])]
    assert [m.id for m in store.pending()] == ids
    assert [m.payload for m in store.pending()][:2] == [b"MSH|0", b"MSH|1"]


def test_pending_after_skips_earlier_ids(tmp_path: Path) -> None:
    store = QueueStore(tmp_path / "q.db")
    ids = [_put(store, "a", n) for n in range(4)]
    assert [m.id for m in store.pending(after=ids[1])] == ids[2:]


def test_lanes_partition_streams_and_keep_each_stream_whole(tmp_path: Path) -> None:
    store = QueueStore(tmp_path / "q.db")
    streams = [f"s{i}" for i in range(20)]
    for n, stream in enumerate(streams * 3):
        _put(store, stream, n)
    lanes = [store.pending(lane, 3, 1000) for lane in range(3)]
    assert sum(len(lane) for lane in lanes) == 60
    for lane, rows in enumerate(lanes):
        assert all(stream_key(r.stream) % 3 == lane for r in rows)
        assert [r.id for r in rows] == sorted(r.id for r in rows)


def test_delete_removes_a_delivered_message(tmp_path: Path) -> None:
    store = QueueStore(tmp_path / "q.db")
    first = _put(store, "a", 1)
    _put(store, "a", 2)
    assert store.delete(first)
    assert not store.delete(first)
    assert store.count() == 1


def test_failures_are_counted(tmp_path: Path) -> None:
    store = QueueStore(tmp_path / "q.db")
    message_id = _put(store, "a", 1)
    assert store.record_failure(message_id, "timeout") == 1
    assert store.record_failure(message_id, "timeout") == 2
    assert store.pending()[0].last_error == "timeout"


def test_dead_letter_moves_the_row_with_its_reason(tmp_path: Path) -> None:
    store = QueueStore(tmp_path / "q.db")
    message_id = _put(store, "a", 1)
    store.record_failure(message_id, "x")
    assert store.dead_letter(message_id, "downstream answered AE")
    assert store.count("outbox") == 0
    dead = store.list("dead_letter")
    assert len(dead) == 1 and isinstance(dead[0], DeadLetter)
    assert (dead[0].id, dead[0].reason, dead[0].attempts) == (message_id, "downstream answered AE",
                                                              1)
    assert dead[0].payload == b"MSH|1"


def test_requeue_appends_dead_letters_with_new_ids(tmp_path: Path) -> None:
    store = QueueStore(tmp_path / "q.db")
    dead = _put(store, "a", 1)
    later = _put(store, "a", 2)
    store.dead_letter(dead, "rejected")
    assert store.transaction(lambda s: s.requeue(())) == 1
    rows = store.pending()
    assert [r.payload for r in rows] == [b"MSH|2", b"MSH|1"]
    assert rows[1].id > later and rows[1].attempts == 0
    assert store.count("dead_letter") == 0


def test_purge_selected_ids(tmp_path: Path) -> None:
    store = QueueStore(tmp_path / "q.db")
    ids = [_put(store, "a", n) for n in range(3)]
    assert store.purge("outbox", [ids[0], ids[2]]) == 2
    assert [m.id for m in store.pending()] == [ids[1]]


def test_ids_are_never_reused_after_purge(tmp_path: Path) -> None:
    store = QueueStore(tmp_path / "q.db")
    first = _put(store, "a", 1)
    store.purge("outbox")
    assert _put(store, "a", 2) > first


def test_failed_transaction_rolls_back(tmp_path: Path) -> None:
    store = QueueStore(tmp_path / "q.db")

    def boom(s: QueueStore) -> None:
        _put(s, "a", 1)
        raise RuntimeError("stop")

    with pytest.raises(RuntimeError):
        store.transaction(boom)
    assert store.count() == 0


def test_committed_rows_survive_reopening(tmp_path: Path) -> None:
    store = QueueStore(tmp_path / "q.db")
    _put(store, "a", 1)
    store._db.close()  # no checkpoint, as after a crash
    assert QueueStore(tmp_path / "q.db").count() == 1


def test_unknown_table_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="unknown queue table"):
        QueueStore(tmp_path / "q.db").count("messages")  # type: ignore[arg-type]


# ------------------------------------------------------------------ asyncio facade

def test_durable_queue_put_is_committed_when_it_returns(tmp_path: Path) -> None:
    async def scenario() -> int:
        queue = DurableQueue(tmp_path / "q.db")
        await queue.open()
        await queue.put("s", "C1", "ORU^R01", b"MSH|1", 1.0)
        # a second connection sees the row at once: it is committed
        count = sqlite3.connect(tmp_path / "q.db").execute(
            "SELECT COUNT(*) FROM outbox").fetchone()[0]
        await queue.close()
        return int(count)

    assert asyncio.run(scenario()) == 1


def test_concurrent_puts_share_commits(tmp_path: Path) -> None:
    async def scenario() -> tuple[int, int, list[int]]:
        queue = DurableQueue(tmp_path / "q.db")
        await queue.open()
        ids = await asyncio.gather(*(queue.put(f"s{i % 8}", f"C{i}", "ORU^R01", b"MSH|x", 1.0)
                                     for i in range(200)))
        commits, depth = queue.commits, queue.depth
        await queue.close()
        return commits, depth, list(ids)

    commits, depth, ids = asyncio.run(scenario())
    assert depth == 200
    assert len(set(ids)) == 200
    assert commits < 200


def test_depth_follows_delivery_and_dead_letters(tmp_path: Path) -> None:
    async def scenario() -> tuple[int, int, int, int]:
        queue = DurableQueue(tmp_path / "q.db")
        await queue.open()
        a = await queue.put("s", "C1", "ORU^R01", b"MSH|1", 1.0)
        b = await queue.put("s", "C2", "ORU^R01", b"MSH|2", 1.0)
        await queue.put("s", "C3", "ORU^R01", b"MSH|3", 1.0)
        await queue.delivered(a)
        await queue.dead_letter(b, "AE")
        result = (queue.depth, queue.dead_letters, len(await queue.pending()),
                  await queue.failed(b, "gone"))
        await queue.close()
        return result

    assert asyncio.run(scenario()) == (1, 1, 1, 0)


def test_depth_is_restored_from_the_file(tmp_path: Path) -> None:
    async def fill() -> None:
        queue = DurableQueue(tmp_path / "q.db")
        await queue.open()
        for i in range(5):
            await queue.put("s", f"C{i}", "ORU^R01", b"MSH|1", 1.0)
        await queue.close()

    async def reopen() -> int:
        queue = DurableQueue(tmp_path / "q.db")
        await queue.open()
        depth = queue.depth
        await queue.close()
        return depth

    asyncio.run(fill())
    assert asyncio.run(reopen()) == 5


# ------------------------------------------------------------------ hl7scrub queue

def test_queue_command_lists_requeues_and_purges(tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "q.db"
    store = QueueStore(path)
    ids = [_put(store, "a", n) for n in range(3)]
    store.dead_letter(ids[0], "downstream answered AE")
    store.close()

    assert main(["queue", "--queue", str(path), "list"]) == 0
    out = capsys.readouterr()
    assert "C1" in out.out and "C2" in out.out and "2 waiting" in out.err
    assert "MSH|" not in out.out  # no content in listings

    assert main(["queue", "--queue", str(path), "list", "--dead", "--json"]) == 0
    assert "downstream answered AE" in capsys.readouterr().out

    assert main(["queue", "--queue", str(path), "requeue", "--all"]) == 0
    assert QueueStore(path).count() == 3

    assert main(["queue", "--queue", str(path), "purge", "--pending", str(ids[1])]) == 0
    assert QueueStore(path).count() == 2


def test_queue_command_needs_ids_or_all(tmp_path: Path) -> None:
    QueueStore(tmp_path / "q.db").close()
    assert main(["queue", "--queue", str(tmp_path / "q.db"), "purge"]) == 2


def test_queue_command_refuses_a_missing_file(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["queue", "--queue", str(tmp_path / "none.db"), "list"]) == 2
    assert "not found" in capsys.readouterr().err
