"""MLLP client, forwarder and directory sink over real sockets on 127.0.0.1."""

from __future__ import annotations

import asyncio
import os
import socket
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest

from hl7scrub.exceptions import ConfigError
from hl7scrub.hl7v2.ack import build_ack
from hl7scrub.server.client import (
    AckTimeout,
    ConnectFailed,
    ConnectionClosed,
    MllpClient,
    ProtocolError,
    connected_to_itself,
    send_many,
)
from hl7scrub.server.forwarder import (
    DirectorySink,
    MllpForwarder,
    parse_downstream,
    split_hostport,
)
from hl7scrub.server.mllp import Frame, FrameDecoder, frame
from hl7scrub.server.receiver import Answer, MllpReceiver, ThreadedReceiver


def message(control_id: str) -> bytes:
    return (f"MSH|^~\\&|A|B|C|D|20240101||ORU^R01|{control_id}|P|2.5\r"
            "PID|1||[ID]\r").encode()


def run(scenario: Callable[[], Awaitable[object]]) -> object:
    return asyncio.run(asyncio.wait_for(scenario(), 30))


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


async def with_receiver(answer: Answer, body: Callable[[MllpReceiver],
                                                        Awaitable[object]]) -> object:
    receiver = MllpReceiver(answer=answer)
    await receiver.start()
    try:
        return await body(receiver)
    finally:
        await receiver.close()


async def raw_server(reply: Callable[[bytes], bytes]) -> asyncio.base_events.Server:
    """A peer answering each frame with ``reply(frame)`` (raw bytes, may be anything)."""
    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        decoder = FrameDecoder()
        while data := await reader.read(65536):
            for item in decoder.feed(data):
                if isinstance(item, Frame):
                    writer.write(reply(item.data))
        writer.close()

    return await asyncio.start_server(handle, "127.0.0.1", 0)


def test_send_returns_the_correlated_aa() -> None:
    async def body(receiver: MllpReceiver) -> object:
        async with MllpClient("127.0.0.1", receiver.port) as client:
            return await client.send(message("M1"))

    ack = run(lambda: with_receiver("AA", body))
    assert (ack.code, ack.control_id, ack.accepted) == ("AA", "M1", True)  # type: ignore[attr-defined]


def test_send_returns_a_negative_ack_without_raising() -> None:
    async def body(receiver: MllpReceiver) -> object:
        async with MllpClient("127.0.0.1", receiver.port) as client:
            return await client.send(message("M2"))

    ack = run(lambda: with_receiver("AE", body))
    assert (ack.code, ack.accepted, ack.text) == ("AE", False, "refused")  # type: ignore[attr-defined]


def test_silent_peer_raises_ack_timeout() -> None:
    async def body(receiver: MllpReceiver) -> object:
        client = MllpClient("127.0.0.1", receiver.port, ack_timeout=0.3)
        with pytest.raises(AckTimeout, match="no ACK within"):
            await client.send(message("M3"))
        assert not client.connected
        return None

    run(lambda: with_receiver("none", body))


def test_peer_closing_raises_connection_closed() -> None:
    async def body(receiver: MllpReceiver) -> object:
        client = MllpClient("127.0.0.1", receiver.port)
        with pytest.raises(ConnectionClosed):
            await client.send(message("M4"))
        return None

    run(lambda: with_receiver("close", body))


def test_refused_connection_raises_connect_failed() -> None:
    async def body() -> None:
        client = MllpClient("127.0.0.1", free_port(), connect_timeout=2)
        with pytest.raises(ConnectFailed, match=r"127\.0\.0\.1"):
            await client.send(message("M5"))

    run(body)


def test_ack_for_another_message_is_a_correlation_error() -> None:
    async def body() -> None:
        server = await raw_server(lambda data: frame(build_ack(message("OTHER"))))
        port = server.sockets[0].getsockname()[1]
        client = MllpClient("127.0.0.1", port)
        with pytest.raises(ProtocolError, match="correlation"):
            await client.send(message("M6"))
        server.close()

    run(body)


def test_answer_that_is_not_an_ack_is_a_protocol_error() -> None:
    async def body() -> None:
        server = await raw_server(lambda data: frame(b"hello"))
        port = server.sockets[0].getsockname()[1]
        with pytest.raises(ProtocolError, match="not an ACK"):
            await MllpClient("127.0.0.1", port).send(message("M7"))
        server.close()

    run(body)


