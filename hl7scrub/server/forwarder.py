"""Where de-identified messages go: an MLLP peer, or a directory.

A sink's ``deliver`` never raises for delivery problems; it returns a :class:`Delivery`
whose status drives the caller:

* ``accepted``: the peer answered AA/CA for this message (or the file is durable);
* ``rejected``: the peer answered AE/AR/CE/CR (retrying the same bytes will not help);
* ``failed``: the message went out but no valid answer came back (timeout, closed
  connection, an ACK for another message): counts as one attempt;
* ``unavailable``: nothing was sent (cannot connect): does not count as an attempt.
"""

from __future__ import annotations

import asyncio
import os
import ssl
import string
from dataclasses import dataclass
from pathlib import Path
from typing import Literal, Protocol

from hl7scrub.config import ServerConfig
from hl7scrub.exceptions import ConfigError
from hl7scrub.server.client import ConnectFailed, MllpClient, MllpError

DeliveryStatus = Literal["accepted", "rejected", "failed", "unavailable"]


@dataclass(frozen=True)
class Delivery:
    status: DeliveryStatus
    #: PHI-free reason (the peer's ACK text is not copied: it may quote the message).
    reason: str = ""
    #: MSA-1 of the peer's answer, when there was one.
    ack_code: str = ""


@dataclass(frozen=True)
class Downstream:
    """A parsed ``--downstream`` value."""

    scheme: Literal["mllp", "mllps", "dir"]
    host: str = ""
    port: int = 0
    path: str = ""

    def __str__(self) -> str:
        if self.scheme == "dir":
            return f"dir:{self.path}"
        return f"{self.scheme}://{format_hostport(self.host, self.port)}"


def split_hostport(value: str, what: str = "address") -> tuple[str, int]:
    """``HOST:PORT`` or ``[IPv6]:PORT`` -> (host, port)."""
    text = value.strip()
    if text.startswith("["):
        close = text.find("]")
        host, rest = text[1:close], text[close + 1:] if close > 0 else ""
        if close < 0 or not rest.startswith(":"):
            raise ConfigError(f"{what}: expected [HOST]:PORT, got {value!r}")
        port_text = rest[1:]
    else:
        host, sep, port_text = text.rpartition(":")
        if not sep:
            raise ConfigError(f"{what}: expected HOST:PORT, got {value!r}")
    if not host:
        raise ConfigError(f"{what}: missing host in {value!r}")
    if not port_text.isdigit() or not 0 <= int(port_text) <= 65535:
        raise ConfigError(f"{what}: bad port in {value!r}")
    return host, int(port_text)


def format_hostport(host: str, port: int) -> str:
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


def parse_downstream(value: str) -> Downstream:
    """``mllp://HOST:PORT``, ``mllps://HOST:PORT`` or ``dir:PATH``."""
    text = value.strip()
    if text.startswith("dir:"):
        path = text[4:]
        if not path:
            raise ConfigError("server.downstream: dir: needs a path")
        return Downstream("dir", path=path)
    for scheme in ("mllps", "mllp"):
        prefix = scheme + "://"
        if text.startswith(prefix):
            host, port = split_hostport(text[len(prefix):].rstrip("/"), "server.downstream")
            if port == 0:
                raise ConfigError("server.downstream: port 0 is not a peer")
            return Downstream("mllps" if scheme == "mllps" else "mllp", host=host, port=port)
    raise ConfigError("server.downstream: expected mllp://HOST:PORT, mllps://HOST:PORT "
                      f"or dir:PATH, got {value!r}")


class Sink(Protocol):
    """Delivers one de-identified message."""

    async def deliver(self, message: bytes, control_id: str, key: str) -> Delivery: ...

    async def close(self) -> None: ...


class MllpForwarder:
    """Forwards over one MLLP connection, reconnecting when it was lost."""

    def __init__(self, host: str, port: int, *, ssl_context: ssl.SSLContext | None = None,
                 server_hostname: str | None = None, connect_timeout: float = 10.0,
                 ack_timeout: float = 30.0) -> None:
        self._client = MllpClient(host, port, ssl=ssl_context,
                                  server_hostname=server_hostname,
                                  connect_timeout=connect_timeout, ack_timeout=ack_timeout)

    @property
    def peer(self) -> str:
        return self._client.peer

    async def deliver(self, message: bytes, control_id: str, key: str) -> Delivery:
        try:
            await self._client.connect()
        except ConnectFailed as exc:
            return Delivery("unavailable", str(exc))
        try:
            ack = await self._client.send(message)
        except MllpError as exc:  # no ACK, a lost connection, an answer that is no ACK
            return Delivery("failed", str(exc))
        if ack.accepted:
            return Delivery("accepted", ack_code=ack.code)
        detail = f", error code {ack.error_code}" if ack.error_code.isdigit() else ""
        return Delivery("rejected", f"downstream answered {ack.code}{detail}", ack.code)

    async def close(self) -> None:
        await self._client.close()


_SAFE = frozenset(string.ascii_letters + string.digits + "-_.")


def safe_name(value: str, limit: int = 64) -> str:
    """A control ID reduced to characters safe in a file name."""
    return "".join(c if c in _SAFE else "_" for c in value[:limit]).strip(".") or "msg"


class DirectorySink:
    """One file per message, written to a temporary name, fsynced, then renamed.

    The file name is derived from ``key`` (the queue id in store-and-forward), so a message
    delivered again after a crash overwrites its own file: delivery to a directory is
    idempotent.
    """

    def __init__(self, path: str | Path, *, fsync: bool = True) -> None:
        self.path = Path(path)
        self.fsync = fsync
        try:
            self.path.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise ConfigError(f"cannot create output directory {self.path}: "
                              f"{exc.strerror}") from None

    def _write(self, message: bytes, control_id: str, key: str) -> None:
        name = f"{key}-{safe_name(control_id)}.hl7"
        final = self.path / name
        temp = self.path / f".{name}.tmp"
        fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o640)
        try:
            view = memoryview(message)
            while view:
                written = os.write(fd, view)
                view = view[written:]
            if self.fsync:
                os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(temp, final)
        if self.fsync:
            dir_fd = os.open(self.path, os.O_RDONLY)
            try:
                os.fsync(dir_fd)
            finally:
                os.close(dir_fd)

    async def deliver(self, message: bytes, control_id: str, key: str) -> Delivery:
        try:
            await asyncio.to_thread(self._write, message, control_id, key)
        except OSError as exc:
            return Delivery("failed", f"cannot write to {self.path}: "
                            f"{exc.strerror or type(exc).__name__}")
        return Delivery("accepted")

    async def close(self) -> None:
        return None


class SinkFactory:
    """Makes sinks for one downstream; the TLS context is built once and shared."""

    def __init__(self, downstream: Downstream, config: ServerConfig) -> None:
        self.downstream = downstream
        self._config = config
        self._context: ssl.SSLContext | None = None
        if downstream.scheme == "mllps":
            from hl7scrub.server.tls import downstream_context

            self._context = downstream_context(config)
        self._directory: DirectorySink | None = None
        if downstream.scheme == "dir":
            self._directory = DirectorySink(downstream.path)

    def create(self) -> Sink:
        if self._directory is not None:
            return self._directory
        config = self._config
        return MllpForwarder(self.downstream.host, self.downstream.port,
                             ssl_context=self._context,
                             server_hostname=config.downstream_server_name or None,
                             connect_timeout=config.connect_timeout,
                             ack_timeout=config.ack_timeout)
