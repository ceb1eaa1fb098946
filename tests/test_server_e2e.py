"""End to end over real processes: the external `mllp_send` client (python-hl7) sends
messages through an `hl7scrub serve` subprocess to a downstream receiver."""

from __future__ import annotations

import shutil
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from hl7scrub.config import Config, Hl7Config
from hl7scrub.exceptions import MessageError
from hl7scrub.hl7v2 import split_messages
from hl7scrub.hl7v2.ack import parse_ack, read_header
from hl7scrub.server.mllp import Frame, FrameDecoder, frame
from hl7scrub.server.receiver import ThreadedReceiver
from tests.test_server_support import SECRET, deidentified, oru, serve_process, wait_for


def sample_messages(shared: Path | None) -> list[bytes]:
    """Our synthetic messages, plus the public samples when ../shared is present."""
    messages = [oru(f"E2E-{i}", family=f"Fam{chr(65 + i)}son", given="Quentin")
                for i in range(8)]
    if shared is not None:
        for path in sorted((shared / "samples").glob("*.hl7")):
            messages += [m.data for m in split_messages(path.read_bytes())
                         if read_header(m.data) is not None]
    # mllp_send strips CR and start blocks around each framed message: send what it sends
    return [m.strip(b"\x0b\r") for m in messages]


@pytest.fixture(scope="module")
def e2e(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    tmp = tmp_path_factory.mktemp("e2e")
    with ThreadedReceiver() as downstream:
        log = open(tmp / "server.log", "wb")  # noqa: SIM115 - closed below
        proc, port, http = serve_process(
            tmp, "--downstream", f"mllp://127.0.0.1:{downstream.port}",
            "--queue", str(tmp / "queue.sqlite3"), stderr=log)
        try:
            yield {"tmp": tmp, "port": port, "http": http, "proc": proc,
                   "receiver": downstream.receiver, "log": tmp / "server.log"}
        finally:
            if proc.poll() is None:
                proc.kill()
            proc.wait(10)
            log.close()


def test_mllp_send_messages_arrive_deidentified_and_every_ack_correlates(
        e2e: dict[str, Any], request: pytest.FixtureRequest) -> None:
    if shutil.which("mllp_send") is None:
        pytest.skip("mllp_send (python-hl7) is not installed")
    shared = Path(__file__).resolve().parent.parent.parent / "shared"
    messages = sample_messages(shared if (shared / "samples").is_dir() else None)
    wire = e2e["tmp"] / "messages.mllp"
    wire.write_bytes(b"".join(frame(m) for m in messages))
    receiver = e2e["receiver"]
    before = len(receiver.messages)
    proc = subprocess.run(["mllp_send", "-p", str(e2e["port"]), "-f", str(wire), "127.0.0.1"],
                          capture_output=True, timeout=120, check=False)
    assert proc.returncode == 0, proc.stderr.decode(errors="replace")
    answers = [e.data for e in FrameDecoder().feed(proc.stdout) if isinstance(e, Frame)]
    assert len(answers) == len(messages)

    reference = Config(hl7=Hl7Config(secret=SECRET, state_dir=str(e2e["tmp"] / "state")))
    expected: list[bytes] = []
    for message, answer in zip(messages, answers, strict=True):
        ack = parse_ack(answer)
        header = read_header(message)
        assert header is not None
        assert ack.control_id == header.control_id
        try:
            output = deidentified(reference, message)
        except MessageError:
            assert ack.code in ("AE", "AR", "CE", "CR")
            continue
        assert ack.code in ("AA", "CA"), ack.text
        expected.append(output)
    assert wait_for(lambda: len(receiver.messages) - before == len(expected), 60)
    assert receiver.messages[before:] == expected
    for i in range(8):
        assert not any(f"Fam{chr(65 + i)}son".encode() in m for m in receiver.messages)


def test_hl7scrub_send_prints_one_ack_per_message(e2e: dict[str, Any]) -> None:
    source = e2e["tmp"] / "two.hl7"
    source.write_bytes(oru("SEND-1").replace(b"\r", b"\n") + b"\n"
                       + oru("SEND-2").replace(b"\r", b"\r\n"))
    proc = subprocess.run([sys.executable, "-m", "hl7scrub", "send", str(source), "--to",
                           f"127.0.0.1:{e2e['port']}"], capture_output=True, text=True,
                          timeout=60, check=False)
    assert proc.returncode == 0, proc.stderr
    lines = [line.split("\t") for line in proc.stdout.splitlines()]
    assert [(cols[1], cols[2]) for cols in lines] == [("AA", "SEND-1"), ("AA", "SEND-2")]
    assert "2 accepted" in proc.stderr


def test_hl7scrub_send_exits_1_when_a_message_is_refused(e2e: dict[str, Any]) -> None:
    source = e2e["tmp"] / "bad.hl7"
    source.write_bytes(b"MSH|^~\\&|A|B|C|D|2023||ORU^R01|LONE-1|P|2.5.1\r")
    proc = subprocess.run([sys.executable, "-m", "hl7scrub", "send", str(source), "--to",
                           f"127.0.0.1:{e2e['port']}"], capture_output=True, text=True,
                          timeout=60, check=False)
    assert proc.returncode == 1
    assert "\tAE\tLONE-1\t" in proc.stdout


def test_hl7scrub_send_reports_an_unreachable_peer(tmp_path: Path) -> None:
    source = tmp_path / "one.hl7"
    source.write_bytes(oru("X-1"))
    from tests.test_server_support import free_port

    proc = subprocess.run([sys.executable, "-m", "hl7scrub", "send", str(source), "--to",
                           f"127.0.0.1:{free_port()}"], capture_output=True, text=True,
                          timeout=60, check=False)
    assert proc.returncode == 1
    assert "hl7scrub send: 127.0.0.1:" in proc.stderr


def test_sigterm_drains_and_exits_cleanly(e2e: dict[str, Any]) -> None:
    proc = e2e["proc"]
    proc.send_signal(signal.SIGTERM)
    assert proc.wait(60) == 0
    log = e2e["log"].read_text()
    assert '"event": "server.stopping"' in log and '"event": "server.stopped"' in log
