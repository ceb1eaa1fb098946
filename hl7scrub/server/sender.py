"""Store-and-forward delivery: drain the queue to the downstream, in order, with retries.

One :class:`QueueSender` per lane (``forward_connections``); a stream (an upstream
connection) always maps to the same lane, and a lane delivers strictly in queue order, so
each upstream connection's messages reach the downstream in the order they were sent.

* accepted (AA/CA): the row is deleted;
* rejected (AE/AR/CE/CR): the row moves to the dead-letter table (``dead_letter = true``);
* failed (sent, no valid ACK): one attempt is counted; after ``max_attempts`` the row is
  dead-lettered, else it is retried after an exponential backoff;
* unavailable (cannot connect): retried with backoff, without counting attempts, for as
  long as it takes: a downstream outage never dead-letters the queue.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import time
from typing import Any

from hl7scrub.config import ServerConfig
from hl7scrub.server.forwarder import SinkFactory
from hl7scrub.server.metrics import Metrics
from hl7scrub.server.queue import DurableQueue, QueuedMessage, QueueError

_BATCH = 64
#: Seconds between looks at an idle queue (rows requeued by `hl7scrub queue` appear).
_IDLE_POLL = 1.0


class Backoff:
    """Exponential backoff with jitter, between ``initial`` and ``maximum`` seconds."""

    def __init__(self, initial: float, maximum: float) -> None:
        self.initial = max(0.001, initial)
        self.maximum = max(self.initial, maximum)
        self.failures = 0

    def reset(self) -> None:
        self.failures = 0

    def next_delay(self) -> float:
        delay = min(self.maximum, self.initial * (2 ** min(self.failures, 30)))
        self.failures += 1
        return float(delay * random.uniform(0.5, 1.0))


class QueueSender:
    def __init__(self, queue: DurableQueue, sinks: SinkFactory, config: ServerConfig,
                 metrics: Metrics, log: Any, *, lane: int = 0, per_message: bool = True) -> None:
        self.queue = queue
        self.sinks = sinks
        self.config = config
        self.metrics = metrics
        self.log = log
        self.lane = lane
        self.per_message = per_message
        self._stop = asyncio.Event()
        self._backoff = Backoff(config.retry_initial, config.retry_max)
        self.task: asyncio.Task[None] | None = None
        self._pending_deletes: set[asyncio.Future[bool]] = set()

    def start(self) -> None:
        self.task = asyncio.get_running_loop().create_task(self.run(),
                                                           name=f"sender-{self.lane}")

    def stop(self) -> None:
        self._stop.set()

    async def wait(self, timeout: float) -> None:
        """Let the current delivery finish (up to ``timeout``), then cancel."""
        if self.task is None:
            return
        done, _ = await asyncio.wait({self.task}, timeout=timeout)
        if not done:
            self.task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self.task
        if self._pending_deletes:
            await asyncio.gather(*self._pending_deletes, return_exceptions=True)

    async def _sleep(self, delay: float) -> None:
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._stop.wait(), delay)

    async def run(self) -> None:
        sink = self.sinks.create()
        try:
            while not self._stop.is_set():
                try:
                    await self._drain(sink)
                except QueueError as exc:
                    # the queue file is unwritable (disk full, removed...): the rows are
                    # still there, or were never acknowledged; wait and try again
                    delay = self._backoff.next_delay()
                    self.log.error("queue.error", lane=self.lane, error=str(exc),
                                   retry_in_s=round(delay, 3))
                    await self._sleep(delay)
        finally:
            await sink.close()

    async def _drain(self, sink: Any) -> None:
        event = self.queue.lane_event(self.lane)
        after = 0
        while not self._stop.is_set():
            event.clear()
            batch = await self.queue.pending(self.lane, _BATCH, after)
            for message in batch:
                if not await self._deliver(sink, message):
                    break
                after = message.id
            if len(batch) == _BATCH or event.is_set():
                continue  # more may be waiting
            # Everything committed when the batch was read has gone out, and nothing was
            # committed since (a commit sets the event): wait instead of reading again.
            waiter = asyncio.ensure_future(event.wait())
            stopper = asyncio.ensure_future(self._stop.wait())
            try:
                await asyncio.wait({waiter, stopper}, timeout=_IDLE_POLL,
                                   return_when=asyncio.FIRST_COMPLETED)
            finally:
                waiter.cancel()
                stopper.cancel()
            after = 0  # re-read from the start now and then (rows requeued by CLI)

    async def _deliver(self, sink: Any, message: QueuedMessage) -> bool:
        """Deliver one message until it is settled; False when stopping."""
        key = f"{message.id:012d}"
        while not self._stop.is_set():
            result = await sink.deliver(message.payload, message.control_id, key)
            if result.status == "accepted":
                self._backoff.reset()
                deletion = self.queue.delivered_soon(message.id)
                self._pending_deletes.add(deletion)
                deletion.add_done_callback(self._pending_deletes.discard)
                self.metrics.forwarded.inc()
                self.metrics.end_to_end_seconds.observe(max(0.0, time.time()
                                                            - message.received_at))
                if self.per_message:
                    self.log.info("message.forwarded", queue_id=message.id,
                                  control_id=message.control_id,
                                  attempts=message.attempts + 1)
                return True
            self.metrics.delivery_failures.labels(result.status).inc()
            if result.status == "rejected":
                if self.config.dead_letter:
                    await self._dead_letter(message, result.reason)
                    return True
                await self.queue.failed(message.id, result.reason)
            elif result.status == "failed":
                attempts = await self.queue.failed(message.id, result.reason)
                if attempts >= self.config.max_attempts and self.config.dead_letter:
                    await self._dead_letter(
                        message, f"{attempts} delivery attempts failed; last: {result.reason}")
                    return True
            delay = self._backoff.next_delay()
            self.log.warning("delivery.retry", queue_id=message.id,
                             control_id=message.control_id, status=result.status,
                             reason=result.reason, retry_in_s=round(delay, 3))
            await self._sleep(delay)
        return False

    async def _dead_letter(self, message: QueuedMessage, reason: str) -> None:
        await self.queue.dead_letter(message.id, reason)
        self.metrics.dead_lettered.inc()
        self.log.warning("message.dead_lettered", queue_id=message.id,
                         control_id=message.control_id, reason=reason)
