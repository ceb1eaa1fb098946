"""``hl7scrub replay --to mllp://``: forwarding with ACK checks, NAKs, resume.

The receiver is a real MLLP listener on 127.0.0.1 that answers with real ACKs.
"""

from __future__ import annotations

import socketserver
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from hl7scrub.config import load_config
from hl7scrub.hl7v2.ack import build_ack
from hl7scrub.replay.synthetic import make_messages, write_archive
from hl7scrub.server.mllp import Frame, FrameDecoder, frame
from tests.test_replay import SECRET, manifest, rejects, run_replay

MESSAGES = make_messages(12, seed=31)


class Receiver(socketserver.ThreadingTCPServer):
    """Accepts frames and answers AA, AE for chosen message numbers, or hangs up."""

    allow_reuse_address = True
    daemon_threads = True

    def __init__(self) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.accepted: list[bytes] = []
        self.seen = 0
        self.nak_numbers: set[int] = set()
        self.hang_up = False
        self.lock = threading.Lock()

    @property
    def url(self) -> str:
        host, port = self.server_address[:2]
        return f"mllp://{host}:{port}"

    def answer(self, data: bytes) -> bytes | None:
        with self.lock:
            if self.hang_up:
                return None
            self.seen += 1
            if self.seen in self.nak_numbers:
                return build_ack(data, "error", reason="rejected by test receiver")
            self.accepted.append(data)
            return build_ack(data, "accept")


class _Handler(socketserver.BaseRequestHandler):
    server: Receiver

    def handle(self) -> None:
        decoder = FrameDecoder()
        while True:
            data = self.request.recv(65536)
            if not data:
                return
            for item in decoder.feed(data):
                if not isinstance(item, Frame):
                    continue
                reply = self.server.answer(item.data)
                if reply is None:
                    return  # hang up without an answer
                self.request.sendall(frame(reply))


@pytest.fixture()
def receiver() -> Iterator[Receiver]:
    server = Receiver()
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture()
def conf(tmp_path: Path) -> Path:
    path = tmp_path / "hl7scrub.toml"
    path.write_text(f'[hl7]\nsecret = "{SECRET}"\n\n[replay]\ncheckpoint_interval = 0.0\n\n'
                    '[server]\nmax_attempts = 2\nretry_initial = 0.05\nconnect_timeout = 2.0\n'
                    'ack_timeout = 5.0\n', encoding="utf-8")
    return path


def _expected(conf: Path) -> list[bytes]:
    from hl7scrub.hl7v2 import MessageDeidentifier

    deid = MessageDeidentifier(load_config(conf))
    return [deid.deidentify(m).output for m in MESSAGES]


def test_forwarded_messages_arrive_in_order_and_deidentified(
        tmp_path: Path, conf: Path, receiver: Receiver) -> None:
    src = write_archive(tmp_path / "in" / "a.hl7.gz", MESSAGES, compression="gzip")
    state = tmp_path / "state"
    assert run_replay(conf, str(src), "--to", receiver.url, "--state", str(state),
                      "--workers", "2", "--chunk-bytes", "4096") == 0
    assert receiver.accepted == _expected(conf)
    entry = manifest(state)["files"]["a.hl7.gz"]
    assert (entry["forwarded"], entry["messages"], entry["status"]) == (12, 12, "complete")


def test_negative_ack_becomes_a_reject_and_the_run_goes_on(
        tmp_path: Path, conf: Path, receiver: Receiver) -> None:
    receiver.nak_numbers = {3}
    src = write_archive(tmp_path / "in" / "a.hl7", MESSAGES)
    state = tmp_path / "state"
    assert run_replay(conf, str(src), "--to", receiver.url, "--state", str(state)) == 1
    expected = _expected(conf)
    assert receiver.accepted == expected[:2] + expected[3:]
    (entry,) = rejects(state)
    assert entry["message_index"] == 2 and entry["reason"] == "downstream answered AE"
    assert manifest(state)["files"]["a.hl7"]["forwarded"] == 11


def test_lost_downstream_stops_the_run_and_rerun_sends_each_message_once(
        tmp_path: Path, conf: Path, receiver: Receiver) -> None:
    src = write_archive(tmp_path / "in" / "a.hl7", MESSAGES)
    state = tmp_path / "state"
    original = receiver.answer

    def flaky(data: bytes) -> bytes | None:
        if receiver.seen >= 5:
            receiver.hang_up = True
        return original(data)

    receiver.answer = flaky  # type: ignore[method-assign]
    assert run_replay(conf, str(src), "--to", receiver.url, "--state", str(state),
                      "--chunk-bytes", "4096") == 1
    assert len(receiver.accepted) == 5
    assert manifest(state)["files"]["a.hl7"]["status"] == "partial"

    receiver.answer = original  # type: ignore[method-assign]
    receiver.hang_up = False
    assert run_replay(conf, str(src), "--to", receiver.url, "--state", str(state),
                      "--chunk-bytes", "4096") == 0
    assert receiver.accepted == _expected(conf)
    assert manifest(state)["files"]["a.hl7"]["forwarded"] == 12


def test_unreachable_downstream_stops_before_any_work(tmp_path: Path, conf: Path) -> None:
    import socket

    with socket.socket() as sock:  # a port that was free a moment ago: nothing listens
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    src = write_archive(tmp_path / "in" / "a.hl7", MESSAGES[:2])
    state = tmp_path / "state"
    assert run_replay(conf, str(src), "--to", f"mllp://127.0.0.1:{port}",
                      "--state", str(state)) == 1
    assert "a.hl7" not in manifest(state)["files"]


def test_message_with_a_framing_byte_is_rejected_not_sent(
        tmp_path: Path, conf: Path, receiver: Receiver) -> None:
    bad = MESSAGES[1].replace(b"was seen on", b"was\x0b seen on")
    src = tmp_path / "in" / "a.hl7"
    src.parent.mkdir()
    src.write_bytes(MESSAGES[0] + b"\n" + bad + b"\n" + MESSAGES[2])
    state = tmp_path / "state"
    assert run_replay(conf, str(src), "--to", receiver.url, "--state", str(state)) == 1
    expected = _expected(conf)
    assert receiver.accepted == [expected[0], expected[2]]
    (entry,) = rejects(state)
    assert entry["message_index"] == 1 and "framing byte" in entry["reason"]


def test_ctrl_c_while_forwarding_records_exactly_what_was_answered(
        tmp_path: Path, conf: Path, receiver: Receiver) -> None:
    import os
    import signal
    import subprocess
    import sys
    import time

    src = write_archive(tmp_path / "in" / "a.hl7", MESSAGES)
    state = tmp_path / "state"
    original = receiver.answer

    def slow(data: bytes) -> bytes | None:
        time.sleep(0.2)
        return original(data)

    receiver.answer = slow  # type: ignore[method-assign]
    cmd = [sys.executable, "-m", "hl7scrub", "--config", str(conf), "replay", str(src),
           "--to", receiver.url, "--state", str(state), "--workers", "1", "--progress", "log"]
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            start_new_session=True)
    try:
        deadline = time.monotonic() + 120
        while len(receiver.accepted) < 3 and time.monotonic() < deadline:
            time.sleep(0.01)
        os.killpg(proc.pid, signal.SIGINT)
        assert proc.wait(timeout=60) == 130
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    first = len(receiver.accepted)
    assert 3 <= first < len(MESSAGES)

    receiver.answer = original  # type: ignore[method-assign]
    assert run_replay(conf, str(src), "--to", receiver.url, "--state", str(state)) == 0
    assert receiver.accepted == _expected(conf)  # nothing lost, nothing sent twice
