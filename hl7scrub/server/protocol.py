"""One upstream MLLP connection: bytes in, frames to the service, ACKs out, in order.

``data_received`` only decodes and starts de-identification (in worker processes); a
per-connection handler task completes the frames strictly in arrival order, so one
connection's messages are committed, forwarded and acknowledged in the order sent, while a
sender that pipelines several frames still gets them scrubbed in parallel. Reading pauses
when ``max_in_flight`` frames await their ACK, and while the peer does not read its ACKs.

A single timer enforces two limits: ``idle_timeout`` (no bytes and nothing in flight) and
``read_timeout`` (a started frame that does not complete: slow senders, slow-loris).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from typing import Any

from hl7scrub.hl7v2.ack import build_ack
from hl7scrub.server.mllp import Frame, FrameDecoder, FrameError, frame
from hl7scrub.server.service import MessageService, StreamState, WorkItem

#: Bytes outside frames tolerated in a row before the peer is judged not to speak MLLP.
JUNK_LIMIT = 1 << 20


class MllpConnection(asyncio.Protocol):
    def __init__(self, service: MessageService, *, admit: Callable[[MllpConnection], str],
                 on_close: Callable[[MllpConnection], None]) -> None:
        self.service = service
        cfg = service.server
        self._admit = admit
        self._on_close = on_close
        self._decoder = FrameDecoder(cfg.max_message_bytes)
        self._idle_timeout = cfg.idle_timeout
        self._read_timeout = cfg.read_timeout
        self._max_in_flight = max(1, cfg.max_in_flight)
        self._items: asyncio.Queue[WorkItem | None] = asyncio.Queue()
        self._in_flight = 0
        self._transport: asyncio.Transport | None = None
        self._loop = asyncio.get_running_loop()
        self._last_activity = self._loop.time()
        self._frame_started: float | None = None
        self._timer: asyncio.TimerHandle | None = None
        self._reading_paused = False
        self._write_ready = asyncio.Event()
        self._write_ready.set()
        self._lost = False
        self._ending = False
        self.close_reason = ""
        self.task: asyncio.Task[None] | None = None
        self.state: StreamState | None = None
        self.peer_ip = ""

    # ------------------------------------------------------------ asyncio callbacks
    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self._transport = transport
        peer = transport.get_extra_info("peername")
        self.peer_ip = str(peer[0]) if isinstance(peer, tuple) and peer else ""
        refusal = self._admit(self)
        if refusal:
            self.close_reason = refusal
            self._lost = True
            transport.abort()
            return
        self.state = self.service.new_stream()
        self.service.log.info("connection.opened", stream=self.state.stream,
                              peer=self.peer_ip)
        self.task = self._loop.create_task(self._run(), name=f"mllp-{self.state.stream}")
        self._schedule()

    def data_received(self, data: bytes) -> None:
        if self._ending or self._lost:
            return
        self._last_activity = self._loop.time()
        for event in self._decoder.feed(data):
            if isinstance(event, Frame) or event.needs_nak:
                self._push(self.service.prepare(event))
            else:
                self.service.metrics.frame_errors.labels(event.kind).inc()
        if self._decoder.pending_junk > JUNK_LIMIT:
            self._abandon("too many bytes outside MLLP frames")
            return
        if self._decoder.in_frame:
            if self._frame_started is None:
                self._frame_started = self._last_activity
                deadline = self._frame_started + self._read_timeout
                if self._timer is not None and self._timer.when() > deadline:
                    self._timer.cancel()
                    self._schedule()
        else:
            self._frame_started = None

    def eof_received(self) -> bool:
        for event in self._decoder.close():
            if not isinstance(event, FrameError):
                continue
            self.service.metrics.frame_errors.labels(event.kind).inc()
            if event.kind == "truncated":
                self.service.log.warning("frame.truncated", stream=self._stream,
                                         offset=event.offset)
        self._end("peer closed its side")
        return True  # keep the transport open to write the remaining ACKs

    def connection_lost(self, exc: Exception | None) -> None:
        self._lost = True
        self._write_ready.set()
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if not self.close_reason:
            self.close_reason = "connection lost" if exc is not None else "closed"
        self._end(self.close_reason)
        if self.task is None:
            self._on_close(self)

    def pause_writing(self) -> None:
        self._write_ready.clear()

    def resume_writing(self) -> None:
        self._write_ready.set()

    # ------------------------------------------------------------ control
    @property
    def _stream(self) -> str:
        return self.state.stream if self.state is not None else ""

    @property
    def busy(self) -> bool:
        return self._in_flight > 0

    def drain(self) -> None:
        """Graceful shutdown: read no more, finish what was received, then close."""
        self._end("server shutting down")

    def abort(self) -> None:
        if self._transport is not None:
            self._transport.abort()

    def _push(self, item: WorkItem) -> None:
        self._in_flight += 1
        self._items.put_nowait(item)
        if self._in_flight >= self._max_in_flight and not self._reading_paused:
            self._reading_paused = True
            if self._transport is not None:
                self._transport.pause_reading()

    def _end(self, reason: str) -> None:
        if self._ending:
            return
        self._ending = True
        if not self.close_reason:
            self.close_reason = reason
        if self._transport is not None and not self._lost:
            with contextlib.suppress(RuntimeError):
                self._transport.pause_reading()
        self._items.put_nowait(None)

    def _abandon(self, reason: str) -> None:
        """Close at once: in-flight frames are dropped without ACK (so not accepted)."""
        self.close_reason = reason
        self.service.log.warning("connection.abandoned", stream=self._stream, reason=reason)
        if self._transport is not None:
            self._transport.abort()

    def _schedule(self) -> None:
        now = self._loop.time()
        delay = self._idle_timeout
        if self._frame_started is not None:
            delay = min(delay, self._frame_started + self._read_timeout - now)
        delay = max(0.05, min(delay, self._last_activity + self._idle_timeout - now))
        self._timer = self._loop.call_later(delay, self._check_timeouts)

    def _check_timeouts(self) -> None:
        self._timer = None
        if self._lost:
            return
        now = self._loop.time()
        if (self._frame_started is not None and not self._reading_paused
                and now - self._frame_started >= self._read_timeout):
            self.service.metrics.frame_errors.labels("read_timeout").inc()
            self._abandon(f"frame not completed within {self._read_timeout:g} s")
            return
        if (not self.busy and not self._ending
                and now - self._last_activity >= self._idle_timeout):
            self._abandon(f"idle for {self._idle_timeout:g} s")
            return
        self._schedule()

    # ------------------------------------------------------------ handler task
    async def _run(self) -> None:
        state = self.state
        assert state is not None and self._transport is not None
        transport = self._transport
        try:
            while True:
                item = await self._items.get()
                if item is None:
                    break
                if self._lost:
                    item.cancel()
                    self._in_flight -= 1
                    continue
                try:
                    ack = await self.service.complete(item, state)
                except asyncio.CancelledError:
                    item.cancel()
                    raise
                except Exception as exc:
                    self.service.log.error("message.internal_error", stream=state.stream,
                                           offset=item.offset, error=type(exc).__name__)
                    self.service.metrics.rejected.labels("internal").inc()
                    ack = build_ack(item.header, "reject", reason="internal error",
                                    mode=self.service.server.ack_mode)
                self._in_flight -= 1
                self._last_activity = self._loop.time()
                if ack is not None and not self._lost:
                    transport.write(frame(ack))
                    if not self._write_ready.is_set():
                        await self._write_ready.wait()
                if (self._reading_paused and self._in_flight <= self._max_in_flight // 2
                        and not self._ending and not self._lost):
                    self._reading_paused = False
                    if self._frame_started is not None:
                        self._frame_started = self._loop.time()  # we were not reading
                    transport.resume_reading()
        finally:
            while not self._items.empty():
                leftover = self._items.get_nowait()
                if leftover is not None:
                    leftover.cancel()
            if not self._lost:
                transport.close()
            await self.service.close_stream(state)
            self.service.log.info("connection.closed", stream=state.stream,
                                  frames=state.frames, reason=self.close_reason)
            self._on_close(self)


def connection_factory(service: MessageService, admit: Callable[[MllpConnection], str],
                       on_close: Callable[[MllpConnection], None]) -> Callable[[], Any]:
    def make() -> MllpConnection:
        return MllpConnection(service, admit=admit, on_close=on_close)
    return make
