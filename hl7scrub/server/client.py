"""MLLP client: send a message, wait for its ACK, check that the ACK is for that message.

One message at a time per connection (MLLP has no pipelining). Every wait is bounded: the
connection by ``connect_timeout``, each answer by ``ack_timeout``. Errors are
:class:`MllpError` subclasses whose text names the peer and the failure, never content.
"""

from __future__ import annotations

import asyncio
import contextlib
import ssl as ssl_module
from collections.abc import Callable, Iterable
from types import TracebackType

from hl7scrub.exceptions import Hl7ScrubError, MessageError
from hl7scrub.hl7v2.ack import Ack, parse_ack, read_header, same_control_id
from hl7scrub.server.mllp import DEFAULT_MAX_SIZE, Frame, FrameDecoder, frame

__all__ = [
    "Ack",
    "AckTimeout",
    "ConnectFailed",
    "ConnectionClosed",
    "MllpClient",
    "MllpError",
    "ProtocolError",
    "send_many",
]


class MllpError(Hl7ScrubError):
    """An MLLP exchange failed (the message may or may not have been received)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        #: ACKs received before the failure (set by :func:`send_many`).
        self.acks: list[Ack] = []


class ConnectFailed(MllpError):
    """The peer could not be reached; nothing was sent."""


class AckTimeout(MllpError):
    """No answer within the ACK timeout."""


class ConnectionClosed(MllpError):
    """The peer closed the connection before answering."""


class ProtocolError(MllpError):
    """The answer was not a readable ACK, or acknowledged another message."""


class MllpClient:
    """An asyncio MLLP connection to ``host:port``, opened on first use."""

    def __init__(self, host: str, port: int, *, ssl: ssl_module.SSLContext | None = None,
                 server_hostname: str | None = None, connect_timeout: float = 10.0,
                 ack_timeout: float = 30.0, max_ack_bytes: int = DEFAULT_MAX_SIZE,
                 check_correlation: bool = True) -> None:
        self.host = host
        self.port = port
        self._ssl = ssl
        self._server_hostname = server_hostname
        self.connect_timeout = connect_timeout
        self.ack_timeout = ack_timeout
        self.check_correlation = check_correlation
        self._max = max_ack_bytes
        self._reader: asyncio.StreamReader | None = None
        self._writer: asyncio.StreamWriter | None = None
        self._decoder = FrameDecoder(max_ack_bytes)
        self._frames: list[Frame] = []

    @property
    def peer(self) -> str:
        return f"{self.host}:{self.port}"

    @property
    def connected(self) -> bool:
        return self._writer is not None and not self._writer.is_closing()

    async def connect(self) -> None:
        if self.connected:
            return
        await self.close()
        hostname = (self._server_hostname or self.host) if self._ssl is not None else None
        try:
            self._reader, self._writer = await asyncio.wait_for(
                asyncio.open_connection(self.host, self.port, limit=1 << 16, ssl=self._ssl,
                                        server_hostname=hostname),
                self.connect_timeout)
        except TimeoutError:
            raise ConnectFailed(f"{self.peer}: connect timed out after "
                                f"{self.connect_timeout:g} s") from None
        except ssl_module.SSLError as exc:
            raise ConnectFailed(f"{self.peer}: TLS handshake failed ({exc.reason})") from None
        except OSError as exc:
            raise ConnectFailed(f"{self.peer}: {exc.strerror or type(exc).__name__}") from None
        if connected_to_itself(self._writer):
            # With no listener on a loopback port in the ephemeral range, the kernel may
            # pick that very port as the local one and join the socket to itself (a TCP
            # simultaneous open): the message would be "delivered" to its own sender,
            # and the port held away from the peer that wants to listen on it.
            await self.close()
            raise ConnectFailed(f"{self.peer}: connected to itself; no peer is listening")
        self._decoder = FrameDecoder(self._max)
        self._frames = []

    async def close(self) -> None:
        writer, self._writer, self._reader = self._writer, None, None
        if writer is not None:
            writer.close()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(writer.wait_closed(), 2.0)

    async def __aenter__(self) -> MllpClient:
        await self.connect()
        return self

    async def __aexit__(self, exc_type: type[BaseException] | None,
                        exc: BaseException | None, tb: TracebackType | None) -> None:
        await self.close()

    async def exchange(self, message: bytes) -> bytes:
        """Send one message and return the raw payload of the answer frame."""
        await self.connect()
        assert self._writer is not None and self._reader is not None
        self._frames.clear()  # answers nobody waited for belong to nothing
        try:
            self._writer.write(frame(message))
            await asyncio.wait_for(self._writer.drain(), self.ack_timeout)
            return await asyncio.wait_for(self._read_frame(), self.ack_timeout)
        except TimeoutError:
            await self.close()
            raise AckTimeout(f"{self.peer}: no ACK within {self.ack_timeout:g} s") from None
        except (ConnectionError, OSError) as exc:
            await self.close()
            raise ConnectionClosed(f"{self.peer}: connection lost "
                                   f"({type(exc).__name__})") from None
        except MllpError:
            await self.close()
            raise

    async def _read_frame(self) -> bytes:
        assert self._reader is not None
        while not self._frames:
            data = await self._reader.read(1 << 16)
            if not data:
                raise ConnectionClosed(f"{self.peer}: connection closed before the ACK")
            for item in self._decoder.feed(data):
                if isinstance(item, Frame):
                    self._frames.append(item)
                elif item.needs_nak:
                    raise ProtocolError(f"{self.peer}: unreadable answer ({item.kind})")
        return self._frames.pop(0).data

    async def send(self, message: bytes) -> Ack:
        """Send one message; return its ACK (whatever its code).

        Raises :class:`ProtocolError` when the answer is not an ACK or, with
        ``check_correlation``, when its MSA-2 is not the message's MSH-10.
        """
        raw = await self.exchange(message)
        try:
            ack = parse_ack(raw)
        except MessageError as exc:
            await self.close()
            raise ProtocolError(f"{self.peer}: answer is not an ACK ({exc})") from None
        if self.check_correlation:
            header = read_header(message)
            expected = header.control_id if header is not None else ""
            if expected and not same_control_id(ack.control_id, expected):
                await self.close()
                raise ProtocolError(f"{self.peer}: ACK correlation mismatch (MSA-2 does not "
                                    "echo the MSH-10 sent)")
        return ack


def send_many(host: str, port: int, messages: Iterable[bytes], *,
              ssl: ssl_module.SSLContext | None = None, server_hostname: str | None = None,
              connect_timeout: float = 10.0, ack_timeout: float = 30.0,
              check_correlation: bool = True,
              on_ack: Callable[[int, Ack], None] | None = None) -> list[Ack]:
    """Blocking helper: send ``messages`` in order over one connection, return their ACKs.

    ``on_ack(index, ack)`` is called as each ACK arrives. Transport failures raise
    :class:`MllpError` (ACKs received so far are on the exception as ``.acks``).
    """
    async def run() -> list[Ack]:
        acks: list[Ack] = []
        client = MllpClient(host, port, ssl=ssl, server_hostname=server_hostname,
                            connect_timeout=connect_timeout, ack_timeout=ack_timeout,
                            check_correlation=check_correlation)
        try:
            for index, message in enumerate(messages):
                try:
                    ack = await client.send(message)
                except MllpError as exc:
                    exc.acks = acks
                    raise
                acks.append(ack)
                if on_ack is not None:
                    on_ack(index, ack)
        finally:
            await client.close()
        return acks

    return asyncio.run(run())


def connected_to_itself(writer: asyncio.StreamWriter | None) -> bool:
    """Whether a socket's local and remote addresses are one (a self-connection)."""
    if writer is None:
        return False
    local, remote = writer.get_extra_info("sockname"), writer.get_extra_info("peername")
    return local is not None and local == remote
