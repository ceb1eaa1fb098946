"""A small MLLP receiver: the downstream end for demos, the compose file and tests.

It acknowledges every message (AA by default, or whatever ``answer`` decides), keeps what
it received in memory and optionally writes one file per message, and deduplicates by
MSH-10 so that at-least-once delivery can be checked for "every message exactly once
after dedup". Run it alone with ``python -m hl7scrub.server.receiver --listen HOST:PORT``.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import ssl as ssl_module
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Literal

from hl7scrub.hl7v2.ack import AckMode, Outcome, build_ack, read_header
from hl7scrub.server.mllp import Frame, FrameDecoder, frame

Answer = Literal["AA", "AE", "AR", "CA", "CE", "CR", "none", "close"]
_OUTCOME: dict[str, Outcome] = {"AA": "accept", "CA": "accept", "AE": "error", "CE": "error",
                                "AR": "reject", "CR": "reject"}


class MllpReceiver:
    """Answers every frame; records messages (deduplicated by MSH-10)."""

    def __init__(self, host: str = "127.0.0.1", port: int = 0, *,
                 answer: Answer | Callable[[bytes], Answer] = "AA",
                 out_dir: str | Path | None = None,
                 ssl: ssl_module.SSLContext | None = None, delay: float = 0.0) -> None:
        self.host = host
        self.requested_port = port
        self.answer = answer
        self.out_dir = Path(out_dir) if out_dir else None
        self.ssl = ssl
        self.delay = delay
        self.messages: list[bytes] = []
        self.by_control_id: dict[str, bytes] = {}
        self.duplicates = 0
        self._server: asyncio.base_events.Server | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self._writers: set[asyncio.StreamWriter] = set()
        self.lock = threading.Lock()

    @property
    def port(self) -> int:
        assert self._server is not None and self._server.sockets
        return int(self._server.sockets[0].getsockname()[1])

    async def start(self) -> None:
        if self.out_dir is not None:
            self.out_dir.mkdir(parents=True, exist_ok=True)
        self._server = await asyncio.start_server(self._handle, self.host, self.requested_port,
                                                  ssl=self.ssl, reuse_address=True,
                                                  limit=1 << 20)

    async def close(self) -> None:
        if self._server is None:
            return
        self._server.close()
        for writer in list(self._writers):
            writer.close()
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self._server.wait_closed(), 2.0)
        self._server = None

    def _record(self, data: bytes) -> None:
        header = read_header(data)
        control_id = header.control_id if header is not None else ""
        with self.lock:
            self.messages.append(data)
            if control_id in self.by_control_id:
                self.duplicates += 1
            else:
                self.by_control_id[control_id] = data
                if self.out_dir is not None:
                    name = f"{len(self.by_control_id):08d}.hl7"
                    (self.out_dir / name).write_bytes(data)

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        if task is not None:
            self._tasks.add(task)
        self._writers.add(writer)
        decoder = FrameDecoder()
        try:
            while True:
                data = await reader.read(1 << 16)
                if not data:
                    break
                for item in decoder.feed(data):
                    if not isinstance(item, Frame):
                        continue
                    choice = self.answer(item.data) if callable(self.answer) else self.answer
                    if choice == "close":
                        return
                    if choice in ("AA", "CA"):
                        self._record(item.data)
                    if self.delay:
                        await asyncio.sleep(self.delay)
                    if choice == "none":
                        continue
                    mode: AckMode = "enhanced" if choice.startswith("C") else "original"
                    ack = build_ack(item.data, _OUTCOME[choice],
                                    reason="" if choice in ("AA", "CA") else "refused",
                                    mode=mode, application="RECEIVER")
                    writer.write(frame(ack))
                    await writer.drain()
        except (ConnectionError, asyncio.CancelledError):
            pass
        finally:
            self._writers.discard(writer)
            writer.close()
            if task is not None:
                self._tasks.discard(task)


class ThreadedReceiver:
    """An :class:`MllpReceiver` on its own event loop thread (for blocking callers)."""

    def __init__(self, **kwargs: object) -> None:
        self._kwargs = kwargs
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self.receiver: MllpReceiver | None = None

    def start(self) -> ThreadedReceiver:
        ready = threading.Event()
        failure: list[BaseException] = []

        def main() -> None:
            loop = asyncio.new_event_loop()
            self._loop = loop
            self.receiver = MllpReceiver(**self._kwargs)  # type: ignore[arg-type]
            try:
                loop.run_until_complete(self.receiver.start())
            except BaseException as exc:
                failure.append(exc)
                ready.set()
                return
            ready.set()
            loop.run_forever()
            loop.run_until_complete(self.receiver.close())
            loop.close()

        self._thread = threading.Thread(target=main, name="mllp-receiver", daemon=True)
        self._thread.start()
        ready.wait(10)
        if failure:
            raise failure[0]
        return self

    @property
    def port(self) -> int:
        assert self.receiver is not None
        return self.receiver.port

    def stop(self) -> None:
        if self._loop is not None and self._thread is not None:
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(10)
            self._thread = None

    def __enter__(self) -> ThreadedReceiver:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


def main(argv: list[str] | None = None) -> int:
    from hl7scrub.server.forwarder import split_hostport

    parser = argparse.ArgumentParser(prog="python -m hl7scrub.server.receiver",
                                     description="MLLP receiver that ACKs and stores "
                                     "messages (demo downstream).")
    parser.add_argument("--listen", default="127.0.0.1:2576", metavar="HOST:PORT")
    parser.add_argument("--out", default=None, help="directory for received messages")
    parser.add_argument("--answer", default="AA", choices=("AA", "AE", "AR", "CA", "CE", "CR"))
    args = parser.parse_args(argv)
    host, port = split_hostport(args.listen, "--listen")

    async def run() -> None:
        receiver = MllpReceiver(host, port, answer=args.answer, out_dir=args.out)
        await receiver.start()
        print(f"receiving on {host}:{receiver.port}", flush=True)
        await asyncio.Event().wait()

    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(run())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
