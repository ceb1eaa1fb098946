"""The de-identification workers: the channel protocol without a process, and the pool
over real worker processes (timeouts, replacement, shutdown)."""

from __future__ import annotations

import asyncio
import gc
import os
import pickle
import signal
import socket
import struct
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from hl7scrub.server import workers
from hl7scrub.server.workers import ScrubOutcome, ScrubPool
from tests.test_server_support import make_config, oru, wait_for

LENGTH = struct.Struct(">I")


def request(number: int, raw: bytes) -> bytes:
    return LENGTH.pack(8 + len(raw)) + number.to_bytes(8, "big") + raw


def read_answer(sock: socket.socket) -> tuple[int, object]:
    head = sock.recv(4, socket.MSG_WAITALL)
    size = LENGTH.unpack(head)[0]
    value: tuple[int, object] = pickle.loads(sock.recv(size, socket.MSG_WAITALL))
    return value


def upper(raw: bytes) -> ScrubOutcome:
    return ScrubOutcome(True, output=raw.upper())


@pytest.fixture
def channel() -> Iterator[tuple[socket.socket, threading.Thread]]:
    ours, theirs = socket.socketpair()
    ours.settimeout(10)
    thread = threading.Thread(target=workers.answer_requests, args=(theirs, upper, (7, "")),
                              daemon=True)
    thread.start()
    yield ours, thread
    ours.close()
    thread.join(5)


def test_channel_greets_first_then_answers_requests_in_order_by_job_number(
        channel: tuple[socket.socket, threading.Thread]) -> None:
    ours, _ = channel
    assert read_answer(ours) == (0, (7, ""))
    ours.sendall(request(5, b"msh|one") + request(6, b"msh|two") + request(9, b""))
    answers = [read_answer(ours) for _ in range(3)]
    assert [n for n, _ in answers] == [5, 6, 9]
    assert [o.output for _, o in answers if isinstance(o, ScrubOutcome)] == [
        b"MSH|ONE", b"MSH|TWO", b""]


def test_channel_accepts_a_request_split_across_writes(
        channel: tuple[socket.socket, threading.Thread]) -> None:
    ours, _ = channel
    read_answer(ours)
    data = request(11, b"abc" * 1000)
    for cut in range(0, len(data), 700):
        ours.sendall(data[cut:cut + 700])
    number, outcome = read_answer(ours)
    assert number == 11 and isinstance(outcome, ScrubOutcome)
    assert outcome.output == b"ABC" * 1000


def test_channel_ends_when_the_server_closes_in_the_middle_of_a_request(
        channel: tuple[socket.socket, threading.Thread]) -> None:
    ours, thread = channel
    read_answer(ours)
    ours.sendall(request(3, b"cut short")[:6])
    ours.shutdown(socket.SHUT_WR)
    thread.join(5)
    assert not thread.is_alive()


def test_channel_runs_a_full_collection_between_messages_and_freezes_the_survivors() -> None:
    gc.unfreeze()
    ours, theirs = socket.socketpair()
    ours.settimeout(10)
    thread = threading.Thread(target=workers.answer_requests, args=(theirs, upper, (1, "")),
                              kwargs={"collect_every": 3}, daemon=True)
    thread.start()
    try:
        read_answer(ours)
        for number in (1, 2):
            ours.sendall(request(number, b"x"))
            read_answer(ours)
        assert gc.get_freeze_count() == 0
        ours.sendall(request(3, b"x"))
        read_answer(ours)
        # nothing waits after the third message: the collection runs now
        assert wait_for(lambda: gc.get_freeze_count() > 0, 5.0)
    finally:
        gc.unfreeze()
        ours.close()


def test_pool_answers_from_real_worker_processes_and_stops_them_on_close(
        tmp_path: Path) -> None:
    async def run() -> tuple[list[ScrubOutcome], list[int]]:
        pool = ScrubPool(make_config(tmp_path), 2)
        await pool.start()
        pids = pool.pids()
        try:
            outcomes = await asyncio.gather(*(pool.scrub(oru(f"POOL-{i}"))
                                              for i in range(6)))
        finally:
            await pool.close()
        return list(outcomes), pids

    outcomes, pids = asyncio.run(run())
    assert [o.ok for o in outcomes] == [True] * 6
    assert [o.control_id for o in outcomes] == [f"POOL-{i}" for i in range(6)]
    assert all(b"Kowalczyk" not in o.output for o in outcomes)
    assert len(pids) == 2
    for pid in pids:
        with pytest.raises(ProcessLookupError):
            os.kill(pid, 0)


