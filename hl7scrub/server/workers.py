"""De-identification in worker processes, so the event loop never runs CPU-heavy code.

Each worker builds one :class:`hl7scrub.hl7v2.MessageDeidentifier` from the configuration
when it starts (the initializer) and then turns bytes into a :class:`ScrubOutcome`: the
de-identified bytes, or a PHI-free reason for rejecting the message. Only bytes and small
dataclasses cross the process boundary.

Workers are forked from a ``forkserver`` that has already imported this module and the HL7
package, so a new worker starts fast and never inherits the event loop's threads. A worker
that dies (or a message that exceeds ``scrub_timeout``) gets the pool replaced; the
messages that were in flight on the broken pool are tried once more on the new one.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import multiprocessing
import os
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
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


def _watch_owner() -> None:
    """Exit when the server process is gone (killed with SIGKILL): the pool's queues, and
    the fork server that every worker keeps alive, would otherwise wait for ever.

    The owner is the process that asked for this worker (not the fork server, our OS
    parent); its sentinel becomes readable when it dies.
    """
    owner = multiprocessing.parent_process()
    if owner is None:
        return
    owner.join()
    os._exit(0)


def initialize(config: Config) -> None:
    """Worker initializer: build the de-identifier once per process."""
    global _deidentifier, _init_error
    threading.Thread(target=_watch_owner, daemon=True, name="owner-watch").start()
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


# ---------------------------------------------------------------- event loop side

def default_workers(configured: int) -> int:
    if configured > 0:
        return configured
    return max(1, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity")
               else (os.cpu_count() or 1))


class ScrubPool:
    """A process pool of de-identifiers, awaited from the event loop."""

    def __init__(self, config: Config, workers: int = 0, *, timeout: float = 30.0,
                 on_restart: Callable[[str], None] | None = None) -> None:
        self._config = config
        self.workers = default_workers(workers)
        self.timeout = timeout
        self._on_restart = on_restart
        self._pool: ProcessPoolExecutor | None = None
        self._generation = 0
        self.restarts = 0

    def _new_pool(self) -> ProcessPoolExecutor:
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload(["hl7scrub.server.workers", "hl7scrub.server.preload"])
        return ProcessPoolExecutor(self.workers, mp_context=context,
                                   initializer=initialize, initargs=(self._config,))

    async def start(self) -> None:
        """Start every worker and check that it could build its de-identifier."""
        loop = asyncio.get_running_loop()
        self._pool = self._new_pool()
        pool = self._pool
        seen: set[int] = set()
        for _ in range(10):  # until every worker has answered (each is warm once it does)
            try:
                answers = await asyncio.gather(*(loop.run_in_executor(pool, ping)
                                                 for _ in range(self.workers)))
            except BrokenProcessPool:
                await self.close()
                raise ConfigError("de-identification workers could not start") from None
            errors = {error for _, error in answers if error}
            if errors:
                await self.close()
                raise ConfigError(f"de-identification could not start: {sorted(errors)[0]}")
            seen.update(pid for pid, _ in answers)
            if len(seen) >= self.workers:
                break

    def _restart(self, generation: int, why: str) -> None:
        """Replace the pool (once per generation, however many callers noticed)."""
        if generation != self._generation or self._pool is None:
            return
        if self._on_restart is not None:
            self._on_restart(why)
        old = self._pool
        self._generation += 1
        self.restarts += 1
        self._pool = self._new_pool()
        processes = list(getattr(old, "_processes", {}).values())
        old.shutdown(wait=False, cancel_futures=True)
        for process in processes:
            if process.is_alive():
                process.kill()

    async def scrub(self, raw: bytes, deadline: float | None = None) -> ScrubOutcome:
        """De-identify ``raw`` in a worker; never raises for message problems.

        ``deadline`` is a ``loop.time()`` by which the answer must be there (default:
        now + ``timeout``).
        """
        loop = asyncio.get_running_loop()
        if deadline is None:
            deadline = loop.time() + self.timeout
        for _ in range(2):
            pool, generation = self._pool, self._generation
            if pool is None:
                return ScrubOutcome(False, reason="de-identification is shut down",
                                    category="internal")
            try:
                future: Future[ScrubOutcome] = pool.submit(scrub, raw)
            except (BrokenProcessPool, RuntimeError):
                self._restart(generation, "worker pool broken")
                continue
            try:
                return await asyncio.wait_for(asyncio.wrap_future(future),
                                              max(0.0, deadline - loop.time()))
            except TimeoutError:
                # the worker may be stuck in this message: replace the pool
                self._restart(generation, "de-identification timed out")
                return ScrubOutcome(False, reason="de-identification timed out",
                                    category="error")
            except BrokenProcessPool:
                self._restart(generation, "a worker process died")
                continue
            except asyncio.CancelledError:
                task = asyncio.current_task()
                if future.cancelled() and task is not None and not task.cancelling():
                    continue  # the pool was replaced under this message: try again
                raise
        return ScrubOutcome(False, reason="de-identification worker failed",
                            category="internal")

    async def close(self) -> None:
        pool, self._pool = self._pool, None
        if pool is not None:
            await asyncio.get_running_loop().run_in_executor(
                None, lambda: pool.shutdown(wait=True, cancel_futures=True))
