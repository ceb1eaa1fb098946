"""Shared pieces of the server tests (message builders, blocking MLLP peer, configs),
and tests of the embedding helpers themselves."""

from __future__ import annotations

import gc
import io
import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
import structlog

from hl7scrub.config import Config, Hl7Config, LogConfig, ServerConfig
from hl7scrub.exceptions import ConfigError
from hl7scrub.hl7v2.ack import Ack, parse_ack
from hl7scrub.server import app, workers
from hl7scrub.server.app import ServerThread
from hl7scrub.server.mllp import Frame, FrameDecoder, frame
from tests.conftest import REPO

SECRET = "test-secret-0123456789abcdef"


def make_config(tmp: Path, **server: Any) -> Config:
    """A config for a test server: ephemeral ports, one worker, files under ``tmp``."""
    settings: dict[str, Any] = {
        "listen": "127.0.0.1:0", "http_listen": "127.0.0.1:0", "workers": 1,
        "downstream": f"dir:{tmp / 'out'}", "queue": str(tmp / "queue.sqlite3"),
        "retry_initial": 0.05, "retry_max": 0.5, "drain_timeout": 10.0,
    }
    settings.update(server)
    return Config(hl7=Hl7Config(secret=SECRET, state_dir=str(tmp / "state")),
                  server=ServerConfig(**settings), log=LogConfig(level="INFO"))


def oru(control_id: str, *, family: str = "Kowalczyk", given: str = "Marianne",
        mrn: str = "MRN4471902", narrative: str = "", msh15: str = "", msh16: str = "",
        charset: str = "", encoding: str = "ascii") -> bytes:
    """An ORU^R01 with PHI in PID/NK1/PV1 and in OBX narrative (CR separators)."""
    tail = ""
    if msh15 or msh16 or charset:
        tail = f"|||{msh15}|{msh16}||{charset}"
    text = narrative or (f"Patient {given} {family} (MRN {mrn}) seen on 03/14/2023; "
                         "lungs clear, no acute findings.")
    segments = [
        f"MSH|^~\\&|LAB|GENHOSP|EHR|GENHOSP|20230314101500||ORU^R01^ORU_R01|{control_id}|P|"
        f"2.5.1{tail}",
        f"PID|1||{mrn}^^^GENHOSP^MR||{family}^{given}^J||19580722|F|||"
        "4411 Birchwood Lane^^Carbondale^IL^62901||(618) 555-0142",
        f"NK1|1|{family}^Teodor|SPO|4411 Birchwood Lane^^Carbondale^IL^62901|(618) 555-0199",
        "PV1|1|O|CLINIC^101^1||||4455^Okonkwo^Chidi^^^Dr",
        "OBR|1|ORD7781|FIL7781|11502-2^Laboratory report^LN|||20230314093000",
        f"OBX|1|TX|11502-2^Laboratory report^LN|1|{text}||||||F",
    ]
    return ("\r".join(segments) + "\r").encode(encoding)


class Peer:
    """A blocking upstream sender on a real socket."""

    def __init__(self, port: int, timeout: float = 30.0) -> None:
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=timeout)
        self.decoder = FrameDecoder()
        self.pending: list[bytes] = []

    def write(self, data: bytes) -> None:
        self.sock.sendall(data)

    def send(self, message: bytes) -> None:
        self.write(frame(message))

    def answers(self, count: int) -> list[bytes]:
        """Read ``count`` answer frames (raises on timeout or close)."""
        while len(self.pending) < count:
            data = self.sock.recv(65536)
            if not data:
                raise ConnectionError(f"closed after {len(self.pending)} answers")
            self.pending += [e.data for e in self.decoder.feed(data) if isinstance(e, Frame)]
        out, self.pending = self.pending[:count], self.pending[count:]
        return out

    def acks(self, count: int) -> list[Ack]:
        return [parse_ack(a) for a in self.answers(count)]

    def closed_by_server(self, within: float) -> bool:
        """True when the server closes the connection within ``within`` seconds."""
        self.sock.settimeout(within)
        try:
            while True:
                data = self.sock.recv(65536)
                if not data:
                    return True
                self.pending += [e.data for e in self.decoder.feed(data)
                                 if isinstance(e, Frame)]
        except TimeoutError:
            return False
        except ConnectionResetError:
            return True

    def close(self) -> None:
        self.sock.close()

    def __enter__(self) -> Peer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def exchange(port: int, messages: Sequence[bytes]) -> list[Ack]:
    """Send messages one at a time (waiting for each ACK) on one connection."""
    with Peer(port) as peer:
        acks = []
        for message in messages:
            peer.send(message)
            acks += peer.acks(1)
        return acks


