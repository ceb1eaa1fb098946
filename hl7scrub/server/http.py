"""A tiny HTTP endpoint: ``/healthz`` (alive), ``/readyz`` (accepting), ``/metrics``.

Hand-written on asyncio streams to avoid a web framework for three GET routes. Requests are
bounded (8 KiB of headers, 5 s to send them) and answered with ``Connection: close``.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable

from prometheus_client import CONTENT_TYPE_LATEST

from hl7scrub.server.metrics import Metrics

_REQUEST_LIMIT = 8192
_REQUEST_TIMEOUT = 5.0


class HealthServer:
    def __init__(self, metrics: Metrics, ready: Callable[[], bool]) -> None:
        self._metrics = metrics
        self._ready = ready
        self._server: asyncio.base_events.Server | None = None
        self._tasks: set[asyncio.Task[None]] = set()

    @property
    def port(self) -> int:
        assert self._server is not None and self._server.sockets
        return int(self._server.sockets[0].getsockname()[1])

    async def start(self, host: str, port: int) -> None:
        self._server = await asyncio.start_server(self._handle, host, port,
                                                  limit=_REQUEST_LIMIT, reuse_address=True)

    async def close(self) -> None:
        if self._server is not None:
            self._server.close()
            for task in list(self._tasks):
                task.cancel()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._server.wait_closed(), 2.0)
            self._server = None

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        if task is not None:
            self._tasks.add(task)
        try:
            await self._answer(reader, writer)
        except (asyncio.IncompleteReadError, asyncio.LimitOverrunError, TimeoutError,
                ConnectionError, ValueError):
            pass
        finally:
            writer.close()
            if task is not None:
                self._tasks.discard(task)

    async def _answer(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), _REQUEST_TIMEOUT)
        request_line = head.split(b"\r\n", 1)[0].decode("latin-1")
        parts = request_line.split()
        if len(parts) != 3 or not parts[2].startswith("HTTP/"):
            status, body, ctype = 400, b"bad request\n", "text/plain"
        elif parts[0] not in ("GET", "HEAD"):
            status, body, ctype = 405, b"method not allowed\n", "text/plain"
        else:
            path = parts[1].split("?", 1)[0]
            if path == "/healthz":
                status, body, ctype = 200, b"ok\n", "text/plain"
            elif path == "/readyz":
                ok = self._ready()
                status = 200 if ok else 503
                body = b"ready\n" if ok else b"not ready\n"
                ctype = "text/plain"
            elif path == "/metrics":
                status, body, ctype = 200, self._metrics.render(), CONTENT_TYPE_LATEST
            else:
                status, body, ctype = 404, b"not found\n", "text/plain"
        reason = {200: "OK", 400: "Bad Request", 404: "Not Found",
                  405: "Method Not Allowed", 503: "Service Unavailable"}[status]
        headers = (f"HTTP/1.1 {status} {reason}\r\nContent-Type: {ctype}\r\n"
                   f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n")
        writer.write(headers.encode("latin-1") + (b"" if parts[:1] == ["HEAD"] else body))
        await asyncio.wait_for(writer.drain(), _REQUEST_TIMEOUT)
