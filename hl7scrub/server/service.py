"""The message path, independent of sockets: frame in, ACK out.

For each frame: a tolerant MSH read (so that even a broken message gets a correlated NAK),
de-identification in a worker process, then either a durable commit to the queue
(store-and-forward) or delivery to the downstream (pass-through), and finally the ACK.
A message that could not be read or de-identified is answered AE/AR and goes nowhere:
nothing but a :class:`ScrubOutcome` with ``ok=True`` is ever written to the queue or a sink.
"""

from __future__ import annotations

import asyncio
import itertools
import time
from dataclasses import dataclass, field
from typing import Any

from hl7scrub.config import Config
from hl7scrub.hl7v2.ack import MessageHeader, Nak, Outcome, build_ack, read_header, should_send
from hl7scrub.server.forwarder import Delivery, Sink, SinkFactory
from hl7scrub.server.metrics import Metrics
from hl7scrub.server.mllp import Frame, FrameError
from hl7scrub.server.queue import DurableQueue, QueueError
from hl7scrub.server.workers import ScrubOutcome, ScrubPool


@dataclass(eq=False)
class WorkItem:
    """One received frame on its way to an ACK."""

    offset: int
    size: int
    received: float  # loop.time()
    received_wall: float  # time.time(), stored with the message
    header: MessageHeader | None
    nak: Nak | None = None
    reject_reason: str = ""
    scrub: asyncio.Task[ScrubOutcome] | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    def cancel(self) -> None:
        if self.scrub is not None and not self.scrub.done():
            self.scrub.cancel()


@dataclass
class StreamState:
    """Per upstream connection: its ordering key and (pass-through) its own sink."""

    stream: str
    sink: Sink | None = None
    frames: int = 0