def http_get(port: int, path: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=10) as resp:
            return resp.status, resp.read().decode()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read().decode()


def wait_for(predicate: Any, timeout: float = 30.0, interval: float = 0.05) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(interval)
    return bool(predicate())


def memory_log() -> tuple[Any, io.StringIO]:
    """A JSON structlog logger writing to a buffer (what the server would print)."""
    buffer = io.StringIO()
    logger = structlog.wrap_logger(
        structlog.PrintLogger(buffer),
        processors=[structlog.processors.add_log_level, structlog.processors.JSONRenderer()],
        wrapper_class=structlog.make_filtering_bound_logger(0))
    return logger, buffer


def log_events(buffer: io.StringIO) -> list[dict[str, Any]]:
    return [json.loads(line) for line in buffer.getvalue().splitlines() if line.strip()]


_references: dict[Config, Any] = {}


def deidentified(config: Config, message: bytes) -> bytes:
    """What the HL7 layer makes of ``message`` under ``config`` (computed here, in the
    test process): the server must forward exactly these bytes."""
    from hl7scrub.hl7v2 import MessageDeidentifier

    if config not in _references:
        _references[config] = MessageDeidentifier(config)
    return bytes(_references[config].deidentify(message).output)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def serve_process(tmp: Path, *args: str, env: dict[str, str] | None = None,
                  stderr: Any = None) -> tuple[subprocess.Popen[bytes], int, int]:
    """Start ``hl7scrub serve`` as a subprocess on free ports; wait until /readyz is 200."""
    port, http = free_port(), free_port()
    environ = {**os.environ, "HL7SCRUB_HL7_SECRET": SECRET,
               "HL7SCRUB_HL7_STATE_DIR": str(tmp / "state"),
               "HL7SCRUB_SERVER_WORKERS": "1", **(env or {})}
    cmd = [sys.executable, "-m", "hl7scrub", "serve", "--listen", f"127.0.0.1:{port}",
           "--http-listen", f"127.0.0.1:{http}", *args]
    proc = subprocess.Popen(cmd, cwd=tmp, env=environ, stdout=subprocess.DEVNULL,
                            stderr=stderr if stderr is not None else subprocess.DEVNULL)
    ready = wait_for(lambda: proc.poll() is not None or _ready(http), timeout=90, interval=0.1)
    if not ready or proc.poll() is not None:
        proc.kill()
        raise RuntimeError(f"hl7scrub serve did not become ready (exit {proc.poll()})")
    return proc, port, http


def _ready(http: int) -> bool:
    try:
        return http_get(http, "/readyz")[0] == 200
    except OSError:
        return False


@pytest.fixture
def server_factory(tmp_path: Path) -> Iterator[Any]:
    started: list[ServerThread] = []

    def start(config: Config, log: Any = None) -> ServerThread:
        thread = ServerThread(config, log=log).start()
        started.append(thread)
        return thread

    yield start
    for thread in started:
        thread.stop()


# ------------------------------------------------------------------ tests of the helpers

def test_server_thread_reports_a_bad_downstream(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="downstream"):
        ServerThread(make_config(tmp_path, downstream="ftp://x")).start()


def test_server_thread_reports_a_busy_port(tmp_path: Path) -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        sock.listen()
        port = sock.getsockname()[1]
        with pytest.raises(ConfigError, match="cannot listen"):
            ServerThread(make_config(tmp_path, listen=f"127.0.0.1:{port}")).start()


