"""The MLLP service: start, serve, drain, stop.

Start-up order: configuration checks, queue, worker pool (every worker must build its
de-identifier, or the server refuses to start), senders, HTTP endpoint, and last the MLLP
listener; ``/readyz`` turns 200 only then. Shutdown (SIGTERM/SIGINT, or
:meth:`Hl7ScrubServer.shutdown`) reverses it: not ready, stop accepting, let every
connection finish the frames it has received (ACKs included), close them, stop the senders
after their current delivery, close the queue and the pool. Each step is bounded by
``drain_timeout``; what is left is cancelled (a cancelled message is not ACKed, so the
sender still owns it).
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import signal
import sys
import threading
import time
from typing import Any

from hl7scrub.config import Config
from hl7scrub.exceptions import ConfigError
from hl7scrub.log import configure, get_logger
from hl7scrub.server.forwarder import SinkFactory, parse_downstream, split_hostport
from hl7scrub.server.http import HealthServer
from hl7scrub.server.metrics import Metrics
from hl7scrub.server.protocol import MllpConnection, connection_factory
from hl7scrub.server.queue import DurableQueue
from hl7scrub.server.sender import QueueSender
from hl7scrub.server.service import MessageService
from hl7scrub.server.tls import allowed, parse_allowlist, server_context
from hl7scrub.server.workers import MAX_MESSAGE_BYTES_LIMIT, ScrubPool


class Hl7ScrubServer:
    """One MLLP de-identification service (listener, workers, queue, senders, HTTP)."""

    def __init__(self, config: Config, *, log: Any = None) -> None:
        self.config = config
        cfg = config.server
        self.log = log if log is not None else get_logger("server")
        self.metrics = Metrics()
        self.downstream = parse_downstream(cfg.downstream)
        self.listen_host, self.listen_port = split_hostport(cfg.listen, "server.listen")
        self.http_address = (split_hostport(cfg.http_listen, "server.http_listen")
                             if cfg.http_listen else None)
        self._tls = server_context(cfg)
        self._allow = parse_allowlist(cfg.allow)
        if cfg.max_attempts < 1 or cfg.forward_connections < 1 or cfg.max_in_flight < 1:
            raise ConfigError("server.max_attempts, forward_connections and max_in_flight "
                              "must be at least 1")
        if cfg.switch_interval_ms < 0:
            raise ConfigError("server.switch_interval_ms must not be negative")
        if not 1 <= cfg.max_message_bytes <= MAX_MESSAGE_BYTES_LIMIT:
            raise ConfigError(f"server.max_message_bytes must be between 1 and "
                              f"{MAX_MESSAGE_BYTES_LIMIT} (1 GiB)")
        self.pool = ScrubPool(config, cfg.workers, timeout=cfg.scrub_timeout,
                              on_restart=self._pool_restarted)
        self.queue: DurableQueue | None = None
        self.sinks: SinkFactory | None = None
        self.senders: list[QueueSender] = []
        self.service: MessageService | None = None
        self.http: HealthServer | None = None
        self._server: asyncio.base_events.Server | None = None
        self._connections: set[MllpConnection] = set()
        self._ready = False
        self._stopped = asyncio.Event()
        self._shutting_down = False
        self.started_at = 0.0

    # ------------------------------------------------------------------ properties
    @property
    def ready(self) -> bool:
        return self._ready

    @property
    def port(self) -> int:
        """The bound MLLP port (useful with ``listen = "127.0.0.1:0"``)."""
        assert self._server is not None and self._server.sockets
        return int(self._server.sockets[0].getsockname()[1])

    @property
    def http_port(self) -> int:
        assert self.http is not None
        return self.http.port

    @property
    def connections(self) -> int:
        return len(self._connections)

    # ------------------------------------------------------------------ start
    async def start(self) -> None:
        """Start everything; on any failure, undo what was started and raise."""
        try:
            await self._start()
        except BaseException:
            self._shutting_down = True
            await self._teardown()
            raise

    async def _start(self) -> None:
        cfg = self.config.server
        self.sinks = SinkFactory(self.downstream, cfg)
        if cfg.delivery == "store-and-forward":
            self.queue = DurableQueue(cfg.queue, synchronous=cfg.queue_sync,
                                      lanes=cfg.forward_connections)
            await self.queue.open()
            queue = self.queue
            self.metrics.bind_queue(lambda: queue.depth, lambda: queue.dead_letters)
        await self.pool.start()
        self.service = MessageService(self.config, self.pool, self.metrics, self.log,
                                      queue=self.queue, sinks=self.sinks)
        if self.queue is not None:
            for lane in range(cfg.forward_connections):
                sender = QueueSender(self.queue, self.sinks, cfg, self.metrics, self.log,
                                     lane=lane, per_message=self.config.log.per_message)
                sender.start()
                self.senders.append(sender)
        if self.http_address is not None:
            self.http = HealthServer(self.metrics, lambda: self._ready)
            try:
                await self.http.start(*self.http_address)
            except OSError as exc:
                self.http = None
                raise ConfigError(f"cannot listen on {cfg.http_listen} (HTTP endpoint): "
                                  f"{exc.strerror}; set --http-listen, or '' to disable"
                                  ) from None
        loop = asyncio.get_running_loop()
        try:
            self._server = await loop.create_server(
                connection_factory(self.service, self._admit, self._closed),
                self.listen_host, self.listen_port, ssl=self._tls, reuse_address=True,
                backlog=256, ssl_handshake_timeout=(cfg.read_timeout if self._tls else None))
        except OSError as exc:
            raise ConfigError(f"cannot listen on {cfg.listen}: {exc.strerror}") from None
        self._ready = True
        self.metrics.ready.set(1)
        self.started_at = time.time()
        self.log.info("server.started", listen=f"{self.listen_host}:{self.port}",
                      http=(f"{self.http_address[0]}:{self.http_port}"
                            if self.http_address else ""),
                      downstream=str(self.downstream), delivery=cfg.delivery,
                      workers=self.pool.workers, tls=self._tls is not None,
                      mutual_tls=bool(cfg.tls_client_ca),
                      queue_depth=self.queue.depth if self.queue else 0)

    def _pool_restarted(self, why: str) -> None:
        self.metrics.worker_restarts.inc()
        self.log.warning("workers.restarted", reason=why)

    def _admit(self, connection: MllpConnection) -> str:
        if not self._ready or self._shutting_down:
            self.metrics.connections_refused.labels("shutdown").inc()
            return "server not accepting"
        if not allowed(connection.peer_ip, self._allow):
            self.metrics.connections_refused.labels("allowlist").inc()
            self.log.warning("connection.refused", peer=connection.peer_ip,
                             reason="not in allowlist")
            return "not in allowlist"
        if len(self._connections) >= self.config.server.max_connections:
            self.metrics.connections_refused.labels("limit").inc()
            self.log.warning("connection.refused", peer=connection.peer_ip,
                             reason="connection limit")
            return "connection limit"
        self._connections.add(connection)
        self.metrics.connections.set(len(self._connections))
        return ""

    def _closed(self, connection: MllpConnection) -> None:
        self._connections.discard(connection)
        self.metrics.connections.set(len(self._connections))

    # ------------------------------------------------------------------ run / stop
    async def serve_until_stopped(self) -> None:
        await self._stopped.wait()

    async def shutdown(self) -> None:
        """Graceful stop; safe to call more than once."""
        if self._shutting_down:
            await self._stopped.wait()
            return
        self._shutting_down = True
        self._ready = False
        self.metrics.ready.set(0)
        timeout = self.config.server.drain_timeout
        self.log.info("server.stopping", connections=len(self._connections),
                      drain_timeout_s=timeout)
        if self._server is not None:
            self._server.close()
        if self.service is not None:
            self.service.accepting = False
        connections = list(self._connections)
        for connection in connections:
            connection.drain()
        tasks = {c.task for c in connections if c.task is not None}
        if tasks:
            _, pending = await asyncio.wait(tasks, timeout=timeout)
            for task in pending:
                task.cancel()
            for connection in connections:
                if connection.task in pending:
                    connection.abort()
            if pending:
                self.log.warning("server.drain_timeout", cancelled=len(pending))
                await asyncio.gather(*pending, return_exceptions=True)
        await self._teardown()
        self.log.info("server.stopped")
        self._stopped.set()

    async def _teardown(self) -> None:
        timeout = self.config.server.drain_timeout
        for sender in self.senders:
            sender.stop()
        for sender in self.senders:
            await sender.wait(timeout)
        if self._server is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._server.wait_closed(), 2.0)
        if self.http is not None:
            await self.http.close()
        await self.pool.close()
        if self.queue is not None:
            await self.queue.close()


async def serve(config: Config) -> int:
    """Run until SIGTERM/SIGINT; a second signal cancels the drain."""
    server = Hl7ScrubServer(config)
    await server.start()
    # What start-up built lives until shutdown: out of the collector's way, a full
    # collection of the event loop's process no longer walks it between two messages.
    gc.collect()
    gc.freeze()
    loop = asyncio.get_running_loop()
    main = asyncio.current_task()
    signals = 0

    def on_signal(signum: int) -> None:
        nonlocal signals
        signals += 1
        server.log.info("server.signal", signal=signal.Signals(signum).name)
        if signals == 1:
            stopper = loop.create_task(server.shutdown())
            _background.add(stopper)
            stopper.add_done_callback(_background.discard)
        elif main is not None:
            main.cancel()

    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, on_signal, signum)
    try:
        await server.serve_until_stopped()
    finally:
        for signum in (signal.SIGTERM, signal.SIGINT):
            loop.remove_signal_handler(signum)
    return 0


_background: set[asyncio.Task[None]] = set()


def run_server(config: Config) -> int:
    """Entry point of ``hl7scrub serve``."""
    configure(config.log.level, config.log.format)
    if config.server.switch_interval_ms > 0:
        sys.setswitchinterval(config.server.switch_interval_ms / 1000)
    try:
        return asyncio.run(serve(config))
    except asyncio.CancelledError:
        return 130


class ServerThread:
    """An :class:`Hl7ScrubServer` on its own event-loop thread.

    For embedding the service in a program that is not asyncio (and for tests and
    benchmarks): ``start()`` returns once the server is ready (or raises its start-up
    error), ``stop()`` runs the graceful shutdown.
    """

    def __init__(self, config: Config, *, log: Any = None) -> None:
        self.config = config
        self._log = log
        self.server: Hl7ScrubServer | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None

    def start(self, timeout: float = 120.0) -> ServerThread:
        ready = threading.Event()
        failure: list[BaseException] = []

        def main() -> None:
            loop = asyncio.new_event_loop()
            self._loop = loop
            try:
                self.server = Hl7ScrubServer(self.config, log=self._log)
                loop.run_until_complete(self.server.start())
            except BaseException as exc:
                failure.append(exc)
                ready.set()
                loop.close()
                return
            ready.set()
            loop.run_until_complete(self.server.serve_until_stopped())
            loop.run_until_complete(loop.shutdown_default_executor())
            loop.close()

        self._thread = threading.Thread(target=main, name="hl7scrub-server", daemon=True)
        self._thread.start()
        if not ready.wait(timeout):
            raise TimeoutError("server did not start in time")
        if failure:
            raise failure[0]
        return self

    @property
    def port(self) -> int:
        assert self.server is not None
        return self.server.port

    @property
    def http_port(self) -> int:
        assert self.server is not None
        return self.server.http_port

    def call(self, fn: Any, timeout: float = 60.0) -> Any:
        """Run ``fn()`` (a coroutine function) on the server's loop and return its result."""
        assert self._loop is not None
        return asyncio.run_coroutine_threadsafe(fn(), self._loop).result(timeout)

    def stop(self, timeout: float = 60.0) -> None:
        if self._loop is None or self._thread is None or self.server is None:
            return
        server = self.server
        with contextlib.suppress(RuntimeError):
            asyncio.run_coroutine_threadsafe(server.shutdown(), self._loop).result(timeout)
        self._thread.join(timeout)
        self._thread = None

    def __enter__(self) -> ServerThread:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