class MessageService:
    """Turns frames into ACKs; shared by every connection of a server."""

    def __init__(self, config: Config, pool: ScrubPool, metrics: Metrics, log: Any, *,
                 queue: DurableQueue | None, sinks: SinkFactory | None) -> None:
        self.config = config
        self.server = config.server
        self.pool = pool
        self.metrics = metrics
        self.log = log
        self.queue = queue
        self.sinks = sinks
        self.per_message = config.log.per_message
        self._streams = itertools.count(1)
        self._boot = f"{int(time.time()):x}"
        self._keys = itertools.count(1)
        self.accepting = True
        if self.server.delivery == "store-and-forward" and queue is None:
            raise ValueError("store-and-forward needs a queue")
        if self.server.delivery == "pass-through" and sinks is None:
            raise ValueError("pass-through needs a downstream")

    def new_stream(self) -> StreamState:
        return StreamState(f"{self._boot}-{next(self._streams)}")

    async def close_stream(self, state: StreamState) -> None:
        sink, state.sink = state.sink, None
        if sink is not None:
            await sink.close()

    # -- arrival (called from data_received: must not block)
    def prepare(self, event: Frame | FrameError) -> WorkItem:
        loop = asyncio.get_running_loop()
        now = loop.time()
        self.metrics.received.inc()
        if isinstance(event, FrameError):
            header = read_header(event.header)
            reason = "oversize" if event.kind == "oversize" else "interrupted"
            self.metrics.frame_errors.labels(event.kind).inc()
            return WorkItem(event.offset, event.size, now, time.time(), header,
                            nak=Nak("reject", event.describe(), 207), reject_reason=reason)
        header = read_header(event.data)
        item = WorkItem(event.offset, len(event.data), now, time.time(), header)
        if header is None:
            item.nak = Nak("reject", f"no readable MSH segment in the frame at byte "
                           f"{event.offset}", 100)
            item.reject_reason = "unreadable"
        elif not self.accepting:
            item.nak = Nak("reject", "server is shutting down; send again later", 207)
            item.reject_reason = "shutdown"
        else:
            item.scrub = loop.create_task(
                self.pool.scrub(event.data, now + self.server.scrub_timeout))
        return item

    # -- completion, in arrival order per connection
    async def complete(self, item: WorkItem, state: StreamState) -> bytes | None:
        """Finish one item; return the ACK to send (``None`` when MSH-15 asks for none)."""
        state.frames += 1
        if item.nak is not None:
            return self._reject(item, state, item.nak, item.reject_reason)
        assert item.scrub is not None
        outcome = await item.scrub
        self.metrics.scrub_seconds.observe(outcome.seconds)
        if not outcome.ok:
            if outcome.reason == "de-identification timed out":
                category = "timeout"
            else:
                category = "internal" if outcome.category == "internal" else "invalid"
            nak_kind: Outcome = "reject" if outcome.category == "internal" else "error"
            reason = (f"{outcome.location}: {outcome.reason}" if outcome.location
                      else outcome.reason)
            return self._reject(item, state, Nak(nak_kind, reason, 207, outcome.location),
                                category)
        if self.server.delivery == "store-and-forward":
            assert self.queue is not None
            try:
                queue_id = await self.queue.put(state.stream, outcome.output_control_id,
                                                outcome.message_type, outcome.output,
                                                item.received_wall)
            except QueueError as exc:
                return self._reject(item, state, Nak("reject", f"message not stored: {exc}",
                                                     207), "queue")
            item.extra["queue_id"] = queue_id
        else:
            result = await self._pass_through(item, state, outcome)
            if result.status != "accepted":
                kind: Outcome = "error" if result.status == "rejected" else "reject"
                return self._reject(item, state,
                                    Nak(kind, f"not delivered: {result.reason}", 207),
                                    "downstream", control_id=outcome.control_id)
        return self._accept(item, state, outcome)

    async def _pass_through(self, item: WorkItem, state: StreamState,
                            outcome: ScrubOutcome) -> Delivery:
        assert self.sinks is not None
        if state.sink is None:
            state.sink = self.sinks.create()
        key = f"{time.time_ns():020d}-{next(self._keys):08d}"
        result = await state.sink.deliver(outcome.output, outcome.output_control_id, key)
        if result.status == "accepted":
            self.metrics.forwarded.inc()
            self.metrics.end_to_end_seconds.observe(asyncio.get_running_loop().time()
                                                    - item.received)
        else:
            self.metrics.delivery_failures.labels(result.status).inc()
        return result

    def _accept(self, item: WorkItem, state: StreamState, outcome: ScrubOutcome) -> bytes | None:
        self.metrics.accepted.inc()
        self.metrics.count_phi(outcome.counts)
        if outcome.guard_hits:
            self.metrics.guard_hits.inc(outcome.guard_hits)
            self.log.warning("message.leak_guard", stream=state.stream,
                             control_id=_control(item, outcome.control_id),
                             hits=outcome.guard_hits)
        self.metrics.ack_seconds.observe(asyncio.get_running_loop().time() - item.received)
        if self.per_message:
            self.log.info("message.accepted", stream=state.stream,
                          control_id=_control(item, outcome.control_id),
                          output_control_id=outcome.output_control_id,
                          message_type=outcome.message_type, bytes=item.size,
                          phi=outcome.counts, queue_id=item.extra.get("queue_id"),
                          scrub_ms=round(outcome.seconds * 1000, 3))
        if not should_send("accept", item.header, self.server.ack_mode,
                           honor=self.server.honor_accept_ack_type):
            return None
        return build_ack(item.header, "accept", mode=self.server.ack_mode)

    def _reject(self, item: WorkItem, state: StreamState, nak: Nak, category: str, *,
                control_id: str = "") -> bytes | None:
        self.metrics.rejected.labels(category).inc()
        self.metrics.ack_seconds.observe(asyncio.get_running_loop().time() - item.received)
        self.log.warning("message.rejected", stream=state.stream,
                         control_id=_control(item, control_id), offset=item.offset,
                         bytes=item.size, category=category, outcome=nak.outcome,
                         reason=nak.reason)
        if not should_send(nak.outcome, item.header, self.server.ack_mode,
                           honor=self.server.honor_accept_ack_type):
            return None
        return build_ack(item.header, nak.outcome, reason=nak.reason,
                         error_code=nak.error_code, location=nak.location,
                         mode=self.server.ack_mode)


def _control(item: WorkItem, fallback: str) -> str:
    if item.header is not None and item.header.control_id:
        return item.header.control_id
    return fallback
