"""Canary PHI in every patient header field and in narrative never shows up in logs,
metrics, NAK texts, the queue database or the dead-letter table.

One `hl7scrub serve` subprocess (so that the logs of the server AND its worker processes
are captured) receives accepted, rejected, oversize, interrupted and unreadable messages
full of canaries; the downstream refuses some accepted ones so they are dead-lettered.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from typing import Any

import pytest

from hl7scrub.server.mllp import START_BLOCK, frame
from hl7scrub.server.receiver import Answer, ThreadedReceiver
from tests.test_server_support import Peer, http_get, serve_process, wait_for

CANARIES = ("Zbigniewski", "Quintavius", "Eudoxia", "Thaddeus", "Okonkwo", "Quailbrook",
            "MRN7750031", "7750031", "987-65-4320", "555-0177", "19370415", "04/15/1937",
            "ACCT7750031")


def canary_message(control_id: str) -> bytes:
    segments = [
        f"MSH|^~\\&|LAB|GENHOSP|EHR|GENHOSP|20230314101500||ORU^R01^ORU_R01|{control_id}|P|"
        "2.5.1",
        "PID|1||MRN7750031^^^GENHOSP^MR~987-65-4320^^^SSA^SS||Zbigniewski^Quintavius^T||"
        "19370415|M|||17 Quailbrook Road^^Carbondale^IL^62901||(618) 555-0177|||||"
        "ACCT7750031|987-65-4320",
        "NK1|1|Zbigniewski^Eudoxia|SPO|17 Quailbrook Road^^Carbondale^IL^62901|(618) 555-0177",
        "PV1|1|O|CLINIC^101^1||||7788^Okonkwo^Thaddeus^^^Dr|7789^Okonkwo^Thaddeus^^^Dr",
        "OBR|1|ORD7781|FIL7781|11502-2^Laboratory report^LN|||20230314093000",
        "OBX|1|TX|11502-2^Report^LN|1|Quintavius Zbigniewski (MRN 7750031, SSN 987-65-4320),"
        " born 04/15/1937, of 17 Quailbrook Road, phone 618-555-0177, seen by Dr. Thaddeus "
        "Okonkwo.||||||F",
        "NTE|1||Spouse Eudoxia Zbigniewski called (618) 555-0177.",
    ]
    return ("\r".join(segments) + "\r").encode("ascii")


def found(blob: bytes) -> list[str]:
    lower = blob.lower()
    return [c for c in CANARIES if c.lower().encode() in lower]


@pytest.fixture(scope="module")
def run(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    tmp = tmp_path_factory.mktemp("canary")

    def answer(data: bytes) -> Answer:
        return "AE" if b"|CN-DEAD" in data else "AA"

    answers: list[bytes] = []
    with ThreadedReceiver(answer=answer) as downstream:
        log_path = tmp / "server.log"
        with open(log_path, "wb") as log:
            proc, port, http = serve_process(
                tmp, "--downstream", f"mllp://127.0.0.1:{downstream.port}", "--queue",
                str(tmp / "queue.sqlite3"), stderr=log,
                env={"HL7SCRUB_SERVER_MAX_MESSAGE_BYTES": "4096",
                     "HL7SCRUB_LOG_LEVEL": "DEBUG"})
            try:
                with Peer(port) as peer:
                    for n in range(3):
                        peer.send(canary_message(f"CN-OK{n}"))
                    peer.send(canary_message("CN-DEAD1"))
                    peer.send(canary_message("CN-BAD1").replace(
                        b"\rOBR|", b"\rnot a segment Zbigniewski 987-65-4320\rOBR|"))
                    peer.send(b"Zbigniewski Quintavius 987-65-4320 MRN7750031")
                    peer.send(canary_message("CN-BIG1").replace(
                        b"NTE|1||", b"NTE|1||" + b"Zbigniewski " * 500))
                    peer.write(START_BLOCK + canary_message("CN-HALF1")[:300]
                               + frame(canary_message("CN-OK9")))
                    answers = peer.answers(9)
                assert wait_for(lambda: http_get(http, "/metrics")[1].count(
                    "hl7scrub_messages_dead_lettered_total 1.0") == 1, 30)
                assert downstream.receiver is not None
                assert wait_for(lambda: len(downstream.receiver.messages) == 4, 30)  # type: ignore[union-attr]
                metrics = http_get(http, "/metrics")[1]
            finally:
                proc.terminate()
                proc.wait(60)
        yield {"answers": answers, "metrics": metrics, "log": log_path.read_bytes(),
               "tmp": tmp, "forwarded": list(downstream.receiver.messages)}  # type: ignore[union-attr]


def test_every_frame_was_answered_as_expected(run: dict[str, Any]) -> None:
    from hl7scrub.hl7v2.ack import parse_ack

    codes = [(a.code, a.control_id) for a in map(parse_ack, run["answers"])]
    assert codes == [("AA", "CN-OK0"), ("AA", "CN-OK1"), ("AA", "CN-OK2"), ("AA", "CN-DEAD1"),
                     ("AE", "CN-BAD1"), ("AR", ""), ("AR", "CN-BIG1"), ("AR", "CN-HALF1"),
                     ("AA", "CN-OK9")]


def test_no_canary_in_acks_or_nak_reasons(run: dict[str, Any]) -> None:
    for answer in run["answers"]:
        assert found(answer) == [], answer


def test_no_canary_in_logs_of_server_and_workers(run: dict[str, Any]) -> None:
    assert b"message.rejected" in run["log"]  # the log did record the rejections
    assert found(run["log"]) == []


def test_no_canary_in_metrics(run: dict[str, Any]) -> None:
    assert "hl7scrub_phi_items_total" in run["metrics"]
    assert found(run["metrics"].encode()) == []


def test_no_canary_in_the_queue_database_files(run: dict[str, Any]) -> None:
    files = sorted(run["tmp"].glob("queue.sqlite3*"))
    assert files
    for path in files:
        assert found(path.read_bytes()) == [], path.name


def test_dead_letter_rows_hold_no_canary(run: dict[str, Any]) -> None:
    db = sqlite3.connect(run["tmp"] / "queue.sqlite3")
    rows = db.execute("SELECT control_id, payload, reason FROM dead_letter").fetchall()
    assert [r[0] for r in rows] == ["CN-DEAD1"]
    for _, payload, reason in rows:
        assert found(payload) == [] and found(reason.encode()) == []


def test_forwarded_messages_hold_no_canary(run: dict[str, Any]) -> None:
    assert len(run["forwarded"]) == 4
    for message in run["forwarded"]:
        assert found(message) == []