def test_busy_http_port_is_reported_and_nothing_keeps_running(tmp_path: Path) -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        sock.listen()
        port = sock.getsockname()[1]
        thread = ServerThread(make_config(tmp_path, http_listen=f"127.0.0.1:{port}"))
        with pytest.raises(ConfigError, match="cannot listen"):
            thread.start()
    # the queue was closed again: another server can open it at once
    with ServerThread(make_config(tmp_path)) as again:
        assert exchange(again.port, [oru("AGAIN-1")])[0].code == "AA"


def test_half_tls_configuration_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="tls_key"):
        ServerThread(make_config(tmp_path, tls_cert=str(tmp_path / "c.pem"))).start()


def test_bad_allowlist_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="allow"):
        ServerThread(make_config(tmp_path, allow=("10.0.0.300/8",))).start()


def test_negative_switch_interval_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="switch_interval_ms"):
        ServerThread(make_config(tmp_path, switch_interval_ms=-1.0)).start()


@pytest.mark.parametrize("size", [0, (1 << 30) + 1])
def test_max_message_size_outside_what_the_worker_channel_carries_is_refused(
        tmp_path: Path, size: int) -> None:
    with pytest.raises(ConfigError, match="max_message_bytes"):
        ServerThread(make_config(tmp_path, max_message_bytes=size)).start()


def test_serve_shortens_the_interpreter_switch_interval(tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    # the event loop must not wait Python's default 5 ms behind the queue-writer thread
    seen: list[float] = []

    async def serve(config: Config) -> int:
        return 0

    monkeypatch.setattr(app.sys, "setswitchinterval", seen.append)
    monkeypatch.setattr(app, "serve", serve)
    assert app.run_server(make_config(tmp_path, switch_interval_ms=0.5)) == 0
    assert app.run_server(make_config(tmp_path, switch_interval_ms=0.0)) == 0
    assert seen == [0.0005]


def test_serve_help_lists_the_override_flags() -> None:
    proc = subprocess.run([sys.executable, "-m", "hl7scrub", "serve", "--help"], cwd=REPO,
                          capture_output=True, text=True, check=False)
    assert proc.returncode == 0
    for flag in ("--listen", "--downstream", "--queue", "--config"):
        assert flag in proc.stdout


def test_serve_flags_override_the_config_file_and_environment(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from hl7scrub.cli import build_parser
    from hl7scrub.commands._common import load

    toml = tmp_path / "hl7scrub.toml"
    toml.write_text('[server]\nlisten = "127.0.0.1:7001"\nqueue = "from-file.db"\n'
                    'ack_timeout = 3.5\nallow = ["10.0.0.0/8"]\n')
    monkeypatch.setenv("HL7SCRUB_SERVER_QUEUE", "from-env.db")
    monkeypatch.setenv("HL7SCRUB_SERVER_DOWNSTREAM", "mllp://env-host:2575")
    args = build_parser().parse_args(["serve", "--config", str(toml), "--listen",
                                      "127.0.0.1:7002"])
    cfg = load(args, server={"listen": args.listen, "downstream": args.downstream,
                             "queue": args.queue}).server
    assert cfg.listen == "127.0.0.1:7002"  # flag beats file
    assert cfg.queue == "from-env.db"  # environment beats file
    assert cfg.downstream == "mllp://env-host:2575"
    assert cfg.ack_timeout == 3.5 and cfg.allow == ("10.0.0.0/8",)


def test_worker_initializer_takes_its_long_lived_objects_out_of_the_collector() -> None:
    # a full collection walking the lexicon mid-message would show in the latency tail
    gc.unfreeze()
    try:
        workers.initialize(Config(hl7=Hl7Config(secret="freeze-secret-0123456789abcdef")))
        assert gc.get_freeze_count() > 0
        assert workers.scrub(workers._WARM_UP).ok
    finally:
        gc.unfreeze()
        workers._deidentifier = None
