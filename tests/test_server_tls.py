"""TLS and mutual TLS on the listener, and an mllps:// downstream (certificates made with
the openssl command line in the test; sockets on 127.0.0.1)."""

from __future__ import annotations

import asyncio
import shutil
import ssl
import subprocess
from pathlib import Path

import pytest

from hl7scrub.server.app import ServerThread
from hl7scrub.server.client import ConnectFailed, ConnectionClosed, MllpClient, MllpError
from hl7scrub.server.receiver import ThreadedReceiver
from hl7scrub.server.tls import allowed, client_context, parse_allowlist
from tests.test_server_support import make_config, oru, wait_for

pytestmark = pytest.mark.skipif(shutil.which("openssl") is None,
                                reason="the openssl command is not installed")


def _openssl(*args: str, cwd: Path) -> None:
    subprocess.run(["openssl", *args], cwd=cwd, check=True, capture_output=True)


@pytest.fixture(scope="module")
def pki(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A CA, a server certificate for 127.0.0.1/localhost and a client certificate."""
    d = tmp_path_factory.mktemp("pki")
    _openssl("req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", "ca.key", "-out",
             "ca.pem", "-days", "2", "-subj", "/CN=hl7scrub test CA", cwd=d)
    (d / "san.cnf").write_text("subjectAltName=IP:127.0.0.1,DNS:localhost\n")
    for name in ("server", "client"):
        _openssl("req", "-newkey", "rsa:2048", "-nodes", "-keyout", f"{name}.key", "-out",
                 f"{name}.csr", "-subj", f"/CN={name}", cwd=d)
        extra = ["-extfile", "san.cnf"] if name == "server" else []
        _openssl("x509", "-req", "-in", f"{name}.csr", "-CA", "ca.pem", "-CAkey", "ca.key",
                 "-CAcreateserial", "-out", f"{name}.pem", "-days", "2", *extra, cwd=d)
    _openssl("req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", "rogue.key", "-out",
             "rogue.pem", "-days", "2", "-subj", "/CN=rogue", cwd=d)
    return d


def _send(port: int, context: ssl.SSLContext | None, message: bytes) -> str:
    async def go() -> str:
        client = MllpClient("127.0.0.1", port, ssl=context, connect_timeout=5, ack_timeout=10)
        try:
            return (await client.send(message)).code
        finally:
            await client.close()
    return asyncio.run(go())


def test_tls_listener_accepts_a_verifying_client(tmp_path: Path, pki: Path) -> None:
    config = make_config(tmp_path, tls_cert=str(pki / "server.pem"),
                         tls_key=str(pki / "server.key"))
    with ServerThread(config) as server:
        assert _send(server.port, client_context(str(pki / "ca.pem")), oru("TLS-1")) == "AA"


def test_tls_listener_refuses_plain_tcp(tmp_path: Path, pki: Path) -> None:
    config = make_config(tmp_path, tls_cert=str(pki / "server.pem"),
                         tls_key=str(pki / "server.key"), read_timeout=2)
    with ServerThread(config) as server, pytest.raises(MllpError):
        _send(server.port, None, oru("TLS-2"))


def test_mutual_tls_requires_a_client_certificate(tmp_path: Path, pki: Path) -> None:
    config = make_config(tmp_path, tls_cert=str(pki / "server.pem"),
                         tls_key=str(pki / "server.key"), tls_client_ca=str(pki / "ca.pem"))
    with ServerThread(config) as server:
        with_cert = client_context(str(pki / "ca.pem"), str(pki / "client.pem"),
                                   str(pki / "client.key"))
        assert _send(server.port, with_cert, oru("MTLS-1")) == "AA"
        with pytest.raises((ConnectFailed, ConnectionClosed)):
            _send(server.port, client_context(str(pki / "ca.pem")), oru("MTLS-2"))
        rogue = client_context(str(pki / "ca.pem"), str(pki / "rogue.pem"),
                               str(pki / "rogue.key"))
        with pytest.raises((ConnectFailed, ConnectionClosed)):
            _send(server.port, rogue, oru("MTLS-3"))


def test_client_refuses_a_server_it_cannot_verify(tmp_path: Path, pki: Path) -> None:
    config = make_config(tmp_path, tls_cert=str(pki / "rogue.pem"),
                         tls_key=str(pki / "rogue.key"))
    with ServerThread(config) as server, pytest.raises(ConnectFailed, match="TLS"):
        _send(server.port, client_context(str(pki / "ca.pem")), oru("TLS-3"))


def test_mllps_downstream_with_client_certificate(tmp_path: Path, pki: Path) -> None:
    server_side = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    server_side.load_cert_chain(pki / "server.pem", pki / "server.key")
    server_side.load_verify_locations(pki / "ca.pem")
    server_side.verify_mode = ssl.CERT_REQUIRED
    with ThreadedReceiver(ssl=server_side) as downstream:
        config = make_config(tmp_path, downstream=f"mllps://127.0.0.1:{downstream.port}",
                             downstream_ca=str(pki / "ca.pem"),
                             downstream_cert=str(pki / "client.pem"),
                             downstream_key=str(pki / "client.key"))
        with ServerThread(config) as server:
            assert _send(server.port, None, oru("DS-TLS-1")) == "AA"
            receiver = downstream.receiver
            assert receiver is not None
            assert wait_for(lambda: len(receiver.messages) == 1, 20)


def test_allowlist_matching() -> None:
    networks = parse_allowlist(["10.0.0.0/8", "192.168.1.7", "2001:db8::/32"])
    assert allowed("10.2.3.4", networks)
    assert allowed("192.168.1.7", networks)
    assert not allowed("192.168.1.8", networks)
    assert allowed("2001:db8::1", networks)
    assert allowed("::ffff:10.1.1.1", networks)
    assert not allowed("not-an-ip", networks)
    assert allowed("203.0.113.5", [])
