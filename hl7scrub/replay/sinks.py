"""Where de-identified messages go: a mirrored output file, or an MLLP receiver.

A mirrored output is written to a hidden temporary file beside its final path and renamed
only when the whole input has been processed, so a reader (or a resumed run) never sees
half a file under the final name. Compression headers carry no time stamp or file name, so
the same input always gives the same output bytes.
"""

from __future__ import annotations

import bz2
import gzip
import hashlib
import lzma
import os
from pathlib import Path
from typing import IO, Any

from hl7scrub.config import ReplayConfig

PARTIAL_SUFFIX = ".hl7scrub-partial"


def partial_path(final: Path) -> Path:
    return final.with_name(f".{final.name}{PARTIAL_SUFFIX}")


class _HashingWriter:
    """Counts and hashes the bytes that reach the disk (the compressed bytes)."""

    def __init__(self, raw: IO[bytes]) -> None:
        self.raw = raw
        self.sha = hashlib.sha256()
        self.size = 0

    def write(self, data: Any) -> int:
        view = memoryview(data)
        self.sha.update(view)
        self.size += view.nbytes
        self.raw.write(view)
        return view.nbytes

    def flush(self) -> None:
        self.raw.flush()

    def writable(self) -> bool:
        return True


def _compressor(target: _HashingWriter, compression: str, cfg: ReplayConfig) -> Any:
    """A compressing writer over ``target`` (None for plain output)."""
    sink: Any = target
    if compression == "gzip":
        return gzip.GzipFile(filename="", mode="wb", fileobj=sink,
                             compresslevel=cfg.gzip_level, mtime=0)
    if compression == "bz2":
        return bz2.BZ2File(sink, mode="wb", compresslevel=cfg.bz2_level)
    if compression == "xz":
        return lzma.LZMAFile(sink, mode="wb", format=lzma.FORMAT_XZ, preset=cfg.xz_preset)
    return None


class FileSink:
    """One mirrored output file, with the compression of its input."""

    def __init__(self, final: Path, compression: str, cfg: ReplayConfig) -> None:
        self.final = final
        self.tmp = partial_path(final)
        final.parent.mkdir(parents=True, exist_ok=True)
        self._raw = open(self.tmp, "wb")  # noqa: SIM115 - closed in commit/abort
        self._hashed = _HashingWriter(self._raw)
        self._stream: Any = _compressor(self._hashed, compression, cfg)
        self.size = 0
        self.sha256 = ""

    def write(self, data: bytes) -> None:
        if data:
            (self._stream or self._hashed).write(data)

    def commit(self) -> None:
        """Finish the stream, make it durable and move it to its final name."""
        if self._stream is not None:
            self._stream.close()
        self._raw.flush()
        os.fsync(self._raw.fileno())
        self._raw.close()
        os.replace(self.tmp, self.final)
        self.size = self._hashed.size
        self.sha256 = self._hashed.sha.hexdigest()

    def abort(self) -> None:
        """Drop the partial output (interrupted run or unreadable input)."""
        try:
            if self._stream is not None:
                self._stream.close()
        except (OSError, ValueError):
            pass
        self._raw.close()
        self.tmp.unlink(missing_ok=True)


class DownstreamUnavailable(Exception):
    """Forwarding failed after retries; the run stops with its checkpoint saved."""


def parse_mllp_url(url: str) -> tuple[str, int, bool]:
    """``mllp://HOST:PORT`` or ``mllps://HOST:PORT`` (``[::1]`` for IPv6) -> (host, port, tls)."""
    from urllib.parse import urlsplit

    from hl7scrub.exceptions import ConfigError

    parts = urlsplit(url)
    if parts.scheme not in ("mllp", "mllps") or not parts.hostname:
        raise ConfigError(f"--to expects mllp://HOST:PORT or mllps://HOST:PORT, not {url!r}")
    try:
        port = parts.port
    except ValueError:
        port = None
    if port is None or parts.path not in ("", "/"):
        raise ConfigError(f"--to expects mllp://HOST:PORT or mllps://HOST:PORT, not {url!r}")
    return parts.hostname, port, parts.scheme == "mllps"


class MllpForwarder:
    """Sends de-identified messages in order over one connection and checks each ACK.

    Uses the service's own client, TLS settings and timeouts (``[server]``). A transport
    failure is retried with exponential backoff; after ``max_attempts`` the run stops
    (the manifest checkpoint says where to resume). A negative ACK is not retried: the
    message is written to the reject file with the ACK code.
    """

    def __init__(self, url: str, server: Any) -> None:
        import asyncio

        from hl7scrub.server.client import MllpClient

        host, port, tls = parse_mllp_url(url)
        context = None
        if tls:
            from hl7scrub.server.tls import downstream_context

            context = downstream_context(server)
        self.url = url
        self._server = server
        self._loop = asyncio.new_event_loop()
        self._client = MllpClient(host, port, ssl=context,
                                  server_hostname=server.downstream_server_name or None,
                                  connect_timeout=server.connect_timeout,
                                  ack_timeout=server.ack_timeout)

    def check(self) -> None:
        """Connect once up front so a wrong address fails before any work is done."""
        from hl7scrub.server.client import MllpError

        try:
            self._loop.run_until_complete(self._client.connect())
        except MllpError as exc:
            raise DownstreamUnavailable(str(exc)) from None

    def send(self, message: bytes) -> Any:
        """Send one message and return its :class:`~hl7scrub.hl7v2.ack.Ack`."""
        import time

        from hl7scrub.server.client import MllpError

        delay = self._server.retry_initial
        attempts = max(int(self._server.max_attempts), 1)
        for attempt in range(1, attempts + 1):
            try:
                return self._loop.run_until_complete(self._client.send(message))
            except MllpError as exc:
                if attempt == attempts:
                    raise DownstreamUnavailable(str(exc)) from None
                time.sleep(delay)
                delay = min(delay * 2, self._server.retry_max)
        raise AssertionError("unreachable")

    def close(self) -> None:
        try:
            self._loop.run_until_complete(self._client.close())
        finally:
            self._loop.close()
