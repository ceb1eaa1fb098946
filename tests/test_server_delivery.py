"""Delivery to an MLLP downstream: store-and-forward retries and dead letters,
pass-through ACK semantics (real server, real receiver, real SQLite file)."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from hl7scrub.hl7v2.ack import read_header
from hl7scrub.server.app import ServerThread
from hl7scrub.server.queue import QueueStore
from hl7scrub.server.receiver import Answer, ThreadedReceiver
from tests.test_server_support import exchange, free_port, make_config, oru, wait_for


def control_ids(messages: list[bytes]) -> list[str]:
    ids = []
    for message in messages:
        header = read_header(message)
        ids.append(header.control_id if header is not None else "")
    return ids


def queue_counts(path: Path) -> tuple[int, int]:
    store = QueueStore(path)
    try:
        return store.count("outbox"), store.count("dead_letter")
    finally:
        store.close()


def test_store_and_forward_acks_before_delivery_and_delivers_when_downstream_returns(
        tmp_path: Path) -> None:
    port = free_port()  # nobody listens yet
    config = make_config(tmp_path, downstream=f"mllp://127.0.0.1:{port}", connect_timeout=0.5)
    ids = [f"SF-{i}" for i in range(10)]
    with ServerThread(config) as server:
        acks = exchange(server.port, [oru(i) for i in ids])
        assert [a.code for a in acks] == ["AA"] * 10
        assert queue_counts(tmp_path / "queue.sqlite3") == (10, 0)
        with ThreadedReceiver(port=port) as downstream:
            receiver = downstream.receiver
            assert receiver is not None
            assert wait_for(lambda: len(receiver.messages) == 10, 30)
            assert control_ids(receiver.messages) == ids
            assert wait_for(lambda: queue_counts(tmp_path / "queue.sqlite3") == (0, 0), 10)


def test_downstream_rejection_moves_the_message_to_dead_letters(tmp_path: Path) -> None:
    def answer(data: bytes) -> Answer:
        return "AE" if b"|DL-2|" in data else "AA"

    with ThreadedReceiver(answer=answer) as downstream:
        config = make_config(tmp_path, downstream=f"mllp://127.0.0.1:{downstream.port}")
        with ServerThread(config) as server:
            exchange(server.port, [oru("DL-1"), oru("DL-2"), oru("DL-3")])
            receiver = downstream.receiver
            assert receiver is not None
            assert wait_for(lambda: len(receiver.messages) == 2, 20)
            assert control_ids(receiver.messages) == ["DL-1", "DL-3"]
        store = QueueStore(tmp_path / "queue.sqlite3")
        [dead] = store.list("dead_letter")
        assert dead.control_id == "DL-2"  # type: ignore[union-attr]
        assert "AE" in dead.reason  # type: ignore[union-attr]
        assert store.count("outbox") == 0


def test_message_never_acknowledged_is_dead_lettered_after_max_attempts(tmp_path: Path) -> None:
    def answer(data: bytes) -> Answer:
        return "none" if b"|NA-1|" in data else "AA"

    with ThreadedReceiver(answer=answer) as downstream:
        config = make_config(tmp_path, downstream=f"mllp://127.0.0.1:{downstream.port}",
                             ack_timeout=0.3, max_attempts=2)
        with ServerThread(config) as server:
            exchange(server.port, [oru("NA-1"), oru("NA-2")])
            receiver = downstream.receiver
            assert receiver is not None
            assert wait_for(lambda: control_ids(receiver.messages) == ["NA-2"], 20)
        [dead] = QueueStore(tmp_path / "queue.sqlite3").list("dead_letter")
        assert dead.attempts == 2
        assert "2 delivery attempts failed" in dead.reason  # type: ignore[union-attr]


def test_requeued_dead_letter_is_delivered(tmp_path: Path) -> None:
    refuse = {"on": True}

    def answer(data: bytes) -> Answer:
        return "AR" if refuse["on"] else "AA"

    with ThreadedReceiver(answer=answer) as downstream:
        config = make_config(tmp_path, downstream=f"mllp://127.0.0.1:{downstream.port}")
        with ServerThread(config) as server:
            exchange(server.port, [oru("RQ-1")])
            assert wait_for(lambda: queue_counts(tmp_path / "queue.sqlite3") == (0, 1), 20)
            refuse["on"] = False
            store = QueueStore(tmp_path / "queue.sqlite3")
            assert store.transaction(lambda s: s.requeue(())) == 1
            store.close()
            receiver = downstream.receiver
            assert receiver is not None
            assert wait_for(lambda: control_ids(receiver.messages) == ["RQ-1"], 20)


def test_forwarded_message_is_the_deidentified_one(tmp_path: Path) -> None:
    with ThreadedReceiver() as downstream:
        config = make_config(tmp_path, downstream=f"mllp://127.0.0.1:{downstream.port}")
        with ServerThread(config) as server:
            exchange(server.port, [oru("DI-1")])
            receiver = downstream.receiver
            assert receiver is not None
            assert wait_for(lambda: len(receiver.messages) == 1, 20)
            [message] = receiver.messages
    assert b"Kowalczyk" not in message and b"Marianne" not in message
    assert message.startswith(b"MSH|^~\\&|")


def test_two_forward_connections_keep_each_upstream_connection_in_order(
        tmp_path: Path) -> None:
    with ThreadedReceiver() as downstream:
        config = make_config(tmp_path, downstream=f"mllp://127.0.0.1:{downstream.port}",
                             forward_connections=2)
        with ServerThread(config) as server:
            for n in range(4):
                exchange(server.port, [oru(f"FC{n}-{i}") for i in range(5)])
            receiver = downstream.receiver
            assert receiver is not None
            assert wait_for(lambda: len(receiver.messages) == 20, 30)
            got = control_ids(receiver.messages)
    for n in range(4):
        mine = [c for c in got if c.startswith(f"FC{n}-")]
        assert mine == [f"FC{n}-{i}" for i in range(5)]


# ------------------------------------------------------------------ pass-through

def _pass_through(tmp_path: Path, port: int, **extra: Any) -> Any:
    return make_config(tmp_path, downstream=f"mllp://127.0.0.1:{port}",
                       delivery="pass-through", **extra)


def test_pass_through_acks_only_after_the_downstream_has_the_message(tmp_path: Path) -> None:
    with ThreadedReceiver() as downstream:
        receiver = downstream.receiver
        assert receiver is not None
        with ServerThread(_pass_through(tmp_path, downstream.port)) as server:
            for i in range(3):
                [ack] = exchange(server.port, [oru(f"PT-{i}")])
                assert ack.code == "AA"
                # the downstream held the message before the upstream saw the ACK
                assert control_ids(receiver.messages)[-1] == f"PT-{i}"
    assert not (tmp_path / "queue.sqlite3").exists()


def test_pass_through_relays_a_downstream_rejection_as_ae(tmp_path: Path) -> None:
    with ThreadedReceiver(answer="AE") as downstream, \
            ServerThread(_pass_through(tmp_path, downstream.port)) as server:
        [ack] = exchange(server.port, [oru("PT-AE")])
    assert (ack.code, ack.control_id) == ("AE", "PT-AE")
    assert "not delivered" in ack.text


def test_pass_through_answers_ar_when_the_downstream_is_unreachable(tmp_path: Path) -> None:
    config = _pass_through(tmp_path, free_port(), connect_timeout=0.5)
    with ServerThread(config) as server:
        [ack] = exchange(server.port, [oru("PT-DOWN")])
    assert (ack.code, ack.control_id) == ("AR", "PT-DOWN")


def test_pass_through_to_a_directory_writes_before_the_ack(tmp_path: Path) -> None:
    config = make_config(tmp_path, delivery="pass-through")
    with ServerThread(config) as server:
        [ack] = exchange(server.port, [oru("PD-1")])
        assert ack.code == "AA"
        assert len(list((tmp_path / "out").glob("*-PD-1.hl7"))) == 1


def test_queue_sender_survives_a_downstream_restart(tmp_path: Path) -> None:
    port = free_port()
    config = make_config(tmp_path, downstream=f"mllp://127.0.0.1:{port}", connect_timeout=0.5)
    with ServerThread(config) as server:
        with ThreadedReceiver(port=port) as first:
            exchange(server.port, [oru("RS-1")])
            assert first.receiver is not None
            assert wait_for(lambda: len(first.receiver.messages) == 1, 20)  # type: ignore[union-attr]
        exchange(server.port, [oru("RS-2")])  # downstream is gone now
        with ThreadedReceiver(port=port) as second:
            assert second.receiver is not None
            assert wait_for(lambda: control_ids(second.receiver.messages)  # type: ignore[union-attr]
                            == ["RS-2"], 20)


def test_receiver_module_answers_with_the_requested_code() -> None:
    from hl7scrub.server.client import MllpClient
    from hl7scrub.server.receiver import MllpReceiver

    async def scenario() -> str:
        receiver = MllpReceiver(answer="CR")
        await receiver.start()
        async with MllpClient("127.0.0.1", receiver.port) as client:
            ack = await client.send(oru("RM-1"))
        await receiver.close()
        return ack.code

    assert asyncio.run(scenario()) == "CR"