def test_ack_split_over_several_writes_is_reassembled() -> None:
    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        decoder = FrameDecoder()
        while data := await reader.read(65536):
            for item in decoder.feed(data):
                if isinstance(item, Frame):
                    wire = frame(build_ack(item.data))
                    for i in range(0, len(wire), 7):
                        writer.write(wire[i:i + 7])
                        await writer.drain()
                        await asyncio.sleep(0.001)
        writer.close()

    async def body() -> object:
        server = await asyncio.start_server(handle, "127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        async with MllpClient("127.0.0.1", port) as client:
            ack = await client.send(message("M8"))
        server.close()
        return ack

    assert run(body).control_id == "M8"  # type: ignore[attr-defined]


def test_client_reconnects_after_the_peer_closed() -> None:
    answers = iter(["close", "AA"])

    async def body(receiver: MllpReceiver) -> object:
        client = MllpClient("127.0.0.1", receiver.port)
        with pytest.raises(ConnectionClosed):
            await client.send(message("R1"))
        ack = await client.send(message("R2"))
        await client.close()
        return ack

    receiver_answer: Callable[[bytes], Answer] = lambda data: next(answers)  # noqa: E731
    ack = run(lambda: with_receiver(receiver_answer, body))  # type: ignore[arg-type]
    assert ack.code == "AA"  # type: ignore[attr-defined]


def test_send_many_returns_acks_in_order() -> None:
    with ThreadedReceiver() as threaded:
        acks = send_many("127.0.0.1", threaded.port, [message(f"S{i}") for i in range(5)])
    assert [a.control_id for a in acks] == [f"S{i}" for i in range(5)]


# ------------------------------------------------------------------ forwarder / sinks

def test_forwarder_statuses() -> None:
    async def body() -> list[str]:
        statuses = []
        for answer in ("AA", "AE", "AR", "CA", "CR"):
            receiver = MllpReceiver(answer=answer)  # type: ignore[arg-type]
            await receiver.start()
            forwarder = MllpForwarder("127.0.0.1", receiver.port, ack_timeout=2)
            result = await forwarder.deliver(message("F1"), "F1", "k")
            statuses.append(f"{answer}:{result.status}")
            await forwarder.close()
            await receiver.close()
        return statuses

    assert run(body) == ["AA:accepted", "AE:rejected", "AR:rejected", "CA:accepted",
                         "CR:rejected"]


def test_forwarder_reports_unavailable_without_sending() -> None:
    async def body() -> object:
        forwarder = MllpForwarder("127.0.0.1", free_port(), connect_timeout=1)
        return await forwarder.deliver(message("F2"), "F2", "k")

    assert run(body).status == "unavailable"  # type: ignore[attr-defined]


def test_forwarder_reports_failed_on_timeout() -> None:
    async def body(receiver: MllpReceiver) -> object:
        forwarder = MllpForwarder("127.0.0.1", receiver.port, ack_timeout=0.2)
        result = await forwarder.deliver(message("F3"), "F3", "k")
        await forwarder.close()
        return result

    assert run(lambda: with_receiver("none", body)).status == "failed"  # type: ignore[attr-defined]


def test_rejection_reason_does_not_copy_the_peer_text() -> None:
    async def body(receiver: MllpReceiver) -> object:
        forwarder = MllpForwarder("127.0.0.1", receiver.port)
        result = await forwarder.deliver(message("F4"), "F4", "k")
        await forwarder.close()
        return result

    result = run(lambda: with_receiver("AE", body))
    assert "refused" not in result.reason and "AE" in result.reason  # type: ignore[attr-defined]


def test_directory_sink_writes_one_file_atomically(tmp_path: Path) -> None:
    sink = DirectorySink(tmp_path / "out")
    result = asyncio.run(sink.deliver(b"MSH|1", "ID/../x", "000000000001"))
    assert result.status == "accepted"
    files = sorted(os.listdir(tmp_path / "out"))
    assert files == ["000000000001-ID_.._x.hl7"]
    assert (tmp_path / "out" / files[0]).read_bytes() == b"MSH|1"


def test_directory_sink_redelivery_overwrites_the_same_file(tmp_path: Path) -> None:
    sink = DirectorySink(tmp_path)
    asyncio.run(sink.deliver(b"MSH|1", "A", "7"))
    asyncio.run(sink.deliver(b"MSH|1", "A", "7"))
    assert os.listdir(tmp_path) == ["7-A.hl7"]


def test_directory_sink_reports_write_failures(tmp_path: Path) -> None:
    sink = DirectorySink(tmp_path / "out")
    (tmp_path / "out").rmdir()
    (tmp_path / "out").write_bytes(b"")  # the directory became a file
    result = asyncio.run(sink.deliver(b"MSH|1", "A", "1"))
    assert result.status == "failed" and "cannot write" in result.reason


@pytest.mark.parametrize(("value", "parsed"), [
    ("mllp://10.0.0.5:2575", ("mllp", "10.0.0.5", 2575, "")),
    ("mllps://host.example:6661/", ("mllps", "host.example", 6661, "")),
    ("mllp://[::1]:2575", ("mllp", "::1", 2575, "")),
    ("dir:out/messages", ("dir", "", 0, "out/messages")),
])
def test_parse_downstream(value: str, parsed: tuple[str, str, int, str]) -> None:
    d = parse_downstream(value)
    assert (d.scheme, d.host, d.port, d.path) == parsed


@pytest.mark.parametrize("value", ["http://x:1", "mllp://x", "mllp://x:99999", "dir:",
                                   "mllp://:2575", "mllp://x:0"])
def test_parse_downstream_rejects(value: str) -> None:
    with pytest.raises(ConfigError):
        parse_downstream(value)


def test_split_hostport_ipv6() -> None:
    assert split_hostport("[::1]:80") == ("::1", 80)


def test_a_socket_joined_to_itself_is_told_from_a_peer() -> None:
    """With no listener, a loopback connect may join a socket to itself; the client
    must not take that for the downstream peer."""
    async def scenario() -> tuple[bool, bool]:
        lonely = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        lonely.bind(("127.0.0.1", 0))
        lonely.connect(lonely.getsockname())  # a TCP simultaneous open with itself
        _reader, self_writer = await asyncio.open_connection(sock=lonely)
        receiver = MllpReceiver()
        await receiver.start()
        _reader2, peer_writer = await asyncio.open_connection("127.0.0.1", receiver.port)
        verdicts = connected_to_itself(self_writer), connected_to_itself(peer_writer)
        for writer in (self_writer, peer_writer):
            writer.close()
        await receiver.close()
        return verdicts

    assert run(scenario) == (True, False)
