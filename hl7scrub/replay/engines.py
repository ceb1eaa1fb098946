"""Execution engines: a local process pool, or a Dask cluster.

Both take the same unit of work (:func:`hl7scrub.replay.work.process_chunk` on a
:class:`~hl7scrub.replay.work.Chunk`) and return futures; the runner keeps a bounded
window of them in input order, so what the engine is does not change the output.
"""

from __future__ import annotations

import importlib
import logging
import multiprocessing
import os
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any, Protocol

from hl7scrub.config import Config
from hl7scrub.exceptions import ConfigError
from hl7scrub.replay.work import Chunk, ChunkResult, process_chunk, warm_up


class ResultFuture(Protocol):
    def result(self, timeout: float | None = None) -> ChunkResult: ...


class Engine(Protocol):
    #: How many units can run at once (sizes the in-flight window).
    slots: int
    name: str

    def submit(self, chunk: Chunk) -> ResultFuture: ...

    def close(self, *, cancel: bool = False) -> None: ...


def available_cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def _mp_context() -> Any:
    """forkserver where available: workers start from a clean, single-threaded server
    process (nothing inherited from the parent's threads or open files, such as the state
    lock), at a fraction of the cost of spawn."""
    methods = multiprocessing.get_all_start_methods()
    if "forkserver" in methods:
        ctx = multiprocessing.get_context("forkserver")
        ctx.set_forkserver_preload(["hl7scrub.replay._preload"])
        return ctx
    return multiprocessing.get_context("spawn")


class LocalEngine:
    """A process pool with one de-identifier per worker process."""

    name = "local"

    def __init__(self, config: Config, workers: int) -> None:
        self.slots = workers
        self._config = config
        self._pool = ProcessPoolExecutor(max_workers=workers, mp_context=_mp_context(),
                                         initializer=warm_up, initargs=(config,))

    def submit(self, chunk: Chunk) -> Future[ChunkResult]:
        return self._pool.submit(process_chunk, self._config, chunk)

    def close(self, *, cancel: bool = False) -> None:
        self._pool.shutdown(wait=True, cancel_futures=cancel)


class DaskEngine:
    """Units of work as Dask tasks, on an existing scheduler or a LocalCluster.

    The client (this process) reads inputs and writes outputs; workers only receive and
    return bytes, so they need the package installed but no access to the files.
    """

    name = "dask"

    def __init__(self, config: Config, *, scheduler: str, workers: int,
                 connect_timeout: float) -> None:
        try:
            distributed: Any = importlib.import_module("distributed")
        except ImportError:  # pragma: no cover - dask[distributed] is a dependency
            raise ConfigError("--engine dask needs the 'distributed' package") from None
        Client, LocalCluster = distributed.Client, distributed.LocalCluster
        self._config = config
        self._cluster: Any = None
        try:
            if scheduler:
                self._client = Client(scheduler, timeout=connect_timeout,
                                      set_as_default=False)
            else:
                self._cluster = LocalCluster(
                    n_workers=workers, threads_per_worker=1, processes=True,
                    host="127.0.0.1", dashboard_address=None,
                    silence_logs=logging.ERROR,
                )
                self._client = Client(self._cluster, set_as_default=False)
        except (OSError, TimeoutError) as exc:
            raise ConfigError(f"cannot reach the Dask scheduler {scheduler or '(local)'}: "
                              f"{type(exc).__name__}") from None
        self._client.wait_for_workers(1, timeout=connect_timeout)
        self.slots = max(sum(self._client.nthreads().values()), 1)
        # Ship the configuration once; each task refers to it instead of carrying a copy.
        self._config_future = self._client.scatter(config, broadcast=True, hash=False)
        self._client.run(_dask_warm_up, config)

    def submit(self, chunk: Chunk) -> ResultFuture:
        future: ResultFuture = self._client.submit(
            process_chunk, self._config_future, chunk, pure=False, retries=2)
        return future

    def close(self, *, cancel: bool = False) -> None:
        """Disconnect; the scheduler forgets tasks nobody holds, so nothing is left
        running on a shared cluster (``cancel`` needs no extra step)."""
        try:
            self._client.close()
        finally:
            if self._cluster is not None:
                self._cluster.close()


def _dask_warm_up(config: Config) -> None:
    """Load the process-wide tables (lexicon, recognizers) once per worker process;
    the task thread then only builds its light de-identifier."""
    importlib.import_module("hl7scrub.replay._preload")
