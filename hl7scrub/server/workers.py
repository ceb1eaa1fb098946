"""De-identification in worker processes, so the event loop never runs CPU-heavy code.

Each worker builds one :class:`hl7scrub.hl7v2.MessageDeidentifier` from the configuration
when it starts (the initializer) and then turns bytes into a :class:`ScrubOutcome`: the
de-identified bytes, or a PHI-free reason for rejecting the message. Only bytes and small
dataclasses cross the process boundary.

Workers are forked from a ``forkserver`` that has already imported this module and the HL7
package, so a new worker starts fast and never inherits the event loop's threads. Each
worker talks to the server over its own socket pair, read and written by the event loop
directly: no helper thread carries a message on its way, so none competes with the loop
for the interpreter. A worker that dies (or is stuck in a message past ``scrub_timeout``)
is replaced on its own; the messages it held are tried once more on another worker.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import gc
import itertools
import multiprocessing
import os
import pickle
import select
import signal
import socket
import struct
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from hl7scrub.config import Config
from hl7scrub.exceptions import ConfigError, Hl7ScrubError, MessageError


@dataclass(frozen=True)
class ScrubOutcome:
    """What a worker returns for one message."""

    ok: bool
    output: bytes = b""
    #: Original MSH-10 (for the ACK) and MSH-10 as written in ``output``.
    control_id: str = ""
    output_control_id: str = ""
    message_type: str = ""
    counts: dict[str, int] = field(default_factory=dict)
    #: Header values the final leak guard still found (and redacted) in the output.
    guard_hits: int = 0
    #: Why the message was rejected (never content), and where when known.
    reason: str = ""
    location: str = ""
    #: Seconds spent in ``deidentify`` inside the worker.
    seconds: float = 0.0
    #: ``error`` (the message is bad: AE) or ``internal`` (our failure: AR, retryable).
    category: str = ""


# ---------------------------------------------------------------- worker process side

#: A made-up message exercising header fields and narrative, used to warm a new worker.
_WARM_UP = (
    b"MSH|^~\\&|LAB|HOSP|EHR|HOSP|20200101080000||ORU^R01^ORU_R01|WARMUP1|P|2.5.1\r"
    b"PID|1||0000001^^^HOSP^MR||Sample^Pat^Q||19700101|U|||1 Main Street^^Town^ST^00000"
    b"||(000) 000-0000\r"
    b"PV1|1|O|CLINIC||||0001^Doctor^Dee^^^Dr\r"
    b"OBX|1|TX|11502-2^Report^LN|1|Pat Sample, born 01/01/1970, seen by Dr. Doctor on "
    b"January 2, 2020 at 1 Main Street; call (000) 000-0000.||||||F\r"
)


_deidentifier: Any = None
_init_error: str = ""


def _describe(exc: BaseException) -> str:
    """A PHI-free description: our own errors are written without content by contract;
    anything else is reported by type only (its text could quote the input)."""
    if isinstance(exc, Hl7ScrubError):
        return str(exc)
    return f"internal error ({type(exc).__name__})"


def initialize(config: Config) -> None:
    """Worker initializer: build the de-identifier once per process."""
    global _deidentifier, _init_error
    try:
        from hl7scrub.hl7v2 import MessageDeidentifier

        _deidentifier = MessageDeidentifier(config)
        _init_error = ""
    except Exception as exc:
        _deidentifier = None
        _init_error = _describe(exc)
        return
    # The first message pays for lazily loaded word lists and compiled patterns; pay it
    # here, before the server reports ready, rather than in a real message's latency.
    with contextlib.suppress(Exception):  # not fatal: real messages report their own errors
        _deidentifier.deidentify(_WARM_UP)
    # What exists now (lexicon, patterns, caches) lives as long as the worker: moved out
    # of the collector's generations, a full collection no longer walks it in the middle
    # of a message (a pause of tens of milliseconds in the latency tail).
    gc.collect()
    gc.freeze()


def ping() -> tuple[int, str]:
    """(pid, initialisation error or '')."""
    return os.getpid(), _init_error


def scrub(raw: bytes) -> ScrubOutcome:
    """De-identify one message in this worker."""
    if _deidentifier is None:
        return ScrubOutcome(False, reason=f"de-identification unavailable: {_init_error}",
                            category="internal")
    start = time.perf_counter()
    try:
        result = _deidentifier.deidentify(raw)
    except MessageError as exc:
        return ScrubOutcome(False, reason=exc.reason, location=exc.location,
                            control_id=exc.control_id, category="error",
                            seconds=time.perf_counter() - start)
    except Hl7ScrubError as exc:
        return ScrubOutcome(False, reason=str(exc), category="error",
                            seconds=time.perf_counter() - start)
    except Exception as exc:
        return ScrubOutcome(False, reason=_describe(exc), category="error",
                            seconds=time.perf_counter() - start)
    seconds = time.perf_counter() - start
    output = bytes(result.output)
    if not output.lstrip(b"\xef\xbb\xbf").startswith(b"MSH"):
        return ScrubOutcome(False, reason="de-identified output does not start with MSH",
                            category="error", seconds=seconds)
    return ScrubOutcome(True, output=output, control_id=str(result.control_id),
                        output_control_id=str(result.output_control_id),
                        message_type=str(result.message_type),
                        counts={str(k): int(v) for k, v in dict(result.counts).items()},
                        guard_hits=int(result.guard_hits), seconds=seconds)


# ---------------------------------------------------------------- worker process main

#: Frames on a worker channel: a 4-byte big-endian length, then the payload. A request's
#: payload is an 8-byte job number followed by the raw message; an answer's is a pickled
#: ``(job number, ScrubOutcome)``. Job 0 is the worker's greeting.
_LENGTH = struct.Struct(">I")
_JOB = struct.Struct(">Q")
#: Largest message the server may accept (``server.max_message_bytes``): a request must
#: fit the 4-byte length of a channel frame, with room for a de-identified output that
#: is longer than its input.
MAX_MESSAGE_BYTES_LIMIT = 1 << 30


def _receive(sock: socket.socket, size: int) -> bytes | None:
    """Exactly ``size`` bytes, or ``None`` when the server closed the channel."""
    buffer = bytearray(size)
    view = memoryview(buffer)
    got = 0
    while got < size:
        n = sock.recv_into(view[got:])
        if n == 0:
            return None
        got += n
    return bytes(buffer)


def _answer(sock: socket.socket, job: int, value: object) -> None:
    payload = pickle.dumps((job, value), protocol=pickle.HIGHEST_PROTOCOL)
    sock.sendall(_LENGTH.pack(len(payload)) + payload)


#: Messages a worker handles between two full collections of its own choosing (sooner
#: when it is idle, at the latest after twice as many).
_COLLECT_EVERY = 400


def serve(config: Config, sock: socket.socket) -> None:
    """A worker process: build the de-identifier, then answer requests on ``sock``.

    The channel is the only tie to the server. When the server goes away, even by
    SIGKILL, the next read sees end-of-file and the worker exits; nothing else has to
    watch for it. For the same reason interrupt and termination signals are ignored: a
    Ctrl-C in a terminal, or a service manager signalling every process of the service,
    reaches the workers too, and a worker that died of it would only be replaced while
    the server drains. The server ends its workers by closing their channels.
    """
    for signum in (signal.SIGINT, signal.SIGTERM):
        signal.signal(signum, signal.SIG_IGN)
    initialize(config)
    # Full collections are taken out of the collector's hands (see ``answer_requests``);
    # the young generations still run as usual.
    gen0, gen1, _ = gc.get_threshold()
    gc.set_threshold(gen0, gen1, 1 << 30)
    answer_requests(sock, scrub, ping())


def answer_requests(sock: socket.socket, handle: Callable[[bytes], ScrubOutcome],
                    greeting: tuple[int, str], *,
                    collect_every: int = _COLLECT_EVERY) -> None:
    """Greet, then answer each request with ``handle(raw)`` until the channel closes.

    After ``collect_every`` messages, at the first moment no request is waiting (and
    after twice as many in any case), the worker runs a full collection between two
    messages and freezes what survived. Left to the collector, one came every ~130
    messages and walked everything built since warm-up (compiled date phrases, caches:
    ~70,000 objects, 12-17 ms) in the middle of a message; the survivors of a collection
    run between messages are live, and once frozen the next collection skips them.
    """
    handled = 0
    waiting = select.poll()
    waiting.register(sock, select.POLLIN)
    try:
        _answer(sock, 0, greeting)
        while True:
            head = _receive(sock, _LENGTH.size)
            if head is None:
                break
            body = _receive(sock, _LENGTH.unpack(head)[0])
            if body is None:
                break
            job = _JOB.unpack_from(body)[0]
            _answer(sock, job, handle(body[_JOB.size:]))
            del body
            handled += 1
            if handled >= 2 * collect_every or (handled >= collect_every
                                                and not waiting.poll(0)):
                gc.collect()
                gc.freeze()
                handled = 0
    except OSError:
        pass  # the server closed the channel mid-answer: it no longer wants one
    finally:
        sock.close()


# ---------------------------------------------------------------- event loop side

def default_workers(configured: int) -> int:
    if configured > 0:
        return configured
    return max(1, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity")
               else (os.cpu_count() or 1))


#: Requests a worker holds at once. One: a job waits in the pool's queue until a worker
#: is free, so it goes to whichever worker frees first. Handing each worker a second job
#: in advance saved the worker a round trip through the event loop but queued the job
#: behind one particular message: when that message was slow the job waited while the
#: other worker sat idle. At 200 messages/s on 2 cores the paced p99 was lower with one
#: job per worker in 7 of 8 paired runs (median 19 against 23 ms), with the same
#: closed-loop throughput.
_DEPTH = 1
#: Seconds before a worker that died without ever greeting is started again.
_RESTART_PAUSE = 1.0


@dataclass(eq=False)
class _Job:
    number: int
    raw: bytes
    future: asyncio.Future[ScrubOutcome]
    #: Worker deaths this job was caught in; the second one fails it.
    deaths: int = 0
    timer: asyncio.TimerHandle | None = None
    worker: _Worker | None = None

    def finish(self, outcome: ScrubOutcome) -> None:
        if self.timer is not None:
            self.timer.cancel()
        if not self.future.done():
            self.future.set_result(outcome)


class _Channel(asyncio.Protocol):
    """The server's end of one worker's socket: frames in, answers to the pool."""

    def __init__(self, worker: _Worker) -> None:
        self.worker = worker
        self.buffer = bytearray()

    def data_received(self, data: bytes) -> None:
        self.buffer += data
        while len(self.buffer) >= _LENGTH.size:
            size = _LENGTH.unpack_from(self.buffer)[0]
            end = _LENGTH.size + size
            if len(self.buffer) < end:
                return
            payload = self.buffer[_LENGTH.size:end]
            del self.buffer[:end]
            try:
                number, value = pickle.loads(payload)
            except Exception:  # a garbled answer: treat the worker as broken
                self.worker.pool._retire(self.worker, "a worker sent an unreadable answer")
                return
            self.worker.pool._answered(self.worker, number, value)

    def connection_lost(self, exc: Exception | None) -> None:
        self.worker.pool._retire(self.worker, "a worker process died")


@dataclass(eq=False)
class _Worker:
    pool: ScrubPool
    process: Any
    #: Set by the worker's greeting: its pid and initialisation error ('' when none).
    hello: asyncio.Future[tuple[int, str]]
    transport: asyncio.Transport | None = None
    jobs: dict[int, _Job] = field(default_factory=dict)
    greeted: bool = False
    retired: bool = False


class ScrubPool:
    """De-identifying worker processes, fed and read by the event loop itself.

    Each worker has its own socket pair to the server: a request is one ``write`` on the
    loop, the answer arrives as a readable socket; no helper thread stands between the
    two. Jobs wait in one queue and go to whichever worker has room, oldest first.
    A worker that dies, or is killed because a message took longer than allowed, is
    replaced on its own; the messages it held are tried once more elsewhere.
    """

    def __init__(self, config: Config, workers: int = 0, *, timeout: float = 30.0,
                 on_restart: Callable[[str], None] | None = None) -> None:
        self._config = config
        self.workers = default_workers(workers)
        self.timeout = timeout
        self._on_restart = on_restart
        self._context: Any = None
        self._workers: list[_Worker] = []
        self._waiting: collections.deque[_Job] = collections.deque()
        self._numbers = itertools.count(1)
        self._open = False
        self._tasks: set[asyncio.Task[None]] = set()
        self.restarts = 0

    # -- processes
    def pids(self) -> list[int]:
        """Process ids of the live workers (for operators and tests)."""
        return [w.process.pid for w in self._workers if w.process.pid is not None]

    async def _spawn(self) -> _Worker:
        """Start one worker process and connect its channel to the loop."""
        if self._context is None:
            self._context = multiprocessing.get_context("forkserver")
            self._context.set_forkserver_preload(["hl7scrub.server.workers",
                                                  "hl7scrub.server.preload"])
        ours, theirs = socket.socketpair()
        loop = asyncio.get_running_loop()
        process = self._context.Process(target=serve, args=(self._config, theirs),
                                        name="hl7scrub-worker", daemon=True)
        try:
            process.start()
        finally:
            theirs.close()  # the worker's copy is its own; ours would hide its death
        worker = _Worker(self, process, loop.create_future())
        ours.setblocking(False)
        transport, _ = await loop.connect_accepted_socket(lambda: _Channel(worker), ours)
        worker.transport = transport
        self._workers.append(worker)
        return worker

    async def start(self) -> None:
        """Start every worker and wait until each has built its de-identifier."""
        self._open = True
        try:
            workers = [await self._spawn() for _ in range(self.workers)]
            answers = await asyncio.gather(*(w.hello for w in workers))
        except (OSError, ConnectionError):
            await self.close()
            raise ConfigError("de-identification workers could not start") from None
        errors = {error for _, error in answers if error}
        if errors:
            await self.close()
            raise ConfigError(f"de-identification could not start: {sorted(errors)[0]}")

    def _retire(self, worker: _Worker, why: str) -> None:
        """Take a worker out of service: kill it, requeue what it held, start another."""
        if worker.retired:
            return
        worker.retired = True
        if worker in self._workers:
            self._workers.remove(worker)
        if worker.transport is not None:
            worker.transport.abort()
        with contextlib.suppress(Exception):
            if worker.process.is_alive():
                worker.process.kill()
        if not worker.hello.done():
            worker.hello.set_exception(ConnectionError(why))
            worker.hello.exception()  # only start() awaits a greeting; not an error here
        for job in sorted(worker.jobs.values(), key=lambda j: j.number, reverse=True):
            job.worker = None
            if job.future.done():
                continue
            job.deaths += 1
            if job.deaths >= 2:
                job.finish(ScrubOutcome(False, reason="de-identification worker failed",
                                        category="internal"))
            else:
                self._waiting.appendleft(job)
        worker.jobs.clear()
        if not self._open:
            return
        self.restarts += 1
        if self._on_restart is not None:
            self._on_restart(why)
        pause = 0.0 if worker.greeted else _RESTART_PAUSE
        asyncio.get_running_loop().call_later(pause, self._replace)
        self._dispatch()

    def _replace(self) -> None:
        if self._open:
            task = asyncio.get_running_loop().create_task(self._spawn_into_service())
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)

    async def _spawn_into_service(self) -> None:
        try:
            worker = await self._spawn()
        except Exception:
            asyncio.get_running_loop().call_later(_RESTART_PAUSE, self._replace)
            return
        if not self._open:
            self._retire(worker, "shut down")

    # -- channel events
    def _answered(self, worker: _Worker, number: int, value: Any) -> None:
        if number == 0:
            worker.greeted = True
            if not worker.hello.done():
                worker.hello.set_result(value)
            self._dispatch()
            return
        job = worker.jobs.pop(number, None)
        if job is not None:
            job.worker = None
            job.finish(value if isinstance(value, ScrubOutcome) else ScrubOutcome(
                False, reason="de-identification worker failed", category="internal"))
        self._dispatch()

    # -- jobs
    def _dispatch(self) -> None:
        """Hand waiting jobs, oldest first, to the greeted workers that have room."""
        while self._waiting:
            worker = next((w for w in self._workers if w.greeted and len(w.jobs) < _DEPTH),
                          None)
            if worker is None:
                return
            job = self._waiting.popleft()
            if job.future.done():
                continue
            assert worker.transport is not None
            worker.jobs[job.number] = job
            job.worker = worker
            worker.transport.writelines((_LENGTH.pack(_JOB.size + len(job.raw)),
                                         _JOB.pack(job.number), job.raw))

    def _expire(self, job: _Job) -> None:
        """A job ran out of time: answer it, and kill the worker that may be stuck in it."""
        worker = job.worker
        job.finish(ScrubOutcome(False, reason="de-identification timed out",
                                category="error"))
        if worker is not None:
            worker.jobs.pop(job.number, None)
            self._retire(worker, "de-identification timed out")
        else:
            with contextlib.suppress(ValueError):
                self._waiting.remove(job)

    async def scrub(self, raw: bytes, deadline: float | None = None) -> ScrubOutcome:
        """De-identify ``raw`` in a worker; never raises for message problems.

        ``deadline`` is a ``loop.time()`` by which the answer must be there (default:
        now + ``timeout``).
        """
        if not self._open:
            return ScrubOutcome(False, reason="de-identification is shut down",
                                category="internal")
        loop = asyncio.get_running_loop()
        if deadline is None:
            deadline = loop.time() + self.timeout
        job = _Job(next(self._numbers), raw, loop.create_future())
        job.timer = loop.call_at(deadline, self._expire, job)
        self._waiting.append(job)
        self._dispatch()
        try:
            return await job.future
        except asyncio.CancelledError:
            # the caller no longer wants the answer: drop the job if it has not started
            if job.timer is not None:
                job.timer.cancel()
            if job.worker is None:
                with contextlib.suppress(ValueError):
                    self._waiting.remove(job)
            if not job.future.done():
                job.future.cancel()
            raise

    async def close(self) -> None:
        """Stop the workers: each sees its channel close and exits; stragglers are killed."""
        self._open = False
        while self._waiting:
            self._waiting.popleft().finish(ScrubOutcome(
                False, reason="de-identification is shut down", category="internal"))
        workers, self._workers = self._workers, []
        for worker in workers:
            worker.retired = True
            for job in worker.jobs.values():
                job.finish(ScrubOutcome(False, reason="de-identification is shut down",
                                        category="internal"))
            worker.jobs.clear()
            if worker.transport is not None:
                worker.transport.close()
        loop = asyncio.get_running_loop()
        end = loop.time() + 5.0
        for worker in workers:
            while worker.process.is_alive() and loop.time() < end:
                await asyncio.sleep(0.02)
            if worker.process.is_alive():
                worker.process.kill()
            with contextlib.suppress(Exception):
                worker.process.join(0.5)
