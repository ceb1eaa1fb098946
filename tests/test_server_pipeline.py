"""The running server over real sockets: framing, ACK/NAK, order, timeouts, HTTP.

One store-and-forward server (directory sink, one worker process) serves most tests of
this module; tests that need another configuration start their own.
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from hl7scrub.hl7v2.ack import parse_ack
from hl7scrub.server.app import ServerThread
from hl7scrub.server.mllp import CARRIAGE_RETURN, END_BLOCK, START_BLOCK, frame
from hl7scrub.server.queue import QueueStore
from tests.test_server_support import (
    Peer,
    deidentified,
    exchange,
    http_get,
    make_config,
    oru,
    wait_for,
)

MAX_BYTES = 64 * 1024


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ServerThread, Path]]:
    tmp = tmp_path_factory.mktemp("server")
    config = make_config(tmp, max_message_bytes=MAX_BYTES, read_timeout=1.0,
                         idle_timeout=2.0)
    with ServerThread(config) as thread:
        yield thread, tmp / "out"


def delivered(out: Path, control_id: str, timeout: float = 20.0) -> bytes:
    """The de-identified file delivered for ``control_id`` (waits for the sender)."""
    found: list[Path] = []

    def look() -> bool:
        found[:] = sorted(out.glob(f"*-{control_id}.hl7"))
        return bool(found)

    assert wait_for(look, timeout), f"{control_id} was not delivered"
    return found[0].read_bytes()


def not_delivered(out: Path, control_id: str) -> bool:
    time.sleep(0.3)
    return not list(out.glob(f"*-{control_id}.hl7"))


def test_message_is_acked_correlated_and_delivered_deidentified(served: Any) -> None:
    server, out = served
    [ack] = exchange(server.port, [oru("P-1")])
    assert (ack.code, ack.control_id) == ("AA", "P-1")
    output = delivered(out, "P-1")
    assert output == deidentified(server.config, oru("P-1"))
    for phi in (b"Kowalczyk", b"Marianne", b"Birchwood", b"555-0142"):
        assert phi not in output


def test_three_frames_in_one_write_get_three_acks_in_order(served: Any) -> None:
    server, _ = served
    with Peer(server.port) as peer:
        peer.write(frame(oru("T-1")) + frame(oru("T-2")) + frame(oru("T-3")))
        assert [a.control_id for a in peer.acks(3)] == ["T-1", "T-2", "T-3"]


def test_junk_and_newlines_between_frames_are_skipped(served: Any) -> None:
    server, _ = served
    with Peer(server.port) as peer:
        peer.write(b"\r\n\n" + frame(oru("J-1")) + b"\r\nnoise bytes\n" + frame(oru("J-2")))
        assert [(a.code, a.control_id) for a in peer.acks(2)] == [("AA", "J-1"), ("AA", "J-2")]


def test_frame_split_into_small_writes_is_reassembled(served: Any) -> None:
    server, _ = served
    wire = frame(oru("S-1"))
    with Peer(server.port) as peer:
        for i in range(0, len(wire), 97):
            peer.write(wire[i:i + 97])
            time.sleep(0.002)
        assert peer.acks(1)[0].control_id == "S-1"


def test_missing_final_carriage_return_is_accepted(served: Any) -> None:
    server, _ = served
    with Peer(server.port) as peer:
        peer.write(START_BLOCK + oru("CR-1") + END_BLOCK)
        assert peer.acks(1)[0].code == "AA"
        peer.write(START_BLOCK + oru("CR-2") + END_BLOCK + CARRIAGE_RETURN)
        assert peer.acks(1)[0].control_id == "CR-2"


def test_oversize_frame_gets_ar_with_its_control_id_and_the_stream_resyncs(served: Any) -> None:
    server, out = served
    big = oru("BIG-1", narrative="lungs clear " * (MAX_BYTES // 10))
    with Peer(server.port) as peer:
        peer.write(frame(big) + frame(oru("AFTER-1")))
        nak, ack = peer.acks(2)
    assert (nak.code, nak.control_id) == ("AR", "BIG-1")
    assert "larger than the configured maximum" in nak.text
    assert (ack.code, ack.control_id) == ("AA", "AFTER-1")
    assert not_delivered(out, "BIG-1")


def test_frame_without_msh_gets_ar_and_goes_nowhere(served: Any) -> None:
    server, _ = served
    with Peer(server.port) as peer:
        peer.send(b"this is not an HL7 message")
        [nak] = peer.acks(1)
    assert (nak.code, nak.control_id) == ("AR", "")
    assert "no readable MSH" in nak.text


def test_message_that_cannot_be_deidentified_gets_ae_and_is_never_forwarded(
        served: Any) -> None:
    server, out = served
    lone = b"MSH|^~\\&|LAB|GENHOSP|EHR|GENHOSP|20230314||ORU^R01|BAD-1|P|2.5.1\r"
    [nak] = exchange(server.port, [lone])
    assert (nak.code, nak.control_id) == ("AE", "BAD-1")
    assert nak.text and nak.error_code == "207"
    assert not_delivered(out, "BAD-1")


def test_interrupted_frame_gets_ar_and_the_next_frame_is_processed(served: Any) -> None:
    server, _ = served
    partial = oru("HALF-1")[:80]
    with Peer(server.port) as peer:
        peer.write(START_BLOCK + partial + frame(oru("WHOLE-1")))
        nak, ack = peer.acks(2)
    assert (nak.code, nak.control_id) == ("AR", "HALF-1")
    assert (ack.code, ack.control_id) == ("AA", "WHOLE-1")


def test_latin1_message_declared_in_msh18_is_accepted_byte_faithfully(served: Any) -> None:
    server, out = served
    latin1 = oru("L1-1", charset="8859/1", encoding="latin-1",
                 narrative="Résultat: poumons clairs, aucune anomalie aiguë.")
    with pytest.raises(UnicodeDecodeError):
        latin1.decode("utf-8")
    [ack] = exchange(server.port, [latin1])
    assert (ack.code, ack.control_id) == ("AA", "L1-1")
    output = delivered(out, "L1-1")
    assert "Résultat".encode("latin-1") in output
    assert b"Kowalczyk" not in output


def test_enhanced_mode_answers_ca(served: Any) -> None:
    server, _ = served
    [ack] = exchange(server.port, [oru("EN-1", msh15="AL", msh16="NE")])
    assert (ack.code, ack.control_id) == ("CA", "EN-1")


def test_enhanced_mode_error_answers_ce_or_cr(served: Any) -> None:
    server, _ = served
    lone = b"MSH|^~\\&|A|B|C|D|2023||ORU^R01|EN-2|P|2.5.1|||AL|NE\r"
    [nak] = exchange(server.port, [lone])
    assert (nak.code, nak.control_id) == ("CE", "EN-2")


def test_msh15_never_is_still_answered_by_default(served: Any) -> None:
    server, _ = served
    [ack] = exchange(server.port, [oru("NE-0", msh15="NE", msh16="NE")])
    assert (ack.code, ack.control_id) == ("CA", "NE-0")


def test_pipelined_frames_are_acked_in_send_order(served: Any) -> None:
    server, _ = served
    ids = [f"PL-{i}" for i in range(20)]
    with Peer(server.port) as peer:
        peer.write(b"".join(frame(oru(i)) for i in ids))
        assert [a.control_id for a in peer.acks(20)] == ids


def test_concurrent_connections_keep_their_own_order(served: Any) -> None:
    server, out = served
    results: dict[int, list[str]] = {}

    def client(n: int) -> None:
        ids = [f"CC{n}-{i}" for i in range(6)]
        results[n] = [a.control_id for a in exchange(server.port, [oru(i) for i in ids])]

    threads = [threading.Thread(target=client, args=(n,)) for n in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert results == {n: [f"CC{n}-{i}" for i in range(6)] for n in range(8)}
    for n in range(8):
        delivered(out, f"CC{n}-5")
        files = sorted(p.name for p in out.glob(f"*-CC{n}-*.hl7"))  # queue order
        assert [f.split("-", 1)[1] for f in files] == [f"CC{n}-{i}.hl7" for i in range(6)]


def test_slow_loris_sender_is_cut_off_after_read_timeout(served: Any) -> None:
    server, _ = served
    with Peer(server.port) as peer:
        peer.write(START_BLOCK + b"MSH|")
        start = time.monotonic()
        closed = False
        for _ in range(40):  # one byte every 0.1 s keeps the idle timer happy
            try:
                peer.write(b"x")
            except OSError:
                closed = True
                break
            if peer.closed_by_server(0.1):
                closed = True
                break
        elapsed = time.monotonic() - start
    assert closed and elapsed < 3.0


def test_idle_connection_is_closed(served: Any) -> None:
    server, _ = served
    with Peer(server.port) as peer:
        start = time.monotonic()
        assert peer.closed_by_server(6.0)
        assert 1.5 < time.monotonic() - start < 6.0


def test_peer_half_close_still_gets_its_acks(served: Any) -> None:
    server, _ = served
    with Peer(server.port) as peer:
        peer.write(frame(oru("HC-1")) + frame(oru("HC-2")))
        peer.sock.shutdown(socket.SHUT_WR)
        assert [a.control_id for a in peer.acks(2)] == ["HC-1", "HC-2"]
        assert peer.closed_by_server(5.0)


def test_health_readiness_and_unknown_paths(served: Any) -> None:
    server, _ = served
    assert http_get(server.http_port, "/healthz") == (200, "ok\n")
    assert http_get(server.http_port, "/readyz") == (200, "ready\n")
    assert http_get(server.http_port, "/nope")[0] == 404


def test_metrics_count_messages_and_phi_types(served: Any) -> None:
    server, out = served
    exchange(server.port, [oru("M-1"), b"MSH|^~\\&|A|B|C|D|2023||ORU^R01|M-2|P|2.5.1\r"])
    delivered(out, "M-1")
    status, text = http_get(server.http_port, "/metrics")
    assert status == 200
    values = {line.split(" ")[0]: float(line.split(" ")[1]) for line in text.splitlines()
              if line and not line.startswith("#")}
    assert values["hl7scrub_messages_received_total"] >= 2
    assert values["hl7scrub_messages_accepted_total"] >= 1
    assert values['hl7scrub_messages_rejected_total{reason="invalid"}'] >= 1
    assert values["hl7scrub_messages_forwarded_total"] >= 1
    assert values['hl7scrub_phi_items_total{type="NAME"}'] >= 1
    assert values["hl7scrub_scrub_seconds_count"] >= 2
    assert "hl7scrub_end_to_end_seconds_bucket" in text
    assert "hl7scrub_queue_depth" in values


# ------------------------------------------------------------------ other configurations

def test_client_outside_the_allowlist_is_closed_without_an_answer(tmp_path: Path) -> None:
    with ServerThread(make_config(tmp_path, allow=("10.0.0.0/8",))) as server, \
            Peer(server.port) as peer:
        with contextlib.suppress(OSError):
            peer.send(oru("AL-1"))
        assert peer.closed_by_server(5.0)
        assert peer.pending == []


def test_client_inside_the_allowlist_is_served(tmp_path: Path) -> None:
    config = make_config(tmp_path, allow=("10.0.0.0/8", "127.0.0.0/8"))
    with ServerThread(config) as server:
        assert exchange(server.port, [oru("AL-2")])[0].code == "AA"


def test_msh15_never_suppresses_the_accept_ack_when_honoured(tmp_path: Path) -> None:
    with ServerThread(make_config(tmp_path, honor_accept_ack_type=True)) as server, \
            Peer(server.port) as peer:
        peer.write(frame(oru("NE-1", msh15="NE", msh16="NE")) + frame(oru("NE-2")))
        [ack] = peer.acks(1)
        assert ack.control_id == "NE-2"
        assert wait_for(lambda: bool(list((tmp_path / "out").glob("*-NE-1.hl7"))))


def test_graceful_shutdown_finishes_received_frames_then_refuses(tmp_path: Path) -> None:
    server = ServerThread(make_config(tmp_path)).start()
    port = server.port
    ids = [f"GS-{i}" for i in range(12)]
    peer = Peer(port)
    peer.write(b"".join(frame(oru(i)) for i in ids))
    time.sleep(0.05)
    stopper = threading.Thread(target=server.stop)
    stopper.start()
    acks = peer.acks(12)
    assert [(a.code, a.control_id) for a in acks] == [("AA", i) for i in ids]
    assert peer.closed_by_server(10.0)
    stopper.join(30)
    with pytest.raises(OSError):
        Peer(port, timeout=2).send(oru("LATE"))
    # what the sender had not delivered yet stays queued, and goes out after a restart
    files = len(list((tmp_path / "out").glob("*.hl7")))
    assert files + QueueStore(tmp_path / "queue.sqlite3").count() == 12
    with ServerThread(make_config(tmp_path)):
        assert wait_for(lambda: len(list((tmp_path / "out").glob("*.hl7"))) == 12, 20)


def test_parse_ack_of_server_nak_is_well_formed(served: Any) -> None:
    server, _ = served
    with Peer(server.port) as peer:
        peer.send(b"garbage")
        raw = peer.answers(1)[0]
    assert raw.count(b"\r") == 3 and raw.startswith(b"MSH|^~\\&|")
    assert parse_ack(raw).code == "AR"


def test_a_killed_worker_is_replaced_and_messages_keep_flowing(tmp_path: Path) -> None:
    with ServerThread(make_config(tmp_path, workers=2)) as server:
        assert exchange(server.port, [oru("WK-1")])[0].code == "AA"
        assert server.server is not None
        pids = server.server.pool.pids()
        assert len(pids) == 2
        os.kill(pids[0], signal.SIGKILL)
        acks = exchange(server.port, [oru(f"WK-{i}") for i in range(2, 8)])
        assert [a.code for a in acks] == ["AA"] * 6
        assert server.server.pool.restarts >= 1
        _, metrics = http_get(server.http_port, "/metrics")
        assert "hl7scrub_worker_restarts_total 1.0" in metrics


def test_scrub_timeout_answers_ae_and_keeps_serving(tmp_path: Path) -> None:
    with ServerThread(make_config(tmp_path, scrub_timeout=0.0001)) as server:
        acks = exchange(server.port, [oru("TO-1"), oru("TO-2")])
        assert [(a.code, a.text) for a in acks] == [("AE", "de-identification timed out")] * 2
        assert not list((tmp_path / "out").glob("*.hl7"))