def test_timed_out_job_replaces_its_worker_and_the_job_queued_behind_it_is_retried(
        tmp_path: Path) -> None:
    reasons: list[str] = []

    async def run() -> tuple[ScrubOutcome, ScrubOutcome, int]:
        pool = ScrubPool(make_config(tmp_path), 1, on_restart=reasons.append)
        await pool.start()
        loop = asyncio.get_running_loop()
        try:
            # both go to the one worker; the first is already late when its timer fires
            late = loop.create_task(pool.scrub(oru("LATE-1"), loop.time()))
            behind = loop.create_task(pool.scrub(oru("BEHIND-1")))
            return await late, await behind, pool.restarts
        finally:
            await pool.close()

    late, behind, restarts = asyncio.run(run())
    assert (late.ok, late.reason, late.category) == (
        False, "de-identification timed out", "error")
    assert behind.ok and behind.control_id == "BEHIND-1"
    assert restarts == 1 and reasons == ["de-identification timed out"]


def test_pool_after_close_refuses_work_without_raising(tmp_path: Path) -> None:
    async def run() -> ScrubOutcome:
        pool = ScrubPool(make_config(tmp_path), 1)
        await pool.start()
        await pool.close()
        return await pool.scrub(oru("AFTER-1"))

    outcome = asyncio.run(run())
    assert not outcome.ok and outcome.category == "internal"


def test_worker_ignores_interrupt_and_termination_signals_sent_to_the_whole_group(
        tmp_path: Path) -> None:
    # Ctrl-C or a service manager signals every process; the server ends its workers
    async def run() -> tuple[ScrubOutcome, int, list[int], list[int]]:
        pool = ScrubPool(make_config(tmp_path), 1)
        await pool.start()
        try:
            before = pool.pids()
            for signum in (signal.SIGINT, signal.SIGTERM):
                os.kill(before[0], signum)
            await asyncio.sleep(0.5)
            return await pool.scrub(oru("SIG-1")), pool.restarts, before, pool.pids()
        finally:
            await pool.close()

    outcome, restarts, before, after = asyncio.run(run())
    assert outcome.ok and restarts == 0 and before == after


def test_message_caught_in_two_worker_deaths_is_answered_as_an_internal_failure(
        tmp_path: Path) -> None:
    # a message that kills every worker it reaches must not take the service down with it
    line = "Seen by Dr. Marianne Kowalczyk on 03/14/2023; lungs clear. "
    slow = oru("SLOW-1", narrative=line * 12_000)  # about a second of work

    async def run() -> tuple[ScrubOutcome, ScrubOutcome, int]:
        pool = ScrubPool(make_config(tmp_path, max_message_bytes=4 << 20), 1)
        await pool.start()
        loop = asyncio.get_running_loop()

        async def kill_when_busy() -> None:
            seen: set[int] = set()
            while len(seen) < 2:
                busy = [w for w in pool._workers if w.greeted and w.jobs]
                if busy and busy[0].process.pid not in seen:
                    await asyncio.sleep(0.2)  # well inside the message
                    seen.add(busy[0].process.pid)
                    os.kill(busy[0].process.pid, signal.SIGKILL)
                await asyncio.sleep(0.01)

        try:
            killer = loop.create_task(kill_when_busy())
            outcome = await pool.scrub(slow, loop.time() + 60)
            await asyncio.wait_for(killer, 10)
            after = await pool.scrub(oru("AFTER-2"), loop.time() + 60)
            return outcome, after, pool.restarts
        finally:
            await pool.close()

    outcome, after, restarts = asyncio.run(run())
    assert (outcome.ok, outcome.category, outcome.reason) == (
        False, "internal", "de-identification worker failed")
    assert after.ok and restarts == 2
